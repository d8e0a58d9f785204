"""Every command's ``--json`` answer has a shipped JSON Schema, and answers follow it.

The autouse fixture in ``conftest.py`` validates every JSON object printed anywhere in the
suite; the tour here makes sure each referee schema is exercised at least once.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from unittest.mock import ANY

import jsonschema
import pytest

from kitgen import schemas
from kitgen.cli.app import commands as cli_commands
from tests.cli_tree import leaf_commands

LOCALE = Path(__file__).resolve().parents[1] / "kitgen" / "locale"
SCHEMA_FILES = sorted(
    p.name for p in resources.files("kitgen.schemas").iterdir() if p.name.endswith(".json")
)


@pytest.mark.parametrize("name", SCHEMA_FILES)
def test_each_schema_is_a_valid_draft_2020_12_schema(name) -> None:
    data = json.loads((resources.files("kitgen.schemas") / name).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(data)
    # referee answers: ok and reason first (kit commands answer with their files)
    if name not in ("files.json", "error.json", "puzzles.json"):
        assert list(data["properties"])[:2] == ["ok", "reason"]
        assert data["additionalProperties"] is False
        assert data["required"] == list(data["properties"])


def test_every_command_with_json_has_a_schema() -> None:
    commands = leaf_commands()
    assert len(commands) > 30
    for path, cmd in commands.items():
        if path in ("schema", "serve"):  # serve runs a server: no answer to print
            continue
        opts = {opt for param in cmd.params for opt in getattr(param, "opts", [])}
        assert "--json" in opts, f"kitgen {path} has no --json"
        assert schemas.load(path)["type"] == "object"
    own = ("check", "game", "code", "staeda", "rules", "templates", "lab", "tournament")
    referees = [p for p in commands if p.split()[0] in own]
    # a schema file per referee and reference command, and no schema without its command
    assert sorted(schemas.schema_name(p) + ".json" for p in referees) == sorted(
        set(SCHEMA_FILES) - {"files.json", "error.json", "puzzles.json"}
    )
    assert set(cli_commands()) <= {p.split()[0] for p in commands}


def test_schema_command_prints_the_shipped_file(kitgen) -> None:
    result = kitgen("schema", "game", "play")
    assert result.code == 0 and result.out.count("\n") == 1
    shipped = (resources.files("kitgen.schemas") / "game-play.json").read_text(encoding="utf-8")
    expected = json.loads(shipped)  # with the languages there are: the folders of kitgen/locale
    folders = sorted(p.name for p in LOCALE.iterdir() if (p / "language.json").is_file())
    assert expected["properties"]["lang"] == {"type": "string", "description": ANY}
    expected["properties"]["lang"]["enum"] = ["en", *[c for c in folders if c != "en"]]
    assert result.json() == expected
    assert kitgen("schema", "tiles").json()["title"].startswith("Every kit command")
    listing = kitgen("schema").out.split("\n")
    assert "code match show" in listing and "error" in listing and "tiles" in listing


def test_unknown_schema_says_did_you_mean(kitgen) -> None:
    result = kitgen("schema", "game", "plya")
    assert result.code == 2
    assert result.err.startswith("error: unknown command 'game plya' — choose one of: check,")
    assert result.err.rstrip().endswith("(did you mean 'game play'?)")


def test_error_answer_follows_its_schema(kitgen) -> None:
    result = kitgen("staeda", "over", "--target", "x", "--json")
    assert result.code == 2
    jsonschema.validate(result.json(), schemas.load("error"))


def test_the_suite_s_checker_refuses_an_answer_off_its_schema() -> None:
    """The validator the autouse fixture keeps per schema still refuses what breaks it, the
    second time as the first."""
    from tests.conftest import validate

    for _ in range(2):
        with pytest.raises(jsonschema.ValidationError, match="required property"):
            validate({"ok": "yes"}, "check")
        with pytest.raises(jsonschema.ValidationError):
            validate({"ok": False, "error": 7}, "error")


def test_tour_of_every_referee_answer(kitgen, tmp_path) -> None:
    """One run of every referee command with --json; each answer is validated on print."""
    night = tmp_path / "night.json"
    new = kitgen("game", "new", night, "--players", "Ann,Bob", "--json")
    assert new.code == 0
    data = new.json()
    assert data["players"] == [{"name": "Ann", "points": 0}, {"name": "Bob", "points": 0}]
    assert (data["tiles"], data["rack"], data["first_square"], data["to_play"]) == (
        100,
        9,
        "H8",
        "Ann",
    )
    # README tour: 8H 1+1=10 scores 18 (tiles 7, bonus 2, centre doubles).
    play = kitgen("game", "play", night, "8H 1+1=10", "--json").json()
    assert (play["ok"], play["points"], play["player"], play["to_play"]) == (True, 18, "Ann", "Bob")
    assert play["players"] == [{"name": "Ann", "points": 18}, {"name": "Bob", "points": 0}]
    score = kitgen("game", "score", night, "H6 1=.", "--json")
    assert score.code == 0 and score.json()["player"] == "Bob"
    shown = kitgen("game", "show", night, "--json").json()
    assert shown["moves_played"] == 1 and len(shown["board"]) == 16
    # 1+1=10 took one of the shipped set's 5 + tiles; no blank was played
    assert shown["unplayed"]["+"] == 4 and shown["unplayed"]["blank"] == 3
    refused = kitgen("game", "pass", night, "--player", "Ann", "--json")
    assert refused.code == 1 and refused.json()["reason"] == "it is Bob's turn, not Ann's"
    passed = kitgen("game", "pass", night, "--json").json()
    assert passed["ok"] is True and passed["player"] == "Bob" and passed["to_play"] == "Ann"
    undone = kitgen("game", "undo", night, "--json").json()
    assert undone["undone"] == {"kind": "pass", "player": "Bob", "move": None, "points": 0}
    # 100 tiles less 6 on the board (1+1=10) less two racks of 9: 76 in the bag, 2 go back
    swapped = kitgen("game", "exchange", night, "2", "--json").json()
    assert (swapped["ok"], swapped["player"], swapped["count"], swapped["bag"]) == (
        True,
        "Bob",
        2,
        76,
    )
    undone = kitgen("game", "undo", night, "--json").json()
    assert undone["undone"] == {
        "kind": "exchange",
        "player": "Bob",
        "move": None,
        "points": 0,
        "tiles": 2,
    }
    # 76 tiles in the bag: nobody can have gone out; both pass, and nobody goes out: Ann
    # holds nine 0s (9 points), Bob eight 1s and a blank (8), each losing their own
    assert kitgen("game", "end", night, "--left", "Bob=1,0", "--json").code == 2
    assert kitgen("game", "pass", night).code == kitgen("game", "pass", night).code == 0
    end = kitgen("game", "end", night, "--nobody-out", "--left", "Ann=0,0,0,0,0,0,0,0,0",
                 "--left", "Bob=1,1,1,1,1,1,1,1,?", "--json").json()  # fmt: skip
    assert end["went_out"] is None and end["over"] is True and end["to_play"] is None
    assert end["changes"] == [
        {"name": "Ann", "left": ["0"] * 9, "points": -9},
        {"name": "Bob", "left": ["1"] * 8 + ["?"], "points": -8},
    ]
    assert end["players"] == [{"name": "Ann", "points": 9}, {"name": "Bob", "points": -8}]

    assert kitgen("check", "1+1=10", "--json").json()["points"] == 2
    for args in (
        ["feedback", "--mode", "easy", "1234", "2211"],
        ["validate", "1234"],
        ["audit", "-r", "1234=1,1"],
        ["hint", "--mode", "medium", "-r", "123=0,3"],
        ["score", "--cracked-on", "3"],
        ["strategy", "--mode", "medium"],
    ):
        assert kitgen("code", *args, "--json").json()["ok"] is True, args
    match = tmp_path / "match.json"
    assert kitgen("code", "match", "new", match, "--players", "Ann,Bo", "--json").code == 0
    assert kitgen("code", "match", "round", match, "--cracked-on", "4", "--json").code == 0
    shown = kitgen("code", "match", "show", match, "--json").json()
    # hard mode, 10 rows: Bo cracked on guess 4 -> 6 points
    assert shown["players"] == [{"name": "Ann", "points": 0}, {"name": "Bo", "points": 6}]
    for args in (
        ["targets", "3", "4", "5"],
        ["check", "--target", "7", "--hand", "3 4", "--table", "", "3+4"],
        ["solve", "--target", "7", "--hand", "3 4"],
        ["round", "--target", "7", "--table", "2", "--hand", "Ann=3 4", "--claim", "Ann: 3+4"],
        ["over", "--target", "35", "--target-cards", "3 4 5", "--kept", "5 7"],
    ):
        result = kitgen("staeda", *args, "--json")
        assert result.code in (0, 1) and list(result.json())[:2] == ["ok", "reason"], args
