"""Codes: reading them from table notation, writing them back, and judging them legal.

A code is a tuple of flavour numbers (1–8, kit order), one per spot, left to right.
Written together (``1234``) or as words separated by commas (``red,pink,chocolate,4``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from kitgen.core.errors import KitgenError, cited, shown
from kitgen.core.messages import N_, _, n_
from kitgen.games.icecream import flavours
from kitgen.games.icecream.rules import CodeRules

Code = tuple[int, ...]


def how_to_write() -> str:
    """How a code is written, with the flavours (in the language of the answer)."""
    return _(
        "write flavour numbers run together (1234) or flavour names, colours or the letters "
        "on the tokens separated by commas ({example}); flavours: {flavours}",
        example=",".join(
            [flavours.name(1), flavours.colour(2), flavours.letter(3), flavours.name(4)],
        ),
        flavours=flavours.spoken_list(),
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
        raise KitgenError(_("an empty code cannot be read — {how}", how=how_to_write()))
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
            said = word or _("(nothing between two commas)")
            raise KitgenError(
                _(
                    "{word} in code {code} names no flavour — {how}",
                    word=cited(said),
                    code=cited(text),
                    how=how_to_write(),
                )
            )
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
            n_(
                "{code} has {n} flavour but a row has {length} spots in {mode} mode",
                "{code} has {n} flavours but a row has {length} spots in {mode} mode",
                len(guess),
                code=shown(format_code(guess)),
                length=rules.length,
                mode=rules.mode_name(),
            ),
        )
    aside = sorted({n for n in guess if n > rules.flavours})
    if aside:
        names = _(" and ").join(f"{n} ({flavours.name(n)})" for n in aside)
        return Verdict(
            False,
            n_(
                "flavour {names} is set aside in {mode} mode — only flavours 1–{flavours} are "
                "in play",
                "flavour {names} are set aside in {mode} mode — only flavours 1–{flavours} are "
                "in play",
                len(aside),
                names=names,
                mode=rules.mode_name(),
                flavours=rules.flavours,
            ),
        )
    return Verdict(
        True,
        _(
            "{code} fills all {length} spots with flavours in play",
            code=shown(format_code(guess)),
            length=rules.length,
        ),
    )


#: The most times a flavour may appear in a code under each repeats rule, and what a code
#: with one that appears more often is told (``any``: no limit); ``{times}``: how often.
REPEATS_ALLOWED = {
    "none": (
        1,
        N_(
            "{code} repeats {flavour} but repeats are off — every flavour may appear once "
            "(allow one pair with --repeats)"
        ),
    ),
    "one-pair": (
        2,
        N_(
            "{code} holds {flavour} {times} times — with repeats a flavour may appear at most twice"
        ),
    ),
}


def check_code(code: Code, rules: CodeRules) -> Verdict:
    """Is ``code`` a legal hidden code: right length, flavours in play, repeats within the rule."""
    as_row = check_guess(code, rules)
    if not as_row.ok:
        return as_row
    counts = Counter(code)
    text = shown(format_code(code))
    repeats = REPEATS_ALLOWED.get(rules.repeats)
    if repeats is not None:
        most, refused = repeats
        over = [n for n, c in counts.items() if c > most]
        if over:
            return Verdict(
                False,
                _(refused, code=text, flavour=flavours.name(over[0]), times=counts[over[0]]),
            )
    if rules.repeats == "one-pair":
        pairs = sorted(n for n, c in counts.items() if c == 2)
        if len(pairs) > 1:
            both = _(" and ").join(flavours.name(n) for n in pairs)
            return Verdict(
                False,
                _(
                    "{code} repeats both {flavours} — with repeats only one flavour may appear "
                    "twice",
                    code=text,
                    flavours=both,
                ),
            )
    return Verdict(
        True,
        _(
            "{code} is a legal code in {mode} mode ({flavours})",
            code=text,
            mode=rules.mode_name(),
            flavours=spoken(code),
        ),
    )


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
