"""``calibrate duplex``: two pages that measure how far a duplex printer shifts (and turns)
the back."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_
from kitgen.core.options import pair
from kitgen.maker.options import Excludes, PaperOptions, PrintAndPlayOptions, restated
from kitgen.maker.output import Made, Output


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class CalibrateDuplexOptions(PaperOptions):
    """``kitgen calibrate duplex``: the paper, and a back offset to check."""

    back_offset: tuple[float, ...] | None = restated(PrintAndPlayOptions, "back_offset", panel="")
    readings: tuple[float, ...] | None = pair(
        None,
        low=-5.0,
        high=5.0,
        items=4,
        unit="mm",
        give=N_("the readings off the scales, -5 to 5 mm"),
        help=N_(
            "The X and Y read at crosses 2 and 5 of a printed sheet (mm, -5 to 5): prints "
            "the --back-offset X,Y,DEG they give (the turn too) and writes the sheet with it "
            "applied, to check."
        ),
        metavar="X2,Y2,X5,Y5",
    )


OPTIONS = CalibrateDuplexOptions

CONFLICTS = (
    Excludes(
        "readings",
        ("back_offset",),
        N_("--readings works out the back offset — give --readings or --back-offset, not both"),
    ),
)


def build(options: CalibrateDuplexOptions, out: Output) -> Made:
    from kitgen.core.messages import _
    from kitgen.maker.imposition.duplex import (
        calibration_pages,
        offset_from_readings,
        parse_back_offset,
    )
    from kitgen.maker.layout import paper as paper_size
    from kitgen.maker.scene import Document

    sheet = paper_size(options.paper)
    notes: list[str] = []
    if options.readings is not None:
        offset = offset_from_readings(options.readings, sheet)
        notes.append(
            _(
                "your readings give --back-offset {offset} (X,Y in mm, the turn in degrees): "
                "print with it; the sheet written has it applied, every cross on 0",
                offset=offset.shown(),
            )
        )
    else:
        offset = parse_back_offset(options.back_offset)
    pages = calibration_pages(sheet, options.margin, offset)
    document = Document(_("Duplex calibration — kitgen"), pages)
    out.pdf(out.path("calibrate", "duplex", sheet.key, ext="pdf"), document, "calibration")
    return out.made(notes=notes)


HELP = N_(
    "Two pages that measure how far your duplex printer shifts (and turns) the back.\n\n"
    "Print both sides at 100 % (flip on the long edge), hold the sheet to the light from the "
    "front and read the back's scales under the crosses: that is --back-offset X,Y. When "
    "crosses 2 and 5 read differently the back is turned too: give the four numbers read "
    "there as --readings X2,Y2,X5,Y5 for --back-offset X,Y,DEG. Give --back-offset here to "
    "check a value: every cross then sits on 0."
)
