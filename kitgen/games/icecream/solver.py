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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.games.icecream.board import Row
from kitgen.games.icecream.codes import Code
from kitgen.games.icecream.feedback import BEIGE, BROWN, Feedback
from kitgen.games.icecream.rules import CodeRules
from kitgen.games.icecream.symmetry import Map, all_spot_maps, fixing, lowest_of_classes
from kitgen.games.icecream.trees import Hint as Hint

#: Largest code sets the hint and the strategy handle (the strategy keeps an n x n table).
HINT_LIMIT = 40_000
STRATEGY_LIMIT = 8_000
#: Elements per vectorised block, to keep memory small.
_BLOCK = 1 << 22
#: Elements per block when scoring guesses, to stay in cache.
_CHUNK = 1 << 20
#: Up to this many codes, guesses are scored by comparing answers pairwise.
_PAIRWISE = 24
#: From this many codes on, the strategy looks for symmetries to score fewer guesses.
_SYMMETRY_FROM = 100


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


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
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
        self.id_dtype = _id_dtype(rules)
        self._by_code: np.ndarray | None = None
        self._reps: dict[frozenset[int], np.ndarray] = {}
        self._symmetric: dict[tuple[frozenset[int], tuple[Map, ...]], np.ndarray] = {}
        self._possible = np.zeros(self.size, dtype=bool)

    # -- feedback ---------------------------------------------------------------------------
    def feedback_ids(self, guesses: np.ndarray, codes: np.ndarray) -> np.ndarray:
        """``(len(guesses), len(codes))`` feedback ids, computed block by block."""
        out = np.empty((len(guesses), len(codes)), dtype=self.id_dtype)
        step = max(1, _BLOCK // max(1, len(codes)))
        for start in range(0, len(guesses), step):
            block = guesses[start : start + step]
            out[start : start + len(block)] = _ids(block, codes, self.rules)
        return out

    def by_code(self) -> np.ndarray:
        """The full table, one row per code: ``[c, g]`` is the feedback code c gives guess g.

        Computed once per configuration; one byte per pair (two beyond 5 spots by position):
        58 MB (7,776² bytes) for 7,776 codes. A row per code lets a search copy the rows of
        the codes still possible, each a contiguous block, instead of gathering columns.
        """
        if self._by_code is None and self.rules.repeats == "any" and not self.rules.by_position:
            self._by_code = _counts_table_of_all(self.codes, self.rules)
        if self._by_code is None:
            table = np.empty((self.size, self.size), dtype=self.id_dtype)
            step = max(1, _BLOCK // max(1, self.size))
            for start in range(0, self.size, step):
                block = self.codes[start : start + step]
                if self.rules.by_position:
                    table[start : start + len(block)] = _ids(self.codes, block, self.rules).T
                else:  # feedback by counts is symmetric in guess and code
                    table[start : start + len(block)] = _ids(block, self.codes, self.rules)
            self._by_code = table
        return self._by_code

    def table(self) -> np.ndarray:
        """The full guess x code feedback table (a view of ``by_code``)."""
        return self.by_code().T

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
        guesses: np.ndarray | None = None,
    ) -> tuple[int, int]:
        """(guess index, worst case remaining) by minimax; ``candidates`` sorted indices.

        ``seen``: the flavours guessed so far. Flavours never guessed are interchangeable:
        renaming them maps the codes that fit the board onto themselves and keeps every
        feedback, so a guess is exactly as good (and as possible) as the lowest code it
        renames to. Only those lowest codes are scored; the best of them, lowest first,
        is the best of all guesses under Knuth's tie rules. ``guesses``: the codes to score
        instead, when more symmetries are known (see ``symmetric_representatives``).
        """
        if len(candidates) <= 2:
            # Any possible code splits two codes into singletons; the lowest wins the tie.
            return int(candidates[0]), 1
        if guesses is None:
            guesses = self.representatives(seen)
        if use_table and 2 * len(guesses) > self.size:
            # Most codes are scored: copy the candidates' rows whole and score every code
            # (a code that is not its class's lowest scores like it and comes later).
            rows = self.by_code()[candidates]
            worst = _worst(lambda a, b: rows[:, a:b], self.size, len(candidates), self.id_count)
            guesses = None
        elif use_table:
            table = self.by_code()
            worst = _worst(
                lambda a, b: table[np.ix_(candidates, guesses[a:b])],
                len(guesses),
                len(candidates),
                self.id_count,
            )
        else:
            targets = self.codes[candidates]
            worst = _worst(
                lambda a, b: self.feedback_ids(self.codes[guesses[a:b]], targets).T,
                len(guesses),
                len(targets),
                self.id_count,
            )
        possible = self._possible
        possible[candidates] = True
        key = worst * 2
        key += ~possible if guesses is None else ~possible[guesses]
        possible[candidates] = False
        best = int(np.argmin(key))  # first minimum: the lowest code among the ties
        return best if guesses is None else int(guesses[best]), int(worst[best])

    def representatives(self, seen: frozenset[int]) -> np.ndarray:
        """Indices of the lowest code of each renaming class of the never-guessed flavours."""
        if seen in self._reps:
            return self._reps[seen]
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
        self._reps[seen] = self._reps[key]
        return self._reps[key]

    def symmetric_representatives(self, seen: frozenset[int], maps: list[Map]) -> np.ndarray:
        """Indices of the lowest code of each class under ``maps`` and renamings of the
        flavours not in ``seen`` (``maps``: those that fix every guess so far, counts only).
        """
        reps = self.representatives(seen)
        if len(maps) <= 1:  # only the identity
            return reps
        key = (seen, tuple(maps))
        if key not in self._symmetric:
            unseen = [f for f in range(1, self.rules.flavours + 1) if f not in seen]
            lowest = lowest_of_classes(self.codes[reps], maps, unseen, self.rules.flavours)
            self._symmetric[key] = reps[lowest]
        return self._symmetric[key]

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

    # -- the whole strategy -----------------------------------------------------------------
    def strategy(self) -> StrategyResult:
        """Play the hint strategy against every legal code; guesses needed per code."""
        self.require_solver_size(STRATEGY_LIMIT)
        table = self.by_code()
        needed = np.zeros(self.size, dtype=np.int64)
        first, _worst = self.first_guess()
        # Spot permutations with renamings keep counts feedback, not feedback by position.
        start = (
            [] if self.rules.by_position else all_spot_maps(self.rules.length, self.rules.flavours)
        )
        stack: list[tuple[np.ndarray, int, int | None, frozenset[int], list[Map]]] = [
            (np.arange(self.size), 1, first, frozenset(), start)
        ]
        while stack:
            candidates, turn, guess, seen, maps = stack.pop()
            if guess is None:
                # Small sets are scored fast enough without looking for symmetries.
                reps = (
                    self.symmetric_representatives(seen, maps)
                    if len(candidates) > _SYMMETRY_FROM
                    else None
                )
                guess, _worst = self.best_guess(candidates, seen, use_table=True, guesses=reps)
            code = tuple(self.codes[guess].tolist())
            seen = seen | set(code)
            ids = table[candidates, guess]
            # One stable sort groups the codes by answer, each group still in code order.
            grouped = candidates[np.argsort(ids, kind="stable")]
            sizes = np.bincount(ids, minlength=self.id_count)
            if len(maps) > 1:  # the maps that also fix this guess, if a group will use them
                maps = fixing(maps, code) if sizes.max() > _SYMMETRY_FROM else []
            end = 0
            for fid, size in enumerate(sizes.tolist()):
                if not size:
                    continue
                end += size
                if fid == self.win_id:
                    needed[guess] = turn
                elif size <= 2:
                    # The hint is then the lowest code (see best_guess): it is right, or it
                    # leaves the other one alone, guessed next.
                    needed[grouped[end - size]] = turn + 1
                    if size == 2:
                        needed[grouped[end - 1]] = turn + 2
                else:
                    stack.append((grouped[end - size : end], turn + 1, None, seen, maps))
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
                _(
                    "{size} legal codes is more than the solver handles here ({limit}) — use "
                    "fewer flavours, a shorter code or fewer repeats",
                    size=self.size,
                    limit=limit,
                )
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


def _worst(
    block: Callable[[int, int], np.ndarray], count: int, codes: int, kinds: int
) -> np.ndarray:
    """The largest answer class of each of ``count`` guesses.

    ``block(a, b)`` gives the ``(codes, b - a)`` feedback ids of guesses a..b-1: a column
    per guess. Few codes: count equal pairs (C x C comparisons of whole rows, no integer
    arithmetic). More: one ``bincount`` per block, each guess's ids offset by ``kinds``.
    """
    worst = np.empty(count, dtype=np.int64)
    pairwise = codes <= _PAIRWISE
    step = max(1, _CHUNK // (codes * codes if pairwise else codes))
    if pairwise and step >= count:  # one block: no copy into ``worst``
        ids = block(0, count)
        most: np.ndarray = (ids[:, None, :] == ids[None, :, :]).sum(axis=0, dtype=np.uint8).max(0)
        return most
    for start in range(0, count, step):
        ids = block(start, min(count, start + step))
        width = ids.shape[1]
        if pairwise:
            same = ids[:, None, :] == ids[None, :, :]
            found = same.sum(axis=0, dtype=np.uint8).max(axis=0)
        else:
            flat = ids.astype(np.intp)
            flat += np.arange(0, width * kinds, kinds, dtype=np.intp)
            counts = np.bincount(flat.ravel(), minlength=width * kinds)
            found = counts.reshape(width, kinds).max(axis=1)
        worst[start : start + width] = found
    return worst


def _counts_table_of_all(codes: np.ndarray, rules: CodeRules) -> np.ndarray:
    """The counts feedback table when every code is legal (``codes`` in product order).

    id = brown*(L+1) + beige = brown*L + common. Brown spots add up spot by spot, so the
    brown part for L spots is the one for L-1 spots with one more spot beside it: one
    broadcast addition per spot. Common flavours depend only on the two codes' flavour
    counts, of which there are few (252 for 6 flavours x 5 spots): a small table of those,
    gathered into rows.
    """
    flavours, length = rules.flavours, rules.length
    spot = np.eye(flavours, dtype=np.uint8) * np.uint8(length)
    table = np.zeros((1, 1), dtype=np.uint8)
    for _step in range(length):
        n = len(table)
        table = (table[:, None, :, None] + spot[None, :, None, :]).reshape(n * flavours, -1)
    counts = _flavour_counts(codes, flavours)
    kinds, kind = np.unique(counts, axis=0, return_inverse=True)
    kind = kind.ravel()
    common = np.minimum(kinds[:, None, :], kinds[None, :, :]).sum(axis=2, dtype=np.uint8)
    step = max(1, _BLOCK // len(codes))
    for start in range(0, len(codes), step):
        rows = common[kind[start : start + step]]
        table[start : start + len(rows)] += rows[:, kind]
    return table


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
    kept: np.ndarray = codes[keep]
    return kept


def _flavour_counts(codes: np.ndarray, flavours: int) -> np.ndarray:
    wanted = np.arange(1, flavours + 1, dtype=np.int8)
    counts: np.ndarray = (codes[:, :, None] == wanted[None, None, :]).sum(axis=1, dtype=np.uint8)
    return counts


def _ids(guesses: np.ndarray, codes: np.ndarray, rules: CodeRules) -> np.ndarray:
    """Feedback ids for a block of guesses against codes: shape (len(guesses), len(codes)).

    Works on 2-D (guess, code) arrays, one spot at a time, so each step is one cheap
    vectorised operation over all pairs; uint8 throughout (uint16 ids beyond 5 spots by
    position).
    """
    length = rules.length
    dtype = _id_dtype(rules)
    eq = [guesses[:, k][:, None] == codes[:, k][None, :] for k in range(length)]
    c_counts = _flavour_counts(codes, rules.flavours).T  # (F, S): copies of each flavour
    if not rules.by_position:
        g_counts = _flavour_counts(guesses, rules.flavours).T  # (F, G)
        # id = brown*(L+1) + beige = brown*L + common, with common = sum of the smaller counts.
        ids = np.zeros(eq[0].shape, dtype=np.uint8)
        for flavour in range(rules.flavours):
            ids += np.minimum(g_counts[flavour][:, None], c_counts[flavour][None, :])
        for spot_eq in eq:
            ids += spot_eq * np.uint8(length)
        return ids
    # By position, guess spot i (not brown) is beige when its rank among the non-brown spots
    # of its flavour so far is within the code's unmatched copies. With n_i = spots j <= i of
    # that flavour and Q_i = brown spots j > i of it, that is: n_i + Q_i <= copies in code.
    same = guesses[:, :, None] == guesses[:, None, :]  # (G, L, L)
    ids = np.zeros(eq[0].shape, dtype=dtype)
    for i in range(length):
        # Copies left beyond the need (uint8 throughout: no promotion to wider types).
        need = same[:, i, : i + 1].sum(axis=1, dtype=np.uint8)[:, None]
        spare = c_counts[guesses[:, i] - 1] - need  # (G, S); wraps below 0 to >= 250
        for j in range(i + 1, length):
            if same[:, i, j].any():
                spare -= eq[j] & same[:, i, j][:, None]
        beige = ~eq[i] & (spare <= length)
        ids *= 3
        ids += eq[i] * dtype.type(2)
        ids += beige
    return ids


def _id_dtype(rules: CodeRules) -> np.dtype:
    """The smallest unsigned type that holds every feedback id."""
    count = 3**rules.length if rules.by_position else (rules.length + 1) ** 2
    return np.dtype(np.uint8 if count <= 256 else np.uint16)
