"""Cutting a laser board that is larger than the bed into parts that fit, along grid lines.

The board's 15 columns and rows are shared out as evenly as possible (8 + 7) among columns
and rows of parts; the label bands go with the edge parts. Seams lie on the lines between
squares, so no seam runs under a tile and no name or label is ever cut in two. Each part is
its own laser piece: the board's shapes inside its region, moved to part-local coordinates,
grid lines clipped at the seams, and a small engraved part mark in a label band.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace

from kitgen.games.binary.premiums import COLUMNS
from kitgen.maker.components.board_binary import BoardGeometry
from kitgen.maker.laser import CUT_PAINT, MIN_TEXT, Outline
from kitgen.maker.render.fonts import CAP_HEIGHT, DESCENT, text_width
from kitgen.maker.scene import BLACK, Anchor, Group, Line, Polyline, Rect, Shape, Text

EPS = 1e-6
ARC_STEPS = 8  # straight segments per rounded corner of a part's outline
MARK_SIZE = 0.09  # part mark font size, as a fraction of the square


def spans(count: int, parts: int) -> tuple[range, ...]:
    """``count`` squares shared among ``parts`` as evenly as possible, larger shares first:
    ``spans(15, 2)`` is ``(range(0, 8), range(8, 15))``."""
    size, extra = divmod(count, parts)
    result, start = [], 0
    for i in range(parts):
        stop = start + size + (1 if i < extra else 0)
        result.append(range(start, stop))
        start = stop
    return tuple(result)


def edges(geo: BoardGeometry, shares: tuple[range, ...]) -> tuple[tuple[float, float], ...]:
    """Where each share starts and ends across the drawing, in mm: seams on grid lines, the
    first and last shares taking the label bands."""
    last = len(shares) - 1
    return tuple(
        (
            0.0 if i == 0 else geo.band + share.start * geo.square,
            geo.total if i == last else geo.band + share.stop * geo.square,
        )
        for i, share in enumerate(shares)
    )


@dataclass(frozen=True)
class BoardPart:
    """One part of a split board: its squares and its region in board millimetres."""

    number: int  # 1-based, reading order
    count: int  # parts in all
    col: int  # which column of parts, 0-based
    row: int
    cols: range  # board columns on it
    rows: range
    x0: float
    y0: float
    x1: float
    y1: float
    top: bool  # on the board's top edge (carries the top label band)
    bottom: bool
    left: bool
    right: bool

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    @property
    def squares(self) -> str:
        """``"A1–H8"``: its first and last squares, column letter then row number."""
        first = f"{COLUMNS[self.cols.start]}{self.rows.start + 1}"
        last = f"{COLUMNS[self.cols.stop - 1]}{self.rows.stop}"
        return f"{first}–{last}"


def board_parts(geo: BoardGeometry, across: int, down: int) -> tuple[BoardPart, ...]:
    """The board cut into ``across`` x ``down`` parts along grid lines."""
    col_shares, row_shares = spans(geo.size, across), spans(geo.size, down)
    col_edges, row_edges = edges(geo, col_shares), edges(geo, row_shares)
    parts = []
    for number, (j, i) in enumerate(itertools.product(range(down), range(across)), start=1):
        (x0, x1), (y0, y1) = col_edges[i], row_edges[j]
        parts.append(
            BoardPart(
                number, across * down, i, j, col_shares[i], row_shares[j], x0, y0, x1, y1,
                top=j == 0, bottom=j == down - 1, left=i == 0, right=i == across - 1,
            )
        )  # fmt: skip
    return tuple(parts)


def fits(width: float, height: float, room: tuple[tuple[float, float], ...]) -> bool:
    return any(width <= w + EPS and height <= h + EPS for w, h in room)


def choose_split(
    geo: BoardGeometry, room: tuple[tuple[float, float], ...]
) -> tuple[int, int] | None:
    """The fewest parts (across, down) whose every part fits one of the ``room`` sizes; among
    equal counts the squarest split. ``None`` if even cutting along every line does not do."""
    options = sorted(
        itertools.product(range(1, geo.size + 1), repeat=2),
        key=lambda ad: (ad[0] * ad[1], abs(ad[0] - ad[1]), ad),
    )
    for across, down in options:
        widths = {round(b - a, 9) for a, b in edges(geo, spans(geo.size, across))}
        heights = {round(b - a, 9) for a, b in edges(geo, spans(geo.size, down))}
        if all(fits(w, h, room) for w in widths for h in heights):
            return across, down
    return None


# --- the board's shapes, part by part ------------------------------------------------------


def _text_box(text: Text) -> tuple[float, float, float, float]:
    width = text_width(text.text, text.size, text.font)
    left = {"start": text.x, "middle": text.x - width / 2, "end": text.x - width}[text.anchor]
    return left, text.y - text.size, left + width, text.y + DESCENT * text.size


def _clip_along(
    ends: tuple[float, float, float, float], along: tuple[float, float], across: tuple[float, float]
) -> tuple[float, float, float, float] | None:
    """A line running along one axis, ``(u1, v1, u2, v2)`` (``v1 == v2``), clipped to the
    part's ``along`` span ``(low, high)`` of that axis and moved into part coordinates;
    ``None`` when its ``v`` is not strictly inside the part's ``across`` span (it misses the
    part, or lies along a seam) or nothing of it is left."""
    u1, v1, u2, v2 = ends
    if not across[0] + EPS < v1 < across[1] - EPS:
        return None
    a, b = max(min(u1, u2), along[0]), min(max(u1, u2), along[1])
    if b - a < EPS:
        return None
    return a - along[0], v1 - across[0], b - along[0], v2 - across[0]


def _clip_line(line: Line, part: BoardPart) -> Line | None:
    """The stretch of an axis-aligned line on the part, in part coordinates; ``None`` when it
    misses the part or lies along a seam (the seam itself shows that line)."""
    x1, y1, x2, y2 = line.x1, line.y1, line.x2, line.y2
    xs, ys = (part.x0, part.x1), (part.y0, part.y1)
    if abs(y1 - y2) < EPS:  # across
        clipped = _clip_along((x1, y1, x2, y2), xs, ys)
        if clipped is None:
            return None
        cx1, cy1, cx2, cy2 = clipped
        return replace(line, x1=cx1, y1=cy1, x2=cx2, y2=cy2)
    if abs(x1 - x2) < EPS:  # down: the same with x and y swapped
        clipped = _clip_along((y1, x1, y2, x2), ys, xs)
        if clipped is None:
            return None
        cy1, cx1, cy2, cx2 = clipped
        return replace(line, x1=cx1, y1=cy1, x2=cx2, y2=cy2)
    raise ValueError(f"only straight grid lines can be split at a seam, not {line!r}")


def _inside(box: tuple[float, float, float, float], part: BoardPart) -> bool:
    left, top, right, bottom = box
    return (
        left >= part.x0 - EPS
        and right <= part.x1 + EPS
        and top >= part.y0 - EPS
        and bottom <= part.y1 + EPS
    )


def clip(shapes: tuple[Shape, ...], part: BoardPart) -> tuple[Shape, ...]:
    """The board's shapes that fall on ``part``, moved into part coordinates.

    Lines are cut at the seams; a text belongs to the part its anchor is on and must lie
    wholly on it (seams are on grid lines, between names and labels) — otherwise it is a bug.
    """
    result: list[Shape] = []
    for shape in shapes:
        if isinstance(shape, Group):
            if shape.dx or shape.dy or shape.rotate:
                raise ValueError("a board drawing's groups are not moved")
            items = clip(shape.items, part)
            if items:
                result.append(replace(shape, items=items))
        elif isinstance(shape, Line):
            clipped = _clip_line(shape, part)
            if clipped is not None:
                result.append(clipped)
        elif isinstance(shape, Text):
            if not (part.x0 <= shape.x < part.x1 and part.y0 <= shape.y < part.y1):
                continue
            if not _inside(_text_box(shape), part):
                raise ValueError(f"{shape.text!r} straddles a seam of board part {part.number}")
            result.append(replace(shape, x=shape.x - part.x0, y=shape.y - part.y0))
        else:
            raise ValueError(f"the laser board has no {type(shape).__name__} to split")
    return tuple(result)


def mark_text(part: BoardPart) -> str:
    return f"{part.squares} · {_of(part)}"


def _of(part: BoardPart) -> str:
    """``3 of 4``: which part, in the language in use."""
    from kitgen.core.messages import _

    return _("{number} of {count}", number=part.number, count=part.count)


def part_mark(
    part: BoardPart,
    geo: BoardGeometry,
    holes: tuple[tuple[float, float], ...] = (),
    radius: float = 0.0,
) -> Shape:
    """Where the part goes, engraved in a label band, clear of the labels, at least
    ``MIN_TEXT`` mm (bold) and never over a hole (``holes``: centres in part mm, ``radius``).

    Top or bottom band: one line between the letters and the outer edge. Side band: two
    lines in the upper half of the part's first row, between its number and the seam or
    edge above. A part with no band (only when cut 3 x 3 or finer), or with a side band too
    narrow for the mark at ``MIN_TEXT``, carries it in its first square: in the corner,
    where a rounded tile leaves room, unless a dowel hole is there, else further into it.
    """
    s, band = geo.square, geo.band
    size = max(MARK_SIZE * s, MIN_TEXT)
    text = mark_text(part)
    cx = part.width / 2
    if part.top or part.bottom:
        width = min(part.width, geo.grid) - 0.2 * s
        size = max(min(size, size * width / text_width(text, size, "bold")), MIN_TEXT)
        cap = CAP_HEIGHT * size
        # letters fill 0.191 s .. 0.409 s of the band; the mark sits 0.06 s from the edge
        y = 0.06 * s + cap if part.top else part.height - 0.06 * s
        mark = Text(cx, y, text, size, BLACK, "bold", "middle", "engrave")
        return Group((mark,), name="part mark")
    lines = (part.squares, _of(part))
    anchor: Anchor
    first_square = band if part.left else 0.0
    widest = max(text_width(t, MIN_TEXT, "bold") for t in lines)
    if (part.left or part.right) and widest <= 0.8 * band:
        width, x = 0.8 * band, (band / 2 if part.left else part.width - band / 2)
        spots = [(x, 0.0)]
        anchor = "middle"
    else:  # no band, or too narrow a one: in the first square, the corner first
        width, anchor, x = 0.9 * s, "start", first_square + 0.05 * s
        spots = [(x, 0.0), (x, 0.3 * s), (x, 0.55 * s)]
    size = max(min(size, *(size * width / text_width(t, size, "bold") for t in lines)), MIN_TEXT)
    cap = CAP_HEIGHT * size
    for x, top in spots:
        first = top + 0.06 * s + cap
        texts = tuple(
            Text(x, first + k * 1.5 * cap, t, size, BLACK, "bold", anchor, "engrave")
            for k, t in enumerate(lines)
        )
        if all(_clear(t, holes, radius) for t in texts):
            break
    return Group(texts, name="part mark")


def _clear(text: Text, holes: tuple[tuple[float, float], ...], radius: float) -> bool:
    """Whether ``text``'s box (capital height, descender) stays 0.5 mm off every hole."""
    width = text_width(text.text, text.size, text.font)
    x0 = text.x - {"start": 0.0, "middle": width / 2, "end": width}[text.anchor]
    box = (x0, text.y - CAP_HEIGHT * text.size, x0 + width, text.y + DESCENT * text.size)
    for hx, hy in holes:
        dx = max(box[0] - hx, 0.0, hx - box[2])
        dy = max(box[1] - hy, 0.0, hy - box[3])
        if math.hypot(dx, dy) < radius + 0.5:
            return False
    return True


def part_outline(part: BoardPart, radius: float) -> Outline:
    """The part's cut line: rounded only at the board's own corners, straight along seams."""
    w, h = part.width, part.height
    rounded = {
        "tl": part.top and part.left,
        "tr": part.top and part.right,
        "br": part.bottom and part.right,
        "bl": part.bottom and part.left,
    }
    if radius <= 0 or all(rounded.values()) or not any(rounded.values()):
        r = radius if all(rounded.values()) else 0.0
        return Outline(Rect(0.0, 0.0, w, h, CUT_PAINT, radius=r, role="cut"))
    corners = {  # corner point, arc centre, starting angle (clockwise on the page)
        "tl": ((0.0, 0.0), (radius, radius), 180.0),
        "tr": ((w, 0.0), (w - radius, radius), 270.0),
        "br": ((w, h), (w - radius, h - radius), 0.0),
        "bl": ((0.0, h), (radius, h - radius), 90.0),
    }
    points: list[tuple[float, float]] = []
    for key, (point, (cx, cy), start) in corners.items():
        if not rounded[key]:
            points.append(point)
            continue
        for k in range(ARC_STEPS + 1):
            angle = math.radians(start + 90.0 * k / ARC_STEPS)
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Outline(Polyline(tuple(points), CUT_PAINT, closed=True, role="cut"))
