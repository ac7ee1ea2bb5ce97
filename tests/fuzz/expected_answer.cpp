#include "expected_answer.hpp"

#include <algorithm>
#include <cmath>

namespace grundy::fuzz {
namespace {

constexpr std::uint64_t kLargest = 9'223'372'036'854'775'807ULL;  // 2^63-1

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A number as written: digits only, its value when at most 2^63-1.
struct Number {
  bool digits = false;     // nothing but decimal digits, at least one
  bool too_large = false;  // digits, but above 2^63-1
  std::uint64_t value = 0;
};

Number read_number(std::string_view word) {
  Number number;
  if (word.empty() || !std::all_of(word.begin(), word.end(), is_digit)) return number;
  number.digits = true;
  for (const char c : word) {
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (number.value > (kLargest - digit) / 10) {
      number.too_large = true;
      return number;
    }
    number.value = number.value * 10 + digit;
  }
  return number;
}

struct Component {
  std::string name;  // lower case
  bool has_parameters = false;
  std::vector<std::string> parameters;  // trimmed
  std::vector<std::string> numbers;
};

// The text split as the grammar says; nullopt when it does not follow it.
std::optional<std::vector<Component>> split(std::string_view text) {
  std::vector<Component> components;
  std::size_t i = 0;
  bool after_plus = false;
  const auto skip_spaces = [&] {
    while (i < text.size() && is_space(text[i])) ++i;
  };
  while (true) {
    skip_spaces();
    if (i == text.size()) {
      if (components.empty() || after_plus) return std::nullopt;
      return components;
    }
    if (text[i] == '+') {
      if (components.empty() || after_plus) return std::nullopt;
      after_plus = true;
      ++i;
      continue;
    }
    if (!is_letter(text[i])) return std::nullopt;
    Component component;
    while (i < text.size() &&
           (is_letter(text[i]) || is_digit(text[i]) || text[i] == '-' || text[i] == '_')) {
      const char c = text[i++];
      component.name += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    skip_spaces();
    if (i < text.size() && text[i] == '(') {
      component.has_parameters = true;
      ++i;
      while (true) {
        const std::size_t start = i;
        while (i < text.size() && text[i] != ',' && text[i] != ')') ++i;
        if (i == text.size()) return std::nullopt;  // never closed
        std::string_view parameter = text.substr(start, i - start);
        while (!parameter.empty() && is_space(parameter.front())) parameter.remove_prefix(1);
        while (!parameter.empty() && is_space(parameter.back())) parameter.remove_suffix(1);
        if (parameter.empty()) return std::nullopt;
        component.parameters.emplace_back(parameter);
        if (text[i++] == ')') break;
      }
    }
    while (true) {
      skip_spaces();
      if (i == text.size() || text[i] == '+') break;
      const std::size_t start = i;
      while (i < text.size() && !is_space(text[i]) && text[i] != '+') ++i;
      component.numbers.emplace_back(text.substr(start, i - start));
    }
    components.push_back(std::move(component));
    after_plus = false;
  }
}

// A take-and-break code: [d0] '.' d1 d2 ... (1 to 64 digits after the point),
// d0 in {0, 4} (octal) or {0, 4, 8, c} (hexadecimal), every digit below the
// base. The canonical form has d0 written and no trailing zeros (but one
// digit after the point at least); `splits` says whether a move may leave
// more than one heap.
struct Code {
  std::string canonical;
  bool splits = false;
};

std::optional<Code> read_code(const std::string& code, int base) {
  const std::size_t point = code.find('.');
  if (point == std::string::npos || point > 1) return std::nullopt;
  const std::size_t after = code.size() - point - 1;
  if (after == 0 || after > 64) return std::nullopt;
  std::vector<int> digits;
  const auto digit = [&](char c) {
    const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    if (is_digit(lower)) return lower - '0';
    if (lower >= 'a' && lower <= 'f') return lower - 'a' + 10;
    return 99;
  };
  digits.push_back(point == 1 ? digit(code[0]) : 0);
  if (digits[0] != 0 && digits[0] != 4 && !(base == 16 && (digits[0] == 8 || digits[0] == 12)))
    return std::nullopt;
  for (std::size_t k = point + 1; k < code.size(); ++k) {
    const int d = digit(code[k]);
    if (d >= base) return std::nullopt;
    digits.push_back(d);
  }
  while (digits.size() > 2 && digits.back() == 0) digits.pop_back();
  Code result;
  const char* hex = "0123456789abcdef";
  result.canonical = std::string(1, hex[digits[0]]) + ".";
  for (std::size_t k = 1; k < digits.size(); ++k) result.canonical += hex[digits[k]];
  result.splits = std::any_of(digits.begin(), digits.end(), [](int d) { return (d & 12) != 0; });
  return result;
}

// One family's verdict on its component, and what it contributes to the
// whole when valid.
struct Verdict {
  Deserves deserves = Deserves::answer;
  std::string why;
  std::string canonical;
  double positions = 1;   // bound on the positions of this component
  std::size_t count = 0;  // heaps or steps
  bool small = true;
  // A number above 2^63-1 came after an element of S that is not small.
  bool limit_first = false;
  bool picture = false;  // a game on a graph or a board (`picture` above)
};

// The families of the engine's registry (set_registered_families).
std::vector<std::string>& registered_families() {
  static std::vector<std::string> names;
  return names;
}

// A family of the registry that Judge below does not read: the games on
// graphs and boards, the coin-turning games, and any family added since.
// The oracle reads them (tests/oracle: graph_rules.hpp, board_rules.hpp,
// coin_rules.hpp, rules.hpp), but their grammar (named graphs, edges, rows
// of cells, coins and rules of turning, ...) is not written again here, so
// which of their texts are valid is not predicted. A sum holding one
// deserves "anything"; the fuzz targets compare it with the oracle when the
// engine answers and the oracle reads the same text (oracle_check.hpp,
// oracle_answer_read). Judge asks this only of names it does not read.
bool picture(const std::string& name) {
  const std::vector<std::string>& names = registered_families();
  return std::find(names.begin(), names.end(), name) != names.end();
}

// The built-in family that neither this reference nor the fuzz targets'
// oracle reads: `graph` reads a file, and the targets' registry reads none,
// so it is always refused there. A position of it deserves "anything" and is never compared here
// (the end-to-end and unit tests compare them, tests/e2e/oracle_test.cpp reading every line of the
// oracle's corpus). It is asked before `picture`: the one exception of the fuzz targets to "every
// family".
bool unmodelled(const std::string& name) {
  static const std::vector<std::string> names = {"graph"};
  return std::find(names.begin(), names.end(), name) != names.end();
}

class Judge {
 public:
  explicit Judge(const Component& component) : c_(component) { verdict_.canonical = c_.name; }

  Verdict judge() {
    const std::string& name = c_.name;
    if (name == "nim" || name == "lasker" || name == "staircase" || name == "wythoff" ||
        name == "kayles" || name == "dawson" || name == "dawsons-chess" || name == "treblecross" ||
        name == "grundy-game") {
      if (c_.has_parameters) refuse(name + " takes no parameters");
      const bool splits = name == "lasker" || name == "kayles" || name == "dawson" ||
                          name == "dawsons-chess" || name == "treblecross" || name == "grundy-game";
      if (name == "staircase") {
        steps();
      } else if (name == "wythoff") {
        if (c_.numbers.size() != 2) refuse("wythoff takes two heaps");
        heaps(/*splits=*/false);
        if (ok()) verdict_.positions = (factor(0) + 1) * (factor(1) + 1);
      } else {
        heaps(splits);
      }
    } else if (name == "bash" || name == "moore") {
      if (!c_.has_parameters || c_.parameters.size() != 1) refuse(name + " takes one parameter");
      std::uint64_t parameter = 1;
      if (!c_.parameters.empty()) parameter = parameter_number(c_.parameters[0]);
      if (parameter == 0) refuse(name + "(0)");
      if (ok()) verdict_.canonical += "(" + std::to_string(parameter) + ")";
      heaps(/*splits=*/false);
      if (name == "moore") moore_bound();
    } else if (name == "subtraction") {
      if (!c_.has_parameters) refuse("subtraction takes its set");
      std::vector<std::uint64_t> set;
      for (const std::string& element : c_.parameters) {
        const Number number = read_number(element);
        if (number.digits && !number.too_large && number.value == 0)
          refuse("0 in a subtraction set");
        set.push_back(parameter_number(element));
        big_element_ =
            big_element_ || (number.digits && (number.too_large || number.value > kSmallNumber));
      }
      std::sort(set.begin(), set.end());
      set.erase(std::unique(set.begin(), set.end()), set.end());
      std::string head = "subtraction(";
      for (std::size_t k = 0; k < set.size(); ++k)
        head += (k == 0 ? "" : ",") + std::to_string(set[k]);
      if (ok()) verdict_.canonical = head + ")";
      heaps(/*splits=*/false);
    } else if (name == "welter") {
      if (c_.has_parameters) refuse("welter takes no parameters");
      squares();
    } else if (name == "octal" || name == "tb") {
      std::optional<Code> code;
      if (!c_.has_parameters || c_.parameters.size() != 1) {
        refuse(name + " takes one code");
      } else {
        code = read_code(c_.parameters[0], name == "octal" ? 8 : 16);
        if (!code) refuse("not a code: '" + c_.parameters[0] + "'");
      }
      if (code) verdict_.canonical += "(" + code->canonical + ")";
      heaps(code && code->splits);
    } else if (unmodelled(name)) {
      // A family this reference does not read (its position is a graph, a
      // board or coins, each checked against its own plain search in the
      // unit tests): nothing is claimed but that only grundy::Error escapes.
      verdict_.deserves = Deserves::anything;
      verdict_.why = name + " is not modelled here";
      return verdict_;
    } else if (picture(name)) {
      verdict_.deserves = Deserves::anything;
      verdict_.why = name + " is read by the oracle, not here";
      verdict_.picture = true;
      return verdict_;
    } else {
      refuse("no family '" + name + "'");
    }
    if (!verdict_.small) small(false);
    return verdict_;
  }

 private:
  bool ok() const {
    return verdict_.deserves == Deserves::answer || verdict_.deserves == Deserves::answer_or_limit;
  }

  void refuse(const std::string& why) {
    if (verdict_.deserves != Deserves::refusal) {
      verdict_.deserves = Deserves::refusal;
      verdict_.why = why;
    }
  }
  // A number above 2^63-1 where a number belongs: a refusal found as well
  // (anywhere in the component) may come first.
  void overflow(const std::string& word) {
    if (verdict_.deserves != Deserves::refusal && verdict_.deserves != Deserves::parse_error) {
      verdict_.deserves = Deserves::parse_error;
      verdict_.why = "'" + word + "' is above 2^63-1";
      verdict_.limit_first = big_element_;
    }
  }
  void small(bool is_small) {
    if (!is_small) {
      verdict_.small = false;
      if (verdict_.deserves == Deserves::answer) verdict_.deserves = Deserves::answer_or_limit;
    }
  }

  // A numeric parameter (m, k, an element of S); 0 when it is not a number.
  std::uint64_t parameter_number(const std::string& word) {
    const Number number = read_number(word);
    if (!number.digits) {
      refuse("not a number: '" + word + "'");
      return 0;
    }
    if (number.too_large) {
      overflow(word);
      return 0;
    }
    small(number.value <= kSmallNumber);
    return number.value;
  }

  void numbers() {
    if (c_.numbers.empty()) refuse(c_.name + " needs a number");
    verdict_.count = c_.numbers.size();
    small(c_.numbers.size() <= kSmallCount);
    for (const std::string& word : c_.numbers) {
      const Number number = read_number(word);
      if (!number.digits) {
        refuse("not a number: '" + word + "'");
      } else if (number.too_large) {
        overflow(word);
      } else {
        values_.push_back(number.value);
        small(number.value <= kSmallNumber);
      }
    }
    if (ok()) {
      for (const std::uint64_t value : values_) verdict_.canonical += " " + std::to_string(value);
    }
  }

  double factor(std::size_t k) const {
    return k < values_.size() ? static_cast<double>(values_[k]) : 0;
  }

  // Heaps: a heap of n reaches n + 1 sizes, or, when it may split, at most
  // rows(n) rows of heaps: the rows a heap of n reaches when a move may take
  // any number and leave one, two or three heaps (the oracle writes the new
  // heaps in increasing order in place of the old one), counted by search;
  // 2^n beyond.
  void heaps(bool splits) {
    static constexpr double kRows[] = {1, 2, 4, 7, 14, 25, 50, 94, 188, 363, 726, 1428, 2856};
    numbers();
    for (const std::uint64_t value : values_) {
      const double rows =
          value <= 12 ? kRows[value]
                      : std::pow(2.0, static_cast<double>(std::min<std::uint64_t>(value, 1000)));
      verdict_.positions *= splits ? rows : static_cast<double>(value) + 1;
    }
  }

  // Steps from 1, strictly increasing; each monk stays between its step and
  // the highest monk's.
  void steps() {
    numbers();
    for (std::size_t k = 0; k < values_.size(); ++k) {
      if (values_[k] == 0) refuse("step 0");
      if (k > 0 && values_[k] <= values_[k - 1]) refuse("steps not increasing");
    }
    if (!values_.empty()) {
      for (const std::uint64_t value : values_)
        verdict_.positions *= static_cast<double>(values_.back() - value) + 1;
    }
  }

  // Welter's game: coins on distinct squares, in any order, written in
  // increasing order; each coin stays at or below its square.
  void squares() {
    numbers();
    std::vector<std::uint64_t> sorted = values_;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
      refuse("a second coin on one square");
    if (ok()) {
      verdict_.canonical = c_.name;
      for (const std::uint64_t square : sorted) verdict_.canonical += " " + std::to_string(square);
    }
    for (const std::uint64_t square : sorted) verdict_.positions *= static_cast<double>(square) + 1;
  }

  // Moore's Nim: the positions below the heaps, and the moves its value
  // search generates.
  void moore_bound() {
    double moves = 1;
    verdict_.positions = 1;
    for (const std::uint64_t value : values_) {
      const double h = static_cast<double>(value);
      moves *= (h + 1) * (h + 2) / 2;
      verdict_.positions *= h + 1;
    }
    small(moves <= kSmallMooreMoves);
  }

  const Component& c_;
  Verdict verdict_;
  std::vector<std::uint64_t> values_;
  bool big_element_ = false;  // an element of S so far is not small
};

}  // namespace

void set_registered_families(std::vector<std::string> names) {
  registered_families() = std::move(names);
}

const char* deserves_name(Deserves deserves) {
  switch (deserves) {
    case Deserves::anything:
      return "anything";
    case Deserves::refusal:
      return "a refusal";
    case Deserves::parse_error:
      return "a ParseError";
    case Deserves::parse_or_limit_error:
      return "a ParseError or a LimitError";
    case Deserves::answer_or_limit:
      return "an answer or a LimitError";
    case Deserves::answer:
      return "an answer";
  }
  return "?";
}

ExpectedAnswer expected_answer(std::string_view text) {
  ExpectedAnswer expected;
  // Only printable ASCII and spacing; a control character is refused by the
  // grammar, other bytes are left alone.
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && !is_space(c)) || byte == 0x7f) {
      expected.deserves = Deserves::refusal;
      expected.why = "a control character";
      return expected;
    }
    if (byte >= 0x80) return expected;  // anything
  }
  const std::optional<std::vector<Component>> components = split(text);
  if (!components) {
    expected.deserves = Deserves::refusal;
    expected.why = "not the grammar of an expression";
    return expected;
  }
  std::size_t count = 0;
  bool small = true;
  bool overflow = false;
  bool limit_first = false;  // a component that may be refused for its size comes first
  expected.positions_bound = 1;
  for (const Component& component : *components) {
    const Verdict verdict = Judge(component).judge();
    if (verdict.picture) {
      // Its text is the oracle's to read; the rest is judged on, and what
      // the rest deserves is only claimed when no picture is in the sum.
      expected.pictures = true;
      continue;
    }
    if (verdict.deserves == Deserves::anything) {
      expected.deserves = Deserves::anything;
      expected.why = verdict.why;
      expected.canonical.clear();
      expected.pictures = false;
      return expected;
    }
    if (verdict.deserves == Deserves::refusal) {
      if (expected.pictures) {
        // The text of a picture before it is not read here; a '+' or a
        // parenthesis inside it may have split this component from it.
        expected.deserves = Deserves::anything;
        expected.why = "a picture, then " + verdict.why;
        expected.others_small = false;
        expected.pictures = false;
        return expected;
      }
      expected.deserves = Deserves::refusal;
      expected.why = verdict.why;
      expected.canonical.clear();
      return expected;
    }
    if (verdict.deserves == Deserves::parse_error && !overflow) {
      overflow = true;
      limit_first = !small || verdict.limit_first;
      expected.why = verdict.why;
    }
    small = small && verdict.small;
    count += verdict.count;
    expected.canonical += (expected.canonical.empty() ? "" : " + ") + verdict.canonical;
    expected.positions_bound = std::min(expected.positions_bound * verdict.positions, 1e300);
  }
  if (expected.pictures) {
    // Valid or not as the engine and the oracle read the pictures; compared
    // when both do and the rest is a valid small position.
    expected.deserves = Deserves::anything;
    expected.why = "a game on a graph or a board";
    expected.others_small = !overflow && small && count <= kSmallCount;
    return expected;
  }
  if (overflow) {
    expected.deserves = limit_first ? Deserves::parse_or_limit_error : Deserves::parse_error;
    expected.canonical.clear();
    return expected;
  }
  expected.deserves = small && count <= kSmallCount ? Deserves::answer : Deserves::answer_or_limit;
  if (expected.deserves == Deserves::answer_or_limit && expected.why.empty())
    expected.why = "a big position";
  return expected;
}

}  // namespace grundy::fuzz
