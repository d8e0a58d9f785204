"""Shell completion of option values: fixed choices, card ranks and flavour names.

Each function takes the word being typed and returns the values that may complete it. They
run only when the shell asks for completions, and import what they list inside, so no
command pays for them at start-up.
"""

from __future__ import annotations

from collections.abc import Iterable

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


def modes(incomplete: str) -> list[str]:
    from kitgen.api.forms import choices

    return _starting(incomplete, choices("modes"))


def feedback_styles(incomplete: str) -> list[str]:
    from kitgen.api.forms import choices

    return _starting(incomplete, choices("feedback"))


def papers(incomplete: str) -> list[str]:
    from kitgen.api.forms import choices

    return _starting(incomplete, choices("papers"))


def card_sizes(incomplete: str) -> list[str]:
    from kitgen.api.forms import choices

    return _starting(incomplete, choices("card sizes"))


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


def beds(incomplete: str) -> list[str]:
    from kitgen.api.forms import choices

    return _starting(incomplete, choices("beds"))


def card_ranks(incomplete: str) -> list[str]:
    """Stæða cards by rank: ``A 2 3 ... 10 J Q K``, also after cards already typed."""
    from kitgen.api.forms import choices

    return _next_item(incomplete, choices("ranks"))


def flavour_names(incomplete: str) -> list[str]:
    """Ice cream codes by flavour name: ``strawberry,chocolate,...``."""
    from kitgen.api.forms import choices

    return _next_item(incomplete, choices("flavours"))


def games(incomplete: str) -> list[str]:
    """The games of ``kitgen cards score-sheets``: one, or all."""
    from kitgen.core.games import with_sheet

    return _starting(incomplete, [*(game.name for game in with_sheet()), "all"])


def kits(incomplete: str) -> list[str]:
    """The kits of ``kitgen build`` (``templates/build.toml``), or all."""
    from kitgen.api.build import kits as all_kits

    return _starting(incomplete, [*all_kits(), "all"])


def template_names(incomplete: str) -> list[str]:
    from kitgen.api.forms import choices

    return _starting(incomplete, choices("templates"))


def rule_games(incomplete: str) -> list[str]:
    from kitgen.core.games import names

    return _starting(incomplete, names())
