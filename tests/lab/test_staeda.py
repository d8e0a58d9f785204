"""``kitgen staeda bot`` and ``kitgen lab staeda``: the deals' figures agree with a brute force
that tries every expression, and every simulated round is judged as ``kitgen staeda round``
judges it, to a game end the rules page (or the cards) calls."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations, product

import pytest

from kitgen.api import lab as api
from kitgen.api import staeda as referee
from kitgen.games.staeda.cards import parse_cards
from kitgen.games.staeda.rules import Rules
from kitgen.simulation.staeda import Table, play_deal, play_game


def _results(a: Fraction, b: Fraction, whole: bool) -> set[Fraction]:
    out = {a + b, a * b, a - b, b - a}
    if b:
        out.add(a / b)
    if a:
        out.add(b / a)
    if whole:
        out = {v for v in out if v >= 0 and v.denominator == 1}
    return out


@cache
def _makes(values: tuple[Fraction, ...], target: Fraction, whole: bool) -> bool:
    """Can all of ``values`` (sorted) make ``target``: combine two of them, again and again."""
    if len(values) == 1:
        return values[0] == target
    for i, j in combinations(range(len(values)), 2):
        rest = values[:i] + values[i + 1 : j] + values[j + 1 :]
        for r in _results(values[i], values[j], whole):
            if _makes(tuple(sorted((*rest, r))), target, whole):
                return True
    return False


def brute_force(cards: str, target: int, whole: bool) -> tuple[int, int]:
    """(fewest, most) cards of an expression worth ``target``, each ace 1 or 11 (0, 0: none)."""
    choices = [(1, 11) if c.rank == "A" else (c.key,) for c in parse_cards(cards)]
    sizes = set()
    for size in range(1, len(choices) + 1):
        for chosen in combinations(choices, size):
            for values in product(*chosen):
                key = tuple(sorted(Fraction(v) for v in values))
                if _makes(key, Fraction(target), whole):
                    sizes.add(size)
                    break
            if size in sizes:
                break
    return (min(sizes), max(sizes)) if sizes else (0, 0)


@pytest.mark.parametrize("whole", [False, True])
def test_deals_agree_with_the_brute_force(whole) -> None:
    table = Table(Rules(whole_numbers=whole), ("steady",) * 4, seed=21)
    count = 25 if whole else 15  # with fractions the brute force tries many more values
    deals = [play_deal(table, i) for i in range(count)]
    for deal in deals:
        cards = " ".join(deal.hand + deal.table)
        assert (deal.fewest, deal.most) == brute_force(cards, deal.target, whole), deal
    # the lab's share is the deals' share
    result = api.staeda(deals=count, games=0, seed=21, jobs=1, whole_numbers=whole)
    made = sum(1 for d in deals if d.reachable)
    assert result.figures["reachable"]["count"] == made
    for row in result.figures["reachable_within"]:
        assert row["count"] == sum(1 for d in deals if d.reachable and d.fewest <= row["cards"])


def test_a_deal_draws_its_target_from_three_cards() -> None:
    deal = play_deal(Table(Rules(), ("steady",) * 4, seed=2), 0)
    allowed = referee.targets(" ".join(deal.target_cards)).targets
    assert deal.target in allowed
    every = [*deal.target_cards, *deal.hand, *deal.table]
    assert len(set(every)) == 9  # nine different cards of one deck


@pytest.mark.parametrize("whole", [False, True])
def test_games_are_judged_round_by_round_as_the_referee_judges(whole) -> None:
    rules = Rules(whole_numbers=whole)
    table = Table(rules, ("cautious", "steady", "greedy", "steady"), seed=4)
    for index in range(2):
        game = play_game(table, index)
        kept: list[str] = []
        points = dict.fromkeys(["Player 1", "Player 2", "Player 3", "Player 4"], 0)
        for number, played in enumerate(game.rounds):
            dealt = [*played["hands"].values(), played["table"]]
            cards = " ".join(dealt).split()
            # the target cards are out of the first round only (the rules page)
            aside = game.target_cards if number == 0 else ()
            assert not set(cards) & set(kept) and not set(cards) & set(aside)
            judged = referee.round(
                target=game.target,
                table=played["shown_table"],
                hand=played["shown_hands"],
                claim=played["claims"],
                points=points,
                whole_numbers=whole,
            )
            assert judged.winners == played["winners"]
            points = {p["name"]: p["points"] for p in judged.players}
            assert points == played["totals"]
            for who in judged.winners:  # the winners keep the cards of their claims
                used = referee.check(played["claims"][who], target=game.target,
                                     hand=played["shown_hands"][who],
                                     table=played["shown_table"], whole_numbers=whole)  # fmt: skip
                kept += [c for c in used.cards if c not in kept]
        assert tuple(points[p] for p in sorted(points)) == game.points
        if game.end == "over":  # between rounds the target cards are back in the deck
            assert referee.over(target=game.target, kept=" ".join(kept), whole_numbers=whole).ok
        else:  # short of cards: fewer than 4 hands and a table are left
            assert 52 - len(kept) < 15


def test_staeda_bot_turns(kitgen) -> None:
    # cautious: 3 × (K − 2)? no 2 in hand; swapping A for the table's 2 gives 3 2 K: 3 × (10 − 2)
    result = kitgen("staeda", "bot", "--target", "24", "--hand", "3 A K", "--table", "7 2 5",
                    "--level", "cautious", "--json")  # fmt: skip
    data = result.json()
    assert result.code == 0 and data["call"] is True
    assert data["swap"] == {"hand": "A", "table": "2"}
    assert sorted(data["hand"]) == ["2", "3", "K"] and sorted(data["table"]) == ["5", "7", "A"]
    assert referee.check(data["claim"], target=24, hand=" ".join(data["hand"]),
                         table=" ".join(data["table"])).ok  # fmt: skip
    # last turn after another's call, nothing better to swap for: it knocks
    knock = kitgen("staeda", "bot", "--target", "24", "--hand", "3 A K", "--table", "7 2 5",
                   "--last", "--json").json()  # fmt: skip
    assert knock["swap"] is None and knock["call"] is False
    # no stæða yet, patience left: no call
    wait = kitgen("staeda", "bot", "--target", "242", "--hand", "2 3 4", "--table", "5 6 7")
    assert wait.code == 1 and "It does not call yet." in wait.out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--target", "24", "--hand", "3 A K", "--table", "7 2 5", "--level", "bold"],
         "unknown level 'bold'"),
        (["--target", "24", "--hand", "3 A K 4", "--table", "7 2 5"], "give at most 3"),
        (["--target", "24", "--hand", "3H A K", "--table", "3H 2 5"], "3H is listed 2 times"),
        (["--target", "24", "--hand", "3", "--table", ""], "give --hand and --table"),
    ],
)  # fmt: skip
def test_staeda_bot_bad_input(kitgen, args, message) -> None:
    result = kitgen("staeda", "bot", *args)
    assert result.code == 2 and message in result.err, result.err


def test_lab_staeda_versus_and_plot(kitgen, tmp_path) -> None:
    plot = tmp_path / "staeda.png"
    result = kitgen("lab", "staeda", "--deals", "30", "--games", "2", "--jobs", "1",
                    "--versus", "--whole-numbers", "--plot", plot, "--json")  # fmt: skip
    assert result.code == 0, result.err
    data = result.json()
    assert data["rules"] == {"whole_numbers": False, "tie_break": "operations"}
    assert data["versus"]["rules"] == {"whole_numbers": True, "tie_break": "operations"}
    assert data["figures"]["games"] == 2 and data["figures"]["deals"] == 30
    assert plot.read_bytes()[:4] == b"\x89PNG"
    # deals only: one panel (no empty "games over" axes beside it), about half as wide
    deals_only = tmp_path / "deals.png"
    result = kitgen("lab", "staeda", "--deals", "30", "--games", "0", "--jobs", "1",
                    "--plot", deals_only)  # fmt: skip
    assert result.code == 0, result.err
    from PIL import Image

    with Image.open(plot) as both, Image.open(deals_only) as one:
        assert one.height == both.height
        assert 0.45 < one.width / both.width < 0.6
    bad = kitgen("lab", "staeda", "--deals", "0", "--games", "0")
    assert bad.code == 2 and "leave nothing to do" in bad.err
