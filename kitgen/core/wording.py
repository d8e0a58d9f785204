"""How numbers read in the answers kitgen gives, in the language of the answer.

``4,687`` in English, ``4.687`` in Dutch and Icelandic, ``4 687`` in Russian and Estonian;
``3rd``, ``3e``, ``3-й``, ``3.``. The symbols and the ordinal rule of each language come from
the ``numbers`` of ``kitgen/locale/<lang>/language.json``, which ``make catalogues`` writes
with Babel (CLDR's data), so a new language needs no code; Babel itself is not imported at
run time. JSON keeps plain numbers.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from kitgen.core import games
from kitgen.core.messages import _, catalogue, grouped, language, number, p_, pN_, symbols

#: The English form of an ordinal for each CLDR category: the message each language
#: translates (with the context "ordinal").
ORDINAL_MESSAGES = {
    "zero": pN_("ordinal", "{n}th"),
    "one": pN_("ordinal", "{n}st"),
    "two": pN_("ordinal", "{n}nd"),
    "few": pN_("ordinal", "{n}rd"),
    "many": pN_("ordinal", "{n}th"),
    "other": pN_("ordinal", "{n}th"),
}


#: The units an option declares, as each language writes them after a figure (Russian
#: "мм", "мм/с", "с"; the others keep the SI symbols).
UNITS = {"mm": pN_("unit", "mm"), "mm/s": pN_("unit", "mm/s"), "s": pN_("unit", "s")}


def unit_word(unit: str) -> str:
    """``unit`` (an option's ``mm``, ``mm/s``, ``s``) as the language in use writes it."""
    return p_("unit", UNITS[unit]) if unit in UNITS else unit


def choice_word(what: str, value: str) -> str:
    """Choice ``value`` of an option (``what`` it chooses, as :attr:`Declared.what` names it)
    as a person reads it in the language in use: its message in the context ``what``
    (``p_("level", "greedy")``: "жадный"), marked where the choices are declared; a value
    no catalogue words (a paper, a file format) as it is; a registered game (``what`` is
    ``"game"``) by its title ("Binäre Zahlensteine"). JSON, the command line and a form's
    values keep the choice itself."""
    if what == "game":
        found = games.lookup(value)
        if found is not None:
            title = _(found.title)
            return title[:1].upper() + title[1:]
    return p_(what, value)


def decimal(x: float, places: int, lang: str | None = None) -> str:
    """``x`` with ``places`` decimals and the language's decimal mark: 4.476 / 4,476."""
    data = symbols(lang or language())
    whole, _, fraction = f"{abs(x):.{places}f}".partition(".")
    sign = data.get("minus", "-") if x < 0 and float(f"{abs(x):.{places}f}") != 0 else ""
    text = sign + grouped(whole, data["group"], int(data["min_grouping"]))
    return f"{text}{data['decimal']}{fraction}" if fraction else text


def signed(x: float, places: int, lang: str | None = None) -> str:
    """``x`` with its sign always written, the language's way: +9.25 / −9,25 / -9,25."""
    text = decimal(x, places, lang)
    return text if text[:1] in ("-", "−") or float(x) == 0 else "+" + text


#: The minus of a score (U+2212), in every language: the one the binary game's values and
#: its tiles write (``−101``), not the hyphen some languages' numbers take.
MINUS = "\u2212"


def score_text(n: int, *, sign: bool = False) -> str:
    """A score as a person reads it: the language's number with a true minus (``−18``, not
    ``-18``); ``sign``: a change of score, its plus written too (``+11``, ``+0``)."""
    text = number(abs(n))
    return MINUS + text if n < 0 else "+" + text if sign else text


def short(x: float, lang: str | None = None) -> str:
    """``x`` as ``:g`` writes it (no trailing zeros, a whole number in full), with the
    language's decimal mark: 0.5 / 0,5."""
    data = symbols(lang or language())
    if float(x).is_integer() and abs(x) < 1e15:  # 1000000, not 1e+06
        text = str(int(x))
    else:
        text = f"{x:g}".replace(".", str(data["decimal"]))
    return str(data.get("minus", "-")) + text[1:] if text.startswith("-") else text


def sizes(**values: float) -> dict[str, str]:
    """A message's sizes by their fields' names, each as :func:`short` writes it in the
    language in use: ``_("holes {hole} mm", **sizes(hole=6.2))``."""
    return {name: short(value) for name, value in values.items()}


@cache
def _ordinal_rule(expression: str) -> Any:
    import gettext

    return gettext.c2py(expression)


def ordinal(n: int, lang: str | None = None) -> str:
    """``n`` as an ordinal the language's way: 1st, 2nd, 3rd, 11th / 3e / 3-й / 3."""
    code = lang or language()
    data = symbols(code)
    category = data["ordinal_categories"][_ordinal_rule(data["ordinal"])(n)]
    form = catalogue(code).pgettext("ordinal", ORDINAL_MESSAGES[category])
    return form.format(n=number(n, code))


def count(n: int, word: str) -> str:
    """``n`` of ``word``, plural unless one: 1 point, 18 points, 1,296 codes (English;
    translated answers use ``kitgen.core.messages.n_``)."""
    return f"{number(n)} {word}{'' if n == 1 else 's'}"


__all__ = [
    "choice_word",
    "count",
    "decimal",
    "number",
    "ordinal",
    "score_text",
    "short",
    "signed",
    "symbols",
]
