"""Small wording of the Stæða referee's answers: an empty hand or table reads 'empty'; the
target's stated range."""

from __future__ import annotations

import pytest


def test_an_empty_hand_and_table_read_empty_not_double_brackets(kitgen) -> None:
    result = kitgen("staeda", "check", "--target", "24", "--hand", "", "--table", "", "3")
    assert result.code == 1
    assert result.out == (
        "not a stæða: there is no 3 in your hand (empty) or on the table (empty)\n"
    )


def test_an_empty_table_in_the_count_of_cards(kitgen) -> None:
    result = kitgen("staeda", "check", "--target", "24", "--hand", "3", "--table", "", "3+3")
    assert result.code == 1
    assert "your hand (3) and the table (empty) hold only one" in result.out
    assert "((none))" not in result.out and "(none)" not in result.out


@pytest.mark.parametrize("target", ["-5", "1", "243", "x"])
def test_a_target_three_cards_cannot_make_is_refused(kitgen, target: str) -> None:
    # (A+A)×A = 2 with aces as 1 is the least, (A+A)×A = 242 with aces as 11 the most.
    result = kitgen("staeda", "check", "3", "--target", target, "--hand", "3", "--table", "4")
    assert result.code == 2
    if target == "x":
        assert result.err.startswith("error: --target 'x' is not a whole number")
    else:
        assert result.err.startswith(f"error: --target {target} is out of range — give 2 to 242")


def test_a_round_with_an_empty_hand_reads_empty(kitgen) -> None:
    result = kitgen("staeda", "round", "--target", "7", "--table", "5 2", "--hand", "Ann=3 4",
                    "--hand", "Bo=", "--claim", "Ann:3+4")  # fmt: skip
    assert result.code == 0
    assert "  Bo (empty): no claim" in result.out and "(none)" not in result.out


#: Two to four of a card used with fewer in reach (the table 2 4 5): the count agrees with
#: the card — Russian "2 туза", "1 дама"; German "nur einen" (König), "nur eine" (Dame).
AGREEING = {
    ("ru", "A A 6", "A+A+A+A"): "на столе (2 4 5) только 2 туза — ",
    ("ru", "Q 6 3", "Q+Q+3"): "на столе (2 4 5) только 1 дама — ",
    ("ru", "K 6 3", "K+K+3"): "на столе (2 4 5) только 1 король — ",
    ("de", "K 6 3", "K+K+3"): "verwendet zweimal einen König, aber deine Hand (K 6 3) und der "
    "Tisch (2 4 5) enthalten nur einen — jede Karte zählt nur einmal",
    ("de", "Q 6 3", "Q+Q+3"): "enthalten nur eine — ",
    ("is", "A A 6", "A+A+A+A"): "eru aðeins 2 ásar — ",
}


@pytest.mark.parametrize(("case", "said"), AGREEING.items())
def test_the_count_of_cards_agrees_with_the_card(kitgen, case, said) -> None:
    lang, hand, claim = case
    result = kitgen("staeda", "check", "--target", "24", "--hand", hand, "--table", "2 4 5",
                    claim, "--lang", lang)  # fmt: skip
    assert result.code == 1
    assert said in result.out, result.out


#: Every 2 to 8 kept, and three 9s: 52 − 31 = 21 cards still in play (a 9, four 10s, the
#: twelve court cards and four aces), and 11 + 9 = 20 among them.
KEPT_31 = " ".join(["2", "3", "4", "5", "6", "7", "8"] * 4 + ["9"] * 3)


def test_the_cards_still_in_play_take_their_plural_form(kitgen) -> None:
    # Russian: "из 21 карты" (a count ending in 1 takes the singular), "из 52 карт"
    said = kitgen("staeda", "over", "--target", "20", "--kept", KEPT_31, "--lang", "ru").out
    assert said.endswith("(2 из 21 карты, что ещё в игре)\n"), said
    full = kitgen("staeda", "over", "--target", "20", "--lang", "ru").out
    assert full.endswith("из 52 карт, что ещё в игре)\n"), full
    # Icelandic: "af 21 spili sem enn er í leik", singular too
    said = kitgen("staeda", "over", "--target", "20", "--kept", KEPT_31, "--lang", "is").out
    assert said.endswith("(2 af 21 spili sem enn er í leik)\n"), said
    english = kitgen("staeda", "over", "--target", "20", "--kept", KEPT_31).out
    assert english.endswith("(2 of the 21 cards still in play)\n"), english
