"""Board symmetries (spot permutations with flavour renamings) against brute force."""

import itertools

import numpy as np
import pytest

from kitgen.games.icecream.rules import CodeRules
from kitgen.games.icecream.solver import CodeSpace
from kitgen.games.icecream.symmetry import all_spot_maps, fixing, lowest_renaming


def apply(code, spots, rename):
    return tuple(rename[code[s]] for s in spots)


def test_maps_fixing_1122_are_the_eight_of_the_square():
    # 1122 is fixed by swapping spots 1,2 and/or spots 3,4, and by swapping the halves
    # while renaming 1 <-> 2: 2 x 2 x 2 maps.
    maps = fixing(all_spot_maps(4, 6), (1, 1, 2, 2))
    assert len(maps) == 8
    for spots, rename in maps:
        assert tuple(rename[(1, 1, 2, 2)[s]] for s in spots) == (1, 1, 2, 2)
    assert ((2, 3, 0, 1), (0, 2, 1, 0, 0, 0, 0)) in maps


def test_1234_is_fixed_by_every_spot_permutation_with_its_renaming():
    assert len(fixing(all_spot_maps(4, 6), (1, 2, 3, 4))) == 24


def test_lowest_renaming_by_hand():
    codes = np.array([[3, 5, 3, 1], [6, 6, 2, 5], [1, 2, 1, 2]], dtype=np.int8)
    # Seen 1 and 2: 3..6 are free. First new flavour -> 3, second -> 4.
    out = lowest_renaming(codes, [3, 4, 5, 6], 6)
    assert out.tolist() == [[3, 4, 3, 1], [3, 3, 2, 4], [1, 2, 1, 2]]


@pytest.mark.parametrize(
    ("flavours", "length", "repeats", "board"),
    [
        (4, 3, "any", [(1, 1, 2)]),
        (4, 3, "any", [(1, 2, 3)]),
        (5, 3, "none", [(1, 2, 3)]),
        (4, 4, "one-pair", [(1, 1, 2, 3), (2, 1, 1, 4)]),
        (3, 4, "any", [(1, 2, 1, 2)]),
    ],
)
def test_lowest_of_each_class_matches_brute_force(flavours, length, repeats, board):
    rules = CodeRules("hard", length=length, flavours=flavours, repeats=repeats)
    space = CodeSpace(rules)
    codes = [space.code_at(i) for i in range(space.size)]
    # Brute force: every spot permutation and every renaming of all flavours that fixes
    # each guess; a class's lowest code is the least of its images.
    group = [
        (spots, (0, *names))
        for spots in itertools.permutations(range(length))
        for names in itertools.permutations(range(1, flavours + 1))
        if all(apply(g, spots, (0, *names)) == g for g in board)
    ]
    wanted = sorted({min(apply(c, s, r) for s, r in group) for c in codes})
    maps = all_spot_maps(length, flavours)
    for guess in board:
        maps = fixing(maps, guess)
    seen = frozenset(f for g in board for f in g)
    got = [space.code_at(i) for i in space.symmetric_representatives(seen, maps)]
    assert got == wanted
