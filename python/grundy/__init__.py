"""Exact answers for impartial games: who wins, the Grundy value and every
winning move of a position; sums of different games; misère play; Grundy
sequences of whole rule families; your own games, written in Python as an
object with moves(position), whose values the C++ engine memoises.

    >>> import grundy
    >>> grundy.solve("nim 1 2 3")["outcome"]
    'P'
    >>> grundy.seq("kayles", 8)
    [0, 1, 2, 3, 1, 4, 3, 2, 1]
    >>> game = grundy.Game("nim 5 6 7 8")
    >>> game.best_move()
    '4:8->4'

The engine is the one behind the `grundy` command: `solve()` gives the same
dict as `grundy solve --json`, and moves are written as `grundy play` reads
them.
"""
from __future__ import annotations

from typing import Iterator, List, Optional, Tuple, Union

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
    quotient,
    seq,
    solve,
    value,
    winning_moves,
)

__all__ = [
    "Error",
    "Game",
    "GameError",
    "InputError",
    "LimitError",
    "MoveIterator",
    "MoveList",
    "ParseError",
    "Position",
    "RuleError",
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
]


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
