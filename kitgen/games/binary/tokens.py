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
from functools import cache
from typing import NamedTuple

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import _, language, language_data, languages, n_, quoted
from kitgen.games.binary.vocabulary import ENGLISH, tile_words

NUM, OP, NOT, EQ = 0, 1, 2, 3

#: Canonical operator symbols, as printed.
PLUS, MINUS, TIMES, DIVIDE = "+", "−", "×", "÷"
AND, OR, XOR = "AND", "OR", "XOR"
NOT_TEXT = "NOT"


def operator_words(lang: str) -> dict[str, str]:
    """The words of ``lang`` for the logic tiles, by tile (``{"AND": "EN", ...}``): its
    ``language.json``'s ``logic_words`` (docs/translating.md). The referee reads every
    language's words, in any letter case, as a spelling of the English tile, and an answer
    writes the words of its own language (the glossaries: XOR keeps its name where a language
    has no tile-sized word for it; Dutch has XOF, "exclusieve of")."""
    words: dict[str, str] = language_data(lang)["logic_words"]
    return words


def answer_words(lang: str | None = None) -> dict[str, str]:
    """The logic tiles' words an answer writes: the table's vocabulary
    (:mod:`kitgen.games.binary.vocabulary`) — the words of ``lang`` (default: the answer's
    language) with ``local``, AND, OR, NOT, XOR with ``en``."""
    return operator_words("en" if tile_words() == ENGLISH else lang or language())


def tile_word(symbol: str, lang: str | None = None) -> str:
    """How an answer writes ``symbol``: the logic tiles in the table's words (``EN``,
    ``ИЛИ``, or ``AND`` at a table that plays with the English words), every other symbol as
    it is."""
    return answer_words(lang).get(symbol, symbol)


def words(text: str) -> str:
    """``text`` (tokens joined by spaces, canonical) with its logic tiles in the answer's
    words."""
    table = answer_words()
    return " ".join(table.get(part, part) for part in text.split(" "))


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

# The operator symbols beyond ASCII (− – × · ÷) are looked up in ``_SYMBOLS`` where the
# pattern finds nothing: a character class holding them costs the regex compiler a table of
# the whole Basic Multilingual Plane, 0.2 ms on every ``kitgen check``.
_SCAN = re.compile(
    r"(?P<num>(?:[01]|\[=\]|‖)+)"
    r"|(?P<ws>\s+)"
    r"|(?P<eq>=)"
    r"|(?P<sym>[-+*/:&|^])"
    r"|(?P<not>~)"
    r"|(?P<word>[^\W\d_]+)"
)


def spellings() -> list[tuple[str, str]]:
    """Every language's word for each logic tile -> the tile, longest first (so XOR is not X
    then OR, ИЛИ not И then ЛИ): the referee's expressions and a game's moves and racks read
    them."""
    return _spellings(languages())


@cache
def _spellings(codes: tuple[str, ...]) -> list[tuple[str, str]]:
    found = {spelled: sym for code in codes for sym, spelled in operator_words(code).items()}
    return sorted(found.items(), key=lambda item: -len(item[0]))


def spelled_tiles() -> dict[str, str]:
    """:func:`spellings` as a dict, word -> tile (made once; not to be changed)."""
    return _spelled_tiles(languages())


@cache
def _spelled_tiles(codes: tuple[str, ...]) -> dict[str, str]:
    return dict(_spellings(codes))


_LETTERS = re.compile(r"[^\W\d_]+")


def in_table_words(text: str) -> str:
    """``text`` (a move, a rack, a line of the board) with every logic tile, in any
    language's words, written in the answer's (the table's ``tile_words``); a word in
    lowercase (a blank's face on the board) stays in lowercase."""
    spelled = spelled_tiles()

    def one(found: re.Match[str]) -> str:
        typed = found.group(0)
        symbol = spelled.get(typed.upper())
        if symbol is None:
            return typed
        word = tile_word(symbol)
        return word.lower() if typed.islower() else word

    return _LETTERS.sub(one, text)


def _tiles_hint() -> str:
    return _(
        "the tiles show 0, 1, =, +, −, ×, ÷, {AND}, {OR}, {NOT} (and {XOR})",
        AND=tile_word(AND),
        OR=tile_word(OR),
        NOT=tile_word(NOT_TEXT),
        XOR=tile_word(XOR),
    )


def _bad_char(text: str, pos: int) -> KitgenError:
    char = text[pos]
    if char in "23456789":
        hint = _("numbers are written in binary, with the digits 0 and 1 only")
    elif char in "()":
        hint = _("there are no brackets in this game; agree the order of operations (--order)")
    elif char in "[]":
        hint = _("brackets are only used in [=], the = tile turned 90° (reads as 11)")
    else:
        hint = _tiles_hint()
    shown = quoted(char) if char.isprintable() and not char.isspace() else f"U+{ord(char):04X}"
    return KitgenError(
        _(
            "{char} at position {position} is not on any tile — {hint}",
            char=shown,
            position=pos + 1,
            hint=hint,
        )
    )


def _split_word(word: str, start: int, out: list[Token]) -> None:
    """A run of letters: AND, OR, NOT, XOR and each language's words for them (EN, ИЛИ,
    VÕI, EKKI...; any case) and x for ×, with no spaces needed."""
    upper = "".join(c.upper() if len(c.upper()) == 1 else c for c in word)
    i = 0
    while i < len(upper):
        for spelled, symbol in spellings():
            if upper.startswith(spelled, i):
                kind = NOT if symbol == NOT_TEXT else OP
                out.append(Token(kind, symbol, start + i, start + i + len(spelled)))
                i += len(spelled)
                break
        else:
            # Messages written out with their own fields on purpose (``duplicates``
            # pairs their shape): each is one sentence for the translators, with its
            # own advice.
            if upper[i] != "X":
                raise KitgenError(
                    _(
                        "{word} at position {position} is not on any tile — {hint}; write x "
                        "or × to multiply",
                        word=cited(word),
                        position=start + 1,
                        hint=_tiles_hint(),
                    )
                )
            out.append(Token(OP, TIMES, start + i, start + i + 1))
            i += 1


def tokenize(text: str) -> list[Token]:
    """Tokens of typed text. Raises :class:`KitgenError` for a character no tile shows
    (named with its 1-based position), an empty expression or absurdly long input."""
    if len(text) > MAX_CHARS:
        raise KitgenError(
            n_(
                "the expression is {n} character long — the referee reads at most {most}",
                "the expression is {n} characters long — the referee reads at most {most}",
                len(text),
                most=MAX_CHARS,
            )
        )
    tokens: list[Token] = []
    append = tokens.append
    pos = 0
    end = len(text)
    match = _SCAN.match
    while pos < end:
        found = match(text, pos)
        if found is None:
            symbol = _SYMBOLS.get(text[pos])
            if symbol is None:
                raise _bad_char(text, pos)
            append(Token(OP, symbol, pos, pos + 1))
            pos += 1
            continue
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
        raise KitgenError(_("the expression is empty — type one, e.g. kitgen check '1+1=10'"))
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


def _face_word(face: str) -> tuple[int, str] | None:
    """A logic tile's face named in any language (a kit printed with ``EN``, ``ИЛИ``)."""
    spelled = face.upper()
    for word_, symbol in spellings():
        if word_ == spelled:
            return (NOT, NOT_TEXT) if symbol == NOT_TEXT else (OP, symbol)
    return None


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
        known = _FACES.get(face) or _FACES.get(face.upper()) or _face_word(face)
        if known is None:
            raise KitgenError(
                _(
                    "tile face {face} (square {square} of the line) is not a tile — {hint}, "
                    "and {rotated} for a = turned 90°",
                    face=cited(face),
                    square=index + 1,
                    hint=_tiles_hint(),
                    rotated=cited(ROTATED_FACE),
                )
            )
        tokens.append(Token(known[0], known[1], index, index + 1))
    if digits:
        tokens.append(Token(NUM, "".join(digits), num_start, len(faces), rotated))
    if not tokens:
        raise KitgenError(_("the line of tiles is empty"))
    return tokens
