"""`kitgen board icecream`: the paper board and pedestal, the laser plates, pedestal parts and
the cut list, measured from the files written."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

from tests.icecream_kit.measure import parts, pdf_words, sheet_size
from tests.print.pdfmeasure import hex_rgb, mm, stroked_shapes

REPO = Path(__file__).resolve().parents[2]
KIT = REPO / "templates" / "icecream" / "kit.toml"
BROWN_ROW = hex_rgb("#A0694A")
FRAME = hex_rgb("#5B3A29")


def files_of(result) -> dict[str, list[Path]]:
    """Files by kind; the laser sheets of the board and the pedestal (packed together, of
    kind ``laser``) also under ``board-laser``."""
    found: dict[str, list[Path]] = {}
    for f in result.json()["files"]:
        found.setdefault(f["kind"], []).append(Path(f["path"]))
        if f["kind"] == "laser" and "board-laser" in f["path"]:
            found.setdefault("board-laser", []).append(Path(f["path"]))
    return found


def pedestal_parts(result) -> list:
    """The pedestal's parts on the job's sheets: every part narrower than the 246 mm plates
    but the 20 mm reference squares."""
    return [
        (o, inner)
        for o, inner in laser_parts(files_of(result)["board-laser"])
        if o.width < 200 and round(o.width, 1) != round(o.height, 1)
    ]


def filled(page, colour) -> list[tuple[float, float, float, float]]:
    """Boxes (mm) of every filled rect or curve in ``colour``."""
    boxes = []
    for obj in [*page.rects, *page.curves]:
        found = obj.get("non_stroking_color")
        same = (
            isinstance(found, tuple | list)
            and len(found) == 3
            and all(abs(a - b) < 0.003 for a, b in zip(found, colour, strict=True))
        )
        if obj.get("fill") and same:
            boxes.append((mm(obj["x0"]), mm(obj["top"]), mm(obj["x1"]), mm(obj["bottom"])))
    return boxes


# The paper board, worked out from the layout constants (kitgen/kits/icecream_board.py):
# width  = frame 4 + numbers 12 + 4 spots x (19 + 4) + separator 4 + 4 pegs x (9.5 + 2)
#          + separator 4 + frame 4 = 166 mm
# height = frame 4 + title 11 + 10 rows x (19 + 3) + legend 11 + frame 4 = 250 mm
BOARD_W, BOARD_H = 166.0, 250.0
ROW = 22.0
# Content area: 5 mm margins; its foot 3 mm above the scale bar's outline, which starts at
# paper height - 5 - 13 + 3 - 0.1: A4 297 -> 281.9, Letter 279.4 -> 264.3. The board is
# centred in it: A4 x (210 - 166) / 2 = 22, y 5 + (273.9 - 250) / 2 = 16.95; Letter
# x (215.9 - 166) / 2 = 24.95, y 5 + (256.3 - 250) / 2 = 8.15.
PLACES = {"a4": (22.0, 16.95), "letter": (24.95, 8.15)}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_paper_board_fits_one_page_centred(kitgen, tmp_path: Path, paper: str):
    from tests.board.pdfclip import clip_boxes

    result = kitgen("board", "icecream", "--paper", paper, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (board,) = files_of(result)["board"]
    x, y = PLACES[paper]
    with pdfplumber.open(board) as doc:
        assert len(doc.pages) == 1
        page = doc.pages[0]
        text = page.extract_text()
        assert "This bar must measure 50 mm" in text
        assert "row" not in text.lower().replace("brown", "") and "column" not in text
        (frame,) = filled(page, FRAME)
        assert frame == pytest.approx((x, y, x + BOARD_W, y + BOARD_H), abs=0.01)
        # centred across the page: as much paper left as right
        assert frame[0] == pytest.approx(mm(page.width) - frame[2], abs=0.01)
        (bar,) = [r for r in page.rects if abs(mm(r["width"]) - 50) < 0.01]
        assert mm(bar["top"]) - 0.1 - frame[3] >= 3.0 - 0.01
        # rows 9 and 10 are brown, at the top: y + 4 + 11 and 22 mm below that
        brown = sorted(filled(page, BROWN_ROW))
        assert [round(b[1], 2) for b in brown] == [round(y + 15, 2), round(y + 15 + ROW, 2)]
        assert all(b[3] - b[1] == pytest.approx(ROW, abs=0.01) for b in brown)
        # 10 rows x 4 spots of 20 mm (token 19 + 1), 10 rows x 4 peg holes of 10.1 mm
        spots = stroked_shapes(page, hex_rgb("#7A7A7A"))
        sizes = Counter(round(x1 - x0, 1) for x0, _, x1, _ in spots)
        assert sizes == {20.0: 40, 10.1: 40}
        # no join marks on a one-page board
        assert not [ln for ln in page.lines if ln.get("dash") and ln["dash"][0]]
    # the page shows the whole board: its one clip is the board itself
    assert clip_boxes(board) == [[(x, y, x + BOARD_W, y + BOARD_H)]]
    numbers = pdf_words(board, 18.0)  # row numbers are 7 mm = 19.8 pt
    assert numbers == {str(n): 1 for n in range(1, 11)}


def test_big_tokens_board_joins_between_rows_and_keeps_the_legend_whole(kitgen, tmp_path):
    # 25 mm tokens: 4 + 12 + 4 x 29 + 4 + 4 x 11.5 + 4 + 4 = 190 mm wide (one page across),
    # 4 + 11 + 10 x 28 + 11 + 4 = 310 mm tall. A4's poster area is 266.9 mm tall (7 mm for
    # the line saying how to join): 2 pages. Even blocks (310 + 16) / 2 = 163, even seam at
    # 151; row edges at 15 + 28 k: 155 (k = 5, between rows 5 and 6) is nearest. Page 1
    # prints y 0 .. 167 at 12 + (266.9 - 167) / 2 = 61.95; page 2 y 155 .. 310 (155 mm) at
    # 12 + (266.9 - 4 - 155) / 2 + 4 = 69.95. Both x (210 - 190) / 2 = 10 .. 200.
    from tests.board.pdfclip import clip_boxes

    result = kitgen("board", "icecream", "--token-size", "25", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (board,) = files_of(result)["board"]
    assert clip_boxes(board) == [
        [(10.0, 61.95, 200.0, 228.95)],
        [(10.0, 69.95, 200.0, 224.95)],
    ]
    legend = "brown = right flavour, right spot; beige = in the code, another spot"
    with pdfplumber.open(board) as doc:
        first, second = doc.pages
        assert legend not in first.extract_text()
        assert legend in second.extract_text()
        # every legend character inside page 2's part
        chars = [c for c in second.chars if mm(c["top"]) > 200 and mm(c["bottom"]) < 224]
        assert chars and all(mm(c["x0"]) > 10 and mm(c["x1"]) < 200 for c in chars)
        # the seam runs between rows: page 1's own part (to 61.95 + 155 = 216.95) ends on a
        # row edge, and page 2 starts on it: its first row (6) starts at the clip's top
        rows = [r for r in second.rects if abs(mm(r["height"]) - 28) < 0.01]
        tops = sorted(round(mm(r["top"]), 2) for r in rows)
        assert 69.95 in tops  # a row starts at the seam...
        # ...and none crosses it (row 7 above it ends there, its outline just showing)
        assert all(t >= 69.95 or t + 28 == pytest.approx(69.95, abs=0.01) for t in tops)
        dashed = [ln for ln in second.lines if ln.get("dash") and ln["dash"][0]]
        # the trim line centred on the part's top edge, where the knife goes
        assert len(dashed) == 1 and mm(dashed[0]["top"]) == pytest.approx(69.95, abs=0.01)


def test_paper_pedestal_is_a_net_with_four_spots_folds_and_a_glue_tab(kitgen, tmp_path: Path):
    # Net: 4 x 23 + 8 = 100 mm wide; tab 12 + floor 20 + 2 walls x 45 + base (19 + 16) = 157 mm.
    # Centred under the 30 mm heading: x0 = 55, y0 = 5 + 30 + (273.9 - 30 - 157) / 2 = 78.45
    # (see the walls test below). Folds 32, 77 and 122 mm down the net: the floor and the
    # ridge are mountain folds (dash-dot), the setter's wall rises from the base in a valley
    # fold (dashed); the tab's edge at 12 mm stays flat (the tab lies under the base).
    result = kitgen("board", "icecream", "--out", tmp_path, "--json")
    (pedestal,) = files_of(result)["pedestal"]
    with pdfplumber.open(pedestal) as doc:
        (page,) = doc.pages
        text = page.extract_text()
        assert "glue" in text and "every dashed line" not in text
        assert "dashed line towards you (valley fold)" in text
        assert "dash-dot line away from you (mountain fold)" in text
        assert "valley fold: the crease sinks" in text and "mountain fold: the crease rises" in text
        outline = [b for b in stroked_shapes(page, (0.0, 0.0, 0.0)) if b[2] - b[0] > 60]
        (net,) = outline
        assert (net[2] - net[0], net[3] - net[1]) == pytest.approx((100.0, 157.0), abs=0.05)
        spots = stroked_shapes(page, hex_rgb("#7A7A7A"))
        assert len(spots) == 4
        # pdfplumber gives the dash pattern in points: 3 on 2 off mm is dashed, 4 1.5 0.6 1.5
        # mm is dash-dot
        dashed = {
            round(mm(ln["top"]), 2): len(ln["dash"][0])
            for ln in page.lines
            if ln.get("dash") and ln["dash"][0] and mm(ln["x1"] - ln["x0"]) > 99.9
        }
        assert dashed == {78.45 + 32: 4, 78.45 + 77: 4, 78.45 + 122: 2}
        samples = sorted(
            len(ln["dash"][0])
            for ln in page.lines
            if ln.get("dash") and ln["dash"][0] and mm(ln["x1"] - ln["x0"]) < 20
        )
        assert samples == [2, 4]  # the legend: one of each
        # each fold named 2 mm right of the net (x 157), beside its line
        beside = {w["text"]: [] for w in page.extract_words() if 156.9 < mm(w["x0"]) < 157.1}
        for w in page.extract_words():
            if 156.9 < mm(w["x0"]) < 157.1:
                beside[w["text"]].append(min(dashed, key=lambda y: abs(y - mm(w["bottom"]))))
        assert {k: sorted(v) for k, v in beside.items()} == {
            "mountain": [78.45 + 32, 78.45 + 77],
            "valley": [78.45 + 122],
        }


def _runs(page, upside_down: bool) -> dict[float, list[dict]]:
    """Characters by baseline (mm from the top), upright or turned half a turn."""
    height = page.height
    runs: dict[float, list[dict]] = {}
    for c in page.chars:
        if (c["matrix"][0] < 0) == upside_down and abs(c["matrix"][1]) < 1e-6:
            runs.setdefault(round(mm(height - c["matrix"][5]), 2), []).append(c)
    return runs


def test_both_pedestal_walls_carry_the_kit_name_upright_once_folded(kitgen, tmp_path: Path):
    # The 100 x 157 net centred under a 30 mm heading in A4's content area, 200 mm wide and
    # 273.9 mm tall (to 3 mm above the scale bar's outline at 281.9):
    # x0 = 5 + (200 - 100) / 2 = 55, y0 = 5 + 30 + (273.9 - 30 - 157) / 2 = 78.45. Folds at
    # 32, 77, 122: the guesser's wall runs y 110.45 .. 155.45 on the page, the setter's
    # 155.45 .. 200.45, their ridge at 155.45.
    # Setter's wall (upright): the kit name centred at x 55 + 50 = 105 on the baseline
    # 155.45 + 45 / 2 - 1 = 176.95. The guesser's wall is the same wording turned half a turn
    # about the ridge: (x, y) -> (155 - x, 155.45 - y), so its kit name is centred at x 105
    # on baseline 155.45 - 21.5 = 133.95, its side line (45 / 2 + 7 = 29.5 down) on
    # 155.45 - 29.5 = 125.95, both read right to left.
    result = kitgen("board", "icecream", "--out", tmp_path, "--json")
    (pedestal,) = files_of(result)["pedestal"]
    with pdfplumber.open(pedestal) as doc:
        (page,) = doc.pages
        upright, turned = _runs(page, False), _runs(page, True)
    cases = [
        (upright[176.95], "Ice cream code", 155.45, 200.45),
        (turned[133.95], "Ice cream code", 110.45, 155.45),
        (turned[125.95], "guesser's side: the code is behind this wall", 110.45, 155.45),
    ]
    for chars, words, top, bottom in cases:
        chars.sort(key=lambda c: c["x0"], reverse=chars[0]["matrix"][0] < 0)
        assert "".join(c["text"] for c in chars) == words
        left, right = mm(min(c["x0"] for c in chars)), mm(max(c["x1"] for c in chars))
        assert (left + right) / 2 == pytest.approx(105.0, abs=0.01)
        for c in chars:
            assert top <= mm(c["top"]) and mm(c["bottom"]) <= bottom
    assert len(turned) == 2  # nothing else on the page is upside down


def laser_parts(paths: list[Path]) -> list[tuple]:
    found = []
    for path in paths:
        width, height = sheet_size(path)
        sheet = parts(path)
        for outer, _ in sheet:
            assert outer.box[0] >= 0.0 and outer.box[2] <= width
            assert outer.box[1] >= 0.0 and outer.box[3] <= height
        for (a, _), (b, _) in itertools.combinations(sheet, 2):
            x = a.box[2] <= b.box[0] or b.box[2] <= a.box[0]
            y = a.box[3] <= b.box[1] or b.box[3] <= a.box[1]
            assert x or y, f"parts overlap in {path.name}"
        found += sheet
    return found


def holes(inner, diameter: float) -> int:
    return sum(
        1
        for c in inner
        if c.kind == "Circle"
        and c.width == pytest.approx(diameter, abs=0.01)
        and c.height == pytest.approx(diameter, abs=0.01)
    )


def test_laser_board_top_plate_40_token_and_40_peg_holes_base_plate_40_peg_holes(kitgen, tmp_path):
    # kerf 0.1, clearance 0.4: token hole 19 + 0.4 - 0.1 = 19.3 mm, peg hole 6 + 0.4 - 0.1 = 6.3.
    # Plates: 2 x 6 + 10 x 23.4 = 246 mm by 6 + 9 + 4 x 23.4 + 1 + 4 x 10 + 6 = 155.6 mm,
    # cut 0.1 mm larger.
    result = kitgen("board", "icecream", "--laser", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    assert {f["kind"] for f in result.json()["files"]} == {"laser", "cut-list"}
    board = laser_parts(files_of(result)["board-laser"])
    plates = [(o, inner) for o, inner in board if o.width > 200]
    assert len(plates) == 2
    for outer, _ in plates:
        assert (outer.width, outer.height) == pytest.approx((246.1, 155.7), abs=0.01)
    counts = sorted((holes(inner, 19.3), holes(inner, 6.3), len(inner)) for _, inner in plates)
    assert counts == [(0, 40, 40), (40, 40, 80)]  # base plate, top plate


@pytest.mark.parametrize(("kerf", "clearance"), [(0.2, 0.4), (0.15, 0.6), (0.0, 0.3)])
def test_token_hole_is_token_plus_clearance_minus_kerf(kitgen, tmp_path, kerf, clearance):
    spec = tmp_path / "kit.toml"
    spec.write_text(
        KIT.read_text(encoding="utf-8").replace("clearance = 0.4", f"clearance = {clearance}"),
        encoding="utf-8",
    )
    result = kitgen(
        "board", "icecream", "--laser", "--kerf", kerf, "--spec", spec, "--out", tmp_path, "--json"
    )
    assert result.code == 0, result.err
    want = 19.0 + clearance - kerf  # e.g. 19 + 0.6 - 0.15 = 19.45
    top = [inner for o, inner in laser_parts(files_of(result)["board-laser"]) if len(inner) == 80]
    assert len(top) == 1
    assert holes(top[0], want) == 40
    assert sum(holes(inner, want) for _, inner in pedestal_parts(result)) == 4


def test_laser_pedestal_five_parts_slots_as_wide_as_the_plywood_plus_fit(kitgen, tmp_path: Path):
    # Plates 4 x 23.4 + 12 = 105.6 by 6 + 22 + 3 + 23.4 + 6 = 60.4 mm; screen 105.6 x (50 + 2 x 3);
    # braces 22 x (36 + 2 x 3). Slots 3 mm (the plywood) + 0.1 fit drawn 3.1 - 0.2 = 2.9 mm at
    # kerf 0.2; screen slots 20 + 0.1 mm long (19.9 drawn), brace slots 14.1 mm (13.9 drawn).
    result = kitgen("board", "icecream", "--laser", "--kerf", "0.2", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    ped = pedestal_parts(result)
    pieces = sorted((round(o.width, 2), round(o.height, 2)) for o, _ in ped)
    # the braces' outline is mitred: its sharp corners reach a little past nominal + kerf
    braces = [p for p in pieces if 22.2 <= p[0] < 22.4 and 42.2 <= p[1] < 42.6]
    assert len(braces) == 2
    assert [p for p in pieces if p not in braces] == [
        (105.8, 56.2),  # the screen
        (105.8, 60.6),  # the two plates
        (105.8, 60.6),
    ]
    plates = [inner for o, inner in ped if round(o.height, 1) == 60.6]
    slots = [
        sorted((round(c.width, 2), round(c.height, 2)) for c in inner if c.kind != "Circle")
        for inner in plates
    ]
    assert slots == [[(2.9, 13.9), (2.9, 13.9), (19.9, 2.9), (19.9, 2.9)]] * 2
    assert sorted(holes(inner, 19.2) for inner in plates) == [0, 4]


def test_thickness_and_fit_move_slots_and_tabs(kitgen, tmp_path: Path):
    # 3.2 mm plywood, fit 0.15, kerf 0.1: slots 3.2 + 0.15 - 0.1 = 3.25 mm drawn, 20.05 and
    # 14.05 mm long; the screen's tabs reach 2 x 3.2 = 6.4 mm below it: 50 + 6.4 + 0.1 = 56.5;
    # the plates 6 + 22 + 3.2 + 23.4 + 6 = 60.6 deep, 60.7 drawn
    result = kitgen(
        "board", "icecream", "--laser", "--thickness", "3.2", "--fit", "0.15", "--out",
        tmp_path, "--json",
    )  # fmt: skip
    assert result.code == 0, result.err
    data = result.json()
    assert (data["thickness_mm"], data["fit_mm"]) == (3.2, 0.15)
    ped = pedestal_parts(result)
    plates = [inner for o, inner in ped if round(o.height, 2) == 60.7]
    assert len(plates) == 2
    for inner in plates:
        slots = sorted((round(c.width, 2), round(c.height, 2)) for c in inner if c.kind != "Circle")
        assert slots == [(3.25, 14.05), (3.25, 14.05), (20.05, 3.25), (20.05, 3.25)]
    assert [round(o.height, 2) for o, _ in ped if round(o.width, 2) == 105.7].count(56.5) == 1
    (path,) = files_of(result)["cut-list"]
    text = path.read_text(encoding="utf-8")
    assert "Material thickness **3.2 mm** (`--thickness`), slot fit **0.15 mm** (`--fit`)" in text
    assert "every slot is 3.35 mm wide" in text
    assert "| beige | 30 | 6 mm | 16.4 mm |" in text  # 2 x 3.2 + 10
    for args, words in ((("--fit", "2"), "--fit"), (("--thickness", "0.5"), "--thickness")):
        bad = kitgen("board", "icecream", "--laser", *args, "--out", tmp_path)
        assert bad.code == 2 and words in bad.err
    bad = kitgen("board", "icecream", "--fit", "0.2", "--out", tmp_path)
    assert bad.code == 2 and "--fit is a laser setting" in bad.err


def test_cut_list_gives_dowel_length_diameter_and_count_per_colour(kitgen, tmp_path: Path):
    # a peg goes through both 3 mm plates and stands 10 mm out: 16 mm; 30 x (16 + 1 saw cut) =
    # 510 mm of dowel per colour, 1020 mm in all
    result = kitgen("board", "icecream", "--laser", "--out", tmp_path, "--json")
    (path,) = files_of(result)["cut-list"]
    text = path.read_text(encoding="utf-8")
    assert "| beige | 30 | 6 mm | 16 mm | 510 mm |" in text
    assert "| brown | 30 | 6 mm | 16 mm | 510 mm |" in text
    assert "**1020 mm**" in text
    assert "40 token holes ⌀19.4, 40 peg holes ⌀6.4" in text


def test_board_that_does_not_fit_the_bed_says_so(kitgen, tmp_path: Path):
    result = kitgen("board", "icecream", "--laser", "--bed", "200x200", "--out", tmp_path)
    assert result.code == 2
    assert "does not fit" in result.err and "Traceback" not in result.err


def test_previews_are_written_for_paper_and_laser(kitgen, tmp_path: Path):
    result = kitgen("board", "icecream", "--preview", "--out", tmp_path, "--json")
    assert len(files_of(result)["preview"]) == 2
    result = kitgen("board", "icecream", "--laser", "--preview", "--out", tmp_path, "--json")
    # 2 board sheets and 1 pedestal sheet
    assert len(files_of(result)["preview"]) == 3
    for path in files_of(result)["preview"]:
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
