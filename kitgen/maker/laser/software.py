"""The software a laser file is for, and the colours that software reads.

Cutter software decides what to do with a shape by its colour, each its own way, so the
colours of a laser SVG are a property of the program that will open it, not of kitgen:

- **K40 Whisperer** (the free driver most K40 owners use): a stroke within 10 of pure red
  (R ≥ 245, G ≤ 10, B ≤ 10) is cut, one within 10 of pure blue is vector-engraved, and
  everything else is rastered (engraved line by line) — so an inner cut drawn dark red
  (``#A00000``) would be rastered as a hairline, not cut. Both cut layers are therefore pure
  red. It cuts the inside paths first when *Cut Inside First* is on (Settings → Advanced
  Settings, on by default), and in file order when it is off: the holes come first in the
  file either way. Checked against K40 Whisperer 0.65's source (``svg_reader.py``,
  ``SVG_READER.colmod``: ``delta = 10``; ``k40_whisperer.py``: ``inside_first``, default 1),
  as published by Scorch Works (copy read: github.com/jkramarz/K40-Whisperer).
- **LightBurn**: a colour is a layer of its 30-colour palette (00 black, 01 blue, 02 red,
  10 dark red ``#A00000``...), each layer with its own mode, speed and power; layers run in
  their priority order and *Cut inner shapes first* is an optimisation setting. Inner and
  outer cuts get two palette colours, so they are two layers.
- **Glowforge** (its web app): an unfilled shape with a stroke is a cut (or, chosen by hand,
  a score), a filled shape without one an engrave; every distinct colour is a step of its
  own, which the user can reorder. Two reds keep the inner cuts a step of their own.
- **xTool Creative Space**: a colour is a layer whose processing (cut, score, engrave) the
  user sets; its *Auto planning* cuts from the inside out by itself (xTool's support article
  on processing path planning).

Every bed preset names the program its users most often drive it with (``Bed.software``).
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.errors import unknown_choice
from kitgen.core.messages import N_, _

#: The laser layers whose colour the software reads (the engrave layer is a black fill).
COLOURED = ("engrave", "score", "cut-inner", "cut-outer")


@dataclass(frozen=True)
class Software:
    """One cutter program: its name, the colour of each laser layer in the files for it, and
    how it orders the cuts (a line for the command's output and the SVG's description)."""

    key: str
    name: str
    colours: dict[str, str]
    order: str

    def colour(self, layer: str) -> str:
        return self.colours[layer]

    @property
    def advice(self) -> str:
        """How to run the file in this program, in the current language."""
        return _(self.order)

    @property
    def note(self) -> str:
        """``for K40 Whisperer: red (#FF0000) is cut...``: the line the command prints and the
        SVG's description ends with."""
        return _("for {program}: {advice}", program=self.name, advice=self.advice)


LIGHTBURN_COLOURS = {
    "engrave": "#000000",
    "score": "#0000FF",
    "cut-inner": "#A00000",
    "cut-outer": "#FF0000",
}

SOFTWARE: dict[str, Software] = {
    "lightburn": Software(
        "lightburn",
        "LightBurn",
        LIGHTBURN_COLOURS,
        N_(
            "each colour is a layer (00 black engrave: set it to Fill; 01 blue score; "
            "10 dark red inner cuts; 02 red outlines); run them in that order and keep "
            "Optimization → Cut inner shapes first on"
        ),
    ),
    "k40-whisperer": Software(
        "k40-whisperer",
        "K40 Whisperer",
        {"engrave": "#000000", "score": "#0000FF", "cut-inner": "#FF0000", "cut-outer": "#FF0000"},
        N_(
            "red (#FF0000) is cut, blue (#0000FF) vector-engraved, black rastered; "
            "keep Settings → Advanced Settings → Cut Inside First on (its default): the holes "
            "come first in the file too"
        ),
    ),
    "glowforge": Software(
        "glowforge",
        "the Glowforge app",
        LIGHTBURN_COLOURS,
        N_(
            "black fills are engraves, every stroke colour a cut step; set the blue "
            "step to Score and keep the dark red step (holes) before the red one (outlines)"
        ),
    ),
    "xtool": Software(
        "xtool",
        "xTool Creative Space",
        LIGHTBURN_COLOURS,
        N_(
            "set black to Engrave (fill), blue to Score, both reds to Cut; "
            "its Auto planning cuts inner shapes first"
        ),
    ),
}
DEFAULT_SOFTWARE = "lightburn"  # for a bed given as WIDTHxHEIGHT that is no preset's size


def software(key: str) -> Software:
    """The program named ``key`` (one of :data:`SOFTWARE`)."""
    if key not in SOFTWARE:
        raise unknown_choice("laser software", key, tuple(SOFTWARE))
    return SOFTWARE[key]
