"""A computer player for the ice cream code: the guesser at three strengths, and the setter.

The guesser plays a whole round against a secret, row by row, each guess followed by the
feedback the rules page owes it:

- ``random``: a code drawn at random from those that still fit every row (the random
  consistent guesser);
- ``first``: the lowest code that still fits (the simple consistent strategy);
- ``knuth``: Knuth's minimax, the guess ``kitgen code hint`` gives for the board so far;
- ``parts``: the guess, of every row the rules allow, that splits the codes still possible
  into the most parts;
- ``optimal``: the strategy with the fewest guesses on average
  (:mod:`kitgen.games.icecream.optimal`: its shipped tree, or the exact search).

These guesses depend only on the rows so far, so a :class:`Guesser` keeps them by the
rows' feedback (a decision tree grown as rounds are played): thousands of rounds cost a
few hundred searches. ``parts`` and ``optimal`` may guess a row that repeats a flavour the
secret may not (the rules limit the code, not the guesses). The setter draws a secret
uniformly from the legal codes. Uses the solver's code space (numpy).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from kitgen.core.errors import one_of
from kitgen.games.icecream.bot_options import DEFAULT_LEVEL, LEVELS
from kitgen.games.icecream.codes import Code
from kitgen.games.icecream.rules import CodeRules
from kitgen.games.icecream.solver import STRATEGY_LIMIT, CodeSpace, code_space

if TYPE_CHECKING:
    from kitgen.games.icecream.optimal import Breaker

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Guesser", "Played", "secret_index"]


def check_level(level: str) -> str:
    return one_of("level", level, LEVELS)


#: The levels that guess from every row the rules allow, not only from the legal codes.
ROW_LEVELS = ("parts", "optimal")


@dataclass(frozen=True)
class Played:
    """A round as the guesser played it: each row's guess and feedback id, the codes that
    still fitted before each guess, and the guess that cracked it (``None``: not within
    the rows in play)."""

    secret: int
    guesses: tuple[Code, ...]
    feedback: tuple[int, ...]
    candidates: tuple[int, ...]
    cracked_on: int | None

    def points(self, rules: CodeRules) -> int:
        return 0 if self.cracked_on is None else rules.rows - self.cracked_on


class Guesser:
    """The guesser of one configuration at one level; ``play`` plays a round."""

    def __init__(self, rules: CodeRules, level: str) -> None:
        self.rules = rules
        self.level = check_level(level)
        self.space: CodeSpace = code_space(rules)
        self.space.require_solver_size()
        # the feedback table (one byte a pair) when it is small, else worked out per guess
        self._table = (
            self.space.by_code()
            if self.space.size <= STRATEGY_LIMIT and level not in ROW_LEVELS
            else None
        )
        #: The decision tree: the feedback so far -> (guess, codes still fitting).
        self._tree: dict[tuple[int, ...], tuple[int, np.ndarray]] = {}
        self._breaker: Breaker | None = None
        if level in ROW_LEVELS:
            from kitgen.games.icecream.optimal import Breaker, space

            self._rows = space(rules)
            self._breaker = Breaker(rules) if level == "optimal" else None

    def answers(self, guess: int, codes: np.ndarray) -> np.ndarray:
        """The feedback ids each of ``codes`` gives ``guess``."""
        if self._table is not None:
            looked_up: np.ndarray = self._table[codes, guess]
            return looked_up
        space = self.space
        worked_out: np.ndarray = space.feedback_ids(space.codes[[guess]], space.codes[codes])[0]
        return worked_out

    def play(self, secret: int, rng: random.Random) -> Played:
        """Guess until the code is cracked or the rows in play are used up."""
        if self.level in ROW_LEVELS:
            return self._play_rows(secret)
        space = self.space
        alive = np.arange(space.size)
        guesses: list[Code] = []
        answers: list[int] = []
        counts: list[int] = []
        seen: frozenset[int] = frozenset()
        one = np.array([secret])
        for _row in range(self.rules.rows):
            counts.append(len(alive))
            guess, alive = self._guess(alive, seen, tuple(answers), rng)
            answer = int(self.answers(guess, one)[0])
            guesses.append(space.code_at(guess))
            answers.append(answer)
            if answer == space.win_id:
                return Played(secret, tuple(guesses), tuple(answers), tuple(counts), len(guesses))
            seen = seen | {int(f) for f in space.codes[guess]}
            alive = alive[self.answers(guess, alive) == answer]
        return Played(secret, tuple(guesses), tuple(answers), tuple(counts), None)

    def code(self, index: int) -> Code:
        """The legal code number ``index`` (a secret)."""
        return self.space.code_at(index)

    def _play_rows(self, secret: int) -> Played:
        """``play`` for the levels that guess from every row the rules allow."""
        rows = self._rows
        alive = np.arange(len(rows.secrets))
        board: list[tuple[int, int]] = []
        counts: list[int] = []
        seen: frozenset[int] = frozenset()
        for _row in range(self.rules.rows):
            counts.append(len(alive))
            answers = tuple(answer for _guess, answer in board)
            known = self._tree.get(answers)
            if known is None:
                known = self._tree[answers] = (self._row_guess(board, alive, seen), alive)
            guess, alive = known
            answer = int(rows.table[secret, guess])
            board.append((guess, answer))
            if answer == rows.win_id:
                break
            seen = seen | {int(f) for f in rows.guesses[guess]}
            alive = alive[rows.table[alive, guess] == answer]
        cracked = len(board) if board[-1][1] == rows.win_id else None
        guesses = tuple(tuple(int(f) for f in rows.guesses[g]) for g, _a in board)
        return Played(secret, guesses, tuple(a for _g, a in board), tuple(counts), cracked)

    def _row_guess(
        self, board: list[tuple[int, int]], alive: np.ndarray, seen: frozenset[int]
    ) -> int:
        if self._breaker is not None:
            return self._breaker.guess(board, alive)[0]
        from kitgen.games.icecream.optimal import most_parts_guess

        return most_parts_guess(self.rules, alive, seen)

    def _guess(
        self, alive: np.ndarray, seen: frozenset[int], answers: tuple[int, ...], rng: random.Random
    ) -> tuple[int, np.ndarray]:
        if self.level == "random":
            return int(alive[rng.randrange(len(alive))]), alive
        if self.level == "first":
            return int(alive[0]), alive
        known = self._tree.get(answers)
        if known is None:
            if not answers:
                guess, _worst = self.space.first_guess()
            else:
                guess, _worst = self.space.best_guess(alive, seen)
            known = self._tree[answers] = (guess, alive)
        return known


def secret_index(rules: CodeRules, rng: random.Random) -> int:
    """A secret drawn uniformly from the legal codes: its number in code order."""
    return rng.randrange(code_space(rules).size)
