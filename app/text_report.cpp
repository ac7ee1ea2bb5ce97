#include "text_report.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "grundy/integers.hpp"
#include "json_report.hpp"

namespace grundy::frontend {
namespace {

// A column's place value: 8, or 2^40 when that is easier to read.
std::string place_value(int bit) {
  return bit < 16 ? std::to_string(Nimber{1} << bit) : fmt::format("2^{}", bit);
}

std::string join_places(Nimber columns) {
  if (std::popcount(columns) > 6) {
    return fmt::format("{} columns, the 1s of the nim-sum (highest: {})", std::popcount(columns),
                       place_value(highest_bit(columns)));
  }
  std::vector<std::string> places;
  for (int bit = 63; bit >= 0; --bit) {
    if ((columns >> bit) & 1U) places.push_back(place_value(bit));
  }
  if (places.size() == 1) return "column " + places[0];
  std::string text = "columns ";
  for (std::size_t i = 0; i < places.size(); ++i) {
    if (i > 0) text += i + 1 == places.size() ? " and " : ", ";
    text += places[i];
  }
  return text;
}

// Binary digits as cells. Narrow tables get a header of place values and one
// cell per digit; wide ones group digits by four.
class BinaryLayout {
 public:
  explicit BinaryLayout(int width) : width_(width), cell_(width <= 8 ? place_value(width - 1).size() + 1 : 1) {}

  std::string header() const {
    if (width_ > 8) return {};
    std::string text;
    for (int bit = width_ - 1; bit >= 0; --bit) text += fmt::format("{:>{}}", place_value(bit), cell_);
    return text;
  }
  std::string digits(Nimber value) const {
    return cells([&](int bit) { return ((value >> bit) & 1U) ? '1' : '0'; });
  }
  std::string marks(Nimber odd_columns) const {
    return cells([&](int bit) { return ((odd_columns >> bit) & 1U) ? '^' : ' '; });
  }

 private:
  template <class CharOf>
  std::string cells(CharOf char_of) const {
    std::string text;
    for (int bit = width_ - 1; bit >= 0; --bit) {
      if (width_ > 8) {
        text += char_of(bit);
        if (bit > 0 && bit % 4 == 0) text += ' ';
      } else {
        text += std::string(cell_ - 1, ' ') + char_of(bit);
      }
    }
    return text;
  }

  int width_;
  std::size_t cell_;
};

}  // namespace

void write_pairing_explanation(std::ostream& out, const Analysis& analysis, std::size_t max_rows) {
  const PairingTable table = analysis.pairing_table(max_rows);
  const BinaryLayout layout(table.width);
  const bool show_values = std::any_of(table.rows.begin(), table.rows.end(), [](const ValueRow& row) {
    return row.shown != std::to_string(row.value);
  });
  std::size_t label_width = std::string("nim-sum").size();
  std::size_t shown_width = std::to_string(table.total).size();
  std::size_t value_width = shown_width;
  for (const ValueRow& row : table.rows) {
    label_width = std::max(label_width, row.label.size());
    shown_width = std::max(shown_width, row.shown.size());
    value_width = std::max(value_width, std::to_string(row.value).size());
  }
  auto line = [&](const std::string& label, const std::string& shown, const std::string& value,
                  const std::string& bits) {
    std::string text = fmt::format("  {:<{}}  {:>{}}", label, label_width, shown, shown_width);
    if (show_values) text += fmt::format("  {:>{}}", value, value_width + 2);
    text = fmt::format("{}   {}", text, bits);
    text.erase(text.find_last_not_of(' ') + 1);
    fmt::print(out, "{}\n", text);
  };

  fmt::print(out, "why: keep every count in pairs\n");
  fmt::print(out, "  Each {} in binary, one row each; ^ marks a column with an odd number of 1s.\n",
             show_values ? "Grundy value" : "heap");
  line("", "", show_values ? "value" : "", layout.header());
  for (const ValueRow& row : table.rows) line(row.label, row.shown, "G=" + std::to_string(row.value), layout.digits(row.value));
  if (table.hidden_rows > 0) fmt::print(out, "  ... and {} more rows\n", table.hidden_rows);
  line("nim-sum", std::to_string(table.total), "", layout.digits(table.total));
  line("", "", "", layout.marks(table.total));

  if (table.total == 0) {
    fmt::print(out,
               "  Every column holds its 1s in pairs, so the nim-sum is 0. Any move changes one\n"
               "  {} and so breaks a pair in some column; the opponent can always pair them\n"
               "  again, and takes the last token. The player to move loses against perfect play.\n",
               show_values ? "value" : "heap");
    return;
  }
  const int top = highest_bit(table.total);
  fmt::print(out, "  Unpaired: {}. A winning move must leave every column paired.\n",
             join_places(table.total));
  fmt::print(out,
             "  A row with a 1 in the highest unpaired column ({}) can be changed to\n"
             "  value XOR {}: that clears the 1 there, so the result is smaller and can be\n"
             "  reached, and it flips exactly the unpaired columns.\n",
             place_value(top), table.total);
  for (const ValueRow& row : table.rows) {
    if ((row.value >> top) & 1U) {
      fmt::print(out, "  {}: {} XOR {} = {}\n", row.label, row.value, table.total, row.value ^ table.total);
    }
  }
}

void write_analysis_text(std::ostream& out, const Analysis& analysis, const TextReportOptions& options) {
  const Sum& sum = analysis.sum();
  // Everything that may fail is computed before the first line is printed.
  const std::uint64_t count = analysis.count_winning_moves();
  fmt::print(out, "position: {}\n", sum.abbreviated(options.max_position_numbers));
  if (analysis.value_known()) {
    fmt::print(out, "Grundy value: {}\n", analysis.grundy_value());
  } else {
    fmt::print(out, "Grundy value: not computed ({}); who wins follows from the game's rule\n",
               analysis.unknown_value_reason());
  }
  if (analysis.outcome() == Outcome::next_player_wins) {
    fmt::print(out, "outcome: N, the player to move wins\n");
  } else {
    fmt::print(out, "outcome: P, the player to move loses (every move can be answered)\n");
  }

  if (count > 0) {
    const bool with_result = sum.number_count() <= kMaxNumbersWithResult;
    const bool several = sum.components().size() > 1;
    fmt::print(out, "\nwinning moves ({}{}):\n", count == kSaturatedCount ? "at least " : "", count);
    std::size_t shown = 0;
    analysis.winning_moves([&](const Move& move) {
      const Component& component = *sum.components()[move.component];
      std::string text = fmt::format("  {:<12} {}", component.notation(move), component.describe(move));
      if (several) text = fmt::format("  game {}: {:<10} {}", move.component + 1, component.notation(move), component.describe(move));
      if (with_result) text += fmt::format("  leaves {}", sum.after(move).abbreviated(options.max_position_numbers));
      fmt::print(out, "{}\n", text);
      return ++shown < options.max_moves;
    });
    if (count > shown) fmt::print(out, "  ... and {} more (--json lists up to 10^7 of them)\n", count - shown);
  }
  if (analysis.value_known()) {
    fmt::print(out, "\n");
    write_pairing_explanation(out, analysis, options.max_rows);
  }
}

}  // namespace grundy::frontend
