"""``calibrate duplex``: two pages that measure how far a duplex printer shifts the back."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.maker.options import PaperOptions, PrintAndPlayOptions, restated
from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class CalibrateDuplexOptions(PaperOptions):
    """``kitgen calibrate duplex``: the paper, and a back offset to check."""

    back_offset: str | None = restated(PrintAndPlayOptions, "back_offset", panel="")


OPTIONS = CalibrateDuplexOptions

CONFLICTS = ()


def build(options: CalibrateDuplexOptions, out: Output) -> Made:
    from kitgen.maker.imposition.duplex import calibration_pages, parse_back_offset
    from kitgen.maker.layout import paper as paper_size
    from kitgen.maker.scene import Document

    sheet = paper_size(options.paper)
    pages = calibration_pages(sheet, options.margin, parse_back_offset(options.back_offset))
    document = Document("kitgen duplex calibration", pages)
    out.pdf(out.path("calibrate", "duplex", sheet.key, ext="pdf"), document, "calibration")
    return out.made()


HELP = (
    "Two pages that measure how far your duplex printer shifts the back.\n\n"
    "Print both sides at 100 % (flip on the long edge), hold the sheet to the light from the "
    "front and read the back's scales under the crosses: that is --back-offset X,Y. Give "
    "--back-offset here too to check a value: every cross then sits on 0."
)
