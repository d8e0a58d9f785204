"""``kitgen tournament`` — a class round robin: new, round, show. Thin: every argument and
option from its declaration (``kitgen.api.tournament``), the library's answer printed."""

from __future__ import annotations

from kitgen.api import tournament as api
from kitgen.api.files import ForceOption, WaitOption
from kitgen.cli.answer import JsonOpt
from kitgen.cli.declared import answering, given
from kitgen.cli.options import group
from kitgen.core.names import PlayersOptions

API = "kitgen.api.tournament"
FILE = given(api.TournamentFile, "file", required=True)
JSON_AND_WAIT = {"as_json": (JsonOpt, False), **given(WaitOption, "wait")}
app = group(api.HELP)
app.command("new", help=api.NEW_HELP)(
    answering(
        f"{API}:new",
        api.NewOptions,
        own={
            **FILE,
            **given(PlayersOptions, "players", "player"),
            **given(ForceOption, "force"),
            **JSON_AND_WAIT,
        },
    )
)
app.command("round", help=api.ROUND_HELP)(
    answering(f"{API}:round", own={**FILE, **given(api.RoundOptions, "result"), **JSON_AND_WAIT})
)
app.command("show", help=api.SHOW_HELP)(
    answering(f"{API}:show", own={**FILE, **given(api.ShowOptions, "sheet")})
)
