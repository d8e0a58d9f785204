"""Scoring one expression of a move, with the working shown (pure, exact integers).

For each expression a move formed or lengthened (rules page, "Playing on the board"):
only the tiles placed in this move score, each times the letter premium under it; add the
expression's bonus; then multiply by the word premiums under the tiles placed in this move.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import _
from kitgen.games.binary.board import Board, Square, Tile, square_name
from kitgen.games.binary.move import Cell, physical, spell
from kitgen.games.binary.tileset import TileSet
from kitgen.games.binary.values import Value


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class LetterTerm:
    """One new tile's contribution: ``points × letter`` (premium named when there is one)."""

    square: Square
    face: str
    blank: bool
    points: int
    letter: int

    @property
    def value(self) -> int:
        return self.points * self.letter

    def working(self) -> str:
        return f"{self.points}×{self.letter}" if self.letter > 1 else str(self.points)


@dataclass(frozen=True)
class ExpressionScore:
    """An expression the move formed or lengthened, and what it scores."""

    squares: tuple[Square, ...]
    tiles: tuple[Tile, ...]
    across: bool
    value: Value | None
    bonus: int
    letters: tuple[LetterTerm, ...]
    words: tuple[tuple[Square, str, int], ...]  # (square, premium code, word multiplier)

    @property
    def text(self) -> str:
        return spell([Cell(tile.face) for tile in self.tiles])

    @property
    def where(self) -> str:
        first, last = square_name(self.squares[0]), square_name(self.squares[-1])
        if self.across:
            return _("across {first}–{last}", first=first, last=last)
        return _("down {first}–{last}", first=first, last=last)

    @property
    def letter_sum(self) -> int:
        return sum(term.value for term in self.letters)

    @property
    def word_multiplier(self) -> int:
        product = 1
        for _sq, _code, word in self.words:
            product *= word
        return product

    @property
    def score(self) -> int:
        return (self.letter_sum + self.bonus) * self.word_multiplier

    def working(self) -> str:
        """``tiles 1+1+1+1+1×2+1 = 7, + bonus 2 = 9, × 2 (H8 ★) = 18``."""
        terms = "+".join(term.working() for term in self.letters)
        subtotal = self.letter_sum + self.bonus
        values = {"terms": terms, "letters": self.letter_sum, "bonus": self.bonus}
        if not self.words:
            return _(
                "tiles {terms} = {letters}, + bonus {bonus} = {subtotal}",
                subtotal=subtotal,
                **values,
            )
        premiums = ", ".join(
            f"{square_name(sq)} {'★' if code == '**' else code}" for sq, code, _w in self.words
        )
        return _(
            "tiles {terms} = {letters}, + bonus {bonus} = {subtotal}, × {multiplier} "
            "({premiums}) = {total}",
            subtotal=subtotal,
            multiplier=self.word_multiplier,
            premiums=premiums,
            total=self.score,
            **values,
        )


def score_expression(
    board: Board,
    squares: list[Square],
    placed: dict[Square, Tile],
    across: bool,
    tileset: TileSet,
    value: Value | None,
    bonus: int,
) -> ExpressionScore:
    """Score the line ``squares``; ``placed`` are this move's tiles (premiums count there only)."""
    tiles: list[Tile] = []
    letters: list[LetterTerm] = []
    words: list[tuple[Square, str, int]] = []
    for sq in squares:
        new = placed.get(sq)
        tile = new if new is not None else board[sq]
        assert tile is not None
        tiles.append(tile)
        if new is None:
            continue
        premium = board.premium(sq)
        points = tileset.blank_points if new.blank else tileset.points.get(physical(new.face), 0)
        letters.append(
            LetterTerm(sq, new.face, new.blank, points, premium.letter if premium else 1)
        )
        if premium is not None and premium.word > 1:
            words.append((sq, premium.code, premium.word))
    return ExpressionScore(
        tuple(squares), tuple(tiles), across, value, bonus, tuple(letters), tuple(words)
    )
