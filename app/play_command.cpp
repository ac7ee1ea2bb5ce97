#include "play_command.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "expression_words.hpp"
#include "grundy/engine_reason_text.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/game_play.hpp"
#include "grundy/solution.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"
#include "number_option.hpp"
#include "play_report.hpp"

namespace grundy::cli {
namespace {

enum class PlayerKind { you, engine, random, naive };

struct PlayOptions {
  std::vector<std::string> words;
  std::string players = "you,engine";
  std::optional<std::uint64_t> seed;
  bool misere = false;
};

std::string trimmed(std::string text) {
  const std::size_t start = text.find_first_not_of(" \t\r");
  if (start == std::string::npos) return {};
  const std::size_t end = text.find_last_not_of(" \t\r");
  return text.substr(start, end - start + 1);
}

std::array<PlayerKind, 2> read_players(const std::string& text) {
  const std::size_t comma = text.find(',');
  const auto bad = [&] {
    return RuleError(
        format_translated("--players takes two players joined by a comma, each one of you, engine, "
                          "random and naive (e.g. "
                          "'you,engine'), not '{}'",
                          printable_token(text)));
  };
  if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos) throw bad();
  std::array<PlayerKind, 2> players{};
  const std::array<std::string, 2> names{trimmed(text.substr(0, comma)),
                                         trimmed(text.substr(comma + 1))};
  for (int side = 0; side < 2; ++side) {
    if (names[side] == "you") {
      players[side] = PlayerKind::you;
    } else if (names[side] == "engine") {
      players[side] = PlayerKind::engine;
    } else if (names[side] == "random") {
      players[side] = PlayerKind::random;
    } else if (names[side] == "naive") {
      players[side] = PlayerKind::naive;
    } else {
      throw bad();
    }
  }
  return players;
}

const char* kind_word(PlayerKind kind) {
  switch (kind) {
    case PlayerKind::you:
      return translate("you");
    case PlayerKind::engine:
      return translate("engine");
    case PlayerKind::random:
      return translate("random");
    case PlayerKind::naive:
      return translate("naive");
  }
  return "?";
}

// A typed word is a command in English or in the chosen language.
bool is_command(const std::string& line, const char* english) {
  return line == english || line == translate(english);
}

bool is_nim(const Sum& position) {
  for (const ComponentPtr& component : position.components()) {
    if (component->family() != "nim") return false;
  }
  return true;
}

class PlaySession {
 public:
  PlaySession(Sum start, PlayConvention convention, std::array<PlayerKind, 2> players,
              std::uint64_t seed, bool interactive)
      : game_(std::move(start), convention),
        players_(players),
        random_(seed),
        interactive_(interactive) {}

  // Plays to the end, or until the player quits.
  void run() {
    fmt::print(std::cout, "{}\n",
               format_translated("grundy play: {}", game_.start().abbreviated(12)));
    if (misere()) {
      fmt::print(std::cout, "{}\n",
                 format_translated("first player: {}, second player: {}. Misère play: whoever "
                                   "makes the last move loses.",
                                   name(0), name(1)));
    } else {
      fmt::print(std::cout, "{}\n",
                 format_translated(
                     "first player: {}, second player: {}. Whoever makes the last move wins.",
                     name(0), name(1)));
    }
    if (players_[0] == PlayerKind::you || players_[1] == PlayerKind::you) {
      fmt::print(std::cout, "{}\n",
                 format_translated("Type a move (e.g. '{}'), or hint, explain, undo, help, quit.",
                                   frontend::example_move_text(game_.position())));
    }
    for (;;) {
      fmt::print(std::cout, "\n{}\n",
                 format_translated("position: {}", game_.position().abbreviated(12)));
      frontend::write_position_picture(std::cout, game_.position());
      if (game_.over()) break;
      if (repeated_three_times()) {
        // A game graph with cycles: play could go on forever.
        fmt::print(std::cout, "{}\n", translate("The position has come back three times: a draw."));
        frontend::write_value_history(std::cout, game_, [this](int side) { return name(side); });
        fmt::print(std::cout, "result: draw\n");
        return;
      }
      const int side = game_.player_to_move();
      fmt::print(std::cout, "{}\n",
                 format_translated("move {}: {} to move ({})", game_.moves().size() + 1, name(side),
                                   side_word(side)));
      if (players_[side] == PlayerKind::you) {
        if (!human_turn()) return;
      } else {
        computer_turn();
      }
    }
    if (!game_.moves().empty()) {
      frontend::write_value_history(std::cout, game_, [this](int side) { return name(side); });
    }
    const int winner = game_.winner();
    if (misere()) {
      announce_misere_end(winner);
      return;
    }
    const bool loser_is_you =
        players_[1 - winner] == PlayerKind::you && players_[winner] != PlayerKind::you;
    const std::string no_move = loser_is_you
                                    ? std::string(translate("you have no move left"))
                                    : format_translated("{} has no move left", name(1 - winner));
    if (game_.moves().empty()) {
      fmt::print(std::cout, "{}\n",
                 format_translated("{}, so {} wins without moving.", no_move, name(winner)));
    } else if (is_nim(game_.start())) {
      fmt::print(std::cout, "{}\n",
                 format_translated("{} took the last match and wins: {}.", name(winner), no_move));
    } else {
      fmt::print(std::cout, "{}\n",
                 format_translated("{} made the last move and wins: {}.", name(winner), no_move));
    }
    // The last line, in English in every language, for scripts.
    fmt::print(std::cout, "result: {} player wins\n", winner == 0 ? "first" : "second");
  }

 private:
  bool misere() const noexcept { return game_.convention() == PlayConvention::misere; }

  // Misère play: whoever made the last move lost; with no move at the start,
  // the player to move has won without moving.
  void announce_misere_end(int winner) {
    if (game_.moves().empty()) {
      fmt::print(std::cout, "{}\n",
                 format_translated("no move is left, so {} wins without moving.", name(winner)));
    } else if (is_nim(game_.start())) {
      fmt::print(std::cout, "{}\n",
                 format_translated("{} took the last match and loses: {} wins.", name(1 - winner),
                                   name(winner)));
    } else {
      fmt::print(std::cout, "{}\n",
                 format_translated("{} made the last move and loses: {} wins.", name(1 - winner),
                                   name(winner)));
    }
    fmt::print(std::cout, "result: {} player wins\n", winner == 0 ? "first" : "second");
  }

  std::string name(int side) const {
    if (players_[0] != players_[1]) return kind_word(players_[side]);
    if (players_[side] == PlayerKind::you) return format_translated("player {}", side + 1);
    return format_translated("{} {}", kind_word(players_[side]), side + 1);
  }

  static std::string side_word(int side) {
    return side == 0 ? translate("first player") : translate("second player");
  }

  void print_move(int side, const Move& move) const {
    const Sum& position = game_.position();
    const Component& component = *position.components()[move.component];
    std::string notation = component.notation(move);
    if (position.components().size() > 1)
      notation = format_translated("game {}: {}", move.component + 1, notation);
    fmt::print(std::cout, "{}\n",
               format_translated("{}: {}, {}", name(side), notation, component.describe(move)));
  }

  // Reads lines until a move is made (true) or the player quits (false).
  bool human_turn() {
    const int side = game_.player_to_move();
    for (;;) {
      const std::string example = frontend::example_move_text(game_.position());
      fmt::print(std::cout, "{}",
                 players_[side] == PlayerKind::you && players_[1 - side] != PlayerKind::you
                     ? format_translated("your move (e.g. '{}', or help): ", example)
                     : format_translated("{}'s move (e.g. '{}', or help): ", name(side), example));
      std::cout.flush();
      std::string line;
      if (!std::getline(std::cin, line)) {
        fmt::print(std::cout, "\n");  // end the prompt's line before the error
        std::cout.flush();
        throw InputError(format_translated_plural(
            "the input ended before the game did ({} move made, {} to move)",
            "the input ended before the game did ({} moves made, {} to move)", game_.moves().size(),
            game_.moves().size(), name(side)));
      }
      line = trimmed(line);
      // Typed input is not echoed when it comes from a file or a pipe: echo
      // it, so that the transcript reads as the game went.
      if (!interactive_) fmt::print(std::cout, "{}\n", line);
      if (line.empty()) continue;
      if (is_command(line, translatable("quit"))) {
        fmt::print(
            std::cout, "{}\n",
            format_translated_plural("{} stopped the game after {} move; no result.",
                                     "{} stopped the game after {} moves; no result.",
                                     game_.moves().size(), name(side), game_.moves().size()));
        return false;
      }
      if (is_command(line, translatable("help"))) {
        print_help();
        continue;
      }
      if (is_command(line, translatable("hint"))) {
        print_hint();
        continue;
      }
      if (is_command(line, translatable("explain"))) {
        print_explanation();
        continue;
      }
      if (is_command(line, translatable("undo"))) {
        if (undo()) return true;
        continue;
      }
      try {
        const Move move = read_move(game_.position(), line);
        print_move(side, move);
        game_.play(move);
        return true;
      } catch (const ParseError& error) {
        fmt::print(std::cout, "{}\n",
                   format_translated("not understood: {}. Type help for how moves are written.",
                                     error.what()));
      } catch (const RuleError& error) {
        fmt::print(std::cout, "{}\n",
                   format_translated("not allowed: {}. Try again.", error.what()));
      }
    }
  }

  void computer_turn() {
    const int side = game_.player_to_move();
    const Sum& position = game_.position();
    switch (players_[side]) {
      case PlayerKind::engine: {
        const EngineMove choice = engine_move(position, game_.convention());
        const std::string why =
            engine_reason_text(engine_reason(position, choice, game_.convention()), name(1 - side));
        print_move(side, choice.move);
        fmt::print(std::cout, "  {}\n", format_translated("why: {}", why));
        game_.play(choice.move);
        return;
      }
      case PlayerKind::random: {
        const Move move = random_move(position, random_);
        print_move(side, move);
        game_.play(move);
        return;
      }
      case PlayerKind::naive:
      case PlayerKind::you: {
        const Move move = naive_move(position);
        print_move(side, move);
        game_.play(move);
        return;
      }
    }
  }

  // Takes back moves up to and including the last one a person made, so
  // that it is that person's turn again. False when there is none.
  bool undo() {
    std::size_t last_human = game_.moves().size();
    for (std::size_t i = game_.moves().size(); i-- > 0;) {
      if (players_[i % 2] == PlayerKind::you) {
        last_human = i;
        break;
      }
    }
    if (last_human == game_.moves().size()) {
      fmt::print(std::cout, "{}\n",
                 translate("nothing to take back: no move of yours has been made yet"));
      return false;
    }
    const std::size_t count = game_.moves().size() - last_human;
    while (game_.moves().size() > last_human) game_.undo();
    fmt::print(std::cout, "{}\n",
               format_translated_plural("took back {} move", "took back {} moves", count, count));
    return true;
  }

  // Whether the position has occurred three times, with the same player to
  // move (only games whose positions can repeat are looked at).
  bool repeated_three_times() const {
    const auto& components = game_.start().components();
    if (std::none_of(components.begin(), components.end(),
                     [](const ComponentPtr& component) { return component->can_repeat(); })) {
      return false;
    }
    const std::string now = game_.position().canonical();
    Sum position = game_.start();
    int seen = game_.moves().size() % 2 == 0 && position.canonical() == now ? 1 : 0;
    for (std::size_t i = 0; i < game_.moves().size(); ++i) {
      position = position.after(game_.moves()[i]);
      seen += (i + 1) % 2 == game_.moves().size() % 2 && position.canonical() == now;
    }
    return seen >= 3;
  }

  void print_hint() const {
    const Sum& position = game_.position();
    const EngineMove choice = engine_move(position, game_.convention());
    const Component& component = *position.components()[choice.move.component];
    std::string notation = component.notation(choice.move);
    if (position.components().size() > 1)
      notation = format_translated("game {}: {}", choice.move.component + 1, notation);
    if (choice.keeps_draw) {
      fmt::print(std::cout, "{}\n",
                 format_translated(
                     "hint: no move wins, but {}, {}, keeps the draw; every move to a finite value "
                     "lets the opponent win",
                     notation, component.describe(choice.move)));
    } else if (choice.wins) {
      fmt::print(
          std::cout, "{}\n",
          format_translated(
              "hint: {}, {}: this move wins, it leaves a position lost for the player to move",
              notation, component.describe(choice.move)));
    } else {
      fmt::print(
          std::cout, "{}\n",
          format_translated(
              "hint: every move loses against perfect play. The engine would play {}, {}, which "
              "leaves the fewest winning replies: {}",
              notation, component.describe(choice.move), choice.winning_replies));
    }
  }

  void print_explanation() const {
    const std::unique_ptr<Solution> solution = solve(game_.position(), game_.convention());
    if (solution->value() || solution->infinite_value()) {
      report::write_explanation(std::cout, *solution, 32);
      return;
    }
    fmt::print(
        std::cout, "{}\n",
        format_translated(
            "The Grundy value is not computed here ({}); who wins follows from the game's rule.",
            solution->unknown_value_reason()));
    fmt::print(std::cout, "{}\n",
               solution->outcome() == Outcome::next_player_wins
                   ? translate("The player to move wins.")
                   : translate("The player to move loses against perfect play."));
  }

  void print_help() const {
    fmt::print(
        std::cout, "{}",
        translate(
            "Commands:\n"
            "  hint      a winning move, or the news that every move loses against perfect play\n"
            "  explain   the binary pairing table of this position: why it is won or lost\n"
            "  undo      take back your last move (and the reply to it)\n"
            "  help      this text\n"
            "  quit      stop the game\n"
            "Moves:\n"));
    fmt::print(std::cout, "{}", frontend::move_notation_help(game_.position()));
  }

  GameInPlay game_;
  std::array<PlayerKind, 2> players_;
  std::mt19937_64 random_;
  bool interactive_;
};

void run_play(const PlayOptions& options) {
  if (options.words.empty())
    throw RuleError(translate("give a position, e.g. 'grundy play nim 1 2 3'"));
  const std::array<PlayerKind, 2> players = read_players(options.players);
  Sum start = parse_expression(join_words(options.words));
  // Fails here, before the first line, if the position is beyond the limits.
  const PlayConvention convention =
      options.misere ? PlayConvention::misere : PlayConvention::normal;
  (void)solve(start, convention)->count_winning_moves();
  const bool has_random = players[0] == PlayerKind::random || players[1] == PlayerKind::random;
  std::uint64_t seed = 0;
  if (options.seed) {
    seed = *options.seed;
  } else if (has_random) {
    std::random_device device;
    seed = (std::uint64_t{device()} << 32) ^ device();
  }
  if (has_random && !options.seed) {
    fmt::print(
        std::cout, "{}\n",
        format_translated("random player's seed: {} (--seed {} replays this game)", seed, seed));
  }
  PlaySession session(std::move(start),
                      options.misere ? PlayConvention::misere : PlayConvention::normal, players,
                      seed, isatty(STDIN_FILENO) != 0);
  session.run();
}

}  // namespace

// `words` (separated by single spaces) in lines of at most `width`
// characters, each starting with `indent`.
std::string wrap_words(const std::string& words, std::size_t width, const std::string& indent) {
  std::string text;
  std::string line = indent;
  std::size_t begin = 0;
  while (begin < words.size()) {
    std::size_t end = words.find(' ', begin);
    if (end == std::string::npos) end = words.size();
    const std::string word = words.substr(begin, end - begin);
    if (line.size() > indent.size() && line.size() + 1 + word.size() > width) {
      text += line + "\n";
      line = indent;
    }
    line += (line.size() > indent.size() ? " " : "") + word;
    begin = end + 1;
  }
  return text + line + "\n";
}

// The move notation of every built-in family, as the family states it for
// its example position; families whose moves are written alike share one
// entry ("nim, lasker, ...:" then the notation, indented).
std::string move_notations() {
  std::vector<std::pair<std::string, std::string>> entries;  // names, notation
  for (const Family& family : FamilyRegistry::builtin().families()) {
    if (family.example.empty()) continue;
    const std::string notation =
        parse_expression(family.example).components().at(0)->notation_help();
    if (notation.empty()) continue;
    auto entry = std::find_if(entries.begin(), entries.end(),
                              [&](const auto& e) { return e.second == notation; });
    if (entry == entries.end()) {
      entries.emplace_back(family.name, notation);
    } else {
      entry->first += ", " + family.name;
    }
  }
  std::string text;
  for (const auto& [names, notation] : entries) {
    text += wrap_words(names + ":", 78, "  ");
    std::size_t line = 0;
    while (line < notation.size()) {
      const std::size_t end = notation.find('\n', line);
      text += "  " + notation.substr(line, end - line) + "\n";
      line = end == std::string::npos ? notation.size() : end + 1;
    }
  }
  return text;
}

void add_play_command(CLI::App& app) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* play = app.add_subcommand(
      "play",
      translate("Play a position in the terminal: against the engine, or watch two players"));
  // Built when help is asked for: the move notations come from the families.
  // (The empty text replaces the footer the subcommand inherits from the app.)
  play->footer(std::string());
  play->footer([] {
    return translate(
               "Players: you (a person typing moves), engine (perfect play: it explains each "
               "move,\n"
               "and when lost it leaves the fewest winning replies), random, and naive (one token\n"
               "from the last heap that allows a move, like the gentleman in the match girl's\n"
               "story). The first player named moves first; whoever makes the last move wins.\n"
               "\n"
               "Moves, as typed at the prompt:\n") +
           move_notations() +
           translate(
               "  any game: the whole position the move leaves ('nim 5 6 7 4')\n"
               "  a sum: name the game first ('game 2: 3 1')\n"
               "An illegal move is refused with the reason, and the prompt asks again.\n"
               "Commands at the prompt: hint, explain, undo, help, quit.\n"
               "\n"
               "Scripted games: when standard input is not a terminal, moves and commands are\n"
               "read one per line (an illegal one prints the reason, then the next line is\n"
               "read). The last line is 'result: first player wins' or 'result: second player\n"
               "wins'. Exit status 0 when the game is finished (or quit), 2 for bad arguments or\n"
               "input that ends before the game does.\n"
               "Examples:\n"
               "  grundy play nim 1 2 3                         you against the engine: you lose "
               "if it plays well\n"
               "  grundy play nim 5 6 7 8 --players engine,you  the cherry program moves first, "
               "and wins\n"
               "  grundy play nim 1 2 3 --players naive,engine  the match girl's story, played "
               "out\n"
               "  grundy play kayles 7 --players random,engine --seed 1\n"
               "  grundy play nim 1 2 3 --lang zh               in Simplified Chinese");
  });
  play->add_option("position", options->words,
                   translate("The game expression (one argument or several words)"));
  play->add_option(
          "--players", options->players,
          translate(
              "Who plays: FIRST,SECOND, each of you, engine, random, naive (default: you,engine)"))
      ->type_name("A,B");
  play->add_option("--seed", options->seed,
                   translate("Seed of the random player, to replay a game"))
      ->type_name("S")
      ->check(non_negative_number());
  play->add_flag("--misere", options->misere,
                 translate("Misère play: whoever makes the last move loses"));
  play->callback([options] { run_play(*options); });
}

}  // namespace grundy::cli
