// What the hostile requests of tests/data/hostile/requests.jsonl cost the
// real server (issue 38: every answer bounded in size, time and memory).
// Each line is sent alone to `grundy serve --request-timeout 5` (and
// `--request-memory 256M` once the server has it) while the server's memory
// is watched through /proc: its peak resident size is reset before the
// request (clear_refs 5) and read after it (VmHWM). Every request must be
// answered, within the time limit and a second, with a JSON object: a result
// (200) or {"error": ...} (4xx or 5xx), never a dropped connection or a
// crash; its peak growth must stay within the request's memory budget and a
// margin; and the server must answer /healthz afterwards. Then eight clients
// send the heaviest lines in a loop while a ninth solves `nim 3 5 6`, which
// must be answered within a second each time.
//
// GRUNDY_HOSTILE_REPORT=FILE adds one row a request to the Markdown table in
// FILE (written with its header when FILE is empty): the requests' table of
// docs/hardening.md, made from an empty FILE by build/tests/grundy_web_tests
// --gtest_filter='HostileRequests/*'.
#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "../hostile_report.hpp"
#include "../sanitized.hpp"
#include "raw_http.hpp"
#include "server_process.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using grundy::web_test::get_request;
using grundy::web_test::post_request;
using grundy::web_test::round_trip;
using grundy::web_test::ServerProcess;

// The server's time limit for a request (--request-timeout), and what it may
// take beyond it to stop and answer: 1 s, 3 s under the sanitizers (or as
// much processor time, on a machine too busy to give it a core:
// grundy::hostile::answered_in_time). 2 s and
// not the server's default of 5: what is tested is that the limit holds,
// and a dozen lines run into it by design, each costing `make test` its
// whole limit.
constexpr int kRequestTimeoutSeconds = 2;
double time_margin_seconds() { return grundy::testing_build::sanitized() ? 3 : 1; }
// How long a client waits for an answer before it gives up: twice the
// limit, so that the table shows how late a late answer is.
double wait_seconds() { return 2 * (kRequestTimeoutSeconds + time_margin_seconds()); }

// The memory one request may take (--request-memory, issue 38's default)
// and what the server may add to it (its buffers, the heap values it keeps
// for later requests, the allocator's slack).
constexpr double kRequestMemoryMiB = 256;
constexpr double kMemoryMarginMiB = 64;
// Past this growth the server is stopped, so that a request that grows
// without bound does not take the machine's memory; the next line gets a
// new server.
constexpr double kStopGrowthMiB = 1024;
// The total the server may hold with many heavy requests at once (issue 38:
// --max-memory, 2 GiB by default), with the margin.
constexpr double kServerMemoryMiB = 2048;

// ------------------------------------------------------------ the data --

struct HostileRequest {
  std::string name;
  std::string family;
  std::string endpoint;  // solve, move, history, seq
  std::string http;      // the whole request
  bool heavy = false;    // one of the heaviest, for the clients' test
  int line = 0;
};

// "octal(0.6)" -> "octal%280.6%29": a query parameter's value.
std::string url_encoded(const std::string& text) {
  std::string encoded;
  for (const unsigned char c : text) {
    if (std::isalnum(c) != 0 || c == '-' || c == '_' || c == '.' || c == '~') {
      encoded += static_cast<char>(c);
    } else {
      char escape[4];
      std::snprintf(escape, sizeof escape, "%%%02X", c);
      encoded += escape;
    }
  }
  return encoded;
}

std::vector<HostileRequest> load_requests() {
  std::vector<HostileRequest> requests;
  std::ifstream file(GRUNDY_TEST_DATA "/hostile/requests.jsonl");
  std::string text;
  for (int line = 1; std::getline(file, text); ++line) {
    if (text.empty()) continue;
    const nlohmann::json entry = nlohmann::json::parse(text, nullptr, false);
    if (!entry.is_object()) continue;  // HostileData.EveryLineIsARequest says which
    HostileRequest request;
    request.name = entry.value("name", "");
    request.family = entry.value("family", "");
    request.endpoint = entry.value("endpoint", "");
    request.heavy = entry.value("heavy", false);
    request.line = line;
    if (request.endpoint == "seq") {
      std::string path = "/api/seq";
      char separator = '?';
      const nlohmann::json query = entry.value("query", nlohmann::json::object());
      for (const auto& [key, value] : query.items()) {
        path += separator + key + '=' +
                url_encoded(value.is_string() ? value.get<std::string>() : value.dump());
        separator = '&';
      }
      request.http = get_request(path);
    } else {
      request.http = post_request("/api/" + request.endpoint,
                                  entry.value("body", nlohmann::json::object()).dump());
    }
    requests.push_back(std::move(request));
  }
  return requests;
}

// For gtest's messages: the line's name rather than its bytes.
void PrintTo(const HostileRequest& request, std::ostream* os) { *os << request.name; }

const std::vector<HostileRequest>& hostile_requests() {
  static const std::vector<HostileRequest> requests = load_requests();
  return requests;
}

// ------------------------------------------------------- the server --

// The options the server is started with: the time limit, and the memory
// budget of a request (the server's default, said again).
std::vector<std::string> server_options() {
  return {"--request-timeout", std::to_string(kRequestTimeoutSeconds), "--request-memory", "256M"};
}

// Sets the peak resident size (VmHWM) back to the current one.
bool reset_peak(pid_t pid) {
  std::ofstream clear("/proc/" + std::to_string(pid) + "/clear_refs");
  clear << "5";
  clear.flush();
  return clear.good();
}

// ------------------------------------------------------ one exchange --

struct Exchange {
  int status = 0;                // 0: no answer
  std::string body;              // the first kKeptBytes of it
  std::uint64_t body_bytes = 0;  // all of it
  bool complete = false;         // the whole answer arrived
  bool dropped = false;          // closed without a whole answer
  bool gave_up = false;          // no whole answer within wait_seconds()
  double seconds = 0;
  double peak_growth_mib = 0;   // over the resident size before the request
  bool server_stopped = false;  // past kStopGrowthMiB
  // The server's processor time from the request's deadline to its answer;
  // nullopt when it answered before its deadline.
  std::optional<double> cpu_after_deadline;
};

constexpr std::size_t kKeptBytes = 16 << 20;

// Sends `http` on a new connection and reads the answer until it is whole,
// the server closes, or wait_seconds() pass, keeping the first `kept` bytes
// of its body, and watching the server's resident size meanwhile: past
// `stop_growth_mib` over `before_mib` the server is stopped.
Exchange exchange(const ServerProcess& server, const std::string& http, double before_mib,
                  double stop_growth_mib = kStopGrowthMiB, std::size_t kept = kKeptBytes) {
  Exchange result;
  const pid_t pid = server.pid();
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(server.port()));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const auto start = Clock::now();
  if (connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
    close(fd);
    result.dropped = true;
    return result;
  }
  // The server may answer (413) before the whole body is sent.
  for (std::size_t sent = 0; sent < http.size();) {
    const ssize_t n = send(fd, http.data() + sent, http.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<std::size_t>(n);
  }
  const auto give_up_at = start + std::chrono::duration<double>(wait_seconds());
  const auto deadline = start + std::chrono::seconds(kRequestTimeoutSeconds);
  std::optional<double> cpu_at_deadline;
  std::string head;
  std::optional<std::uint64_t> length;
  bool head_done = false;
  double peak = before_mib;
  char buffer[1 << 16];
  for (;;) {
    if (!cpu_at_deadline && Clock::now() >= deadline) {
      cpu_at_deadline = grundy::hostile::cpu_seconds(pid);
    }
    if (const auto rss = grundy::hostile::status_mib(pid, "VmRSS")) peak = std::max(peak, *rss);
    if (peak - before_mib > stop_growth_mib) {
      kill(pid, SIGKILL);
      result.server_stopped = true;
      break;
    }
    if (Clock::now() >= give_up_at) {
      result.gave_up = true;
      break;
    }
    pollfd ready{fd, POLLIN, 0};
    if (poll(&ready, 1, 10) <= 0) continue;
    const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0) {
      result.dropped = !result.complete;
      break;
    }
    std::size_t at = 0;
    if (!head_done) {
      head.append(buffer, static_cast<std::size_t>(n));
      const auto end = head.find("\r\n\r\n");
      if (end == std::string::npos) continue;
      head_done = true;
      result.body = head.substr(end + 4, kept);
      result.body_bytes = head.size() - end - 4;
      head.resize(end);
      if (head.rfind("HTTP/1.1 ", 0) == 0 && head.size() >= 12)
        result.status = std::atoi(head.c_str() + 9);
      std::string lower = head;
      std::transform(lower.begin(), lower.end(), lower.begin(),
                     [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
      if (const auto found = lower.find("content-length:"); found != std::string::npos)
        length = std::strtoull(head.c_str() + found + 15, nullptr, 10);
      at = static_cast<std::size_t>(n);  // all of this read is in body already
    }
    if (at < static_cast<std::size_t>(n)) {
      const std::size_t more = static_cast<std::size_t>(n) - at;
      if (result.body.size() < kept)
        result.body.append(buffer + at, std::min(more, kept - result.body.size()));
      result.body_bytes += more;
    }
    if (head_done && length && result.body_bytes >= *length) {
      result.complete = true;
      break;
    }
  }
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (cpu_at_deadline) {
    if (const auto cpu_now = grundy::hostile::cpu_seconds(pid))
      result.cpu_after_deadline = *cpu_now - *cpu_at_deadline;
  }
  close(fd);
  if (!result.server_stopped) {
    if (const auto hwm = grundy::hostile::status_mib(pid, "VmHWM")) peak = std::max(peak, *hwm);
  }
  result.peak_growth_mib = peak - before_mib;
  return result;
}

// Whether `body` is a JSON object: parsed when it was kept whole, else
// (an answer over kKeptBytes) its first byte.
std::optional<nlohmann::json> json_object(const Exchange& exchange) {
  if (exchange.body_bytes > exchange.body.size()) {
    if (!exchange.body.empty() && exchange.body.front() == '{') return nlohmann::json::object();
    return std::nullopt;
  }
  nlohmann::json parsed = nlohmann::json::parse(exchange.body, nullptr, false);
  if (!parsed.is_object()) return std::nullopt;
  return parsed;
}

// ------------------------------------------------------- the report --

struct ReportRow {
  std::string name, family, endpoint, status, time, peak, verdict;
};

// Appends `rows` to the Markdown table in GRUNDY_HOSTILE_REPORT.
void write_report(const std::vector<ReportRow>& rows, const char* header_line) {
  std::string text;
  for (const ReportRow& row : rows) {
    text += "| " + row.name + " | " + row.family + " | " + row.endpoint + " | " + row.status +
            " | " + row.time + " | " + row.peak + " | " + row.verdict + " |\n";
  }
  grundy::hostile::append_report("GRUNDY_HOSTILE_REPORT", header_line, text);
}

constexpr const char* kReportHeader =
    "| request | family | endpoint | status | time (s) | peak (MiB) | within limits |\n"
    "|---|---|---|---|---|---|---|\n";

// ------------------------------------------------------------ the tests --

// The data file itself: every line a request of a known endpoint, names unique.
TEST(HostileData, EveryLineIsARequestWithAUniqueName) {
  const std::vector<nlohmann::json> entries =
      grundy::hostile::named_entries(GRUNDY_TEST_DATA "/hostile/requests.jsonl");
  for (const nlohmann::json& entry : entries) {
    const std::string name = entry.value("name", "");
    const std::string endpoint = entry.value("endpoint", "");
    if (endpoint == "seq") {
      EXPECT_TRUE(entry.contains("query") && entry["query"].contains("game")) << name;
    } else {
      EXPECT_TRUE(endpoint == "solve" || endpoint == "move" || endpoint == "history") << name;
      EXPECT_TRUE(entry.contains("body") && entry["body"].contains("position")) << name;
    }
  }
  EXPECT_GE(entries.size(), 80U);
  EXPECT_EQ(hostile_requests().size(), entries.size());
}

// One server for the requests of one test program (ctest runs one request a
// program); a new one after a request it did not answer, or that stopped it.
class HostileCost : public testing::TestWithParam<HostileRequest> {
 protected:
  static void SetUpTestSuite() { rows_ = new std::vector<ReportRow>(); }
  static void TearDownTestSuite() {
    write_report(*rows_, kReportHeader);
    delete rows_;
    rows_ = nullptr;
    stop_server();
  }
  static ServerProcess& server() {
    if (server_ == nullptr || !server_->alive()) {
      stop_server();
      server_ = new ServerProcess(server_options());
    }
    return *server_;
  }
  static void stop_server() {
    if (server_ != nullptr && server_->pid() > 0) kill(server_->pid(), SIGKILL);
    delete server_;
    server_ = nullptr;
  }
  static std::vector<ReportRow>* rows_;
  static ServerProcess* server_;
};
std::vector<ReportRow>* HostileCost::rows_ = nullptr;
ServerProcess* HostileCost::server_ = nullptr;

TEST_P(HostileCost, AnsweredWithinItsTimeAndMemory) {
  const HostileRequest& request = GetParam();
  SCOPED_TRACE("line " + std::to_string(request.line) + ": " + request.name);
  ServerProcess& running = server();
  ASSERT_GT(running.port(), 0) << "the server did not start";
  const pid_t pid = running.pid();
  ASSERT_TRUE(reset_peak(pid)) << "cannot write /proc/" << pid << "/clear_refs";
  const double before = grundy::hostile::status_mib(pid, "VmRSS").value_or(0);
  const Exchange answer = exchange(running, request.http, before);
  const std::optional<nlohmann::json> object = json_object(answer);
  const bool sanitized = grundy::testing_build::sanitized();
  const double time_limit = kRequestTimeoutSeconds + time_margin_seconds();
  const double memory_limit = kRequestMemoryMiB + kMemoryMarginMiB;

  // What happened, in words, for the failure messages and the table.
  std::string status = std::to_string(answer.status);
  if (answer.server_stopped) {
    status = "stopped at " + grundy::hostile::format_fixed(kStopGrowthMiB, 0) + " MiB";
  } else if (answer.gave_up) {
    status = answer.status == 0 ? "no answer" : std::to_string(answer.status) + " (unfinished)";
  } else if (answer.dropped) {
    status = "dropped";
  }
  const bool healthy = !answer.server_stopped && running.alive() &&
                       round_trip(running.port(), get_request("/healthz")).status == 200;
  if (!healthy && !answer.server_stopped) {
    // A server that aborts may take a moment to be gone.
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    status += running.alive() ? ", no /healthz" : ", crashed";
  }
  if (object && object->contains("error") && (*object)["error"].is_string()) {
    status += ": " + grundy::hostile::shortened((*object)["error"].get<std::string>(), 90);
  }

  const bool well_formed =
      answer.complete && object.has_value() &&
      (answer.status == 200 ? !object->contains("error")
                            : answer.status >= 400 && answer.status < 600 &&
                                  object->contains("error") && (*object)["error"].is_string());
  const bool in_time = answer.complete && grundy::hostile::answered_in_time(
                                              answer.seconds, kRequestTimeoutSeconds,
                                              time_margin_seconds(), answer.cpu_after_deadline);
  const bool in_memory = sanitized || answer.peak_growth_mib <= memory_limit;
  EXPECT_TRUE(well_formed) << "status " << status << ", " << answer.body_bytes
                           << " bytes: " << answer.body.substr(0, 300);
  EXPECT_TRUE(in_time) << "answered in " << answer.seconds << " s (" << status << "), the limit is "
                       << time_limit << " s; processor time past the deadline: "
                       << answer.cpu_after_deadline.value_or(0) << " s";
  if (!sanitized) {
    EXPECT_LE(answer.peak_growth_mib, memory_limit)
        << "the server's peak resident size grew by " << answer.peak_growth_mib << " MiB";
  }
  EXPECT_TRUE(healthy) << status;

  std::string time = grundy::hostile::format_fixed(answer.seconds, 2);
  if (!answer.complete) time = "> " + grundy::hostile::format_fixed(answer.seconds, 1);
  std::string peak = grundy::hostile::format_fixed(answer.peak_growth_mib, 1);
  if (answer.server_stopped) peak = "> " + grundy::hostile::format_fixed(kStopGrowthMiB, 0);
  std::vector<std::string> broken;
  if (!well_formed) broken.push_back("answer");
  if (!in_time) broken.push_back("time");
  if (!in_memory) broken.push_back("memory");
  if (!healthy) broken.push_back("server");
  std::string verdict = "yes";
  if (!broken.empty()) {
    verdict = "**no**:";
    for (const std::string& what : broken) verdict += " " + what;
  }
  rows_->push_back({request.name, request.family, request.endpoint, status, time, peak, verdict});
  // A request still running, or a server gone, would spoil the next
  // line's measure: the next one gets a new server.
  if (!answer.complete || !healthy) stop_server();
}

std::string test_name(const testing::TestParamInfo<HostileRequest>& info) {
  std::string name = info.param.name;
  for (char& c : name) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(HostileRequests, HostileCost, testing::ValuesIn(hostile_requests()),
                         test_name);

// Eight clients send the heaviest lines in a loop, each on a connection of
// its own, while a ninth solves `nim 3 5 6`: each of its answers comes
// within a second (three under the sanitizers); the server stays within its
// total memory and answers /healthz at the end.
TEST(HostileClients, EightHeavyClientsDoNotDelayANormalSolve) {
  std::vector<std::string> heavy;
  for (const HostileRequest& request : hostile_requests()) {
    if (request.heavy) heavy.push_back(request.http);
  }
  ASSERT_GE(heavy.size(), 8U) << "the lines marked \"heavy\"";
  ServerProcess server(server_options());
  ASSERT_GT(server.port(), 0);
  std::atomic<bool> stop{false};
  std::atomic<int> heavy_answers{0};
  std::atomic<int> heavy_unanswered{0};
  std::vector<std::thread> clients;
  for (int client = 0; client < 8; ++client) {
    clients.emplace_back([&, client] {
      for (std::size_t i = static_cast<std::size_t>(client); !stop; ++i) {
        // The main thread watches the server's memory; the answer is read
        // to its end and not kept.
        const Exchange answer = exchange(server, heavy[i % heavy.size()], 0, 1e12, 0);
        if (answer.complete) {
          ++heavy_answers;
        } else {
          ++heavy_unanswered;
          std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
      }
    });
  }
  const std::string normal = post_request("/api/solve", R"({"position": "nim 3 5 6"})");
  const double deadline = grundy::testing_build::sanitized() ? 3.0 : 1.0;
  const double most = kServerMemoryMiB + kMemoryMarginMiB;
  double peak = 0;
  bool stopped = false;
  // Samples the server's size for `ticks` times 10 ms, stopping it past `most`.
  const auto watch = [&](int ticks) {
    for (int tick = 0; tick < ticks && !stopped; ++tick) {
      peak = std::max(peak, grundy::hostile::status_mib(server.pid(), "VmRSS").value_or(0));
      if (peak > most) {
        ADD_FAILURE() << "the server grew to " << peak << " MiB; stopped";
        kill(server.pid(), SIGKILL);
        stopped = true;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  };
  double slowest = 0;
  int answered = 0;
  watch(50);  // the heavy ones have started
  for (int i = 0; i < 20 && !stopped; ++i) {
    const auto start = Clock::now();
    const grundy::web_test::HttpAnswer answer = round_trip(server.port(), normal);
    const double took = std::chrono::duration<double>(Clock::now() - start).count();
    slowest = std::max(slowest, took);
    EXPECT_EQ(answer.status, 200) << "solve " << i;
    EXPECT_LE(took, deadline) << "solve " << i;
    if (answer.status == 200) ++answered;
    watch(25);
  }
  stop = true;
  // The heavy clients end with the answers they wait for; the watch goes on.
  std::atomic<int> running{static_cast<int>(clients.size())};
  std::vector<std::thread> joiners;
  for (std::thread& client : clients) {
    joiners.emplace_back([&running, thread = &client] {
      thread->join();
      --running;
    });
  }
  while (running > 0) watch(1);
  for (std::thread& joiner : joiners) joiner.join();
  if (!stopped) {
    if (const auto hwm = grundy::hostile::status_mib(server.pid(), "VmHWM"))
      peak = std::max(peak, *hwm);
  }
  EXPECT_TRUE(server.alive());
  EXPECT_EQ(round_trip(server.port(), get_request("/healthz")).status, 200);
  EXPECT_LE(peak, most) << "MiB, the server's peak";
  RecordProperty("normal_solves", answered);
  RecordProperty("slowest_normal_solve_ms", static_cast<int>(slowest * 1000));
  RecordProperty("heavy_answers", heavy_answers.load());
  std::printf("normal solves %d (slowest %.3f s), heavy answers %d, unanswered %d, peak %.0f MiB\n",
              answered, slowest, heavy_answers.load(), heavy_unanswered.load(), peak);
}

}  // namespace
