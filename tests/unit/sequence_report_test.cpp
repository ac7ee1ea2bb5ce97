// The report of `seq`: one object for the command, the API and Python, and
// its text. The values listed are checked against a closed form computed
// here, never by the sequence engine.
#include "grundy/sequence_report.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace grundy::report {
namespace {

SequenceReport report_of(const NamedRule& named, GrundySequence& sequence, std::uint64_t last) {
  sequence.extend_to(last);
  return sequence_report(named, sequence, last, sequence.prove_now());
}

TEST(SequenceReport, JsonKeysInTheCommandsOrderWithTheValuesListed) {
  const NamedRule named = parse_heap_rule("subtraction(1,2)");
  GrundySequence sequence(named.rule);
  const SequenceReport report = report_of(named, sequence, 30);
  const nlohmann::ordered_json json = sequence_json(report);
  std::vector<std::string> keys;
  for (const auto& item : json.items()) keys.push_back(item.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"game", "values", "period", "computed", "proof"}));
  EXPECT_EQ(json["game"], "subtraction(1,2)");
  ASSERT_EQ(json["values"].size(), 31U);
  // Take 1 or 2: G(n) = n mod 3.
  for (std::uint64_t n = 0; n <= 30; ++n) EXPECT_EQ(json["values"][n], n % 3) << n;
  EXPECT_EQ(json["period"]["length"], 3);
  EXPECT_EQ(json["computed"], report.computed);
  EXPECT_GE(report.computed, 31U);
  // The JSON parses back (the proof's sentence is escaped as a string).
  EXPECT_EQ(nlohmann::ordered_json::parse(json.dump()), json);
}

TEST(SequenceReport, WithoutAPeriodNoProofAndTheTextSaysWhy) {
  const NamedRule named = parse_heap_rule("grundy-game");
  GrundySequence sequence(named.rule);
  const SequenceReport report = report_of(named, sequence, 10);
  const nlohmann::ordered_json json = sequence_json(report);
  EXPECT_TRUE(json["period"].is_null());
  EXPECT_FALSE(json.contains("proof"));
  std::ostringstream text;
  write_sequence_text(text, report);
  EXPECT_EQ(text.str().substr(0, text.str().find('\n')), "game: grundy-game");
  EXPECT_NE(text.str().find("period: none claimed: no periodicity theorem covers grundy-game"),
            std::string::npos)
      << text.str();
}

TEST(SequenceReport, TheOctalCodeIsShownWhereTheNameHidesIt) {
  for (const auto& [game, first_line] : {std::pair{"kayles", "game: kayles (octal 0.77)"},
                                         std::pair{"octal(0.6)", "game: octal(0.6)"},
                                         std::pair{"subtraction(2,3)", "game: subtraction(2,3)"}}) {
    const NamedRule named = parse_heap_rule(game);
    GrundySequence sequence(named.rule);
    std::ostringstream text;
    write_sequence_text(text, report_of(named, sequence, 5));
    EXPECT_EQ(text.str().substr(0, text.str().find('\n')), first_line);
  }
}

TEST(SequenceReport, MisereWithAndWithoutTheQuotient) {
  const NamedRule named = parse_heap_rule("kayles");
  MisereSequence sequence(named.rule);
  sequence.extend_to(5);
  MisereQuotient quotient(named.rule);
  quotient.extend_to(5);
  const MisereSequenceReport with = misere_sequence_report(named.name, sequence, 5, &quotient, "");
  const nlohmann::json json = misere_sequence_json(with);
  // Misère Kayles: G⁻ of heaps 0..5 (Conway, On Numbers and Games, ch. 12).
  EXPECT_EQ(json["values"], nlohmann::json({1, 0, 2, 3, 0, 1}));
  EXPECT_EQ(json["play"], "misere");
  EXPECT_EQ(json["pretending"].size(), 6U);
  EXPECT_EQ(json["quotient_order"], quotient.order());
  EXPECT_FALSE(json.contains("quotient_beyond"));

  const MisereSequenceReport without =
      misere_sequence_report(named.name, sequence, 5, nullptr, "too large");
  const nlohmann::json beyond = misere_sequence_json(without);
  EXPECT_TRUE(beyond["pretending"].is_null());
  EXPECT_EQ(beyond["quotient_beyond"], "too large");
  std::ostringstream text;
  write_misere_sequence_text(text, without);
  EXPECT_NE(text.str().find("the misère quotient is not shown: too large"), std::string::npos);
  EXPECT_EQ(text.str().find("Φ"), std::string::npos) << text.str();
}

}  // namespace
}  // namespace grundy::report
