"""The binary game board: premium squares and the tiles on them (pure, no I/O)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from kitgen.core.errors import KitgenError, cited, expected, table_of
from kitgen.core.messages import _
from kitgen.core.text import unprintable
from kitgen.games.binary.move import ROTATED_TYPED, physical
from kitgen.games.binary.premiums import COLUMNS, Premium, PremiumBoard

Square = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile on the board. A blank keeps the face it was named as, and scores 0."""

    face: str
    blank: bool = False

    def __str__(self) -> str:
        face = ROTATED_TYPED if self.face == "=|" else self.face
        return f"[{face}]" if self.blank else face


def square_name(square: Square) -> str:
    """``(7, 7)`` -> ``"H8"``."""
    return f"{COLUMNS[square[0]]}{square[1] + 1}"


class Board:
    """A square board with premium squares and the tiles played so far.

    ``board[(col, row)]`` is the tile there or None (0-based; col 0 = A, row 0 = row 1).
    """

    def __init__(self, premiums: PremiumBoard, tiles: Mapping[Square, Tile] | None = None):
        self.premiums = premiums
        self.tiles: dict[Square, Tile] = dict(tiles or {})

    # Read-only views of the state, one property each (``duplicates`` pairs their shape).
    @property
    def size(self) -> int:
        return self.premiums.size

    @property
    def centre(self) -> Square:
        return self.premiums.centre

    def __getitem__(self, square: Square) -> Tile | None:
        return self.tiles.get(square)

    def __len__(self) -> int:
        return len(self.tiles)

    def __iter__(self) -> Iterator[tuple[Square, Tile]]:
        return iter(sorted(self.tiles.items(), key=lambda item: (item[0][1], item[0][0])))

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Board)
            and self.tiles == other.tiles
            and (self.premiums == other.premiums)
        )

    def on_board(self, square: Square) -> bool:
        return 0 <= square[0] < self.size and 0 <= square[1] < self.size

    def premium(self, square: Square) -> Premium | None:
        return self.premiums.at(*square)

    def copy(self) -> Board:
        return Board(self.premiums, self.tiles)

    def place(self, placed: Mapping[Square, Tile]) -> None:
        """Put tiles down (no checks: ``referee.judge_move`` decides what is legal)."""
        self.tiles.update(placed)

    def face_counts(self) -> tuple[Counter[str], int]:
        """How many of each face lie on the board (blanks apart), and how many blanks."""
        faces: Counter[str] = Counter()
        blanks = 0
        for tile in self.tiles.values():
            if tile.blank:
                blanks += 1
            else:
                faces[physical(tile.face)] += 1
        return faces, blanks

    def run(
        self, square: Square, across: bool, extra: Mapping[Square, Tile] | None = None
    ) -> list[Square]:
        """The squares of the maximal line of touching tiles through ``square``.

        ``extra`` are tiles about to be placed, counted as if already down.
        """
        extra = extra or {}
        tiles, size = self.tiles, self.size
        dx, dy = (1, 0) if across else (0, 1)

        def filled(sq: Square) -> bool:
            return 0 <= sq[0] < size and 0 <= sq[1] < size and (sq in tiles or sq in extra)

        first = square
        while filled(before := (first[0] - dx, first[1] - dy)):
            first = before
        squares = []
        sq = first
        while filled(sq):
            squares.append(sq)
            sq = (sq[0] + dx, sq[1] + dy)
        return squares

    def __str__(self) -> str:
        return grid_text(self)


def premium_code(premium: Premium | None) -> str:
    return "" if premium is None else premium.code


def cell_text(board: Board, square: Square, width: int = 3) -> str:
    """A cell of ``width`` characters (3, or the table's longest logic word): the tile's face
    (a logic tile in the table's words, :func:`kitgen.games.binary.tokens.tile_word`), or
    the premium in lowercase on an empty square.

    A blank shows its face in parentheses (``(1)``) or in lowercase for word faces (``and``).
    The centre star is `` * ``; a plain empty square is `` . ``.
    """
    from kitgen.games.binary.tokens import tile_word

    tile = board[square]
    if tile is not None:
        face = ROTATED_TYPED if tile.face == "=|" else tile_word(tile.face)
        if not tile.blank:
            return face.center(width)
        return (face.lower() if len(face) > 1 else f"({face})").center(width)
    premium = board.premium(square)
    if premium is None:
        return " . ".center(width)
    if square == board.centre:
        return " * ".center(width)
    return premium.code.lower().center(width)


def grid_text(board: Board) -> str:
    """The board as text: column letters on top, row numbers on the left, cells of 3
    characters, or as wide as the longest logic word on the board (``NIET``, ``NICHT``)."""
    from kitgen.games.binary.tokens import tile_word

    width = max([3, *(len(tile_word(tile.face)) for tile in board.tiles.values())])
    header = "    " + "".join(COLUMNS[c].center(width) for c in range(board.size))
    lines = [header.rstrip()]
    for row in range(board.size):
        cells = "".join(cell_text(board, (col, row), width) for col in range(board.size))
        lines.append(f"{row + 1:>3} {cells}".rstrip())
    return "\n".join(lines)


# -- the premium layout as recorded in a game file --------------------------------------------


def premiums_to_mapping(premiums: PremiumBoard) -> dict[str, Any]:
    """``{"size", "centre", "premiums": {code: {name, word, letter}}, "rows": [...]}``."""
    rows = []
    for row in range(premiums.size):
        codes = [premium_code(premiums.at(col, row)) or ".." for col in range(premiums.size)]
        rows.append(" ".join(codes))
    return {
        "size": premiums.size,
        "centre": square_name(premiums.centre),
        "premiums": {
            code: {
                "name": kind.name,
                "word": kind.word,
                "letter": kind.letter,
                "colour": kind.colour,
            }
            for code, kind in premiums.kinds.items()
        },
        "rows": rows,
    }


#: What a premium kind may hold, what its code looks like, how many kinds and how much a
#: premium may multiply: one set of rules for a board spec and a game file's layout alike.
PREMIUM_KEYS = {"name", "word", "letter", "colour"}
LAYOUT_KEYS = ("size", "centre", "premiums", "rows")
COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")
CODE = re.compile(r"[!-~]{1,4}")  # printable ASCII, no space
MAX_KINDS = 20
MAX_MULTIPLIER = 10


def premiums_from_mapping(data: Any, where: str = "board", sep: str = ".") -> PremiumBoard:
    """A premium layout (``size``, ``centre``, ``premiums``, ``rows``, as a board spec holds
    it and a game file records it) checked and read; a ``KitgenError`` names the key that is
    wrong as ``{where}{sep}{key}`` (``board.rows[3]``, or ``board.toml: rows[3]``)."""

    def fail(key: str, what: str) -> KitgenError:
        return expected(f"{where}{sep}{key}", what)

    data = table_of(
        data,
        where,
        LAYOUT_KEYS,
        _("a table with size, centre, premiums and rows"),
        _("only size, centre, premiums and rows (unknown key)"),
        sep,
    )
    size = data.get("size")
    if not isinstance(size, int) or isinstance(size, bool) or not 1 <= size <= len(COLUMNS):
        raise fail("size", _("a whole number from 1 to {most}", most=len(COLUMNS)))
    kinds: dict[str, Premium] = {}
    table = data.get("premiums", {})
    if not isinstance(table, Mapping):
        raise fail("premiums", _("a table of premium kinds, e.g. [premiums.tw]"))
    if len(table) > MAX_KINDS:
        raise fail("premiums", _("at most {most} premium kinds", most=MAX_KINDS))
    for code, entry in table.items():
        key = f"premiums.{code}"
        if not isinstance(code, str) or not CODE.fullmatch(code) or code == "..":
            raise fail(key, _("a code of 1 to 4 letters, digits or signs (not '..'), e.g. TW"))
        if not isinstance(entry, Mapping) or set(entry) - PREMIUM_KEYS:
            raise fail(key, _("a table with keys {keys}", keys=", ".join(sorted(PREMIUM_KEYS))))
        word, letter = entry.get("word", 1), entry.get("letter", 1)
        if not all(type(m) is int and 1 <= m <= MAX_MULTIPLIER for m in (word, letter)):
            raise fail(
                key,
                _(
                    "word and letter multipliers as whole numbers from 1 to {most}",
                    most=MAX_MULTIPLIER,
                ),
            )
        name = entry.get("name", code)
        if not isinstance(name, str) or not 1 <= len(name) <= 40 or unprintable(name):
            raise fail(f"{key}.name", _("plain text of 1 to 40 characters"))
        colour = entry.get("colour", "#FFFFFF")
        if not isinstance(colour, str) or not COLOUR.fullmatch(colour):
            raise fail(
                f"{key}.colour", _("a colour written #RRGGBB (found {found})", found=cited(colour))
            )
        kinds[code] = Premium(code, name, word, letter, colour)
    rows = data.get("rows")
    if not isinstance(rows, list) or len(rows) != size or not all(isinstance(r, str) for r in rows):
        raise fail("rows", _("a list of {size} strings, one per row", size=size))
    squares: dict[Square, Premium] = {}
    for r, line in enumerate(rows):
        tokens = line.split()
        if len(tokens) != size:
            raise fail(
                f"rows[{r + 1}]",
                _(
                    "{size} squares separated by spaces, found {found}",
                    size=size,
                    found=len(tokens),
                ),
            )
        for c, token in enumerate(tokens):
            if token == "..":
                continue
            if token not in kinds:
                raise fail(
                    f"rows[{r + 1}]",
                    _(
                        "'..' or a premium code ({codes}), found {found}",
                        codes=", ".join(kinds),
                        found=cited(token),
                    ),
                )
            squares[(c, r)] = kinds[token]
    centre_text = data.get("centre", "")
    if not isinstance(centre_text, str):
        raise fail("centre", _('a square such as "H8"'))
    try:
        centre = (COLUMNS.index(centre_text[0].upper()), int(centre_text[1:]) - 1)
    except (ValueError, IndexError):
        raise fail("centre", _('a square such as "H8"')) from None
    if not (0 <= centre[0] < size and 0 <= centre[1] < size):
        raise fail("centre", _("a square on the {size} × {size} board", size=size))
    return PremiumBoard(size=size, centre=centre, premiums=squares, kinds=kinds)
