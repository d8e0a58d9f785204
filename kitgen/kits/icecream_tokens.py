"""The ice cream code tokens and paper pegs on sheets: paper (hexagonal packing, duplex backs),
magnet sheets (butted squares with cut guides), and the peg discs.

Everything here builds scene pages; writing them is the caller's business.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from kitgen.components.icecream import ink_for, peg_face, token_face
from kitgen.errors import KitgenError
from kitgen.icecream_spec import Flavour, IcecreamSpec
from kitgen.layout import Box, Paper, crop_marks, fit_grid, page_furniture, printable_area
from kitgen.scene import Page, Rect, Shape, Text, Use
from kitgen.scene import Paint as _Paint

PAPER_BLEED = 1.0  # colour runs 1 mm past the cut circle, so an off-centre punch shows no white
PAPER_GAP = 2.5  # between cut circles: room for the punch, and the bleeds never touch
HEADER = 9.0  # a line of instructions at the top of each sheet
MAGNET_BLEED = 1.0
GUIDE_CLEARANCE = 2.0
GUIDE_ZONE = 8.0
PEG_OUTLINE = "#555555"


@dataclass(frozen=True)
class HexPacking:
    """Circle centres in rows, every other row shifted half a pitch: the tightest packing."""

    centres: tuple[tuple[float, float], ...]
    pitch: float

    @property
    def capacity(self) -> int:
        return len(self.centres)


def hex_packing(area: Box, diameter: float, gap: float, what: str) -> HexPacking:
    """As many circles of ``diameter`` (``gap`` apart) as fit ``area``, centred in it."""
    pitch = diameter + gap
    step = pitch * math.sqrt(3) / 2
    rows = math.floor((area.height - diameter + 1e-9) / step) + 1
    shift = pitch / 2 if rows > 1 else 0.0
    cols = math.floor((area.width - diameter - shift + 1e-9) / pitch) + 1
    if area.height < diameter or cols < 1:
        raise KitgenError(
            f"{what} of {diameter:g} mm does not fit the printable area of "
            f"{area.width:g} x {area.height:g} mm — use a smaller size or a larger sheet"
        )
    width = diameter + (cols - 1) * pitch + shift
    height = diameter + (rows - 1) * step
    x0 = area.x + (area.width - width) / 2 + diameter / 2
    y0 = area.y + (area.height - height) / 2 + diameter / 2
    centres = tuple(
        (x0 + c * pitch + (shift if r % 2 else 0.0), y0 + r * step)
        for r in range(rows)
        for c in range(cols)
    )
    return HexPacking(centres, pitch)


def token_sequence(spec: IcecreamSpec) -> list[Flavour]:
    """Every token of the kit, flavour by flavour in spec order."""
    return [f for f in spec.flavours for _ in range(spec.token.per_flavour)]


def _symbols(spec: IcecreamSpec, bleed: float, outline: str | None) -> dict[str, tuple]:
    d = spec.token.diameter
    return {
        f"token:{f.name}": token_face(
            f.colour, f.letter, f.name, f.symbol, d, ink_for(f.colour, f.ink), bleed, outline
        )
        for f in spec.flavours
    }


def _header(area: Box, text: str) -> Text:
    return Text(area.x, area.y + 4.5, text, 3.2, fill="#333333")


def _circles_box(
    centres: list[tuple[float, float]] | tuple[tuple[float, float], ...], diameter: float
) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` round the cut circles of ``diameter`` at ``centres``."""
    r = diameter / 2
    left, top = min(x for x, _ in centres) - r, min(y for _, y in centres) - r
    return (left, top, max(x for x, _ in centres) + r - left, max(y for _, y in centres) + r - top)


def _pages_needed(count: int, capacity: int) -> int:
    return max(1, -(-count // capacity))


def paper_token_pages(
    spec: IcecreamSpec, paper: Paper, margin: float, backs: bool
) -> tuple[tuple[Page, ...], tuple[Page, ...]]:
    """Fronts and (when asked) their backs: the same flavour, mirrored for long-edge duplex.

    A token shows its flavour on both sides, so it reads the same whichever side lands up.
    """
    d = spec.token.diameter
    outer = printable_area(paper.width, paper.height, margin)
    area = outer.inset(0.0, HEADER, 0.0, 0.0)
    packing = hex_packing(area, d + 2 * PAPER_BLEED, PAPER_GAP - 2 * PAPER_BLEED, "a token")
    tokens = token_sequence(spec)
    pages = _pages_needed(len(tokens), packing.capacity)
    total = pages * (2 if backs else 1)
    symbols = _symbols(spec, PAPER_BLEED, spec.token.outline)
    header = _header(
        outer,
        f"{spec.total_tokens} flavour tokens, {d:g} mm: punch out on the grey circles "
        f"(a {d:g} mm circle punch), or cut with scissors.",
    )
    fronts: list[Page] = []
    back_pages: list[Page] = []
    for p in range(pages):
        batch = tokens[p * packing.capacity : (p + 1) * packing.capacity]
        centres = packing.centres[: len(batch)]
        page_no = p * (2 if backs else 1) + 1
        items: list[Shape] = [
            Use(f"token:{f.name}", x, y, face=f.name)
            for f, (x, y) in zip(batch, centres, strict=True)
        ]
        title = f"{spec.kit} — tokens on {paper.name} paper"
        fronts.append(
            Page(
                paper.width,
                paper.height,
                (
                    header,
                    *items,
                    *page_furniture(paper.width, paper.height, margin, title, page_no, total),
                ),
                symbols,
                label=f"tokens {p + 1}",
                trim=_circles_box(centres, d),
                bleed=PAPER_BLEED,
            )
        )
        if backs:
            mirrored = [
                Use(f"token:{f.name}", paper.width - x, y, face=f.name)
                for f, (x, y) in zip(batch, centres, strict=True)
            ]
            back_title = f"{spec.kit} — backs of page {page_no}"
            back_pages.append(
                Page(
                    paper.width,
                    paper.height,
                    (
                        *mirrored,
                        *page_furniture(
                            paper.width, paper.height, margin, back_title, page_no + 1, total
                        ),
                    ),
                    symbols,
                    label=f"backs {p + 1}",
                    trim=_circles_box([(paper.width - x, y) for x, y in centres], d),
                    bleed=PAPER_BLEED,
                )
            )
    return tuple(fronts), tuple(back_pages)


def interleave(fronts: tuple[Page, ...], backs: tuple[Page, ...]) -> tuple[Page, ...]:
    """Front, back, front, back…: the order a duplex printer wants."""
    if not backs:
        return fronts
    return tuple(page for pair in zip(fronts, backs, strict=True) for page in pair)


def magnetic_token_pages(spec: IcecreamSpec, paper: Paper, margin: float) -> tuple[Page, ...]:
    """Tokens on butted squares: straight cuts along the guides separate them.

    Magnet sheet is cut with a ruler and knife or a trimmer, not punched: each token's colour
    fills its square and runs 1 mm under its neighbours (all the oversized squares are drawn
    first), so a cut a little off the line leaves no white sliver. The round outline is there
    for a punch that takes magnet sheet.
    """
    d = spec.token.diameter
    outer = printable_area(paper.width, paper.height, margin)
    grid = fit_grid(
        outer.inset(GUIDE_ZONE, GUIDE_ZONE + HEADER, GUIDE_ZONE, GUIDE_ZONE), d, d, 0.0, "a token"
    )
    tokens = token_sequence(spec)
    pages = _pages_needed(len(tokens), grid.capacity)
    symbols: dict[str, tuple[Shape, ...]] = {}
    for f in spec.flavours:
        ink = ink_for(f.colour, f.ink)
        face = token_face(f.colour, f.letter, f.name, f.symbol, d, ink, 0.0, "#9A9A9A")
        symbols[f"bleed:{f.name}"] = (
            Rect(
                -d / 2 - MAGNET_BLEED,
                -d / 2 - MAGNET_BLEED,
                d + 2 * MAGNET_BLEED,
                d + 2 * MAGNET_BLEED,
                _Paint(fill=f.colour),
            ),
        )
        symbols[f"magnet:{f.name}"] = (Rect(-d / 2, -d / 2, d, d, _Paint(fill=f.colour)), *face)
    guides = crop_marks(grid, GUIDE_CLEARANCE, GUIDE_ZONE - GUIDE_CLEARANCE)
    header = _header(
        outer,
        f"{spec.total_tokens} flavour tokens on magnet sheet: cut along the guides into "
        f"{d:g} mm squares (lay a ruler across two opposite guides).",
    )
    result: list[Page] = []
    for p in range(pages):
        batch = tokens[p * grid.capacity : (p + 1) * grid.capacity]
        cells = [grid.cell(i) for i in range(len(batch))]
        under = [
            Use(f"bleed:{f.name}", x + d / 2, y + d / 2)
            for f, (x, y) in zip(batch, cells, strict=True)
        ]
        over = [
            Use(f"magnet:{f.name}", x + d / 2, y + d / 2, face=f.name)
            for f, (x, y) in zip(batch, cells, strict=True)
        ]
        title = f"{spec.kit} — tokens on magnet sheet, {paper.name}"
        result.append(
            Page(
                paper.width,
                paper.height,
                (
                    header,
                    *under,
                    *over,
                    *guides,
                    *page_furniture(paper.width, paper.height, margin, title, p + 1, pages),
                ),
                symbols,
                label=f"magnet {p + 1}",
                trim=grid.used(len(batch)).box,
                bleed=MAGNET_BLEED,
            )
        )
    return tuple(result)


def peg_mark(name: str) -> str:
    """The mark on a printed peg: the first two letters of its colour (Be, Br)."""
    return name[:2].capitalize()


def paper_peg_pages(
    spec: IcecreamSpec, paper: Paper, margin: float, magnetic: bool = False
) -> tuple[Page, ...]:
    """The pegs as small printed discs in their colours, hex-packed, grouped by colour."""
    disc = spec.pegs.disc
    outer = printable_area(paper.width, paper.height, margin)
    area = outer.inset(0.0, HEADER, 0.0, 0.0)
    packing = hex_packing(area, disc + 2 * PAPER_BLEED, PAPER_GAP - 2 * PAPER_BLEED, "a peg disc")
    pegs = [c for c in spec.pegs.colours for _ in range(c.count)]
    pages = _pages_needed(len(pegs), packing.capacity)
    symbols = {
        f"peg:{c.name}": peg_face(c.colour, peg_mark(c.name), disc, PAPER_BLEED, PEG_OUTLINE)
        for c in spec.pegs.colours
    }
    counts = ", ".join(f"{c.count} {c.name} ({peg_mark(c.name)})" for c in spec.pegs.colours)
    header = _header(
        outer,
        f"{spec.pegs.total} pegs, {disc:g} mm: {counts}. Punch or cut out on the grey circles.",
    )
    result: list[Page] = []
    for p in range(pages):
        batch = pegs[p * packing.capacity : (p + 1) * packing.capacity]
        items = [
            Use(f"peg:{c.name}", x, y, face=c.name)
            for c, (x, y) in zip(batch, packing.centres, strict=False)
        ]
        stock = "magnet sheet" if magnetic else "paper"
        title = f"{spec.kit} — pegs on {stock}, {paper.name}"
        result.append(
            Page(
                paper.width,
                paper.height,
                (
                    header,
                    *items,
                    *page_furniture(paper.width, paper.height, margin, title, p + 1, pages),
                ),
                symbols,
                label=f"pegs {p + 1}",
                trim=_circles_box(packing.centres[: len(batch)], disc),
                bleed=PAPER_BLEED,
            )
        )
    return tuple(result)
