"""Duplex printing: the calibration sheet and moving every back by ``--back-offset``.

A home duplex printer lands the back a little off, the same way on every sheet. The
calibration sheet measures it: the front carries fine crosses, the back carries scales where
the crosses fall when the printer is exact. Held to the light, each front cross line crosses
the back scale at the number to give to ``--back-offset`` (see :func:`calibration_pages`).

Coordinates of an offset are those of the back page as printed (x to the right, y down as
you look at the back side). Long-edge duplex turns the sheet over left to right, so the back
page's point ``(x, y)`` lies behind the front's ``(W - x, y)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from kitgen.core.errors import KitgenError
from kitgen.maker.layout import Paper, page_furniture
from kitgen.maker.scene import Group, Line, Page, Paint, Shape, Text

if TYPE_CHECKING:
    from kitgen.maker.sheets import DuplexSheets, Sheet

MAX_OFFSET = 5.0  # mm: home duplex printers shift 0.5–3 mm; more is a paper-path fault
SCALE_REACH = 5.0  # the scales run ±5 mm from zero
TICK_STEP = 0.5
CROSS_ARM = 16.0  # a front cross is 32 mm across
SCALE_DISTANCE = 9.0  # from a cross's centre to the line of its back scale
CROSS_PAINT = Paint(stroke="#000000", stroke_width=0.1)
TICK_PAINT = Paint(stroke="#000000", stroke_width=0.1)
CORNER_INSET = (45.0, 55.0)  # the four outer targets, from the page's corners (x, y)


@dataclass(frozen=True)
class BackOffset:
    """How far to move every back, in mm, in the back page's own coordinates."""

    x: float = 0.0
    y: float = 0.0

    @property
    def is_zero(self) -> bool:
        return self.x == 0.0 and self.y == 0.0


NO_OFFSET = BackOffset()

_NUMBER = r"\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*"


def parse_back_offset(text: str | None) -> BackOffset:
    """``"X,Y"`` in mm, each from -5 to 5 (e.g. ``"0.5,-1"``); ``None`` is no offset."""
    if text is None:
        return NO_OFFSET
    found = re.fullmatch(_NUMBER + "," + _NUMBER, text)
    if found is None:
        raise KitgenError(
            f"--back-offset {text!r} is not X,Y in mm — give two numbers such as 0.5,-1 "
            "(read them off 'kitgen calibrate duplex')"
        )
    x, y = float(found.group(1)), float(found.group(2))
    for axis, value in (("X", x), ("Y", y)):
        if abs(value) > MAX_OFFSET:
            raise KitgenError(
                f"--back-offset {axis} = {value:g} mm is more than {MAX_OFFSET:g} mm — a "
                "printer that far off needs its paper guides set; give -5 to 5 mm"
            )
    return BackOffset(x + 0.0, y + 0.0)


def _stays(item: Shape) -> bool:
    """Page furniture (footer text, the scale bar) stays where the printer margin allows."""
    return isinstance(item, Text) or (isinstance(item, Group) and item.name == "scale-bar")


def _moved_trim(
    trim: tuple[float, float, float, float] | None, offset: BackOffset
) -> tuple[float, float, float, float] | None:
    if trim is None:
        return None
    x, y, w, h = trim
    return (x + offset.x, y + offset.y, w, h)


def offset_page(page: Page, offset: BackOffset) -> Page:
    """``page`` with its pieces, marks and trim box moved by ``offset`` (furniture stays)."""
    if offset.is_zero:
        return page
    moving = tuple(item for item in page.items if not _stays(item))
    staying = tuple(item for item in page.items if _stays(item))
    moved = Group(moving, offset.x, offset.y, name="back-offset")
    return replace(page, items=(moved, *staying), trim=_moved_trim(page.trim, offset))


def offset_sheet(sheet: Sheet, offset: BackOffset) -> Sheet:
    """One back side (no furniture yet) with everything on it moved by ``offset``."""
    if offset.is_zero:
        return sheet
    moved = Group(sheet.items, offset.x, offset.y, name="back-offset")
    return replace(sheet, items=(moved,), trim=_moved_trim(sheet.trim, offset))


def offset_duplex(sheets: DuplexSheets, offset: BackOffset) -> DuplexSheets:
    """``sheets`` with every back moved by ``offset``; the fronts stay."""
    if offset.is_zero:
        return sheets
    return replace(sheets, backs=tuple(offset_sheet(back, offset) for back in sheets.backs))


def require_backs(offset: BackOffset, has_backs: bool, how: str) -> None:
    """Refuse an offset for a print with no backs to move."""
    if not offset.is_zero and not has_backs:
        raise KitgenError(f"--back-offset moves the backs, and this print has none — {how}")


# --- the calibration sheet ----------------------------------------------------------------


def targets(paper: Paper) -> list[tuple[float, float]]:
    """The front crosses' centres: the page centre first, then four towards the corners."""
    w, h = paper.width, paper.height
    ix, iy = CORNER_INSET
    return [(w / 2, h / 2), (ix, iy), (w - ix, iy), (ix, h - iy), (w - ix, h - iy)]


def _ticks() -> list[tuple[float, float, str | None]]:
    """Each tick: (value in mm, length, label or None)."""
    out: list[tuple[float, float, str | None]] = []
    steps = round(SCALE_REACH / TICK_STEP)
    for i in range(-steps, steps + 1):
        value = i * TICK_STEP
        if i == 0:
            out.append((value, 4.0, "0"))
        elif i % 2 == 0:
            out.append((value, 2.5, f"{abs(value):g}"))
        else:
            out.append((value, 1.5, None))
    return out


def _front_target(x: float, y: float, number: int) -> list[Shape]:
    a = CROSS_ARM
    items: list[Shape] = [
        Line(x - a, y, x + a, y, CROSS_PAINT),
        Line(x, y - a, x, y + a, CROSS_PAINT),
        Text(x + 1.5, y - 1.5, str(number), 2.4, fill="#555555"),
    ]
    # Which way the numbers grow, as seen from the front: a back tick of value +t lies t mm
    # to the LEFT of the cross (the sheet is turned over) and t mm BELOW it.
    s, r = SCALE_DISTANCE, SCALE_REACH
    grey = "#555555"
    items += [
        Text(x - r - 1.5, y + s + 0.8, "X +", 2.2, fill=grey, anchor="end"),
        Text(x + r + 1.5, y + s + 0.8, "X −", 2.2, fill=grey),
        Text(x - s - 5.5, y + r + 0.8, "Y +", 2.2, fill=grey, anchor="end"),
        Text(x - s - 5.5, y - r + 0.8, "Y −", 2.2, fill=grey, anchor="end"),
    ]
    return items


def _back_scales(bx: float, by: float) -> list[Shape]:
    """The scales behind a front cross at back-page point ``(bx, by)``.

    X scale: a row of vertical ticks, the tick of value ``t`` at ``bx + t``; it lies behind
    the front's horizontal band ``SCALE_DISTANCE`` mm below the cross. Y scale: horizontal
    ticks, value ``t`` at ``by + t``, behind the band ``SCALE_DISTANCE`` mm left of the cross
    (which is to the RIGHT on the back page).
    """
    s = SCALE_DISTANCE
    items: list[Shape] = []
    base_y = by + s
    base_x = bx + s
    items.append(Line(bx - SCALE_REACH, base_y, bx + SCALE_REACH, base_y, TICK_PAINT))
    items.append(Line(base_x, by - SCALE_REACH, base_x, by + SCALE_REACH, TICK_PAINT))
    for value, length, label in _ticks():
        half = length / 2
        items.append(Line(bx + value, base_y - half, bx + value, base_y + half, TICK_PAINT))
        items.append(Line(base_x - half, by + value, base_x + half, by + value, TICK_PAINT))
        if label is not None and abs(value) in (0.0, 2.0, 4.0):
            items.append(Text(bx + value, base_y + 3.8, label, 1.5, anchor="middle"))
            items.append(Text(base_x + 2.4, by + value + 0.55, label, 1.5))
    return items


def calibration_pages(
    paper: Paper, margin: float, offset: BackOffset = NO_OFFSET
) -> tuple[Page, Page]:
    """The two pages of the duplex calibration sheet (front, back).

    Print both sides (long-edge flip), hold the sheet to the light from the front: where the
    front cross's vertical line crosses the back's X scale is the X to give to
    ``--back-offset``, where its horizontal line crosses the Y scale is the Y. With an
    ``offset`` the back's scales are moved by it, to check a value: every cross then sits on 0.
    """
    w, h = paper.width, paper.height
    front: list[Shape] = [
        Text(margin + 4.0, margin + 6.0, "Duplex calibration — front", 4.2, font="bold"),
        Text(
            margin + 4.0,
            margin + 12.0,
            "Print both sides at 100 %, flip on the long edge. Hold to the light from this side.",
            2.8,
        ),
        Text(
            margin + 4.0,
            margin + 16.5,
            "Under each vertical line read the X scale, beside each horizontal line the Y scale:",
            2.8,
        ),
        Text(
            margin + 4.0,
            margin + 21.0,
            "then print with --back-offset X,Y (mm). Every cross on 0: no offset needed.",
            2.8,
        ),
    ]
    back: list[Shape] = []
    for number, (x, y) in enumerate(targets(paper), start=1):
        front += _front_target(x, y, number)
        back += _back_scales(w - x, y)
    if not offset.is_zero:
        label = f"back moved by --back-offset {offset.x:g},{offset.y:g}"
    else:
        label = "no back offset"
    back_page = Page(
        w,
        h,
        (
            *back,
            *page_furniture(w, h, margin, f"Duplex calibration — back ({label})", 2, 2),
        ),
        label="calibration back",
    )
    front_page = Page(
        w,
        h,
        (
            *front,
            *page_furniture(w, h, margin, f"Duplex calibration — front, {paper.name}", 1, 2),
        ),
        label="calibration front",
    )
    return front_page, offset_page(back_page, offset)


def offset_card_backs(pages: list[Page], offset: BackOffset) -> list[Page]:
    """Card sheets (fronts and their back pages, labelled ``backs N``) with the backs moved.

    Refuses an offset when no card has a back.
    """
    if offset.is_zero:
        return pages
    is_back = [page.label.startswith("backs") for page in pages]
    require_backs(
        offset,
        any(is_back),
        "these cards have no back (their text fits the front) — leave --back-offset out",
    )
    return [
        offset_page(page, offset) if back else page
        for page, back in zip(pages, is_back, strict=True)
    ]
