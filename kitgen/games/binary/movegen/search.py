"""The search: every row and column that touches the board, square by square, as a graph
(see the package docstring, points 1 to 7).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from kitgen.games.binary.board import Board, Square
from kitgen.games.binary.move import FACES, ROTATED, Cell, Move, physical
from kitgen.games.binary.movegen.budget import JUDGE_STEPS, Budget, OutOfWork, TooMuchWork
from kitgen.games.binary.movegen.grammar import FACE_RANK, NEXT, Grammar
from kitgen.games.binary.movegen.graph import Edge, Graph, collector_paused
from kitgen.games.binary.movegen.leaves import FoundMove, Leaf, leaf_move, new_leaf
from kitgen.games.binary.movegen.movelist import MoveList
from kitgen.games.binary.movegen.rack import ASK_UP_TO, BLANK, Rack
from kitgen.games.binary.movegen.squares import Line
from kitgen.games.binary.referee import Judge, MoveVerdict, judge_move, rules_judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import TileSet
from kitgen.games.binary.tokens import XOR
from kitgen.games.binary.values import bonus_of


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

    def _line(self, index: int, across: bool) -> Line:
        size = self.board.size
        squares = [(i, index) if across else (index, i) for i in range(size)]
        faces = [(tile.face if (tile := self.board[sq]) is not None else None) for sq in squares]
        line = Line(squares, faces)
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
        return new_leaf(verdict.score, [(sq, t.face, t.blank) for sq, t in placed], across)

    def found(self, leaf: Leaf) -> FoundMove:
        """The move of a leaf, judged by the referee; its points must be the search's."""
        verdict = judge_move(self.board, leaf_move(leaf, self.board), self.tileset, self.judge)
        if not verdict.legal or verdict.score != -leaf[0]:
            raise RuntimeError(
                f"the move generator and the referee disagree on {verdict.move}: "
                f"{-leaf[0]} points found, referee says {verdict.reason or verdict.score}"
            )
        return FoundMove(verdict)

    # -- the search -------------------------------------------------------------------------

    def moves(self, rack: Sequence[str], budget: Budget | None = None) -> MoveList:
        """Every legal move for ``rack`` (faces, ``"blank"`` for a blank), within ``budget``
        (the engine's :data:`~kitgen.games.binary.movegen.budget.WORK_LIMIT` when not given;
        the same budget then pays for what is asked of the list). Past it,
        :class:`~kitgen.games.binary.movegen.budget.TooMuchWork`."""
        budget = budget or Budget()
        roots: list[tuple[int, int]] = []
        graph: list[Graph] = []
        with collector_paused():
            try:
                return self._moves(rack, budget, roots, graph)
            except OutOfWork as stop:
                # the moves of the lines searched, and of the line stopped at its largest node
                done = sum(graph[0].count(root) for root, _down in roots) if graph else 0
                partial = stop.args[0] if stop.args else 0
                raise TooMuchWork(done + partial, False, budget.limit, "") from None

    def _moves(
        self, rack: Sequence[str], budget: Budget, roots: list[tuple[int, int]], made: list[Graph]
    ) -> MoveList:
        counts = Counter(rack)
        tiles = Rack(
            counts,
            self.grammar,
            self.tileset,
            self.blank_faces,
            self.points_of,
            rotated_equals=self.rules.rotated_equals,
        )
        first = len(self.board) == 0
        size = self.board.size
        squares = [(col, row) for row in range(size) for col in range(size)]
        premiums = [self.board.premium(square) for square in squares]
        letter = [p.letter if p else 1 for p in premiums]
        word = [p.word if p else 1 for p in premiums]
        graph = Graph(size, letter, word, budget)
        tiles.work = graph.work
        made.append(graph)
        open_search = self._open_search(tiles, graph)
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
            self._single_tiles(counts, singles, budget)
        return MoveList(self.found, self.leaf_of, graph, roots, singles, budget)

    # _open_search and _search_line each start by copying what its inner loop reads into local
    # names, the fastest lookup in CPython, for the move engine's hottest loops (the
    # grammar's tables, alike in both, named once: :meth:`Grammar.tables`).
    def _open_search(self, rack: Rack, graph: Graph) -> Callable[..., int]:
        """The search on open board (see :meth:`Graph.add_open`): from a state, with the
        tiles left, on ``room`` free squares (capped at the tiles left + 1: the edge out of
        reach). The same as the line search with no tile, tile across or premium in the
        way, remembered by (state, tiles left, ``=`` laid, room) for all lines."""
        moves_from, step_id, bonuses, bonus_id, kinds, no_side, off_target = self.grammar.tables()
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
                        (face, FACE_RANK[face], worth, face == "=", k in eq_set, k in op_set,
                         FACE_RANK[face] * 2 + blank)
                        for face, blank, worth in ways
                        if face in NEXT[kind] and not (equals and face == "=")
                    ]  # fmt: skip
                    if group:
                        found.append((k, group))
                options.append(found)
        memo: dict[int, int] = {}
        work = graph.work

        def search(sid: int, left: int, equals: bool, code: int, eqs: int, ops: int,
                   room: int) -> int:  # fmt: skip
            key = ((sid * codes + code) * 2 + equals) * 16 + room
            known = memo.get(key)
            if known is not None:
                return known
            work[0] -= 1  # one step of the budget per sub-search
            if work[0] < 0:
                raise OutOfWork
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
                        ok = left - 1 > ASK_UP_TO or finish.get(asked)
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
        line: Line,
        across: bool,
        rack: Rack,
        centre: int | None,
        graph: Graph,
        open_search: Callable[..., int],
        roots: list[tuple[int, int]],
    ) -> None:
        moves_from, step_id, bonuses, bonus_id, kinds, no_side, off_target = self.grammar.tables()
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
        ranks = [-1 if face is None else FACE_RANK[face] for face in faces]
        down = 0 if across else 1
        # free[i]: how many empty squares from i to the next tile on the line (n + 1: none);
        # a move with fewer tiles left than that, laid from i, lays only rack tiles
        free = [n + 1] * (n + 1)
        for i in range(n - 1, -1, -1):
            free[i] = 0 if faces[i] is not None else free[i + 1] + 1
        # stretch[i]: the line from square i to the end of the next run of tiles and what
        # follows it (see Rack.stretch), for the squares that have a tile ahead
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
            fits = NEXT[kind]
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
                    rank = FACE_RANK[face]
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
        work = graph.work

        def dfs(pos: int, sid: int, left: int, touched: bool, equals: bool, code: int,
                eqs: int, ops: int) -> int:  # fmt: skip
            work[0] -= 1  # one step of the budget per sub-search (each is searched once)
            if work[0] < 0:
                raise OutOfWork
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
                if free[pos] > usable and usable <= ASK_UP_TO:  # rack tiles only (see below)
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
                        if usable > ASK_UP_TO:
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
            mark = graph.mark()
            try:
                root = dfs(start, 0, total, False, False, code, eqs, ops)
            except OutOfWork:
                memo.clear()
                raise OutOfWork(graph.most_since(mark)) from None
            if root >= 0:
                roots.append((root, down))
        # dfs names itself, so only the cycle collector frees it: empty what it holds now
        memo.clear()

    def _single_tiles(self, counts: Counter[str], leaves: list[Leaf], budget: Budget) -> None:
        """Moves of one tile: each empty square beside the board, each face the rack offers
        (each judged by the referee, paid for as a move handed out)."""
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
                        budget.spend(JUDGE_STEPS)
                        move = Move(col, row, across, (Cell(face, blank),))
                        verdict = judge_move(board, move, self.tileset, self.judge)
                        if verdict.legal:
                            leaves.append(new_leaf(verdict.score, [(square, face, blank)], across))
