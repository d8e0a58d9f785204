"""Help texts that show a value (a limit, a list of presets) kept translatable.

``filled(N_("Show the best N moves (1 to {top})."), top=500)`` is the English text with its
value; the help page (``kitgen.cli.helptext``) finds the message it was made from here and
translates that, with the same values.
"""

from __future__ import annotations

import re

from kitgen.core.speech import N_, _, pN_

#: English text as shown -> (its message, its values).
FILLED: dict[str, tuple[str, dict[str, object]]] = {}


def filled(message: str, /, **values: object) -> str:
    """``message`` (marked with ``N_``) with its placeholders filled, remembered for its
    translation."""
    english = message.format(**values)
    FILLED[english] = (message, values)
    return english


#: How a declared option's help ends with its default (``kitgen.cli.declared``).
DEFAULTED = N_("{help} Default: {default}.")

#: A help text that gives its default itself, in its own words: "0–8 a part (default 0)".
_SAYS_DEFAULT = re.compile(r"\(default\b")


def defaulted(help: str, default: str | None) -> str:
    """``help`` ending with ``default`` as a sentence (:data:`DEFAULTED`), unless there is
    none to show or the help says it in its own words (it said it twice: "(default 0).
    Default: 0.")."""
    if default is None or _SAYS_DEFAULT.search(help):
        return help
    return DEFAULTED.format(help=help, default=default)


#: A line break inside a paragraph (not between two).
_LINE_BREAK = re.compile(r"(?<=\S) *\n(?=\S)")


def unwrapped(text: str) -> str:
    """A help text's paragraphs each on one line, for the help page to wrap at the terminal's
    width (Typer joins the lines of the first paragraph only: "every house rule" ended a line
    of its own in ``kitgen --help``, "the game" one of ``kitgen game play --help``)."""
    return _LINE_BREAK.sub(" ", text)


#: The parser's own texts that reach a help page.
PARSER_TEXTS = (
    N_("Show this message and exit."),
    N_("Install completion for the current shell."),
    N_("Show completion for the current shell, to copy it or customize the installation."),
)

#: The words of metavars (``FILE``, ``NAME=TILES``, ``[COMMAND]...``), each translated in
#: the context "metavar": written in capitals in every language, notation kept as it is.
METAVAR_WORDS = {
    "ARGS": pN_("metavar", "ARGS"),
    "BED": pN_("metavar", "BED"),
    "CARDS": pN_("metavar", "CARDS"),
    "CODE": pN_("metavar", "CODE"),
    "COMMAND": pN_("metavar", "COMMAND"),
    "DIR": pN_("metavar", "DIR"),
    "EXPR": pN_("metavar", "EXPR"),
    "FEEDBACK": pN_("metavar", "FEEDBACK"),
    "FILE": pN_("metavar", "FILE"),
    "GAME": pN_("metavar", "GAME"),
    "GUESS": pN_("metavar", "GUESS"),
    "HOST": pN_("metavar", "HOST"),
    "KIT": pN_("metavar", "KIT"),
    "LANG": pN_("metavar", "LANG"),
    "LEVEL": pN_("metavar", "LEVEL"),
    "LEVELS": pN_("metavar", "LEVELS"),
    "MODE": pN_("metavar", "MODE"),
    "MODES": pN_("metavar", "MODES"),
    "MOVE": pN_("metavar", "MOVE"),
    "NAME": pN_("metavar", "NAME"),
    "NAMES": pN_("metavar", "NAMES"),
    "OPTIONS": pN_("metavar", "OPTIONS"),
    "ORDER": pN_("metavar", "ORDER"),
    "RESULT": pN_("metavar", "RESULT"),
    "SECONDS": pN_("metavar", "SECONDS"),
    "SECRET": pN_("metavar", "SECRET"),
    "SIZE": pN_("metavar", "SIZE"),
    "STYLE": pN_("metavar", "STYLE"),
    "TEXT": pN_("metavar", "TEXT"),
    "TILES": pN_("metavar", "TILES"),
    "TOKEN": pN_("metavar", "TOKEN"),
}


def translated(english: str) -> str:
    """A help text as declared (``option.help``) in the current language: its message
    translated, with the values it was filled with (a web form's label, a help page)."""
    if english in FILLED:
        message, values = FILLED[english]
        return _(message, **values)
    return _(english)
