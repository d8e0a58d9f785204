"""The optimal code breaker's shipped decision trees, read without numpy.

``optimal_trees.json`` (made by ``tools/optimal_breaker.py``) holds, for each configuration
the exact search finished for, the tree of the strategy with the fewest guesses in all::

    {"guess": "1123", "codes": 360, "worst": 102, "next": {"0,2": {...}, ...}}

Every node is a board the strategy can reach: ``guess`` is its next guess, ``codes`` how
many codes still fit that board and ``worst`` the most codes any one answer to the guess
leaves (the "cracked" answer counted, as the hint reports it); ``next`` holds a node for
every answer that can come back and does not crack the code. So the hint on a board that
follows the tree is a walk by the board's rows — no feedback table, no numpy — and
:func:`look_up` answers ``kitgen code hint --level optimal`` within a blink. Whether the
guess may be the code itself is worked out here, from the board, with the rules page's
feedback (:func:`kitgen.games.icecream.feedback.score`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from kitgen.games.icecream.board import Row
from kitgen.games.icecream.codes import Code, check_code
from kitgen.games.icecream.feedback import score
from kitgen.games.icecream.rules import CodeRules

#: The shipped trees, beside this module.
TREES_FILE = "optimal_trees.json"


@dataclass(frozen=True)
class Hint:
    """The next guess, how many codes fit the board, the most codes its answer can leave,
    and whether it may be the code itself."""

    guess: Code
    candidates: int
    worst_case_remaining: int
    possible: bool


def rules_key(rules: CodeRules) -> str:
    """What a tree depends on: ``4x6 counts none`` (the rows in play do not change it)."""
    return f"{rules.length}x{rules.flavours} {rules.feedback} {rules.repeats}"


@lru_cache(maxsize=1)
def _text() -> str:
    return (Path(__file__).parent / TREES_FILE).read_text("utf-8")


@lru_cache(maxsize=1)
def shipped() -> dict[str, Any]:
    """The shipped trees by :func:`rules_key`."""
    data: dict[str, Any] = json.loads(_text())["trees"]
    return data


@lru_cache(maxsize=8)
def tree_for(rules: CodeRules) -> dict[str, Any] | None:
    """The shipped entry for ``rules`` (its tree under ``"tree"``), or None. The file is JSON
    written one tree a line (``"4x6 counts none":{...},``), so only that line is parsed:
    a few milliseconds instead of the whole file's tens."""
    start = json.dumps(rules_key(rules)) + ":"
    for line in _text().splitlines():
        if line.startswith(start):
            entry: dict[str, Any] = json.loads(line[len(start) :].rstrip(","))
            return entry
    return None


def tree_node(rules: CodeRules, board: Sequence[Row]) -> dict[str, Any] | None:
    """The node of the shipped tree the board ``board`` reaches (each row the tree's guess
    and an answer it foresaw), or None: no tree for these rules, a row the strategy would
    not have played, an answer no code can give, or a cracked row."""
    entry = tree_for(rules)
    node: dict[str, Any] | None = None if entry is None else entry["tree"]
    for row in board:
        if node is None or "".join(str(f) for f in row.guess) != node["guess"]:
            return None
        node = node.get("next", {}).get(row.feedback.written())
    return node


def look_up(rules: CodeRules, board: Sequence[Row]) -> Hint | None:
    """The optimal strategy's hint for ``board`` from the shipped tree, or None when the
    board is off the tree (the caller then searches). A board whose last row cracked the
    code on the tree's guess answers with that code."""
    if board and board[-1].feedback.brown == rules.length:
        before = tree_node(rules, board[:-1])
        cracked = board[-1].guess
        if before is None or before["guess"] != "".join(str(f) for f in cracked):
            return None
        return Hint(cracked, 1, 1, True) if fits(cracked, board, rules) else None
    node = tree_node(rules, board)
    if node is None or "codes" not in node:
        return None
    guess = tuple(int(digit) for digit in node["guess"])
    return Hint(guess, node["codes"], node["worst"], fits(guess, board, rules))


def fits(code: Code, board: Sequence[Row], rules: CodeRules) -> bool:
    """Whether ``code`` is a legal code that gives every row of ``board`` its feedback."""
    return check_code(code, rules).ok and all(
        score(code, row.guess, rules) == row.feedback for row in board
    )
