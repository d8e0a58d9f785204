"""Flowing a card's blocks over its sides, and where a side may end.

- A side never ends mid-sentence: a paragraph breaks only after a line that ends a sentence;
  a bullet item, a table or a drawing never breaks (``Unit.keep_with_next``).
- A heading never ends a side: it keeps with what follows it.
- A section (a heading and everything up to the next heading) that does not fit the rest of
  a side but fits a whole side starts on the next side.
- A section longer than a whole side starts where it is; on the next side it goes on under
  its heading again, marked as continued in the card's language (``continued``, e.g.
  ``"{heading} (continued)"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NoReturn

from kitgen.core.errors import cited
from kitgen.core.messages import n_
from kitgen.core.wording import decimal
from kitgen.maker.cards.flow import Block, Heading, Overflow, Placed, Style, Unit
from kitgen.maker.layout import Box
from kitgen.maker.scene import Shape

Chunk = list[Unit]  # units that stand on one side together


@dataclass
class Flowed:
    """What landed in one box: placed lines and other shapes."""

    box: Box
    placed: list[Placed] = field(default_factory=list)
    shapes: list[Shape] = field(default_factory=list)


@dataclass(frozen=True)
class Section:
    heading: Heading | None
    units: list[Unit]


def sections(blocks: Sequence[Block], width: float, style: Style) -> list[Section]:
    """The blocks as sections, each a heading and the blocks up to the next heading."""
    result: list[Section] = []
    for block in blocks:
        units = block.units(width, style)
        if isinstance(block, Heading) or not result:
            result.append(Section(block if isinstance(block, Heading) else None, units))
        else:
            result[-1].units.extend(units)
    return result


def chunks(units: Sequence[Unit]) -> list[Chunk]:
    """The units grouped so that each ``keep_with_next`` unit is with the one after it."""
    result: list[Chunk] = []
    joining = False
    for unit in units:
        if joining:
            result[-1].append(unit)
        else:
            result.append([unit])
        joining = unit.keep_with_next
    return result


class _Sides:
    """The sides being filled, one after another."""

    def __init__(self, boxes: Sequence[Box], style: Style, continued: str) -> None:
        self.boxes = boxes
        self.style = style
        self.continued = continued
        self.result: list[Flowed] = []
        self.y = 0.0
        self.empty = True

    @property
    def box(self) -> Box:
        return self.result[-1].box

    def next_side(self) -> bool:
        """Start the next side; ``False`` when the card has no more."""
        if len(self.result) >= len(self.boxes):
            return False
        box = self.boxes[len(self.result)]
        self.result.append(Flowed(box))
        self.y = box.y
        self.empty = True
        return True

    def height(self, units: Sequence[Unit], at_top: bool) -> float:
        return sum(
            u.height + (0.0 if at_top and n == 0 else u.space_before) for n, u in enumerate(units)
        )

    def fits(self, units: Sequence[Unit]) -> bool:
        return self.y + self.height(units, self.empty) <= self.box.bottom + 1e-9

    def fits_a_whole_side(self, units: Sequence[Unit]) -> bool:
        return self.height(units, True) <= self.box.height + 1e-9

    def place(self, units: Sequence[Unit], what: str) -> None:
        out = self.result[-1]
        for unit in units:
            self.y += 0.0 if self.empty else unit.space_before
            try:
                placed, shapes = unit.draw(self.box.x, self.y, self.box.width)
            except Overflow as err:
                raise Overflow(f"{what}: {err}") from None
            out.placed.extend(placed)
            out.shapes.extend(shapes)
            self.y += unit.height
            self.empty = False

    def continued_heading(self, heading: Heading) -> list[Unit]:
        text = self.continued.format(heading=heading.text)
        return Heading(text, name=heading.name).units(self.box.width, self.style)


def flow(
    blocks: Sequence[Block],
    boxes: Sequence[Box],
    style: Style,
    what: str,
    continued: str = "{heading} (continued)",
) -> list[Flowed]:
    """Fill ``boxes`` (the sides, in order) with ``blocks``; :class:`Overflow` when they run
    out. Space before a unit is dropped at the top of a side. Returns one :class:`Flowed`
    per side used."""
    if any(abs(box.width - boxes[0].width) > 1e-9 for box in boxes):
        raise ValueError("all boxes of one flow must have the same width")
    try:
        parts = sections(blocks, boxes[0].width, style)
    except Overflow as err:
        raise Overflow(f"{what}: {err}") from None
    sides = _Sides(boxes, style, continued)
    sides.next_side()
    for s, section in enumerate(parts):
        pending = chunks(section.units)
        whole = [u for chunk in pending for u in chunk]
        # A section that fits a side of its own but not the rest of this one starts on the next.
        move = not sides.empty and not sides.fits(whole) and sides.fits_a_whole_side(whole)
        if move and not sides.next_side():
            _overflow(what, boxes, pending, parts[s + 1 :])
        started = False
        while pending:
            if sides.fits(pending[0]):
                sides.place(pending.pop(0), what)
                started = True
                continue
            if sides.empty or not sides.next_side():
                # Taller than a whole side, or no side left.
                _overflow(what, boxes, pending, parts[s + 1 :])
            if started and section.heading is not None:
                pending[0] = [*sides.continued_heading(section.heading), *pending[0]]
    return sides.result


def _overflow(
    what: str, boxes: Sequence[Box], pending: list[Chunk], later: Sequence[Section]
) -> NoReturn:
    units = [u for chunk in pending for u in chunk] + [u for s in later for u in s.units]
    rest = sum(u.height + u.space_before for u in units)
    # Name the block that overflowed, not a heading kept with it.
    culprit = next((u for u in units if not u.keep_with_next), units[0])
    last = boxes[-1]
    raise Overflow(
        n_(
            "{what}: box {block} does not fit — {rest} mm of text is left over after {n} text "
            "area of {width} × {height} mm",
            "{what}: box {block} does not fit — {rest} mm of text is left over after {n} text "
            "areas of {width} × {height} mm",
            len(boxes),
            what=what,
            block=cited(culprit.block),
            rest=decimal(rest, 1),
            width=decimal(last.width, 1),
            height=decimal(last.height, 1),
        )
    )
