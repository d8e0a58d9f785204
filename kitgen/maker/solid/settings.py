"""One 3D print's settings, built once from a kit command's ``--3d`` options."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.wording import decimal, short
from kitgen.maker.options import Print3DOptions
from kitgen.maker.solid.printers import Printer, parse_printer

#: mm between neighbouring pieces on a plate, and between the pieces and the bed's edge.
SPACING = 3.0
EDGE = 5.0
#: mm of the glyph colour under sunk glyphs (``--relief sunk --colours layer``): the floor of
#: their cavities, printed between two filament changes.
INK_UNDER = 0.4


@dataclass(frozen=True)
class Print3D:
    """The printer's bed, the slicer the 3MF is for, the colour mode (``one``, ``layer``,
    ``multi``), nozzle and layer height in mm, the clearance of parts that fit together,
    the file format (``3mf`` or ``stl``), and whether the glyphs are ``sunk`` into the
    pieces (``--relief sunk``) rather than raised."""

    printer: Printer
    slicer: str
    colours: str
    nozzle: float
    layer: float
    clearance: float
    format: str = "3mf"
    sunk: bool = False

    def layers(self, height: float) -> float:
        """``height`` rounded to whole layers (at least one), in mm to 0.0001."""
        return round(max(1, round(height / self.layer + 1e-9)) * self.layer, 4)

    def layers_up(self, height: float) -> float:
        """``height`` rounded up to whole layers (at least one)."""
        return round(max(1, math.ceil(height / self.layer - 1e-9)) * self.layer, 4)


def print_settings(options: Print3DOptions | Any, format: str | None = None) -> Print3D:
    """The settings of a ``--3d`` run (the declarations checked each value's range; the
    layer height against the nozzle is checked here, before any work). A command without
    ``--colours`` or ``--clearance`` (``calibrate 3d``) prints in one colour at the
    default clearance."""
    printer = parse_printer(options.printer)
    nozzle = options.nozzle
    layer = options.layer_height if options.layer_height is not None else nozzle / 2
    if layer > 0.75 * nozzle + 1e-9:
        raise KitgenError(
            _(
                "--layer-height {layer} mm is too high for a {nozzle} mm nozzle — give at most "
                "{most} mm (three quarters of the nozzle)",
                layer=short(layer),
                nozzle=short(nozzle),
                most=short(math.floor(0.75 * nozzle * 100 + 1e-9) / 100),
            )
        )
    slicer = options.slicer or printer.slicer
    return Print3D(
        printer,
        slicer,
        getattr(options, "colours", "one"),
        nozzle,
        round(layer, 4),
        getattr(options, "clearance", Print3DOptions.clearance),
        format or "3mf",
        getattr(options, "relief", "raised") == "sunk",
    )


def least_text(nozzle: float, font: str, grow: float = 0.0) -> float:
    """The least height of text in ``font`` whose strokes the nozzle prints, up to 0.1 mm
    (its outline grown ``grow`` mm all round)."""
    from kitgen.maker.solid.shapes import stroke

    return math.ceil((nozzle - 2 * grow) / stroke(font) * 10 - 1e-9) / 10


def check_stroke(size: float, font: str, nozzle: float, what: str, grow: float = 0.0) -> None:
    """Refuse text whose strokes (``size`` mm in ``font``, the outline grown ``grow`` mm all
    round) are thinner than the nozzle."""
    from kitgen.maker.solid.shapes import stroke

    width = size * stroke(font) + 2 * grow
    if width < nozzle - 1e-9:
        least = least_text(nozzle, font, grow)
        raise KitgenError(
            _(
                "{what}: text {size} mm high has strokes {width} mm wide, thinner than the "
                "{nozzle} mm nozzle prints — give larger pieces (text {least} mm high or more) "
                "or a finer --nozzle",
                what=what,
                size=decimal(size, 2),
                width=decimal(width, 2),
                nozzle=short(nozzle),
                least=short(least),
            )
        )
