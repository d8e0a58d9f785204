"""``kitgen build``: every output the kits list in ``templates/build.toml`` (or your file)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli import answer, complete
from kitgen.cli.options import JsonOpt, OutOpt, QuietOpt
from kitgen.core.messages import N_


def build(
    kit: Annotated[
        str,
        typer.Argument(
            help=N_("Which kit to build, or 'all'."), metavar="[KIT]", autocompletion=complete.kits
        ),
    ] = "all",
    out: OutOpt = Path("output"),
    paper: Annotated[
        str | None,
        typer.Option(
            "--paper",
            help=N_("Print every paper step on this paper (a4 or letter) instead of the file's."),
            metavar="a4|letter",
            autocompletion=complete.papers,
        ),
    ] = None,
    file: Annotated[
        Path | None,
        typer.Option(
            "--file",
            help=N_(
                "Your own build file (TOML, the format of templates/build.toml) instead of "
                "the shipped one."
            ),
            metavar="FILE",
        ),
    ] = None,
    json_out: JsonOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Build every output the kit specs list (PDFs, laser files, previews) into --out."""
    from kitgen.api.build import build_steps, run_steps

    steps = build_steps(kit, paper, file)
    if quiet or not sys.stderr.isatty():  # a progress bar on a terminal only
        made = run_steps(steps, out)
    else:
        with typer.progressbar(steps, label=f"building {kit}", file=sys.stderr) as bar:
            made = run_steps(bar, out)
    answer.show_made(made, json_out, quiet)
