"""``calibrate 3d``: one small plate to print first, to find ``--clearance``: a bar of holes
or pockets for each part the games' records list for it (:mod:`kitgen.maker.fits`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kitgen.core.messages import N_, _
from kitgen.core.wording import sizes
from kitgen.maker.fits import SPEC_HELP
from kitgen.maker.options import (
    FORMATS_3D,
    SHORTEST_BAR,
    LaserOptions,
    PreviewOptions,
    Print3DOptions,
    SpecOption,
    restated,
    scale_bar,
)
from kitgen.maker.output import Made, Output


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py). With
# calibrate laser's: each fit test's own --format and --reference (their limits and help differ:
# ``scale_bar`` makes both), then the OPTIONS, CONFLICTS and build of every command module.
@dataclass(frozen=True)
class Calibrate3DOptions(PreviewOptions, SpecOption):
    """``kitgen calibrate 3d``: the printer, slicer, nozzle and layers of the test print."""

    spec: Path | None = restated(SpecOption, "spec", help=SPEC_HELP)

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

    room = settings.printer.width - 2 * EDGE
    if options.reference + 6.0 > room and room - 6.0 < SHORTEST_BAR:
        raise KitgenError(
            _(
                "the {length} mm scale bar does not fit the {printer} bed, nor does the "
                "shortest ({least} mm) — give a bigger --printer",
                printer=settings.printer.key,
                **sizes(length=options.reference, least=SHORTEST_BAR),
            )
        )
    if options.reference + 6.0 > room:
        raise KitgenError(
            _(
                "the {length} mm scale bar does not fit the {printer} bed — give a shorter "
                "--reference (at most {most} mm) or a bigger --printer",
                printer=settings.printer.key,
                **sizes(length=options.reference, most=room - 6.0),
            )
        )
    from kitgen.maker.fits import Fit3D, tried
    from kitgen.maker.kits.fit_test_3d import fit_test, part_note
    from kitgen.maker.solid.output import made_3d, write_plates

    parts = tried("3d", Fit3D, options.spec, settings)
    test = fit_test(parts, options.reference, settings, _("kitgen fit test"))
    base = out.stem("fit-test-3d", settings.printer.key)
    figures = write_plates([test.plate], base, "calibration", settings, out)
    extra: dict[str, object] = {
        "fit_parts": [
            {"part": b.part, "shape": b.shape, "size_mm": b.size, "sizes_mm": list(b.sizes)}
            | ({"depth_mm": b.depth, "depths_mm": list(b.depths)} if b.depth is not None else {})
            for b in test.bars
        ],
        "text_sizes_mm": list(test.text_sizes),
        "reference_mm": test.reference,
    }
    # the keys of the answer before fit_parts, kept: each round part's holes, the first
    # square part's pockets
    extra.update({f"{b.part}_holes_mm": list(b.sizes) for b in test.bars if b.shape == "round"})
    pockets = [list(b.sizes) for b in test.bars if b.shape == "square"]
    extra.update({"pockets_mm": pockets[0]} if pockets else {})
    notes = [part_note(part.label, bar) for part, bar in zip(parts, test.bars, strict=True)]
    notes.append(
        _(
            "The clearance printed under the tightest hole or pocket that still fits by hand "
            "is your --clearance. The smallest row of figures that prints clean is the least "
            "text size ({least} mm) for this nozzle. Measure the scale bar: {length} mm when "
            "your printer is true to size.",
            **sizes(least=test.text_sizes[0], length=test.reference),
        )
    )
    return made_3d(out, settings, figures, extra, tuple(notes))


HELP = N_(
    "A 3D-print fit test: holes or pockets for the kits' parts at a range of clearances, "
    "with a test piece of each, the smallest text the nozzle prints, and a 100 mm scale bar."
)
