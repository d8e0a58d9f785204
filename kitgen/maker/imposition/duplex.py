"""Duplex printing: the calibration sheet and moving every back by ``--back-offset``.

A home duplex printer lands the back a little off, the same way on every sheet: shifted, and
often turned a little too. The calibration sheet measures it: the front carries fine
crosses, the back carries scales where the crosses fall when the printer is exact. Held to
the light, each front cross line crosses the back scale at the number to give to
``--back-offset`` (see :func:`calibration_pages`); two readings at the page's far corners
(crosses 2 and 5) also give the turn (:func:`offset_from_readings`).

Coordinates of an offset are those of the back page as printed (x to the right, y down as
you look at the back side); its turn is in degrees, clockwise as you look at the back, about
the page's centre. Long-edge duplex turns the sheet over left to right, so the back page's
point ``(x, y)`` lies behind the front's ``(W - x, y)``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import _
from kitgen.maker.layout import Paper, break_lines, page_furniture, printable_area, short_number
from kitgen.maker.scene import Affine, Group, Line, Page, Paint, Shape, Text
from kitgen.maker.sheets import moved_trim

if TYPE_CHECKING:
    from kitgen.maker.sheets import DuplexSheets, Sheet

MAX_OFFSET = 5.0  # mm: home duplex printers shift 0.5–3 mm; more is a paper-path fault
MAX_TURN = 2.0  # degrees: 2 degrees already moves a corner of A4 by 6 mm
SCALE_REACH = 5.0  # the scales run ±5 mm from zero
TICK_STEP = 0.5
TICK_LABEL = 2.2  # mm (6.2 pt): the scales' numbers
CROSS_ARM = 16.0  # a front cross is 32 mm across
SCALE_DISTANCE = 9.0  # from a cross's centre to the line of its back scale
CROSS_PAINT = Paint(stroke="#000000", stroke_width=0.1)
TICK_PAINT = Paint(stroke="#000000", stroke_width=0.1)
CORNER_INSET = (45.0, 55.0)  # the four outer targets, from the page's corners (x, y)


@dataclass(frozen=True)
class BackOffset:
    """How far to move every back, in mm, in the back page's own coordinates, and how far
    to turn it (degrees, clockwise as seen on the back page) about the page's centre."""

    x: float = 0.0
    y: float = 0.0
    turn: float = 0.0

    @property
    def is_zero(self) -> bool:
        return self.x == 0.0 and self.y == 0.0 and self.turn == 0.0

    def shown(self) -> str:
        """As given to ``--back-offset``: ``1,-0.5`` or ``1,-0.5,0.12``."""
        parts = [f"{self.x:g}", f"{self.y:g}"] + ([f"{self.turn:g}"] if self.turn else [])
        return ",".join(parts)

    def transform(self, width: float, height: float) -> Affine:
        """The back page's point ``p`` to where it is drawn: ``c + R(p - c) + (x, y)``, ``c``
        the centre of a ``width`` x ``height`` page."""
        t = math.radians(self.turn)
        cos, sin = math.cos(t), math.sin(t)
        cx, cy = width / 2, height / 2
        return Affine(
            cos,
            sin,
            -sin,
            cos,
            cx - (cos * cx - sin * cy) + self.x,
            cy - (sin * cx + cos * cy) + self.y,
        )


NO_OFFSET = BackOffset()

_NUMBER = r"\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*"
BackOffsetValue = str | Sequence[float] | BackOffset | None


def parse_back_offset(value: BackOffsetValue) -> BackOffset:
    """``"X,Y"`` or ``"X,Y,DEG"`` (mm, mm, degrees), or the numbers as a tuple
    (``(1.0, -0.5)``, ``(1.0, -0.5, 0.2)``): X and Y from -5 to 5, DEG from -2 to 2;
    ``None`` is no offset."""
    if value is None:
        return NO_OFFSET
    if isinstance(value, BackOffset):
        numbers = [value.x, value.y, value.turn]
    elif isinstance(value, str):
        found = re.fullmatch(_NUMBER + "," + _NUMBER + f"(?:,{_NUMBER})?", value)
        if found is None:
            raise KitgenError(
                _(
                    "--back-offset {value} is not X,Y[,DEG] — give two numbers in mm such as "
                    "0.5,-1, and a turn in degrees if the sheet shows one (read them off "
                    "'kitgen calibrate duplex')",
                    value=cited(value),
                )
            )
        numbers = [float(g) for g in found.groups() if g is not None]
    else:
        numbers = [float(v) for v in value]
        if not 2 <= len(numbers) <= 3 or not all(math.isfinite(v) for v in numbers):
            raise KitgenError(
                _(
                    "--back-offset {value} is not X,Y[,DEG] — give two or three numbers such "
                    "as (0.5, -1) or (0.5, -1, 0.1)",
                    value=cited(value),
                )
            )
    x, y, turn = (*numbers, 0.0)[:3]
    for axis, number in (("X", x), ("Y", y)):
        # Messages written out with their own fields on purpose (``duplicates`` pairs their shape):
        # each is one sentence for the translators, with its own advice.
        if abs(number) > MAX_OFFSET:
            raise KitgenError(
                _(
                    "--back-offset {axis} = {number} mm is more than {most} mm — a printer "
                    "that far off needs its paper guides set; give -5 to 5 mm",
                    axis=axis,
                    number=short_number(number),
                    most=short_number(MAX_OFFSET),
                )
            )
    if abs(turn) > MAX_TURN:
        raise KitgenError(
            _(
                "--back-offset turns the backs {turn} degrees, more than {most} — a printer "
                "that skews that much needs its paper guides set; give -2 to 2 degrees",
                turn=short_number(turn),
                most=short_number(MAX_TURN),
            )
        )
    return BackOffset(x + 0.0, y + 0.0, turn + 0.0)


def offset_from_readings(readings: Sequence[float], paper: Paper) -> BackOffset:
    """The offset that puts every cross on 0, from the readings ``X2, Y2, X5, Y5`` at the
    calibration sheet's crosses 2 (top left, seen from the front) and 5 (bottom right).

    Each reading is the correction at its cross, as seen on the back page: cross 2 lies
    behind back point ``A = (W - ix, iy)``, cross 5 behind ``B = (ix, H - iy)``. A turn
    ``R`` about the centre and a move ``t`` correct ``A`` by ``(R - I)(A - c) + t``: the
    turn takes ``A - B`` to ``A - B`` plus the difference of the two readings, and ``t``
    is their mean (``A`` and ``B`` lie either side of the centre ``c``).
    """
    if len(readings) != 4:
        raise KitgenError(
            _(
                "--readings takes four numbers, X2,Y2,X5,Y5 (the X and Y read at crosses 2 and "
                "5), not {count}",
                count=len(readings),
            )
        )
    x2, y2, x5, y5 = (float(v) for v in readings)
    (ax, ay), (bx, by) = _back_point(paper, 1), _back_point(paper, 4)
    ux, uy = ax - bx, ay - by
    vx, vy = ux + x2 - x5, uy + y2 - y5
    turn = math.degrees(math.atan2(ux * vy - uy * vx, ux * vx + uy * vy))
    return parse_back_offset(
        (round((x2 + x5) / 2, 2) + 0.0, round((y2 + y5) / 2, 2) + 0.0, round(turn, 2) + 0.0)
    )


def _back_point(paper: Paper, index: int) -> tuple[float, float]:
    """The back page's point behind the front's cross ``index`` (0: the centre)."""
    x, y = targets(paper)[index]
    return paper.width - x, y


def _stays(item: Shape) -> bool:
    """Page furniture (footer text, the scale bar) stays where the printer margin allows."""
    return isinstance(item, Text) or (isinstance(item, Group) and item.name == "scale-bar")


def _moved(items: tuple[Shape, ...], move: Affine, turn: float) -> Group:
    return Group(items, move.e, move.f, name="back-offset", angle=turn)


def offset_page(page: Page, offset: BackOffset) -> Page:
    """``page`` with its pieces, marks and trim box moved by ``offset`` (furniture stays)."""
    if offset.is_zero:
        return page
    move = offset.transform(page.width, page.height)
    moving = tuple(item for item in page.items if not _stays(item))
    staying = tuple(item for item in page.items if _stays(item))
    moved = _moved(moving, move, offset.turn)
    return replace(page, items=(moved, *staying), trim=moved_trim(page.trim, move))


def offset_sheet(sheet: Sheet, offset: BackOffset, width: float, height: float) -> Sheet:
    """One back side (no furniture yet) of a ``width`` x ``height`` sheet, with everything
    on it moved by ``offset``."""
    if offset.is_zero:
        return sheet
    move = offset.transform(width, height)
    moved = _moved(sheet.items, move, offset.turn)
    return replace(sheet, items=(moved,), trim=moved_trim(sheet.trim, move))


def offset_duplex(sheets: DuplexSheets, offset: BackOffset, paper: Paper) -> DuplexSheets:
    """``sheets`` with every back moved by ``offset``; the fronts stay."""
    if offset.is_zero:
        return sheets
    backs = tuple(offset_sheet(back, offset, paper.width, paper.height) for back in sheets.backs)
    return replace(sheets, backs=backs)


# --- keeping the printer margin -----------------------------------------------------------


@dataclass(frozen=True)
class Room:
    """Extra room, mm, kept free inside the printable area on each side of a front, so
    that the backs behind it, once moved by a back offset, stay inside the margin."""

    left: float = 0.0
    top: float = 0.0
    right: float = 0.0
    bottom: float = 0.0


NO_ROOM = Room()


def overflow(
    items: tuple[Shape, ...], symbols: dict[str, tuple[Shape, ...]], paper: Paper, margin: float
) -> Room:
    """How far what ``items`` print reaches past the printable area on each side (0 where
    it stays inside)."""
    from kitgen.maker.poster import extent

    if not items:
        return NO_ROOM
    x0, y0, x1, y1 = extent(items, symbols)
    area = printable_area(paper.width, paper.height, margin)
    return Room(
        max(0.0, area.x - x0),
        max(0.0, area.y - y0),
        max(0.0, x1 - area.right),
        max(0.0, y1 - area.bottom),
    )


def within_margin(
    plan: Callable[[Room], DuplexSheets], paper: Paper, margin: float, offset: BackOffset
) -> DuplexSheets:
    """The sheets ``plan(room)`` lays out, with every back moved by ``offset``, planned with
    as much extra room as keeps the moved backs inside the printer margin (none when they
    stay inside as they are: the fronts do not move then).

    A back reaching past the left edge needs room on the right of its front: the sheet is
    turned over on its long edge.
    """
    room = NO_ROOM
    sheets = offset_duplex(plan(room), offset, paper)
    for _attempt in range(6):
        worst = NO_ROOM
        for back in sheets.backs:
            over = overflow(back.items, back.symbols, paper, margin)
            worst = Room(*(max(a, b) for a, b in zip(_sides(worst), _sides(over), strict=True)))
        if max(_sides(worst)) < 0.005:
            return sheets
        room = Room(
            room.left + worst.right + 0.01,
            room.top + worst.top + 0.01,
            room.right + worst.left + 0.01,
            room.bottom + worst.bottom + 0.01,
        )
        sheets = offset_duplex(plan(room), offset, paper)
    return sheets


def _sides(room: Room) -> tuple[float, float, float, float]:
    return room.left, room.top, room.right, room.bottom


def margin_warning(pages: Sequence[Page], paper: Paper, margin: float) -> str | None:
    """What to tell the user when a moved back (a page labelled ``backs N``) prints inside
    the printer margin, or ``None``."""
    from kitgen.maker.poster import extent

    nearest = math.inf
    for page in pages:
        if not page.label.startswith("backs"):
            continue
        moving = tuple(item for item in page.items if not _stays(item))
        if not moving:
            continue
        x0, y0, x1, y1 = extent(moving, page.symbols)
        nearest = min(nearest, x0, y0, paper.width - x1, paper.height - y1)
    if nearest >= margin - 0.005:
        return None
    return _(
        "--back-offset brings the backs to {nearest} mm from the paper's edge, inside the "
        "{margin} mm --margin: a printer that cannot print there clips them — give --margin "
        "{wider} to keep them clear",
        nearest=f"{max(nearest, 0.0):.1f}".replace(".", short_number(0.5)[1]),
        margin=short_number(margin),
        wider=short_number(math.ceil((2 * margin - nearest) * 10) / 10),
    )


def require_backs(offset: BackOffset, has_backs: bool, how: str) -> None:
    """Refuse an offset for a print with no backs to move."""
    if not offset.is_zero and not has_backs:
        raise KitgenError(
            _("--back-offset moves the backs, and this print has none — {how}", how=how)
        )


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
            items.append(Text(bx + value, base_y + 4.4, label, TICK_LABEL, anchor="middle"))
            items.append(Text(base_x + 2.4, by + value + 0.8, label, TICK_LABEL))
    return items


CALIBRATION_COLUMN = 120.0  # mm: the instructions' column, clear of the top crosses' arms
CALIBRATION_LINES = 5  # lines the instructions may take above the crosses


def _calibration_steps(x: float, y: float, width: float) -> list[Shape]:
    """How to print and read the sheet: in a column clear of the top crosses, or across the
    page (smaller if need be, never under 6 pt) when a language needs more room."""
    from kitgen.maker.layout import MIN_TEXT

    paragraphs = [
        text.split()
        for text in (
            _(
                "Print both sides at 100 %, flip on the long edge. Hold to the light from this "
                "side."
            ),
            _(
                "Under each vertical line read the X scale, beside each horizontal line the Y "
                "scale: then print with --back-offset X,Y (mm). Every cross on 0: no offset "
                "needed."
            ),
            _(
                "Crosses 2 and 5 read differently? The back is turned: run kitgen calibrate "
                "duplex --readings X2,Y2,X5,Y5 with the four numbers read there, for "
                "--back-offset X,Y,DEG."
            ),
        )
    ]

    def broken(size: float, width: float) -> list[str]:  # each paragraph on a line of its own
        return [line for words in paragraphs for line in break_lines(words, size, width)]

    size = 2.8
    lines = broken(size, CALIBRATION_COLUMN)
    if len(lines) > CALIBRATION_LINES:
        lines = broken(size, width)
    while len(lines) > CALIBRATION_LINES and size > MIN_TEXT:
        size = max(MIN_TEXT, size - 0.1)
        lines = broken(size, width)
    step = 4.5 if size == 2.8 else 1.6 * size
    return [Text(x, y + i * step, line, size) for i, line in enumerate(lines)]


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
    heading = _("Duplex calibration — front")
    front: list[Shape] = [
        Text(margin + 4.0, margin + 6.0, heading, 4.2, font="bold"),
        *_calibration_steps(margin + 4.0, margin + 12.0, w - 2 * margin - 8.0),
    ]
    back: list[Shape] = []
    for number, (x, y) in enumerate(targets(paper), start=1):
        front += _front_target(x, y, number)
        back += _back_scales(w - x, y)
    if not offset.is_zero:
        label = _("back moved by --back-offset {offset}", offset=offset.shown())
    else:
        label = _("no back offset")
    back_page = Page(
        w,
        h,
        (
            *back,
            *page_furniture(
                w, h, margin, _("Duplex calibration — back ({label})", label=label), 2, 2
            ),
        ),
        label="calibration back",
    )
    front_page = Page(
        w,
        h,
        (
            *front,
            *page_furniture(
                w, h, margin, _("Duplex calibration — front, {paper}", paper=paper.name), 1, 2
            ),
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
        _("these cards have no back (their text fits the front) — leave --back-offset out"),
    )
    return [
        offset_page(page, offset) if back else page
        for page, back in zip(pages, is_back, strict=True)
    ]
