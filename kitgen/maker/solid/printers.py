"""The printers' beds: presets by name, or ``WIDTHxDEPTH`` in mm."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.errors import cited
from kitgen.core.messages import N_, _
from kitgen.maker.presets import MachineSizes, preset_or_size


# A record alike in shape to :class:`kitgen.maker.laser.parts.Bed` (``duplicates`` pairs
# them): a machine each, its own fields; what they share, a preset or a size, is
# :func:`kitgen.maker.presets.preset_or_size`.
@dataclass(frozen=True)
class Printer:
    """A printer's usable bed in mm and the slicer its users most often run."""

    key: str
    width: float
    depth: float
    name: str = ""
    slicer: str = "orca"

    @property
    def size(self) -> str:
        return f"{self.width:g}x{self.depth:g}"


PRINTERS: dict[str, Printer] = {
    "a1-mini": Printer("a1-mini", 180.0, 180.0, "Bambu Lab A1 mini", "bambu"),
    "a1": Printer("a1", 256.0, 256.0, "Bambu Lab A1", "bambu"),
    "p1s": Printer("p1s", 256.0, 256.0, "Bambu Lab P1S / P1P", "bambu"),
    "x1c": Printer("x1c", 256.0, 256.0, "Bambu Lab X1 Carbon", "bambu"),
    "mk4": Printer("mk4", 250.0, 210.0, "Original Prusa MK4 / MK4S", "prusa"),
    "mini": Printer("mini", 180.0, 180.0, "Original Prusa MINI", "prusa"),
    "ender3": Printer("ender3", 220.0, 220.0, "Creality Ender-3", "orca"),
}
DEFAULT_PRINTER = "mk4"
PRINTER_PRESETS = (
    "a1-mini (180x180), a1, p1s, x1c (256x256), mk4 (250x210), mini (180x180), ender3 (220x220)"
)
MIN_BED = 50.0
MAX_BED = 1000.0
#: ``--printer``: a preset or a size (alike in shape with the laser's ``BED_SIZES`` on purpose).
PRINTER_SIZES = MachineSizes(
    presets=PRINTERS,
    sides=lambda p: (p.width, p.depth),
    make=Printer,
    low=MIN_BED,
    high=MAX_BED,
    flag="--printer",
    give=N_("a width and depth from {low} to {high} mm"),
)


def parse_printer(text: str) -> Printer:
    """``"mk4"`` (a preset) or ``"220x220"`` (the bed's width and depth in mm)."""
    wrong = _(
        "--printer {text} is not a printer — give WIDTHxDEPTH in mm (e.g. 220x220) or one of: "
        "{printers}",
        text=cited(text),
        printers=", ".join(PRINTERS),
    )
    return preset_or_size(text, PRINTER_SIZES, wrong)
