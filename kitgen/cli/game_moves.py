"""``kitgen game moves``: every legal move for a rack on a game's board, best first.

Thin: read the rack and the game, call ``kitgen.games.binary.movegen``, print. Settles "you
had a move, you didn't have to pass" (exit 1: no legal move) and, with ``--check``, "was
that the best play?".
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any

import typer

from kitgen.cli import answer
from kitgen.cli.answer import JsonOpt
from kitgen.cli.fileopts import GameFileArg
from kitgen.core import wording
from kitgen.core.errors import KitgenError
from kitgen.games.binary.game import BLANK, Game, parse_leftover
from kitgen.games.binary.gamefile import read_game
from kitgen.games.binary.move import physical
from kitgen.games.binary.movegen import FoundMove, MoveList, generate
from kitgen.games.binary.referee import MoveVerdict, judge_move

#: ``--top`` runs from 1 to this.
MAX_TOP = 1000
NO_MOVE = "no legal move: the rack cannot make a correct expression anywhere on the board"


def parse_rack(text: str, game: Game) -> list[str]:
    """``"1,1,0,=,+,AND,?"`` (commas or spaces) -> faces, ``"blank"`` for a blank.

    At most the set's rack size; every face must be in the set and not all on the board.
    """
    faces = parse_leftover(",".join(text.replace(",", " ").split()))
    tileset = game.tileset
    if not faces:
        raise KitgenError("--rack names no tiles — give the rack's faces, e.g. --rack 1,1,0,=,+,?")
    if len(faces) > tileset.rack:
        raise KitgenError(
            f"--rack holds {len(faces)} tiles; a rack holds at most {tileset.rack} "
            f"(the tile set's rack size)"
        )
    bag, blanks = game.bag()
    wanted = Counter(BLANK if face == BLANK else physical(face) for face in faces)
    for face, count in wanted.items():
        if face == BLANK:
            if count > blanks:
                raise KitgenError(
                    f"--rack holds {count} blanks, but only {blanks} of the set's "
                    f"{tileset.blanks} are not on the board"
                )
        elif face not in tileset.counts:
            raise KitgenError(f"--rack: the tile set has no {face} tiles (a blank is ?)")
        elif count > bag[face]:
            raise KitgenError(
                f"--rack holds {count} × {face}, but only {bag[face]} of the set's "
                f"{tileset.counts[face]} are not on the board"
            )
    return ["=" if face == "=|" else face for face in faces]


def rack_text(rack: list[str]) -> str:
    return " ".join("?" if face == BLANK else face for face in rack)


def move_json(found: FoundMove) -> dict[str, Any]:
    return {
        "move": str(found.move),
        "points": found.points,
        "tiles": found.tiles,
        "expressions": found.expressions,
    }


def move_lines(shown: list[FoundMove]) -> list[str]:
    width = max((len(str(found.move)) for found in shown), default=0)
    lines = []
    for place, found in enumerate(shown, 1):
        points = f"{found.points:>4} points" if found.points != 1 else "   1 point "
        tiles = f"{found.tiles} tile{'s' if found.tiles != 1 else ' '}"
        lines.append(
            f"{place:>4}. {str(found.move).ljust(width)}  {points}  {tiles}  "
            + "; ".join(found.expressions)
        )
    return lines


def missing_tiles(verdict: MoveVerdict, rack: list[str]) -> list[str]:
    """The tiles a legal move lays that the rack does not hold."""
    held = Counter(rack)
    missing = []
    for tile in verdict.placed.values():
        face = BLANK if tile.blank else physical(tile.face)
        if held[face] > 0:
            held[face] -= 1
        else:
            missing.append("?" if face == BLANK else face)
    return missing


def check_answer(
    game: Game, found: MoveList, rack: list[str], text: str, shown: list[FoundMove]
) -> tuple[dict[str, Any], str]:
    """Is the move legal for this rack, what does it score, how does it rank?"""
    verdict = judge_move(game.board, game.parse(text), game.tileset, game.judge)
    best = f"best was {shown[0].move} for {shown[0].points}" if shown else "no move is legal"
    rank = found.rank(verdict)
    if not verdict.legal:
        reason = f"illegal: {verdict.reason}; {best}"
    elif rank is None:
        need = ", ".join(missing_tiles(verdict, rack))
        reason = f"not with this rack: the move lays {need}, which the rack does not hold; {best}"
    else:
        points = wording.count(verdict.score, "point")
        reason = f"legal, {points}, {wording.ordinal(rank)} of {found.count:,}"
        if rank > 1:
            reason += f"; {best}"
        else:
            reason += " — the best move"
    data = answer.verdict(
        rank is not None,
        reason,
        count=found.count,
        check={
            "move": str(verdict.move),
            "legal": rank is not None,
            "points": verdict.score if rank is not None else None,
            "rank": rank,
        },
        moves=[move_json(item) for item in shown],
    )
    return data, f"{verdict.move}: {reason}"


def moves(
    file: GameFileArg,
    rack: Annotated[
        str,
        typer.Option(
            "--rack",
            help="The rack's tiles, separated by commas or spaces: 1,1,0,=,+,AND,? (? a "
            "blank). At most the set's rack size, and only tiles not on the board.",
            show_default=False,
            metavar="TILES",
        ),
    ],
    top: Annotated[
        int | None,
        typer.Option(
            "--top",
            help=f"Show the best N moves (1 to {MAX_TOP}; default 10) and the count.",
            show_default=False,
            metavar="N",
        ),
    ] = None,
    show_all: Annotated[bool, typer.Option("--all", help="Show every legal move.")] = False,
    player: Annotated[
        str | None,
        typer.Option("--player", "-p", help="Whose rack it is (default: the player to play)."),
    ] = None,
    check: Annotated[
        str | None,
        typer.Option(
            "--check",
            help="A move to judge against all the others: is it legal with this rack, what "
            "does it score, how does it rank ('8H 1+1=10').",
            show_default=False,
            metavar="MOVE",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Every legal move for a rack on the game's board, best first (points, then fewer tiles).

    Exit 0 at least one legal move (with --check: the move is legal for the rack), 1 none
    (with --check: it is not), 2 unreadable input.
    """
    if top is not None and show_all:
        raise KitgenError("--top and --all both say how many moves to show — give one of them")
    if top is not None and not 1 <= top <= MAX_TOP:
        raise KitgenError(f"--top {top}: give a number from 1 to {MAX_TOP}, or --all")
    game = read_game(file)
    who = game.player(player) if player is not None else game.to_play
    tiles = parse_rack(rack, game)
    found = generate(game.board, tiles, game.tileset, game.rules, game.judge)
    shown = found.all() if show_all else found.best(top or 10)
    if check is not None:
        data, text = check_answer(game, found, tiles, check, shown)
        answer.settle(data, text, as_json=as_json)
    if not found.count:
        data = answer.verdict(False, NO_MOVE, count=0, check=None, moves=[])
        answer.settle(data, f"{who}'s rack {rack_text(tiles)}: {NO_MOVE}", as_json=as_json)
    count = found.count
    reason = wording.count(count, "legal move")
    data = answer.verdict(
        True, reason, count=count, check=None, moves=[move_json(item) for item in shown]
    )
    head = f"{who}'s rack {rack_text(tiles)}: {reason}"
    if len(shown) < count:
        head += f"; the best {len(shown)}:"
    else:
        head += ", best first:"
    lines = [head, *move_lines(shown)]
    if len(shown) < count:
        lines.append(f"  … and {count - len(shown):,} more (--all lists them)")
    answer.settle(data, "\n".join(lines), as_json=as_json)
