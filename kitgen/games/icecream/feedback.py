"""The pegs a setter owes for a guess, written and read in table notation.

brown = spots that match exactly; beige = for every flavour the smaller of its count in
code and guess, summed, minus brown. By position (easy mode) each peg sits in the hole of
the spot it speaks about: all brown spots first, then scanning the guess left to right a
spot gets beige while its flavour still has unmatched copies in the code.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import _, n_, p_, pN_
from kitgen.games.icecream.codes import Code
from kitgen.games.icecream.rules import CodeRules

BROWN, BEIGE, EMPTY = "brown", "beige", None
_DIGIT = {BROWN: "2", BEIGE: "1", EMPTY: "0"}
_PEG = {"2": BROWN, "1": BEIGE, "0": EMPTY}
#: A peg's colour (or an empty hole) as each language says it, spot by spot.
_PEG_WORDS = (pN_("peg", "brown"), pN_("peg", "beige"), pN_("peg", "empty"))


@dataclass(frozen=True)
class Feedback:
    """Brown and beige counts; ``pegs`` per guess spot in position mode, else None."""

    brown: int
    beige: int
    pegs: tuple[str | None, ...] | None = None

    def written(self) -> str:
        """Table notation: ``2,1`` for counts, one digit per spot (``2100``) by position."""
        if self.pegs is not None:
            return "".join(_DIGIT[p] for p in self.pegs)
        return f"{self.brown},{self.beige}"

    def spoken(self) -> str:
        """``2 brown, 1 beige`` (and the spots, by position)."""
        counts = _(
            "{brown}, {beige}",
            brown=n_("{n} brown", "{n} brown", self.brown),
            beige=n_("{n} beige", "{n} beige", self.beige),
        )
        if self.pegs is None:
            return counts
        spots = ", ".join(p_("peg", p or "empty") for p in self.pegs)
        return f"{counts} ({spots})"


def _unreadable(text: str, rules: CodeRules, how: str) -> str:
    return _(
        "feedback {feedback} cannot be read in {mode} mode — {how}",
        feedback=cited(text),
        mode=rules.mode_name(),
        how=how,
    )


def pegs_by_position(code: Code, guess: Code) -> tuple[str | None, ...]:
    """One peg per guess spot, by the left-to-right beige rule of the rules page."""
    pegs: list[str | None] = [BROWN if g == c else EMPTY for g, c in zip(guess, code, strict=True)]
    unmatched = Counter(c for c, p in zip(code, pegs, strict=True) if p != BROWN)
    for spot, flavour in enumerate(guess):
        if pegs[spot] is EMPTY and unmatched[flavour] > 0:
            pegs[spot] = BEIGE
            unmatched[flavour] -= 1
    return tuple(pegs)


def score(code: Code, guess: Code, rules: CodeRules) -> Feedback:
    """The feedback the setter of ``code`` owes for ``guess`` under ``rules``."""
    brown = sum(g == c for g, c in zip(guess, code, strict=True))
    in_code, in_guess = Counter(code), Counter(guess)
    common = sum(min(n, in_guess[f]) for f, n in in_code.items())
    pegs = pegs_by_position(code, guess) if rules.by_position else None
    return Feedback(brown, common - brown, pegs)


def parse_feedback(text: str, rules: CodeRules) -> Feedback:
    """Read ``B,b`` (counts modes) or one digit per spot (position mode); KitgenError if not."""
    raw = text.strip().replace(" ", "")
    if rules.by_position:
        how = n_(
            "write one digit per spot, {n} digit: 2 brown, 1 beige, 0 empty (e.g. {example})",
            "write one digit per spot, {n} digits: 2 brown, 1 beige, 0 empty (e.g. {example})",
            rules.length,
            example="21" + "0" * (rules.length - 2) if rules.length >= 2 else "2",
        )
        if len(raw) != rules.length or any(ch not in _PEG for ch in raw):
            raise KitgenError(_unreadable(text, rules, how))
        pegs = tuple(_PEG[ch] for ch in raw)
        return Feedback(pegs.count(BROWN), pegs.count(BEIGE), pegs)
    how = _("write brown and beige counts as B,b (e.g. 2,1 for 2 brown and 1 beige)")
    parts = raw.split(",")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 3 for p in parts):
        raise KitgenError(_unreadable(text, rules, how))
    brown, beige = int(parts[0]), int(parts[1])
    if brown + beige > rules.length:
        raise KitgenError(
            n_(
                "feedback {feedback} has {n} peg but a row has only {length} holes — {how}",
                "feedback {feedback} has {n} pegs but a row has only {length} holes — {how}",
                brown + beige,
                feedback=cited(text),
                length=rules.length,
                how=how,
            )
        )
    return Feedback(brown, beige, None)
