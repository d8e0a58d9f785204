"""A move as Scrabble players write it, parsed and printed (pure, no I/O).

``8H 11+1=100`` plays across from H8 (row first); ``H8 1=1`` plays down (column first).
The text after the square covers the whole line from the start square to the last tile, one
token per square: a face (``0 1 = + − × ÷ AND OR NOT XOR`` with the usual aliases), ``.`` for
a tile already on the board, or ``[face]`` for a blank standing for that face. Spaces between
tokens are ignored: each square holds one tile, so ``1 1`` are two tiles that read ``11``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _
from kitgen.games.binary.premiums import COLUMNS
from kitgen.games.binary.tokens import spellings

#: Every face a tile (or a blank) can show, as ``judge_faces`` takes them.
FACES = ("0", "1", "=", "+", "−", "×", "÷", "AND", "OR", "NOT", "XOR")
#: A ``=`` tile turned 90° (the ``rotated_equals`` joke): it reads as the number 11. Typed
#: ``‖``; recorded as this face, which is what ``judge_faces`` takes.
ROTATED = "=|"
ROTATED_TYPED = "‖"
WORDS = ("AND", "NOT", "XOR", "OR")

#: One-character spellings, as in ``kitgen check``.
ALIASES = {
    "0": "0",
    "1": "1",
    "=": "=",
    "+": "+",
    "-": "−",
    "−": "−",
    "–": "−",
    "x": "×",
    "X": "×",
    "*": "×",
    "×": "×",
    "·": "×",
    "/": "÷",
    ":": "÷",
    "÷": "÷",
    "&": "AND",
    "|": "OR",
    "~": "NOT",
    "¬": "NOT",
    "^": "XOR",
    ROTATED_TYPED: ROTATED,
}

USAGE = N_("write a move as a square and its tiles, e.g. '8H 1+1=10' (across) or 'H8 1=1' (down)")


@dataclass(frozen=True, slots=True)
class Cell:
    """One square of a written move: ``face`` None means ``.`` (the tile already there)."""

    face: str | None
    blank: bool = False

    def __str__(self) -> str:
        if self.face is None:
            return "."
        face = ROTATED_TYPED if self.face == ROTATED else self.face
        return f"[{face}]" if self.blank else face


@dataclass(frozen=True, slots=True)
class Move:
    """A line of squares from ``(col, row)`` (0-based), across or down."""

    col: int
    row: int
    across: bool
    cells: tuple[Cell, ...]

    @property
    def squares(self) -> list[tuple[int, int]]:
        if self.across:
            return [(self.col + i, self.row) for i in range(len(self.cells))]
        return [(self.col, self.row + i) for i in range(len(self.cells))]

    @property
    def start(self) -> str:
        """The start square in the notation's order: ``8H`` across, ``H8`` down."""
        letter, number = COLUMNS[self.col], self.row + 1
        return f"{number}{letter}" if self.across else f"{letter}{number}"

    def tiles_text(self) -> str:
        return spell(self.cells)

    def __str__(self) -> str:
        return f"{self.start} {self.tiles_text()}"


def physical(face: str) -> str:
    """The tile a face is printed on: a rotated ``=`` is still a ``=`` tile."""
    return "=" if face == ROTATED else face


def spell(cells: tuple[Cell, ...] | list[Cell]) -> str:
    """Cells as text: word faces get spaces around them, everything else runs together."""
    out: list[str] = []
    for cell in cells:
        text = str(cell)
        if cell.face in WORDS and not cell.blank:
            out.append(f" {text} ")
        else:
            out.append(text)
    return re.sub(r" +", " ", "".join(out)).strip()


_ACROSS = re.compile(r"(\d{1,2})([A-Za-z])")
_DOWN = re.compile(r"([A-Za-z])(\d{1,2})")


def parse_square(text: str, size: int = 15) -> tuple[int, int, bool]:
    """``"8H"`` -> ``(7, 7, True)`` (across); ``"H8"`` -> ``(7, 7, False)`` (down)."""
    if m := _ACROSS.fullmatch(text):
        number, letter, across = m.group(1), m.group(2), True
    elif m := _DOWN.fullmatch(text):
        letter, number, across = m.group(1), m.group(2), False
    else:
        raise KitgenError(_("{text} is not a square — {usage}", text=cited(text), usage=_(USAGE)))
    col, row = COLUMNS.find(letter.upper()), int(number) - 1
    last = COLUMNS[size - 1]
    if not 0 <= col < size or not 0 <= row < size:
        raise KitgenError(
            _(
                "{text} is off the board — columns run A to {last}, rows 1 to {size}",
                text=cited(text),
                last=last,
                size=size,
            )
        )
    return col, row, across


def parse_face(text: str) -> str:
    """One face in any spelling (``x``, ``&``, ``and``...) -> its canonical form."""
    cells = parse_cells(text)
    if len(cells) != 1 or cells[0].face is None or cells[0].blank:
        raise KitgenError(
            _(
                "{text} is not one tile face — use one of {faces}",
                text=cited(text),
                faces=" ".join(FACES),
            )
        )
    return cells[0].face


def _face_at(text: str, i: int) -> tuple[str, int] | None:
    """The face starting at ``text[i]`` and the index after it, or None."""
    for spelled, tile in spellings():
        if text[i : i + len(spelled)].upper() == spelled:
            return tile, i + len(spelled)
    face = ALIASES.get(text[i])
    return (face, i + 1) if face else None


def canonical_face(label: str) -> str:
    """A tile spec's label as the face the referee knows (``EN``, ``ИЛИ``, ``x`` -> ``AND``,
    ``OR``, ``×``), so a kit printed with a language's words plays like any other; a label
    that is not one face in any spelling is kept as it is."""
    try:
        cells = parse_cells(label)
    except KitgenError:
        return label
    if len(cells) == 1 and cells[0].face is not None and not cells[0].blank:
        return cells[0].face
    return label


def parse_cells(text: str) -> list[Cell]:
    """The tiles of a move, one cell per square."""
    cells: list[Cell] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch == ".":
            cells.append(Cell(None))
            i += 1
        elif ch == "[":
            close = text.find("]", i)
            inner = text[i + 1 : close].strip() if close > 0 else ""
            found = _face_at(inner, 0) if inner else None
            if close < 0 or found is None or found[1] != len(inner):
                raise KitgenError(
                    _(
                        "a blank is written as one face in brackets, like [1] or [AND]; "
                        "cannot read {text}",
                        text=cited(text[i : close + 1 if close > 0 else None]),
                    )
                )
            cells.append(Cell(found[0], blank=True))
            i = close + 1
        elif found := _face_at(text, i):
            cells.append(Cell(found[0]))
            i = found[1]
        else:
            raise KitgenError(
                _(
                    "no tile shows {char} (in {text}) — tiles are 0 1 = + − × ÷ AND OR NOT XOR "
                    "(also x * / : - & | ~ ^), '.' for a tile already on the board, [1] for a "
                    "blank",
                    char=cited(ch),
                    text=cited(text),
                )
            )
    return cells


def parse_move(text: str, size: int = 15) -> Move:
    """``"8H 1+1=10"`` -> a Move; a ``KitgenError`` explains notation it cannot read."""
    parts = text.strip().split(None, 1)
    if len(parts) != 2:
        raise KitgenError(
            _("cannot read the move {text} — {usage}", text=cited(text), usage=_(USAGE))
        )
    col, row, across = parse_square(parts[0], size)
    cells = parse_cells(parts[1])
    if not cells:
        raise KitgenError(
            _("the move {text} names no tiles — {usage}", text=cited(text), usage=_(USAGE))
        )
    return Move(col, row, across, tuple(cells))
