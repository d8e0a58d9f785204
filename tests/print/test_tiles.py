"""`kitgen tiles`: the binary tile set, measured from the PDFs it writes."""

from __future__ import annotations

import itertools
import tomllib
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

from tests.print.pdfmeasure import (
    filled_rects,
    hex_rgb,
    page_sizes,
    stroked_shapes,
    words_at_least,
)

REPO = Path(__file__).resolve().parents[2]
TILES_SPEC = REPO / "templates" / "binary" / "tiles.toml"
OUTLINE = hex_rgb("#555555")
MAGNET_OUTLINE = hex_rgb("#9A9A9A")
BACK = hex_rgb("#2E4A62")
FACE_MIN_PT = 12.0  # faces are set at 6 mm (17 pt) or more; points at 3.2 mm (9.2 pt)

# The rules table (shared/rules/binary.md), typed in by hand. Blanks show no text.
RULES_COUNTS = {
    "0": 28,
    "1": 28,
    "=": 14,
    "+": 5,
    "−": 5,
    "×": 3,
    "÷": 2,
    "OR": 4,
    "AND": 4,
    "NOT": 4,
}


def faces_in(path: Path, pages: list[int] | None = None) -> Counter[str]:
    total: Counter[str] = Counter()
    with pdfplumber.open(path) as pdf:
        for i, page in enumerate(pdf.pages):
            if pages is None or i in pages:
                total += words_at_least(page, FACE_MIN_PT)
    return total


def outlines(path: Path, colour: tuple[float, ...]) -> list[list[tuple[float, ...]]]:
    with pdfplumber.open(path) as pdf:
        return [stroked_shapes(page, colour) for page in pdf.pages]


@pytest.mark.parametrize(("paper", "size"), [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_paper_size_is_exact(kitgen, tmp_path: Path, paper: str, size: tuple[float, float]):
    result = kitgen("tiles", "--paper", paper, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    for entry in result.json()["files"]:
        for width, height in page_sizes(Path(entry["path"])):
            assert width == pytest.approx(size[0], abs=0.01)
            assert height == pytest.approx(size[1], abs=0.01)


def test_json_lists_every_file_with_kind_and_pages(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--backs", "--out", tmp_path, "--json")
    assert result.code == 0
    files = result.json()["files"]
    assert [f["kind"] for f in files] == ["tiles", "backs", "count-sheet"]
    # 100 tiles at 70 a page on A4 -> 2 front pages, each followed by its back.
    assert [f["pages"] for f in files] == [4, 2, 1]
    for f in files:
        with pdfplumber.open(f["path"]) as pdf:
            assert len(pdf.pages) == f["pages"]


def test_every_face_appears_as_often_as_the_rules_say(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--out", tmp_path).code == 0
    assert faces_in(tmp_path / "binary-tiles-a4.pdf") == Counter(RULES_COUNTS)


def test_changing_a_count_in_the_spec_changes_the_pdf(kitgen, tmp_path: Path):
    text = TILES_SPEC.read_text(encoding="utf-8")
    # AND goes from 4 to 7 tiles; OR from 4 to 1.
    text = text.replace('label = "AND"\ncount = 4', 'label = "AND"\ncount = 7')
    text = text.replace('label = "OR"\ncount = 4', 'label = "OR"\ncount = 1')
    spec = tmp_path / "mine.toml"
    spec.write_text(text, encoding="utf-8")
    assert kitgen("tiles", "--spec", spec, "--out", tmp_path).code == 0
    found = faces_in(tmp_path / "binary-tiles-a4.pdf")
    assert found["AND"] == 7
    assert found["OR"] == 1
    assert sum(found.values()) == 97 + 3 - 3  # 100 - 3 blanks + 3 AND - 3 OR


def test_xor_variant_adds_four_xor_tiles(kitgen, tmp_path: Path):
    spec = REPO / "templates" / "binary" / "tiles-xor.toml"
    assert kitgen("tiles", "--spec", spec, "--out", tmp_path).code == 0
    found = faces_in(tmp_path / "binary-xor-tiles-a4.pdf")
    assert found == Counter({**RULES_COUNTS, "XOR": 4})


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_outlines_are_tile_size_and_never_overlap_or_cross_the_margin(
    kitgen, tmp_path: Path, paper: str
):
    assert kitgen("tiles", "--paper", paper, "--out", tmp_path).code == 0
    pages = outlines(tmp_path / f"binary-tiles-{paper}.pdf", OUTLINE)
    width, height = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}[paper]
    assert sum(len(p) for p in pages) == 100
    for boxes in pages:
        for x0, top, x1, bottom in boxes:
            assert x1 - x0 == pytest.approx(19.0, abs=0.01)
            assert bottom - top == pytest.approx(19.0, abs=0.01)
            assert x0 >= 5.0 and top >= 5.0 and x1 <= width - 5.0 and bottom <= height - 5.0
        for a, b in itertools.combinations(boxes, 2):
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_tile_size_option_sets_every_outline(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--tile-size", "25", "--out", tmp_path).code == 0
    pages = outlines(tmp_path / "binary-tiles-a4.pdf", OUTLINE)
    boxes = [b for p in pages for b in p]
    assert len(boxes) == 100
    assert all(
        abs((x1 - x0) - 25.0) < 0.01 and abs((b - t) - 25.0) < 0.01 for x0, t, x1, b in boxes
    )


def test_magnetic_tiles_are_butted_with_bleed_under_neighbours(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--magnetic", "--out", tmp_path).code == 0
    path = tmp_path / "binary-tiles-magnetic-a4.pdf"
    pages = outlines(path, MAGNET_OUTLINE)
    boxes = [b for p in pages for b in p]
    assert len(boxes) == 100
    xs = sorted({round(b[0], 3) for b in boxes})
    # Butted: each column starts exactly where the previous one ends (19 mm apart, no gap).
    assert all(abs((b - a) - 19.0) < 0.01 for a, b in itertools.pairwise(xs))
    assert faces_in(path) == Counter(RULES_COUNTS)
    # The colour under each tile runs 1 mm past its edge: 21 x 21 mm backgrounds.
    with pdfplumber.open(path) as pdf:
        cream = filled_rects(pdf.pages[0], hex_rgb("#F7EBCB"))
    big = [r for r in cream if abs((r[2] - r[0]) - 21.0) < 0.01]
    assert len(big) == 28 + 28 + 3  # every 0, 1 and blank tile
    for x0, top, x1, bottom in boxes:
        assert x0 >= 5.0 and top >= 5.0 and x1 <= 205.0 and bottom <= 292.0


def test_backs_are_mirrored_for_long_edge_duplex(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--backs", "--out", tmp_path).code == 0
    with pdfplumber.open(tmp_path / "binary-tiles-a4.pdf") as pdf:
        front = stroked_shapes(pdf.pages[0], OUTLINE)
        back = filled_rects(pdf.pages[1], BACK)
    # Backs carry 3 mm bleed: 25 mm squares centred on the mirrored tile centres.
    front_centres = sorted(
        (round(210.0 - (a + c) / 2, 2), round((b + d) / 2, 2)) for a, b, c, d in front
    )
    back_centres = sorted((round((a + c) / 2, 2), round((b + d) / 2, 2)) for a, b, c, d in back)
    assert len(back_centres) == 70
    assert back_centres == front_centres


def test_every_page_has_scale_bar_and_footer(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--backs", "--out", tmp_path).code == 0
    with pdfplumber.open(tmp_path / "binary-tiles-a4.pdf") as pdf:
        for n, page in enumerate(pdf.pages, start=1):
            text = page.extract_text()
            assert "must measure 50 mm" in text
            assert f"page {n} of 4" in text
            bars = [
                r
                for r in page.rects
                if r["stroke"] and abs((r["x1"] - r["x0"]) * 25.4 / 72 - 50.0) < 0.01
            ]
            assert len(bars) == 1


def test_count_sheet_lists_faces_and_totals(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--out", tmp_path).code == 0
    with pdfplumber.open(tmp_path / "binary-count-sheet-a4.pdf") as pdf:
        lines = pdf.pages[0].extract_text().splitlines()
    rows = {
        line.split()[-4]: line.split()[-3:]
        for line in lines
        if len(line.split()) >= 4
        and line.split()[-1].isdigit()
        and line.split()[-4] in (*RULES_COUNTS, "blank")
    }
    assert rows["÷"] == ["2", "4", "8"]
    assert rows["×"] == ["3", "2", "6"]
    assert rows["blank"] == ["3", "0", "0"]
    # 28+28+14+5+5+3*2+2*4+4+4+4 = 106 points in the set.
    assert any(line.split() == ["Total", "100", "106"] for line in lines)


def test_same_inputs_give_byte_identical_files(kitgen, tmp_path: Path):
    for run in ("one", "two"):
        assert kitgen("tiles", "--backs", "--out", tmp_path / run).code == 0
    for path in (tmp_path / "one").iterdir():
        assert path.read_bytes() == (tmp_path / "two" / path.name).read_bytes(), path.name


def _spec_with(tmp_path: Path, old: str, new: str) -> Path:
    text = TILES_SPEC.read_text(encoding="utf-8")
    assert old in text
    spec = tmp_path / "bad.toml"
    spec.write_text(text.replace(old, new, 1), encoding="utf-8")
    return spec


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("rack = 9", "rack = 9\ncolour = 1", "colour: unknown key"),
        ("count = 28", "count = -2", "faces[1].count"),
        ('label = "="', 'label = ""', "faces[3].label"),
        ("width = 19.0", "width = 400.0", "does not fit"),
        ('background = "#CFE3F5"', 'background = "blue"', "#RRGGBB"),
        ("[tile]", "[tile\n", "not valid TOML"),
    ],
)
def test_bad_spec_exits_2_naming_file_and_key(
    kitgen, tmp_path: Path, old: str, new: str, expected: str
):
    spec = _spec_with(tmp_path, old, new)
    out = tmp_path / "out"
    result = kitgen("tiles", "--spec", spec, "--out", out)
    assert result.code == 2
    assert expected in result.err
    assert "bad.toml" in result.err or "tile" in result.err
    assert "Traceback" not in result.err
    assert not out.exists() or not any(out.iterdir())


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--paper", "a5"], "unknown paper 'a5'"),
        (["--tile-size", "0"], "--tile-size 0 mm is out of range"),
        (["--margin", "200"], "leaves no room"),
        (["--spec", "nowhere.toml"], "not found"),
        (["--backs", "--magnetic"], "do not go together"),
        (["--colour", "red"], "unknown option '--colour'"),
    ],
)
def test_bad_options_exit_2(kitgen, tmp_path: Path, args: list[str], expected: str):
    result = kitgen("tiles", *args, "--out", tmp_path / "out")
    assert result.code == 2
    assert expected in result.err


def test_shipped_spec_matches_the_rules_table():
    spec = tomllib.loads(TILES_SPEC.read_text(encoding="utf-8"))
    table = {f["label"]: (f["count"], f["points"]) for f in spec["faces"]}
    assert table == {
        "0": (28, 1),
        "1": (28, 1),
        "=": (14, 1),
        "+": (5, 1),
        "−": (5, 1),
        "×": (3, 2),
        "÷": (2, 4),
        "OR": (4, 1),
        "AND": (4, 1),
        "NOT": (4, 1),
        "blank": (3, 0),
    }
    assert spec["tile"]["width"] == spec["tile"]["height"] == 19.0
