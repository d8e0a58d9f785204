"""Cut order in every laser file: a hole is cut before the outline around it.

Measured from the files: every closed cut path becomes a shapely polygon (svgelements
applies the transforms); for every pair where one lies inside the other, the inner one
must come earlier in the file and sit in the ``cut-inner`` layer (dark red), the outer one in
``cut-outer`` (red); the layers run engrave → score → cut-inner → cut-outer.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import svgelements
from shapely import STRtree
from shapely.geometry import Polygon

from tests.laser.laser_files import laser_files  # noqa: F401  (the fixture)
from tests.laser.svgmeasure import layers

INNER, OUTER = "#A00000", "#FF0000"


def closed_cuts(path: Path) -> list[tuple[Polygon, str]]:
    """The closed cut paths in file order, as polygons with their stroke colour."""
    svg = svgelements.SVG.parse(str(path), reify=True, ppi=25.4)
    found = []
    for el in svg.elements():
        if not isinstance(el, svgelements.Shape) or el.stroke is None or el.stroke.value is None:
            continue
        colour = el.stroke.hex.upper()
        if colour not in (INNER, OUTER):
            continue
        if isinstance(el, svgelements.SimpleLine | svgelements.Polyline):
            continue  # an open line (a shared edge of butted tiles)
        outline = svgelements.Path(el)
        points = outline.npoint(np.linspace(0.0, 1.0, 96))
        found.append((Polygon(points).buffer(0), colour))
    return found


def nested_pairs(cuts: list[tuple[Polygon, str]]) -> list[tuple[int, int]]:
    """``(inner, outer)`` indices of every pair where one cut lies inside the other."""
    polygons = [p for p, _ in cuts]
    tree = STRtree(polygons)
    pairs = []
    for i, poly in enumerate(polygons):
        for j in tree.query(poly, predicate="within"):
            if i != j and polygons[j].area > poly.area:
                pairs.append((i, int(j)))
    return pairs


def test_every_laser_file_is_checked(laser_files):  # noqa: F811
    names = {Path(f["path"]).name for f in laser_files}
    for stem in ("tiles-laser", "tokens-laser", "board-laser", "pedestal-laser"):
        assert any(stem in n for n in names), stem


def test_inner_cuts_come_before_the_outline_around_them(laser_files):  # noqa: F811
    total = 0
    for entry in laser_files:
        path = Path(entry["path"])
        cuts = closed_cuts(path)
        pairs = nested_pairs(cuts)
        total += len(pairs)
        for inner, outer in pairs:
            assert inner < outer, (path.name, inner, outer)
            assert cuts[inner][1] == INNER and cuts[outer][1] == OUTER, path.name
        # and nothing in the inner layer lies outside every part
        inners = [i for i, (_, c) in enumerate(cuts) if c == INNER]
        assert set(inners) == {i for i, _ in pairs}, path.name
    # the ice cream board: 40 token + 40 peg holes on the top plate, 40 peg holes on the
    # base plate; the pedestal: 4 token holes and 4 slots in the recess plate, 4 slots in
    # the bottom plate; at least these
    assert total >= 80 + 40 + 12


def test_layers_in_the_order_the_machine_runs_them(laser_files):  # noqa: F811
    for entry in laser_files:
        assert list(layers(Path(entry["path"]))) == ["engrave", "score", "cut-inner", "cut-outer"]


@pytest.mark.parametrize("kind", ["board", "pedestal"])
def test_icecream_holes_counted(laser_files, kind):  # noqa: F811
    files = [Path(f["path"]) for f in laser_files if f"icecream-{kind}-laser" in f["path"]]
    pairs = sum(len(nested_pairs(closed_cuts(p))) for p in files)
    assert pairs == {"board": 120, "pedestal": 12}[kind]
