"""``kitgen build``: every output the kits list in ``templates/build.toml`` (or your file)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from kitgen.api.build import BuildOptions
from kitgen.cli import answer
from kitgen.cli.declared import option
from kitgen.cli.options import JsonOpt, OutOpt, QuietOpt


def build(
    kit: Annotated[str, option(BuildOptions, "kit")] = "all",
    out: OutOpt = Path("output"),
    paper: Annotated[str | None, option(BuildOptions, "paper")] = None,
    file: Annotated[str | None, option(BuildOptions, "file")] = None,
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
