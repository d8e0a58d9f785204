"""--columns out of range reads like every other range error: 'is out of range — give A to B'."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("game", "columns", "low", "high"), [("binary", "0", 2, 4), ("staeda", "99", 2, 6)]
)
def test_columns_out_of_range(kitgen, tmp_path, game, columns, low, high) -> None:
    result = kitgen("cards", "score-sheets", game, "--columns", columns, "--out", tmp_path)
    assert result.code == 2
    assert result.err == (
        f"error: --columns {columns} is out of range — give {low} to {high} "
        f"(players on the {game} score sheet)\n"
    )
    assert list(tmp_path.iterdir()) == []
