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
from kitgen.cli import answer
from kitgen.cli.binary_options import RulesFileOpt
from kitgen.cli.declared import declared
from kitgen.cli.fileopts import GameFileArg, WaitOpt
from kitgen.cli.game_bot import BOT_HELP
from kitgen.cli.game_bot import bot as bot_command
from kitgen.cli.game_moves import moves as moves_command
from kitgen.cli.options import PlayerListOpt, PlayersOpt, player_names
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _

app = typer.Typer(
    name="game",
    help=N_(
        "Keep a binary game in a file and referee every move: is it connected, is every "
        "line a correct expression, what does it score with the premiums."
    ),
    no_args_is_help=True,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

FileArg = GameFileArg
MoveArg = Annotated[
    str,
    typer.Argument(
        help=N_(
            "The move: '8H 1+1=10' plays across from H8, 'H8 1=1' plays down. Tiles already "
            "on the board as themselves or '.', a blank as [1] or [AND]."
        ),
        show_default=False,
        metavar="MOVE",
    ),
]
PlayerOpt = Annotated[
    str | None,
    typer.Option(
        "--player",
        "-p",
        help=N_("Who plays: a player's name (refused unless it is their turn)."),
        metavar="NAME",
        show_default=False,
    ),
]
JsonOpt = answer.JsonOpt
SpecOpt = Annotated[
    Path | None,
    typer.Option(
        "--spec",
        help=N_(
            "Your own tile set spec (a TOML file) or a shipped template's name instead of "
            "the shipped 100-tile set: tiles-xor adds XOR tiles (and turns the xor rule on)."
        ),
        show_default=False,
        metavar="FILE",
    ),
]
#: ``--tiles`` was ``game new``'s name for the spec; kept hidden for a release, with a warning.
OldTilesOpt = Annotated[Path | None, typer.Option("--tiles", hidden=True, metavar="FILE")]
ForceOpt = Annotated[bool, typer.Option("--force", help=N_("Overwrite FILE if it already exists."))]
PngOpt = Annotated[
    Path | None,
    typer.Option(
        "--png",
        help=N_("Also draw the board with its tiles as a picture (PNG) at FILE."),
        show_default=False,
        metavar="FILE",
    ),
]
LeftOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--left",
        help=N_(
            "What another player has left: NAME=TILES, tiles separated by commas, a blank "
            "as ?, e.g. 'Bob=1,0,×'. Repeat it, or separate players with ';'."
        ),
        metavar="NAME=TILES",
    ),
]
WentOutOpt = Annotated[
    str | None,
    typer.Option(
        "--went-out",
        help=N_("Who went out (emptied the rack). Default: the player who moved last."),
        metavar="NAME",
    ),
]
#: ``--out`` was ``game end``'s name for who went out (``--out`` names a folder elsewhere).
OldOutOpt = Annotated[str | None, typer.Option("--out", hidden=True, metavar="NAME")]


@app.command()
@declared(api.Rules)
def new(
    file: FileArg,
    players: PlayersOpt = None,
    player: PlayerListOpt = None,
    spec: SpecOpt = None,
    tiles: OldTilesOpt = None,
    force: ForceOpt = False,
    rules_file: RulesFileOpt = None,
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
    names = player_names(players, player)
    started = api.new(
        file, names, spec=spec, rules_file=rules_file, force=force, wait=wait, **house_rules
    )
    answer.show(started, as_json)


@app.command()
def play(
    file: FileArg,
    move: MoveArg,
    player: PlayerOpt = None,
    as_json: JsonOpt = False,
    wait: WaitOpt = None,
) -> None:
    """Play a move into the game: judge it and, if legal, record it and print the score.

    Exit 0 the move is recorded, 1 it is illegal (the file is left untouched), 2 the game
    file or the move cannot be read.
    """
    answer.show(api.play(file, move, player, wait=wait), as_json)


@app.command()
def score(file: FileArg, move: MoveArg, as_json: JsonOpt = False) -> None:
    """What a move would score now, and why — without playing it (the dispute tool).

    Exit 0 the move is legal, 1 it is not (with the reason), 2 unreadable input.
    """
    answer.show(api.score(file, move), as_json)


@app.command()
def show(file: FileArg, png: PngOpt = None, as_json: JsonOpt = False) -> None:
    """The board with coordinates and premiums, the scores, and the tiles not yet played."""
    answer.show(api.show(file, png), as_json)


@app.command()
def undo(file: FileArg, as_json: JsonOpt = False, wait: WaitOpt = None) -> None:
    """Take back the last move, pass or end."""
    answer.show(api.undo(file, wait=wait), as_json)


@app.command(name="pass")
def pass_(
    file: FileArg, player: PlayerOpt = None, as_json: JsonOpt = False, wait: WaitOpt = None
) -> None:
    """Record a pass for the player whose turn it is.

    Exit 0 the pass is recorded, 1 it is refused (with the reason), 2 unreadable input.
    """
    answer.show(api.pass_turn(file, player, wait=wait), as_json)


@app.command()
def end(
    file: FileArg,
    left: LeftOpt = None,
    went_out: WentOutOpt = None,
    wait: WaitOpt = None,
    old_out: OldOutOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """End the game: the player who went out adds the points left on the other racks.

    With the rule endgame = "standard", each other player also loses their own leftover.
    """
    if old_out is not None:
        answer.deprecated("game end --out NAME", "--went-out NAME")
        went_out = went_out or old_out
    racks = api.parse_left(left or [])
    answer.show(api.end(file, racks, went_out, wait=wait), as_json)


app.command(name="moves")(moves_command)
app.command(name="bot", help=BOT_HELP)(bot_command)
