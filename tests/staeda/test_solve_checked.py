"""Every expression ``solve`` prints is a stæða (or the claimed nearest value) by ``check``'s
own rules: same cards (hand and table), same switch, same target or closest value."""

import json
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.cli.app import run
from kitgen.games.staeda.cards import Card, format_cards, parse_cards
from kitgen.games.staeda.claims import check_claim
from kitgen.games.staeda.rules import Rules
from kitgen.games.staeda.solver import solve

DECK_KEYS = [k for k in range(1, 10) for _ in range(4)] + [10] * 16


def split(keys: tuple[int, ...]) -> tuple[list[Card], list[Card]]:
    """Cards with those value keys, the first three as the hand, the rest on the table (tens
    as 10, J, Q, K in turn, so the cards stay distinct)."""
    tens = iter(["10", "J", "Q", "K"] * 4)
    cards = [Card("A" if k == 1 else next(tens) if k == 10 else str(k)) for k in keys]
    return cards[:3], cards[3:]


def positions(sizes: tuple[int, int]) -> st.SearchStrategy[tuple[int, ...]]:
    return (
        st.permutations(DECK_KEYS)
        .map(lambda ks: tuple(ks[: sizes[1]]))
        .flatmap(lambda ks: st.integers(sizes[0], sizes[1]).map(lambda n: ks[:n]))
    )


def assert_checked(target: int, keys: tuple[int, ...], whole: bool) -> None:
    rules = Rules(whole_numbers=whole)
    hand, table = split(keys)
    s = solve(target, keys, whole)
    if whole and target < 0:
        assert not s.solvable  # every step, the last included, is a whole number ≥ 0
    expr = s.best if s.solvable else s.closest_expr
    assert expr is not None
    v = check_claim(expr, s.closest, hand, table, rules)
    assert v.valid, (expr, v.reason)
    assert v.value == s.closest
    assert (v.value == target) == s.solvable
    if s.solvable:
        assert s.best == s.closest_expr and v.operations == s.operations
        assert s.count >= 1


def test_negative_target_under_whole_numbers() -> None:
    # the position: 6 + 4 − 3 × 2 − 5 = −1 needs a last step below zero, which
    # whole numbers forbid; the nearest is 0 (e.g. 6 + 4 − 5 − 3 − 2)
    s = solve(-1, (2, 3, 4, 5, 6), whole=True)
    assert not s.solvable and s.best is None and s.count == 0 and s.closest == 0
    assert_checked(-1, (2, 3, 4, 5, 6), True)
    # with fractions allowed it is a stæða
    assert solve(-1, (2, 3, 4, 5, 6), whole=False).solvable


@settings(max_examples=150, deadline=None)
@given(positions((1, 5)), st.integers(-12, 250), st.booleans())
def test_small_positions_pass_check(keys, target, whole) -> None:
    assert_checked(target, keys, whole)


@settings(max_examples=30, deadline=None)
@given(positions((6, 6)), st.integers(-12, 250), st.booleans())
def test_six_card_positions_pass_check(keys, target, whole) -> None:
    assert_checked(target, keys, whole)


SWEEP = [  # (target, hand, table): solvable, unsolvable, fractions-only, aces
    (35, "A 2 3", "5 7 K"),
    (143, "A 9 K", "Q J 10"),
    (231, "2 7 K", "Q J 10"),
    (2, "2 3 4", "5 6"),
    (24, "6 A 3", "4 9 9"),
    (241, "A A A", "K Q J"),
    (7, "K Q", "J"),
    (100, "2 3", ""),
]


def test_cli_prints_checked_expressions(capsys) -> None:
    for target, hand, table in SWEEP:
        for mode in ("--fractions", "--whole-numbers"):
            args = ["staeda", "solve", "--target", str(target), "--hand", hand, "--table", table]
            code = run([*args, mode])
            text = capsys.readouterr().out
            assert run([*args, mode, "--json"]) == code
            data = json.loads(capsys.readouterr().out)
            line = next(x for x in text.splitlines() if x.startswith(("best:", "closest:")))
            printed = line.split(": ", 1)[1].rsplit(" = ", 1)[0]
            assert printed == data["closest_expression"]
            if code == 0:
                assert data["best"] == printed
                # the printed stæða through the check command itself, same cards and switch
                checked = ["staeda", "check", printed, "--target", str(target)]
                assert run([*checked, "--hand", hand, "--table", table, mode]) == 0
                capsys.readouterr()
            else:
                assert code == 1 and data["best"] is None
                v = check_claim(
                    printed,
                    _number(data["closest"]),
                    parse_cards(hand),
                    parse_cards(table),
                    Rules(whole_numbers=mode == "--whole-numbers"),
                )
                assert v.valid and format_cards(list(v.cards)) in text


def _number(text: str) -> int | Fraction:
    f = Fraction(text)
    return f.numerator if f.denominator == 1 else f
