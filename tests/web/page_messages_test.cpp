// The page's messages, found in its scripts as the server sends them for
// translation (page_messages.hpp), and their translations over HTTP.
#include "page_messages.hpp"

#include <gtest/gtest.h>
#include <httplib.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "server_process.hpp"

namespace {

using grundy::web::marked_messages;
using grundy::web::page_messages;

TEST(PageMessages, AreTheQuotedFirstArgumentsOfTrAndN_) {
  const std::vector<std::string> found = marked_messages(
      "a(tr('Your move.')); b = N_(\"Hint\"); tr('heap {}', n); tr('Your move.');\n"
      "tr(\n    'long {} line', x); tr('a \\'quoted\\' \\\\ word');");
  const std::vector<std::string> expected = {"Your move.", "heap {}", "long {} line",
                                             "a 'quoted' \\ word", "Hint"};
  EXPECT_EQ(found, expected);
}

TEST(PageMessages, APluralMessageIsKnownByItsSingular) {
  const std::vector<std::string> found =
      marked_messages("trn('{} pin', '{} pins', n, n); x.trn('a', 'b', 1); tr('{} pin')");
  EXPECT_EQ(found, (std::vector<std::string>{"{} pin"}));
}

TEST(PageMessages, SkipOtherNamesVariablesAndUnfinishedLiterals) {
  EXPECT_TRUE(marked_messages("mytr('a'); x.tr('b'); str('c'); tr(name); N_(`d`); tr('e").empty());
  EXPECT_TRUE(marked_messages("tr('line\nbreak')").empty());
}

TEST(PageMessages, OfTheEmbeddedScriptsHoldWhatThePageShows) {
  const std::vector<std::string>& all = page_messages();
  for (const char* message : {"Your move.", "Wythoff's queen: 4 6",
                              "Its options have values {}; the smallest missing is {}, so {} = {}.",
                              "knock down pin {} of heap {}", "grundy: who wins, and why"}) {
    EXPECT_NE(std::find(all.begin(), all.end(), message), all.end()) << message;
  }
}

// The real server translates every one of them into Chinese: a message of
// the page that the catalogue lacks (or that the scan reads wrongly) would
// show in English.
TEST(PageMessages, AreAllTranslatedByTheServerInChineseAndNoneInEnglish) {
  const grundy::web_test::ServerProcess server;
  httplib::Client client("127.0.0.1", server.port());
  client.set_read_timeout(10, 0);
  auto chinese = client.Get("/api/messages?lang=zh");
  ASSERT_TRUE(chinese);
  ASSERT_EQ(chinese->status, 200);
  const nlohmann::json messages = nlohmann::json::parse(chinese->body).at("messages");
  for (const std::string& message : page_messages()) {
    EXPECT_TRUE(messages.contains(message)) << "no translation of: " << message;
  }
  EXPECT_EQ(messages.at("Your move.").get<std::string>(), "轮到你走。");
  // A plural message under its singular: Chinese has one form for every count.
  EXPECT_EQ(messages.at("{} pin").get<std::string>(), "{} 个球瓶");
  auto english = client.Get("/api/messages?lang=en");
  ASSERT_TRUE(english);
  EXPECT_TRUE(nlohmann::json::parse(english->body).at("messages").empty());
}

// The API's sentences follow ?lang=: English by default, as before.
TEST(PageMessages, TheApiAnswersInTheLanguageAskedFor) {
  const grundy::web_test::ServerProcess server;
  httplib::Client client("127.0.0.1", server.port());
  client.set_read_timeout(10, 0);
  const std::string body = R"({"position": "nim 1 2", "misere": true})";
  auto english = client.Post("/api/solve", body, "application/json");
  auto chinese = client.Post("/api/solve?lang=zh", body, "application/json");
  ASSERT_TRUE(english && chinese);
  ASSERT_EQ(chinese->status, 200) << chinese->body;
  const nlohmann::json in_english = nlohmann::json::parse(english->body);
  const nlohmann::json in_chinese = nlohmann::json::parse(chinese->body);
  EXPECT_NE(in_english.at("misere_reason").get<std::string>().find("smallest"), std::string::npos);
  EXPECT_NE(in_chinese.at("misere_reason").get<std::string>().find("最小"), std::string::npos);
  // Data is the same in both.
  EXPECT_EQ(in_english.at("winning_moves"), in_chinese.at("winning_moves"));
  auto other = client.Get("/api/seq?game=kayles&lang=fr");
  ASSERT_TRUE(other);
  EXPECT_EQ(other->status, 400);
  EXPECT_NE(other->body.find("lang must be en or zh"), std::string::npos) << other->body;
}

}  // namespace
