"""Reading back what ``--3d`` writes: the 3MF package and its XML, binary STL, and the mesh
checks (closed, manifold, oriented outwards) done here, independently of manifold3d."""

from __future__ import annotations

import struct
import subprocess
import zipfile
from collections import Counter
from dataclasses import dataclass, field
from operator import itemgetter
from pathlib import Path
from xml.etree import ElementTree as ET

import numpy as np
from shapely import union_all
from shapely.geometry import Polygon

from tests.read_once import ReadOnce

CORE = "{http://schemas.microsoft.com/3dmanufacturing/core/2015/02}"


@dataclass
class Object:
    id: str
    name: str
    vertices: np.ndarray
    triangles: np.ndarray
    components: list[str] = field(default_factory=list)


@dataclass
class Item:
    objectid: str
    x: float
    y: float
    z: float


@dataclass
class Package:
    names: list[str]
    unit: str
    metadata: dict[str, str]
    objects: dict[str, Object]
    items: list[Item]
    files: dict[str, bytes]

    def xml(self, name: str) -> ET.Element:
        return ET.fromstring(self.files[name])

    def mesh_of(self, object_id: str) -> tuple[np.ndarray, np.ndarray]:
        """The object's mesh, its components' meshes joined (each a shell of its own)."""
        found = self.objects[object_id]
        if not found.components:
            return found.vertices, found.triangles
        vertices, triangles, offset = [], [], 0
        for part in found.components:
            v, t = self.mesh_of(part)
            vertices.append(v)
            triangles.append(t + offset)
            offset += len(v)
        return np.vstack(vertices), np.vstack(triangles)

    def placed(self) -> list[tuple[str, np.ndarray, np.ndarray]]:
        """Each build item's object name, and its mesh's lower and upper corners on the plate."""
        found = []
        for item in self.items:
            v, _t = self.mesh_of(item.objectid)
            shift = np.array([item.x, item.y, item.z])
            found.append(
                (self.objects[item.objectid].name, v.min(axis=0) + shift, v.max(axis=0) + shift)
            )
        return found


#: Each plate read once while unchanged (a plate of the build is read by several tests).
_READ = ReadOnce(kept=24)

_XYZ = itemgetter("x", "y", "z")
_V123 = itemgetter("v1", "v2", "v3")


def read_3mf(path: Path) -> Package:
    """The package at ``path``, read once while the file is unchanged: its meshes are shared
    by every reader, read-only (changing one in place raises)."""
    key, stamp, package = _READ.fresh(path)
    return package if package is not None else _READ.keep(key, stamp, _read_3mf(path))


def _read_3mf(path: Path) -> Package:
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        files = {name: archive.read(name) for name in names}
    types = ET.fromstring(files["[Content_Types].xml"])
    extensions = {d.get("Extension") for d in types}
    assert {"rels", "model"} <= extensions
    rels = ET.fromstring(files["_rels/.rels"])
    (target,) = [r.get("Target") for r in rels]
    model = ET.fromstring(files[target.lstrip("/")])
    assert model.tag == CORE + "model"
    metadata = {m.get("name"): m.text or "" for m in model.findall(CORE + "metadata")}
    objects: dict[str, Object] = {}
    for obj in model.find(CORE + "resources"):
        mesh = obj.find(CORE + "mesh")
        if mesh is not None:
            # each vertex's x, y, z and each triangle's v1, v2, v3 (a missing one raises
            # KeyError), converted by numpy as float() and int() would
            vertices = np.array(
                [_XYZ(v.attrib) for v in mesh.find(CORE + "vertices")], dtype=np.float64
            ).reshape(-1, 3)
            triangles = np.array(
                [_V123(t.attrib) for t in mesh.find(CORE + "triangles")], dtype=np.int64
            ).reshape(-1, 3)
            vertices.flags.writeable = triangles.flags.writeable = False
            objects[obj.get("id")] = Object(obj.get("id"), obj.get("name", ""), vertices, triangles)
        else:
            parts = [c.get("objectid") for c in obj.find(CORE + "components")]
            objects[obj.get("id")] = Object(
                obj.get("id"), obj.get("name", ""), np.zeros((0, 3)), np.zeros((0, 3)), parts
            )
    items = []
    for item in model.find(CORE + "build"):
        m = [float(x) for x in item.get("transform").split()]
        assert m[:9] == [1, 0, 0, 0, 1, 0, 0, 0, 1]
        items.append(Item(item.get("objectid"), m[9], m[10], m[11]))
    return Package(names, model.get("unit"), metadata, objects, items, files)


def check_closed_manifold(vertices: np.ndarray, triangles: np.ndarray) -> float:
    """Every edge used exactly twice, once in each direction (closed, manifold, consistently
    oriented); no degenerate triangle; the volume (divergence theorem) positive: returned."""
    assert len(triangles), "no triangles"
    assert (triangles >= 0).all() and (triangles < len(vertices)).all()
    a, b, c = triangles[:, 0], triangles[:, 1], triangles[:, 2]
    assert ((a != b) & (b != c) & (a != c)).all(), "degenerate triangle"
    directed = Counter(
        zip(
            np.concatenate([a, b, c]).tolist(),
            np.concatenate([b, c, a]).tolist(),
            strict=True,
        )
    )
    for (u, v), n in directed.items():
        assert n == 1, f"edge {u}->{v} used {n} times in one direction"
        assert directed.get((v, u)) == 1, f"edge {u}->{v} has no twin: the mesh is open"
    p = vertices[triangles]
    volume = float(np.einsum("ij,ij->i", p[:, 0], np.cross(p[:, 1], p[:, 2])).sum() / 6)
    assert volume > 0, f"volume {volume}: inside out"
    return volume


def faces_at(
    v: np.ndarray, t: np.ndarray, z: float, up: bool, within: tuple[float, ...] | None = None
) -> Polygon:
    """The union of the mesh's flat faces at height ``z`` facing up (or down); only those
    inside the box ``within`` (x0, y0, x1, y1), when given."""
    p = v[t]
    normal_z = np.cross(p[:, 1] - p[:, 0], p[:, 2] - p[:, 0])[:, 2]
    flat = np.all(np.abs(p[:, :, 2] - z) < 1e-6, axis=1) & ((normal_z > 0) == up)
    flat &= np.abs(normal_z) > 1e-12
    if within is not None:
        x0, y0, x1, y1 = within
        xy = p[:, :, :2]
        flat &= np.all((xy[..., 0] >= x0 - 1e-6) & (xy[..., 0] <= x1 + 1e-6), axis=1)
        flat &= np.all((xy[..., 1] >= y0 - 1e-6) & (xy[..., 1] <= y1 + 1e-6), axis=1)
    return union_all([Polygon(tri[:, :2]) for tri in p[flat]])


def read_stl(path: Path) -> np.ndarray:
    """The triangles of a binary STL (n x 3 x 3)."""
    data = path.read_bytes()
    (count,) = struct.unpack_from("<I", data, 80)
    assert len(data) == 84 + 50 * count
    record = np.dtype([("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")])
    return np.frombuffer(data, dtype=record, count=count, offset=84)["v"].astype(np.float64)


def check_on_the_bed_and_apart(
    path: Path, bed: tuple[float, float], apart: str = "xy", edge: float = 5.0, gap: float = 3.0
) -> None:
    """Every piece of the plate at ``path`` at least ``edge`` mm inside the ``bed`` (width,
    depth) and at least ``gap`` mm from every other along one of the axes ``apart``."""
    boxes = read_3mf(path).placed()
    for _name, low, high in boxes:
        assert low[0] >= edge - 1e-6 and low[1] >= edge - 1e-6
        assert high[0] <= bed[0] - edge + 1e-6 and high[1] <= bed[1] - edge + 1e-6
    axes = ["xy".index(a) for a in apart]
    for i, (_n, a_low, a_high) in enumerate(boxes):
        for _m, b_low, b_high in boxes[i + 1 :]:
            found = max(max(b_low[k] - a_high[k], a_low[k] - b_high[k]) for k in axes)
            assert found >= gap - 1e-6


@dataclass
class GCode:
    """What PrusaSlicer made of a plate: its G-code's lines."""

    lines: list[str]

    @property
    def layers(self) -> list[float]:
        """The height of every layer (``;Z:``), in order."""
        return [float(line[3:]) for line in self.lines if line.startswith(";Z:")]

    @property
    def changes(self) -> list[float]:
        """The height of the layer each filament change (``M600``) is made in."""
        found = []
        for i, line in enumerate(self.lines):
            if line.startswith("M600"):
                found.append([float(x[3:]) for x in self.lines[:i] if x.startswith(";Z:")][-1])
        return found


def prusa_slice(
    plate: Path, gcode: Path, bed: tuple[float, float], layer: float = 0.2, *more: str
) -> GCode:
    """Slice ``plate`` with PrusaSlicer (arranged as written) on a ``bed`` (width, depth in
    mm) at ``layer`` mm layers, 0.4 mm nozzle, ``more`` options added; its G-code at
    ``gcode``."""
    w, d = bed
    run = subprocess.run(
        ["prusa-slicer", "--export-gcode", "--dont-arrange", "--bed-shape",
         f"0x0,{w:g}x0,{w:g}x{d:g},0x{d:g}", "--layer-height", f"{layer:g}", "--first-layer-height",
         f"{layer:g}", "--nozzle-diameter", "0.4", *more, "--output", str(gcode), str(plate)],
        capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-2000:]
    return GCode(gcode.read_text(encoding="utf-8").splitlines())


@dataclass(frozen=True)
class Extrusion:
    """One extruding move of the G-code: from ``(x0, y0)`` to ``(x1, y1)``, ``width`` mm
    wide (the slicer's ``;WIDTH:`` note), in the layer at ``z``."""

    z: float
    x0: float
    y0: float
    x1: float
    y1: float
    width: float


def extrusions(gcode: GCode) -> list[Extrusion]:
    """Every move of the G-code that lays filament down (the extruder's E grows while the
    head moves), absolute or relative E (M82, M83) and G92 resets followed."""
    found = []
    z, width, x, y, e, relative = 0.0, 0.0, 0.0, 0.0, 0.0, False
    for line in gcode.lines:
        if line.startswith(";Z:"):
            z = float(line[3:])
        elif line.startswith(";WIDTH:"):
            width = float(line[7:])
        elif line.startswith(("M82", "M83")):
            relative = line.startswith("M83")
        elif line.startswith("G92"):
            e = next((float(w[1:]) for w in line.split()[1:] if w[0] == "E"), e)
        elif line.startswith(("G0 ", "G1 ")):
            words = {w[0]: float(w[1:]) for w in line.split(";")[0].split()[1:] if w[0] in "XYE"}
            nx, ny = words.get("X", x), words.get("Y", y)
            if "E" in words:
                grown = words["E"] if relative else words["E"] - e
                e = e if relative else words["E"]
                if grown > 0 and (nx, ny) != (x, y):
                    found.append(Extrusion(z, x, y, nx, ny, width))
            x, y = nx, ny
    return found
