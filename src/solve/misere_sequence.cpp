#include "grundy/misere_sequence.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <limits>
#include <optional>

#include "grundy/errors.hpp"
#include "grundy/misere_search.hpp"

namespace grundy {

namespace {

// Pieces: heap n of the game is id n; Nim heaps of 1 and 2, added for the
// genus, have ids above every heap.
constexpr PieceId kNimOne = std::numeric_limits<PieceId>::max() - 1;
constexpr PieceId kNimTwo = std::numeric_limits<PieceId>::max();
constexpr std::uint64_t kMaxHeap = std::numeric_limits<PieceId>::max() - 2;

class HeapRulePieces final : public PieceRules {
 public:
  explicit HeapRulePieces(TakeAndBreakRule rule) : rule_(std::move(rule)) {}

  const std::vector<PieceMultiset>& piece_options(PieceId piece) override {
    if (piece == kNimTwo) return nim_two_options_;
    if (piece == kNimOne) return nim_one_options_;
    return heap_options(piece);
  }

  const std::vector<PieceMultiset>& heap_options(std::uint64_t size) {
    if (size >= options_.size()) options_.resize(size + 1);
    if (!options_[size]) {
      std::vector<PieceMultiset> found;
      rule_.moves(size, [&](std::uint64_t, const std::vector<std::uint64_t>& parts) {
        PieceMultiset option;
        for (std::uint64_t part : parts) {
          if (has_moves(part)) option.push_back(static_cast<PieceId>(part));
        }
        std::sort(option.begin(), option.end());
        found.push_back(std::move(option));
        return true;
      });
      options_[size] = std::move(found);
    }
    return *options_[size];
  }

  bool has_moves(std::uint64_t size) {
    // Parts are smaller than the heap they come from, so this recursion is
    // as deep as the parts get smaller: bounded by asking heaps in order.
    return !heap_options(size).empty();
  }

 private:
  TakeAndBreakRule rule_;
  // A deque, so that growing it keeps the references piece_options gave.
  std::deque<std::optional<std::vector<PieceMultiset>>> options_;
  std::vector<PieceMultiset> nim_two_options_{{kNimOne}, {}};
  std::vector<PieceMultiset> nim_one_options_{{}};
};

std::string join_values(const std::vector<Nimber>& values, std::size_t count, bool wide) {
  std::string text;
  for (std::size_t k = 0; k < count; ++k) {
    if (wide && k > 0) text += ',';
    text += fmt::format("{}", values[k]);
  }
  return text;
}

}  // namespace

std::string Genus::symbol() const {
  const bool wide =
      normal >= 10 || std::any_of(misere.begin(), misere.end(), [](Nimber v) { return v >= 10; });
  std::size_t shown = misere.size();
  if (settled) {
    // The first index from which every value equals the one two later.
    std::size_t start = misere.size() - 2;
    while (start > 0 && misere[start - 1] == misere[start + 1]) --start;
    shown = start + 2;
  }
  std::string values = join_values(misere, shown, wide);
  if (!settled) values += wide ? ",..." : "...";
  return wide ? fmt::format("{}^({})", normal, values) : fmt::format("{}^{}", normal, values);
}

Genus find_genus(Nimber normal, std::size_t max_twos,
                 const std::function<Nimber(std::size_t twos)>& with_twos) {
  Genus genus;
  genus.normal = normal;
  for (std::size_t twos = 0; twos <= max_twos && !genus.settled; ++twos) {
    genus.misere.push_back(with_twos(twos));
    const std::vector<Nimber>& m = genus.misere;
    const std::size_t k = m.size() - 1;
    genus.settled = k >= 3 && m[k] == m[k - 2] && m[k - 1] == m[k - 3];
  }
  return genus;
}

bool Genus::tame_genus() const {
  if (misere.empty()) return false;
  const Nimber g = normal;
  // g^g(g⊕2): γk = g for even k, g XOR 2 for odd k, from k = 0.
  // 0^120 and 1^031: the same from k = 1, with γ0 = g XOR 1.
  for (const std::size_t from : {std::size_t{0}, std::size_t{1}}) {
    if (from == 1 && !(g <= 1 && misere[0] == (g ^ 1))) continue;
    bool alternates = true;
    for (std::size_t k = from; k < misere.size() && alternates; ++k) {
      alternates = misere[k] == (k % 2 == 0 ? g : (g ^ 2));
    }
    if (alternates) return true;
  }
  return false;
}

struct MisereSequence::State {
  State(TakeAndBreakRule rule, Limits limits_given)
      : limits(limits_given), pieces(std::move(rule)), search(pieces, limits_given.max_positions) {}

  Limits limits;
  HeapRulePieces pieces;
  MisereSearch search;
  std::vector<Genus> genera;

  Nimber normal_value(std::uint64_t size) {
    std::vector<Nimber> option_values;
    for (const PieceMultiset& option : pieces.heap_options(size)) {
      Nimber value = 0;
      for (PieceId part : option) value ^= genera.at(part).normal;
      option_values.push_back(value);
    }
    return mex(option_values);
  }

  Genus genus_of(std::uint64_t size) {
    PieceMultiset position;
    if (pieces.has_moves(size)) position.push_back(static_cast<PieceId>(size));
    return find_genus(normal_value(size), limits.max_twos, [&](std::size_t twos) {
      PieceMultiset with_twos = position;
      with_twos.insert(with_twos.end(), twos, kNimTwo);  // kNimTwo sorts last
      return search.misere_value(with_twos);
    });
  }
};

MisereSequence::MisereSequence(TakeAndBreakRule rule, Limits limits)
    : state_(std::make_unique<State>(std::move(rule), limits)) {}
MisereSequence::MisereSequence(TakeAndBreakRule rule) : MisereSequence(std::move(rule), Limits{}) {}
MisereSequence::~MisereSequence() = default;
MisereSequence::MisereSequence(MisereSequence&&) noexcept = default;
MisereSequence& MisereSequence::operator=(MisereSequence&&) noexcept = default;

void MisereSequence::extend_to(std::uint64_t last) {
  if (last > kMaxHeap) throw LimitError(fmt::format("misère values stop at heap {}", kMaxHeap));
  while (state_->genera.size() <= last) {
    const std::uint64_t heap = state_->genera.size();
    try {
      state_->genera.push_back(state_->genus_of(heap));
    } catch (const LimitError&) {
      throw LimitError(
          fmt::format("the misère value of heap {} needs a search over more than {} sums; heaps up "
                      "to {} are done",
                      heap, state_->limits.max_positions, heap == 0 ? 0 : heap - 1));
    }
  }
}

std::uint64_t MisereSequence::size() const noexcept { return state_->genera.size(); }

Nimber MisereSequence::misere_value(std::uint64_t heap) const { return genus(heap).misere.at(0); }

const Genus& MisereSequence::genus(std::uint64_t heap) const {
  if (heap >= state_->genera.size())
    throw LimitError(fmt::format("the misère value of heap {} was not computed", heap));
  return state_->genera[heap];
}

std::optional<std::uint64_t> MisereSequence::first_wild_heap() const {
  for (std::uint64_t heap = 0; heap < state_->genera.size(); ++heap) {
    if (!state_->genera[heap].tame_genus()) return heap;
  }
  return std::nullopt;
}

std::size_t MisereSequence::positions_searched() const { return state_->search.positions_known(); }

}  // namespace grundy
