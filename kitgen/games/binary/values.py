"""Numbers of the binary game: exact values, how they are written, and the bonus."""

from __future__ import annotations

from typing import TYPE_CHECKING, Union

from kitgen.core.messages import _, n_

if TYPE_CHECKING:
    from fractions import Fraction

#: An exact value: an ``int``, or a :class:`~fractions.Fraction` where a division left one.
#: ``fractions`` (and the ``decimal`` it pulls in) is imported only then: most expressions
#: never divide, and ``kitgen check`` would pay 1.5 ms at every start for it.
Value = Union[int, "Fraction"]  # a string: ``int | "Fraction"`` cannot run

#: Largest number (in binary digits) the referee will work with; beyond it the expression
#: is refused with a clear message rather than left to grind.
MAX_BITS = 100_000


def to_binary(value: Value) -> str:
    """The exact value in binary: ``101``, ``−11``, fractions as ``1/11``."""
    if not isinstance(value, int):
        if value.denominator != 1:
            return f"{to_binary(value.numerator)}/{to_binary(value.denominator)}"
        value = value.numerator
    if value < 0:
        return "−" + format(-value, "b")
    return format(value, "b")


def show_binary(value: Value) -> str:
    """Binary for a message: long numbers are shortened to their ends and digit count."""
    if not isinstance(value, int) and value.denominator != 1:
        return f"{show_binary(value.numerator)}/{show_binary(value.denominator)}"
    number = int(value)
    digits = format(abs(number), "b")
    if len(digits) > 40:
        digits = n_(
            "{head}…{tail} ({count} digit)",
            "{head}…{tail} ({count} digits)",
            len(digits),
            head=digits[:12],
            tail=digits[-12:],
            count=len(digits),
        )
    return ("−" if number < 0 else "") + digits


def show_decimal(value: Value) -> str | None:
    """Decimal for a message, or None when the number is too long to be helpful."""
    if not isinstance(value, int) and value.denominator != 1:
        num, den = show_decimal(value.numerator), show_decimal(value.denominator)
        return None if num is None or den is None else f"{num}/{den}"
    number = int(value)
    if number.bit_length() > 64:
        return None
    return str(number) if number >= 0 else f"−{-number}"


def bonus_of(value: Value | None) -> int:
    """The bonus of a correct expression's value: the highest power of two not above it
    (its leading binary 1 with zeros after it). 0 for 0, and for a fraction below 1."""
    if value is None or value < 1:
        return 0
    return 1 << (int(value).bit_length() - 1)


def points_text(bonus: int) -> str:
    """``8 points``; a bonus beyond 64 binary digits as a power of two (``2^15000 points``)."""
    if bonus.bit_length() > 64:
        power = bonus.bit_length() - 1
        return n_("2^{power} point", "2^{power} points", bonus, power=power)
    return n_("{count} point", "{count} points", bonus, count=bonus)


def bonus_words(value: Value) -> str:
    """``Bonus: 1000 = 8 points.``"""
    bonus = bonus_of(value)
    if bonus:
        return _("Bonus: {bonus} = {points}.", bonus=show_binary(bonus), points=points_text(bonus))
    if value == 0:
        return _("Bonus: 0 points (the value is 0).")
    return _("Bonus: 0 points (the value is below 1).")
