"""Duplex calibration and --back-offset, measured from the PDFs written."""

from __future__ import annotations

import math
from pathlib import Path

import pdfplumber
import pytest

from tests.pdfchars import read_pdf
from tests.print.pdfmeasure import filled_rects, hex_rgb, mm

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
TILE_BACK = hex_rgb("#2E4A62")


def lines_mm(page) -> list[tuple[float, float, float, float]]:
    """Every straight line as (x0, top, x1, bottom) in mm."""
    return [(mm(ln["x0"]), mm(ln["top"]), mm(ln["x1"]), mm(ln["bottom"])) for ln in page.lines]


def targets(w: float, h: float) -> list[tuple[float, float]]:
    # By hand: the page centre, then 45 mm across and 55 mm down from each corner.
    return [(w / 2, h / 2), (45, 55), (w - 45, 55), (45, h - 55), (w - 45, h - 55)]


def has_line(lines, x0, y0, x1, y1, tol=0.01) -> bool:
    return any(
        abs(a - x0) < tol and abs(b - y0) < tol and abs(c - x1) < tol and abs(d - y1) < tol
        for a, b, c, d in lines
    )


@pytest.mark.parametrize("paper", PAPERS)
def test_calibration_sheet_scales_sit_behind_the_crosses(kitgen, tmp_path: Path, paper: str):
    result = kitgen("calibrate", "duplex", "--paper", paper, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (entry,) = result.json()["files"]
    assert entry["kind"] == "calibration" and entry["pages"] == 2
    w, h = PAPERS[paper]
    with pdfplumber.open(entry["path"]) as pdf:
        assert [(round(mm(p.width), 2), round(mm(p.height), 2)) for p in pdf.pages] == [(w, h)] * 2
        front, back = lines_mm(pdf.pages[0]), lines_mm(pdf.pages[1])
    for x, y in targets(w, h):
        # The front cross: 32 mm arms through the target.
        assert has_line(front, x - 16, y, x + 16, y)
        assert has_line(front, x, y - 16, x, y + 16)
        # Behind it (long-edge flip: x -> w - x), the X scale 9 mm below: 21 ticks 0.5 mm
        # apart from -5 to +5, the zero tick 4 mm long; the Y scale 9 mm beside it.
        bx = w - x
        assert has_line(back, bx, y + 9 - 2, bx, y + 9 + 2)
        assert has_line(back, bx + 9 - 2, y, bx + 9 + 2, y)
        for i in range(-10, 11):
            half = 2.0 if i == 0 else (1.25 if i % 2 == 0 else 0.75)
            assert has_line(back, bx + i / 2, y + 9 - half, bx + i / 2, y + 9 + half)
            assert has_line(back, bx + 9 - half, y + i / 2, bx + 9 + half, y + i / 2)


def test_calibration_with_an_offset_moves_the_back_scales(kitgen, tmp_path: Path):
    result = kitgen("calibrate", "duplex", "--back-offset", "1,-0.5", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    with pdfplumber.open(result.json()["files"][0]["path"]) as pdf:
        back = lines_mm(pdf.pages[1])
        footer = [w for w in pdf.pages[1].extract_words() if w["text"] == "Duplex"]
    w, h = PAPERS["a4"]
    bx, by = w - w / 2 + 1.0, h / 2 - 0.5
    assert has_line(back, bx, by + 9 - 2, bx, by + 9 + 2)
    assert not has_line(back, w / 2, h / 2 + 9 - 2, w / 2, h / 2 + 9 + 2)
    # The footer stays in the printer margin: 5 mm from the left edge.
    assert abs(mm(footer[0]["x0"]) - 5.0) < 0.01


def test_reading_the_sheet_gives_the_correction(kitgen, tmp_path: Path):
    """A printer that lands the back 1.5 mm right (as seen on the back) and 1 mm low.

    The sheet is read from the front: the front cross's vertical line meets the back's X
    tick whose value, counted towards the front's "X +" side, is the --back-offset X.
    Worked by hand: the back's tick of value t sits at back x = bx + t; the printer moves it
    to bx + t + 1.5; seen from the front that is x0 - t - 1.5, on the cross when t = -1.5.
    So the reading is -1.5 (on the "X −" side) and giving --back-offset -1.5,-1 moves the
    back's zero tick to bx - 1.5, which the printer puts back on bx: exact.
    """
    result = kitgen("calibrate", "duplex", "--out", tmp_path, "--json")
    with pdfplumber.open(result.json()["files"][0]["path"]) as pdf:
        words = pdf.pages[0].extract_words(keep_blank_chars=True)
    w, h = PAPERS["a4"]
    x0, y0 = w / 2, h / 2
    labels = {
        wd["text"]: (mm(wd["x0"]), mm(wd["top"]))
        for wd in words
        if wd["text"] in ("X +", "X −", "Y +", "Y −")
        and abs(mm(wd["x0"]) - x0) < 30
        and abs(mm(wd["top"]) - y0) < 30
    }
    # "X +" left of the cross, "X −" right; "Y +" below, "Y −" above.
    assert labels["X +"][0] < x0 < labels["X −"][0]
    assert labels["Y −"][1] < y0 < labels["Y +"][1]
    shift = (1.5, 1.0)
    t = -shift[0]
    assert x0 - t - shift[0] == x0  # the tick the front line meets reads t = -1.5: "X −" side
    fixed = kitgen("calibrate", "duplex", "--back-offset", "-1.5,-1", "--out", tmp_path / "b")
    assert fixed.code == 0
    with pdfplumber.open(tmp_path / "b" / "calibrate-duplex-a4.pdf") as pdf:
        back = lines_mm(pdf.pages[1])
    zero_x = w - x0 - 1.5  # written here, then moved +1.5 by the printer: back on w - x0
    assert has_line(back, zero_x, y0 - 1.0 + 9 - 2, zero_x, y0 - 1.0 + 9 + 2)


def _back_rects(path: Path) -> list[tuple[float, ...]]:
    pages = read_pdf(path)[1]
    return sorted(tuple(round(v, 3) for v in box) for box in filled_rects(pages[0], TILE_BACK))


def test_tile_backs_move_by_the_offset(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--backs", "--out", tmp_path / "a").code == 0
    result = kitgen("tiles", "--backs", "--back-offset", "1.5,-0.75", "--out", tmp_path / "b")
    assert result.code == 0, result.err
    plain = _back_rects(tmp_path / "a" / "binary-tiles-a4-backs.pdf")
    moved = _back_rects(tmp_path / "b" / "binary-tiles-a4-backs.pdf")
    assert len(plain) == len(moved) > 20
    for (a, b, c, d), (e, f, g, k) in zip(plain, moved, strict=True):
        assert abs(e - a - 1.5) < 0.01 and abs(g - c - 1.5) < 0.01
        assert abs(f - b + 0.75) < 0.01 and abs(k - d + 0.75) < 0.01
    # The fronts do not move.
    a = read_pdf(tmp_path / "a" / "binary-tiles-a4.pdf")[1][0]
    b = read_pdf(tmp_path / "b" / "binary-tiles-a4.pdf")[1][0]
    assert len(a.rects) == len(b.rects)
    for r, s in zip(a.rects, b.rects, strict=True):
        assert abs(r["x0"] - s["x0"]) < 1e-6 and abs(r["top"] - s["top"]) < 1e-6


def _curve_boxes(path: Path, page: int) -> list[tuple[float, ...]]:
    pages = read_pdf(path)[1]
    return sorted((round(mm(c["x0"]), 3), round(mm(c["top"]), 3)) for c in pages[page].curves)


def _token_centres(path: Path, page: int) -> list[tuple[float, float]]:
    """Centres of the tokens' colour discs (19 mm + 2 x 2 mm of bleed) on one page."""
    pages = read_pdf(path)[1]
    return sorted(
        (round(mm(c["x0"] + c["x1"]) / 2, 3), round(mm(c["top"] + c["bottom"]) / 2, 3))
        for c in pages[page].curves
        if c.get("fill") and abs(mm(c["x1"] - c["x0"]) - 23.0) < 0.01
    )


def test_token_backs_move_by_the_offset(kitgen, tmp_path: Path):
    """Each back lies behind its front (long-edge flip: x -> 210 - x), moved by the offset."""
    assert kitgen("tokens", "--backs", "--back-offset", "-0.5,2", "--out", tmp_path).code == 0
    path = tmp_path / "icecream-tokens-a4.pdf"
    fronts, backs = _token_centres(path, 0), _token_centres(path, 1)
    assert len(fronts) == len(backs) > 40
    expected = sorted((round(210.0 - x - 0.5, 3), round(y + 2.0, 3)) for x, y in fronts)
    assert all(
        abs(a - c) < 0.01 and abs(b - d) < 0.01
        for (a, b), (c, d) in zip(expected, backs, strict=True)
    )


def _ink_margins(path: Path) -> list[float]:
    """Per page: how close anything filled above the footer band comes to the paper's edge."""
    found = []
    pages = read_pdf(path)[1]
    for page in pages:
        w, h = mm(page.width), mm(page.height)
        objs = [
            o for o in [*page.curves, *page.rects] if o.get("fill") and mm(o["bottom"]) < h - 14
        ]
        found.append(
            min(min(mm(o["x0"]), mm(o["top"]), w - mm(o["x1"]), h - mm(o["bottom"])) for o in objs)
        )
    return found


@pytest.mark.parametrize("offset", ["1,0", "-1.2,0.8", "0.5,-0.5,0.3"])
def test_moved_token_backs_keep_the_printer_margin(kitgen, tmp_path: Path, offset: str):
    """Tokens fill the page to the 5 mm margin: a back moved 1 mm towards the edge (4.37 mm
    from it before) makes the sheets keep room for the move, fronts and backs alike."""
    assert kitgen("tokens", "--backs", "--back-offset", offset, "--out", tmp_path).code == 0
    margins = _ink_margins(tmp_path / "icecream-tokens-a4.pdf")
    assert len(margins) == 4 and min(margins) >= 5.0 - 0.01, margins


def test_backs_print_no_cut_ring_and_no_crop_marks(kitgen, tmp_path: Path):
    """A back lands 0.5-3 mm off its front: a cut circle or crop mark on it would show."""
    assert kitgen("tokens", "--backs", "--back-offset", "1,0", "--out", tmp_path).code == 0
    assert kitgen("tiles", "--backs", "--out", tmp_path).code == 0
    pages = read_pdf(tmp_path / "icecream-tokens-a4-backs.pdf")[1]
    for page in pages:
        stroked = [c for c in page.curves if c.get("stroke")]
        assert stroked == [] and len(page.curves) > 40
    pages = read_pdf(tmp_path / "icecream-tokens-a4-fronts.pdf")[1]
    assert len([c for c in pages[0].curves if c.get("stroke")]) > 40  # fronts: rings
    pages = read_pdf(tmp_path / "binary-tiles-a4-backs.pdf")[1]
    for page in pages:
        assert [ln for ln in page.lines if mm(ln["bottom"]) < mm(page.height) - 14] == []
    pages = read_pdf(tmp_path / "binary-tiles-a4-fronts.pdf")[1]
    assert len(pages[0].lines) > 20  # fronts: crop marks


def test_an_offset_with_a_turn_turns_the_back_about_the_page_centre(kitgen, tmp_path: Path):
    """--back-offset 1,-0.5,0.5: the back turned 0.5 degrees clockwise about the centre
    (105, 148.5), then moved 1 mm right and 0.5 mm up. By hand: the centre cross's X scale
    zero tick runs from (105, 148.5 + 7) to (105, 148.5 + 11) on the back; relative to the
    centre (0, 7) and (0, 11) turn to (-7 sin t, 7 cos t) and (-11 sin t, 11 cos t)."""
    result = kitgen("calibrate", "duplex", "--back-offset", "1,-0.5,0.5", "--out", tmp_path)
    assert result.code == 0, result.err
    t = math.radians(0.5)
    want = [(105 - d * math.sin(t) + 1.0, 148.5 + d * math.cos(t) - 0.5) for d in (7.0, 11.0)]
    with pdfplumber.open(tmp_path / "calibrate-duplex-a4.pdf") as pdf:
        page = pdf.pages[1]
        ends = [
            sorted((mm(x), mm(top)) for x, top in obj["pts"])
            for obj in [*page.lines, *page.curves]
            if len(obj.get("pts", [])) == 2
        ]
        footer = [w for w in page.extract_words() if w["text"] == "Duplex"]
    assert any(
        all(
            abs(a - c) < 0.01 and abs(b - d) < 0.01
            for (a, b), (c, d) in zip(e, sorted(want), strict=True)
        )
        for e in ends
    )
    assert abs(mm(footer[0]["x0"]) - 5.0) < 0.01  # the footer is not turned


def test_readings_at_two_far_corners_give_the_turn(kitgen, tmp_path: Path):
    """Crosses 2 and 5 of A4 lie behind back points A = (165, 55) and B = (45, 242): A - B =
    (120, -187). Readings X2,Y2 = 0.5,-0.2 and X5,Y5 = -0.5,0.2 turn it to (121, -187.4):
    cross 120 x -187.4 - (-187) x 121 = 139, dot 120 x 121 + 187 x 187.4 = 49563.8, so the
    turn is atan(139 / 49563.8) = 0.1607 degrees; the move is the mean reading, 0,0."""
    result = kitgen(
        "calibrate", "duplex", "--readings", "0.5,-0.2,-0.5,0.2", "--out", tmp_path, "--json"
    )
    assert result.code == 0, result.err
    text = kitgen("calibrate", "duplex", "--readings", "0.5,-0.2,-0.5,0.2", "--out", tmp_path)
    assert "--back-offset 0,0,0.16" in text.out
    with pdfplumber.open(result.json()["files"][0]["path"]) as pdf:
        assert "back moved by --back-offset 0,0,0.16" in pdf.pages[1].extract_text()


def test_the_api_takes_the_offset_as_numbers(tmp_path: Path):
    import kitgen

    kitgen.make("tokens", tmp_path / "s", backs=True, back_offset="1,-0.5,0.2")
    kitgen.make("tokens", tmp_path / "t", backs=True, back_offset=(1.0, -0.5, 0.2))
    kitgen.make("tokens", tmp_path / "u", backs=True, back_offset=(1.0, -0.5))
    name = "icecream-tokens-a4-backs.pdf"
    assert (tmp_path / "s" / name).read_bytes() == (tmp_path / "t" / name).read_bytes()
    turned, straight = (
        _token_centres(tmp_path / "t" / name, 0),
        _token_centres(tmp_path / "u" / name, 0),
    )
    assert len(turned) == len(straight) > 40 and turned != straight
    with pytest.raises(kitgen.KitgenError, match="give -2 to 2 degrees"):
        kitgen.make("tokens", tmp_path / "v", backs=True, back_offset=(1.0, -0.5, 4.0))


def test_calibration_sheet_text_is_6_pt_or_more(kitgen, tmp_path: Path):
    """The scales' numbers printed at 1.5 mm (4.25 pt) before: now 2.2 mm (6.2 pt)."""
    assert kitgen("calibrate", "duplex", "--out", tmp_path).code == 0
    with pdfplumber.open(tmp_path / "calibrate-duplex-a4.pdf") as pdf:
        sizes = [c["size"] for page in pdf.pages for c in page.chars if c["text"].strip()]
    assert min(sizes) >= 6.0 - 0.01
    assert min(sizes) == pytest.approx(2.2 * 72 / 25.4, abs=0.01)


def test_card_backs_move_by_the_offset(kitgen, tmp_path: Path):
    assert kitgen("cards", "binary", "--out", tmp_path / "a").code == 0
    assert kitgen("cards", "binary", "--back-offset", "2,1", "--out", tmp_path / "b").code == 0
    name = "binary-rule-card-en-a6-a4.pdf"
    with pdfplumber.open(tmp_path / "a" / name) as a, pdfplumber.open(tmp_path / "b" / name) as b:
        assert len(a.pages) == len(b.pages) == 2
        before, after = a.pages[1].chars, b.pages[1].chars
        # Footer chars (the last line) stay; every card char moves by (2, 1).
        moved = [
            (mm(q["x0"]) - mm(p["x0"]), mm(q["top"]) - mm(p["top"]))
            for p, q in zip(before, after, strict=True)
        ]
        card = [m for m, p in zip(moved, before, strict=True) if mm(p["top"]) < 270]
        assert card and all(abs(dx - 2) < 0.01 and abs(dy - 1) < 0.01 for dx, dy in card)
        front = [(p["x0"], p["top"]) for p in a.pages[0].chars]
        assert front == [(p["x0"], p["top"]) for p in b.pages[0].chars]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("tiles", "--back-offset", "1,1"), "add --backs"),
        (("tokens", "--magnetic", "--back-offset", "1,1"), "add --backs"),
        (("tiles", "--backs", "--back-offset", "6,0"), "-5 to 5"),
        (("tiles", "--backs", "--back-offset", "1;1"), "write X,Y[,DEG]"),
        (("tiles", "--backs", "--back-offset", "1,1,3"), "give -2 to 2 degrees"),
        (("tiles", "--backs", "--back-offset", "1,1,0,0"), "write X,Y[,DEG]"),
        (("calibrate", "duplex", "--readings", "1,1,1"), "four numbers"),
        (("calibrate", "duplex", "--readings", "1,1,1,1", "--back-offset", "1,1"), "not both"),
        (("calibrate", "duplex", "--back-offset", "0,-5.5"), "-5 to 5"),
    ],
)
def test_bad_offsets_are_refused(kitgen, tmp_path: Path, args, needle):
    result = kitgen(*args, "--out", tmp_path)
    assert result.code == 2
    assert needle in result.err and "Traceback" not in result.err
    assert not list(tmp_path.iterdir())


def test_cards_without_backs_refuse_an_offset(kitgen, tmp_path: Path):
    """A card text short enough for the front alone: no back page, so no offset to apply."""
    shipped = (Path(__file__).parents[2] / "templates/cards/staeda.en.toml").read_text("utf-8")
    head, rest = shipped.split("[[card.sections]]", 1)
    sections = rest.split("[[card.sections]]")
    tail = sections[-1][sections[-1].index("\n[", 1) :] if "\n[" in sections[-1] else ""
    short = tmp_path / "short.toml"
    short.write_text(head + "[[card.sections]]" + sections[0] + tail, "utf-8")
    plain = kitgen("cards", "staeda", "--texts", short, "--out", tmp_path / "a", "--json")
    assert plain.code == 0, plain.err
    assert plain.json()["files"][0]["pages"] == 1
    result = kitgen(
        "cards", "staeda", "--texts", short, "--back-offset", "1,1", "--out", tmp_path / "b"
    )
    assert result.code == 2
    assert "have no back" in result.err
    assert not (tmp_path / "b").exists() or not list((tmp_path / "b").iterdir())
