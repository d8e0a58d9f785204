"""The solver against published Mastermind figures and hand-worked boards."""

import numpy as np
import pytest

from kitgen.games.icecream.board import parse_rows
from kitgen.games.icecream.feedback import score
from kitgen.games.icecream.rules import CodeRules, make_rules
from kitgen.games.icecream.solver import CodeSpace, code_space, feedback_id

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


# Guesses needed per code under the hint strategy, per mode: pinned from the solver before
# its speed-up (main at 7dea3a7), each split also reproduced by the independent plain numpy
# Knuth in benchmarks/reference_knuth.py. Classic is Knuth's published 1/6/62/533/694.
SPLITS = [
    ("easy", make_rules("easy"), (1, 2, 3, 4), {1: 1, 2: 26, 3: 920, 4: 728, 5: 5}),
    (
        "easy+repeats",
        make_rules("easy", repeats=True),
        (1, 2, 3, 4),
        {1: 1, 2: 16, 3: 930, 4: 2666, 5: 83},
    ),
    (
        "easy+any-repeats",
        make_rules("easy", any_repeats=True),
        (1, 2, 3, 4),
        {1: 1, 2: 16, 3: 994, 4: 3050, 5: 35},
    ),
    ("medium", make_rules("medium"), (1, 2, 3), {1: 1, 2: 4, 3: 30, 4: 74, 5: 11}),
    (
        "medium+repeats",
        make_rules("medium", repeats=True),
        (1, 1, 2),
        {1: 1, 2: 6, 3: 19, 4: 121, 5: 63},
    ),
    (
        "medium+any-repeats",
        make_rules("medium", any_repeats=True),
        (1, 2, 3),
        {1: 1, 2: 2, 3: 37, 4: 122, 5: 54},
    ),
    ("hard", make_rules("hard"), (1, 2, 3, 4), {1: 1, 2: 3, 3: 53, 4: 191, 5: 112}),
    (
        "hard+repeats",
        make_rules("hard", repeats=True),
        (1, 1, 2, 3),
        {1: 1, 2: 6, 3: 75, 4: 440, 5: 554, 6: 4},
    ),
    ("classic", CLASSIC, (1, 1, 2, 2), {1: 1, 2: 6, 3: 62, 4: 533, 5: 694}),
    (
        "6x5 any repeats",
        make_rules("hard", flavours=6, length=5, feedback="counts", any_repeats=True),
        (1, 1, 2, 3, 4),
        {1: 1, 2: 4, 3: 100, 4: 1618, 5: 5134, 6: 919},
    ),
]


@pytest.mark.parametrize(("name", "rules", "first", "split"), SPLITS, ids=[s[0] for s in SPLITS])
def test_strategy_split_per_guess_count(name, rules, first, split):
    # A fresh CodeSpace (not the cached one), so the 60 MB table of 6x5 is freed after.
    result = CodeSpace(rules).strategy()
    assert result.histogram == split
    assert result.codes == sum(split.values())
    assert result.total_guesses == sum(k * v for k, v in split.items())
    assert result.worst == max(split)
    assert result.first_guess == first


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


@pytest.mark.parametrize(
    ("flavours", "length", "feedback", "repeats"),
    [
        (4, 3, "counts", "any"),  # built spot by spot (every code legal)
        (2, 6, "counts", "any"),
        (5, 3, "counts", "one-pair"),  # built pair by pair
        (4, 4, "position", "any"),
        (5, 3, "position", "none"),
        (2, 6, "position", "any"),  # ids past 255: two bytes
    ],
)
def test_table_holds_the_rules_feedback_for_every_pair(flavours, length, feedback, repeats):
    rules = CodeRules("hard", length=length, flavours=flavours, feedback=feedback, repeats=repeats)
    space = CodeSpace(rules)
    by_code = space.by_code()
    for c in range(space.size):
        code = space.code_at(c)
        for g in range(space.size):
            wanted = feedback_id(score(code, space.code_at(g), rules), rules)
            assert by_code[c, g] == wanted


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
