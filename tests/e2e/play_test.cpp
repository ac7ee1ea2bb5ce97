// `grundy play` through the real binary, with games scripted on standard
// input: the stories it grew from, illegal moves, the commands at the
// prompt, every family, and the Chinese text.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

RunResult play(std::vector<std::string> args, const std::string& input = "",
               const std::vector<std::string>& env = {}) {
  args.insert(args.begin(), "play");
  return run_grundy(args, input, env);
}

std::string last_line(const std::string& text) {
  const std::vector<std::string> lines = lines_of(text);
  return lines.empty() ? "" : lines.back();
}

// The lines that report a move ("engine: 4:8->4, take 4 ..."), in order.
std::vector<std::string> move_lines(const std::string& text) {
  std::vector<std::string> moves;
  for (const std::string& line : lines_of(text)) {
    for (const char* player : {"you: ", "engine: ", "random: ", "naive: ", "引擎：", "天真玩家：", "你："}) {
      if (line.rfind(player, 0) == 0) moves.push_back(line);
    }
  }
  return moves;
}

// A count meets its noun in the catalogue's plural forms, through gettext:
// English has a singular for 1, Chinese one form for every count.
TEST(Play, ACountOfOneIsSingularInEnglishAndOneFormServesAllInChinese) {
  const RunResult english = play({"staircase 1 3 4 7", "--players", "engine,engine"});
  EXPECT_EQ(english.status, 0) << english;
  EXPECT_TRUE(contains(english.out, "monk 1 on step 1: 1 free step above it\n")) << english;
  EXPECT_TRUE(contains(english.out, "monk 3 on step 4: 2 free steps above it\n")) << english;
  const RunResult chinese =
      play({"staircase 1 3 4 7", "--players", "engine,engine", "--lang", "zh"});
  EXPECT_EQ(chinese.status, 0) << chinese;
  EXPECT_TRUE(contains(chinese.out, "第 1 位高僧在第 1 级：上方有 1 级空台阶\n")) << chinese;
  EXPECT_TRUE(contains(chinese.out, "第 3 位高僧在第 4 级：上方有 2 级空台阶\n")) << chinese;
  const RunResult undo = play({"nim 5 6 7 8", "--players", "you,engine"}, "4 4\nundo\nquit\n");
  EXPECT_TRUE(contains(undo.out, "took back 2 moves")) << undo;
  const RunResult one = play({"nim 1 1", "--players", "you,engine"}, "1 1\n");
  EXPECT_TRUE(contains(one.out, "you: 1:1->0, take the only token from heap 1\n")) << one;
}

// A person who tries "1 1", "2 1", ... in turn: illegal tries are refused
// and the next line is read, so the game always goes on.
std::string one_token_at_a_time(int heaps, int rounds = 40) {
  std::string input;
  for (int round = 0; round < rounds; ++round) {
    for (int heap = 1; heap <= heaps; ++heap) input += std::to_string(heap) + " 1\n";
  }
  return input;
}

// The match girl's story: the gentleman takes one match from the last pile,
// the girl keeps her grandmother's pairs, and takes the last match.
TEST(Play, TheStoryTheEngineTakesTheLastMatch) {
  const RunResult result = play({"nim", "1", "2", "3", "--players", "naive,engine"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  const std::vector<std::string> moves = move_lines(result.out);
  ASSERT_EQ(moves.size(), 6U) << result;
  EXPECT_EQ(moves[0], "naive: 3:3->2, take 1 from heap 3 (3 -> 2)");
  EXPECT_EQ(moves.back(), "engine: 2:1->0, take the only token from heap 2");
  EXPECT_TRUE(contains(result.out, "position: nim 0 0 0")) << result;
  EXPECT_TRUE(contains(result.out, "engine took the last match and wins: naive has no move left.")) << result;
  EXPECT_EQ(last_line(result.out), "result: second player wins");
}

// The cherry program moves first and wins: its first move takes 4 from the
// fourth bowl, and every one of its moves is explained.
TEST(Play, TheCherryProgramMovesFirstAndWins) {
  const RunResult result = play({"nim", "5", "6", "7", "8", "--players", "engine,you"}, one_token_at_a_time(4));
  EXPECT_EQ(result.status, 0) << result;
  const std::vector<std::string> moves = move_lines(result.out);
  ASSERT_FALSE(moves.empty()) << result;
  EXPECT_EQ(moves[0], "engine: 4:8->4, take 4 from heap 4 (8 -> 4)");
  EXPECT_TRUE(contains(result.out, "  why: columns 8 and 4 were unpaired; now every column holds its 1s in pairs\n"))
      << result;
  EXPECT_EQ(move_lines(result.out).back().rfind("engine: ", 0), 0U) << result;
  EXPECT_EQ(last_line(result.out), "result: first player wins");
}

TEST(Play, ShowsTheHeapsAsRowsOfMatchesAndWhoseTurnItIs) {
  const RunResult result = play({"nim", "1", "2", "3"}, "quit\n");
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "position: nim 1 2 3\n  1: |   (1)\n  2: ||  (2)\n  3: ||| (3)\n")) << result;
  EXPECT_TRUE(contains(result.out, "move 1: you to move (first player)")) << result;
  EXPECT_TRUE(contains(result.out, "first player: you, second player: engine.")) << result;
  // Past 40 matches a row is cut short; the count stays exact.
  const RunResult long_row = play({"nim", "3", "1000000"}, "quit\n");
  EXPECT_TRUE(contains(long_row.out, "  2: " + std::string(40, '|') + "... (1000000)\n")) << long_row;
}

TEST(Play, AnIllegalMoveSaysWhyAndIsAskedAgain) {
  const RunResult result = play({"nim", "1", "2", "3"}, "5 1\n3 4\ntake one\n3:3->1+1\n1 1\nquit\n");
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "not allowed: there is no heap 5: the heaps are numbered 1 to 3. Try again.")) << result;
  EXPECT_TRUE(
      contains(result.out, "not allowed: heap 3 holds 3, fewer than the 4 to take. Try again."))
      << result;
  EXPECT_TRUE(contains(result.out, "not understood: 'take' is not a number (a heap number expected).")) << result;
  EXPECT_TRUE(contains(result.out, "not allowed: in Nim a move leaves one heap")) << result;
  EXPECT_TRUE(contains(result.out, "you: 1:1->0, take the only token from heap 1")) << result;
  // The prompt came back after each refusal: five before the move, one after the reply.
  std::size_t prompts = 0;
  for (std::size_t at = result.out.find("your move"); at != std::string::npos; at = result.out.find("your move", at + 1)) {
    ++prompts;
  }
  EXPECT_EQ(prompts, 6U) << result;
}

TEST(Play, HintExplainAndUndo) {
  const RunResult result = play({"nim", "5", "6", "7", "8"}, "hint\n1 1\nundo\nexplain\n4 4\nhint\nquit\n");
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out,
                       "hint: 4:8->4, take 4 from heap 4 (8 -> 4): this move wins, it leaves a position lost for the "
                       "player to move"))
      << result;
  EXPECT_TRUE(contains(result.out, "took back 2 moves")) << result;
  // After the undo the position is the start again, and explain shows its table.
  EXPECT_TRUE(contains(result.out, "took back 2 moves\n\nposition: nim 5 6 7 8\n")) << result;
  EXPECT_TRUE(contains(result.out, "  nim-sum  12    1 1 0 0\n")) << result;
  EXPECT_TRUE(contains(result.out, "you: 4:8->4, take 4 from heap 4 (8 -> 4)")) << result;
  // Now the engine is lost; it does not give up, and says so honestly: 5 6 7
  // 4 lasts 22 moves, and the engine's move leaves 21 more.
  EXPECT_TRUE(
      contains(result.out,
               "why: every column was already paired, so no move wins against perfect play; "
               "this move makes the game last longest: 21 more moves against perfect play"))
      << result;
  EXPECT_TRUE(contains(result.out, "stopped the game after")) << result;
  const RunResult lost = play({"nim", "1", "2", "3"}, "hint\nquit\n");
  EXPECT_TRUE(contains(lost.out, "hint: every move loses against perfect play.")) << lost;
  const RunResult nothing = play({"nim", "1", "2", "3"}, "undo\nhelp\nquit\n");
  EXPECT_TRUE(contains(nothing.out, "nothing to take back")) << nothing;
  EXPECT_TRUE(contains(nothing.out, "Commands:\n  hint")) << nothing;
  EXPECT_TRUE(contains(nothing.out, "HEAP COUNT")) << nothing;
}

TEST(Play, TheResultingPositionAndSumsAreMovesToo) {
  const RunResult result = play({"nim", "5", "6", "7", "8"}, "nim 5 6 7 4\nquit\n");
  EXPECT_TRUE(contains(result.out, "you: 4:8->4, take 4 from heap 4 (8 -> 4)")) << result;
  const RunResult sum = play({"kayles 9 + nim 3 5"}, "1 1\ngame 2: 1 2\nquit\n");
  EXPECT_TRUE(contains(sum.out, "not understood: this position is a sum of 2 games: name the game first")) << sum;
  EXPECT_TRUE(contains(sum.out, "you: game 2: 1:3->1, take 2 from heap 1 (3 -> 1)")) << sum;
  EXPECT_TRUE(contains(sum.out, "  game 1: kayles 9\n    1: ||||||||| (9)\n")) << sum;
}

// Every family can be played: the engine against the naive player, and a
// move typed in the family's own notation.
TEST(Play, EveryFamilyIsPlayable) {
  struct Case {
    std::string position;
    std::string typed;     // a legal first move as a person types it
    std::string accepted;  // what the program then reports
  };
  const std::vector<Case> cases = {
      {"nim 3 4 5", "2 3", "you: 2:4->1, take 3 from heap 2 (4 -> 1)"},
      {"lasker 5 7", "1:5->2+3", "you: 1:5->2+3, split heap 1 (5) into 2 and 3"},
      {"moore(2) 3 5 6", "2 2, 3 3", "you: 2:5->3,3:6->3, take 2 from heap 2 (5 -> 3) and take 3 from heap 3 (6 -> 3)"},
      {"staircase 1 5 9", "1 4", "you: 1->4, move the monk on step 1 up to step 4"},
      {"subtraction(1,3,4) 7 10", "2 3", "you: 2:10->7, take 3 from heap 2 (10 -> 7)"},
      {"bash(3) 10", "1 2", "you: 1:10->8, take 2 from heap 1 (10 -> 8)"},
      {"wythoff 4 6", "both 1", "you: 4 6->3 5, take 1 from both heaps (4 6 -> 3 5)"},
      {"octal(0.07) 10", "1:10->3+5", "you: 1:10->3+5, take 2 from heap 1 (10) and split the rest into 3 and 5"},
      {"tb(0.8) 9", "1:9->2+3+3", "you: 1:9->2+3+3, take 1 from heap 1 (9) and split the rest into 2, 3 and 3"},
      {"kayles 9", "1 1", "you: 1:9->8, take 1 from heap 1 (9 -> 8)"},
      {"dawson 8", "1 2", "you: 1:8->6, take 2 from heap 1 (8 -> 6)"},
      {"dawsons-chess 6", "1 2", "you: 1:6->4, take 2 from heap 1 (6 -> 4)"},
      {"treblecross 9", "1 3", "you: 1:9->6, take 3 from heap 1 (9 -> 6)"},
      {"grundy-game 9", "1:9->4+5", "you: 1:9->4+5, split heap 1 (9) into 4 and 5"},
  };
  for (const Case& c : cases) {
    for (const char* players : {"naive,engine", "engine,naive"}) {
      const RunResult game = play({c.position, "--players", players});
      EXPECT_EQ(game.status, 0) << c.position << " " << players << "\n" << game;
      EXPECT_EQ(last_line(game.out).rfind("result: ", 0), 0U) << c.position << "\n" << game;
      EXPECT_TRUE(contains(game.out, "engine: ")) << c.position << "\n" << game;
      EXPECT_TRUE(contains(game.out, "  why: ")) << c.position << "\n" << game;
    }
    const RunResult typed = play({c.position}, c.typed + "\nquit\n");
    EXPECT_EQ(typed.status, 0) << c.position << "\n" << typed;
    EXPECT_TRUE(contains(typed.out, c.accepted + "\n")) << c.position << "\n" << typed;
  }
}

TEST(Play, TheEngineWinsWhatItShouldWinAgainstRandomPlay) {
  // kayles 7 is won for the player to move (G = 2), whoever the opponent is.
  for (const char* seed : {"1", "2", "3", "4"}) {
    const RunResult result = play({"kayles", "7", "--players", "engine,random", "--seed", seed});
    EXPECT_EQ(result.status, 0) << result;
    EXPECT_EQ(last_line(result.out), "result: first player wins") << result;
  }
}

TEST(Play, TheSameSeedReplaysTheSameGame) {
  const RunResult first = play({"nim", "9", "10", "11", "--players", "random,random", "--seed", "42"});
  const RunResult second = play({"nim", "9", "10", "11", "--players", "random,random", "--seed", "42"});
  EXPECT_EQ(first.status, 0) << first;
  EXPECT_EQ(first.out, second.out);
  EXPECT_FALSE(contains(first.out, "seed:")) << first;  // given, so not announced
  const RunResult unseeded = play({"nim", "9", "10", "11", "--players", "random,random"});
  EXPECT_TRUE(contains(unseeded.out, "random player's seed: ")) << unseeded;
  EXPECT_TRUE(contains(unseeded.out, " replays this game)")) << unseeded;
}

TEST(Play, HugePositionsArePlayedByTheRules) {
  // Wythoff's game near 10^17, one token more than a losing pair: the engine
  // restores the pair, and wins by Wythoff's rule without any Grundy value.
  const RunResult result = play({"wythoff", "161803398874989484", "261803398874989485", "--players", "engine,random",
                                 "--seed", "5"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "is one of Wythoff's losing pairs")) << result;
  EXPECT_EQ(last_line(result.out), "result: first player wins") << result;
}

TEST(Play, InputThatEndsMidGameIsAnError) {
  const RunResult result = play({"nim", "1", "2", "3"}, "1 1\n");
  EXPECT_EQ(result.status, 2) << result;
  EXPECT_TRUE(contains(result.err, "error: the input ended before the game did (2 moves made, you to move)\n")) << result;
  const RunResult empty = play({"nim", "1", "2", "3"});
  EXPECT_EQ(empty.status, 2) << empty;
}

TEST(Play, BadArgumentsAreOneErrorLine) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"play", "nim", "1", "2", "--players", "you"},
        std::vector<std::string>{"play", "nim", "1", "2", "--players", "you,robot"},
        std::vector<std::string>{"play", "nim", "1", "2", "--players", "you,engine,naive"},
        std::vector<std::string>{"play"}, std::vector<std::string>{"play", "nimm", "3"},
        std::vector<std::string>{"play", "nim", "3", "--seed", "x"},
        std::vector<std::string>{"play", "nim", "3", "--lang", "fr"}}) {
    const RunResult result = run_grundy(args, "quit\n");
    const std::string line = expect_one_error_line(result);
    if (args.size() > 5 && args[4] == "--players") {
      EXPECT_TRUE(contains(line, "--players takes two players")) << line;
    }
  }
}

TEST(Play, SpeaksChineseWithLangOrTheEnvironment) {
  for (const auto& [args, env] :
       {std::pair{std::vector<std::string>{"nim", "1", "2", "3", "--players", "naive,engine", "--lang", "zh"},
                  std::vector<std::string>{"LANG=C", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE="}},
        std::pair{std::vector<std::string>{"nim", "1", "2", "3", "--players", "naive,engine"},
                  std::vector<std::string>{"LANG=zh_CN.UTF-8", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE="}},
        std::pair{std::vector<std::string>{"nim", "1", "2", "3", "--players", "naive,engine"},
                  std::vector<std::string>{"LC_ALL=zh_CN.UTF-8"}}}) {
    const RunResult result = play(args, "", env);
    EXPECT_EQ(result.status, 0) << result;
    EXPECT_TRUE(contains(result.out, "先手：天真玩家，后手：引擎。走最后一步的一方获胜。")) << result;
    EXPECT_TRUE(contains(result.out, "局面：nim 1 2 3")) << result;
    EXPECT_TRUE(contains(result.out, "天真玩家：3:3->2，从第 3 堆取走 1 个（3 -> 2）")) << result;
    EXPECT_TRUE(contains(result.out, "  原因：1 这一列没有配对；现在每一列的 1 都成对了")) << result;
    EXPECT_TRUE(contains(result.out, "引擎拿走了最后一根火柴，获胜：天真玩家已无路可走。")) << result;
    // The last line stays in English, for scripts.
    EXPECT_EQ(last_line(result.out), "result: second player wins") << result;
  }
  // English wins over the environment when asked for, and by default.
  const RunResult english = play({"nim", "1", "--players", "engine,naive", "--lang", "en"}, "", {"LANG=zh_CN.UTF-8"});
  EXPECT_TRUE(contains(english.out, "first player: engine")) << english;
  const RunResult plain = play({"nim", "1", "--players", "engine,naive"}, "", {"LANG=C.UTF-8", "LC_ALL=", "LANGUAGE=zh_CN"});
  EXPECT_TRUE(contains(plain.out, "first player: engine")) << plain;
}

TEST(Play, ChineseMovesCommandsAndErrors) {
  const RunResult result = play({"nim", "5", "6", "7", "8", "--lang", "zh"}, "提示\n9 1\n4 4\n悔棋\n退出\n");
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "提示：4:8->4，从第 4 堆取走 4 个（8 -> 4）：这一步必胜")) << result;
  EXPECT_TRUE(contains(result.out, "不允许：没有第 9 堆：堆的编号为 1 到 4。请再试一次。")) << result;
  EXPECT_TRUE(contains(result.out, "悔了 2 步")) << result;
  const RunResult error = play({"nim", "1", "2", "3", "--lang", "zh"}, "1 1\n");
  EXPECT_EQ(error.status, 2) << error;
  EXPECT_TRUE(contains(error.err, "错误：输入在对局结束前就结束了")) << error;
}

TEST(Solve, SpeaksChineseToo) {
  const RunResult result = run_grundy({"solve", "nim", "5", "6", "7", "8"}, "", {"LANG=zh_CN.UTF-8", "LC_ALL="});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "局面：nim 5 6 7 8\nGrundy 值：12\n结果：N，轮到走的一方获胜\n")) << result;
  EXPECT_TRUE(contains(result.out,
                       "必胜走法（1 种）：\n  4:8->4       从第 4 堆取走 4 个（8 -> 4）  留下 nim "
                       "5 6 7 4（遥远度 22）\n"))
      << result;
  EXPECT_TRUE(contains(result.out, "  尼姆和   12    1 1 0 0\n")) << result;
  const RunResult error = run_grundy({"solve", "--lang", "zh", "nim", "3", "-4"});
  EXPECT_EQ(error.status, 2) << error;
  EXPECT_EQ(error.err, "错误：负数 '-4'，在第 7 列：堆的大小必须大于或等于 0\n") << error;
  // JSON is for programs: the same in every language.
  EXPECT_EQ(run_grundy({"solve", "--json", "--lang", "zh", "nim", "5", "6", "7", "8"}).out,
            run_grundy({"solve", "--json", "nim", "5", "6", "7", "8"}).out);
}

TEST(Play, HelpDocumentsPlayersNotationCommandsAndScripting) {
  const RunResult result = run_grundy({"play", "--help"});
  EXPECT_EQ(result.status, 0) << result;
  for (const char* part : {"--players", "--seed", "--lang", "you", "engine", "random", "naive", "HEAP COUNT",
                           "HEAP:FROM->LEFT", "both N", "game 2: 3 1", "hint", "explain", "undo", "quit",
                           "result: first player wins", "Examples:"}) {
    EXPECT_TRUE(contains(result.out, part)) << part << "\n" << result;
  }
}

}  // namespace
}  // namespace grundy::e2e

namespace grundy::e2e {
namespace {

// The story's game, the gentleman taking one match at a time: the value
// history shows him lost before each of his moves (G = 0, P) and no turning
// point; a random game that gives the win away marks the move.
TEST(PlayHistory, TheTableAtTheEndOfTheGame) {
  const RunResult story = run_grundy({"play", "nim", "1", "2", "3", "--players", "naive,engine"});
  EXPECT_EQ(story.status, 0) << story.err;
  EXPECT_TRUE(contains(story.out,
                       "    1  naive      0  P  3:3->2\n"
                       "    2  engine     1  N  1:1->0\n"
                       "    3  naive      0  P  3:2->1\n"
                       "    4  engine     3  N  2:2->1\n"
                       "    5  naive      0  P  3:1->0\n"
                       "    6  engine     1  N  2:1->0\n"
                       "  end             0  P\n"
                       "No turning point: whoever was winning at the start won.\n"))
      << story.out;
  const RunResult random =
      run_grundy({"play", "kayles", "7", "--players", "random,random", "--seed", "3"});
  EXPECT_TRUE(contains(random.out, "    1  random 1     2  N  1:7->2+3  <- turning point\n"))
      << random.out;
  EXPECT_TRUE(contains(random.out,
                       "Turning points (the mover left a won position to one the "
                       "opponent wins): move 1.\n"))
      << random.out;
  // The result line stays the last, for scripts.
  EXPECT_TRUE(random.out.ends_with("result: second player wins\n")) << random.out;
  // A game graph whose token goes round a cycle: drawn by repetition, every
  // position drawn (D, value ∞), the history printed before the result.
  const RunResult drawn =
      run_grundy({"play", "digraph(a->b, b->a, b->c, c->c) a", "--players", "engine,engine"});
  EXPECT_TRUE(contains(drawn.out,
                       "    1  engine 1     ∞  D  a->b\n"
                       "    2  engine 2     ∞  D  b->a\n"))
      << drawn.out;
  EXPECT_TRUE(contains(drawn.out,
                       "No turning point: neither player could force a win, and the "
                       "game was drawn.\nresult: draw\n"))
      << drawn.out;
  // In Chinese the last row's word is two wide characters: the columns stay
  // aligned.
  const RunResult chinese =
      run_grundy({"play", "nim", "1", "2", "3", "--players", "naive,engine", "--lang", "zh"});
  EXPECT_TRUE(contains(chinese.out, "\n     6  ")) << chinese.out;
  EXPECT_TRUE(contains(chinese.out, "\n  终局  ")) << chinese.out;
}

}  // namespace
}  // namespace grundy::e2e
