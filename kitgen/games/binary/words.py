"""The referee's words: sentences about sides, and hints when the sides differ."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from kitgen.core.errors import KitgenError
from kitgen.games.binary.evaluate import evaluate
from kitgen.games.binary.parse import Parsed, Wrong, parse
from kitgen.games.binary.rules import Order, Rules
from kitgen.games.binary.side import Side
from kitgen.games.binary.tokens import AND, DIVIDE, MINUS, NOT, NUM, OR, PLUS, TIMES, XOR
from kitgen.games.binary.values import Value, show_binary, show_decimal

_BITWISE = (AND, OR, XOR)
_ORDER_WORDS = {"math": "the maths order (× and ÷ before + and −)", "left": "left to right"}


def sentence(reason: str) -> str:
    """A reason as a sentence: capital first letter, closing full stop."""
    text = reason[:1].upper() + reason[1:]
    return text if text.endswith(("?", ".")) else text + "."


def _is_side(value: Value, side: Side) -> str:
    text = f"{side.text} is {show_binary(value)}"
    decimal = show_decimal(value)
    if side.decimal is not None and decimal is not None:
        text += f" ({side.decimal} = {decimal})"
    return text


def correct_words(sides: Sequence[Side], value: Value) -> str:
    """``11 × 11 is 1001 (3 × 3 = 9). Both sides are 1001, so it is correct.``"""
    said = [_is_side(value, side) for side in sides if side.compound]
    start = (". ".join(said) + ". ") if said else ""
    count = "Both sides" if len(sides) == 2 else f"All {len(sides)} sides"
    return f"{start}{count} are {show_binary(value)}, so it is correct."


def unequal(parsed: list[Parsed], sides: list[Side], rules: Rules) -> tuple[str, tuple[int, int]]:
    """Why the sides differ, in words, with a hint when a near miss would be right; and the
    place to point at."""
    first = sides[0]
    j = next(k for k, side in enumerate(sides) if side.value != first.value)
    other_side = sides[j]
    v0, vj = first.value, other_side.value
    assert v0 is not None and vj is not None
    if other_side.compound and first.compound:
        reason = f"{first.text} is {show_binary(v0)}, but {other_side.text} is {show_binary(vj)}"
        d0, dj = show_decimal(v0), show_decimal(vj)
        if first.decimal and other_side.decimal and d0 and dj:
            reason += f" ({first.decimal} = {d0}, but {other_side.decimal} = {dj})"
        subject, target, subject_index = first, vj, 0
    elif first.compound or other_side.compound:
        subject_index = j if other_side.compound else 0
        subject = sides[subject_index]
        target = v0 if subject_index == j else vj
        value = vj if subject_index == j else v0
        reason = f"{subject.text} is {show_binary(value)}, not {show_binary(target)}"
        dv, dt = show_decimal(value), show_decimal(target)
        if subject.decimal and dv and dt:
            reason += f" ({subject.decimal} = {dv}, not {dt})"
    else:
        reason = f"{show_binary(v0)} and {show_binary(vj)} are different numbers"
        d0, dj = show_decimal(v0), show_decimal(vj)
        if d0 and dj:
            reason += f" ({d0} and {dj})"
        return reason, (first.span[0], other_side.span[1])
    if len(parsed[subject_index].ops) > 1:
        other_order: Order = "left" if rules.order == "math" else "math"
        flipped = replace(rules, order=other_order)
        if _quiet_value(parsed[subject_index], flipped) == target:
            words = "left to right" if other_order == "left" else "in the maths order"
            return (
                f"{reason} — it would be {show_binary(target)} worked {words} "
                f"(--order {other_order}), but your order is {_ORDER_WORDS[rules.order]}",
                subject.span,
            )
    hint = _suggest(parsed[subject_index], target, rules)
    if hint is not None:
        return f"{reason} — did you mean {hint[0]}?", hint[1]
    return reason, subject.span


def _quiet_value(parsed: Parsed, rules: Rules) -> Value | None:
    try:
        return evaluate(parsed, rules, [])
    except (Wrong, KitgenError):
        return None


def _suggest(parsed: Parsed, target: Value, rules: Rules) -> tuple[str, tuple[int, int]] | None:
    """A near miss that would make the side right: another operator (for one operation),
    or one digit changed. Only tried on short sides; None when nothing fits."""
    ops, atoms = parsed.ops, parsed.atoms
    if len(ops) > 6 or sum(value.bit_length() for value, _s, _e in atoms) > 64:
        return None
    if len(ops) == 1:
        sym, start, end = ops[0]
        family = [OR, AND, XOR, PLUS, MINUS, TIMES, DIVIDE]
        if sym not in _BITWISE:
            family = [PLUS, MINUS, TIMES, DIVIDE, OR, AND, XOR]
        for other in family:
            if other == sym or (other == XOR and not rules.xor):
                continue
            if _quiet_value(parsed._replace(ops=[(other, start, end)]), rules) == target:
                return other, (start, end)
    tokens = parsed.tokens
    for position, token in enumerate(tokens):
        if token.kind != NUM or token.rotated:
            continue
        digits = token.text
        after_not = position > 0 and tokens[position - 1].kind == NOT
        for index in range(len(digits)):
            changed = digits[:index] + ("1" if digits[index] == "0" else "0") + digits[index + 1 :]
            if changed[0] == "0" and len(changed) > 1 and not after_not:
                continue
            new_tokens = list(tokens)
            new_tokens[position] = token._replace(text=changed)
            try:
                candidate = parse(new_tokens, rules, need_equals=False)[0][0]
            except Wrong:
                continue
            if _quiet_value(candidate, rules) == target:
                return " ".join(t.text for t in new_tokens), (token.start, token.end)
    return None
