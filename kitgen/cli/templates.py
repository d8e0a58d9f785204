"""``kitgen templates list`` and ``kitgen templates copy NAME [DIR]``: the shipped specs,
card texts and laser settings, to read by name or to copy and edit."""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.api.templates import HELP, CopyOptions
from kitgen.cli import answer
from kitgen.cli.declared import option
from kitgen.cli.options import group
from kitgen.core.errors import not_a_dash
from kitgen.core.messages import N_

app = group(HELP)


@app.command("list")
def list_templates(json_out: answer.JsonOpt = False) -> None:
    """List the shipped templates: name, and what each holds."""
    from kitgen.api.templates import templates

    answer.show(templates(), json_out)


@app.command("copy")
def copy(
    name: Annotated[str, option(CopyOptions, "name")],
    folder: Annotated[
        str,
        typer.Argument(
            help=N_("The folder to copy it into (created if missing). Default: here."),
            metavar="[DIR]",
            show_default=False,
        ),
    ] = ".",
    force: Annotated[bool, option(CopyOptions, "force")] = False,
    json_out: answer.JsonOpt = False,
) -> None:
    """Copy a shipped template into DIR under its own file name, to edit and give back
    with --spec FILE (or --texts, --material)."""
    from kitgen.api.templates import copy_template

    answer.show(copy_template(name, not_a_dash(folder), force=force), json_out)
