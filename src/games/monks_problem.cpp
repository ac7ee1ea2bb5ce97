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

// Reads the steps one character at a time. Digits are folded into the value
// as they stream past (as in read_heap_list), so a number split across two
// reads needs no copying; the order of the steps is checked as each one ends,
// so the message can say where it stands.
class StepReader {
 public:
  StepReader(std::string_view source_name, std::uint64_t max_steps)
      : source_name_(source_name), max_steps_(max_steps) {}

  void feed(char c) {
    ++column_;
    if (is_space(c)) {
      if (in_token_) finish_token();
      if (c == '\n') {
        ++line_;
        column_ = 0;
      }
      return;
    }
    if (!in_token_) start_token();
    if (!bad_ && c >= '0' && c <= '9') {
      const auto digit = static_cast<std::uint64_t>(c - '0');
      if (value_ <= (kMaxNumber - digit) / 10) {
        value_ = value_ * 10 + digit;
        ++digits_;
        return;
      }
    }
    note_bad(c);
  }

  // The steps, once the input has ended.
  std::vector<std::uint64_t> finish() {
    if (in_token_) finish_token();
    if (steps_.empty()) {
      throw ParseError(
          format_translated("{}: no steps found: the input is one line of the monks' steps in "
                            "increasing order, e.g. '1 5 9'",
                            source_name_),
          0);
    }
    return std::move(steps_);
  }

 private:
  void start_token() {
    in_token_ = true;
    bad_ = false;
    value_ = 0;
    digits_ = 0;
    token_line_ = line_;
    token_column_ = column_;
  }

  // A character that makes the token something other than a plain number in
  // range; what was read of the token so far is kept for the message.
  void note_bad(char c) {
    if (!bad_) {
      bad_ = true;
      why_bad_ = BadToken{};
      why_bad_.text = digits_ > 0 ? fmt::format("{:0{}}", value_, digits_) : std::string();
      why_bad_.digits = digits_ > 0;
    }
    if (c >= '0' && c <= '9') {
      why_bad_.digits = true;
    } else if (c == '-' && why_bad_.text.empty()) {
      why_bad_.minus = true;
    } else {
      why_bad_.non_digit = true;
    }
    if (why_bad_.text.size() <= 40) why_bad_.text += c;
  }

  void finish_token() {
    in_token_ = false;
    if (bad_) reject(source_name_, token_line_, token_column_, why_bad_.why());
    // The token as typed (leading zeros and all), formatted only for a message.
    const std::string text = fmt::format("{:0{}}", value_, digits_);
    if (value_ == 0) {
      reject(source_name_, token_line_, token_column_,
             fmt::format("'{}' is not a step: steps are numbered from 1", text));
    }
    if (!steps_.empty() && value_ == steps_.back()) {
      reject(source_name_, token_line_, token_column_,
             fmt::format("'{}' is a second monk on step {}: each step holds one monk (steps must "
                         "be strictly increasing)",
                         text, value_));
    }
    if (!steps_.empty() && value_ < steps_.back()) {
      reject(source_name_, token_line_, token_column_,
             fmt::format("'{}' is below the monk before it on step {} (steps must be strictly "
                         "increasing)",
                         text, steps_.back()));
    }
    if (steps_.size() == max_steps_) {
      throw LimitError(fmt::format("{}: line {}, column {}: more than {} monks", source_name_,
                                   token_line_, token_column_, max_steps_));
    }
    steps_.push_back(value_);
  }

  std::string_view source_name_;
  std::uint64_t max_steps_;
  std::vector<std::uint64_t> steps_;
  std::uint64_t line_ = 1;
  std::uint64_t column_ = 0;      // column of the last character read
  std::uint64_t token_line_ = 0;  // where the current token started
  std::uint64_t token_column_ = 0;
  std::uint64_t value_ = 0;
  bool in_token_ = false;
  int digits_ = 0;    // digits folded into value so far
  bool bad_ = false;  // the current token is not a plain number in range
  BadToken why_bad_;  // what is wrong with it, kept only once it is bad
};

}  // namespace

std::vector<std::uint64_t> read_monk_steps(std::istream& in, std::string_view source_name,
                                           std::uint64_t max_steps) {
  StepReader reader(source_name, max_steps);
  std::string buffer(1 << 20, '\0');
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got == 0) break;
    for (std::size_t i = 0; i < got; ++i) reader.feed(buffer[i]);
  }
  if (in.bad()) throw InputError(format_translated("{}: read error", source_name));
  return reader.finish();
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
