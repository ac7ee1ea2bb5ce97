#include "grundy/component.hpp"

#include <algorithm>
#include <tuple>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"
#include "move_text.hpp"

namespace grundy {

Move Component::parse_move(std::string_view text) const {
  const std::string wanted = move_text::squeeze(text);
  std::optional<Move> found;
  std::string example;
  std::uint64_t compared = 0;
  all_moves([&](const Move& move) {
    const std::string written = notation(move);
    if (example.empty()) example = written;
    if (move_text::squeeze(written) == wanted) found = move;
    return !found && ++compared < kMaxMovesCompared;
  });
  if (found) return *found;
  if (example.empty()) throw RuleError(translate("there is no move left in this game"));
  throw RuleError(format_translated("'{}' is not a move here; moves are written like '{}'", printable_token(text),
                                    example));
}

std::optional<Move> Component::move_to(const Component& target) const {
  if (target.family() != family()) return std::nullopt;
  const std::string wanted = target.canonical();
  std::optional<Move> found;
  std::uint64_t compared = 0;
  all_moves([&](const Move& move) {
    if (after(move)->canonical() == wanted) found = move;
    return !found && ++compared < kMaxMovesCompared;
  });
  return found;
}

void Component::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  const std::uint64_t most = per_piece * std::max<std::uint64_t>(1, number_count());
  std::uint64_t visited = 0;
  all_moves([&](const Move& move) { return visited++ < most && visit(move); });
}

std::optional<Move> Component::naive_move() const {
  std::optional<Move> best;
  // The last piece first; then a move that takes something, the fewest
  // tokens, and leaves the fewest numbers.
  const auto key = [](const Move& move) {
    return std::make_tuple(~move.heap, move.taken == 0, move.taken, move.result.size());
  };
  first_moves(64, [&](const Move& move) {
    if (!best || key(move) < key(*best)) best = move;
    return true;
  });
  return best;
}

}  // namespace grundy
