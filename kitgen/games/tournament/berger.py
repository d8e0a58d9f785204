"""The Berger tables (FIDE Handbook C.05, Annex 1): who meets whom in each round.

Players are numbered 1..n in the order given; an odd count adds a dummy n + 1, and whoever
meets it has the bye. With ``m = n - 1`` (n even), round ``r`` pairs the players ``i`` and
``j`` below n with ``i + j ≡ r + 1 (mod m)`` (``i`` and ``j`` taken 1..m); the one whom this
would pair with itself meets player n. Colours (or first seat): player n has white in the
even rounds; of two others, white goes to the one from whom the other is an odd number of
steps on round the circle (``(j - i) mod m`` odd). For six players that is the handbook's
table: round 1 ``1-6 2-5 3-4``, round 2 ``6-4 5-3 1-2``, … round 5 ``3-6 4-2 5-1``.
"""

from __future__ import annotations

#: One game: the numbers (1-based) of white (first seat) and black; black ``None`` is a bye.
Pairing = tuple[int, int | None]


def rounds(players: int, cycles: int = 1) -> list[list[Pairing]]:
    """Every round's pairings for ``players`` (2 or more), board order as in the tables;
    ``cycles=2`` plays them again with colours swapped. A bye is listed last."""
    n = players + players % 2
    m = n - 1
    table: list[list[Pairing]] = []
    for r in range(1, m + 1):
        games: list[Pairing] = []
        alone = next(i for i in range(1, n) if (2 * i - r - 1) % m == 0)
        games.append((n, alone) if r % 2 == 0 else (alone, n))
        seen = {alone}
        for i in _table_order(r, m):
            if i in seen:
                continue
            j = next(k for k in range(1, n) if k != i and (i + k - r - 1) % m == 0)
            seen |= {i, j}
            games.append((i, j) if (j - i) % m % 2 == 1 else (j, i))
        table.append(_byes(games, players))
    if cycles == 2:
        table += [[(b, w) if b is not None else (w, None) for w, b in games] for games in table]
    return table


def _table_order(r: int, m: int) -> list[int]:
    """The players below n from board 2 on, as the handbook lists them: starting after the
    one who meets n and going on round the circle."""
    alone = next(i for i in range(1, m + 1) if (2 * i - r - 1) % m == 0)
    return [(alone + step - 1) % m + 1 for step in range(1, m)]


def _byes(games: list[Pairing], players: int) -> list[Pairing]:
    """The games of a round with the dummy (an odd count's) turned into a bye, put last."""
    if players % 2 == 0:
        return games
    dummy = players + 1
    played = [(w, b) for w, b in games if dummy not in (w, b)]
    rest = next(w if b == dummy else b for w, b in games if dummy in (w, b))
    assert rest is not None
    return [*played, (rest, None)]
