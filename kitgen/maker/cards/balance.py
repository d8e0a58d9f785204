"""The lab's figure on a rule card: ``kitgen cards binary|staeda --balance RESULT.json``.

RESULT.json is what ``kitgen lab binary --json`` (``lab staeda``) printed. It is read with
kitgen's bounded file reading and checked field by field: a lab result of the card's game,
measured under the card's own house rules, with its share and interval in 0..1 and a count of
games. The binary card then says how often the first player won; the Stæða card how often
the most skilled player won a round alone, and how many rounds were tied.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from kitgen.core.errors import KitgenError, display_name, shown_json
from kitgen.core.errors import shown as cut
from kitgen.core.errors import shown as quoted
from kitgen.core.messages import _, n_, number
from kitgen.games.binary.bot_options import LEVELS

#: The most games a result may claim (the lab's own limit).
MAX_GAMES = 20_000
#: The most seats a binary lab run plays (``kitgen lab binary --bots``: 2 to 4).
MAX_SEATS = 4


def _number(value: Any, where: str, path: str | os.PathLike[str]) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise KitgenError(
            _(
                "--balance {path}: {key} should be a number from 0 to 1 — give what kitgen lab "
                "binary --json printed",
                path=display_name(path),
                key=where,
            )
        )
    return float(value)


def _result(
    path: str | os.PathLike[str], game: str, rules: Mapping[str, Any]
) -> tuple[Mapping[str, Any], int, str]:
    """The lab result of ``game`` at ``path``, measured under ``rules``: the data, its games
    and the fix to name when something in it is wrong."""
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
    # a result from before the exchange and the scoreless end (#41) was measured without them
    if game == "binary":
        measured = {"exchange": "off", "scoreless_end": 0, **measured}
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


def _share(
    figures: Any, key: str, path: str | os.PathLike[str], fix: str, counted: bool = False
) -> tuple[float, float, float, int]:
    """(value, low, high, of) of the share ``figures[key]`` (``of`` 0 when not ``counted``:
    then it need not be there)."""
    share = figures.get(key) if isinstance(figures, Mapping) else None
    if not isinstance(share, Mapping):
        raise KitgenError(
            _(
                "--balance {path}: figures.{key} is missing — {fix}",
                path=display_name(path),
                key=key,
                fix=fix,
            )
        )
    value = _number(share.get("value"), f"figures.{key}.value", path)
    low = _number(share.get("low"), f"figures.{key}.low", path)
    high = _number(share.get("high"), f"figures.{key}.high", path)
    of = share.get("of", 1 if not counted else None)
    if not low <= value <= high or isinstance(of, bool) or not isinstance(of, int) or of < 1:
        raise KitgenError(
            _(
                "--balance {path}: the interval low..high should hold the value — {fix}",
                path=display_name(path),
                fix=fix,
            )
        )
    return value, low, high, of if counted else 0


def balance_line(path: str | os.PathLike[str], rules: Mapping[str, Any]) -> str:
    """The binary card's sentence, from the lab result at ``path`` measured under ``rules``
    (the card's house rules, as ``Rules.to_mapping`` writes them)."""
    data, games, fix = _result(path, "binary", rules)
    bots = data.get("bots")
    if (
        not isinstance(bots, list)
        or not 2 <= len(bots) <= MAX_SEATS
        or not all(isinstance(b, str) and b in LEVELS for b in bots)
    ):
        raise KitgenError(
            _(
                "--balance {path}: bots should list the {least} to {most} computer players "
                "({levels}) — {fix}",
                path=display_name(path),
                least=2,
                most=MAX_SEATS,
                levels=", ".join(LEVELS),
                fix=fix,
            )
        )
    value, low, high, _of = _share(data.get("figures"), "first_player_wins", path, fix)
    return _(
        "In {games} of the computer against itself ({bots}), the first player won "
        "{value} % ± {margin} % under these rules.",
        games=n_("{n} game", "{n} games", games),
        bots=", ".join(bots),
        value=f"{100 * value:.0f}",
        margin=f"{100 * (high - low) / 2:.0f}",
    )


def staeda_balance_line(path: str | os.PathLike[str], rules: Mapping[str, Any]) -> str:
    """The Stæða card's sentence, from the lab result at ``path`` measured under ``rules``:
    how often the most skilled computer player won a round alone, and the rounds tied."""
    from kitgen.games.staeda.bot import parse_seat

    data, _games, fix = _result(path, "staeda", rules)
    bots = data.get("bots")
    try:
        seats = [parse_seat(b) for b in bots] if isinstance(bots, list) else []
    except (KitgenError, TypeError, AttributeError):
        seats = []
    skills = sorted({seat.skill for seat in seats})
    if not 2 <= len(seats) <= 6 or len(skills) < 2:
        raise KitgenError(
            _(
                "--balance {path}: bots should be 2 to 6 computer players of different skill "
                "(e.g. steady:5,steady:6) — {fix}",
                path=display_name(path),
                fix=fix,
            )
        )
    figures = data.get("figures")
    value, low, high, rounds = _share(
        figures, "rounds_won_by_the_most_skilled", path, fix, counted=True
    )
    tied, _low, _high, _of = _share(figures, "rounds_tied", path, fix)
    return _(
        "In {rounds} between computer players who combine {skills} cards, the most skilled "
        "won {value} % ± {margin} % alone under these rules; {tied} % were tied.",
        rounds=n_("{n} round", "{n} rounds", rounds),
        skills=_(" or ").join(str(k) for k in skills),
        value=f"{100 * value:.0f}",
        margin=f"{100 * (high - low) / 2:.0f}",
        tied=f"{100 * tied:.0f}",
    )
