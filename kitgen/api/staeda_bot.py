"""``kitgen.staeda.bot``: the computer's turn at Stæða — its swap, and whether it calls.

Given the target, the computer's hand and the table, it answers with the swap it makes (one
hand card for one table card, all three, or on its last turn after a call a knock), the hand
and table after it, whether it says "stæða" now, and what it would claim at the show-down.
Imported only when the bot is asked for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, n_
from kitgen.core.options import checked, settings
from kitgen.core.wording import choice_word
from kitgen.games.staeda.bot import Player
from kitgen.games.staeda.bot_options import BotOptions
from kitgen.games.staeda.cards import (
    HAND_CARDS,
    TABLE_CARDS,
    check_distinct,
    format_cards,
    parse_cards,
)
from kitgen.games.staeda.options import DealOptions
from kitgen.games.staeda.rules import Rules, rules_from


@dataclass(frozen=True, kw_only=True)
class StaedaBotAnswer(Answer):
    """The computer's turn (``kitgen staeda bot``): ``ok`` when it says "stæða"."""

    level: str
    target: int
    #: ``{"hand": card, "table": card}`` for one card swapped, ``"all"`` for all three,
    #: ``None`` for a knock (its last turn only).
    swap: dict[str, str] | str | None
    hand: list[str]
    table: list[str]
    call: bool
    #: What it would claim at the show-down now: the stæða with the most cards, or the
    #: expression nearest the target.
    claim: str
    #: Whether the claim is a stæða, and the cards of the best one (0: none).
    exact: bool
    cards: int
    whole_numbers: bool


def bot(
    *,
    rules_file: str | Path | None = None,
    **options: Any,
) -> StaedaBotAnswer:
    """The computer's turn: ``target``, ``hand`` and ``table`` (cards as for
    :func:`kitgen.staeda.solve`), ``level`` (``cautious``, ``steady``, ``greedy``), ``skill``
    (the most cards it combines, 1 to 6), ``waited`` (its turns so far this round), ``last``
    (another player has called); house rules by name."""
    command = "kitgen staeda bot"
    given = checked([DealOptions, BotOptions, Rules], _texts(options), command)
    own = {k: v for k, v in given.items() if k in ("level", "waited", "last", "skill")}
    how = settings(BotOptions, own, command)
    house = {k: v for k, v in options.items() if k in ("whole_numbers", "tie_break")}
    rules = rules_from(rules_file, house, command)
    target = given.get("target")
    if target is None:
        raise KitgenError(_("missing option --target — give the game's target number (2 to 242)"))
    hand = parse_cards(given.get("hand") or "", "hand", HAND_CARDS)
    table = parse_cards(given.get("table") or "", "table", TABLE_CARDS)
    if not hand or not table:
        raise KitgenError(
            _("the computer needs its hand and the table to swap with — give --hand and --table")
        )
    check_distinct(hand + table, "hand and table together")
    player = Player(target, rules.whole_numbers, skill=how.skill)
    decision = player.turn(hand, table, how.level, how.waited, how.last)
    claim = player.claim(decision.hand, decision.table)
    swap: dict[str, str] | str | None
    if isinstance(decision.swap, tuple):
        i, j = decision.swap
        swap = {"hand": str(hand[i]), "table": str(table[j])}
        did = _("swaps {mine} from its hand for {theirs} on the table",
                mine=hand[i], theirs=table[j])  # fmt: skip
    elif decision.swap == "all":
        swap, did = "all", _("swaps all three hand cards for the three on the table")
    else:
        swap, did = None, _("knocks (keeps its hand)")
    exact = decision.reach.cards > 0
    lines = [
        _(
            "The computer ({level}) {did}: hand {hand}, table {table}.",
            level=choice_word("level", how.level),
            did=did,
            hand=format_cards(list(decision.hand)),
            table=format_cards(list(decision.table)),
        )
    ]
    if decision.call:
        lines.append(_('It says "stæða"!'))
    elif not how.last:
        lines.append(_("It does not call yet."))
    if exact:
        lines.append(
            _(
                "Its stæða: {claim} = {target} ({cards})",
                claim=claim,
                target=target,
                cards=n_("{n} card", "{n} cards", decision.reach.cards),
            )
        )
    else:
        lines.append(_("No stæða yet; nearest: {claim}", claim=claim))
    return StaedaBotAnswer(
        ok=decision.call,
        reason=lines[0],
        level=how.level,
        target=target,
        swap=swap,
        hand=[str(c) for c in decision.hand],
        table=[str(c) for c in decision.table],
        call=decision.call,
        claim=claim,
        exact=exact,
        cards=decision.reach.cards,
        whole_numbers=rules.whole_numbers,
        text="\n".join(lines),
    )


def _texts(options: Mapping[str, Any]) -> dict[str, Any]:
    """Cards as one text (a list of cards joined, tabs and line breaks read as spaces)."""
    found = {}
    for key, value in options.items():
        if key in ("hand", "table") and isinstance(value, str):
            value = " ".join(value.split())
        elif key in ("hand", "table") and isinstance(value, list | tuple):
            value = " ".join(str(item) for item in value)
        found[key] = value
    return found
