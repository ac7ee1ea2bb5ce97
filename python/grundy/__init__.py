"""Exact answers for impartial games: who wins, the Grundy value and every
winning move of a position; sums of different games; misère play; Grundy
sequences of whole rule families; your own games, written in Python as an
object with moves(position), whose values the C++ engine memoises.

    >>> import grundy
    >>> grundy.solve("nim 1 2 3").outcome
    'P'
    >>> grundy.seq("kayles", 8).values
    [0, 1, 2, 3, 1, 4, 3, 2, 1]
    >>> game = grundy.Game("nim 5 6 7 8")
    >>> game.best_move()
    '4:8->4'

The engine is the one behind the `grundy` command: `solve()`, `seq()` and
`quotient()` answer with typed objects (Solution, Sequence, Quotient) whose
to_dict() is the object of `grundy solve --json`, `grundy seq --json` and
`grundy quotient --json`, and moves are written as `grundy play` reads them.
"""
from __future__ import annotations

import copy
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
    outcome,
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
    """A winning move: the game of the sum it is made in (from 0), the move
    as `grundy play` reads it, and the position it leaves (None when left
    out to keep a large answer small), its remoteness when asked for."""

    component: int
    move: str
    to: Optional[str] = None
    remoteness: Optional[int] = None


@dataclass(frozen=True, eq=False)
class Solution(_Answer):
    """Who wins a position, its value and a page of its winning moves: the
    object of `grundy solve --json` (to_dict()). `grundy` is the Grundy value
    (G- in misère play), None when infinite or beyond the limits; `outcome`
    'N', 'P' or 'D'; `winning_move_count` counts every winning move, while
    `winning_moves` lists one page (Position.winning_moves() reads them all).
    The explanation, remoteness and misère method are in the dict."""

    position: str
    play: str
    grundy: Optional[int]
    outcome: str
    winning_moves: List[WinningMove]
    winning_move_count: int
    _dict: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_dict(cls, answer: Dict[str, Any]) -> "Solution":
        """The Solution of a dict of `grundy solve --json`."""
        moves = [WinningMove(m["component"], m["move"], m.get("to"), m.get("remoteness"))
                 for m in answer["winning_moves"]]
        return cls(answer["position"], answer["play"], answer["grundy"], answer["outcome"], moves,
                   answer["winning_move_count"], answer)

    def __eq__(self, other: object) -> bool:
        """Equal to a Solution with the same dict."""
        return isinstance(other, Solution) and self._dict == other._dict


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

    @classmethod
    def from_dict(cls, answer: Dict[str, Any]) -> "Quotient":
        """The Quotient of a dict of `grundy quotient --json`."""
        return cls(answer["game"], answer["heaps"], answer["order"], list(answer["elements"]),
                   list(answer["p_portion"]), list(answer["pretending"]), answer["all_heaps"], answer)

    def __eq__(self, other: object) -> bool:
        """Equal to a Quotient with the same dict."""
        return isinstance(other, Quotient) and self._dict == other._dict


def solve(position: Union[str, Position], misere: bool = False, offset: int = 0,
          limit: int = 100) -> Solution:
    """Who wins, the Grundy value and the winning moves: a Solution, whose
    to_dict() is the object of `grundy solve --json`. `position` is a game
    expression or a Position; misere=True plays misère (the last move
    loses). It lists `limit` winning moves (100) from `offset` and counts
    them all (winning_move_count); Position.winning_moves() reads every one."""
    return Solution.from_dict(_grundy._solve(position, misere, offset, limit))


def _position_solve(self: Position, misere: bool = False, offset: int = 0,
                    limit: int = 100) -> Solution:
    """The Solution of this position (grundy.solve): misere=True for misère
    play, with `limit` winning moves from `offset`."""
    return solve(self, misere, offset, limit)


Position.solve = _position_solve  # type: ignore[method-assign]


def seq(game: Any, upto: int) -> Sequence:
    """G(0), ..., G(upto) as a Sequence: of a heap game by name ('kayles',
    'octal(0.07)', 'subtraction(1,3,4)'), with its period when a theorem
    proves it, or of your own game on positions 0, 1, 2, ..."""
    return Sequence.from_dict(_grundy._seq(game, upto))


def quotient(game: str, heaps: int) -> Quotient:
    """The misère quotient of a take-and-break game ('kayles', 'octal(0.75)',
    ...) restricted to heaps 0..heaps, as a Quotient (elements, P-portion,
    generators, relations, the element each heap pretends to be, the period
    when proven)."""
    return Quotient.from_dict(_grundy._quotient(game, heaps))


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
    def outcome(self) -> str:
        """'N' when the player to move wins with perfect play, 'P' when they
        lose, 'D' in a draw (only in games whose positions can repeat)."""
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

    def __repr__(self) -> str:
        convention = ", misere=True" if self._misere else ""
        return f"grundy.Game({str(self.position)!r}{convention})"
