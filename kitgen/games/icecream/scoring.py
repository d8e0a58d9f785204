"""Round scoring: the guesser scores the rows in play still empty when the code is cracked."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, n_
from kitgen.games.icecream.rules import CodeRules


@dataclass(frozen=True)
class RoundScore:
    points: int
    reason: str


def round_points(rules: CodeRules, cracked_on: int | None) -> RoundScore:
    """Points for a round cracked on guess ``cracked_on`` (None: not cracked in the rows)."""
    if cracked_on is None:
        return RoundScore(
            0,
            n_(
                "not cracked within the {n} row in play: 0 points",
                "not cracked within the {n} rows in play: 0 points",
                rules.rows,
            ),
        )
    if not 1 <= cracked_on <= rules.rows:
        raise KitgenError(
            _(
                "cracked on guess {guess} is not possible: {mode} mode has {rows} rows in play "
                "— give a guess number from 1 to {rows}, or --not-cracked",
                guess=cracked_on,
                mode=rules.mode_name(),
                rows=rules.rows,
            )
        )
    points = rules.rows - cracked_on
    return RoundScore(
        points,
        n_(
            "cracked on guess {guess} of {rows} rows: {rows} - {guess} = {n} point",
            "cracked on guess {guess} of {rows} rows: {rows} - {guess} = {n} points",
            points,
            guess=cracked_on,
            rows=rules.rows,
        ),
    )
