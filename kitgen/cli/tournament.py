"""``kitgen tournament`` — a class round robin: new, round, show.

Thin: the arguments and options come from their declarations (``kitgen.api.tournament``),
the library records and works out the standings, the answer is printed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from kitgen.api import tournament as api
from kitgen.api.files import ForceOption
from kitgen.cli import answer
from kitgen.cli.declared import answering, declared, given, option
from kitgen.cli.fileopts import WaitOpt
from kitgen.cli.options import PlayerListOpt, PlayersOpt, group

API = "kitgen.api.tournament"
app = group(api.HELP)

FileArg = Annotated[Path, option(api.TournamentFile, "file")]


@app.command("new", help=api.NEW_HELP)
@declared(api.NewOptions)
def new(
    file: FileArg,
    player: PlayerListOpt = None,
    players: PlayersOpt = None,
    force: Annotated[bool, option(ForceOption, "force")] = False,
    as_json: answer.JsonOpt = False,
    wait: WaitOpt = None,
    **options: Any,
) -> None:
    result = api.new(file, players or (), player=player, force=force, wait=wait, **options)
    answer.show(result, as_json)


app.command("round", help=api.ROUND_HELP)(
    answering(
        f"{API}:round",
        own={
            **given(api.TournamentFile, "file", required=True),
            **given(api.RoundOptions, "result"),
            "as_json": (answer.JsonOpt, False),
            "wait": (WaitOpt, None),
        },
    )
)
app.command("show", help=api.SHOW_HELP)(
    answering(
        f"{API}:show",
        own={
            **given(api.TournamentFile, "file", required=True),
            **given(api.ShowOptions, "sheet"),
        },
    )
)
