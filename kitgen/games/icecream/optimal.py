"""The optimal code breaker: the guesses that crack every secret in the fewest guesses on
average, found by an exact branch-and-bound search, and the "most parts" heuristic.

Every guess the rules allow is considered: a guess fills each spot with a flavour in play
and may repeat a flavour even when the secret may not (the rules page limits the setter's
code, not the guesser's rows), so a guess such as ``1123`` can split the codes better than
any legal code.

The cost of a set ``S`` of codes still possible is the number of guesses, added up over the
codes of ``S``, that cracking each of them takes from now on. A guess ``g`` splits ``S`` into
the classes of codes that answer it alike; then

    cost(S) = |S| + sum over the classes C that are not "cracked" of cost(C)

and the best guess is the one with the least sum. Branch and bound: the guesses are tried in
order of a lower bound of that sum (a class of m codes needs at least ``bound(m)``, from the
most classes any guess makes), and a guess is dropped as soon as its partial sum reaches the
best found. Codes that differ only by renaming flavours nobody has guessed are
interchangeable, so only the lowest guess of each such class is scored (Knuth's argument);
on an empty board spots may be permuted too, which leaves one guess per pattern (``1234``,
``1123`` …). Ties go to a guess that may be the secret, then to the lowest guess, as in
Knuth's hint, so the strategy is one definite tree.

Imported by ``--level optimal`` and ``--level parts`` only (numpy). The trees for the three
modes of the rules page are shipped (``optimal_trees.json``, made by
``tools/optimal_breaker.py``), so the table never waits for the search on an empty board;
the hint on a board that follows one is answered without this module
(:mod:`kitgen.games.icecream.trees`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

import numpy as np

from kitgen.games.icecream.board import Row
from kitgen.games.icecream.rules import CodeRules
from kitgen.games.icecream.solver import BoardFit, code_space, feedback_id
from kitgen.games.icecream.trees import TREES_FILE as TREES_FILE
from kitgen.games.icecream.trees import Hint as Hint
from kitgen.games.icecream.trees import rules_key as rules_key
from kitgen.games.icecream.trees import shipped as shipped
from kitgen.games.icecream.trees import tree_for

#: The most steps (guesses scored) a search off the shipped trees may take at the table.
TABLE_BUDGET = 400_000


class OutOfBudget(Exception):
    """The exact search needed more steps than it was allowed."""


@dataclass(frozen=True)
class Space:
    """The secrets (legal codes) and guesses (every row of flavours in play) of one
    configuration, and the feedback table between them (worked out when first used: a
    look-up in a shipped tree needs none of it)."""

    rules: CodeRules
    secrets: np.ndarray  # (n_secrets, length) int8, code order
    guesses: np.ndarray  # (n_guesses, length) int8, code order
    win_id: int
    ids: int
    #: For each guess, its secret index (-1 when the guess is not a legal code).
    as_secret: np.ndarray
    #: For each secret, its guess index.
    as_row: np.ndarray

    @cached_property
    def table(self) -> np.ndarray:
        """``(n_secrets, n_guesses)`` feedback ids."""
        return code_space(self.rules).feedback_ids(self.guesses, self.secrets).T.copy()

    def answers(self, guess: int, alive: np.ndarray) -> np.ndarray:
        """The feedback ids the codes ``alive`` give the guess number ``guess``."""
        found: np.ndarray
        if "table" in self.__dict__:
            found = self.table[alive, guess]
        else:
            found = code_space(self.rules).feedback_ids(self.guesses[[guess]], self.secrets[alive])[
                0
            ]
        return found

    @property
    def most_parts(self) -> int:
        """The most classes other than "cracked" any guess makes of all the secrets."""
        return _most_parts(self)


@lru_cache(maxsize=8)
def space(rules: CodeRules) -> Space:
    helper = code_space(rules)
    n, length = rules.flavours, rules.length
    index = np.arange(n**length, dtype=np.int64)
    powers = n ** np.arange(length - 1, -1, -1, dtype=np.int64)
    guesses = ((index[:, None] // powers[None, :]) % n + 1).astype(np.int8)
    secrets = helper.codes
    as_secret = np.full(len(guesses), -1, dtype=np.int64)
    as_row = (secrets.astype(np.int64) - 1) @ powers
    as_secret[as_row] = np.arange(len(secrets))
    return Space(rules, secrets, guesses, helper.win_id, helper.id_count, as_secret, as_row)


@lru_cache(maxsize=8)
def _most_parts_cached(rules: CodeRules) -> int:
    sp = space(rules)
    most = 0
    for start in range(0, len(sp.guesses), 512):
        block = sp.table[:, start : start + 512]
        for column in block.T:
            found = np.count_nonzero(np.bincount(column, minlength=sp.ids))
            most = max(most, int(found) - int((column == sp.win_id).any()))
    return max(most, 1)


def _most_parts(sp: Space) -> int:
    return _most_parts_cached(sp.rules)


# -- patterns and renamings ----------------------------------------------------------------
def patterns(length: int, flavours: int) -> list[tuple[int, ...]]:
    """One guess per pattern of repeats, lowest first flavours (``1111``, ``1112``, ``1122``,
    ``1123``, ``1234``): on an empty board every other guess is one of these with spots
    permuted and flavours renamed, and scores the same."""
    found = []
    for parts in _partitions(length, flavours):
        code: list[int] = []
        for flavour, size in enumerate(parts, start=1):
            code += [flavour] * size
        found.append(tuple(code))
    return sorted(found)


def _partitions(total: int, most_parts: int, largest: int | None = None) -> Iterator[list[int]]:
    largest = total if largest is None else largest
    if total == 0:
        yield []
        return
    if most_parts == 0:
        return
    for first in range(min(total, largest), 0, -1):
        for rest in _partitions(total - first, most_parts - 1, first):
            yield [first, *rest]


def lowest_renamings(codes: np.ndarray, seen: frozenset[int], flavours: int) -> np.ndarray:
    """Which rows of ``codes`` are the lowest of their class under renamings of the flavours
    never guessed (a flavour in ``seen`` keeps its name): a boolean per row."""
    unseen = [f for f in range(1, flavours + 1) if f not in seen]
    rank = np.zeros(flavours + 1, dtype=np.int8)
    rank[unseen] = np.arange(1, len(unseen) + 1)
    ranks = rank[codes]
    running = np.zeros(len(codes), dtype=np.int8)
    ok = np.ones(len(codes), dtype=bool)
    for spot in range(codes.shape[1]):
        r = ranks[:, spot]
        ok &= (r == 0) | (r <= running + 1)
        running = np.maximum(running, r)
    return ok


# -- bounds ---------------------------------------------------------------------------------
class Bounds:
    """``bound(m)``: the least cost any set of m codes can have when a guess makes at most
    ``parts`` classes besides "cracked": one code cracked now, the rest split evenly."""

    def __init__(self, parts: int, largest: int) -> None:
        values = [0, 1]
        for m in range(2, largest + 1):
            q, r = divmod(m - 1, parts)
            values.append(m + r * values[q + 1] + (parts - r) * values[q])
        self.values = np.array(values, dtype=np.int64)


# -- the search -----------------------------------------------------------------------------
@dataclass
class Node:
    """A guess and, for each answer that does not crack the code, what follows."""

    guess: int  # index into Space.guesses
    cost: int
    children: dict[int, Node]


class Search:
    """The exact search over one configuration; ``solve`` returns the tree of a set."""

    def __init__(self, rules: CodeRules, budget: int | None = None) -> None:
        self.sp = space(rules)
        self.bounds = Bounds(self.sp.most_parts, len(self.sp.secrets))
        self.budget = budget
        self.steps = 0
        self.memo: dict[bytes, Node] = {}
        self._guess_codes = self.sp.guesses

    def solve_root(self) -> Node:
        """The best tree for the empty board."""
        rules = self.sp.rules
        candidates = [self._guess_index(code) for code in patterns(rules.length, rules.flavours)]
        everything = np.arange(len(self.sp.secrets))
        return self.solve(everything, frozenset(), np.array(candidates, dtype=np.int64))

    def _guess_index(self, code: tuple[int, ...]) -> int:
        return row_index(self.sp.rules, code)

    def solve(
        self,
        alive: np.ndarray,
        seen: frozenset[int],
        candidates: np.ndarray | None = None,
        ceiling: int | None = None,
    ) -> Node:
        """The least-cost tree for the codes ``alive`` (sorted secret indices), or a node whose
        cost is at least ``ceiling`` when none is cheaper than that."""
        m = len(alive)
        if m == 1:
            return Node(int(self._secret_guess(int(alive[0]))), 1, {})
        if m == 2:
            return Node(int(self._secret_guess(int(alive[0]))), 3, {})
        key = alive.tobytes()
        known = self.memo.get(key)
        if known is not None:
            return known
        sp = self.sp
        if candidates is None:
            keep = lowest_renamings(self._guess_codes, seen, sp.rules.flavours)
            candidates = np.flatnonzero(keep)
        self.steps += len(candidates)
        if self.budget is not None and self.steps > self.budget:
            raise OutOfBudget
        answers = sp.table[alive][:, candidates]  # (m, k)
        k = len(candidates)
        flat = answers.astype(np.int64) + np.arange(k, dtype=np.int64)[None, :] * sp.ids
        counts = np.bincount(flat.ravel(), minlength=k * sp.ids).reshape(k, sp.ids)
        in_set = counts[:, sp.win_id] > 0
        counts[:, sp.win_id] = 0
        # a guess that leaves every code in one class and cracks none teaches nothing
        useful = in_set | (counts.max(axis=1) < m)
        lower = m + self.bounds.values[counts].sum(axis=1)
        order = np.lexsort((candidates, ~in_set, lower))
        best: Node | None = None
        best_cost = ceiling if ceiling is not None else np.iinfo(np.int64).max
        for position in order.tolist():
            if not useful[position]:
                continue
            if lower[position] >= best_cost:
                break
            guess = int(candidates[position])
            node = self._try(
                alive, seen, guess, answers[:, position], int(lower[position]), best_cost
            )
            if node is not None and node.cost < best_cost:
                best, best_cost = node, node.cost
        if best is None:
            return Node(-1, best_cost, {})
        if ceiling is None or best.cost < ceiling:
            self.memo[key] = best
        return best

    def _try(
        self,
        alive: np.ndarray,
        seen: frozenset[int],
        guess: int,
        answers: np.ndarray,
        lower: int,
        best_cost: int,
    ) -> Node | None:
        sp = self.sp
        seen = seen | {int(f) for f in sp.guesses[guess]}
        order = np.argsort(answers, kind="stable")
        grouped = alive[order]
        sizes = np.bincount(answers, minlength=sp.ids)
        starts = np.concatenate(([0], np.cumsum(sizes)))
        parts = [
            (fid, grouped[starts[fid] : starts[fid + 1]])
            for fid in np.flatnonzero(sizes).tolist()
            if fid != sp.win_id
        ]
        parts.sort(key=lambda part: -len(part[1]))
        cost = lower
        children: dict[int, Node] = {}
        for fid, codes in parts:
            floor = int(self.bounds.values[len(codes)])
            ceiling = best_cost - (cost - floor)
            child = self.solve(np.sort(codes), seen, ceiling=ceiling)
            if child.guess < 0 or child.cost >= ceiling:
                return None
            cost += child.cost - floor
            children[fid] = child
        return Node(guess, cost, children)

    def _secret_guess(self, secret: int) -> int:
        return int(self.sp.as_row[secret])


def most_parts_guess(rules: CodeRules, alive: np.ndarray, seen: frozenset[int]) -> int:
    """The "most parts" heuristic: the guess that splits the codes still possible into the
    most classes; ties to a guess that may be the secret, then the lowest guess."""
    sp = space(rules)
    if len(alive) <= 2:
        return int(sp.as_row[int(alive[0])])
    keep = lowest_renamings(sp.guesses, seen, rules.flavours)
    candidates = np.flatnonzero(keep)
    answers = sp.table[alive][:, candidates]
    k = len(candidates)
    flat = answers.astype(np.int64) + np.arange(k, dtype=np.int64)[None, :] * sp.ids
    counts = np.bincount(flat.ravel(), minlength=k * sp.ids).reshape(k, sp.ids)
    parts = np.count_nonzero(counts, axis=1)
    in_set = counts[:, sp.win_id] > 0
    order = np.lexsort((candidates, ~in_set, -parts))
    return int(candidates[order[0]])


# -- the shipped trees ----------------------------------------------------------------------
def tree_as_data(sp: Space, node: Node) -> dict[str, Any]:
    """A tree as data: ``{"guess": "1123", "next": {"0,2": {...}, ...}}``; an answer that
    leaves one or two codes has no entry (the lowest of them is guessed next)."""
    out: dict[str, Any] = {"guess": written(sp.guesses[node.guess])}
    if node.children:
        out["next"] = {
            written_answer(sp, fid): tree_as_data(sp, child)
            for fid, child in sorted(node.children.items())
        }
    return out


def written(code: np.ndarray | tuple[int, ...]) -> str:
    return "".join(str(int(f)) for f in code)


def written_answer(sp: Space, fid: int) -> str:
    """A feedback id as the table writes it (``2,1``, or ``2100`` by position)."""
    length = sp.rules.length
    if sp.rules.by_position:
        digits = []
        for _spot in range(length):
            fid, digit = divmod(fid, 3)
            digits.append(str(digit))
        return "".join(reversed(digits))
    brown, beige = divmod(fid, length + 1)
    return f"{brown},{beige}"


class Breaker:
    """The optimal guesser of one configuration: the shipped tree while the board follows
    it, else the exact search on the codes still possible (within ``budget`` steps), else
    the most-parts guess."""

    def __init__(self, rules: CodeRules, budget: int = TABLE_BUDGET) -> None:
        self.rules = rules
        self.sp = space(rules)
        self.budget = budget
        entry = tree_for(rules)
        self.root: dict[str, Any] | None = None if entry is None else entry["tree"]
        self._searched: dict[bytes, tuple[int, str]] = {}

    def guess(self, rows: list[tuple[int, int]], alive: np.ndarray) -> tuple[int, str]:
        """(guess index, how it was found: ``tree``, ``search`` or ``parts``) for the board
        ``rows`` (guess index, feedback id) whose codes still possible are ``alive``."""
        if len(alive) <= 2:
            return self.sp.as_row[int(alive[0])], "tree" if self._on_tree(rows) else "search"
        node = self._on_tree(rows)
        if node is not None:
            return self._row_index(node["guess"]), "tree"
        key = alive.tobytes()
        if key not in self._searched:
            seen = frozenset(int(f) for g, _a in rows for f in self.sp.guesses[g])
            try:
                found = Search(self.rules, budget=self.budget).solve(alive, seen)
                self._searched[key] = (found.guess, "search")
            except OutOfBudget:
                self._searched[key] = (most_parts_guess(self.rules, alive, seen), "parts")
        return self._searched[key]

    def _on_tree(self, rows: list[tuple[int, int]]) -> dict[str, Any] | None:
        node = self.root
        for guess, answer in rows:
            if node is None or self._row_index(node["guess"]) != guess:
                return None
            node = node.get("next", {}).get(written_answer(self.sp, answer))
        return node

    def _row_index(self, code: str) -> int:
        return row_index(self.rules, [int(digit) for digit in code])


def advise(
    rules: CodeRules, board: Sequence[Row], fit: BoardFit | None, level: str
) -> tuple[Hint, str]:
    """The hint at ``level`` ``parts`` or ``optimal`` for a board, and the strategy that gave
    it (``parts`` when the optimal search would take too long on this board)."""
    sp = space(rules)
    alive = np.arange(len(sp.secrets)) if fit is None else fit.indices
    rows = [(row_index(rules, row.guess), feedback_id(row.feedback, rules)) for row in board]
    if level == "optimal":
        guess, how = Breaker(rules).guess(rows, alive)
        used = "parts" if how == "parts" else "optimal"
    else:
        seen = frozenset(f for row in board for f in row.guess)
        guess, used = most_parts_guess(rules, alive, seen), "parts"
    answers = sp.answers(guess, alive)
    worst = int(np.bincount(answers, minlength=sp.ids).max())
    code = tuple(int(f) for f in sp.guesses[guess])
    possible = bool(sp.as_secret[guess] >= 0 and np.isin(sp.as_secret[guess], alive))
    return Hint(code, len(alive), worst, possible), used


def row_index(rules: CodeRules, code: Sequence[int]) -> int:
    index = 0
    for flavour in code:
        index = index * rules.flavours + int(flavour) - 1
    return index
