// HTTP over a raw TCP socket on loopback, for the tests that send what no
// well-behaved client would: half a request, a byte at a time, nothing at
// all, or from another loopback address (127.0.0.N) to stand for another
// client.
#pragma once

#include <cstdint>
#include <string>

namespace grundy::web_test {

// A TCP connection to the server, closed (or reset) when it goes.
class Connection {
 public:
  // From 127.0.0.`source` (1 is the usual loopback address).
  explicit Connection(int port, int receive_timeout_ms = 5000, int source = 1);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  bool connected() const { return connected_; }

  // False once the server has closed its end.
  bool send_text(const std::string& text);

  // Everything until the server closes, the timeout passes, or `limit` bytes.
  std::string receive_all(std::size_t limit = 64 << 20);

  // One response: the head, then Content-Length bytes of body (or up to the
  // close or the timeout when the head says no length).
  std::string receive_response();

  // Drops the connection with a reset rather than an orderly close.
  void reset();

 private:
  int fd_;
  bool connected_ = false;
};

struct HttpAnswer {
  int status = 0;  // 0: no answer (the connection closed)
  std::string head;
  std::string body;
};

HttpAnswer parse_answer(const std::string& text);

std::string post_request(const std::string& path, const std::string& body);
std::string get_request(const std::string& path);

// Sends `request` on a new connection from 127.0.0.`source` and reads the answer.
HttpAnswer round_trip(int port, const std::string& request, int source = 1);

}  // namespace grundy::web_test
