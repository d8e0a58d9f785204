"""Codes: reading them from table notation, writing them back, and judging them legal.

A code is a tuple of flavour numbers (1–8, kit order), one per spot, left to right.
Written together (``1234``) or as words separated by commas (``red,pink,chocolate,4``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from kitgen.core import wording
from kitgen.core.errors import KitgenError
from kitgen.games.icecream import flavours
from kitgen.games.icecream.rules import CodeRules

Code = tuple[int, ...]

HOW_TO_WRITE = (
    "write flavour numbers run together (1234) or flavour names or colours separated by "
    "commas (strawberry,pink,chocolate,vanilla); flavours: " + flavours.spoken_list()
)


@dataclass(frozen=True)
class Verdict:
    """A yes/no answer with the reason a person can read aloud."""

    ok: bool
    reason: str


def parse_code(text: str) -> Code:
    """Read a code from ``1234`` or ``strawberry,pink,brown,4``; KitgenError if unreadable."""
    raw = text.strip()
    if not raw:
        raise KitgenError(f"an empty code cannot be read — {HOW_TO_WRITE}")
    if "," in raw:
        words = [w.strip() for w in raw.split(",")]
    elif raw.replace(" ", "").isascii() and raw.replace(" ", "").isdigit():
        words = list(raw.replace(" ", ""))
    else:
        words = raw.split()
    code = []
    for word in words:
        number = flavours.lookup(word) if word else None
        if number is None:
            shown = word or "(nothing between two commas)"
            raise KitgenError(f"{shown!r} in code {text!r} names no flavour — {HOW_TO_WRITE}")
        code.append(number)
    return tuple(code)


def format_code(code: Code) -> str:
    """``1234`` — the short table notation."""
    return "".join(str(n) for n in code)


def spoken(code: Code) -> str:
    """``strawberry, bubblegum, chocolate, vanilla``."""
    return ", ".join(flavours.name(n) for n in code)


def check_guess(guess: Code, rules: CodeRules) -> Verdict:
    """A guess row is legal when it fills every spot with flavours in play (repeats are free)."""
    if len(guess) != rules.length:
        return Verdict(
            False,
            f"{format_code(guess)} has {wording.count(len(guess), 'flavour')} "
            f"but a row has {rules.length} spots in {rules.mode} mode",
        )
    aside = sorted({n for n in guess if n > rules.flavours})
    if aside:
        names = " and ".join(f"{n} ({flavours.name(n)})" for n in aside)
        verb = "is" if len(aside) == 1 else "are"
        return Verdict(
            False,
            f"flavour {names} {verb} set aside in {rules.mode} mode — only flavours "
            f"1-{rules.flavours} are in play",
        )
    return Verdict(
        True, f"{format_code(guess)} fills all {rules.length} spots with flavours in play"
    )


def check_code(code: Code, rules: CodeRules) -> Verdict:
    """Is ``code`` a legal hidden code: right length, flavours in play, repeats within the rule."""
    as_row = check_guess(code, rules)
    if not as_row.ok:
        return as_row
    counts = Counter(code)
    text = format_code(code)
    if rules.repeats == "none":
        twice = [n for n, c in counts.items() if c > 1]
        if twice:
            return Verdict(
                False,
                f"{text} repeats {flavours.name(twice[0])} but repeats are off — every flavour "
                "may appear once (allow one pair with --repeats)",
            )
    elif rules.repeats == "one-pair":
        thrice = [n for n, c in counts.items() if c > 2]
        if thrice:
            return Verdict(
                False,
                f"{text} holds {flavours.name(thrice[0])} {counts[thrice[0]]} times — with "
                "repeats a flavour may appear at most twice",
            )
        pairs = sorted(n for n, c in counts.items() if c == 2)
        if len(pairs) > 1:
            both = " and ".join(flavours.name(n) for n in pairs)
            return Verdict(
                False,
                f"{text} repeats both {both} — with repeats only one flavour may appear twice",
            )
    return Verdict(True, f"{text} is a legal code in {rules.mode} mode ({spoken(code)})")


def legal_codes(rules: CodeRules) -> Iterator[Code]:
    """Every legal code, in code order (lowest first: 1234 before 1235)."""
    for code in itertools.product(range(1, rules.flavours + 1), repeat=rules.length):
        if _repeats_ok(code, rules.repeats):
            yield code


def _repeats_ok(code: Code, repeats: str) -> bool:
    if repeats == "any":
        return True
    counts = sorted(Counter(code).values(), reverse=True)
    if repeats == "none":
        return counts[0] == 1
    return counts[0] <= 2 and counts[1:2] != [2]
