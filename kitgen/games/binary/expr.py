"""Judging binary expressions: parse, evaluate exactly, and say why in plain words.

:func:`judge` reads typed text, :func:`judge_faces` a line of board tiles; both return a
:class:`Verdict`. The evaluator is a loop with an operator stack (shunting-yard), never
recursion, so a 5 000-operator line cannot blow the stack. Arithmetic is exact: ``int``,
and :class:`fractions.Fraction` only when the ``fractions`` switch lets a division leave one
(``fractions`` is imported only then).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from kitgen.core.messages import _
from kitgen.games.binary.evaluate import PRECEDENCE, evaluate
from kitgen.games.binary.parse import IDENTITY, Parsed, Step, Wrong, parse
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.side import Side
from kitgen.games.binary.tokens import Token, tokenize, tokenize_faces
from kitgen.games.binary.values import (
    MAX_BITS,
    Value,
    bonus_of,
    bonus_words,
    show_binary,
    show_decimal,
    to_binary,
)
from kitgen.games.binary.words import correct_words, sentence, unequal


class Said(NamedTuple):
    """What a verdict says: the :attr:`Verdict.summary`, and the bonus of a correct one."""

    summary: str
    #: ``Bonus: 1000 = 8 points.``; empty when not correct.
    bonus: str = ""

    @property
    def explanation(self) -> str:
        """What to read aloud: the summary, and the bonus when correct."""
        if self.bonus:
            return _("{summary} {bonus}", summary=self.summary, bonus=self.bonus)
        return self.summary


class Verdict(NamedTuple):
    """The referee's answer (a named tuple, like its :class:`Side` and :class:`Token`: a
    frozen dataclass would cost every ``kitgen check`` 0.6 ms to create at import).

    ``reason`` names the rule broken (None when correct); ``explanation`` is always a
    sentence or two to read aloud. ``span`` is the ``(start, end)`` place in the input the
    verdict points at (character offsets for text, face indices for tiles). ``rule`` is a
    short code for the rule broken (``sides-differ``, ``times_one``, ``leading-zeros``, ...).
    """

    valid: bool
    value: Value | None  # exact: an int, a Fraction only where a division left one
    bonus: int
    reason: str | None
    rule: str | None = None
    span: tuple[int, int] | None = None
    sides: tuple[Side, ...] = ()
    tokens: tuple[Token, ...] = ()
    identity_steps: int = 0
    order: str = "math"
    side_count: int = 0  # sides in the expression (0 when it could not be split into sides)

    @property
    def summary(self) -> str:
        """The verdict in a sentence or two, without the bonus."""
        if self.valid and self.value is not None:
            return correct_words(self.sides, self.value)
        return sentence(self.reason or _("not correct"))

    @property
    def explanation(self) -> str:
        """What to read aloud: the summary, and the bonus when correct."""
        return self.said().explanation

    def said(self) -> Said:
        """The verdict's sentences, each written once (a check prints them in its text and
        gives them in its explanation)."""
        if self.valid and self.value is not None:
            return Said(self.summary, bonus_words(self.value))
        return Said(self.summary)

    @property
    def text(self) -> str:
        """The expression as canonical text: ``100 AND 1 = 101``."""
        return " ".join(token.text for token in self.tokens)


def _make_side(parsed: Parsed, steps: list[Step], value: Value | None) -> Side:
    tokens = parsed.tokens
    frozen = Parsed(tuple(tokens), tuple(parsed.atoms), tuple(parsed.ops), tuple(parsed.nots))
    return Side((tokens[0].start, tokens[-1].end), tuple(steps), value, frozen)


# --------------------------------------------------------------------------- judging


def _judge_tokens(tokens: list[Token], rules: Rules) -> Verdict:
    sides: list[Side] = []
    parsed: list[Parsed] = []
    try:
        parsed, identity = parse(tokens, rules)
        values: list[Value] = []
        for part in parsed:
            steps: list[Step] = []
            try:
                value = evaluate(part, rules, steps)
            except Wrong:
                sides.append(_make_side(part, steps, None))
                raise
            if value < 0:
                sides.append(_make_side(part, steps, value))
                raise Wrong(
                    "negative",
                    _(
                        "{side} is {value} — no side may be negative (negatives is final-only)",
                        side=sides[-1].text,
                        value=show_binary(value),
                    ),
                    sides[-1].span,
                )
            values.append(value)
            sides.append(_make_side(part, steps, value))
        first = values[0]
        if any(value != first for value in values):
            reason, span = unequal(parsed, sides, rules)
            raise Wrong("sides-differ", reason, span)
    except Wrong as wrong:
        return Verdict(
            False,
            None,
            0,
            wrong.reason,
            wrong.rule,
            wrong.span,
            tuple(sides),
            tuple(tokens),
            order=rules.order,
            side_count=len(parsed),
        )
    return Verdict(
        True,
        first,
        bonus_of(first),
        None,
        None,
        None,
        tuple(sides),
        tuple(tokens),
        identity,
        rules.order,
        len(parsed),
    )


def judge(text: str, rules: Rules | None = None) -> Verdict:
    """Judge typed text such as ``"11x11=1001"``.

    Raises :class:`KitgenError` for input that cannot be read: a character no tile shows
    (named with its position), an empty expression, or numbers too large to work with.
    """
    return _judge_tokens(tokenize(text), rules or Rules())


def judge_faces(faces: Sequence[str], rules: Rules | None = None) -> Verdict:
    """Judge a line of board tiles, one face per square: ``"0" "1" "=" "+" "−" "×" "÷"
    "AND" "OR" "NOT" "XOR"``, and ``"=|"`` for a ``=`` turned 90° (reads as 11). Adjacent
    digit faces form one number. Spans in the verdict are face indices."""
    return _judge_tokens(tokenize_faces(faces), rules or Rules())


__all__ = [
    "IDENTITY",
    "MAX_BITS",
    "PRECEDENCE",
    "Said",
    "Side",
    "Step",
    "Value",
    "Verdict",
    "bonus_of",
    "bonus_words",
    "judge",
    "judge_faces",
    "show_binary",
    "show_decimal",
    "to_binary",
]
