"""The parser's usage errors read like kitgen's own: what is wrong — where the help is."""

from __future__ import annotations

import json

import pytest

USAGE = [
    (
        ["tile"],
        "unknown command 'tile' — see 'kitgen --help' for the commands (did you mean 'tiles'?)",
    ),
    (
        ["tiles", "--papr", "a4"],
        "unknown option '--papr' — see 'kitgen tiles --help' for the options "
        "(did you mean '--paper' or '--laser'?)",
    ),
    (["--bogus"], "unknown option '--bogus' — see 'kitgen --help' for the options"),
    (["tiles", "--paper"], "option --paper needs a value — see 'kitgen tiles --help'"),
    (
        ["tiles", "--laser=yes"],
        "option --laser is a switch and takes no value — see 'kitgen tiles --help'",
    ),
    (["code", "feedback", "1234"], "missing argument GUESS — see 'kitgen code feedback --help'"),
    (["staeda", "over"], "missing option --target — see 'kitgen staeda over --help'"),
    (["cards", "score-sheets", "--pages", "-1"], "--pages -1 is out of range — give 1 to 50"),
    (
        ["code", "hint", "--flavours", "nan"],
        "--flavours 'nan' is not a whole number — give 1 to 8",
    ),
    (
        ["tokens", "--token-size", ""],
        "--token-size '' is not a number — give 10 to 30 mm (19 mm is a 3/4-inch punch, 25.4 mm "
        "a 1-inch one)",
    ),
]


@pytest.mark.parametrize(("args", "message"), USAGE)
def test_usage_errors_read_like_kitgen_errors(kitgen, args, message) -> None:
    result = kitgen(*args)
    assert (result.code, result.out, result.err) == (2, "", f"error: {message}\n")


@pytest.mark.parametrize(("args", "message"), USAGE[1:3] + USAGE[-2:])
def test_usage_errors_with_json_are_one_json_line(kitgen, args, message) -> None:
    result = kitgen(*args, "--json")
    assert result.code == 2 and result.err == ""
    assert json.loads(result.out) == {
        "ok": False,
        "error": {"code": 2, "message": message},
        "lang": "en",
    }


def test_a_folder_given_as_a_file_argument_reads_like_the_other_folder_errors(
    kitgen, tmp_path
) -> None:
    """Named by what it is, as ``game show`` names its game file (it said "FILE …", "DATEI …"
    in German)."""
    result = kitgen("staeda", "round", tmp_path)
    assert result.err == f"error: round file {tmp_path} is a folder — give the path of a file\n"
    assert result.code == 2
    german = kitgen("staeda", "round", tmp_path, "--lang", "de")
    assert (
        german.err
        == f"error: Rundendatei {tmp_path} ist ein Ordner — gib den Pfad einer Datei an\n"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["serve", "--data", " "], "--data is empty — give the path of a folder"),
        (
            ["templates", "copy", "tiles", ""],  # DIR, not --out
            "the folder name is empty — give the folder to copy into, or none to copy here",
        ),
        (["lab", "staeda", "--plot", ""], "--plot is empty — give the path of a file"),
        (
            ["tournament", "new", "t.json"],
            "no players given — name 3 to 40 with --players Ann,Bob,Cy",
        ),
    ],
)
def test_an_empty_or_missing_name_says_what_to_give(kitgen, tmp_path, monkeypatch, args, message):
    """A folder's empty name asked for a file (``serve --data ''``); an empty DIR was taken for
    an empty ``--out``; a tournament with no players was "0 players", with no word of how to
    give them."""
    monkeypatch.chdir(tmp_path)
    result = kitgen(*args)
    assert (result.code, result.err) == (2, f"error: {message}\n")
    assert not list(tmp_path.iterdir())
