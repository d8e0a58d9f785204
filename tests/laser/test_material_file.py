"""``--material FILE``: every table of the file is checked, whichever bed is used."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitgen.files.templates import template

SHIPPED = template("laser", "materials.toml").read_text(encoding="utf-8")
#: A table the k40 never reads, appended to the shipped file with one mistake each.
SPARE = """
[spare]
note = "a spare"
line_interval = 0.1
engrave = {{ speed = 200, power = 20, passes = 1 }}
score = {{ speed = 40, power = 15, passes = 1 }}
cut-inner = {{ speed = 10, power = 65, passes = 1 }}
cut-outer = {{ {cut} }}
"""


@pytest.mark.parametrize(
    ("cut", "needle"),
    [
        (
            "speed = nan, power = 65, passes = 1",
            "speed nan mm/s is out of range — give 0.1 to 1000 mm/s",
        ),
        ("speed = inf, power = 65, passes = 1", "speed inf mm/s is out of range"),
        ("speed = -10, power = 65, passes = 1", "speed -10 mm/s is out of range"),
        ("speed = 0, power = 65, passes = 1", "speed 0 mm/s is out of range"),
        ("speed = 10, power = 101, passes = 1", "power 101 % is out of range — give 0 to 100 %"),
        ("speed = 10, power = 65, passes = 0", "passes 0 is out of range — give 1 to 20"),
        ("speed = 10, power = 65, passes = 1000000", "passes 1e+06 is out of range"),
        ("speed = 10, power = 65, passes = 1, colour = 3", "unknown key(s) colour — give speed"),
        ("speed = '10', power = 65, passes = 1", "'speed' must be a number (found '10')"),
    ],
)
def test_a_bad_table_the_bed_does_not_use_is_still_refused(
    kitgen, tmp_path: Path, cut: str, needle: str
) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(SHIPPED + SPARE.format(cut=cut), encoding="utf-8")
    result = kitgen("tiles", "--laser", "--bed", "k40", "--material", path, "--out", tmp_path)
    assert result.code == 2, result.out
    assert needle in result.err and "[spare] cut-outer" in result.err
    assert "  " not in result.err  # no double space where a unit is missing
    assert not list(tmp_path.glob("*.svg"))


def test_an_array_of_tables_and_an_unknown_key_are_refused(kitgen, tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(SHIPPED + '\n[[default2]]\nnote = "x"\n', encoding="utf-8")
    result = kitgen("tiles", "--laser", "--material", path, "--out", tmp_path)
    assert result.code == 2 and "[default2] must be a table of settings" in result.err
    path.write_text(SHIPPED + "\n[spare]\nnote = 'x'\nspeedy = 3\n", encoding="utf-8")
    result = kitgen("tiles", "--laser", "--material", path, "--out", tmp_path)
    assert result.code == 2 and "unknown key(s) speedy" in result.err


def test_the_shipped_file_is_read_whole(kitgen, tmp_path: Path) -> None:
    result = kitgen("tiles", "--laser", "--bed", "glowforge", "--out", tmp_path, "--json")
    assert result.code == 0
    assert result.json()["speed_mm_s"] == 12  # the [glowforge] table of the shipped file
