"""`kitgen build all`: every kit, every kind of output, in every shipped language."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    import io
    import json
    from contextlib import redirect_stdout

    from kitgen.cli.app import run

    out = tmp_path_factory.mktemp("all")
    buffer = io.StringIO()
    with redirect_stdout(buffer):
        code = run(["build", "all", "--out", str(out), "--json"])
    assert code == 0
    return json.loads(buffer.getvalue()), out


def test_every_listed_file_exists_once(built: tuple[dict, Path]) -> None:
    data, out = built
    paths = [Path(f["path"]) for f in data["files"]]
    assert len(paths) == len(set(paths))
    assert all(p.is_file() and p.stat().st_size > 0 for p in paths)
    on_disk = {p.name for p in out.iterdir()}
    assert {p.name for p in paths} == on_disk
    assert not [name for name in on_disk if name.endswith(".tmp")]


def test_every_kind_of_output_is_built(built: tuple[dict, Path]) -> None:
    kinds = Counter(f["kind"] for f in built[0]["files"])
    assert set(kinds) == {
        "tiles",
        "backs",
        "count-sheet",
        "laser",
        "lightburn",
        "board",
        "preview",
        "tokens",
        "pegs",
        "pedestal",
        "cut-list",
        "cards",
        "reference",
        "score-sheet",
    }


def test_each_game_has_its_cards_in_its_home_languages(built: tuple[dict, Path]) -> None:
    names = {Path(f["path"]).name for f in built[0]["files"]}
    for game, langs in (("binary", "en nl ru"), ("icecream", "en et"), ("staeda", "en is")):
        for lang in langs.split():
            assert f"{game}-rule-card-{lang}-a6-a4.pdf" in names
            assert f"{game}-score-sheet-{lang}-a4.pdf" in names
    for lang in ("en", "nl", "ru"):
        assert f"binary-reference-{lang}-a6-a4.pdf" in names


def test_unknown_kit_is_refused(kitgen) -> None:
    result = kitgen("build", "chess")
    assert result.code == 2
    assert "unknown kit 'chess'" in result.err
    assert "binary, icecream, staeda, all" in result.err
