"""The binary tile set on sheets: paper (with duplex backs), magnet sheets, and the count sheet.

Everything here builds scene sheets and pages; writing them is the caller's business. A tile
is cut square on its crop marks (or guides) with its colour running past the cut, so nothing
is printed on the trim line; ``corners="round"`` adds the corner-punch step to the sheet's
instructions.
"""

from __future__ import annotations

# The kits that print pieces import much the same names (``duplicates`` pairs the lists).
from dataclasses import dataclass
from typing import Literal

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_
from kitgen.core.units import PT_PER_MM
from kitgen.maker.components.tiles import (
    POINTS_MIN_PT,
    face_sizes,
    is_word,
    points_size,
    smallest_legible_height,
    tile_artwork,
    tile_back,
    tile_background,
    tile_front,
)
from kitgen.maker.imposition.duplex import NO_ROOM, Room
from kitgen.maker.imposition.pieceset import Piece, PieceSet
from kitgen.maker.layout import (
    MARK_CLEARANCE,
    MARK_LENGTH,
    Grid,
    Paper,
    break_lines,
    crop_marks,
    fit_grid,
    fit_size,
    printable_area,
    short_number,
)
from kitgen.maker.render.fonts import CAP_HEIGHT, text_width
from kitgen.maker.scene import Anchor, Line, Page, Paint, Rect, Shape, Text, Use
from kitgen.maker.sheets import (
    DuplexSheets,
    Sheet,
    batches,
    header,
    magnet_title,
    mirrored_trim,
    number_pages,
    sided_batches,
)
from kitgen.maker.specs.tiles import Face, TileGeometry, TileSpec

Corners = Literal["square", "round"]
CORNERS: tuple[Corners, ...] = ("square", "round")

PAPER_BLEED = 3.0  # colour runs 3 mm past a paper tile's edge
MAGNET_BLEED = 1.0  # on magnet sheets the colour runs 1 mm under the neighbouring tile


@dataclass(frozen=True)
class TilePrint:
    """How the tiles go on paper, built once from the command's options.

    ``bleed`` ``None`` means the default for the stock: 3 mm on paper, 1 mm on magnet sheet.
    ``room``: kept free inside the printable area so that backs moved by a back offset stay
    inside the margin (``kitgen.maker.imposition.duplex.within_margin``).
    """

    paper: Paper
    margin: float = 5.0
    backs: bool = False
    bleed: float | None = None
    corners: Corners = "square"
    room: Room = NO_ROOM

    def bleed_on(self, magnetic: bool) -> float:
        if self.bleed is not None:
            return self.bleed
        return MAGNET_BLEED if magnetic else PAPER_BLEED


def check_points_legible(geo: TileGeometry, what: str) -> None:
    """Refuse a tile so small that its points figure prints under 5 pt."""
    size_pt = points_size(geo) * PT_PER_MM
    if size_pt < POINTS_MIN_PT - 1e-9:
        raise KitgenError(
            _(
                "{what} prints the points at {size} pt, too small to read — the smallest "
                "tile that prints them at {least} pt or more is {height} mm",
                what=what,
                size=short_number(round(size_pt, 1)),
                least=short_number(POINTS_MIN_PT),
                height=short_number(smallest_legible_height()),
            )
        )


def tile_sequence(spec: TileSpec) -> list[Face]:
    """Every tile of the set, face by face in spec order."""
    return [face for face in spec.faces for _ in range(face.count)]


def _cut_instruction(spec: TileSpec, settings: TilePrint, along: str) -> str:
    """How to cut the sheet's tiles ``along`` its crop marks or guides."""
    geo = spec.tile
    values = {
        "n": spec.total,
        "width": short_number(geo.width),
        "height": short_number(geo.height),
        "radius": short_number(geo.corner_radius),
    }
    if along == "guides":
        if settings.corners == "round":
            return n_(
                "{n} tile, {width} × {height} mm: cut along the guides, then round each "
                "corner with a {radius} mm corner punch.",
                "{n} tiles, {width} × {height} mm: cut along the guides, then round each "
                "corner with a {radius} mm corner punch.",
                spec.total,
                **values,
            )
        return n_(
            "{n} tile, {width} × {height} mm: cut along the guides; the colour runs past "
            "every cut, so a cut a little off shows no white.",
            "{n} tiles, {width} × {height} mm: cut along the guides; the colour runs past "
            "every cut, so a cut a little off shows no white.",
            spec.total,
            **values,
        )
    if settings.corners == "round":
        return n_(
            "{n} tile, {width} × {height} mm: cut along the crop marks, then round each "
            "corner with a {radius} mm corner punch.",
            "{n} tiles, {width} × {height} mm: cut along the crop marks, then round each "
            "corner with a {radius} mm corner punch.",
            spec.total,
            **values,
        )
    return n_(
        "{n} tile, {width} × {height} mm: cut along the crop marks; the colour runs past "
        "every cut, so a cut a little off shows no white.",
        "{n} tiles, {width} × {height} mm: cut along the crop marks; the colour runs past "
        "every cut, so a cut a little off shows no white.",
        spec.total,
        **values,
    )


def _marked_grid(
    spec: TileSpec, settings: TilePrint, bleed: float, gap: float, along: str
) -> tuple[tuple[Shape, ...], float, Grid]:
    """A sheet's header (how to cut along its ``along``), how far the crop marks or guides
    keep from the tiles, and the grid of tiles ``gap`` apart that leaves room for them."""
    geo, paper, room = spec.tile, settings.paper, settings.room
    clearance = bleed + MARK_CLEARANCE
    outer = printable_area(paper.width, paper.height, settings.margin)
    outer = outer.inset(room.left, room.top, room.right, room.bottom)
    zone = clearance + MARK_LENGTH
    head, head_height = header(outer, _cut_instruction(spec, settings, along))
    grid = fit_grid(
        outer.inset(zone, head_height + zone, zone, zone),
        geo.width,
        geo.height,
        gap,
        _("a tile (tile.width x tile.height in {spec})", spec=spec.name),
    )
    return head, clearance, grid


def paper_sheets(spec: TileSpec, settings: TilePrint) -> DuplexSheets:
    """Tiles in a grid with a gap for bleed, crop marks outside; backs mirrored behind them.

    The backs carry no crop marks: the tiles are cut from the front, and a back lands a
    little off its front (home duplex: 0.5-3 mm), so its marks would only mislead."""
    geo, paper = spec.tile, settings.paper
    bleed = settings.bleed_on(magnetic=False)
    head, clearance, grid = _marked_grid(spec, settings, bleed, 2 * bleed, "crop marks")
    sizes = face_sizes(spec.faces, geo)
    symbols = {f"face:{f.label}": tile_front(f, geo, bleed, sizes.get(f.label)) for f in spec.faces}
    back_symbols = {"back": tile_back(geo, bleed)}
    what = _("{kit} — tiles on {paper} paper", kit=spec.kit, paper=paper.name)
    sides = sided_batches(tile_sequence(spec), grid.capacity, what, settings.backs)
    fronts: list[Sheet] = []
    backs: list[Sheet] = []
    for p, (batch, front_title, back_title) in enumerate(sides):
        used = grid.used(len(batch))
        marks = crop_marks(used, clearance, MARK_LENGTH)
        items: list[Shape] = [*head]
        back_items: list[Shape] = []
        for i, face in enumerate(batch):
            x, y = grid.cell(i)
            items.append(Use(f"face:{face.label}", x, y, face=face.label))
            # Long-edge duplex flips the sheet left to right: mirror x so each back lands
            # behind its own tile.
            back_items.append(Use("back", paper.width - x - geo.width, y, face="back"))
        fronts.append(
            Sheet((*items, *marks), front_title, f"tiles {p + 1}", symbols, used.box, bleed)
        )
        if settings.backs:
            trim = mirrored_trim(used.box, paper.width)
            backs.append(
                Sheet(
                    tuple(back_items),
                    back_title,
                    f"backs {p + 1}",
                    back_symbols,
                    trim,
                    bleed,
                )
            )
    return DuplexSheets(tuple(fronts), tuple(backs))


def magnetic_sheets(spec: TileSpec, settings: TilePrint) -> tuple[Page, ...]:
    """Tiles butted edge to edge, so straight cuts along the guides separate them.

    Each tile's colour runs ``bleed`` mm past its edge, under its neighbour: all the oversized
    backgrounds are drawn first, then every tile at its nominal size on top, so a cut a
    little off the line still leaves no white sliver. Cut guides sit outside the printed area,
    one in line with each shared edge.
    """
    geo, paper = spec.tile, settings.paper
    bleed = settings.bleed_on(magnetic=True)
    head, clearance, grid = _marked_grid(spec, settings, bleed, 0.0, "guides")
    sizes = face_sizes(spec.faces, geo)
    symbols: dict[str, tuple[Shape, ...]] = {}
    for f in spec.faces:
        symbols[f"bleed:{f.label}"] = (tile_background(f, geo, bleed, 0.0),)
        symbols[f"magnet:{f.label}"] = (
            tile_background(f, geo, 0.0, 0.0),
            *tile_artwork(f, geo, sizes.get(f.label)),
        )
    per_sheet = batches(tile_sequence(spec), grid.capacity)
    sheets: list[Sheet] = []
    for p, batch in enumerate(per_sheet):
        used = grid.used(len(batch))
        cells = [grid.cell(i) for i in range(len(batch))]
        under = [Use(f"bleed:{f.label}", x, y) for f, (x, y) in zip(batch, cells, strict=True)]
        over = [
            Use(f"magnet:{f.label}", x, y, face=f.label)
            for f, (x, y) in zip(batch, cells, strict=True)
        ]
        guides = crop_marks(used, clearance, MARK_LENGTH)
        title = magnet_title(spec.kit, p + 1, len(per_sheet), paper)
        sheets.append(
            Sheet(
                (*head, *under, *over, *guides),
                title,
                f"magnet {p + 1}",
                symbols,
                used.box,
                bleed,
            )
        )
    return number_pages(sheets, paper, settings.margin)


# --- the count sheet --------------------------------------------------------------------------

#: Columns of the count sheet: header, right edge (or centre) from the table's left, anchor.
COUNT_COLUMNS: tuple[tuple[str, float, Anchor], ...] = (
    (N_("Face"), 0.0, "start"),
    (N_("Count"), 62.0, "end"),
    (N_("Points each"), 100.0, "end"),
    (N_("Points in set"), 140.0, "end"),
    (N_("Counted"), 162.0, "middle"),
)
COUNT_TABLE_WIDTH = 175.0
COUNT_HEADER_SIZE = 3.6
COUNT_ROW = 11.0
COUNT_TOP = 6.0  # the title's baseline below the printable area's top
COUNT_TITLE_BAND = 17.0  # title and instruction above the column heads
COUNT_TOTAL_BAND = 8.0  # the totals line below the last row
SWATCH = 8.0  # mm: the small tile drawn in each row


def count_sheet(spec: TileSpec, paper: Paper, margin: float) -> tuple[Page, ...]:
    """Every face with its count and points, and the totals: check the bag against it.

    The table is centred on the page; when the faces do not fit one page the table goes on
    over as many pages as it needs, each with the column heads, the totals on the last.
    """
    area = printable_area(paper.width, paper.height, margin)
    x0 = area.x + (area.width - COUNT_TABLE_WIDTH) / 2
    body = area.height - COUNT_TOP - COUNT_TITLE_BAND - 2.5 - COUNT_TOTAL_BAND
    per_page = int(body // COUNT_ROW)
    if per_page < 1:
        raise KitgenError(
            _(
                "a printer margin of {margin} mm leaves no room for the count sheet's table — "
                "use a smaller --margin",
                margin=short_number(margin),
            )
        )
    faces = spec.faces
    chunks = [faces[i : i + per_page] for i in range(0, len(faces), per_page)]
    rule = Paint(stroke="#777777", stroke_width=0.2)
    # like the tiles: one size for every word, one for every symbol
    shown = [f.label for f in faces if not f.blank]
    swatch_sizes: dict[str, float] = {}
    for word in (True, False):
        labels = [label for label in shown if is_word(label) == word]
        if labels:
            size = min(
                min(3.6, 3.6 * (SWATCH - 1.6) / text_width(label, 3.6, "bold")) for label in labels
            )
            swatch_sizes.update(dict.fromkeys(labels, size))
    sheets: list[Sheet] = []
    for n, chunk in enumerate(chunks, start=1):
        y = area.y + COUNT_TOP
        if len(chunks) > 1:
            heading = _(
                "{kit} — count sheet (page {n} of {count})", kit=spec.kit, n=n, count=len(chunks)
            )
        else:
            heading = _("{kit} — count sheet", kit=spec.kit)
        tick = n_(
            "{n} tile; each player holds {rack}. Tick each face when the bag holds that many.",
            "{n} tiles; each player holds {rack}. Tick each face when the bag holds that many.",
            spec.total,
            rack=spec.rack,
        )
        items: list[Shape] = [
            Text(x0, y, heading, fit_size(heading, 6.0, COUNT_TABLE_WIDTH, "bold"), font="bold"),
        ]
        lines = break_lines(tick.split(), 3.4, COUNT_TABLE_WIDTH)
        size = 3.4 if len(lines) <= 2 else fit_size(tick, 3.4, 2 * COUNT_TABLE_WIDTH - 20.0)
        lines = break_lines(tick.split(), size, COUNT_TABLE_WIDTH)
        items += [Text(x0, y + 7.0 + 4.2 * i, line, size) for i, line in enumerate(lines[:2])]
        y += COUNT_TITLE_BAND
        items += _count_heads(x0, y)
        y += 2.5
        items.append(Line(x0, y, x0 + COUNT_TABLE_WIDTH, y, rule))
        for face in chunk:
            items.extend(_count_row(face, spec.tile.outline, swatch_sizes.get(face.label), x0, y))
            y += COUNT_ROW
            items.append(Line(x0, y, x0 + COUNT_TABLE_WIDTH, y, rule))
        if n == len(chunks):
            y += 6.0
            total_points = sum(f.count * f.points for f in faces)
            items.append(Text(x0, y, _("Total"), 3.8, font="bold"))
            items.append(Text(x0 + 62.0, y, str(spec.total), 3.8, font="bold", anchor="end"))
            items.append(Text(x0 + 140.0, y, str(total_points), 3.8, font="bold", anchor="end"))
        sheets.append(
            Sheet(tuple(items), _("{kit} — count sheet", kit=spec.kit), f"count sheet {n}")
        )
    return number_pages(sheets, paper, margin)


#: Each column head's room (from, to) from the table's left edge, in mm.
COUNT_HEAD_ROOM = ((0.0, 36.0), (36.0, 62.0), (64.0, 100.0), (102.0, 140.0), (149.0, 175.0))


def _count_heads(x0: float, y: float) -> list[Shape]:
    """The column heads in the language in use, each set smaller if it would leave its
    column (never under 6 pt)."""
    items: list[Shape] = []
    for (title, dx, anchor), (low, high) in zip(COUNT_COLUMNS, COUNT_HEAD_ROOM, strict=True):
        text = _(title)
        room = high - low if anchor != "middle" else 2 * min(dx - low, high - dx)
        size = fit_size(text, COUNT_HEADER_SIZE, room, "bold")
        items.append(Text(x0 + dx, y, text, size, font="bold", anchor=anchor))
    return items


def _count_row(face: Face, outline: str, size: float | None, x0: float, y: float) -> list[Shape]:
    """One face's row: its swatch (outlined in the spec's ``tile.outline``, the label at
    ``size`` mm), counts, and a box to tick."""
    swatch = SWATCH
    top = y + 1.5
    items: list[Shape] = [
        Rect(
            x0,
            top,
            swatch,
            swatch,
            Paint(fill=face.background, stroke=outline, stroke_width=0.2),
            radius=1.0,
        )
    ]
    label = _("blank") if face.blank else face.label
    if size is not None:
        items.append(
            Text(
                x0 + swatch / 2,
                top + swatch / 2 + CAP_HEIGHT * size / 2,
                face.label,
                size,
                fill=face.ink,
                font="bold",
                anchor="middle",
            )
        )
    baseline = top + swatch / 2 + 1.3
    items.append(Text(x0 + swatch + 4.0, baseline, label, 3.6))
    for value, dx in ((face.count, 62.0), (face.points, 100.0), (face.count * face.points, 140.0)):
        items.append(Text(x0 + dx, baseline, str(value), 3.6, anchor="end"))
    items.append(
        Rect(
            x0 + 162.0 - 2.5,
            top + swatch / 2 - 2.5,
            5.0,
            5.0,
            Paint(stroke="#333333", stroke_width=0.25),
        )
    )
    return items


def tile_pieces(spec: TileSpec, bleed: float, corners: Corners = "square") -> PieceSet:
    """The binary tile set as the paper sheets print it: each face with the common back,
    ``bleed`` mm of colour past a square trim, every word tile at one size (``face_sizes``).

    ``corners="round"``: the trim's corners are rounded to the spec's ``corner_radius`` (the
    cutter cuts them; by hand, a corner punch does).
    """
    geo = spec.tile
    sizes = face_sizes(spec.faces, geo)
    radius = geo.corner_radius if corners == "round" else 0.0
    symbols = {
        f"face:{f.label}": tile_front(f, geo, bleed, sizes.get(f.label), radius) for f in spec.faces
    }
    symbols["back"] = tile_back(geo, bleed)
    pieces = tuple(Piece(f"face:{f.label}", "back", f.label) for f in tile_sequence(spec))
    return PieceSet(
        name="tiles",
        title=_("{kit} — tiles", kit=spec.kit),
        width=geo.width,
        height=geo.height,
        bleed=bleed,
        gap=2 * bleed,
        round=False,
        radius=geo.corner_radius if corners == "round" else 0.0,
        centred=False,
        crop_marks=True,
        turnable=False,
        symbols=symbols,
        pieces=pieces,
    )
