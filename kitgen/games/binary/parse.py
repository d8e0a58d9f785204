"""Splitting tokens into sides and checking every rule that needs no arithmetic: the grammar,
leading zeros, tiles not in play and the identity-step house rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from kitgen.core.messages import N_, _
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tokens import (
    AND,
    DIVIDE,
    EQ,
    MINUS,
    NOT,
    NOT_TEXT,
    NUM,
    OP,
    OR,
    PLUS,
    TIMES,
    XOR,
    Token,
    tile_word,
    words,
)
from kitgen.games.binary.values import Value

#: The identity steps of the house rules: operator -> the operand value that changes nothing.
IDENTITY = {TIMES: 1, DIVIDE: 1, PLUS: 0, MINUS: 0, AND: 1, OR: 0}
#: The house-rule switch that allows each identity step (``times_one`` for × 1 and ÷ 1...).
IDENTITY_SWITCH = {
    TIMES: "times_one",
    DIVIDE: "times_one",
    PLUS: "plus_zero",
    MINUS: "plus_zero",
    AND: "and_one_or_zero",
    OR: "and_one_or_zero",
}
#: Why each identity step is refused (translated where shown; ``{step}`` is ``× 1``...).
_IDENTITY_WORDS = {
    TIMES: N_("multiplying by 1 ({step}) is not allowed under your house rules ({switch} is off)"),
    DIVIDE: N_("dividing by 1 ({step}) is not allowed under your house rules ({switch} is off)"),
    PLUS: N_("adding 0 ({step}) is not allowed under your house rules ({switch} is off)"),
    MINUS: N_("subtracting 0 ({step}) is not allowed under your house rules ({switch} is off)"),
    AND: N_("the step {AND} 1 ({step}) is not allowed under your house rules ({switch} is off)"),
    OR: N_("the step {OR} 0 ({step}) is not allowed under your house rules ({switch} is off)"),
}
_BITWISE = (AND, OR, XOR)


class Step(NamedTuple):
    """One operation as a teacher writes it on the board.

    For ``NOT``: ``left`` is None, ``right`` the value of the written number, ``written``
    its digits (the width matters)."""

    op: str
    left: Value | None
    right: Value
    result: Value
    span: tuple[int, int]
    written: str = ""


class Wrong(Exception):
    """Internal: the expression breaks a rule (becomes a not-valid Verdict)."""

    def __init__(self, rule: str, reason: str, span: tuple[int, int] | None) -> None:
        super().__init__(reason)
        self.rule = rule
        self.reason = reason
        self.span = span


class Parsed(NamedTuple):
    tokens: Sequence[Token]  # of this side
    atoms: Sequence[tuple[int, int, int]]  # (value, start, end); NOT already applied
    ops: Sequence[tuple[str, int, int]]  # (symbol, start, end)
    nots: Sequence[Step]


def _leading_zero_reason(digits: str, after_not: bool, rules: Rules) -> str:
    if rules.leading_zeros == "never":
        return _(
            "{digits} starts with 0 — leading zeros are not allowed anywhere under your house "
            "rules (leading_zeros is never)",
            digits=digits,
        )
    if after_not:
        return _(
            "{digits} starts with 0 — a number may not start with 0 unless it is 0 itself "
            "(--leading-zeros always allows them)",
            digits=digits,
        )
    return _(
        "{digits} starts with 0 — a number may not start with 0 unless it is 0 itself; only "
        "the number right after {NOT} may keep them (--leading-zeros always allows them)",
        digits=digits,
        NOT=tile_word(NOT_TEXT),
    )


def parse(tokens: list[Token], rules: Rules, need_equals: bool = True) -> tuple[list[Parsed], int]:
    """Split into sides and check every rule that can be seen without arithmetic: the
    grammar, leading zeros, tiles not in play and the identity-step house rules. Returns
    the sides and the number of identity steps."""
    sides: list[Parsed] = []
    side_tokens: list[Token] = []
    atoms: list[tuple[int, int, int]] = []
    ops: list[tuple[str, int, int]] = []
    nots: list[Step] = []
    pending_not: Token | None = None
    prev: Token | None = None
    identity = 0
    first_identity = ""
    for tok in tokens:
        kind = tok.kind
        if kind == NUM:
            if prev is not None and prev.kind == NUM:
                raise Wrong(
                    "numbers-side-by-side",
                    _(
                        "two numbers side by side ({first} and {second}) — there is no "
                        "multiplication without a × tile, and a space cannot split a number "
                        "(on the board they would be the one number {first}{second})",
                        first=prev.text,
                        second=tok.text,
                    ),
                    (prev.start, tok.end),
                )
            if tok.rotated and not rules.rotated_equals:
                raise Wrong(
                    "rotated-equals",
                    _(
                        "a = tile turned 90° ([=]) reads as 11 only in the joke variant — put "
                        "it in play with --rotated-equals or rotated_equals = true in the rules "
                        "file"
                    ),
                    (tok.start, tok.end),
                )
            digits = tok.text
            if digits[0] == "0" and len(digits) > 1:
                mode = rules.leading_zeros
                if mode == "never" or (mode == "after-not" and pending_not is None):
                    raise Wrong(
                        "leading-zeros",
                        _leading_zero_reason(digits, pending_not is not None, rules),
                        (tok.start, tok.end),
                    )
            value = int(digits, 2)
            start = tok.start
            written = digits
            if pending_not is not None:
                flipped = value ^ ((1 << len(digits)) - 1)
                start = pending_not.start
                nots.append(Step(NOT_TEXT, None, value, flipped, (start, tok.end), digits))
                value = flipped
                written = "NOT " + digits
                pending_not = None
            if atoms:
                sym = ops[-1][0]
                if IDENTITY.get(sym) == value:
                    step = words(f"{sym} {written}")
                    switch = IDENTITY_SWITCH[sym]
                    if not getattr(rules, switch):
                        raise Wrong(
                            switch,
                            _(
                                _IDENTITY_WORDS[sym],
                                step=step,
                                switch=switch,
                                AND=tile_word(AND),
                                OR=tile_word(OR),
                            ),
                            (ops[-1][1], tok.end),
                        )
                    identity += 1
                    if identity == 1:
                        first_identity = step
                    elif not rules.padding:
                        # Messages written out with their own fields on purpose (``duplicates``
                        # pairs their shape): each is one sentence for the translators, with its
                        # own advice.
                        raise Wrong(
                            "padding",
                            _(
                                "more than one padding step ({first}, then {step}) — at most "
                                "one step like × 1, ÷ 1, + 0, − 0, {AND} 1 or {OR} 0 may appear "
                                "in an expression under your house rules (padding is off)",
                                first=first_identity,
                                step=step,
                                AND=tile_word(AND),
                                OR=tile_word(OR),
                            ),
                            (ops[-1][1], tok.end),
                        )
            atoms.append((value, start, tok.end))
        elif kind == OP:
            sym = tok.text
            if sym == XOR and not rules.xor:
                raise Wrong(
                    "xor-not-in-play",
                    _(
                        "{XOR} is not in play — put it in play with --xor or xor = true in the "
                        "rules file",
                        XOR=tile_word(XOR),
                    ),
                    (tok.start, tok.end),
                )
            if prev is None or prev.kind == EQ:
                if sym == PLUS:
                    why = _("a side cannot start with + — there is no unary plus")
                elif sym == MINUS:
                    why = _(
                        "a side cannot start with − — there is no unary minus and no negative "
                        "numbers"
                    )
                else:
                    why = _(
                        "a side cannot start with {operator} — it needs a number before it",
                        operator=tile_word(sym),
                    )
                raise Wrong("operator-position", why, (tok.start, tok.end))
            if prev.kind == OP:
                raise Wrong(
                    "two-operators",
                    _(
                        "two operators in a row ({first} {second}) — only {NOT} may follow an "
                        "operator",
                        first=tile_word(prev.text),
                        second=tile_word(sym),
                        NOT=tile_word(NOT_TEXT),
                    ),
                    (prev.start, tok.end),
                )
            if prev.kind == NOT:
                raise Wrong(
                    "not-without-number",
                    _(
                        "{NOT} must be followed by a number, not by {operator}",
                        NOT=tile_word(NOT_TEXT),
                        operator=tile_word(sym),
                    ),
                    (prev.start, tok.end),
                )
            ops.append((sym, tok.start, tok.end))
        elif kind == NOT:
            if prev is not None and prev.kind == NOT:
                raise Wrong(
                    "not-after-not",
                    _(
                        "{NOT} cannot follow another {NOT} — {NOT} flips only the number right "
                        "after it",
                        NOT=tile_word(NOT_TEXT),
                    ),
                    (prev.start, tok.end),
                )
            if prev is not None and prev.kind == NUM:
                raise Wrong(
                    "not-after-number",
                    _(
                        "{NOT} cannot follow a number ({number} {NOT}) — {NOT} may open a side "
                        "or follow an operator or =",
                        NOT=tile_word(NOT_TEXT),
                        number=prev.text,
                    ),
                    (prev.start, tok.end),
                )
            pending_not = tok
        else:  # EQ
            if prev is None:
                raise Wrong(
                    "empty-side",
                    _("nothing before the = — every side needs a value"),
                    (tok.start, tok.end),
                )
            _check_side_end(prev, tok)
            sides.append(Parsed(side_tokens, atoms, ops, nots))
            side_tokens, atoms, ops, nots = [], [], [], []
        if kind != EQ:
            side_tokens.append(tok)
        prev = tok
    assert prev is not None  # tokenizers never return an empty list
    _check_side_end(prev, None)
    sides.append(Parsed(side_tokens, atoms, ops, nots))
    if len(sides) == 1 and need_equals:
        raise Wrong(
            "no-equals",
            _("there is no = — an expression needs at least one = with a value on each side"),
            (tokens[0].start, tokens[-1].end),
        )
    return sides, identity


def _check_side_end(prev: Token, eq: Token | None) -> None:
    """The token before an ``=`` (or at the very end) must finish a number."""
    if prev.kind == NUM:
        return
    if prev.kind == EQ:
        if eq is None:
            raise Wrong(
                "empty-side",
                _("nothing after the last = — every side needs a value"),
                (prev.start, prev.end),
            )
        raise Wrong(
            "empty-side",
            _("nothing between two = signs — every side needs a value"),
            (prev.start, eq.end),
        )
    if prev.kind == NOT:
        why = _(
            "{NOT} has no number after it — {NOT} flips the number right after it",
            NOT=tile_word(NOT_TEXT),
        )
    else:
        why = _(
            "{operator} has no number after it — an operator needs a number on each side",
            operator=tile_word(prev.text),
        )
    raise Wrong("operator-position", why, (prev.start, prev.end))
