"""``kitgen schema COMMAND`` — the JSON Schema of what a command prints with ``--json``."""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.core.messages import N_


def _names(ctx: typer.Context, incomplete: str) -> list[str]:
    """Complete a schema name word by word (``kitgen schema game p`` -> ``play``, ``pass``)."""
    from kitgen.cli.complete import schema_words

    return schema_words(ctx.params.get("command") or (), incomplete)


def schema(
    command: Annotated[
        list[str] | None,
        typer.Argument(
            help=N_(
                "The command, as typed after kitgen: check, 'game play', code match show, "
                "tiles... or error (the answer to bad input). Leave out to list them."
            ),
            metavar="[COMMAND]...",
            show_default=False,
            autocompletion=_names,
        ),
    ] = None,
) -> None:
    """Print the JSON Schema (draft 2020-12) of a command's --json output."""
    from kitgen.api import schemas
    from kitgen.cli.answer import json_text

    if not command:
        typer.echo("\n".join(schemas.names()))
        return
    typer.echo(json_text(schemas.load(" ".join(command))))
