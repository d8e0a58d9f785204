"""Joining a split laser board: dowels on the seams and a backing frame under them.

A board cut into parts (``kitgen.maker.kits.board_split``) is held together by a **backing frame**
glued under it, itself cut in parts whose seams lie one square away from the board's, so
that no seam of one layer lies over a seam of the other (brick bond), and located by
**dowels**:

- A dowel stands at grid-line crossings *on* the board's seams: wherever two seams cross, and
  along each stretch of a seam between crossings (or the board's edge) at a third and two
  thirds of its length (one in the middle of a stretch shorter than three squares). Each
  dowel hole is cut as bites out of the parts that meet there (half a circle from each of
  two parts, a quarter from each of four at a crossing), so a dowel locates the parts
  against each other; at a grid crossing it sits where four squares' corners meet, clear of
  their names.
- The frame has the same outline as the board, a full hole under every dowel, and a window
  in each of its parts where it holds no dowel (a rim ``FRAME_RIM`` wide stays), so it is a
  frame, not a second board. Its seams move one square from the board's; where that makes a
  part too big for the bed, the frame is cut in the fewest parts that fit, its seams half a
  square from the grid lines (so away from every board seam and dowel).
- The dowels go through both layers: ``2 × thickness`` long, flush on both faces.

Hole sizes are nominal: dowel + ``fit``. The laser layout compensates the kerf.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace
from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.maker.components.board_binary import BoardGeometry
from kitgen.maker.fits import FitHole
from kitgen.maker.kits.board_split import (
    BoardPart,
    clip,
    edges,
    fits,
    part_mark,
    part_outline,
    spans,
)
from kitgen.maker.laser import CUT_PAINT, MIN_TEXT, Outline, Piece, laser_text
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import Circle, Group, Line, Polyline, Rect, Shape

DOWEL = 6.0  # mm: the dowel's diameter (common beech dowel)
FRAME_RIM = 30.0  # mm of frame left around each window
MIN_WINDOW = 20.0
CIRCLE_STEPS = 16  # points per quarter circle of a bite


@dataclass(frozen=True)
class Joinery:
    """Where the dowels go (board mm) and how the frame is split."""

    dowels: tuple[tuple[float, float], ...]
    hole: float  # nominal hole diameter: dowel + fit
    frame_cols: tuple[tuple[float, float], ...]  # (start, end) of each frame column, mm
    frame_rows: tuple[tuple[float, float], ...]
    thickness: float
    fit: float

    @property
    def dowel_length(self) -> float:
        return 2 * self.thickness


def seam_lines(parts: tuple[BoardPart, ...], geo: BoardGeometry) -> tuple[list[int], list[int]]:
    """The grid-line indices (0..size) of the vertical and horizontal seams."""
    cols = sorted({p.cols.start for p in parts if p.cols.start > 0})
    rows = sorted({p.rows.start for p in parts if p.rows.start > 0})
    return cols, rows


def _stretch_points(a: int, b: int) -> list[int]:
    length = b - a
    if length < 3:
        return [a + length // 2] if length >= 2 else []
    third = round(length / 3)
    return [a + third, b - third]


def dowel_points(geo: BoardGeometry, cols: list[int], rows: list[int]) -> list[tuple[int, int]]:
    """Dowel positions as (grid column line, grid row line) indices."""
    points: set[tuple[int, int]] = set(itertools.product(cols, rows))
    for seam, crossing in ((cols, rows), (rows, cols)):
        nodes = [0, *crossing, geo.size]
        for line in seam:
            for a, b in itertools.pairwise(nodes):
                for k in _stretch_points(a, b):
                    points.add((line, k) if seam is cols else (k, line))
    return sorted(points)


def _frame_splits(
    geo: BoardGeometry, board_shares: tuple[range, ...]
) -> list[tuple[tuple[float, float], ...]]:
    """Candidate frame spans along one axis, best first: the board's shares with the first
    one square smaller (every seam one square earlier), or larger (one later), then one more
    part; only splits with no seam on a board seam."""
    if len(board_shares) == 1:
        return [edges(geo, board_shares)]
    board_seams = {share.start for share in board_shares[1:]}
    sizes = [len(s) for s in board_shares]
    candidates = [[sizes[0] + shift, *sizes[1:-1], sizes[-1] - shift] for shift in (-1, 1)]
    candidates.append([len(s) for s in spans(geo.size, len(board_shares) + 1)])
    found = []
    for option in candidates:
        starts = set(itertools.accumulate(option[:-1]))
        if min(option) < 1 or board_seams & starts:
            continue
        shares, start = [], 0
        for size in option:
            shares.append(range(start, start + size))
            start += size
        found.append(edges(geo, tuple(shares)))
    return found


def _greedy_split(geo: BoardGeometry, limit: float) -> tuple[tuple[float, float], ...] | None:
    """The fewest frame spans no longer than ``limit`` mm, their seams half a square from the
    grid lines (so never on a board seam, and half a square from every dowel); each span as
    long as it may be, from the left. ``None`` if a span of one square does not fit."""
    seams = [geo.band + (k + 0.5) * geo.square for k in range(geo.size)]
    found, a = [], 0.0
    while geo.total - a > limit + 1e-6:
        reach = [x for x in seams if a < x <= a + limit + 1e-6]
        if not reach:
            return None
        found.append((a, reach[-1]))
        a = reach[-1]
    found.append((a, geo.total))
    return tuple(found)


def joinery(
    geo: BoardGeometry,
    parts: tuple[BoardPart, ...],
    room: tuple[tuple[float, float], ...],
    thickness: float,
    fit: float,
) -> Joinery:
    """The dowels of a split board and the split of its frame (each frame part fits
    ``room``, the sizes the bed takes)."""
    cols, rows = seam_lines(parts, geo)
    points = dowel_points(geo, cols, rows)
    dowels = tuple((geo.band + c * geo.square, geo.band + r * geo.square) for c, r in points)
    across = max(p.col for p in parts) + 1
    down = max(p.row for p in parts) + 1
    col_shares, row_shares = spans(geo.size, across), spans(geo.size, down)
    options = list(
        itertools.product(_frame_splits(geo, col_shares), _frame_splits(geo, row_shares))
    )
    for width, height in room:  # failing those, the fewest parts for each way the bed takes them
        greedy_cols = _greedy_split(geo, width)
        greedy_rows = _greedy_split(geo, height)
        if greedy_cols and greedy_rows:
            options.append((greedy_cols, greedy_rows))
    for frame_cols, frame_rows in options:
        if all(
            fits(b - a, d - c, room) for (a, b), (c, d) in itertools.product(frame_cols, frame_rows)
        ):
            return Joinery(dowels, DOWEL + fit, frame_cols, frame_rows, thickness, fit)
    raise KitgenError(
        _(
            "the backing frame cannot be split with its seams away from the board's "
            "on this bed — use a bigger --bed or a smaller --square"
        )
    )


# --- the board parts' outlines with their bites -------------------------------------------------


def _circle_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    steps = 4 * CIRCLE_STEPS
    return [
        (cx + r * math.cos(2 * math.pi * k / steps), cy + r * math.sin(2 * math.pi * k / steps))
        for k in range(steps)
    ]


def bitten_outline(outline: Outline, part: BoardPart, join: Joinery) -> Outline:
    """The part's outline less the dowel holes on its edges (part coordinates)."""
    from shapely.geometry import Polygon
    from shapely.ops import unary_union

    shape = outline.shape
    if isinstance(shape, Rect):
        points = [(0.0, 0.0), (shape.width, 0.0), (shape.width, shape.height), (0.0, shape.height)]
    elif isinstance(shape, Polyline):
        points = list(shape.points)
    else:
        raise ValueError(f"a board part is a rectangle or a polygon, not {shape!r}")
    r = join.hole / 2
    bites = [
        Polygon(_circle_points(x - part.x0, y - part.y0, r))
        for x, y in join.dowels
        if part.x0 - r < x < part.x1 + r
        and part.y0 - r < y < part.y1 + r
        and not (part.x0 + r <= x <= part.x1 - r and part.y0 + r <= y <= part.y1 - r)
    ]
    if not bites:
        return outline
    left = Polygon(points).difference(unary_union(bites))
    ring: list[tuple[float, float]] = []
    for x, y in left.exterior.coords[:-1]:
        point = (round(x, 9), round(y, 9))
        if not ring or math.dist(ring[-1], point) > 1e-6:
            ring.append(point)
    if math.dist(ring[0], ring[-1]) <= 1e-6:
        ring.pop()
    return Outline(Polyline(tuple(ring), CUT_PAINT, closed=True, role="cut"))


def clear_of_holes(
    shapes: tuple[Shape, ...], holes: list[tuple[float, float]], r: float
) -> tuple[Shape, ...]:
    """Score lines broken where they cross a dowel hole (part coordinates)."""
    result: list[Shape] = []
    for shape in shapes:
        if isinstance(shape, Group):
            result.append(replace(shape, items=clear_of_holes(shape.items, holes, r)))
            continue
        if not isinstance(shape, Line):
            result.append(shape)
            continue
        pieces = [shape]
        for cx, cy in holes:
            nxt = []
            for line in pieces:
                nxt += _cut_line(line, cx, cy, r)
            pieces = nxt
        result += pieces
    return tuple(result)


def _cut_line(line: Line, cx: float, cy: float, r: float) -> list[Line]:
    horizontal = abs(line.y1 - line.y2) < 1e-9
    along, off = (cx, line.y1 - cy) if horizontal else (cy, line.x1 - cx)
    if abs(off) >= r:
        return [line]
    half = math.sqrt(r * r - off * off)
    a0, a1 = (line.x1, line.x2) if horizontal else (line.y1, line.y2)
    lo, hi = min(a0, a1), max(a0, a1)
    spans_left = [(lo, min(hi, along - half)), (max(lo, along + half), hi)]
    out = []
    for s, e in spans_left:
        if e - s > 1e-6:
            if horizontal:
                out.append(replace(line, x1=s, x2=e))
            else:
                out.append(replace(line, y1=s, y2=e))
    return out


def part_pieces(
    art: tuple[Shape, ...],
    geo: BoardGeometry,
    parts: tuple[BoardPart, ...],
    radius: float,
    join: Joinery | None = None,
) -> list[Piece]:
    """One laser piece per part: its outline, its share of ``art`` and its part mark
    (``kitgen.maker.kits.board_split``). With ``join``, the dowel holes on its seams are bitten
    out of its outline and the score lines stop at them."""
    pieces = []
    for part in parts:
        outline = part_outline(part, radius)
        local = [(x - part.x0, y - part.y0) for x, y in join.dowels] if join else []
        r = join.hole / 2 if join else 0.0
        shapes = (*clip(art, part), part_mark(part, geo, tuple(local), r))
        if join is not None:
            outline = bitten_outline(outline, part, join)
            shapes = clear_of_holes(shapes, local, join.hole / 2)
        pieces.append(
            Piece(
                part.width,
                part.height,
                (outline,),
                shapes,
                name=_(
                    "board part {number} of {count} ({squares})",
                    number=part.number,
                    count=part.count,
                    squares=part.squares,
                ),
            )
        )
    return pieces


# --- the frame ---------------------------------------------------------------------------------

WINDOW_WALL = 6.0  # mm of frame kept between a dowel hole and a window


def frame_window(
    w: float, h: float, dowels: list[tuple[float, float]], r: float
) -> tuple[float, float, float, float] | None:
    """The window of a frame part ``w`` x ``h`` (``x, y, width, height``): ``FRAME_RIM`` in
    from its edges, its sides moved in past every dowel hole that would come closer than
    ``WINDOW_WALL`` to it (each time the side that keeps the most window); ``None`` when less
    than ``MIN_WINDOW`` is left either way."""
    x0, y0, x1, y1 = FRAME_RIM, FRAME_RIM, w - FRAME_RIM, h - FRAME_RIM
    keep = r + WINDOW_WALL - 1e-6  # a side moved past a hole is clear of it
    while x1 - x0 >= MIN_WINDOW and y1 - y0 >= MIN_WINDOW:
        inside = [
            (x, y) for x, y in dowels if x0 - keep < x < x1 + keep and y0 - keep < y < y1 + keep
        ]
        if not inside:  # to 0.01 mm, the wall kept to within 0.005 mm of WINDOW_WALL
            return round(x0, 2), round(y0, 2), round(x1 - x0, 2), round(y1 - y0, 2)
        x, y = inside[0]
        options = [
            (max(x0, x + keep + 2e-6), y0, x1, y1),
            (x0, y0, min(x1, x - keep - 2e-6), y1),
            (x0, max(y0, y + keep + 2e-6), x1, y1),
            (x0, y0, x1, min(y1, y - keep - 2e-6)),
        ]
        x0, y0, x1, y1 = max(options, key=lambda o: max(o[2] - o[0], 0) * max(o[3] - o[1], 0))
    return None


def frame_pieces(geo: BoardGeometry, join: Joinery, radius: float) -> list[Piece]:
    """The backing frame's parts: outline (rounded at the board's corners), a hole under
    every dowel, a window where no dowel is, an engraved mark."""
    pieces = []
    cols, rows = join.frame_cols, join.frame_rows
    count = len(cols) * len(rows)
    r = join.hole / 2
    for number, ((j, (y0, y1)), (i, (x0, x1))) in enumerate(
        itertools.product(enumerate(rows), enumerate(cols)), start=1
    ):
        part = BoardPart(
            number, count, i, j, range(0), range(0), x0, y0, x1, y1,
            top=j == 0, bottom=j == len(rows) - 1, left=i == 0, right=i == len(cols) - 1,
        )  # fmt: skip
        w, h = x1 - x0, y1 - y0
        holes = [
            Outline(Circle(x - x0, y - y0, r, CUT_PAINT, role="cut"), hole=True)
            for x, y in join.dowels
            if x0 + r <= x <= x1 - r and y0 + r <= y <= y1 - r
        ]
        outlines = [bitten_outline(part_outline(part, radius), part, join), *holes]
        rim = FRAME_RIM
        local = [(x - x0, y - y0) for x, y in join.dowels]
        window = frame_window(w, h, local, r)
        if window is not None:
            outlines.append(Outline(Rect(*window, CUT_PAINT, radius=3.0, role="cut"), hole=True))
        art: tuple[Shape, ...] = ()
        labels = (  # the longest that fits the rim
            _("frame {number} of {count} · this face up, under the board", number=number,
              count=count),
            _("frame {number} of {count} · face up", number=number, count=count),
            _("frame {number}/{count}", number=number, count=count),
        )  # fmt: skip
        for label in labels:
            size = min(3.0, 0.8 * w / text_width(label, 1.0, "bold"))
            if size < MIN_TEXT:
                continue
            half = text_width(label, size, "bold") / 2
            for baseline in (rim / 2 + size / 3, h - rim / 2 + size / 3):  # top rim, or bottom
                box = (w / 2 - half - r - 1, baseline - size - r - 1, w / 2 + half + r + 1,
                       baseline + 0.3 * size + r + 1)  # fmt: skip
                if not any(box[0] < x < box[2] and box[1] < y < box[3] for x, y in local):
                    art = (laser_text(w / 2, baseline, label, size),)
                    break
            if art:
                break
        name = _("backing frame {number} of {count}", number=number, count=count)
        pieces.append(Piece(w, h, tuple(outlines), art, name=name))
    return pieces


def dowel_hole(spec: Path | None, fit: float) -> FitHole:
    """The dowel's hole as ``kitgen calibrate laser`` tries it (the game's record's
    ``fits``): the dowel + ``--fit``, in any stock (no spec of its own)."""

    return FitHole(round(DOWEL + fit, 2))
