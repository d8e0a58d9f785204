"""Is the game over? Small piles worked by hand, and a brute-force check on small piles."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.core.errors import KitgenError
from kitgen.games.staeda.cards import RANKS, SUITS, Card, deck, parse_cards
from kitgen.games.staeda.over import over
from kitgen.games.staeda.rules import Rules

from . import reference as ref


def kept_all_but(ranks: list[str]) -> list[Card]:
    """Every card of the deck except one of each of ``ranks`` (as kept cards)."""
    left = list(ranks)
    kept = []
    for card in deck():
        if card.rank in left:
            left.remove(card.rank)
        else:
            kept.append(card)
    return kept


def test_full_deck_goes_on() -> None:
    # 35 = 7 × 5, and a 7 and a 5 are still in play
    r = over(35, [], parse_cards("3 4 5"), Rules())
    assert not r.over and r.in_play == 49
    assert sorted(r.cards) == ["5", "7"]


def test_small_pile_over() -> None:
    # only 2 2 3 left: the most they make is 3 × 2 × 2 = 12 (or (3 + 1)…: no ace), so 35 is out
    r = over(35, kept_all_but(["2", "2", "3"]), None, Rules())
    assert r.over and r.in_play == 3 and r.cards == ()


def test_fraction_only_pile() -> None:
    # pile 2 2 3 10, target 35: (2 + 3 ÷ 2) × 10 = 7/2 × 10 = 35 needs a fraction; with whole
    # numbers 2 2 3 10 never make 35 (e.g. 10 × 3 + 2 + 2 = 34, (10 + 2 + 2) × 3 = 42; the
    # brute force in reference.py confirms none does)
    pile = kept_all_but(["2", "2", "3", "10"])
    r = over(35, pile, None, Rules())
    assert not r.over and sorted(r.cards) == ["10", "2", "2", "3"]
    assert over(35, pile, None, Rules(whole_numbers=True)).over


def test_target_cards_are_set_aside_only_when_given() -> None:
    # pile 5 7 (plus the target cards 3 4 5 if they are not given): 35 = 7 × 5 either way;
    # pile 2 2 3 and target 35 from 3 4 5: over when 3 4 5 are set aside, not when they are
    # counted in play ((3 + 4) × 5 = 35)
    kept = kept_all_but(["2", "2", "3", "3", "4", "5"])
    assert not over(35, kept, None, Rules()).over
    assert over(35, kept, parse_cards("3 4 5"), Rules()).over


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.sampled_from(RANKS), min_size=1, max_size=4).filter(
        lambda rs: all(rs.count(r) <= 4 for r in rs)
    ),
    st.integers(1, 80),
    st.booleans(),
)
def test_over_agrees_with_brute_force_on_small_piles(pile, target, whole) -> None:
    keys = tuple(Card(r).key for r in pile)
    makes = any(v == Fraction(target) for v, _ in ref.all_items(keys, whole))
    r = over(target, kept_all_but(pile), None, Rules(whole_numbers=whole))
    assert r.over == (not makes)


def test_too_many_kept_is_bad_input() -> None:
    with pytest.raises(KitgenError, match="at most four"):
        over(35, parse_cards("K K K"), parse_cards("K K 5"), Rules())
    with pytest.raises(KitgenError, match="listed twice"):
        over(35, [Card("K", "H")], [Card("K", "H"), Card("2"), Card("3")], Rules())


def test_suits_are_all_there() -> None:
    assert len(deck()) == 52 and len(SUITS) == 4


@settings(max_examples=8, deadline=None)
@given(
    st.lists(st.sampled_from(["2", "3", "4", "5", "6", "J"]), min_size=5, max_size=6).filter(
        lambda rs: all(rs.count(r) <= 4 for r in rs)
    ),
    st.integers(1, 300),
)
def test_over_agrees_with_brute_force_on_six_card_piles(pile, target) -> None:
    # whole numbers keep the brute force quick enough for six cards
    keys = tuple(Card(r).key for r in pile)
    makes = any(v == target for v, _ in ref.all_items(keys, True))
    r = over(target, kept_all_but(pile), None, Rules(whole_numbers=True))
    assert r.over == (not makes)


def test_six_card_pile_by_hand() -> None:
    # pile 2 2 2 2 3 3: 144 = 3 × 3 × 2 × 2 × 2 × 2 needs all six cards; 145 cannot be made
    # (no ace to add 1; the brute force agrees)
    pile = kept_all_but(["2", "2", "2", "2", "3", "3"])
    r = over(144, pile, None, Rules(whole_numbers=True))
    assert not r.over and sorted(r.cards) == ["2", "2", "2", "2", "3", "3"]
    assert over(145, pile, None, Rules(whole_numbers=True)).over


@settings(max_examples=10, deadline=None)
@given(
    st.lists(st.sampled_from(RANKS), min_size=5, max_size=5).filter(
        lambda rs: all(rs.count(r) <= 4 for r in rs)
    ),
    st.integers(1, 250),
)
def test_over_agrees_with_brute_force_on_five_card_piles_with_fractions(pile, target) -> None:
    keys = tuple(Card(r).key for r in pile)
    makes = any(v == target for v, _ in ref.all_items(keys, False))
    r = over(target, kept_all_but(pile), None, Rules())
    assert r.over == (not makes)
