"""Independent checkers for the puzzles, written for the tests from the rules pages alone:
no kitgen solver, referee or generator is called here.

- arithmetic: a small recursive-descent reader of ``+ − × ÷`` and brackets over exact
  fractions, which also lists the numbers an expression uses;
- the ice cream code: every code of a mode listed by brute force, feedback worked out from
  the rules page (brown exact, beige the rest of the common flavours; by position one peg per
  spot, left to right);
- binary lines: read into Python integers with the maths order (NOT, × ÷, + −, AND, XOR,
  OR — Python's own order for ``* // + - & ^ |``).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter
from fractions import Fraction

# -- arithmetic -------------------------------------------------------------------------------

_TOKEN = re.compile(r"\s*(\d+|[-+*/()×÷−])")


def tokens(text: str) -> list[str]:
    out, at = [], 0
    text = text.strip()
    while at < len(text):
        m = _TOKEN.match(text, at)
        assert m, f"cannot read {text[at:]!r}"
        out.append({"×": "*", "÷": "/", "−": "-"}.get(m.group(1), m.group(1)))
        at = m.end()
        while at < len(text) and text[at] == " ":
            at += 1
    return out


def evaluate(text: str) -> tuple[Fraction, list[int]]:
    """The exact value of ``text`` and the numbers it uses, in order."""
    toks = tokens(text)
    numbers: list[int] = []
    pos = 0

    def peek() -> str | None:
        return toks[pos] if pos < len(toks) else None

    def take() -> str:
        nonlocal pos
        pos += 1
        return toks[pos - 1]

    def expr() -> Fraction:
        value = term()
        while peek() in ("+", "-"):
            op = take()
            value = value + term() if op == "+" else value - term()
        return value

    def term() -> Fraction:
        value = atom()
        while peek() in ("*", "/"):
            op = take()
            right = atom()
            value = value * right if op == "*" else value / right
        return value

    def atom() -> Fraction:
        tok = take()
        if tok == "(":
            value = expr()
            assert take() == ")"
            return value
        assert tok.isdigit(), tok
        numbers.append(int(tok))
        return Fraction(int(tok))

    value = expr()
    assert pos == len(toks), f"left over in {text!r}"
    return value, numbers


def card_values(rank: str) -> tuple[int, ...]:
    """What a Stæða card counts: an ace 1 or 11, a picture 10, a number itself."""
    if rank == "A":
        return (1, 11)
    if rank in ("10", "J", "Q", "K"):
        return (10,)
    return (int(rank),)


def uses_available_cards(numbers: list[int], ranks: list[str]) -> bool:
    """Each number names a different card of ``ranks`` (brute force over the matchings)."""
    for chosen in itertools.permutations(range(len(ranks)), len(numbers)):
        if all(n in card_values(ranks[i]) for n, i in zip(numbers, chosen, strict=True)):
            return True
    return False


@functools.cache
def values_of(cards: tuple[int, ...]) -> frozenset[Fraction]:
    """Every value an expression using each of ``cards`` (values) exactly once can have,
    fractions and negatives allowed, by splitting the cards into two groups every way."""
    if len(cards) == 1:
        return frozenset({Fraction(cards[0])})
    out: set[Fraction] = set()
    n = len(cards)
    for mask in range(1, 2**n - 1):
        left = tuple(cards[i] for i in range(n) if mask >> i & 1)
        right = tuple(cards[i] for i in range(n) if not mask >> i & 1)
        for a in values_of(left):
            for b in values_of(right):
                out |= {a + b, a - b, a * b}
                if b:
                    out.add(a / b)
    return frozenset(out)


def makes_with_at_most(ranks: list[str], target: int, most: int) -> bool:
    """Does any set of at most ``most`` of the cards make ``target`` (each ace 1 or 11)?"""
    for size in range(1, most + 1):
        for group in itertools.combinations(ranks, size):
            for values in itertools.product(*(card_values(r) for r in group)):
                if Fraction(target) in values_of(tuple(sorted(values))):
                    return True
    return False


# -- the ice cream code -----------------------------------------------------------------------

MODES = {  # the rules page's three modes: spots, flavours, feedback by position
    "easy": (4, 8, True),
    "medium": (3, 6, False),
    "hard": (4, 6, False),
}


def feedback(code: tuple[int, ...], guess: tuple[int, ...], by_position: bool) -> str:
    brown = sum(c == g for c, g in zip(code, guess, strict=True))
    if not by_position and len(set(code)) == len(code) and len(set(guess)) == len(guess):
        return f"{brown},{len(set(code) & set(guess)) - brown}"  # no flavour twice: quicker
    common = sum((Counter(code) & Counter(guess)).values())
    if not by_position:
        return f"{brown},{common - brown}"
    pegs = ["2" if c == g else "0" for c, g in zip(code, guess, strict=True)]
    left = [c for c, p in zip(code, pegs, strict=True) if p == "0"]  # unmatched code spots
    for i, g in enumerate(guess):
        if pegs[i] == "0" and g in left:
            pegs[i] = "1"
            left.remove(g)
    return "".join(pegs)


def codes_fitting(mode: str, rows: list[str]) -> list[list[str]]:
    """Every code of ``mode`` (no flavour twice) that gives every row its feedback: first
    with all the rows, then with each row left out in turn."""
    length, flavours, by_position = MODES[mode]
    board = [(tuple(int(d) for d in guess), given) for guess, given in (r.split("=") for r in rows)]
    found: list[list[str]] = [[] for _ in range(len(rows) + 1)]
    for code in itertools.permutations(range(1, flavours + 1), length):
        fits = [feedback(code, guess, by_position) == given for guess, given in board]
        wrong = fits.count(False)
        name = "".join(map(str, code))
        if wrong == 0:
            for column in found:
                column.append(name)
        elif wrong == 1:
            found[1 + fits.index(False)].append(name)
    return found


# -- binary -----------------------------------------------------------------------------------

FACES = ("0", "1", "+", "−", "×", "÷", "=", "AND", "OR", "NOT")
_PY = {"+": "+", "−": "-", "×": "*", "AND": "&", "OR": "|", "XOR": "^"}


def binary_side(text: str) -> int | None:
    """The value of one side under the rules page's defaults, or None when a rule is
    broken (a number with a leading zero, a division that is not whole, a negative step)."""
    parts = text.split()
    if not parts or (parts[0] not in _PY and not re.fullmatch(r"1[01]*|0", parts[0])):
        return None
    # evaluate by precedence with exact integers, checking each step
    numbers: list[int] = []
    ops: list[str] = []
    for i, part in enumerate(parts):
        if i % 2 == 0:
            if not re.fullmatch(r"1[01]*|0", part):
                return None
            numbers.append(int(part, 2))
        else:
            if part not in ("+", "−", "×", "÷", "AND", "OR", "XOR"):
                return None
            ops.append(part)
    if len(numbers) != len(ops) + 1:
        return None
    for level in (("×", "÷"), ("+", "−"), ("AND",), ("XOR",), ("OR",)):
        i = 0
        while i < len(ops):
            if ops[i] in level:
                a, b = numbers[i], numbers[i + 1]
                if ops[i] == "÷":
                    if b == 0 or a % b:
                        return None
                    value = a // b
                else:
                    value = eval(f"{a} {_PY[ops[i]]} {b}")  # two ints and one operator
                if value < 0:
                    return None
                numbers[i : i + 2] = [value]
                del ops[i]
            else:
                i += 1
    return numbers[0]


def binary_correct(line: str) -> bool:
    """A line of sides joined by ``=`` whose sides all have one value."""
    sides = [s.strip() for s in line.split("=")]
    if len(sides) < 2 or any(not s for s in sides):
        return False
    values = [binary_side(s) for s in sides]
    return None not in values and len(set(values)) == 1


def fill(expr: str, face: str) -> str:
    """``expr`` with its ``?`` replaced by ``face`` (an operator stands apart from digits)."""
    if face in ("0", "1"):
        return expr.replace("?", face)
    return " ".join(expr.replace("?", f" {face} ").split())


# -- the best line of a rack ------------------------------------------------------------------

#: The rules page's tile points (every other face 1).
TILE_POINTS = {"×": 2, "÷": 4}
_OPERATORS = ("+", "−", "×", "÷", "AND", "OR", "XOR")
_ORDER = (("×", "÷"), ("+", "−"), ("AND",), ("XOR",), ("OR",))


def _side(items: list) -> int | None:
    """A side's value from its numbers and operators (the maths order, left to right within
    a level; a division must come out whole, no step may go below zero)."""
    numbers, ops = items[0::2], items[1::2]
    for level in _ORDER:
        i = 0
        while i < len(ops):
            if ops[i] not in level:
                i += 1
                continue
            a, b, op = numbers[i], numbers[i + 1], ops[i]
            if op == "÷" and (b == 0 or a % b):
                return None
            value = {
                "×": a * b,
                "÷": a // b if b else 0,
                "+": a + b,
                "−": a - b,
                "AND": a & b,
                "XOR": a ^ b,
                "OR": a | b,
            }[op]
            if value < 0:
                return None
            numbers[i : i + 2] = [value]
            del ops[i]
    return numbers[0]


def tiles_value(faces: tuple[str, ...]) -> int | None:
    """The value of a grammatical line of tiles (see :func:`lines_of`) when it is correct,
    else None. ``NOT`` turns over every digit of the number after it, at its written width."""
    sides: list[list] = [[]]
    i = 0
    while i < len(faces):
        face = faces[i]
        if face == "=":
            sides.append([])
            i += 1
        elif face in _OPERATORS:
            sides[-1].append(face)
            i += 1
        else:
            inverted = face == "NOT"
            i += inverted
            j = i
            while j < len(faces) and faces[j] in ("0", "1"):
                j += 1
            value = int("".join(faces[i:j]), 2)
            sides[-1].append((2 ** (j - i) - 1) ^ value if inverted else value)
            i = j
    values = {_side(side) for side in sides}
    return None if None in values or len(values) != 1 else values.pop()


def line_score(faces: tuple[str, ...], value: int) -> int:
    """What a line scores on squares without premiums: its tiles' points and its bonus
    (the highest power of two not above its value; 0 for 0)."""
    bonus = 1 << (value.bit_length() - 1) if value else 0
    return sum(TILE_POINTS.get(f, 1) for f in faces) + bonus


def lines_of(rack: list[str]) -> dict[tuple[str, ...], int]:
    """Every correct line some of ``rack``'s tiles make, in order, with its value: every
    arrangement built tile by tile, kept to the grammar as it grows (a number or NOT first;
    after an operator or = a number or NOT; after NOT a number; a number starting with 0
    only as 0 itself unless NOT is before it; at least one =; a number last), each complete
    one judged by :func:`tiles_value`."""
    left = Counter(rack)
    line: list[str] = []
    found: dict[tuple[str, ...], int] = {}

    def grow(after: str, lone_zero: bool, equals: bool) -> None:
        if after == "digit" and equals:
            value = tiles_value(tuple(line))
            if value is not None:
                found[tuple(line)] = value
        for face in sorted(left):
            if not left[face]:
                continue
            if face in ("0", "1"):
                if after == "digit" and lone_zero:
                    continue
                step, zero = "digit", face == "0" and after in ("start", "op", "=")
            elif face == "NOT":
                if after not in ("start", "op", "="):
                    continue
                step, zero = "not", False
            else:
                if after != "digit":
                    continue
                step, zero = ("=" if face == "=" else "op"), False
            left[face] -= 1
            line.append(face)
            grow(step, zero, equals or face == "=")
            line.pop()
            left[face] += 1

    grow("start", False, False)
    return found


def faces_of(line: str) -> tuple[str, ...]:
    """A line as the referee writes it (``10 = NOT 01``) as its tiles, one digit each."""
    out: list[str] = []
    for part in line.split():
        out.extend(part if part[0] in "01" else [part])
    return tuple(out)
