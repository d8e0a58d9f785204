"""Sheets of printed pieces before they become numbered pages: fronts, their duplex backs, and
the three files made from them (both sides interleaved, fronts only, backs only).

A ``Sheet`` is one side of one sheet of paper without its footer: the footer's "page n of N"
depends on the file the side goes into, so pages are numbered only when a file is made.
Generic: the kits' plain sheets (``kitgen.maker.kits``) and the impositions
(``kitgen.maker.imposition``) build on it alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from kitgen.maker.layout import Box, Paper, break_lines, page_furniture
from kitgen.maker.scene import Affine, Page, Shape, Text

T = TypeVar("T")


@dataclass(frozen=True)
class Sheet:
    """One side of one sheet: its shapes, the footer's title, and its trim (see ``Page``)."""

    items: tuple[Shape, ...]
    title: str
    label: str
    symbols: dict[str, tuple[Shape, ...]] = field(default_factory=dict)
    trim: tuple[float, float, float, float] | None = None
    bleed: float = 0.0


def number_pages(sheets: Sequence[Sheet], paper: Paper, margin: float) -> tuple[Page, ...]:
    """The sheets as the pages of one file: each with the scale bar and "page n of N"."""
    total = len(sheets)
    return tuple(
        Page(
            paper.width,
            paper.height,
            (
                *sheet.items,
                *page_furniture(paper.width, paper.height, margin, sheet.title, n, total),
            ),
            sheet.symbols,
            sheet.label,
            sheet.trim,
            sheet.bleed,
        )
        for n, sheet in enumerate(sheets, start=1)
    )


def moved_trim(
    trim: tuple[float, float, float, float] | None, move: Affine
) -> tuple[float, float, float, float] | None:
    """The box round ``trim`` once moved (and turned) by ``move``."""
    if trim is None:
        return None
    x, y, w, h = trim
    corners = [move.apply(px, py) for px in (x, x + w) for py in (y, y + h)]
    left, top = min(p[0] for p in corners), min(p[1] for p in corners)
    return (left, top, max(p[0] for p in corners) - left, max(p[1] for p in corners) - top)


def mirrored_trim(
    trim: tuple[float, float, float, float] | None, width: float
) -> tuple[float, float, float, float] | None:
    """The trim box behind ``trim`` once the sheet is flipped on its long edge."""
    return moved_trim(trim, Affine(-1.0, 0.0, 0.0, 1.0, width, 0.0))


@dataclass(frozen=True)
class DuplexSheets:
    """Fronts and, when backs are printed, one back behind each front (same order)."""

    fronts: tuple[Sheet, ...]
    backs: tuple[Sheet, ...] = ()

    def interleaved(self, paper: Paper, margin: float) -> tuple[Page, ...]:
        """Front, back, front, back…: the order a duplex printer wants."""
        if not self.backs:
            return number_pages(self.fronts, paper, margin)
        pairs = zip(self.fronts, self.backs, strict=True)
        return number_pages([side for pair in pairs for side in pair], paper, margin)

    def fronts_only(self, paper: Paper, margin: float) -> tuple[Page, ...]:
        """The fronts alone: print them, turn the stack over, then print the backs."""
        return number_pages(self.fronts, paper, margin)

    def backs_only(self, paper: Paper, margin: float) -> tuple[Page, ...]:
        return number_pages(self.backs, paper, margin)


def batches(items: list[T], capacity: int) -> list[list[T]]:
    """``items`` a sheet at a time, ``capacity`` to a sheet (no items: one empty sheet)."""
    return [items[i : i + capacity] for i in range(0, len(items), capacity)] or [[]]


def sided_batches(
    items: list[T], capacity: int, what: str, backs: bool
) -> list[tuple[list[T], str, str]]:
    """The pieces of each sheet of a set printed with ``backs`` or without, and the sheet's
    front and back titles (:func:`side_titles`)."""
    sheets = batches(items, capacity)
    titles = side_titles(what, len(sheets), backs)
    return [(batch, front, back) for batch, (front, back) in zip(sheets, titles, strict=True)]


def side_titles(what: str, count: int, backs: bool) -> list[tuple[str, str]]:
    """Footer titles ``(front, back)`` of sheet 1..count: the same in every file."""
    from kitgen.core.messages import _

    titles = []
    for n in range(1, count + 1):
        if backs:
            front = _("{what}, sheet {n} of {count}, fronts", what=what, n=n, count=count)
        else:
            front = _("{what}, sheet {n} of {count}", what=what, n=n, count=count)
        back = _(
            "{what}, sheet {n} of {count}, backs (flip on the long edge)",
            what=what,
            n=n,
            count=count,
        )
        titles.append((front, back))
    return titles


def magnet_title(kit: str, n: int, count: int, paper: Paper) -> str:
    """The footer title of magnet sheet ``n`` of ``count`` (of tiles or of tokens)."""
    from kitgen.core.messages import _

    return _(
        "{kit} — magnet sheet {n} of {count}, {paper}",
        kit=kit,
        n=n,
        count=count,
        paper=paper.name,
    )


HEADER_SIZE = 3.2  # mm (9 pt): the instructions at the top of a sheet
HEADER_LEADING = 4.4
HEADER_INK = "#333333"


def header_lines(text: str, width: float, size: float = HEADER_SIZE) -> list[str]:
    """``text`` broken at spaces into lines at most ``width`` mm wide at type ``size`` (a word
    wider than a line hyphenated, :func:`kitgen.maker.layout.break_lines`)."""
    return break_lines(text.split(" "), size, width)


def header_height(lines: int) -> float:
    """The room ``lines`` lines of instructions take at the top of a sheet, with a gap below."""
    return HEADER_LEADING * lines + 3.0


def header(area: Box, text: str) -> tuple[tuple[Shape, ...], float]:
    """The instructions at the top of ``area`` and the height they take."""
    lines = header_lines(text, area.width)
    items = tuple(
        Text(area.x, area.y + 3.4 + i * HEADER_LEADING, line, HEADER_SIZE, fill=HEADER_INK)
        for i, line in enumerate(lines)
    )
    return items, header_height(len(lines))
