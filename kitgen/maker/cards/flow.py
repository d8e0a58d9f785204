"""Text layout for cards and sheets: word wrapping measured with the shipped font.

Every line is measured with :func:`kitgen.maker.render.fonts.text_width` and placed inside a named
box. The layout returns the placed lines together with their boxes, so tests can check that
nothing runs over, and a text that cannot be fitted is a :class:`KitgenError` naming the card
and the box — text is never silently cut. Blocks measure themselves into units;
:mod:`kitgen.maker.cards.paginate` flows the units over a card's sides.

Inline markup: ``**bold**`` switches to the bold face. Use a no-break space (U+00A0) inside an
expression that must stay on one line; it is printed as a normal space.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import _
from kitgen.core.wording import decimal
from kitgen.maker.layout import Box
from kitgen.maker.render.fonts import ASCENT, DESCENT, text_width
from kitgen.maker.scene import BLACK, FontName, Line, Paint, Shape, Text

LEADING = 1.25  # line pitch / font size
NBSP = "\u00a0"


@dataclass(frozen=True)
class Placed:
    """One line of text and the box it must stay inside.

    ``text`` is the scene shape (``anchor="start"``); ``block`` names the box in messages.
    """

    text: Text
    box: Box
    block: str

    @property
    def width(self) -> float:
        return text_width(self.text.text, self.text.size, self.text.font)

    @property
    def extent(self) -> Box:
        """The area the line's glyphs may cover: advance widths, ascent to descent."""
        t = self.text
        return Box(t.x, t.y - ASCENT * t.size, self.width, (ASCENT + DESCENT) * t.size)

    def inside(self, tolerance: float = 1e-6) -> bool:
        e, b = self.extent, self.box
        return (
            e.x >= b.x - tolerance
            and e.right <= b.right + tolerance
            and e.y >= b.y - tolerance
            and e.bottom <= b.bottom + tolerance
        )


# -- words and runs ------------------------------------------------------------------------

#: Text set in one font: ``(text, font)``.
Run = tuple[str, FontName]


@dataclass(frozen=True)
class Word:
    """A word between spaces; ``pieces`` are ``(text, font)`` (``**1+1**.`` is two pieces)."""

    pieces: tuple[Run, ...]

    @property
    def text(self) -> str:
        return "".join(text for text, _ in self.pieces)


#: The spaces a line may break at: not the no-break space, which holds two words together
#: (``**3**`` + NBSP + ``Punkte``), as ``str.split()`` would not.
BREAKS = " \t\n\r\f\v"


def words(markup: str, base: FontName = "regular") -> list[Word]:
    """Split ``markup`` into words, each piece with its font (``**...**`` is bold); a no-break
    space (:data:`NBSP`) joins the words on either side into one."""
    result: list[list[Run]] = []
    glue = False  # the next piece continues the last word (no space between)
    for i, chunk in enumerate(markup.split("**")):
        font: FontName = "bold" if (base == "bold" or i % 2 == 1) else "regular"
        if not chunk:
            continue
        parts = [part for part in re.split(f"[{BREAKS}]+", chunk) if part]
        if not parts:
            glue = False
            continue
        for j, part in enumerate(parts):
            if j == 0 and glue and chunk[0] not in BREAKS and result:
                result[-1].append((part, font))
            else:
                result.append([(part, font)])
        glue = chunk[-1] not in BREAKS
    return _glue_operators([Word(tuple(pieces)) for pieces in result])


def _logic_words(*tiles: str) -> frozenset[str]:
    """Every language's words for ``tiles`` (``AND`` ``EN`` ``И`` …): a card prints the
    logic tiles in the table's words."""
    from kitgen.core.messages import language_data, languages

    return frozenset(
        {*tiles, *(language_data(code)["logic_words"][t] for code in languages() for t in tiles)}
    )


#: Words that never start or end a line: ``8 − 5 = 3`` and ``101 AND 1`` (``101 EN 1``)
#: stay together.
OPERATORS = frozenset({"=", "+", "−", "-", "×", "÷", "→", "<", ">", "≤", "≥", "·"}) | _logic_words(
    "AND", "OR", "XOR"
)
#: Words that never end a line: ``NOT 011`` (``NIET 011``) stays together.
PREFIXES = _logic_words("NOT")


def _glue_operators(found: list[Word]) -> list[Word]:
    """Join a lone operator to the words on both sides (``NOT`` to the word after it)."""
    out: list[Word] = []
    join_next = False
    for word in found:
        lone = word.text in OPERATORS
        if out and (lone or join_next):
            last = out[-1]
            out[-1] = Word((*last.pieces, (NBSP, word.pieces[0][1]), *word.pieces))
        else:
            out.append(word)
        join_next = lone or word.text in PREFIXES
    return out


def _join_runs(line: Sequence[Word]) -> list[Run]:
    """The line as runs of one font each: ``[(text, font), ...]``, words joined by spaces."""
    runs: list[Run] = []
    for n, word in enumerate(line):
        for k, (text, font) in enumerate(word.pieces):
            piece = (" " if n > 0 and k == 0 else "") + text
            if runs and runs[-1][1] == font:
                runs[-1] = (runs[-1][0] + piece, font)
            elif runs and piece.startswith(" "):
                # the space goes with the run before it, so each run starts with a glyph
                runs[-1] = (runs[-1][0] + " ", runs[-1][1])
                runs.append((piece[1:], font))
            else:
                runs.append((piece, font))
    return [(text.replace(NBSP, " "), font) for text, font in runs]


#: What may close a sentence after its full stop: brackets, quotes, bold markers.
CLOSERS = ")]»”’\"'*"


def ends_sentence(runs: Sequence[Run]) -> bool:
    """Whether a line ends with the end of a sentence (``.``, ``!``, ``?`` or ``…``)."""
    text = "".join(text for text, _ in runs).rstrip().rstrip(CLOSERS)
    return text.endswith((".", "!", "?", "…"))


def runs_width(runs: Sequence[Run], size: float) -> float:
    return sum(text_width(text, size, font) for text, font in runs)


def wrap(
    markup: str, width: float, size: float, what: str, base: FontName = "regular"
) -> list[list[Run]]:
    """Greedy word wrap of ``markup`` into lines no wider than ``width`` mm.

    A single word wider than ``width`` cannot be placed: :class:`KitgenError` naming ``what``.
    """
    lines: list[list[Word]] = []
    current: list[Word] = []
    line = 0.0  # the current line's width in mm, measured as it grows a word at a time
    for word in words(markup, base):
        # as :func:`_join_runs` sets the line: the space before a word in the font of the word
        # before it, a no-break space as a space (the sum, not the line measured again for
        # every word: that was most of the time of laying out a card)
        mine = _word_width(word, size)
        gap = text_width(" ", size, current[-1].pieces[-1][1]) if current else 0.0
        if line + gap + mine <= width + 1e-9:
            current.append(word)
            line += gap + mine
            continue
        if not current:
            raise _too_wide(what, word, runs_width(_join_runs([word]), size), width)
        lines.append(current)
        current, line = [word], mine
        if line > width + 1e-9:
            raise _too_wide(what, word, runs_width(_join_runs(current), size), width)
    if current:
        lines.append(current)
    return [_join_runs(line) for line in lines]


def _word_width(word: Word, size: float) -> float:
    """A word's width in mm at ``size`` (a no-break space in it measured as a space)."""
    return sum(text_width(text.replace(NBSP, " "), size, font) for text, font in word.pieces)


class Overflow(KitgenError):
    """Text that does not fit its box (raised while trying sizes; the last one is reported)."""


def _too_wide(what: str, word: Word, wide: float, width: float) -> Overflow:
    return Overflow(
        _(
            "{what}: the word {word} is {wide} mm wide but the box is only {width} mm",
            what=what,
            word=cited(word.text.replace(NBSP, " ")),
            wide=decimal(wide, 1),
            width=decimal(width, 1),
        )
    )


# -- blocks --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Style:
    """Type sizes in mm and colours for one card size (``scale`` shrinks them together)."""

    body: float
    accent: str = "#2E4A62"
    rule: str = "#9A9A9A"
    ink: str = BLACK

    def scaled(self, factor: float) -> Style:
        return Style(self.body * factor, self.accent, self.rule, self.ink)

    @property
    def heading(self) -> float:
        return self.body * 1.12

    @property
    def gap(self) -> float:
        """Space between blocks."""
        return self.body * 0.55


@dataclass
class Unit:
    """A slice of a block that is never split: a line of a paragraph, a table, a heading.

    ``draw(x, top, width)`` returns the placed lines and other shapes for the unit with its
    top-left at ``(x, top)``.
    """

    height: float
    block: str
    draw: Callable[[float, float, float], tuple[list[Placed], list[Shape]]]
    space_before: float = 0.0
    keep_with_next: bool = False


class Block:
    """Something on a card: measured into units for a given text width and style."""

    name: str

    def units(self, width: float, style: Style) -> list[Unit]:  # pragma: no cover - abstract
        raise NotImplementedError


def _line_drawer(
    runs: list[Run],
    size: float,
    block: str,
    fill: str,
    indent: float = 0.0,
    prefix: tuple[str, float] | None = None,
) -> Callable[[float, float, float], tuple[list[Placed], list[Shape]]]:
    def draw(x: float, top: float, width: float) -> tuple[list[Placed], list[Shape]]:
        box = Box(x, top, width, size * LEADING)
        baseline = top + size * (ASCENT + (LEADING - ASCENT - DESCENT) / 2)
        placed: list[Placed] = []
        if prefix is not None:
            mark, at = prefix
            placed.append(Placed(Text(x + at, baseline, mark, size, fill=fill), box, block))
        cx = x + indent
        for text, font in runs:
            placed.append(Placed(Text(cx, baseline, text, size, fill=fill, font=font), box, block))
            cx += text_width(text, size, font)
        return placed, []

    return draw


def _line_units(
    lines: list[list[Run]],
    size: float,
    name: str,
    ink: str,
    space_before: float,
    kept: Callable[[int], bool],
) -> list[Unit]:
    """One unit per wrapped line, ``space_before`` above the first; ``kept(i)``: line ``i``
    stays on one side with the next."""
    return [
        Unit(
            size * LEADING,
            name,
            _line_drawer(runs, size, name, ink),
            space_before=space_before if i == 0 else 0.0,
            keep_with_next=kept(i),
        )
        for i, runs in enumerate(lines)
    ]


@dataclass(frozen=True)
class Heading(Block):
    text: str
    name: str = "heading"

    def units(self, width: float, style: Style) -> list[Unit]:
        size = style.heading
        lines = wrap(self.text, width, size, _("box {name}", name=cited(self.name)), base="bold")
        return _line_units(lines, size, self.name, style.accent, style.gap * 1.2, lambda i: True)


@dataclass(frozen=True)
class Paragraph(Block):
    """Wrapped text; ``keep`` holds it on one side with the block after it (a table).

    A paragraph may go on on the next side only after a line that ends a sentence.
    """

    text: str
    name: str = "paragraph"
    keep: bool = False

    def units(self, width: float, style: Style) -> list[Unit]:
        size = style.body
        lines = wrap(self.text, width, size, _("box {name}", name=cited(self.name)))

        def kept(i: int) -> bool:
            return self.keep or (i < len(lines) - 1 and not ends_sentence(lines[i]))

        return _line_units(lines, size, self.name, style.ink, style.gap * 0.6, kept)


@dataclass(frozen=True)
class Bullets(Block):
    items: tuple[str, ...]
    name: str = "list"

    def units(self, width: float, style: Style) -> list[Unit]:
        size = style.body
        indent = size * 0.95
        result: list[Unit] = []
        for n, item in enumerate(self.items):
            lines = wrap(item, width - indent, size, _("box {name}", name=cited(self.name)))
            for i, runs in enumerate(lines):
                result.append(
                    Unit(
                        size * LEADING,
                        self.name,
                        _line_drawer(
                            runs,
                            size,
                            self.name,
                            style.ink,
                            indent,
                            ("•", size * 0.15) if i == 0 else None,
                        ),
                        space_before=(style.gap * 0.6 if n == 0 else style.gap * 0.2)
                        if i == 0
                        else 0.0,
                        # An item is never split between two sides.
                        keep_with_next=i < len(lines) - 1,
                    )
                )
        return result


@dataclass(frozen=True)
class Table(Block):
    """A table with a bold header row; cells wrap; columns share the width by content.

    ``align`` is ``"l"`` or ``"r"`` per column. ``halves``: the columns are two copies of one
    table side by side (a long narrow table folded in two), split by a vertical rule; when
    the two halves do not fit the width, the table is unfolded into one long table.
    """

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    align: tuple[str, ...] = ()
    name: str = "table"
    size_factor: float = 1.0
    halves: bool = False

    def unfolded(self) -> Table:
        """The folded table as one long table: the left halves, then the right halves."""
        n = len(self.header) // 2
        rows = [row[:n] for row in self.rows] + [row[n:] for row in self.rows]
        return Table(
            self.header[:n],
            tuple(row for row in rows if any(cell for cell in row)),
            self.align[:n],
            self.name,
            self.size_factor,
        )

    def units(self, width: float, style: Style) -> list[Unit]:
        size = style.body * self.size_factor
        ncols = len(self.header)
        align = self.align or tuple("l" for _ in range(ncols))
        pad = size * 0.6  # space between columns
        cells = [self.header, *self.rows]

        def font(r: int) -> FontName:
            return "bold" if r == 0 else "regular"

        natural = [0.0] * ncols
        minimum = [0.0] * ncols
        for r, row in enumerate(cells):
            for c, cell in enumerate(row):
                ws = words(cell, font(r))
                natural[c] = max(natural[c], runs_width(_join_runs(ws), size))
                for word in ws:
                    minimum[c] = max(minimum[c], runs_width(_join_runs([word]), size))
        pads = [pad] * (ncols - 1)
        if self.halves:
            pads[ncols // 2 - 1] = pad * 4
        usable = width - sum(pads)
        if sum(natural) <= usable:
            spare = usable - sum(natural)
            widths = [n + spare / ncols for n in natural]
        elif sum(minimum) <= usable:
            spare = usable - sum(minimum)
            stretch = [n - m for n, m in zip(natural, minimum, strict=True)]
            total = sum(stretch) or 1.0
            widths = [m + spare * s / total for m, s in zip(minimum, stretch, strict=True)]
        elif self.halves:
            return self.unfolded().units(width, style)
        else:
            widest = max(range(ncols), key=lambda c: minimum[c])
            raise Overflow(
                _(
                    "box {name}: the columns need {needed} mm but the box is {width} mm wide "
                    "(widest: column {column})",
                    name=cited(self.name),
                    needed=decimal(sum(minimum) + sum(pads), 1),
                    width=decimal(width, 1),
                    column=cited(self.header[widest]),
                )
            )
        lefts = []
        x = 0.0
        for c, w in enumerate(widths):
            lefts.append(x)
            x += w + (pads[c] if c < len(pads) else 0.0)
        divider = lefts[ncols // 2] - pads[ncols // 2 - 1] / 2 if self.halves else None
        wrapped = [
            [
                wrap(
                    cell,
                    widths[c],
                    size,
                    _(
                        "box {name}, column {column}",
                        name=cited(self.name),
                        column=cited(self.header[c]),
                    ),
                    font(r),
                )
                for c, cell in enumerate(row)
            ]
            for r, row in enumerate(cells)
        ]
        row_heights = [max(len(c) for c in row) * size * LEADING for row in wrapped]
        height = sum(row_heights) + size * 0.3 * len(row_heights)
        name = self.name
        rule = Paint(stroke=style.rule, stroke_width=0.15)

        def draw(x0: float, top: float, w: float) -> tuple[list[Placed], list[Shape]]:
            placed: list[Placed] = []
            shapes: list[Shape] = []
            y = top
            for r, row in enumerate(wrapped):
                for c, lines in enumerate(row):
                    cell_box = Box(x0 + lefts[c], y, widths[c], row_heights[r])
                    for i, runs in enumerate(lines):
                        line_w = runs_width(runs, size)
                        line_top = y + i * size * LEADING
                        line_box = Box(cell_box.x, line_top, cell_box.width, size * LEADING)
                        baseline = line_top + size * (ASCENT + (LEADING - ASCENT - DESCENT) / 2)
                        cx = cell_box.x + (cell_box.width - line_w if align[c] == "r" else 0.0)
                        for text, f in runs:
                            placed.append(
                                Placed(
                                    Text(cx, baseline, text, size, fill=style.ink, font=f),
                                    line_box,
                                    f"{name}, column {self.header[c]!r}",
                                )
                            )
                            cx += text_width(text, size, f)
                y += row_heights[r] + size * 0.3
                shapes.append(Line(x0, y - size * 0.15, x0 + w, y - size * 0.15, rule))
            if divider is not None:
                shapes.append(Line(x0 + divider, top, x0 + divider, y - size * 0.15, rule))
            return placed, shapes

        return [Unit(height, name, draw, space_before=style.gap * 0.6)]


@dataclass(frozen=True)
class Graphic(Block):
    """A drawing of fixed height (in body-size units) with text lines it places itself.

    ``draw(x, top, width, size)`` returns placed lines and shapes.
    """

    height_em: float
    painter: Callable[[float, float, float, float], tuple[list[Placed], list[Shape]]]
    name: str = "graphic"
    keep: bool = False  # on one side with the block after it (its explanation)

    def units(self, width: float, style: Style) -> list[Unit]:
        size = style.body
        painter = self.painter

        def draw(x: float, top: float, w: float) -> tuple[list[Placed], list[Shape]]:
            return painter(x, top, w, size)

        return [
            Unit(
                self.height_em * size,
                self.name,
                draw,
                space_before=style.gap * 0.6,
                keep_with_next=self.keep,
            )
        ]
