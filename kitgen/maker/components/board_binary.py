"""The binary game board as scene shapes: 15 x 15 premium squares, labels A-O and 1-15.

One drawing serves every output — the poster, the single reference page, the laser file and
the game's PNG snapshots — at any square size. Coordinates are board-local millimetres with
the origin at the top-left of the label band; the playing grid starts ``band`` mm in.

Columns are labelled A-O along the top and bottom, rows 1-15 down both sides, so a move is
called out as ``8H`` (row first: across) or ``H8`` (column first: down).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from kitgen.core.messages import pN_
from kitgen.core.units import PT_PER_MM
from kitgen.games.binary.premiums import COLUMNS, PremiumBoard
from kitgen.maker.render.fonts import CAP_HEIGHT, text_width
from kitgen.maker.scene import BLACK, FontName, Group, Line, Page, Paint, Rect, Role, Shape, Text

BAND = 0.6  # label band on each side, as a fraction of the square
PLAIN = "#E9E3D2"
GRID_LINE = "#FFFFFF"
INK = "#2A2A2A"
FRAME = "#5A5A5A"
TILE_FILL = "#F7EBCB"
TILE_EDGE = "#8A7448"
BLANK_INK = "#9A9A9A"  # a blank tile's chosen face, in grey
STAR = "★"
SCORE_PREVIEW = "#0000FF"  # scored lines look blue in a laser preview, as in the laser file


@dataclass(frozen=True)
class BoardGeometry:
    """Sizes of one drawing of the board, in mm."""

    size: int  # squares per side
    square: float

    @property
    def band(self) -> float:
        return BAND * self.square

    @property
    def grid(self) -> float:
        return self.size * self.square

    @property
    def total(self) -> float:
        """Width (and height) of the whole drawing, label bands included."""
        return self.grid + 2 * self.band

    def square_origin(self, col: int, row: int) -> tuple[float, float]:
        return self.band + col * self.square, self.band + row * self.square


def board_geometry(board: PremiumBoard, square: float) -> BoardGeometry:
    return BoardGeometry(board.size, square)


def square_for(board: PremiumBoard, width: float, height: float) -> float:
    """The largest square size (mm) whose drawing fits ``width`` x ``height``."""
    return min(width, height) / (board.size + 2 * BAND)


def _fit(text: str, size: float, font: str, limit: float) -> float:
    """``size``, made smaller if ``text`` would be wider than ``limit``."""
    width = text_width(text, size, font)
    return size if width <= limit else size * limit / width


def _centred(
    text: str, cx: float, cy: float, size: float, font: FontName, fill: str, role: Role
) -> Text:
    return Text(cx, cy + CAP_HEIGHT * size / 2, text, size, fill, font, "middle", role)


MIN_TEXT = 6.0 / PT_PER_MM  # mm: nothing on a printed board is set under 6 pt

#: The shipped board's premium names (``templates/binary/board.toml``), printed on their
#: squares in the language in use: two words each, set on two lines.
PREMIUM_NAMES = (
    pN_("premium", "triple word"),
    pN_("premium", "double word"),
    pN_("premium", "triple letter"),
    pN_("premium", "double letter"),
)


def _premium_label(
    name: str,
    code: str,
    geo: BoardGeometry,
    cx: float,
    cy: float,
    fill: str,
    role: Role,
    room: float | None = None,
) -> list[Shape]:
    """The premium's name in capitals on two lines ("TRIPLE" / "WORD"); the star for ★.
    Each line at most 0.84 of the square wide, or ``room`` mm if that is less (the printed
    board's plateau, less a wall on each side).

    On paper, a name that would print under 6 pt (squares under about 11.5 mm) gives way to
    its code ("TW"), larger; a code that would print under 6 pt too is left off (the
    square's colour still tells)."""
    s = geo.square
    if code == "**":
        return [_centred(STAR, cx, cy + 0.03 * s, 0.62 * s, "regular", fill, role)]
    from kitgen.core.messages import p_

    words = p_("premium", name).upper().split()
    lines = [words[0], " ".join(words[1:])] if len(words) > 1 else words
    widest = 0.84 * s if room is None else min(0.84 * s, room)
    size = min(_fit(line, 0.19 * s, "bold", widest) for line in lines)
    if role == "print" and size < MIN_TEXT - 1e-9:
        size = _fit(code, 0.3 * s, "bold", 0.84 * s)
        if size < MIN_TEXT - 1e-9:
            return []
        return [_centred(code, cx, cy, size, "bold", fill, role)]
    step = 1.25 * size
    top = cy - step * (len(lines) - 1) / 2
    return [
        _centred(line, cx, top + i * step, size, "bold", fill, role) for i, line in enumerate(lines)
    ]


def _labels(geo: BoardGeometry, fill: str, role: Role) -> list[Shape]:
    s, band, size = geo.square, geo.band, 0.3 * geo.square
    items: list[Shape] = []
    for i in range(geo.size):
        centre = band + (i + 0.5) * s
        for edge in (band / 2, geo.total - band / 2):
            items.append(_centred(COLUMNS[i], centre, edge, size, "bold", fill, role))
            items.append(_centred(str(i + 1), edge, centre, size, "bold", fill, role))
    return items


def _tile(label: str | None, geo: BoardGeometry, x: float, y: float, blank: bool) -> list[Shape]:
    """A placed tile: a cream square with its face. A blank shows the face it stands for in
    grey, or nothing (``label`` None)."""
    s = geo.square
    inset = 0.06 * s
    items: list[Shape] = [
        Rect(
            x + inset,
            y + inset,
            s - 2 * inset,
            s - 2 * inset,
            Paint(fill=TILE_FILL, stroke=TILE_EDGE, stroke_width=0.04 * s),
            radius=0.1 * s,
        )
    ]
    if label:
        size = _fit(label, 0.55 * s, "bold", 0.72 * s)
        ink = BLANK_INK if blank else INK
        items.append(_centred(label, x + s / 2, y + s / 2, size, "bold", ink, "print"))
    return items


def board_shapes(
    board: PremiumBoard,
    square: float,
    tiles: Mapping[tuple[int, int], str | None] | None = None,
    laser: bool = False,
    blanks: Collection[tuple[int, int]] = (),
) -> tuple[Shape, ...]:
    """The board drawing, ``geometry.total`` mm square.

    Print: coloured premium squares with their names, white grid lines, labels, a frame,
    and any ``tiles`` placed on it (``(col, row)`` 0-based -> face label, ``None`` for a
    blank; a square in ``blanks`` holds a blank standing for its label, drawn in grey).
    Laser: the grid is scored, names and labels engraved, no colour; the outline to cut is
    the caller's (``kitgen.maker.laser``), at ``geometry.total`` mm square.
    """
    geo = board_geometry(board, square)
    s, band = geo.square, geo.band
    items: list[Shape] = []
    ink_role: Role = "engrave" if laser else "print"
    ink = BLACK if laser else INK
    if not laser:
        items.append(Rect(0, 0, geo.total, geo.total, Paint(fill="#FFFFFF")))
    for row in range(board.size):
        for col in range(board.size):
            x, y = geo.square_origin(col, row)
            premium = board.at(col, row)
            if not laser:
                fill = premium.colour if premium else PLAIN
                items.append(Rect(x, y, s, s, Paint(fill=fill)))
            if premium:
                label_ink = ink if laser or premium.code not in ("TL", "TW") else "#FFFFFF"
                items += _premium_label(
                    premium.name, premium.code, geo, x + s / 2, y + s / 2, label_ink, ink_role
                )
    grid_role: Role = "score" if laser else "print"
    grid_paint = (
        Paint(stroke=SCORE_PREVIEW, stroke_width=0.15)
        if laser
        else Paint(stroke=GRID_LINE, stroke_width=max(0.03 * s, 0.2))
    )
    lines: list[Shape] = []
    for i in range(1 if not laser else 0, board.size + (0 if not laser else 1)):
        at = band + i * s
        lines.append(Line(at, band, at, band + geo.grid, grid_paint, grid_role))
        lines.append(Line(band, at, band + geo.grid, at, grid_paint, grid_role))
    items.append(Group(tuple(lines), name="grid"))
    if not laser:
        items.append(
            Rect(
                band,
                band,
                geo.grid,
                geo.grid,
                Paint(stroke=FRAME, stroke_width=max(0.02 * s, 0.25)),
            )
        )
        items.append(
            Rect(0, 0, geo.total, geo.total, Paint(stroke=FRAME, stroke_width=max(0.02 * s, 0.25)))
        )
    items.append(Group(tuple(_labels(geo, ink, ink_role)), name="labels"))
    if tiles:
        placed: list[Shape] = []
        for (col, row), label in sorted(tiles.items()):
            if not (0 <= col < board.size and 0 <= row < board.size):
                raise ValueError(f"tile at ({col}, {row}) is off the {board.size}-square board")
            x, y = geo.square_origin(col, row)
            blank = label is None or (col, row) in blanks
            placed.append(
                Group(tuple(_tile(label, geo, x, y, blank)), face="blank" if blank else label)
            )
        items.append(Group(tuple(placed), name="tiles"))
    return tuple(items)


def board_scene(
    board: PremiumBoard,
    square_mm: float = 20.0,
    tiles: Mapping[tuple[int, int], str | None] | None = None,
    margin: float = 5.0,
    label: str = "binary board",
    blanks: Collection[tuple[int, int]] = (),
) -> Page:
    """A page just big enough for the board (plus ``margin``), e.g. for a PNG snapshot.

    ``tiles`` maps ``(col, row)`` (0-based: ``(7, 7)`` is H8) to a face label, or ``None``
    for a blank tile; squares in ``blanks`` hold blanks standing for their label (grey).
    Pass the page to ``kitgen.maker.render.png.render_png(page, dpi)``.
    """
    geo = board_geometry(board, square_mm)
    side = geo.total + 2 * margin
    return Page(
        side,
        side,
        (
            Rect(0, 0, side, side, Paint(fill="#FFFFFF")),
            Group(
                board_shapes(board, square_mm, tiles, blanks=blanks), margin, margin, name="board"
            ),
        ),
        label=label,
    )
