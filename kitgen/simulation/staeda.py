"""Stæða in the lab: random deals, and whole games played by computer players.

A **deal** (:func:`play_deal`) is what a player meets at the start of a game: three cards
drawn from the shuffled deck make the target (one of the targets they allow, each as
likely), then a hand of three and a table of three from the 49 cards left. The solver says
whether the target can be made from those six cards, with how few cards at least, and the
best stæða's operations (the one with the most cards).

A **game** (:func:`play_game`) follows the rules page: the target as above, every round a
fresh shuffle of the cards still in play dealt to the players (three each) and the table
(three); the dealer starts, turns pass clockwise, each a swap by the computer player of
that seat (:mod:`kitgen.games.staeda.bot`), until one calls; every other player has one more
turn; the claims are judged by the referee (``kitgen staeda round``); the winners keep the
cards they used. The game is over when ``kitgen staeda over`` says no set of at most six
cards still in play makes the target. The rules page does not say what happens when the
cards in play can no longer fill every hand and the table; the lab ends such a game there
(*short of cards*) and counts it. The dealer moves one seat on each round.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.core.messages import N_, _, n_
from kitgen.core.wording import decimal
from kitgen.games.staeda.bot import Player, Seat, parse_seat
from kitgen.games.staeda.cards import HAND_CARDS, TABLE_CARDS, Card, deck, format_cards
from kitgen.games.staeda.over import over
from kitgen.games.staeda.round import Claim, judge_round
from kitgen.games.staeda.rules import Rules
from kitgen.games.staeda.solver import Keys, Solver, paused_gc, sub_multisets
from kitgen.games.staeda.targets import targets
from kitgen.simulation.run import check_seats, game_rng
from kitgen.simulation.stats import Mean, Share, compared, histogram, mean

GAME = "staeda"
MIN_PLAYERS, MAX_PLAYERS = 2, 6
#: No game lasts more rounds than this (every round a winner keeps a card; 49 are in play).
MAX_ROUNDS = 60
#: No round lasts more turns than this (patience makes every player call well before).
MAX_TURNS = 200
CARDS = 6


@dataclass(frozen=True)
class Table:
    """What every game and deal of a run is played with."""

    rules: Rules
    levels: tuple[str, ...]
    seed: int

    def __post_init__(self) -> None:
        check_seats(
            self.levels, MIN_PLAYERS, MAX_PLAYERS, parse_seat, "steady,steady,steady,steady"
        )

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Each seat's level and skill (``--bots steady:4,steady``)."""
        return tuple(parse_seat(level) for level in self.levels)


# -- deals ------------------------------------------------------------------------------------

#: One solver per process and rule set, its tables shared by every deal (renewed now and
#: then, so that memory stays small; what it answers never depends on what it kept).
_SOLVERS: dict[bool, tuple[Solver, list[int]]] = {}
_RENEW = 2000


def _solver(whole: bool) -> Solver:
    solver, used = _SOLVERS.get(whole, (None, [0]))
    if solver is None or used[0] >= _RENEW:
        solver, used = Solver(whole), [0]
        _SOLVERS[whole] = (solver, used)
    used[0] += 1
    return solver


def deal_target(rng: Any) -> tuple[list[Card], int, list[Card]]:
    """Three target cards, the target (one they allow, each as likely), the rest shuffled."""
    cards = deck()
    rng.shuffle(cards)
    target_cards, rest = cards[:3], cards[3:]
    allowed = sorted(targets(target_cards))
    return target_cards, allowed[rng.randrange(len(allowed))], rest


# A record of its own fields, alike in shape to others (``duplicates`` pairs them).
@dataclass(frozen=True)
class Deal:
    target: int
    target_cards: tuple[str, ...]
    hand: tuple[str, ...]
    table: tuple[str, ...]
    #: The fewest and the most cards of a stæða (0 when the target cannot be made).
    fewest: int
    most: int

    @property
    def reachable(self) -> bool:
        return self.most > 0


def reach_of(target: int, keys: Keys, solver: Solver) -> tuple[int, int]:
    """(fewest, most) cards of a stæða for ``target`` among ``keys`` (0, 0: none)."""
    with paused_gc():
        found = [len(k) for k in sub_multisets(tuple(sorted(keys))) if solver.makes(k, target)]
    return (min(found), max(found)) if found else (0, 0)


def play_deal(table: Table, index: int) -> Deal:
    rng = game_rng(table.seed, GAME + " deal", index)
    target_cards, target, rest = deal_target(rng)
    hand, on_table = rest[:HAND_CARDS], rest[HAND_CARDS : HAND_CARDS + TABLE_CARDS]
    keys = tuple(c.key for c in hand + on_table)
    fewest, most = reach_of(target, keys, _solver(table.rules.whole_numbers))
    return Deal(
        target,
        tuple(map(str, target_cards)),
        tuple(map(str, hand)),
        tuple(map(str, on_table)),
        fewest,
        most,
    )


# -- games ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord:
    index: int
    target: int
    target_cards: tuple[str, ...]
    #: Each round: the hands and table dealt, turns, the caller, the hands and table shown
    #: at the end, the claims, the winners, the points scored and the totals after it.
    rounds: tuple[dict[str, Any], ...]
    #: ``over`` (no stæða can be built any more) or ``short`` (too few cards to deal).
    end: str
    points: tuple[int, ...]


def seat_names(n: int) -> list[str]:
    return [f"Player {seat}" for seat in range(1, n + 1)]


def play_game(table: Table, index: int) -> GameRecord:
    rng = game_rng(table.seed, GAME + " game", index)
    target_cards, target, _rest = deal_target(rng)
    names = seat_names(len(table.levels))
    bot = Player(target, table.rules.whole_numbers)
    players = [Player(target, False, bot.solver, seat.skill) for seat in table.seats]
    kept: list[Card] = []
    points = dict.fromkeys(names, 0)
    rounds: list[dict[str, Any]] = []
    end = "over"
    for number in range(MAX_ROUNDS):
        # the target cards are set aside for the first round; then every card not kept as
        # points is shuffled for the next (the rules page)
        aside = target_cards if number == 0 else ()
        if over(target, kept, list(aside), table.rules).over:
            break
        pool = [c for c in deck() if c not in kept and c not in aside]
        if len(pool) < HAND_CARDS * len(names) + TABLE_CARDS:
            end = "short"
            break
        rng.shuffle(pool)
        played = _round(table, players, names, pool, number % len(names), points)
        rounds.append(played)
        for card in played.pop("won_cards"):
            if card not in kept:
                kept.append(card)
        points = dict(played["totals"])
    else:  # pragma: no cover
        raise RuntimeError(f"game {index} ran past {MAX_ROUNDS} rounds")
    return GameRecord(
        index,
        target,
        tuple(map(str, target_cards)),
        tuple(rounds),
        end,
        tuple(points[n] for n in names),
    )


def _round(
    table: Table,
    players: list[Player],
    names: list[str],
    pool: list[Card],
    dealer: int,
    points: dict[str, int],
) -> dict[str, Any]:
    n = len(names)
    hands = [tuple(pool[HAND_CARDS * s : HAND_CARDS * (s + 1)]) for s in range(n)]
    on_table = tuple(pool[HAND_CARDS * n : HAND_CARDS * n + TABLE_CARDS])
    dealt = {names[s]: format_cards(list(hands[s])) for s in range(n)}
    dealt_table = format_cards(list(on_table))
    waited = [0] * n
    levels = [seat.level for seat in table.seats]
    seat, caller, turns = dealer, None, 0
    while caller is None:
        if turns >= MAX_TURNS:  # pragma: no cover - patience calls long before
            raise RuntimeError("a round ran past its turns")
        decision = players[seat].turn(hands[seat], on_table, levels[seat], waited[seat])
        hands[seat], on_table = decision.hand, decision.table
        waited[seat] += 1
        turns += 1
        if decision.call:
            caller = seat
        seat = (seat + 1) % n
    for step in range(1, n):
        other = (caller + step) % n
        decision = players[other].turn(
            hands[other], on_table, levels[other], waited[other], last=True
        )
        hands[other], on_table = decision.hand, decision.table
        turns += 1
    # the claims in the order they were made: the caller's first, then clockwise
    order = [(caller + step) % n for step in range(n)]
    claims = [Claim(names[s], players[s].claim(hands[s], on_table)) for s in order]
    result = judge_round(
        players[0].target,
        list(on_table),
        {names[s]: list(hands[s]) for s in range(n)},
        claims,
        points,
        table.rules,
    )
    won = [card for who in result.winners for card in result.verdicts[who].cards]
    return {
        "dealer": names[dealer],
        "hands": dealt,
        "table": dealt_table,
        "turns": turns,
        "caller": names[caller],
        "shown_hands": {names[s]: format_cards(list(hands[s])) for s in range(n)},
        "shown_table": format_cards(list(on_table)),
        "claims": {c.player: c.expression for c in claims},
        "winners": list(result.winners),
        "exact": result.exact,
        "scored": dict(result.scored),
        "totals": dict(result.totals),
        "won_cards": won,
    }


# -- the figures ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Figures:
    deals: int
    reachable: Share
    #: For k = 1..6: deals whose target is made with at most k cards.
    within: tuple[Share, ...]
    operations: Mean  # of the best stæða, over the deals that have one
    most: dict[str, int]
    games: int
    rounds: Mean
    over_by: tuple[Share, ...]  # games over by round 1, 2, ... (the rules' end)
    ended_by: tuple[Share, ...]  # games ended by round 1, 2, ... (over or short of cards)
    short: Share
    exact_rounds: Share
    rounds_histogram: dict[str, int]
    #: Rounds with a winner that ended in a tie (every tied player scores).
    tied_rounds: Share
    #: With players of different skill: rounds (with a winner) won by the most skilled
    #: alone, and games they ended with the most points alone (``None``: skills alike).
    skilled_rounds: Share | None = None
    skilled_games: Share | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "deals": self.deals,
            "reachable": self.reachable.as_json(),
            "reachable_within": [
                {"cards": k, **share.as_json()} for k, share in enumerate(self.within, 1)
            ],
            "best_operations": self.operations.as_json(),
            "best_cards_histogram": self.most,
            "games": self.games,
            "rounds": self.rounds.as_json(),
            "over_by_round": [
                {"round": k, **share.as_json()} for k, share in enumerate(self.over_by, 1)
            ],
            "ended_by_round": [
                {"round": k, **share.as_json()} for k, share in enumerate(self.ended_by, 1)
            ],
            "short_of_cards": self.short.as_json(),
            "rounds_won_exactly": self.exact_rounds.as_json(),
            "rounds_histogram": self.rounds_histogram,
            "rounds_tied": self.tied_rounds.as_json(),
            "rounds_won_by_the_most_skilled": _or_null(self.skilled_rounds),
            "games_won_by_the_most_skilled": _or_null(self.skilled_games),
        }


def _or_null(share: Share | None) -> dict[str, Any] | None:
    return None if share is None else share.as_json()


def figures(
    deals: Sequence[Deal], games: Sequence[GameRecord], seats: Sequence[Seat] = ()
) -> Figures:
    n = len(deals)
    made = [d for d in deals if d.reachable]
    lengths = [len(g.rounds) for g in games]
    longest = max(lengths, default=0)
    played = [r for g in games for r in g.rounds]
    won = [r for r in played if r["winners"]]
    skilled_rounds = skilled_games = None
    skills = [seat.skill for seat in seats]
    if skills and len(set(skills)) > 1:
        names = seat_names(len(skills))
        best = {names[i] for i, skill in enumerate(skills) if skill == max(skills)}
        skilled_rounds = Share(sum(1 for r in won if set(r["winners"]) <= best), len(won))
        alone = 0
        for g in games:
            top = max(g.points)
            leaders = {names[i] for i, p in enumerate(g.points) if p == top}
            alone += leaders <= best
        skilled_games = Share(alone, len(games))
    return Figures(
        deals=n,
        reachable=Share(len(made), n),
        within=tuple(Share(sum(1 for d in made if d.fewest <= k), n) for k in range(1, CARDS + 1)),
        operations=mean([d.most - 1 for d in made]),
        most=histogram([d.most for d in deals]),
        games=len(games),
        rounds=mean(lengths),
        over_by=tuple(
            Share(sum(1 for g in games if g.end == "over" and len(g.rounds) <= k), len(games))
            for k in range(1, longest + 1)
        ),
        ended_by=tuple(
            Share(sum(1 for g in games if len(g.rounds) <= k), len(games))
            for k in range(1, longest + 1)
        ),
        short=Share(sum(1 for g in games if g.end == "short"), len(games)),
        exact_rounds=Share(sum(1 for r in played if r["exact"]), len(played)),
        rounds_histogram=histogram(lengths),
        tied_rounds=Share(sum(1 for r in won if len(r["winners"]) > 1), len(won)),
        skilled_rounds=skilled_rounds,
        skilled_games=skilled_games,
    )


def comparison(a: Figures, b: Figures) -> list[dict[str, Any]]:
    rows: list[tuple[str, Share | Mean, Share | Mean]] = [
        ("reachable", a.reachable, b.reachable),
        ("best_operations", a.operations, b.operations),
    ]
    rows += [
        (f"reachable_within_{k}", x, y)
        for k, (x, y) in enumerate(zip(a.within, b.within, strict=True), 1)
    ]
    if a.games and b.games:
        rows += [
            ("rounds", a.rounds, b.rounds),
            ("rounds_won_exactly", a.exact_rounds, b.exact_rounds),
            ("short_of_cards", a.short, b.short),
            ("rounds_tied", a.tied_rounds, b.tied_rounds),
        ]
        if a.skilled_rounds is not None and b.skilled_rounds is not None:
            rows.append(("rounds_won_by_the_most_skilled", a.skilled_rounds, b.skilled_rounds))
        if a.skilled_games is not None and b.skilled_games is not None:
            rows.append(("games_won_by_the_most_skilled", a.skilled_games, b.skilled_games))
    return [compared(name, x, y) for name, x, y in rows]


def lines(f: Figures) -> list[str]:
    from kitgen.simulation.stats import percent

    out = [_("target can be made from a deal: {share}", share=percent(f.reachable))]
    for k, share in enumerate(f.within, 1):
        text = n_(
            "  with at most {n} card: {share}",
            "  with at most {n} cards: {share}",
            k,
            share=percent(share),
        )
        out.append(text)
    if f.operations.n:
        said = N_("operations of the best stæða: {value} (95 % interval {low} to {high})")
        out.append(_mean_line(said, f.operations, 2))
    if f.games:
        out.append(
            _mean_line(N_("rounds per game: {value} (95 % interval {low} to {high})"), f.rounds, 1)
        )
        for k in (3, 5, 10, 15, 20):
            if k <= len(f.over_by):
                share = f.over_by[k - 1]
                out.append(_("  over by round {k}: {share}", k=k, share=percent(share)))
        out.append(_("games ended short of cards: {share}", share=percent(f.short)))
        out.append(_("rounds won with an exact stæða: {share}", share=percent(f.exact_rounds)))
        out.append(_("rounds that ended in a tie: {share}", share=percent(f.tied_rounds)))
        if f.skilled_rounds is not None and f.skilled_games is not None:
            out.append(
                _(
                    "rounds won by the most skilled player alone: {share}",
                    share=percent(f.skilled_rounds),
                )
            )
            out.append(
                _(
                    "games the most skilled player ended ahead: {share}",
                    share=percent(f.skilled_games),
                )
            )
    return out


def _mean_line(message: str, mean: Mean, digits: int) -> str:
    """``message`` with the mean as ``{value}`` and its interval (``{low}``, ``{high}``), each
    written with ``digits`` decimals."""
    low, high = mean.interval
    return _(
        message,
        value=decimal(mean.value, digits),
        low=decimal(low, digits),
        high=decimal(high, digits),
    )


def staeda_plot(runs: Sequence[tuple[str, Figures]]) -> bytes:
    """The target made from a deal with at most k cards, and (when games were played)
    games over by round N."""
    from kitgen.simulation import plot as plots

    games = any(f.over_by for _label, f in runs)
    figure = plots.new_figure(9 if games else 4.8, 3.8)
    if games:
        within, ended = figure.subplots(1, 2)
    else:
        within, ended = figure.subplots(1, 1), None
    width = 0.8 / len(runs)
    for at, (label, f) in enumerate(runs):
        values, errors = plots.error_bars(f.within)
        places = [k + (at - (len(runs) - 1) / 2) * width for k in range(1, len(values) + 1)]
        within.bar(
            places,
            values,
            yerr=errors,
            width=width,
            capsize=3,
            color=plots.COLOURS[at],
            label=label,
        )
        if f.over_by and ended is not None:
            rounds = list(range(0, len(f.over_by) + 1))
            for shares, style, said in (
                (f.over_by, "-", _("over: no stæða left")),
                (f.ended_by, ":", _("ended, also short of cards")),
            ):
                ended.step(
                    rounds,
                    [0.0] + [100 * s.value for s in shares],
                    where="post",
                    color=plots.COLOURS[at],
                    linestyle=style,
                    label=f"{label}: {said}",
                )
    within.set_xlabel(_("cards used, at most"))
    within.set_ylabel(_("deals whose target is made (%)"))
    within.set_ylim(0, 100)
    within.set_title(_("Target made from a deal"))
    within.legend(fontsize=8)
    if ended is not None:
        ended.xaxis.get_major_locator().set_params(integer=True)
        ended.set_xlabel(_("round"))
        ended.set_ylabel(_("games over (%)"))
        ended.set_ylim(0, 100)
        ended.set_title(_("Games over by round N"))
        ended.legend(fontsize=8)
    return plots.png(figure)
