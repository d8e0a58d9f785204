"""24 puzzles: four cards 1 to 13 (ace 1, jack 11, queen 12, king 13), each used once, with
``+ − × ÷`` and parentheses, to make 24; fractions allowed along the way.

The figure: how many different ways make 24 (the Stæða solver's count of distinct
expressions, where ``a + b`` and ``b + a`` are one way). Level 1: four ways or more; level
2: two or three; level 3: exactly one.
"""

from __future__ import annotations

import random

from kitgen.games.puzzles.puzzle import DeckSettings, Draw, Puzzle
from kitgen.games.staeda import canon
from kitgen.games.staeda.solver import COUNT_BUDGET, Solver

GOAL = 24
#: The level of a hand by its number of ways: 4 or more, 2 or 3, exactly 1.
WAYS = {1: (4, 10_000), 2: (2, 3), 3: (1, 1)}
MEASURE = "ways"


def level_of(ways: int) -> int:
    return next(lv for lv, (low, high) in WAYS.items() if low <= ways <= high)


def draw_hand() -> Draw:
    """Four cards from a 52-card deck (four of each number 1 to 13)."""
    solver = Solver(False, aces_high=False)
    deck = [n for n in range(1, 14) for _suit in range(4)]

    def draw(rng: random.Random, level: int) -> Puzzle | None:
        hand = tuple(sorted(rng.sample(deck, 4)))
        if not solver.makes(hand, GOAL):
            return None
        forms = solver.expressions(hand, GOAL, [COUNT_BUDGET])
        if level_of(len(forms)) != level:
            return None
        shown = sorted(canon.show(f) for f in forms)
        return Puzzle(
            "24",
            level,
            {"cards": list(hand)},
            shown[0],
            {"name": MEASURE, "value": len(forms)},
            {"ways": shown[:4]},
        )

    return draw


def deck_draw(settings: DeckSettings) -> Draw:
    """``kitgen puzzles 24`` (Stæða's record's ``puzzles``: four of its cards make 24)."""
    del settings
    return draw_hand()
