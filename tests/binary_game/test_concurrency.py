"""Several ``kitgen game play`` processes on one file at once never lose a move."""

from __future__ import annotations

import json
import subprocess
import sys

from kitgen.cli.app import run


def start(path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "kitgen", "game", "play", str(path), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_simultaneous_plays_all_recorded(tmp_path) -> None:
    path = tmp_path / "race.json"
    assert run(["game", "new", str(path), "--players", "Ann,Bob"]) == 0
    assert run(["game", "play", str(path), "8H 1=1"]) == 0  # H8★ 1, I8 =, J8 1: 3+1 = 4, ×2 = 8
    # four moves that are legal in any order, each scoring the same whatever came first:
    # H6 1, H7 =: 1+1 = 2, + bonus 1 = 3;  H9 =, H10 1: 2 + 1 = 3
    # J6 1 (TL), J7 =: 3+1 = 4, + 1 = 5;   J9 =, J10 1 (TL): 1+3 = 4, + 1 = 5
    moves = ["H6 1=.", "H8 .=1", "J6 1=.", "J8 .=1"]
    procs = [start(path, move) for move in moves]
    results = [proc.communicate(timeout=60) for proc in procs]
    assert [proc.returncode for proc in procs] == [0, 0, 0, 0], results
    data = json.loads(path.read_text(encoding="utf-8"))
    assert sorted(m["move"] for m in data["moves"][1:]) == sorted(moves)
    assert [m["player"] for m in data["moves"]] == ["Ann", "Bob", "Ann", "Bob", "Ann"]
    assert sum(m["score"] for m in data["moves"]) == 8 + 3 + 3 + 5 + 5


def test_simultaneous_plays_for_one_player_one_refused_cleanly(tmp_path) -> None:
    path = tmp_path / "turns.json"
    assert run(["game", "new", str(path), "--players", "Ann,Bob"]) == 0
    assert run(["game", "play", str(path), "8H 1=1"]) == 0
    procs = [start(path, "H6 1=.", "--player", "Bob"), start(path, "J6 1=.", "--player", "Bob")]
    results = [proc.communicate(timeout=60) for proc in procs]
    codes = sorted(proc.returncode for proc in procs)
    assert codes == [0, 1], results
    refused = next(out for (out, _), p in zip(results, procs, strict=True) if p.returncode == 1)
    assert "it is Ann's turn, not Bob's" in refused
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["moves"]) == 2 and data["moves"][1]["player"] == "Bob"
