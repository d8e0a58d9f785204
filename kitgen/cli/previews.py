"""``--preview`` for every print command: PNGs beside the files, or a warning without cairo."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import typer

from kitgen.make.output import WrittenFile


def previews(pages: Sequence, base: Path, dpi: float) -> list[WrittenFile]:
    """Write a PNG per page beside ``base``; without the cairo library, warn and write none.

    Called after the PDFs or SVGs are written, so they are there either way.
    """
    from kitgen.make.render.png import CairoMissing, write_previews

    try:
        return write_previews(tuple(pages), base, dpi)
    except CairoMissing as err:
        typer.echo(f"warning: no PNG previews written: {err}", err=True)
        return []
