"""Going out, worked by hand from the rules page (``kitgen rules binary``, "The end"):

    when a player empties the rack after the bag is empty, the game ends and that player
    adds the points of all tiles left on the other racks (``endgame = "standard"``: the
    others also lose their own leftover points).

While the bag holds a tile every rack is filled back up to 9 after each move, so nobody can
have emptied a rack; with the bag empty, the other racks hold every tile not on the board.
The bag is every tile not on the board less a full rack for each player (0 at least).

Points: 0 1 = + 1 each, × 2, a blank 0. ``8H 1+1=10`` (the rules page's sanity move) lays
1 + 1 = 1 0 on H8★ I8 J8 K8 L8(DL) M8: 1+1+1+1+1×2+1 = 7, + bonus 2 = 9, × 2 = 18.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary import Rules
from kitgen.games.binary.tileset import TileSet

POINTS = {"0": 1, "1": 1, "=": 1, "+": 1, "×": 2}


def tiles(counts: dict[str, int], blanks: int = 0) -> TileSet:
    return TileSet("tiny", 9, counts, POINTS, blanks, 0, tuple(counts))


#: 10 tiles: two racks of 9 take them all, so the bag is empty from the start. After 8H
#: 1+1=10 (six tiles) four are off the board: a 0, a 1, the × and the blank.
TEN = {"0": 2, "1": 4, "=": 1, "+": 1, "×": 1}


def test_going_out_with_the_bag_empty_adds_the_other_racks(new_game) -> None:
    game = new_game(tiles=tiles(TEN, blanks=1))
    assert game.play("8H 1+1=10").score == 18
    assert game.bag_count() == 0  # 10 - 6 = 4 off the board, fewer than two racks of 9
    # Bob holds the four: 1 + 1 + 2 + 0 = 4; Ann, who went out, adds them
    assert game.end({"Bob": ["1", "0", "×", "blank"]}, "Ann") == {"Ann": 4, "Bob": 0}
    assert game.scores == {"Ann": 22, "Bob": 0} and game.over


def test_standard_takes_the_leftover_from_the_others_too(new_game) -> None:
    game = new_game(Rules(endgame="standard"), tiles(TEN, blanks=1))
    game.play("8H 1+1=10")
    assert game.end({"Bob": ["1", "0", "×", "blank"]}, "Ann") == {"Ann": 4, "Bob": -4}
    assert game.scores == {"Ann": 22, "Bob": -4}


def test_with_the_bag_empty_the_other_racks_hold_every_tile_off_the_board(new_game) -> None:
    game = new_game(tiles=tiles(TEN, blanks=1))
    game.play("8H 1+1=10")
    with pytest.raises(KitgenError, match=r"4 in all, but the racks given hold 2"):
        game.end({"Bob": ["1", "0"]}, "Ann")
    assert not game.over and game.scores == {"Ann": 18, "Bob": 0}


def test_nobody_goes_out_while_the_bag_holds_a_tile(new_game) -> None:
    # 25 tiles: after the six of 8H 1+1=10, 19 are off the board, two racks of 9 and 1 in
    # the bag; Ann drew it, so her rack is full again
    game = new_game(tiles=tiles({"0": 10, "1": 12, "=": 1, "+": 2}))
    game.play("8H 1+1=10")
    assert game.bag_count() == 1
    with pytest.raises(KitgenError, match=r"Ann cannot have gone out: the bag still holds 1 tile,"):
        game.end({"Bob": ["0"] * 9}, "Ann")
    assert not game.over and game.scores == {"Ann": 18, "Bob": 0}


def test_the_command_refuses_an_end_with_76_tiles_in_the_bag(kitgen, tmp_path) -> None:
    night = tmp_path / "night.json"
    kitgen("game", "new", night, "--players", "Ann,Bob")
    assert kitgen("game", "play", night, "8H 1+1=10").code == 0
    before = night.read_bytes()
    # 100 tiles - 6 on the board = 94, less two racks of 9 = 76 in the bag
    ended = kitgen("game", "end", night, "--left", "Bob=1,0,×")
    assert ended.code == 2
    assert ended.err.startswith("error: Ann cannot have gone out: the bag still holds 76 tiles")
    assert night.read_bytes() == before


def test_an_end_recorded_by_an_earlier_kitgen_still_reads(tmp_path: Path) -> None:
    """Earlier kitgen let a player go out with tiles in the bag: such a file keeps its end
    (Bob's 1, 0 and × are 1 + 1 + 2 = 4 points to Ann)."""
    import kitgen

    game = kitgen.Game.new(players=["Ann", "Bob"])
    game.play("8H 1+1=10")
    old = game.state.to_mapping()
    left = {"Bob": ["1", "0", "×"]}
    old["moves"].append({"end": {"out": "Ann", "left": left, "points": {"Ann": 4, "Bob": 0}}})
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = kitgen.Game.load(path)
    assert loaded.over and loaded.scores == {"Ann": 22, "Bob": 0}
