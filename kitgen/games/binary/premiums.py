"""The premium squares of the binary game board, as plain data (no I/O here)."""

from __future__ import annotations

from dataclasses import dataclass

COLUMNS = "ABCDEFGHIJKLMNO"


@dataclass(frozen=True, slots=True)
class Premium:
    """A kind of premium square. ``code`` is TW, DW, TL, DL or ``**`` (the centre star)."""

    code: str
    name: str
    word: int
    letter: int
    colour: str


@dataclass(frozen=True)
class PremiumBoard:
    """A square board. ``premiums[(col, row)]`` (0-based, col 0 = A, row 0 = row 1)."""

    size: int
    centre: tuple[int, int]
    premiums: dict[tuple[int, int], Premium]
    kinds: dict[str, Premium]

    def at(self, col: int, row: int) -> Premium | None:
        return self.premiums.get((col, row))

    @staticmethod
    def square_name(col: int, row: int) -> str:
        """``(7, 7)`` -> ``"H8"``: column letter, then row number."""
        return f"{COLUMNS[col]}{row + 1}"
