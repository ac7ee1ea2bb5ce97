#include "grundy/analysis.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <optional>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

Analysis::Analysis(Sum sum) : sum_(std::move(sum)) {
  const auto& components = sum_.components();
  can_repeat_ = std::any_of(components.begin(), components.end(),
                            [](const ComponentPtr& component) { return component->can_repeat(); });
  if (can_repeat_) {
    // Smith (1966): the value of a sum is the sum of the generalized values;
    // while all are finite it is their XOR, and everything below (winning
    // moves, the pairing table) works as for any other game.
    values_.reserve(components.size());
    generalized_values_.reserve(components.size());
    for (const ComponentPtr& component : components) {
      generalized_values_.push_back(component->generalized_value());
      values_.push_back(generalized_values_.back().value());
      generalized_ = generalized_sum(generalized_, generalized_values_.back());
    }
    outcome_ = generalized_.outcome();
    total_ = generalized_.value();
    lost_ = outcome_ == Outcome::previous_player_wins;
    return;
  }
  if (components.size() == 1) {
    try {
      values_.push_back(components[0]->grundy_value());
    } catch (const LimitError& error) {
      unknown_value_reason_ = error.what();
      lost_ = components[0]->is_loss();
      outcome_ = lost_ ? Outcome::previous_player_wins : Outcome::next_player_wins;
      return;
    }
  } else {
    values_.reserve(components.size());
    for (const ComponentPtr& component : components) values_.push_back(component->grundy_value());
  }
  for (Nimber value : values_) total_ ^= value;
  lost_ = total_ == 0;
  outcome_ = lost_ ? Outcome::previous_player_wins : Outcome::next_player_wins;
  generalized_ = GeneralizedValue::finite(total_);
  for (Nimber value : values_) generalized_values_.push_back(GeneralizedValue::finite(value));
}

Nimber Analysis::grundy_value() const {
  if (value_infinite()) {
    throw RuleError(
        format_translated("the position has no finite Grundy value: its generalized value is {}",
                          generalized_.text()));
  }
  if (!value_known()) throw LimitError(unknown_value_reason_);
  return total_;
}

namespace {

// The one component whose value is infinite, when exactly one is, and the
// XOR of the others' values.
struct LoneInfinity {
  std::size_t component = 0;
  Nimber rest = 0;
};

std::optional<LoneInfinity> lone_infinity(const std::vector<GeneralizedValue>& values) {
  std::optional<LoneInfinity> found;
  Nimber rest = 0;
  for (std::size_t c = 0; c < values.size(); ++c) {
    if (values[c].is_finite()) {
      rest ^= values[c].value();
    } else if (found) {
      return std::nullopt;
    } else {
      found = LoneInfinity{c, 0};
    }
  }
  if (found) found->rest = rest;
  return found;
}

}  // namespace

void Analysis::winning_moves(const MoveVisitor& visit) const {
  if (lost_ || outcome_ == Outcome::draw) return;  // no move leaves a lost position
  if (value_infinite()) {
    // N with an infinite value: exactly one component is ∞(K), with the XOR
    // b of the others in K; the winning moves take it to a finite b.
    const std::optional<LoneInfinity> loopy = lone_infinity(generalized_values_);
    if (!loopy) return;
    sum_.components()[loopy->component]->moves_to_value(0, loopy->rest, [&](const Move& move) {
      Move located = move;
      located.component = loopy->component;
      return visit(located);
    });
    return;
  }
  if (!value_known()) {
    sum_.components()[0]->moves_to_loss(visit);  // a lone component: component index 0
    return;
  }
  bool go_on = true;
  for (std::size_t c = 0; c < values_.size() && go_on; ++c) {
    sum_.components()[c]->moves_to_value(values_[c], values_[c] ^ total_, [&](const Move& move) {
      Move located = move;
      located.component = c;
      go_on = visit(located);
      return go_on;
    });
  }
}

std::optional<Nimber> Analysis::value() const {
  if (!value_known()) return std::nullopt;
  return total_;
}

std::string_view Analysis::method() const noexcept {
  if (can_repeat_) return "generalized";
  if (!unknown_value_reason_.empty()) return "rule";
  return "nim_sum";
}

Explanation Analysis::explanation() const {
  if (value_infinite()) return why::Loopy{*this};
  if (value_known()) return why::SpragueGrundy{*this};
  return why::GameRule{*this};
}

bool Analysis::move_wins(const Move& move) const {
  return Analysis(sum_.after(move)).outcome() == Outcome::previous_player_wins;
}

bool Analysis::finished() const {
  for (const ComponentPtr& component : sum_.components()) {
    bool any = false;
    component->all_moves([&](const Move&) {
      any = true;
      return false;
    });
    if (any) return false;
  }
  return true;
}

std::uint64_t Analysis::count_winning_moves() const {
  if (lost_ || outcome_ == Outcome::draw) return 0;
  if (!value_known()) {
    std::uint64_t count = 0;
    winning_moves([&](const Move&) {
      ++count;
      return true;
    });
    return count;
  }
  std::uint64_t count = 0;
  for (std::size_t c = 0; c < values_.size(); ++c) {
    count = saturating_add(
        count, sum_.components()[c]->count_moves_to_value(values_[c], values_[c] ^ total_));
  }
  return count;
}

PairingTable Analysis::pairing_table(std::size_t max_rows) const {
  PairingTable table;
  if (!value_known()) return table;  // no values to show
  table.total = total_;
  const auto& components = sum_.components();
  for (std::size_t c = 0; c < components.size(); ++c) {
    const std::size_t room = max_rows - std::min(max_rows, table.rows.size());
    std::vector<ValueRow> rows = components[c]->value_rows(room);
    const std::size_t count = components[c]->value_row_count();
    table.hidden_rows += count - rows.size();
    for (std::size_t r = 0; r < rows.size(); ++r) {
      ValueRow& row = rows[r];
      if (components.size() > 1) row.label = format_translated("game {}, {}", c + 1, row.label);
      // A row of a component that does not fall apart into rows (the gaps of
      // a staircase) stands for no game alone: "" rather than the whole
      // component again on every row (10,000 monks made 300 MB of rows).
      const ComponentPtr alone = count > 1 ? components[c]->row_alone(r) : nullptr;
      table.parts.push_back(alone       ? alone->canonical()
                            : count > 1 ? std::string()
                                        : components[c]->canonical());
      // A smaller value is one of the row's options (the mex); a larger one
      // may be, and is looked for among the moves of the row's game alone.
      const Nimber target = row.value ^ total_;
      bool wins = total_ != 0 && target < row.value;
      if (total_ != 0 && target > row.value && (alone || count == 1)) {
        const Component& game = alone ? *alone : *components[c];
        game.moves_to_value(row.value, target, [&](const Move&) {
          wins = true;
          return false;
        });
      }
      table.wins.push_back(wins);
      table.rows.push_back(std::move(row));
    }
  }
  Nimber widest = total_;
  for (const ValueRow& row : table.rows) widest = std::max(widest, row.value);
  table.width = std::max(1, static_cast<int>(std::bit_width(widest)));
  return table;
}

void Analysis::drawing_moves(const MoveVisitor& visit) const {
  if (outcome_ != Outcome::draw) return;
  const auto& components = sum_.components();
  // rest[c]: the sum of every component but c, from prefix and suffix sums.
  std::vector<GeneralizedValue> suffix(components.size() + 1, GeneralizedValue::finite(0));
  for (std::size_t c = components.size(); c-- > 0;)
    suffix[c] = generalized_sum(generalized_values_[c], suffix[c + 1]);
  GeneralizedValue prefix = GeneralizedValue::finite(0);
  std::uint64_t examined = 0;
  bool go_on = true;
  for (std::size_t c = 0; c < components.size() && go_on; ++c) {
    const GeneralizedValue rest = generalized_sum(prefix, suffix[c + 1]);
    components[c]->all_moves([&](const Move& move) {
      if (examined++ >= kMaxMovesExamined) return go_on = false;
      const GeneralizedValue after =
          generalized_sum(rest, components[c]->after(move)->generalized_value());
      if (after.outcome() != Outcome::draw) return true;
      Move located = move;
      located.component = c;
      go_on = visit(located);
      return go_on;
    });
    prefix = generalized_sum(prefix, generalized_values_[c]);
  }
}

Analysis::MoveCount Analysis::count_drawing_moves() const {
  MoveCount count;
  if (outcome_ != Outcome::draw) return count;
  std::uint64_t examined_moves = 0;
  for (const ComponentPtr& component : sum_.components()) {
    component->all_moves([&](const Move&) { return ++examined_moves <= kMaxMovesExamined; });
  }
  count.every_move_examined = examined_moves <= kMaxMovesExamined;
  drawing_moves([&](const Move&) {
    ++count.count;
    return true;
  });
  return count;
}

std::optional<Move> Analysis::best_winning_move() const {
  std::optional<Move> best;
  if (!can_repeat_) {
    winning_moves([&](const Move& move) {
      best = move;
      return false;
    });
    return best;
  }
  const auto& components = sum_.components();
  Progress total;
  for (const ComponentPtr& component : components) {
    const Progress part = component->progress();
    total.values = saturating_add(total.values, part.values);
    total.counters = saturating_add(total.counters, part.counters);
  }
  Progress least;
  std::uint64_t examined = 0;
  winning_moves([&](const Move& move) {
    const Component& component = *components[move.component];
    const Progress before = component.progress();
    const Progress after = component.after(move)->progress();
    // The total changes in one component only (no overflow: values and
    // counters of a graph's vertices are far below 2^64 / tokens).
    const Progress left{total.values - before.values + after.values,
                        total.counters - before.counters + after.counters};
    if (!best || left < least) {
      best = move;
      least = left;
    }
    return ++examined < kMaxMovesExamined;
  });
  return best;
}

}  // namespace grundy
