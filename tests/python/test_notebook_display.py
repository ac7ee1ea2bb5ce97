"""What a notebook shows of the package: outcomes as grundy.Outcome, a
Solution's moves in words and its explanation (its dict still the command's),
a game's repr with whose turn it is and its moves, and positions and games
drawn as SVG (well-formed, one piece a token) or, past the limits, as text.
Run by ctest (python.module) like test_grundy.py."""
import json
import os
import unittest
import xml.etree.ElementTree as ElementTree

import grundy

DATA = os.environ.get("GRUNDY_TEST_DATA", "tests/data")
CYCLE = os.path.join(DATA, "graphs", "cycle.txt")
SVG = "{http://www.w3.org/2000/svg}"


def elements(svg, tag):
    """The elements `tag` of an SVG document, which must parse as XML."""
    return ElementTree.fromstring(svg).findall(f".//{SVG}{tag}")


class OutcomesAreAnEnumAndStrings(unittest.TestCase):
    def test_every_outcome_is_an_outcome_equal_to_its_letter(self):
        class TakeOne:
            def moves(self, n):
                return [n - 1] if n else []

        outcomes = [grundy.solve("nim 1 2 3").outcome, grundy.Position("nim 3").outcome,
                    grundy.Position("nim 1 1").misere_outcome, grundy.Game("nim 1 2").outcome,
                    grundy.outcome(TakeOne(), 4), grundy.solve(f"graph({CYCLE}) a").outcome]
        self.assertEqual(outcomes, ["P", "N", "N", "N", "P", "D"])
        self.assertEqual(outcomes, [grundy.Outcome.P, grundy.Outcome.N, grundy.Outcome.N, grundy.Outcome.N,
                                    grundy.Outcome.P, grundy.Outcome.D])
        for outcome in outcomes:
            self.assertIsInstance(outcome, grundy.Outcome)
            self.assertIsInstance(outcome, str)

    def test_an_outcome_is_written_as_its_letter(self):
        self.assertEqual(json.dumps({"outcome": grundy.Outcome.P}), '{"outcome": "P"}')
        self.assertEqual((str(grundy.Outcome.N), f"{grundy.Outcome.D}"), ("N", "D"))
        self.assertEqual(grundy.Outcome("P").meaning, "the player to move loses")


class ASolutionIsTyped(unittest.TestCase):
    def test_its_dict_is_still_the_commands(self):
        for position, misere in (("kayles 9 + nim 3 5", False), ("nim 1 1 5", True), (f"graph({CYCLE}) a", False),
                                 ("kayles 4000000", False)):
            with self.subTest(position=position):
                answer = grundy.solve(position, misere=misere)
                expected = grundy._grundy._solve(position, misere)
                self.assertEqual(answer.to_dict(), expected)
                self.assertEqual(list(answer.to_dict()), list(expected))
                self.assertEqual(json.dumps(answer.to_dict()), json.dumps(expected))

    def test_a_winning_move_in_a_sum_names_its_game(self):
        answer = grundy.solve("kayles 9 + nim 3 5")
        self.assertEqual((answer.value, answer.outcome), (2, grundy.Outcome.N))
        self.assertEqual([(move.game, move.text, move.description) for move in answer.winning_moves],
                         [(1, "game 1: 1:9->2+5", "game 1: take 2 from heap 1 (9) and split the rest into 2 and 5"),
                          (2, "game 2: 1:3->1", "game 2: take 2 from heap 1 (3 -> 1)")])
        # Each text plays the move, which leaves the position the answer says.
        for move in answer.winning_moves:
            game = grundy.Game("kayles 9 + nim 3 5")
            self.assertEqual(str(game.play(move.text)), move.to)

    def test_a_move_in_one_game_is_not_prefixed(self):
        (move,) = grundy.solve("nim 5 6 7 8").winning_moves
        self.assertEqual((move.text, move.description), ("4:8->4", "take 4 from heap 4 (8 -> 4)"))
        self.assertEqual(move, grundy.WinningMove(0, "4:8->4", "nim 5 6 7 4"))

    def test_the_explanation_is_the_text_of_solve(self):
        explanation = grundy.solve("nim 3 5 6").explanation
        self.assertIn("nim-sum", explanation)
        self.assertIn("keep every count in pairs", explanation)
        self.assertIn("P, the player to move loses", str(grundy.solve("nim 3 5 6")))


class ASolutionGivesEachGamesReason(unittest.TestCase):
    def test_reasons_are_typed_with_their_numbers(self):
        answer = grundy.solve("wythoff 4 6 + lasker 3")
        self.assertEqual([(reason.game, reason.rule) for reason in answer.reasons],
                         [(1, "cold_positions"), (2, "heap_values")])
        wythoff, lasker = answer.reasons
        self.assertIsInstance(wythoff, grundy.Reason)
        self.assertEqual(wythoff.title, "Wythoff's cold positions")
        self.assertEqual(wythoff.numbers["reaches"], [[3, 5]])
        self.assertEqual(lasker.numbers, {"heap_values": [4]})
        # The same as the dict's, and none for Nim heaps (their pairing is the reason).
        self.assertEqual(len(answer.reasons), len(answer["reasons"]))
        self.assertEqual(grundy.solve("nim 3 5").reasons, [])

    def test_html_leads_with_the_reason_before_the_moves(self):
        page = grundy.solve("wythoff 4 6")._repr_html_()
        ElementTree.fromstring(page)  # well-formed
        self.assertLess(page.index("Wythoff&#x27;s cold positions"), page.index("winning moves (1)"))
        self.assertIn("<code>4 6-&gt;3 5</code>", page)
        self.assertIn("game 2", grundy.solve("nim 3 + lasker 3 4")._repr_html_())

    def test_a_quotient_shows_its_table_with_the_p_portion_shaded(self):
        kayles = grundy.quotient("kayles", 200)
        page = kayles._repr_html_()
        root = ElementTree.fromstring(page)  # well-formed
        self.assertIn("order <b>40</b>", page)
        self.assertIn("heap n ≥ 71 pretends to be what heap n − 12 does", page)
        rows = root.findall(".//tr")
        self.assertEqual(len(rows), 41)  # the header and one a element
        # Each cell is the product of its row and column, shaded exactly when
        # that product is in the P-portion.
        names = kayles.elements
        table = kayles["table"]
        for i, row in enumerate(rows[1:]):
            cells = row.findall("td")
            self.assertEqual([c.text for c in cells], [names[k] for k in table[i]])
            for cell in cells:
                self.assertEqual("style" in cell.attrib, cell.text in kayles.p_portion)
        # Past order 64 the table is left to the dict, as `--table` leaves it.
        dawson = grundy.quotient("dawson", 27)._repr_html_()
        ElementTree.fromstring(dawson)
        self.assertIn("order <b>176</b>", dawson)
        self.assertIn("the heaps 0..27 only", dawson)
        self.assertNotIn("<table>", dawson)


class AGameSaysWhoseTurnItIs(unittest.TestCase):
    def test_repr_names_the_player_to_move_the_moves_and_the_position(self):
        game = grundy.Game("nim 3 5")
        self.assertEqual(repr(game), "grundy.Game('nim 3 5', player 1 to move)")
        game.play("1:3->1")
        self.assertEqual(repr(game), "grundy.Game('nim 3 5', player 2 to move, moves: ['1:3->1'], now 'nim 1 5')")
        misere = grundy.Game("nim 1", misere=True)
        misere.play("1:1->0")
        self.assertEqual(repr(misere),
                         "grundy.Game('nim 1', misere=True, over: player 2 won, moves: ['1:1->0'], now 'nim 0')")

    def test_a_long_history_is_shortened_with_a_count(self):
        game = grundy.Game("nim 20")
        while not game.over:
            game.play(game.moves()[0])
        self.assertEqual(len(game.history), 20)
        self.assertEqual(
            repr(game), "grundy.Game('nim 20', over: player 2 won, moves: ['1:20->19', '1:19->18', '1:18->17', "
            "'1:17->16', ... 12 more ..., '1:4->3', '1:3->2', '1:2->1', '1:1->0'], now 'nim 0')")
        self.assertLess(len(repr(grundy.Game("nim " + " ".join(["7"] * 1000)))), 200)


class PositionsAndGamesDrawThemselves(unittest.TestCase):
    def test_heaps_of_matches_one_stick_a_match(self):
        svg = grundy.Position("nim 3 5")._repr_svg_()
        self.assertEqual(len(elements(svg, "rect")), 8)
        self.assertEqual(ElementTree.fromstring(svg).find(f"{SVG}title").text, "nim 3 5")

    def test_every_shape_of_board_draws(self):
        for position in ("kayles 5", "wythoff 5 3", "staircase 1 4 6", "welter 1 3 4", "turning-turtles 3 9 12",
                         "product(mock-turtles,ruler) 1,3 2,2", "cram(3x3)", "chomp(2x3)", f"graph({CYCLE}) a",
                         "node-kayles(petersen)", "hackenbush(ground-a, a-b, b-ground, b-c, c-c)",
                         "kayles 3 + nim 2"):
            with self.subTest(position=position):
                shown = grundy.Position(position)
                svg = shown._repr_svg_()
                self.assertIsNotNone(svg)
                ElementTree.fromstring(svg)
                self.assertIn("<svg", shown._repr_html_())

    def test_a_position_too_large_or_without_a_board_is_text(self):
        class TakeOne:
            def moves(self, n):
                return [n - 1] if n else []

        for position in (grundy.Position("nim 100"), grundy.position(TakeOne(), 3)):
            with self.subTest(position=str(position)):
                self.assertIsNone(position._repr_svg_())
                self.assertEqual(position._repr_html_(), f"<div><code>{position}</code></div>")

    def test_html_is_escaped(self):
        class Brackets:
            name = "a<b>&c"

            def moves(self, n):
                return []

        html = grundy.position(Brackets(), 0)._repr_html_()
        self.assertIn("a&lt;b&gt;&amp;c", html)
        self.assertNotIn("<b>", html)

    def test_a_game_shows_its_board_turn_and_moves(self):
        game = grundy.Game("nim 3 5")
        game.play("2:5->3")
        self.assertEqual(game._repr_svg_(), game.position._repr_svg_())
        html = game._repr_html_()
        self.assertIn("<svg", html)
        self.assertIn("player 2 to move; moves: 2:5-&gt;3", html)


if __name__ == "__main__":
    unittest.main()
