"""``calibrate laser``: one small sheet to cut first, to find ``--kerf`` and ``--fit``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kitgen.maker.options import (
    BED_PRESETS,
    JointOptions,
    LaserOptions,
    PreviewOptions,
    SpecOption,
    restated,
)
from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class CalibrateLaserOptions(PreviewOptions, SpecOption):
    """``kitgen calibrate laser``: the sheet's thickness and the kerf to test."""

    thickness: float | None = restated(
        JointOptions,
        "thickness",
        help="Your sheet's measured thickness in mm, 1-10 (default: the ice cream kit spec's, "
        "3 mm): the comb's slots run from it - 0.2 to it + 0.3 mm.",
        panel="",
    )
    kerf: float = restated(LaserOptions, "kerf", panel="")
    bed: str = restated(
        LaserOptions,
        "bed",
        help="The bed preset (or WIDTHxHEIGHT) whose software and settings the files are for "
        f"(default 300x200, a K40's): {BED_PRESETS}.",
        panel="",
    )
    software: str | None = restated(LaserOptions, "software", panel="")
    format: str = restated(LaserOptions, "format", panel="")
    material: Path | None = restated(LaserOptions, "material", panel="")


OPTIONS = CalibrateLaserOptions

CONFLICTS = ()


def build(options: CalibrateLaserOptions, out: Output) -> Made:
    from kitgen.maker.commands.laser import laser_sheets
    from kitgen.maker.laser import parse_bed
    from kitgen.maker.laser.fit_test import fit_test
    from kitgen.maker.laser.material import load_material
    from kitgen.maker.laser.software import SOFTWARE
    from kitgen.maker.specs.icecream import load_icecream_spec

    bed = parse_bed(options.bed)
    program = SOFTWARE[options.software or bed.software]

    kit = load_icecream_spec(options.spec)
    t = options.thickness or kit.material.thickness
    kerf, c = options.kerf, kit.material.clearance
    test = fit_test(t, kerf, kit.token.diameter + c, kit.pegs.diameter + c)
    for written, data in laser_sheets(
        (test.page,), out.stem("laser-fit-test", f"{t:g}mm"), program
    ):
        out.write(written, data)
        if options.format == "lbrn2":
            from kitgen.maker.laser.lbrn2 import lbrn2_project

            project = lbrn2_project(test.page, load_material(bed.key, options.material), program)
            out.data(written.path.with_suffix(".lbrn2"), project, "lightburn")
        out.previews((test.page,), written.path)
    figures = {
        "size_mm": [test.page.width, test.page.height],
        "thickness_mm": t,
        "kerf_mm": kerf,
        "slot_widths_mm": list(test.slot_widths),
        "token_hole_mm": test.token_hole,
        "peg_hole_mm": test.peg_hole,
        "software": program.key,
    }
    widths = test.slot_widths
    notes = (
        f"fit test {test.page.width:g} x {test.page.height:g} mm for {t:g} mm stock at kerf "
        f"{kerf:g} mm: slots {widths[0]:.2f} to {widths[-1]:.2f} mm, token hole "
        f"{test.token_hole:g} mm, peg hole {test.peg_hole:g} mm",
        f"Measure the square: kerf = {kerf:g} + (20 - measured). Push the tab into the slots: "
        f"the narrowest it slides into, minus {t:g}, is your --fit.",
        program.note,
    )
    return out.made(figures, notes)


HELP = "A laser fit test: a kerf comb, a tab, the 20 mm square, a token hole and a peg hole."
