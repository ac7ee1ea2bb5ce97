// The real server over HTTP on loopback: `grundy serve --port 0` in a child
// process, asked by an HTTP client, including requests meant to hurt it.
#include <httplib.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "server_process.hpp"


namespace {

// Starts `grundy serve --port 0` and reads the port from its first line.
using grundy::web_test::ServerProcess;

class Server : public testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new ServerProcess(); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", server_->port());
    c.set_read_timeout(10, 0);
    return c;
  }
  static ServerProcess* server_;
};
ServerProcess* Server::server_ = nullptr;

TEST_F(Server, ServesThePageAndItsFilesFromTheBinary) {
  ASSERT_GT(server_->port(), 0);
  auto page = client().Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("<title>grundy"), std::string::npos);
  EXPECT_NE(page->get_header_value("Content-Type").find("text/html"), std::string::npos);
  for (const char* path : {"/main.js", "/boards/strip.js", "/style.css", "/index.html"}) {
    auto file = client().Get(path);
    ASSERT_TRUE(file) << path;
    EXPECT_EQ(file->status, 200) << path;
  }
  // The page's modules, in a folder too, as JavaScript (browsers run no
  // module served with another type).
  auto module = client().Get("/boards/strip.js");
  ASSERT_TRUE(module);
  EXPECT_EQ(module->get_header_value("Content-Type"), "text/javascript; charset=utf-8");
}

TEST_F(Server, NeverServesAFileOutsideTheEmbeddedSet) {
  for (const char* path : {"/../../etc/passwd", "/etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/main.js/../../x",
                           "/CMakeLists.txt"}) {
    auto response = client().Get(path);
    ASSERT_TRUE(response) << path;
    EXPECT_EQ(response->status, 404) << path;
    EXPECT_EQ(response->body.find("root:"), std::string::npos) << path;
  }
}

TEST_F(Server, AnswersTheApi) {
  auto solved = client().Post("/api/solve", R"({"position":"nim 5 6 7 8"})", "application/json");
  ASSERT_TRUE(solved);
  ASSERT_EQ(solved->status, 200);
  const nlohmann::json answer = nlohmann::json::parse(solved->body);
  EXPECT_EQ(answer["winning_moves"][0]["move"], "4:8->4");
  auto sequence = client().Get("/api/seq?game=dawson&upto=300");
  ASSERT_TRUE(sequence);
  EXPECT_EQ(nlohmann::json::parse(sequence->body)["period"]["length"], 34);
}

TEST_F(Server, KeepsServingAfterBadRequests) {
  auto bad = client().Post("/api/solve", "{not json", "application/json");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  EXPECT_TRUE(nlohmann::json::parse(bad->body).contains("error"));
  auto huge = client().Post("/api/solve", std::string(1 << 20, 'x'), "application/json");
  if (huge) {  // 413 from the body limit, or the connection is closed
    EXPECT_NE(huge->status, 200);
  }
  auto unknown = client().Post("/api/solve", R"({"position":"octal(0.9) 3"})", "application/json");
  ASSERT_TRUE(unknown);
  EXPECT_EQ(unknown->status, 400);
  // Connections dropped half-way.
  for (int i = 0; i < 5; ++i) {
    httplib::Client abrupt("127.0.0.1", server_->port());
    abrupt.set_read_timeout(0, 1000);
    abrupt.Post("/api/solve", R"({"position":"nim 1)", "application/json");
  }
  auto still = client().Post("/api/solve", R"({"position":"nim 1 2 3"})", "application/json");
  ASSERT_TRUE(still);
  EXPECT_EQ(still->status, 200);
  EXPECT_TRUE(server_->alive());
}

TEST_F(Server, ManyClientsAtOnce) {
  std::atomic<int> good{0};
  std::vector<std::thread> clients;
  for (int t = 0; t < 8; ++t) {
    clients.emplace_back([&, t] {
      httplib::Client c("127.0.0.1", server_->port());
      for (int i = 0; i < 20; ++i) {
        const std::string position = "nim " + std::to_string(t + 1) + " " + std::to_string(i) + " 7";
        auto response = c.Post("/api/solve", nlohmann::json{{"position", position}}.dump(), "application/json");
        if (response && response->status == 200 &&
            nlohmann::json::parse(response->body)["position"] == position) {
          ++good;
        }
      }
    });
  }
  for (std::thread& thread : clients) thread.join();
  EXPECT_EQ(good.load(), 160);
}

// --request-timeout: a heavy request gets 503 with the limit named, and the
// worker it held answers the next request. A limit below a millisecond is
// rounded up to one, never down to 0 (which would mean no limit).
TEST(ServerDeadline, AHeavyRequestPastTheLimitIs503AndTheNextIsServed) {
  const ServerProcess server({"--request-timeout", "0.0004", "--threads", "1"});
  httplib::Client client("127.0.0.1", server.port());
  client.set_read_timeout(30, 0);
  auto heavy =
      client.Post("/api/solve", R"({"position": "octal(0.6) 4194303"})", "application/json");
  ASSERT_TRUE(heavy);
  EXPECT_EQ(heavy->status, 503);
  EXPECT_NE(heavy->body.find("took longer than the limit of 0.001 s"), std::string::npos)
      << heavy->body;
  // The one worker is free again: it answers the next request, one that
  // needs no time (the page's messages; a solve, however quick, may pass
  // 1 ms on a loaded machine or under the sanitizers, and is then 503 too).
  auto next = client.Get("/api/messages?lang=zh");
  ASSERT_TRUE(next);
  EXPECT_EQ(next->status, 200) << next->body;
}

}  // namespace
