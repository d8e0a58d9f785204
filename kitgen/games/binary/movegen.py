"""Every legal move for a rack: the binary game's move generator (pure, no I/O).

:func:`generate` finds every move a rack can make on the current board under the game's
rules and returns a :class:`MoveList`: how many there are, the best ``n`` (or all), and
where a given move ranks. Every move it hands out is judged by the referee
(:func:`kitgen.games.binary.referee.judge_move` with the rules' expression judge) and must
score exactly the points the search gave it — one definition of legality and of points.
Moves rank best first: most points, then fewer tiles, then notation order (row, column,
across before down, then the tiles' faces in the order of ``move.FACES``, a blank after the
tile it stands for).

How it searches (a Scrabble-style generator with a grammar instead of a word list):

1. **Cross-checks.** Every empty square with a tile beside it across the line of play holds
   the set of faces that make the perpendicular line a correct expression — worked out once
   per square (and cached by the tiles around it) before the search starts. A square whose
   set is empty is never filled; a square with a neighbour counts as touching the board.
2. **Lines.** Each row (played across) and each column (down) that holds a tile or lies
   beside one is searched from every square where a run of tiles can start (the square
   before is empty or off the board). First move: only the centre row and column, and the
   move must cover the centre.
3. **Grammar state along the line.** The search lays one rack tile (or a blank naming a
   face) on each empty square left to right and walks over the tiles already there. After
   every tile it advances a small state machine that mirrors the referee's parser and
   evaluator: what may come next (a number, an operator, ``NOT``, ``=``), the number being
   written (its value, width, a leading ``0``, a ``NOT`` in front), leading zeros, ``XOR``
   and the rotated ``=`` only when in play, the identity-step house rules (``× 1``, ``+ 0``,
   ``AND 1``, ``OR 0``, padding), and the operator stack of the shunting-yard evaluation
   under ``--order math`` or ``left``. Every reduction the evaluator would do is done as
   soon as the operator that triggers it is laid, so a division that does not come out
   whole, a negative step or ``AND`` on a fraction abandons the placement before the rest
   of the rack is tried.
4. **Values carried across ``=``.** When a side closes, its value becomes the target every
   later side must reach; a side that differs is abandoned at its ``=``. While a later side
   is a plain number and neither the rack nor the line ahead can supply an operator, its
   digits must be the leading digits of the target, or the branch is dropped. A run with no
   ``=`` yet, when neither the rack nor the line ahead holds one, is dropped too.
5. **Geometry.** A run may stop only on an empty square (or the edge); at most one new
   ``=``; a branch that can no longer reach a tile on the board (or the centre) within the
   tiles left on the rack is dropped. One-tile moves are found apart, once per square.
6. **The tiles left must be able to finish it.** Before a branch with at most four tiles
   left to lay is searched (with more the answer is nearly always yes, and dearer than the
   search it saves), and when no tile on the line is within reach of the tiles still usable
   (an ``=`` tile is of no use once an ``=`` is laid), it is asked whether they, laid in any
   order on free squares, could finish a correct expression at all — no square, premium or
   tile across looked at, so a "no" is final and a "yes" promises nothing. The answer is
   kept by (state, tiles left, ``=`` laid), for all lines and squares at once; most dead
   ends on an open stretch of board (a right side that can no longer reach its target with
   what is left) are dropped there without being searched square by square. When a tile on
   the line is within reach, the same question is asked of the stretch of line up to the end
   of that run of tiles (rack tiles on its empty squares, its tiles read where they are;
   past it, "yes" when another tile is within reach, else the rack-only answer), kept by
   (state, tiles left, ``=`` laid, stretch) for all lines with the same stretch ahead.
7. **Each sub-search once: the moves as a graph.** What a branch finds from a square on
   depends only on (square, state, tiles left, touching yet, ``=`` laid) — not on how it got
   there — so each is searched once and kept as a node (or as "nothing"): the moves it
   found, as steps (a tile on a square, its letter points, word premium and points across)
   to further nodes or to the end of a move. A node also keeps how many moves pass through
   it and three figures that bound their points whatever was gathered before it (the most
   word premium, the most points before the bonus times it, the most points across). An
   ending shared by many beginnings (the right sides after every left side of the same
   value and tiles) is found once. On open board — the squares a branch can still reach
   all empty with nothing beside them (and the square after them empty or the edge) — what
   it finds does not depend on the square or the line at all, only on (state, tiles left,
   ``=`` laid, squares to the edge when within reach): such nodes are searched and kept
   once for every line, with the tiles' points before premiums, and the premiums of the
   squares where they are met are applied when the graph is walked (their bound from the
   word premiums and highest letter premium of the squares they may cover). The graph is
   flat lists of numbers, which Python's cycle collector never has to walk; the collector
   is paused while the search runs.
8. **Counted, not written out.** The count is the sum over the starting nodes. The best
   ``n`` are found by walking the graph from the most promising start, entering only the
   nodes whose bound can still reach the ``n``-th best points found so far (ties are
   entered: fewer tiles and notation order break them). All of them (``--all``, a rank for
   ``--check``, the tests) walk the whole graph. Points are added up as the search goes
   (the premium board, the tile set's points and ``bonus_of``, as the referee's scoring
   uses them); only the moves asked for are written as a :class:`Move` and judged by the
   referee, which must agree on legality and points (a disagreement raises). The tests
   compare every move and its points with an exhaustive brute force judged by the referee.
9. **Remembered work.** Each grammar state met is numbered once; the state each face leads
   to, its bonus and the pruning facts above are kept by number, so a step is a list
   look-up. The operators whose identity step (``× 1``, ``+ 0``...) the house rules allow
   and do not count (padding on) are left out of the state, so lines that differ only
   there meet. What each square accepts after each kind of state (cross-check, grammar,
   points) is listed once per line.

Blanks: each face a blank may name is tried as its own move (``[1]``, ``[AND]``).
"""

from __future__ import annotations

import gc
import heapq
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from operator import mul

from kitgen.games.binary.board import Board, Square, Tile
from kitgen.games.binary.evaluate import PRECEDENCE
from kitgen.games.binary.move import FACES, ROTATED, Cell, Move, physical
from kitgen.games.binary.parse import IDENTITY, IDENTITY_SWITCH
from kitgen.games.binary.referee import Judge, MoveVerdict, judge_move, rules_judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import BINGO_BONUS, TileSet
from kitgen.games.binary.tokens import AND, DIVIDE, MINUS, OR, PLUS, TIMES, XOR
from kitgen.games.binary.values import Value, bonus_of

#: How a blank on a rack is named (as in ``kitgen game end --left``).
BLANK = "blank"


_START, _AFTER_OP, _AFTER_NOT, _NUMBER = 0, 1, 2, 3
_OPERATORS = frozenset((PLUS, MINUS, TIMES, DIVIDE, AND, OR, XOR))

#: The faces that may follow a state of each kind (the grammar; values decide the rest).
_DIGITS = frozenset(("0", "1", ROTATED))
_NEXT = {
    _START: _DIGITS | {"NOT"},
    _AFTER_OP: _DIGITS | {"NOT"},
    _AFTER_NOT: _DIGITS,
    _NUMBER: _DIGITS | _OPERATORS | {"="},
}

# A state of the line is a tuple:
# (kind, number, width, leading0, after_not, values, ops, last_op, target, sides, identity)
State = tuple


class Grammar:
    """The referee's parser and evaluator as a state machine over tile faces, one at a time.

    ``step(state, face)`` returns the next state, or None when no line starting with these
    faces can be a correct expression; ``finish(state)`` says whether the line may end here.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.left = rules.order == "left"
        self.never_negative = rules.negatives == "never"
        self.fractions = rules.fractions
        self.xor = rules.xor
        self.rotated = rules.rotated_equals
        self.zeros = rules.leading_zeros
        self.padding = rules.padding
        self.identity_ok = {sym: getattr(rules, switch) for sym, switch in IDENTITY_SWITCH.items()}
        # The operators whose identity step (× 1, + 0...) must be seen: those the house rules
        # forbid, and all of them when padding is off (then the steps are counted). The
        # others are not kept in the state, so that lines differing only there meet.
        self.watched = frozenset(
            sym for sym in IDENTITY if not self.padding or not self.identity_ok[sym]
        )
        self.start: State = (_START, 0, 0, False, False, (), (), None, None, 0, 0)
        # The search meets the same states again and again, so each state met is numbered
        # once (``ids``, ``states``) and what it leads to is remembered by number: the next
        # state for each face (-1: none), and facts the pruning asks (see :meth:`intern`).
        self.states: list[State] = []
        self.ids: dict[State, int] = {}
        #: by state and face rank (see _FACE_RANK): the next state, -1 none, -2 not asked yet
        self.moves_from: list[list[int]] = []
        self.kinds: list[int] = []
        self.no_side: list[bool] = []  # no ``=`` yet
        self.may_end: list[bool] = []  # a number on a side after an ``=``
        self.off_target: list[bool] = []  # a plain number that cannot lead to the target
        self.values: dict[int, Value | None] = {}  # value_of, once asked
        self.bonuses: list[int] = []  # bonus_id by state, once asked (-2: not yet)
        self.intern(self.start)

    def intern(self, state: State) -> int:
        """The number of ``state`` (numbering it on first sight)."""
        sid = self.ids.get(state)
        if sid is None:
            sid = self.ids[state] = len(self.states)
            self.states.append(state)
            self.moves_from.append([-2] * len(_RANKED))
            self.bonuses.append(-2)
            self.kinds.append(state[0])
            self.no_side.append(state[9] == 0)
            self.may_end.append(state[0] == _NUMBER and bool(state[9]))
            self.off_target.append(
                state[8] is not None
                and state[0] == _NUMBER
                and not state[6]
                and not _can_lead(state, state[8])
            )
        return sid

    def step_id(self, sid: int, face: str) -> int:
        """:meth:`step` by state numbers (-1: no state), remembered."""
        after = self.step(self.states[sid], face)
        nxt = -1 if after is None else self.intern(after)
        self.moves_from[sid][_FACE_RANK[face]] = nxt
        return nxt

    def value_id(self, sid: int) -> Value | None:
        """:meth:`value_of` by state number, remembered."""
        value = self.value_of(self.states[sid])
        self.values[sid] = value
        return value

    def bonus_id(self, sid: int) -> int:
        """The bonus of the expression if the line ends after state ``sid`` (-1: it may
        not end there), remembered."""
        bonus = -1
        if self.may_end[sid]:
            value = self.values[sid] if sid in self.values else self.value_id(sid)
            if value is not None:
                bonus = bonus_of(value)
        self.bonuses[sid] = bonus
        return bonus

    # -- arithmetic, as kitgen.games.binary.evaluate.apply (None where it raises Wrong) ----

    def apply(self, sym: str, x: Value, y: Value) -> Value | None:
        if sym == PLUS:
            result = x + y
        elif sym == MINUS:
            result = x - y
        elif sym == TIMES:
            result = x * y
        elif sym == DIVIDE:
            if y == 0:
                return None
            if type(x) is int and type(y) is int:
                quotient, rest = divmod(x, y)
                if not rest:
                    result = quotient
                elif not self.fractions:
                    return None
                else:
                    result = Fraction(x, y)
            else:
                result = Fraction(x) / y
        else:
            if isinstance(x, Fraction) or isinstance(y, Fraction) or x < 0 or y < 0:
                return None
            result = x & y if sym == AND else x | y if sym == OR else x ^ y
        if type(result) is Fraction and result.denominator == 1:
            result = result.numerator
        if result < 0 and self.never_negative:
            return None
        return result

    def _close_number(self, state: State) -> tuple[tuple[Value, ...], int] | None:
        """The number being written, closed: (values, identity) or None."""
        _kind, number, width, _lead, after_not, values, _ops, last_op, _t, _s, identity = state
        value = number ^ ((1 << width) - 1) if after_not else number
        if last_op is not None and IDENTITY.get(last_op) == value:
            if not self.identity_ok[last_op]:
                return None
            identity += 1
            if identity > 1 and not self.padding:
                return None
        return (*values, value), identity

    def _reduce_all(
        self, values: tuple[Value, ...], ops: tuple[tuple[str, int], ...]
    ) -> Value | None:
        stack = list(values)
        for sym, _level in reversed(ops):
            right = stack.pop()
            result = self.apply(sym, stack.pop(), right)
            if result is None:
                return None
            stack.append(result)
        return stack[0]

    def _close_side(self, state: State) -> tuple[Value, int] | None:
        """Close the side being written: (value, identity) when it may stand, else None."""
        closed = self._close_number(state)
        if closed is None:
            return None
        values, identity = closed
        value = self._reduce_all(values, state[6])
        if value is None or value < 0:
            return None
        target = state[8]
        if target is not None and value != target:
            return None
        return value, identity

    def step(self, state: State, face: str) -> State | None:
        kind = state[0]
        if face == "0" or face == "1" or face == ROTATED:
            if face == ROTATED:
                if not self.rotated:
                    return None
                bits, add = 3, 2
            else:
                bits, add = (1 if face == "1" else 0), 1
            if kind == _NUMBER:
                if (  # a second digit after a leading 0
                    state[3]
                    and state[2] == 1
                    and (self.zeros == "never" or (self.zeros == "after-not" and not state[4]))
                ):
                    return None
                return (_NUMBER, (state[1] << add) | bits, state[2] + add, state[3], state[4],
                        *state[5:])  # fmt: skip
            return (_NUMBER, bits, add, face == "0", kind == _AFTER_NOT, *state[5:])
        if face == "NOT":
            if kind in (_NUMBER, _AFTER_NOT):
                return None
            return (_AFTER_NOT, *state[1:])
        if kind != _NUMBER:
            return None
        if face == "=":
            closed = self._close_side(state)
            if closed is None:
                return None
            value, identity = closed
            target = value if state[8] is None else state[8]
            return (_START, 0, 0, False, False, (), (), None, target, state[9] + 1, identity)
        if face not in _OPERATORS or (face == XOR and not self.xor):
            return None
        number = self._close_number(state)
        if number is None:
            return None
        values, identity = number
        ops = state[6]
        level = 0 if self.left else PRECEDENCE[face]
        if ops and ops[-1][1] >= level:
            stack = list(values)
            pending = list(ops)
            while pending and pending[-1][1] >= level:
                right = stack.pop()
                result = self.apply(pending.pop()[0], stack.pop(), right)
                if result is None:
                    return None
                stack.append(result)
            values = tuple(stack)
            ops = tuple(pending)
        watched = face if face in self.watched else None
        return (_AFTER_OP, 0, 0, False, False, values, (*ops, (face, level)), watched, state[8],
                state[9], identity)  # fmt: skip

    def value_of(self, state: State) -> Value | None:
        """The value of the expression if the line ends after this state, else None."""
        if state[0] != _NUMBER or state[9] < 1:
            return None
        if not state[6]:  # a plain number (maybe after NOT) on a later side: is it the target?
            value = state[1] ^ ((1 << state[2]) - 1) if state[4] else state[1]
            return value if value == state[8] else None
        closed = self._close_side(state)
        return None if closed is None else closed[0]

    def value(self, faces: Iterable[str]) -> Value | None:
        """The value of a whole line of faces when it is a correct expression, else None."""
        state = self.start
        for face in faces:
            after = self.step(state, face)
            if after is None:
                return None
            state = after
        return self.value_of(state)


def _can_lead(state: State, target: Value) -> bool:
    """A side that is a plain number and must stay one: can its digits still reach
    ``target``? (Only its leading digits are known; more may follow.)"""
    if state[3] or state[4]:  # a leading 0 or a NOT in front: not worth the bother
        return True
    if isinstance(target, Fraction):
        return False
    width, number = state[2], state[1]
    spare = target.bit_length() - width
    return spare >= 0 and target >> spare == number


#: Tie order of faces inside notation order: as FACES lists them, the rotated ``=`` last.
_FACE_RANK = {face: i for i, face in enumerate((*FACES, ROTATED))}

#: A move as the search records it, sorting best first:
#: ``(-points, tiles, row, col, 0 across / 1 down, face codes, ((square, face, blank), ...))``.
Leaf = tuple


def _leaf(points: int, placed: Sequence[tuple[Square, str, bool]], across: bool) -> Leaf:
    col, row = placed[0][0]
    codes = tuple(_FACE_RANK[face] * 2 + blank for _sq, face, blank in placed)
    return (-points, len(placed), row, col, 0 if across else 1, codes, tuple(placed))


def leaf_move(leaf: Leaf, board: Board) -> Move:
    """The move a leaf records, in the notation ``game play`` takes: from the first tile laid
    to the last, the tiles already on the board in between written as themselves."""
    placed = leaf[6]
    across = leaf[4] == 0
    (col, row), (last_col, last_row) = placed[0][0], placed[-1][0]
    new = {square: Cell(face, blank) for square, face, blank in placed}
    if across:
        squares = [(c, row) for c in range(col, last_col + 1)]
    else:
        squares = [(col, r) for r in range(row, last_row + 1)]
    cells = tuple(new[sq] if sq in new else Cell(board.tiles[sq].face) for sq in squares)
    return Move(col, row, across, cells)


@dataclass(frozen=True)
class FoundMove:
    """A legal move with the referee's verdict (its points and expressions)."""

    verdict: MoveVerdict

    @property
    def move(self) -> Move:
        return self.verdict.move

    @property
    def points(self) -> int:
        return self.verdict.score

    @property
    def tiles(self) -> int:
        return len(self.verdict.placed)

    @property
    def expressions(self) -> list[str]:
        return [expression.text for expression in self.verdict.expressions]

    def __str__(self) -> str:
        return str(self.move)


#: A step of the move graph, as the search hands it to :meth:`_Graph.add`: a tile laid on a
#: square and where the search goes from there, ``(square number, face code, letter points,
#: word premium, points across, node, bonus)``; ``node`` -1 when the move ends with this
#: tile (``bonus``: its line's bonus), ``-2 - n`` for open node ``n`` (see
#: :meth:`_Graph.add_open`) from the next square on.
Edge = tuple[int, int, int, int, int, int, int]

#: The faces by their rank in notation order (see _FACE_RANK).
_RANKED = (*FACES, ROTATED)
_NODE, _EDGE_SIZE = 8, 7  # numbers per node and per step in _Graph's lists
#: Whether the tiles left can finish a branch (_Rack.can_finish, can_pass) is asked only
#: with at most this many tiles left to lay: with more, the answer is nearly always yes and
#: costs more to find than the search it saves (measured on the benchmark's slowest racks).
_ASK_UP_TO = 4


class _Graph:
    """The moves of a rack as a graph, kept in flat lists of numbers.

    A node (a sub-search that found moves) is 8 numbers in ``nodes``, named by its place:
    how many moves pass through it, three figures that bound their points (see
    :meth:`add`), the bonus of the move ending there (-1: none), whether that move or a
    move ending one tile on empties a full rack (bits 1 and 2), and where its steps are in
    ``edges`` (first, past the last). A step (see :data:`Edge`) is 7 numbers in ``edges``.
    Open nodes, found once for every line (see :meth:`add_open`), have lists of their own.
    Squares are ``row × size + column``, faces ``rank × 2 + blank``. Numbers only: Python's
    cycle collector never has to walk the graph (hundreds of thousands of tuples would cost
    it half a second per pass).
    """

    def __init__(self, size: int, letter: list[int], word: list[int]) -> None:
        self.size = size
        self.letter, self.word = letter, word  # the premiums, by square number
        self.nodes: list[int] = []
        self.edges: list[int] = []
        #: Nodes on open board (see :meth:`add_open`): 8 numbers each in ``open_nodes``,
        #: steps ``(face code, tile points, node, bonus)`` in ``open_edges``.
        self.open_nodes: list[int] = []
        self.open_edges: list[int] = []

    def add_open(
        self, end: int, end_bingo: bool, steps: list[tuple[int, int, int, int]], edge_bingo: bool
    ) -> int:
        """A new node of the search on open board — empty squares with nothing beside them,
        up to the edge or one square past the tiles left — which finds the same moves
        wherever it is, so it is kept once for every line and square: its steps hold the
        tiles' points before premiums (and no points across: there are none). Its figures:
        how many moves, the most tiles laid, the most tile points, the most bonus, a full
        rack emptied (bit 4 of the flags); the premiums are applied where it is met
        (:meth:`open_bound`, :meth:`walk_open`). Returns its number."""
        nodes, edges = self.open_nodes, self.open_edges
        count = depth_most = worth_most = bonus_most = 0
        bingo = False
        if end >= 0:
            count, bonus_most, bingo = 1, end, end_bingo
        first = len(edges)
        for step in steps:
            _code, worth, child, bonus = step
            if child < 0:
                count += 1
                depth, bonus_here = 1, bonus
                bingo = bingo or edge_bingo
            else:
                at = child * _NODE
                count += nodes[at]
                depth, worth, bonus_here = 1 + nodes[at + 1], worth + nodes[at + 2], nodes[at + 3]
                bingo = bingo or bool(nodes[at + 5] & 4)
            if depth > depth_most:
                depth_most = depth
            if worth > worth_most:
                worth_most = worth
            if bonus_here > bonus_most:
                bonus_most = bonus_here
            edges.extend(step)
        flags = end_bingo + 2 * edge_bingo + 4 * bingo
        nodes.extend((count, depth_most, worth_most, bonus_most, end, flags, first, len(edges)))
        return len(nodes) // _NODE - 1

    def open_bound(self, node: int, sq: int, step: int) -> tuple[int, int, int]:
        """The three figures of :meth:`add` for open node ``node`` met on square ``sq`` of a
        line going ``step`` square numbers on: the word premiums and the highest letter
        premium of the squares its moves may cover."""
        at = node * _NODE
        nodes, letter, word = self.open_nodes, self.letter, self.word
        mult, most_letter = 1, 1
        for i in range(nodes[at + 1]):
            mult *= word[sq + i * step]
            if letter[sq + i * step] > most_letter:
                most_letter = letter[sq + i * step]
        core = (most_letter * nodes[at + 2] + nodes[at + 3]) * mult
        return mult, core, BINGO_BONUS if nodes[at + 5] & 4 else 0

    def add(
        self, end: int, end_bingo: bool, steps: list[Edge], edge_bingo: bool, stride: int
    ) -> int:
        """A new node; returns its number.

        A move through the node scores ``(letters + l + bonus) × mult × m + extra + x`` where
        ``letters``, ``mult``, ``extra`` were gathered before it and ``l``, ``m``, ``x`` (and
        the bingo) after; the node keeps the most ``m``, the most ``(l + bonus) × m`` and the
        most ``x`` over its moves, each at least as big as any one move's. ``stride``: how
        many square numbers the line goes on per square (where an open node's squares are).
        """
        nodes, edges = self.nodes, self.edges
        count = mult_most = core_most = extra_most = 0
        if end >= 0:
            count, mult_most, core_most = 1, 1, end
            extra_most = BINGO_BONUS if end_bingo else 0
        first = len(edges)
        for step in steps:
            _sq, _code, gain, wm, across, child, bonus = step
            if child == -1:
                count += 1
                mult, core, extra = wm, (gain + bonus) * wm, across
                if edge_bingo:
                    extra += BINGO_BONUS
            elif child < -1:  # an open node, from the next square on
                count += self.open_nodes[(-2 - child) * _NODE]
                below, core, extra = self.open_bound(-2 - child, _sq + stride, stride)
                mult = wm * below
                core = (gain * below + core) * wm
                extra += across
            else:
                at = child * _NODE
                count += nodes[at]
                mult = wm * nodes[at + 1]
                core = (gain * nodes[at + 1] + nodes[at + 2]) * wm
                extra = across + nodes[at + 3]
            if mult > mult_most:
                mult_most = mult
            if core > core_most:
                core_most = core
            if extra > extra_most:
                extra_most = extra
            edges.extend(step)
        flags = end_bingo + 2 * edge_bingo
        nodes.extend((count, mult_most, core_most, extra_most, end, flags, first, len(edges)))
        return len(nodes) // _NODE - 1

    def count(self, node: int) -> int:
        return self.nodes[node * _NODE]

    def bound(self, node: int) -> int:
        """The most points a move through ``node`` can score from the start of a line."""
        at = node * _NODE
        return self.nodes[at + 2] + self.nodes[at + 3]

    def walk(
        self,
        node: int,
        down: int,
        placed: list[tuple[Square, str, bool]],
        codes: list[int],
        letters: int,
        mult: int,
        extra: int,
        keep: Callable[[int], bool],
        record: Callable[[Leaf], None],
    ) -> None:
        """Every move through ``node`` after ``placed`` whose points ``keep`` accepts
        (entering only the nodes whose bound it accepts), as leaves handed to ``record``."""
        nodes, edges, size = self.nodes, self.edges, self.size
        at = node * _NODE
        end, flags, first, last = nodes[at + 4 : at + 8]
        if end >= 0:
            points = (letters + end) * mult + extra + (BINGO_BONUS if flags & 1 else 0)
            if keep(points):
                col, row = placed[0][0]
                record((-points, len(placed), row, col, down, tuple(codes), tuple(placed)))
        for e in range(first, last, _EDGE_SIZE):
            sq, code, gain, wm, across, child, bonus = edges[e : e + _EDGE_SIZE]
            tile = ((sq % size, sq // size), _RANKED[code >> 1], bool(code & 1))
            if child == -1:
                points = (letters + gain + bonus) * mult * wm + extra + across
                if flags & 2:
                    points += BINGO_BONUS
                if keep(points):
                    col, row = placed[0][0]
                    record((-points, len(placed) + 1, row, col, down, (*codes, code),
                            (*placed, tile)))  # fmt: skip
                continue
            now_letters, now_mult, now_extra = letters + gain, mult * wm, extra + across
            if child < -1:  # an open node, from the next square on
                step = size if down else 1
                below, core, most = self.open_bound(-2 - child, sq + step, step)
                if not keep((now_letters * below + core) * now_mult + now_extra + most):
                    continue
                placed.append(tile)
                codes.append(code)
                self.walk_open(-2 - child, sq + step, step, down, placed, codes, now_letters,
                               now_mult, now_extra, keep, record)  # fmt: skip
            else:
                to = child * _NODE
                bound = (now_letters * nodes[to + 1] + nodes[to + 2]) * now_mult
                if not keep(bound + now_extra + nodes[to + 3]):
                    continue
                placed.append(tile)
                codes.append(code)
                self.walk(child, down, placed, codes, now_letters, now_mult, now_extra, keep,
                          record)  # fmt: skip
            placed.pop()
            codes.pop()

    def walk_open(
        self,
        node: int,
        sq: int,
        step: int,
        down: int,
        placed: list[tuple[Square, str, bool]],
        codes: list[int],
        letters: int,
        mult: int,
        extra: int,
        keep: Callable[[int], bool],
        record: Callable[[Leaf], None],
    ) -> None:
        """:meth:`walk` for open node ``node`` met on square ``sq`` (see :meth:`add_open`)."""
        nodes, edges, size = self.open_nodes, self.open_edges, self.size
        at = node * _NODE
        end, flags, first, last = nodes[at + 4 : at + 8]
        if end >= 0:
            points = (letters + end) * mult + extra + (BINGO_BONUS if flags & 1 else 0)
            if keep(points):
                col, row = placed[0][0]
                record((-points, len(placed), row, col, down, tuple(codes), tuple(placed)))
        square, lm, wm = (sq % size, sq // size), self.letter[sq], self.word[sq]
        for e in range(first, last, 4):
            code, worth, child, bonus = edges[e : e + 4]
            tile = (square, _RANKED[code >> 1], bool(code & 1))
            gain = worth * lm
            if child < 0:
                points = (letters + gain + bonus) * mult * wm + extra
                if flags & 2:
                    points += BINGO_BONUS
                if keep(points):
                    col, row = placed[0][0]
                    record((-points, len(placed) + 1, row, col, down, (*codes, code),
                            (*placed, tile)))  # fmt: skip
                continue
            now_letters, now_mult = letters + gain, mult * wm
            below, core, most = self.open_bound(child, sq + step, step)
            if not keep((now_letters * below + core) * now_mult + extra + most):
                continue
            placed.append(tile)
            codes.append(code)
            self.walk_open(child, sq + step, step, down, placed, codes, now_letters, now_mult,
                           extra, keep, record)  # fmt: skip
            placed.pop()
            codes.pop()


def _everything(points: int) -> bool:
    return True


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while the search runs: it makes millions of small
    short-lived objects and no cycles, and the collector's passes over them cost a fifth
    of the time. The graph it leaves is numbers and tuples of numbers (see :class:`_Graph`),
    which the first pass afterwards sets aside for good."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


class MoveList:
    """The legal moves of one rack: how many, the best ones, and where a given move ranks.

    The moves are kept as the search's graph (its nodes count the moves through them); a
    move is written out as a leaf only when asked for: the best ``n`` walk only the parts
    of the graph whose bound can still reach them, :meth:`all`, :meth:`points`,
    :meth:`placements` and :meth:`rank` walk the whole. A move handed out is judged by the
    referee, whose verdict must agree with the search's points (a disagreement is a bug and
    raises).
    """

    def __init__(
        self,
        generator: MoveGenerator,
        graph: _Graph,
        roots: list[tuple[int, int]],
        singles: list[Leaf],
    ) -> None:
        self.generator = generator
        self.graph = graph
        self.roots = roots  # (node, 0 across / 1 down)
        self.singles = singles
        self._count = sum(graph.count(root) for root, _down in roots) + len(singles)
        self._leaves: list[Leaf] | None = None

    @property
    def count(self) -> int:
        return self._count

    def __len__(self) -> int:
        return self._count

    @property
    def leaves(self) -> list[Leaf]:
        """Every move as a leaf (see :data:`Leaf`), in no particular order."""
        if self._leaves is None:
            leaves = list(self.singles)
            with _collector_paused():
                for root, down in self.roots:
                    self.graph.walk(root, down, [], [], 0, 1, 0, _everything, leaves.append)
            self._leaves = leaves
        return self._leaves

    def best_leaves(self, n: int) -> list[Leaf]:
        """The first ``n`` moves as leaves, best first, without writing out the others."""
        if self._leaves is not None:
            return heapq.nsmallest(n, self._leaves)
        tops: list[int] = []  # the points of the best n found so far, least first
        near: list[Leaf] = []  # every move found that was among them when found

        def keep(points: int) -> bool:
            return len(tops) < n or points >= tops[0]

        def record(leaf: Leaf) -> None:
            near.append(leaf)
            if len(tops) < n:
                heapq.heappush(tops, -leaf[0])
            elif -leaf[0] > tops[0]:
                heapq.heapreplace(tops, -leaf[0])

        for leaf in self.singles:
            if keep(-leaf[0]):
                record(leaf)
        # the most promising lines first, so that the bar rises early
        graph = self.graph
        for root, down in sorted(self.roots, key=lambda item: -graph.bound(item[0])):
            if keep(graph.bound(root)):
                self.graph.walk(root, down, [], [], 0, 1, 0, keep, record)
        return heapq.nsmallest(n, near)

    def _found(self, leaf: Leaf) -> FoundMove:
        gen = self.generator
        verdict = judge_move(gen.board, leaf_move(leaf, gen.board), gen.tileset, gen.judge)
        if not verdict.legal or verdict.score != -leaf[0]:
            raise RuntimeError(
                f"the move generator and the referee disagree on {verdict.move}: "
                f"{-leaf[0]} points found, referee says {verdict.reason or verdict.score}"
            )
        return FoundMove(verdict)

    def best(self, n: int) -> list[FoundMove]:
        """The first ``n`` moves, best first, each judged by the referee."""
        return [self._found(leaf) for leaf in self.best_leaves(n)]

    def all(self) -> list[FoundMove]:
        """Every move, best first, each judged by the referee."""
        return [self._found(leaf) for leaf in sorted(self.leaves)]

    def points(self) -> list[int]:
        """The points of every move, best first (no referee call)."""
        return sorted((-leaf[0] for leaf in self.leaves), reverse=True)

    def placements(self) -> dict[tuple[tuple[Square, Tile], ...], int]:
        """Every move as what it puts down (squares and tiles) -> its points."""
        return {
            tuple(sorted((sq, Tile(face, blank)) for sq, face, blank in leaf[6])): -leaf[0]
            for leaf in self.leaves
        }

    def rank(self, verdict: MoveVerdict) -> int | None:
        """Where a legal move ranks (1 = best), or None when it is not among the moves."""
        if not verdict.legal:
            return None
        key = self.generator.leaf_of(verdict)
        if key not in set(self.leaves):
            return None
        return 1 + sum(1 for leaf in self.leaves if leaf < key)


class _Line:
    """One row or column: the tiles on it, and the cross-checks and premiums of its squares."""

    def __init__(self, squares: list[Square], faces: list[str | None]) -> None:
        self.squares = squares
        self.faces = faces
        #: for an empty square with tiles beside it across: face -> the bonus of the line
        #: it makes across (faces that make a wrong line are absent)
        self.cross: list[dict[str, int] | None] = [None] * len(squares)
        self.touch = [face is not None for face in faces]
        n = len(squares)
        self.eq_ahead = [False] * (n + 1)
        self.op_ahead = [False] * (n + 1)
        for i in range(n - 1, -1, -1):
            face = faces[i]
            self.eq_ahead[i] = self.eq_ahead[i + 1] or face == "="
            self.op_ahead[i] = self.op_ahead[i + 1] or face in _OPERATORS


class _Rack:
    """The rack being searched: its kinds of tile, how many of each are left (``have``, and
    as one number ``code``: ``have[k]`` in base rack size + 1), what each may be laid as, and
    which states the tiles left can still finish, wherever they are laid (:meth:`can_finish`).
    """

    def __init__(self, generator: MoveGenerator, counts: Counter[str]) -> None:
        self.grammar = generator.grammar
        self.keys = list(counts)
        self.have = [counts[key] for key in self.keys]
        #: what a tile of each kind may be laid as: (face, blank, letter points)
        self.choices: list[tuple[tuple[str, bool, int], ...]] = []
        for key in self.keys:
            if key == BLANK:
                worth = generator.tileset.blank_points
                ways = tuple((face, True, worth) for face in generator.blank_faces)
            elif key == "=" and generator.rules.rotated_equals:
                worth = generator.points_of("=", False)
                ways = (("=", False, worth), (ROTATED, False, worth))
            else:
                ways = ((key, False, generator.points_of(key, False)),)
            self.choices.append(ways)
        self.eq_keys = [i for i, key in enumerate(self.keys) if key in ("=", BLANK)]
        self.op_keys = [i for i, key in enumerate(self.keys) if key in _OPERATORS or key == BLANK]
        base = generator.tileset.rack + 1
        self.weight = [base**k for k in range(len(self.keys))]
        self.total = sum(self.have)
        self.code = sum(map(mul, self.have, self.weight))
        #: per kind of state: (slot, ((face, rank, lays "="), ...)) for the faces that may follow
        self.follow: dict[int, list[tuple[int, tuple[tuple[str, int, bool], ...]]]] = {}
        for kind, fits in _NEXT.items():
            self.follow[kind] = [
                (k, ways)
                for k, ways in (
                    (k, tuple((f, _FACE_RANK[f], f == "=") for f, _b, _w in choices if f in fits))
                    for k, choices in enumerate(self.choices)
                )
                if ways
            ]
        #: can_finish by (state × (code + 1) + code) × 2 + equals (a number, not a tuple:
        #: the cycle collector never walks a dict of numbers)
        self.finish: dict[int, bool] = {}
        self.codes = self.code + 1
        #: can_pass by stretch, then by (state × (code + 1) + code) × 2 + equals
        self.passing: list[dict[int, bool]] = []
        self.stretches: dict[tuple[str | int | None, ...], int] = {}
        self.stretch_head: list[str | None] = []
        self.stretch_next: list[int] = []
        self.stretch_gap: list[int] = []

    def slot(self, key: str) -> int:
        """The slot of the rack's tiles ``key`` (-1: the rack has none)."""
        return self.keys.index(key) if key in self.keys else -1

    def can_finish(self, sid: int, code: int, equals: bool) -> bool:
        """Can the line in state ``sid`` become a correct expression with some of the tiles
        ``code`` says are left (and one more ``=`` only when ``equals`` is False), laid
        in any order on free squares? Only the tiles count: no square, premium, tile across
        or tile already on the line is looked at, so False means no placement at all can
        finish it (the search may drop it) and True promises nothing. ``have`` must match
        ``code``. Remembered by (state, tiles left, ``=`` laid)."""
        key = (sid * self.codes + code) * 2 + equals
        known = self.finish.get(key)
        if known is not None:
            return known
        grammar = self.grammar
        bonus = grammar.bonuses[sid]
        if bonus == -2:
            bonus = grammar.bonus_id(sid)
        done = bonus >= 0
        if not done:
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
                    done = self.can_finish(nxt, code - weight[k], equals or is_eq)
                    have[k] = count
                    if done:
                        break
                if done:
                    break
        self.finish[key] = done
        return done

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
                done = self.can_finish(sid, code, equals)
        elif head is not None:
            nxt = grammar.moves_from[sid][_FACE_RANK[head]]
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


class MoveGenerator:
    """The search for one board, tile set and rules; :meth:`moves` runs it for a rack."""

    def __init__(
        self, board: Board, tileset: TileSet, rules: Rules, judge: Judge | None = None
    ) -> None:
        self.board = board
        self.tileset = tileset
        self.rules = rules
        self.judge = judge or rules_judge(rules)
        self.grammar = Grammar(rules)
        options = [face for face in FACES if face != XOR or rules.xor]
        if rules.rotated_equals:
            options.append(ROTATED)
        self.blank_faces = tuple(options)
        self._cross_cache: dict[tuple[tuple[str, ...], tuple[str, ...]], dict[str, int]] = {}

    # -- geometry ---------------------------------------------------------------------------

    def _beside(self, square: Square, dx: int, dy: int) -> tuple[list[str], list[str]]:
        """The faces of the touching tiles before and after ``square`` along ``(dx, dy)``."""
        board = self.board
        before: list[str] = []
        col, row = square[0] - dx, square[1] - dy
        while board.on_board((col, row)) and (tile := board[(col, row)]) is not None:
            before.append(tile.face)
            col, row = col - dx, row - dy
        before.reverse()
        after: list[str] = []
        col, row = square[0] + dx, square[1] + dy
        while board.on_board((col, row)) and (tile := board[(col, row)]) is not None:
            after.append(tile.face)
            col, row = col + dx, row + dy
        return before, after

    def _cross(self, before: list[str], after: list[str]) -> dict[str, int]:
        """Face -> bonus of the correct line ``before + face + after`` (wrong faces absent)."""
        key = (tuple(before), tuple(after))
        found = self._cross_cache.get(key)
        if found is None:
            found = {}
            for face in self.blank_faces:
                value = self.grammar.value([*before, face, *after])
                if value is not None:
                    found[face] = bonus_of(value)
            self._cross_cache[key] = found
        return found

    def _line(self, index: int, across: bool) -> _Line:
        size = self.board.size
        squares = [(i, index) if across else (index, i) for i in range(size)]
        faces = [(tile.face if (tile := self.board[sq]) is not None else None) for sq in squares]
        line = _Line(squares, faces)
        dx, dy = (0, 1) if across else (1, 0)
        for i, square in enumerate(squares):
            if faces[i] is None:
                before, after = self._beside(square, dx, dy)
                if before or after:
                    line.cross[i] = self._cross(before, after)
                    line.touch[i] = True
        return line

    def leaf_of(self, verdict: MoveVerdict) -> Leaf:
        """The leaf of a legal move, however it was written."""
        placed = sorted(verdict.placed.items(), key=lambda item: (item[0][1], item[0][0]))
        squares = [sq for sq, _tile in placed]
        if len(squares) > 1:
            across = squares[0][1] == squares[1][1]
        else:
            before, after = self._beside(squares[0], 1, 0)
            across = bool(before or after)
        return _leaf(verdict.score, [(sq, t.face, t.blank) for sq, t in placed], across)

    # -- the search -------------------------------------------------------------------------

    def moves(self, rack: Sequence[str]) -> MoveList:
        """Every legal move for ``rack`` (faces, ``"blank"`` for a blank)."""
        with _collector_paused():
            return self._moves(rack)

    def _moves(self, rack: Sequence[str]) -> MoveList:
        counts = Counter(rack)
        tiles = _Rack(self, counts)
        first = len(self.board) == 0
        size = self.board.size
        squares = [(col, row) for row in range(size) for col in range(size)]
        premiums = [self.board.premium(square) for square in squares]
        letter = [p.letter if p else 1 for p in premiums]
        word = [p.word if p else 1 for p in premiums]
        graph = _Graph(size, letter, word)
        open_search = self._open_search(tiles, graph)
        roots: list[tuple[int, int]] = []
        singles: list[Leaf] = []
        centre = self.board.centre
        for across in (True, False):
            for index in range(size):
                if first and index != (centre[1] if across else centre[0]):
                    continue
                line = self._line(index, across)
                if not first and not any(line.touch):
                    continue
                along = (centre[0] if across else centre[1]) if first else None
                self._search_line(line, across, tiles, along, graph, open_search, roots)
        if not first:
            self._single_tiles(counts, singles)
        return MoveList(self, graph, roots, singles)

    def _open_search(self, rack: _Rack, graph: _Graph) -> Callable[..., int]:
        """The search on open board (see :meth:`_Graph.add_open`): from a state, with the
        tiles left, on ``room`` free squares (capped at the tiles left + 1: the edge out of
        reach). The same as the line search with no tile, tile across or premium in the
        way, remembered by (state, tiles left, ``=`` laid, room) for all lines."""
        grammar = self.grammar
        moves_from, step_id = grammar.moves_from, grammar.step_id
        bonuses, bonus_id = grammar.bonuses, grammar.bonus_id
        kinds, no_side, off_target = grammar.kinds, grammar.no_side, grammar.off_target
        have, weight, codes = rack.have, rack.weight, rack.codes
        can_finish, finish = rack.can_finish, rack.finish
        total = rack.total
        bingo_left = total - self.tileset.rack
        add_open = graph.add_open
        eq_set, op_set = frozenset(rack.eq_keys), frozenset(rack.op_keys)
        # by kind × 2 + "=" laid: (slot, ((face, rank, tile points, lays "=", uses an
        # "="-able tile, an op-able one, face code), ...))
        options: list[list[tuple[int, list[tuple[str, int, int, bool, bool, bool, int]]]]] = []
        for kind in range(4):
            for equals in (False, True):
                found = []
                for k, ways in enumerate(rack.choices):
                    group = [
                        (face, _FACE_RANK[face], worth, face == "=", k in eq_set, k in op_set,
                         _FACE_RANK[face] * 2 + blank)
                        for face, blank, worth in ways
                        if face in _NEXT[kind] and not (equals and face == "=")
                    ]  # fmt: skip
                    if group:
                        found.append((k, group))
                options.append(found)
        memo: dict[int, int] = {}

        def search(sid: int, left: int, equals: bool, code: int, eqs: int, ops: int,
                   room: int) -> int:  # fmt: skip
            key = ((sid * codes + code) * 2 + equals) * 16 + room
            known = memo.get(key)
            if known is not None:
                return known
            end = -1
            if total - left >= 2:
                end = bonuses[sid]
                if end == -2:
                    end = bonus_id(sid)
            steps: list[tuple[int, int, int, int]] = []
            if left > 0:
                at_edge = room == 1
                two = total - left >= 1
                step_from = moves_from[sid]
                for k, group in options[kinds[sid] * 2 + equals]:
                    count = have[k]
                    if count <= 0:
                        continue
                    rest = code - weight[k]
                    for face, rank, worth, is_eq, eq_tile, op_tile, face_code in group:
                        nxt = step_from[rank]
                        if nxt == -2:
                            nxt = step_id(sid, face)
                        if nxt < 0:
                            continue
                        if (no_side[nxt] and eqs == eq_tile) or (
                            off_target[nxt] and ops == op_tile
                        ):
                            continue
                        if at_edge:
                            if two:
                                bonus = bonuses[nxt]
                                if bonus == -2:
                                    bonus = bonus_id(nxt)
                                if bonus >= 0:
                                    steps.append((face_code, worth, -1, bonus))
                            continue
                        now_equals = equals or is_eq
                        have[k] = count - 1
                        asked = (nxt * codes + rest) * 2 + now_equals
                        ok = left - 1 > _ASK_UP_TO or finish.get(asked)
                        if ok is None:
                            ok = can_finish(nxt, rest, now_equals)
                        child = -1
                        if ok:
                            child = search(nxt, left - 1, now_equals, rest, eqs - eq_tile,
                                           ops - op_tile, min(room - 1, left))  # fmt: skip
                        have[k] = count
                        if child >= 0:
                            steps.append((face_code, worth, child, 0))
            found = -1
            if end >= 0 or steps:
                found = add_open(end, left == bingo_left, steps, left - 1 == bingo_left)
            memo[key] = found
            return found

        return search

    def points_of(self, face: str, blank: bool) -> int:
        if blank:
            return self.tileset.blank_points
        return self.tileset.points.get(physical(face), 0)

    def _search_line(
        self,
        line: _Line,
        across: bool,
        rack: _Rack,
        centre: int | None,
        graph: _Graph,
        open_search: Callable[..., int],
        roots: list[tuple[int, int]],
    ) -> None:
        grammar = self.grammar
        moves_from, step_id = grammar.moves_from, grammar.step_id
        bonuses, bonus_id = grammar.bonuses, grammar.bonus_id
        kinds, no_side, off_target = grammar.kinds, grammar.no_side, grammar.off_target
        faces, cross, touch = line.faces, line.cross, line.touch
        eq_ahead, op_ahead = line.eq_ahead, line.op_ahead
        n = len(faces)
        rack_size = self.tileset.rack
        premiums = [self.board.premium(sq) for sq in line.squares]
        letter = [p.letter if p else 1 for p in premiums]
        word = [p.word if p else 1 for p in premiums]
        have, weight, choices = rack.have, rack.weight, rack.choices
        eq_keys, op_keys = rack.eq_keys, rack.op_keys
        slots = range(len(have))
        can_finish, finish = rack.can_finish, rack.finish
        # the slot of the "=" tiles when they can only be laid as "=" (-1: none)
        plain_eq = -1 if self.rules.rotated_equals else rack.slot("=")
        empties = [0] * (n + 1)
        for i in range(n):
            empties[i + 1] = empties[i] + (faces[i] is None)
        # hits[i]: a tile on square i touches the board (covers the centre on the first move)
        hits = [touch[i] if centre is None else i == centre for i in range(n)]
        # open_run[i]: empty squares with nothing beside them from i on (see _open_search)
        open_run = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            open_run[i] = open_run[i + 1] + 1 if faces[i] is None and cross[i] is None else 0
        step = 1 if across else self.board.size
        next_touch = [n] * (n + 1)
        for i in range(n - 1, -1, -1):
            next_touch[i] = i if hits[i] else next_touch[i + 1]
        square_ids = [row * self.board.size + col for col, row in line.squares]
        ranks = [-1 if face is None else _FACE_RANK[face] for face in faces]
        down = 0 if across else 1
        # free[i]: how many empty squares from i to the next tile on the line (n + 1: none);
        # a move with fewer tiles left than that, laid from i, lays only rack tiles
        free = [n + 1] * (n + 1)
        for i in range(n - 1, -1, -1):
            free[i] = 0 if faces[i] is not None else free[i + 1] + 1
        # stretch[i]: the line from square i to the end of the next run of tiles and what
        # follows it (see _Rack.stretch), for the squares that have a tile ahead
        stretch = [-1] * (n + 1)
        for i in range(n):
            if free[i] <= n:
                end = i + free[i]
                while end < n and faces[end] is not None:
                    end += 1
                gap = 0 if end == n else free[end] if free[end] <= n else 99
                stretch[i] = rack.stretch(tuple(faces[i:end]), gap)
        can_pass, passing = rack.can_pass, rack.passing
        # what the search asks of each square it lays on, in one look-up
        spots = [
            (square_ids[i], word[i], i + 1, not eq_ahead[i + 1], not op_ahead[i + 1],
             i + 1 == n, free[i + 1])
            for i in range(n)
        ]  # fmt: skip

        eq_set = frozenset(eq_keys)
        op_set = frozenset(op_keys)
        # What may be laid on a square after a state of a kind, by slot: (face, its rank in
        # notation order, letter points, points of the line across, lays "=", uses an
        # "="-able tile, an op-able one, the face code: rank × 2 + blank)
        Option = tuple[str, int, int, int, bool, bool, bool, int]
        # by (square × 4 + kind) × 2 + "=" laid; None: not worked out yet
        options: list[list[tuple[int, list[Option]]] | None] = [None] * (8 * n)

        def options_at(pos: int, kind: int, equals: bool) -> list[tuple[int, list[Option]]]:
            allowed = cross[pos]
            lm, wm = letter[pos], word[pos]
            fits = _NEXT[kind]
            found: list[tuple[int, list[Option]]] = []
            for k in slots:
                group: list[Option] = []
                for face, blank, worth in choices[k]:
                    if face not in fits or (allowed is not None and face not in allowed):
                        continue
                    if equals and face == "=":
                        continue
                    gain = worth * lm
                    across_points = 0 if allowed is None else (gain + allowed[face]) * wm
                    rank = _FACE_RANK[face]
                    option = (face, rank, gain, across_points, face == "=", k in eq_set)
                    group.append((*option, k in op_set, rank * 2 + blank))
                if group:
                    found.append((k, group))
            options[(pos * 4 + kind) * 2 + equals] = found
            return found

        # A sub-search depends only on (square, state, tiles left, touching yet, "=" laid),
        # not on how it was reached (tiles laid so far follow from the tiles left): each is
        # searched once and kept as a node (-1: no move), so the moves form a graph in
        # which an ending shared by many beginnings is found and stored once.
        memo: dict[int, int] = {}  # by key: the five as one number -> node (-1: no move)
        add_node = graph.add
        codes, span = rack.code + 1, 4 * (n + 1)
        total = rack.total
        bingo_left = total - rack_size  # tiles left when a move empties a full rack (0)

        def dfs(pos: int, sid: int, left: int, touched: bool, equals: bool, code: int,
                eqs: int, ops: int) -> int:  # fmt: skip
            if faces[pos] is not None:
                while pos < n and (fixed := faces[pos]) is not None:
                    after = moves_from[sid][ranks[pos]]
                    if after == -2:
                        after = step_id(sid, fixed)
                    if after < 0:
                        return -1
                    sid = after
                    touched = touched or centre is None
                    pos += 1
                usable = left - have[plain_eq] if equals and plain_eq >= 0 else left
                if free[pos] > usable and usable <= _ASK_UP_TO:  # rack tiles only (see below)
                    ok = finish.get((sid * codes + code) * 2 + equals)
                    if ok is None:
                        ok = can_finish(sid, code, equals)
                    if not ok:
                        return -1
            end = -1  # the bonus of the move that ends here (-1: none)
            if touched and total - left >= 2:
                end = bonuses[sid]
                if end == -2:
                    end = bonus_id(sid)
            edges: list[Edge] = []
            if pos >= n or left == 0:
                return -1 if end < 0 else add_node(end, left == bingo_left, edges, False, step)
            if not touched:
                goal = next_touch[pos]
                if goal >= n or empties[goal + 1] - empties[pos] > left:
                    return -1 if end < 0 else add_node(end, left == bingo_left, edges, False, step)
            found = options[(pos * 4 + kinds[sid]) * 2 + equals]
            if found is None:
                found = options_at(pos, kinds[sid], equals)
            sq, wm, nxt_pos, no_eq_ahead, no_op_ahead, at_edge, free_next = spots[pos]
            hit = touched or hits[pos]
            two = total - left >= 1  # two tiles or more once this one is laid
            key_at = nxt_pos * 4 + hit * 2
            step_from = moves_from[sid]
            add = edges.append
            for k, group in found:
                count = have[k]
                if count <= 0:
                    continue
                rest = code - weight[k]
                for face, rank, gain, across_points, is_eq, eq_tile, op_tile, face_code in group:
                    nxt = step_from[rank]
                    if nxt == -2:
                        nxt = step_id(sid, face)
                    if nxt < 0:
                        continue
                    if (no_side[nxt] and no_eq_ahead and eqs == eq_tile) or (
                        off_target[nxt] and no_op_ahead and ops == op_tile
                    ):
                        continue
                    if at_edge:  # the line ends with this tile
                        if hit and two:
                            bonus = bonuses[nxt]
                            if bonus == -2:
                                bonus = bonus_id(nxt)
                            if bonus >= 0:
                                add((sq, face_code, gain, wm, across_points, -1, bonus))
                        continue
                    now_equals = equals or is_eq
                    key = (nxt * codes + rest) * span + key_at + now_equals
                    child = memo.get(key)
                    if child is None:
                        have[k] = count - 1
                        # only rack tiles from here on: the tiles it may still lay (an
                        # "=" tile is no use once an "=" is laid) cannot reach a tile ahead
                        usable = left - 1
                        if now_equals and plain_eq >= 0:
                            usable -= have[plain_eq]
                        if usable > _ASK_UP_TO:
                            ok = True
                        elif free_next > usable:
                            ok = finish.get((nxt * codes + rest) * 2 + now_equals)
                            if ok is None:
                                ok = can_finish(nxt, rest, now_equals)
                        else:  # a tile ahead within reach: read up to the end of its run
                            ahead = stretch[nxt_pos]
                            ok = passing[ahead].get((nxt * codes + rest) * 2 + now_equals)
                            if ok is None:
                                ok = can_pass(nxt, rest, usable, now_equals, ahead)
                        if not ok:
                            have[k] = count
                            continue
                        if hit and open_run[nxt_pos] >= min(left, n - nxt_pos):
                            # open board from here on: the search kept for every line
                            found_open = open_search(nxt, left - 1, now_equals, rest,
                                                     eqs - eq_tile, ops - op_tile,
                                                     min(n - nxt_pos, left))  # fmt: skip
                            child = -1 if found_open < 0 else -2 - found_open
                        else:
                            child = dfs(nxt_pos, nxt, left - 1, hit, now_equals, rest,
                                        eqs - eq_tile, ops - op_tile)  # fmt: skip
                        memo[key] = child
                        have[k] = count
                    if child != -1:
                        add((sq, face_code, gain, wm, across_points, child, 0))
            if end < 0 and not edges:
                return -1
            return add_node(end, left == bingo_left, edges, left - 1 == bingo_left, step)

        code = rack.code
        eqs = sum(have[i] for i in eq_keys)
        ops = sum(have[i] for i in op_keys)
        for start in range(n):
            if start > 0 and faces[start - 1] is not None:
                continue
            if faces[start] is None and cross[start] is not None and not cross[start]:
                continue
            root = dfs(start, 0, total, False, False, code, eqs, ops)
            if root >= 0:
                roots.append((root, down))
        # dfs names itself, so only the cycle collector frees it: empty what it holds now
        memo.clear()

    def _single_tiles(self, counts: Counter[str], leaves: list[Leaf]) -> None:
        """Moves of one tile: each empty square beside the board, each face the rack offers."""
        options: list[tuple[str, bool]] = []
        for face in counts:
            if face == BLANK:
                options.extend((f, True) for f in self.blank_faces)
            else:
                options.append((face, False))
                if face == "=" and self.rules.rotated_equals:
                    options.append((ROTATED, False))
        board = self.board
        for col in range(board.size):
            for row in range(board.size):
                square = (col, row)
                if board[square] is not None:
                    continue
                row_run = self._beside(square, 1, 0)
                col_run = self._beside(square, 0, 1)
                runs = [run for run in (row_run, col_run) if run[0] or run[1]]
                if not runs:
                    continue
                checks = [self._cross(*run) for run in runs]
                across = bool(row_run[0] or row_run[1])
                for face, blank in options:
                    if all(face in allowed for allowed in checks):
                        move = Move(col, row, across, (Cell(face, blank),))
                        verdict = judge_move(board, move, self.tileset, self.judge)
                        if verdict.legal:
                            leaves.append(_leaf(verdict.score, [(square, face, blank)], across))


def generate(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    rules: Rules,
    judge: Judge | None = None,
) -> MoveList:
    """Every legal move for ``rack`` on ``board`` under ``rules``.

    ``rack`` holds faces as the referee writes them (``"1"``, ``"×"``, ``"AND"``...) and
    ``"blank"`` for a blank. The board is not changed.
    """
    return MoveGenerator(board, tileset, rules, judge).moves(rack)
