#include "grundy/misere.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/heap_game.hpp"
#include "grundy/integers.hpp"
#include "grundy/misere_nim.hpp"
#include "grundy/misere_search.hpp"
#include "grundy/misere_sequence.hpp"
#include "grundy/nim.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

// How many copies of *2 are tried for the genus of a piece; the γk of a
// piece whose search needs more are not settled, so it counts as wild.
constexpr std::size_t kMaxTwos = 12;

// Lone pieces of the components of a sum, named by their canonical text:
// one heap of a heap game, or a whole component of any other family.
class ComponentPieces final : public PieceRules {
 public:
  ComponentPieces(std::uint64_t max_piece_moves, std::uint64_t max_bytes)
      : max_piece_moves_(max_piece_moves), max_bytes_(max_bytes) {}

  const std::vector<PieceMultiset>& piece_options(PieceId piece) override {
    Piece& entry = pieces_[piece];
    if (!entry.options) {
      std::vector<PieceMultiset> found;
      std::uint64_t seen = 0;
      entry.component->all_moves([&](const Move& move) {
        if (++seen > max_piece_moves_) {
          throw LimitError(fmt::format("{} has more than {} moves, more than misère search takes",
                                       entry.component->canonical(), max_piece_moves_));
        }
        found.push_back(pieces_of(entry.component->after(move)));
        count_bytes(sizeof(PieceMultiset) + kAllocationBytes +
                    found.back().size() * sizeof(PieceId));
        return true;
      });
      // pieces_of may add pieces; a deque keeps `entry` where it is.
      entry.options = std::move(found);
    }
    return *entry.options;
  }

  // The pieces of `component` that have moves, sorted.
  PieceMultiset pieces_of(const ComponentPtr& component) {
    PieceMultiset pieces;
    if (const auto* heaps = dynamic_cast<const HeapGame*>(component.get())) {
      for (std::size_t i = 0; i < heaps->heaps().size(); ++i)
        add_if_movable(heaps->heap_alone(i), pieces);
    } else {
      add_if_movable(component, pieces);
    }
    std::sort(pieces.begin(), pieces.end());
    return pieces;
  }

  // Interns a lone piece given as a component.
  std::optional<PieceId> movable_piece(const ComponentPtr& piece) {
    const std::string key = piece->canonical();
    auto found = ids_.find(key);
    if (found == ids_.end()) {
      // first_moves rather than all_moves: whether there is a move at all
      // must not cost every move (Moore's Nim sorts all of its moves first).
      bool movable = false;
      piece->first_moves(1, [&](const Move&) {
        movable = true;
        return false;
      });
      found =
          ids_.emplace(key, movable ? std::optional<PieceId>(static_cast<PieceId>(pieces_.size()))
                                    : std::nullopt)
              .first;
      if (movable) pieces_.push_back(Piece{piece, std::nullopt});
      count_bytes(kBytesPerPiece + 2 * key.size());
    }
    return found->second;
  }

  const ComponentPtr& component(PieceId piece) const { return pieces_[piece].component; }

 private:
  struct Piece {
    ComponentPtr component;
    std::optional<std::vector<PieceMultiset>> options;
  };

  void add_if_movable(const ComponentPtr& piece, PieceMultiset& pieces) {
    if (const std::optional<PieceId> id = movable_piece(piece)) pieces.push_back(*id);
  }

  // The memory the pieces hold, estimated generously: a piece of a game that
  // does not split (a row of coins, a graph) keeps every option, so the
  // pieces, not the sums, can take most of it (2^20 positions of Ruler, each
  // with dozens of options, took 3.4 GB before this bound).
  static constexpr std::uint64_t kAllocationBytes = 16;  // malloc's own share
  // The map's node and its key's header, the Piece, the component object.
  static constexpr std::uint64_t kBytesPerPiece = 256;
  void count_bytes(std::uint64_t bytes) {
    bytes_ += bytes;
    if (bytes_ > max_bytes_) {
      throw LimitError(fmt::format("its positions would need more than {} of memory, the limit",
                                   format_bytes(max_bytes_)));
    }
  }

  std::uint64_t max_piece_moves_;
  std::uint64_t max_bytes_;
  std::uint64_t bytes_ = 0;
  std::deque<Piece> pieces_;
  std::unordered_map<std::string, std::optional<PieceId>> ids_;
};

}  // namespace

// The state behind an analysis that is not the misère Nim rule: the pieces,
// the searches, and each component's pieces.
struct MisereAnalysis::Search {
  explicit Search(const Options& options_given)
      : pieces(options_given.max_piece_moves, options_given.piece_memory),
        genus_search(pieces, std::max<std::size_t>(1000, options_given.max_positions / 10)),
        sum_search(pieces, options_given.max_positions) {}

  ComponentPieces pieces;
  MisereSearch genus_search;  // pieces beside copies of *2, for the genus
  MisereSearch sum_search;    // whole sums
  std::vector<PieceMultiset> component_pieces;
  // The Nim heaps a tame piece plays as (tame path), or nullopt: wild.
  std::unordered_map<PieceId, std::optional<std::vector<Nimber>>> equivalents;

  // The misère Nim position a piece plays as, when it is tame. A piece is
  // tame when its genus is that of a misère Nim position and every piece of
  // its options is tame; the pieces below it are settled first, with a stack
  // of our own rather than recursion (a heap of 10^5 tokens has a chain of
  // 10^5 followers).
  const std::optional<std::vector<Nimber>>& equivalent(PieceId root) {
    if (auto found = equivalents.find(root); found != equivalents.end()) return found->second;
    struct Frame {
      PieceId piece;
      std::optional<Genus> genus;  // set once the piece's own genus is known to be tame
    };
    std::vector<Frame> stack{{root, std::nullopt}};
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (equivalents.count(top.piece) != 0) {
        stack.pop_back();
        continue;
      }
      if (const auto* nim = dynamic_cast<const Nim*>(pieces.component(top.piece).get())) {
        // A Nim heap plays as itself, and so do all its followers.
        equivalents.emplace(top.piece, std::vector<Nimber>{nim->heaps().at(0)});
        stack.pop_back();
        continue;
      }
      if (!top.genus) {
        Genus genus = genus_of(top.piece);
        if (!genus.settled || !genus.tame_genus()) {
          equivalents.emplace(top.piece, std::nullopt);
          stack.pop_back();
          continue;
        }
        top.genus = std::move(genus);
        const PieceId piece = top.piece;  // `top` may move as the stack grows
        for (const PieceMultiset& option : pieces.piece_options(piece)) {
          for (PieceId part : option) {
            if (equivalents.count(part) == 0) stack.push_back({part, std::nullopt});
          }
        }
        continue;
      }
      // Every part of every option is settled: tame only if all of them are.
      bool followers_tame = true;
      for (const PieceMultiset& option : pieces.piece_options(top.piece)) {
        for (PieceId part : option)
          followers_tame = followers_tame && equivalents.at(part).has_value();
      }
      equivalents.emplace(top.piece,
                          followers_tame ? std::optional(nim_heaps_of(*top.genus)) : std::nullopt);
      stack.pop_back();
    }
    return equivalents.at(root);
  }

  // The genus of a lone piece, searched beside copies of *2.
  Genus genus_of(PieceId piece) {
    const ComponentPtr& component = pieces.component(piece);
    const PieceId two = *pieces.movable_piece(std::make_shared<Nim>(std::vector<std::uint64_t>{2}));
    return find_genus(component->grundy_value(), kMaxTwos, [&](std::size_t twos) {
      PieceMultiset position{piece};
      position.insert(position.end(), twos, two);
      std::sort(position.begin(), position.end());
      return genus_search.misere_value(position);
    });
  }

  // The misère Nim position of a tame genus.
  static std::vector<Nimber> nim_heaps_of(const Genus& genus) {
    const Nimber g = genus.normal;
    if (g <= 1 && genus.misere[0] == (g ^ 1))
      return g == 0 ? std::vector<Nimber>{} : std::vector<Nimber>{1};
    if (g == 0) return {2, 2};
    if (g == 1) return {2, 3};
    return {g};
  }

  // The misère Nim position that a sum of tame pieces plays as, or nullopt
  // when some piece is wild or its genus is beyond the limits.
  std::optional<MisereNim> as_misere_nim(const PieceMultiset& position,
                                         std::vector<Nimber>* nim_heaps = nullptr) {
    MisereNim nim;
    for (PieceId piece : position) {
      const std::optional<std::vector<Nimber>>& heaps = equivalent(piece);
      if (!heaps) return std::nullopt;
      for (Nimber heap : *heaps) nim.add(heap);
      if (nim_heaps) nim_heaps->insert(nim_heaps->end(), heaps->begin(), heaps->end());
    }
    return nim;
  }

  PieceMultiset position_after(const Sum& sum, const Move& move) {
    PieceMultiset position;
    for (std::size_t c = 0; c < sum.components().size(); ++c) {
      const PieceMultiset& part = c == move.component
                                      ? pieces.pieces_of(sum.components()[c]->after(move))
                                      : component_pieces[c];
      position = join_pieces(position, part);
    }
    return position;
  }

  PieceMultiset whole_position() const {
    PieceMultiset position;
    for (const PieceMultiset& part : component_pieces) position = join_pieces(position, part);
    return position;
  }
};

namespace {

bool only_nim(const Sum& sum) {
  return std::all_of(sum.components().begin(), sum.components().end(), [](const ComponentPtr& c) {
    return dynamic_cast<const Nim*>(c.get()) != nullptr;
  });
}

// Heaps up to this size go to genus and search first (a wild heap's genus
// search stays within a few thousand sums there).
constexpr std::uint64_t kSmallHeap = 24;

// Quotients already computed, shared by every analysis of the process: a
// game's quotient is the same whoever asks, and once its period is proven
// it answers every heap. Each entry is immutable once published.
std::shared_ptr<const MisereQuotient> quotient_covering(const TakeAndBreakRule& rule,
                                                        std::uint64_t heap,
                                                        const MisereQuotient::Limits& limits) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const MisereQuotient>> known;
  // The heap at which a game's quotient went beyond the limits (the same
  // limits give the same failure): not tried again at or beyond it.
  static std::map<std::string, std::uint64_t> beyond;
  const std::string key = fmt::format("{} {} {}", rule.code(), limits.max_memory, limits.max_work);
  {
    const std::lock_guard<std::mutex> lock(mutex);
    if (auto found = known.find(rule.code()); found != known.end() && found->second->covers(heap))
      return found->second;
    if (auto failed = beyond.find(key); failed != beyond.end() && heap >= failed->second)
      return nullptr;
  }
  auto made = std::make_shared<MisereQuotient>(rule, limits);
  try {
    made->extend_to_cover(heap);
  } catch (const TimeLimitError&) {
    throw;  // out of time, not beyond the limits: nothing to remember
  } catch (const Error&) {
    // Beyond the limits, or no candidate found: not this way.
    const std::lock_guard<std::mutex> lock(mutex);
    if (beyond.size() > 64) beyond.clear();
    beyond[key] = made->heaps_computed();
    return nullptr;
  }
  const std::lock_guard<std::mutex> lock(mutex);
  std::shared_ptr<const MisereQuotient>& entry = known[rule.code()];
  if (!entry || entry->heaps_computed() < made->heaps_computed()) entry = made;
  // A bound for long-running servers: at most 64 games, and their tables
  // (4 bytes times the square of the order) at most 64 MiB in all, so that
  // requests for many different games cannot fill the memory a request's
  // account no longer sees.
  std::uint64_t table_bytes = 0;
  for (const auto& [code, quotient] : known)
    table_bytes += std::uint64_t{4} * quotient->order() * quotient->order();
  if (known.size() > 64 || table_bytes > (std::uint64_t{64} << 20)) known.clear();
  return made;
}

MisereNim misere_nim_of(const Sum& sum) {
  MisereNim nim;
  for (const ComponentPtr& component : sum.components()) {
    for (std::uint64_t heap : static_cast<const Nim&>(*component).heaps()) nim.add(heap);
  }
  return nim;
}

}  // namespace

std::uint64_t largest_heap(const Sum& sum) {
  std::uint64_t largest = 0;
  for (const ComponentPtr& component : sum.components()) {
    if (const auto* heaps = dynamic_cast<const HeapGame*>(component.get())) {
      for (std::uint64_t heap : heaps->heaps()) largest = std::max(largest, heap);
    }
  }
  return largest;
}

void check_quotient_decides(const MisereQuotient& quotient, const Sum& sum,
                            const std::string& source) {
  const TakeAndBreakRule* rule = one_heap_rule(sum);
  if (rule == nullptr || rule->code() != quotient.rule().code()) {
    throw RuleError(format_translated("{} decides sums of the heaps of {}, and {} is not one",
                                      source, quotient.rule().code(), sum.abbreviated(8)));
  }
  const std::uint64_t largest = largest_heap(sum);
  if (!quotient.covers(largest)) {
    throw RuleError(
        format_translated("{} is computed for the heaps up to {}, and this sum has a heap of {}",
                          source, quotient.heaps_computed() - 1, largest));
  }
}

const TakeAndBreakRule* one_heap_rule(const Sum& sum) {
  const TakeAndBreakRule* rule = nullptr;
  for (const ComponentPtr& component : sum.components()) {
    const auto* heaps = dynamic_cast<const TakeAndBreakGame*>(component.get());
    if (heaps == nullptr) return nullptr;
    if (rule != nullptr && rule->code() != heaps->rule().code()) return nullptr;
    rule = &heaps->rule();
  }
  return rule;
}

MisereAnalysis::MisereAnalysis(Sum sum) : MisereAnalysis(std::move(sum), Options{}) {}

MisereAnalysis::MisereAnalysis(Sum sum, Options options) : sum_(std::move(sum)) {
  for (const ComponentPtr& component : sum_.components()) {
    if (component->can_repeat()) {
      throw RuleError(
          fmt::format("misère play is not defined here for {}: its positions can repeat",
                      component->abbreviated(8)));
    }
  }
  if (only_nim(sum_)) {
    method_ = MisereMethod::nim_rule;
    nim_ = misere_nim_of(sum_);
    value_ = nim_.misere_value();
    outcome_ = *value_ == 0 ? Outcome::previous_player_wins : Outcome::next_player_wins;
    finished_ = nim_.heaps_of_one() == 0 && nim_.heaps_of_two_or_more() == 0;
    return;
  }
  search_ = std::make_unique<Search>(options);
  for (const ComponentPtr& component : sum_.components()) {
    search_->component_pieces.push_back(search_->pieces.pieces_of(component));
  }
  const PieceMultiset whole = search_->whole_position();
  finished_ = whole.empty();
  const TakeAndBreakRule* heap_rule = one_heap_rule(sum_);
  const bool decomposable =
      options.use_decomposition && heap_rule != nullptr && MisereDecomposition::covers(*heap_rule);
  const TakeAndBreakRule* quotient_rule =
      options.use_quotient && !decomposable ? heap_rule : nullptr;
  // Genus and search give G⁻ itself, and are quick while the heaps are
  // small; beyond that the decomposition or the quotient answers first when
  // one applies.
  const bool theory_next = decomposable || quotient_rule != nullptr;
  if (!theory_next || largest_heap(sum_) <= kSmallHeap) {
    if (decide_by_genus_or_search(options, whole, theory_next)) return;
  }
  if (decomposable) {
    decide_by_decomposition(*heap_rule);
    return;
  }
  if (quotient_rule != nullptr && try_quotient(*quotient_rule, options)) return;
  method_ = MisereMethod::search;
  try {
    value_ = search_->sum_search.misere_value(whole);
  } catch (const LimitError& error) {
    throw LimitError(format_translated("{} is too large to search under misère play: {}",
                                       sum_.abbreviated(8), error.what()));
  }
  outcome_ = *value_ == 0 ? Outcome::previous_player_wins : Outcome::next_player_wins;
}

bool MisereAnalysis::decide_by_genus_or_search(const Options& options, const PieceMultiset& whole,
                                               bool quotient_next) {
  try {
    if (options.use_tame_genus) {
      if (const std::optional<MisereNim> nim = search_->as_misere_nim(whole, &tame_heaps_)) {
        method_ = MisereMethod::tame_genus;
        nim_ = *nim;
        value_ = nim_.misere_value();
        outcome_ = *value_ == 0 ? Outcome::previous_player_wins : Outcome::next_player_wins;
        return true;
      }
    }
  } catch (const LimitError&) {
    // A genus beyond the limits: the search over the sum decides.
  }
  tame_heaps_.clear();
  if (!quotient_next) return false;
  // A small search, before the quotient is computed; the full search that
  // may come after it keeps what it found.
  search_->sum_search.set_max_positions(std::min(options.small_search, options.max_positions));
  try {
    value_ = search_->sum_search.misere_value(whole);
  } catch (const LimitError&) {
    search_->sum_search.set_max_positions(options.max_positions);
    return false;
  }
  search_->sum_search.set_max_positions(options.max_positions);
  method_ = MisereMethod::search;
  outcome_ = *value_ == 0 ? Outcome::previous_player_wins : Outcome::next_player_wins;
  return true;
}

bool MisereAnalysis::try_quotient(const TakeAndBreakRule& rule, const Options& options) {
  // Winning splits into two come in runs by the period (winning_moves), but
  // those into three are tried one by one: past max_piece_moves the
  // search's clear refusal follows instead.
  const std::uint64_t largest = largest_heap(sum_);
  if (rule.splits_into_three() && largest > options.max_piece_moves) return false;
  if (options.quotient && options.quotient->rule().code() == rule.code() &&
      options.quotient->covers(largest)) {
    quotient_ = options.quotient;
  } else {
    MisereQuotient::Limits limits;
    limits.max_memory = options.quotient_memory;
    limits.max_work = options.quotient_work;
    quotient_ = quotient_covering(rule, largest, limits);
  }
  if (!quotient_) return false;
  method_ = MisereMethod::quotient;
  sum_element_ = BipartiteMonoid::kIdentity;
  for (const ComponentPtr& component : sum_.components()) {
    std::vector<why::QuotientDecision::Heap> heaps;
    for (std::uint64_t heap : static_cast<const HeapGame&>(*component).heaps()) {
      heaps.push_back({heap, quotient_->pretending(heap)});
      sum_element_ = quotient_->monoid().product(sum_element_, heaps.back().element);
    }
    quotient_heaps_.push_back(std::move(heaps));
  }
  outcome_ = quotient_->in_p_portion(sum_element_) ? Outcome::previous_player_wins
                                                   : Outcome::next_player_wins;
  return true;
}

void MisereAnalysis::decide_by_decomposition(const TakeAndBreakRule& rule) {
  std::vector<std::vector<std::uint64_t>> heaps;
  for (const ComponentPtr& component : sum_.components())
    heaps.push_back(static_cast<const HeapGame&>(*component).heaps());
  decomposition_ = std::make_unique<MisereDecomposition>(rule, std::move(heaps));
  method_ = MisereMethod::decomposition;
  value_.reset();
  outcome_ = decomposition_->lost() ? Outcome::previous_player_wins : Outcome::next_player_wins;
}

MisereAnalysis::~MisereAnalysis() = default;
MisereAnalysis::MisereAnalysis(MisereAnalysis&&) noexcept = default;
MisereAnalysis& MisereAnalysis::operator=(MisereAnalysis&&) noexcept = default;

std::size_t MisereAnalysis::positions_searched() const noexcept {
  if (!search_) return 0;
  return search_->genus_search.positions_known() + search_->sum_search.positions_known();
}

std::optional<Nimber> MisereAnalysis::misere_value_after(const Move& move) const {
  if (method_ == MisereMethod::nim_rule) {
    MisereNim nim = nim_;
    nim.remove(
        static_cast<const Nim&>(*sum_.components().at(move.component)).heaps().at(move.heap));
    nim.add(move.result.empty() ? 0 : move.result.front());
    return nim.misere_value();
  }
  if (method_ == MisereMethod::quotient || method_ == MisereMethod::decomposition)
    return std::nullopt;
  const PieceMultiset position = search_->position_after(sum_, move);
  if (method_ == MisereMethod::tame_genus) {
    // Followers of tame pieces are tame: every piece here has its genus.
    return search_->as_misere_nim(position)->misere_value();
  }
  return search_->sum_search.misere_value(position);
}

MisereQuotient::Element MisereAnalysis::element_after(const Move& move) const {
  const BipartiteMonoid& monoid = quotient_->monoid();
  MisereQuotient::Element element = BipartiteMonoid::kIdentity;
  for (std::size_t c = 0; c < quotient_heaps_.size(); ++c) {
    for (std::size_t h = 0; h < quotient_heaps_[c].size(); ++h) {
      if (c != move.component || h != move.heap)
        element = monoid.product(element, quotient_heaps_[c][h].element);
    }
  }
  for (std::uint64_t part : move.result)
    element = monoid.product(element, quotient_->pretending(part));
  return element;
}

bool MisereAnalysis::move_wins(const Move& move) const {
  if (method_ == MisereMethod::decomposition) return decomposition_->move_wins(move);
  if (method_ == MisereMethod::quotient) return quotient_->in_p_portion(element_after(move));
  return misere_value_after(move) == Nimber{0};
}

void MisereAnalysis::winning_moves(const MoveVisitor& visit) const {
  if (outcome_ == Outcome::previous_player_wins || finished_) return;
  if (method_ == MisereMethod::quotient) {
    quotient_winning_moves(visit);
    return;
  }
  if (method_ == MisereMethod::decomposition) {
    decomposition_->winning_moves(visit);
    return;
  }
  if (method_ == MisereMethod::nim_rule) {
    for (std::size_t c = 0; c < sum_.components().size(); ++c) {
      const auto& heaps = static_cast<const Nim&>(*sum_.components()[c]).heaps();
      for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (const std::optional<std::uint64_t> target = nim_.winning_target(heaps[i])) {
          if (!visit(Move{c, i, heaps[i] - *target, {*target}})) return;
        }
      }
    }
    return;
  }
  for (std::size_t c = 0; c < sum_.components().size(); ++c) {
    // In a tame sum a Nim heap plays as itself in the misère Nim position
    // nim_: its one winning move, if any, is the misère Nim rule's, found
    // without trying each of its moves (a heap of 10^17 has that many).
    const auto* nim = dynamic_cast<const Nim*>(sum_.components()[c].get());
    if (method_ == MisereMethod::tame_genus && nim != nullptr) {
      const auto& heaps = nim->heaps();
      for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (const std::optional<std::uint64_t> target = nim_.winning_target(heaps[i])) {
          if (!visit(Move{c, i, heaps[i] - *target, {*target}})) return;
        }
      }
      continue;
    }
    bool go_on = true;
    sum_.components()[c]->all_moves([&](const Move& move) {
      Move in_sum = move;
      in_sum.component = c;
      if (misere_value_after(in_sum) == Nimber{0}) go_on = visit(in_sum);
      return go_on;
    });
    if (!go_on) return;
  }
}

void MisereAnalysis::quotient_move_runs(const QuotientRunVisitor& visit) const {
  // The product of every heap but one, for each heap: products before it
  // and after it, so that a sum of many heaps costs linear time.
  const BipartiteMonoid& monoid = quotient_->monoid();
  std::vector<MisereQuotient::Element> flat;
  for (const auto& heaps : quotient_heaps_)
    for (const why::QuotientDecision::Heap& heap : heaps) flat.push_back(heap.element);
  std::vector<MisereQuotient::Element> after(flat.size() + 1, BipartiteMonoid::kIdentity);
  for (std::size_t i = flat.size(); i-- > 0;) after[i] = monoid.product(flat[i], after[i + 1]);
  MisereQuotient::Element before = BipartiteMonoid::kIdentity;
  std::size_t index = 0;
  for (std::size_t c = 0; c < quotient_heaps_.size(); ++c) {
    for (std::size_t h = 0; h < quotient_heaps_[c].size(); ++h, ++index) {
      const MisereQuotient::Element others = monoid.product(before, after[index + 1]);
      before = monoid.product(before, flat[index]);
      for (const MisereQuotient::MoveRun& run :
           quotient_->winning_moves(quotient_heaps_[c][h].tokens, others))
        if (!visit(c, h, run)) return;
    }
  }
}

void MisereAnalysis::quotient_winning_moves(const MoveVisitor& visit) const {
  quotient_move_runs([&](std::size_t c, std::size_t h, const MisereQuotient::MoveRun& run) {
    return run.visit([&](std::uint64_t taken, const std::vector<std::uint64_t>& parts) {
      return visit(Move{c, h, taken, parts});
    });
  });
}

std::string_view MisereAnalysis::method() const noexcept {
  switch (method_) {
    case MisereMethod::nim_rule:
      return "nim_rule";
    case MisereMethod::tame_genus:
      return "tame_genus";
    case MisereMethod::quotient:
      return "quotient";
    case MisereMethod::decomposition:
      return "decomposition";
    case MisereMethod::search:
      break;
  }
  return "search";
}

Explanation MisereAnalysis::explanation() const {
  if (method_ == MisereMethod::nim_rule) return why::MisereNimRule{*this, nim_};
  if (method_ == MisereMethod::tame_genus) return why::TameGenus{*this, tame_heaps_, nim_};
  if (method_ == MisereMethod::quotient)
    return why::QuotientDecision{*this, *quotient_, quotient_heaps_, sum_element_};
  if (method_ == MisereMethod::decomposition)
    return why::DecompositionDecision{*this, *decomposition_};
  return why::MisereSearch{*this, positions_searched()};
}

std::uint64_t MisereAnalysis::count_winning_moves() const {
  if (method_ == MisereMethod::decomposition) return decomposition_->count_winning_moves();
  if (method_ == MisereMethod::quotient) {
    if (outcome_ == Outcome::previous_player_wins || finished_) return 0;
    std::uint64_t count = 0;
    quotient_move_runs([&](std::size_t, std::size_t, const MisereQuotient::MoveRun& run) {
      count = saturating_add(count, run.count());
      return true;
    });
    return count;
  }
  std::uint64_t count = 0;
  winning_moves([&](const Move&) {
    ++count;
    return true;
  });
  return count;
}

std::optional<Move> MisereAnalysis::best_winning_move() const {
  std::optional<Move> best;
  winning_moves([&](const Move& move) {
    best = move;
    return false;
  });
  return best;
}

}  // namespace grundy
