"""The referee's words: sentences about sides, and hints when the sides differ.

Each sentence is one message with named placeholders (``kitgen.core.messages``): the
numbers, sides and operators are filled in, never the grammar."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_
from kitgen.games.binary.evaluate import value_of
from kitgen.games.binary.parse import IDENTITY, IDENTITY_SWITCH, Parsed, Wrong
from kitgen.games.binary.rules import Order, Rules
from kitgen.games.binary.side import Side
from kitgen.games.binary.tokens import (
    AND,
    DIVIDE,
    MINUS,
    NOT,
    NUM,
    OR,
    PLUS,
    TIMES,
    XOR,
    words,
)
from kitgen.games.binary.values import Value, show_binary, show_decimal

_BITWISE = (AND, OR, XOR)
#: Why a side would be right in the other order: ``(order tried, your order)`` -> message.
_OTHER_ORDER = {
    ("left", "math"): N_(
        "{reason} — it would be {target} worked left to right (--order left), but your order "
        "is the maths order (× and ÷ before + and −)"
    ),
    ("math", "left"): N_(
        "{reason} — it would be {target} worked in the maths order (--order math), but your "
        "order is left to right"
    ),
}


def sentence(reason: str) -> str:
    """A reason as a sentence: capital first letter, closing full stop."""
    text = reason[:1].upper() + reason[1:]
    return text if text.endswith(("?", ".")) else text + "."


def _is_side(value: Value, side: Side) -> str:
    decimal = show_decimal(value)
    side_decimal = side.decimal if decimal is not None else None  # worked out once
    if side_decimal is not None:
        return _(
            "{side} is {value} ({side_decimal} = {value_decimal}).",
            side=side.text,
            value=show_binary(value),
            side_decimal=side_decimal,
            value_decimal=decimal,
        )
    return _("{side} is {value}.", side=side.text, value=show_binary(value))


def all_sides(count: int, value: Value) -> str:
    """``Both sides are 1001, so it is correct.``"""
    if count == 2:
        return _("Both sides are {value}, so it is correct.", value=show_binary(value))
    return n_(
        "All {count} sides are {value}, so it is correct.",
        "All {count} sides are {value}, so it is correct.",
        count,
        count=count,
        value=show_binary(value),
    )


def correct_words(sides: Sequence[Side], value: Value) -> str:
    """``11 × 11 is 1001 (3 × 3 = 9). Both sides are 1001, so it is correct.``"""
    said = [_is_side(value, side) for side in sides if side.compound]
    return " ".join([*said, all_sides(len(sides), value)])


def unequal(parsed: list[Parsed], sides: list[Side], rules: Rules) -> tuple[str, tuple[int, int]]:
    """Why the sides differ, in words, with a hint when a near miss would be right; and the
    place to point at."""
    first = sides[0]
    j = next(k for k, side in enumerate(sides) if side.value != first.value)
    other_side = sides[j]
    v0, vj = first.value, other_side.value
    assert v0 is not None and vj is not None
    if other_side.compound and first.compound:
        d0, dj = show_decimal(v0), show_decimal(vj)
        # Messages written out with their own fields on purpose (``duplicates`` pairs their shape):
        # each is one sentence for the translators, with its own advice.
        if first.decimal and other_side.decimal and d0 and dj:
            reason = _(
                "{first} is {first_value}, but {other} is {other_value} ({first_decimal} = "
                "{first_value_decimal}, but {other_decimal} = {other_value_decimal})",
                first=first.text,
                first_value=show_binary(v0),
                other=other_side.text,
                other_value=show_binary(vj),
                first_decimal=first.decimal,
                first_value_decimal=d0,
                other_decimal=other_side.decimal,
                other_value_decimal=dj,
            )
        else:
            reason = _(
                "{first} is {first_value}, but {other} is {other_value}",
                first=first.text,
                first_value=show_binary(v0),
                other=other_side.text,
                other_value=show_binary(vj),
            )
        subject, target, subject_index = first, vj, 0
    elif first.compound or other_side.compound:
        subject_index = j if other_side.compound else 0
        subject = sides[subject_index]
        target = v0 if subject_index == j else vj
        value = vj if subject_index == j else v0
        dv, dt = show_decimal(value), show_decimal(target)
        if subject.decimal and dv and dt:
            reason = _(
                "{side} is {value}, not {target} ({side_decimal} = {value_decimal}, not "
                "{target_decimal})",
                side=subject.text,
                value=show_binary(value),
                target=show_binary(target),
                side_decimal=subject.decimal,
                value_decimal=dv,
                target_decimal=dt,
            )
        else:
            reason = _(
                "{side} is {value}, not {target}",
                side=subject.text,
                value=show_binary(value),
                target=show_binary(target),
            )
    else:
        d0, dj = show_decimal(v0), show_decimal(vj)
        if d0 and dj:
            reason = _(
                "{first} and {second} are different numbers ({first_decimal} and {second_decimal})",
                first=show_binary(v0),
                second=show_binary(vj),
                first_decimal=d0,
                second_decimal=dj,
            )
        else:
            reason = _(
                "{first} and {second} are different numbers",
                first=show_binary(v0),
                second=show_binary(vj),
            )
        return reason, (first.span[0], other_side.span[1])
    if len(parsed[subject_index].ops) > 1:
        other_order: Order = "left" if rules.order == "math" else "math"
        flipped = replace(rules, order=other_order)
        subject_parts = parsed[subject_index]
        if _quiet_value(subject_parts.atoms, subject_parts.ops, flipped) == target:
            message = _OTHER_ORDER[(other_order, rules.order)]
            return _(message, reason=reason, target=show_binary(target)), subject.span
    hint = _suggest(parsed[subject_index], target, rules)
    if hint is not None:
        return _("{reason} — did you mean {hint}?", reason=reason, hint=words(hint[0])), hint[1]
    return reason, subject.span


def _quiet_value(
    atoms: Sequence[tuple[int, int, int]], ops: Sequence[tuple[str, int, int]], rules: Rules
) -> Value | None:
    try:
        return value_of(atoms, ops, rules)
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
            if _quiet_value(atoms, [(other, start, end)], rules) == target:
                return other, (start, end)
    return _digit_changed(parsed, target, rules)


def _digit_changed(
    parsed: Parsed, target: Value, rules: Rules
) -> tuple[str, tuple[int, int]] | None:
    """The first one-digit change that makes the side ``target``, left to right, each
    number's digits from its first; None when none does.

    The side was read whole before it was judged, so it is not read again for each change:
    a change alters one number's value (flipping a digit flips the same bit after NOT), and
    it is skipped where the reading would refuse it: a leading zero the rules do not allow,
    or a step that changes nothing (× 1, + 0 …) that the house rules forbid, its switch off
    or a second one in the side without padding."""
    tokens, atoms, ops = parsed.tokens, parsed.atoms, parsed.ops
    # which numbers are identity steps now: the only rule of reading a changed number can break
    steps = [k > 0 and IDENTITY.get(ops[k - 1][0]) == a[0] for k, a in enumerate(atoms)]
    step_count = sum(steps)
    no_zeros_after_not = rules.leading_zeros == "never"
    index = -1  # the number's place among the side's numbers (its atom)
    for position, token in enumerate(tokens):
        if token.kind != NUM:
            continue
        index += 1
        if token.rotated:
            continue
        digits = token.text
        after_not = position > 0 and tokens[position - 1].kind == NOT
        value, start, end = atoms[index]
        sym = ops[index - 1][0] if index else ""
        identity = IDENTITY.get(sym)
        width = len(digits)
        # a change that leaves a leading zero: the first digit's 1 made 0, or any other
        # digit of a number that starts with 0 (one a leading zero was allowed to)
        zero_first = width > 1 and (not after_not or no_zeros_after_not)
        starts_with_zero = digits[0] == "0"
        for place in range(width):
            if zero_first and (starts_with_zero if place else not starts_with_zero):
                continue
            new_value = value ^ (1 << (width - 1 - place))
            if new_value == identity and (
                not getattr(rules, IDENTITY_SWITCH[sym])
                or (step_count - steps[index] and not rules.padding)
            ):
                continue
            new_atoms = list(atoms)
            new_atoms[index] = (new_value, start, end)
            if _quiet_value(new_atoms, ops, rules) == target:
                changed = (
                    digits[:place] + ("1" if digits[place] == "0" else "0") + digits[place + 1 :]
                )
                shown = [changed if at == position else t.text for at, t in enumerate(tokens)]
                return " ".join(shown), (token.start, token.end)
    return None
