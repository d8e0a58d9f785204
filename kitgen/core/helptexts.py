"""Help texts that show a value (a limit, a list of presets) kept translatable.

``filled(N_("Show the best N moves (1 to {top})."), top=500)`` is the English text with its
value; the help page (``kitgen.cli.helptext``) finds the message it was made from here and
translates that, with the same values.
"""

from __future__ import annotations

#: English text as shown -> (its message, its values).
FILLED: dict[str, tuple[str, dict[str, object]]] = {}


def filled(message: str, /, **values: object) -> str:
    """``message`` (marked with ``N_``) with its placeholders filled, remembered for its
    translation."""
    english = message.format(**values)
    FILLED[english] = (message, values)
    return english
