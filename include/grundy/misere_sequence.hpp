// Misère values of single heaps of a heap game, with Conway's genus.
//
// The misère Grundy value G⁻(n) of a heap is 1 when it has no move and the
// mex of its options' values otherwise (On Numbers and Games, chapter 12).
// Options are sums of smaller heaps, and misère values of sums do not follow
// from their terms' values, so every value comes from a search over sums
// (misere_search.hpp). The genus g^γ0γ1γ2... of a heap G holds its normal
// value g and γk = G⁻(G + k·*2), the misère value beside k Nim heaps of 2.
// The γk end alternating; the symbol is written up to where its last two
// values repeat: a Nim heap of 0 is 0^120, of 1 is 1^031, of 2 is 2^20.
//
// A game is tame when it and all its followers have the genus of a misère
// Nim position: 0^120, 1^031 (heaps of 1), 0^02, 1^13 or g^g(g⊕2) for g ≥ 2
// (some heap of 2 or more). Sums of tame games are tame and are played as
// misère Nim; a game that is not tame is wild. A heap game is tame up to N
// when every heap up to N is: each heap's options are sums of smaller heaps.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/nimber.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

struct Genus {
  Nimber normal = 0;           // g, the normal-play Grundy value
  std::vector<Nimber> misere;  // γ0, γ1, ...: G⁻(G + k·*2) for k = 0, 1, ...
  // Whether the computed γk end alternating (γk = γk-2 over the last four),
  // as they do for large k; when false the symbol shows every value
  // computed, followed by "...".
  bool settled = false;

  // "0^120", "2^1420"; with a value of 10 or more, "12^(12,14)".
  std::string symbol() const;
  // The genus of a misère Nim position (the list above).
  bool tame_genus() const;
};

// The genus of a game of normal value `normal`, given G⁻(G + k·*2) for
// k = 0, 1, ... by `with_twos`: asks for k up to `max_twos`, stopping once the
// values end alternating over four of them.
Genus find_genus(Nimber normal, std::size_t max_twos,
                 const std::function<Nimber(std::size_t twos)>& with_twos);

class MisereSequence {
 public:
  struct Limits {
    std::size_t max_positions = 4'000'000;  // sums kept by the search
    std::size_t max_twos = 12;              // copies of *2 tried for a genus
  };

  // Throws LimitError when heaps would exceed what the search can name.
  explicit MisereSequence(TakeAndBreakRule rule, Limits limits);
  explicit MisereSequence(TakeAndBreakRule rule);
  ~MisereSequence();
  MisereSequence(MisereSequence&&) noexcept;
  MisereSequence& operator=(MisereSequence&&) noexcept;

  // Computes heaps 0..last. Throws LimitError naming the heap whose search
  // would keep more than max_positions sums; heaps before it stay computed.
  void extend_to(std::uint64_t last);

  // How many heaps are computed (heaps 0..size()-1).
  std::uint64_t size() const noexcept;
  Nimber misere_value(std::uint64_t heap) const;  // G⁻(heap)
  const Genus& genus(std::uint64_t heap) const;

  // The first heap, among those computed, whose genus is not tame: every
  // heap before it is tame, and the game is tame up to the last computed heap
  // when there is none.
  std::optional<std::uint64_t> first_wild_heap() const;

  // How many sums the search has kept so far.
  std::size_t positions_searched() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace grundy
