#include "grundy/fibonacci_nim.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <mutex>

#include "core/move_text.hpp"
#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

// The Fibonacci numbers 1, 2, 3, 5, ... up to 2^63 - 1: the terms a
// Zeckendorf representation draws from (F(2), F(3), ... in the usual count).
const std::vector<std::uint64_t>& fibonacci_numbers() {
  static const std::vector<std::uint64_t> numbers = [] {
    std::vector<std::uint64_t> found{1, 2};
    while (found.back() <= kMaxNumber - found[found.size() - 2]) {
      found.push_back(found.back() + found[found.size() - 2]);
    }
    return found;
  }();
  return numbers;
}

// q(n), the smallest term of n's Zeckendorf representation (n >= 1).
std::uint64_t smallest_term(std::uint64_t n) { return zeckendorf(n).back(); }

// "8 + 2", the representation written out.
std::string terms_text(const std::vector<std::uint64_t>& terms) {
  return fmt::format("{}", fmt::join(terms, " + "));
}

// G(n, k) for 0 <= k <= n < side, row n holding k = 0 .. n.
class FibonacciNimValueTable {
 public:
  explicit FibonacciNimValueTable(std::size_t side);

  std::size_t side() const noexcept { return side_; }
  Nimber at(std::uint64_t n, std::uint64_t k) const noexcept {
    return values_[row_start(n) + std::min(k, n)];
  }

 private:
  static std::size_t row_start(std::size_t n) noexcept { return n * (n + 1) / 2; }

  std::size_t side_;
  std::vector<std::uint16_t> values_;
};

// Sprague–Grundy: G(n, k) is the mex of G(n - t, min(2t, n - t)) over
// t = 1 .. k. The options for k are those for k - 1 and one more, so a row
// is one running mex: each value is the previous one or larger.
FibonacciNimValueTable::FibonacciNimValueTable(std::size_t side)
    : side_(side), values_(side * (side + 1) / 2) {
  std::vector<bool> seen(side + 1);
  for (std::size_t n = 0; n < side; ++n) {
    std::fill(seen.begin(), seen.end(), false);
    std::size_t mex = 0;
    values_[row_start(n)] = 0;
    for (std::size_t k = 1; k <= n; ++k) {
      const std::size_t left = n - k;
      seen[at(left, std::min<std::uint64_t>(2 * k, left))] = true;
      while (seen[mex]) ++mex;
      // A position has at most n options, so its value is at most n < 2^16.
      values_[row_start(n) + k] = static_cast<std::uint16_t>(mex);
    }
  }
}

// The process-wide table, grown by doubling (at least 64 heaps, the whole
// limit past half of it): immutable once built, shared under a mutex as
// Wythoff's is.
std::shared_ptr<const FibonacciNimValueTable> table_covering(std::uint64_t heap) {
  static std::mutex mutex;
  static std::shared_ptr<const FibonacciNimValueTable> table;
  const std::lock_guard<std::mutex> lock(mutex);
  if (!table || table->side() <= heap) {
    std::size_t side = 64;
    while (side <= heap) side *= 2;
    if (side > (kFibonacciNimValueLimit + 1) / 2) side = kFibonacciNimValueLimit + 1;
    table = std::make_shared<const FibonacciNimValueTable>(side);
  }
  return table;
}

std::string beyond_limit_message(std::uint64_t tokens, std::uint64_t most) {
  return format_translated(
      "Fibonacci Nim values have no closed form and are tabulated for heaps up to {} only: "
      "fibonacci-nim {}/{} can be solved alone (by Zeckendorf's rule) but not in a sum",
      kFibonacciNimValueLimit, tokens, most);
}

}  // namespace

std::vector<std::uint64_t> zeckendorf(std::uint64_t n) {
  // Greedy from the largest: what is left after F(j) is below F(j-1), so the
  // next term is never the neighbour of the last (Zeckendorf 1972).
  std::vector<std::uint64_t> terms;
  const std::vector<std::uint64_t>& numbers = fibonacci_numbers();
  for (auto it = numbers.rbegin(); it != numbers.rend() && n > 0; ++it) {
    if (*it <= n) {
      terms.push_back(*it);
      n -= *it;
    }
  }
  return terms;
}

FibonacciNim::FibonacciNim(std::uint64_t tokens, std::uint64_t most)
    : tokens_(tokens), most_(std::min(most, tokens)) {
  if (tokens > kMaxNumber) {
    throw RuleError(format_translated("fibonacci-nim {}: a heap has at most 2^63-1 = {} tokens",
                                      tokens, kMaxNumber));
  }
}

FibonacciNim FibonacciNim::start(std::uint64_t tokens) {
  return {tokens, tokens == 0 ? 0 : tokens - 1};
}

std::string FibonacciNim::canonical() const {
  if (tokens_ == 0 || most_ == tokens_ - 1) return fmt::format("fibonacci-nim {}", tokens_);
  return fmt::format("fibonacci-nim {}/{}", tokens_, most_);
}

bool FibonacciNim::is_loss() const { return tokens_ == 0 || most_ < smallest_term(tokens_); }

Nimber FibonacciNim::grundy_value() const {
  if (is_loss()) return 0;
  if (tokens_ > kFibonacciNimValueLimit) throw LimitError(beyond_limit_message(tokens_, most_));
  return table_covering(tokens_)->at(tokens_, most_);
}

Move FibonacciNim::take(std::uint64_t count) const {
  const std::uint64_t left = tokens_ - count;
  return Move{0, 0, count, {left, std::min(2 * count, left)}};
}

// The candidates are the sums of the i smallest terms (header); each wins
// when it may be taken and leaves either nothing or a smallest term above
// twice what it took.
void FibonacciNim::moves_to_loss(const MoveVisitor& visit) const {
  if (tokens_ == 0) return;
  const std::vector<std::uint64_t> terms = zeckendorf(tokens_);
  std::uint64_t taken = 0;
  for (std::size_t i = terms.size(); i-- > 0;) {
    taken += terms[i];
    if (taken > most_) return;
    const bool wins = i == 0 || terms[i - 1] > 2 * taken;
    if (wins && !visit(take(taken))) return;
  }
}

void FibonacciNim::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  (void)own_value;
  if (target == 0) {
    moves_to_loss(visit);
    return;
  }
  if (tokens_ > kFibonacciNimValueLimit) throw LimitError(beyond_limit_message(tokens_, most_));
  const std::shared_ptr<const FibonacciNimValueTable> table = table_covering(tokens_);
  for (std::uint64_t count = 1; count <= most_; ++count) {
    const std::uint64_t left = tokens_ - count;
    if (table->at(left, std::min(2 * count, left)) == target && !visit(take(count))) return;
  }
}

void FibonacciNim::all_moves(const MoveVisitor& visit) const {
  for (std::uint64_t count = 1; count <= most_; ++count) {
    if (!visit(take(count))) return;
  }
}

std::string FibonacciNim::notation(const Move& move) const {
  // As every heap game writes its moves ("1:10->8", the heap first), so
  // that the page and the play loop name them alike.
  return fmt::format("1:{}->{}", tokens_, move.result.at(0));
}

std::string FibonacciNim::describe(const Move& move) const {
  const std::uint64_t left = move.result.at(0);
  if (left == 0)
    return format_translated_plural("take the last token", "take all {} tokens", tokens_, tokens_);
  return format_translated("take {} of {} ({} left; the next move may take up to {})", move.taken,
                           tokens_, left, move.result.at(1));
}

std::shared_ptr<const Component> FibonacciNim::after(const Move& move) const {
  if (move.taken == 0 || move.taken > most_) {
    throw RuleError(
        format_translated_plural("fibonacci-nim {}: a move takes {} token, not {}",
                                 "fibonacci-nim {}: a move takes from 1 to {} tokens, not {}",
                                 most_, tokens_, most_, move.taken));
  }
  const Move expected = take(move.taken);
  if (move.heap != 0 || move.result != expected.result) {
    throw RuleError(format_translated("taking {} from {} leaves {}/{}, not what the move says",
                                      move.taken, tokens_, expected.result[0], expected.result[1]));
  }
  return std::make_shared<FibonacciNim>(expected.result[0], expected.result[1]);
}

std::vector<ValueRow> FibonacciNim::value_rows(std::size_t limit) const {
  if (limit == 0) return {};
  return {{canonical(), "", grundy_value()}};
}

Move FibonacciNim::parse_move(std::string_view raw) const {
  std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  // "1:10->8" names the one heap, as the other heap games do.
  if (const std::size_t colon = text.find(':'); colon != std::string::npos) {
    move_text::piece_index(std::string_view(text).substr(0, colon), 1);
    text.erase(0, colon + 1);
  }
  const std::vector<std::string_view> arrow = move_text::split(text, "->");
  if (arrow.size() > 2 || text.find(' ') != std::string::npos) {
    throw ParseError(format_translated("'{}' is not a move: write T (take T tokens) or N->M "
                                       "(the heap before and after)",
                                       printable_token(raw)),
                     0);
  }
  std::uint64_t count = 0;
  if (arrow.size() == 2) {
    const std::uint64_t before = move_text::number(arrow[0], translate("a heap size"));
    const std::uint64_t left = move_text::number(arrow[1], translate("a heap size"));
    if (before != tokens_) {
      throw RuleError(format_translated("the heap holds {}, not {}", tokens_, before));
    }
    if (left >= tokens_) throw RuleError(translate("a move takes at least one token"));
    count = tokens_ - left;
  } else {
    count = move_text::number(arrow[0], translate("the number of tokens to take"));
  }
  if (count == 0) throw RuleError(translate("a move takes at least one token"));
  if (count > most_) {
    throw RuleError(most_ == 0
                        ? format_translated("fibonacci-nim {}: no token may be taken", tokens_)
                        : format_translated("at most {} may be taken now, not {}", most_, count));
  }
  return take(count);
}

std::optional<Move> FibonacciNim::move_to(const Component& target) const {
  const auto* other = dynamic_cast<const FibonacciNim*>(&target);
  if (other == nullptr || other->tokens_ >= tokens_) return std::nullopt;
  const std::uint64_t count = tokens_ - other->tokens_;
  if (count > most_ || other->most_ != std::min(2 * count, other->tokens_)) return std::nullopt;
  return take(count);
}

std::optional<Move> FibonacciNim::naive_move() const {
  if (most_ == 0) return std::nullopt;
  return take(1);
}

Family fibonacci_nim_family() {
  Family family{
      "fibonacci-nim",
      "Fibonacci Nim: take up to twice what the last player took",
      "fibonacci-nim N     a heap of N tokens (0 to 2^63-1) at the start: the first move\n"
      "                    takes from 1 to N-1 tokens, not all of them.\n"
      "fibonacci-nim N/K   a heap of N tokens of which at most K may be taken now.\n"
      "After a move that takes T tokens, the next may take from 1 to 2T; whoever takes\n"
      "the last token wins. Write N as a sum of Fibonacci numbers 1, 2, 3, 5, 8, ...\n"
      "no two of them next to each other (Zeckendorf): the player to move loses\n"
      "exactly when the smallest term is more than K, so the start is lost exactly\n"
      "when N is a Fibonacci number (Whinihan 1963), and taking the smallest term wins\n"
      "otherwise. Who wins and every winning move are found for any N; Grundy values,\n"
      "which a sum with other games needs, have no closed form and are computed for\n"
      "heaps up to 4096 (a lost position has value 0 at any size).\n"
      "Moves are written 1:N->M (or N->M), the heap before and after, or T, the tokens\n"
      "taken: 1:10->8 and 2 both take two of ten.\n"
      "Example: grundy solve fibonacci-nim 10   (10 = 8 + 2; winning move 1:10->8)",
      [](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        if (text.numbers.size() != 1) {
          const std::size_t column =
              text.numbers.empty() ? text.name.column : text.numbers[1].column;
          throw ParseError(format_translated("'{}' at column {} takes one heap, N or N/K, e.g. "
                                             "'fibonacci-nim 10' (a sum is written with +)",
                                             text.name.text, text.name.column),
                           column);
        }
        const Token& heap = text.numbers[0];
        const std::size_t slash = heap.text.find('/');
        if (slash == std::string::npos) {
          return std::make_shared<FibonacciNim>(
              FibonacciNim::start(read_number(heap, translate("a heap size"))));
        }
        const Token tokens{heap.text.substr(0, slash), heap.column};
        const Token most{heap.text.substr(slash + 1), heap.column + slash + 1};
        return std::make_shared<FibonacciNim>(
            read_number(tokens, translate("a heap size")),
            read_number(most, translate("the most that may be taken")));
      },
      "fibonacci-nim 10",
  };
  // Every start to 30 and every heap N/K to 12 with its limits (K <= N, the
  // same game as K = N beyond): the limit is where the rule bites.
  family.small_positions = [] {
    const auto positions = [](std::uint64_t starts, std::uint64_t limited) {
      PositionSet set{
          fmt::format("fibonacci-nim N (0..{}), fibonacci-nim N/K (1..{})", starts, limited), {}};
      for (std::uint64_t n = 0; n <= starts; ++n)
        set.positions.push_back(fmt::format("fibonacci-nim {}", n));
      for (std::uint64_t n = 1; n <= limited; ++n) {
        for (std::uint64_t k = 0; k <= n; ++k)
          set.positions.push_back(fmt::format("fibonacci-nim {}/{}", n, k));
      }
      return set;
    };
    return SmallPositions{{positions(30, 12)}, {positions(14, 8)}};
  };
  return family;
}

// ------------------------------------------------------ describing itself --

std::vector<std::string> FibonacciNim::picture() const {
  return {fmt::format(
      "{} ({})", matches(tokens_),
      format_translated_plural("{} token, at most {} may be taken",
                               "{} tokens, at most {} may be taken", tokens_, tokens_, most_))};
}

std::optional<Board> FibonacciNim::drawn_board() const {
  if (tokens_ > kMaxBoardSize) return std::nullopt;
  HeapsBoard board;
  board.heaps = {tokens_};
  board.click = HeapsBoard::Click::takes_to_end;
  return board;
}

std::string FibonacciNim::short_notation(const Move& move) const {
  return fmt::format("{}", move.taken);
}

std::string FibonacciNim::notation_help() const {
  return translate(
      "  T                 Fibonacci Nim: take T tokens (at most twice what was last taken)\n"
      "  N->M or 1:N->M    the same as the heap before and after, e.g. '10->8'\n");
}

std::string FibonacciNim::winning_rule(const Move& move) const {
  const std::uint64_t left = move.result.at(0);
  if (left == 0) return translate("it takes the last token");
  return format_translated(
      "{} = {} (Zeckendorf): taking {} leaves {} = {}, whose smallest term {} is more than "
      "the {} the next player may take",
      tokens_, terms_text(zeckendorf(tokens_)), move.taken, left, terms_text(zeckendorf(left)),
      smallest_term(left), move.result.at(1));
}

FamilyReason FibonacciNim::family_reason() const {
  FamilyReason reason;
  if (tokens_ == 0) return reason;  // no move: the mex says G = 0
  reason.rule = "zeckendorf";
  reason.title = translate("Zeckendorf's terms");
  reason.lines.push_back(translate(
      "Every positive number is, in exactly one way, a sum of Fibonacci numbers, no two of them "
      "consecutive (Zeckendorf); the player to move loses exactly when the smallest term is more "
      "than they may take (Whinihan 1963)."));
  if (is_loss()) {
    reason.lines.push_back(sentence_case(value_rule()));
  } else {
    moves_to_loss([&](const Move& move) {
      reason.lines.push_back(sentence_case(winning_rule(move)));
      return false;  // the move perfect play makes: the smallest term
    });
  }
  reason.numbers.push_back({"zeckendorf", zeckendorf(tokens_)});
  return reason;
}

std::string FibonacciNim::value_rule() const {
  if (tokens_ == 0 || !is_loss()) return {};
  if (most_ == 0) return translate("no token may be taken, so G = 0");
  const std::vector<std::uint64_t> terms = zeckendorf(tokens_);
  if (terms.size() == 1 && most_ + 1 == tokens_) {
    return format_translated(
        "{} is a Fibonacci number: whatever the first move takes, the next player can take "
        "the smallest Zeckendorf term of what is left, so G = 0 (Whinihan 1963)",
        tokens_);
  }
  return format_translated(
      "{} = {} (Zeckendorf): its smallest term {} is more than the {} that may be taken, so "
      "G = 0 (Whinihan 1963)",
      tokens_, terms_text(terms), terms.back(), most_);
}

}  // namespace grundy
