"""Player names: no control characters, no two that read alike at the table (TR39)."""

from __future__ import annotations

import pytest

from kitgen.cli.app import run
from kitgen.core.errors import KitgenError
from kitgen.core.names import check_names, skeleton


def test_the_skeleton_maps_look_alikes_to_one_prototype() -> None:
    # Worked out from Unicode's confusables.txt: Cyrillic А (U+0410) -> Latin A,
    # Greek Ο (U+039F) -> Latin O, Latin A stays A.
    assert skeleton("\u0410nn") == "Ann"
    assert skeleton("B\u039fB") == "BOB"
    assert skeleton("Ann") == "Ann"


@pytest.mark.parametrize(
    ("names", "needle"),
    [
        (["Ann", "\u0410nn"], "names that look alike: 'Ann' and 'Аnn'"),
        (["Ann", "ANN"], "the same name: 'Ann' and 'ANN'"),
        (["An\u202en", "Bob"], "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
        (["A\u200dnn"], "U+200D (ZERO WIDTH JOINER)"),
        (["x" * 41], "at most 40 characters"),
        (["  "], "empty"),
        (["Ann=1"], "may not hold = ; or ,"),
    ],
)
def test_bad_names_are_refused(names: list[str], needle: str) -> None:
    with pytest.raises(KitgenError, match=None) as caught:
        check_names(names)
    assert needle in str(caught.value)


def test_names_that_only_look_different_to_a_computer_are_kept_apart_but_real_ones_pass() -> None:
    assert check_names(["Jón", "Jon", "Anna", "Ann", " Bo "]) == ["Jón", "Jon", "Anna", "Ann", "Bo"]


@pytest.mark.parametrize("command", ["game", "code"])
def test_the_table_refuses_a_look_alike_name(tmp_path, capsys, command: str) -> None:
    path = str(tmp_path / "f.json")
    argv = ["game", "new", path] if command == "game" else ["code", "match", "new", path]
    assert run([*argv, "--players", "Ann,\u0410nn"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: two players have names that look alike")
    assert not (tmp_path / "f.json").exists()


@pytest.mark.parametrize("players", [5, 1.5, True, {"Ann": 1}])
def test_players_that_are_no_names_are_refused(players: object) -> None:
    from kitgen.core.names import players_given

    with pytest.raises(KitgenError, match="--players must be a text"):
        players_given(players)  # type: ignore[arg-type]
    with pytest.raises(KitgenError, match="--player must be a text"):
        players_given(None, players)  # type: ignore[arg-type]
