"""Help texts that show a value (a limit, a list of presets) kept translatable.

``filled(N_("Show the best N moves (1 to {top})."), top=500)`` is the English text with its
value; the help page (``kitgen.cli.helptext``) finds the message it was made from here and
translates that, with the same values.
"""

from __future__ import annotations

from kitgen.core.speech import _

#: English text as shown -> (its message, its values).
FILLED: dict[str, tuple[str, dict[str, object]]] = {}


def filled(message: str, /, **values: object) -> str:
    """``message`` (marked with ``N_``) with its placeholders filled, remembered for its
    translation."""
    english = message.format(**values)
    FILLED[english] = (message, values)
    return english


def translated(english: str) -> str:
    """A help text as declared (``option.help``) in the current language: its message
    translated, with the values it was filled with (a web form's label, a help page)."""
    if english in FILLED:
        message, values = FILLED[english]
        return _(message, **values)
    return _(english)
