"""Reading binary expressions: typed text or board tile faces into tokens.

Typed input is read the way people type it: ``x X * ×`` multiply, ``/ : ÷`` divide,
``- −`` minus, ``AND OR NOT XOR`` in any letter case (short forms ``& | ~ ^``). Spaces are
optional around operators but never split a number. A ``=`` tile turned 90° (the
``rotated_equals`` joke) is typed ``[=]`` or ``‖`` and reads as the digits ``11``.

Token positions are 0-based ``(start, end)`` offsets into the text, or face indices for a
line of tiles.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from kitgen.core.errors import KitgenError

NUM, OP, NOT, EQ = 0, 1, 2, 3

#: Canonical operator symbols, as printed.
PLUS, MINUS, TIMES, DIVIDE = "+", "−", "×", "÷"
AND, OR, XOR = "AND", "OR", "XOR"
NOT_TEXT = "NOT"

#: The longest text the referee reads. A line on the board holds 15 tiles; this is generous.
MAX_CHARS = 200_000

#: Typed text for a rotated ``=`` tile (reads as 11).
ROTATED_TEXT = ("[=]", "‖")
#: Board face for a rotated ``=`` tile.
ROTATED_FACE = "=|"


class Token(NamedTuple):
    """One token. ``text`` is the digits for a number (a rotated ``=`` already read as
    ``11``), the canonical symbol for an operator, ``NOT`` or ``=``."""

    kind: int
    text: str
    start: int
    end: int
    rotated: bool = False


_SYMBOLS = {
    "+": PLUS,
    "-": MINUS,
    "−": MINUS,
    "–": MINUS,
    "*": TIMES,
    "×": TIMES,
    "·": TIMES,
    "/": DIVIDE,
    ":": DIVIDE,
    "÷": DIVIDE,
    "&": AND,
    "|": OR,
    "^": XOR,
}

_SCAN = re.compile(
    r"(?P<num>(?:[01]|\[=\]|‖)+)"
    r"|(?P<ws>\s+)"
    r"|(?P<eq>=)"
    r"|(?P<sym>[-+−–*×·/:÷&|^])"
    r"|(?P<not>~)"
    r"|(?P<word>[A-Za-z]+)"
)

_WORDS3 = {"AND": AND, "XOR": XOR, "NOT": "NOT"}

_TILES_HINT = "the tiles show 0, 1, =, +, −, ×, ÷, AND, OR, NOT (and XOR)"


def _bad_char(text: str, pos: int) -> KitgenError:
    char = text[pos]
    where = f"at position {pos + 1}"
    if char in "23456789":
        hint = "numbers are written in binary, with the digits 0 and 1 only"
    elif char in "()":
        hint = "there are no brackets in this game; agree the order of operations (--order)"
    elif char in "[]":
        hint = "brackets are only used in [=], the = tile turned 90° (reads as 11)"
    else:
        hint = _TILES_HINT
    shown = repr(char) if char.isprintable() and not char.isspace() else f"U+{ord(char):04X}"
    return KitgenError(f"{shown} {where} is not on any tile — {hint}")


def _split_word(word: str, start: int, out: list[Token]) -> None:
    """A run of letters: AND, OR, NOT, XOR (any case) and x for ×, with no spaces needed."""
    upper = word.upper()
    i = 0
    while i < len(upper):
        three = upper[i : i + 3]
        if three in _WORDS3:
            kind = NOT if three == "NOT" else OP
            out.append(Token(kind, _WORDS3[three], start + i, start + i + 3))
            i += 3
        elif upper[i : i + 2] == "OR":
            out.append(Token(OP, OR, start + i, start + i + 2))
            i += 2
        elif upper[i] == "X":
            out.append(Token(OP, TIMES, start + i, start + i + 1))
            i += 1
        else:
            raise KitgenError(
                f"{word!r} at position {start + 1} is not on any tile — {_TILES_HINT}; "
                "write x or × to multiply"
            )


def tokenize(text: str) -> list[Token]:
    """Tokens of typed text. Raises :class:`KitgenError` for a character no tile shows
    (named with its 1-based position), an empty expression or absurdly long input."""
    if len(text) > MAX_CHARS:
        raise KitgenError(
            f"the expression is {len(text)} characters long — the referee reads at most {MAX_CHARS}"
        )
    tokens: list[Token] = []
    append = tokens.append
    pos = 0
    end = len(text)
    match = _SCAN.match
    while pos < end:
        found = match(text, pos)
        if found is None:
            raise _bad_char(text, pos)
        group = found.lastgroup
        stop = found.end()
        if group == "num":
            digits = found.group()
            if "[" in digits or "‖" in digits:
                digits = digits.replace("[=]", "11").replace("‖", "11")
                append(Token(NUM, digits, pos, stop, True))
            else:
                append(Token(NUM, digits, pos, stop))
        elif group == "sym":
            append(Token(OP, _SYMBOLS[found.group()], pos, stop))
        elif group == "eq":
            append(Token(EQ, "=", pos, stop))
        elif group == "not":
            append(Token(NOT, NOT_TEXT, pos, stop))
        elif group == "word":
            _split_word(found.group(), pos, tokens)
        pos = stop
    if not tokens:
        raise KitgenError("the expression is empty — type one, e.g. kitgen check '1+1=10'")
    return tokens


_FACES = {
    "+": (OP, PLUS),
    "-": (OP, MINUS),
    "−": (OP, MINUS),
    "×": (OP, TIMES),
    "x": (OP, TIMES),
    "*": (OP, TIMES),
    "÷": (OP, DIVIDE),
    "/": (OP, DIVIDE),
    "AND": (OP, AND),
    "OR": (OP, OR),
    "XOR": (OP, XOR),
    "NOT": (NOT, NOT_TEXT),
    "=": (EQ, "="),
}


def tokenize_faces(faces: Sequence[str]) -> list[Token]:
    """Tokens of a line of board tiles, one face per square. Adjacent digit faces (and
    rotated ``=`` tiles, face ``"=|"``) form one number. Positions are face indices."""
    tokens: list[Token] = []
    digits: list[str] = []
    num_start = 0
    rotated = False
    for index, face in enumerate(faces):
        if face in ("0", "1") or face in (ROTATED_FACE, "‖"):
            if not digits:
                num_start = index
                rotated = False
            if face in ("0", "1"):
                digits.append(face)
            else:
                digits.append("11")
                rotated = True
            continue
        if digits:
            tokens.append(Token(NUM, "".join(digits), num_start, index, rotated))
            digits = []
        known = _FACES.get(face) or _FACES.get(face.upper())
        if known is None:
            raise KitgenError(
                f"tile face {face!r} (square {index + 1} of the line) is not a tile — "
                f"{_TILES_HINT}, and {ROTATED_FACE!r} for a = turned 90°"
            )
        tokens.append(Token(known[0], known[1], index, index + 1))
    if digits:
        tokens.append(Token(NUM, "".join(digits), num_start, len(faces), rotated))
    if not tokens:
        raise KitgenError("the line of tiles is empty")
    return tokens
