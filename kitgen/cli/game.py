"""``kitgen game``: keep a binary game in a file beside the board, and referee every move.

Thin: parse the arguments, call ``kitgen.games.binary.game``, print. Only standard-library,
typer and kitgen's light modules are imported here, so ``play`` answers at interpreter speed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

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
from kitgen.cli.game_moves import moves as moves_command
from kitgen.errors import KitgenError
from kitgen.gamefile import locked, read_game, write_game
from kitgen.games.binary.board import Tile, grid_text, square_name
from kitgen.games.binary.game import BLANK, Game, parse_leftover
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

FileArg = Annotated[
    Path, typer.Argument(help="The game file (JSON).", show_default=False, metavar="FILE")
]
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
    typer.Option("--player", "-p", help="Who plays (refused unless it is their turn)."),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")]


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


def verdict_json(verdict: MoveVerdict, game: Game, player: str) -> dict[str, Any]:
    return {
        "legal": verdict.legal,
        "score": verdict.score,
        "expressions": [
            {
                "text": e.text,
                "score": e.score,
                "bonus": e.bonus,
                "where": e.where,
                "working": e.working(),
            }
            for e in verdict.expressions
        ],
        "reason": verdict.reason,
        "move": str(verdict.move),
        "player": player,
        "bingo": verdict.bingo,
        "scores": dict(game.scores),
    }


def echo_json(data: dict[str, Any]) -> None:
    typer.echo(json.dumps(data, ensure_ascii=False, indent=2))


# -- commands ---------------------------------------------------------------------------------


@app.command()
def new(
    ctx: typer.Context,
    file: FileArg,
    players: Annotated[
        str,
        typer.Option("--players", help="The players in turn order, separated by commas."),
    ] = "Player 1,Player 2",
    tiles: Annotated[
        Path | None,
        typer.Option(
            "--tiles",
            help="Tile set spec (TOML); default the shipped 100-tile set. "
            "templates/binary/tiles-xor.toml adds XOR tiles (and turns the xor rule on).",
            show_default=False,
            metavar="SPEC",
        ),
    ] = None,
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
) -> None:
    """Start a game file: the rules in force, the tile set, the board and the players."""
    from kitgen.board_spec import load_premium_board
    from kitgen.games.binary.tileset import tileset_from_spec
    from kitgen.spec import load_tile_spec

    tileset = tileset_from_spec(load_tile_spec(tiles))
    rules = rules_from_params(ctx.params)
    if xor is None and tileset.counts.get("XOR", 0) > 0:
        # A set with XOR tiles means XOR is in play, unless --no-xor says not.
        rules = rules.with_changes(xor=True)
    names = [name.strip() for name in players.split(",")]
    game = Game(rules, tileset, load_premium_board(), names)
    with locked(file):
        if file.exists() and not force:
            raise KitgenError(f"{file} already exists — choose another name, or add --force")
        write_game(file, game)
    typer.echo(
        f"New game in {file}: {', '.join(game.players)}; {tileset.total} tiles, "
        f"racks of {tileset.rack}. {game.to_play} plays first, covering "
        f"{square_name(game.board.centre)}."
    )
    defaults = Rules().to_mapping()
    changed = [f"{k}={v}" for k, v in rules.to_mapping().items() if v != defaults.get(k)]
    typer.echo(f"Rules: {', '.join(changed) if changed else 'the rules page defaults'}.")


@app.command()
def play(file: FileArg, move: MoveArg, player: PlayerOpt = None, as_json: JsonOpt = False) -> None:
    """Play a move into the game: judge it and, if legal, record it and print the score.

    Exit 0 the move is recorded, 1 it is illegal (the file is left untouched), 2 the game
    file or the move cannot be read.
    """
    with locked(file):
        game = read_game(file)
        who = game.to_play
        verdict = game.play(move, player)
        if verdict.legal:
            write_game(file, game)
    if as_json:
        echo_json(verdict_json(verdict, game, who))
    elif verdict.legal:
        typer.echo(f"{who} plays {verdict.move}: {verdict.score} points")
        typer.echo("\n".join(breakdown(verdict)))
        typer.echo(standings(game))
    else:
        typer.echo(f"illegal move: {verdict.reason}")
    raise typer.Exit(0 if verdict.legal else 1)


@app.command()
def score(file: FileArg, move: MoveArg, as_json: JsonOpt = False) -> None:
    """What a move would score now, and why — without playing it (the dispute tool).

    Exit 0 the move is legal, 1 it is not (with the reason), 2 unreadable input.
    """
    game = read_game(file)
    verdict = game.judge_text(move)
    if as_json:
        echo_json(verdict_json(verdict, game, game.to_play))
    elif verdict.legal:
        typer.echo(f"{verdict.move} would score {verdict.score} points for {game.to_play}")
        typer.echo("\n".join(breakdown(verdict)))
    else:
        typer.echo(f"illegal move: {verdict.reason}")
    raise typer.Exit(0 if verdict.legal else 1)


def png_label(tile: Tile) -> str:
    """The face drawn on a tile in the picture; a blank as in the text grid."""
    face = ROTATED_TYPED if tile.face == ROTATED else tile.face
    if not tile.blank:
        return face
    return face.lower() if len(face) > 1 else f"({face})"


def write_png(game: Game, path: Path) -> None:
    """Draw the board with its tiles (the printable board drawing) into a PNG."""
    from kitgen.components.board_binary import board_scene
    from kitgen.files import write_bytes
    from kitgen.render.png import render_png

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
            help="Also draw the board with its tiles as a picture (PNG) at PATH.",
            show_default=False,
            metavar="PATH",
        ),
    ] = None,
) -> None:
    """The board with coordinates and premiums, the scores, and the tiles not yet played."""
    game = read_game(file)
    if png is not None:
        if png.suffix.lower() != ".png":
            raise KitgenError(f"--png {png}: give a file name ending in .png")
        write_png(game, png)
    typer.echo(grid_text(game.board))
    typer.echo(
        "Empty squares: tw/dw triple/double word, tl/dl triple/double letter, * centre "
        "(double word). A blank shows as (1) or in lowercase (and)."
    )
    plays = sum(1 for entry in game.entries if "move" in entry)
    typer.echo(f"{plays} move{'s' if plays != 1 else ''} played. {standings(game)}")
    faces, blanks = game.bag()
    total = sum(faces.values()) + blanks
    listed = "  ".join(f"{face} ×{count}" for face, count in faces.items())
    typer.echo(f"Not on the board (bag and racks), {total} tiles: {listed}  blank ×{blanks}")
    if png is not None:
        typer.echo(f"Board picture: {png}")


@app.command()
def undo(file: FileArg) -> None:
    """Take back the last move, pass or end."""
    with locked(file):
        game = read_game(file)
        removed = game.undo()
        write_game(file, game)
    if "move" in removed:
        typer.echo(f"took back {removed['player']}'s {removed['move']} ({removed['score']} points)")
    elif "pass" in removed:
        typer.echo(f"took back {removed['player']}'s pass")
    else:
        typer.echo("took back the end of the game")
    typer.echo(standings(game))


@app.command(name="pass")
def pass_(file: FileArg, player: PlayerOpt = None) -> None:
    """Record a pass for the player whose turn it is."""
    with locked(file):
        game = read_game(file)
        who = game.to_play
        refused = game.pass_turn(player)
        if refused is None:
            write_game(file, game)
    if refused is not None:
        typer.echo(f"cannot pass: {refused}")
        raise typer.Exit(1)
    typer.echo(f"{who} passes.")
    typer.echo(standings(game))


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
        ),
    ] = None,
    out: Annotated[
        str | None,
        typer.Option(
            "--out", help="Who went out (emptied the rack). Default: the player who moved last."
        ),
    ] = None,
) -> None:
    """End the game: the player who went out adds the points left on the other racks.

    With the rule endgame = "standard", each other player also loses their own leftover.
    """
    racks = parse_left(left or [])
    with locked(file):
        game = read_game(file)
        change = game.end(racks, out)
        write_game(file, game)
    record = game.entries[-1]["end"]
    for who in game.players:
        if who == record["out"]:
            typer.echo(f"{who} went out: +{change[who]}")
        else:
            tiles = ",".join("?" if f == BLANK else f for f in record["left"][who]) or "nothing"
            typer.echo(f"{who} has {tiles} left: {change[who]:+d}")
    typer.echo(standings(game))


app.command(name="moves")(moves_command)
