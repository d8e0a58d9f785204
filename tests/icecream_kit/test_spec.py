"""The ice cream kit spec: the shipped kit matches the rules page and the referee's order;
bad specs stop with exit 2 and a message naming the file and key."""

from __future__ import annotations

from pathlib import Path

from kitgen.maker.specs.icecream import load_icecream_spec

REPO = Path(__file__).resolve().parents[2]
KIT = REPO / "templates" / "icecream" / "kit.toml"

# shared/rules/icecream.md and the referee (kitgen code) number the flavours 1-8 in this order
REFEREE_ORDER = [
    "strawberry", "bubblegum", "chocolate", "vanilla",
    "pistachio", "blueberry", "lemon", "liquorice",
]  # fmt: skip


def test_shipped_kit_matches_the_rules_table():
    kit = load_icecream_spec()
    assert [f.name for f in kit.flavours] == REFEREE_ORDER
    # red, pink, brown, cream, green, blue, yellow, black
    assert [f.colour for f in kit.flavours] == [
        "#D7263D", "#F59BC3", "#6B3E26", "#F3E5AB",
        "#93C572", "#3B5BA9", "#FFE135", "#1C1C1C",
    ]  # fmt: skip
    assert kit.token.per_flavour == 18 and kit.total_tokens == 144  # 8 x 18
    assert kit.token.diameter == 19.0
    assert [(c.name, c.count) for c in kit.pegs.colours] == [("beige", 30), ("brown", 30)]
    assert (kit.board.white_rows, kit.board.brown_rows, kit.board.spots) == (8, 2, 4)
    assert (kit.material.thickness, kit.material.clearance) == (3.0, 0.4)


def test_every_flavour_has_its_own_letter_and_shape():
    kit = load_icecream_spec()
    assert len({f.letter for f in kit.flavours}) == 8
    assert len({f.symbol for f in kit.flavours}) == 8


def write_variant(tmp_path: Path, old: str, new: str) -> Path:
    text = KIT.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "kit.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_two_flavours_sharing_a_shape_are_refused(kitgen, tmp_path: Path):
    spec = write_variant(tmp_path, 'symbol = "circle"', 'symbol = "heart"')
    result = kitgen("tokens", "--spec", spec, "--out", tmp_path)
    assert result.code == 2
    assert "kit.toml: flavours: bubblegum and strawberry share the symbol 'heart'" in result.err


def test_two_flavours_sharing_a_letter_are_refused(kitgen, tmp_path: Path):
    spec = write_variant(tmp_path, 'letter = "K"', 'letter = "s"')
    result = kitgen("board", "icecream", "--spec", spec, "--out", tmp_path)
    assert result.code == 2
    assert "share the letter" in result.err


def test_bad_values_name_the_key(kitgen, tmp_path: Path):
    spec = write_variant(tmp_path, "per_flavour = 18", "per_flavour = 0")
    result = kitgen("tokens", "--spec", spec, "--out", tmp_path)
    assert result.code == 2
    assert "token.per_flavour" in result.err
    spec = write_variant(tmp_path, "[material]", "[material]\nthikness = 3")
    result = kitgen("tokens", "--spec", spec, "--out", tmp_path)
    assert result.code == 2
    assert "material.thikness: unknown key" in result.err


def test_a_smaller_kit_prints_what_its_spec_says(kitgen, tmp_path: Path):
    spec = write_variant(tmp_path, "per_flavour = 18", "per_flavour = 3")
    result = kitgen("tokens", "--spec", spec, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    from tests.icecream_kit.measure import pdf_words

    (entry,) = result.json()["files"]
    assert sum(pdf_words(Path(entry["path"]), 14.0).values()) == 24  # 8 flavours x 3


def test_build_icecream_makes_every_kind(build_all):
    """The ice cream kit's steps of ``kitgen build`` (read in the test run's one ``kitgen build
    all``, out/icecream/: ``build KIT`` runs the steps of that kit only, as
    tests/print/test_build_options.py checks with ``build staeda`` and a build file's kit)."""
    files = [
        f
        for f in build_all.answer["files"]
        if Path(f["path"]).relative_to(build_all.out).parts[0] == "icecream"
    ]
    kinds = {f["kind"] for f in files}
    assert {"tokens", "pegs", "board", "pedestal", "cut-list", "laser", "preview"} <= kinds
    for f in files:
        assert Path(f["path"]).stat().st_size > 0
