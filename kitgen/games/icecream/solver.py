"""The solver: which codes fit a board, the minimax next guess, and the whole strategy.

Uses numpy (only the ``kitgen code`` audit, hint and strategy commands import this module).
Codes of one configuration are rows of an ``(n, length)`` array in code order; feedback is
an integer id per (guess, code) pair, computed vectorised. Counts: ``brown*(L+1) + beige``;
by position: the pegs as base-3 digits (2 brown, 1 beige, 0 empty), spot 1 most significant.

The hint is Knuth's minimax: the guess whose worst feedback leaves the fewest codes,
ties broken toward guesses that are still possible codes, then toward the lowest code.
Guesses are drawn from the legal codes of the configuration.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

from kitgen.errors import KitgenError
from kitgen.games.icecream.board import Row
from kitgen.games.icecream.codes import Code
from kitgen.games.icecream.feedback import BEIGE, BROWN, Feedback
from kitgen.games.icecream.rules import CodeRules

#: Largest code sets the hint and the strategy handle (the strategy keeps an n x n table).
HINT_LIMIT = 40_000
STRATEGY_LIMIT = 8_000
#: Elements per vectorised block, to keep memory small.
_BLOCK = 1 << 22


@dataclass(frozen=True)
class Hint:
    guess: Code
    candidates: int
    worst_case_remaining: int
    possible: bool


@dataclass(frozen=True)
class BoardFit:
    """How many codes fit the rows, and the first row k such that rows 1..k admit no code."""

    candidates: int
    first_bad_row: int | None
    indices: np.ndarray
    #: How many codes fit rows 1..k, for k = 1, 2, ... (to explain a bad row).
    alive_after: tuple[int, ...] = ()
    #: The flavours guessed on the board (the others are interchangeable for the solver).
    seen: frozenset[int] = frozenset()


@dataclass(frozen=True)
class StrategyResult:
    codes: int
    worst: int
    total_guesses: int
    histogram: dict[int, int]
    all_cracked: bool
    first_guess: Code

    @property
    def average(self) -> Fraction:
        return Fraction(self.total_guesses, self.codes)


class CodeSpace:
    """All legal codes of one configuration, with vectorised feedback between them."""

    def __init__(self, rules: CodeRules) -> None:
        self.rules = rules
        self.codes = _legal_code_array(rules)
        self.size = len(self.codes)
        self.win_id = _win_id(rules)
        self.id_count = 3**rules.length if rules.by_position else (rules.length + 1) ** 2
        self._table: np.ndarray | None = None
        self._reps: dict[frozenset[int], np.ndarray] = {}

    # -- feedback ---------------------------------------------------------------------------
    def feedback_ids(self, guesses: np.ndarray, codes: np.ndarray) -> np.ndarray:
        """``(len(guesses), len(codes))`` feedback ids, computed block by block."""
        out = np.empty((len(guesses), len(codes)), dtype=np.int16)
        step = max(1, _BLOCK // max(1, len(codes)))
        for start in range(0, len(guesses), step):
            block = guesses[start : start + step]
            out[start : start + len(block)] = _ids(block, codes, self.rules)
        return out

    def table(self) -> np.ndarray:
        """The full code x code feedback table, computed once per configuration."""
        if self._table is None:
            self._table = self.feedback_ids(self.codes, self.codes)
        return self._table

    def code_at(self, index: int) -> Code:
        return tuple(int(v) for v in self.codes[index])

    def index_of(self, code: Code) -> int | None:
        hits = np.flatnonzero((self.codes == np.array(code, dtype=np.int8)).all(axis=1))
        return int(hits[0]) if len(hits) else None

    # -- boards -----------------------------------------------------------------------------
    def fit(self, rows: Sequence[Row]) -> BoardFit:
        """The codes that give every row its feedback."""
        alive = np.ones(self.size, dtype=bool)
        first_bad = None
        counts = []
        for number, row in enumerate(rows, start=1):
            guess = np.array([row.guess], dtype=np.int8)
            wanted = feedback_id(row.feedback, self.rules)
            alive &= self.feedback_ids(guess, self.codes)[0] == wanted
            counts.append(int(alive.sum()))
            if first_bad is None and counts[-1] == 0:
                first_bad = number
        indices = np.flatnonzero(alive)
        seen = frozenset(f for row in rows for f in row.guess)
        return BoardFit(len(indices), first_bad, indices, tuple(counts), seen)

    # -- hints ------------------------------------------------------------------------------
    def best_guess(
        self,
        candidates: np.ndarray,
        seen: frozenset[int] = frozenset(),
        use_table: bool = False,
    ) -> tuple[int, int]:
        """(guess index, worst case remaining) by minimax; ``candidates`` sorted indices.

        ``seen``: the flavours guessed so far. Flavours never guessed are interchangeable:
        renaming them maps the codes that fit the board onto themselves and keeps every
        feedback, so a guess is exactly as good (and as possible) as the lowest code it
        renames to. Only those lowest codes are scored; the best of them, lowest first,
        is the best of all guesses under Knuth's tie rules.
        """
        if len(candidates) <= 2:
            # Any possible code splits two codes into singletons; the lowest wins the tie.
            return int(candidates[0]), 1
        guesses = self.representatives(seen)
        if use_table:
            table = self.table()
            rows = table[guesses]
            worst = self._worst(
                lambda a, b: rows[a:b][:, candidates], len(guesses), len(candidates)
            )
        else:
            targets = self.codes[candidates]
            worst = self._worst(
                lambda a, b: self.feedback_ids(self.codes[guesses[a:b]], targets),
                len(guesses),
                len(targets),
            )
        possible = np.isin(guesses, candidates, assume_unique=True)
        key = worst * 2 + (~possible)
        best = int(np.argmin(key))  # first minimum: the lowest code among the ties
        return int(guesses[best]), int(worst[best])

    def representatives(self, seen: frozenset[int]) -> np.ndarray:
        """Indices of the lowest code of each renaming class of the never-guessed flavours."""
        key = frozenset(f for f in seen if f <= self.rules.flavours)
        if key not in self._reps:
            unseen = [f for f in range(1, self.rules.flavours + 1) if f not in key]
            rank = np.zeros(self.rules.flavours + 1, dtype=np.int8)
            rank[unseen] = np.arange(1, len(unseen) + 1)
            ranks = rank[self.codes]
            running = np.zeros(self.size, dtype=np.int8)
            ok = np.ones(self.size, dtype=bool)
            for spot in range(self.rules.length):
                r = ranks[:, spot]
                ok &= (r == 0) | (r <= running + 1)
                running = np.maximum(running, r)
            self._reps[key] = np.flatnonzero(ok)
        return self._reps[key]

    def first_guess(self) -> tuple[int, int]:
        """The minimax guess on an empty board (1122 in classic Mastermind)."""
        return self.best_guess(np.arange(self.size))

    def hint(self, fit: BoardFit | None = None) -> Hint:
        """The next guess for the codes that fit a board (None: the empty board)."""
        self.require_solver_size()
        if fit is None:
            index, worst = self.first_guess()
            return Hint(self.code_at(index), self.size, worst, True)
        if fit.candidates == 0:
            raise ValueError("no code fits the board, so there is nothing to guess")
        index, worst = self.best_guess(fit.indices, fit.seen)
        possible = bool(np.isin(index, fit.indices))
        return Hint(self.code_at(index), fit.candidates, worst, possible)

    def _worst(self, block, count: int, width: int) -> np.ndarray:
        """Largest feedback class for each of ``count`` guesses; ``block(a, b)`` gives id rows."""
        worst = np.empty(count, dtype=np.int64)
        step = max(1, _BLOCK // max(1, width))
        k = self.id_count
        for start in range(0, count, step):
            ids = block(start, min(count, start + step)).astype(np.int64)
            rows = len(ids)
            flat = (ids + (np.arange(rows, dtype=np.int64) * k)[:, None]).ravel()
            counts = np.bincount(flat, minlength=rows * k).reshape(rows, k)
            worst[start : start + rows] = counts.max(axis=1)
        return worst

    # -- the whole strategy -----------------------------------------------------------------
    def strategy(self) -> StrategyResult:
        """Play the hint strategy against every legal code; guesses needed per code."""
        self.require_solver_size(STRATEGY_LIMIT)
        table = self.table()
        needed = np.zeros(self.size, dtype=np.int64)
        first, _ = self.first_guess()
        stack: list[tuple[np.ndarray, int, int | None, frozenset[int]]] = [
            (np.arange(self.size), 1, first, frozenset())
        ]
        while stack:
            candidates, turn, guess, seen = stack.pop()
            if guess is None:
                guess, _ = self.best_guess(candidates, seen, use_table=True)
            seen = seen | set(self.code_at(guess))
            ids = table[guess, candidates]
            order = np.argsort(ids, kind="stable")
            ids_sorted = ids[order]
            cuts = np.flatnonzero(np.diff(ids_sorted)) + 1
            for group, group_ids in zip(
                np.split(candidates[order], cuts), np.split(ids_sorted, cuts), strict=True
            ):
                if group_ids[0] == self.win_id:
                    needed[guess] = turn
                else:
                    stack.append((group, turn + 1, None, seen))
        histogram = Counter(int(v) for v in needed)
        worst = int(needed.max())
        return StrategyResult(
            codes=self.size,
            worst=worst,
            total_guesses=int(needed.sum()),
            histogram=dict(sorted(histogram.items())),
            all_cracked=worst <= self.rules.rows,
            first_guess=self.code_at(first),
        )

    def require_solver_size(self, limit: int = HINT_LIMIT) -> None:
        if self.size > limit:
            raise KitgenError(
                f"{self.size} legal codes is more than the solver handles here ({limit}) — "
                "use fewer flavours, a shorter code or fewer repeats"
            )


@lru_cache(maxsize=8)
def code_space(rules: CodeRules) -> CodeSpace:
    """One CodeSpace (and its feedback table) per configuration, per process."""
    return CodeSpace(rules)


def feedback_id(fb: Feedback, rules: CodeRules) -> int:
    """The integer id of a written feedback, matching the solver's ids."""
    if fb.pegs is None:
        return fb.brown * (rules.length + 1) + fb.beige
    value = 0
    for peg in fb.pegs:
        value = value * 3 + (2 if peg == BROWN else 1 if peg == BEIGE else 0)
    return value


def _win_id(rules: CodeRules) -> int:
    return 3**rules.length - 1 if rules.by_position else rules.length * (rules.length + 1)


def _legal_code_array(rules: CodeRules) -> np.ndarray:
    n, length = rules.flavours, rules.length
    index = np.arange(n**length, dtype=np.int64)
    powers = n ** np.arange(length - 1, -1, -1, dtype=np.int64)
    codes = ((index[:, None] // powers[None, :]) % n + 1).astype(np.int8)
    if rules.repeats == "any":
        return codes
    counts = _flavour_counts(codes, n)
    if rules.repeats == "none":
        keep = counts.max(axis=1) <= 1
    else:
        keep = (counts.max(axis=1) <= 2) & ((counts == 2).sum(axis=1) <= 1)
    return codes[keep]


def _flavour_counts(codes: np.ndarray, flavours: int) -> np.ndarray:
    wanted = np.arange(1, flavours + 1, dtype=np.int8)
    return (codes[:, :, None] == wanted[None, None, :]).sum(axis=1).astype(np.int8)


def _ids(guesses: np.ndarray, codes: np.ndarray, rules: CodeRules) -> np.ndarray:
    """Feedback ids for a block of guesses against codes: shape (len(guesses), len(codes)).

    Works on 2-D (guess, code) arrays, one spot at a time, so each step is one cheap
    vectorised operation over all pairs.
    """
    length = rules.length
    eq = [guesses[:, k][:, None] == codes[:, k][None, :] for k in range(length)]
    c_counts = _flavour_counts(codes, rules.flavours).T  # (F, S): copies of each flavour
    if not rules.by_position:
        brown = np.zeros(eq[0].shape, dtype=np.int16)
        for spot_eq in eq:
            brown += spot_eq
        g_counts = _flavour_counts(guesses, rules.flavours).T  # (F, G)
        common = np.zeros(eq[0].shape, dtype=np.int16)
        for flavour in range(rules.flavours):
            common += np.minimum(g_counts[flavour][:, None], c_counts[flavour][None, :])
        return brown * (length + 1) + (common - brown)
    # By position, guess spot i (not brown) is beige when its rank among the non-brown spots
    # of its flavour so far is within the code's unmatched copies. With n_i = spots j <= i of
    # that flavour and Q_i = brown spots j > i of it, that is: n_i + Q_i <= copies in code.
    same = guesses[:, :, None] == guesses[:, None, :]  # (G, L, L)
    ids = np.zeros(eq[0].shape, dtype=np.int16)
    for i in range(length):
        need = np.zeros(eq[0].shape, dtype=np.int8)
        need += same[:, i, : i + 1].sum(axis=1).astype(np.int8)[:, None]
        for j in range(i + 1, length):
            if same[:, i, j].any():
                need += eq[j] & same[:, i, j][:, None]
        copies = c_counts[guesses[:, i] - 1]  # (G, S)
        beige = ~eq[i] & (need <= copies)
        ids *= 3
        ids += eq[i] * np.int16(2)
        ids += beige
    return ids
