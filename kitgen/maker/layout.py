"""Sheets and imposition: papers, grids of pieces, crop marks, cut guides, scale bars, footers.

Pure geometry in millimetres; produces scene shapes (``kitgen.maker.scene``). Backends never do
layout arithmetic.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.errors import KitgenError, chosen
from kitgen.core.messages import N_, _
from kitgen.maker.scene import BLACK, Group, Line, Paint, Rect, Shape, Text

if TYPE_CHECKING:
    import pyphen

MARK_INK = "#000000"
HAIRLINE = 0.15
#: Crop marks and cut guides (:func:`crop_marks`): they start this far outside the bleed (or
#: the trim, where there is none) and are this long; a card sheet's are shorter.
MARK_CLEARANCE = 1.0
#: mm: every value printed on a piece (a tile's points, a token's name) stays this far inside
#: its trim, so a cut or a punch 1.5 mm off clips none of it.
VALUE_INSET = 2.0
MARK_LENGTH = 4.0
CARD_MARK_LENGTH = 2.5


@dataclass(frozen=True)
class Paper:
    key: str
    name: str
    width: float
    height: float


PAPERS: dict[str, Paper] = {
    "a4": Paper("a4", "A4", 210.0, 297.0),
    "letter": Paper("letter", "US Letter", 215.9, 279.4),
}


def paper(key: str) -> Paper:
    return chosen("paper", key, PAPERS)


# Records of their own fields and what follows from them, alike in shape to others
# (``duplicates`` pairs them); so are the messages below with their own sizes.
@dataclass(frozen=True)
class Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def inset(
        self,
        left: float,
        top: float | None = None,
        right: float | None = None,
        bottom: float | None = None,
    ) -> Box:
        top = left if top is None else top
        right = left if right is None else right
        bottom = top if bottom is None else bottom
        return Box(
            self.x + left, self.y + top, self.width - left - right, self.height - top - bottom
        )


@dataclass(frozen=True)
class Grid:
    """``cols`` x ``rows`` cells of ``cell_w`` x ``cell_h`` with ``gap`` between them."""

    x: float
    y: float
    cell_w: float
    cell_h: float
    gap: float
    cols: int
    rows: int

    @property
    def capacity(self) -> int:
        return self.cols * self.rows

    @property
    def width(self) -> float:
        return self.cols * self.cell_w + (self.cols - 1) * self.gap

    @property
    def height(self) -> float:
        return self.rows * self.cell_h + (self.rows - 1) * self.gap

    @property
    def box(self) -> tuple[float, float, float, float]:
        """``(x, y, width, height)``: the block of cells, what is left after trimming."""
        return (self.x, self.y, self.width, self.height)

    def used(self, count: int) -> Grid:
        """The grid cut down to the rows and columns ``count`` pieces fill, row by row."""
        cols = min(self.cols, max(count, 1))
        rows = max(1, -(-count // self.cols))
        return Grid(self.x, self.y, self.cell_w, self.cell_h, self.gap, cols, rows)

    def cell(self, index: int) -> tuple[float, float]:
        """Top-left corner of cell ``index``, counted row by row."""
        row, col = divmod(index, self.cols)
        return (self.x + col * (self.cell_w + self.gap), self.y + row * (self.cell_h + self.gap))

    def column_edges(self) -> list[float]:
        """x of every vertical cut line (left and right edge of each column, deduplicated)."""
        return _edges(self.x, self.cell_w, self.gap, self.cols)

    def row_edges(self) -> list[float]:
        """y of every horizontal cut line (top and bottom edge of each row, deduplicated)."""
        return _edges(self.y, self.cell_h, self.gap, self.rows)


def _edges(start: float, cell: float, gap: float, count: int) -> list[float]:
    """Both edges of ``count`` cells ``gap`` apart from ``start``; butted edges once."""
    edges: list[float] = []
    for i in range(count):
        low = start + i * (cell + gap)
        for edge in (low, low + cell):
            if not edges or abs(edges[-1] - edge) > 1e-9:
                edges.append(edge)
    return edges


def fit_grid(area: Box, cell_w: float, cell_h: float, gap: float, what: str) -> Grid:
    """The largest grid of cells that fits ``area``, centred in it."""
    cols = math.floor((area.width + gap + 1e-9) / (cell_w + gap))
    rows = math.floor((area.height + gap + 1e-9) / (cell_h + gap))
    if cols < 1 or rows < 1:
        raise KitgenError(
            _(
                "{what} of {width} × {height} mm does not fit the printable area of "
                "{area_width} × {area_height} mm — use a smaller size or a larger sheet",
                what=what,
                width=short_number(cell_w),
                height=short_number(cell_h),
                area_width=short_number(area.width),
                area_height=short_number(area.height),
            )
        )
    width = cols * cell_w + (cols - 1) * gap
    height = rows * cell_h + (rows - 1) * gap
    return Grid(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        cell_w,
        cell_h,
        gap,
        cols,
        rows,
    )


@dataclass(frozen=True)
class HexPacking:
    """Circle centres in rows, every other row shifted half a pitch: the tightest packing."""

    centres: tuple[tuple[float, float], ...]
    pitch: float

    @property
    def capacity(self) -> int:
        return len(self.centres)


def hex_grid(
    area: Box, diameter: float, gap: float, *, ragged: bool = False, centred: bool = False
) -> HexPacking:
    """Circles of ``diameter``, ``gap`` apart, packed hexagonally in ``area`` (none when not
    one fits), row by row from the top-left: the centres sit ``pitch`` = ``diameter + gap``
    apart in a row, rows ``pitch × √3/2`` apart, every other row shifted half a pitch.

    Every row holds as many circles as the shifted rows, a block with straight sides; with
    ``ragged`` each row holds as many as fit it (a row not shifted may hold one more).
    ``centred``: the block is centred in ``area``, else it starts at its top-left corner.
    The one hex packer of kitgen: paper tokens (:func:`hex_packing`) and laser discs
    (``kitgen.maker.laser.circles``).
    """
    pitch = diameter + gap
    step = pitch * math.sqrt(3) / 2
    rows = max(0, math.floor((area.height - diameter + 1e-9) / step) + 1)
    shift = pitch / 2 if rows > 1 else 0.0

    def fitting(offset: float) -> int:
        return max(0, math.floor((area.width - diameter - offset + 1e-9) / pitch) + 1)

    cols = fitting(shift)
    counts = (fitting(0.0), fitting(shift)) if ragged else (cols, cols)
    x0, y0 = area.x + diameter / 2, area.y + diameter / 2
    if centred:
        x0 += (area.width - (diameter + (cols - 1) * pitch + shift)) / 2
        y0 += (area.height - (diameter + (rows - 1) * step)) / 2
    centres: list[tuple[float, float]] = []
    for r in range(rows):
        x, y = x0 + (shift if r % 2 else 0.0), y0 + r * step
        for _slot in range(counts[r % 2]):
            centres.append((x, y))
            x += pitch
    return HexPacking(tuple(centres), pitch)


def hex_packing(area: Box, diameter: float, gap: float, what: str) -> HexPacking:
    """As many circles of ``diameter`` (``gap`` apart) as fit ``area``, centred in it, every
    row as long (:func:`hex_grid`). Raises :class:`KitgenError` when not one fits."""
    packing = hex_grid(area, diameter, gap, centred=True)
    if not packing.centres:
        raise KitgenError(
            _(
                "{what} of {diameter} mm does not fit the printable area of "
                "{area_width} × {area_height} mm — use a smaller size or a larger sheet",
                what=what,
                diameter=short_number(diameter),
                area_width=short_number(area.width),
                area_height=short_number(area.height),
            )
        )
    return packing


def crop_marks(grid: Grid, clearance: float, length: float) -> list[Shape]:
    """Short lines outside the grid, in line with every column and row edge.

    ``clearance`` is the space left between the grid and the start of each mark (at least
    the bleed, so marks never touch the artwork). For butted pieces (magnet sheets) they are
    the cut guides: a ruler laid on two opposite marks cuts a whole row or column at once.
    Pass the grid cut down to the pieces on the page (``Grid.used``): no marks for empty rows.
    """
    paint = Paint(stroke=MARK_INK, stroke_width=HAIRLINE)
    top, bottom = grid.y - clearance, grid.y + grid.height + clearance
    left, right = grid.x - clearance, grid.x + grid.width + clearance
    marks: list[Shape] = []
    for x in grid.column_edges():
        marks.append(Line(x, top - length, x, top, paint))
        marks.append(Line(x, bottom, x, bottom + length, paint))
    for y in grid.row_edges():
        marks.append(Line(left - length, y, left, y, paint))
        marks.append(Line(right, y, right + length, y, paint))
    return marks


SCALE_BAR_LENGTH = 50.0
SCALE_BAND = 13.0  # height reserved at the foot of a page for the scale bar and footer
CONTENT_GAP = 3.0  # clear space between the content and the scale bar


@dataclass(frozen=True)
class PageWords:
    """The print instructions every page carries, in one language (English by default).

    ``scale_bar`` and ``scale_end`` take ``{length}``; ``page`` takes ``{page}`` and
    ``{pages}``. Rule cards and score sheets pass their language's words.
    """

    scale_bar: str = N_(
        "This bar must measure {length} mm when printed at 100 % (actual size, no fit-to-page)."
    )
    scale_end: str = N_("{length} mm")
    page: str = N_("page {page} of {pages}")


ENGLISH_PAGE_WORDS = PageWords()


def page_words() -> PageWords:
    """The print instructions in the language in use (the catalogue's; English as above)."""
    from kitgen.core.messages import _

    english = ENGLISH_PAGE_WORDS
    return PageWords(_(english.scale_bar), _(english.scale_end), _(english.page))


def short_number(value: float) -> str:
    """``value`` as ``:g`` writes it, with the decimal mark of the language in use (0,5)."""
    from kitgen.core.wording import short

    return short(value)


def fit_size(text: str, size: float, width: float, font: str = "regular") -> float:
    """``size``, or smaller so that ``text`` is at most ``width`` mm wide, never under 6 pt
    (:data:`MIN_TEXT`): a text that needs less is broken into lines instead."""
    from kitgen.maker.render.fonts import text_width

    wide = text_width(text, size, font)
    return size if wide <= width else max(MIN_TEXT, size * width / wide)


def _wrap_plain(text: str, size: float, width: float) -> list[str]:
    """Greedy word wrap at ``size`` mm into lines no wider than ``width`` mm (at least one)."""
    return break_lines(text.split(), size, width) or [""]


def break_lines(words: list[str], size: float, width: float, font: str = "regular") -> list[str]:
    """``words`` set greedily into lines at most ``width`` mm wide at ``size`` mm.

    A word wider than a line by itself is hyphenated where the language in use allows
    (pyphen's dictionaries, :func:`hyphenate`), so long Estonian and Icelandic compounds
    stay inside their box."""
    from kitgen.maker.render.fonts import text_width

    lines: list[str] = []
    for word in words:
        if lines and text_width(f"{lines[-1]} {word}", size, font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        elif text_width(word, size, font) <= width:
            lines.append(word)
        else:
            lines.extend(hyphenate(word, size, width, font))
    return lines


def hyphenate(word: str, size: float, width: float, font: str = "regular") -> list[str]:
    """``word`` cut into pieces at most ``width`` mm wide, each but the last ending in a
    hyphen: at the hyphenation points of the language in use (pyphen), at the word's own
    hyphens, or, where a piece still has none, between two letters."""
    from kitgen.maker.render.fonts import text_width

    pieces: list[str] = []
    rest = word
    while text_width(rest, size, font) > width:
        cut = _last_fitting_break(rest, size, width, font)
        head, rest = rest[:cut], rest[cut:]
        pieces.append(head if head.endswith("-") else head + "-")
    return [*pieces, rest]


def _last_fitting_break(word: str, size: float, width: float, font: str) -> int:
    """Where to cut ``word`` so that its head and a hyphen fit ``width``: the last good
    point that fits, else as many letters as fit (at least one)."""
    from kitgen.maker.render.fonts import text_width

    def fits(i: int) -> bool:
        head = word[:i]
        return text_width(head if head.endswith("-") else head + "-", size, font) <= width

    points = [i + 1 for i, ch in enumerate(word[:-1]) if ch == "-"]
    points += _hyphen_points(word)
    good = [i for i in sorted(set(points)) if 0 < i < len(word) and fits(i)]
    if good:
        return good[-1]
    letters = [i for i in range(1, len(word)) if fits(i)]
    return letters[-1] if letters else 1


def _hyphen_points(word: str) -> list[int]:
    """The positions where the language in use may break ``word`` (pyphen, with the
    dictionary its ``language.json`` names as ``hyphenation``: English en_GB, as kitgen
    writes)."""
    from kitgen.core.messages import language, language_data

    return list(_dictionary(str(language_data(language())["hyphenation"])).positions(word))


@functools.cache
def _dictionary(code: str) -> pyphen.Pyphen:
    import pyphen

    return pyphen.Pyphen(lang=code)


def scale_bar(
    x: float,
    y: float,
    length: float = SCALE_BAR_LENGTH,
    words: PageWords | None = None,
    room: float | None = None,
) -> Group:
    """A bar ``length`` mm long in 10 mm segments, with the print-at-100 % instruction.

    The instruction wraps onto a second line when it is wider than ``room`` mm.
    """
    words = page_words() if words is None else words
    segment = 10.0
    height = 2.0
    items: list[Shape] = []
    for i in range(round(length / segment)):
        fill = BLACK if i % 2 == 0 else "#FFFFFF"
        items.append(Rect(x + i * segment, y, segment, height, Paint(fill=fill)))
    items.append(Rect(x, y, length, height, Paint(stroke=BLACK, stroke_width=0.2)))
    items.append(Text(x, y + height + 3.0, "0", 2.4))
    end = words.scale_end.format(length=f"{length:g}")
    items.append(Text(x + length, y + height + 3.0, end, 2.4, anchor="end"))
    sentence = words.scale_bar.format(length=f"{length:g}")
    lines = [sentence] if room is None else _wrap_plain(sentence, 2.6, room)
    for n, line in enumerate(lines):
        items.append(Text(x + length + 3.0, y + 2.0 + n * 3.2, line, 2.6))
    return Group(tuple(items), name="scale-bar")


def page_furniture(
    width: float,
    height: float,
    margin: float,
    title: str,
    page_no: int,
    pages: int,
    words: PageWords | None = None,
) -> list[Shape]:
    """The scale bar and the footer every page carries, inside the printer margin, in the
    language in use unless ``words`` are given. A title too long for the footer beside the
    page number is set smaller, never under 6 pt."""
    from kitgen.maker.render.fonts import text_width

    words = page_words() if words is None else words
    bar_y = height - margin - SCALE_BAND + CONTENT_GAP
    footer_y = height - margin - 0.8
    number = words.page.format(page=page_no, pages=pages)
    room = width - 2 * margin - text_width(number, FOOTER_SIZE) - FOOTER_GAP
    size = FOOTER_SIZE
    if title and text_width(title, size) > room:
        size = max(MIN_TEXT, size * room / text_width(title, size))
    return [
        scale_bar(margin, bar_y, words=words, room=width - 2 * margin - SCALE_BAR_LENGTH - 3.0),
        Text(margin, footer_y, title, size, fill="#333333"),
        Text(width - margin, footer_y, number, FOOTER_SIZE, fill="#333333", anchor="end"),
    ]


FOOTER_SIZE = 2.6  # mm (7.4 pt): the footer's title and page number
FOOTER_GAP = 4.0  # mm kept clear between the footer's title and the page number
#: The smallest type kitgen sets on a sheet: 6 pt, in mm.
MIN_TEXT = 6.0 * 25.4 / 72


#: The widest printer margin kitgen takes, in mm (``--margin``).
MAX_MARGIN = 50.0


def printable_area(width: float, height: float, margin: float) -> Box:
    """The page less the printer margin and the band for the scale bar and footer."""
    if not 0 <= margin <= MAX_MARGIN:  # also refuses nan
        raise KitgenError(
            _(
                "--margin {margin} mm is out of range — give the printer margin, from 0 to "
                "{most} mm",
                margin=short_number(margin),
                most=short_number(MAX_MARGIN),
            )
        )
    area = Box(margin, margin, width - 2 * margin, height - 2 * margin - SCALE_BAND)
    if area.width <= 0 or area.height <= 0:
        raise KitgenError(
            _(
                "a printer margin of {margin} mm leaves no room on the page — use a smaller "
                "--margin",
                margin=short_number(margin),
            )
        )
    return area
