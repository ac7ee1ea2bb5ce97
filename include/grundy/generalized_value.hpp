// The generalized Sprague–Grundy function: values of impartial games whose
// positions can repeat (game graphs with cycles), where play may go on forever.
//
// C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966)
// 51–81; A. S. Fraenkel and Y. Yesha, "The generalized Sprague–Grundy
// function and its invariance under certain mappings", J. Combin. Theory A 43
// (1986) 165–177. A position's value γ is a nimber, or ∞(K) where K is the set
// of finite values among its options. With a counter function c:
//   A. if γ(u) is finite, γ(u) = mex of the finite values of u's options;
//   B. if γ(u) is finite and an option v has γ(v) > γ(u) (∞ included), then v
//      has an option w with γ(w) = γ(u) and c(w) < c(u): a rise is undone;
//   C. if γ(u) = ∞, some option v has γ(v) = ∞(K') with mex(u) not in K'.
// Outcomes: 0 is P (the player to move loses), a finite nonzero value is N,
// ∞(K) is N when 0 is in K (move to a 0) and D (a draw) when it is not.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "grundy/nimber.hpp"

namespace grundy {

// N: the player to move wins. P: the player to move loses (the previous
// player wins). D: neither can force a win; with best play the game goes on
// forever (only in games whose positions can repeat).
enum class Outcome { next_player_wins, previous_player_wins, draw };

// The usual letter: N (next player wins), P (previous player wins), D (draw).
constexpr const char* outcome_letter(Outcome outcome) noexcept {
  switch (outcome) {
    case Outcome::next_player_wins:
      return "N";
    case Outcome::previous_player_wins:
      return "P";
    case Outcome::draw:
      break;
  }
  return "D";
}

class GeneralizedValue {
 public:
  // An ordinary (finite) value.
  static GeneralizedValue finite(Nimber value) { return GeneralizedValue(false, value, {}); }
  // ∞(K): `finite_options` is K, in any order, duplicates allowed.
  static GeneralizedValue infinite(std::vector<Nimber> finite_options);

  bool is_finite() const noexcept { return !infinite_; }
  // The value when finite (0 for ∞).
  Nimber value() const noexcept { return value_; }
  // K for ∞(K), sorted, without duplicates; empty when finite.
  const std::vector<Nimber>& finite_options() const noexcept { return finite_options_; }

  Outcome outcome() const;

  // "5", "∞(0,2)", "∞(∅)".
  std::string text() const;

  friend bool operator==(const GeneralizedValue&, const GeneralizedValue&) = default;

 private:
  GeneralizedValue(bool infinite, Nimber value, std::vector<Nimber> finite_options)
      : infinite_(infinite), value_(value), finite_options_(std::move(finite_options)) {}

  bool infinite_ = false;
  Nimber value_ = 0;
  std::vector<Nimber> finite_options_;
};

// What winning play must lower in a game whose positions can repeat, so that
// it ends: the sum of the pieces' finite values, then the sum of their
// counters. A move that undoes a rise (condition B) keeps the values and
// lowers a counter; a Nim-style answer to a fall lowers the values. So when
// the winner always picks, among the winning moves, one that leaves the least
// Progress, positions cannot repeat and the win comes (Smith 1966).
struct Progress {
  std::uint64_t values = 0;
  std::uint64_t counters = 0;
  friend auto operator<=>(const Progress&, const Progress&) = default;
};

// The value of a sum, a move being a move in exactly one part (Smith 1966):
// finite + finite is the nim-sum; ∞(K) + b (b finite) is ∞(K ⊕ b), K ⊕ b
// being {k XOR b : k in K}; ∞ + ∞ is ∞(∅), a draw.
GeneralizedValue generalized_sum(const GeneralizedValue& a, const GeneralizedValue& b);

// A directed graph in compressed form: the followers (options) of vertex v are
// followers[offsets[v] .. offsets[v+1]).
struct FollowerLists {
  std::vector<std::size_t> offsets;      // vertex_count + 1 entries
  std::vector<std::uint32_t> followers;  // every edge once, by source vertex

  std::size_t vertex_count() const noexcept { return offsets.empty() ? 0 : offsets.size() - 1; }
  std::span<const std::uint32_t> of(std::size_t vertex) const noexcept {
    return {followers.data() + offsets[vertex], offsets[vertex + 1] - offsets[vertex]};
  }
};

// About ten seconds of labelling on one core.
inline constexpr std::uint64_t kMaxLabellingSteps = 3'000'000'000;

// γ and c for every vertex of a graph.
struct GeneralizedLabels {
  static constexpr Nimber kInfinite = ~Nimber{0};
  static constexpr std::uint64_t kNoCounter = ~std::uint64_t{0};

  std::vector<Nimber> value;           // γ(v), or kInfinite
  std::vector<std::uint64_t> counter;  // c(v) for finite γ(v); kNoCounter for ∞
  bool has_cycle = false;              // whether some play can return to a position

  // γ(v) with K, the distinct finite values of v's followers, when infinite.
  GeneralizedValue of(const FollowerLists& graph, std::size_t vertex) const;
};

// The labelling algorithm of Fraenkel and Yesha (1986), stage by stage: at
// stage m, label m every unlabelled vertex with no follower labelled m whose
// followers that are unlabelled or ∞ all have a follower labelled m; then
// label ∞ every unlabelled vertex with no follower labelled m. Each stage is a
// retrograde pass in O(V + E), and there are at most (largest out-degree + 1)
// stages, so O(V·E) in all. Works on any graph, with or without cycles; on an
// acyclic graph it gives the ordinary Grundy values. A vertex labelled m has
// followers labelled 0..m-1, each of those as many again, so m(m+1)/2 <= E
// and the stages are also fewer than sqrt(2E) + 2.
// Throws LimitError, rather than run on, once the stages have taken more than
// `max_steps` steps (a stage costs about 3(V + E) steps).
GeneralizedLabels generalized_sprague_grundy(const FollowerLists& graph,
                                             std::uint64_t max_steps = kMaxLabellingSteps);

}  // namespace grundy
