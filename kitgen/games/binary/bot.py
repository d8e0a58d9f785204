"""A computer player for the binary game: it picks a move for a rack, at three strengths.

- ``random``: a uniformly random legal move (one path down the move graph, whatever the
  number of moves: :mod:`kitgen.games.binary.movegen.sample`);
- ``greedy``: a move with the most points — the first of ``kitgen game moves --top 1``;
- ``strong``: the most points plus the value of the tiles it keeps (its *leave*), learned
  from self-play and shipped as data (``leaves.json`` beside this module; how it was
  learned: ``docs/lab.md`` and ``tools/learn_leaves.py``). It weighs the best-scoring
  moves (up to :data:`STRONG_MOVES` of them) against exchanging: when the tiles it could
  keep after an exchange are worth more than the best move and its leave, it exchanges the
  rest. It passes only when it has no move and may not exchange.

With no move, ``greedy`` exchanges when the rules allow it (the whole rack, or the tiles
worth most when fewer may go back), else passes; ``random`` passes.

Every move handed out is judged by the referee (the move generator's own check), so a bot
never plays an illegal move. All the questions a bot asks the move engine for one choice
share one work budget, that of one ``game moves`` question (:func:`searched`). A rack with
blanks whose moves are past half of it (two blanks on an open board can give over half a
million) is searched in parts, its blanks set aside: the bot still moves, from the moves of
the largest part the budget can search, and says so.
Arithmetic is whole numbers: a leave's value is in hundredths of a point, so the same rack
and seed give the same move on every machine.
"""

from __future__ import annotations

import gc
import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from itertools import product
from typing import Any

from kitgen.core.errors import KitgenError, cited, one_of
from kitgen.core.messages import _
from kitgen.core.options import MAX_SEED
from kitgen.games.binary.board import Board, Tile
from kitgen.games.binary.bot_options import DEFAULT_LEVEL, LEVELS, BotOptions
from kitgen.games.binary.move import physical
from kitgen.games.binary.movegen import (
    Budget,
    FoundMove,
    Leaf,
    MoveGenerator,
    MoveList,
    TooMuchWork,
)
from kitgen.games.binary.movegen.budget import JUDGE_STEPS
from kitgen.games.binary.movegen.sample import random_leaf
from kitgen.games.binary.referee import Judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import TileSet

__all__ = ["DEFAULT_LEVEL", "LEVELS", "MAX_SEED", "BotOptions", "Choice", "choose"]
#: The most moves ``strong`` weighs: the best-scoring ones (all of them when fewer).
STRONG_MOVES = 1024
BLANK = "blank"
#: The leave values' file, its format and the highest count of one face it lists.
LEAVES_FILE = "leaves.json"
LEAVES_FORMAT = "kitgen binary leave values"
MAX_COUNT = 3
#: A leave value (hundredths of a point) no table may go beyond.
MOST_VALUE = 10_000


@dataclass(frozen=True)
class LeaveValues:
    """What keeping tiles is worth, in hundredths of a point: per face, by how many of it
    are kept (0, 1, 2, 3 or more). ``learned`` says how (the file's own record)."""

    faces: Mapping[str, tuple[int, ...]]
    learned: Mapping[str, Any]

    def value(self, leave: Counter[str]) -> int:
        total = 0
        for face, count in leave.items():
            row = self.faces.get(face)
            if row is not None and count:
                total += row[min(count, MAX_COUNT)]
        return total

    def to_mapping(self) -> dict[str, Any]:
        return {
            "format": LEAVES_FORMAT,
            "version": 1,
            "unit": "hundredths of a point",
            "learned": dict(self.learned),
            "faces": {face: list(row) for face, row in self.faces.items()},
        }

    @classmethod
    def from_mapping(cls, data: Any, where: str = LEAVES_FILE) -> LeaveValues:
        """Read the shape :meth:`to_mapping` writes; every field is checked."""
        if not isinstance(data, Mapping) or data.get("format") != LEAVES_FORMAT:
            raise KitgenError(
                _(
                    "{where}: not a leave values file (format {format})",
                    where=where,
                    format=cited(LEAVES_FORMAT),
                )
            )
        if data.get("version") != 1:
            raise KitgenError(
                _(
                    "{where}: version {version} is not 1 — reinstall kitgen, or learn the "
                    "values again with tools/learn_leaves.py",
                    where=where,
                    version=cited(data.get("version")),
                )
            )
        faces, learned = data.get("faces"), data.get("learned")
        if not isinstance(faces, Mapping) or not 1 <= len(faces) <= 32:
            raise KitgenError(
                _("{where}: faces should map 1 to 32 faces to their values", where=where)
            )
        if not isinstance(learned, Mapping):
            raise KitgenError(
                _("{where}: learned should say how the values were learned", where=where)
            )
        rows: dict[str, tuple[int, ...]] = {}
        for face, row in faces.items():
            if (
                not isinstance(row, list)
                or len(row) != MAX_COUNT + 1
                or not all(type(v) is int and abs(v) <= MOST_VALUE for v in row)
                or row[0] != 0
            ):
                raise KitgenError(
                    _(
                        "{where}: faces.{face} should be {n} whole numbers, the first 0, each "
                        "within ±{most}",
                        where=where,
                        face=face,
                        n=MAX_COUNT + 1,
                        most=MOST_VALUE,
                    )
                )
            rows[str(face)] = tuple(row)
        return cls(rows, dict(learned))


@cache
def shipped_leave_values() -> LeaveValues:
    """The leave values kitgen ships (learned by ``tools/learn_leaves.py``)."""
    text = resources.files(__package__).joinpath(LEAVES_FILE).read_text(encoding="utf-8")
    return LeaveValues.from_mapping(json.loads(text))


def check_level(level: str) -> str:
    return one_of("level", level, LEVELS)


@dataclass(frozen=True)
class Choice:
    """What a bot chose: a move (``None``: it passes, having no move), how many moves the
    rack had, the tiles it keeps and, for ``strong``, what keeping them is worth."""

    found: FoundMove | None
    count: int
    leave: tuple[str, ...]
    #: The leave's value in hundredths of a point (``strong`` only).
    value: int | None
    #: How many moves were weighed.
    weighed: int
    #: The rack's tiles left out of the search (its blanks, when the whole rack's moves are
    #: past the engine's work limit; ``count`` is then the "at least" of the whole rack).
    set_aside: tuple[str, ...] = ()
    #: The tiles it puts back into the bag: an exchange instead of a move (``found`` is
    #: then ``None``, ``leave`` the tiles kept).
    returned: tuple[str, ...] = ()
    #: The move engine's steps the choice took, all its questions together (at most the
    #: budget's limit).
    steps: int = 0
    #: ``strong`` with the bag empty: the other player's replies were past what was left of
    #: the budget, so the moves were weighed without them (by the tiles kept).
    cut_ahead: bool = False


def exchange_limit(rules: Rules, bag: int, rack_size: int, held: int) -> int:
    """The most tiles a player holding ``held`` may put back now, by the rule ``exchange``
    and the ``bag`` (0: no exchange)."""
    if rules.exchange == "off" or (rules.exchange == "rack" and bag < rack_size):
        return 0
    return max(0, min(held, rack_size, bag))


def best_exchange(
    rack: Sequence[str], most: int, table: LeaveValues
) -> tuple[int, tuple[str, ...]]:
    """The exchange that keeps the most valuable tiles: its value (the kept tiles', in
    hundredths of a point) and the tiles put back (1 to ``most`` of them)."""
    faces = sorted(Counter(rack).items())
    best: tuple[int, int, tuple[str, ...]] | None = None
    for counts in product(*(range(n + 1) for _face, n in faces)):
        kept = Counter({face: k for (face, _n), k in zip(faces, counts, strict=True) if k})
        back = len(rack) - sum(counts)
        if not 1 <= back <= most:
            continue
        returned = tuple(
            face for (face, n), k in zip(faces, counts, strict=True) for _ in range(n - k)
        )
        found = (table.value(kept), -back, returned)
        if best is None or found > best:
            best = found
    assert best is not None
    return best[0], best[2]


def greedy_exchange(rack: Sequence[str], most: int, tileset: TileSet) -> tuple[str, ...]:
    """The tiles ``greedy`` puts back with no move: all, or the ``most`` worth most points."""
    ordered = sorted(rack, key=lambda face: (-_points(tileset, face), face))
    return tuple(sorted(ordered[:most]))


def rack_tile(face: str, blank: bool) -> str:
    """The rack tile a laid tile came from (a blank naming ``1`` is a blank)."""
    return BLANK if blank else physical(face)


def leave_of(rack: Sequence[str], placed: Sequence[tuple[Any, str, bool]]) -> Counter[str]:
    """The tiles a move keeps: the rack less the tiles it lays."""
    kept = Counter(rack)
    for _square, face, blank in placed:
        kept[rack_tile(face, blank)] -= 1
    return +kept


def choose(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    rules: Rules,
    level: str,
    rng: random.Random,
    *,
    judge: Judge | None = None,
    bag: int = 100,
    leaves: LeaveValues | None = None,
    generator: MoveGenerator | None = None,
    opponent: Sequence[str] | None = None,
    exchange: int = 0,
    budget: Budget | None = None,
) -> Choice:
    """The move ``level`` plays with ``rack`` (faces, ``"blank"`` for a blank) on ``board``.

    ``rng`` is used by ``random`` only; ``bag`` (tiles still in the bag) by ``strong``: with
    the bag empty a tile kept is worth minus its points (whoever goes out takes them),
    else the leave values (``leaves``, default the shipped ones). ``generator``: a move
    generator for ``board`` kept from turn to turn (its grammar and cross-checks are kept
    with it; the board may change in between). ``opponent``: with the bag empty and one
    other player, that player's rack (then every tile not on the board or on this rack):
    ``strong`` then looks one reply ahead (:func:`endgame_worth`). ``exchange``: the most
    tiles the player may put back now (:func:`exchange_limit`; 0: no exchange).

    Every question the bot asks the move engine is paid from one ``budget`` (a new
    :class:`Budget` of the engine's work limit when not given: the limit of one ``game
    moves`` question), so the bot's time and memory are those of one question at most
    (:func:`searched`). ``Choice.steps`` says how many steps it took."""
    check_level(level)
    if generator is None:
        generator = MoveGenerator(board, tileset, rules, judge)
    budget = budget or Budget()
    table = leaves or shipped_leave_values()
    cut_ahead = False

    def pick(moves: MoveList, aside: tuple[str, ...], count: int) -> Choice:
        nonlocal cut_ahead
        if not moves.count:
            if exchange and level != "random":
                if level == "greedy":
                    back = greedy_exchange(rack, exchange, tileset)
                    return _exchanged(rack, back, None)
                value, back = best_exchange(rack, exchange, table)
                return _exchanged(rack, back, value)
            return Choice(None, 0, tuple(sorted(rack)), None, 0)
        if level == "random":
            leaf = random_leaf(moves, rng)
            assert leaf is not None
            return _choice(moves.judged(leaf), count, rack, None, 1, aside)
        if level == "greedy":
            return _choice(moves.best(1)[0], count, rack, None, 1, aside)
        # the best moves as many as the budget left pays for (each is charged as judged),
        # half of it kept for the walk that finds them: all 1,024 within the work limit
        affordable = max(1, budget.left[0] // (2 * JUDGE_STEPS))
        weighed = moves.best_leaves(min(moves.count, STRONG_MOVES, affordable))
        scored: list[tuple[int, int, Leaf]] = []
        for place, leaf in enumerate(weighed):
            kept = leave_of(rack, leaf[6])
            value = table.value(kept) if bag else -100 * _held_points(tileset, kept)
            scored.append((-100 * leaf[0] + value, -place, leaf))
        best = max(scored)
        if not bag and opponent is not None:
            # the bag is empty: the best few weighed again by the other player's best reply,
            # each reply searched within what is left of the budget
            ahead = sorted(scored, reverse=True)[:ENDGAME_MOVES]
            try:
                best = max(
                    (endgame_worth(board, rack, leaf, opponent, tileset, rules, generator,
                                   budget),
                     order, leaf)
                    for _worth, order, leaf in ahead
                )  # fmt: skip
            except TooMuchWork:  # replies past the limit: as the bag says
                cut_ahead = True
        if exchange and bag:
            value, back = best_exchange(rack, exchange, table)
            if value > best[0]:  # keeping this rack is worse than drawing
                return _exchanged(rack, back, value, count, len(weighed))
        found = moves.judged(best[2])
        return _choice(found, count, rack, best[0] - 100 * found.points, len(weighed), aside)

    moves, aside, count = searched(generator, rack, budget)
    choice = pick(moves, aside, count)
    del moves  # the search's graph, freed before the answer is written
    return replace(choice, steps=min(budget.spent, budget.limit), cut_ahead=cut_ahead)


#: A rack with blanks searches its whole self within this share of the budget (1 / this),
#: keeping the rest for its parts when the whole is past it; the benchmark's positions with
#: the shipped tile set take at most 567,160 steps, under a third of it.
WHOLE_SHARE = 2
#: While the parts of a rack are searched, this share of the budget (1 / this) is kept back
#: for what is then asked of the moves of the part chosen (``strong`` judges its 1,024 best:
#: 40,960 steps, and walks the graph to find them).
ANSWER_SHARE = 10


def searched(
    generator: MoveGenerator, rack: Sequence[str], budget: Budget
) -> tuple[MoveList, tuple[str, ...], int]:
    """The moves the bot chooses from, all within ``budget``: those of the whole rack, else
    those of the largest part of it the budget can search (the tiles set aside, the whole
    rack's count as far as known).

    A rack with no blank is one question, as ``game moves`` asks it (past the budget:
    :class:`TooMuchWork`). Each blank multiplies the moves (about 3 times on an open board),
    so a rack with blanks is searched whole within half the budget; past that, with every
    blank set aside, then with one blank more at a time while the rest of the budget lasts
    (less :data:`ANSWER_SHARE` for the answer): the moves of the largest part searched.
    One search is held in memory at a time besides the last that finished (a third of its
    size)."""
    whole = list(rack)
    blanks = whole.count(BLANK)
    if not blanks:
        moves = generator.moves(whole, budget)
        return moves, (), moves.count
    try:
        with budget.holding_back(budget.left[0] - budget.left[0] // WHOLE_SHARE):
            moves = generator.moves(whole, budget)
        return moves, (), moves.count
    except TooMuchWork as err:
        at_least = err.found
    # The search given up is held in a reference cycle (its recursive search closure), which
    # only the cycle collector frees: freed now, before the next search.
    gc.collect()
    part = [face for face in whole if face != BLANK]
    kept: tuple[MoveList, tuple[str, ...], int] | None = None
    for used in range(blanks):
        try:
            with budget.holding_back(budget.limit // ANSWER_SHARE):
                moves = generator.moves(part, budget)
        except TooMuchWork:
            break
        if moves.count:
            kept = moves, (BLANK,) * (blanks - used), max(at_least, moves.count)
        part.append(BLANK)
        del moves
    gc.collect()
    if kept is None:  # no move found within the budget, though the whole rack has some
        raise TooMuchWork(at_least, False, budget.limit, "")
    return kept


#: With the bag empty, how many of the best moves ``strong`` weighs against the reply.
ENDGAME_MOVES = 6


def endgame_worth(
    board: Board,
    rack: Sequence[str],
    leaf: Leaf,
    opponent: Sequence[str],
    tileset: TileSet,
    rules: Rules,
    generator: MoveGenerator,
    budget: Budget | None = None,
) -> int:
    """What a move is worth with the bag empty against one other player whose rack is
    known, in hundredths of a point: its points, less the other player's best reply, with
    the end counted as the rules page counts it — going out takes the points left on the
    other rack (under ``standard`` the other also loses them); a rack still held after
    both moves counts minus its points against its holder. The reply is searched within
    ``budget`` (a new one of the work limit when not given)."""
    kept = leave_of(rack, leaf[6])
    both = 2 if rules.endgame == "standard" else 1
    points = -leaf[0]
    if not kept:
        return 100 * (points + both * _held_points(tileset, Counter(opponent)))
    placed = {square: Tile(face, blank) for square, face, blank in leaf[6]}
    board.place(placed)
    try:
        replies = generator.moves(opponent, budget)
        reply = replies.best_leaves(1)[0] if replies.count else None
    finally:
        for square in placed:
            del board.tiles[square]
    mine = _held_points(tileset, kept)
    if reply is None:  # the other player passes
        return 100 * (points - mine)
    theirs = leave_of(opponent, reply[6])
    if not theirs:  # the other player goes out
        return 100 * (points + reply[0] - both * mine)
    return 100 * (points + reply[0] - mine + _held_points(tileset, theirs))


def _held_points(tileset: TileSet, kept: Counter[str]) -> int:
    return sum(_points(tileset, face) * n for face, n in kept.items())


def _points(tileset: TileSet, face: str) -> int:
    return tileset.blank_points if face == BLANK else tileset.points.get(face, 0)


def _exchanged(
    rack: Sequence[str],
    back: tuple[str, ...],
    value: int | None,
    count: int = 0,
    weighed: int = 0,
) -> Choice:
    kept = Counter(rack)
    kept.subtract(back)
    return Choice(None, count, tuple(sorted((+kept).elements())), value, weighed, (), back)


def _choice(
    found: FoundMove,
    count: int,
    rack: Sequence[str],
    value: int | None,
    weighed: int,
    aside: tuple[str, ...],
) -> Choice:
    placed = [(sq, tile.face, tile.blank) for sq, tile in found.verdict.placed.items()]
    kept = leave_of(rack, placed)
    return Choice(found, count, tuple(sorted(kept.elements())), value, weighed, aside)
