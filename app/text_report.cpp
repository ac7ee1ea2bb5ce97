#include "text_report.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <string>
#include <vector>

#include "grundy/game_graph.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"
#include "json_report.hpp"

namespace grundy::frontend {

// Three- and four-byte UTF-8 characters (CJK, as far as these messages go)
// count as wide.
std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const std::size_t length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
    width += length >= 3 ? 2 : 1;
    i += length;
  }
  return width;
}

namespace {

// A column's place value: 8, or 2^40 when that is easier to read.
std::string place_value(int bit) {
  return bit < 16 ? std::to_string(Nimber{1} << bit) : fmt::format("2^{}", bit);
}

std::string join_places(Nimber columns) {
  if (std::popcount(columns) > 6) {
    return format_translated("{} columns, the 1s of the nim-sum (highest: {})", std::popcount(columns),
                             place_value(highest_bit(columns)));
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
  const std::string nim_sum_label = translate("nim-sum");
  std::size_t label_width = display_width(nim_sum_label);
  std::size_t shown_width = std::to_string(table.total).size();
  std::size_t value_width = shown_width;
  for (const ValueRow& row : table.rows) {
    label_width = std::max(label_width, display_width(row.label));
    shown_width = std::max(shown_width, row.shown.size());
    value_width = std::max(value_width, std::to_string(row.value).size());
  }
  auto line = [&](const std::string& label, const std::string& shown, const std::string& value,
                  const std::string& bits) {
    std::string text = fmt::format("  {}{}  {:>{}}", label, std::string(label_width - display_width(label), ' '),
                                   shown, shown_width);
    if (show_values) text += fmt::format("  {}{}", std::string(std::max(value_width + 2, display_width(value)) - display_width(value), ' '), value);
    text = fmt::format("{}   {}", text, bits);
    text.erase(text.find_last_not_of(' ') + 1);
    fmt::print(out, "{}\n", text);
  };

  fmt::print(out, "{}\n", translate("why: keep every count in pairs"));
  fmt::print(out, "  {}\n",
             show_values ? translate("Each Grundy value in binary, one row each; ^ marks a column with an odd number of 1s.")
                         : translate("Each heap in binary, one row each; ^ marks a column with an odd number of 1s."));
  line("", "", show_values ? translate("value") : "", layout.header());
  for (const ValueRow& row : table.rows) line(row.label, row.shown, "G=" + std::to_string(row.value), layout.digits(row.value));
  if (table.hidden_rows > 0) fmt::print(out, "  {}\n", format_translated("... and {} more rows", table.hidden_rows));
  line(nim_sum_label, std::to_string(table.total), "", layout.digits(table.total));
  line("", "", "", layout.marks(table.total));

  if (table.total == 0) {
    fmt::print(out, "{}",
               show_values ? translate("  Every column holds its 1s in pairs, so the nim-sum is 0. Any move changes one\n"
                                       "  value and so breaks a pair in some column; the opponent can always pair them\n"
                                       "  again, and takes the last token. The player to move loses against perfect play.\n")
                           : translate("  Every column holds its 1s in pairs, so the nim-sum is 0. Any move changes one\n"
                                       "  heap and so breaks a pair in some column; the opponent can always pair them\n"
                                       "  again, and takes the last token. The player to move loses against perfect play.\n"));
    return;
  }
  const int top = highest_bit(table.total);
  fmt::print(out, "{}", format_translated("  Unpaired: {}. A winning move must leave every column paired.\n",
                                          join_places(table.total)));
  fmt::print(out, "{}",
             format_translated("  A row with a 1 in the highest unpaired column ({}) can be changed to\n"
                               "  value XOR {}: that clears the 1 there, so the result is smaller and can be\n"
                               "  reached, and it flips exactly the unpaired columns.\n",
                               place_value(top), table.total));
  for (const ValueRow& row : table.rows) {
    if ((row.value >> top) & 1U) {
      fmt::print(out, "  {}: {} XOR {} = {}\n", row.label, row.value, table.total, row.value ^ table.total);
    }
  }
}

// One line per move: its notation, its description and what it leaves.
void write_move_lines(std::ostream& out, const Sum& sum, const TextReportOptions& options,
                      const std::function<void(const MoveVisitor&)>& moves) {
  const bool with_result = sum.number_count() <= kMaxNumbersWithResult;
  const bool several = sum.components().size() > 1;
  std::size_t shown = 0;
  moves([&](const Move& move) {
    const Component& component = *sum.components()[move.component];
    std::string text = fmt::format("  {:<12} {}", component.notation(move), component.describe(move));
    if (several) {
      text = fmt::format("  {} {:<10} {}", format_translated("game {}:", move.component + 1), component.notation(move),
                         component.describe(move));
    }
    if (with_result) {
      text += "  " + format_translated("leaves {}", sum.after(move).abbreviated(options.max_position_numbers));
    }
    fmt::print(out, "{}\n", text);
    return ++shown < options.max_moves;
  });
}


void write_infinity_explanation(std::ostream& out, const Analysis& analysis) {
  // The parts of the sum: each component, and each token of a game graph
  // (its tokens are a sum too).
  struct Part {
    std::string label;
    GeneralizedValue value;
  };
  std::vector<Part> parts;
  const auto& components = analysis.sum().components();
  const auto& values = analysis.component_generalized_values();
  for (std::size_t c = 0; c < components.size(); ++c) {
    const std::string game = components.size() > 1 ? format_translated("game {}", c + 1) : std::string();
    const auto* graph = dynamic_cast<const GameGraph*>(components[c].get());
    if (graph != nullptr && graph->tokens().size() > 1) {
      for (std::size_t t = 0; t < graph->tokens().size(); ++t) {
        const std::uint32_t vertex = graph->tokens()[t];
        const std::string token = format_translated("token {} (on {})", t + 1, graph->graph().name(vertex));
        parts.push_back({game.empty() ? token : game + ", " + token, graph->graph().value(vertex)});
      }
    } else {
      parts.push_back({game.empty() ? std::string(translate("the game")) : game, values[c]});
    }
  }
  std::size_t infinite = 0;
  std::size_t loopy = 0;
  Nimber rest = 0;
  for (std::size_t p = 0; p < parts.size(); ++p) {
    if (parts[p].value.is_finite()) {
      rest ^= parts[p].value.value();
    } else {
      ++infinite;
      loopy = p;
    }
  }
  fmt::print(out, "{}\n", translate("why: the value is infinite"));
  fmt::print(out, "{}",
             translate("  Play can return to a position here (the game graph has a cycle), so a game\n"
                       "  may never end. Such a position may have the value infinity, written with the\n"
                       "  finite values of its options: ∞(1,3) has options of values 1 and 3, and\n"
                       "  others of value ∞ (the generalized Sprague-Grundy function of Smith and\n"
                       "  Fraenkel).\n"));
  if (parts.size() > 1) {
    for (const Part& part : parts) fmt::print(out, "  {}: {}\n", part.label, part.value.text());
    if (infinite >= 2) {
      fmt::print(out, "{}",
                 translate("  A sum with two or more infinite parts has the value ∞(∅) (Smith): no move\n"
                           "  makes every part finite, so no move leaves the opponent lost, and the\n"
                           "  opponent can always answer so as to keep two parts infinite. A draw.\n"));
      return;
    }
    fmt::print(out, "{}",
               format_translated("  The finite parts add up to {} (their nim-sum), so the sum has the value\n"
                                 "  {} XOR {} = {} (Smith): a move of {} to a finite value v\n"
                                 "  leaves v XOR {}.\n",
                                 rest, parts[loopy].value.text(), rest, analysis.generalized_value().text(),
                                 parts[loopy].label, rest));
  }
  if (analysis.outcome() == Outcome::next_player_wins) {
    fmt::print(out, "{}",
               translate("  0 is among the finite values: the move to a position of value 0 leaves the\n"
                         "  opponent lost, cycles or not. The player to move wins.\n"));
  } else {
    fmt::print(out, "{}",
               translate("  0 is not among them, so no move leaves the opponent lost. A move to a finite\n"
                         "  value lets the opponent win (from a finite nonzero value there is a move to 0);\n"
                         "  a move to an infinite value without 0 among its options keeps the game\n"
                         "  going, and there always is one. With best play neither player wins: a draw.\n"));
  }
}

void write_analysis_text(std::ostream& out, const Analysis& analysis, const TextReportOptions& options) {
  const Sum& sum = analysis.sum();
  // Everything that may fail is computed before the first line is printed.
  const std::uint64_t count = analysis.count_winning_moves();
  const Analysis::MoveCount drawing = analysis.count_drawing_moves();
  fmt::print(out, "{}\n", format_translated("position: {}", sum.abbreviated(options.max_position_numbers)));
  if (analysis.value_known()) {
    fmt::print(out, "{}\n", format_translated("Grundy value: {}", analysis.grundy_value()));
  } else if (analysis.value_infinite()) {
    fmt::print(out, "{}\n",
               format_translated("Grundy value: {} (infinite: play can go on forever)", analysis.generalized_value().text()));
  } else {
    fmt::print(out, "{}\n",
               format_translated("Grundy value: not computed ({}); who wins follows from the game's rule",
                                 analysis.unknown_value_reason()));
  }
  if (analysis.outcome() == Outcome::next_player_wins) {
    fmt::print(out, "{}\n", translate("outcome: N, the player to move wins"));
  } else if (analysis.outcome() == Outcome::draw) {
    fmt::print(out, "{}\n", translate("outcome: D, a draw: neither player can force a win, and play goes on forever"));
  } else {
    fmt::print(out, "{}\n", translate("outcome: P, the player to move loses (every move can be answered)"));
  }

  if (count > 0) {
    fmt::print(out, "\n{}\n",
               count == kSaturatedCount ? format_translated("winning moves (at least {}):", count)
                                        : format_translated("winning moves ({}):", count));
    write_move_lines(out, analysis.sum(), options, [&](const MoveVisitor& visit) { analysis.winning_moves(visit); });
    if (count > options.max_moves) {
      fmt::print(out, "  {}\n", format_translated("... and {} more (--json lists up to 10^7 of them)",
                                                  count - options.max_moves));
    }
  }
  if (analysis.outcome() == Outcome::draw) {
    fmt::print(out, "\n{}\n",
               drawing.every_move_examined
                   ? format_translated("moves that keep the draw ({}):", drawing.count)
                   : format_translated("moves that keep the draw (at least {}, of the first {} moves):", drawing.count,
                                       Analysis::kMaxMovesExamined));
    write_move_lines(out, analysis.sum(), options, [&](const MoveVisitor& visit) { analysis.drawing_moves(visit); });
    if (drawing.count > options.max_moves) {
      fmt::print(out, "  {}\n", format_translated("... and {} more", drawing.count - options.max_moves));
    }
  }
  if (analysis.value_known()) {
    fmt::print(out, "\n");
    write_pairing_explanation(out, analysis, options.max_rows);
  } else if (analysis.value_infinite()) {
    fmt::print(out, "\n");
    write_infinity_explanation(out, analysis);
  }
}

}  // namespace grundy::frontend
