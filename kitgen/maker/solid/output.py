"""A kit's plates written: one 3MF (or STL) a plate, PNG previews, and what the answer says."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kitgen.core.messages import _, n_
from kitgen.core.wording import short
from kitgen.maker.output import Made, Output, WrittenFile
from kitgen.maker.solid.plates import Plate
from kitgen.maker.solid.settings import Print3D
from kitgen.maker.solid.threemf import colour_changes, write_3mf, write_stl


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("kitgen")
    except PackageNotFoundError:
        return "0"


def triangles(plate: Plate, settings: Print3D) -> int:
    if settings.colours == "multi":
        return sum(
            len(p.piece.body.triangles) + len(p.piece.glyphs.triangles) for p in plate.placed
        )
    return sum(len(p.piece.whole.triangles) for p in plate.placed)


def write_plates(
    plates: Sequence[Plate], base: Path, kind: str, settings: Print3D, out: Output
) -> list[dict[str, Any]]:
    """Write ``plates`` as ``BASE-1.3mf``, ``BASE-2.3mf``... (one plate: ``BASE.3mf``), their
    previews with ``--preview``; the figures of each plate."""
    version = _version()
    figures: list[dict[str, Any]] = []
    for number, plate in enumerate(plates, 1):
        stem = f"{base}-{number}" if len(plates) > 1 else str(base)
        if settings.format == "stl":
            parts = (
                ("body", "glyphs")
                if settings.colours == "multi" and plate.glyph_colour
                else ("whole",)
            )
            paths = []
            for part in parts:
                suffix = "" if part == "whole" else f"-{part}"
                path = Path(f"{stem}{suffix}.stl")
                out.write(
                    WrittenFile(path, kind, 1, pieces=len(plate.placed)), write_stl(plate, part)
                )
                paths.append(path)
            path = paths[0]
        else:
            path = Path(f"{stem}.3mf")
            out.write(
                WrittenFile(path, kind, 1, pieces=len(plate.placed)),
                write_3mf(plate, settings, plate.title, version),
            )
        if out.preview:
            from kitgen.maker.solid.preview import plate_png

            out.write(
                WrittenFile(path.with_suffix(".png"), "preview", 1, pieces=len(plate.placed)),
                plate_png(plate, settings, out.dpi),
            )
        changes = [z for z, _colour in colour_changes(plate, settings)]
        figures.append(
            {
                "file": str(path),
                "pieces": len(plate.placed),
                "colour": plate.colour,
                "glyph_colour": plate.glyph_colour if settings.colours != "one" else None,
                "colour_change_mm": changes[0] if changes else None,
                "colour_back_mm": changes[1] if len(changes) > 1 else None,
                "triangles": triangles(plate, settings),
            }
        )
    return figures


def made_3d(
    out: Output,
    settings: Print3D,
    plates: list[dict[str, Any]],
    extra: dict[str, Any] | None = None,
    notes: Sequence[str] = (),
    layered: bool = True,
) -> Made:
    """The answer: the printer, slicer and layers, each plate's filaments and colour change;
    ``layered``: every height was put on a layer, and the answer says so (a piece of
    sloping faces and one colour, a rack, leaves it out)."""
    figures: dict[str, Any] = {
        "printer": settings.printer.key,
        "printer_mm": [settings.printer.width, settings.printer.depth],
        "slicer": settings.slicer,
        "colours": settings.colours,
        "nozzle_mm": settings.nozzle,
        "layer_height_mm": settings.layer,
        "clearance_mm": settings.clearance,
        "plates": plates,
        **(extra or {}),
    }
    lines = [*notes]
    for number, plate in enumerate(plates, 1):
        # the values every plate's line may name (a message uses those its words name)
        pieces, change, back = plate["pieces"], plate["colour_change_mm"], plate["colour_back_mm"]
        said = {
            "n": number,
            "count": pieces,
            "colour": plate["colour"],
            "glyphs": plate["glyph_colour"],
        }
        if back is not None:
            lines.append(
                n_(
                    "plate {n}: {count} piece in {colour}, sunk glyphs in {glyphs}: filament "
                    "changes (M600) at {z} mm to the glyphs' and at {back} mm back to the body's",
                    "plate {n}: {count} pieces in {colour}, sunk glyphs in {glyphs}: filament "
                    "changes (M600) at {z} mm to the glyphs' and at {back} mm back to the body's",
                    pieces,
                    **said,
                    z=short(change),
                    back=short(back),
                )
            )
        elif change is not None:
            lines.append(
                n_(
                    "plate {n}: {count} piece in {colour}, glyphs in {glyphs}: filament change "
                    "(M600) at {z} mm",
                    "plate {n}: {count} pieces in {colour}, glyphs in {glyphs}: filament change "
                    "(M600) at {z} mm",
                    pieces,
                    **said,
                    z=short(change),
                )
            )
        elif plate["glyph_colour"] is not None and settings.colours == "multi":
            lines.append(
                n_(
                    "plate {n}: {count} piece in {colour} (filament 1), glyphs in {glyphs} "
                    "(filament 2)",
                    "plate {n}: {count} pieces in {colour} (filament 1), glyphs in {glyphs} "
                    "(filament 2)",
                    pieces,
                    **said,
                )
            )
        else:
            lines.append(
                n_(
                    "plate {n}: {count} piece in {colour}",
                    "plate {n}: {count} pieces in {colour}",
                    pieces,
                    **said,
                )
            )
    if not layered:
        return out.made(figures, lines)
    lines.append(
        _(
            "slice at {layer} mm layers (the first layer too) with a {nozzle} mm nozzle: every "
            "height is on a layer",
            layer=short(settings.layer),
            nozzle=short(settings.nozzle),
        )
    )
    return out.made(figures, lines)
