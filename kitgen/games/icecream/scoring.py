"""Round scoring: the guesser scores the rows in play still empty when the code is cracked."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core import wording
from kitgen.core.errors import KitgenError
from kitgen.games.icecream.rules import CodeRules


@dataclass(frozen=True)
class RoundScore:
    points: int
    reason: str


def round_points(rules: CodeRules, cracked_on: int | None) -> RoundScore:
    """Points for a round cracked on guess ``cracked_on`` (None: not cracked in the rows)."""
    if cracked_on is None:
        return RoundScore(0, f"not cracked within the {rules.rows} rows in play: 0 points")
    if not 1 <= cracked_on <= rules.rows:
        raise KitgenError(
            f"cracked on guess {cracked_on} is not possible: {rules.mode} mode has "
            f"{rules.rows} rows in play — give a guess number from 1 to {rules.rows}, "
            "or --not-cracked"
        )
    points = rules.rows - cracked_on
    return RoundScore(
        points,
        f"cracked on guess {cracked_on} of {rules.rows} rows: {rules.rows} - {cracked_on} "
        f"= {wording.count(points, 'point')}",
    )
