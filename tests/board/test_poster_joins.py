"""Poster joins land exactly: a page cut along its dashed line and laid with its cut edge on
the arrow tips of the page before it continues the drawing where it left off.

Measured in the PDFs, page pair by page pair, for both joins (a page to the right, a page
below), A4 and Letter, the binary board and the ice cream board. On the page before: the
tips of the arrows in its overlap strip (``T``). On the page after: the centre of its dashed
trim line (``C``, where the knife goes). Between the two: how far the same drawing lies
from one page to the other (``d``), read from the filled rectangles (squares, rows) that
both pages print in the overlap. Laid on the tips, page 2's point ``u`` falls on page 1's
``u - C + T``; a square at ``X`` on page 1 is at ``X + d`` on page 2, so it lands
``T + d - C - 0`` mm off: 0 when the join is exact (0.40 mm before this was measured).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from pdfplumber.utils import extract_text

from tests.board.pdfclip import clip_boxes
from tests.pdfchars import read_pdf

MM = 25.4 / 72
OVERLAP = 12.0  # the default --overlap


def _arrows(page) -> list[tuple[float, float, float, float]]:
    return [
        (c["x0"] * MM, c["top"] * MM, c["x1"] * MM, c["bottom"] * MM)
        for c in page.curves
        if c.get("fill") and tuple(c.get("non_stroking_color") or ()) in ((0, 0, 0), (0,))
    ]


def _dashed(page, vertical: bool) -> list[float]:
    """Where the dashed trim lines run (their centre line): x of vertical ones, y of others."""
    found = []
    for ln in page.lines:
        if not (ln.get("dash") and ln["dash"][0]):
            continue
        x0, x1, top, bottom = (ln[k] * MM for k in ("x0", "x1", "top", "bottom"))
        if vertical and abs(x1 - x0) < 1e-6:
            found.append(x0)
        elif not vertical and abs(bottom - top) < 1e-6:
            found.append(top)
    return found


def _edges(page, vertical: bool, low: float, high: float) -> list[tuple[tuple, float]]:
    """The filled rectangles and curves (squares, rows, token spots) starting between
    ``low`` and ``high`` (left edges for a join to the right, top edges for one below): each
    as (its size and its place across the join, where it starts)."""
    along, across = ("x0", "top") if vertical else ("top", "x0")
    return [
        ((round(r["width"] * MM, 3), round(r["height"] * MM, 3), round(r[across] * MM, 3)),
         r[along] * MM)
        for r in [*page.rects, *page.curves]
        if r.get("fill") and r["width"] * MM > 1 and low - 0.01 <= r[along] * MM <= high + 0.01
    ]  # fmt: skip


def _shift(before: list[tuple[tuple, float]], after: list[tuple[tuple, float]]) -> float:
    """How far the drawing lies from one page to the next: the one difference between the
    start of a rectangle on the page after and the start of the same rectangle (same size,
    same place across the join) on the page before."""
    counts = Counter(round(b - a, 3) for key, a in before for other, b in after if key == other)
    (shift, hits), *_ = counts.most_common(1)
    assert hits >= 3 and len(counts) == 1, counts.most_common(3)
    return shift


def _landing(path: Path) -> list[tuple[str, float]]:
    """For every join: which one, and how far the page laid on the tips lands off (mm)."""
    clips = [boxes[0] for boxes in clip_boxes(path)]
    out = []
    pages = read_pdf(path)[1]
    # pages go row by row; each footer says "column N of M"
    found = re.search(r"column \d+ of (\d+)", extract_text(pages[0].chars))
    cols = int(found.group(1)) if found else 1
    for i, clip in enumerate(clips):
        right = i + 1 if (i + 1) % cols else None
        below = i + cols if i + cols < len(clips) else None
        for j, vertical in ((right, True), (below, False)):
            if j is None or j >= len(clips):
                continue
            a, b = pages[i], pages[j]
            end = clip[2] if vertical else clip[3]
            seam = end - OVERLAP
            lo = 0 if vertical else 1
            tips = [
                arrow[lo] for arrow in _arrows(a) if arrow[lo] >= seam - 0.5 and arrow[lo] <= end
            ]
            assert len(tips) == 3, tips
            assert max(tips) - min(tips) < 1e-6  # the three tips on one line
            (cut,) = _dashed(b, vertical)
            start = clips[j][0] if vertical else clips[j][1]
            d = _shift(
                _edges(a, vertical, seam - 0.5, end),
                _edges(b, vertical, start, start + OVERLAP),
            )
            out.append(("right" if vertical else "below", tips[0] + d - cut))
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(
    ("args", "joins"),
    [
        (("board", "binary"), {"right": 2, "below": 2}),
        (("board", "icecream", "--token-size", "25"), {"below": 1}),
        (("board", "icecream", "--token-size", "30"), {"right": 2, "below": 2}),
    ],
)
def test_the_next_page_lands_exactly(kitgen, tmp_path: Path, paper: str, args, joins):
    result = kitgen(*args, "--paper", paper, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (poster,) = [f for f in result.json()["files"] if f["kind"] in ("poster", "board")]
    found = _landing(Path(poster["path"]))
    assert Counter(kind for kind, _ in found) == joins
    for kind, off in found:
        assert abs(off) < 0.005, (kind, off)
