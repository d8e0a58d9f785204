"""`kitgen tokens`: the 144 flavour tokens and the paper pegs, measured from the outputs."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest
from pdfplumber.utils import extract_text, extract_words

from tests.icecream_kit.measure import face_counts, parts, pdf_words, sheet_size
from tests.pdfchars import read_pdf
from tests.print.pdfmeasure import contrast, hex_rgb

MM = 25.4 / 72

KIT = Path(__file__).resolve().parents[2] / "templates" / "icecream" / "kit.toml"

# The kit spec (templates/icecream/kit.toml), in the referee's order 1-8, typed in by hand.
FLAVOURS = {
    "strawberry": "S",
    "bubblegum": "G",
    "chocolate": "C",
    "vanilla": "V",
    "pistachio": "P",
    "blueberry": "B",
    "lemon": "L",
    "liquorice": "K",
}
LETTER_MIN_PT = 14.0  # letters are 0.62 x 9.5 mm = 5.9 mm = 16.7 pt
# The kit's colours (templates/icecream/kit.toml), typed in by hand.
FLAVOUR_COLOURS = {
    "strawberry": "#D7263D",
    "bubblegum": "#F59BC3",
    "chocolate": "#6B3E26",
    "vanilla": "#F3E5AB",
    "pistachio": "#93C572",
    "blueberry": "#3B5BA9",
    "lemon": "#FFE135",
    "liquorice": "#1C1C1C",
}
PEG_COLOURS = {"beige": "#E3CFA4", "brown": "#7A4A2A"}


def circles(page) -> list[dict]:
    """Every circle drawn on the page (a closed curve as wide as high): its box and centre in
    mm, diameter, and its stroke and fill as drawn."""
    found = []
    for c in page.curves:
        box = (c["x0"] * MM, c["top"] * MM, c["x1"] * MM, c["bottom"] * MM)
        width, height = box[2] - box[0], box[3] - box[1]
        if abs(width - height) < 0.02 and len(c["pts"]) == 5:  # four arcs: a circle
            found.append(
                {
                    "box": box,
                    "centre": ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                    "diameter": width,
                    "stroke": c["stroking_color"] if c["stroke"] else None,
                    "fill": c["non_stroking_color"] if c["fill"] else None,
                }
            )
    return found


def files_of(result) -> dict[str, list[Path]]:
    found: dict[str, list[Path]] = {}
    for f in result.json()["files"]:
        found.setdefault(f["kind"], []).append(Path(f["path"]))
    return found


def test_paper_tokens_144_of_them_18_per_flavour(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (pdf,) = files_of(result)["tokens"]
    letters = pdf_words(pdf, LETTER_MIN_PT)
    assert letters == {letter: 18 for letter in FLAVOURS.values()}


def _chars_above_the_scale_bar(page) -> list[dict]:
    bar = [r for r in page.rects if r["stroke"] and abs((r["x1"] - r["x0"]) * MM - 50.0) < 0.01]
    return [c for c in page.chars if c["bottom"] < bar[0]["top"]]


def test_19_mm_tokens_leave_the_names_off_and_the_header_gives_the_key(kitgen, tmp_path: Path):
    # A name fits the rim of a 19 mm token only at 5.4 pt: the tokens carry letter and shape,
    # and the sheet's header says which is which. No text on the sheet is under 7 pt.
    result = kitgen("tokens", "--out", tmp_path, "--json")
    (pdf,) = files_of(result)["tokens"]
    pages = read_pdf(pdf)[1]
    for page in pages:
        text = extract_text(page.chars).replace("\n", " ")
        for name, letter in FLAVOURS.items():
            assert f"{letter} {name}" in text
            assert text.count(name) == 1  # in the key, not on the tokens
        words = extract_words(page.chars, extra_attrs=["size"])
        assert all(w["size"] >= 7.0 for w in words if w["text"].strip(",.") in FLAVOURS)
        assert min(c["size"] for c in _chars_above_the_scale_bar(page)) >= 7.0


def test_25_mm_tokens_leave_their_names_to_the_key(kitgen, tmp_path: Path):
    """A name kept 2 mm inside a 1-inch token's edge (tests/print/test_values_inside.py)
    would print under 7 pt: the token shows its letter and shape, and the sheet's header
    names every flavour by its letter (until 2025 the names ran to 0.2 mm of the edge)."""
    result = kitgen("tokens", "--token-size", "25.4", "--out", tmp_path, "--json")
    (pdf,) = files_of(result)["tokens"]
    pages = read_pdf(pdf)[1]
    for page in pages:
        head = " ".join(extract_text(page.chars).split())
        assert "Letter and shape name the flavour: S strawberry, G bubblegum" in head
        assert min(c["size"] for c in _chars_above_the_scale_bar(page)) >= 7.0
    assert pdf_words(pdf, LETTER_MIN_PT) == {letter: 18 for letter in FLAVOURS.values()}


def test_paper_tokens_are_hex_packed_on_two_a4_pages(kitgen, tmp_path: Path):
    # A4 less 5 mm margins, the 13 mm scale band and the two header lines (2 x 4.4 + 3 mm):
    # 200 x 262.2 mm. Colour 1 mm past the 19 mm cut, 0.5 mm between colours: pitch 21.5 mm;
    # rows 21.5 x sqrt(3)/2 = 18.62 mm apart.
    # Rows: floor((262.2 - 21) / 18.62) + 1 = 13; columns: floor((200 - 21 - 10.75) / 21.5) + 1
    # = 8. 104 a page -> 144 tokens on 2 pages (104 + 40).
    result = kitgen("tokens", "--out", tmp_path, "--json")
    (pdf,) = files_of(result)["tokens"]
    pages = read_pdf(pdf)[1]
    assert len(pages) == 2
    per_page = []
    for page in pages:
        chars = [c for c in page.chars if c["size"] >= LETTER_MIN_PT]
        per_page.append(len(chars))
        centres = [((c["x0"] + c["x1"]) / 2 * 25.4 / 72, c["top"] * 25.4 / 72) for c in chars]
        nearest = min(math.dist(a, b) for a, b in itertools.combinations(centres, 2))
        # hexagonal: the nearest neighbours are one pitch away (21.5 mm), along the row
        # and on the slant to the next row alike
        assert nearest == pytest.approx(21.5, abs=0.05)
        ys: list[float] = []
        for _, y in sorted(centres, key=lambda c: c[1]):
            if not ys or y - ys[-1] > 1.0:
                ys.append(y)
        assert all(b - a == pytest.approx(18.62, abs=0.05) for a, b in itertools.pairwise(ys))
    assert per_page == [104, 40]


def test_cut_circles_are_the_token_size(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--out", tmp_path, "--json", "--token-size", "25.4")
    (pdf,) = files_of(result)["tokens"]
    pages = read_pdf(pdf)[1]
    page = pages[0]
    cuts = [c for c in circles(page) if c["stroke"]]
    # 25.4 mm tokens, 27.4 mm with bleed: pitch 27.9 mm, rows 24.16 mm apart in 200 x
    # 266.6 mm (one header line, 4.4 + 3 mm): rows floor((266.6 - 27.4) / 24.16) + 1 = 10,
    # columns floor((200 - 27.4 - 13.95) / 27.9) + 1 = 6 -> 60 on the first page
    assert len(cuts) == 60
    for x0, top, x1, bottom in (c["box"] for c in cuts):
        assert x1 - x0 == pytest.approx(25.4, abs=0.05)
        assert bottom - top == pytest.approx(25.4, abs=0.05)


def test_backs_mirror_the_fronts_for_long_edge_duplex(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--backs", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    kinds = files_of(result)
    (both,) = kinds["tokens"]
    (backs,) = kinds["backs"]
    assert pdf_words(backs, LETTER_MIN_PT) == {letter: 18 for letter in FLAVOURS.values()}
    pages = read_pdf(both)[1]
    assert len(pages) == 4
    width = float(pages[0].width)
    for front, back in ((pages[0], pages[1]), (pages[2], pages[3])):

        def spots(page, mirror: bool):
            found = set()
            for c in page.chars:
                if c["size"] >= LETTER_MIN_PT:
                    x = (c["x0"] + c["x1"]) / 2
                    found.add((c["text"], round(width - x if mirror else x), round(c["top"])))
            return found

        # each back shows the same flavour behind its own token: x mirrored, y the same
        assert spots(front, False) == spots(back, True)


def test_magnetic_sheets_hold_all_144(kitgen, tmp_path: Path):
    # 19 mm squares butted in the A4 area less 8 mm guide zones and the header:
    # 184 x 249 mm -> 9 x 13 = 117 a page -> 2 pages.
    result = kitgen("tokens", "--magnetic", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (pdf,) = files_of(result)["tokens"]
    assert "magnetic" in pdf.name
    pages = read_pdf(pdf)[1]
    assert len(pages) == 2
    assert pdf_words(pdf, LETTER_MIN_PT) == {letter: 18 for letter in FLAVOURS.values()}


def test_paper_pegs_30_beige_30_brown(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--pegs", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (pdf,) = files_of(result)["pegs"]
    # the marks' ink fits a circle 2 mm inside the 9.5 mm disc: "Be" at 2.75 mm / 0.806 em
    # (half its width and half a capital's height, in ems) = 3.41 mm = 9.7 pt, "Br" 10.7 pt
    # (the header is 9.1 pt)
    words = pdf_words(pdf, 9.3)
    assert words == {"Be": 30, "Br": 30}


def test_every_paper_page_carries_the_scale_bar(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--pegs", "--backs", "--paper", "letter", "--out", tmp_path, "--json")
    for path in (p for paths in files_of(result).values() for p in paths):
        pages = read_pdf(path)[1]
        for page in pages:
            assert "This bar must measure 50 mm" in extract_text(page.chars)
            assert float(page.width) * 25.4 / 72 == pytest.approx(215.9, abs=0.01)


def test_laser_tokens_18_per_flavour_kerf_grown(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--laser", "--out", tmp_path, "--json", "--kerf", "0.2")
    assert result.code == 0, result.err
    sheets = files_of(result)["laser"]
    faces = sum((face_counts(s) for s in sheets), start=__import__("collections").Counter())
    assert faces == {name: 18 for name in FLAVOURS}
    circles = 0
    for sheet in sheets:
        width, height = sheet_size(sheet)
        for outer, inner in parts(sheet):
            assert inner == []
            assert outer.box[0] >= 0 and outer.box[2] <= width
            assert outer.box[1] >= 0 and outer.box[3] <= height
            if outer.kind == "Circle":
                circles += 1
                # the outline grows by half the kerf: 19 + 0.2 = 19.2 mm across
                assert outer.width == pytest.approx(19.2, abs=0.01)
        discs = [o for o, _ in parts(sheet) if o.kind == "Circle"]
        for a, b in itertools.combinations(discs, 2):
            # hexagonally packed: centres at least 19.2 mm + the 2 mm gap apart
            assert math.dist(a.centre, b.centre) >= 21.2 - 1e-3
    assert circles == 144


def _kit_with(tmp_path: Path, per_flavour: int) -> Path:
    spec = tmp_path / f"kit-{per_flavour}.toml"
    text = KIT.read_text(encoding="utf-8")
    text = text.replace("per_flavour = 18", f"per_flavour = {per_flavour}")
    spec.write_text(text, encoding="utf-8")
    return spec


@pytest.mark.parametrize(("per_flavour", "sheets"), [(18, [72, 72]), (16, [128]), (17, [68, 68])])
def test_laser_tokens_hex_packed_and_balanced(kitgen, tmp_path: Path, per_flavour, sheets):
    # K40 bed 300 x 200, 5 mm margins: 290 x 190 mm. Cut circles 19.1 mm (kerf 0.1), pitch
    # 21.1 mm, rows 21.1 x sqrt(3)/2 = 18.27 mm apart: 10 rows (centres 14.55 .. 179.0),
    # 13 a row (the shifted rows too: 25.1 + 12 x 21.1 = 278.3 <= 285.45), 130 spots, less
    # one in each of the first two rows beside the 20.1 mm reference square: 128 a sheet.
    # 144 tokens: 2 sheets of 72 (not 128 + 16); 136: 68 + 68; 128: one sheet.
    spec = _kit_with(tmp_path, per_flavour)
    result = kitgen("tokens", "--laser", "--spec", spec, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    counts = [sum(face_counts(s).values()) for s in files_of(result)["laser"]]
    assert counts == sheets


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--backs", "--magnetic"], "choose one of them"),
        (["--pegs", "--laser"], "dowel"),
        (["--token-size", "50"], "--token-size 50 mm is out of range"),
        (["--paper", "a5"], "unknown paper"),
        (["--laser", "--kerf", "3"], "--kerf"),
        (["--laser", "--bed", "20x20"], "bed"),
    ],
)
def test_bad_options_exit_2_with_a_reason(kitgen, tmp_path: Path, args, message):
    result = kitgen("tokens", *args, "--out", tmp_path)
    assert result.code == 2
    assert message in result.err
    assert "Traceback" not in result.err


def _cut_lines_and_their_backgrounds(page, diameter: float) -> list[tuple[tuple, tuple]]:
    """For every cut circle of ``diameter``: its stroke colour and the fill of the coloured
    disc (bleed) under it, matched by centre: the colour on both sides of the line."""
    found = circles(page)
    discs = [c for c in found if c["fill"] is not None and c["diameter"] > diameter + 0.5]
    pairs = []
    for cut in (c for c in found if c["stroke"] and abs(c["diameter"] - diameter) < 0.05):
        (under,) = [
            d for d in discs if math.dist(d["centre"], cut["centre"]) < 0.01
        ]  # exactly one disc under each cut line
        pairs.append((tuple(cut["stroke"]), tuple(under["fill"])))
    return pairs


def _name_of(colour: tuple, table: dict[str, str]) -> str:
    (name,) = [n for n, c in table.items() if contrast(hex_rgb(c), colour) < 1.001]
    return name


def test_cut_lines_stand_out_3_to_1_on_every_token_and_peg(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--pegs", "--backs", "--out", tmp_path, "--json")
    kinds = files_of(result)
    seen: set[str] = set()
    for path, diameter, table in (
        (kinds["tokens"][0], 19.0, FLAVOUR_COLOURS),
        (kinds["pegs"][0], 9.5, PEG_COLOURS),
    ):
        pages = read_pdf(path)[1]
        for number, page in enumerate(pages):
            pairs = _cut_lines_and_their_backgrounds(page, diameter)
            if path == kinds["tokens"][0] and number % 2:
                # a back page: no cut circle (the punch follows the front's)
                assert pairs == [], path.name
                continue
            assert pairs
            for stroke, fill in pairs:
                # the colour runs past the line on both sides: inside and outside alike
                assert contrast(stroke, fill) >= 3.0, (path.name, stroke, fill)
                seen.add(_name_of(fill, table))
    assert seen == set(FLAVOUR_COLOURS) | set(PEG_COLOURS)


def test_cut_lines_on_magnet_tokens_stand_out_3_to_1(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--magnetic", "--out", tmp_path, "--json")
    (pdf,) = files_of(result)["tokens"]
    seen = set()
    pages = read_pdf(pdf)[1]
    for page in pages:
        squares = [r for r in page.rects if r["fill"] and abs((r["x1"] - r["x0"]) * MM - 19) < 0.01]
        for cut in (c for c in circles(page) if c["stroke"]):
            (square,) = [
                r
                for r in squares
                if math.dist(
                    ((r["x0"] + r["x1"]) / 2 * MM, (r["top"] + r["bottom"]) / 2 * MM),
                    cut["centre"],
                )
                < 0.01
            ]
            assert contrast(tuple(cut["stroke"]), tuple(square["non_stroking_color"])) >= 3.0
            seen.add(_name_of(tuple(square["non_stroking_color"]), FLAVOUR_COLOURS))
    assert seen == set(FLAVOUR_COLOURS)


def _disc_diameters(path: Path) -> set[float]:
    pages = read_pdf(path)[1]
    return {round(c["diameter"], 2) for p in pages for c in circles(p) if c["fill"]}


def test_tokens_with_backs_bleed_2_mm_and_bleed_option_sets_it(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--backs", "--out", tmp_path / "duplex", "--json")
    kinds = files_of(result)
    # the coloured discs under the letters and shapes: 19 + 2 x 2 mm, fronts and backs alike
    assert {23.0} <= _disc_diameters(kinds["tokens"][0])
    assert 21.0 not in _disc_diameters(kinds["backs"][0])
    assert 23.0 in _disc_diameters(kinds["backs"][0])
    result = kitgen("tokens", "--pegs", "--bleed", "3", "--out", tmp_path / "three", "--json")
    kinds = files_of(result)
    assert 25.0 in _disc_diameters(kinds["tokens"][0])
    assert 15.5 in _disc_diameters(kinds["pegs"][0])  # 9.5 + 2 x 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bleed", "inf"], "--bleed inf mm is out of range"),
        (["--bleed", "5.5"], "give 0 to 5 mm"),
        (["--bleed", "1.5", "--backs"], "give --bleed 2 or more"),
        (["--bleed", "1", "--laser"], "laser parts have no colour"),
    ],
)
def test_bad_bleed_exits_2(kitgen, tmp_path: Path, args, message):
    result = kitgen("tokens", *args, "--out", tmp_path / "out")
    assert result.code == 2
    assert message in result.err
    assert not (tmp_path / "out").exists()


def test_fronts_and_backs_files_number_their_own_pages(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--backs", "--out", tmp_path, "--json")
    kinds = files_of(result)
    assert [k for k in kinds] == ["tokens", "fronts", "backs"]
    for kind in ("fronts", "backs"):
        (path,) = kinds[kind]
        pages = read_pdf(path)[1]
        texts = [extract_text(page.chars) for page in pages]
        assert [f"page {n} of 2" in t for n, t in enumerate(texts, start=1)] == [True, True]
        assert not any("of 4" in t for t in texts)
    assert pdf_words(kinds["fronts"][0], LETTER_MIN_PT) == {v: 18 for v in FLAVOURS.values()}


def test_magnetic_pegs_share_the_token_sheets_butted_with_guides(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--magnetic", "--pegs", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    kinds = files_of(result)
    assert list(kinds) == ["tokens"]  # one file: the pegs fill the room the tokens leave
    (pdf,) = kinds["tokens"]
    assert pdf_words(pdf, LETTER_MIN_PT) == {v: 18 for v in FLAVOURS.values()}
    assert pdf_words(pdf, 9.3) - pdf_words(pdf, LETTER_MIN_PT) == {"Be": 30, "Br": 30}
    pages = read_pdf(pdf)[1]
    # 12 rows of 9 tokens on page 1 (108); page 2: 36 tokens and the 60 pegs
    assert len(pages) == 2
    page = pages[1]
    pegs = [
        (r["x0"] * MM, r["top"] * MM, r["x1"] * MM, r["bottom"] * MM)
        for r in page.rects
        if r["fill"]
        and abs((r["x1"] - r["x0"]) * MM - 9.5) < 0.01
        and abs((r["bottom"] - r["top"]) * MM - 9.5) < 0.01
    ]
    assert len(pegs) == 60
    columns = sorted({round(b[0], 2) for b in pegs})
    rows = sorted({round(b[1], 2) for b in pegs})
    # butted: neighbours share their edges
    assert all(b - a == pytest.approx(9.5, abs=0.01) for a, b in itertools.pairwise(columns))
    assert all(b - a == pytest.approx(9.5, abs=0.01) for a, b in itertools.pairwise(rows))
    # a guide (4 mm line outside the block) in line with every peg edge
    top = min(b[1] for b in pegs)
    vertical = {
        round(ln["x0"] * MM, 2)
        for ln in page.lines
        if abs(ln["x0"] - ln["x1"]) < 0.01
        and ln["bottom"] * MM <= top
        and ln["bottom"] * MM > top - 7
    }
    assert vertical == set(columns) | {round(columns[-1] + 9.5, 2)}
    horizontal = {
        round(ln["top"] * MM, 2)
        for ln in page.lines
        if abs(ln["top"] - ln["bottom"]) < 0.01 and ln["x1"] * MM <= min(columns)
    }
    assert set(rows) | {round(rows[-1] + 9.5, 2)} <= horizontal
    # the pegs sit below the last tokens, clear of their guides
    tokens = [r for r in page.rects if r["fill"] and abs((r["x1"] - r["x0"]) * MM - 19) < 0.01]
    assert max(r["bottom"] * MM for r in tokens) + 2 * 5 < top
