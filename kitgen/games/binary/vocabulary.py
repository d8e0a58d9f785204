"""Which words a table's logic tiles wear: the language's own (``EN OF NIET``, ``И ИЛИ НЕ``)
or the English ``AND OR NOT XOR`` printed on most tile sets.

It is one setting of a table, ``tile_words`` (``local`` or ``en``), declared once here and
taken by every binary command: ``kitgen tiles`` prints the tiles with it, the binary rule
card and quick reference print it, ``kitgen check`` answers in it, ``kitgen game new`` keeps
it in the game file, and every later ``game`` command (and the web's game page, its
keyboard and its history) answers in the words the game file says. Inside
:func:`use_tile_words` every answer writes the logic tiles in one vocabulary
(:func:`kitgen.games.binary.tokens.tile_word`); the referee reads every language's words,
and the English ones, whatever the setting.

Nothing here imports more than the standard library and the option declarations: the
referee commands read it at start-up.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass

from kitgen.core.messages import N_, pN_
from kitgen.core.options import choice

#: The choices: the language's own words, or the English ones.
LOCAL, ENGLISH = "local", "en"
CHOICES = (LOCAL, ENGLISH)

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("tile words", "local"),
    pN_("tile words", "en"),
)

_words: contextvars.ContextVar[str] = contextvars.ContextVar("kitgen_tile_words", default=LOCAL)


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class TileWords:
    """The logic tiles' words of a table, as ``--tile-words``."""

    tile_words: str = choice(
        LOCAL,
        CHOICES,
        help=N_(
            "The words of the table's logic tiles: local, the language's (EN, OF, NIET in "
            "Dutch; --lang), or en, AND, OR, NOT and XOR — on the tiles and the cards and in "
            "every answer. The referee reads both."
        ),
    )


def tile_words() -> str:
    """The vocabulary in force: ``local`` (the default) or ``en``."""
    return _words.get()


def check_tile_words(value: object) -> str:
    """``value`` as one of :data:`CHOICES`, or the one message naming them (a game file's
    ``tile_words`` and the Python API's argument)."""
    if value is None:
        return LOCAL
    if value in CHOICES:  # as given (a check on every request of the web; 3 µs saved)
        return str(value)
    from kitgen.core.options import settings

    given = value
    chosen: str = settings(TileWords, {"tile_words": given}).tile_words
    return chosen


@contextlib.contextmanager
def use_tile_words(words: str) -> Iterator[str]:
    """Write the logic tiles in ``words`` (``local`` or ``en``) inside the block."""
    token = _words.set(check_tile_words(words))
    try:
        yield _words.get()
    finally:
        _words.reset(token)
