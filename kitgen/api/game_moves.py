"""``Game.moves``: every legal move for a rack on a game's board, best first.

Settles "you had a move, you didn't have to pass" (``ok`` false: no legal move) and, with
``check``, "was that the best play?". Imported only when moves are asked for: the move
generator stays out of ``kitgen game play``'s start-up.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.core import wording
from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError
from kitgen.games.binary.game import BLANK, Game, parse_leftover
from kitgen.games.binary.move import physical
from kitgen.games.binary.movegen import FoundMove, MoveList, generate
from kitgen.games.binary.referee import MoveVerdict, judge_move

#: Without ``top`` or ``all``, the best this many (``top`` is checked by ``Game.moves``).
DEFAULT_TOP = 10
NO_MOVE = "no legal move: the rack cannot make a correct expression anywhere on the board"


@dataclass(frozen=True, kw_only=True)
class MovesAnswer(Answer):
    """The legal moves for a rack (``kitgen game moves``): ``ok`` when there is one (with
    ``check``: when that move is legal for the rack)."""

    #: How many legal moves the rack has.
    count: int
    #: With ``check``: ``move``, ``legal`` (for this rack), ``points`` and ``rank``.
    check: dict[str, Any] | None
    #: The moves shown, best first: ``move``, ``points``, ``tiles``, ``expressions``.
    moves: list[dict[str, Any]]


def parse_rack(rack: str | Sequence[str], game: Game) -> list[str]:
    """``"1,1,0,=,+,AND,?"`` (commas or spaces) or a list of faces -> faces, ``"blank"`` for
    a blank. At most the set's rack size; every face must be in the set and not all on the
    board."""
    text = rack if isinstance(rack, str) else ",".join(rack)
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


def _rack_text(rack: list[str]) -> str:
    return " ".join("?" if face == BLANK else face for face in rack)


def _move_json(found: FoundMove) -> dict[str, Any]:
    return {
        "move": str(found.move),
        "points": found.points,
        "tiles": found.tiles,
        "expressions": found.expressions,
    }


def _move_lines(shown: list[FoundMove]) -> list[str]:
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


def _missing_tiles(verdict: MoveVerdict, rack: list[str]) -> list[str]:
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


def _checked(
    game: Game, found: MoveList, rack: list[str], text: str, shown: list[FoundMove]
) -> MovesAnswer:
    """Is the move legal for this rack, what does it score, how does it rank?"""
    verdict = judge_move(game.board, game.parse(text), game.tileset, game.judge)
    best = f"best was {shown[0].move} for {shown[0].points}" if shown else "no move is legal"
    rank = found.rank(verdict)
    if not verdict.legal:
        reason = f"illegal: {verdict.reason}; {best}"
    elif rank is None:
        need = ", ".join(_missing_tiles(verdict, rack))
        reason = f"not with this rack: the move lays {need}, which the rack does not hold; {best}"
    else:
        points = wording.count(verdict.score, "point")
        reason = f"legal, {points}, {wording.ordinal(rank)} of {found.count:,}"
        reason += f"; {best}" if rank > 1 else " — the best move"
    return MovesAnswer(
        ok=rank is not None,
        reason=reason,
        count=found.count,
        check={
            "move": str(verdict.move),
            "legal": rank is not None,
            "points": verdict.score if rank is not None else None,
            "rank": rank,
        },
        moves=[_move_json(item) for item in shown],
        text=f"{verdict.move}: {reason}",
    )


def legal_moves(
    game: Game,
    rack: str | Sequence[str],
    *,
    top: int | None = None,
    all: bool = False,
    check: str | None = None,
    player: str | None = None,
) -> MovesAnswer:
    """Every legal move for ``rack`` on ``game``'s board, best first (points, then fewer
    tiles): the best ``top`` or ``all``; ``check`` ranks one move among them."""
    who = game.player(player) if player is not None else game.to_play
    tiles = parse_rack(rack, game)
    found = generate(game.board, tiles, game.tileset, game.rules, game.judge)
    shown = found.all() if all else found.best(top or DEFAULT_TOP)
    if check is not None:
        return _checked(game, found, tiles, check, shown)
    head = f"{who}'s rack {_rack_text(tiles)}: "
    if not found.count:
        return MovesAnswer(
            ok=False, reason=NO_MOVE, count=0, check=None, moves=[], text=head + NO_MOVE
        )
    count = found.count
    reason = wording.count(count, "legal move")
    head += reason + (f"; the best {len(shown)}:" if len(shown) < count else ", best first:")
    lines = [head, *_move_lines(shown)]
    if len(shown) < count:
        lines.append(f"  … and {count - len(shown):,} more (--all lists them)")
    return MovesAnswer(
        ok=True,
        reason=reason,
        count=count,
        check=None,
        moves=[_move_json(item) for item in shown],
        text="\n".join(lines),
    )
