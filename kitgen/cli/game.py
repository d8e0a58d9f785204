"""``kitgen game``: keep a binary game in a file beside the board, and referee every move.

Thin: parse the arguments, call ``kitgen.game`` (``kitgen/api/game.py``), print the answer.
Only standard-library, typer and kitgen's light modules are imported here, so ``play``
answers at interpreter speed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from kitgen.api import game as api
from kitgen.api.files import ForceOption
from kitgen.api.game import RulesFile
from kitgen.cli import answer
from kitgen.cli.declared import declared, option
from kitgen.cli.fileopts import WaitOpt
from kitgen.cli.options import PlayerListOpt, PlayersOpt, group
from kitgen.cli.referees import add_referees
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.names import players_given

app = group(api.GAME_HELP, name="game", context_settings={"help_option_names": ["-h", "--help"]})

#: The FILE argument of every ``kitgen game`` command.
FileArg = Annotated[Path, option(api.GameOptions, "file")]
JsonOpt = answer.JsonOpt
SpecOpt = Annotated[str | None, option(api.GameOptions, "spec")]
#: ``--tiles`` was ``game new``'s name for the spec; kept hidden for a release, with a warning.
OldTilesOpt = Annotated[str | None, typer.Option("--tiles", hidden=True, metavar="FILE")]
ForceOpt = Annotated[bool, option(ForceOption, "force")]
LeftOpt = Annotated[list[str] | None, option(api.GameOptions, "left")]
WentOutOpt = Annotated[str | None, option(api.GameOptions, "went_out")]
NobodyOutOpt = Annotated[bool, option(api.GameOptions, "nobody_out")]
#: ``--out`` was ``game end``'s name for who went out (``--out`` names a folder elsewhere).
OldOutOpt = Annotated[str | None, typer.Option("--out", hidden=True, metavar="NAME")]


# The commands' parameters, one per option as typer wants them, alike in shape on purpose
# (``duplicates`` pairs them): the options themselves are declared once (``declared``).
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


#: Every ``kitgen game`` command, from the one list (``kitgen.core.referees``): ``new`` and
#: ``end`` are the functions above (old spellings kept for a release), ``moves`` and ``bot``
#: (a computer player picks, and with ``--play`` plays, a move for the rack the family drew
#: for it) and the others are made from their declarations.
add_referees(app, "game")
