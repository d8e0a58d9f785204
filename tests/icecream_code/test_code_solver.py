"""The solver against published Mastermind figures and hand-worked boards."""

import numpy as np
import pytest

from kitgen.games.icecream.board import parse_rows
from kitgen.games.icecream.rules import make_rules
from kitgen.games.icecream.solver import code_space

CLASSIC = make_rules("hard", flavours=6, length=4, feedback="counts", any_repeats=True)


def test_knuth_first_guess_1122_leaves_at_most_256():
    # Knuth (1976): from the empty board 1122 is a minimax guess; its worst answer
    # (no pegs, or 1 beige) leaves 256 of the 1296 codes.
    index, worst = code_space(CLASSIC).first_guess()
    assert code_space(CLASSIC).code_at(index) == (1, 1, 2, 2)
    assert worst == 256


def test_knuth_strategy_worst_case_5_average_5801_over_1296():
    # Knuth's published result: every code within 5 guesses, 5801 guesses in total over
    # the 1296 codes (average 4.476).
    result = code_space(CLASSIC).strategy()
    assert result.worst == 5
    assert result.total_guesses == 5801
    assert result.codes == 1296
    assert result.all_cracked


@pytest.mark.parametrize(
    "rules",
    [
        make_rules("medium"),
        make_rules("medium", repeats=True),
        make_rules("hard"),
        make_rules("hard", repeats=True),
        make_rules("easy"),
        CLASSIC,
        make_rules("easy", flavours=5, length=3, any_repeats=True),
    ],
)
def test_first_guess_shortcut_equals_full_minimax(rules):
    # Brute force over every legal guess, from the feedback table (checked against a
    # reference in test_code_properties): min worst class, then the lowest code.
    space = code_space(rules)
    table = space.table()
    worst = [int(np.bincount(table[g]).max()) for g in range(space.size)]
    best = min(range(space.size), key=lambda g: (worst[g], g))
    assert space.first_guess() == (best, worst[best])


def test_board_with_a_wrong_row_is_found():
    rules = make_rules("hard")
    # Row 1: 1234 gets 4,0 -> the code is 1234. Row 2 then claims 1243 has 4 brown, which
    # 1234 cannot give (it owes 2 brown, 2 beige): rows 1..2 admit no code.
    rows = parse_rows(["1234=4,0", "1243=4,0", "5612=0,0"], rules)
    fit = code_space(rules).fit(rows)
    assert (fit.candidates, fit.first_bad_row) == (0, 2)
    assert fit.alive_after == (1, 0, 0)


def test_three_brown_one_beige_admits_nothing():
    # 3 brown + 1 beige in 4 spots: the one unmatched spot's flavour would have to sit in
    # a spot already matched -- impossible, so row 1 is the first bad row.
    fit = code_space(make_rules("hard")).fit(parse_rows(["1234=3,1"], make_rules("hard")))
    assert (fit.candidates, fit.first_bad_row) == (0, 1)


def test_hint_after_rows_equals_full_minimax():
    # After rows, only never-guessed flavours may be renamed; check against all guesses.
    rules = make_rules("easy", repeats=True)
    space = code_space(rules)
    for board in (["1123=2000"], ["1234=0000", "5566=1100"], ["1278=0120"]):
        rows = parse_rows(board, rules)
        fit = space.fit(rows)
        table = space.table()[:, fit.indices]
        possible = set(fit.indices.tolist())
        worst = [int(np.bincount(table[g]).max()) for g in range(space.size)]
        best = min(range(space.size), key=lambda g: (worst[g], g not in possible, g))
        hint = space.hint(fit)
        assert (space.index_of(hint.guess), hint.worst_case_remaining) == (best, worst[best])


def test_hand_worked_candidates():
    rules = make_rules("medium")
    # 123=3,0 leaves just 123. 123=0,3 leaves the 2 rotations: 231 and 312.
    space = code_space(rules)
    fit = space.fit(parse_rows(["123=0,3"], rules))
    assert [space.code_at(i) for i in fit.indices] == [(2, 3, 1), (3, 1, 2)]
    hint = space.hint(fit)
    # Two codes left: guessing the lower one splits them 1/1 -> worst case 1.
    assert (hint.guess, hint.candidates, hint.worst_case_remaining) == ((2, 3, 1), 2, 1)
