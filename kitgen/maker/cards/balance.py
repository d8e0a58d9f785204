"""The lab's figure on the binary rule card: ``kitgen cards binary --balance RESULT.json``.

RESULT.json is what ``kitgen lab binary --json`` printed. It is read with kitgen's bounded
file reading and checked field by field: a lab result of the binary game, measured under the
card's own house rules, with a first-player share and its interval in 0..1 and a count of
games. The card then says, under its house rules, how often the first player won.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from kitgen.core.errors import KitgenError, display_name, shown_json
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


def balance_line(path: str | os.PathLike[str], rules: Mapping[str, Any]) -> str:
    """The sentence for the card, from the lab result at ``path`` measured under ``rules``
    (the card's house rules, as ``Rules.to_mapping`` writes them)."""
    from kitgen.files import read_json_file

    data = read_json_file(
        path, _("lab result"), _("not found — make one with kitgen lab binary --json")
    )
    fix = _("give what kitgen lab binary --json printed")
    if not isinstance(data, Mapping) or data.get("game") != "binary":
        raise KitgenError(
            _(
                "--balance {path}: not a binary lab result — {fix}",
                path=display_name(path),
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
    measured = {"exchange": "off", "scoreless_end": 0, **measured}
    differ = sorted(k for k in set(measured) | set(rules) if measured.get(k) != rules.get(k))
    if differ:
        shown = ", ".join(f"{quoted(k)}={shown_json(measured.get(k))}" for k in differ)
        raise KitgenError(
            _(
                "--balance {path} was measured under other house rules ({shown}) than this "
                "card's — give the card the same rules, or measure these with kitgen lab binary",
                path=display_name(path),
                shown=shown,
            )
        )
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
    figures = data.get("figures")
    wins = figures.get("first_player_wins") if isinstance(figures, Mapping) else None
    if not isinstance(wins, Mapping):
        raise KitgenError(
            _(
                "--balance {path}: figures.first_player_wins is missing — {fix}",
                path=display_name(path),
                fix=fix,
            )
        )
    value = _number(wins.get("value"), "figures.first_player_wins.value", path)
    low = _number(wins.get("low"), "figures.first_player_wins.low", path)
    high = _number(wins.get("high"), "figures.first_player_wins.high", path)
    if not low <= value <= high:
        raise KitgenError(
            _(
                "--balance {path}: the interval low..high should hold the value — {fix}",
                path=display_name(path),
                fix=fix,
            )
        )
    return _(
        "In {games} of the computer against itself ({bots}), the first player won "
        "{value} % ± {margin} % under these rules.",
        games=n_("{n} game", "{n} games", games),
        bots=", ".join(bots),
        value=f"{100 * value:.0f}",
        margin=f"{100 * (high - low) / 2:.0f}",
    )
