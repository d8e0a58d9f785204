"""The referee's verdict as the command line prints it: the expression, a caret under the
place the verdict points at, and the sentence to read aloud (or the working, step by step)."""

from __future__ import annotations

from kitgen.core.messages import _
from kitgen.games.binary.expr import Verdict, show_binary, show_decimal
from kitgen.games.binary.values import bonus_words

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
    value = show_binary(verdict.value)
    if decimal:
        value = _("{binary} ({decimal} in decimal)", binary=value, decimal=decimal)
    return _("Value: {value}. {bonus}", value=value, bonus=bonus_words(verdict.value))


def report(text: str, verdict: Verdict, explain: bool, summary: str | None = None) -> str:
    """The verdict as printed: the expression with its caret, then the working (``explain``)
    or the summary (``summary``: the verdict's, when already written) and the value."""
    head = _("Correct: ") if verdict.valid else _("Not correct: ")
    lines = _pointer(text, verdict.span, len(head))
    lines[0] = head + lines[0][len(head) :]
    if explain:
        from kitgen.games.binary.explain import explain_lines

        lines.extend(explain_lines(verdict))
    else:
        lines.append(verdict.summary if summary is None else summary)
        if verdict.valid:
            lines.append(_value_line(verdict))
    return "\n".join(lines)
