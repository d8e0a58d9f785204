"""The laser fit test: one small sheet that tells the user which ``--kerf`` and ``--fit`` to use,
whether the cutter draws to scale, and whether the kit's holes fit.

Parts, all kerf-compensated with the kerf being tried:

- **a scale bar** ``reference`` mm long (100 by default) and 10 mm high, as boxes.py's
  ``--reference`` rectangle: measured with the 20 mm square it separates a scale error from
  the kerf (both parts come out ``scale × (nominal + kerf used) − true kerf``, so the
  difference of the two is ``scale × (reference − 20)``);
- **a kerf comb**: 11 slots open at the bottom edge, from ``thickness − 0.2`` to
  ``thickness + 0.3`` mm wide in 0.05 mm steps (nominal widths, as they come out when the kerf
  is right), each with its width engraved above it, read from below (turned a quarter:
  the values the user must read are the sheet's largest text, ``VALUE_SIZE``);
- **a tab**: a small part with a tab ``TAB_WIDTH`` wide; its thickness is the sheet's, so
  pushing it into the slots finds the narrowest one it slides into: that slot's width minus
  the thickness is the fit;
- **the 20 mm reference square** (measure it: with the bar it tells the kerf);
- **a hole plate for each part** the games' records list for the test
  (:mod:`kitgen.maker.fits`): one hole at the part's nominal size (a token or a peg + its
  kit's clearance, a dowel + ``--fit``), the part and the size engraved under it, to try
  the part in.

Layout (mm, origin top-left): the bar across the top; the comb and the tab; then the hole
plates and the square left to right, a new row only where the next would reach past the bed
(its width less the margin; past the bar or the comb where either is wider than that, as the
sheet may go on the bed turned). The sheet is as wide as its widest row. For 3 mm stock, the
100 mm bar and the three holes of today's games the sheet is 102.1 x 66.75 mm at kerf 0.1 in
English, and no taller in the other languages, whose longer part names make the one row of
plates and square 106.6-113.3 mm.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kitgen.core.messages import _
from kitgen.core.wording import decimal
from kitgen.maker.laser import (
    CUT_PAINT,
    MIN_TEXT,
    Outline,
    Piece,
    Placed,
    cut_extent,
    laser_text,
    reference_piece,
    sheet_page,
)
from kitgen.maker.layout import short_number
from kitgen.maker.render.fonts import CAP_HEIGHT, text_width
from kitgen.maker.scene import Circle, Group, Page, Polyline, Rect, Shape

MARGIN = 1.0
GAP = 2.0  # between the compensated outlines
SLOTS = 11
STEP = 0.05
FIRST = -0.2  # first slot: thickness - 0.2
TOOTH = 2.4  # plywood between two slots (nominal, at the widest slot)
SLOT_DEPTH = 6.0
TITLE_BAND = 5.0  # the comb's title above its labels
TAB_WIDTH = 6.0
TAB_BODY = (14.0, 17.0)
VALUE_SIZE = 3.5  # mm: every value to read (cap height 2.55 mm), the sheet's largest text
REFERENCE = 100.0  # mm: the scale bar's default length
BAR_HEIGHT = 10.0
WALL = 2.0  # plywood round the plate's holes
STOCK = 3.0  # mm: the sheet's thickness when neither --thickness nor a part's kit says it


@dataclass(frozen=True)
class FitTest:
    """The fit test's sheet, the nominal slot widths it carries (left to right), and its
    holes' diameters (in the order of the parts given)."""

    page: Page
    slot_widths: tuple[float, ...]
    thickness: float
    kerf: float
    holes: tuple[float, ...]
    reference: float


def slot_widths(thickness: float) -> tuple[float, ...]:
    """``thickness - 0.2`` to ``thickness + 0.3`` in 0.05 mm steps, rounded to 0.01 mm."""
    return tuple(round(thickness + FIRST + i * STEP, 2) for i in range(SLOTS))


def comb_piece(thickness: float) -> tuple[Piece, float]:
    """The comb and its slot pitch: each slot's width engraved above it, turned a quarter
    (reading upwards) so that it can be as large as every value on the sheet."""
    widths = slot_widths(thickness)
    pitch = widths[-1] + TOOTH
    width = SLOTS * pitch + TOOTH
    longest = max(text_width(f"{w:.2f}", VALUE_SIZE, "bold") for w in widths)
    label_band = TITLE_BAND + longest + 1.5
    height = label_band + SLOT_DEPTH
    cap = CAP_HEIGHT * VALUE_SIZE
    points: list[tuple[float, float]] = [(0.0, 0.0), (width, 0.0), (width, height)]
    art: list[Shape] = []
    for i in reversed(range(SLOTS)):
        centre = TOOTH / 2 + (i + 0.5) * pitch
        a, b = centre + widths[i] / 2, centre - widths[i] / 2
        points += [(a, height), (a, label_band), (b, label_band), (b, height)]
    points.append((0.0, height))
    for i, w in enumerate(widths):
        centre = TOOTH / 2 + (i + 0.5) * pitch
        label = laser_text(0.0, 0.0, decimal(w, 2), VALUE_SIZE, "start")
        # turned 270°: the baseline runs up the page, the capitals' tops to the left
        art.append(Group((label,), centre + cap / 2, label_band - 0.75, rotate=270,
                         name=f"slot {w:.2f} mm"))  # fmt: skip
    title = _("slots for {t} mm stock", t=short_number(thickness))
    art.append(laser_text(width / 2, 1.0 + CAP_HEIGHT * MIN_TEXT, title, MIN_TEXT))
    outline = Outline(Polyline(tuple(points), CUT_PAINT, closed=True, role="cut"))
    return Piece(width, height, (outline,), tuple(art), name="kerf comb"), pitch


def bar_piece(length: float, kerf: float) -> Piece:
    """The scale bar: ``length`` x ``BAR_HEIGHT`` mm, its length engraved on it."""
    art = (laser_text(length / 2, BAR_HEIGHT / 2 + CAP_HEIGHT * VALUE_SIZE / 2,
                      _("{length} mm · scale", length=short_number(length)),
                      VALUE_SIZE),)  # fmt: skip
    outline = Outline(Rect(0.0, 0.0, length, BAR_HEIGHT, CUT_PAINT, role="cut"))
    return Piece(length, BAR_HEIGHT, (outline,), art, name="scale bar", hold=False)


def tab_piece(thickness: float) -> Piece:
    """A body with one tab below it, ``TAB_WIDTH`` wide and as long as the comb's slots are
    deep: its thickness is the sheet's, which is what the comb measures."""
    w, h = TAB_BODY
    a, b = (w - TAB_WIDTH) / 2, (w + TAB_WIDTH) / 2
    points = ((0.0, 0.0), (w, 0.0), (w, h), (b, h), (b, h + SLOT_DEPTH), (a, h + SLOT_DEPTH),
              (a, h), (0.0, h))  # fmt: skip
    art = (
        laser_text(w / 2, 6.5, _("tab"), MIN_TEXT),
        laser_text(w / 2, 12.0, short_number(thickness), MIN_TEXT),
    )
    outline = Outline(Polyline(points, CUT_PAINT, closed=True, role="cut"))
    return Piece(w, h + SLOT_DEPTH, (outline,), art, name="tab", hold=False)


def hole_label(part: str, diameter: float) -> str:
    """A hole's part and size as the sheet engraves them (the note says them with their unit)."""
    return _("{part} ⌀{d}", part=part, d=short_number(diameter))


def hole_piece(part: str, diameter: float) -> Piece:
    """A plate with one hole ``diameter`` mm across, at nominal size, and ``part`` (its name
    in the language in use) and the size engraved under it."""
    cap = CAP_HEIGHT * VALUE_SIZE
    label = hole_label(part, diameter)
    width = max(diameter, text_width(label, VALUE_SIZE, "bold")) + 2 * WALL
    height = WALL + diameter + 1.5 + cap + WALL
    cx, cy = width / 2, WALL + diameter / 2
    outlines = (
        Outline(Rect(0.0, 0.0, width, height, CUT_PAINT, role="cut")),
        Outline(Circle(cx, cy, diameter / 2, CUT_PAINT, role="cut"), hole=True),
    )
    art = (laser_text(cx, height - WALL, label, VALUE_SIZE),)
    return Piece(width, height, outlines, art, name=f"{part} hole", hold=False)


def fit_test(
    thickness: float,
    kerf: float,
    holes: Sequence[tuple[str, float]],
    bed_width: float,
    reference: float = REFERENCE,
) -> FitTest:
    """The fit test sheet for ``thickness`` mm stock, compensated for ``kerf``, with a hole
    plate for each of ``holes`` (the part's name in the language in use, its diameter), its
    rows of plates as wide as a bed ``bed_width`` mm wide takes."""
    comb, _pitch = comb_piece(thickness)
    rows = [[bar_piece(reference, kerf)], [comb, tab_piece(thickness)]]
    flow = [*(hole_piece(part, d) for part, d in holes), reference_piece(kerf)]
    placed: list[Placed] = []

    def put(piece: Piece, x: float, y: float) -> tuple[float, float]:
        """Place ``piece``'s compensated box at (x, y); its right and bottom edges."""
        x0, y0, x1, y1 = cut_extent(piece, kerf)
        placed.append(Placed(piece, x - x0, y - y0))
        return x + x1 - x0, y + y1 - y0

    right, y = MARGIN, MARGIN
    for row in rows:
        x, bottom = MARGIN, y
        for piece in row:
            x_end, y_end = put(piece, x, y)
            x, bottom = x_end + GAP, max(bottom, y_end)
            right = max(right, x_end)
        y = bottom + GAP
    # the rest flows in rows as wide as the bed takes (or the widest above, where wider)
    limit = max(right, bed_width - MARGIN)
    x, bottom = MARGIN, y
    for piece in flow:
        x0, _y0, x1, _y1 = cut_extent(piece, kerf)
        if x > MARGIN and x + x1 - x0 > limit:
            x, y = MARGIN, bottom + GAP
        x_end, y_end = put(piece, x, y)
        x, bottom = x_end + GAP, max(bottom, y_end)
        right = max(right, x_end)
    width = round(right + MARGIN, 2)
    height = round(bottom + MARGIN, 2)
    label = _(
        "laser fit test — {t} mm stock, kerf {kerf} mm",
        t=short_number(thickness),
        kerf=short_number(kerf),
    )
    page = sheet_page(placed, width, height, kerf, label=label)
    return FitTest(
        page, slot_widths(thickness), thickness, kerf, tuple(d for _part, d in holes), reference
    )
