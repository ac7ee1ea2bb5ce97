// Known results from the literature, kept as data in tests/data and read by
// this one driver: Grundy sequences of single heaps (sequences/), values of
// positions (values/), periods (periods/), P-positions (p_positions/) and
// misère quotients (misere_quotients/).
// tests/data/README.md lists every file, its format and its source. The
// numbers were copied from the sources named in each file (OEIS, papers,
// books), never from grundy's output, so a wrong value, a wrong period or a
// wrong outcome in the library makes a test here fail.
//
// Each answer is asked the way a user asks it: a game expression parsed by
// parse_expression and analysed by Analysis. Heap rules are also run through
// GrundySequence (both methods), and periods are proven by it.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/period_proof.hpp"
#include "grundy/take_and_break_game.hpp"

namespace grundy {
namespace {

const std::filesystem::path kDataDir = GRUNDY_TEST_DATA;

// One data file: "key: value" lines (source, game, complete-up-to,
// symmetric), comment lines starting with '#', blank lines, and the data
// lines, in order.
struct DataFile {
  std::filesystem::path path;
  std::vector<std::pair<std::string, std::string>> keys;
  std::vector<std::string> lines;

  std::vector<std::string> all(const std::string& key) const {
    std::vector<std::string> found;
    for (const auto& [name, value] : keys) {
      if (name == key) found.push_back(value);
    }
    return found;
  }
  std::optional<std::string> one(const std::string& key) const {
    const std::vector<std::string> found = all(key);
    if (found.size() > 1) ADD_FAILURE() << path << ": '" << key << ":' given more than once";
    if (found.empty()) return std::nullopt;
    return found.front();
  }
  std::string name() const {
    return path.parent_path().filename().string() + "/" + path.filename().string();
  }
};

std::string trimmed(const std::string& text) {
  const std::size_t begin = text.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  const std::size_t end = text.find_last_not_of(" \t\r");
  return text.substr(begin, end - begin + 1);
}

DataFile read_data_file(const std::filesystem::path& path) {
  DataFile file;
  file.path = path;
  std::ifstream in(path);
  EXPECT_TRUE(in) << "cannot open " << path;
  static const std::set<std::string> kKeys = {"source", "game", "complete-up-to", "symmetric"};
  std::string raw;
  while (std::getline(in, raw)) {
    const std::string line = trimmed(raw);
    if (line.empty() || line.front() == '#') continue;
    const std::size_t colon = line.find(':');
    if (colon != std::string::npos && kKeys.count(line.substr(0, colon)) != 0) {
      file.keys.emplace_back(line.substr(0, colon), trimmed(line.substr(colon + 1)));
    } else {
      file.lines.push_back(line);
    }
  }
  return file;
}

// Every .txt file of tests/data/FOLDER, in name order; at least one.
std::vector<DataFile> data_files(const std::string& folder) {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(kDataDir / folder)) {
    if (entry.path().extension() == ".txt") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  EXPECT_FALSE(paths.empty()) << "no data in " << kDataDir / folder;
  std::vector<DataFile> files;
  for (const auto& path : paths) files.push_back(read_data_file(path));
  return files;
}

// The whitespace-separated numbers of `text`; a failure names `where` when
// anything else is there.
std::vector<std::uint64_t> numbers(const std::string& text, const std::string& where) {
  std::istringstream in(text);
  std::vector<std::uint64_t> result;
  std::string token;
  while (in >> token) {
    if (token.find_first_not_of("0123456789") != std::string::npos || token.size() > 19) {
      ADD_FAILURE() << where << ": '" << token << "' is not a number";
      continue;
    }
    result.push_back(std::stoull(token));
  }
  return result;
}

std::string position_text(const std::string& game, const std::vector<std::uint64_t>& numbers) {
  return fmt::format("{} {}", game, fmt::join(numbers, " "));
}

// What the library says of a position: its value and whether it is P.
struct LibraryVerdict {
  Nimber value = 0;
  bool lost = false;
};
LibraryVerdict library_verdict(const std::string& position) {
  const Analysis analysis(parse_expression(position));
  return {analysis.grundy_value(), analysis.outcome() == Outcome::previous_player_wins};
}

// "game: EXPR FIRST": the values of a sequences file are G(FIRST), G(FIRST+1), ...
struct GameLine {
  std::string game;
  std::uint64_t first = 0;
};
GameLine read_game_line(const DataFile& file, const std::string& text) {
  std::istringstream in(text);
  GameLine line;
  std::string first;
  in >> line.game >> first;
  EXPECT_FALSE(line.game.empty()) << file.name() << ": 'game:' without a game";
  const std::vector<std::uint64_t> parsed = numbers(first, file.name() + ", game: " + text);
  EXPECT_EQ(parsed.size(), 1U) << file.name() << ": 'game: " << text << "' needs the first heap";
  if (parsed.size() == 1) line.first = parsed.front();
  return line;
}

struct SequenceData {
  std::string file;
  std::uint64_t first = 0;
  std::vector<std::uint64_t> values;  // G(first), G(first + 1), ...
};

// Every game of every sequences file, by the game expression as written.
std::map<std::string, SequenceData> known_sequences() {
  std::map<std::string, SequenceData> known;
  for (const DataFile& file : data_files("sequences")) {
    std::vector<std::uint64_t> values;
    for (const std::string& line : file.lines) {
      for (std::uint64_t value : numbers(line, file.name())) values.push_back(value);
    }
    for (const std::string& text : file.all("game")) {
      const GameLine game = read_game_line(file, text);
      EXPECT_EQ(known.count(game.game), 0U) << game.game << " in two files: " << file.name();
      known[game.game] = {file.name(), game.first, values};
    }
  }
  return known;
}

TEST(KnownData, EveryFileNamesItsSourcesAndHoldsData) {
  for (const std::string folder : {"sequences", "values", "p_positions"}) {
    for (const DataFile& file : data_files(folder)) {
      EXPECT_FALSE(file.all("source").empty()) << file.name() << " names no 'source:'";
      EXPECT_FALSE(file.all("game").empty()) << file.name() << " names no 'game:'";
      EXPECT_FALSE(file.lines.empty()) << file.name() << " holds no data";
    }
  }
  for (const std::string folder : {"periods", "misere_quotients"}) {
    for (const DataFile& file : data_files(folder)) {
      EXPECT_TRUE(file.keys.empty()) << file.name() << ": a table, one fact a line";
      EXPECT_FALSE(file.lines.empty()) << file.name() << " holds no data";
    }
  }
}

// The heaps of one sequences file, one position each, and all of them as one
// row (a heap game's value is the XOR of its heaps' values).
TEST(KnownSequences, EveryHeapHasTheValueOfTheLiterature) {
  std::size_t checked = 0;
  for (const auto& [game, data] : known_sequences()) {
    SCOPED_TRACE(fmt::format("{}, game {}", data.file, game));
    std::vector<std::uint64_t> heaps;
    Nimber total = 0;
    for (std::size_t i = 0; i < data.values.size(); ++i) {
      const std::uint64_t heap = data.first + i;
      const std::string position = position_text(game, {heap});
      const LibraryVerdict answer = library_verdict(position);
      EXPECT_EQ(answer.value, data.values[i]) << position;
      EXPECT_EQ(answer.lost, data.values[i] == 0) << position << ": P exactly when the value is 0";
      heaps.push_back(heap);
      total ^= data.values[i];
      ++checked;
    }
    EXPECT_EQ(library_verdict(position_text(game, heaps)).value, total)
        << "all heaps of the file as one row";
  }
  EXPECT_GE(checked, 1000U);
}

// The same values from GrundySequence, by each method, for the games that are
// heap rules (take-and-break codes, Grundy's game, subtraction games).
TEST(KnownSequences, GrundySequenceComputesTheSameValuesByEachMethod) {
  std::size_t rules = 0;
  for (const auto& [game, data] : known_sequences()) {
    SCOPED_TRACE(fmt::format("{}, game {}", data.file, game));
    std::optional<NamedRule> named;
    try {
      named = parse_heap_rule(game);
    } catch (const ParseError&) {
      continue;  // not a heap rule (Lasker's Nim): its family answers alone
    }
    ++rules;
    for (const GrundySequence::Method method :
         {GrundySequence::Method::automatic, GrundySequence::Method::naive}) {
      GrundySequence sequence(named->rule, method);
      sequence.extend_to(data.first + data.values.size() - 1);
      for (std::size_t i = 0; i < data.values.size(); ++i) {
        EXPECT_EQ(sequence[data.first + i], data.values[i])
            << "G(" << data.first + i << ")"
            << (method == GrundySequence::Method::naive ? ", naive" : "");
      }
    }
  }
  EXPECT_GE(rules, 15U);
}

TEST(KnownValues, EveryPositionHasTheValueOfTheLiterature) {
  std::size_t checked = 0;
  for (const DataFile& file : data_files("values")) {
    SCOPED_TRACE(file.name());
    const std::optional<std::string> game = file.one("game");
    ASSERT_TRUE(game) << "no 'game:'";
    const bool symmetric = file.one("symmetric") == "yes";
    for (const std::string& line : file.lines) {
      std::vector<std::uint64_t> position = numbers(line, file.name());
      ASSERT_GE(position.size(), 2U)
          << "'" << line << "': the numbers of a position, then its value";
      const std::uint64_t value = position.back();
      position.pop_back();
      std::vector<std::vector<std::uint64_t>> orders = {position};
      if (symmetric) orders.emplace_back(position.rbegin(), position.rend());
      for (const auto& numbers_in_order : orders) {
        const std::string text = position_text(*game, numbers_in_order);
        const LibraryVerdict answer = library_verdict(text);
        EXPECT_EQ(answer.value, value) << text;
        EXPECT_EQ(answer.lost, value == 0) << text << ": P exactly when the value is 0";
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, 150U);
}

// Every listed position is P, and, within "complete-up-to: B", every other
// position with as many numbers, each in 0..B, is N.
TEST(KnownPPositions, ExactlyTheListedPositionsAreLost) {
  for (const DataFile& file : data_files("p_positions")) {
    SCOPED_TRACE(file.name());
    const bool symmetric = file.one("symmetric") == "yes";
    const std::optional<std::string> bound_text = file.one("complete-up-to");
    ASSERT_TRUE(bound_text) << "no 'complete-up-to:'";
    const std::vector<std::uint64_t> bound = numbers(*bound_text, file.name());
    ASSERT_EQ(bound.size(), 1U);
    std::set<std::vector<std::uint64_t>> listed;
    for (const std::string& line : file.lines) {
      const std::vector<std::uint64_t> position = numbers(line, file.name());
      ASSERT_FALSE(position.empty());
      for (std::uint64_t number : position)
        ASSERT_LE(number, bound.front()) << "'" << line << "' beyond the bound";
      listed.insert(position);
      if (symmetric) listed.insert(std::vector<std::uint64_t>(position.rbegin(), position.rend()));
    }
    const std::size_t width = listed.begin()->size();
    for (const auto& position : listed)
      ASSERT_EQ(position.size(), width) << "positions of different sizes";
    ASSERT_LE(width, 2U) << "the driver enumerates one or two numbers";

    for (const std::string& game : file.all("game")) {
      std::size_t lost = 0;
      std::vector<std::uint64_t> position(width, 0);
      const std::uint64_t side = bound.front() + 1;
      const std::uint64_t count = width == 1 ? side : side * side;
      for (std::uint64_t index = 0; index < count; ++index) {
        position[0] = index % side;
        if (width == 2) position[1] = index / side;
        const std::string text = position_text(game, position);
        const bool is_listed = listed.count(position) != 0;
        const LibraryVerdict answer = library_verdict(text);
        EXPECT_EQ(answer.lost, is_listed)
            << text << (is_listed ? " is P in the source" : " is N in the source");
        lost += answer.lost ? 1 : 0;
      }
      EXPECT_EQ(lost, listed.size()) << game;
    }
  }
}

// A periods line: "GAME PREPERIOD LENGTH SOURCE..." or "GAME none VALUES SOURCE...".
struct PeriodLine {
  std::string where;
  std::string game;
  std::optional<Period> period;  // nullopt: none known
  std::uint64_t values = 0;      // for "none": how far no period may be claimed
  std::string source;
};

std::vector<PeriodLine> known_periods() {
  std::vector<PeriodLine> periods;
  for (const DataFile& file : data_files("periods")) {
    for (const std::string& line : file.lines) {
      std::istringstream in(line);
      PeriodLine period;
      period.where = fmt::format("{}: {}", file.name(), line);
      std::string first;
      std::string second;
      in >> period.game >> first >> second;
      std::getline(in, period.source);
      period.source = trimmed(period.source);
      EXPECT_FALSE(period.source.empty()) << period.where << ": no source";
      const std::vector<std::uint64_t> length = numbers(second, period.where);
      if (length.size() != 1) continue;
      if (first == "none") {
        period.values = length.front();
      } else {
        const std::vector<std::uint64_t> preperiod = numbers(first, period.where);
        if (preperiod.size() != 1) continue;
        period.period = Period{preperiod.front(), length.front()};
      }
      periods.push_back(period);
    }
  }
  return periods;
}

// GrundySequence proves the period the literature gives (the smallest period
// and the smallest preperiod), or claims none where none is known.
TEST(KnownPeriods, TheLibraryProvesExactlyThePublishedPeriod) {
  const std::vector<PeriodLine> periods = known_periods();
  EXPECT_GE(periods.size(), 12U);
  for (const PeriodLine& line : periods) {
    SCOPED_TRACE(line.where);
    const NamedRule named = parse_heap_rule(line.game);
    GrundySequence sequence(named.rule);
    if (!line.period) {
      sequence.extend_to(line.values - 1);
      EXPECT_FALSE(sequence.proof()) << "a period is claimed where the literature knows none";
      if (const std::optional<PeriodTheorem> theorem = period_theorem(named.rule)) {
        EXPECT_FALSE(prove_period(sequence.values().to_vector(), *theorem, named.rule.max_taken()));
      }
      continue;
    }
    // Enough values for either theorem: Guy-Smith needs 2*n0 + p + t.
    const std::uint64_t needed =
        2 * line.period->preperiod + line.period->length + named.rule.max_taken() + 1;
    for (std::uint64_t length = 256; !sequence.proof(); length *= 2) {
      sequence.extend_to(length - 1);
      if (length >= 4 * needed) break;
    }
    if (!sequence.proof()) {
      ADD_FAILURE() << "no period proven within " << sequence.size() << " values";
      continue;
    }
    EXPECT_EQ(sequence.proof()->period.preperiod, line.period->preperiod);
    EXPECT_EQ(sequence.proof()->period.length, line.period->length);
  }
}

// Where a sequences file covers a published period, the data agree with it,
// and huge heaps (answered from the period) have the values the period gives.
TEST(KnownPeriods, HugeHeapsFollowThePublishedPeriod) {
  const std::map<std::string, SequenceData> sequences = known_sequences();
  std::size_t games = 0;
  for (const PeriodLine& line : known_periods()) {
    if (!line.period) continue;
    const auto found = sequences.find(line.game);
    if (found == sequences.end()) continue;
    const SequenceData& data = found->second;
    const auto [preperiod, length] = *line.period;
    const std::uint64_t last = data.first + data.values.size() - 1;
    if (data.first > preperiod || last < preperiod + length - 1) continue;
    SCOPED_TRACE(fmt::format("{}; values from {}", line.where, data.file));
    ++games;
    const auto value = [&](std::uint64_t n) { return data.values[n - data.first]; };
    // The two sources agree: periodic from the preperiod on, and not earlier.
    for (std::uint64_t n = preperiod; n + length <= last; ++n) {
      EXPECT_EQ(value(n), value(n + length)) << "the data break the period at " << n;
    }
    if (preperiod > data.first) {
      EXPECT_NE(value(preperiod - 1), value(preperiod - 1 + length)) << "the data repeat earlier";
    }

    for (const std::uint64_t base : {std::uint64_t{1'000'000'000'000}, std::uint64_t{1} << 62}) {
      for (std::uint64_t k = 0; k < length; ++k) {
        const std::uint64_t heap = base + k;
        const std::string position = position_text(line.game, {heap});
        EXPECT_EQ(library_verdict(position).value, value(preperiod + (heap - preperiod) % length))
            << position;
      }
    }
  }
  EXPECT_GE(games, 5U);
}

// misere_quotients/: "quotient CODE HEAPS ORDER PPORTION SOURCE" and
// "theorem NAME SOURCE" lines.
struct QuotientLine {
  std::string where;
  std::string code;
  std::uint64_t heaps = 0;
  std::size_t order = 0;
  std::optional<std::size_t> p_portion;
};

std::vector<QuotientLine> published_quotients(std::set<std::string>* theorems = nullptr) {
  std::vector<QuotientLine> quotients;
  for (const DataFile& file : data_files("misere_quotients")) {
    for (const std::string& line : file.lines) {
      std::istringstream in(line);
      const std::string where = fmt::format("{}: {}", file.name(), line);
      std::string kind;
      in >> kind;
      if (kind == "theorem") {
        std::string name;
        std::string source;
        in >> name;
        std::getline(in, source);
        EXPECT_FALSE(trimmed(source).empty()) << where << ": no source";
        if (theorems != nullptr) theorems->insert(name);
        continue;
      }
      EXPECT_EQ(kind, "quotient") << where;
      QuotientLine quotient;
      quotient.where = where;
      std::string heaps;
      std::string order;
      std::string p_portion;
      std::string source;
      in >> quotient.code >> heaps >> order >> p_portion;
      std::getline(in, source);
      EXPECT_FALSE(trimmed(source).empty()) << where << ": no source";
      const std::vector<std::uint64_t> h = numbers(heaps, where);
      const std::vector<std::uint64_t> o = numbers(order, where);
      if (h.size() != 1 || o.size() != 1) continue;
      quotient.heaps = h.front();
      quotient.order = o.front();
      if (p_portion != "-") {
        const std::vector<std::uint64_t> p = numbers(p_portion, where);
        if (p.size() == 1) quotient.p_portion = p.front();
      }
      quotients.push_back(quotient);
    }
  }
  return quotients;
}

// The library's quotient of the heaps 0..HEAPS has the published order and
// P-portion. Where the library stops first (its limits, or a recalibration
// that finds no candidate), it must not claim more than the source: the
// quotient of fewer heaps is an image of the quotient of more, so its order
// is at most the published one (and KnownMisereQuotientsSlow computes it
// with the limits raised).
TEST(KnownMisereQuotients, TheLibraryFindsThePublishedOrder) {
  const std::vector<QuotientLine> quotients = published_quotients();
  EXPECT_GE(quotients.size(), 1U);
  for (const QuotientLine& line : quotients) {
    SCOPED_TRACE(line.where);
    MisereQuotient::Limits limits;
    limits.max_work = 30'000'000;  // about a third of a second
    MisereQuotient quotient(TakeAndBreakRule::octal(line.code), limits);
    try {
      quotient.extend_to(line.heaps);
    } catch (const Error& stopped) {
      EXPECT_LE(quotient.order(), line.order)
          << "the quotient of heaps to " << quotient.heaps_computed() - 1;
      std::cout << line.code << ": stopped at heap " << quotient.heaps_computed() << " with order "
                << quotient.order() << " (published " << line.order << " at heap " << line.heaps
                << "): " << stopped.what() << '\n';
      continue;
    }
    EXPECT_EQ(quotient.order(), line.order);
    if (line.p_portion) {
      EXPECT_EQ(quotient.monoid().p_portion_size(), *line.p_portion);
    }
  }
}

// Every published quotient, computed with the limits of `grundy quotient`
// (only memory, 4 GiB; label unit-slow, tests/CMakeLists.txt): Dawson's
// Kayles grows to 360 elements at heap 30 and 638 at heap 33, where its
// candidates need more than the 4096 elements that `solve` allows.
TEST(KnownMisereQuotientsSlow, TheLibraryReachesEveryPublishedOrder) {
  // One quotient a game, extended from one published bound to the next.
  std::vector<QuotientLine> lines = published_quotients();
  std::stable_sort(lines.begin(), lines.end(), [](const QuotientLine& a, const QuotientLine& b) {
    return std::tie(a.code, a.heaps) < std::tie(b.code, b.heaps);
  });
  std::map<std::string, MisereQuotient> quotients;
  for (const QuotientLine& line : lines) {
    SCOPED_TRACE(line.where);
    const MisereQuotient::Limits limits =
        MisereQuotient::Limits::within_memory(std::uint64_t{4} << 30);
    MisereQuotient& quotient =
        quotients.try_emplace(line.code, TakeAndBreakRule::octal(line.code), limits).first->second;
    quotient.extend_to(line.heaps);
    EXPECT_EQ(quotient.order(), line.order);
    if (line.p_portion) {
      EXPECT_EQ(quotient.monoid().p_portion_size(), *line.p_portion);
    }
  }
}

// Whether two bipartite monoids of `size` elements are isomorphic: some
// bijection fixing the identity keeps products and the P-portion.
bool isomorphic(const BipartiteMonoid& a, const BipartiteMonoid& b) {
  if (a.size() != b.size() || a.p_portion_size() != b.p_portion_size()) return false;
  std::vector<BipartiteMonoid::Element> to(a.size());
  std::iota(to.begin(), to.end(), 0);
  do {
    bool keeps = true;
    for (BipartiteMonoid::Element x = 0; x < a.size() && keeps; ++x) {
      keeps = a.in_p_portion(x) == b.in_p_portion(to[x]);
      for (BipartiteMonoid::Element y = 0; y < a.size() && keeps; ++y)
        keeps = to[a.product(x, y)] == b.product(to[x], to[y]);
    }
    if (keeps) return true;
  } while (std::next_permutation(to.begin() + 1, to.end()));
  return false;
}

// The published theorems about every misère quotient, on every quotient the
// library computes on the way: the quotient of the heaps 0..N for each N,
// for the games of docs/MISERE_QUOTIENTS.md and random three-digit codes.
TEST(KnownMisereQuotients, EveryQuotientKeepsThePublishedTheorems) {
  std::set<std::string> theorems;
  published_quotients(&theorems);
  EXPECT_EQ(theorems, (std::set<std::string>{"even-order", "order-8", "p-portion-2"}));
  std::vector<std::pair<std::string, std::uint64_t>> games = {
      {"0.77", 40}, {"0.75", 30},  {"0.123", 30},     {"0.31", 20}, {"0.15", 40},
      {"0.33", 20}, {"0.333", 20}, {"0.3333333", 20}, {"0.3", 10}};
  // The games that stop at their limits (docs/MISERE_QUOTIENTS.md), and
  // random codes: a quarter of them under the sanitizers.
  if (!testing_build::sanitized()) {
    games.insert(games.end(), {{"0.07", 24}, {"4.7", 20}, {"0.137", 23}});
  }
  std::mt19937 random(2026);
  for (std::size_t tries = 0; tries < testing_build::trials(24, 4); ++tries) {
    std::string code = "0.";
    for (int digit = 0; digit < 3; ++digit) code += static_cast<char>('0' + random() % 8);
    if (code.back() == '0') code.back() = '3';
    games.emplace_back(code, 16);
  }
  std::optional<BipartiteMonoid> order_8;
  std::size_t checked = 0;
  std::size_t with_two_lost = 0;
  for (const auto& [code, last] : games) {
    SCOPED_TRACE(code);
    MisereQuotient::Limits limits;
    limits.max_work = 30'000'000;
    MisereQuotient quotient(TakeAndBreakRule::octal(code), limits);
    for (std::uint64_t heaps = 1; heaps <= last && !quotient.covers(last); ++heaps) {
      try {
        quotient.extend_to(heaps);
      } catch (const Error&) {
        break;  // beyond the limits: the quotients before it were checked
      }
      const BipartiteMonoid& monoid = quotient.monoid();
      const std::size_t order = monoid.size();
      ++checked;
      // even-order: sums of heaps without moves make the quotient {1}.
      if (order > 1) {
        EXPECT_EQ(order % 2, 0U) << "heaps to " << heaps << ": order " << order;
      }
      // p-portion-2: 2^n + 2 or 2^n + 4 elements.
      if (monoid.p_portion_size() == 2) {
        ++with_two_lost;
        EXPECT_TRUE(std::has_single_bit(order - 2) || (order > 4 && std::has_single_bit(order - 4)))
            << "heaps to " << heaps << ": order " << order;
      }
      // order-8: one quotient of order 8, up to isomorphism.
      if (order == 8) {
        if (!order_8) order_8 = monoid;
        EXPECT_TRUE(isomorphic(*order_8, monoid)) << "heaps to " << heaps;
      }
    }
  }
  EXPECT_GT(checked, testing_build::sanitized() ? 100U : 300U);
  EXPECT_GT(with_two_lost, testing_build::sanitized() ? 20U : 50U);
  EXPECT_TRUE(order_8.has_value()) << "0.75 has a quotient of order 8";
}

}  // namespace
}  // namespace grundy
