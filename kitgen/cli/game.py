"""``kitgen game``: keep a binary game in a file beside the board, and referee every move.

Thin: parse the arguments, call ``kitgen.games.binary.game``, print. Only standard-library,
typer and kitgen's light modules are imported here, so ``play`` answers at interpreter speed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from kitgen.cli import answer
from kitgen.cli.binary_options import (
    AndOneOrZeroOpt,
    EndgameOpt,
    FractionsOpt,
    LeadingZerosOpt,
    NegativesOpt,
    OrderOpt,
    PaddingOpt,
    PlusZeroOpt,
    RotatedEqualsOpt,
    RulesFileOpt,
    TimesOneOpt,
    XorOpt,
    rules_from_params,
)
from kitgen.cli.fileopts import DEFAULT_WAIT, GameFileArg, WaitOpt
from kitgen.cli.game_moves import moves as moves_command
from kitgen.cli.options import PlayerListOpt, PlayersOpt, player_names
from kitgen.core import wording
from kitgen.core.errors import KitgenError
from kitgen.games.binary.board import Tile, grid_text, square_name
from kitgen.games.binary.game import BLANK, Game, parse_leftover
from kitgen.games.binary.gamefile import locked, read_game, write_game
from kitgen.games.binary.move import ROTATED, ROTATED_TYPED
from kitgen.games.binary.referee import MoveVerdict
from kitgen.games.binary.rules import Rules

app = typer.Typer(
    name="game",
    help=(
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
        help="The move: '8H 1+1=10' plays across from H8, 'H8 1=1' plays down. Tiles already "
        "on the board as themselves or '.', a blank as [1] or [AND].",
        show_default=False,
        metavar="MOVE",
    ),
]
PlayerOpt = Annotated[
    str | None,
    typer.Option(
        "--player",
        "-p",
        help="Who plays: a player's name (refused unless it is their turn).",
        metavar="NAME",
        show_default=False,
    ),
]
JsonOpt = answer.JsonOpt


# -- printing ---------------------------------------------------------------------------------


def standings(game: Game) -> str:
    scores = ", ".join(f"{who} {game.scores[who]}" for who in game.players)
    if game.over:
        best = max(game.scores.values())
        winners = [who for who in game.players if game.scores[who] == best]
        verb = "wins" if len(winners) == 1 else "tie"
        return f"Final scores: {scores}. {' and '.join(winners)} {verb}."
    return f"Scores: {scores}. {game.to_play} to play."


def breakdown(verdict: MoveVerdict) -> list[str]:
    lines = [f"  {e.text}  ({e.where}): {e.working()}" for e in verdict.expressions]
    if verdict.bingo:
        lines.append(f"  all {len(verdict.placed)} rack tiles played: + {verdict.bingo}")
    return lines


def players_json(game: Game) -> list[dict[str, Any]]:
    """Player totals, in turn order: the one shape every command uses."""
    return answer.players([(who, game.scores[who]) for who in game.players])


def state_json(game: Game) -> dict[str, Any]:
    """The keys every game answer ends with: the totals, whose turn, whether it is over."""
    return {
        "players": players_json(game),
        "to_play": None if game.over else game.to_play,
        "over": game.over,
    }


def verdict_json(verdict: MoveVerdict, game: Game, player: str) -> dict[str, Any]:
    return answer.verdict(
        verdict.legal,
        verdict.reason,
        move=str(verdict.move),
        player=player,
        points=verdict.score,
        expressions=[
            {
                "text": e.text,
                "where": e.where,
                "points": e.score,
                "bonus": e.bonus,
                "working": e.working(),
            }
            for e in verdict.expressions
        ],
        bingo=verdict.bingo,
        **state_json(game),
    )


# -- commands ---------------------------------------------------------------------------------


SpecOpt = Annotated[
    Path | None,
    typer.Option(
        "--spec",
        help="Your own tile set spec (TOML) instead of the shipped 100-tile set; "
        "templates/binary/tiles-xor.toml adds XOR tiles (and turns the xor rule on).",
        show_default=False,
        metavar="FILE",
    ),
]
#: ``--tiles`` was ``game new``'s name for the spec; kept hidden for a release, with a warning.
OldTilesOpt = Annotated[Path | None, typer.Option("--tiles", hidden=True, metavar="FILE")]


@app.command()
def new(
    ctx: typer.Context,
    file: FileArg,
    players: PlayersOpt = None,
    player: PlayerListOpt = None,
    spec: SpecOpt = None,
    tiles: OldTilesOpt = None,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite FILE if it already exists.")
    ] = False,
    rules_file: RulesFileOpt = None,
    order: OrderOpt = None,
    fractions: FractionsOpt = None,
    negatives: NegativesOpt = None,
    leading_zeros: LeadingZerosOpt = None,
    times_one: TimesOneOpt = None,
    plus_zero: PlusZeroOpt = None,
    and_one_or_zero: AndOneOrZeroOpt = None,
    padding: PaddingOpt = None,
    xor: XorOpt = None,
    rotated_equals: RotatedEqualsOpt = None,
    endgame: EndgameOpt = None,
    wait: WaitOpt = DEFAULT_WAIT,
    as_json: JsonOpt = False,
) -> None:
    """Start a game file: the rules in force, the tile set, the board and the players."""
    from kitgen.games.binary.tileset import tileset_from_spec
    from kitgen.make.specs.board import load_premium_board
    from kitgen.make.specs.tiles import load_tile_spec

    if tiles is not None:
        answer.deprecated("--tiles", "--spec")
        if spec is not None:
            raise KitgenError("give the tile spec once: --spec FILE (--tiles is its old name)")
        spec = tiles
    tileset = tileset_from_spec(load_tile_spec(spec))
    rules = rules_from_params(ctx.params)
    if xor is None and tileset.counts.get("XOR", 0) > 0:
        # A set with XOR tiles means XOR is in play, unless --no-xor says not.
        rules = rules.with_changes(xor=True)
    names = player_names(players, player) or ["Player 1", "Player 2"]
    game = Game(rules, tileset, load_premium_board(), names)
    with locked(file, wait) as real:
        if real.exists() and not force:
            raise KitgenError(f"{file} already exists — choose another name, or add --force")
        write_game(real, game)
    headline = (
        f"New game in {file}: {', '.join(game.players)}; {tileset.total} tiles, "
        f"racks of {tileset.rack}. {game.to_play} plays first, covering "
        f"{square_name(game.board.centre)}."
    )
    defaults = Rules().to_mapping()
    changed = [f"{k}={v}" for k, v in rules.to_mapping().items() if v != defaults.get(k)]
    data = answer.verdict(
        True,
        headline,
        file=str(file),
        tiles=tileset.total,
        rack=tileset.rack,
        first_square=square_name(game.board.centre),
        rules=rules.to_mapping(),
        **state_json(game),
    )
    text = f"{headline}\nRules: {', '.join(changed) if changed else 'the rules page defaults'}."
    answer.say(data, text, as_json=as_json)


@app.command()
def play(
    file: FileArg,
    move: MoveArg,
    player: PlayerOpt = None,
    as_json: JsonOpt = False,
    wait: WaitOpt = DEFAULT_WAIT,
) -> None:
    """Play a move into the game: judge it and, if legal, record it and print the score.

    Exit 0 the move is recorded, 1 it is illegal (the file is left untouched), 2 the game
    file or the move cannot be read.
    """
    with locked(file, wait) as real:
        game = read_game(real)
        who = game.to_play
        verdict = game.play(move, player)
        if verdict.legal:
            write_game(real, game)
    if verdict.legal:
        text = "\n".join(
            [
                f"{who} plays {verdict.move}: {verdict.score} points",
                *breakdown(verdict),
                standings(game),
            ]
        )
    else:
        text = f"illegal move: {verdict.reason}"
    answer.settle(verdict_json(verdict, game, who), text, as_json=as_json)


@app.command()
def score(file: FileArg, move: MoveArg, as_json: JsonOpt = False) -> None:
    """What a move would score now, and why — without playing it (the dispute tool).

    Exit 0 the move is legal, 1 it is not (with the reason), 2 unreadable input.
    """
    game = read_game(file)
    verdict = game.judge_text(move)
    if verdict.legal:
        text = "\n".join(
            [
                f"{verdict.move} would score {verdict.score} points for {game.to_play}",
                *breakdown(verdict),
            ]
        )
    else:
        text = f"illegal move: {verdict.reason}"
    answer.settle(verdict_json(verdict, game, game.to_play), text, as_json=as_json)


def png_label(tile: Tile) -> str:
    """The face drawn on a tile in the picture; a blank as in the text grid."""
    face = ROTATED_TYPED if tile.face == ROTATED else tile.face
    if not tile.blank:
        return face
    return face.lower() if len(face) > 1 else f"({face})"


def write_png(game: Game, path: Path) -> None:
    """Draw the board with its tiles (the printable board drawing) into a PNG."""
    from kitgen.files import write_bytes
    from kitgen.make.components.board_binary import board_scene
    from kitgen.make.render.png import render_png

    tiles = {square: png_label(tile) for square, tile in game.board.tiles.items()}
    page = board_scene(game.board.premiums, tiles=tiles, label=f"binary game {path.stem}")
    write_bytes(path, render_png(page))


@app.command()
def show(
    file: FileArg,
    png: Annotated[
        Path | None,
        typer.Option(
            "--png",
            help="Also draw the board with its tiles as a picture (PNG) at FILE.",
            show_default=False,
            metavar="FILE",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """The board with coordinates and premiums, the scores, and the tiles not yet played."""
    game = read_game(file)
    if png is not None:
        if png.suffix.lower() != ".png":
            raise KitgenError(f"--png {png}: give a file name ending in .png")
        write_png(game, png)
    plays = sum(1 for entry in game.entries if "move" in entry)
    faces, blanks = game.bag()
    total = sum(faces.values()) + blanks
    listed = "  ".join(f"{face} ×{count}" for face, count in faces.items())
    lines = [
        grid_text(game.board),
        "Empty squares: tw/dw triple/double word, tl/dl triple/double letter, * centre "
        "(double word). A blank shows as (1) or in lowercase (and).",
        f"{wording.count(plays, 'move')} played. {standings(game)}",
        f"Not on the board (bag and racks), {total} tiles: {listed}  blank ×{blanks}",
    ]
    if png is not None:
        lines.append(f"Board picture: {png}")
    data = answer.verdict(
        True,
        standings(game),
        board=grid_text(game.board).splitlines(),
        moves_played=plays,
        unplayed={**faces, "blank": blanks},
        png=str(png) if png is not None else None,
        **state_json(game),
    )
    answer.say(data, "\n".join(lines), as_json=as_json)


@app.command()
def undo(file: FileArg, as_json: JsonOpt = False, wait: WaitOpt = DEFAULT_WAIT) -> None:
    """Take back the last move, pass or end."""
    with locked(file, wait) as real:
        game = read_game(real)
        removed = game.undo()
        write_game(real, game)
    if "move" in removed:
        said = f"took back {removed['player']}'s {removed['move']} ({removed['score']} points)"
        undone = {"kind": "move", "player": removed["player"], "move": removed["move"]}
        undone["points"] = removed["score"]
    elif "pass" in removed:
        said = f"took back {removed['player']}'s pass"
        undone = {"kind": "pass", "player": removed["player"], "move": None, "points": 0}
    else:
        said = "took back the end of the game"
        undone = {"kind": "end", "player": None, "move": None, "points": 0}
    data = answer.verdict(True, said, undone=undone, **state_json(game))
    answer.say(data, f"{said}\n{standings(game)}", as_json=as_json)


@app.command(name="pass")
def pass_(
    file: FileArg, player: PlayerOpt = None, as_json: JsonOpt = False, wait: WaitOpt = DEFAULT_WAIT
) -> None:
    """Record a pass for the player whose turn it is.

    Exit 0 the pass is recorded, 1 it is refused (with the reason), 2 unreadable input.
    """
    with locked(file, wait) as real:
        game = read_game(real)
        who = game.to_play
        refused = game.pass_turn(player)
        if refused is None:
            write_game(real, game)
    data = answer.verdict(refused is None, refused, player=who, **state_json(game))
    if refused is not None:
        answer.settle(data, f"cannot pass: {refused}", as_json=as_json)
    answer.settle(data, f"{who} passes.\n{standings(game)}", as_json=as_json)


def parse_left(values: list[str]) -> dict[str, list[str]]:
    left: dict[str, list[str]] = {}
    for value in values:
        for part in value.split(";"):
            if not part.strip():
                continue
            name, sep, tiles = part.partition("=")
            if not sep or not name.strip():
                raise KitgenError(
                    f"--left {part.strip()!r}: write NAME=TILES, e.g. --left 'Bob=1,0,×' "
                    "(a blank is ?; nothing left is 'Bob=')"
                )
            left.setdefault(name.strip(), []).extend(parse_leftover(tiles))
    return left


@app.command()
def end(
    file: FileArg,
    left: Annotated[
        list[str] | None,
        typer.Option(
            "--left",
            help="What another player has left: NAME=TILES, tiles separated by commas, a blank "
            "as ?, e.g. 'Bob=1,0,×'. Repeat it, or separate players with ';'.",
            metavar="NAME=TILES",
        ),
    ] = None,
    went_out: Annotated[
        str | None,
        typer.Option(
            "--went-out",
            help="Who went out (emptied the rack). Default: the player who moved last.",
            metavar="NAME",
        ),
    ] = None,
    wait: WaitOpt = DEFAULT_WAIT,
    old_out: Annotated[str | None, typer.Option("--out", hidden=True, metavar="NAME")] = None,
    as_json: JsonOpt = False,
) -> None:
    """End the game: the player who went out adds the points left on the other racks.

    With the rule endgame = "standard", each other player also loses their own leftover.
    """
    if old_out is not None:  # --out names a folder everywhere else
        answer.deprecated("game end --out NAME", "--went-out NAME")
        went_out = went_out or old_out
    racks = parse_left(left or [])
    with locked(file, wait) as real:
        game = read_game(real)
        change = game.end(racks, went_out)
        write_game(real, game)
    record = game.entries[-1]["end"]
    lines = []
    changes = []
    for who in game.players:
        left_faces = ["?" if f == BLANK else f for f in record["left"].get(who, [])]
        changes.append({"name": who, "left": left_faces, "points": change[who]})
        if who == record["out"]:
            lines.append(f"{who} went out: +{change[who]}")
        else:
            lines.append(f"{who} has {','.join(left_faces) or 'nothing'} left: {change[who]:+d}")
    lines.append(standings(game))
    data = answer.verdict(
        True, standings(game), went_out=record["out"], changes=changes, **state_json(game)
    )
    answer.say(data, "\n".join(lines), as_json=as_json)


app.command(name="moves")(moves_command)
