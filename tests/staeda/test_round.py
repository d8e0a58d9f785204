"""Round judging, worked by hand. Target 24, table 7 2 5 unless said otherwise."""

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.staeda.cards import parse_cards
from kitgen.games.staeda.round import Claim, judge_round
from kitgen.games.staeda.rules import Rules

TABLE = parse_cards("7 2 5")


def judge(hands, claims, points=None, target=24, rules=Rules()):
    return judge_round(
        target,
        TABLE,
        {p: parse_cards(h) for p, h in hands.items()},
        [Claim(p, e) for p, e in claims.items()],
        points or {},
        rules,
    )


def test_one_exact_stæða_wins_and_scores_its_cards() -> None:
    # Ann: 10 × 2 + 1 + 3 = 24 (4 cards); Bob: 4 × 4 + 9 − 2 = 23 misses
    r = judge({"Ann": "3 A K", "Bob": "4 4 9"}, {"Ann": "K*2+A+3", "Bob": "4*4+9-2"}, {"Ann": 3})
    assert r.winners == ("Ann",) and r.exact
    assert r.scored == {"Ann": 4}
    assert r.totals == {"Ann": 7, "Bob": 0}


def test_exact_beats_closer_looking_and_more_operations_wins() -> None:
    # Ann: 3 × 7 + 5 − 2 = 24 (3 operations); Bob: 4 × 5 + 4 = 24 (2 operations)
    r = judge({"Ann": "3 8 9", "Bob": "4 4 9"}, {"Ann": "3*7+5-2", "Bob": "4*5+4"})
    assert r.winners == ("Ann",) and r.scored == {"Ann": 4}
    assert "more operations (3)" in r.reason


def test_tie_on_operations_goes_to_fewer_points() -> None:
    # both 2 operations: Ann 3 × 7 + 3 = 24, Bob 4 × 5 + 4 = 24; Bob has fewer points (2 < 5)
    r = judge(
        {"Ann": "3 3 9", "Bob": "4 4 9"}, {"Ann": "3*7+3", "Bob": "4*5+4"}, {"Ann": 5, "Bob": 2}
    )
    assert r.winners == ("Bob",) and r.scored == {"Bob": 3}
    assert r.totals == {"Ann": 5, "Bob": 5}


def test_full_tie_everyone_scores() -> None:
    r = judge(
        {"Ann": "3 3 9", "Bob": "4 4 9"}, {"Ann": "3*7+3", "Bob": "4*5+4"}, {"Ann": 2, "Bob": 2}
    )
    assert r.winners == ("Ann", "Bob") and r.scored == {"Ann": 3, "Bob": 3}
    assert "they all score" in r.reason


def test_nobody_exact_closest_wins() -> None:
    # Ann: 9 + 7 + 5 = 21 (3 away); Bob: 4 × 5 + 7 = 27 (3 away); Cat: 9 × 2 + 5 = 23 (1 away)
    r = judge(
        {"Ann": "9 3 3", "Bob": "4 4 8", "Cat": "9 6 6"},
        {"Ann": "9+7+5", "Bob": "4*5+7", "Cat": "9*2+5"},
    )
    assert r.winners == ("Cat",) and not r.exact
    assert r.scored == {"Cat": 3}


def test_closest_ties_broken_by_operations() -> None:
    # Ann: 9 + 7 + 5 = 21 (3 away, 2 ops); Bob: 4 × 5 + 7 = 27 (3 away, 2 ops) — then points
    r = judge(
        {"Ann": "9 3 3", "Bob": "4 4 8"}, {"Ann": "9+7+5", "Bob": "4*5+7"}, {"Ann": 1, "Bob": 0}
    )
    assert r.winners == ("Bob",) and r.scored == {"Bob": 3}
    # Bob uses one more card: 4 × 5 + 7 − 2 = 25 (1 away, 3 ops) beats Ann's 23 (1 away, 2 ops)
    r = judge({"Ann": "9 3 3", "Bob": "4 4 8"}, {"Ann": "9*2+5", "Bob": "4*5+7-2"})
    assert r.winners == ("Bob",) and r.scored == {"Bob": 4}


def test_unfair_claims_are_out() -> None:
    # Ann uses a 3 twice (one 3 in reach); Bob's 7 ÷ 2 is not whole with whole_numbers on
    r = judge(
        {"Ann": "3 A K", "Bob": "4 4 9"},
        {"Ann": "3*3+K+5", "Bob": "7/2"},
        rules=Rules(whole_numbers=True),
    )
    assert r.winners == () and r.scored == {}
    assert not r.verdicts["Ann"].fair and not r.verdicts["Bob"].fair


def test_whole_numbers_changes_the_winner() -> None:
    # Ann: (7 − 9) × (2 − 5) × 4 = (−2) × (−3) × 4 = 24 — negative steps;
    # Bob: 4 × 5 + 4 = 24. Fractions on: Ann wins (4 ops); whole numbers: only Bob's counts
    hands = {"Ann": "9 4 3", "Bob": "4 4 9"}
    claims = {"Ann": "(7-9)*(2-5)*4", "Bob": "4*5+4"}
    assert judge(hands, claims).winners == ("Ann",)
    assert judge(hands, claims, rules=Rules(whole_numbers=True)).winners == ("Bob",)


def test_a_card_in_two_hands_is_bad_input() -> None:
    with pytest.raises(KitgenError, match="KH is listed 2 times"):
        judge({"Ann": "KH 2 3", "Bob": "KH 4 5"}, {})


def test_claim_without_hand_is_bad_input() -> None:
    with pytest.raises(KitgenError, match="no hand"):
        judge({"Ann": "2 3 4"}, {"Bob": "7"})
