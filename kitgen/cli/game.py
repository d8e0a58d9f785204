"""``kitgen game``: keep a binary game in a file beside the board, and referee every move.

Thin: parse the arguments, call ``kitgen.game`` (``kitgen/api/game.py``), print the answer.
Only standard-library, typer and kitgen's light modules are imported here, so ``play``
answers at interpreter speed.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from kitgen.api import game as api
from kitgen.api.files import ForceOption
from kitgen.api.game import BotOptions, RulesFile
from kitgen.cli import answer
from kitgen.cli.declared import REQUIRED, answering, declared, option
from kitgen.cli.fileopts import WaitOpt
from kitgen.cli.game_moves import RACK, GameFileArg
from kitgen.cli.game_moves import moves as moves_command
from kitgen.cli.options import PlayerListOpt, PlayersOpt, group
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.names import players_given

app = group(api.GAME_HELP, name="game", context_settings={"help_option_names": ["-h", "--help"]})

FileArg = GameFileArg
MoveArg = Annotated[str, option(api.GameOptions, "move")]
PlayerOpt = Annotated[str | None, option(api.GameOptions, "player")]
JsonOpt = answer.JsonOpt
SpecOpt = Annotated[str | None, option(api.GameOptions, "spec")]
#: ``--tiles`` was ``game new``'s name for the spec; kept hidden for a release, with a warning.
OldTilesOpt = Annotated[str | None, typer.Option("--tiles", hidden=True, metavar="FILE")]
ForceOpt = Annotated[bool, option(ForceOption, "force")]
PngOpt = Annotated[str | None, option(api.GameOptions, "png")]
LeftOpt = Annotated[list[str] | None, option(api.GameOptions, "left")]
WentOutOpt = Annotated[str | None, option(api.GameOptions, "went_out")]
NobodyOutOpt = Annotated[bool, option(api.GameOptions, "nobody_out")]
CountArg = Annotated[str, option(api.GameOptions, "count")]
#: ``--out`` was ``game end``'s name for who went out (``--out`` names a folder elsewhere).
OldOutOpt = Annotated[str | None, typer.Option("--out", hidden=True, metavar="NAME")]


@app.command()
@declared(RulesFile, api.Rules, api.TileWords)
def new(
    file: FileArg,
    players: PlayersOpt = None,
    player: PlayerListOpt = None,
    spec: SpecOpt = None,
    tiles: OldTilesOpt = None,
    force: ForceOpt = False,
    wait: WaitOpt = None,
    as_json: JsonOpt = False,
    **house_rules: Any,
) -> None:
    """Start a game file: the rules in force, the tile set, the board and the players."""
    if tiles is not None:
        answer.deprecated("--tiles", "--spec")
        if spec is not None:
            raise KitgenError(_("give the tile spec once: --spec FILE (--tiles is its old name)"))
        spec = tiles
    names = players_given(players, player)
    started = api.new(file, names, spec=spec, force=force, wait=wait, **house_rules)
    answer.show(started, as_json)


API = "kitgen.api.game"
FILE = {"file": (FileArg, REQUIRED)}
JSON = {"as_json": (JsonOpt, False)}
WAIT = {"wait": (WaitOpt, None)}
PLAYER = {"player": (PlayerOpt, None)}
app.command("play", help=api.PLAY_HELP)(
    answering(f"{API}:play", own={**FILE, "move": (MoveArg, REQUIRED), **PLAYER, **JSON, **WAIT})
)
app.command("score", help=api.SCORE_HELP)(
    answering(f"{API}:score", own={**FILE, "move": (MoveArg, REQUIRED), **JSON})
)
app.command("show", help=api.SHOW_HELP)(
    answering(f"{API}:show", own={**FILE, "png": (PngOpt, None), **JSON})
)
app.command("undo", help=api.UNDO_HELP)(answering(f"{API}:undo", own={**FILE, **JSON, **WAIT}))
app.command("pass", help=api.PASS_HELP)(
    answering(f"{API}:pass_turn", own={**FILE, **PLAYER, **JSON, **WAIT})
)
app.command("exchange", help=api.EXCHANGE_HELP)(
    answering(
        f"{API}:exchange", own={**FILE, "count": (CountArg, REQUIRED), **PLAYER, **JSON, **WAIT}
    )
)


@app.command()
def end(
    file: FileArg,
    left: LeftOpt = None,
    went_out: WentOutOpt = None,
    nobody_out: NobodyOutOpt = False,
    wait: WaitOpt = None,
    old_out: OldOutOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """End the game: the player who went out adds the points left on the other racks.

    With the rule endgame = "standard", each other player also loses their own leftover.
    After the rules' scoreless turns in a row (or --nobody-out), nobody went out: give every
    player's rack with --left; each loses their own.
    """
    if old_out is not None:
        answer.deprecated("game end --out NAME", "--went-out NAME")
        went_out = went_out or old_out
    racks = api.parse_left(left or [])
    answer.show(api.end(file, racks, went_out, nobody_out, wait=wait), as_json)


app.command(name="moves", help=api.MOVES_HELP)(moves_command)
#: ``kitgen game bot``: a computer player picks (and with ``--play`` plays) a move for the rack
#: the family drew for it from the bag (the tiles stay on the table).
app.command(name="bot", help=api.BOT_HELP)(
    answering(f"{API}:bot", BotOptions, own={**FILE, **RACK, **JSON, **WAIT})
)
