"""Make the optimal code breaker's shipped trees (kitgen/games/icecream/optimal_trees.json).

    .venv/bin/python tools/optimal_breaker.py                  # every configuration below
    .venv/bin/python tools/optimal_breaker.py --only hard:none  # one, kept beside the others
    .venv/bin/python tools/optimal_breaker.py --check          # compare with the shipped file
    .venv/bin/python tools/optimal_breaker.py --annotate       # the counts again, no search

For each mode of the rules page, under each repeats rule whose exact search finishes within
the time given here, the branch-and-bound search of kitgen.games.icecream.optimal finds the
tree with the fewest guesses in all; the file keeps each tree, its total over every secret
and its worst case. Each node also keeps what the hint says of its board — how many codes
fit it and the most codes any answer to its guess leaves — and has an entry for every
answer that can come back (the last code of a pair included), so that ``kitgen code hint
--level optimal`` answers a board on the tree by a walk, without numpy
(kitgen/games/icecream/trees.py). ``--annotate`` works those out again for the trees in the
file, without searching. Run it again when the search or the feedback rules change.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from kitgen.games.icecream import optimal
from kitgen.games.icecream.rules import MODES

OUT = Path(__file__).resolve().parent.parent / "kitgen/games/icecream" / optimal.TREES_FILE
#: The configurations shipped: (mode, repeats). Classic Mastermind's ("hard", "any") and
#: ("easy", "any") are left to the table's search (see docs/commands/code.md).
SHIPPED = (
    ("easy", "none"),
    ("medium", "none"),
    ("hard", "none"),
    ("easy", "one-pair"),
    ("medium", "one-pair"),
    ("hard", "one-pair"),
    ("medium", "any"),
)


def played(sp: optimal.Space, tree: dict[str, Any]) -> list[int]:
    """The guesses the tree needs for each secret, replayed code by code."""
    needed = []
    for secret in range(len(sp.secrets)):
        node: dict[str, Any] | None = tree
        alive = np.arange(len(sp.secrets))
        turns = 0
        while True:
            turns += 1
            code = node["guess"] if node is not None else optimal.written(sp.secrets[alive[0]])
            guess = int("".join(str(int(c) - 1) for c in code), sp.rules.flavours)
            answer = int(sp.table[secret, guess])
            if answer == sp.win_id:
                break
            alive = alive[sp.table[alive, guess] == answer]
            key = optimal.written_answer(sp, answer)
            node = None if node is None else node.get("next", {}).get(key)
            if node is None and len(alive) > 2:
                raise SystemExit(f"the tree has no entry for {key} with {len(alive)} codes left")
        needed.append(turns)
    return needed


def annotate(sp: optimal.Space, node: dict[str, Any], alive: np.ndarray) -> dict[str, Any]:
    """``node`` rebuilt with ``codes`` (how many of ``alive`` fit its board), ``worst`` (the
    largest answer class of its guess, "cracked" counted) and a child for every answer that
    does not crack the code, in feedback order (where the search stopped at two codes, the
    one left is the child of the other's answer)."""
    guess = int(optimal.row_index(sp.rules, [int(digit) for digit in node["guess"]]))
    answers = sp.table[alive, guess]
    sizes = np.bincount(answers, minlength=sp.ids)
    out: dict[str, Any] = {
        "guess": node["guess"],
        "codes": len(alive),
        "worst": int(sizes.max()),
    }
    children = node.get("next", {})
    made: dict[str, Any] = {}
    for fid in np.flatnonzero(sizes).tolist():
        if fid == sp.win_id:
            continue
        part = alive[answers == fid]
        key = optimal.written_answer(sp, fid)
        child = children.get(key)
        if child is None:
            if len(part) > 1:
                raise SystemExit(f"the tree has no entry for {key} with {len(part)} codes left")
            child = {"guess": optimal.written(sp.secrets[part[0]])}
        made[key] = annotate(sp, child, part)
    if made:
        out["next"] = made
    return out


def make(mode: str, repeats: str) -> dict[str, Any]:
    rules = dataclasses.replace(MODES[mode], repeats=repeats)
    started = time.perf_counter()
    search = optimal.Search(rules)
    root = search.solve_root()
    tree = annotate(
        search.sp, optimal.tree_as_data(search.sp, root), np.arange(len(search.sp.secrets))
    )
    needed = played(search.sp, tree)
    assert sum(needed) == root.cost, (sum(needed), root.cost)
    seconds = time.perf_counter() - started
    print(
        f"{mode} {repeats}: {len(needed)} codes, {sum(needed)} guesses in all, worst "
        f"{max(needed)}, first {tree['guess']}, {search.steps:,} steps, {seconds:.1f} s",
        file=sys.stderr,
    )
    return {
        "mode": mode,
        "repeats": repeats,
        "codes": len(needed),
        "total": sum(needed),
        "worst": max(needed),
        "histogram": {str(k): v for k, v in sorted(Counter(needed).items())},
        "tree": tree,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="MODE:REPEATS",
        help="make this configuration only, keeping the others in the file",
    )
    parser.add_argument(
        "--annotate",
        action="store_true",
        help="work out the counts of every node of the shipped trees again, without searching",
    )
    args = parser.parse_args()
    shipped = json.loads(OUT.read_text("utf-8"))["trees"] if OUT.exists() else {}
    if args.annotate:
        for entry in shipped.values():
            rules = dataclasses.replace(MODES[entry["mode"]], repeats=entry["repeats"])
            sp = optimal.space(rules)
            entry["tree"] = annotate(sp, entry["tree"], np.arange(len(sp.secrets)))
            needed = played(sp, entry["tree"])
            assert sum(needed) == entry["total"] and max(needed) == entry["worst"], entry["mode"]
        write(shipped)
        return
    wanted = [tuple(o.split(":")) for o in args.only] or list(SHIPPED)
    trees = {} if not args.only else dict(shipped)
    for mode, repeats in wanted:
        made = make(mode, repeats)
        trees[optimal.rules_key(dataclasses.replace(MODES[mode], repeats=repeats))] = made
        if not args.check:  # written after each one: a long run keeps what it found
            write(trees)
    if args.check:
        same = shipped == trees
        print("the shipped trees are up to date" if same else "the shipped trees differ")
        raise SystemExit(0 if same else 1)


def write(trees: dict[str, Any]) -> None:
    # JSON with one tree a line: the hint reads only the line of its rules (trees.tree_for)
    lines = [
        json.dumps(key) + ":" + json.dumps(trees[key], ensure_ascii=False, separators=(",", ":"))
        for key in sorted(trees)
    ]
    text = '{"trees":{\n' + ",\n".join(lines) + "\n}}\n"
    assert json.loads(text) == {"trees": trees}
    temporary = OUT.with_suffix(".tmp")
    temporary.write_text(text, "utf-8")
    temporary.replace(OUT)
    print(f"wrote {OUT} ({len(text.encode()):,} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
