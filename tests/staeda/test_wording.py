"""Small wording of the Stæða referee's answers: an empty hand or table reads 'empty'."""

from __future__ import annotations


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
