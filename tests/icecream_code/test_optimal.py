"""The optimal code breaker, checked from outside.

The shipped trees are played against every secret of each covered configuration with a
feedback function written here from the rules page (not kitgen's), the codes listed here
too; the totals must be the fractions the docs publish. The exact search is checked against
a plain exhaustive search, also written here, on configurations small enough for it.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

import kitgen

TREES = Path(kitgen.__file__).parent / "games" / "icecream" / "optimal_trees.json"

#: (length, flavours, feedback, repeats) -> (total guesses over every secret, secrets,
#: worst case): the figures docs/commands/code.md publishes.
PUBLISHED = {
    ("easy", "none"): (4, 8, "position", 5708, 1680, 5),
    ("medium", "none"): (3, 6, "counts", 436, 120, 5),
    ("hard", "none"): (4, 6, "counts", 1435, 360, 5),
    ("easy", "one-pair"): (4, 8, "position", 13714, 3696, 5),
    ("medium", "one-pair"): (3, 6, "counts", 828, 210, 5),
    ("medium", "any"): (3, 6, "counts", 854, 216, 5),
    ("hard", "one-pair"): (4, 6, "counts", 4634, 1080, 6),
}
#: Knuth's totals (``kitgen code strategy``, docs/commands/code.md; classic Mastermind's
#: 5801/1296 there is Knuth's own published figure).
KNUTH = {
    ("easy", "none"): 5750,
    ("medium", "none"): 450,
    ("hard", "none"): 1490,
    ("easy", "one-pair"): 13902,
    ("medium", "one-pair"): 869,
    ("medium", "any"): 874,
    ("hard", "one-pair"): 4792,
}


def pegs(code: tuple[int, ...], guess: tuple[int, ...], by_position: bool) -> str:
    """The rules page's feedback, as the table writes it."""
    brown = [g == c for g, c in zip(guess, code, strict=True)]
    if not by_position:
        common = sum((Counter(code) & Counter(guess)).values())
        return f"{sum(brown)},{common - sum(brown)}"
    left = Counter(c for c, b in zip(code, brown, strict=True) if not b)
    out = []
    for g, b in zip(guess, brown, strict=True):
        if b:
            out.append("2")
        elif left[g] > 0:
            left[g] -= 1
            out.append("1")
        else:
            out.append("0")
    return "".join(out)


def secrets(length: int, flavours: int, repeats: str) -> list[tuple[int, ...]]:
    found = []
    for code in itertools.product(range(1, flavours + 1), repeat=length):
        counts = sorted(Counter(code).values(), reverse=True)
        if repeats == "none" and counts[0] > 1:
            continue
        if repeats == "one-pair" and (counts[0] > 2 or counts[1:2] == [2]):
            continue
        found.append(code)
    return found


def walk(node: dict | None, alive: list, depth: int, needed: dict, length: int, flavours: int,
         by_position: bool) -> None:  # fmt: skip
    """Play the tree against every code of ``alive`` at once: ``needed[code]`` is the number
    of the guess that cracks it. Every node says how many codes fit its board and the most
    any answer to its guess leaves (what the hint prints); every answer that can come back
    has its node."""
    assert node is not None, f"the tree stops with {len(alive)} codes left"
    guess = tuple(int(c) for c in node["guess"])
    assert len(guess) == length and all(1 <= f <= flavours for f in guess)
    parts: dict[str, list] = {}
    for code in alive:
        parts.setdefault(pegs(code, guess, by_position), []).append(code)
    assert node["codes"] == len(alive)
    assert node["worst"] == max(len(codes) for codes in parts.values())
    for answer, codes in parts.items():
        if codes == [guess]:
            needed[guess] = depth
            continue
        child = node.get("next", {}).get(answer)
        walk(child, codes, depth + 1, needed, length, flavours, by_position)


@pytest.mark.parametrize("mode,repeats", sorted(PUBLISHED))
def test_shipped_tree_cracks_every_secret_in_the_published_total(mode: str, repeats: str) -> None:
    length, flavours, feedback, total, count, worst = PUBLISHED[mode, repeats]
    trees = json.loads(TREES.read_text("utf-8"))["trees"]
    entry = trees[f"{length}x{flavours} {feedback} {repeats}"]
    pool = secrets(length, flavours, repeats)
    assert len(pool) == count
    found: dict[tuple[int, ...], int] = {}
    walk(entry["tree"], pool, 1, found, length, flavours, feedback == "position")
    needed = [found[code] for code in pool]  # every code cracked
    assert sum(needed) == total == entry["total"]
    assert max(needed) == worst == entry["worst"]


def test_optimal_beats_knuth_in_every_mode() -> None:
    """Knuth's averages (3.4226, 3.7500, 4.1389 …) against the trees' totals."""
    for key, (*_rest, total, count, _worst) in PUBLISHED.items():
        assert Fraction(total, count) < Fraction(KNUTH[key], count)


def exhaustive(pool: tuple[tuple[int, ...], ...], rows: tuple[tuple[int, ...], ...],
               by_position: bool) -> int:  # fmt: skip
    """The least total of guesses that cracks every code of ``pool``: every guess tried."""

    @cache
    def cost(alive: tuple[tuple[int, ...], ...]) -> int:
        if len(alive) == 1:
            return 1
        best = None
        for guess in rows:
            parts: dict[str, list[tuple[int, ...]]] = {}
            for code in alive:
                parts.setdefault(pegs(code, guess, by_position), []).append(code)
            if len(parts) == 1 and guess not in alive:
                continue
            total = len(alive)
            for part in parts.values():
                if part != [guess]:
                    total += cost(tuple(part))
                if best is not None and total >= best:
                    break
            if best is None or total < best:
                best = total
        assert best is not None
        return best

    return cost(pool)


@pytest.mark.parametrize(
    "length,flavours,feedback,repeats",
    [
        (2, 4, "counts", "none"),
        (2, 5, "position", "none"),
        (3, 4, "position", "none"),
        (2, 4, "counts", "any"),
        (3, 3, "counts", "one-pair"),
    ],
)
def test_the_search_finds_the_exhaustive_optimum(
    length: int, flavours: int, feedback: str, repeats: str
) -> None:
    from kitgen.games.icecream.optimal import Search
    from kitgen.games.icecream.rules import CodeRules

    rules = CodeRules("custom", length=length, flavours=flavours, feedback=feedback,
                      repeats=repeats)  # fmt: skip
    pool = tuple(secrets(length, flavours, repeats))
    rows = tuple(itertools.product(range(1, flavours + 1), repeat=length))
    best = exhaustive(pool, rows, feedback == "position")
    root = Search(rules).solve_root()
    assert root.cost == best


def test_hint_optimal_on_the_empty_board_and_off_the_tree(kitgen) -> None:
    """The empty board is a look-up in the tree; a board the strategy would not have played
    is searched (1234=0,3 leaves 88 codes: more than the table's budget, so most parts, said)."""
    result = kitgen("code", "hint", "--level", "optimal", "--json")
    data = json.loads(result.out)
    assert result.code == 0 and data["guess"] == "1123" and data["strategy"] == "optimal"
    assert data["possible"] is False  # hard mode's codes repeat no flavour
    result = kitgen("code", "hint", "--level", "optimal", "--mode", "medium", "--played", "123=0,1",
                    "--json")  # fmt: skip
    data = json.loads(result.out)
    assert result.code == 0 and data["strategy"] == "optimal"
    # after 123=0,1 a code holds one of 1 2 3 (3 ways) in another spot (2) and two of 4 5 6
    # in the other spots (3 × 2): 36 codes
    medium = secrets(3, 6, "none")
    alive = [c for c in medium if pegs(c, (1, 2, 3), False) == "0,1"]
    assert data["candidates"] == len(alive) == 36
    result = kitgen("code", "hint", "--level", "optimal", "--played", "1234=0,3")
    assert result.code == 0 and "most parts" in result.out


@pytest.mark.parametrize(
    "mode,played",
    [
        ("easy", []),
        ("hard", ["1123=1,1"]),
        ("medium", ["123=0,1", "245=0,1"]),
        ("medium", ["123=0,1", "245=0,1", "436=1,1"]),  # two codes left: one guess more
        ("hard", ["1123=0,2", "2434=0,2"]),
        ("medium", ["123=0,1", "245=0,1", "436=3,0"]),  # cracked on the tree's guess
    ],
)
def test_hint_optimal_on_the_tree_is_a_look_up_without_numpy(mode: str, played: list) -> None:
    """A board on the shipped tree: the guess is the tree's, the counts are worked out here
    from the rules page, and the process never loads numpy."""
    script = (
        "import json, sys\nfrom kitgen.api import code\n"
        f"answer = code.hint({played!r}, mode={mode!r}, level='optimal')\n"
        "print(json.dumps(answer.as_json()))\nprint('numpy' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    out, numpy_loaded = result.stdout.splitlines()
    data = json.loads(out)
    assert numpy_loaded == "False" and data["strategy"] == "optimal"
    length, flavours, feedback, *_rest = PUBLISHED[mode, "none"]
    by_position = feedback == "position"
    alive = secrets(length, flavours, "none")
    node = json.loads(TREES.read_text("utf-8"))["trees"][f"{length}x{flavours} {feedback} none"]
    node = node["tree"]
    for row in played:
        guess, answer = row.split("=")
        assert guess == node["guess"]
        alive = [c for c in alive if pegs(c, tuple(int(f) for f in guess), by_position) == answer]
        node = node.get("next", {}).get(answer, {"guess": guess})  # cracked: the code itself
    assert data["guess"] == node["guess"]
    guess = tuple(int(f) for f in node["guess"])
    classes = Counter(pegs(c, guess, by_position) for c in alive)
    assert data["candidates"] == len(alive)
    assert data["worst_case_remaining"] == max(classes.values())
    assert data["possible"] is (guess in alive)


def test_bot_optimal_plays_the_tree_against_a_secret(kitgen) -> None:
    result = kitgen("code", "bot", "3416", "--level", "optimal", "--json")
    data = json.loads(result.out)
    trees = json.loads(TREES.read_text("utf-8"))["trees"]
    node = trees["4x6 counts none"]["tree"]
    for row in data["rows"]:
        assert row["guess"] == node["guess"]
        assert row["feedback"] == pegs((3, 4, 1, 6), tuple(int(c) for c in row["guess"]), False)
        node = node.get("next", {}).get(row["feedback"])
        if node is None:
            break
    assert data["rows"][-1]["guess"] == "3416"


def test_lab_every_secret_gives_exact_totals() -> None:
    from kitgen.api import lab

    result = lab.icecream(every_secret=True, levels="knuth,optimal", mode="medium", jobs=1)
    cells = {c["level"]: c for c in result.figures["cells"]}
    assert cells["knuth"]["guesses"]["total"] == 450  # Knuth: 15/4 a round over 120 codes
    assert cells["optimal"]["guesses"]["total"] == 436
    assert cells["optimal"]["cracked"]["count"] == 120
