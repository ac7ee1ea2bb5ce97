"""The Python module `grundy`: the oracle's answers (tests/oracle, which shares
no code with the engine), the same answers as the command, and games written in
Python, memoised by the C++ engine. Run by ctest (python.module) with
PYTHONPATH=build/python, GRUNDY_BINARY, GRUNDY_ORACLE and GRUNDY_TEST_DATA set."""
import copy
import json
import os
import pickle
import re
import subprocess
import unittest

import grundy

BINARY = os.environ.get("GRUNDY_BINARY", "build/grundy")
ORACLE = os.environ.get("GRUNDY_ORACLE", "build/tests/oracle/grundy-oracle")
DATA = os.environ.get("GRUNDY_TEST_DATA", "tests/data")
SOURCE = os.environ.get("GRUNDY_SOURCE", ".")
CYCLE = os.path.join(DATA, "graphs", "cycle.txt")


def cli_json(*args):
    done = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout)


class TakeOneOrTwo:
    """Take 1 or 2 tokens: G(n) = n mod 3. Counts its calls."""

    name = "take12"

    def __init__(self):
        self.calls = 0

    def moves(self, n):
        self.calls += 1
        return [n - take for take in (1, 2) if take <= n]


class Subtraction134:
    """The subtraction game {1, 3, 4}, written out in Python."""

    name = "subtraction134"

    def moves(self, n):
        return [n - s for s in (1, 3, 4) if s <= n]


class Cram:
    """Cram on a small board: a position is the frozenset of covered cells."""

    name = "cram"

    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols

    def moves(self, covered):
        found = []
        for r in range(self.rows):
            for c in range(self.cols):
                for dr, dc in ((0, 1), (1, 0)):
                    a, b = (r, c), (r + dr, c + dc)
                    if b[0] < self.rows and b[1] < self.cols and a not in covered and b not in covered:
                        found.append(covered | {a, b})
        return found

    def text(self, covered):
        return "/".join(
            "".join("#" if (r, c) in covered else "." for c in range(self.cols)) for r in range(self.rows))


def oracle(positions, misere=False):
    """The oracle's answers, one dict per position; a position it cannot
    answer is {"input", "error"} (and the oracle's exit status 2), for the
    caller to fail on with the position named."""
    done = subprocess.run([ORACLE, *(["--misere"] if misere else [])], input="\n".join(positions) + "\n",
                          capture_output=True, text=True, timeout=120, check=False)
    if done.returncode not in (0, 2):
        raise RuntimeError(f"{ORACLE} failed ({done.returncode}): {done.stderr}")
    return [json.loads(line) for line in done.stdout.splitlines()]


def corpus():
    """Every position of tests/data/oracle/corpus.txt, whatever its family, as
    (position, misère): a comment or an empty line is the only line left out."""
    lines = []
    with open(os.path.join(DATA, "oracle", "corpus.txt"), encoding="utf-8") as file:
        for line in file:
            line = line.rstrip("\r\n")
            if not line or line.startswith("#"):
                continue
            misere = line.startswith("misere ")
            position = line[len("misere "):] if misere else line
            lines.append((position.replace("DATA", DATA), misere))
    return lines


def winning_positions(answer, rename=lambda text: text):
    return sorted({rename(move["to"]) for move in answer["winning_moves"]})


def drawing_positions(answer):
    return sorted({move["to"] for move in answer.get("drawing_moves", [])})


class AgreesWithTheOracle(unittest.TestCase):
    def test_every_position_of_the_corpus(self):
        lines = corpus()
        self.assertGreater(len(lines), 250)
        compared = 0
        for misere in (False, True):
            positions = [position for position, is_misere in lines if is_misere == misere]
            answers = oracle(positions, misere)
            # One answer a position, none an error: zip would drop the rest.
            self.assertEqual(len(answers), len(positions))
            for position, expected in zip(positions, answers):
                with self.subTest(position=position, misere=misere):
                    self.assertNotIn("error", expected)
                    answer = grundy.solve(position, misere=misere)
                    self.assertEqual(answer["position"], expected["position"])
                    # The misère quotient and the decomposition tell who wins, not G⁻.
                    if answer.get("method") not in ("quotient", "decomposition") or answer["grundy"] is not None:
                        self.assertEqual(answer["grundy"], expected["grundy"])
                    self.assertEqual(answer.get("grundy_infinite"), expected.get("grundy_infinite"))
                    self.assertEqual(answer["outcome"], expected["outcome"])
                    self.assertEqual(winning_positions(answer), expected["winning_moves_to"])
                    self.assertEqual(drawing_positions(answer), expected["drawing_moves_to"])
                    compared += 1
        self.assertEqual(compared, len(lines))

    def test_a_game_written_in_python_and_the_oracles_version_of_it(self):
        # Subtraction134 is subtraction(1,3,4): the oracle reads it so.
        def rename(text):
            return re.sub(r"^subtraction134 ", "subtraction(1,3,4) ", text)

        for misere in (False, True):
            cases = [(n, m) for n in range(14) for m in range(5)]
            expected = oracle([f"subtraction(1,3,4) {n} + nim {m}" for n, m in cases], misere)
            self.assertEqual(len(expected), len(cases))
            for (n, m), want in zip(cases, expected):
                with self.subTest(n=n, m=m, misere=misere):
                    answer = (grundy.position(Subtraction134(), n) + f"nim {m}").solve(misere=misere)
                    self.assertEqual(rename(answer["position"]), want["position"])
                    self.assertEqual((answer["grundy"], answer["outcome"]), (want["grundy"], want["outcome"]))
                    self.assertEqual(winning_positions(answer, rename), want["winning_moves_to"])


class SolveMatchesTheCommand(unittest.TestCase):
    POSITIONS = [
        "nim 5 6 7 8",
        "nim 1 2 3",
        "kayles 9 + nim 3 5",
        "subtraction(1,3,4) 7 9",
        "wythoff 3 5",
        "wythoff 1000000000000000000 1618033988749894848",
        "welter 2 5 7",
        "welter 9 1 4 + nim 3",
        "octal(0.07) 10 + lasker 4 7",
        f"graph({CYCLE}) a",
        f"graph({CYCLE}) a c + nim 3",
        f"graph({CYCLE}) f + nim 1",
        f"graph({os.path.join(DATA, 'graphs', 'dag.txt')}) v w",
    ]

    def test_the_same_dict_as_solve_json(self):
        for position in self.POSITIONS:
            with self.subTest(position=position):
                answer = grundy.solve(position)
                self.assertIsInstance(answer, grundy.Solution)
                self.assertEqual(answer.to_dict(), cli_json("solve", "--json", position))

    def test_misere_is_the_dict_of_solve_misere_json(self):
        for position in ["nim 1 1 5", "kayles 5 + nim 3", "kayles 4 + nim 3", "nim 0"]:
            with self.subTest(position=position):
                self.assertEqual(grundy.solve(position, misere=True).to_dict(),
                                 cli_json("solve", "--misere", "--json", position))
        self.assertEqual(grundy.solve("nim 1 1 5", misere=True)["winning_moves"][0]["move"], "3:5->1")
        answer = grundy.solve("nim 1 1 5", misere=True)
        self.assertEqual((answer.play, answer.outcome, answer.winning_move_count), ("misere", "N", 1))
        self.assertEqual(answer.winning_moves, [grundy.WinningMove(0, "3:5->1", "nim 1 1 1")])

    def test_a_drawn_graph_lists_the_moves_that_keep_the_draw(self):
        answer = grundy.solve(f"graph({CYCLE}) a")
        self.assertEqual(answer["outcome"], "D")
        self.assertIsNone(answer["grundy"])
        self.assertEqual(answer["grundy_infinite"], {"finite_options": [1]})
        self.assertEqual([move["move"] for move in answer["drawing_moves"]], ["a->b"])

    def test_seq_matches_the_command(self):
        for game in ("kayles", "octal(0.07)", "subtraction(1,3,4)"):
            with self.subTest(game=game):
                command = cli_json("seq", game, "--upto", "60", "--json")
                sequence = grundy.seq(game, 60)
                # The same object as the command's, and its values as a list.
                self.assertEqual(sequence.to_dict(), command)
                self.assertEqual(sequence, command["values"])
                self.assertEqual(sequence.values, command["values"])
                period = command["period"]
                self.assertEqual(sequence.period,
                                 grundy.Period(period["preperiod"], period["length"]) if period else None)

    def test_errors_are_typed(self):
        with self.assertRaisesRegex(grundy.ParseError, "column 7"):
            grundy.solve("nim 3 -4")
        with self.assertRaisesRegex(grundy.ParseError, "unknown vertex 'zz'"):
            grundy.solve(f"graph({CYCLE}) zz")
        with self.assertRaises(grundy.InputError):
            grundy.solve("graph(/nonexistent.txt) a")
        self.assertTrue(issubclass(grundy.ParseError, ValueError))


class LongListsOfMoves(unittest.TestCase):
    """A Kayles row of 10^18 pins has 2.5*10^17 winning moves beside nim 3:
    counted at once, listed a page at a time, never built whole."""

    def test_winning_moves_are_counted_indexed_and_iterated(self):
        position = grundy.Position("kayles 1000000000000000000 + nim 3")
        moves = position.winning_moves()
        self.assertEqual(moves.count_moves(), 250000000000000001)
        self.assertEqual(len(moves), 250000000000000001)
        self.assertEqual(moves[0], "game 1: 1:1000000000000000000->1+999999999999999998")
        self.assertEqual(moves[:2], [moves[0], moves[1]])
        first = [move for move, _ in zip(moves, range(1000))]
        self.assertEqual(first[999], moves[999])
        self.assertEqual(len(set(first)), 1000)
        self.assertIn("(250000000000000001 moves)", repr(moves))
        # The dict of solve() lists a page, with the next page's offset.
        answer = grundy.solve(position, offset=100, limit=3)
        self.assertEqual(["game 1: " + m["move"] for m in answer["winning_moves"]], moves[100:103])
        self.assertEqual(answer["winning_moves_page"]["next_offset"], 103)
        self.assertEqual(len(grundy.solve(position)["winning_moves"]), 100)

    def test_small_lists_behave_as_lists(self):
        position = grundy.Position("nim 2 1")
        self.assertEqual(position.moves(), ["1:2->1", "1:2->0", "2:1->0"])
        self.assertEqual(list(reversed(position.moves())), ["2:1->0", "1:2->0", "1:2->1"])
        self.assertEqual(position.moves()[-1], "2:1->0")
        self.assertEqual(position.moves()[::-2], ["2:1->0", "1:2->1"])
        self.assertEqual(dict(position.options())["1:2->1"], grundy.Position("nim 1 1"))
        self.assertEqual(grundy.Position("nim 1 1").winning_moves(), [])
        self.assertFalse(grundy.Position("nim 1 1").winning_moves())
        with self.assertRaises(IndexError):
            position.moves()[3]
        # Counting every legal move of a huge row is refused; reading them is not.
        huge = grundy.Position("kayles 1000000000000000000").moves()
        self.assertEqual(huge[1], "1:1000000000000000000->1+999999999999999998")
        with self.assertRaises(grundy.LimitError):
            len(huge)


class YourOwnGames(unittest.TestCase):
    def test_values_outcomes_and_winning_moves(self):
        game = TakeOneOrTwo()
        self.assertEqual(grundy.value(game, 10), 1)
        self.assertEqual(grundy.outcome(game, 9), "P")
        self.assertEqual(grundy.winning_moves(game, 10), [9])
        self.assertEqual(grundy.seq(game, 9), [n % 3 for n in range(10)])

    def test_the_engine_memoises(self):
        game = TakeOneOrTwo()
        self.assertEqual(grundy.value(game, 500), 500 % 3)
        calls = game.calls
        self.assertEqual(calls, 501)  # each position once
        self.assertEqual(grundy.value(game, 400), 400 % 3)
        self.assertEqual(game.calls, calls)

    def test_agrees_with_the_built_in_family(self):
        self.assertEqual(grundy.seq(Subtraction134(), 80), grundy.seq("subtraction(1,3,4)", 80))

    def test_misere_play_of_your_own_game_agrees_with_the_built_in_family(self):
        for n in range(16):
            with self.subTest(n=n):
                own = grundy.position(Subtraction134(), n).solve(misere=True)
                built_in = grundy.solve(f"subtraction(1,3,4) {n}", misere=True)
                self.assertEqual((own["grundy"], own["outcome"]), (built_in["grundy"], built_in["outcome"]))

    def test_sums_with_built_in_families_and_play(self):
        cram = Cram(2, 3)
        start = grundy.position(cram, frozenset())
        self.assertEqual(start.outcome, "N")  # even x odd: the first player wins
        position = start + "nim 2"
        answer = position.solve()
        self.assertEqual(answer["position"], "cram .../... + nim 2")
        self.assertEqual(answer["outcome"], "N")
        self.assertEqual(answer["winning_move_count"], len(answer["winning_moves"]))
        best = position.best_move()
        self.assertIsNotNone(best)
        self.assertEqual(position.after(best).outcome, "P")
        self.assertIn(best, position.winning_moves())
        # A 2 x 2 board is lost (mirror strategy), so it adds nothing to nim 3.
        self.assertEqual((grundy.position(Cram(2, 2), frozenset()) + "nim 3").value, 3)

    def test_a_moves_function_that_raises(self):
        class Broken:
            def moves(self, n):
                return [n - 1] if n != 3 else [1 // 0]

        with self.assertRaises(grundy.GameError) as raised:
            grundy.value(Broken(), 6)
        self.assertIn("moves(3)", str(raised.exception))
        self.assertIn("ZeroDivisionError", str(raised.exception))
        self.assertIsInstance(raised.exception.__cause__, ZeroDivisionError)

    def test_invalid_positions(self):
        class Lists:
            def moves(self, n):
                return [[n - 1]] if n > 0 else []

        class NoList:
            def moves(self, n):
                return None

        with self.assertRaisesRegex(grundy.GameError, r"moves\(2\) returned \[1\], which cannot be a position"):
            grundy.value(Lists(), 2)
        with self.assertRaisesRegex(grundy.GameError, "must return a list"):
            grundy.value(NoList(), 2)
        with self.assertRaises(TypeError):
            grundy.value(object(), 2)

    def test_cycles_and_endless_games_end_with_an_error(self):
        class Cycle:
            def moves(self, n):
                return [(n + 1) % 5]

        class Endless:
            def moves(self, n):
                return [n + 1]

        with self.assertRaisesRegex(grundy.RuleError, "cycle"):
            grundy.value(Cycle(), 0)
        with self.assertRaisesRegex(grundy.LimitError, "more than 1000 positions"):
            grundy.value(Endless(), 0, max_positions=1000)

    def test_nimber_field(self):
        # The mex definition of nim-multiplication, written here from scratch.
        table = [[0] * 16 for _ in range(16)]
        for a in range(16):
            for b in range(16):
                seen = {table[x][b] ^ table[a][y] ^ table[x][y] for x in range(a) for y in range(b)}
                table[a][b] = next(m for m in range(64) if m not in seen)
                self.assertEqual(grundy.nim_mul(a, b), table[a][b])
        big = 2**64 - 1
        self.assertEqual(grundy.nim_mul(grundy.nim_inv(big), big), 1)
        self.assertEqual(grundy.nim_mul(grundy.nim_sqrt(8), grundy.nim_sqrt(8)), 8)
        with self.assertRaises(grundy.LimitError):
            grundy.nim_mul(2**64, 1)
        with self.assertRaises(grundy.LimitError):
            grundy.nim_sqrt(-1)
        with self.assertRaises(grundy.RuleError):
            grundy.nim_inv(0)
        # Coin-turning games and their products are families like any other;
        # a head on (x, y) of Turning Corners is worth x ⊗ y.
        self.assertEqual(grundy.parse("turning-corners 5,6").value, grundy.nim_mul(5, 6))
        answer = grundy.solve("turning-corners 2,3 5,6")
        self.assertEqual([m["move"] for m in answer["winning_moves"]], ["5,2x6,4"])
        self.assertEqual(grundy.parse("mock-turtles 1 4 5").value, 2 ^ 8 ^ 11)

    def test_games_on_graphs_and_boards(self):
        # A plain search written here: Node-Kayles on a path of n vertices
        # (take a vertex and its neighbours) is Dawson's chess.
        memo = {}

        def path(n):
            if n <= 0:
                return 0
            if n not in memo:
                options = {path(max(i - 1, 0)) ^ path(n - i - 2) for i in range(n)}
                memo[n] = next(m for m in range(n + 2) if m not in options)
            return memo[n]

        for n in range(1, 16):
            self.assertEqual(grundy.parse(f"node-kayles(path({n}))").value, path(n))
            self.assertEqual(grundy.parse(f"arc-kayles(path({n + 1}))").value, path(n))
        # Cram on a board with both sides even is lost (symmetry); Chomp on a
        # rectangle is won (strategy stealing); a stalk of 3 edges is worth 3.
        self.assertEqual(grundy.parse("cram(4x4)").value, 0)
        self.assertNotEqual(grundy.parse("chomp(5x6)").value, 0)
        self.assertEqual(grundy.parse("hackenbush(ground-a, a-b, b-c)").value, 3)
        answer = grundy.solve("chomp(6x7) + cram(2x2)")
        self.assertEqual([m["move"] for m in answer["winning_moves"]], ["5,5"])
        with self.assertRaises(grundy.ParseError):
            grundy.parse("cram(..x)")

    def test_misere_quotient(self):
        # Kayles: 40 elements, period 12 from heap 71, proven for every heap;
        # long misère rows are decided by it.
        kayles = grundy.quotient("kayles", 200)
        self.assertEqual(kayles.to_dict(), cli_json("quotient", "kayles", "--heaps", "200", "--json"))
        self.assertEqual((kayles.order, kayles.all_heaps, len(kayles.pretending)), (40, True, 168))
        self.assertEqual(kayles["order"], 40)
        self.assertEqual(kayles["period"]["period"], 12)
        self.assertTrue(kayles["all_heaps"])
        self.assertEqual(kayles["listed_to"], 167)  # proven there; the rest follow the period
        self.assertEqual(len(kayles["pretending"]), 168)
        answer = grundy.solve("kayles 1000 900 800 700 600 500 400 300 200 100", misere=True)
        self.assertEqual(answer["method"], "quotient")
        self.assertIsNone(answer["grundy"])
        with self.assertRaises(grundy.ParseError):
            grundy.quotient("kayels", 10)

    def test_a_wild_quotient_is_bounded_as_the_command_bounds_it(self):
        # Dawson's Kayles to heap 27 as `grundy quotient` gives it; its limits
        # are the command's, a deadline and memory: the message names the
        # 8 MiB given (the library's own defaults, 512 MiB and candidates of
        # 4096 elements, would stop it at heap 33).
        dawson = grundy.quotient("dawson", 27)
        self.assertEqual(dawson.to_dict(), cli_json("quotient", "dawson", "--heaps", "27", "--json"))
        self.assertEqual(dawson.order, 176)
        with self.assertRaisesRegex(grundy.LimitError, r"quotient took longer than the limit of 0\.5 s"):
            grundy.quotient("dawson", 40, timeout=0.5)
        with self.assertRaisesRegex(grundy.LimitError, r"at heap \d+ would need more than 8 MiB"):
            grundy.quotient("dawson", 40, max_memory=8 << 20)
        with self.assertRaises(ValueError):
            grundy.quotient("dawson", 10, max_memory=0)

    def test_a_quotient_computed_once_decides_sums_past_solves_own(self):
        # As `grundy solve --misere --quotient FILE`: the quotient given
        # decides the sums of its game's heaps that it covers (the quotient of
        # the heaps to 30, order 360, where solve's own to heap 27 has 176),
        # with the answer of solve's own quotient where solve reaches.
        dawson = grundy.quotient("dawson", 30)
        given = grundy.solve("dawson 27 25 + dawson 9", misere=True, quotient=dawson)
        own = grundy.solve("dawson 27 25 + dawson 9", misere=True)
        self.assertEqual(given["method"], "quotient")
        self.assertEqual((given["quotient"]["order"], own["quotient"]["order"]), (360, 176))
        self.assertEqual((given.outcome, given["winning_moves"]), (own.outcome, own["winning_moves"]))
        self.assertEqual(given.winning_move_count, 12)
        self.assertEqual(grundy.Position("dawson 27 25").solve(misere=True, quotient=dawson).outcome,
                         grundy.solve("dawson 27 25", misere=True).outcome)
        for position, misere, message in [
                ("kayles 5", True, "decides sums of the heaps of 0.07, and kayles 5 is not one"),
                ("dawson 5 + nim 3", True, "and dawson 5 \\+ nim 3 is not one"),
                ("dawson 31 3", True, "computed for the heaps up to 30, and this sum has a heap of 31"),
                ("dawson 27", False, "give misere=True too")]:
            with self.assertRaisesRegex(grundy.RuleError, message):
                grundy.solve(position, misere=misere, quotient=dawson)
        with self.assertRaisesRegex(ValueError, "made from a dict"):
            grundy.solve("dawson 5", misere=True, quotient=grundy.Quotient.from_dict(dawson.to_dict()))
        # A copy decides as the original does; pickled, it is its dict.
        copied = copy.deepcopy(dawson)
        self.assertEqual(copied, dawson)
        self.assertEqual(grundy.solve("dawson 30 9", misere=True, quotient=copied)["quotient"]["order"], 360)
        self.assertEqual(pickle.loads(pickle.dumps(dawson)), dawson)

    def test_the_python_examples_of_the_manual_run(self):
        # Each page's ```python blocks, in order, in one namespace: they
        # build on each other as a reader would type them.
        for page in ("README.md", "docs/python.md", "docs/own-games.md", "docs/tutorial.md"):
            path = os.path.join(SOURCE, page)
            self.assertTrue(os.path.exists(path), f"{page} is missing")
            with open(path, encoding="utf-8") as file:
                blocks = re.findall(r"```python\n(.*?)```", file.read(), re.S)
            # A page listed here without a block would pass having run nothing.
            self.assertTrue(blocks, f"{page} has no ```python block")
            namespace = {}
            for number, block in enumerate(blocks, 1):
                with self.subTest(page=page, block=number):
                    exec(compile(block, f"{page}, python block {number}", "exec"), namespace)

if __name__ == "__main__":
    unittest.main()
