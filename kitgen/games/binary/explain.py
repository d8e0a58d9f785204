"""The working of a verdict, step by step, the way a teacher shows it on a board."""

from __future__ import annotations

from kitgen.games.binary.expr import (
    Side,
    Step,
    Verdict,
    bonus_words,
    show_binary,
    show_decimal,
)

#: Steps shown per side before the rest are summarised (a 5 000-operator line stays readable).
MAX_STEPS_SHOWN = 200

_ORDER_LINE = {
    "math": "Order of operations: the maths order — NOT first, then × and ÷, then + and −, "
    "then AND, then XOR, then OR; left to right within a level.",
    "left": "Order of operations: left to right, like a pocket calculator; NOT still goes "
    "with the number right after it.",
}


def _step_line(step: Step) -> tuple[str, str | None]:
    """The step in binary, and in decimal when the numbers are short."""
    if step.left is None:  # NOT
        binary = f"NOT {step.written} = {show_binary(step.result)}"
        before, after = show_decimal(step.right), show_decimal(step.result)
        decimal = (
            None
            if before is None or after is None
            else f"every digit of {step.written} flipped: {before} becomes {after}"
        )
        return binary, decimal
    binary = (
        f"{show_binary(step.left)} {step.op} {show_binary(step.right)} = {show_binary(step.result)}"
    )
    numbers = [show_decimal(value) for value in (step.left, step.right, step.result)]
    if any(number is None for number in numbers):
        return binary, None
    left, right, result = numbers
    return binary, f"{left} {step.op} {right} = {result}"


def _side_name(index: int, count: int) -> str:
    if count == 2:
        return ("Left side", "Right side")[index]
    return f"Side {index + 1}"


def _side_lines(side: Side, name: str) -> list[str]:
    lines = [f"{name}: {side.text}"]
    rows = [_step_line(step) for step in side.steps[:MAX_STEPS_SHOWN]]
    width = max((len(binary) for binary, _decimal in rows), default=0)
    for binary, decimal in rows:
        lines.append(f"  {binary.ljust(width)}   ({decimal})" if decimal else f"  {binary}")
    hidden = len(side.steps) - MAX_STEPS_SHOWN
    if hidden > 0:
        lines.append(f"  … and {hidden} more steps")
    if side.value is not None:
        decimal = show_decimal(side.value)
        said = show_binary(side.value) + (f" ({decimal})" if decimal is not None else "")
        if side.steps:
            called = f"the {name.lower()}" if name.endswith("side") else name.lower()
            lines.append(f"  so {called} is {said}.")
        else:
            lines.append(f"  That is {said}.")
    return lines


def explain_lines(verdict: Verdict) -> list[str]:
    """The working as lines of text: the order used, each side's operations in binary with
    decimal alongside, and the verdict with its reason or bonus."""
    lines = [_ORDER_LINE.get(verdict.order, _ORDER_LINE["math"])]
    count = verdict.side_count
    for index, side in enumerate(verdict.sides):
        lines.extend(_side_lines(side, _side_name(index, count)))
    if verdict.valid:
        assert verdict.value is not None
        sides = "Both sides" if count == 2 else f"All {count} sides"
        lines.append(f"{sides} are {show_binary(verdict.value)}, so it is correct.")
        decimal = show_decimal(verdict.value)
        value = show_binary(verdict.value) + (f" ({decimal} in decimal)" if decimal else "")
        lines.append(f"Value: {value}. {bonus_words(verdict.value)}")
    else:
        reason = verdict.reason or ""
        end = "" if reason.endswith(("?", ".")) else "."
        lines.append(f"So it is not correct: {reason}{end}")
    return lines
