"""3MF (and STL) files of a build plate, byte for byte the same from run to run.

The 3MF follows the core specification (3MF Consortium, core 1.3): a ZIP package with
``[Content_Types].xml``, ``_rels/.rels`` and ``3D/3dmodel.model`` (unit millimetre, one
object per piece, one build item per piece placing it on the plate). Beside it, each
slicer's own metadata, as its source reads them:

- PrusaSlicer (``src/libslic3r/Format/3mf.cpp``): ``slic3rpe:Version3mf`` in the model
  (the file is read as PrusaSlicer's own: objects keep their names and instances),
  ``Metadata/Slic3r_PE_model.config`` (each object's name and extruder; with ``multi`` the
  body and the glyphs as two volumes of one mesh by triangle range, on extruders 1 and 2)
  and ``Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml`` (the colour change, ``M600``,
  at the first glyph layer's ``print_z``).
- Bambu Studio and OrcaSlicer (``src/libslic3r/Format/bbs_3mf.cpp``): each piece an object of
  components (its body and its glyphs, each a mesh object), ``Metadata/model_settings.config``
  (objects, parts with their filament, the plate) and ``Metadata/custom_gcode_per_layer.xml``
  (the colour change at ``top_z``). Their loaders read this metadata only from a file whose
  ``Application`` starts with ``BambuStudio-``, which OrcaSlicer writes too; so does kitgen
  for these two slicers, and nothing else of theirs.

Nothing in the package depends on the clock: every ZIP entry has the same date.
"""

from __future__ import annotations

import io
import struct
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from xml.sax.saxutils import quoteattr

import numpy as np

from kitgen.maker.solid.plates import Plate
from kitgen.maker.solid.settings import INK_UNDER, Print3D
from kitgen.maker.solid.shapes import Mesh

CORE = "http://schemas.microsoft.com/3dmanufacturing/core/2015/02"
SLIC3RPE = "http://schemas.slic3r.org/3mf/2017/06"
MODEL_REL = "http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"
BAMBU_APPLICATION = "BambuStudio-01.10.00.00"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
 <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
 <Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
 <Default Extension="png" ContentType="image/png"/>
</Types>
"""

RELS = f"""<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
 <Relationship Target="/3D/3dmodel.model" Id="rel0" Type="{MODEL_REL}"/>
</Relationships>
"""


def numbers(values: np.ndarray) -> np.ndarray:
    """Coordinates as text to 0.0001 mm, trailing zeros dropped (``1.5``, ``0``, ``-2.25``)."""
    text = np.char.mod("%.4f", np.round(values, 4) + 0.0)
    text = np.char.rstrip(np.char.rstrip(text, "0"), ".")
    return np.where((text == "-0") | (text == ""), "0", text)


def mesh_xml(mesh: Mesh) -> str:
    v = numbers(mesh.vertices)
    t = mesh.triangles.astype(str)
    vertices = "".join(
        f'<vertex x="{x}" y="{y}" z="{z}"/>'
        for x, y, z in zip(v[:, 0], v[:, 1], v[:, 2], strict=True)
    )
    triangles = "".join(
        f'<triangle v1="{a}" v2="{b}" v3="{c}"/>'
        for a, b, c in zip(t[:, 0], t[:, 1], t[:, 2], strict=True)
    )
    return f"<mesh><vertices>{vertices}</vertices><triangles>{triangles}</triangles></mesh>"


def joined(first: Mesh, second: Mesh) -> Mesh:
    """Two meshes as one (two shells): ``first``'s triangles, then ``second``'s."""
    if second.empty:
        return first
    return Mesh(
        np.vstack([first.vertices, second.vertices]),
        np.vstack([first.triangles, second.triangles + len(first.vertices)]),
    )


@dataclass(frozen=True)
class Part:
    """A mesh of one object: a piece's body (filament 1) or its glyphs (filament 2)."""

    mesh: Mesh
    filament: int
    name: str


def parts(plate: Plate, settings: Print3D) -> Iterator[tuple[int, str, list[Part], float, float]]:
    """Each piece's number (from 1), name, parts and place: one part (body and glyphs as
    one solid) unless ``multi`` gives the glyphs their own filament."""
    for number, placed in enumerate(plate.placed, 1):
        piece = placed.piece
        if settings.colours == "multi" and not piece.glyphs.empty:
            found = [Part(piece.body, 1, piece.name), Part(piece.glyphs, 2, piece.name + " glyphs")]
        else:
            found = [Part(piece.whole, 1, piece.name)]
        yield number, piece.name, found, placed.x, placed.y


def _transform(x: float, y: float) -> str:
    place = numbers(np.array([x, y]))
    return f"1 0 0 0 1 0 0 0 1 {place[0]} {place[1]} 0"


def _metadata(name: str, value: str) -> str:
    return f"<metadata name={quoteattr(name)}>{_escape(value)}</metadata>"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def colour_changes(plate: Plate, settings: Print3D) -> list[tuple[float, str]]:
    """Each filament change as the ``print_z`` (top) of the first layer in the new filament,
    and its colour; none without glyphs or unless ``--colours layer``. Raised glyphs: one
    change, at the first glyph layer. Sunk glyphs: to the glyph colour ``INK_UNDER`` below
    their cavities' floor, and back to the body's at the first layer round the cavities."""
    base = plate.change_z
    if base is None or settings.colours != "layer":
        return []
    ink = plate.glyph_colour or "#000000"
    if plate.sunk:
        under = round(max(settings.layer, base - settings.layers_up(INK_UNDER)), 4)
        return [
            (round(under + settings.layer, 4), ink),
            (round(base + settings.layer, 4), plate.colour),
        ]
    return [(round(base + settings.layer, 4), ink)]


def change_z(plate: Plate, settings: Print3D) -> float | None:
    """The ``print_z`` (top) of the first layer after the first filament change, None
    without one."""
    changes = colour_changes(plate, settings)
    return changes[0][0] if changes else None


def model_3mf(plate: Plate, settings: Print3D, title: str, version: str) -> dict[str, bytes]:
    """The package's files by name, for ``settings.slicer``."""
    bambu = settings.slicer in ("bambu", "orca")
    prusa = settings.slicer == "prusa"
    head = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        f'<model unit="millimeter" xml:lang="en-US" xmlns="{CORE}"',
        f' xmlns:slic3rpe="{SLIC3RPE}">\n' if prusa else ">\n",
    ]
    if prusa:
        head.append(_metadata("slic3rpe:Version3mf", "1") + "\n")
    application = BAMBU_APPLICATION if bambu else f"kitgen-{version}"
    head += [_metadata("Title", title), "\n", _metadata("Application", application), "\n"]
    resources: list[str] = []
    items: list[str] = []
    prusa_objects: list[str] = []
    bambu_objects: list[str] = []
    instances: list[str] = []
    next_id = 1
    for number, name, found, x, y in parts(plate, settings):
        if bambu:
            part_ids = []
            for part in found:
                resources.append(
                    f'<object id="{next_id}" type="model">{mesh_xml(part.mesh)}</object>\n'
                )
                part_ids.append((next_id, part))
                next_id += 1
            components = "".join(f'<component objectid="{i}"/>' for i, _ in part_ids)
            resources.append(
                f'<object id="{next_id}" type="model" name={quoteattr(name)}>'
                f"<components>{components}</components></object>\n"
            )
            bambu_objects.append(_bambu_object(next_id, name, part_ids))
            instances.append(_bambu_instance(next_id, number))
        else:
            mesh = found[0].mesh
            for part in found[1:]:
                mesh = joined(mesh, part.mesh)
            resources.append(
                f'<object id="{next_id}" type="model" name={quoteattr(name)}>'
                f"{mesh_xml(mesh)}</object>\n"
            )
            prusa_objects.append(_prusa_object(next_id, name, found))
        items.append(f'<item objectid="{next_id}" transform="{_transform(x, y)}"/>\n')
        next_id += 1
    model = "".join(
        [
            *head,
            "<resources>\n",
            *resources,
            "</resources>\n<build>\n",
            *items,
            "</build>\n</model>\n",
        ]
    )
    files = {
        "[Content_Types].xml": CONTENT_TYPES.encode(),
        "_rels/.rels": RELS.encode(),
        "3D/3dmodel.model": model.encode(),
    }
    changes = colour_changes(plate, settings)
    if prusa:
        files["Metadata/Slic3r_PE_model.config"] = _config("".join(prusa_objects))
        if changes:
            codes = _pauses("code", "print_z", changes)
            files["Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml"] = (
                '<?xml version="1.0" encoding="utf-8"?>\n<custom_gcodes_per_print_z>\n'
                + codes
                + '<mode value="SingleExtruder"/>\n</custom_gcodes_per_print_z>\n'
            ).encode()
    if bambu:
        plate_xml = (
            '<plate>\n<metadata key="plater_id" value="1"/>\n'
            f'<metadata key="plater_name" value={quoteattr(title)}/>\n'
            '<metadata key="locked" value="false"/>\n' + "".join(instances) + "</plate>\n"
        )
        files["Metadata/model_settings.config"] = _config("".join(bambu_objects) + plate_xml)
        if changes:
            layers = _pauses("layer", "top_z", changes)
            files["Metadata/custom_gcode_per_layer.xml"] = (
                '<?xml version="1.0" encoding="utf-8"?>\n<custom_gcodes_per_layer>\n<plate>\n'
                '<plate_info id="1"/>\n' + layers + '<mode value="SingleExtruder"/>\n</plate>\n'
                "</custom_gcodes_per_layer>\n"
            ).encode()
    return files


def _config(body: str) -> bytes:
    """A slicer's ``<config>`` file (PrusaSlicer's objects, or Bambu Studio's and Orca's
    objects and plate) around ``body``."""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<config>\n' + body + "</config>\n").encode()


def _pauses(tag: str, height: str, changes: list[tuple[float, str]]) -> str:
    """The filament changes (``M600`` at each height, to each colour) as PrusaSlicer
    (``<code print_z>``) or Bambu Studio and Orca (``<layer top_z>``) list them."""
    return "".join(
        f'<{tag} {height}="{z:g}" type="0" extruder="1" color="{colour}" extra="" gcode="M600"/>\n'
        for z, colour in changes
    )


def _prusa_object(object_id: int, name: str, found: list[Part]) -> str:
    lines = [
        f' <object id="{object_id}" instances_count="1">\n',
        f'  <metadata type="object" key="name" value={quoteattr(name)}/>\n',
        '  <metadata type="object" key="extruder" value="1"/>\n',
    ]
    first = 0
    for part in found:
        last = first + len(part.mesh.triangles) - 1
        lines += [
            f'  <volume firstid="{first}" lastid="{last}">\n',
            f'   <metadata type="volume" key="name" value={quoteattr(part.name)}/>\n',
            '   <metadata type="volume" key="volume_type" value="ModelPart"/>\n',
            f'   <metadata type="volume" key="extruder" value="{part.filament}"/>\n',
            "  </volume>\n",
        ]
        first = last + 1
    return "".join(lines) + " </object>\n"


def _bambu_object(object_id: int, name: str, part_ids: list[tuple[int, Part]]) -> str:
    lines = [
        f' <object id="{object_id}">\n',
        f'  <metadata key="name" value={quoteattr(name)}/>\n',
        '  <metadata key="extruder" value="1"/>\n',
    ]
    for part_id, part in part_ids:
        lines += [
            f'  <part id="{part_id}" subtype="normal_part">\n',
            f'   <metadata key="name" value={quoteattr(part.name)}/>\n',
            '   <metadata key="matrix" value="1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1"/>\n',
            f'   <metadata key="extruder" value="{part.filament}"/>\n',
            "  </part>\n",
        ]
    return "".join(lines) + " </object>\n"


def _bambu_instance(object_id: int, number: int) -> str:
    return (
        "<model_instance>\n"
        f'<metadata key="object_id" value="{object_id}"/>\n'
        '<metadata key="instance_id" value="0"/>\n'
        f'<metadata key="identify_id" value="{number}"/>\n'
        "</model_instance>\n"
    )


def package(files: dict[str, bytes]) -> bytes:
    """``files`` as a ZIP (deflated, every entry dated 1980-01-01: the same bytes each run)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data, compresslevel=6)
    return buffer.getvalue()


def write_3mf(plate: Plate, settings: Print3D, title: str, version: str) -> bytes:
    return package(model_3mf(plate, settings, title, version))


def write_stl(plate: Plate, part: str) -> bytes:
    """A binary STL of the plate's pieces (``part`` "whole"), or of their bodies ("body") or
    glyphs ("glyphs"), placed as on the plate: STL holds one mesh and no colour."""
    chunks: list[bytes] = []
    count = 0
    for placed in plate.placed:
        mesh = getattr(placed.piece, part)
        if mesh.empty:
            continue
        mesh = mesh.moved(placed.x, placed.y)
        corners = mesh.vertices[mesh.triangles].astype(np.float32)
        normals = np.cross(corners[:, 1] - corners[:, 0], corners[:, 2] - corners[:, 0])
        lengths = np.linalg.norm(normals, axis=1, keepdims=True)
        normals = np.divide(normals, lengths, out=np.zeros_like(normals), where=lengths > 0)
        record = np.zeros(len(corners), dtype=[("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")])
        record["n"], record["v"] = normals, corners
        chunks.append(record.tobytes())
        count += len(corners)
    header = b"kitgen binary STL, millimetres".ljust(80, b" ")
    return header + struct.pack("<I", count) + b"".join(chunks)
