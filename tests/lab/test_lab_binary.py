"""``kitgen lab binary``: the simulated games are whole games under the rules page, replayed
through ``kitgen.Game`` (the API of ``kitgen game play``) to the same scores; the figures are
the games' and do not depend on the number of processes."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from kitgen.api import lab as api
from kitgen.api.game import Game as ApiGame
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import tileset_from_spec
from kitgen.maker.specs.board import load_premium_board
from kitgen.maker.specs.tiles import load_tile_spec
from kitgen.simulation.binary import Record, Table, figures, play_game
from tests.lab.conftest import SMALL_COUNTS


def table(spec: Path | None, bots=("greedy", "greedy"), seed=3, **rules) -> Table:
    tiles = tileset_from_spec(load_tile_spec(spec))
    return Table(Rules(**rules), tiles, load_premium_board(), bots, seed)


def replay(record: Record, spec: Path | None, **rules) -> ApiGame:
    """The record played again through the API, move by move, pass by pass, and its end."""
    game = ApiGame.new(players=list(record.players), spec=spec, **rules)
    for turn in record.turns:
        if "pass" in turn:
            assert game.pass_turn(turn["player"]).ok
        elif "exchange" in turn:
            swapped = game.exchange(turn["exchange"], turn["player"])
            assert swapped.ok, (turn, swapped.reason)
            assert swapped.bag == turn["bag"]
        else:
            played = game.play(turn["move"], turn["player"])
            assert played.ok, (turn, played.reason)
            assert played.points == turn["points"]
    out = record.end["out"]
    game.end(record.end["left"], out, nobody_out=out is None and not game.state.scoreless_due)
    return game


def check_racks(record: Record, size: int, total: int) -> None:
    """Racks of ``size`` dealt from a bag of ``total`` tiles and refilled after each move."""
    turns = record.turns
    first = {}
    for turn in turns:
        first.setdefault(turn["player"], turn)
    assert all(len(t["rack"]) == size for t in first.values())
    bag = total - size * len(first)
    assert turns[0]["bag"] == bag
    for at, turn in enumerate(turns):
        assert turn["bag"] == bag
        if "pass" in turn:
            continue
        if "exchange" in turn:  # as many drawn as went back: the bag and the rack keep size
            assert Counter(turn["returned"]) + Counter(turn["kept"]) == Counter(turn["rack"])
            assert len(turn["returned"]) == turn["exchange"] <= (bag if bag < size else size)
            later = [t for t in turns[at + 1 :] if t["player"] == turn["player"]]
            if later:
                assert len(later[0]["rack"]) == len(turn["rack"])
                assert Counter(turn["kept"]) <= Counter(later[0]["rack"])
            continue
        laid = len(turn["rack"]) - len(turn["kept"])
        assert Counter(turn["kept"]) <= Counter(turn["rack"])
        drawn = min(laid, bag)
        bag -= drawn
        later = [t for t in turns[at + 1 :] if t["player"] == turn["player"]]
        if later:
            assert len(later[0]["rack"]) == len(turn["kept"]) + drawn
            assert Counter(turn["kept"]) <= Counter(later[0]["rack"])


def test_a_game_with_the_shipped_100_tiles_replays_to_the_same_scores() -> None:
    shipped = table(None, seed=11)
    record = play_game(shipped, 0)
    assert record.moves >= 8
    check_racks(record, 9, 100)
    game = replay(record, None)
    assert tuple(game.scores[p] for p in record.players) == record.scores
    if record.end is not None:  # went out: every tile is on the board or a leftover rack
        unplayed = game.show().as_json()["unplayed"]
        left = Counter(f for faces in record.end["left"].values() for f in faces)
        assert {k: v for k, v in unplayed.items() if v} == {
            ("blank" if k == "?" else k): v for k, v in left.items()
        }
        assert game.over


@pytest.mark.parametrize("endgame", ["winner-adds", "standard"])
def test_small_set_games_replay_to_the_same_scores(small_spec, endgame) -> None:
    total = sum(SMALL_COUNTS.values())
    t = table(small_spec, seed=5, endgame=endgame)
    ends = []
    for index in range(4):
        record = play_game(t, index)
        check_racks(record, 9, total)
        game = replay(record, small_spec, endgame=endgame)
        assert tuple(game.scores[p] for p in record.players) == record.scores
        ends.append(record.how)
        out, left = record.end["out"], record.end["left"]
        values = {"×": 2, "÷": 4, "?": 0}  # the shipped points, the rest 1
        lost = {p: sum(values.get(f, 1) for f in faces) for p, faces in left.items()}
        if out is not None:
            assert record.how == "out"
            assert record.end["points"][out] == sum(lost.values())
            for p in left:
                assert record.end["points"][p] == (-lost[p] if endgame == "standard" else 0)
        else:  # the scoreless end: six scoreless turns, each player loses their own rack
            assert record.how in ("scoreless", "blocked")
            assert all("move" not in t or t["points"] == 0 for t in record.turns[-6:])
            assert record.end["points"] == {p: -lost[p] for p in record.players}
            if record.how == "blocked":  # the last turn of every player was a pass
                assert all("pass" in t for t in record.turns[-len(record.players) :])
    assert "out" in ends


def test_mixed_bots_change_seats_on_the_same_bag(small_spec) -> None:
    t = table(small_spec, bots=("random", "greedy"), seed=2)
    first, second = play_game(t, 0), play_game(t, 1)
    assert first.bots == ("random", "greedy") and second.bots == ("greedy", "random")
    assert sorted(first.turns[0]["rack"] + first.turns[1]["rack"]) == sorted(
        second.turns[0]["rack"] + second.turns[1]["rack"]
    )
    f = figures([first, second])
    assert set(f.bots) == {"random", "greedy"}
    assert f.bots["random"][0].n == 2


def test_greedy_beats_random(small_spec) -> None:
    """Over 8 small-set games with the seats changing, greedy scores more than random."""
    t = table(small_spec, bots=("greedy", "random"), seed=1)
    records = [play_game(t, i) for i in range(8)]
    f = figures(records)
    wins, margin = f.bots["greedy"]
    assert wins.hits >= 6 and margin.value > 0
    assert f.bots["random"][1].value == -margin.value


def test_the_run_gives_the_same_figures_with_one_process_or_two(small_spec, tmp_path) -> None:
    plot = tmp_path / "lab.png"
    one = api.binary(games=4, seed=8, jobs=1, spec=small_spec, plot=plot)
    two = api.binary(games=4, seed=8, jobs=2, spec=small_spec)
    assert one.figures == two.figures and one.figures["games"] == 4
    assert one.figures["tiles"] == sum(SMALL_COUNTS.values())
    assert one.rules == Rules().to_mapping() and one.bots == ["greedy", "greedy"]
    from PIL import Image

    with Image.open(plot) as image:
        assert image.format == "PNG" and image.size[0] > 600
    seen = []
    api.binary(games=2, seed=8, jobs=1, spec=small_spec, progress=lambda d, n: seen.append((d, n)))
    assert seen == [(1, 2), (2, 2)]


def test_versus_compares_two_rule_sets(kitgen, small_spec) -> None:
    result = kitgen("lab", "binary", "--games", "3", "--spec", small_spec, "--jobs", "1",
                    "--versus", "--endgame standard --bots random,random", "--json")  # fmt: skip
    assert result.code == 0, result.err
    data = result.json()
    versus = data["versus"]
    assert versus["rules"]["endgame"] == "standard" and data["rules"]["endgame"] == "winner-adds"
    assert versus["bots"] == ["random", "random"]
    names = [row["figure"] for row in versus["compared"]]
    assert names[0] == "first_player_wins" and "moves" in names
    for row in versus["compared"]:
        assert 0 <= row["p_value"] <= 1
        assert row["difference"] == pytest.approx(row["b"] - row["a"], abs=1e-3)
    text = kitgen("lab", "binary", "--games", "2", "--spec", small_spec, "--jobs", "1",
                  "--versus", "--order left")  # fmt: skip
    assert "compared (p < 0.05 is significant):" in text.out
    assert "first player wins" in text.out
    assert "\nversus --order left:\n" in text.out  # the second rule set as it was typed


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "0"], "--games 0 is out of range"),
        (["--bots", "greedy"], "--bots names 1 player — give 2 to 4 levels"),
        (["--bots", "greedy,best"], "unknown level 'best'"),
        (["--versus", "--ordr left"], "unknown option '--ordr'"),
        (["--versus", "--order"], "--versus: --order needs a value"),
        (["--versus", "--seed 2"], "unknown option '--seed'"),
        (["--plot", "lab.svg"], "--plot lab.svg: give a file name ending in .png"),
        (["--jobs", "65"], "--jobs 65 is out of range"),
        (["--order", "backwards"], "unknown order 'backwards'"),
    ],
)
def test_bad_input_is_one_error_line(kitgen, args, message) -> None:
    result = kitgen("lab", "binary", *args)
    assert result.code == 2
    assert result.err.startswith("error: ") and message in result.err, result.err
    assert result.err.count("\n") == 1


def test_a_run_past_its_time_limit_is_stopped(kitgen) -> None:
    result = kitgen("lab", "binary", "--games", "50", "--jobs", "1", "--time-limit", "1")
    assert result.code == 2
    assert re.search(r"passed its time limit of 1 s after \d+ of 50 games — give fewer", result.err)
