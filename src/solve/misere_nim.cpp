#include "grundy/misere_nim.hpp"

namespace grundy {

void MisereNim::add(std::uint64_t size) noexcept {
  nim_sum_ ^= size;
  if (size == 1) ++ones_;
  if (size >= 2) ++big_;
}

void MisereNim::remove(std::uint64_t size) noexcept {
  nim_sum_ ^= size;
  if (size == 1) --ones_;
  if (size >= 2) --big_;
}

Outcome MisereNim::outcome() const noexcept {
  return misere_value() == 0 ? Outcome::previous_player_wins : Outcome::next_player_wins;
}

Nimber MisereNim::misere_value() const noexcept {
  if (big_ > 0) return nim_sum_;
  return ones_ % 2 == 0 ? 1 : 0;
}

std::optional<std::uint64_t> MisereNim::winning_target(std::uint64_t size) const noexcept {
  if (big_ == 0) {
    // Only 1s: taking one wins when their number is even (and not zero).
    if (size == 1 && ones_ % 2 == 0) return 0;
    return std::nullopt;
  }
  if (big_ == 1) {
    // The one big heap goes to 0 or 1, whichever leaves an odd number of 1s;
    // any other move leaves a big heap to the opponent, who then wins.
    if (size < 2) return std::nullopt;
    return ones_ % 2 == 1 ? 0 : 1;
  }
  // Two or more big heaps: exactly the normal-play winning moves. Such a move
  // leaves nim-sum 0, which a lone big heap never has, so a big heap remains
  // and the normal-play rule still decides the position left.
  const Nimber wanted = size ^ nim_sum_;
  if (nim_sum_ != 0 && wanted < size) return wanted;
  return std::nullopt;
}

}  // namespace grundy
