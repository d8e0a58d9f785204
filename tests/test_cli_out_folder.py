"""An empty --out is refused: Path('') would silently write every file into the current folder."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("args", [["cards", "reference"], ["tiles"], ["build", "staeda"]])
def test_an_empty_out_is_refused_and_nothing_is_written(kitgen, tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)
    result = kitgen(*args, "--out", "")
    assert (result.code, result.out) == (2, "")
    assert result.err == (
        "error: --out is empty — give the folder to write into, e.g. --out output\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_an_empty_out_with_json_is_one_json_line(kitgen, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = kitgen("cards", "reference", "--out", " ", "--json")
    assert result.code == 2
    assert json.loads(result.out)["error"]["message"].startswith("--out is empty")
    assert list(tmp_path.iterdir()) == []


def test_a_named_folder_still_works(kitgen, tmp_path) -> None:
    result = kitgen("cards", "reference", "--out", tmp_path / "kit", "--json")
    assert result.code == 0
    assert [f["path"] for f in result.json()["files"]] == [
        str(tmp_path / "kit" / "binary-reference-en-a6-a4.pdf")
    ]
