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
from kitgen.core.messages import N_, _, n_
from kitgen.games.binary.game import BLANK, Game, parse_leftover
from kitgen.games.binary.move import physical
from kitgen.games.binary.movegen import FoundMove, MoveList, generate
from kitgen.games.binary.referee import MoveVerdict, judge_move
from kitgen.games.binary.tokens import in_table_words as worded

#: Without ``top`` or ``all``, the best this many (``top`` is checked by ``Game.moves``).
DEFAULT_TOP = 10
NO_MOVE = N_("no legal move: the rack cannot make a correct expression anywhere on the board")


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
    #: With no legal move: the most tiles the player may exchange instead (0: only a pass
    #: is left); 0 when the rack has a move.
    exchange: int = 0


def parse_rack(rack: str | Sequence[str], game: Game) -> list[str]:
    """``"1,1,0,=,+,AND,?"`` (commas or spaces) or a list of faces -> faces, ``"blank"`` for
    a blank. At most the set's rack size; every face must be in the set and not all on the
    board."""
    text = rack if isinstance(rack, str) else ",".join(rack)
    faces = parse_leftover(",".join(text.replace(",", " ").split()))
    tileset = game.tileset
    if not faces:
        raise KitgenError(
            _("--rack names no tiles — give the rack's faces, e.g. --rack 1,1,0,=,+,?")
        )
    if len(faces) > tileset.rack:
        raise KitgenError(
            _(
                "--rack holds {tiles}; a rack holds at most {rack} (the tile set's rack size)",
                tiles=n_("{n} tile", "{n} tiles", len(faces)),
                rack=tileset.rack,
            )
        )
    bag, blanks = game.bag()
    wanted = Counter(BLANK if face == BLANK else physical(face) for face in faces)
    for face, count in wanted.items():
        if face == BLANK:
            if count > blanks:
                raise KitgenError(
                    n_(
                        "--rack holds {n} blank, but only {free} of the set's {all} are not "
                        "on the board",
                        "--rack holds {n} blanks, but only {free} of the set's {all} are not "
                        "on the board",
                        count,
                        free=blanks,
                        all=tileset.blanks,
                    )
                )
        elif face not in tileset.counts:
            raise KitgenError(
                _("--rack: the tile set has no {face} tiles (a blank is ?)", face=face)
            )
        elif count > bag[face]:
            raise KitgenError(
                _(
                    "--rack holds {count} × {face}, but only {free} of the set's {all} are "
                    "not on the board",
                    count=count,
                    face=face,
                    free=bag[face],
                    all=tileset.counts[face],
                )
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


def _points_column(points: int) -> str:
    """``  18 points`` / ``   1 point ``: the number right-aligned, padded to the language's
    widest form (Russian has three)."""
    shown = f"{wording.number(points):>4}"
    forms = [n_("{n} point", "{n} points", k, n=shown) for k in (1, 2, 5)]
    return n_("{n} point", "{n} points", points, n=shown).ljust(max(map(len, forms)))


def _tiles_column(tiles: int) -> str:
    """``1 tile `` / ``2 tiles``, padded to the language's widest form."""
    forms = [n_("{n} tile", "{n} tiles", k, n=str(tiles)) for k in (1, 2, 5)]
    return n_("{n} tile", "{n} tiles", tiles).ljust(max(map(len, forms)))


def _move_lines(shown: list[FoundMove]) -> list[str]:
    width = max((len(worded(str(found.move))) for found in shown), default=0)
    lines = []
    for place, found in enumerate(shown, 1):
        points, tiles = _points_column(found.points), _tiles_column(found.tiles)
        lines.append(
            f"{place:>4}. {worded(str(found.move)).ljust(width)}  {points}  {tiles}  "
            + "; ".join(worded(e) for e in found.expressions)
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
    if shown:
        best = _(
            "best was {move} for {points}",
            move=worded(str(shown[0].move)),
            points=str(shown[0].points),
        )
    else:
        best = _("no move is legal")
    rank = found.rank(verdict)
    if not verdict.legal:
        reason = _("illegal: {reason}; {best}", reason=verdict.reason, best=best)
    elif rank is None:
        reason = _(
            "not with this rack: the move lays {tiles}, which the rack does not hold; {best}",
            tiles=", ".join(worded(t) for t in _missing_tiles(verdict, rack)),
            best=best,
        )
    else:
        values = {
            "points": n_("{n} point", "{n} points", verdict.score),
            "place": wording.ordinal(rank),
            "count": wording.number(found.count),
        }
        if rank > 1:
            reason = _("legal, {points}, {place} of {count}; {best}", best=best, **values)
        else:
            reason = _("legal, {points}, {place} of {count} — the best move", **values)
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
        text=f"{worded(str(verdict.move))}: {reason}",
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
    rack_text = worded(_rack_text(tiles))
    if not found.count:
        said = _(NO_MOVE)
        text = _("{player}'s rack {rack}: {moves}", player=who, rack=rack_text, moves=said)
        refused = game.exchange_refused(1)
        most = 0 if refused else min(len(tiles), game.bag_count(), game.tileset.rack)
        if refused:
            text += "\n" + _("You may only pass: {reason}.", reason=refused)
        else:
            text += "\n" + _(
                "You may exchange 1 to {most} tiles instead (the bag holds {bag}), or pass.",
                most=most,
                bag=n_("{n} tile", "{n} tiles", game.bag_count()),
            )
        return MovesAnswer(
            ok=False, reason=said, count=0, check=None, moves=[], exchange=most, text=text
        )
    count = found.count
    reason = n_("{n} legal move", "{n} legal moves", count)
    if len(shown) < count:
        head = _(
            "{player}'s rack {rack}: {moves}; the best {shown}:",
            player=who,
            rack=rack_text,
            moves=reason,
            shown=len(shown),
        )
    else:
        head = _(
            "{player}'s rack {rack}: {moves}, best first:", player=who, rack=rack_text, moves=reason
        )
    lines = [head, *_move_lines(shown)]
    if len(shown) < count:
        lines.append(
            n_(
                "  … and {n} more (--all lists them)",
                "  … and {n} more (--all lists them)",
                count - len(shown),
            )
        )
    return MovesAnswer(
        ok=True,
        reason=reason,
        count=count,
        check=None,
        moves=[_move_json(item) for item in shown],
        text="\n".join(lines),
    )
