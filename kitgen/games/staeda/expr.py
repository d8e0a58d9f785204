"""Expressions as players write them: parse, print, evaluate exactly under the rules.

Operators ``+``, ``-`` (also ``−`` ``–``), ``×`` (also ``x`` ``*``), ``÷`` (also ``/`` ``:``)
and parentheses, with the usual precedence (× ÷ before + −, left to right). An operand is a
number standing for one card of that value (``1`` and ``11`` an ace, ``10`` any of 10, J, Q,
K) or a rank letter standing for a card of that rank: ``J`` ``Q`` ``K``, ``T`` (a 10) and
``A`` (an ace, counted 1 or 11 as suits the claim), or the letter any language writes the
card with (:func:`kitgen.games.staeda.cards.letter_ranks`: Dutch ``H`` a king, Russian ``Т``
an ace); an expression is shown with the letters of the answer's language.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _
from kitgen.core.messages import number as local_number
from kitgen.games.staeda.arith import SYMBOL, Value

_TOKEN = re.compile(r"\s*(?:(\d+)|([-+*/:()xX×÷−–])|([^\W\d_]))")
_OPS = {
    "+": "+",
    "-": "-",
    "−": "-",
    "–": "-",
    "*": "*",
    "x": "*",
    "X": "*",
    "×": "*",
    "/": "/",
    ":": "/",
    "÷": "/",
}
HOW = N_(
    "write numbers or card letters ({ace} {jack} {queen} {king}, T a ten) joined by + − × ÷ "
    "(or - x * / :) with parentheses, e.g. '(3 + 5) × (7 − 4)'"
)


def how() -> str:
    """:data:`HOW` in the language in use, with its court letters."""
    from kitgen.games.staeda.cards import court_letters

    letters = court_letters()
    return _(HOW, ace=letters["A"], jack=letters["J"], queen=letters["Q"], king=letters["K"])


@dataclass(frozen=True)
class Leaf:
    """One card named in an expression: ``text`` is ``"7"``, ``"10"``, ``"K"``, ``"A"``…"""

    text: str
    index: int  # position among the leaves, left to right

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Bin:
    op: str  # one of + - * /
    left: Node
    right: Node


Node = Leaf | Bin


class StepError(Exception):
    """A step the rules forbid; the message reads aloud."""


#: The most cards a stæða can use: a hand of three and three on the table (the rules).
MAX_CARDS = 6
#: The longest claim read, in characters, and the deepest parentheses in it.
MAX_CLAIM_CHARS = 200
MAX_DEPTH = 12


def parse(text: str) -> Node:
    """Parse an expression; a ``KitgenError`` says where it cannot be read.

    Limits, checked before any parsing: at most :data:`MAX_CLAIM_CHARS` characters and
    parentheses :data:`MAX_DEPTH` deep (a claim naming more cards than a player has is read,
    and is not a stæða).
    """
    if len(text) > MAX_CLAIM_CHARS:
        raise KitgenError(
            _(
                "the claim is {length} characters long — a stæða uses at most {cards} cards, and "
                "kitgen reads at most {most} characters",
                length=local_number(len(text)),
                cards=MAX_CARDS,
                most=MAX_CLAIM_CHARS,
            )
        )
    tokens: list[tuple[str, str, int]] = []  # (kind, text, column)
    pos = 0
    stripped = text.rstrip()
    while pos < len(stripped):
        match = _TOKEN.match(stripped, pos)
        if not match:
            bad = stripped[pos:].lstrip()[:1]
            raise KitgenError(
                _(
                    "cannot read {bad} in {text} — {how}",
                    bad=cited(bad),
                    text=cited(text),
                    how=how(),
                )
            )
        number, op, letter = match.groups()
        column = match.start(match.lastindex or 0)
        if number is not None:
            tokens.append(("num", str(int(number)), column))
        elif letter is not None:
            from kitgen.games.staeda.cards import letter_ranks

            rank = letter_ranks().get(letter.upper())
            if rank is None:
                raise KitgenError(
                    _("cannot read {bad} in {text} — {how}", bad=cited(letter), text=cited(text),
                      how=how())
                )  # fmt: skip
            tokens.append(("num", "T" if rank == "10" else rank, column))
        else:
            tokens.append(("op", _OPS.get(op, op), column))
        pos = match.end()
    if not tokens:
        raise KitgenError(_("the expression is empty — {how}", how=how()))
    _check_size(tokens, text)
    parser = _Parser(tokens, text)
    node = parser.expr()
    if parser.i < len(tokens):
        _kind, tok, column = tokens[parser.i]
        raise KitgenError(
            _(
                "unexpected {token} at column {column} of {text} — {how}",
                token=cited(tok),
                column=column + 1,
                text=cited(text),
                how=how(),
            )
        )
    return node


def _check_size(tokens: list[tuple[str, str, int]], text: str) -> None:
    # A claim naming more cards than the player has is read (at most 100 in 200 characters)
    # and is then simply not a stæða (kitgen.games.staeda.claims.check_claim).
    depth = deepest = 0
    for _kind, tok, _column in tokens:
        depth += 1 if tok == "(" else -1 if tok == ")" else 0
        deepest = max(deepest, depth)
    if deepest > MAX_DEPTH:
        raise KitgenError(
            _(
                "{text} nests parentheses {deepest} deep — at most {most} are read",
                text=cited(text),
                deepest=deepest,
                most=MAX_DEPTH,
            )
        )


class _Parser:
    def __init__(self, tokens: list[tuple[str, str, int]], text: str) -> None:
        self.tokens, self.text, self.i, self.leaves = tokens, text, 0, 0

    def _peek(self) -> str | None:
        return self.tokens[self.i][1] if self.i < len(self.tokens) else None

    def _chain(self, ops: tuple[str, str], operand: Callable[[], Node]) -> Node:
        """``operand`` (``op`` ``operand``)*, grouped from the left."""
        node = operand()
        while self._peek() in ops:
            op = self.tokens[self.i][1]
            self.i += 1
            node = Bin(op, node, operand())
        return node

    def expr(self) -> Node:
        return self._chain(("+", "-"), self.term)

    def term(self) -> Node:
        return self._chain(("*", "/"), self.factor)

    def factor(self) -> Node:
        if self.i >= len(self.tokens):
            raise KitgenError(
                _(
                    "{text} ends too soon: a card is missing — {how}",
                    text=cited(self.text),
                    how=how(),
                )
            )
        kind, tok, column = self.tokens[self.i]
        self.i += 1
        if kind == "num":
            leaf = Leaf(tok, self.leaves)
            self.leaves += 1
            return leaf
        if tok == "(":
            node = self.expr()
            if self._peek() != ")":
                raise KitgenError(
                    _("a '(' in {text} is never closed — {how}", text=cited(self.text), how=how())
                )
            self.i += 1
            return node
        if tok == "-":
            raise KitgenError(
                _(
                    "a minus sign at column {column} of {text} has nothing before it — Stæða has "
                    "no negative cards; subtract one card from another",
                    column=column + 1,
                    text=cited(self.text),
                )
            )
        raise KitgenError(
            _(
                "expected a card at column {column} of {text}, got {token} — {how}",
                column=column + 1,
                text=cited(self.text),
                token=cited(tok),
                how=how(),
            )
        )


def leaves(node: Node) -> list[Leaf]:
    if isinstance(node, Leaf):
        return [node]
    return leaves(node.left) + leaves(node.right)


def operations(node: Node) -> int:
    return 0 if isinstance(node, Leaf) else 1 + operations(node.left) + operations(node.right)


_PREC = {"+": 1, "-": 1, "*": 2, "/": 2}


def show(node: Node, values: dict[int, int] | None = None) -> str:
    """Print with ``+ − × ÷`` and the fewest parentheses; ``values`` replaces leaves by
    the numbers they were counted as."""
    if isinstance(node, Leaf):
        if values is not None:
            return str(values[node.index])
        from kitgen.games.staeda.cards import rank_shown

        return rank_shown(node.text) if node.text in ("J", "Q", "K", "A") else node.text
    p = _PREC[node.op]
    left = show(node.left, values)
    right = show(node.right, values)
    if isinstance(node.left, Bin) and _PREC[node.left.op] < p:
        left = f"({left})"
    if isinstance(node.right, Bin) and (
        _PREC[node.right.op] < p or (_PREC[node.right.op] == p and node.op in "-/")
    ):
        right = f"({right})"
    return f"{left} {SYMBOL[node.op]} {right}"


def evaluate(node: Node, values: dict[int, int], whole: bool) -> Value:
    """The exact value with leaf ``i`` counted as ``values[i]``; ``StepError`` on a step
    the rules forbid."""
    if isinstance(node, Leaf):
        return values[node.index]
    a = evaluate(node.left, values, whole)
    b = evaluate(node.right, values, whole)
    if node.op == "+":
        r: Value = a + b
    elif node.op == "-":
        r = a - b
    elif node.op == "*":
        r = a * b
    else:
        if b == 0:
            raise StepError(
                _("{step} divides by zero, which is never allowed", step=_step(node, values))
            )
        r = Fraction(a) / b
    if isinstance(r, Fraction) and r.denominator == 1:
        r = r.numerator
    if whole and (not isinstance(r, int) or r < 0):
        message = (
            N_(
                "{step} = {result} is not a whole number, and whole_numbers is on (every step "
                "must be a whole number of zero or more)"
            )
            if not isinstance(r, int)
            else N_(
                "{step} = {result} is below zero, and whole_numbers is on (every step must be a "
                "whole number of zero or more)"
            )
        )
        raise StepError(_(message, step=_step(node, values), result=r))
    return r


def _step(node: Bin, values: dict[int, int]) -> str:
    text = show(node, values)
    return text if isinstance(node.left, Leaf) and isinstance(node.right, Leaf) else f"({text})"
