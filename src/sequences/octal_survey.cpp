#include "grundy/octal_survey.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <utility>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

SurveyBudget SurveyBudget::for_digits(std::size_t digits) {
  SurveyBudget budget;
  if (digits <= 2) {
    budget.max_values = std::uint64_t{1} << 20;
    budget.per_game = std::chrono::seconds(1);
  }
  return budget;
}

const char* stop_name(GameSurvey::Stop stop) noexcept {
  switch (stop) {
    case GameSurvey::Stop::proven:
      return "proven";
    case GameSurvey::Stop::values:
      return "values";
    case GameSurvey::Stop::time:
      return "time";
    case GameSurvey::Stop::limit:
      return "limit";
  }
  return "values";
}

std::uint16_t GameSurvey::value_at(std::uint64_t n) const {
  if (!proof || n < kept.size()) return kept.at(n);
  const Period& period = proof->period;
  return kept[period.preperiod + (n - period.preperiod) % period.length];
}

std::uint64_t fingerprint_step(std::uint64_t hash, std::uint16_t value) noexcept {
  // FNV-1a over the value's two bytes.
  constexpr std::uint64_t kPrime = 0x100000001b3ULL;
  hash = (hash ^ (value & 0xFFU)) * kPrime;
  return (hash ^ (value >> 8U)) * kPrime;
}

namespace {

// Largest value, rare positions, first nonzero heap, kept values and
// fingerprints: one walk over the values computed.
template <typename Value>
void classify(GameSurvey& game, std::span<const Value> values, const GrundySequence& sequence) {
  const std::uint64_t computed = values.size();
  const SparseSpace& space = sequence.space();
  const bool sparse = sequence.uses_sparse_space() && space.mask != 0;
  RareStatistics rare{space.mask, space.domain, 0, std::nullopt};
  const auto rare_at = [&](std::uint64_t n, std::uint16_t value) {
    const int parity = (std::popcount(static_cast<unsigned>(value & space.mask)) & 1) ^
                       (space.domain ? static_cast<int>(n & 1U) : 0);
    return parity == space.rare_class;
  };
  std::uint64_t hash = kFingerprintSeed;
  std::uint64_t next_fingerprint = GameSurvey::kKeptValues;
  for (std::uint64_t n = 0; n < computed; ++n) {
    const std::uint16_t value = values[n];
    if (value > game.largest_value) {
      game.largest_value = value;
      game.largest_at = n;
    }
    if (sparse && rare_at(n, value)) {
      ++rare.count;
      rare.last = n;
    }
    if (!game.first_nonzero && value != 0) game.first_nonzero = n;
    if (game.first_nonzero && !game.proof) {
      hash = fingerprint_step(hash, value);
      const std::uint64_t aligned = n + 1 - *game.first_nonzero;
      if (aligned == next_fingerprint) {
        game.fingerprints.emplace_back(aligned, hash);
        next_fingerprint *= 2;
      }
    }
  }
  if (sparse) {
    // A solved game's rare positions are all known when its period holds
    // none; otherwise they recur for ever and no count is given.
    bool final_count = true;
    if (game.proof) {
      const Period& period = game.proof->period;
      for (std::uint64_t n = period.preperiod; n < period.preperiod + period.length; ++n) {
        if (rare_at(n, values[n])) final_count = false;
      }
    }
    // The mask's bits above every value so far decide nothing: the tables
    // give it without them (0.16's fffe is written 1e).
    rare.mask &= static_cast<std::uint16_t>((1U << std::bit_width(game.largest_value)) - 1U);
    if (final_count) game.rare = rare;
  }
  const std::uint64_t keep = game.proof ? game.proof->period.preperiod + game.proof->period.length
                                        : std::min(computed, GameSurvey::kKeptValues);
  game.kept.assign(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(keep));
}

// Whether a and b agree aligned at their first nonzero values, and how far
// that was checked (0 for proven).
struct Agreement {
  bool equal = false;
  bool proven = false;
  std::uint64_t compared = 0;
};

// The fingerprint of b's aligned values G(f) .. G(f + length - 1), b solved.
std::uint64_t solved_fingerprint(const GameSurvey& game, std::uint64_t length) {
  std::uint64_t hash = kFingerprintSeed;
  for (std::uint64_t m = 0; m < length; ++m)
    hash = fingerprint_step(hash, game.value_at(*game.first_nonzero + m));
  return hash;
}

Agreement compare(const GameSurvey& a, const GameSurvey& b) {
  if (!a.first_nonzero || !b.first_nonzero) {
    // All zero as far as computed: the same when both are.
    if (a.first_nonzero || b.first_nonzero) return {};
    return {true, a.solved() && b.solved(), std::min(a.computed, b.computed)};
  }
  const std::uint64_t fa = *a.first_nonzero;
  const std::uint64_t fb = *b.first_nonzero;
  if (a.solved() && b.solved()) {
    const Period& pa = a.proof->period;
    const Period& pb = b.proof->period;
    if (pa.length != pb.length) return {};
    // Aligned, both are periodic from max(preperiods) with this period:
    // equal there and through one period, equal for ever.
    const std::uint64_t start = std::max(pa.preperiod > fa ? pa.preperiod - fa : 0,
                                         pb.preperiod > fb ? pb.preperiod - fb : 0);
    for (std::uint64_t m = 0; m < start + pa.length; ++m) {
      if (a.value_at(fa + m) != b.value_at(fb + m)) return {};
    }
    return {true, true, 0};
  }
  // The exact values both have (an open game keeps its first ones), then
  // the fingerprints of the longest prefix both have.
  const auto exact = [](const GameSurvey& game) {
    if (game.solved()) return UINT64_MAX;
    return game.kept.size() > *game.first_nonzero ? game.kept.size() - *game.first_nonzero : 0;
  };
  const std::uint64_t both = std::min(exact(a), exact(b));
  for (std::uint64_t m = 0; m < both; ++m) {
    if (a.value_at(fa + m) != b.value_at(fb + m)) return {};
  }
  std::uint64_t compared = both;
  const GameSurvey& open = a.solved() ? b : a;
  const GameSurvey& other = a.solved() ? a : b;
  for (auto it = open.fingerprints.rbegin(); it != open.fingerprints.rend(); ++it) {
    const auto [length, hash] = *it;
    std::optional<std::uint64_t> theirs;
    if (other.solved()) {
      theirs = solved_fingerprint(other, length);
    } else {
      for (const auto& [l, h] : other.fingerprints) {
        if (l == length) theirs = h;
      }
    }
    if (!theirs) continue;
    if (*theirs != hash) return {};
    compared = std::max(compared, length);
    break;
  }
  return {true, false, compared};
}

}  // namespace

GameSurvey survey_game(const std::string& code, const SurveyBudget& budget,
                       std::function<bool()> second_thread_allowed) {
  const auto start = std::chrono::steady_clock::now();
  GameSurvey game;
  game.game = code;
  game.budget = budget;
  const TakeAndBreakRule rule = TakeAndBreakRule::octal(code);
  // One thread until the survey allows a second (the gate).
  GrundySequence sequence(rule, GrundySequence::Method::automatic,
                          second_thread_allowed ? 0 : 1);
  if (second_thread_allowed) sequence.set_second_thread_gate(std::move(second_thread_allowed));
  try {
    const ScopedDeadline deadline(budget.per_game);
    // A proof is looked for at every power of two and, here, at steps of a
    // quarter between them: 0.354's needs 20.1 million values, not 2^25.
    for (std::uint64_t length = 4096; !game.proof; length += length / 4) {
      game.proof = sequence.extend_until_proven(std::min(length, budget.max_values));
      if (length >= budget.max_values) break;
    }
    game.stopped_by = game.proof ? GameSurvey::Stop::proven : GameSurvey::Stop::values;
  } catch (const TimeLimitError&) {
    game.stopped_by = GameSurvey::Stop::time;
  } catch (const LimitError&) {
    game.stopped_by = GameSurvey::Stop::limit;
  }
  // The values reached may prove what the powers of two did not.
  if (!game.proof) {
    game.proof = sequence.prove_now();
    if (game.proof) game.stopped_by = GameSurvey::Stop::proven;
  }
  game.computed = sequence.size();
  sequence.values().visit([&](auto values) { classify(game, values, sequence); });
  game.time = std::chrono::steady_clock::now() - start;
  return game;
}

void find_equivalences(std::vector<GameSurvey>& games) {
  for (GameSurvey& game : games) game.same_as.reset();
  // Candidates share their first aligned values; each is compared with the
  // first game of each class in its bucket.
  constexpr std::uint64_t kKey = 64;
  std::map<std::vector<std::uint16_t>, std::vector<std::vector<std::size_t>>> buckets;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const GameSurvey& game = games[i];
    std::vector<std::uint16_t> key;
    if (game.first_nonzero) {
      const std::uint64_t f = *game.first_nonzero;
      const std::uint64_t available =
          game.solved() ? kKey : (game.kept.size() > f ? game.kept.size() - f : 0);
      for (std::uint64_t m = 0; m < std::min(kKey, available); ++m)
        key.push_back(game.value_at(f + m));
    }
    auto& bucket = buckets[key];
    bool placed = false;
    for (auto& members : bucket) {
      if (compare(games[members.front()], game).equal) {
        members.push_back(i);
        placed = true;
        break;
      }
    }
    if (!placed) bucket.push_back({i});
  }
  for (auto& [key, bucket] : buckets) {
    for (const auto& members : bucket) {
      if (members.size() < 2) continue;
      // Named by the latest first nonzero value, then the survey's order.
      std::size_t name = members.front();
      for (std::size_t i : members) {
        const auto f = games[i].first_nonzero.value_or(0);
        if (f > games[name].first_nonzero.value_or(0)) name = i;
      }
      for (std::size_t i : members) {
        if (i == name) continue;
        const Agreement agreement = compare(games[i], games[name]);
        if (!agreement.equal) continue;  // equal to the first, not to this one
        SameSequence same;
        same.game = games[name].game;
        same.offset =
            games[name].first_nonzero.value_or(0) - games[i].first_nonzero.value_or(0);
        same.proven = agreement.proven;
        same.compared = agreement.compared;
        games[i].same_as = same;
      }
    }
  }
}

}  // namespace grundy
