"""The working of a verdict, step by step, the way a teacher shows it on a board."""

from __future__ import annotations

from kitgen.core.messages import N_, _, n_
from kitgen.games.binary.expr import (
    Side,
    Step,
    Verdict,
    bonus_words,
    show_binary,
    show_decimal,
)
from kitgen.games.binary.tokens import AND, NOT_TEXT, OR, XOR, tile_word
from kitgen.games.binary.words import all_sides

#: Steps shown per side before the rest are summarised (a 5 000-operator line stays readable).
MAX_STEPS_SHOWN = 200

_ORDER_LINE = {
    "math": N_(
        "Order of operations: the maths order — {NOT} first, then × and ÷, then + and −, "
        "then {AND}, then {XOR}, then {OR}; left to right within a level."
    ),
    "left": N_(
        "Order of operations: left to right, like a pocket calculator; {NOT} still goes "
        "with the number right after it."
    ),
}


def _step_line(step: Step) -> tuple[str, str | None]:
    """The step in binary, and in decimal when the numbers are short."""
    if step.left is None:  # NOT
        binary = f"{tile_word(NOT_TEXT)} {step.written} = {show_binary(step.result)}"
        before, after = show_decimal(step.right), show_decimal(step.result)
        decimal = (
            None
            if before is None or after is None
            else _(
                "every digit of {number} flipped: {before} becomes {after}",
                number=step.written,
                before=before,
                after=after,
            )
        )
        return binary, decimal
    op = tile_word(step.op)
    binary = f"{show_binary(step.left)} {op} {show_binary(step.right)} = {show_binary(step.result)}"
    numbers = [show_decimal(value) for value in (step.left, step.right, step.result)]
    if any(number is None for number in numbers):
        return binary, None
    left, right, result = numbers
    return binary, f"{left} {op} {right} = {result}"


def _side_lines(side: Side, index: int, count: int) -> list[str]:
    if count == 2:
        name = (_("Left side: {side}"), _("Right side: {side}"))[index]
    else:
        name = _("Side {number}: {side}")
    lines = [name.format(side=side.text, number=index + 1)]
    rows = [_step_line(step) for step in side.steps[:MAX_STEPS_SHOWN]]
    width = max((len(binary) for binary, _decimal in rows), default=0)
    for binary, decimal in rows:
        lines.append(f"  {binary.ljust(width)}   ({decimal})" if decimal else f"  {binary}")
    hidden = len(side.steps) - MAX_STEPS_SHOWN
    if hidden > 0:
        lines.append("  " + n_("… and {n} more step", "… and {n} more steps", hidden))
    if side.value is not None:
        decimal = show_decimal(side.value)
        said = show_binary(side.value) + (f" ({decimal})" if decimal is not None else "")
        if not side.steps:
            lines.append("  " + _("That is {value}.", value=said))
        elif count == 2:
            said_side = (_("so the left side is {value}."), _("so the right side is {value}."))
            lines.append("  " + said_side[index].format(value=said))
        else:
            lines.append("  " + _("so side {number} is {value}.", number=index + 1, value=said))
    return lines


def explain_lines(verdict: Verdict) -> list[str]:
    """The working as lines of text: the order used, each side's operations in binary with
    decimal alongside, and the verdict with its reason or bonus."""
    order = _ORDER_LINE.get(verdict.order, _ORDER_LINE["math"])
    logic = {"NOT": tile_word(NOT_TEXT), "AND": tile_word(AND), "OR": tile_word(OR)}
    lines = [_(order, XOR=tile_word(XOR), **logic)]
    count = verdict.side_count
    for index, side in enumerate(verdict.sides):
        lines.extend(_side_lines(side, index, count))
    if verdict.valid:
        assert verdict.value is not None
        lines.append(all_sides(count, verdict.value))
        decimal = show_decimal(verdict.value)
        value = show_binary(verdict.value)
        if decimal:
            value = _("{binary} ({decimal} in decimal)", binary=value, decimal=decimal)
        lines.append(_("Value: {value}. {bonus}", value=value, bonus=bonus_words(verdict.value)))
    else:
        reason = verdict.reason or ""
        end = "" if reason.endswith(("?", ".")) else "."
        lines.append(_("So it is not correct: {reason}{end}", reason=reason, end=end))
    return lines
