"""Gutterfold: fronts on one half of the sheet, their backs on the other, for printers
without duplex.

Print one side only, fold the sheet on the dashed line in the middle (the gutter) with the
print outside, glue the halves together and cut through both layers on the crop marks: every
back lies exactly behind its front. The fold is a reflection of the sheet about the fold line
``R``; a piece's back point ``(u, v)`` lies behind its front point ``(w - u, v)`` (turned over
sideways, ``M``); so with the front drawn by ``F`` the back is drawn by ``R ∘ F ∘ M`` — a
quarter turn and a move, because two reflections make a rotation.

Both ways of folding are tried — across the long side (a horizontal fold line) and along it
(a vertical one) — and, for cards, upright or turned; the one holding the most pieces wins.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Literal

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_
from kitgen.maker.imposition.pieceset import PieceSet
from kitgen.maker.imposition.placing import Packing, group, pack, placing, trim_box
from kitgen.maker.layout import (
    MARK_CLEARANCE,
    MARK_LENGTH,
    SCALE_BAND,
    Box,
    Grid,
    Paper,
    crop_marks,
    page_furniture,
    page_words,
    short_number,
)
from kitgen.maker.scene import Affine, Group, Line, Page, Paint, Shape, Text
from kitgen.maker.sheets import header

GUTTER = 10.0  # the strip along the fold kept clear of pieces and their bleed
FOLD_MARK_LENGTH = GUTTER / 2 - MARK_CLEARANCE - 1.0  # marks in the gutter end 1 mm short of it
FOLD_PAINT = Paint(stroke="#000000", stroke_width=0.25, dash=(3.0, 2.0))
Fold = Literal["horizontal", "vertical"]


@dataclass(frozen=True)
class Plan:
    """How one sheet is laid out: the fold and the front half's packing."""

    fold: Fold
    at: float  # the fold line: y (horizontal) or x (vertical), mm
    packing: Packing

    def reflect(self) -> Affine:
        """The fold: each point of the sheet to the point it lands on."""
        if self.fold == "horizontal":
            return Affine(1.0, 0.0, 0.0, -1.0, 0.0, 2 * self.at)
        return Affine(-1.0, 0.0, 0.0, 1.0, 2 * self.at, 0.0)


def _mark_zone(pieces: PieceSet) -> float:
    return pieces.bleed + (MARK_CLEARANCE + MARK_LENGTH if pieces.crop_marks else 0.0)


def instructions(pieces: PieceSet) -> str:
    """What the maker does with the sheet, printed at its top (one line for tiles and cards,
    so the header costs no row; the fold line's label repeats "print outside")."""
    from kitgen.core.messages import _

    if not pieces.crop_marks:
        text = _(
            "Gutterfold: print this side only, at 100 %. Fold on the dashed line, glue, then "
            "punch out both layers on the circles (a {diameter} mm circle punch) or cut with "
            "scissors.",
            diameter=short_number(pieces.width),
        )
    elif not pieces.round and pieces.radius > 0:
        text = _(
            "Gutterfold: print this side only, at 100 %. Fold on the dashed line, glue, then "
            "cut through both layers on the crop marks and round each corner with a {radius} mm "
            "corner punch.",
            radius=short_number(pieces.radius),
        )
    else:
        text = _(
            "Gutterfold: print this side only, at 100 %. Fold on the dashed line, glue, then "
            "cut through both layers on the crop marks."
        )
    return f"{text} {pieces.key}" if pieces.key else text


def sheet_header(pieces: PieceSet, paper: Paper, margin: float) -> tuple[tuple[Shape, ...], float]:
    """The instructions at the top of every sheet, and the height they take."""
    area = Box(margin, margin, paper.width - 2 * margin, paper.height - 2 * margin)
    return header(area, instructions(pieces))


def front_area(
    pieces: PieceSet, paper: Paper, margin: float, fold: Fold, header_height: float
) -> Box:
    """The half where fronts go, below the instructions, chosen so its mirror image also
    stays on the page."""
    w, h = paper.width, paper.height
    zone = _mark_zone(pieces)
    top = margin + header_height + zone
    bottom = h - margin - SCALE_BAND - zone  # the lowest a trim may reach on the sheet
    left, right = margin + zone, w - margin - zone
    half_gutter = GUTTER / 2 + pieces.bleed  # trims keep this far from the fold
    if fold == "horizontal":
        at = h / 2
        top = max(top, 2 * at - bottom)
        area = Box(left, top, right - left, at - half_gutter - top)
    else:
        at = w / 2
        area = Box(left, top, at - half_gutter - left, bottom - top)
    # Grid packing insets by the bleed itself: hand it the area the bleed may fill.
    return area.inset(-pieces.bleed)


def plan(pieces: PieceSet, paper: Paper, margin: float) -> Plan:
    """The fold and packing that hold the most pieces a sheet (ties: the first tried)."""
    best: Plan | None = None
    header_height = sheet_header(pieces, paper, margin)[1]
    for fold in ("horizontal", "vertical"):
        area = front_area(pieces, paper, margin, fold, header_height)
        for turned in (False, True) if pieces.turnable else (False,):
            try:
                packing = pack(pieces, area, turned)
            except KitgenError:
                continue
            at = paper.height / 2 if fold == "horizontal" else paper.width / 2
            if best is None or packing.capacity > best.packing.capacity:
                best = Plan(fold, at, packing)
    if best is None:
        raise pieces.too_big(
            N_(
                "a piece of {width} × {height} mm does not fit half the {paper} sheet — use a "
                "smaller size, or print backs duplex (--layout sheet)"
            ),
            paper=paper.name,
        )
    return best


FOLD_LABELS = (
    N_("fold here, print outside — glue, then cut through both layers"),
    N_("fold here, print outside"),
    N_("fold here"),
)
FOLD_LABEL_SIZE = 2.6  # mm (7.4 pt)
FOLD_LABEL_PAD = 2.0  # mm kept clear between the label and a crop mark in the gutter


def _label_spot(start: float, end: float, marks: list[float]) -> tuple[str, float]:
    """The longest fold label that fits between the gutter's crop marks, and its centre
    along the fold: in the widest gap between ``start`` and ``end`` (the fold line's ends)."""
    from kitgen.core.messages import _
    from kitgen.maker.render.fonts import text_width

    stops = sorted({start, end, *(m for m in marks if start < m < end)})
    low, high = max(itertools.pairwise(stops), key=lambda gap: gap[1] - gap[0])
    room = high - low - 2 * FOLD_LABEL_PAD
    labels = [_(label) for label in FOLD_LABELS]
    for label in labels:
        if text_width(label, FOLD_LABEL_SIZE) <= room:
            return label, (low + high) / 2
    return labels[-1], (low + high) / 2


def _fold_line(
    paper: Paper, margin: float, chosen: Plan, top: float, marks: list[Line]
) -> list[Shape]:
    """The dashed fold line and its label, the label clear of the crop marks in the gutter."""
    ink = "#555555"
    if chosen.fold == "horizontal":
        y = chosen.at
        near = [m.x1 for m in marks if max(m.y1, m.y2) > y - GUTTER / 2]
        label, centre = _label_spot(margin, paper.width - margin, near)
        return [
            Line(margin, y, paper.width - margin, y, FOLD_PAINT),
            Text(centre, y - 1.2, label, FOLD_LABEL_SIZE, fill=ink, anchor="middle"),
        ]
    x = chosen.at
    bottom = paper.height - margin - SCALE_BAND
    near = [m.y1 for m in marks if max(m.x1, m.x2) > x - GUTTER / 2]
    label, centre = _label_spot(top, bottom, near)
    return [
        Line(x, top, x, bottom, FOLD_PAINT),
        # Text turned a quarter turn, reading upwards along the fold.
        Group(
            (Text(0.0, 0.0, label, FOLD_LABEL_SIZE, fill=ink, anchor="middle"),),
            x - 1.8,
            centre,
            rotate=270,
        ),
    ]


def _front_marks(pieces: PieceSet, chosen: Plan, count: int) -> list[Line]:
    """Crop marks of the front half: full length outside, shorter in the gutter (they end
    1 mm short of the fold), so a ruler finds both ends of every cut."""
    grid = chosen.packing.grid
    if grid is None or not pieces.crop_marks:
        return []
    cols = min(grid.cols, count)
    used = Grid(grid.x, grid.y, grid.cell_w, grid.cell_h, grid.gap, cols, -(-count // cols))
    clearance = pieces.bleed + MARK_CLEARANCE
    out: list[Line] = []
    for length in (MARK_LENGTH, FOLD_MARK_LENGTH):
        for mark in crop_marks(used, clearance, length):
            assert isinstance(mark, Line)
            if chosen.fold == "horizontal":
                towards_fold = min(mark.y1, mark.y2) > used.y + used.height
            else:
                towards_fold = min(mark.x1, mark.x2) > used.x + used.width
            if towards_fold == (length == FOLD_MARK_LENGTH):
                out.append(mark)
    return out


def _reflected(line: Line, fold: Affine) -> Line:
    x1, y1 = fold.apply(line.x1, line.y1)
    x2, y2 = fold.apply(line.x2, line.y2)
    return Line(x1, y1, x2, y2, line.paint, line.role)


def _reflected_box(box: Box, fold: Affine) -> Box:
    x1, y1 = fold.apply(box.x, box.y)
    x2, y2 = fold.apply(box.right, box.bottom)
    return Box(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))


def gutterfold_pages(pieces: PieceSet, paper: Paper, margin: float) -> tuple[Page, ...]:
    """Every piece, fronts and backs on the same side of as many sheets as needed."""
    from kitgen.core.messages import _

    chosen = plan(pieces, paper, margin)
    slots = chosen.packing.slots
    fold = chosen.reflect()
    mirror = pieces.mirror()
    batches = [pieces.pieces[i : i + len(slots)] for i in range(0, len(pieces.pieces), len(slots))]
    head, head_height = sheet_header(pieces, paper, margin)
    pages: list[Page] = []
    for number, batch in enumerate(batches, start=1):
        items: list[Shape] = [*head]
        trims: list[Box] = []
        for piece, slot in zip(batch, slots, strict=False):
            front = placing(pieces, slot)
            items.append(group(front, piece.front, piece.face, name="front"))
            trims.append(slot.box)
            if piece.back is not None:
                back = fold.then_inner(front.then_inner(mirror))
                items.append(group(back, piece.back, piece.face, name="back"))
                trims.append(_reflected_box(slot.box, fold))
        marks = _front_marks(pieces, chosen, len(batch))
        items += marks
        items += [_reflected(m, fold) for m in marks]
        items += _fold_line(paper, margin, chosen, margin + head_height, marks)
        title = _("{title} — gutterfold, {paper}", title=pieces.title, paper=paper.name)
        items += page_furniture(
            paper.width, paper.height, margin, title, number, len(batches), page_words()
        )
        pages.append(
            Page(
                paper.width,
                paper.height,
                tuple(items),
                pieces.symbols,
                label=f"gutterfold {number}",
                trim=trim_box(trims),
                bleed=pieces.bleed,
            )
        )
    return tuple(pages)
