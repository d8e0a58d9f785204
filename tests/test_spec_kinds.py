"""A spec given to the wrong command is named for what it is, with the commands it is for."""

from __future__ import annotations

from pathlib import Path

import pytest

TEMPLATES = Path(__file__).resolve().parents[1] / "templates"
ICECREAM = TEMPLATES / "icecream" / "kit.toml"
TILES = TEMPLATES / "binary" / "tiles.toml"
TILE_KIND = "a tile spec, for kitgen tiles (and kitgen game new --spec)"
ICECREAM_KIND = "an ice cream kit spec, for kitgen tokens and kitgen board icecream"


@pytest.mark.parametrize(
    ("argv", "given", "is_kind", "needs_kind"),
    [
        (["tiles", "--out", "{tmp}", "--spec", str(ICECREAM)], ICECREAM, ICECREAM_KIND, TILE_KIND),
        (
            ["game", "new", "{tmp}/g.json", "--spec", str(ICECREAM)],
            ICECREAM,
            ICECREAM_KIND,
            TILE_KIND,
        ),
        (["tokens", "--out", "{tmp}", "--spec", str(TILES)], TILES, TILE_KIND, ICECREAM_KIND),
        (
            ["board", "icecream", "--out", "{tmp}", "--spec", str(TILES)],
            TILES,
            TILE_KIND,
            ICECREAM_KIND,
        ),
    ],
)
def test_a_spec_of_the_other_kind_is_named(kitgen, tmp_path, argv, given, is_kind, needs_kind):
    result = kitgen(*[a.replace("{tmp}", str(tmp_path)) for a in argv])
    assert (result.code, result.out) == (2, "")
    assert result.err == f"error: {given} is {is_kind} — this command needs {needs_kind}\n"
    assert not list(tmp_path.iterdir())
