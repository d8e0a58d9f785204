"""The time estimate: cut, score and engrave, each worked out by hand from small scenes and
from the files the commands write."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kitgen.maker.laser import CUT_PAINT, ENGRAVE_PAINT, SCORE_PAINT
from kitgen.maker.laser.estimate import estimate_sheet, swept_area
from kitgen.maker.laser.material import LayerSetting, Material, load_material
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import BLACK, Circle, Group, Line, Page, Rect, Text
from tests.laser.svgmeasure import CUT_COLOURS, INK_NS, shapes

INK = INK_NS


def material(cut=10.0, score=40.0, engrave=200.0, interval=0.1, passes=1) -> Material:
    return Material(
        "test",
        "",
        interval,
        {
            "engrave": LayerSetting(engrave, 20),
            "score": LayerSetting(score, 15),
            "cut-inner": LayerSetting(cut, 60, passes),
            "cut-outer": LayerSetting(cut, 60, passes),
        },
    )


def scene() -> Page:
    return Page(
        200,
        100,
        (
            Group((Rect(0, 0, 50, 40, CUT_PAINT, role="cut"),), 10, 10),
            Group((Circle(25, 20, 5, CUT_PAINT, role="cut-inner"),), 10, 10),
            Line(0, 90, 120, 90, SCORE_PAINT, role="score"),
            # two engraved boxes on the same lines: the head sweeps from 100 to 150
            Rect(100, 10, 10, 20, ENGRAVE_PAINT, role="engrave"),
            Rect(140, 20, 10, 20, ENGRAVE_PAINT, role="engrave"),
        ),
    )


def test_each_part_of_the_estimate_by_hand():
    est = estimate_sheet(scene(), material())
    assert est.cut_outer_mm == pytest.approx(180.0)  # 2 x (50 + 40)
    assert est.cut_inner_mm == pytest.approx(10 * 3.141592653589793)
    assert est.score_mm == pytest.approx(120.0)
    # lines 10..20: 100..110 (10 wide); 20..30: 100..150 (50); 30..40: 140..150 (10)
    assert est.engrave_mm2 == pytest.approx(10 * 10 + 50 * 10 + 10 * 10)
    assert est.cut_s == pytest.approx((180.0 + 31.4159265) / 10)
    assert est.score_s == pytest.approx(120.0 / 40)
    assert est.engrave_s == pytest.approx(700.0 / (0.1 * 200))  # 35 s
    assert est.seconds == pytest.approx(21.14159265 + 3 + 35)
    assert est.as_dict() == {
        "cut_length_mm": 211.42,
        "score_length_mm": 120.0,
        "engrave_area_mm2": 700.0,
        "estimated_seconds": 59.1,
    }


def test_passes_and_line_interval_scale_the_time():
    est = estimate_sheet(scene(), material(passes=2, interval=0.05))
    assert est.cut_s == pytest.approx(2 * (180.0 + 31.4159265) / 10)
    assert est.engrave_s == pytest.approx(700.0 / (0.05 * 200))


def test_swept_area_of_disjoint_rows_adds_up():
    # a 10 x 1 and a 20 x 1 rectangle, as their edges: 10 and 20 lines of 0.1 mm
    def box(x0, y0, x1, y1):
        return [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]

    assert swept_area(box(0, 0, 10, 1) + box(0, 5, 20, 6), 0.1) == pytest.approx(30.0)
    assert swept_area([], 0.1) == 0.0


def test_a_text_is_swept_where_it_is_inked_not_as_its_em_box():
    # "1" of DejaVu Sans Bold at 10 mm (its outline's box in the font file: 0.113 to 0.627
    # em across, 0 to 0.729 em up): 7.29 mm high, at most 5.14 mm across (the foot), at least
    # its 1.9 mm stem; its em box is 6.96 x 10 mm = 69.6 mm²
    text = Text(10, 20, "1", 10.0, BLACK, "bold", "start", "engrave")
    est = estimate_sheet(Page(100, 100, (text,)), material())
    em_box = text_width("1", 10.0, "bold") * 10.0
    assert em_box == pytest.approx(69.58, abs=0.01)
    assert 7.29 * 1.9 < est.engrave_mm2 <= 7.3 * 5.15 < em_box


def test_shipped_presets_per_bed():
    k40 = load_material("k40")
    assert (k40.layer("cut-outer").speed, k40.layer("score").speed) == (10, 40)
    assert (k40.layer("engrave").speed, k40.line_interval) == (200, 0.1)
    assert load_material("xtool-d1").layer("cut-outer").passes == 2
    assert load_material("glowforge").layer("cut-inner").speed == 12
    assert load_material("123x45").name == "default"


def test_json_per_sheet_matches_the_file(kitgen, tmp_path: Path):
    result = kitgen(
        "board", "binary", "--laser", "--speed", "8", "--score-speed", "50",
        "--engrave-speed", "250", "--line-interval", "0.08", "--out", tmp_path, "--json",
    )  # fmt: skip
    assert result.code == 0, result.err
    data = result.json()
    sheets = [f for f in data["files"] if f["kind"] == "laser"]
    assert len(sheets) == 8  # 4 board parts, 4 backing frame parts
    for f in sheets:
        drawn = shapes(Path(f["path"]))
        cut = sum(d.length for d in drawn if d.stroke in CUT_COLOURS)
        score = sum(d.length for d in drawn if d.stroke == "#0000FF")
        assert f["cut_length_mm"] == pytest.approx(cut, abs=0.05)
        assert f["score_length_mm"] == pytest.approx(score, abs=0.05)
        expected = cut / 8 + score / 50 + f["engrave_area_mm2"] / (0.08 * 250)
        assert f["estimated_seconds"] == pytest.approx(expected, abs=0.2)
        assert f["engrave_area_mm2"] > 0
    total = sum(f["estimated_seconds"] for f in sheets)
    assert data["estimated_seconds"] == pytest.approx(total, abs=0.3)
    # 9.00 m of grid lines, less 8 x 6.1 mm where they meet the dowel holes on the seams
    assert data["score_length_mm"] == pytest.approx(9000.0 - 48.8, abs=0.05)
    assert (data["speed_mm_s"], data["score_speed_mm_s"]) == (8, 50)
    assert (data["engrave_speed_mm_s"], data["line_interval_mm"]) == (250, 0.08)
    assert "travel" in data["not_estimated"]


def test_material_file(kitgen, tmp_path: Path):
    own = tmp_path / "mine.toml"
    own.write_text(
        "[default]\nline_interval = 0.2\n"
        "engrave = { speed = 100, power = 10 }\nscore = { speed = 20, power = 5 }\n"
        '"cut-inner" = { speed = 4, power = 90, passes = 3 }\n'
        '"cut-outer" = { speed = 4, power = 90, passes = 3 }\n',
        encoding="utf-8",
    )
    result = kitgen("tiles", "--laser", "--material", own, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    data = result.json()
    assert data["cut_time_s"] == pytest.approx(data["cut_length_mm"] * 3 / 4, abs=0.1)
    assert data["engrave_time_s"] == pytest.approx(data["engrave_area_mm2"] / (0.2 * 100), abs=0.1)
    own.write_text("[default]\nline_interval = 0.1\n", encoding="utf-8")
    result = kitgen("tiles", "--laser", "--material", own, "--out", tmp_path)
    assert result.code == 2 and "engrave is missing" in result.err
    result = kitgen("tiles", "--laser", "--material", tmp_path / "nope.toml", "--out", tmp_path)
    assert result.code == 2 and "not found" in result.err


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--score-speed", "0"), "--score-speed"),
        (("--engrave-speed", "5000"), "--engrave-speed"),
        (("--line-interval", "2"), "--line-interval"),
    ],
)
def test_bad_speeds_exit_2(kitgen, tmp_path: Path, args, words):
    result = kitgen("tokens", "--laser", *args, "--out", tmp_path)
    assert result.code == 2 and words in result.err


@pytest.mark.parametrize(
    "args",
    [("tiles", "--laser"), ("tokens", "--laser"), ("board", "icecream", "--laser")],
)
def test_engrave_area_is_what_a_rendering_of_the_engraving_sweeps(kitgen, tmp_path: Path, args):
    """Each sheet's engrave area against its engrave layer drawn by cairosvg at 10 px/mm (a
    pixel row per 0.1 mm scan line, its centre on the line): on every row, from the first
    inked pixel to the last."""
    import numpy as np
    from cairosvg.parser import Tree
    from cairosvg.surface import PNGSurface

    result = kitgen(*args, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    checked = 0
    for f in result.json()["files"]:
        if f["kind"] != "laser":
            continue
        svg = ET.parse(f["path"])
        top = svg.getroot()
        for group in list(top):
            if group.get(f"{INK}label") not in (None, "engrave") and group.tag.endswith("g"):
                top.remove(group)  # the engrave layer alone
        width = float(top.get("width").removesuffix("mm"))
        # drawn as svg2png draws it, its pixels read from the surface (not written to a PNG
        # and read back: that took most of the check's time); ARGB32 in the machine's byte
        # order, alpha the high byte
        drawn = PNGSurface(
            Tree(bytestring=ET.tostring(top)), None, 96, output_width=round(width * 10)
        ).cairo
        drawn.flush()
        pixels = np.frombuffer(drawn.get_data(), dtype=np.uint32).reshape(drawn.get_height(), -1)
        alpha = (pixels[:, : drawn.get_width()] >> 24) > 127
        rows = alpha[alpha.any(axis=1)]  # from the first inked pixel of each row to the last
        first, last = rows.argmax(axis=1), rows.shape[1] - 1 - rows[:, ::-1].argmax(axis=1)
        area = float((last - first + 1).sum()) * 0.1 * 0.1
        # rows that touch a shape's top or bottom are inked by one and not the other: 2.5 %
        # (an em box per text was 43 % over on the K40 tile sheet)
        assert f["engrave_area_mm2"] == pytest.approx(area, rel=0.025), f["path"]
        checked += 1
    assert checked >= 1


def test_the_passes_in_a_report_agree_with_their_number_in_every_form() -> None:
    """Worked out from each language's plural rules: Russian 2 and 3 прохода, 5 проходов, 21
    проход; Icelandic 21 takes the singular; "2/3" (two layers) agrees with the 3."""
    from kitgen.core.messages import use_language
    from kitgen.maker.commands.laser import _at

    def said(lang: str, *passes: int) -> str:
        with use_language(lang):
            return _at(*(LayerSetting(10, 60, n) for n in passes))

    assert said("en", 1) == "at 10 mm/s"
    assert said("en", 2) == "at 10 mm/s, 2 passes"
    assert said("ru", 2) == "на 10 мм/с, 2 прохода"
    assert said("ru", 5) == "на 10 мм/с, 5 проходов"
    assert said("ru", 21) == "на 10 мм/с, 21 проход"
    assert said("ru", 2, 3) == "на 10 мм/с, 2/3 прохода"
    assert said("is", 21) == "á 10 mm/s, 21 umferð"
    assert said("is", 11) == "á 10 mm/s, 11 umferðir"
    assert said("de", 2) == "mit 10 mm/s, 2 Durchgänge"
