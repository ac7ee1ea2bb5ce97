"""Exact answers for impartial games: who wins, the Grundy value and every
winning move of a position; sums of different games; misère play; Grundy
sequences of whole rule families; your own games, written in Python as an
object with moves(position), whose values the C++ engine memoises.

    >>> import grundy
    >>> grundy.solve("nim 1 2 3").outcome
    <Outcome.P: 'P'>
    >>> grundy.seq("kayles", 8).values
    [0, 1, 2, 3, 1, 4, 3, 2, 1]
    >>> game = grundy.Game("nim 5 6 7 8")
    >>> game.best_move()
    '4:8->4'

The engine is the one behind the `grundy` command: `solve()`, `seq()` and
`quotient()` answer with typed objects (Solution, Sequence, Quotient) whose
to_dict() is the object of `grundy solve --json`, `grundy seq --json` and
`grundy quotient --json`, and moves are written as `grundy play` reads them.
Outcomes are grundy.Outcome (N, P, D), which are also the strings 'N', 'P'
and 'D'. In a notebook, positions and games draw their boards as the page
does (SVG).
"""
from __future__ import annotations

import copy
import enum
import html
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional, Tuple, Union

from grundy._grundy import (
    Error,
    GameError,
    InputError,
    LimitError,
    MoveIterator,
    MoveList,
    ParseError,
    Position,
    RuleError,
    __version__,
    nim_inv,
    nim_mul,
    nim_sqrt,
    parse,
    position,
    value,
    winning_moves,
)
from grundy import _grundy

__all__ = [
    "Error",
    "Game",
    "GameError",
    "InputError",
    "LimitError",
    "MoveIterator",
    "MoveList",
    "ParseError",
    "Reason",
    "Period",
    "Position",
    "Quotient",
    "RuleError",
    "Sequence",
    "Solution",
    "__version__",
    "nim_inv",
    "nim_mul",
    "nim_sqrt",
    "Outcome",
    "outcome",
    "parse",
    "position",
    "quotient",
    "seq",
    "solve",
    "value",
    "winning_moves",
    "WinningMove",
]


class Outcome(str, enum.Enum):
    """Who wins a position with perfect play: N, the player to move (an
    N-position); P, the previous player, who made the last move (a
    P-position: the player to move loses); D, nobody (a draw, only in games
    whose positions can repeat). Each is also its letter as a str:
    Outcome.P == 'P', and json.dumps writes "P"."""

    N = "N"
    P = "P"
    D = "D"

    # Written as the letter, as the command writes it.
    __str__ = str.__str__
    __format__ = str.__format__

    @property
    def meaning(self) -> str:
        """The outcome in words, e.g. 'the player to move loses'."""
        return {"N": "the player to move wins", "P": "the player to move loses",
                "D": "a draw: neither player can force a win"}[self.value]


def outcome(game: Any, position: Any, max_positions: int = 1000000) -> Outcome:
    """Outcome.N or Outcome.P for a position of your own game."""
    return Outcome(_grundy.outcome(game, position, max_positions))


def _shortened(text: str, limit: int = 80) -> str:
    """`text`, cut to `limit` characters with '...' when longer."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


class _Answer:
    """An answer of the engine as a typed object, with the dict of the
    command's JSON behind it: to_dict() gives that dict, and answer["key"]
    still reads it, as when the answers were dicts."""

    _dict: Dict[str, Any]

    def to_dict(self) -> Dict[str, Any]:
        """The object of the command's --json, as json.loads gives it."""
        return copy.deepcopy(self._dict)

    def __getitem__(self, key: str) -> Any:
        """The field `key` of the dict (to_dict())."""
        return self._dict[key]

    def get(self, key: str, default: Any = None) -> Any:
        """The field `key` of the dict, or `default`."""
        return self._dict.get(key, default)

    def __contains__(self, key: object) -> bool:
        """Whether the dict has the field `key`."""
        return key in self._dict

    def keys(self) -> Any:
        """The fields of the dict, in the command's order."""
        return self._dict.keys()


@dataclass(frozen=True)
class Period:
    """A proven period: G(n + length) = G(n) for every n >= preperiod."""

    preperiod: int
    length: int


@dataclass(frozen=True)
class WinningMove:
    """A winning move: the game of the sum it is made in (`component`, from
    0), its notation in that game (`move`), the position it leaves (`to`,
    None when left out to keep a large answer small), its remoteness when
    asked for; `text`, the move as `grundy play` and Game.play read it in the
    whole position ('game 2: 1:3->1' in a sum), and `description`, in words
    ('game 2: take 2 from heap 1 (3 -> 1)'). `game` is the game's number as
    the texts write it (from 1)."""

    component: int
    move: str
    to: Optional[str] = None
    remoteness: Optional[int] = None
    # Both follow from the move and the position, so equality leaves them
    # out: a move read from a dict alone equals the one solve() lists.
    text: Optional[str] = field(default=None, compare=False)
    description: Optional[str] = field(default=None, compare=False)

    @property
    def game(self) -> int:
        """The number of the game the move is made in, from 1 ('game 2')."""
        return self.component + 1


@dataclass(frozen=True)
class Reason:
    """Why a game of the position is worth its value, in its family's own
    terms (`grundy solve`'s "why:"): `rule` names the rule in any language
    ('cold_positions', 'heap_values', 'staircase_gaps', ...), `title` and
    `lines` say it in words with this position's numbers, and `numbers` holds
    those numbers by name (Wythoff's 'cold_positions' and 'reaches', the
    staircase's 'gaps', ...). `component` is the game of the sum, from 0."""

    component: int
    rule: str
    title: str
    lines: List[str]
    numbers: Dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> int:
        """The number of the game the reason is about, from 1 ('game 2')."""
        return self.component + 1

    @classmethod
    def from_dict(cls, reason: Dict[str, Any]) -> "Reason":
        """A Reason of an entry of the JSON's "reasons"."""
        numbers = {key: value for key, value in reason.items()
                   if key not in ("component", "rule", "title", "lines")}
        return cls(reason["component"], reason["rule"], reason["title"], list(reason["lines"]), numbers)


@dataclass(frozen=True, eq=False)
class Solution(_Answer):
    """Who wins a position, its value and a page of its winning moves: the
    object of `grundy solve --json` (to_dict()). `grundy` (also `value`) is
    the Grundy value (G- in misère play), None when infinite or beyond the
    limits; `outcome` an Outcome (N, P or D); `winning_move_count` counts
    every winning move, while `winning_moves` lists one page
    (Position.winning_moves() reads them all), each with its text and
    description; `explanation` says why, in the words of `grundy solve`
    (None when made by from_dict alone); `reasons`, each game's own reason
    (Reason), first in the command's text. The remoteness and misère method
    are in the dict. In a notebook it shows as HTML: who wins, the reasons
    and the winning moves."""

    position: str
    play: str
    grundy: Optional[int]
    outcome: Outcome
    winning_moves: List[WinningMove]
    winning_move_count: int
    _dict: Dict[str, Any] = field(repr=False)
    explanation: Optional[str] = field(default=None, repr=False)
    reasons: List[Reason] = field(default_factory=list, repr=False)

    @classmethod
    def from_dict(cls, answer: Dict[str, Any], words: Optional[List[Tuple[str, str]]] = None,
                  explanation: Optional[str] = None) -> "Solution":
        """The Solution of a dict of `grundy solve --json`; `words`, (text,
        description) of each listed winning move, and `explanation` as the
        extension gives them with it."""
        listed = answer["winning_moves"]
        words = words if words is not None else [(None, None)] * len(listed)
        moves = [WinningMove(m["component"], m["move"], m.get("to"), m.get("remoteness"), text, description)
                 for m, (text, description) in zip(listed, words)]
        reasons = [Reason.from_dict(reason) for reason in answer.get("reasons", [])]
        return cls(answer["position"], answer["play"], answer["grundy"], Outcome(answer["outcome"]), moves,
                   answer["winning_move_count"], answer, explanation, reasons)

    @property
    def value(self) -> Optional[int]:
        """The Grundy value (G- in misère play), as `grundy`."""
        return self.grundy

    def __str__(self) -> str:
        """Who wins, the value and the winning moves listed, in a few lines."""
        lines = [f"{self.position}: {self.outcome.value}, {self.outcome.meaning}"
                 + ("" if self.grundy is None else f" (value {self.grundy})")]
        for move in self.winning_moves:
            # In a sum the text names the game already; the words need not.
            words, game = move.description or "", f"game {move.game}: "
            if words.startswith(game):
                words = words[len(game):]
            lines.append(f"  {move.text or move.move}  {words}".rstrip())
        if self.winning_move_count > len(self.winning_moves):
            lines.append(f"  ... {self.winning_move_count} winning moves in all")
        return "\n".join(lines)

    def __eq__(self, other: object) -> bool:
        """Equal to a Solution with the same dict."""
        return isinstance(other, Solution) and self._dict == other._dict

    def _repr_html_(self) -> str:
        """Who wins, each game's reason and the winning moves, for notebooks."""
        value = "" if self.grundy is None else f" (value {self.grundy})"
        parts = [f"<p><code>{html.escape(_shortened(self.position, 200))}</code>: "
                 f"<b>{html.escape(self.outcome.value)}</b>, {html.escape(self.outcome.meaning)}"
                 f"{html.escape(value)}</p>"]
        in_sum = any(reason.component > 0 for reason in self.reasons)
        for reason in self.reasons:
            where = f", game {reason.game}" if in_sum else ""
            lines = "".join(f"<li>{html.escape(line)}</li>" for line in reason.lines)
            parts.append(f"<p>why{where}: <b>{html.escape(reason.title)}</b></p><ul>{lines}</ul>")
        if self.winning_moves:
            moves = "".join(
                f"<li><code>{html.escape(move.text or move.move)}</code> {html.escape(move.description or '')}</li>"
                for move in self.winning_moves)
            more = self.winning_move_count - len(self.winning_moves)
            tail = f"<p>... {more} more winning moves</p>" if more > 0 else ""
            parts.append(f"<p>winning moves ({self.winning_move_count}):</p><ul>{moves}</ul>{tail}")
        return "<div>" + "".join(parts) + "</div>"


@dataclass(frozen=True, eq=False)
class Sequence(_Answer):
    """G(0), ..., G(upto) of a heap game, and its period when a theorem proves
    it: the object of `grundy seq --json` (to_dict()). `computed` counts the
    values computed, `proof` names the theorem. It reads as the list of its
    values too: len(s), s[5], iteration, and == compares the values."""

    game: str
    values: List[int]
    period: Optional[Period]
    computed: int
    proof: Optional[str]
    _dict: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_dict(cls, answer: Dict[str, Any]) -> "Sequence":
        """The Sequence of a dict of `grundy seq --json`."""
        period = answer["period"]
        return cls(answer["game"], list(answer["values"]),
                   Period(period["preperiod"], period["length"]) if period else None,
                   answer["computed"], answer.get("proof"), answer)

    def __len__(self) -> int:
        """How many values are listed."""
        return len(self.values)

    def __iter__(self) -> Iterator[int]:
        """The values, from G(0)."""
        return iter(self.values)

    def __getitem__(self, key: Any) -> Any:  # type: ignore[override]
        """G(n) for an int (a list for a slice), or a field of the dict."""
        if isinstance(key, str):
            return self._dict[key]
        return self.values[key]

    def __eq__(self, other: object) -> bool:
        """Whether the values are the same as those of a list or another
        Sequence (of your own game, say, against a family's)."""
        if isinstance(other, list):
            return self.values == other
        return isinstance(other, Sequence) and self.values == other.values


@dataclass(frozen=True, eq=False)
class Quotient(_Answer):
    """The misère quotient of a heap game over heaps 0..heaps: the object of
    `grundy quotient --json` (to_dict()): its elements, P-portion, the element
    each heap pretends to be, whether it holds for every heap size; the
    generators, relations, period and table are in the dict."""

    game: str
    heaps: int
    order: int
    elements: List[str]
    p_portion: List[str]
    pretending: List[str]
    all_heaps: bool
    _dict: Dict[str, Any] = field(repr=False)
    # The engine's quotient, which solve(..., quotient=q) decides sums by
    # (None for a Quotient made from a dict).
    _held: Any = field(default=None, repr=False)

    @classmethod
    def from_dict(cls, answer: Dict[str, Any], held: Any = None) -> "Quotient":
        """The Quotient of a dict of `grundy quotient --json`."""
        return cls(answer["game"], answer["heaps"], answer["order"], list(answer["elements"]),
                   list(answer["p_portion"]), list(answer["pretending"]), answer["all_heaps"], answer,
                   held)

    def __eq__(self, other: object) -> bool:
        """Equal to a Quotient with the same dict."""
        return isinstance(other, Quotient) and self._dict == other._dict

    def __deepcopy__(self, memo: Dict[int, Any]) -> "Quotient":
        """A copy of the dict, with the engine's quotient shared (it never
        changes)."""
        return Quotient.from_dict(copy.deepcopy(self._dict, memo), self._held)

    def __reduce__(self) -> Tuple[Any, ...]:
        """Pickled as its dict: unpickled, it is a Quotient made from a dict."""
        return (Quotient.from_dict, (self._dict,))

    # The multiplication table is drawn up to this order, as `grundy quotient
    # --table` prints it; a larger quotient is summed up.
    _TABLE_ORDER = 64

    def _repr_html_(self) -> str:
        """What a class sees first: the order, the P-portion, the generators,
        whether it holds for every heap size, and the multiplication table
        with the P-portion shaded (up to order 64), for notebooks."""
        d = self._dict
        period = d.get("period")
        reach = (f"every heap size: heap n ≥ {period['preperiod']} pretends to be what heap "
                 f"n − {period['period']} does" if self.all_heaps and period
                 else f"the heaps 0..{self.heaps} only")
        p_shown = ", ".join(self.p_portion[:24]) + (", …" if len(self.p_portion) > 24 else "")
        listed = d.get("generators", [])
        generators = ", ".join(f"{g['name']} = heap {g['heap']}" for g in listed[:16])
        generators += ", …" if len(listed) > 16 else ""
        parts = [f"<p>misère quotient of <code>{html.escape(self.game)}</code> "
                 f"(code {html.escape(str(d.get('code', '')))}): order <b>{self.order}</b>, "
                 f"P-portion of {len(self.p_portion)} {{{html.escape(p_shown)}}}; "
                 f"it holds for {html.escape(reach)}</p>",
                 f"<p>generators: {html.escape(generators)}</p>"]
        if self.order <= self._TABLE_ORDER and "table" in d:
            lost = set(self.p_portion)
            names = self.elements
            head = "".join(f"<th>{html.escape(n)}</th>" for n in names)
            rows = []
            for i, row in enumerate(d["table"]):
                cells = "".join(
                    f"<td style=\"background:#f4c7c3\">{html.escape(names[k])}</td>" if names[k] in lost
                    else f"<td>{html.escape(names[k])}</td>" for k in row)
                rows.append(f"<tr><th>{html.escape(names[i])}</th>{cells}</tr>")
            parts.append("<p>products (shaded: in the P-portion, lost for the player to move)</p>"
                         f"<table><tr><th>·</th>{head}</tr>{''.join(rows)}</table>")
        return "<div>" + "".join(parts) + "</div>"


def solve(position: Union[str, Position], misere: bool = False, offset: int = 0,
          limit: int = 100, quotient: Optional["Quotient"] = None) -> Solution:
    """Who wins, the Grundy value and the winning moves: a Solution, whose
    to_dict() is the object of `grundy solve --json`. `position` is a game
    expression or a Position; misere=True plays misère (the last move
    loses). It lists `limit` winning moves (100) from `offset` and counts
    them all (winning_move_count); Position.winning_moves() reads every one.

    quotient=grundy.quotient(game, n) decides misère sums of that game's
    heaps up to n by it, past the limits solve gives a quotient of its own,
    as `grundy solve --misere --quotient FILE` does; another position is a
    RuleError."""
    held = None
    if quotient is not None:
        held = quotient._held
        if held is None:
            raise ValueError("this Quotient was made from a dict: compute it with grundy.quotient")
    return Solution.from_dict(*_grundy._solve_words(position, misere, offset, limit, held))


def _position_solve(self: Position, misere: bool = False, offset: int = 0,
                    limit: int = 100, quotient: Optional["Quotient"] = None) -> Solution:
    """The Solution of this position (grundy.solve): misere=True for misère
    play, with `limit` winning moves from `offset`, decided by `quotient`
    when given."""
    return solve(self, misere, offset, limit, quotient)


Position.solve = _position_solve  # type: ignore[method-assign]

# The extension's outcomes are letters; the package's are Outcome.
_letter_outcome = Position.outcome
_letter_misere_outcome = Position.misere_outcome
Position.outcome = property(  # type: ignore[assignment]
    lambda self: Outcome(_letter_outcome.__get__(self)),
    doc="Outcome.N (the player to move wins), P (loses) or D (a draw).")
Position.misere_outcome = property(  # type: ignore[assignment]
    lambda self: Outcome(_letter_misere_outcome.__get__(self)),
    doc="The outcome in misère play (the player who makes the last move loses): Outcome.N or P.")


def _position_html(self: Position) -> str:
    """The board as an SVG picture and the position under it, or the
    position alone when it has no picture (too large, or a game of your own),
    for notebooks."""
    picture = self._repr_svg_()
    text = f"<code>{html.escape(_shortened(str(self), 200))}</code>"
    return f"<div>{picture}<div>{text}</div></div>" if picture else f"<div>{text}</div>"


Position._repr_html_ = _position_html  # type: ignore[attr-defined]


def seq(game: Any, upto: int) -> Sequence:
    """G(0), ..., G(upto) as a Sequence: of a heap game by name ('kayles',
    'octal(0.07)', 'subtraction(1,3,4)'), with its period when a theorem
    proves it, or of your own game on positions 0, 1, 2, ..."""
    return Sequence.from_dict(_grundy._seq(game, upto))


def quotient(game: str, heaps: int, max_memory: int = 4 << 30,
             timeout: Optional[float] = None) -> Quotient:
    """The misère quotient of a take-and-break game ('kayles', 'octal(0.75)',
    ...) restricted to heaps 0..heaps, as a Quotient (elements, P-portion,
    generators, relations, the element each heap pretends to be, the period
    when proven).

    As `grundy quotient` does: work estimated to need more than `max_memory`
    bytes is refused (4 GiB, the command's default), and past `timeout`
    seconds (None: no limit) a LimitError ends it; Ctrl-C stops it too.
    grundy.quotient("dawson", 33) takes about half a minute (order 638)."""
    if max_memory <= 0:
        raise ValueError("max_memory must be a positive number of bytes")
    if timeout is not None and not timeout >= 0:
        raise ValueError("timeout must be a number of seconds from 0")
    return Quotient.from_dict(*_grundy._quotient(game, heaps, max_memory, timeout or 0.0))


class Game:
    """A game in progress: the position, whose turn it is, and the moves
    played so far, which can be taken back. For notebooks and scripts that
    play a game out move by move.

        game = grundy.Game("nim 1 2 3")
        while not game.over:
            game.play(game.best_move() or game.moves()[0])
        print(game.winner)          # 1 or 2: who moved first or second

    `start` is a game expression ('nim 3 5 + kayles 7') or a Position (one of
    your own games, from grundy.position). With misere=True the player who
    makes the last move loses.
    """

    def __init__(self, start: Union[str, Position], misere: bool = False) -> None:
        """A game from `start`, with player 1 to move."""
        self._start = start if isinstance(start, Position) else Position(start)
        self._misere = bool(misere)
        self._played: List[Tuple[str, Position]] = []

    @property
    def start(self) -> Position:
        """The position the game started from."""
        return self._start

    @property
    def misere(self) -> bool:
        """Whether the player who makes the last move loses."""
        return self._misere

    @property
    def position(self) -> Position:
        """The position now."""
        return self._played[-1][1] if self._played else self._start

    @property
    def history(self) -> List[str]:
        """The moves played so far, in order."""
        return [move for move, _ in self._played]

    @property
    def player(self) -> int:
        """Who is to move: 1 (the player who moved first) or 2."""
        return 1 + len(self._played) % 2

    @property
    def outcome(self) -> Outcome:
        """Outcome.N when the player to move wins with perfect play, P when
        they lose, D in a draw (only in games whose positions can repeat)."""
        return self.position.misere_outcome if self._misere else self.position.outcome

    @property
    def over(self) -> bool:
        """Whether no move is left."""
        return self.position.finished

    @property
    def winner(self) -> Optional[int]:
        """1 or 2 once the game is over, None before. In normal play the
        player who made the last move wins; in misère play that player
        loses."""
        if not self.over:
            return None
        to_move = self.player
        return to_move if self._misere else 3 - to_move

    def moves(self) -> MoveList[str]:
        """Every move from the position now, as play() takes them."""
        return self.position.moves()

    def options(self) -> MoveList[Tuple[str, Position]]:
        """Every move with the position it leaves, as (move, Position)."""
        return self.position.options()

    def __iter__(self) -> Iterator[Tuple[str, Position]]:
        """Iterates over the options: (move, Position) pairs."""
        return iter(self.options())

    def winning_moves(self) -> MoveList[str]:
        """Every move that leaves the opponent lost (none in a lost or drawn
        position), read a page at a time."""
        return self.position.winning_moves(misere=self._misere)

    def best_move(self) -> Optional[str]:
        """The winning move perfect play makes, or None when no move wins."""
        return self.position.best_move(misere=self._misere)

    def play(self, move: str) -> Position:
        """Plays a move (as moves() writes it, or as `grundy play` reads it,
        e.g. '3 1' for taking 1 from heap 3) and returns the new position.
        A move that is not possible raises RuleError or ParseError and
        changes nothing."""
        if self.over:
            raise RuleError("the game is over: no move is left")
        after = self.position.after(move)
        self._played.append((move, after))
        return after

    def undo(self) -> str:
        """Takes back the last move and returns it."""
        if not self._played:
            raise RuleError("no move has been played")
        move, _ = self._played.pop()
        return move

    # A history longer than this is shown by its first and last moves.
    _SHOWN_MOVES = 8

    def _state(self) -> str:
        """Whose turn it is, or who won."""
        if self.over:
            return f"over: player {self.winner} won"
        return f"player {self.player} to move"

    def _shown_history(self) -> List[str]:
        """The moves so far, the middle of a long history replaced by a count."""
        moves = self.history
        if len(moves) <= self._SHOWN_MOVES:
            return moves
        half = self._SHOWN_MOVES // 2
        return moves[:half] + [f"... {len(moves) - 2 * half} more ..."] + moves[-half:]

    def __repr__(self) -> str:
        """The start, whose turn it is, the moves so far and the position now,
        e.g. grundy.Game('nim 3 5', player 2 to move, moves: ['1:3->1'], now
        'nim 1 5')."""
        parts = [repr(_shortened(str(self._start)))]
        if self._misere:
            parts.append("misere=True")
        parts.append(self._state())
        if self._played:
            shown = ", ".join(repr(move) if not move.startswith("... ") else move
                              for move in self._shown_history())
            parts.append(f"moves: [{shown}]")
            parts.append(f"now {_shortened(str(self.position))!r}")
        return f"grundy.Game({', '.join(parts)})"

    def _repr_svg_(self) -> Optional[str]:
        """The board of the position now (Position._repr_svg_)."""
        return self.position._repr_svg_()

    def _repr_html_(self) -> str:
        """The board now, whose turn it is and the moves so far, for notebooks."""
        moves = ", ".join(self._shown_history()) or "none yet"
        convention = " (misère play)" if self._misere else ""
        caption = html.escape(f"{self._state()}{convention}; moves: {moves}")
        return f"<div>{_position_html(self.position)}<div>{caption}</div></div>"
