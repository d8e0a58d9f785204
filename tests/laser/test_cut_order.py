"""Cut order in every laser file: a hole is cut before the outline around it.

Measured from the files: every closed cut path becomes a shapely polygon (svgelements
applies the transforms); for every pair where one lies inside the other, the inner one
must come earlier in the file and sit in the ``cut-inner`` layer, the outer one in
``cut-outer``; the layers run engrave → score → cut-inner → cut-outer.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np
import pytest
import shapely
import svgelements
from shapely import STRtree
from shapely.geometry import Polygon

from tests.laser.laser_files import laser_files  # noqa: F401  (the fixture)
from tests.laser.svgmeasure import layered, layers, parsed, rings

INNER, OUTER = "cut-inner", "cut-outer"


@cache
def closed_cuts(path: Path) -> tuple[tuple[Polygon, str], ...]:
    """The closed cut paths in file order, as polygons with the layer they are in (each file
    read once for the checks of this module: a file the tests read is never written again)."""
    found = []
    for layer, el in layered(path, (INNER, OUTER)):
        if isinstance(el, svgelements.SimpleLine | svgelements.Polyline):
            continue  # an open line (a shared edge of butted tiles, an outline with tabs)
        colour = layer
        outline = svgelements.Path(el)
        points = outline.npoint(np.linspace(0.0, 1.0, 96))
        found.append((Polygon(points).buffer(0), colour))
    return tuple(found)


def nested_pairs(cuts: tuple[tuple[Polygon, str], ...]) -> list[tuple[int, int]]:
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
    for stem in ("tiles-laser", "tokens-laser", "board-laser", "frame-laser", "fit-test"):
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


def test_icecream_holes_counted(laser_files):  # noqa: F811
    # the board's 120 holes (80 + 40) and the pedestal's 12 (4 token holes, 8 slots), packed
    # on the same sheets
    files = [Path(f["path"]) for f in laser_files if "icecream-board-laser" in f["path"]]
    pairs = sum(len(nested_pairs(closed_cuts(p))) for p in files)
    assert pairs == 120 + 12


def test_parts_keep_their_gap_after_kerf(laser_files):  # noqa: F811
    """Parts cut on their own outline keep the 2 mm packing gap between their compensated
    cut lines (a mitred tip included), at the default kerf and at 1 mm."""
    for entry in laser_files:
        path = Path(entry["path"])
        cuts = closed_cuts(path)
        outer = [p for p, c in cuts if c == OUTER]
        tree = STRtree(outer)
        for i, poly in enumerate(outer):
            for j in tree.query(poly, predicate="dwithin", distance=1.99):
                assert j == i, (path.name, poly.bounds, outer[int(j)].bounds)


def test_brace_tip_stays_in_its_box_at_kerf_1(kitgen, tmp_path: Path):
    result = kitgen("board", "icecream", "--laser", "--kerf", "1", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    paths = [Path(f["path"]) for f in result.json()["files"] if f["kind"] == "laser"]
    gaps = []
    for path in paths:  # the braces sit beside each other on one of the sheets
        outer = [p for p, c in closed_cuts(path) if c == OUTER]
        gaps += [a.distance(b) for k, a in enumerate(outer) for b in outer[k + 1 :]]
    assert min(gaps) == pytest.approx(2.0, abs=0.01)


def engraved_outlines(path: Path) -> list[list[np.ndarray]]:
    """Every engraved (black-filled) shape as its subpaths' points, in mm."""
    found = []
    for _layer, el in parsed(path):
        if not isinstance(el, svgelements.Shape) or el.fill is None or el.fill.value is None:
            continue
        if el.fill.hex.upper() != "#000000":
            continue
        found.append(rings(svgelements.Path(el)))
    return found


def winding(rings: list[np.ndarray], points: np.ndarray) -> np.ndarray:
    """The winding number of each point about the rings (SVG's nonzero rule fills != 0)."""
    total = np.zeros(len(points), dtype=int)
    if not len(points):
        return total
    px, py = points[:, 0][:, None], points[:, 1][:, None]
    low, high = py.min(), py.max()
    for ring in rings:
        a, b = ring, np.roll(ring, -1, axis=0)
        # an edge counts only where a point's y is in [its lower end, its upper end): the
        # edges beside none of the points' rows are left out, counting nothing
        near = (np.minimum(a[:, 1], b[:, 1]) <= high) & (np.maximum(a[:, 1], b[:, 1]) > low)
        a, b = a[near], b[near]
        ax, ay, bx, by = a[:, 0][None], a[:, 1][None], b[:, 0][None], b[:, 1][None]
        cross = (bx - ax) * (py - ay) - (px - ax) * (by - ay)
        up = (ay <= py) & (by > py) & (cross > 0)
        down = (ay > py) & (by <= py) & (cross < 0)
        total += up.sum(axis=1) - down.sum(axis=1)
    return total


def test_nothing_is_engraved_inside_a_hole(laser_files):  # noqa: F811
    """Holes drop out: engraving inside one is wasted (issue 14: 44 % of each brown row).
    Points on a 0.25 mm grid inside every hole (0.02 mm in from its edge) must lie outside
    every engraved shape, by SVG's own fill rule."""
    checked = 0
    for entry in laser_files:
        path = Path(entry["path"])
        holes = [p.buffer(-0.02) for p, c in closed_cuts(path) if c == INNER]
        if not holes:
            continue
        engraved = engraved_outlines(path)
        boxes = [
            Polygon.from_bounds(*np.min(np.vstack(r), 0), *np.max(np.vstack(r), 0))
            for r in engraved
        ]
        tree = STRtree(boxes)
        for hole in holes:
            x0, y0, x1, y1 = hole.bounds
            xs, ys = np.meshgrid(np.arange(x0, x1, 0.25), np.arange(y0, y1, 0.25), indexing="ij")
            grid = np.column_stack([xs.ravel(), ys.ravel()])
            inside = grid[shapely.contains_xy(hole, grid[:, 0], grid[:, 1])]
            for j in tree.query(hole):
                assert not winding(engraved[int(j)], inside).any(), path.name
                checked += 1
    assert checked >= 2 * 8  # the two brown rows' fills meet their 8 holes each
