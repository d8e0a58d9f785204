"""Options of the commands that change a file (game, match), declared once."""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.api.files import DEFAULT_WAIT, WaitOption, on_wait
from kitgen.cli.answer import quiet
from kitgen.cli.declared import option

# The commands that change a file import this module: a wait for another kitgen's lock is
# said on stderr after a second, unless --quiet (the library itself prints nothing).
on_wait(lambda line: None if quiet() else typer.echo(line, err=True))

#: ``--wait SECONDS``, from its declaration (``kitgen.api.files.WaitOption``); ``None``: not given.
WaitOpt = Annotated[str | None, option(WaitOption, "wait")]

__all__ = ["DEFAULT_WAIT", "WaitOpt"]
