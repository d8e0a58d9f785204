"""``kitgen.Game`` and ``kitgen.game`` called directly, with values worked out by hand.

Premium squares used (shared/rules/binary.md): H8 ★ (double word), J6 TL; every other
square touched here is plain. Every tile scores 1 point except × (2) and ÷ (4); a blank
scores 0. The bonus of an expression is the highest power of two not above its value.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import kitgen
from kitgen.cli.app import run
from kitgen.core.answer import dumps
from kitgen.files import changing
from kitgen.games.binary.history import Ended, Passed, Played
from tests.lab.conftest import small_spec_text

#: The opening worked by hand in test_games_by_hand ("sanity example..."):
#: 8H 1+1=10: H8★ I8 J8 K8 L8(DL) M8: 1+1+1+1+1×2+1 = 7, + bonus 2 = 9, × 2 = 18
#: H6 1=.: H6 1, H7 =, H8 old: 1+1 = 2, + bonus 1 = 3
#: 6H .+1=10: I6 +, J6 1 (TL: 3), K6 =, L6 1, M6 0: 1+3+1+1+1 = 7, + bonus 2 = 9
OPENING = [("8H 1+1=10", 18), ("H6 1=.", 3), ("6H .+1=10", 9)]


#: The 13 tiles of the opening (six 1s, two 0s, two +, three =) and Bob's last four (1, 0,
#: × and a blank): two racks of 9 hold all 17, so the bag is empty and Ann can go out.
OPENING_AND_FOUR = {"0": 3, "1": 7, "=": 3, "+": 2, "×": 1, "blank": 1}


def test_a_game_in_memory(tmp_path: Path) -> None:
    spec = tmp_path / "tiles.toml"
    spec.write_text(small_spec_text(OPENING_AND_FOUR), encoding="utf-8")
    game = kitgen.Game.new(players=["Ann", "Bob"], spec=spec)
    assert game.players == ["Ann", "Bob"] and game.to_play == "Ann" and not game.over

    first = game.play("8H 1+1=10")
    assert (first.ok, first.reason, first.points, first.player) == (True, None, 18, "Ann")
    assert first.move == "8H 1+1=10" and first.bingo == 0
    assert [(e["text"], e["where"], e["points"], e["bonus"]) for e in first.expressions] == [
        ("1+1=10", "across H8–M8", 18, 2)
    ]
    assert first.players == [{"name": "Ann", "points": 18}, {"name": "Bob", "points": 0}]
    assert first.to_play == "Bob" and first.over is False
    assert first.text.splitlines() == [
        "Ann plays 8H 1+1=10: 18 points",
        "  1+1=10  (across H8–M8): tiles 1+1+1+1+1×2+1 = 7, + bonus 2 = 9, × 2 (H8 ★) = 18",
        "Scores: Ann 18, Bob 0. Bob to play.",
    ]
    assert game.play("H6 1=.").points == 3

    passed = game.pass_turn()
    assert (passed.ok, passed.reason, passed.player, passed.to_play) == (True, None, "Ann", "Bob")
    assert passed.text == "Ann passes.\nScores: Ann 18, Bob 3. Bob to play."
    refused = game.pass_turn("Ann")
    assert (refused.ok, refused.reason) == (False, "it is Bob's turn, not Ann's")
    assert refused.exit_code == 1 and refused.text == "cannot pass: it is Bob's turn, not Ann's"

    # score judges without playing: Bob's 6H .+1=10 would make 9
    would = game.score("6H .+1=10")
    assert (would.ok, would.points, would.player) == (True, 9, "Bob")
    assert would.text.startswith("6H .+1=10 would score 9 points for Bob\n")
    assert game.scores == {"Ann": 18, "Bob": 3} and len(game.state.board) == 8

    undone = game.undo()
    assert undone.undone == {"kind": "pass", "player": "Ann", "move": None, "points": 0}
    assert undone.reason == "took back Ann's pass" and undone.to_play == "Ann"
    undone = game.undo()
    assert undone.undone == {"kind": "move", "player": "Bob", "move": "H6 1=.", "points": 3}
    assert undone.text == "took back Bob's H6 1=. (3 points)\nScores: Ann 18, Bob 0. Bob to play."
    assert len(game.state.board) == 6 and game.scores == {"Ann": 18, "Bob": 0}

    assert game.play("H6 1=.").points == 3
    assert game.play("6H .+1=10").points == 9  # Ann: 18 + 9 = 27
    assert game.history == (
        Played("Ann", "8H 1+1=10", 18),
        Played("Bob", "H6 1=.", 3),
        Played("Ann", "6H .+1=10", 9),
    )

    # Ann moved last, so she went out; Bob holds 1, 0, × and a blank: 1+1+2+0 = 4
    ended = game.end(left={"Bob": "1,0,x,?"})
    assert (ended.ok, ended.went_out, ended.over, ended.to_play) == (True, "Ann", True, None)
    assert ended.changes == [
        {"name": "Ann", "left": [], "points": 4},
        {"name": "Bob", "left": ["1", "0", "×", "?"], "points": 0},
    ]
    assert ended.players == [{"name": "Ann", "points": 31}, {"name": "Bob", "points": 3}]
    assert ended.text.splitlines() == [
        "Ann went out: +4",
        "Bob has 1,0,×,? left: +0",
        "Final scores: Ann 31, Bob 3. Ann wins.",
    ]
    assert game.history[-1] == Ended("Ann", {"Bob": ["1", "0", "×", "blank"]}, {"Ann": 4, "Bob": 0})
    after = game.play("J6 1=.")
    assert not after.ok and after.reason == "the game is over (undo the end to play on)"
    assert game.undo().undone["kind"] == "end"
    assert game.scores == {"Ann": 27, "Bob": 3} and not game.over


def test_house_rules_and_bad_input() -> None:
    # under left order (1+1)×1 = 10: G8 1, H8★ +, I8 1, J8 × (2), K8 1, L8 = (DL), M8 1, N8 0:
    # 1+1+1+2+1+1×2+1+1 = 10, + bonus 2 = 12, × 2 = 24
    left = kitgen.Game.new(order="left")
    assert left.rules.order == "left" and left.players == ["Player 1", "Player 2"]
    assert left.play("8G 1+1×1=10").points == 24
    # 1+1×10 is 1+2 = 3 = 11 under math order, but (1+1)×2 = 4 ≠ 3 left to right
    assert kitgen.Game.new().play("8G 1+1×10=11").ok
    assert not kitgen.Game.new(order="left").play("8G 1+1×10=11").ok
    with pytest.raises(kitgen.KitgenError, match="did you mean 'order'"):
        kitgen.Game.new(ordr="left")
    with pytest.raises(kitgen.KitgenError, match="no tile shows '2'"):
        kitgen.Game.new().play("8H 1+1=2")
    with pytest.raises(kitgen.KitgenError, match="two players have the same name"):
        kitgen.Game.new(players=["Ann", "ann"])
    with pytest.raises(kitgen.KitgenError, match="nothing to undo"):
        kitgen.Game.new().undo()


def test_moves_for_a_rack() -> None:
    game = kitgen.Game.new(players=["Ann", "Bob"])
    # On the empty board 1,=,1 makes only "1=1", across from 8F, 8G, 8H or down from H6, H7,
    # H8 (every one covers H8): 1+1+1 = 3, + bonus 1 = 4, × 2 (★) = 8 each
    found = game.moves("1,=,1", top=2)
    assert (found.ok, found.count, found.reason, found.check) == (True, 6, "6 legal moves", None)
    assert [(m["points"], m["tiles"], m["expressions"]) for m in found.moves] == [
        (8, 3, ["1=1"]),
        (8, 3, ["1=1"]),
    ]
    lines = found.text.splitlines()
    assert lines[0] == "Ann's rack 1 = 1: 6 legal moves; the best 2:"
    assert lines[-1] == "  … and 4 more (--all lists them)"
    every = game.moves(["1", "=", "1"], all=True)
    assert sorted(m["move"] for m in every.moves) == sorted(
        ["8F 1=1", "8G 1=1", "8H 1=1", "H6 1=1", "H7 1=1", "H8 1=1"]
    )
    checked = game.moves("1,=,1", check="8H 1=1")
    assert checked.ok and checked.check is not None
    assert checked.check["legal"] and checked.check["points"] == 8
    # all six score 8: where the tie puts it is the generator's order
    shape = r"legal, 8 points, \d(st|nd|rd|th) of 6(; best was .* for 8| — the best move)"
    assert re.fullmatch(shape, checked.reason)
    # 8H 1+1=10 lays 1, +, 1, =, 1, 0: the rack holds 1, =, 1, so +, 1 and 0 are missing
    missing = game.moves("1,=,1", check="8H 1+1=10")
    assert not missing.ok and missing.check == {
        "move": "8H 1+1=10", "legal": False, "points": None, "rank": None,
    }  # fmt: skip
    assert missing.reason.startswith("not with this rack: the move lays +, 1, 0, which the rack")
    nothing = game.moves("+,+,+")
    assert (nothing.ok, nothing.count, nothing.moves) == (False, 0, [])
    assert nothing.exit_code == 1
    with pytest.raises(
        kitgen.KitgenError, match="--top 0 is out of range — give 1 to 1000 moves, or --all"
    ):
        game.moves("1,=,1", top=0)
    with pytest.raises(kitgen.KitgenError, match="give one of them"):
        game.moves("1,=,1", top=3, all=True)
    with pytest.raises(kitgen.KitgenError, match="the tile set has no XOR tiles"):
        game.moves("1,XOR,1")


def test_the_game_file_functions(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    started = kitgen.game.new(path, players=["Ann", "Bob"], endgame="standard")
    assert (started.ok, started.file, started.tiles, started.rack) == (True, str(path), 100, 9)
    assert started.first_square == "H8" and started.rules["endgame"] == "standard"
    assert started.text.endswith("\nRules: endgame=standard.")
    with pytest.raises(kitgen.KitgenError, match="already exists"):
        kitgen.game.new(path)
    # players as the CLI writes them
    kitgen.game.new(path, players="Ann,Bob", force=True, endgame="standard")

    for move, points in OPENING[:2]:
        assert kitgen.game.play(path, move).points == points
    before = path.read_bytes()
    illegal = kitgen.game.play(path, "9H 1=1")
    assert not illegal.ok and "is not a correct expression" in illegal.reason
    assert kitgen.game.score(path, "6H .+1=10").points == 9
    refused = kitgen.game.pass_turn(path, player="Bob")
    assert not refused.ok and refused.reason == "it is Ann's turn, not Bob's"
    assert path.read_bytes() == before  # neither the illegal move, the score nor the refusal wrote

    assert kitgen.game.pass_turn(path).player == "Ann"
    assert kitgen.game.undo(path).undone["kind"] == "pass"
    assert kitgen.game.play(path, "6H .+1=10", player="ann").points == 9
    shown = kitgen.game.show(path)
    assert shown.moves_played == 3 and shown.png is None
    assert shown.board[6] == "  6  .  tl .  .  .  tl .  1  +  1  =  1  0  tl ."
    # 100 tiles minus the 13 on the board (6 + 2 + 5): 0 ×26 (28 − 2), 1 ×22 (28 − 6),
    # = ×11 (14 − 3), + ×3 (5 − 2)
    assert shown.unplayed == {
        "0": 26, "1": 22, "=": 11, "+": 3, "−": 5, "×": 3, "÷": 2,
        "OR": 4, "AND": 4, "NOT": 4, "blank": 3,
    }  # fmt: skip

    moves = kitgen.game.moves(path, rack="1,=,1", top=1)
    assert moves.ok and len(moves.moves) == 1 and moves.count > 1

    # the bag holds 100 - 13 - 2 × 9 = 69 tiles: nobody can have gone out
    with pytest.raises(kitgen.KitgenError, match="the bag still holds 69 tiles"):
        kitgen.game.end(path, left={"Bob": ["÷", "not"]})
    # both pass: no rack can move again, each loses the points on their own rack (even under
    # the standard endgame nobody adds them): Ann ÷ (4), NOT (1) and seven 0s: 12; Bob eight
    # 1s and a blank: 8
    kitgen.game.pass_turn(path)  # Bob
    kitgen.game.pass_turn(path)  # Ann
    racks = {"Ann": ["÷", "NOT", *["0"] * 7], "Bob": [*["1"] * 8, "blank"]}
    ended = kitgen.game.end(path, left={"Ann": "÷,not,0,0,0,0,0,0,0", "Bob": "1,1,1,1,1,1,1,1,?"},
                            nobody_out=True)  # fmt: skip
    assert [c["points"] for c in ended.changes] == [-12, -8]
    assert ended.players == [{"name": "Ann", "points": 27 - 12}, {"name": "Bob", "points": 3 - 8}]
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["moves"] == [
        {"player": "Ann", "move": "8H 1+1=10", "score": 18},
        {"player": "Bob", "move": "H6 1=.", "score": 3},
        {"player": "Ann", "move": "6H .+1=10", "score": 9},
        {"player": "Bob", "pass": True},
        {"player": "Ann", "pass": True},
        {"end": {"out": None, "left": racks, "points": {"Ann": -12, "Bob": -8}}},
    ]
    assert kitgen.Game.load(path).history[-1] == Ended(None, racks, {"Ann": -12, "Bob": -8})
    kitgen.game.undo(path)
    kitgen.game.pass_turn(path)  # Bob
    assert kitgen.Game.load(path).history[-1] == Passed("Bob")
    assert json.loads(path.read_text(encoding="utf-8"))["moves"][-1] == {
        "player": "Bob",
        "pass": True,
    }


def test_save_and_load_keep_the_file_format(tmp_path: Path) -> None:
    game = kitgen.Game.new(players=["Ann", "Bob"])
    for move, _ in OPENING:
        game.play(move)
    game.pass_turn()
    path = tmp_path / "saved.json"
    game.save(path)
    text = path.read_text(encoding="utf-8")
    assert text.startswith('{\n  "format": "kitgen binary game",\n  "version": 1,')
    assert json.loads(text)["moves"][-1] == {"player": "Bob", "pass": True}
    again = kitgen.Game.load(path)
    assert again.history == game.history and again.scores == {"Ann": 27, "Bob": 3}
    assert again.to_play == "Ann"
    again.save(tmp_path / "again.json")
    assert (tmp_path / "again.json").read_text(encoding="utf-8") == text


def test_a_file_function_waits_for_the_lock_then_gives_up(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    kitgen.game.new(path)
    before = path.read_bytes()
    with changing(path), pytest.raises(kitgen.KitgenError, match=r"gave up after 1\.2 s"):
        kitgen.game.pass_turn(path, wait=1.2)  # another kitgen is writing it
    assert path.read_bytes() == before
    assert kitgen.game.pass_turn(path, wait=0).ok  # the lock let go: no wait at all


# -- each answer's as_json() is the CLI's --json answer ----------------------------------------

#: (the CLI's arguments after FILE, the same call on the library). Run one after another on
#: three files: one by the library, one by the CLI with --json, one by the CLI as text.
STEPS = [
    (["new", "--players", "Ann,Bob", "--endgame", "standard", "--no-padding"],
     lambda f: kitgen.game.new(f, ["Ann", "Bob"], endgame="standard", padding=False)),
    (["moves", "--rack", "1,=,1", "--top", "2"], lambda f: kitgen.game.moves(f, "1,=,1", top=2)),
    (["moves", "--rack", "1,=,1", "--check", "8H 1=1"],
     lambda f: kitgen.game.moves(f, "1,=,1", check="8H 1=1")),
    (["moves", "--rack", "+,+"], lambda f: kitgen.game.moves(f, "+,+")),
    (["play", "8H 1+1=10"], lambda f: kitgen.game.play(f, "8H 1+1=10")),
    (["play", "9H 1=1"], lambda f: kitgen.game.play(f, "9H 1=1")),
    (["score", "H6 1=."], lambda f: kitgen.game.score(f, "H6 1=.")),
    (["pass", "--player", "Ann"], lambda f: kitgen.game.pass_turn(f, "Ann")),
    (["pass"], lambda f: kitgen.game.pass_turn(f)),
    (["undo"], lambda f: kitgen.game.undo(f)),
    (["play", "H6 1=.", "-p", "Bob"], lambda f: kitgen.game.play(f, "H6 1=.", "Bob")),
    (["moves", "--rack", "1,0,=,?", "--all"], lambda f: kitgen.game.moves(f, "1,0,=,?", all=True)),
    (["show"], lambda f: kitgen.game.show(f)),
    (["pass"], lambda f: kitgen.game.pass_turn(f)),
    (["pass"], lambda f: kitgen.game.pass_turn(f)),
    (["end", "--nobody-out", "--left", "Ann=1,?,0,0,0,0,0,0,0", "--left", "Bob=1,1,1,1,1,1,1,+,="],
     lambda f: kitgen.game.end(f, {"Ann": "1,?,0,0,0,0,0,0,0", "Bob": "1,1,1,1,1,1,1,+,="},
                               nobody_out=True)),
    (["show"], lambda f: kitgen.game.show(f)),
    (["undo"], lambda f: kitgen.game.undo(f)),
]  # fmt: skip


def test_every_answer_is_what_the_cli_prints(tmp_path: Path, capsys, monkeypatch) -> None:
    folders = {name: tmp_path / name for name in ("api", "json", "text")}
    for folder in folders.values():
        folder.mkdir()
    for args, call in STEPS:
        monkeypatch.chdir(folders["api"])  # the same relative FILE everywhere ("file" key)
        result = call("g.json")
        monkeypatch.chdir(folders["json"])
        capsys.readouterr()
        code = run(["game", args[0], "g.json", *args[1:], "--json"])
        printed = capsys.readouterr().out
        assert printed == dumps(result.as_json()) + "\n", args
        assert json.loads(printed) == result.as_json()
        assert code == result.exit_code, args
        monkeypatch.chdir(folders["text"])
        assert run(["game", args[0], "g.json", *args[1:]]) == result.exit_code
        assert capsys.readouterr().out == result.text + "\n", args
    files = [(folder / "g.json").read_bytes() for folder in folders.values()]
    assert files[0] == files[1] == files[2]


def test_the_names_and_a_light_play(tmp_path: Path) -> None:
    """``kitgen.Game`` is the class of ``kitgen.game``; playing loads no drawing library and
    not the move generator nor the other answers (``kitgen game play`` starts fast)."""
    import subprocess
    import sys

    assert kitgen.game.Game is kitgen.Game and kitgen.game.__name__ == "kitgen.api.game"
    path = tmp_path / "g.json"
    kitgen.game.new(path)
    code = (
        "import sys, kitgen; "
        f"print(kitgen.game.play({str(path)!r}, '8H 1=1').points); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('reportlab', 'cairosvg', 'svgwrite', 'PIL', 'fontTools', 'pydantic') "
        "or m.startswith(('kitgen.games.binary.movegen', 'kitgen.maker', 'kitgen.api.game_'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    # H8★ I8 J8: 1+1+1 = 3, + bonus 1 = 4, × 2 = 8
    assert out.stdout.splitlines() == ["8", "[]"]
