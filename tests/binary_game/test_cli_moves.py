"""``kitgen game moves``: the listing, --top/--all, --check, --json, rack validation, exits."""

from __future__ import annotations

import json

import pytest

from kitgen.cli.app import run


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "game.json"
    assert run(["game", "new", str(path), "--players", "Ann,Bob"]) == 0
    return path


def moves(path, *args):
    return run(["game", "moves", str(path), *args])


def test_opening_rack_lists_the_six_ways_to_lay_1_equals_1(game_file, capsys) -> None:
    capsys.readouterr()
    assert moves(game_file, "--rack", "1,=,1") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Ann's rack 1 = 1: 6 legal moves, best first:"
    # 1=1 through the centre: tiles 1+1+1 = 3, + bonus 1 = 4, × 2 = 8 (worked by hand)
    assert [line.split()[1] for line in out[1:]] == ["H6", "H7", "8F", "8G", "8H", "H8"]
    assert all("8 points  3 tiles  1=1" in line for line in out[1:])


def test_json_lists_moves_with_points_tiles_expressions(game_file, capsys) -> None:
    capsys.readouterr()
    assert moves(game_file, "--rack", "1 = 1", "--top", "2", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["ok", "reason", "count", "check", "moves", "exchange", "lang"]
    assert data["ok"] is True and data["count"] == 6 and data["reason"] == "6 legal moves"
    assert data["exchange"] == 0  # the rack has moves
    assert data["check"] is None
    assert data["moves"] == [
        {"move": "H6 1=1", "points": 8, "tiles": 3, "expressions": ["1=1"]},
        {"move": "H7 1=1", "points": 8, "tiles": 3, "expressions": ["1=1"]},
    ]


def test_no_legal_move_exits_1(game_file, capsys) -> None:
    assert run(["game", "play", str(game_file), "8H 1+1=10"]) == 0
    capsys.readouterr()
    assert moves(game_file, "--rack", "+,×,÷") == 1
    # the bag: 100 tiles less 6 on the board less two racks of 9 = 76; Bob holds 3
    assert capsys.readouterr().out.strip() == (
        "Bob's rack + × ÷: no legal move: the rack cannot make a correct expression "
        "anywhere on the board\n"
        "You may exchange 1 to 3 tiles instead (the bag holds 76 tiles), or pass."
    )
    assert moves(game_file, "--rack", "+,×,÷", "--json") == 1
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is False and data["count"] == 0 and data["moves"] == []
    assert data["exchange"] == 3


def test_no_legal_move_and_no_exchange_leaves_a_pass(tmp_path, capsys) -> None:
    game = tmp_path / "off.json"
    assert run(["game", "new", str(game), "--players", "Ann,Bob", "--exchange", "off"]) == 0
    capsys.readouterr()
    assert moves(game, "--rack", "+,×,÷") == 1
    assert (
        capsys.readouterr()
        .out.strip()
        .endswith(
            "You may only pass: exchanging tiles is off in this game (house rule exchange = off)."
        )
    )


def test_top_and_all(game_file, capsys) -> None:
    assert run(["game", "play", str(game_file), "8H 1+1=10"]) == 0
    capsys.readouterr()
    assert moves(game_file, "--rack", "1,0,=,×", "--top", "3") == 0
    out = capsys.readouterr().out.splitlines()
    count = int(out[0].split(": ")[1].split()[0])
    assert len(out) == 1 + 3 + 1 and out[-1] == f"  … and {count - 3} more (--all lists them)"
    # 8N ×1 makes 1+1=10×1: × 2 points and 1 on the triple word O8: (2 + 1 + bonus 2) × 3
    assert out[1].split()[1:5] == ["8N", "×1", "15", "points"]
    assert moves(game_file, "--rack", "1,0,=,×", "--all") == 0
    assert len(capsys.readouterr().out.splitlines()) == 1 + count


def test_check_ranks_the_move_among_all(game_file, capsys) -> None:
    capsys.readouterr()
    assert moves(game_file, "--rack", "1,=,1", "--check", "8H 1=1") == 0
    assert capsys.readouterr().out.strip() == (
        "8H 1=1: legal, 8 points, 5th of 6; best was H6 1=1 for 8"
    )
    assert moves(game_file, "--rack", "1,=,1", "--check", "H6 1=1", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["reason"] == "legal, 8 points, 1st of 6 — the best move"
    assert data["check"] == {"move": "H6 1=1", "legal": True, "points": 8, "rank": 1}


def test_check_refuses_an_illegal_move_or_tiles_not_on_the_rack(game_file, capsys) -> None:
    capsys.readouterr()
    assert moves(game_file, "--rack", "1,=,1", "--check", "8A 1=1") == 1
    out = capsys.readouterr().out
    assert "illegal: the first move must cover the centre square H8" in out
    assert moves(game_file, "--rack", "1,=,1", "--check", "8H 10=10") == 1
    assert "not with this rack: the move lays 0, 0, which the rack does not hold" in (
        capsys.readouterr().out
    )


@pytest.mark.parametrize(
    ("rack", "message"),
    [
        ("1,1,1,1,1,1,1,1,1,1", "--rack holds 10 tiles; a rack holds at most 9"),
        ("1,XOR", "the tile set has no XOR tiles"),
        ("÷,÷,÷", "--rack holds 3 × ÷, but only 2 of the set's 2 are not on the board"),
        ("?,?,?,?", "--rack holds 4 blanks, but only 3 of the set's 3 are not on the board"),
        ("1,7", "no tile shows '7'"),
        (" , ", "--rack names no tiles"),
    ],
)
def test_rack_is_checked_against_the_set(game_file, capsys, rack: str, message: str) -> None:
    capsys.readouterr()
    assert moves(game_file, "--rack", rack) == 2
    assert message in capsys.readouterr().err


def test_rack_counts_the_tiles_already_on_the_board(game_file, capsys) -> None:
    assert run(["game", "play", str(game_file), "8H 10÷1=10"]) == 0
    capsys.readouterr()
    assert moves(game_file, "--rack", "÷,÷") == 2
    assert "only 1 of the set's 2 are not on the board" in capsys.readouterr().err


def test_bad_options_exit_2(game_file, capsys) -> None:
    assert moves(game_file, "--rack", "1,=,1", "--top", "0") == 2
    assert moves(game_file, "--rack", "1,=,1", "--top", "3", "--all") == 2
    assert moves(game_file, "--rack", "1,=,1", "--player", "Cy") == 2
    capsys.readouterr()
    assert moves(game_file, "--rack", "1,=,1", "--top", "0", "--json") == 2
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is False and data["error"]["code"] == 2


def test_player_names_whose_rack(game_file, capsys) -> None:
    capsys.readouterr()
    assert moves(game_file, "--rack", "1 = 1", "--player", "bob", "--top", "1") == 0
    assert capsys.readouterr().out.startswith("Bob's rack 1 = 1: 6 legal moves; the best 1:")


def test_check_reads_the_move_however_it_is_written(game_file, capsys) -> None:
    """H6 1=. and H6 1=1 are the same move (H8 already holds the 1): one rank for both."""
    assert run(["game", "play", str(game_file), "8H 1+1=10"]) == 0
    capsys.readouterr()
    answers = []
    for written in ("H6 1=.", "H6 1=1", "h6 1 ="):
        assert moves(game_file, "--rack", "1,=,?", "--check", written, "--json") == 0
        answers.append(json.loads(capsys.readouterr().out)["check"]["rank"])
    assert answers[0] == answers[1] == answers[2]
    assert moves(game_file, "--rack", "1,=,?", "--check", "H6 [1]=.", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    # a blank scores 0: tiles 0+1 = 1, + bonus 1 = 2 (against 3 with a real 1)
    assert data["check"]["points"] == 2 and data["check"]["rank"] > answers[0]
