"""Reading cards and expressions."""

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.staeda import expr as ex
from kitgen.games.staeda.cards import Card, parse_cards
from kitgen.games.staeda.rules import Rules, load_rules


def test_cards_many_spellings() -> None:
    cards = parse_cards("KH, 10s t a♥ 7 q")
    assert cards == [
        Card("K", "H"),
        Card("10", "S"),
        Card("10"),
        Card("A", "H"),
        Card("7"),
        Card("Q"),
    ]
    assert [c.values for c in cards] == [(10,), (10,), (10,), (1, 11), (7,), (10,)]


@pytest.mark.parametrize("text", ["1", "11", "KX", "Z", "0", "10 10 10 10 10"])
def test_bad_cards(text: str) -> None:
    with pytest.raises(KitgenError):
        parse_cards(text)


def test_same_suited_card_twice() -> None:
    with pytest.raises(KitgenError, match="KH is listed 2 times"):
        parse_cards("KH kh")


def test_precedence_and_spellings() -> None:
    values = {}
    tree = ex.parse("2 + 3 x 4 - 6 : 3")  # 2 + 12 − 2 = 12
    values = {leaf.index: int(leaf.text) for leaf in ex.leaves(tree)}
    assert ex.evaluate(tree, values, whole=False) == 12
    assert ex.operations(tree) == 4
    assert ex.show(tree) == "2 + 3 × 4 − 6 ÷ 3"


def test_left_to_right_and_parentheses_kept() -> None:
    tree = ex.parse("8/(4/2)")  # 8 ÷ 2 = 4, not (8 ÷ 4) ÷ 2 = 1
    assert ex.show(tree) == "8 ÷ (4 ÷ 2)"
    values = {leaf.index: int(leaf.text) for leaf in ex.leaves(tree)}
    assert ex.evaluate(tree, values, whole=True) == 4


@pytest.mark.parametrize("text", ["", "3 +", "(3 + 4", "3 4", "-3 + 4", "3 # 4", "3 + * 4"])
def test_unreadable_expressions(text: str) -> None:
    with pytest.raises(KitgenError):
        ex.parse(text)


def test_rules_file_and_flags(tmp_path) -> None:
    f = tmp_path / "house.toml"
    f.write_text("whole_numbers = true\n")
    assert load_rules(f) == Rules(whole_numbers=True)
    assert load_rules(f, whole_numbers=False) == Rules(whole_numbers=False)  # flag wins
    f.write_text("[staeda]\nwhole_numbers = true\n")
    assert load_rules(f).whole_numbers
    f.write_text("whole_number = true\n")
    with pytest.raises(KitgenError, match="unknown switch"):
        load_rules(f)
    f.write_text("whole_numbers = 1\n")
    with pytest.raises(KitgenError, match="true or false"):
        load_rules(f)
