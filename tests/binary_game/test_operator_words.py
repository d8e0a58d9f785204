"""A family's tiles may carry their language's words for the logic tiles (issue #24): a move,
a rack and a tile spec read every language's words as the tiles they name."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kitgen.games.binary.move import canonical_face, parse_cells, parse_move

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("text", "faces"),
    [
        ("1EN0OF1", ["1", "AND", "0", "OR", "1"]),  # Dutch
        ("NIET 1 XOF 0", ["NOT", "1", "XOR", "0"]),
        ("1ИЛИ0И1", ["1", "OR", "0", "AND", "1"]),  # Russian: ИЛИ is read before И
        ("НЕ 0", ["NOT", "0"]),
        ("1 või 0 ja 1", ["1", "OR", "0", "AND", "1"]),  # Estonian, any letter case
        ("EI 1", ["NOT", "1"]),
        ("1EÐA0OG1", ["1", "OR", "0", "AND", "1"]),  # Icelandic
        ("ekki 0", ["NOT", "0"]),
        ("1XOR0OR1", ["1", "XOR", "0", "OR", "1"]),  # English: XOR is not X then OR
    ],
)
def test_every_languages_words_are_tiles(text: str, faces: list[str]) -> None:
    assert [cell.face for cell in parse_cells(text)] == faces


def test_a_blank_may_be_named_in_any_language() -> None:
    move = parse_move("8H 1[EN]1=1")
    assert [(c.face, c.blank) for c in move.cells][1] == ("AND", True)


@pytest.mark.parametrize(
    ("label", "face"),
    [("EN", "AND"), ("ИЛИ", "OR"), ("EKKI", "NOT"), ("x", "×"), ("-", "−"), ("1", "1")],
)
def test_spec_labels_name_the_tiles(label: str, face: str) -> None:
    assert canonical_face(label) == face


@pytest.mark.parametrize("label", ["★", "blank?", "10"])
def test_other_labels_are_kept(label: str) -> None:
    assert canonical_face(label) == label


def test_a_dutch_tile_set_plays(tmp_path: Path) -> None:
    spec = (REPO / "templates" / "binary" / "tiles.toml").read_text(encoding="utf-8")
    for english, dutch in (("OR", "OF"), ("AND", "EN"), ("NOT", "NIET")):
        spec = spec.replace(f'label = "{english}"', f'label = "{dutch}"')
    (tmp_path / "nl.toml").write_text(spec, encoding="utf-8")

    def kitgen(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "kitgen", *args],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            check=False,
        )

    made = kitgen("game", "new", "g.json", "--players", "Ann,Bob", "--spec", "nl.toml")
    assert made.returncode == 0, made.stderr
    # The rules page's tile values: 1, AND and = are worth 1 each. Across H8–L8: H8 is the
    # centre star (double word), L8 a double letter: 1 + 1 + 1 + 1 + 1×2 = 6, bonus 1 (the
    # value 1) = 7, doubled = 14.
    played = kitgen("game", "play", "g.json", "8H 1EN1=1", "--json")
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["points"] == 14
    saved = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert "AND" in json.dumps(saved) and '"EN"' not in json.dumps(saved)
