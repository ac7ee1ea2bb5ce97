#!/usr/bin/env python3
"""Checks the proofs of docs/misere.md for Daisies (4.7) and its kind (4.71,
0.754, 0.755, 0.355, 0.756, 0.757, 0.357) case by case, with nothing from
grundy itself.

Each proof says who loses (the theorem) and, for every position it calls
won, which move wins, by cases of the number of heaps and of the margin.
Here the theorem, the moves of each game (from its octal code alone) and
the move each case names are written out again, and for every position of
up to MOST tokens (and random positions of up to 16 heaps of up to 400
tokens) this checks that

  - from a position the theorem calls lost, no move leads to one it calls
    lost;
  - from a position it calls won (other than the empty one), the move the
    proof names is a move of the game and leads to one it calls lost.

Together that is the induction the proofs make; a slip in a case (a move
that does not exist, or a margin worked out wrongly) fails here.

Usage: check_decomposition_proofs.py [MOST] (24 by default).
"""
import random
import sys


def octal_options(position, digits):
    """(next position, heap, parts, kind) for every move; kind names the
    move as the proofs do: 'a' take one leaving the rest, 'b' take one and
    split, 'c' a 2 taken whole, 'd' take two and split, 'f' a 3 taken whole,
    'g' take three leaving the rest, 'e' take three and split, 's' split
    without taking (the 4 of 4.7)."""
    names = {(0, 'two'): 's', (1, 'nothing'): 'a', (1, 'one'): 'a', (1, 'two'): 'b',
             (2, 'nothing'): 'c', (2, 'two'): 'd', (3, 'nothing'): 'f', (3, 'one'): 'g',
             (3, 'two'): 'e'}
    moves = []
    for i, h in enumerate(position):
        if i > 0 and position[i - 1] == h:
            continue
        rest = position[:i] + position[i + 1:]
        for taken in range(len(digits)):
            d = digits[taken]
            if taken > 0 and d & 1 and h == taken:
                moves.append((rest, h, (), names[(taken, 'nothing')]))
            if taken > 0 and d & 2 and h > taken:
                moves.append((tuple(sorted(rest + (h - taken,))), h, (h - taken,),
                              names[(taken, 'one')]))
            if d & 4:
                for x in range(1, (h - taken) // 2 + 1):
                    parts = (x, h - taken - x)
                    moves.append((tuple(sorted(rest + parts)), h, parts, names[(taken, 'two')]))
    return moves


class Theorem:
    """Small heaps: odd up to s. Weights linear (1 below s, h - s above) or
    in thirds (3 below s; u = h - s + 3 of 3j - 1, 3j + 1, 3j + 3 weighs 3j).
    Lost: N odd and all small, or N even, a big heap, not a lone exception,
    and M = B - c - S odd and at least L, or even and at most -2."""

    def __init__(self, s, thirds, c, exceptions, least_odd):
        self.s, self.thirds, self.c = s, thirds, c
        self.exceptions, self.least_odd = exceptions, least_odd

    def small(self, h):
        return h % 2 == 1 and h <= self.s

    def weight(self, h):
        if self.small(h):
            return 0
        if not self.thirds:
            return 1 if h < self.s else h - self.s
        if h < self.s:
            return 3
        u = h - self.s + 3
        return {2: u + 1, 1: u - 1, 0: u - 3}[u % 3]

    def shape(self, position):
        """N, k, B, M, the big heaps largest first."""
        big = sorted((h for h in position if not self.small(h)), reverse=True)
        if not big:
            return len(position), 0, 0, None, big
        margin = big[0] - self.c - sum(self.weight(h) for h in big[1:])
        return len(position), len(big), big[0], margin, big

    def in_g(self, m):
        return m >= self.least_odd if m % 2 else m <= -2

    def lost(self, position):
        n, k, b, m, _ = self.shape(position)
        if n % 2:
            return k == 0
        if k == 0 or (k == 1 and b in self.exceptions):
            return False
        return self.in_g(m)


class Case:
    """What a strategy sees of a position."""

    def __init__(self, theorem, position):
        self.n, self.k, self.b, self.m, big = theorem.shape(position)
        self.smalls = [h for h in position if theorem.small(h)]
        self.b2 = big[1] if self.k >= 2 else 0
        only = self.k == 1 or (self.k >= 2 and big[1] < self.b)
        # The big heaps that are not the only largest (a copy of a tied B).
        self.others = (big[1:] if only else big) if self.k else []
        self.only = only
        self.in_g = theorem.in_g(self.m) if self.k else False


def take_small(case, three_whole):
    if 1 in case.smalls:
        return 1, (), 'a'
    if 3 in case.smalls:
        return (3, (), 'f') if three_whole else (3, (1, 1), 'b')
    return 5, (1, 1), 'e'


def take_one_and_split(x):
    """M even and at most -2, N odd, no small heap: Daisies' and 0.754's
    proofs take one token from B, or from B2, or a 5 among 2s."""
    if x.b >= x.b2 + 2 and x.b >= 6:
        return x.b, (x.b - 2, 1), 'b'
    if x.b2 >= 4:
        return x.b2, (x.b2 - 2, 1), 'b'
    return 5, (2, 2), 'b'


def plus_three(h):
    """(a) 2 -> 1 or (g) h -> h - 3 on a big heap that is not the only
    largest: M + 3 in the thirds scale, N kept."""
    return (2, (1,), 'a') if h == 2 else (h, (h - 3,), 'g')


def keep_margin_by_taking_one(x):
    """M even and at most -2, N odd, no small heap, in the thirds scale
    (0.756's and 4.702's proofs): h -> (h - 3) + 2 keeps M; over 2s only,
    B -> (B - 2) + 1."""
    for h in x.others:
        if h >= 4:
            return h, (h - 3, 2), 'b'
    return x.b, (x.b - 2, 1), 'b'


def strategy_daisies(x):
    """docs/misere.md, Daisies (and 4.71, which has one move more)."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, False)
        if lone and x.b == 5:
            return 5, (1, 3), 'b'
        if x.m >= 2:  # even here
            return x.b, (x.b - 1,), 'a'
        if x.m == 0:
            return (7, (3, 3), 'b') if lone else (x.others[0], (x.others[0] - 1,), 'a')
        if x.m == -1:
            return (6, (3, 3), 's') if lone else (x.b, (x.b - 1,), 'a')
        if lone:  # M odd, at most -3: a 2 or a 4
            return x.b, (1, 1) if x.b == 2 else (1, 3), 's'
        if x.k == 2 and x.b == 5 and x.b2 in (2, 4):
            return 5, (4,), 'a'
        return x.others[0], (x.others[0] - 1,), 'a'
    if x.k == 0:
        return None
    if lone and x.b in (2, 4):
        return x.b, (x.b - 1,), 'a'
    if x.m >= 2:
        return (x.b, (x.b - 1, 1), 's') if x.m % 2 == 0 else (x.b, (x.b - 2, 1), 'b')
    if x.m == 1:
        return x.b, (x.b - 2, 2), 's'
    if x.m == 0:
        return (7, (4, 2), 'b') if lone else (x.b, (x.b - 2, 1), 'b')
    if x.m == -1:
        return (6, (4, 2), 's') if lone else (x.b, (x.b - 1, 1), 's')
    if x.m % 2 == 0:  # at most -2
        if lone and x.b == 5:
            return 5, (2, 2), 'b'
        return take_small(x, False) if x.smalls else take_one_and_split(x)
    # M odd, at most -3, two big heaps or more
    if x.k == 2 and x.b == 5 and x.b2 in (2, 4):
        return 5, (4, 1), 's'
    return x.others[0], (x.others[0] - 1, 1), 's'


def strategy_754(x):
    """docs/misere.md, 0.754 (and 0.755, which has one move more)."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, False)
        if lone and x.b in (5, 7):
            return x.b, (1, 3) if x.b == 5 else (3, 3), 'b'
        if x.m >= 2:
            return x.b, (x.b - 1,), 'a'
        if x.m == 0:
            return (9, (3, 3), 'e') if lone else (x.others[0], (x.others[0] - 1,), 'a')
        if x.m == -1:
            return (8, (3, 3), 'd') if lone else (x.b, (x.b - 1,), 'a')
        if lone:
            return (2, (), 'c') if x.b == 2 else (x.b, (1, 1) if x.b == 4 else (1, 3), 'd')
        if x.k == 2 and x.b in (5, 7) and x.b2 in (2, 4):
            return x.b, (x.b - 1,), 'a'
        return x.others[0], (x.others[0] - 1,), 'a'
    if x.k == 0:
        return None
    if lone and x.b in (2, 4):
        return x.b, (x.b - 1,), 'a'
    if x.m >= 3 and x.m % 2:
        return x.b, (x.b - 2, 1), 'b'
    if x.m >= 4:
        return x.b, (x.b - 3, 1), 'd'
    if x.m == 2:
        return x.b, (x.b - 3, 2), 'b'
    if x.m == 1:
        if x.smalls:
            return take_small(x, False)
        return (10, (6, 2), 'd') if lone and x.b == 10 else (x.b, (x.b - 3, 1), 'd')
    if x.m == 0:
        return (9, (6, 2), 'b') if lone and x.b == 9 else (x.b, (x.b - 2, 1), 'b')
    if x.m == -1:
        return (8, (4, 2), 'd') if lone and x.b == 8 else (x.b, (x.b - 3, 1), 'd')
    if x.m % 2 == 0:  # at most -2
        if lone and x.b in (5, 7):
            return x.b, (2, 2) if x.b == 5 else (4, 2), 'b'
        return take_small(x, False) if x.smalls else take_one_and_split(x)
    # M odd, at most -3
    if lone:
        return 6, (2, 2), 'd'
    if x.b >= x.b2 + 3 and x.b >= 7:
        return x.b, (x.b - 3, 1), 'd'
    if x.b2 >= 4:
        if x.k == 2 and x.b == 5 and x.b2 == 4:
            return 5, (2, 1), 'd'
        if x.k == 2 and x.b == 7 and x.b2 == 6:
            return 7, (4, 1), 'd'
        return x.b2, (x.b2 - 3, 1), 'd'
    # 2s only beside B
    if x.b in (2, 4):
        return 2, (), 'c'
    return x.b, (2, 1) if x.b == 5 else (2, 2), 'd'


def strategy_355(x):
    """docs/misere.md, 0.355."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, True)
        if lone and x.b in (7, 9, 11):
            return x.b, {7: (1, 3), 9: (1, 5), 11: (3, 5)}[x.b], 'e'
        if x.m >= 2 and x.m % 2 == 0:
            return x.b, (x.b - 1,), 'a'
        if x.m == 0:
            if lone:
                return 13, (5, 5), 'e'
            h = x.others[0]
            return h, (h - 1,) if h > 1 else (), 'a'
        if x.m == -1:
            return (12, (5, 5), 'd') if lone else (x.b, (x.b - 1,), 'a')
        if lone:  # M odd, at most -3
            return (2, (), 'c') if x.b == 2 else (x.b, {4: (1, 1), 6: (1, 3), 8: (3, 3),
                                                       10: (3, 5)}[x.b], 'd')
        if x.k == 2 and x.b in (7, 9, 11) and x.b2 in (2, 4, 6):
            return x.b, (x.b - 1,), 'a'  # (a) on the other would leave a lone 7, 9 or 11
        h = x.others[0]
        return h, (h - 1,), 'a'
    if x.k == 0:
        return None
    if lone and x.b in (2, 4, 6):
        return x.b, (x.b - 1,), 'a'
    if x.in_g and x.smalls:
        if lone and x.b in (7, 9, 11):
            return x.b, {7: (2, 2), 9: (4, 2), 11: (6, 2)}[x.b], 'e'
        return take_small(x, True)
    if x.m in (1, 3):
        return x.b, (x.b - 4, 2), 'd'
    if x.m >= 5 and x.m % 2:
        return x.b, (x.b - 4, 1), 'e'
    if x.m in (0, 2):
        return x.b, (x.b - 5, 2), 'e'
    if x.m >= 4 and x.m % 2 == 0:
        return x.b, (x.b - 3, 1), 'd'
    if x.m == -1:
        return x.b, (x.b - 4, 2), 'd'
    if x.m % 2:  # at most -3
        if lone:
            return x.b, {8: (4, 2), 10: (6, 2)}[x.b], 'd'
        for h in x.others:
            if h in (2, 4, 6, 7, 8):
                if x.k == 2 and h in (2, 4, 6) and x.b in (7, 9, 11):
                    return x.b, (x.b - 3, 1), 'd'
                return {2: (2, (), 'c'), 4: (4, (1, 1), 'd'), 6: (6, (3, 1), 'd'),
                        7: (7, (4, 1), 'd'), 8: (8, (4, 2), 'd')}[h]
        if x.b >= x.b2 + 4:
            return x.b, (x.b - 3, 1), 'd'
        return x.b2, (x.b2 - 4, 2), 'd'
    # M even, at most -2, no small heap
    if lone:
        return x.b, {7: (2, 2), 9: (4, 2), 11: (6, 2)}[x.b], 'e'
    for h in (6, 7):
        if h in x.others or (x.b == h):
            return h, (1, 2) if h == 6 else (2, 2), 'e'
    if x.b >= x.b2 + 4 and x.b >= 10:
        return x.b, (x.b - 4, 1), 'e'
    if x.b in (8, 9) and x.b2 <= 4:
        return x.b, (1, 4) if x.b == 8 else (2, 4), 'e'
    return x.b2, (x.b2 - 4, 1), 'e'


def strategy_756(x, three_whole=False):
    """docs/misere.md, 0.756 (and 0.757, which has one move more)."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, three_whole)
        if lone and x.b == 5:
            return 5, (1, 3), 'b'
        if x.m >= 4 and x.m % 2 == 0:
            return x.b, (x.b - 1,), 'a'
        if x.m in (0, 2):
            if lone:
                return (7, (1, 3), 'e') if x.b == 7 else (9, (3, 3), 'e')
            return plus_three(x.others[0])
        if x.m == 1:
            return (8, (3, 3), 'd') if lone else (x.b, (x.b - 3,), 'g')
        if x.m == -1:
            return (6, (1, 3), 'd') if lone else (x.b, (x.b - 1,), 'a')
        if lone:
            return (2, (), 'c') if x.b == 2 else (4, (1, 1), 'd')
        return (x.b, (x.b - 1,), 'a') if x.only else plus_three(x.b)
    if x.k == 0:
        return None
    if lone and x.b in (2, 4):
        return x.b, (x.b - 1,), 'a'
    if lone and x.b == 6:
        return 6, (3,), 'g'
    if lone and x.b == 5:
        return 5, (2, 2), 'b'
    if x.in_g and x.smalls:
        return take_small(x, False)
    if x.m >= 5 and x.m % 2:
        return x.b, (x.b - 2, 1), 'b'
    if x.m in (1, 3):
        return x.b, (x.b - 4, 2), 'd'
    if x.m >= 6 and x.m % 2 == 0:
        return x.b, (x.b - 3, 1), 'd'
    if x.m in (0, 2, 4):
        return x.b, (x.b - 3, 2), 'b'
    if x.m == -1:
        return x.b, (x.b - 3, 1), 'd'
    if x.m <= -5 and x.m % 2:
        if x.k == 2 and x.b == 5 and x.b2 in (2, 4):
            return 5, (2, 1), 'd'
        h = min(x.others)
        return (2, (), 'c') if h == 2 else (h, (h - 3, 1), 'd')
    if x.m == -3:
        return (x.b, (x.b - 3, 1), 'd') if x.b - x.b2 >= 3 else (x.b2, (x.b2 - 4, 2), 'd')
    return keep_margin_by_taking_one(x)  # M even, at most -2, no small heap


def strategy_357(x):
    """docs/misere.md, 0.357."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, True)
        if lone and x.b in (7, 9):
            return x.b, (1, 3) if x.b == 7 else (3, 3), 'e'
        if x.m >= 4 and x.m % 2 == 0:
            return x.b, (x.b - 1,), 'a'
        if x.m in (0, 2):
            if lone:
                return x.b, (3, 5) if x.b == 11 else (5, 5), 'e'
            return plus_three(x.others[0])
        if x.m == 1:
            return (12, (5, 5), 'd') if lone else (x.b, (x.b - 3,), 'g')
        if x.m == -1:
            return (10, (3, 5), 'd') if lone else (x.b, (x.b - 1,), 'a')
        if lone:
            return (2, (), 'c') if x.b == 2 else (x.b, {4: (1, 1), 6: (1, 3), 8: (3, 3)}[x.b], 'd')
        return (x.b, (x.b - 1,), 'a') if x.only else plus_three(x.b)
    if x.k == 0:
        return None
    if lone and x.b in (2, 4, 6):
        return x.b, (x.b - 1,), 'a'
    if lone and x.b == 8:
        return 8, (5,), 'g'
    if lone and x.b in (7, 9):
        return x.b, (2, 2) if x.b == 7 else (4, 2), 'e'
    if x.in_g and x.smalls:
        return take_small(x, True)
    if x.m >= 7 and x.m % 2:
        return x.b, (x.b - 4, 1), 'e'
    if x.m in (-1, 1, 3, 5):
        return x.b, (x.b - 4, 2), 'd'
    if x.m in (0, 2, 4):
        return x.b, (x.b - 5, 2), 'e'
    if x.m >= 6 and x.m % 2 == 0:
        return x.b, (x.b - 3, 1), 'd'
    if x.m <= -5 and x.m % 2:
        if x.k == 2 and x.b in (7, 9) and x.b2 in (2, 4, 6, 8):
            return x.b, (x.b - 3, 1), 'd'
        h = min(x.others)
        return (2, (), 'c') if h == 2 else (h, (h - 3, 1), 'd')
    if x.m == -3:
        return x.b, (x.b - 3, 1), 'd'
    for h in x.others:  # M even, at most -2, no small heap
        if h == 7 or (h >= 6 and h % 3 != 1):
            return h, (h - 5, 2), 'e'
    return x.b, (x.b - 4, 1), 'e'


def strategy_4702(x):
    """docs/misere.md, 4.702."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, False)
        if x.m >= 4 and x.m % 2 == 0:
            return x.b, (x.b - 1,), 'a'
        if x.m in (0, 2):
            if lone:
                return x.b, (1, 3) if x.b == 5 else (3, 3), 'b'
            return plus_three(x.others[0])
        if x.m == 1:
            return (6, (3, 3), 's') if lone else (x.b, (x.b - 3,), 'g')
        if x.m == -1:
            return (4, (1, 3), 's') if lone else (x.b, (x.b - 1,), 'a')
        if lone:  # M odd, at most -3: a 2
            return 2, (1, 1), 's'
        if x.only:
            return x.b, (x.b - 1,), 'a'
        return plus_three(x.b)
    if x.k == 0:
        return None
    if lone and x.b in (2, 4):
        return x.b, (x.b - 1,), 'a'
    if lone and x.b == 6:
        return 6, (3,), 'g'
    if x.in_g and x.smalls:
        return take_small(x, False)
    if x.m >= 5 and x.m % 2:
        return x.b, (x.b - 2, 1), 'b'
    if x.m == 3:
        return x.b, (x.b - 2, 2), 's'
    if x.m == 1:
        return x.b, (x.b - 3, 3), 's'
    if x.m >= 4 and x.m % 2 == 0:
        return x.b, (x.b - 1, 1), 's'
    if x.m in (0, 2):
        return x.b, (x.b - 3, 2), 'b'
    if x.m % 2:  # at most -1: the only largest, or a copy of a tied one (M + 3 or M - 3)
        return x.b, (x.b - 1, 1), 's'
    return keep_margin_by_taking_one(x)  # M even, at most -2, no small heap


def strategy_4305(x):
    """docs/misere.md, 4.305."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, True)
        if lone and x.b in (7, 9):
            return x.b, (1, 3) if x.b == 7 else (3, 3), 'e'
        if x.m >= 2 and x.m % 2 == 0:
            return x.b, (x.b - 1,), 'a'
        if x.m == 0:
            return (11, (3, 5), 'e') if lone else (x.others[0], (x.others[0] - 1,), 'a')
        if x.m == -1:
            return (10, (5, 5), 's') if lone else (x.b, (x.b - 1,), 'a')
        if lone:
            return x.b, {2: (1, 1), 4: (1, 3), 6: (1, 5), 8: (3, 5)}[x.b], 's'
        if x.k == 2 and x.b in (7, 9) and x.b2 in (2, 4, 6):
            return x.b, (x.b - 1,), 'a'
        return x.others[0], (x.others[0] - 1,), 'a'
    if x.k == 0:
        return None
    if lone and x.b in (2, 4, 6):
        return x.b, (x.b - 1,), 'a'
    if lone and x.b in (7, 9):
        return x.b, (2, 2) if x.b == 7 else (4, 2), 'e'
    if lone and x.b == 8:
        return 8, (6, 2), 's'
    if x.in_g and x.smalls:
        return take_small(x, True)
    if x.m >= 5 and x.m % 2:
        return x.b, (x.b - 4, 1), 'e'
    if x.m == 3:
        return x.b, (x.b - 4, 4), 's'
    if x.m in (1, -1):
        return x.b, (x.b - 2, 2), 's'
    if x.m >= 2 and x.m % 2 == 0:
        return x.b, (x.b - 1, 1), 's'
    if x.m == 0:
        return x.b, (x.b - 5, 2), 'e'
    if x.m % 2:  # at most -3
        if x.k == 2 and x.b in (7, 9) and x.b2 in (2, 4, 6):
            return x.b, (x.b - 1, 1), 's'
        h = x.others[0]
        return h, (h - 1, 1), 's'
    # M even, at most -2, no small heap
    for h in (6, 7):
        if h in x.others or x.b == h:
            return h, (1, 2) if h == 6 else (2, 2), 'e'
    if x.b in (8, 9) and x.b2 <= 4:
        return x.b, (1, 4) if x.b == 8 else (2, 4), 'e'
    return x.b, (x.b - 4, 1), 'e'  # M - 4 when B >= B2 + 4, else as the docs say


def strategy_4307(x):
    """docs/misere.md, 4.307."""
    lone = x.k == 1
    if x.n % 2 == 0:
        if x.k == 0:
            return take_small(x, True)
        if lone and x.b == 7:
            return 7, (1, 3), 'e'
        if x.m >= 4 and x.m % 2 == 0:
            return x.b, (x.b - 1,), 'a'
        if x.m in (0, 2):
            if lone:
                return x.b, (3, 3) if x.b == 9 else (3, 5), 'e'
            return plus_three(x.others[0])
        if x.m == 1:
            return (10, (5, 5), 's') if lone else (x.b, (x.b - 3,), 'g')
        if x.m == -1:
            return (8, (3, 5), 's') if lone else (x.b, (x.b - 1,), 'a')
        if lone:
            return x.b, {2: (1, 1), 4: (1, 3), 6: (1, 5)}[x.b], 's'
        return (x.b, (x.b - 1,), 'a') if x.only else plus_three(x.b)
    if x.k == 0:
        return None
    if lone and x.b in (2, 4, 6):
        return x.b, (x.b - 1,), 'a'
    if lone and x.b == 8:
        return 8, (5,), 'g'
    if lone and x.b == 7:
        return 7, (2, 2), 'e'
    if x.in_g and x.smalls:
        return take_small(x, True)
    if x.m >= 7 and x.m % 2:
        return x.b, (x.b - 4, 1), 'e'
    if x.m in (1, 5):
        return x.b, (x.b - 4, 4), 's'
    if x.m == 3:
        return x.b, (x.b - 2, 2), 's'
    if x.m >= 4 and x.m % 2 == 0:
        return x.b, (x.b - 1, 1), 's'
    if x.m in (0, 2):
        return x.b, (x.b - 5, 2), 'e'
    if x.m % 2:  # -1 or at most -3
        return x.b, (x.b - 1, 1), 's'
    for h in x.others:  # M even, at most -2, no small heap
        if h == 7 or (h >= 6 and h % 3 != 1):
            return h, (h - 5, 2), 'e'
    return x.b, (x.b - 4, 1), 'e'


GAMES = {
    '4.7': ([4, 7], Theorem(3, False, 7, {5}, 1), strategy_daisies),
    '4.71': ([4, 7, 1], Theorem(3, False, 7, {5}, 1), strategy_daisies),
    '0.754': ([0, 7, 5, 4], Theorem(3, False, 9, {5, 7}, 1), strategy_754),
    '0.755': ([0, 7, 5, 5], Theorem(3, False, 9, {5, 7}, 1), strategy_754),
    '0.355': ([0, 3, 5, 5], Theorem(5, False, 13, {7, 9, 11}, 1), strategy_355),
    '0.756': ([0, 7, 5, 6], Theorem(3, True, 7, {5}, 3), strategy_756),
    '0.757': ([0, 7, 5, 7], Theorem(3, True, 7, {5}, 3), lambda x: strategy_756(x, True)),
    '0.357': ([0, 3, 5, 7], Theorem(5, True, 11, {7, 9}, 3), strategy_357),
    '4.702': ([4, 7, 0, 2], Theorem(3, True, 5, set(), 3), strategy_4702),
    '4.305': ([4, 3, 0, 5], Theorem(5, False, 11, {7, 9}, 1), strategy_4305),
    '4.307': ([4, 3, 0, 7], Theorem(5, True, 9, {7}, 3), strategy_4307),
}
# Four-digit codes with every move of one of the games above and its theorem:
# the base game's strategy, and the check that no extra move reaches a
# claimed-P position from one.
EXTENSIONS = {'4.701': '4.7', '4.704': '4.7', '4.705': '4.7', '4.711': '4.71', '4.714': '4.71',
              '4.715': '4.71', '4.754': '0.754', '4.755': '0.755', '4.756': '0.756',
              '4.757': '0.757', '4.355': '0.355', '4.357': '0.357', '4.703': '4.702',
              '4.706': '4.702', '4.707': '4.702', '4.712': '4.702', '4.713': '4.702',
              '4.716': '4.702', '4.717': '4.702', '4.315': '4.305', '4.317': '4.307'}
for code, base in EXTENSIONS.items():
    digits = [int(d) for d in code.replace('.', '')]
    GAMES[code] = (digits, GAMES[base][1], GAMES[base][2])


def split_for_whole(strategy):
    """Where the proof takes a 2 whole, split it into 1 + 1: the same heaps
    but two 1s more, so the same claim."""
    def named(x):
        move = strategy(x)
        return (2, (1, 1), 's') if move == (2, (), 'c') else move
    return named


# Four-digit codes with every move of a game above but taking a 2 whole.
SPLIT_FOR_WHOLE = {'4.345': '0.355', '4.347': '0.357', '4.744': '0.754', '4.745': '0.755',
                   '4.746': '0.756', '4.747': '0.757'}
for code, base in SPLIT_FOR_WHOLE.items():
    digits = [int(d) for d in code.replace('.', '')]
    GAMES[code] = (digits, GAMES[base][1], split_for_whole(GAMES[base][2]))
    EXTENSIONS[code] = base


def partitions(total, largest):
    if total == 0:
        yield ()
        return
    for h in range(min(total, largest), 0, -1):
        for rest in partitions(total - h, h):
            yield rest + (h,)


def check(code, position, sample=None):
    digits, theorem, strategy = GAMES[code]
    position = tuple(sorted(position))
    options = octal_options(position, digits)
    if theorem.lost(position):
        if sample is not None and len(options) > sample:
            options = random.sample(options, sample)
        for after, h, parts, kind in options:
            if theorem.lost(after):
                return f'{code} {position}: lost, but {kind} {h} -> {parts} leaves lost {after}'
        return None
    if not position:
        return None
    named = strategy(Case(theorem, position))
    if named is None:
        return f'{code} {position}: won, and the proof names no move'
    h, parts, kind = named
    parts = tuple(sorted(p for p in parts if p > 0))
    for after, heap, move_parts, move_kind in options:
        if heap == h and tuple(sorted(move_parts)) == parts and move_kind == kind:
            if theorem.lost(after):
                return None
            return f'{code} {position}: the move {kind} {h} -> {parts} leaves won {after}'
    return f'{code} {position}: the move {kind} {h} -> {parts} is not a move of the game'


def main():
    most = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    random.seed(2026)
    failures = 0
    for code in GAMES:
        count = 0
        # An extension's strategy is its base game's, checked there: its
        # extra moves need fewer positions (a big heap of at most 13 tokens
        # beside small ones, and the random positions).
        extension = code in EXTENSIONS
        for total in range(min(most, 20) + 1 if extension else most + 1):
            for position in partitions(total, total):
                count += 1
                problem = check(code, position)
                if problem:
                    print(problem)
                    failures += 1
        for trial in range(400 if extension else 1500):
            heaps = random.randint(1, 6) if trial % 2 else random.randint(7, 16)
            sizes = (lambda: random.randint(1, 10)) if trial % 4 == 0 else (
                lambda: random.choice([random.randint(1, 12), random.randint(1, 60),
                                       random.randint(1, 400)]))
            problem = check(code, [sizes() for _ in range(heaps)], sample=300)
            count += 1
            if problem:
                print(problem)
                failures += 1
        print(f'{code}: {count} positions, the proof holds' if not failures else
              f'{code}: {failures} failures so far')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
