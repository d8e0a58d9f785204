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
