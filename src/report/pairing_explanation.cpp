// The binary pairing table of normal play: each value in binary, the columns
// with an odd number of 1s marked, and the move that pairs them again.
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/drawing.hpp"
#include "grundy/integers.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {

namespace {

std::string join_places(Nimber columns) {
  if (std::popcount(columns) > 6) {
    return format_translated("{} columns, the 1s of the nim-sum (highest: {})",
                             std::popcount(columns), place_value(highest_bit(columns)));
  }
  std::vector<std::string> places;
  for (int bit = 63; bit >= 0; --bit) {
    if ((columns >> bit) & 1U) places.push_back(place_value(bit));
  }
  if (places.size() == 1) return format_translated("column {}", places[0]);
  std::string text = places[0];
  for (std::size_t i = 1; i < places.size(); ++i) {
    text = i + 1 == places.size() ? format_translated("{} and {}", text, places[i])
                                  : format_translated("{}, {}", text, places[i]);
  }
  return format_translated("columns {}", text);
}

// Binary digits as cells. Narrow tables get a header of place values and one
// cell per digit; wide ones group digits by four.
class BinaryLayout {
 public:
  explicit BinaryLayout(int width)
      : width_(width), cell_(width <= 8 ? place_value(width - 1).size() + 1 : 1) {}

  std::string header() const {
    if (width_ > 8) return {};
    std::string text;
    for (int bit = width_ - 1; bit >= 0; --bit)
      text += fmt::format("{:>{}}", place_value(bit), cell_);
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

// What the table says: lost when every column is paired; otherwise which
// rows can pair the unpaired columns, and how.
void write_pairing_reason(std::ostream& out, const PairingTable& table, bool show_values) {
  if (table.total == 0) {
    fmt::print(
        out, "{}",
        show_values
            ? translate(
                  "  Every column holds its 1s in pairs, so the nim-sum is 0. Any move changes "
                  "one\n"
                  "  value and so breaks a pair in some column; the opponent can always pair them\n"
                  "  again, and takes the last token. The player to move loses against perfect "
                  "play.\n")
            : translate(
                  "  Every column holds its 1s in pairs, so the nim-sum is 0. Any move changes "
                  "one\n"
                  "  heap and so breaks a pair in some column; the opponent can always pair them\n"
                  "  again, and takes the last token. The player to move loses against perfect "
                  "play.\n"));
    return;
  }
  const int top = highest_bit(table.total);
  fmt::print(out, "{}",
             format_translated("  Unpaired: {}. A winning move must leave every column paired.\n",
                               join_places(table.total)));
  fmt::print(out, "{}",
             format_translated(
                 "  A row with a 1 in the highest unpaired column ({}) can be changed to\n"
                 "  value XOR {}: that clears the 1 there, so the result is smaller and can be\n"
                 "  reached, and it flips exactly the unpaired columns.\n",
                 place_value(top), table.total));
  for (const ValueRow& row : table.rows) {
    if ((row.value >> top) & 1U) {
      fmt::print(out, "  {}: {} XOR {} = {}\n", row.label, row.value, table.total,
                 row.value ^ table.total);
    }
  }
}

// The rule above lowers a value. A game other than Nim may also have options
// worth more than itself, so a component whose rows have no 1 in the highest
// unpaired column can win too, by rising to value XOR nim-sum (Kayles 9,
// worth 4, rises to 6 by 1:9->2+5). Names one such move per component, at
// most four components; the families find them without listing every move.
void write_rising_moves(std::ostream& out, const Analysis& analysis, Nimber total) {
  if (total == 0 || analysis.value_infinite()) return;
  constexpr std::size_t kMaxNamed = 4;
  constexpr std::size_t kMaxRows = 64;
  const int top = highest_bit(total);
  const Sum& sum = analysis.sum();
  const std::vector<Nimber>& values = analysis.component_values();
  std::vector<std::string> named;
  for (std::size_t c = 0; c < sum.components().size() && named.size() < kMaxNamed; ++c) {
    const Nimber value = values[c];
    const Component& component = *sum.components()[c];
    // Only a component none of whose rows has a 1 in the top column: any
    // winning move in it raises a row (in one of several Nim heaps, a move
    // that lowers a heap can raise the heaps' nim-sum, and the rule above
    // already explains it).
    if (component.value_row_count() > kMaxRows) continue;
    const std::vector<ValueRow> rows = component.value_rows(kMaxRows);
    if (std::any_of(rows.begin(), rows.end(),
                    [&](const ValueRow& row) { return ((row.value >> top) & 1U) != 0; }))
      continue;
    component.moves_to_value(value, value ^ total, [&](const Move& move) {
      const std::string game =
          sum.components().size() > 1 ? format_translated("game {}", c + 1) : component.family();
      named.push_back(fmt::format("  {}: {} XOR {} = {}, {}", game, value, total, value ^ total,
                                  format_translated("by {}", component.notation(move))));
      return false;  // one move a component
    });
  }
  if (named.empty()) return;
  fmt::print(
      out, "{}",
      translate("  A game other than Nim may also have options worth more than itself, so a\n"
                "  value without a 1 in that column can rise to value XOR nim-sum instead:\n"));
  for (const std::string& line : named) fmt::print(out, "{}\n", line);
}

}  // namespace

void write_pairing_explanation(std::ostream& out, const Analysis& analysis, std::size_t max_rows) {
  const PairingTable table = analysis.pairing_table(max_rows);
  // One row pairs nothing: its value is the family's reason's, or the mex's.
  if (table.rows.size() + table.hidden_rows < 2) return;
  const BinaryLayout layout(table.width);
  const bool show_values =
      std::any_of(table.rows.begin(), table.rows.end(),
                  [](const ValueRow& row) { return row.shown != std::to_string(row.value); });
  const std::string nim_sum_label = translate("nim-sum");
  std::size_t label_width = display_width(nim_sum_label);
  std::size_t shown_width = std::to_string(table.total).size();
  std::size_t value_width = shown_width;
  for (const ValueRow& row : table.rows) {
    label_width = std::max(label_width, display_width(row.label));
    shown_width = std::max(shown_width, row.shown.size());
    value_width = std::max(value_width, std::to_string(row.value).size());
  }
  // The value column is as wide as its widest cell, the heading included, so
  // that the bits line up under the heading's column places.
  const std::string value_heading = show_values ? translate("value") : "";
  const std::size_t value_column = std::max(value_width + 2, display_width(value_heading));
  auto line = [&](const std::string& label, const std::string& shown, const std::string& value,
                  const std::string& bits) {
    std::string text =
        fmt::format("  {}{}  {:>{}}", label, std::string(label_width - display_width(label), ' '),
                    shown, shown_width);
    if (show_values)
      text += fmt::format("  {}{}", std::string(value_column - display_width(value), ' '), value);
    text = fmt::format("{}   {}", text, bits);
    text.erase(text.find_last_not_of(' ') + 1);
    fmt::print(out, "{}\n", text);
  };

  fmt::print(out, "{}\n", translate("why: keep every count in pairs"));
  fmt::print(
      out, "  {}\n",
      show_values
          ? translate("Each Grundy value in binary, one row each; ^ marks a column with an odd "
                      "number of 1s.")
          : translate(
                "Each heap in binary, one row each; ^ marks a column with an odd number of 1s."));
  line("", "", value_heading, layout.header());
  for (const ValueRow& row : table.rows)
    line(row.label, row.shown, "G=" + std::to_string(row.value), layout.digits(row.value));
  if (table.hidden_rows > 0)
    fmt::print(out, "  {}\n",
               format_translated_plural("... and {} more row", "... and {} more rows",
                                        table.hidden_rows, table.hidden_rows));
  line(nim_sum_label, std::to_string(table.total), "", layout.digits(table.total));
  line("", "", "", layout.marks(table.total));
  write_pairing_reason(out, table, show_values);
  if (show_values) write_rising_moves(out, analysis, table.total);
}

}  // namespace grundy::report
