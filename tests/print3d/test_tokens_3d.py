"""``kitgen tokens --3d --pegs``: 144 tokens (8 flavours x 18) and 60 pegs (30 + 30) as 3MF
plates, read back and measured against the shipped spec (templates/icecream/kit.toml: 19 mm
tokens, pegs 6 mm across standing 10 mm out of the board) and the 3D design (tokens 3.0 mm:
a 2.4 mm disc and 0.6 mm of raised shape and letter; pegs 5 mm in their hole + 10 mm = 15 mm,
the mark raised on the top 0.6 mm of it; 0.2 mm layers)."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
import pytest

import kitgen
from tests.print3d.read3mf import check_closed_manifold, read_3mf

FLAVOURS = "SGCVPBLK"  # the shipped kit's letters, in the referee's order


@pytest.fixture(scope="module")
def made(build_all) -> kitgen.Made:
    """``tokens --3d --pegs``' plates, as ``kitgen build all`` wrote them."""
    return build_all.made("icecream", "tokens", three_d=True, pegs=True, preview=True)


def test_144_tokens_18_a_flavour_and_60_pegs(made):
    tokens: Counter[str] = Counter()
    pegs: Counter[str] = Counter()
    for written in made.files:
        package = read_3mf(written.path)
        letters = set()
        for item in package.items:
            name = package.objects[item.objectid].name
            if found := re.fullmatch(r"token (\w) \w+ #\d+", name):
                tokens[found.group(1)] += 1
                letters.add(found.group(1))
            else:
                pegs[re.fullmatch(r"peg (\w+) #\d+", name).group(1)] += 1
        assert len(letters) <= 1  # a flavour's tokens have plates of their own
    assert tokens == dict.fromkeys(FLAVOURS, 18)
    assert pegs == {"Be": 30, "Br": 30}
    assert made.as_json()["pieces"] == 144 + 60


def test_tokens_and_pegs_measure_what_the_spec_says(made):
    seen: set[str] = set()
    for written in made.files:
        package = read_3mf(written.path)
        item = package.items[0]
        v, t = package.mesh_of(item.objectid)
        name = package.objects[item.objectid].name
        size = v.max(axis=0) - v.min(axis=0)
        if name.startswith("token"):
            assert size == pytest.approx((19.0, 19.0, 3.0), abs=0.01), name
            # the disc's radius: every vertex at z = 0 is within 9.5 mm of the centre
            bottom = v[v[:, 2] == 0][:, :2] - (9.5, 9.5)
            assert np.hypot(*bottom.T).max() == pytest.approx(9.5, abs=0.01)
            assert set(np.unique(v[:, 2]).round(4)) == {0.0, 2.4, 3.0}
        else:
            assert size == pytest.approx((6.0, 6.0, 15.0), abs=0.01), name
            foot = v[v[:, 2] == 0][:, :2] - (3, 3)
            assert np.hypot(*foot.T).max() == pytest.approx(2.6, abs=0.01)  # the chamfer
        check_closed_manifold(v, t)
        seen.add(name.split()[0])
    assert seen == {"token", "peg"}


def test_each_plate_its_colours_and_change(made):
    plates = made.as_json()["plates"]
    assert [p["pieces"] for p in plates] == [18] * 8 + [30, 30]
    assert plates[0]["colour"] == "#D7263D" and plates[0]["glyph_colour"] == "#FFFFFF"
    assert {p["colour_change_mm"] for p in plates[:8]} == {2.6}
    assert {p["colour_change_mm"] for p in plates[8:]} == {14.6}
    package = read_3mf(made.files[0].path)
    (code,) = package.xml("Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml").findall("code")
    assert (code.get("print_z"), code.get("color")) == ("2.6", "#FFFFFF")


def test_the_nozzle_too_coarse_for_the_marks(kitgen, tmp_path):
    out = tmp_path / "out"
    result = kitgen("tokens", "--3d", "--pegs", "--nozzle", "0.6", "--out", out)
    assert result.code == 2 and result.err.count("\n") == 1
    assert result.err.startswith("error: the 6 mm pegs: text ")
    assert not out.exists()


def test_the_json_answer_follows_the_schema(kitgen, tmp_path, made):
    """The autouse schema check (tests/conftest.py) validates what --json prints."""
    from kitgen.cli.answer import show_made  # noqa: F401  (the printer of every kit answer)

    result = kitgen("tokens", "--3d", "--pegs", "--format", "stl", "--out", tmp_path, "--json")
    assert result.code == 0
    answer = result.json()
    assert answer["peg_mm"] == [6.0, 15.0] and len(answer["files"]) == 10


def test_sunk_marks_on_tokens_and_pegs(tmp_path):
    """--relief sunk: a token 3.0 mm high with its shape and letter cut to 2.4 mm, a peg
    15 mm with its mark cut to 14.4; the colour changes 0.4 mm under the cavities and back."""
    made = kitgen.make("tokens", tmp_path, three_d=True, pegs=True, relief="sunk")
    plates = made.as_json()["plates"]
    assert {(p["colour_change_mm"], p["colour_back_mm"]) for p in plates[:8]} == {(2.2, 2.6)}
    assert {(p["colour_change_mm"], p["colour_back_mm"]) for p in plates[8:]} == {(14.2, 14.6)}
    for written, height in ((made.files[0], 3.0), (made.files[-1], 15.0)):
        package = read_3mf(written.path)
        v, t = package.mesh_of(package.items[0].objectid)
        check_closed_manifold(v, t)
        assert v[:, 2].max() == pytest.approx(height, abs=0.005)
        assert round(height - 0.6, 4) in set(np.unique(v[:, 2]).round(4))  # the floor
