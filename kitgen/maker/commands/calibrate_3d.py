"""``calibrate 3d``: one small plate to print first, to find ``--clearance``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kitgen.core.messages import N_, _
from kitgen.maker.options import (
    FORMATS_3D,
    LaserOptions,
    PreviewOptions,
    Print3DOptions,
    SpecOption,
    restated,
    scale_bar,
)
from kitgen.maker.output import Made, Output


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class Calibrate3DOptions(PreviewOptions, SpecOption):
    """``kitgen calibrate 3d``: the printer, slicer, nozzle and layers of the test print."""

    spec: Path | None = restated(
        SpecOption,
        "spec",
        help=N_(
            "Your own ice cream kit spec (TOML) for the peg's diameter and length, instead of "
            "the shipped kit's (6 mm)."
        ),
    )
    printer: str = restated(Print3DOptions, "printer", panel="")
    slicer: str | None = restated(Print3DOptions, "slicer", panel="")
    nozzle: float = restated(Print3DOptions, "nozzle", panel="")
    layer_height: float | None = restated(Print3DOptions, "layer_height", panel="")
    format: str | None = restated(
        LaserOptions,
        "format",
        panel="",
        choices=FORMATS_3D,
        what="file format",
        help=N_("3mf (default), or stl (one mesh)."),
    )
    reference: float = scale_bar(
        300.0,
        N_(
            "Length of the scale bar in mm, 40–300 (default 100): measure it to tell a "
            "printer's scale error from the clearance."
        ),
    )


OPTIONS = Calibrate3DOptions

CONFLICTS = ()


def build(options: Calibrate3DOptions, out: Output) -> Made:
    from kitgen.maker.solid.settings import print_settings

    settings = print_settings(options, options.format)
    from kitgen.core.errors import KitgenError
    from kitgen.maker.solid.settings import EDGE
    from kitgen.maker.specs.icecream import load_icecream_spec
    from kitgen.maker.specs.tiles import load_tile_spec

    room = settings.printer.width - 2 * EDGE
    if options.reference + 6.0 > room:
        raise KitgenError(
            _(
                "the {length} mm scale bar does not fit the {printer} bed — give a shorter "
                "--reference (at most {most} mm) or a bigger --printer",
                length=f"{options.reference:g}",
                printer=settings.printer.key,
                most=f"{room - 6.0:g}",
            )
        )
    # The fit test is a peg of the ice cream kit beside a tile of the binary kit: the two
    # printed kits' parts, named on purpose (no game brings it; tools/game_names.py counts it).
    kit = load_icecream_spec(options.spec)
    tiles = load_tile_spec()
    from kitgen.maker.kits.binary_tiles_3d import geometry_3d, tile_piece
    from kitgen.maker.kits.fit_test_3d import fit_test
    from kitgen.maker.kits.icecream_3d import peg_piece
    from kitgen.maker.solid.output import made_3d, write_plates

    blank = next(face for face in tiles.faces if face.blank)
    tile = tile_piece(blank, geometry_3d(tiles), None, settings)
    peg = peg_piece(kit, kit.pegs.colours[0].colour, "", settings)
    title = _("kitgen fit test")
    test = fit_test(
        peg,
        tile,
        kit.pegs.diameter,
        tiles.tile.width,
        options.reference,
        settings,
        title,
    )
    base = out.stem("fit-test-3d", settings.printer.key)
    figures = write_plates([test.plate], base, "calibration", settings, out)
    extra = {
        "peg_holes_mm": list(test.peg_holes),
        "pockets_mm": list(test.pockets),
        "text_sizes_mm": list(test.text_sizes),
        "reference_mm": test.reference,
    }
    note = _(
        "Push the test peg into the holes (peg {peg} mm, holes {first} to {last} mm) and the "
        "test tile into the pockets ({small} to {large} mm): the clearance printed under the "
        "tightest that still fits by hand is your --clearance. The smallest row of figures "
        "that prints clean is the least text size ({least} mm) for this nozzle. Measure the "
        "scale bar: {length} mm when your printer is true to size.",
        peg=f"{kit.pegs.diameter:g}",
        first=f"{test.peg_holes[0]:g}",
        last=f"{test.peg_holes[-1]:g}",
        small=f"{test.pockets[0]:g}",
        large=f"{test.pockets[-1]:g}",
        least=f"{test.text_sizes[0]:g}",
        length=f"{test.reference:g}",
    )
    return made_3d(out, settings, figures, extra, (note,))


HELP = N_(
    "A 3D-print fit test: peg holes and tile pockets at a range of clearances, the smallest "
    "text the nozzle prints, and a 100 mm scale bar."
)
