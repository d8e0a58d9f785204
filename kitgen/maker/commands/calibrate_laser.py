"""``calibrate laser``: one small sheet to cut first, to find ``--kerf`` and ``--fit``, with a
hole for each part the games' records list for it (:mod:`kitgen.maker.fits`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.core.helptexts import filled
from kitgen.core.messages import N_, _
from kitgen.core.wording import decimal, sizes
from kitgen.maker.fits import SPEC_HELP
from kitgen.maker.options import (
    BED_PRESETS,
    FORMATS,
    LASER_FORMAT_HELP,
    JointOptions,
    LaserOptions,
    PreviewOptions,
    SpecOption,
    restated,
    scale_bar,
)
from kitgen.maker.output import Made, Output


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py). With
# calibrate 3d's: each fit test's own --format and --reference (their limits and help differ:
# ``scale_bar`` makes both), then the OPTIONS, CONFLICTS and build of every command module.
@dataclass(frozen=True)
class CalibrateLaserOptions(PreviewOptions, SpecOption):
    """``kitgen calibrate laser``: the sheet's thickness and the kerf to test."""

    spec: Path | None = restated(SpecOption, "spec", help=SPEC_HELP)

    thickness: float | None = restated(
        JointOptions,
        "thickness",
        help=N_(
            "Your sheet's measured thickness in mm, 1–10 (default: the stock the kits with a "
            "hole on the sheet are cut from, 3 mm): the comb's slots run from it − 0.2 to it "
            "+ 0.3 mm."
        ),
        panel="",
    )
    kerf: float = restated(LaserOptions, "kerf", panel="")
    bed: str = restated(
        LaserOptions,
        "bed",
        help=filled(
            N_(
                "The bed preset (or WIDTHxHEIGHT) whose software and settings the files are for "
                "(default 300x200, a K40's): {presets}."
            ),
            presets=BED_PRESETS,
        ),
        panel="",
    )
    software: str | None = restated(LaserOptions, "software", panel="")
    format: str | None = restated(
        LaserOptions,
        "format",
        panel="",
        choices=FORMATS,
        what="laser format",
        help=LASER_FORMAT_HELP,
    )
    material: Path | None = restated(LaserOptions, "material", panel="")
    fit: float = restated(
        JointOptions,
        "fit",
        help=N_(
            "The clearance the joints' dowel holes get, 0–1 mm (default 0.1): the test's "
            "dowel hole is the dowel + this."
        ),
        panel="",
    )
    reference: float = scale_bar(
        500.0,
        N_(
            "Length of the scale bar in mm, 40–500 (default 100, as boxes.py's reference): "
            "measured with the 20 mm square it tells a scale error from the kerf."
        ),
    )


OPTIONS = CalibrateLaserOptions

CONFLICTS = ()


def build(options: CalibrateLaserOptions, out: Output) -> Made:
    from kitgen.maker.commands.laser import laser_sheets
    from kitgen.maker.fits import FitHole, tried
    from kitgen.maker.laser import parse_bed
    from kitgen.maker.laser.fit_test import STOCK, fit_test
    from kitgen.maker.laser.material import load_material
    from kitgen.maker.laser.software import SOFTWARE

    bed = parse_bed(options.bed)
    program = SOFTWARE[options.software or bed.software]
    parts = tried("laser", FitHole, options.spec, options.fit)
    stock = next((p.fit.stock for p in parts if p.fit.stock is not None), STOCK)
    t = options.thickness or stock
    kerf = options.kerf
    holes = [(part.label, part.fit.diameter) for part in parts]
    test = fit_test(t, kerf, holes, bed.width, options.reference)
    w, h = test.page.width, test.page.height
    if (w > bed.width or h > bed.height) and (h > bed.width or w > bed.height):
        raise KitgenError(
            _(
                "the fit test, with a hole for each of its parts ({parts}), is {width} × "
                "{height} mm and does not fit the {bed} mm bed — give a bigger --bed or a "
                "shorter --reference",
                parts=", ".join(part.label for part in parts),
                bed=bed.size,
                **sizes(width=w, height=h),
            )
        )
    for written, data in laser_sheets(
        (test.page,), out.stem("laser-fit-test", f"{t:g}mm"), program
    ):
        out.write(written, data)
        if options.format == "lbrn2":
            from kitgen.maker.laser.lbrn2 import lbrn2_project

            project = lbrn2_project(test.page, load_material(bed.key, options.material), program)
            out.data(written.path.with_suffix(".lbrn2"), project, "lightburn")
        out.previews((test.page,), written.path)
    figures: dict[str, object] = {
        "size_mm": [test.page.width, test.page.height],
        "thickness_mm": t,
        "kerf_mm": kerf,
        "slot_widths_mm": list(test.slot_widths),
        "fit_parts": [
            {"part": p.name, "shape": "round", "sizes_mm": [d]}
            for p, d in zip(parts, test.holes, strict=True)
        ],
        # the keys of the answer before fit_parts, kept: each part's hole
        **{f"{p.name}_hole_mm": d for p, d in zip(parts, test.holes, strict=True)},
        "reference_mm": test.reference,
        "software": program.key,
    }
    widths = test.slot_widths
    # each hole's size with its unit (the sheet engraves it without: "peg ⌀6.4")
    said = [_("{part} ⌀{d} mm", part=label, **sizes(d=d)) for label, d in holes]
    length = test.reference
    notes = (
        _(
            "fit test {width} × {height} mm for {t} mm stock at kerf {kerf} mm: slots "
            "{narrowest} to {widest} mm, holes {holes}, scale bar {length} mm",
            narrowest=decimal(widths[0], 2),
            widest=decimal(widths[-1], 2),
            holes=", ".join(said),
            **sizes(width=w, height=h, t=t, kerf=kerf, length=length),
        ),
        _(
            "Measure the {length} mm bar (B) and the 20 mm square (S): scale = (B - S) / "
            "{span} (1 when your cutter is true to size); kerf = scale x {drawn} - S. Push "
            "the tab into the slots: the narrowest it slides into, minus {t}, is your --fit.",
            **sizes(length=length, span=length - 20, drawn=20 + kerf, t=t),
        ),
        program.note,
    )
    return out.made(figures, notes)


HELP = N_(
    "A laser fit test: a 100 mm scale bar, the 20 mm square, a kerf comb, a tab, and a hole "
    "for each of the kits' parts that fit in one (a token, a peg, a dowel)."
)
