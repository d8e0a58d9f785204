"""The binary game's ``--rules FILE`` option, shared by ``kitgen check`` and ``kitgen game new``.

Their house-rule flags are generated from the ``Rules`` declarations
(``kitgen/games/binary/rules.py``) by ``@declared(Rules)``; a flag given overrides the file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.paths import file_name
from kitgen.core.messages import N_
from kitgen.games.binary.rules import PANEL

RulesFileOpt = Annotated[
    Path | None,
    typer.Option(
        "--rules",
        help=N_("TOML rules file with the house rules (flags given here override it)."),
        rich_help_panel=PANEL,
        show_default=False,
        metavar="FILE",
        parser=file_name,
    ),
]
