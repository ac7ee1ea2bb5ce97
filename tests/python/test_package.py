"""The package around the extension: the type stubs name exactly what the
extension defines, every function has a docstring, and Game plays a game out
move by move, checked against the oracle (tests/oracle, which shares no code
with the engine). Run by ctest (python.module) like test_grundy.py."""
import ast
import inspect
import os
import json
import subprocess
import unittest

import grundy
import grundy._grundy as extension

ORACLE = os.environ.get("GRUNDY_ORACLE", "build/tests/oracle/grundy-oracle")
STUBS = os.path.join(os.path.dirname(grundy.__file__), "_grundy.pyi")


def oracle(positions, misere=False):
    done = subprocess.run([ORACLE, *(["--misere"] if misere else [])], input="\n".join(positions) + "\n",
                          capture_output=True, text=True, timeout=120, check=True)
    return {answer["position"]: answer for answer in map(json.loads, done.stdout.splitlines())}


def stub_names():
    """The stubs' top-level names and the methods of each class, without the
    stubs' own helpers (names with one leading underscore)."""
    with open(STUBS, encoding="utf-8") as file:
        tree = ast.parse(file.read())
    names, members = set(), {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names.add(node.name)
            members[node.name] = {item.name for item in node.body if isinstance(item, ast.FunctionDef)}
        elif isinstance(node, ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets)
    return {name for name in names if not (name.startswith("_") and not name.startswith("__"))}, members


class TheStubs(unittest.TestCase):
    def test_name_exactly_what_the_extension_defines(self):
        names, _ = stub_names()
        defined = {name for name in dir(extension) if not name.startswith("_")} | {"__version__"}
        self.assertEqual(names, defined)

    def test_name_every_method_of_position(self):
        _, members = stub_names()
        ignored = {"__dict__", "__module__", "__weakref__", "__doc__", "__getstate__", "__setstate__",
                   "_pybind11_conduit_v1_"}
        defined = {name for name in grundy.Position.__dict__ if name not in ignored}
        self.assertEqual(members["Position"], defined)

    def test_the_package_exports_the_extension_and_game(self):
        defined = {name for name in dir(extension) if not name.startswith("_")}
        # The package's own: Game, the typed answers made from the
        # extension's dicts (solve, seq and quotient wrap _solve_words, _seq
        # and _quotient), and Outcome.
        own = {"Game", "__version__", "solve", "seq", "quotient", "Solution", "Sequence", "Quotient",
               "Period", "WinningMove", "Outcome", "Reason"}
        self.assertEqual(set(grundy.__all__), defined | own)
        for name in grundy.__all__:
            self.assertTrue(hasattr(grundy, name), name)
        self.assertRegex(grundy.__version__, r"^\d+\.\d+\.\d+$")

    def test_py_typed_marks_the_package_as_typed(self):
        self.assertTrue(os.path.exists(os.path.join(os.path.dirname(grundy.__file__), "py.typed")))


class EveryFunctionHasADocstring(unittest.TestCase):
    def test_the_extension(self):
        for name in dir(extension):
            if name.startswith("_"):
                continue
            with self.subTest(name=name):
                self.assertTrue((getattr(extension, name).__doc__ or "").strip(), name)

    def test_position_and_game(self):
        for cls in (grundy.Position, grundy.Game):
            for name, member in cls.__dict__.items():
                if name.startswith("__") and name not in ("__init__", "__add__", "__eq__", "__iter__"):
                    continue
                if name.startswith("_") and not name.startswith("__") or not callable(member) and not isinstance(
                        member, property):
                    continue
                with self.subTest(cls=cls.__name__, name=name):
                    self.assertTrue((member.__doc__ or "").strip(), f"{cls.__name__}.{name}")


class GamePlaysOut(unittest.TestCase):
    def test_the_match_girl_wins_nim_1_2_3_moving_second(self):
        # Whatever the gentleman plays first, she answers with a move that
        # keeps every count in pairs, and makes the last move.
        for first in grundy.Game("nim 1 2 3").moves():
            with self.subTest(first=first):
                game = grundy.Game("nim 1 2 3")
                self.assertEqual(game.outcome, "P")
                self.assertEqual(game.player, 1)
                game.play(first)
                while not game.over:
                    move = game.best_move() if game.player == 2 else game.moves()[0]
                    self.assertIsNotNone(move)
                    game.play(move)
                self.assertEqual(game.winner, 2)
                self.assertEqual(str(game.position), "nim 0 0 0")

    def test_every_winning_move_agrees_with_the_oracle_along_a_game(self):
        for start, misere in (("nim 5 6 7 8", False), ("kayles 7 + nim 1", False), ("nim 2 3 4", True),
                              ("octal(0.07) 10", False)):
            game = grundy.Game(start, misere=misere)
            while not game.over:
                answer = oracle([str(game.position)], misere)[str(game.position)]
                options = dict(game.options())
                self.assertEqual(list(options), game.moves())
                reached = sorted(str(options[move]) for move in game.winning_moves())
                with self.subTest(start=start, misere=misere, position=str(game.position)):
                    self.assertEqual(game.outcome, answer["outcome"])
                    self.assertEqual(reached, answer["winning_moves_to"])
                game.play(game.best_move() or game.moves()[-1])
            # The first player moved from an N-position and kept winning.
            self.assertEqual(game.winner, 1, start)

    def test_misere_nim_ends_with_the_loser_taking_the_last_token(self):
        game = grundy.Game("nim 1 1", misere=True)
        self.assertEqual(game.outcome, "N")
        self.assertEqual(game.winning_moves(), ["1:1->0", "2:1->0"][:len(game.winning_moves())])
        game.play(game.best_move())
        game.play(game.moves()[0])
        self.assertTrue(game.over)
        self.assertEqual(game.winner, 1)  # player 2 took the last token and lost

    def test_undo_and_history(self):
        game = grundy.Game("nim 3 4")
        game.play("1:3->1")
        game.play("2 2")  # take 2 from heap 2, as `grundy play` reads it
        self.assertEqual(game.history, ["1:3->1", "2 2"])
        self.assertEqual(str(game.position), "nim 1 2")
        self.assertEqual(game.undo(), "2 2")
        self.assertEqual(str(game.position), "nim 1 4")
        self.assertEqual(game.player, 2)
        game.undo()
        self.assertEqual(game.position, game.start)
        with self.assertRaises(grundy.RuleError):
            game.undo()

    def test_an_impossible_move_raises_and_changes_nothing(self):
        game = grundy.Game("nim 1 2")
        with self.assertRaises(grundy.RuleError):
            game.play("3:1->0")
        with self.assertRaises(grundy.ParseError):
            game.play("bogus")
        self.assertEqual(game.history, [])
        game.play("1:1->0")
        game.play("2:2->0")
        with self.assertRaises(grundy.RuleError):
            game.play("1:1->0")

    def test_iterating_a_game_gives_its_options(self):
        game = grundy.Game("nim 2")
        self.assertEqual([(move, str(after)) for move, after in game],
                         [("1:2->1", "nim 1"), ("1:2->0", "nim 0")])

    def test_a_game_of_your_own(self):
        class TakeOneOrTwo:
            def moves(self, n):
                return [n - take for take in (1, 2) if take <= n]

        game = grundy.Game(grundy.position(TakeOneOrTwo(), 8) + "nim 1")
        self.assertEqual(game.outcome, "N")
        while not game.over:
            game.play(game.best_move() or game.moves()[0])
        self.assertEqual(game.winner, 1)

    def test_positions_compare_and_hash_by_their_text(self):
        self.assertEqual(grundy.Position("nim 1 2"), grundy.Position("nim 1 2"))
        self.assertNotEqual(grundy.Position("nim 1 2"), grundy.Position("nim 2 1"))
        self.assertEqual(len({grundy.Position("nim 3"), grundy.Position("nim 3"), grundy.Position("nim 4")}), 2)
        self.assertNotEqual(grundy.Position("nim 1"), "nim 1")


if __name__ == "__main__":
    unittest.main()
