"""The exchange and the scoreless end, in games worked by hand from the rules page
(``kitgen rules binary``, "A turn" and "The end").

What the page says, and what the numbers below come from:

- a rack holds 9; the bag starts with every tile less a rack for each player, and a move's
  player draws as many tiles as the move laid;
- an exchange puts 1 to 9 tiles back and draws as many: the bag keeps its count; allowed
  while the bag holds at least 9 (``exchange = rack``), at least as many as go back
  (``any``), or never (``off``);
- six scoreless turns in a row (passes, exchanges, moves worth 0) end the game: each player
  loses the points of their own rack, nobody adds them (``scoreless_end``, 0: never).

Points of the shipped set: 0 1 = + − AND OR NOT 1 each, × 2, ÷ 4, a blank 0.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import kitgen
from tests.lab.conftest import small_spec_text

SHIPPED_BAG = 100 - 2 * 9  # two racks dealt from the shipped 100 tiles


@pytest.fixture
def small_spec(tmp_path: Path) -> Path:
    """31 tiles (8 × 0, 8 × 1, 6 × =, 2 × +, ...): two racks leave 13 in the bag."""
    path = tmp_path / "small.toml"
    path.write_text(small_spec_text(), encoding="utf-8")
    return path


def recorded(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["moves"]


def test_an_exchange_keeps_the_bag_and_records_only_how_many(kitgen, tmp_path) -> None:
    night = tmp_path / "night.json"
    assert kitgen("game", "new", night, "--players", "Ann,Bob").code == 0
    before = kitgen("game", "show", night, "--json").json()
    assert before["bag"] == SHIPPED_BAG == 82 and sum(before["unplayed"].values()) == 100

    swapped = kitgen("game", "exchange", night, "3", "--json")
    assert swapped.code == 0
    data = swapped.json()
    assert (data["ok"], data["player"], data["count"], data["bag"]) == (True, "Ann", 3, 82)
    assert data["to_play"] == "Bob" and data["scoreless"] == 1
    assert recorded(night) == [{"player": "Ann", "exchange": 3}]
    after = kitgen("game", "show", night, "--json").json()
    assert after["unplayed"] == before["unplayed"] and after["bag"] == 82
    assert after["history"] == [{"player": "Ann", "exchange": 3}]

    # Bob lays 1+1=10, six tiles, and draws six: 82 - 6 = 76
    assert kitgen("game", "play", night, "8H 1+1=10").code == 0
    shown = kitgen("game", "show", night)
    assert "In the bag: 76 tiles." in shown.out
    assert "  1. Ann exchanged 3 tiles\n  2. Bob played 8H 1+1=10 for 18" in shown.out


def test_undo_takes_an_exchange_back(kitgen, tmp_path) -> None:
    night = tmp_path / "night.json"
    kitgen("game", "new", night, "--players", "Ann,Bob")
    kitgen("game", "play", night, "8H 1+1=10")
    kitgen("game", "exchange", night, "9")
    undone = kitgen("game", "undo", night, "--json").json()
    assert undone["undone"] == {
        "kind": "exchange",
        "player": "Bob",
        "move": None,
        "points": 0,
        "tiles": 9,
    }
    assert undone["to_play"] == "Bob" and recorded(night) == [
        {"player": "Ann", "move": "8H 1+1=10", "score": 18}
    ]
    assert kitgen("game", "undo", night).out.startswith("took back Ann's 8H 1+1=10")


def test_the_rack_rule_refuses_an_exchange_from_a_bag_of_fewer_than_9(
    kitgen, tmp_path, small_spec
) -> None:
    game = tmp_path / "small.json"
    kitgen("game", "new", game, "--players", "Ann,Bob", "--spec", small_spec)
    # 31 tiles less two racks: 13 in the bag; Ann lays six and draws six: 7 left
    assert kitgen("game", "play", game, "8H 1+1=10").code == 0
    assert kitgen("game", "show", game, "--json").json()["bag"] == 7
    before = game.read_bytes()
    refused = kitgen("game", "exchange", game, "1")
    assert refused.code == 1
    assert refused.out.strip() == (
        "cannot exchange: the bag holds 7 tiles: an exchange needs at least a rack's "
        "worth (9) in it (house rule exchange = rack)"
    )
    assert game.read_bytes() == before


def test_any_lets_the_bag_hold_just_as_many_as_go_back(kitgen, tmp_path, small_spec) -> None:
    game = tmp_path / "small.json"
    kitgen("game", "new", game, "--players", "Ann,Bob", "--spec", small_spec, "--exchange", "any")
    kitgen("game", "play", game, "8H 1+1=10")  # 7 left in the bag
    refused = kitgen("game", "exchange", game, "8", "--json")
    assert refused.code == 1
    assert refused.json()["reason"] == "the bag holds 7 tiles, fewer than the 8 to exchange"
    done = kitgen("game", "exchange", game, "7", "--json").json()
    assert (done["ok"], done["bag"]) == (True, 7)


def test_off_refuses_every_exchange_and_a_rack_is_at_most_9(kitgen, tmp_path) -> None:
    night = tmp_path / "night.json"
    kitgen("game", "new", night, "--exchange", "off")
    refused = kitgen("game", "exchange", night, "2")
    assert refused.code == 1 and "house rule exchange = off" in refused.out
    kitgen("game", "new", night, "--force")
    ten = kitgen("game", "exchange", night, "10")
    assert ten.code == 1 and "1 to 9 tiles (a rack's worth), not 10" in ten.out
    assert kitgen("game", "exchange", night, "none").code == 2
    assert recorded(night) == []


def test_six_scoreless_turns_end_the_game_each_losing_their_own_rack(kitgen, tmp_path) -> None:
    night = tmp_path / "night.json"
    kitgen("game", "new", night, "--players", "Ann,Bob")
    assert kitgen("game", "play", night, "8H 1+1=10").code == 0  # Ann 18
    # five scoreless turns, then a move that scores: the count starts again
    for turn in ("pass", "exchange", "pass", "pass", "pass"):
        assert kitgen("game", turn, night, *(["2"] if turn == "exchange" else [])).code == 0
    assert kitgen("game", "play", night, "H6 1=.").code == 0  # Ann again, 1=1: 3 points
    for turn in ("pass", "exchange", "pass", "pass", "exchange"):
        assert kitgen("game", turn, night, *(["9"] if turn == "exchange" else [])).code == 0
    sixth = kitgen("game", "pass", night)
    assert sixth.code == 0 and "6 scoreless turns in a row end the game" in sixth.out
    # a seventh turn is refused; the end names nobody who went out
    assert kitgen("game", "play", night, "J6 1=1").code == 1
    assert kitgen("game", "pass", night).code == 1
    assert kitgen("game", "end", night, "--left", "Ann=", "--went-out", "Ann").code == 2
    short = kitgen("game", "end", night, "--left", "Ann=1,0;Bob=0")  # racks are full: 9
    assert short.code == 2 and "every rack holds 9" in short.err
    # Ann holds 1 1 1 0 0 0 = ÷ ? : 1+1+1+1+1+1+1+4+0 = 11; Bob × × AND OR NOT + − = 0: 11
    end = kitgen(
        "game", "end", night, "--left", "Ann=1,1,1,0,0,0,=,÷,?", "--left",
        "Bob=×,×,AND,OR,NOT,+,−,=,0", "--json",
    )  # fmt: skip
    assert end.code == 0
    data = end.json()
    assert data["went_out"] is None and data["over"] is True
    assert [c["points"] for c in data["changes"]] == [-11, -11]
    assert data["players"] == [{"name": "Ann", "points": 21 - 11}, {"name": "Bob", "points": -11}]
    assert recorded(night)[-1]["end"]["out"] is None
    # the file replays, and the end can be taken back
    assert kitgen("game", "show", night, "--json").json()["over"] is True
    assert kitgen("game", "undo", night).out.startswith("took back the end of the game")


def test_the_switch_sets_the_number_of_turns_and_0_never_ends() -> None:
    never = kitgen.Game.new(players=["Ann", "Bob"], scoreless_end=0)
    for _ in range(20):
        assert never.pass_turn().ok
    assert never.play("8H 1+1=10").ok
    two = kitgen.Game.new(players=["Ann", "Bob"], scoreless_end=2)
    assert two.exchange(4).ok and two.pass_turn().ok
    refused = two.exchange(1)
    assert not refused.ok and refused.reason.startswith("2 scoreless turns in a row end")


def test_nobody_out_after_every_player_passed(kitgen, tmp_path) -> None:
    night = tmp_path / "night.json"
    kitgen("game", "new", night, "--players", "Ann,Bob", "--scoreless-end", "0")
    kitgen("game", "play", night, "8H 1+1=10")
    kitgen("game", "pass", night)
    early = kitgen("game", "end", night, "--nobody-out", "--left", "Ann=;Bob=")
    assert early.code == 2 and "every player passes in turn first" in early.err
    kitgen("game", "pass", night)
    # Ann: nine 0s, 9 points; Bob: eight 1s and a blank, 8 points
    end = kitgen(
        "game", "end", night, "--nobody-out", "--left", "Ann=0,0,0,0,0,0,0,0,0",
        "--left", "Bob=1,1,1,1,1,1,1,1,?", "--json",
    )  # fmt: skip
    assert end.code == 0
    assert end.json()["players"] == [{"name": "Ann", "points": 9}, {"name": "Bob", "points": -8}]


def test_a_file_from_before_the_scoreless_end_keeps_playing(tmp_path) -> None:
    game = kitgen.Game.new(players=["Ann", "Bob"])
    old = game.state.to_mapping()
    del old["rules"]["exchange"], old["rules"]["scoreless_end"]
    old["moves"] = [{"player": p, "pass": True} for p in ["Ann", "Bob"] * 4]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = kitgen.Game.load(path)
    assert loaded.rules.scoreless_end == 0 and loaded.play("8H 1+1=10").ok
    # the same passes under today's default: the seventh is refused on reading the file
    old["rules"]["scoreless_end"] = 6
    path.write_text(json.dumps(old), encoding="utf-8")
    with pytest.raises(kitgen.KitgenError, match="move 7: 6 scoreless turns in a row end"):
        kitgen.Game.load(path)
