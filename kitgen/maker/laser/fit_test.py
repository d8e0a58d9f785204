"""The laser fit test: one small sheet that tells the user which ``--kerf`` and ``--fit`` to use.

Parts, all kerf-compensated with the kerf being tried:

- **a kerf comb**: 11 slots open at the bottom edge, from ``thickness − 0.2`` to
  ``thickness + 0.3`` mm wide in 0.05 mm steps (nominal widths, as they come out when the kerf
  is right), each with its width engraved above it;
- **a tab**: a small part with a tab ``TAB_WIDTH`` wide; its thickness is the sheet's, so
  pushing it into the slots finds the narrowest one it slides into: that slot's width minus
  the thickness is the fit;
- **the 20 mm reference square** (measure it: it tells the kerf);
- **a hole plate** with one token hole and one peg hole at the ice cream kit's nominal sizes
  (token or dowel + the spec's clearance), to try a token and a peg in.

Layout (mm, origin top-left): the comb across the top, the hole plate, the square and the tab
below it; for 3 mm stock the sheet is 73.06 x 39.2 mm at kerf 0.1.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.maker.laser import (
    CUT_PAINT,
    Outline,
    Piece,
    Placed,
    cut_extent,
    reference_piece,
    sheet_page,
)
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import BLACK, Circle, FontName, Group, Page, Polyline, Rect, Text

MARGIN = 1.0
GAP = 2.0  # between the compensated outlines
SLOTS = 11
STEP = 0.05
FIRST = -0.2  # first slot: thickness - 0.2
TOOTH = 2.4  # plywood between two slots (nominal, at the widest slot)
SLOT_DEPTH = 6.0
LABEL_BAND = 6.0
TAB_WIDTH = 6.0
TAB_BODY = (12.0, 17.0)


@dataclass(frozen=True)
class FitTest:
    """The fit test's sheet and the nominal slot widths it carries, left to right."""

    page: Page
    slot_widths: tuple[float, ...]
    thickness: float
    kerf: float
    token_hole: float
    peg_hole: float


def slot_widths(thickness: float) -> tuple[float, ...]:
    """``thickness - 0.2`` to ``thickness + 0.3`` in 0.05 mm steps, rounded to 0.01 mm."""
    return tuple(round(thickness + FIRST + i * STEP, 2) for i in range(SLOTS))


def _text(x: float, y: float, text: str, size: float, font: FontName = "regular") -> Text:
    return Text(x, y, text, size, BLACK, font, "middle", "engrave")


def comb_piece(thickness: float) -> tuple[Piece, float]:
    """The comb and its slot pitch."""
    widths = slot_widths(thickness)
    pitch = widths[-1] + TOOTH
    width = SLOTS * pitch + TOOTH
    height = LABEL_BAND + SLOT_DEPTH
    size = min(1.8, 0.9 * (pitch - 0.4) / text_width("0.00", 1.0, "regular"))
    points: list[tuple[float, float]] = [(0.0, 0.0), (width, 0.0), (width, height)]
    art: list = []
    for i in reversed(range(SLOTS)):
        centre = TOOTH / 2 + (i + 0.5) * pitch
        a, b = centre + widths[i] / 2, centre - widths[i] / 2
        points += [(a, height), (a, LABEL_BAND), (b, LABEL_BAND), (b, height)]
    points.append((0.0, height))
    for i, w in enumerate(widths):
        centre = TOOTH / 2 + (i + 0.5) * pitch
        label = _text(centre, LABEL_BAND - 1.0, f"{w:.2f}", size)
        art.append(Group((label,), name=f"slot {w:.2f} mm"))
    title = f"slots for {thickness:g} mm stock"
    art.append(_text(width / 2, 2.4, title, min(1.8, 0.9 * width / text_width(title, 1.0))))
    outline = Outline(Polyline(tuple(points), CUT_PAINT, closed=True, role="cut"))
    return Piece(width, height, (outline,), tuple(art), name="kerf comb"), pitch


def tab_piece(thickness: float) -> Piece:
    """A body with one tab below it, ``TAB_WIDTH`` wide and as long as the comb's slots are
    deep: its thickness is the sheet's, which is what the comb measures."""
    w, h = TAB_BODY
    a, b = (w - TAB_WIDTH) / 2, (w + TAB_WIDTH) / 2
    points = ((0.0, 0.0), (w, 0.0), (w, h), (b, h), (b, h + SLOT_DEPTH), (a, h + SLOT_DEPTH),
              (a, h), (0.0, h))  # fmt: skip
    art = (_text(w / 2, 7.0, "tab", 3.0, "bold"), _text(w / 2, 11.5, f"{thickness:g} mm", 2.2))
    outline = Outline(Polyline(points, CUT_PAINT, closed=True, role="cut"))
    return Piece(w, h + SLOT_DEPTH, (outline,), art, name="tab")


def hole_piece(token_hole: float, peg_hole: float) -> Piece:
    """A plate with a token hole and a peg hole at nominal size, each named."""
    wall = 1.8
    height = token_hole + 2 * wall
    names = (f"token ⌀{token_hole:g}", f"peg ⌀{peg_hole:g}")
    side = max(peg_hole + 2 * wall, *(text_width(n, 1.8) + 1.0 for n in names))
    width = height + side
    r, cx = token_hole / 2, height + side / 2
    outlines = (
        Outline(Rect(0.0, 0.0, width, height, CUT_PAINT, role="cut")),
        Outline(Circle(height / 2, height / 2, r, CUT_PAINT, role="cut"), hole=True),
        Outline(Circle(cx, height / 2, peg_hole / 2, CUT_PAINT, role="cut"), hole=True),
    )
    art = (
        _text(cx, height / 2 - peg_hole / 2 - 1.2, names[0], 1.8),
        _text(cx, height / 2 + peg_hole / 2 + 2.6, names[1], 1.8),
    )
    return Piece(width, height, outlines, art, name="token and peg holes")


def fit_test(thickness: float, kerf: float, token_hole: float, peg_hole: float) -> FitTest:
    """The fit test sheet for ``thickness`` mm stock, compensated for ``kerf``."""
    comb, _ = comb_piece(thickness)
    row = [hole_piece(token_hole, peg_hole), reference_piece(kerf), tab_piece(thickness)]
    placed: list[Placed] = []

    def put(piece: Piece, x: float, y: float) -> tuple[float, float]:
        """Place ``piece``'s compensated box at (x, y); its right and bottom edges."""
        x0, y0, x1, y1 = cut_extent(piece, kerf)
        placed.append(Placed(piece, x - x0, y - y0))
        return x + x1 - x0, y + y1 - y0

    right, bottom = put(comb, MARGIN, MARGIN)
    x, row_bottom = MARGIN, bottom
    for piece in row:
        x_end, y_end = put(piece, x, bottom + GAP)
        x, row_bottom = x_end + GAP, max(row_bottom, y_end)
        right = max(right, x_end)
    width = round(right + MARGIN, 2)
    height = round(row_bottom + MARGIN, 2)
    label = f"laser fit test — {thickness:g} mm stock, kerf {kerf:g} mm"
    page = sheet_page(placed, width, height, kerf, label=label)
    return FitTest(page, slot_widths(thickness), thickness, kerf, token_hole, peg_hole)
