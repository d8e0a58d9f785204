"""Modes, the repeats switch, code reading and validation, round scoring."""

import pytest

from kitgen.core.errors import KitgenError
from kitgen.core.messages import use_language
from kitgen.games.icecream import flavours
from kitgen.games.icecream.codes import check_code, legal_codes, parse_code
from kitgen.games.icecream.rules import make_rules
from kitgen.games.icecream.scoring import round_points


def test_modes_match_the_rules_page_table():
    easy, medium, hard = make_rules("easy"), make_rules("medium"), make_rules("hard")
    assert (easy.length, easy.flavours, easy.feedback, easy.rows) == (4, 8, "position", 8)
    assert (medium.length, medium.flavours, medium.feedback, medium.rows) == (3, 6, "counts", 10)
    assert (hard.length, hard.flavours, hard.feedback, hard.rows) == (4, 6, "counts", 10)
    assert easy.repeats == medium.repeats == hard.repeats == "none"


def test_flavours_in_kit_order_and_by_colour():
    assert [n for n, _ in flavours.FLAVOURS] == list(range(1, 9))
    assert parse_code("strawberry,PINK,brown,Vanilla") == (1, 2, 3, 4)
    assert parse_code("red, pink, chocolate, 4") == (1, 2, 3, 4)
    assert parse_code("8765") == (8, 7, 6, 5)
    for bad in ("12x4", "banana,red", "", "1,,2", "1290"):
        with pytest.raises(KitgenError):
            parse_code(bad)


def test_repeats_switch_one_pair_limit():
    hard = make_rules("hard")
    pair = make_rules("hard", repeats=True)
    # Rules page: red, pink, brown, brown is allowed with repeats; red, red, brown, brown not.
    assert not check_code((1, 2, 3, 3), hard).ok
    assert check_code((1, 2, 3, 3), pair).ok
    assert not check_code((1, 1, 3, 3), pair).ok
    assert "only one flavour" in check_code((1, 1, 3, 3), pair).reason
    assert not check_code((1, 1, 1, 3), pair).ok  # none three times
    assert check_code((1, 1, 1, 1), make_rules("hard", any_repeats=True)).ok
    # each limit refused with its own advice, naming the flavour (1 strawberry, 3 chocolate)
    assert check_code((1, 2, 3, 3), hard).reason == (
        "1233 repeats chocolate but repeats are off — every flavour may appear once "
        "(allow one pair with --repeats)"
    )
    assert check_code((1, 1, 1, 3), pair).reason == (
        "1113 holds strawberry 3 times — with repeats a flavour may appear at most twice"
    )
    with use_language("nl"):
        assert check_code((1, 1, 1, 3), pair).reason.startswith("1113 bevat aardbei 3 keer")


def test_flavours_set_aside_and_length():
    medium = make_rules("medium")
    verdict = check_code((1, 2, 7), medium)
    assert not verdict.ok and "set aside" in verdict.reason and "lemon" in verdict.reason
    assert not check_code((1, 2, 3, 4), medium).ok  # medium codes have 3 spots
    assert check_code((7, 8, 1, 2), make_rules("easy")).ok


def test_legal_code_counts_by_hand():
    # hard, no repeats: 6*5*4*3 = 360.
    assert sum(1 for _ in legal_codes(make_rules("hard"))) == 360
    # hard, one pair: 360 + (pair flavour 6) * (spots C(4,2)=6) * (other two 5*4=20) = 1080.
    assert sum(1 for _ in legal_codes(make_rules("hard", repeats=True))) == 1080
    # medium, one pair: 6*5*4 = 120 + 6 * C(3,2)=3 * 5 = 90 -> 210.
    assert sum(1 for _ in legal_codes(make_rules("medium", repeats=True))) == 210
    # easy: 8*7*6*5 = 1680.
    assert sum(1 for _ in legal_codes(make_rules("easy"))) == 1680


def test_round_scoring_from_the_rules_page():
    # Cracked on the 5th guess in easy mode: 8 - 5 = 3; 4th in medium: 10 - 4 = 6.
    assert round_points(make_rules("easy"), 5).points == 3
    assert round_points(make_rules("medium"), 4).points == 6
    assert round_points(make_rules("hard"), None).points == 0
    assert round_points(make_rules("hard"), 10).points == 0
    with pytest.raises(KitgenError, match="10 rows"):
        round_points(make_rules("hard"), 11)
    with pytest.raises(KitgenError):
        round_points(make_rules("hard"), 0)


def test_flags_override_the_rules_file(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text('mode = "medium"\nrepeats = true\nrows = 8\n')
    rules = make_rules(None, rules_file=path)
    assert (rules.length, rules.repeats, rules.rows) == (3, "one-pair", 8)
    rules = make_rules(None, rules_file=path, rows=12, any_repeats=True)
    assert (rules.rows, rules.repeats) == (12, "any")
    path.write_text("colour = 3\n")
    with pytest.raises(KitgenError, match="unknown key"):
        make_rules(None, rules_file=path)


def test_impossible_sizes_are_bad_input():
    with pytest.raises(KitgenError, match="without repeats"):
        make_rules("hard", flavours=3)
    with pytest.raises(KitgenError):
        make_rules("hard", feedback="colour")
    with pytest.raises(KitgenError, match="contradict"):
        make_rules("hard", repeats=True, any_repeats=True)
    with pytest.raises(KitgenError, match="unknown"):
        make_rules("expert")
