"""Who wins a round, given every player's claim.

* one or more exact stæður → the one with more operations wins; if tied, the player with
  fewer points so far; if still tied, all of them score;
* no exact stæða → the fair claim (only available cards, each once, every step allowed)
  whose value is nearest the target wins, ties broken the same way (more operations, then
  fewer points so far, then a shared win);
* a winner scores one point per card used (and keeps those cards).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.games.staeda.arith import Value
from kitgen.games.staeda.cards import Card, check_distinct
from kitgen.games.staeda.claims import Verdict, check_claim
from kitgen.games.staeda.rules import Rules


@dataclass(frozen=True)
class Claim:
    player: str
    expression: str


@dataclass(frozen=True)
class RoundResult:
    verdicts: dict[str, Verdict]
    winners: tuple[str, ...]
    scored: dict[str, int]  # points won this round
    totals: dict[str, int]  # points after the round
    exact: bool  # won with an exact stæða (else by coming closest, or nobody won)
    reason: str


def judge_round(
    target: int,
    table: list[Card],
    hands: dict[str, list[Card]],
    claims: list[Claim],
    points: dict[str, int],
    rules: Rules,
) -> RoundResult:
    """Judge every claim, then apply the round rules."""
    seen = Counter(c.player for c in claims)
    for player, n in seen.items():
        if n > 1:
            raise KitgenError(f"{player} has {n} claims — give one claim per player")
        if player not in hands:
            raise KitgenError(
                f"{player} claims but has no hand — add --hand {player}=CARDS "
                "(or a hand for them in the round file)"
            )
    for player in points:
        if player not in hands:
            raise KitgenError(f"points given for {player}, who has no hand — check the name")
    everything = [c for hand in hands.values() for c in hand] + table
    check_distinct(everything, "hands and table together")

    verdicts = {
        c.player: check_claim(c.expression, target, hands[c.player], table, rules) for c in claims
    }
    so_far = {p: points.get(p, 0) for p in hands}
    exact = [p for p, v in verdicts.items() if v.valid]
    fair = [p for p, v in verdicts.items() if v.fair]
    if exact:
        pool, how = exact, "an exact stæða"
    elif fair:
        away: dict[str, Value] = {}
        for p in fair:
            value = verdicts[p].value
            assert value is not None  # a fair claim is always worked out to its value
            # not abs(): mypy types abs() of int | Fraction as object
            away[p] = value - target if value >= target else target - value
        nearest = min(away.values())
        pool = [p for p in fair if away[p] == nearest]
        how = f"the value nearest the target ({nearest} away), as nobody has an exact stæða"
    else:
        return RoundResult(
            verdicts, (), {}, so_far, False, "nobody wins the round: no claim uses the cards fairly"
        )

    reason = f"{_names(pool)} {'has' if len(pool) == 1 else 'have'} {how}"
    most = max(verdicts[p].operations for p in pool)
    if len(pool) > 1:
        kept = [p for p in pool if verdicts[p].operations == most]
        if len(kept) < len(pool):
            reason += f"; {_names(kept)} used more operations ({most})"
        pool = kept
    if len(pool) > 1:
        fewest = min(so_far[p] for p in pool)
        kept = [p for p in pool if so_far[p] == fewest]
        if len(kept) < len(pool):
            reason += f"; {_names(kept)} had fewer points so far ({fewest})"
        pool = kept
    if len(pool) > 1:
        reason += "; still tied, so they all score"
    scored = {p: verdicts[p].cards_used for p in pool}
    totals = {p: so_far[p] + scored.get(p, 0) for p in so_far}
    return RoundResult(verdicts, tuple(pool), scored, totals, bool(exact), reason)


def _names(players: list[str]) -> str:
    if len(players) == 1:
        return players[0]
    return ", ".join(players[:-1]) + " and " + players[-1]
