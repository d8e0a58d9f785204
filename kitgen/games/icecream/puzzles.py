"""Crack-the-code puzzles: a few rows of guesses with their feedback that only one code fits.

A board is played against a secret drawn at random: each guess leaves some codes, until one
is left; then every row that can go goes (a row stays only if without it more than one code
would fit), so each row printed is needed. The audit (``kitgen code audit``) then confirms
that exactly one code fits.

The figure: how many rows the deduction needs. Level 1: one or two rows; level 2: three;
level 3: four or more. Boards for the harder levels are played with weaker guesses (of four
drawn, the one that leaves the most codes), which makes longer boards likelier.
"""

from __future__ import annotations

import random

import numpy as np

from kitgen.games.icecream.board import Row
from kitgen.games.icecream.codes import format_code
from kitgen.games.icecream.feedback import score
from kitgen.games.icecream.rules import MODES, CodeRules
from kitgen.games.icecream.solver import CodeSpace, code_space
from kitgen.games.puzzles.puzzle import DeckSettings, Draw, Puzzle

#: The level of a board by the rows it needs: 1 or 2, 3, 4 or more.
ROWS = {1: (1, 2), 2: (3, 3), 3: (4, 30)}
MEASURE = "rows"
#: Guesses drawn to choose the weakest from, for levels 2 and 3.
WEAK_OF = 4


def level_of(rows: int) -> int:
    return next(lv for lv, (low, high) in ROWS.items() if low <= rows <= high)


def play_board(space: CodeSpace, secret: int, rng: random.Random, weak: bool) -> list[int] | None:
    """A board against the code at index ``secret`` that leaves it alone, every row needed:
    the guesses' indices, in order. ``table[c, g]`` is the feedback code ``c`` gives guess
    ``g`` (the solver's table, made once for the mode)."""
    table = space.by_code()
    alive = np.arange(space.size)
    rows: list[int] = []
    while len(alive) > 1:
        if len(rows) >= space.rules.rows:
            return None
        best: tuple[int, int, np.ndarray] | None = None
        for _n in range(WEAK_OF if weak else 1):
            guess = rng.randrange(space.size)
            if guess == secret:
                continue
            left = alive[table[alive, guess] == table[secret, guess]]
            if len(left) < len(alive) and (best is None or len(left) > best[0]):
                best = (len(left), guess, left)
        if best is None:
            continue
        rows.append(best[1])
        alive = best[2]
    masks = {g: table[:, g] == table[secret, g] for g in rows}
    for guess in list(rows):
        trial = [g for g in rows if g != guess]
        if trial and int(np.logical_and.reduce([masks[g] for g in trial]).sum()) == 1:
            rows = trial
    return rows


def draw_board(mode: str = "hard") -> Draw:
    """Boards of the mode's rules (``easy``, ``medium``, ``hard``)."""
    rules: CodeRules = MODES[mode]
    space = code_space(rules)

    def draw(rng: random.Random, level: int) -> Puzzle | None:
        at = rng.randrange(space.size)
        guesses = play_board(space, at, rng, weak=level > 1)
        if guesses is None or level_of(len(guesses)) != level:
            return None
        secret = space.code_at(at)
        rows = [Row(g, score(secret, g, rules)) for g in map(space.code_at, guesses)]
        fit = space.fit(rows)  # the audit's own count
        if fit.candidates != 1 or space.code_at(int(fit.indices[0])) != secret:
            return None
        return Puzzle(
            "code",
            level,
            {"mode": mode, "played": [row.written() for row in rows]},
            format_code(secret),
            {"name": MEASURE, "value": len(rows)},
            {"rules": rules.as_dict()},
        )

    return draw


def deck_draw(settings: DeckSettings) -> Draw:
    """``kitgen puzzles code`` (the game's record's ``puzzles``): boards in the deck's mode."""
    return draw_board(settings.mode)
