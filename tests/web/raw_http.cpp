#include "raw_http.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>

namespace grundy::web_test {

Connection::Connection(int port, int receive_timeout_ms, int source)
    : fd_(socket(AF_INET, SOCK_STREAM, 0)) {
  timeval timeout{receive_timeout_ms / 1000, (receive_timeout_ms % 1000) * 1000};
  setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  if (source != 1) {
    sockaddr_in from{};
    from.sin_family = AF_INET;
    from.sin_addr.s_addr = htonl(INADDR_LOOPBACK - 1 + static_cast<std::uint32_t>(source));
    if (bind(fd_, reinterpret_cast<const sockaddr*>(&from), sizeof from) != 0) return;
  }
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  connected_ = connect(fd_, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
}

Connection::~Connection() {
  if (fd_ >= 0) close(fd_);
}

bool Connection::send_text(const std::string& text) {
  std::size_t sent = 0;
  while (sent < text.size()) {
    const ssize_t n = ::send(fd_, text.data() + sent, text.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

std::string Connection::receive_all(std::size_t limit) {
  std::string text;
  char buffer[16384];
  while (text.size() < limit) {
    const ssize_t n = recv(fd_, buffer, sizeof buffer, 0);
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
  }
  return text;
}

std::string Connection::receive_response() {
  std::string text;
  char buffer[16384];
  std::size_t wanted = std::string::npos;
  while (text.size() < wanted) {
    const ssize_t n = recv(fd_, buffer, sizeof buffer, 0);
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    const auto head_end = text.find("\r\n\r\n");
    const auto length = text.find("Content-Length: ");
    if (wanted == std::string::npos && head_end != std::string::npos &&
        length != std::string::npos && length < head_end) {
      wanted = head_end + 4 + std::stoul(text.substr(length + 16));
    }
  }
  return text;
}

void Connection::reset() {
  linger option{1, 0};
  setsockopt(fd_, SOL_SOCKET, SO_LINGER, &option, sizeof option);
  close(fd_);
  fd_ = -1;
}

HttpAnswer parse_answer(const std::string& text) {
  HttpAnswer answer;
  if (text.rfind("HTTP/1.1 ", 0) != 0 || text.size() < 12) return answer;
  answer.status = std::stoi(text.substr(9, 3));
  const auto end = text.find("\r\n\r\n");
  answer.head = text.substr(0, end);
  if (end != std::string::npos) answer.body = text.substr(end + 4);
  return answer;
}

std::string post_request(const std::string& path, const std::string& body) {
  return "POST " + path +
         " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

std::string get_request(const std::string& path) {
  return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
}

HttpAnswer round_trip(int port, const std::string& request, int source) {
  Connection connection(port, 5000, source);
  if (!connection.connected() || !connection.send_text(request)) return {};
  return parse_answer(connection.receive_response());
}

}  // namespace grundy::web_test
