"""One side of an expression (between ``=`` signs) and how it reads: canonical text and the
same with its numbers in decimal, each shortened in the middle when long."""

from __future__ import annotations

from typing import NamedTuple

from kitgen.games.binary.parse import Parsed, Step
from kitgen.games.binary.tokens import answer_words
from kitgen.games.binary.values import Value


class Side(NamedTuple):
    """One side of the expression (between ``=`` signs)."""

    span: tuple[int, int]
    steps: tuple[Step, ...]
    value: Value | None  # None when judging stopped before this side had a value
    parts: Parsed  # the side's tokens, numbers and operators

    @property
    def text(self) -> str:
        """The side as canonical text (long sides shortened in the middle)."""
        return side_text(self.parts)

    @property
    def compound(self) -> bool:
        """True when the side holds an operator or NOT (is not a plain number)."""
        return len(self.parts.tokens) > 1

    @property
    def decimal(self) -> str | None:
        """The side with its numbers in decimal, when there is an operator and the numbers
        are short."""
        return side_decimal(self.parts)


def side_decimal(parsed: Parsed) -> str | None:
    """``1 + 1 × 2`` for ``1 + 1 × 10``; None for a plain number or long numbers; shortened
    in the middle when long, like :func:`side_text`."""
    atoms = parsed.atoms
    if not parsed.ops or any(value.bit_length() > 64 for value, _s, _e in atoms):
        return None
    table = answer_words()  # looked up once, not for every operator
    words = [str(atoms[0][0])]
    for (sym, _s, _e), (value, _s2, _e2) in zip(parsed.ops, atoms[1:], strict=True):
        words.append(table.get(sym, sym))
        words.append(str(value))
    return _shortened(" ".join(words))


def _shortened(text: str) -> str:
    """``text`` cut to its first and last 28 characters when over 60, ``…`` between."""
    return text if len(text) <= 60 else text[:28] + " … " + text[-28:]


def side_text(parsed: Parsed) -> str:
    """The side as canonical text, shortened in the middle when long."""
    table = answer_words()  # as tile_word writes each, looked up once
    return _shortened(" ".join([table.get(token.text, token.text) for token in parsed.tokens]))
