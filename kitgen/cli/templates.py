"""``kitgen templates list`` and ``kitgen templates copy NAME [DIR]``: the shipped specs,
card texts and laser settings, to read by name or to copy and edit."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.api.templates import HELP, CopyOptions
from kitgen.cli import answer
from kitgen.cli.declared import option
from kitgen.cli.options import group
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _

app = group(HELP)


@app.command("list")
def list_templates(json_out: answer.JsonOpt = False) -> None:
    """List the shipped templates: name, and what each holds."""
    from kitgen.api.templates import templates

    answer.show(templates(), json_out)


def _copy_folder(value: str | Path) -> Path:
    """DIR as a path; an empty name is refused (it is not --out, and ``Path('')`` is here)."""
    if isinstance(value, str) and not value.strip():
        raise KitgenError(
            _("the folder name is empty — give the folder to copy into, or none to copy here")
        )
    return Path(value)


@app.command("copy")
def copy(
    name: Annotated[str, option(CopyOptions, "name")],
    folder: Annotated[
        Path,
        typer.Argument(
            help=N_("The folder to copy it into (created if missing). Default: here."),
            metavar="[DIR]",
            show_default=False,
            parser=_copy_folder,
        ),
    ] = Path("."),
    force: Annotated[bool, option(CopyOptions, "force")] = False,
    json_out: answer.JsonOpt = False,
) -> None:
    """Copy a shipped template into DIR under its own file name, to edit and give back
    with --spec FILE (or --texts, --material)."""
    from kitgen.api.templates import copy_template

    answer.show(copy_template(name, folder, force=force), json_out)
