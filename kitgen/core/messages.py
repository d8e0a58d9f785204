"""Messages in the players' languages: gettext catalogues, one language per call.

Every sentence kitgen says is one message with named placeholders::

    _("{player} plays {move}: {points} points", player=who, move=move, points=n)
    n_("{n} legal move", "{n} legal moves", count)

``_`` translates into the current language and fills the placeholders; ``n_`` also picks
the plural form by the language's own rule (the catalogue's ``Plural-Forms``, three forms in
Russian) and writes ``{n}`` the local way (``4,687``, ``4.687``, ``4 687``). ``N_`` only marks
a text for the catalogues (a constant translated where it is shown).

The language is a context variable set by the front end (:func:`use_language`); the library
reads it, never the environment. English is the message itself: it loads no catalogue.
Catalogues live in ``kitgen/locale/<lang>/LC_MESSAGES/kitgen.mo`` and are read on first use,
only the one of the language in use.
"""

from __future__ import annotations

from kitgen.core.errors import unknown_choice
from kitgen.core.speech import (
    DATA_FILE,
    DEFAULT,
    DOMAIN,
    LOCALE_DIR,
    N_,
    _,
    _asked,
    _current,
    catalogue,
    grouped,
    language,
    language_asked,
    language_data,
    languages,
    n_,
    name,
    nN_,
    number,
    p_,
    plural_form,
    pN_,
    quoted,
    symbols,
)

__all__ = [
    "DATA_FILE",
    "DEFAULT",
    "DOMAIN",
    "LOCALE_DIR",
    "N_",
    "_",
    "catalogue",
    "check_language",
    "grouped",
    "language",
    "language_asked",
    "language_data",
    "languages",
    "nN_",
    "n_",
    "name",
    "number",
    "pN_",
    "p_",
    "plural_form",
    "quoted",
    "set_language",
    "symbols",
    "use_language",
]


def check_language(code: str) -> str:
    """``code`` as one of :func:`languages` (any case; ``nl_NL`` is ``nl``), or the one
    message naming them all."""
    every = languages()
    if code in every:  # as kitgen writes it (every request of the web sets one)
        return code
    key = code.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    if key not in every:
        raise unknown_choice(N_("language"), code, every)
    return key


class use_language:
    """``with use_language(code):`` speaks ``code`` inside the block (and in what it calls),
    the ``as`` target the language's code; ``asked`` as for :func:`set_language`.

    A class, not a generator: the web sets the language of every request with it, where
    ``contextlib``'s wrapper cost a microsecond more each time."""

    __slots__ = ("asked", "code", "tokens")

    def __init__(self, code: str, *, asked: bool = True) -> None:
        self.code, self.asked = code, asked

    def __enter__(self) -> str:
        code = check_language(self.code)
        self.tokens = (_current.set(code), _asked.set(self.asked))
        return code

    def __exit__(self, *exc: object) -> None:
        _current.reset(self.tokens[0])
        _asked.reset(self.tokens[1])


def set_language(code: str, *, asked: bool = True) -> str:
    """Speak ``code`` from now on in this context (the command line, once per run).

    ``asked`` is False when the language only comes from the locale: then a text that
    does not exist in it may fall back to English instead of being refused."""
    _current.set(check_language(code))
    _asked.set(asked)
    return _current.get()
