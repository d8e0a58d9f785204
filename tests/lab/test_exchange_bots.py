"""The computer players' exchanges (#41): when the rules allow one, how many tiles may go back,
which ones ``greedy`` and ``strong`` put back, and when ``strong`` prefers it to a move; and
the lab's games under the rules before (no exchange, no scoreless end), replayed through the
API as the other lab tests replay theirs."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kitgen.games.binary import Rules
from kitgen.games.binary.board import Board
from kitgen.games.binary.bot import LeaveValues, choose, exchange_limit
from kitgen.games.binary.tileset import tileset_from_spec
from kitgen.maker.specs.board import load_premium_board
from kitgen.maker.specs.tiles import load_tile_spec
from kitgen.simulation.binary import Table, play_game
from tests.lab.test_lab_binary import check_racks, replay

#: No = on the rack: on the empty board there is no move at all.
NO_EQUALS = ["+", "0", "0", "1", "1", "1", "AND", "NOT", "OR"]


@pytest.fixture(scope="module")
def shipped():
    return tileset_from_spec(load_tile_spec()), load_premium_board()


@pytest.mark.parametrize(
    ("rule", "bag", "held", "most"),
    [
        ("rack", 82, 9, 9),  # the bag holds a rack's worth: the whole rack may go back
        ("rack", 9, 9, 9),
        ("rack", 8, 9, 0),  # fewer than 9 in the bag: no exchange
        ("any", 8, 9, 8),  # as many as the bag holds
        ("any", 3, 9, 3),
        ("any", 0, 9, 0),
        ("any", 82, 4, 4),  # a rack of 4 (the bag ran low before): those 4
        ("off", 82, 9, 0),
    ],
)
def test_how_many_may_go_back(rule: str, bag: int, held: int, most: int) -> None:
    assert exchange_limit(Rules(exchange=rule), bag, 9, held) == most


def test_greedy_with_no_move_exchanges_else_passes(shipped) -> None:
    tiles, premiums = shipped
    rng = random.Random(1)
    board = Board(premiums)
    whole = choose(board, NO_EQUALS, tiles, Rules(), "greedy", rng, exchange=9)
    assert whole.found is None and sorted(whole.returned) == sorted(NO_EQUALS)
    assert whole.leave == ()
    # three may go back: the three worth most, by the rules page's points (÷ 4, × 2, then
    # the 1-point tiles in face order: + before 0)
    rack = ["+", "0", "1", "1", "AND", "NOT", "OR", "×", "÷"]
    three = choose(board, rack, tiles, Rules(), "greedy", rng, exchange=3)
    assert sorted(three.returned) == sorted(["÷", "×", "+"])
    assert Counter(three.leave) == Counter(rack) - Counter(three.returned)
    passes = choose(board, NO_EQUALS, tiles, Rules(), "greedy", rng, exchange=0)
    assert passes.found is None and passes.returned == ()


def test_strong_with_no_move_keeps_the_tiles_worth_most(shipped) -> None:
    """The shipped leave values (hundredths): 1 ×3 +1516, 0 ×2 +604, NOT +586, OR −230,
    AND −557, + −627: keep 1 1 1 0 0 NOT (+27.06 points), put + AND OR back."""
    tiles, premiums = shipped
    choice = choose(
        Board(premiums), NO_EQUALS, tiles, Rules(), "strong", random.Random(1), exchange=9
    )
    assert choice.found is None
    assert sorted(choice.returned) == sorted(["+", "AND", "OR"])
    assert sorted(choice.leave) == sorted(["0", "0", "1", "1", "1", "NOT"])
    assert choice.value == 1516 + 604 + 586


def test_strong_exchanges_when_keeping_the_rack_is_worse(shipped) -> None:
    """On the empty board the rack 1 1 = + + + AND AND AND has moves (1=1 and the like), and
    every one lays the = and both 1s. With leave values of 90 points for keeping = and for
    keeping 1s, an exchange that keeps them (180 points) beats every move; with every value
    0 it moves."""
    tiles, premiums = shipped
    rack = ["1", "1", "=", "+", "+", "+", "AND", "AND", "AND"]
    rich = LeaveValues({"1": (0, 9000, 9000, 9000), "=": (0, 9000, 9000, 9000)}, {"how": "by hand"})
    board = Board(premiums)
    swapped = choose(board, rack, tiles, Rules(), "strong", random.Random(1), leaves=rich,
                     exchange=9)  # fmt: skip
    assert swapped.found is None and swapped.count > 0
    # + and AND are worth 0 kept: of the exchanges that keep 1 1 = (180 points), the one
    # that keeps most tiles; one tile must go back
    assert len(swapped.returned) == 1 and swapped.returned[0] in ("+", "AND")
    assert Counter(swapped.leave) >= Counter(["1", "1", "="]) and swapped.value == 18000
    flat = LeaveValues({"1": (0, 0, 0, 0)}, {"how": "by hand"})
    moves = choose(board, rack, tiles, Rules(), "strong", random.Random(1), leaves=flat,
                   exchange=9)  # fmt: skip
    assert moves.found is not None and moves.returned == ()
    # the same rack when no exchange is allowed: it moves
    kept = choose(board, rack, tiles, Rules(), "strong", random.Random(1), leaves=rich)
    assert kept.found is not None


@pytest.mark.parametrize("rules", [{"exchange": "off", "scoreless_end": 0}, {"exchange": "any"}])
def test_lab_games_replay_under_the_switches(small_spec, rules) -> None:
    """Small-set games (31 tiles): under the rules before #41 a game in which nobody can move
    ends at once (every player passed: ``--nobody-out``); with ``any`` the players exchange
    real tiles from a small bag. Each game replays through the API to the same scores."""
    tiles = tileset_from_spec(load_tile_spec(small_spec))
    table = Table(Rules(**rules), tiles, load_premium_board(), ("greedy", "greedy"), 5)
    seen = Counter()
    for index in range(4):
        record = play_game(table, index)
        check_racks(record, 9, 31)
        game = replay(record, small_spec, **rules)
        assert game.over and tuple(game.scores[p] for p in record.players) == record.scores
        seen[record.how] += 1
        seen["exchanges"] += record.exchanges
        if record.how == "blocked" and rules["exchange"] == "off":
            assert all("pass" in t for t in record.turns[-2:]) and "pass" in record.turns[-1]
    assert seen["out"] >= 1
    if rules["exchange"] == "any":
        assert seen["exchanges"] >= 1
