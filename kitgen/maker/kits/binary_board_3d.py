"""The binary game board as a 3D print: a plate with a low grid that holds the tiles, the
premium squares raised, split into parts that fit the bed and joined by dovetails.

In board millimetres (``x`` right from column A, ``y`` up from the bottom row, so row 1 is
at the back of the plate): the board is exactly ``size`` x ``square`` mm a side. On a base
``BASE`` mm thick stands the grid, ``RIDGE`` mm high, leaving a pocket of the tile's width
+ the clearance in every square (each grid line is the square less the pocket wide, centred
on the line; the board's edge is half of one). A premium square has a plateau ``RELIEF`` mm
high in its pocket, ``INSET`` mm in from the grid, with the premium's name (the paper board's
words, in the kit's language) cut through it, a nozzle's width at least inside the plateau's
edge, so that the wall round the name prints: the grid and the plateaus are the second colour
(the filament changes at the first layer above the base), the names show the base's.

A board larger than the bed is cut along grid lines into the fewest parts that fit (columns
and rows of squares shared as evenly as possible, ``board_split.spans``). Each seam holds a
dovetail in every other square (at least one): the tongue belongs to the part on the left
(below), the socket, its outline ``clearance / 2`` larger all round, to the part on the right
(above). A tongue is the board as it is over its outline (base, the grid line it crosses,
any plateau), so no part has anything standing over a socket. A premium's name (or the star)
on a square a socket cuts into keeps the nozzle's width from the socket too: it is set in the
middle of what the socket leaves of the plateau, smaller only if it does not fit there. The
parts assemble to the board's exact size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.units import round_mm
from kitgen.core.wording import decimal, sizes
from kitgen.games.binary.premiums import COLUMNS, PremiumBoard
from kitgen.maker.components.board_binary import BoardGeometry, _premium_label
from kitgen.maker.kits.board_split import spans
from kitgen.maker.scene import Text
from kitgen.maker.solid.plates import Piece, Plate, pack, raised_piece
from kitgen.maker.solid.settings import EDGE, Print3D, check_stroke
from kitgen.maker.solid.shapes import (
    CrossSection,
    JoinType,
    polygon,
    prism,
    text_section,
    union,
    union2d,
)

BASE = 2.4  # mm of plate under the tiles
RIDGE = 1.6  # mm of grid above the base: how far a tile sits in its pocket
RELIEF = 0.6  # mm of a premium square's plateau
INSET = 1.0  # mm from the grid to a plateau's edge
#: a dovetail, as fractions of the square: its neck (at the seam), head and depth
NECK, HEAD, DEPTH = 0.3, 0.5, 0.35
#: the board's base and its grid and plateaus: the paper board's plain squares and ink
COLOUR = "#E9E3D2"
INK = "#2A2A2A"


@dataclass(frozen=True)
class Board3D:
    """The sizes of one printed board."""

    size: int
    square: float
    pocket: float
    base: float
    ridge: float
    relief: float
    wall: float  # the least wall the nozzle prints: round a plateau's name, the nozzle's width

    @property
    def side(self) -> float:
        return round_mm(self.size * self.square)

    @property
    def line(self) -> float:
        """A grid line's width (the board's edge is half of it)."""
        return round_mm(self.square - self.pocket)

    @property
    def plateau(self) -> float:
        """A premium square's plateau, ``INSET`` mm inside its pocket, a side."""
        return round_mm(self.pocket - 2 * INSET)

    @property
    def name_room(self) -> float:
        """The widest line of a premium's name: the plateau less a wall on each side."""
        return round_mm(self.plateau - 2 * self.wall)


def board_3d(board: PremiumBoard, square: float, tile: float, settings: Print3D) -> Board3D:
    """The board's sizes on whole layers, refused before any solid when its grid would be
    thinner than the nozzle prints (or the pockets would not take the tiles)."""
    pocket = round_mm(tile + settings.clearance)
    edge = (square - pocket) / 2
    if edge < settings.nozzle - 1e-9:
        least = math.ceil((pocket + 2 * settings.nozzle) * 10 - 1e-9) / 10
        raise KitgenError(
            _(
                "--square {square} mm leaves the grid {edge} mm at the board's edge round "
                "pockets of {pocket} mm (the {tile} mm tiles + --clearance), thinner than the "
                "{nozzle} mm nozzle prints — give --square {least} or more, or a smaller "
                "--clearance",
                edge=decimal(max(edge, 0.0), 2),
                **sizes(
                    square=square, pocket=pocket, tile=tile, nozzle=settings.nozzle, least=least
                ),
            )
        )
    return Board3D(
        board.size,
        square,
        pocket,
        settings.layers(BASE),
        settings.layers(RIDGE),
        settings.layers_up(RELIEF),
        settings.nozzle,
    )


def _labels(
    board: PremiumBoard, geo3d: Board3D, sockets: CrossSection
) -> list[tuple[int, int, list[Text]]]:
    """Each premium square's name as the paper board sets it, square-local (y down), no
    wider than the plateau leaves room for (``Board3D.name_room``); on a square one of the
    ``sockets`` (board mm) cuts into, moved (and made smaller if need be) into what the
    socket leaves of the plateau (``_room_left``)."""
    square = geo3d.square
    geo = BoardGeometry(board.size, square)
    found = []
    for (col, row), premium in sorted(board.premiums.items()):
        texts = _premium_label(
            premium.name,
            premium.code,
            geo,
            square / 2,
            square / 2,
            "",
            "engrave",
            room=geo3d.name_room,
        )
        names = [t for t in texts if isinstance(t, Text)]
        room = _room_left(geo3d, col, row, sockets)
        found.append((col, row, names if room is None else _set_in(names, geo3d, room)))
    return found


def _room_left(
    geo: Board3D, col: int, row: int, sockets: CrossSection
) -> tuple[float, float, float, float] | None:
    """Where a name may stand on a plateau a socket cuts into (square-local, y down: left,
    top, right, bottom): the plateau a wall inside its edge, less the side each socket
    comes in from, up to a wall's width from it. ``None`` where no socket comes within a
    wall of the plateau."""
    x, y = _origin(geo, col, row)
    low = (geo.square - geo.pocket) / 2 + INSET
    high = low + geo.plateau
    plateau = CrossSection.square((geo.plateau, geo.plateau)).translate((x + low, y + low))
    near = sockets.offset(geo.wall, JoinType.Round, 2.0, 32) ^ plateau
    if near.is_empty():
        return None
    left, bottom, right, top = low + geo.wall, low + geo.wall, high - geo.wall, high - geo.wall
    for piece in near.decompose():
        x0, y0, x1, y1 = (a - b for a, b in zip(piece.bounds(), (x, y, x, y), strict=True))
        if y0 <= low + 1e-6:  # from the seam below
            bottom = max(bottom, y1)
        elif y1 >= high - 1e-6:  # from above
            top = min(top, y0)
        elif x0 <= low + 1e-6:  # from the left
            left = max(left, x1)
        else:  # from the right
            right = min(right, x0)
    s = geo.square
    return left, s - top, right, s - bottom


def _set_in(texts: list[Text], geo: Board3D, room: tuple[float, float, float, float]) -> list[Text]:
    """``texts`` (square-local) moved so that their ink is centred in ``room`` (left, top,
    right, bottom), made smaller about its centre if it is wider or taller than that."""
    s = geo.square
    ink = union2d([text_section(t.text, t.x, s - t.y, t.size, t.font, t.anchor) for t in texts])
    if ink.is_empty():
        return texts
    x0, y0, x1, y1 = ink.bounds()
    left, top, right, bottom = room
    scale = min(1.0, (right - left) / (x1 - x0), (bottom - top) / (y1 - y0))
    cx, cy = (x0 + x1) / 2, s - (y0 + y1) / 2  # the ink's centre, y down
    dx, dy = (left + right) / 2 - cx, (top + bottom) / 2 - cy
    return [
        replace(
            t,
            x=round(cx + dx + (t.x - cx) * scale, 4),
            y=round(cy + dy + (t.y - cy) * scale, 4),
            size=round(t.size * scale, 4),
        )
        for t in texts
    ]


def socket_cuts(parts: list[Part]) -> CrossSection:
    """Every socket of the board's parts (board mm)."""
    return union2d([part.sockets for part in parts])


def check_labels(board: PremiumBoard, geo: Board3D, settings: Print3D, what: str) -> None:
    """Refuse premium names whose strokes the nozzle cannot print."""
    for _col, _row, texts in _labels(board, geo, socket_cuts(split(geo, settings))):
        for text in texts:
            check_stroke(text.size, text.font, settings.nozzle, what)


def _origin(geo: Board3D, col: int, row: int) -> tuple[float, float]:
    """The lower left corner of a square (row 0, row 1 of the board, at the back)."""
    return round_mm(col * geo.square), round_mm((geo.size - 1 - row) * geo.square)


def board_sections(
    board: PremiumBoard, geo: Board3D, parts: list[Part]
) -> tuple[CrossSection, CrossSection]:
    """The whole board seen from above: its grid, and its premium plateaus (the names cut
    out of them, clear of the ``parts``' sockets)."""
    s, margin = geo.square, (geo.square - geo.pocket) / 2
    side = geo.side
    pocket = CrossSection.square((geo.pocket, geo.pocket))
    pockets = union2d(
        [
            pocket.translate((x + margin, y + margin))
            for col in range(geo.size)
            for row in range(geo.size)
            for x, y in [_origin(geo, col, row)]
        ]
    )
    grid = CrossSection.square((side, side)) - pockets
    inner = CrossSection.square((geo.plateau, geo.plateau))
    plateaus = []
    for col, row, texts in _labels(board, geo, socket_cuts(parts)):
        x, y = _origin(geo, col, row)
        names = union2d(
            [text_section(t.text, x + t.x, y + s - t.y, t.size, t.font, t.anchor) for t in texts]
        )
        plateaus.append(inner.translate((x + margin + INSET, y + margin + INSET)) - names)
    return grid, union2d(plateaus)


@dataclass(frozen=True)
class Part:
    """One part of the board: its squares and its footprint (board mm), tongues included
    and sockets cut out (``sockets``: those cut out)."""

    number: int
    count: int
    cols: range
    rows: range
    x0: float
    y0: float
    footprint: CrossSection
    sockets: CrossSection

    @property
    def squares(self) -> str:
        """``"A1–H8"``: its first and last squares, column letter then row number."""
        first = f"{COLUMNS[self.cols.start]}{self.rows.start + 1}"
        last = f"{COLUMNS[self.cols.stop - 1]}{self.rows.stop}"
        return f"{first}–{last}"


def _tongues_x(geo: Board3D, seam: float, rows: range, grow: float) -> list[CrossSection]:
    """Dovetails across a seam between columns (``seam`` = its x), pointing right, in every
    other square of ``rows`` (from the second, or the only one); ``grow`` mm larger all
    round (a socket). Each starts 1 mm behind the seam, inside the part it belongs to."""
    s = geo.square
    neck, head, depth = NECK * s / 2, HEAD * s / 2, DEPTH * s
    found = []
    for row in _every_other(rows):
        cy = _origin(geo, 0, row)[1] + s / 2
        points = [
            (seam - 1.0, cy - neck), (seam, cy - neck), (seam + depth, cy - head),
            (seam + depth, cy + head), (seam, cy + neck), (seam - 1.0, cy + neck),
        ]  # fmt: skip
        found.append(_grown(polygon(points), grow))
    return found


def _tongues_y(geo: Board3D, seam: float, cols: range, grow: float) -> list[CrossSection]:
    """Dovetails across a seam between rows (``seam`` = its y), pointing up (to row 1)."""
    s = geo.square
    neck, head, depth = NECK * s / 2, HEAD * s / 2, DEPTH * s
    found = []
    for col in _every_other(cols):
        cx = col * s + s / 2
        points = [
            (cx - neck, seam - 1.0), (cx + neck, seam - 1.0), (cx + neck, seam),
            (cx + head, seam + depth), (cx - head, seam + depth), (cx - neck, seam),
        ]  # fmt: skip
        found.append(_grown(polygon(points), grow))
    return found


def _grown(section: CrossSection, grow: float) -> CrossSection:
    """``section`` ``grow`` mm larger, every edge moved out square to itself."""
    return section.offset(grow, JoinType.Miter, 4.0) if grow > 0 else section


def _every_other(squares: range) -> list[int]:
    picked = list(squares)[1::2]
    return picked or [squares.start]


def split(geo: Board3D, settings: Print3D) -> list[Part]:
    """The fewest parts (columns x rows of them, the squarest of equal counts) whose every
    footprint, tongues included, fits the bed inside its edge."""
    room_x = settings.printer.width - 2 * EDGE
    room_y = settings.printer.depth - 2 * EDGE
    tongue = DEPTH * geo.square
    options = sorted(
        ((a, d) for a in range(1, geo.size + 1) for d in range(1, geo.size + 1)),
        key=lambda ad: (ad[0] * ad[1], abs(ad[0] - ad[1]), ad),
    )
    for across, down in options:
        cols, rows = spans(geo.size, across), spans(geo.size, down)
        widest = max(len(c) for c in cols) * geo.square + (tongue if across > 1 else 0.0)
        deepest = max(len(r) for r in rows) * geo.square + (tongue if down > 1 else 0.0)
        if widest <= room_x + 1e-9 and deepest <= room_y + 1e-9:
            return _parts(geo, cols, rows, settings.clearance)
    raise KitgenError(
        _(
            "even a square of the board does not fit the {printer} bed — give a bigger --printer",
            printer=settings.printer.key,
        )
    )


def _parts(
    geo: Board3D, cols: tuple[range, ...], rows: tuple[range, ...], clearance: float
) -> list[Part]:
    s, gap = geo.square, clearance / 2
    parts = []
    count = len(cols) * len(rows)
    number = 0
    for j, row_span in enumerate(rows):
        for i, col_span in enumerate(cols):
            number += 1
            x0, x1 = col_span.start * s, col_span.stop * s
            y0 = (geo.size - row_span.stop) * s
            y1 = (geo.size - row_span.start) * s
            area = CrossSection.square((x1 - x0, y1 - y0)).translate((x0, y0))
            adds: list[CrossSection] = []
            cuts: list[CrossSection] = []
            if i + 1 < len(cols):  # a seam on the right: tongues out
                adds += _tongues_x(geo, x1, row_span, 0.0)
            if i > 0:  # on the left: sockets
                cuts += _tongues_x(geo, x0, row_span, gap)
            if j > 0:  # a part above (towards row 1): tongues up into it
                adds += _tongues_y(geo, y1, col_span, 0.0)
            if j + 1 < len(rows):  # a part below: sockets for its tongues
                cuts += _tongues_y(geo, y0, col_span, gap)
            cut = union2d(cuts)
            footprint = union2d([area, *adds]) - cut
            parts.append(
                Part(number, count, col_span, row_span, round_mm(x0), round_mm(y0), footprint, cut)
            )
    return parts


def part_piece(part: Part, grid: CrossSection, plateaus: CrossSection, geo: Board3D) -> Piece:
    """A part cut from the board (in 2D, then raised), moved so that its squares' lower left
    corner is at the origin (its tongues reach right and back of them, never left or in
    front)."""
    shift = (-part.x0, -part.y0)
    footprint = part.footprint.translate(shift)
    body = prism(footprint, 0.0, geo.base)
    top = union(
        [
            prism(grid.translate(shift) ^ footprint, geo.base, geo.ridge),
            prism(plateaus.translate(shift) ^ footprint, geo.base, geo.relief),
        ]
    )
    whole = union([body, top])
    high = whole.bounding_box()[3:]
    name = _("board part {n} of {count} ({squares})", n=part.number, count=part.count,
             squares=part.squares)  # fmt: skip
    width, depth, height = (round_mm(float(h)) for h in high)
    return raised_piece(name, body, top, width, depth, height, geo.base, whole)


def board_plates(board: PremiumBoard, geo: Board3D, settings: Print3D, title: str) -> list[Plate]:
    """Each part of the board, on as many plates as they need (one filament change each)."""
    parts = split(geo, settings)
    grid, plateaus = board_sections(board, geo, parts)
    pieces = [part_piece(part, grid, plateaus, geo) for part in parts]
    return pack(pieces, settings.printer, COLOUR, INK, title)
