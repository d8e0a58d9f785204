"""Small wording of the ice cream referee's answers: numbers agree with their nouns."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("1", "1 has 1 flavour but a row has 4 spots in hard mode"),
        ("12", "12 has 2 flavours but a row has 4 spots in hard mode"),
    ],
)
def test_a_short_code_counts_its_flavours_in_good_english(kitgen, code, reason) -> None:
    result = kitgen("code", "validate", "--mode", "hard", code, "--json")
    assert result.code == 1
    assert result.json()["reason"] == reason


@pytest.mark.parametrize(("players", "given"), [("", 0), ("Ann,", 1), ("Ann,Bo,Cy", 3)])
def test_a_match_counts_the_names_actually_given(kitgen, tmp_path, players, given) -> None:
    result = kitgen("code", "match", "new", tmp_path / "m.json", "--players", players)
    assert result.code == 2
    assert result.err == (
        f"error: ice cream code is for two players (one sets, one guesses), {given} given "
        "— give --player NAME twice (or --players ANN,BO)\n"
    )
