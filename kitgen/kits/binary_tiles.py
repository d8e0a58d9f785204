"""The binary tile set on sheets: paper (with duplex backs), magnet sheets, and the count sheet.

Everything here builds scene documents; writing them is the caller's business.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.components.tiles import (
    CAP_HEIGHT,
    tile_artwork,
    tile_back,
    tile_background,
    tile_front,
    tile_outline,
)
from kitgen.layout import (
    Paper,
    crop_marks,
    cut_guides,
    fit_grid,
    page_furniture,
    printable_area,
)
from kitgen.render.fonts import text_width
from kitgen.scene import Line, Page, Paint, Rect, Shape, Text, Use
from kitgen.spec import Face, TileSpec

PAPER_BLEED = 3.0  # colour runs 3 mm past a paper tile's edge
MARK_CLEARANCE = PAPER_BLEED + 1.0  # crop marks start clear of the bleed
MARK_LENGTH = 4.0
MAGNET_BLEED = 1.0  # on magnet sheets the colour runs 1 mm under the neighbouring tile
GUIDE_CLEARANCE = 2.0  # cut guides start this far outside the printed tiles
GUIDE_ZONE = 8.0  # room kept around the tiles for marks or guides


@dataclass(frozen=True)
class TileSheets:
    """The pages of one tile set: fronts and, when asked for, their mirrored backs."""

    fronts: tuple[Page, ...]
    backs: tuple[Page, ...]


def tile_sequence(spec: TileSpec) -> list[Face]:
    """Every tile of the set, face by face in spec order."""
    return [face for face in spec.faces for _ in range(face.count)]


def _pages_needed(count: int, capacity: int) -> int:
    return max(1, -(-count // capacity))


def paper_sheets(spec: TileSpec, paper: Paper, margin: float, backs: bool) -> TileSheets:
    """Tiles in a grid with a gap for bleed, crop marks outside, scale bar and footer."""
    geo = spec.tile
    area = printable_area(paper.width, paper.height, margin).inset(GUIDE_ZONE)
    grid = fit_grid(
        area,
        geo.width,
        geo.height,
        2 * PAPER_BLEED,
        f"a tile (tile.width x tile.height in {spec.name})",
    )
    tiles = tile_sequence(spec)
    pages = _pages_needed(len(tiles), grid.capacity)
    total = pages * (2 if backs else 1)
    symbols = {f"face:{f.label}": tile_front(f, geo, PAPER_BLEED) for f in spec.faces}
    back_symbols = {"back": tile_back(geo, PAPER_BLEED)}
    marks = crop_marks(grid, MARK_CLEARANCE, MARK_LENGTH)
    fronts: list[Page] = []
    back_pages: list[Page] = []
    for p in range(pages):
        batch = tiles[p * grid.capacity : (p + 1) * grid.capacity]
        page_no = p * (2 if backs else 1) + 1
        items: list[Shape] = []
        back_items: list[Shape] = []
        for i, face in enumerate(batch):
            x, y = grid.cell(i)
            items.append(Use(f"face:{face.label}", x, y, face=face.label))
            # Long-edge duplex flips the sheet left to right: mirror x so each back lands
            # behind its own tile.
            back_items.append(Use("back", paper.width - x - geo.width, y, face="back"))
        title = f"{spec.kit} — tiles on {paper.name} paper"
        fronts.append(
            Page(
                paper.width,
                paper.height,
                (
                    *items,
                    *marks,
                    *page_furniture(paper.width, paper.height, margin, title, page_no, total),
                ),
                symbols,
                label=f"tiles {p + 1}",
            )
        )
        if backs:
            mirrored = [_mirror_line(m, paper.width) for m in marks]
            back_pages.append(
                Page(
                    paper.width,
                    paper.height,
                    (
                        *back_items,
                        *mirrored,
                        *page_furniture(
                            paper.width,
                            paper.height,
                            margin,
                            f"{spec.kit} — backs of page {page_no}",
                            page_no + 1,
                            total,
                        ),
                    ),
                    back_symbols,
                    label=f"backs {p + 1}",
                )
            )
    return TileSheets(tuple(fronts), tuple(back_pages))


def _mirror_line(shape: Shape, width: float) -> Shape:
    assert isinstance(shape, Line)
    return Line(width - shape.x1, shape.y1, width - shape.x2, shape.y2, shape.paint, shape.role)


def interleave(sheets: TileSheets) -> tuple[Page, ...]:
    """Front, back, front, back…: the order a duplex printer wants."""
    if not sheets.backs:
        return sheets.fronts
    return tuple(page for pair in zip(sheets.fronts, sheets.backs, strict=True) for page in pair)


def magnetic_sheets(spec: TileSpec, paper: Paper, margin: float) -> tuple[Page, ...]:
    """Tiles butted edge to edge, so straight cuts along the grid separate them.

    Each tile's colour runs 1 mm past its edge, under its neighbour: all the oversized
    backgrounds are drawn first, then every tile at its nominal size on top, so a cut a
    little off the line still leaves no white sliver. Cut guides sit outside the printed area.
    """
    geo = spec.tile
    outer = printable_area(paper.width, paper.height, margin)
    grid = fit_grid(
        outer.inset(GUIDE_ZONE),
        geo.width,
        geo.height,
        0.0,
        f"a tile (tile.width x tile.height in {spec.name})",
    )
    tiles = tile_sequence(spec)
    pages = _pages_needed(len(tiles), grid.capacity)
    symbols: dict[str, tuple[Shape, ...]] = {}
    for f in spec.faces:
        symbols[f"bleed:{f.label}"] = (tile_background(f, geo, MAGNET_BLEED, 0.0),)
        symbols[f"magnet:{f.label}"] = (
            tile_background(f, geo, 0.0, 0.0),
            *tile_artwork(f, geo),
            tile_outline(geo, 0.0, colour="#9A9A9A"),
        )
    guides = cut_guides(grid, GUIDE_CLEARANCE, outer)
    result: list[Page] = []
    for p in range(pages):
        batch = tiles[p * grid.capacity : (p + 1) * grid.capacity]
        cells = [grid.cell(i) for i in range(len(batch))]
        under = [Use(f"bleed:{f.label}", x, y) for f, (x, y) in zip(batch, cells, strict=True)]
        over = [
            Use(f"magnet:{f.label}", x, y, face=f.label)
            for f, (x, y) in zip(batch, cells, strict=True)
        ]
        title = f"{spec.kit} — magnet sheet, {paper.name}"
        result.append(
            Page(
                paper.width,
                paper.height,
                (
                    *under,
                    *over,
                    *guides,
                    *page_furniture(paper.width, paper.height, margin, title, p + 1, pages),
                ),
                symbols,
                label=f"magnet {p + 1}",
            )
        )
    return tuple(result)


def count_sheet(spec: TileSpec, paper: Paper, margin: float) -> Page:
    """Every face with its count and points, and the totals: check the bag against it."""
    area = printable_area(paper.width, paper.height, margin).inset(8.0)
    x0, y = area.x, area.y + 8.0
    columns = (
        ("Face", 0.0, "start"),
        ("Count", 62.0, "end"),
        ("Points each", 100.0, "end"),
        ("Points in set", 140.0, "end"),
        ("Counted", 170.0, "middle"),
    )
    items: list[Shape] = [
        Text(x0, y, f"{spec.kit} — count sheet", 6.0, font="bold"),
        Text(
            x0,
            y + 7.0,
            f"{spec.total} tiles; each player holds {spec.rack}. "
            "Tick each face when the bag holds that many.",
            3.4,
        ),
    ]
    y += 17.0
    for title, dx, anchor in columns:
        items.append(Text(x0 + dx, y, title, 3.6, font="bold", anchor=anchor))  # type: ignore[arg-type]
    y += 2.5
    rule = Paint(stroke="#777777", stroke_width=0.2)
    items.append(Line(x0, y, x0 + 175.0, y, rule))
    row_h = 11.0
    for face in spec.faces:
        swatch = 8.0
        top = y + 1.5
        items.append(
            Rect(
                x0,
                top,
                swatch,
                swatch,
                Paint(fill=face.background, stroke="#777777", stroke_width=0.2),
                radius=1.0,
            )
        )
        label = "blank" if face.blank else face.label
        if not face.blank:
            size = min(3.6, 3.6 * (swatch - 1.6) / text_width(face.label, 3.6, "bold"))
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
        for value, dx in (
            (face.count, 62.0),
            (face.points, 100.0),
            (face.count * face.points, 140.0),
        ):
            items.append(Text(x0 + dx, baseline, str(value), 3.6, anchor="end"))
        items.append(
            Rect(
                x0 + 170.0 - 2.5,
                top + swatch / 2 - 2.5,
                5.0,
                5.0,
                Paint(stroke="#333333", stroke_width=0.25),
            )
        )
        y += row_h
        items.append(Line(x0, y, x0 + 175.0, y, rule))
    y += 6.0
    total_points = sum(f.count * f.points for f in spec.faces)
    items.append(Text(x0, y, "Total", 3.8, font="bold"))
    items.append(Text(x0 + 62.0, y, str(spec.total), 3.8, font="bold", anchor="end"))
    items.append(Text(x0 + 140.0, y, str(total_points), 3.8, font="bold", anchor="end"))
    items.extend(
        page_furniture(paper.width, paper.height, margin, f"{spec.kit} — count sheet", 1, 1)
    )
    return Page(paper.width, paper.height, tuple(items), label="count sheet")
