"""The lab's figure on a rule card: ``kitgen cards GAME --balance RESULT.json``.

RESULT.json is what ``kitgen lab GAME --json`` printed. The option is declared here once
(:func:`balance_option`; each game words its help); the file is read with kitgen's bounded
file reading and checked field by field here: a lab result of the card's game, measured
under the card's own house rules, with its share and interval in 0..1 and a count of games.
What the card then says is its game's (``balance_line`` in ``kitgen.maker.cards.GAME``: how
often the first player won, or the most skilled).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from kitgen.core.errors import KitgenError, display_name, shown_json
from kitgen.core.errors import shown as cut
from kitgen.core.errors import shown as quoted
from kitgen.core.messages import _, number
from kitgen.core.options import path as path_option

#: The most games a result may claim (the lab's own limit).
MAX_GAMES = 20_000


def balance_option(help: str) -> Any:
    """``--balance RESULT``, declared once for every rule card that prints a lab figure;
    ``help``: the game's wording (what its card says)."""
    return path_option(None, help=help, metavar="RESULT")


def _number(value: Any, where: str, path: str | os.PathLike[str], fix: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise KitgenError(
            _(
                "--balance {path}: {key} should be a number from 0 to 1 — {fix}",
                path=display_name(path),
                key=where,
                fix=fix,
            )
        )
    return float(value)


def lab_result(
    path: str | os.PathLike[str],
    game: str,
    rules: Mapping[str, Any],
    before: Mapping[str, Any] | None = None,
) -> tuple[Mapping[str, Any], int, str]:
    """The lab result of ``game`` at ``path``, measured under ``rules``: the data, its games
    and the fix to name when something in it is wrong. ``before``: the values of house
    rules newer than some results, which those were measured under."""
    from kitgen.files import read_json_file

    data = read_json_file(
        path,
        _("lab result"),
        _("not found — make one with kitgen lab {game} --json", game=game),
    )
    fix = _("give what kitgen lab {game} --json printed", game=game)
    if not isinstance(data, Mapping) or data.get("game") != game:
        raise KitgenError(
            _(
                "--balance {path}: not a result of kitgen lab {game} — {fix}",
                path=display_name(path),
                game=game,
                fix=fix,
            )
        )
    games = data.get("games")
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise KitgenError(
            _(
                "--balance {path}: games should be a whole number from 1 to {most} — {fix}",
                path=display_name(path),
                most=number(MAX_GAMES),
                fix=fix,
            )
        )
    measured = data.get("rules")
    if not isinstance(measured, Mapping):
        raise KitgenError(
            _(
                "--balance {path}: rules should be the house rules measured — {fix}",
                path=display_name(path),
                fix=fix,
            )
        )
    measured = {**(before or {}), **measured}
    differ = sorted(k for k in set(measured) | set(rules) if measured.get(k) != rules.get(k))
    if differ:
        # cut as every quoted value (a file of 200,000 keys made a 3 MB line)
        shown = cut(", ".join(f"{quoted(k)}={shown_json(measured.get(k))}" for k in differ[:50]))
        raise KitgenError(
            _(
                "--balance {path} was measured under other house rules ({shown}) than this "
                "card's — give the card the same rules, or measure these with kitgen lab {game}",
                path=display_name(path),
                shown=shown,
                game=game,
            )
        )
    return data, games, fix


def share(
    figures: Any, key: str, path: str | os.PathLike[str], fix: str, counted: bool = False
) -> tuple[float, float, float, int]:
    """(value, low, high, of) of the share ``figures[key]`` (``of`` 0 when not ``counted``:
    then it need not be there)."""
    found = figures.get(key) if isinstance(figures, Mapping) else None
    if not isinstance(found, Mapping):
        raise KitgenError(
            _(
                "--balance {path}: figures.{key} is missing — {fix}",
                path=display_name(path),
                key=key,
                fix=fix,
            )
        )
    value = _number(found.get("value"), f"figures.{key}.value", path, fix)
    low = _number(found.get("low"), f"figures.{key}.low", path, fix)
    high = _number(found.get("high"), f"figures.{key}.high", path, fix)
    of = found.get("of", 1 if not counted else None)
    if not low <= value <= high or isinstance(of, bool) or not isinstance(of, int) or of < 1:
        raise KitgenError(
            _(
                "--balance {path}: the interval low..high should hold the value — {fix}",
                path=display_name(path),
                fix=fix,
            )
        )
    return value, low, high, of if counted else 0
