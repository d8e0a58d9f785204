"""The rack being searched, and whether the tiles left can still finish a line
(see the package docstring, point 6).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from operator import mul

from kitgen.games.binary.move import ROTATED
from kitgen.games.binary.movegen.budget import OutOfWork
from kitgen.games.binary.movegen.grammar import FACE_RANK, NEXT, OPERATORS, Grammar
from kitgen.games.binary.tileset import TileSet

#: How a blank on a rack is named (as in ``kitgen game end --left``).
BLANK = "blank"

#: Whether the tiles left can finish a branch (Rack.can_finish, can_pass) is asked only
#: with at most this many tiles left to lay: with more, the answer is nearly always yes and
#: costs more to find than the search it saves (measured on the benchmark's slowest racks).
ASK_UP_TO = 4

#: The stretch of empty squares with no end (see :meth:`Rack.stretch`), where only the tiles
#: left limit a line (:meth:`Rack.can_finish`), and the room it gives: more squares than
#: any rack has tiles.
OPEN, ROOM = 0, 1 << 30


class Rack:
    """The rack being searched: its kinds of tile, how many of each are left (``have``, and
    as one number ``code``: ``have[k]`` in base rack size + 1), what each may be laid as, and
    which states the tiles left can still finish, wherever they are laid (:meth:`can_finish`).
    """

    def __init__(
        self,
        counts: Counter[str],
        grammar: Grammar,
        tileset: TileSet,
        blank_faces: tuple[str, ...],
        points_of: Callable[[str, bool], int],
        *,
        rotated_equals: bool,
    ) -> None:
        """``blank_faces``: what a blank may be laid as; ``points_of(face, blank)``: a tile's
        letter points (both from the search, :class:`MoveGenerator`)."""
        self.grammar = grammar
        self.keys = list(counts)
        self.have = [counts[key] for key in self.keys]
        #: what a tile of each kind may be laid as: (face, blank, letter points)
        self.choices: list[tuple[tuple[str, bool, int], ...]] = []
        for key in self.keys:
            if key == BLANK:
                worth = tileset.blank_points
                ways = tuple((face, True, worth) for face in blank_faces)
            elif key == "=" and rotated_equals:
                worth = points_of("=", False)
                ways = (("=", False, worth), (ROTATED, False, worth))
            else:
                ways = ((key, False, points_of(key, False)),)
            self.choices.append(ways)
        self.eq_keys = [i for i, key in enumerate(self.keys) if key in ("=", BLANK)]
        self.op_keys = [i for i, key in enumerate(self.keys) if key in OPERATORS or key == BLANK]
        base = tileset.rack + 1
        self.weight = [base**k for k in range(len(self.keys))]
        self.total = sum(self.have)
        self.code = sum(map(mul, self.have, self.weight))
        #: per kind of state: (slot, ((face, rank, lays "="), ...)) for the faces that may follow
        self.follow: dict[int, list[tuple[int, tuple[tuple[str, int, bool], ...]]]] = {}
        for kind, fits in NEXT.items():
            self.follow[kind] = [
                (k, ways)
                for k, ways in (
                    (k, tuple((f, FACE_RANK[f], f == "=") for f, _b, _w in choices if f in fits))
                    for k, choices in enumerate(self.choices)
                )
                if ways
            ]
        self.codes = self.code + 1
        #: can_pass by stretch, then by (state × (code + 1) + code) × 2 + equals (a number,
        #: not a tuple: the cycle collector never walks a dict of numbers)
        self.passing: list[dict[int, bool]] = []
        self.stretches: dict[tuple[str | int | None, ...], int] = {}
        self.stretch_head: list[str | None] = []
        self.stretch_next: list[int] = []
        self.stretch_gap: list[int] = []
        #: stretch :data:`OPEN`: empty squares with no end, each followed by the same
        #: stretch (can_finish is can_pass there)
        self.stretch_head.append(None)
        self.stretch_next.append(OPEN)
        self.stretch_gap.append(0)
        #: can_finish, by the same numbers (:data:`OPEN`'s part of ``passing``)
        self.finish: dict[int, bool] = {}
        self.passing.append(self.finish)
        #: the search's budget (see :mod:`~kitgen.games.binary.movegen.budget`): one step
        #: per question worked out here, as per sub-search
        self.work = [1 << 62]

    def slot(self, key: str) -> int:
        """The slot of the rack's tiles ``key`` (-1: the rack has none)."""
        return self.keys.index(key) if key in self.keys else -1

    def can_finish(self, sid: int, code: int, equals: bool) -> bool:
        """Can the line in state ``sid`` become a correct expression with some of the tiles
        ``code`` says are left (and one more ``=`` only when ``equals`` is False), laid
        in any order on free squares? Only the tiles count: no square, premium, tile across
        or tile already on the line is looked at, so False means no placement at all can
        finish it (the search may drop it) and True promises nothing. ``have`` must match
        ``code``. Remembered by (state, tiles left, ``=`` laid): :meth:`can_pass` on a
        stretch of empty squares with no end (:data:`OPEN`)."""
        return self.can_pass(sid, code, ROOM, equals, OPEN)

    def stretch(self, ahead: tuple[str | None, ...], gap: int) -> int:
        """The number of a stretch of line: the faces from a square to the end of the first
        run of tiles after it (None: an empty square), then the board's edge (``gap`` 0) or
        ``gap`` - 1 empty squares before the next tile (``gap`` 99: none). Numbered once for
        all lines; :meth:`can_pass` reads a stretch one square at a time."""
        key = (*ahead, gap)
        sid = self.stretches.get(key)
        if sid is None:
            after = self.stretch(ahead[1:], gap) if ahead else -1
            sid = self.stretches[key] = len(self.stretch_head)
            self.stretch_head.append(ahead[0] if ahead else None)
            self.stretch_next.append(after)
            self.stretch_gap.append(gap)
            self.passing.append({})
        return sid

    def can_pass(self, sid: int, code: int, left: int, equals: bool, stretch: int) -> bool:
        """:meth:`can_finish` for a line whose squares ahead are ``stretch`` (see
        :meth:`stretch`): the tiles on the line up to the end of its next run are read
        where they are; past them the tiles across and any further tile on the line are
        not looked at (True there), so False still means no placement can finish it."""
        key = (sid * self.codes + code) * 2 + equals
        known = self.passing[stretch].get(key)
        if known is not None:
            return known
        work = self.work
        work[0] -= 1
        if work[0] < 0:
            raise OutOfWork
        grammar = self.grammar
        after = self.stretch_next[stretch]
        head = self.stretch_head[stretch]
        done = False
        if after < 0:  # past the run: the edge, open squares, or another tile further on
            gap = self.stretch_gap[stretch]
            if gap == 0:
                bonus = grammar.bonuses[sid]
                done = (grammar.bonus_id(sid) if bonus == -2 else bonus) >= 0
            elif gap <= left:
                done = True
            else:
                done = self.can_pass(sid, code, ROOM, equals, OPEN)
        elif head is not None:
            nxt = grammar.moves_from[sid][FACE_RANK[head]]
            if nxt == -2:
                nxt = grammar.step_id(sid, head)
            done = nxt >= 0 and self.can_pass(nxt, code, left, equals, after)
        else:
            bonus = grammar.bonuses[sid]
            done = (grammar.bonus_id(sid) if bonus == -2 else bonus) >= 0
            if not done and left > 0:
                have, weight = self.have, self.weight
                step_from = grammar.moves_from[sid]
                for k, ways in self.follow[grammar.kinds[sid]]:
                    count = have[k]
                    if count <= 0:
                        continue
                    for face, rank, is_eq in ways:
                        if is_eq and equals:
                            continue
                        nxt = step_from[rank]
                        if nxt == -2:
                            nxt = grammar.step_id(sid, face)
                        if nxt < 0:
                            continue
                        have[k] = count - 1
                        done = self.can_pass(
                            nxt, code - weight[k], left - 1, equals or is_eq, after
                        )
                        have[k] = count
                        if done:
                            break
                    if done:
                        break
        self.passing[stretch][key] = done
        return done
