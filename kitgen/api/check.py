"""``kitgen.check``: is a binary expression correct, and why (not)?"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.answer import Answer, text_wanted
from kitgen.core.messages import N_
from kitgen.core.options import switch, text
from kitgen.games.binary.expr import judge, to_binary
from kitgen.games.binary.report import report
from kitgen.games.binary.rules import GAME_RULES, rules_from
from kitgen.games.binary.rules import Rules as Rules
from kitgen.games.binary.rules import RulesFile as RulesFile
from kitgen.games.binary.vocabulary import TileWords as TileWords
from kitgen.games.binary.vocabulary import check_tile_words
from kitgen.games.binary.vocabulary import tile_words as words_in_force
from kitgen.games.binary.vocabulary import use_tile_words as use_tile_words

#: The house rules ``check`` takes and takes no notice of: a game's rules (how it ends), of
#: no use to one expression. They are checked like the others, so that the command line's
#: ``kitgen check`` takes the flags and rules files of ``kitgen game new``; a form of the
#: web's check page leaves them out, and its API refuses them (``kitgen.web.commands``).
IGNORED = frozenset(GAME_RULES)


#: The longest expression read (the command line's limit of characters in one argument is
#: far above what a player types; a line of the board holds 15 tiles).
MAX_EXPRESSION = 10_000


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class CheckArguments:
    """What ``kitgen check`` is asked about, given by position (the web's ``expr``)."""

    expression: str | None = text(
        None,
        help=N_(
            "The expression, e.g. '11x11=1001' or 100 OR 1 = 101. Quote it when it holds * or |."
        ),
        metavar="EXPR",
        argument=True,
        max_length=MAX_EXPRESSION,
    )


@dataclass(frozen=True)
class CheckOptions:
    """``kitgen check``'s own option besides the house rules, declared once."""

    explain: bool = switch(False, help=N_("Show the working step by step."))


@dataclass(frozen=True, kw_only=True)
class CheckAnswer(Answer):
    """The verdict on an expression: ``ok`` when it is correct."""

    #: The value both sides reach, in binary (``None`` when not correct).
    value: str | None
    #: The bonus a correct expression scores (0 when not correct).
    points: int
    #: What to read aloud.
    explanation: str
    #: The rule broken, as a short code (``sides-differ``, ``times_one``...).
    rule: str | None
    #: ``[start, end]`` character offsets the verdict points at.
    position: list[int] | None


def check(
    expression: str,
    *,
    explain: bool = False,
    rules_file: str | Path | None = None,
    tile_words: str | None = None,
    **house_rules: Any,
) -> CheckAnswer:
    """Judge ``expression`` (``"11x11=1001"``) under the house rules given by name
    (``order="left"``, ``fractions=True``...; see ``kitgen check --help``), over those of
    ``rules_file``. ``explain`` writes the working step by step into ``.text``. The rules
    of :data:`IGNORED` (``endgame``, ``exchange``, ``scoreless_end``) are checked, and
    change nothing. ``tile_words`` (``local``, the default, or ``en``): the words the answer
    writes the logic tiles in, the language's (``EN``, ``ИЛИ``) or ``AND``, ``OR``; any
    language's are read."""
    words = check_tile_words(tile_words)
    rules = rules_from(rules_file, house_rules, "kitgen check")
    if words == words_in_force():  # the usual case: no vocabulary to set for the answer
        return _judged(expression, rules, explain)
    with use_tile_words(words):
        return _judged(expression, rules, explain)


def _judged(expression: str, rules: Rules, explain: bool) -> CheckAnswer:
    """:func:`check`'s answer, in the tile words in force."""
    verdict = judge(expression, rules)
    said = verdict.said()  # written once: for the explanation and for the text
    return CheckAnswer(
        ok=verdict.valid,
        reason=verdict.reason,
        value=to_binary(verdict.value) if verdict.value is not None else None,
        points=verdict.bonus,
        explanation=said.explanation,
        rule=verdict.rule,
        position=list(verdict.span) if verdict.span is not None else None,
        # the printed text, unless only the JSON object is used (the web API's)
        text=report(expression, verdict, explain, said) if text_wanted() else "",
    )


def in_table_words(text: str) -> str:
    """A move or a rack with its logic tiles, typed in any language's words, in the table's
    (``with use_tile_words(...)``): the web page's history says a move so."""
    from kitgen.games.binary.tokens import in_table_words as worded

    return worded(text)


def tile_word(face: str) -> str:
    """How a face is written in the language in use: the logic tiles in its words (``AND``
    is ``EN`` in Dutch, ``И`` in Russian: the referee reads every language's), every other
    face as it is."""
    from kitgen.games.binary.tokens import tile_word as worded

    return worded(face)
