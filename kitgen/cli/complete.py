"""Shell completion of option values: fixed choices, card ranks and flavour names.

Each function takes the word being typed and returns the values that may complete it. They
run only when the shell asks for completions, and import what they list inside, so no
command pays for them at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

#: Between cards or flavours in one word: ``3,A,K`` or ``"3 A K"``.
_SEPARATORS = (",", " ")


def _starting(incomplete: str, values: Iterable[str]) -> list[str]:
    low = incomplete.lower()
    return [value for value in values if value.lower().startswith(low)]


def _next_item(incomplete: str, values: Iterable[str]) -> list[str]:
    """Complete the last item of a list typed in one word (``3,A,`` -> ``3,A,K``...)."""
    cut = max(incomplete.rfind(sep) for sep in _SEPARATORS) + 1
    head, tail = incomplete[:cut], incomplete[cut:]
    return [head + value for value in _starting(tail, values)]


def _choices(kind: str, each: bool = False) -> Callable[[str], list[str]]:
    """Complete a value of ``kind`` (:func:`kitgen.api.forms.choices`); ``each``: every item
    of a list typed in one word."""

    def complete(incomplete: str) -> list[str]:
        from kitgen.api.forms import choices

        return (_next_item if each else _starting)(incomplete, choices(kind))

    return complete


modes, feedback_styles, papers = _choices("modes"), _choices("feedback"), _choices("papers")
card_sizes, beds, template_names = _choices("card sizes"), _choices("beds"), _choices("templates")
#: Stæða cards by rank (``A 2 … K``), ice cream codes by flavour name, after those typed.
card_ranks, flavour_names = _choices("ranks", each=True), _choices("flavours", each=True)


def languages(incomplete: str) -> list[str]:
    """The languages ``--lang`` takes (every command speaks all of them)."""
    from kitgen.core.messages import languages

    return _starting(incomplete, languages())


def schema_words(given: Iterable[str], incomplete: str) -> list[str]:
    """The next word of a ``kitgen schema`` name after the words ``given``: ``game`` ->
    ``bot``, ``end``, ``moves`` … (the names of :func:`kitgen.schemas.names`)."""
    from kitgen.api import schemas

    before = list(given)
    n = len(before)
    names = [name.split() for name in schemas.names()]
    after = [words[n] for words in names if len(words) > n and words[:n] == before]
    return _starting(incomplete, dict.fromkeys(after))


def games(incomplete: str) -> list[str]:
    """The games of ``kitgen cards score-sheets``: one, or all."""
    from kitgen.core.games import with_sheet

    return _starting(incomplete, [*(game.name for game in with_sheet()), "all"])


def kits(incomplete: str) -> list[str]:
    """The kits of ``kitgen build`` (``templates/build.toml``), or all."""
    from kitgen.api.build import kits as all_kits

    return _starting(incomplete, [*all_kits(), "all"])


def rule_games(incomplete: str) -> list[str]:
    from kitgen.core.games import names

    return _starting(incomplete, names())
