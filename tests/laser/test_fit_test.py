"""`kitgen calibrate laser`: the fit test sheet, measured from the SVG it writes."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
import svgelements
from shapely.geometry import LineString, Polygon

from tests.laser.svgmeasure import INK_NS, SVG_NS, cut_shapes, layered, mm_size, root

TOL = 0.005


def run(kitgen, tmp_path: Path, *args: str) -> tuple[dict, Path]:
    result = kitgen("calibrate", "laser", *args, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    data = result.json()
    (svg,) = [Path(f["path"]) for f in data["files"] if f["kind"] == "laser"]
    return data, svg


def comb_gaps(path: Path) -> list[float]:
    """The slot widths as drawn: the gaps along a line across the comb's slots."""
    polys = [d for d in cut_shapes(path) if d.kind == "Polygon"]
    comb = max(polys, key=lambda d: d.bbox[2] - d.bbox[0])
    x0, _y0, x1, y1 = comb.bbox
    poly = Polygon([(p.x, p.y) for p in svgelements.Path(comb.shape).as_points()])
    cut = poly.intersection(LineString([(x0 - 1, y1 - 3), (x1 + 1, y1 - 3)]))
    teeth = sorted(g.bounds[0:3:2] for g in getattr(cut, "geoms", [cut]))
    return [round(b[0] - a[1], 4) for a, b in itertools.pairwise(teeth)]


@pytest.mark.parametrize(("kerf", "thickness"), [("0.1", None), ("0.2", "3"), ("0.15", "4")])
def test_slots_after_kerf(kitgen, tmp_path: Path, kerf: str, thickness: str | None):
    args = ["--kerf", kerf] + (["--thickness", thickness] if thickness else [])
    data, svg = run(kitgen, tmp_path, *args)
    t, k = float(thickness or 3), float(kerf)
    # 11 slots from t - 0.2 to t + 0.3 in 0.05 steps, typed in by hand for 3 and 4 mm
    want = {
        3.0: [2.8, 2.85, 2.9, 2.95, 3.0, 3.05, 3.1, 3.15, 3.2, 3.25, 3.3],
        4.0: [3.8, 3.85, 3.9, 3.95, 4.0, 4.05, 4.1, 4.15, 4.2, 4.25, 4.3],
    }[t]
    assert data["slot_widths_mm"] == want
    # the comb's outline moves out by half the kerf: each slot is drawn kerf narrower
    assert comb_gaps(svg) == pytest.approx([w - k for w in want], abs=TOL)
    # each slot's width engraved above it, in a group named for it, centred on the slot
    labels = [
        g.get(f"{INK_NS}label")
        for g in root(svg).iter(f"{SVG_NS}g")
        if (g.get(f"{INK_NS}label") or "").startswith("slot ")
    ]
    assert labels == [f"slot {w:.2f} mm" for w in want]


def test_square_holes_tab_and_size(kitgen, tmp_path: Path):
    data, svg = run(kitgen, tmp_path)
    svg_root = root(svg)
    width, height = mm_size(svg_root.get("width")), mm_size(svg_root.get("height"))
    # one small sheet: the 100 mm bar (+ kerf) and 1 mm margins across
    assert (width, height) == (102.1, 66.75)
    assert [width, height] == data["size_mm"]
    cuts = cut_shapes(svg)
    circles = sorted(round(d.bbox[2] - d.bbox[0], 3) for d in cuts if d.kind == "Circle")
    # the binary board's dowel 6 + fit 0.1, the peg 6 + clearance 0.4 and the token 19 + 0.4,
    # each drawn the kerf (0.1) smaller
    assert circles == pytest.approx([6.0, 6.3, 19.3], abs=TOL)
    assert (data["dowel_hole_mm"], data["peg_hole_mm"], data["token_hole_mm"]) == (6.1, 6.4, 19.4)
    holes = [el for layer, el in layered(svg) if layer == "cut-inner"]
    assert sorted(type(el).__name__ for el in holes) == ["Circle"] * 3  # cut first
    rects = sorted(
        (round(d.bbox[2] - d.bbox[0], 3), round(d.bbox[3] - d.bbox[1], 3))
        for d in cuts
        if d.kind == "Rect"
    )
    assert (20.1, 20.1) in rects  # the reference square, 20 mm + kerf
    assert (100.1, 10.1) in rects and data["reference_mm"] == 100  # the scale bar
    # the tab: 6 mm wide, drawn 6.1 (its outline moves out by half the kerf each side)
    tab = min((d for d in cuts if d.kind == "Polygon"), key=lambda d: d.bbox[2] - d.bbox[0])
    x0, _y0, x1, y1 = tab.bbox
    poly = Polygon([(p.x, p.y) for p in svgelements.Path(tab.shape).as_points()])
    across = poly.intersection(LineString([(x0 - 1, y1 - 2), (x1 + 1, y1 - 2)]))
    assert across.length == pytest.approx(6.1, abs=TOL)
    for d in cuts:
        assert d.bbox[0] >= 0 and d.bbox[1] >= 0 and d.bbox[2] <= width and d.bbox[3] <= height


def test_russian_plates_and_square_share_a_row(kitgen, tmp_path: Path):
    """In Russian the part names are longer: the row of plates and square ends at 112.19 mm,
    past the scale bar's 101.1, but the K40 bed (300 mm wide) takes it whole: the sheet as wide
    as the row and no taller than in English, the square beside the peg's plate (it moved to
    a row of its own under the plates, 102.1 x 88.85 mm, before)."""
    data, svg = run(kitgen, tmp_path, "--lang", "ru")
    svg_root = root(svg)
    width, height = mm_size(svg_root.get("width")), mm_size(svg_root.get("height"))
    # each plate 2 mm of wall each side of its label (bold, 3.5 mm: the advances of the
    # DejaVu Sans Bold glyphs, in units of its 2048 em), cut the kerf (0.1) wider:
    # "шкант ⌀6,1" 13123 units, 22.427 mm: 26.527; "жетон ⌀19,4" 14435, 24.669: 28.769;
    # "штырёк ⌀6,4" 15033, 25.691: 29.791; then the square, 20.1. With 1 mm of margin each
    # side and 2 mm between: 1 + 26.527 + 2 + 28.769 + 2 + 29.791 + 2 + 20.1 + 1 = 113.187
    # across. Down: the bar 1 + 10.1 + 2, the tab (17 + 6 + 0.1) + 2: the row at 38.2; the
    # token's plate the tallest, 2 + 19.4 + 1.5 + 2.55 of capitals + 2 + 0.1: 38.2 + 27.55 + 1
    assert (width, height) == (113.19, 66.75) and data["size_mm"] == [width, height]
    rects = [d.bbox for d in cut_shapes(svg) if d.kind == "Rect"]
    squares = [b for b in rects if round(b[2] - b[0], 3) == round(b[3] - b[1], 3) == 20.1]
    assert len(squares) == 1
    # its top-left: after the three plates and their gaps (1 + 26.527 + 28.769 + 29.791 + 6)
    assert squares[0][:2] == pytest.approx((92.087, 38.2), abs=TOL)


def test_text_says_how_to_read_it(kitgen, tmp_path: Path):
    """The holes, each with its unit: the dowel 6 mm + --fit 0.1, the token 19 mm and the peg
    6 mm + the ice cream kit's clearance, 0.4 (templates/icecream/kit.toml)."""
    result = kitgen("calibrate", "laser", "--out", tmp_path)
    assert result.code == 0, result.err
    assert "slots 2.80 to 3.30 mm" in result.out and "--fit" in result.out
    assert ", holes dowel ⌀6.1 mm, token ⌀19.4 mm, peg ⌀6.4 mm, scale bar 100 mm\n" in result.out
    russian = kitgen("--lang", "ru", "calibrate", "laser", "--out", tmp_path / "ru")
    assert russian.code == 0, russian.err
    assert "отверстия шкант ⌀6,1 мм, жетон ⌀19,4 мм, штырёк ⌀6,4 мм, масштабная" in russian.out
    # scale and kerf from the two measurements: B - S = scale x 80; S = scale x 20.1 - kerf
    assert "scale = (B - S) / 80" in result.out and "kerf = scale x 20.1 - S" in result.out


def test_scale_and_kerf_come_apart(kitgen, tmp_path: Path):
    # a cutter 0.5 % large with a true kerf of 0.18: the square comes out 1.005 x 20.1 - 0.18
    # = 20.0 mm (so the square alone reads a kerf of 0.1, wrong), the bar 1.005 x 100.1 -
    # 0.18 = 100.4205; the formulas printed give them back
    b, s = 1.005 * 100.1 - 0.18, 1.005 * 20.1 - 0.18
    scale = (b - s) / 80
    assert scale == pytest.approx(1.005) and scale * 20.1 - s == pytest.approx(0.18)
    data, svg = run(kitgen, tmp_path, "--reference", "150")
    rects = [d for d in cut_shapes(svg) if d.kind == "Rect"]
    assert any(round(d.bbox[2] - d.bbox[0], 3) == 150.1 for d in rects)
    assert data["size_mm"][0] == 152.1
    result = kitgen("calibrate", "laser", "--reference", "150", "--bed", "100x100", "--out",
                    tmp_path)  # fmt: skip
    assert result.code == 2 and "does not fit the 100x100 mm bed" in result.err


def test_values_to_read_are_the_largest_text(kitgen, tmp_path: Path):
    """The slot widths (turned a quarter: their capitals' height runs across the page) are at
    least as tall as any other lettering on the comb and the tab, and 2.5 mm or more."""
    _, svg = run(kitgen, tmp_path)
    values, others = [], []
    engrave = {g.get(f"{INK_NS}label"): g for g in root(svg) if g.get(f"{INK_NS}label")}["engrave"]
    for part in engrave:
        label = part.get(f"{INK_NS}label", "")
        for g in part.iter(f"{SVG_NS}g"):
            if (g.get(f"{INK_NS}label") or "").startswith("slot "):
                (p,) = g.iter(f"{SVG_NS}path")
                x0, _, x1, _ = svgelements.Path(p.get("d")).bbox()
                values.append(x1 - x0)  # turned: the capitals' height is the width
        if label in ("kerf comb", "tab"):
            for p in part.findall(f"{SVG_NS}path"):
                _, y0, _, y1 = svgelements.Path(p.get("d")).bbox()
                others.append(y1 - y0)
    assert len(values) == 11 and len(others) == 3  # the comb's title, "tab" and "3"
    assert min(values) >= 2.5 and min(values) >= max(others) >= 2.0


@pytest.mark.parametrize(
    ("args", "words"), [(("--thickness", "0.5"), "--thickness"), (("--kerf", "2"), "--kerf")]
)
def test_bad_input_exits_2(kitgen, tmp_path: Path, args, words):
    result = kitgen("calibrate", "laser", *args, "--out", tmp_path)
    assert result.code == 2 and words in result.err


def test_a_spec_sets_the_holes_of_its_kind(kitgen, tmp_path: Path):
    """``--spec`` goes to the parts whose kit spec is of its kind (the token and the peg: an
    ice cream kit spec); the dowel, which reads none, keeps 6 + --fit; a spec no hole reads
    is refused before anything is written."""
    shipped = Path(__file__).resolve().parents[2] / "templates" / "icecream" / "kit.toml"
    text = shipped.read_text(encoding="utf-8")
    text = text.replace("diameter = 19.0", "diameter = 25.0").replace(
        "thickness = 3.0", "thickness = 4.0"
    )
    spec = tmp_path / "big.toml"
    spec.write_text(text, encoding="utf-8")
    data, _svg = run(kitgen, tmp_path / "big", "--spec", spec)
    assert (data["token_hole_mm"], data["peg_hole_mm"], data["dowel_hole_mm"]) == (25.4, 6.4, 6.1)
    assert data["thickness_mm"] == 4.0  # the sheet's stock, from the spec
    wrong = kitgen("calibrate", "laser", "--spec", "tiles-xor", "--out", tmp_path / "no")
    assert wrong.code == 2 and wrong.err.count("\n") == 1
    assert "is not a kit spec of any part this fit test tries" in wrong.err
    assert wrong.err.rstrip().endswith("give one of these: an ice cream kit spec")
    assert not (tmp_path / "no").exists()
    # a mistyped name: of the 24 templates only the ice cream kit (icecream/kit.toml) is a
    # spec a hole of the laser test reads (the dowel reads none)
    typo = kitgen("calibrate", "laser", "--spec", "icecream-kt", "--out", tmp_path / "no")
    assert typo.code == 2 and typo.err == (
        "error: unknown template 'icecream-kt' — choose one of: icecream-kit (did you mean "
        "'icecream-kit'?); see them with kitgen templates list\n"
    )
    assert not (tmp_path / "no").exists()
