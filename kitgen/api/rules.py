"""``kitgen rules GAME``: the rules of a game as kitgen referees them, shipped in the package
(``kitgen/rulebook/GAME.md``): the defaults, every house rule and its switch, the errata.

Every answer and file that cites "the rules" points here: ``kitgen rules binary``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kitgen.core import games
from kitgen.core.answer import Answer
from kitgen.core.messages import DEFAULT, N_, _, language
from kitgen.core.options import text


@dataclass(frozen=True, kw_only=True)
class RulesAnswer(Answer):
    """The rules page of one game, as Markdown, in the language it is written in."""

    game: str
    title: str
    rules: str


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class RulesOptions:
    """``kitgen rules GAME``."""

    game: str | None = text(
        None,
        help=N_("The game, by its name or another spelling of it."),
        metavar="GAME",
        complete="rule_games",
        argument=True,
    )


def rules_path(game: str, lang: str = DEFAULT) -> Path:
    """The rules page of ``game`` in ``lang`` (``binary.md``, ``binary.nl.md``), written or
    not (the game's record says where its pages are: :mod:`kitgen.core.games`)."""
    return games.find_game(game).page(lang)


def rules(game: str) -> RulesAnswer:
    """The rules of ``game`` (any game of :mod:`kitgen.core.games`, by name or alias) in the
    language in use, or in English when they are not written in it yet (the answer's
    ``lang`` says which, ``reason`` why)."""
    key = games.find_game(game).name
    lang = language()
    path = rules_path(key, lang)
    reason = None
    if not path.is_file():
        path = rules_path(key)
        if lang != DEFAULT:
            reason = _("The rules are not written in this language yet: here they are in English.")
            lang = DEFAULT
    text = path.read_text(encoding="utf-8")
    title = text.splitlines()[0].removeprefix("# ").strip()
    return RulesAnswer(
        ok=True, reason=reason, game=key, title=title, rules=text, text=text.rstrip("\n"), lang=lang
    )
