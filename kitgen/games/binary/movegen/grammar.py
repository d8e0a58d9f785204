"""The referee's parser and evaluator as a state machine over tile faces (see the
package docstring, point 3), and the order of faces in notation order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from kitgen.games.binary.evaluate import PRECEDENCE
from kitgen.games.binary.move import FACES, ROTATED
from kitgen.games.binary.parse import IDENTITY, IDENTITY_SWITCH
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tokens import AND, DIVIDE, MINUS, OR, PLUS, TIMES, XOR
from kitgen.games.binary.values import Value, bonus_of

_START, _AFTER_OP, _AFTER_NOT, _NUMBER = 0, 1, 2, 3
OPERATORS = frozenset((PLUS, MINUS, TIMES, DIVIDE, AND, OR, XOR))

#: The faces that may follow a state of each kind (the grammar; values decide the rest).
_DIGITS = frozenset(("0", "1", ROTATED))
NEXT = {
    _START: _DIGITS | {"NOT"},
    _AFTER_OP: _DIGITS | {"NOT"},
    _AFTER_NOT: _DIGITS,
    _NUMBER: _DIGITS | OPERATORS | {"="},
}

# A state of the line is a tuple:
# (kind, number, width, leading0, after_not, values, ops, last_op, target, sides, identity)
State = tuple[Any, ...]

#: What the searches read of the grammar at every step (:meth:`Grammar.tables`).
Tables = tuple[
    list[list[int]],
    Callable[[int, str], int],
    list[int],
    Callable[[int], int],
    list[int],
    list[bool],
    list[bool],
]


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
        #: by state and face rank (see FACE_RANK): the next state, -1 none, -2 not asked yet
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
            self.moves_from.append([-2] * len(RANKED))
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

    def tables(self) -> Tables:
        """What the move engine's searches read at every step, for them to bind to local
        names (the fastest lookup in CPython, for its hottest loops): ``moves_from``,
        :meth:`step_id`, ``bonuses``, :meth:`bonus_id`, ``kinds``, ``no_side`` and
        ``off_target``. The lists are the grammar's own: a state numbered later is in them."""
        return (
            self.moves_from,
            self.step_id,
            self.bonuses,
            self.bonus_id,
            self.kinds,
            self.no_side,
            self.off_target,
        )

    def step_id(self, sid: int, face: str) -> int:
        """:meth:`step` by state numbers (-1: no state), remembered."""
        after = self.step(self.states[sid], face)
        nxt = -1 if after is None else self.intern(after)
        self.moves_from[sid][FACE_RANK[face]] = nxt
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
        if face not in OPERATORS or (face == XOR and not self.xor):
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
    width: int = state[2]
    number: int = state[1]
    spare = target.bit_length() - width
    return spare >= 0 and target >> spare == number


#: Tie order of faces inside notation order: as FACES lists them, the rotated ``=`` last.
FACE_RANK = {face: i for i, face in enumerate((*FACES, ROTATED))}

#: The faces by their rank in notation order (see FACE_RANK).
RANKED = (*FACES, ROTATED)
