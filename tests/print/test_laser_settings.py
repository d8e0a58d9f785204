"""Laser settings given without --laser are refused, not silently ignored."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.mark.parametrize(
    "args",
    [
        ["tiles", "--kerf", "0.2"],
        ["tiles", "--speed", "5"],
        ["tokens", "--bed", "k40"],
        ["board", "binary", "--speed", "5"],
        ["board", "icecream", "--kerf", "0.1"],
    ],
)
def test_laser_setting_without_laser_exits_2(kitgen, tmp_path: Path, args: list[str]) -> None:
    out = tmp_path / "out"
    result = kitgen(*args, "--out", out)
    assert result.code == 2
    assert "is a laser setting — add --laser" in result.err
    assert not out.exists()


def test_laser_setting_with_laser_is_used(kitgen, tmp_path: Path) -> None:
    result = kitgen("tiles", "--laser", "--kerf", "0.2", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    assert result.json()["kerf_mm"] == 0.2
