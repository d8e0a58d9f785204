"""``kitgen check EXPR`` — the binary referee: is this expression correct, and why (not)?"""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.cli import answer
from kitgen.cli.binary_options import (
    AndOneOrZeroOpt,
    FractionsOpt,
    LeadingZerosOpt,
    NegativesOpt,
    OrderOpt,
    PaddingOpt,
    PlusZeroOpt,
    RotatedEqualsOpt,
    RulesFileOpt,
    TimesOneOpt,
    XorOpt,
    rules_from_params,
)
from kitgen.games.binary.expr import Verdict, judge, show_binary, show_decimal, to_binary
from kitgen.games.binary.values import points_text

#: Characters of the expression shown around the place a caret points at.
_WINDOW = 36


def _pointer(text: str, span: tuple[int, int] | None, indent: int) -> list[str]:
    """The expression as typed, and a caret line under the place the verdict points at."""
    shown = "".join(" " if char.isspace() else char for char in text)
    if span is None:
        return [" " * indent + _clip(shown)]
    start, end = span
    end = max(end, start + 1)
    first = max(0, start - _WINDOW)
    last = min(len(shown), end + _WINDOW)
    if end - start > 2 * _WINDOW:  # a huge span: point at its start
        last = min(len(shown), start + 2 * _WINDOW)
        end = last
    before = "…" if first > 0 else ""
    after = "…" if last < len(shown) else ""
    window = before + shown[first:last] + after
    caret = " " * (len(before) + start - first) + "^" * (min(end, last) - start)
    return [" " * indent + window, " " * indent + caret]


def _clip(text: str) -> str:
    return text if len(text) <= 2 * _WINDOW + 20 else text[: 2 * _WINDOW] + "…"


def _value_line(verdict: Verdict) -> str:
    assert verdict.value is not None
    decimal = show_decimal(verdict.value)
    value = show_binary(verdict.value) + (f" ({decimal} in decimal)" if decimal else "")
    if verdict.bonus:
        bonus = f"{show_binary(verdict.bonus)} = {points_text(verdict.bonus)}"
    elif verdict.value == 0:
        bonus = "0 points (the value is 0)"
    else:
        bonus = "0 points (the value is below 1)"
    return f"Value: {value}. Bonus: {bonus}."


def check(
    ctx: typer.Context,
    expression: Annotated[
        list[str],
        typer.Argument(
            help="The expression, e.g. '11x11=1001' or 100 OR 1 = 101. Quote it when it "
            "holds * or |.",
            show_default=False,
            metavar="EXPR...",
        ),
    ],
    explain: Annotated[
        bool, typer.Option("--explain", help="Show the working step by step.")
    ] = False,
    json_out: answer.JsonOpt = False,
    rules_file: RulesFileOpt = None,
    order: OrderOpt = None,
    fractions: FractionsOpt = None,
    negatives: NegativesOpt = None,
    leading_zeros: LeadingZerosOpt = None,
    times_one: TimesOneOpt = None,
    plus_zero: PlusZeroOpt = None,
    and_one_or_zero: AndOneOrZeroOpt = None,
    padding: PaddingOpt = None,
    xor: XorOpt = None,
    rotated_equals: RotatedEqualsOpt = None,
) -> None:
    """Check a binary expression: exit 0 correct, 1 not correct, 2 unreadable.

    Multiply: x X * ×. Divide: / : ÷. Minus: - −. AND OR NOT XOR in any case, or & | ~ ^.

    A = tile turned 90° (the --rotated-equals joke) is typed [=].
    """
    rules = rules_from_params(ctx.params)
    text = " ".join(expression)
    verdict = judge(text, rules)
    data = answer.verdict(
        verdict.valid,
        verdict.reason,
        value=to_binary(verdict.value) if verdict.value is not None else None,
        points=verdict.bonus,
        explanation=verdict.explanation,
        rule=verdict.rule,
        position=list(verdict.span) if verdict.span is not None else None,
    )
    answer.settle(data, "" if json_out else _report(text, verdict, explain), as_json=json_out)


def _report(text: str, verdict: Verdict, explain: bool) -> str:
    head = "Correct: " if verdict.valid else "Not correct: "
    lines = _pointer(text, verdict.span, len(head))
    lines[0] = head + lines[0][len(head) :]
    if explain:
        from kitgen.games.binary.explain import explain_lines

        lines.extend(explain_lines(verdict))
    else:
        lines.append(verdict.summary)
        if verdict.valid:
            lines.append(_value_line(verdict))
    return "\n".join(lines)
