"""The Berger tables: the handbook's table for six players written out by hand, and for
every size from 3 to 16 players, one or two cycles: every pair meets once per cycle, nobody
plays twice in a round, every player has one bye per cycle in a round of its own (odd
counts), and the second cycle swaps the colours."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from kitgen.games.tournament.berger import rounds

#: FIDE Handbook C.05 Annex 1, the table for 5 or 6 players, white first.
FIDE_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]


def test_six_players_is_the_handbooks_table() -> None:
    assert rounds(6) == FIDE_6


def test_five_players_is_the_same_table_with_player_6_the_bye() -> None:
    expected = [
        [
            *(g for g in games if 6 not in g),
            next((w if b == 6 else b, None) for w, b in games if 6 in (w, b)),
        ]
        for games in FIDE_6
    ]
    assert rounds(5) == expected


@pytest.mark.parametrize("players", range(3, 17))
@pytest.mark.parametrize("cycles", [1, 2])
def test_every_pair_once_per_cycle_nobody_twice_in_a_round(players: int, cycles: int) -> None:
    table = rounds(players, cycles)
    per_cycle = players - 1 + players % 2
    assert len(table) == per_cycle * cycles
    for games in table:
        seen = [p for w, b in games for p in (w, b) if p is not None]
        assert len(seen) == len(set(seen)) == players  # each plays (or sits out) once
        assert sum(b is None for _w, b in games) == players % 2
    for c in range(cycles):
        cycle = table[c * per_cycle : (c + 1) * per_cycle]
        met = Counter(frozenset((w, b)) for games in cycle for w, b in games if b is not None)
        everyone = {frozenset(p) for p in itertools.combinations(range(1, players + 1), 2)}
        assert set(met) == everyone and set(met.values()) == {1}
        byes = [w for games in cycle for w, b in games if b is None]
        # the bye goes round: each player once per cycle
        assert sorted(byes) == (list(range(1, players + 1)) if players % 2 else [])
    if cycles == 2:
        first, second = table[:per_cycle], table[per_cycle:]
        for a, b in zip(first, second, strict=True):
            assert [(y, x) if y is not None else (x, None) for x, y in a] == b


@pytest.mark.parametrize("players", range(4, 17, 2))
def test_colours_balance_within_one(players: int) -> None:
    whites = Counter(w for games in rounds(players) for w, _b in games)
    blacks = Counter(b for games in rounds(players) for _w, b in games)
    for p in range(1, players + 1):
        assert abs(whites[p] - blacks[p]) <= 1, (p, whites[p], blacks[p])
