"""The 8 ice cream flavours of the kit, in the kit spec's order.

Codes are written with these numbers (``1234``) or with names and colour words
(``strawberry,pink,brown,vanilla``). The 6-flavour modes set the last two aside.
"""

from __future__ import annotations

from kitgen.core.messages import language, language_data, p_, pN_

#: (number, name) in kit order; the kit spec (``templates/icecream/kit.toml``) uses the same.
FLAVOURS: tuple[tuple[int, str], ...] = (
    (1, "strawberry"),
    (2, "bubblegum"),
    (3, "chocolate"),
    (4, "vanilla"),
    (5, "pistachio"),
    (6, "blueberry"),
    (7, "lemon"),
    (8, "liquorice"),
)

#: The colour of each flavour, by number; a colour word names its flavour too.
COLOURS: dict[int, str] = {
    1: "red",
    2: "pink",
    3: "brown",
    4: "cream",
    5: "green",
    6: "blue",
    7: "yellow",
    8: "black",
}

#: Spellings people use for the same flavour.
_ALIASES: dict[str, int] = {"licorice": 8, "liquorish": 8, "choc": 3}

_BY_WORD: dict[str, int] = {
    **{name: number for number, name in FLAVOURS},
    **{colour: number for number, colour in COLOURS.items()},
    **_ALIASES,
}


#: The names as each language says them (translated where shown, with the context
#: "flavour" and "colour").
_NAMES = (
    pN_("flavour", "strawberry"),
    pN_("flavour", "bubblegum"),
    pN_("flavour", "chocolate"),
    pN_("flavour", "vanilla"),
    pN_("flavour", "pistachio"),
    pN_("flavour", "blueberry"),
    pN_("flavour", "lemon"),
    pN_("flavour", "liquorice"),
)
_COLOURS = (
    pN_("colour", "red"),
    pN_("colour", "pink"),
    pN_("colour", "brown"),
    pN_("colour", "cream"),
    pN_("colour", "green"),
    pN_("colour", "blue"),
    pN_("colour", "yellow"),
    pN_("colour", "black"),
)


def english_names() -> tuple[str, ...]:
    """The flavours' English names, in order (what a shell completes a code with)."""
    return tuple(english for _number, english in FLAVOURS)


def name(number: int) -> str:
    """The flavour name of ``number`` (1–8), in the language of the answer."""
    return p_("flavour", FLAVOURS[number - 1][1])


def colour(number: int) -> str:
    """The colour word of ``number`` (1–8), in the language of the answer."""
    return p_("colour", COLOURS[number])


def letter(number: int, lang: str | None = None) -> str:
    """The mark on the token of flavour ``number`` (1–8) in a kit of ``lang`` (default: the
    language in use): the initial of its name there, from the language's
    ``language.json`` (``flavour_letters``; two flavours sharing an initial each take their
    first two letters, as the glossaries say: Dutch Ch chocolade, Ci citroen)."""
    letters: dict[str, str] = language_data(lang or language())["flavour_letters"]
    return letters[FLAVOURS[number - 1][1]]


def lookup(word: str) -> int | None:
    """The flavour number a word names (a digit, a name, a colour or the letter on its token
    in the language in use, any case), else None."""
    key = word.strip().lower()
    if key.isascii() and key.isdigit():  # not '²' or '٣', which int() refuses or reads
        number = int(key) if len(key) <= 3 else 0
        return number if 1 <= number <= len(FLAVOURS) else None
    if len(key) <= 2:  # the token's letter, as the kit of this language prints it
        marks = {letter(n).lower(): n for n, _name in FLAVOURS}
        if key in marks:
            return marks[key]
    found = _BY_WORD.get(key)
    if found is None and language() != "en":  # the names in the language in use
        local = {name(n).lower(): n for n, _name in FLAVOURS}
        local.update({colour(n).lower(): n for n in COLOURS})
        found = local.get(key)
    return found


def spoken_list() -> str:
    """``1 strawberry (red, S), 2 bubblegum (pink, G), ...`` (the letter on its token) for
    help texts and error messages."""
    return ", ".join(f"{n} {name(n)} ({colour(n)}, {letter(n)})" for n, _fname in FLAVOURS)
