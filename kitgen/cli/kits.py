"""The kit commands, generated from their declarations (``kitgen.make.commands``).

Each command's options come from its settings dataclass; the command parses them, calls
``kitgen.make`` and prints the files it wrote.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import typer

from kitgen.cli import answer
from kitgen.cli.declared import declared
from kitgen.cli.options import JsonOpt, OutOpt
from kitgen.make.commands import COMMANDS


def kit_command(command: str) -> Any:
    """The Typer command function of kit command ``command``."""
    module = importlib.import_module(COMMANDS[command])

    @declared(module.OPTIONS)
    def run(out: OutOpt = Path("output"), json_out: JsonOpt = False, **options: Any) -> None:
        from kitgen.api.make import make

        answer.show_made(make(command, out, **options), json_out)

    run.__doc__ = module.HELP
    run.__name__ = command.replace(" ", "_")
    return run


tiles = kit_command("tiles")

__all__ = ["tiles", "typer"]
