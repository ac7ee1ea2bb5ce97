// The server against clients that would starve a thread-per-connection
// server (slow-loris), and under more work than its workers can take: the
// connection limits, the bounded queue (503 with Retry-After) and /healthz.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "../sanitized.hpp"
#include "raw_http.hpp"
#include "server.hpp"
#include "server_process.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using grundy::web_test::Connection;
using grundy::web_test::HttpAnswer;
using grundy::web_test::parse_answer;
using grundy::web_test::post_request;
using grundy::web_test::round_trip;
using grundy::web_test::ServerProcess;

const std::string kNormalSolve = post_request("/api/solve", R"({"position": "nim 1 2 3"})");
// About 8 s of work (the largest octal heap the API accepts).
const std::string kHeavySolve = post_request("/api/solve", R"({"position": "octal(0.6) 4194303"})");

// The time a normal request may take while the server is under attack: 1 s,
// and more in the sanitizer build, where everything runs several times slower.
std::chrono::milliseconds answer_deadline() {
  return std::chrono::milliseconds(grundy::testing_build::sanitized() ? 3000 : 1000);
}

nlohmann::json health(int port) {
  const HttpAnswer answer = round_trip(port, grundy::web_test::get_request("/healthz"));
  return answer.status == 200 ? nlohmann::json::parse(answer.body) : nlohmann::json();
}

// 1000 connections that send half a request line and stall, from eight
// addresses (127.0.0.2 to .9, 125 each, under the limit per client), and 64
// that send a byte every two seconds: a new client is answered at once.
TEST(ServerLimits, AThousandStalledAndSixtyFourTricklingClientsDoNotDelayANormalRequest) {
  constexpr int kStalled = 1000;
  constexpr int kTrickling = 64;
  grundy::web::allow_descriptors(kStalled + kTrickling + 64);
  const ServerProcess server({"--timeout-ms", "30000"});
  std::vector<std::unique_ptr<Connection>> stalled;
  for (int i = 0; i < kStalled; ++i) {
    stalled.push_back(std::make_unique<Connection>(server.port(), 1000, 2 + i % 8));
    ASSERT_TRUE(stalled.back()->connected()) << i;
    ASSERT_TRUE(stalled.back()->send_text("POST /api/solve HT"));
  }
  std::vector<std::unique_ptr<Connection>> trickling;
  const std::string request = kNormalSolve;
  for (int i = 0; i < kTrickling; ++i) {
    trickling.push_back(std::make_unique<Connection>(server.port(), 1000, 10 + i % 4));
    ASSERT_TRUE(trickling.back()->connected()) << i;
  }
  std::atomic<bool> stop{false};
  std::thread trickle([&] {
    for (std::size_t byte = 0; !stop && byte < request.size(); ++byte) {
      for (auto& connection : trickling) connection->send_text(request.substr(byte, 1));
      for (int tick = 0; tick < 20 && !stop; ++tick)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  for (int i = 0; i < 5; ++i) {
    const auto start = Clock::now();
    const HttpAnswer answer = round_trip(server.port(), kNormalSolve);
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
    EXPECT_EQ(answer.status, 200);
    EXPECT_LT(took, answer_deadline()) << "request " << i;
  }
  stop = true;
  trickle.join();
  EXPECT_TRUE(server.alive());
}

// Beyond the limit per client address a new connection is closed at once;
// another address is still served.
TEST(ServerLimits, OneAddressCannotTakeEveryConnection) {
  const ServerProcess server({"--max-connections-per-client", "4", "--timeout-ms", "30000"});
  std::vector<std::unique_ptr<Connection>> held;
  for (int i = 0; i < 4; ++i) {
    held.push_back(std::make_unique<Connection>(server.port(), 1000, 2));
    ASSERT_TRUE(held.back()->send_text("GET / HT"));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  // The fifth from 127.0.0.2: accepted by the kernel, then closed unanswered.
  EXPECT_EQ(round_trip(server.port(), kNormalSolve, 2).status, 0);
  EXPECT_EQ(round_trip(server.port(), kNormalSolve, 3).status, 200);
}

// One worker and room for one request in the queue: a third heavy request is
// refused at once with 503 and Retry-After, /healthz shows the load and
// answers meanwhile, and once the two have run out of time (503 after 1 s
// each) the server serves again.
TEST(ServerLimits, AFullQueueIsRefusedAtOnceWithRetryAfterAndHealthzStillAnswers) {
  const ServerProcess server({"--threads", "1", "--queue", "1", "--request-timeout", "1"});
  Connection first(server.port(), 20000);
  ASSERT_TRUE(first.send_text(kHeavySolve));
  nlohmann::json load;
  for (int i = 0; i < 200 && (load.is_null() || load["busy"] != 1); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    load = health(server.port());
  }
  ASSERT_EQ(load["busy"], 1) << load;
  Connection second(server.port(), 20000);
  ASSERT_TRUE(second.send_text(kHeavySolve));
  for (int i = 0; i < 200 && load["queued"] != 1; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    load = health(server.port());
  }
  ASSERT_EQ(load["queued"], 1) << load;
  EXPECT_EQ(load["workers"], 1);
  const auto start = Clock::now();
  const HttpAnswer refused = round_trip(server.port(), kNormalSolve);
  EXPECT_LT(Clock::now() - start, answer_deadline());
  EXPECT_EQ(refused.status, 503);
  EXPECT_NE(refused.head.find("Retry-After: 1"), std::string::npos) << refused.head;
  EXPECT_NE(refused.body.find("busy"), std::string::npos) << refused.body;
  // The two heavy ones end at their time limit, in turn, and free the worker.
  for (Connection* heavy : {&first, &second}) {
    const HttpAnswer answer = parse_answer(heavy->receive_response());
    EXPECT_EQ(answer.status, 503);
    EXPECT_NE(answer.body.find("took longer than the limit of 1 s"), std::string::npos)
        << answer.body;
  }
  EXPECT_EQ(round_trip(server.port(), kNormalSolve).status, 200);
}

// Heap values computed for one request serve the next (the shared cache,
// which /healthz describes).
TEST(ServerLimits, HeapValuesComputedOnceServeTheNextRequest) {
  // No time limit on either side: the first request computes 10^5 values,
  // which on a busy machine (or under a sanitizer) may take longer than the
  // server's default 5 s and the client's usual 5 s patience.
  const ServerProcess server({"--request-timeout", "0"});
  const std::string request = post_request("/api/solve", R"({"position": "octal(0.6) 100000"})");
  const auto patient_round_trip = [&] {
    Connection connection(server.port(), 600000);
    if (!connection.connected() || !connection.send_text(request)) return HttpAnswer{};
    return parse_answer(connection.receive_response());
  };
  ASSERT_EQ(patient_round_trip().status, 200);
  ASSERT_EQ(patient_round_trip().status, 200);
  const nlohmann::json cache = health(server.port())["heap_values_cache"];
  EXPECT_GE(cache["rules"], 1) << cache;
  EXPECT_GE(cache["hits"], 1) << cache;
  EXPECT_LE(cache["bytes"], cache["max_bytes"]) << cache;
}

}  // namespace
