"""Nim's kit command (``kitgen board nim``): a heap to play on, as a Markdown list — what a
plug-in game's ``kits`` entry brings (``OPTIONS``, ``CONFLICTS``, ``HELP``, ``build``)."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.options import whole
from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class NimBoardOptions:
    heap: int = whole(7, low=1, high=21, help="Stones on the heap.")


OPTIONS = NimBoardOptions
CONFLICTS = ()
HELP = "A heap of stones to play Nim on."


def build(options: NimBoardOptions, out: Output) -> Made:
    lines = ["# Nim", *(f"- stone {n}" for n in range(1, options.heap + 1))]
    out.data(out.path("nim", "heap", ext="md"), "\n".join(lines) + "\n", "board")
    return out.made()
