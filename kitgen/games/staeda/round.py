"""Who wins a round, given every player's claim.

* one or more exact stæður → the one with more operations wins; if tied, the player with
  fewer points so far; if still tied, all of them score;
* no exact stæða → the fair claim (only available cards, each once, every step allowed)
  whose value is nearest the target wins, ties broken the same way (more operations, then
  fewer points so far, then a shared win);
* a winner scores one point per card used (and keeps those cards).

House rule ``tie_break`` (the rules page): ``first-call`` gives a tie to the claim made
first — the claims are given in the order they were made, the caller's first, then
clockwise; ``fewer-cards`` gives it to the claim with fewer cards, then as above.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_
from kitgen.games.staeda.arith import Value
from kitgen.games.staeda.cards import Card, check_distinct
from kitgen.games.staeda.claims import Verdict, check_claim
from kitgen.games.staeda.rules import Rules


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
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
    # a count with its own message, alike in shape to the deck's in cards.check_distinct
    # (``duplicates`` pairs them): a player's claims, checked with the player's hand
    seen = Counter(c.player for c in claims)
    for player, n in seen.items():
        if n > 1:
            raise KitgenError(
                n_(
                    "{player} has {n} claim — give one claim per player",
                    "{player} has {n} claims — give one claim per player",
                    n,
                    player=player,
                )
            )
        if player not in hands:
            raise KitgenError(
                _(
                    "{player} claims but has no hand — add --hand {player}=CARDS (or a hand for "
                    "them in the round file)",
                    player=player,
                )
            )
    for player in points:
        if player not in hands:
            raise KitgenError(
                _("points given for {player}, who has no hand — check the name", player=player)
            )
    everything = [c for hand in hands.values() for c in hand] + table
    check_distinct(everything, N_("hands and table together"))

    verdicts = {
        c.player: check_claim(c.expression, target, hands[c.player], table, rules) for c in claims
    }
    so_far = {p: points.get(p, 0) for p in hands}
    exact = [p for p, v in verdicts.items() if v.valid]
    fair = [p for p, v in verdicts.items() if v.fair]
    if exact:
        pool = exact
        how = n_(
            "{players} has an exact stæða",
            "{players} have an exact stæða",
            len(pool),
            players=_names(pool),
        )
    elif fair:
        away: dict[str, Value] = {}
        for p in fair:
            value = verdicts[p].value
            assert value is not None  # a fair claim is always worked out to its value
            # not abs(): mypy types abs() of int | Fraction as object
            away[p] = value - target if value >= target else target - value
        nearest = min(away.values())
        pool = [p for p in fair if away[p] == nearest]
        how = n_(
            "{players} has the value nearest the target ({away} away), as nobody has an exact "
            "stæða",
            "{players} have the value nearest the target ({away} away), as nobody has an exact "
            "stæða",
            len(pool),
            away=nearest,
            players=_names(pool),
        )
    else:
        return RoundResult(
            verdicts,
            (),
            {},
            so_far,
            False,
            _("nobody wins the round: no claim uses the cards fairly"),
        )

    reason = how
    if rules.tie_break == "first-call" and len(pool) > 1:
        first = next(c.player for c in claims if c.player in pool)
        reason = _("{reason}; {player} claimed first", reason=reason, player=first)
        pool = [first]
    operations = {p: verdicts[p].operations for p in pool}
    cards = {p: verdicts[p].cards_used for p in pool}
    # The ties broken in turn: (fewer cards, by the house rule,) the most operations, then
    # the fewest points so far; each step that leaves players out says so in the reason
    # (its value under ``name``).
    tie_breaks = (
        (min, cards, "cards", N_("{reason}; {players} used fewer cards ({cards})")),
        (max, operations, "most", N_("{reason}; {players} used more operations ({most})")),
        (min, so_far, "fewest", N_("{reason}; {players} had fewer points so far ({fewest})")),
    )[0 if rules.tie_break == "fewer-cards" else 1 :]
    for best, score, name, said in tie_breaks:
        if len(pool) > 1:
            value = best(score[p] for p in pool)
            kept = [p for p in pool if score[p] == value]
            if len(kept) < len(pool):
                reason = _(said, reason=reason, players=_names(kept), **{name: value})
            pool = kept
    if len(pool) > 1:
        reason = _("{reason}; still tied, so they all score", reason=reason)
    scored = {p: verdicts[p].cards_used for p in pool}
    totals = {p: so_far[p] + scored.get(p, 0) for p in so_far}
    return RoundResult(verdicts, tuple(pool), scored, totals, bool(exact), reason)


def _names(players: list[str]) -> str:
    if len(players) == 1:
        return players[0]
    return _("{players} and {last}", players=", ".join(players[:-1]), last=players[-1])
