#include "grundy/monks_problem.hpp"

#include <fmt/format.h>

#include <string>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

[[noreturn]] void reject(std::string_view source, std::uint64_t line, std::uint64_t column,
                         const std::string& why) {
  throw ParseError(format_translated("{}: line {}, column {}: {}", source, line, column, why),
                   static_cast<std::size_t>(column));
}

// What is wrong with a token that is not a plain number in 0 .. 2^63-1,
// decided as its characters stream past (as in read_heap_list), so that a
// token longer than the part kept for the message is still judged whole.
struct BadToken {
  bool minus = false;      // starts with '-'
  bool non_digit = false;  // holds a character other than a digit (after a leading '-')
  bool digits = false;     // holds at least one digit
  std::string text;        // the first characters, for the message

  std::string why() const {
    const std::string token = printable_token(text, 40);
    if (non_digit || !digits) return fmt::format("'{}' is not a number", token);
    if (minus) return fmt::format("'{}' is negative: steps are numbered from 1", token);
    return fmt::format("'{}' is too large: steps are at most 2^63-1 = {}", token, kMaxNumber);
  }
};

}  // namespace

// Digits are folded into the value as they stream past (as in read_heap_list),
// so a number split across two reads needs no copying; the order of the steps
// is checked as each one ends, so the message can say where it stands.
std::vector<std::uint64_t> read_monk_steps(std::istream& in, std::string_view source_name,
                                           std::uint64_t max_steps) {
  std::vector<std::uint64_t> steps;
  std::string buffer(1 << 20, '\0');
  std::uint64_t line = 1;
  std::uint64_t column = 0;      // column of the last character read
  std::uint64_t token_line = 0;  // where the current token started
  std::uint64_t token_column = 0;
  std::uint64_t value = 0;
  bool in_token = false;
  int digits = 0;    // digits folded into value so far
  bool bad = false;  // the current token is not a plain number in range
  BadToken why_bad;  // what is wrong with it, kept only once it is bad

  auto finish_token = [&] {
    in_token = false;
    if (bad) reject(source_name, token_line, token_column, why_bad.why());
    // The token as typed (leading zeros and all), formatted only for a message.
    auto text = [&] { return fmt::format("{:0{}}", value, digits); };
    if (value == 0) {
      reject(source_name, token_line, token_column,
             fmt::format("'{}' is not a step: steps are numbered from 1", text()));
    }
    if (!steps.empty() && value == steps.back()) {
      reject(source_name, token_line, token_column,
             fmt::format("'{}' is a second monk on step {}: each step holds one monk (steps must "
                         "be strictly increasing)",
                         text(), value));
    }
    if (!steps.empty() && value < steps.back()) {
      reject(source_name, token_line, token_column,
             fmt::format("'{}' is below the monk before it on step {} (steps must be strictly "
                         "increasing)",
                         text(), steps.back()));
    }
    if (steps.size() == max_steps) {
      throw LimitError(fmt::format("{}: line {}, column {}: more than {} monks", source_name, token_line,
                                   token_column, max_steps));
    }
    steps.push_back(value);
  };

  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got == 0) break;
    for (std::size_t i = 0; i < got; ++i) {
      const char c = buffer[i];
      ++column;
      if (is_space(c)) {
        if (in_token) finish_token();
        if (c == '\n') {
          ++line;
          column = 0;
        }
        continue;
      }
      if (!in_token) {
        in_token = true;
        bad = false;
        value = 0;
        digits = 0;
        token_line = line;
        token_column = column;
      }
      if (!bad && c >= '0' && c <= '9') {
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value <= (kMaxNumber - digit) / 10) {
          value = value * 10 + digit;
          ++digits;
          continue;
        }
      }
      if (!bad) {  // keep what was read of the token so far
        bad = true;
        why_bad = BadToken{};
        why_bad.text = digits > 0 ? fmt::format("{:0{}}", value, digits) : std::string();
        why_bad.digits = digits > 0;
      }
      if (c >= '0' && c <= '9') {
        why_bad.digits = true;
      } else if (c == '-' && why_bad.text.empty()) {
        why_bad.minus = true;
      } else {
        why_bad.non_digit = true;
      }
      if (why_bad.text.size() <= 40) why_bad.text += c;
    }
  }
  if (in.bad()) throw InputError(format_translated("{}: read error", source_name));
  if (in_token) finish_token();
  if (steps.empty()) {
    throw ParseError(format_translated("{}: no steps found: the input is one line of the monks' steps in "
                                 "increasing order, e.g. '1 5 9'",
                                 source_name),
                     0);
  }
  return steps;
}

std::optional<MonkMove> first_winning_move(const Staircase& staircase) {
  std::optional<MonkMove> found;
  // Moves come ordered by monk, i.e. by step, so the first is the judge's.
  staircase.moves_to_value(staircase.grundy_value(), 0, [&](const Move& move) {
    found = MonkMove{staircase.steps()[move.heap], move.result.at(0)};
    return false;
  });
  return found;
}

std::optional<MonkMove> solve_monks_problem(std::istream& in, std::string_view source_name,
                                            std::uint64_t max_steps) {
  return first_winning_move(Staircase(read_monk_steps(in, source_name, max_steps)));
}

}  // namespace grundy
