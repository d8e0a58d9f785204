"""``kitgen game``: new, play, score, show, pass, undo, end; exit codes; the file on disk."""

from __future__ import annotations

import json

import pytest

from kitgen.cli.app import run
from tests.lab.conftest import small_spec_text


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "game.json"
    assert run(["game", "new", str(path), "--players", "Ann,Bob"]) == 0
    return path


def play(path, move, *extra):
    return run(["game", "play", str(path), move, *extra])


def test_new_records_rules_tiles_board_players(tmp_path, capsys) -> None:
    path = tmp_path / "g.json"
    assert run(["game", "new", str(path), "--order", "left", "--no-padding"]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["players"] == ["Player 1", "Player 2"]
    assert data["rules"]["order"] == "left" and data["rules"]["padding"] is False
    assert data["rules"]["endgame"] == "winner-adds"
    assert data["tiles"]["rack"] == 9
    faces = {f["label"]: (f["count"], f["points"]) for f in data["tiles"]["faces"]}
    assert faces["÷"] == (4 - 2, 4) or faces["÷"] == (2, 4)
    assert faces["blank"] == (3, 0)
    assert sum(count for count, _ in faces.values()) == 100
    assert data["board"]["size"] == 15 and data["board"]["centre"] == "H8"
    assert data["board"]["rows"][7].split() == [
        "TW",
        "..",
        "..",
        "DL",
        "..",
        "..",
        "..",
        "**",
        "..",
        "..",
        "..",
        "DL",
        "..",
        "..",
        "TW",
    ]
    assert data["moves"] == []
    assert path.read_text(encoding="utf-8").startswith('{\n  "format"')  # indent 2
    assert "order=left" in capsys.readouterr().out


def test_new_refuses_to_overwrite(game_file, capsys) -> None:
    before = game_file.read_bytes()
    assert run(["game", "new", str(game_file)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert game_file.read_bytes() == before
    assert run(["game", "new", str(game_file), "--force", "--players", "X,Y,Z"]) == 0
    assert json.loads(game_file.read_text(encoding="utf-8"))["players"] == ["X", "Y", "Z"]


def test_new_with_xor_tiles_turns_xor_on(tmp_path) -> None:
    from kitgen.files.templates import template

    path = tmp_path / "x.json"
    assert run(["game", "new", str(path), "--spec", str(template("binary", "tiles-xor.toml"))]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["rules"]["xor"] is True
    # 1 XOR 1 = 0: H8★ 1, I8 XOR, J8 1, K8 =, L8 0 (DL): 1+1+1+1+1×2 = 6, + 0, × 2 = 12
    assert play(path, "8H 1^1=0") == 0
    assert json.loads(path.read_text(encoding="utf-8"))["moves"][0]["score"] == 12


def test_play_prints_breakdown_and_standings(game_file, capsys) -> None:
    assert play(game_file, "8H 1+1=10") == 0
    out = capsys.readouterr().out
    assert "Ann plays 8H 1+1=10: 18 points" in out
    assert "tiles 1+1+1+1+1×2+1 = 7, + bonus 2 = 9, × 2 (H8 ★) = 18" in out
    assert "Scores: Ann 18, Bob 0. Bob to play." in out
    moves = json.loads(game_file.read_text(encoding="utf-8"))["moves"]
    assert moves == [{"player": "Ann", "move": "8H 1+1=10", "score": 18}]


def test_play_json(game_file, capsys) -> None:
    assert play(game_file, "8H 1×0=0") == 0
    capsys.readouterr()
    assert play(game_file, "G6 1=1", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    # worked in test_games_by_hand: "1=1" down 5, "11×0=0" across 1
    assert list(data)[:2] == ["ok", "reason"]
    assert data["ok"] is True and data["points"] == 6 and data["reason"] is None
    # 8H 1×0=0 scored 1 + bonus... worked by hand: Ann 8H 1×0=0, then Bob's G6 1=1 for 6
    assert data["player"] == "Bob" and data["to_play"] == "Ann" and data["over"] is False
    assert data["players"][1] == {"name": "Bob", "points": 6}
    assert [(e["text"], e["points"], e["bonus"]) for e in data["expressions"]] == [
        ("1=1", 5, 1),
        ("11×0=0", 1, 0),
    ]


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("9H 1=1", "11 (down H8–H9) is not a correct expression"),
        ("8N 1=1", "runs off the board"),
        ("H4 1=1", "does not touch"),
    ],
)
def test_illegal_move_leaves_file_untouched(game_file, capsys, move, reason) -> None:
    assert play(game_file, "8H 1=1") == 0
    before = game_file.read_bytes()
    capsys.readouterr()
    assert play(game_file, move, "--json") == 1
    data = json.loads(capsys.readouterr().out)
    assert data == {**data, "ok": False, "points": 0, "expressions": []}
    assert reason in data["reason"]
    assert game_file.read_bytes() == before
    assert play(game_file, move) == 1
    assert reason in capsys.readouterr().out
    assert game_file.read_bytes() == before


def test_turn_order(game_file, capsys) -> None:
    assert play(game_file, "8H 1=1", "--player", "Bob") == 1
    assert "it is Ann's turn, not Bob's" in capsys.readouterr().out
    assert play(game_file, "8H 1=1", "--player", "ann") == 0
    assert play(game_file, "H6 1=.", "--player", "Zed") == 2
    assert "no player named 'Zed'" in capsys.readouterr().err


def test_score_does_not_play(game_file, capsys) -> None:
    assert play(game_file, "8H 1=1") == 0
    before = game_file.read_bytes()
    capsys.readouterr()
    # J6 1 (TL) 3, J7 = 1: 4, + bonus 1 = 5
    assert run(["game", "score", str(game_file), "J6 1=."]) == 0
    out = capsys.readouterr().out
    assert "J6 1=. would score 5 points for Bob" in out
    assert "tiles 1×3+1 = 4, + bonus 1 = 5" in out
    assert run(["game", "score", str(game_file), "J6 1=0", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is False and "J8 already holds 1" in data["reason"]
    assert game_file.read_bytes() == before


def test_bad_input_exits_2(tmp_path, game_file, capsys) -> None:
    assert play(tmp_path / "missing.json", "8H 1=1") == 2
    assert "not found" in capsys.readouterr().err
    assert play(game_file, "8H 1+1=2") == 2
    assert "no tile shows '2'" in capsys.readouterr().err
    assert play(game_file, "Z8 1=1") == 2
    assert run(["game", "score", str(game_file), "8H"]) == 2


def corrupt(path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["moves"][1].update(move="H6 1=0"),
            "move 2: Bob's 'H6 1=0' is no longer legal: H8 already holds 1",
        ),
        (lambda d: d["moves"][0].update(score=99), "move 1: Ann's '8H 1+1=10' is recorded as 99"),
        (lambda d: d["moves"][1].update(player="Ann"), "move 2: it was Bob's turn"),
        (lambda d: d["rules"].update(order="sideways"), 'rule order cannot be "sideways"'),
        (lambda d: d["tiles"].update(rack="nine"), "tiles.rack"),
        (lambda d: d["board"]["rows"].pop(), "board.rows"),
        (lambda d: d.pop("players"), "'players' is missing"),
        (lambda d: d.update(extra=1), "unknown key 'extra'"),
        (lambda d: d["moves"].append("oops"), "move 3: expected an object"),
        (lambda d: d["moves"][1].update(move="H6 1=2"), "move 2: no tile shows '2'"),
    ],
)
def test_corrupt_file_is_reported_not_repaired(game_file, capsys, change, message) -> None:
    assert play(game_file, "8H 1+1=10") == 0
    assert play(game_file, "H6 1=.") == 0
    corrupt(game_file, change)
    before = game_file.read_bytes()
    capsys.readouterr()
    for command in (["show"], ["play", "6H .+1=10"], ["undo"], ["pass"]):
        assert run(["game", command[0], str(game_file), *command[1:]]) == 2
        err = capsys.readouterr().err
        assert "the game file is corrupt" in err and message in err, err
    assert game_file.read_bytes() == before


def test_show(game_file, capsys) -> None:
    assert play(game_file, "8H 1+1=10") == 0
    assert play(game_file, "J6 [1]=.") == 0
    capsys.readouterr()
    assert run(["game", "show", str(game_file)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == list("ABCDEFGHIJKLMNO")
    assert lines[8] == "  8  tw .  .  dl .  .  .  1  +  1  =  1  0  .  tw"
    assert lines[6] == "  6  .  tl .  .  .  tl .  .  . (1) .  .  .  tl ."  # the blank on J6 (TL)
    # 100 tiles minus the 8 on the board: three 1s (the blank is no 1), two =, one blank
    out = "\n".join(lines)
    assert "Scores: Ann 18, Bob" in out
    assert "92 tiles: 0 ×27  1 ×25  = ×12  + ×4  − ×5  × ×3  ÷ ×2" in out
    # the bag: 92 off the board less two racks of 9; the history, one line a turn
    assert out.endswith(
        "blank ×2\nIn the bag: 74 tiles.\nHistory:\n"
        "  1. Ann played 8H 1+1=10 for 18\n  2. Bob played J6 [1]=. for 2"
    )


def spec_of(tmp_path, counts: dict[str, int]):
    """A tile spec holding just ``counts``: few enough for the bag to be empty at once (two
    racks of 9 or more take every tile), so a player can go out."""
    path = tmp_path / "tiny.toml"
    path.write_text(small_spec_text(counts), encoding="utf-8")
    return path


def test_pass_undo_end(tmp_path, capsys) -> None:
    # 12 tiles: the 8 that 8H 1+1=10 and H6 1=. lay (four 1s, +, two =, 0) and Bob's last
    # four, 1, 0, × and a blank; two racks of 9 hold them all, so the bag is empty
    game_file = tmp_path / "game.json"
    spec = spec_of(tmp_path, {"0": 2, "1": 5, "=": 2, "+": 1, "×": 1, "blank": 1})
    assert run(["game", "new", str(game_file), "--players", "Ann,Bob", "--spec", str(spec)]) == 0
    assert play(game_file, "8H 1+1=10") == 0  # Ann 18
    assert run(["game", "pass", str(game_file)]) == 0  # Bob passes
    assert run(["game", "pass", str(game_file), "--player", "Bob"]) == 1  # Ann's turn
    assert play(game_file, "H6 1=.") == 0  # Ann: 3 → 21
    assert run(["game", "undo", str(game_file)]) == 0
    assert "took back Ann's H6 1=. (3 points)" in capsys.readouterr().out
    assert play(game_file, "H6 1=.") == 0
    capsys.readouterr()
    # Ann went out (she moved last); Bob holds 1, 0, × and a blank: 1+1+2+0 = 4
    assert run(["game", "end", str(game_file), "--left", "Bob=1,0,x,?"]) == 0
    out = capsys.readouterr().out
    assert "Ann went out: +4" in out
    assert "Final scores: Ann 25, Bob 0. Ann wins." in out
    assert play(game_file, "J6 1=.") == 1
    assert run(["game", "undo", str(game_file)]) == 0
    data = json.loads(game_file.read_text(encoding="utf-8"))
    assert [m.get("move", "pass") for m in data["moves"]] == ["8H 1+1=10", "pass", "H6 1=."]


def test_end_standard_and_errors(tmp_path, capsys) -> None:
    # 8 tiles for three racks: the bag is empty; 8H 1=1 lays two 1s and an =, leaving =,
    # ÷, ÷, NOT and 0 on the racks
    path = tmp_path / "s.json"
    spec = spec_of(tmp_path, {"0": 1, "1": 2, "=": 2, "÷": 2, "NOT": 1})
    assert run(["game", "new", str(path), "--players", "Ann,Bob,Cy", "--endgame", "standard",
                "--spec", str(spec)]) == 0  # fmt: skip
    assert play(path, "8H 1=1") == 0  # H8★ I8 J8: 1+1+1 = 3, + bonus 1 = 4, × 2 = 8
    # Bob has not said what he holds
    assert run(["game", "end", str(path), "--left", "Cy=0"]) == 2
    assert "say what Bob has left" in capsys.readouterr().err
    assert run(["game", "end", str(path), "--left", "Bob=÷,÷,÷;Cy="]) == 2  # only 2 ÷ in the set
    assert "only 2 are off the board" in capsys.readouterr().err
    # the racks hold every tile off the board, 5, not 4
    assert run(["game", "end", str(path), "--left", "Bob=÷,not;Cy=0,="]) == 2
    assert "5 in all, but the racks given hold 4" in capsys.readouterr().err
    # Ann out: Bob ÷, ÷ (4 each) and NOT (1) = 9, Cy 0 and = (1+1) = 2: Ann + 11;
    # standard: Bob −9, Cy −2
    assert run(["game", "end", str(path), "--left", "Bob=÷,÷,not;Cy=0,="]) == 0
    out = capsys.readouterr().out
    assert "Ann went out: +11" in out and "Bob has ÷,÷,NOT left: −9" in out
    assert "Final scores: Ann 19, Bob −9, Cy −2. Ann wins." in out
    assert run(["game", "end", str(path), "--left", "Bob=1"]) == 2  # already over


def test_show_png(game_file, tmp_path, capsys) -> None:
    pytest.importorskip("cairosvg")
    assert play(game_file, "8H 1+1=10") == 0
    picture = tmp_path / "board.png"
    assert run(["game", "show", str(game_file), "--png", str(picture)]) == 0
    data = picture.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"Board picture: {picture}" in capsys.readouterr().out
    assert run(["game", "show", str(game_file), "--png", str(tmp_path / "board.jpg")]) == 2


def test_play_and_show_stay_light(game_file) -> None:
    """The referee path never imports the print half (reportlab, cairosvg, pydantic spec)."""
    import subprocess
    import sys

    code = (
        "import sys; from kitgen.cli.app import run; "
        f"run(['game', 'score', {str(game_file)!r}, '8H 1=1']); "
        f"run(['game', 'show', {str(game_file)!r}]); "
        "print(sorted(m for m in ('reportlab', 'cairosvg', 'fontTools', "
        "'kitgen.maker.specs.tiles', 'pydantic') "
        "if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"
