"""``-q/--quiet`` on the referee commands: the exit code is the answer, nothing is printed;
errors still go to stderr, ``--json`` still prints, and the file is still changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_tree import leaf_commands

REFEREES = ("check", "game", "code", "staeda")


def test_every_referee_command_takes_quiet() -> None:
    commands = leaf_commands()  # the whole tree, built once
    referees = [path for path in commands if path.split()[0] in REFEREES]
    assert len(referees) > 25
    for path in referees:
        opts = {opt for p in commands[path].params for opt in getattr(p, "opts", ())}
        assert {"--quiet", "-q"} <= opts, path


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["check", "1+1=10"], 0),
        (["check", "1+1=11", "-q"], 1),
        (["code", "feedback", "1234", "1243"], 0),
        (["code", "validate", "1123"], 1),  # repeats are off by default
        (["staeda", "check", "3+4", "--target", "7", "--hand", "3", "--table", "4"], 0),
        (["staeda", "check", "3+4", "--target", "8", "--hand", "3", "--table", "4"], 1),
    ],
)
def test_quiet_prints_nothing_and_the_exit_code_answers(kitgen, argv, code) -> None:
    loud = kitgen(*[a for a in argv if a != "-q"])
    assert loud.code == code and loud.out.strip()  # without it, the answer is printed
    result = kitgen(*argv, *([] if "-q" in argv else ["--quiet"]))
    assert (result.code, result.out, result.err) == (code, "", "")


def test_quiet_still_says_what_is_wrong(kitgen) -> None:
    result = kitgen("check", "-q", "1+1=2")
    assert result.code == 2 and result.out == ""
    assert result.err.startswith("error: '2' at position 5 is not on any tile")


def test_quiet_with_json_prints_the_json(kitgen) -> None:
    result = kitgen("check", "-q", "--json", "1+1=10")
    assert result.code == 0 and json.loads(result.out)["ok"] is True


def test_a_quiet_move_is_still_played(kitgen, tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    result = kitgen("game", "new", game, "--players", "Ann,Bob", "-q")
    assert (result.code, result.out, result.err) == (0, "", "")
    result = kitgen("game", "pass", game, "--quiet")
    assert (result.code, result.out, result.err) == (0, "", "")
    moves = json.loads(game.read_text(encoding="utf-8"))["moves"]
    assert [move["pass"] for move in moves] == [True]


def test_the_kit_commands_keep_their_own_quiet(kitgen, tmp_path: Path) -> None:
    result = kitgen("cards", "reference", "-q", "--out", tmp_path)
    assert (result.code, result.out) == (0, "")
    assert [p.name for p in tmp_path.iterdir()] == ["binary-reference-en-a6-a4.pdf"]


def test_a_quiet_wait_for_the_lock_is_not_said(tmp_path: Path) -> None:
    """Another kitgen holds the file: without -q the wait is said after a second; with it,
    only the error when the wait gives up."""
    from kitgen.cli.app import run
    from kitgen.files import changing
    from tests.reliability.helpers import kitgen_proc

    game = tmp_path / "g.json"
    assert run(["game", "new", str(game)]) == 0
    with changing(game):  # another kitgen is writing it
        done = kitgen_proc("game", "pass", game, "--wait", "1.5", "-q")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith("error: gave up after 1.5 s"), done.stderr
    assert "waiting for" not in done.stderr
