"""Options shared by the print commands, declared once so every command spells them alike."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

OutOpt = Annotated[Path, typer.Option("--out", help="Folder to write into (created if missing).")]
JsonOpt = Annotated[
    bool, typer.Option("--json", help="Print the files written as JSON instead of a summary.")
]
PaperOpt = Annotated[str, typer.Option("--paper", help="Paper size: a4 or letter.")]
SpecOpt = Annotated[
    Path | None, typer.Option("--spec", help="Your own kit spec (TOML) instead of the shipped one.")
]
MarginOpt = Annotated[
    float,
    typer.Option(
        "--margin", help="Printer margin in mm: nothing is printed closer to the paper's edge."
    ),
]
