#include "grundy/analysis.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"

namespace grundy {

Analysis::Analysis(Sum sum) : sum_(std::move(sum)) {
  const auto& components = sum_.components();
  if (components.size() == 1) {
    try {
      values_.push_back(components[0]->grundy_value());
    } catch (const LimitError& error) {
      unknown_value_reason_ = error.what();
      lost_ = components[0]->is_loss();
      return;
    }
  } else {
    values_.reserve(components.size());
    for (const ComponentPtr& component : components) values_.push_back(component->grundy_value());
  }
  for (Nimber value : values_) total_ ^= value;
  lost_ = total_ == 0;
}

Nimber Analysis::grundy_value() const {
  if (!value_known()) throw LimitError(unknown_value_reason_);
  return total_;
}

void Analysis::winning_moves(const MoveVisitor& visit) const {
  if (lost_) return;  // every move leaves a won position
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

std::vector<Move> Analysis::winning_moves() const {
  std::vector<Move> moves;
  winning_moves([&](const Move& move) {
    moves.push_back(move);
    return true;
  });
  return moves;
}

std::uint64_t Analysis::count_winning_moves() const {
  if (lost_) return 0;
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
    count = saturating_add(count, sum_.components()[c]->count_moves_to_value(values_[c], values_[c] ^ total_));
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
    table.hidden_rows += components[c]->value_row_count() - rows.size();
    for (ValueRow& row : rows) {
      if (components.size() > 1) row.label = fmt::format("game {}, {}", c + 1, row.label);
      table.rows.push_back(std::move(row));
    }
  }
  Nimber widest = total_;
  for (const ValueRow& row : table.rows) widest = std::max(widest, row.value);
  table.width = std::max(1, static_cast<int>(std::bit_width(widest)));
  return table;
}

}  // namespace grundy
