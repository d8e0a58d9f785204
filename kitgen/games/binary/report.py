"""The referee's verdict as the command line prints it: the expression, a caret under the
place the verdict points at, and the sentence to read aloud (or the working, step by step)."""

from __future__ import annotations

import re

from kitgen.core.messages import _
from kitgen.games.binary.expr import Said, Verdict, show_binary, show_decimal

#: A space of any kind (what ``str.isspace`` is), shown as a plain one under the caret.
_SPACE = re.compile(r"\s")
#: Characters of the expression shown around the place a caret points at.
_WINDOW = 36
#: A run of letters: a logic tile's word, as typed.
_WORD = re.compile(r"[^\W\d_]+")


def in_answer_words(text: str, span: tuple[int, int] | None) -> tuple[str, tuple[int, int] | None]:
    """``text`` with every logic tile typed in any language's words (``AND``, ``en``, ``ИЛИ``)
    written in the answer's (``EN`` in Dutch), and ``span`` moved with it: the echo of an
    answer uses the words its explanation uses."""
    from kitgen.games.binary.tokens import spelled_tiles, tile_word

    spelled = spelled_tiles()
    changed = []  # the words written otherwise in the answer
    for found in _WORD.finditer(text):
        symbol = spelled.get(found.group(0).upper())
        if symbol is not None and tile_word(symbol) != found.group(0):
            changed.append(found)
    if not changed:  # most expressions (digits and signs, or the answer's own words)
        if span is None:
            return text, None
        return text, (min(span[0], len(text)), min(max(span[1], span[0]), len(text)))
    out: list[str] = []
    begins = [0] * (len(text) + 1)  # where each character's piece begins in the new text
    ends = [0] * (len(text) + 1)  # and where it ends
    length = done = 0

    def keep(i: int) -> None:
        nonlocal length
        out.append(text[i])
        begins[i], ends[i] = length, length + 1
        length += 1

    for found in changed:
        for i in range(done, found.start()):
            keep(i)
        word = tile_word(spelled[found.group(0).upper()])
        for i in range(found.start(), found.end()):
            begins[i], ends[i] = length, length + len(word)
        out.append(word)
        length += len(word)
        done = found.end()
    for i in range(done, len(text)):
        keep(i)
    begins[len(text)] = ends[len(text)] = length
    if span is None:
        return "".join(out), None
    first, last = min(span[0], len(text)), min(max(span[1], span[0]), len(text))
    if last == first:
        return "".join(out), (begins[first], begins[first])
    return "".join(out), (begins[first], ends[last - 1])


def _pointer(text: str, span: tuple[int, int] | None, indent: int) -> list[str]:
    """The expression as typed, and a caret line under the place the verdict points at."""
    shown = _SPACE.sub(" ", text)
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


def _value_line(verdict: Verdict, bonus: str) -> str:
    assert verdict.value is not None
    decimal = show_decimal(verdict.value)
    value = show_binary(verdict.value)
    if decimal:
        value = _("{binary} ({decimal} in decimal)", binary=value, decimal=decimal)
    return _("Value: {value}. {bonus}", value=value, bonus=bonus)


def report(text: str, verdict: Verdict, explain: bool, said: Said | None = None) -> str:
    """The verdict as printed: the expression with its caret, then the working (``explain``)
    or the summary and the value (``said``: the verdict's sentences, when written already)."""
    head = _("Correct: ") if verdict.valid else _("Not correct: ")
    text, span = in_answer_words(text, verdict.span)
    lines = _pointer(text, span, len(head))
    lines[0] = head + lines[0][len(head) :]
    if explain:
        from kitgen.games.binary.explain import explain_lines

        lines.extend(explain_lines(verdict))
    else:
        said = said or verdict.said()
        lines.append(said.summary)
        if verdict.valid:
            lines.append(_value_line(verdict, said.bonus))
    return "\n".join(lines)
