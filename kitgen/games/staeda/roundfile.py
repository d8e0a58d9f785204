"""A round to judge: read from a round file (TOML or JSON) and the flags that add to it.

A round file::

    target = 24
    table = "7 2 5"
    whole_numbers = false        # optional, over the rules file
    [players.Ann]
    hand = "3 A K"
    points = 2                   # so far (default 0)
    claim = "K*2+A+3"            # left out when there is no claim

The flags (``--hand 'Ann=3 A K'``, ``--claim 'Ann: K*2+A+3'``, ``--points Ann=2``,
``--target``, ``--table``) add players to the file's or override what it says.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError, cited, display_name, shown_json
from kitgen.core.messages import _


# A record of its own fields, alike in shape to others (``duplicates`` pairs them).
@dataclass(frozen=True)
class RoundInput:
    """What a round is judged from, still as the players wrote it (cards not yet read)."""

    target: int
    table: str
    hands: dict[str, str]
    claims: dict[str, str]
    points: dict[str, int]
    #: House rules the round file sets (``whole_numbers``), over the rules file.
    rules: dict[str, Any] = field(default_factory=dict)


def load_round(path: str | Path) -> dict[str, Any]:
    """The round file at ``path`` (``.json`` is JSON, anything else TOML) as a mapping."""
    from kitgen.files import read_json_file, read_toml_file

    file = Path(path)
    read = read_json_file if file.suffix.lower() == ".json" else read_toml_file
    data = read(file, "round file")
    if not isinstance(data, dict):
        raise KitgenError(
            _(
                "round file {file}: the top level must be a table/object",
                file=display_name(file),
            )
        )
    return data


def named(items: Iterable[str], what: str, example: str) -> dict[str, str]:
    """``["Ann=3 A K", ...]`` (``NAME:EXPR`` for claims) as ``{"Ann": "3 A K", ...}``."""
    out: dict[str, str] = {}
    sep = "=" if what != "claim" else ":"
    for item in items:
        name, found, rest = item.partition(sep)
        if not found or not name.strip():
            raise KitgenError(
                _(
                    "--{what} {item}: write it as {example}",
                    what=what,
                    item=cited(item),
                    example=example,
                )
            )
        out[name.strip()] = rest.strip()
    return out


#: The most points a player may have so far (a point is a card kept; far more than a game
#: of 52 cards scores).
MOST_POINTS = 1000
#: What a round file may hold, at the top and for each player.
ROUND_KEYS = ("target", "table", "whole_numbers", "players")
PLAYER_KEYS = ("hand", "claim", "points")


def points_of(value: object, name: str) -> int:
    """A player's points so far: a whole number from 0 to :data:`MOST_POINTS` (a number of
    the file, or a text of the command line)."""
    give = _("give 0 to {most} (the points so far, one per card kept)", most=f"{MOST_POINTS:,}")
    n: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        n = value
    elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d{1,100}\s*", value):
        n = int(value)
    if n is None:
        raise KitgenError(
            _(
                "points for {name} must be a whole number, not {value} — {give}",
                name=name,
                value=cited(value),
                give=give,
            )
        )
    if n < 0:
        raise KitgenError(_("points for {name} cannot be negative — {give}", name=name, give=give))
    if n > MOST_POINTS:
        raise KitgenError(
            _(
                "points for {name}: {n} is out of range — {give}",
                name=name,
                n=f"{n:,}",
                give=give,
            )
        )
    return n


def _declared_field(name: str, value: object, where: str) -> Any:
    """``value`` of the round file's key ``name`` checked by the option of the same name
    (:class:`~kitgen.games.staeda.options.RoundOptions`), its messages naming the key."""
    import copy

    from kitgen.core.options import Declared, check_value, declarations
    from kitgen.games.staeda.options import RoundOptions

    found = next(d for d in declarations(RoundOptions) if d.name == name)
    option = copy.copy(found.option)
    option.flag = f"{where}{name} ="
    return check_value(Declared(name, found.default, option), value)


def _text_field(value: str, where: str) -> str:
    """A text of the file checked as the options' texts are (at most 1,000 characters, no
    control character), the message naming the key."""
    from kitgen.core.options import Declared, Option, check_value
    from kitgen.games.staeda.options import CARDS_CHARS

    option = Option("text", "", flag=where, max_length=CARDS_CHARS)
    return str(check_value(Declared("text", None, option), value))


def _cards_field(value: object, where: str) -> str:
    """Cards as a text (``"3 A K"``) or a list (``["3", "A", "K"]``)."""
    if isinstance(value, list):
        if not all(isinstance(card, str | int) and not isinstance(card, bool) for card in value):
            raise KitgenError(
                _('{where}: write the cards as a text ("3 A K") or a list of cards', where=where)
            )
        value = " ".join(map(str, value))
    if not isinstance(value, str):
        raise KitgenError(
            _(
                '{where}: write the cards as a text ("3 A K"), not {value}',
                where=where,
                value=cited(value),
            )
        )
    return _text_field(value, where)


def _unknown_key(key: object, allowed: tuple[str, ...], where: str) -> KitgenError:
    return KitgenError(
        _(
            "{where}: unknown key {key} — a round file holds only {allowed} (check its "
            "spelling, or remove it)",
            where=where,
            key=cited(key),
            allowed=", ".join(allowed),
        )
    )


def _file_players(data: dict[str, Any]) -> tuple[dict[str, str], dict[str, str], dict[str, int]]:
    """The hands, claims and points of a round file's ``players``, field by field."""
    from kitgen.core.names import check_name
    from kitgen.games.staeda.options import MOST_PLAYERS

    for key in data:
        if key not in ROUND_KEYS:
            raise _unknown_key(key, ROUND_KEYS, _("round file"))
    players = data.get("players", {})
    if not isinstance(players, dict):
        raise KitgenError(
            _(
                "round file: 'players' must be a table of players — write [players.Ann] with "
                'hand = "CARDS"'
            )
        )
    if len(players) > MOST_PLAYERS:
        raise KitgenError(
            _(
                "round file: {n} players — a round takes at most {most}",
                n=f"{len(players):,}",
                most=MOST_PLAYERS,
            )
        )
    hands: dict[str, str] = {}
    claims: dict[str, str] = {}
    so_far: dict[str, int] = {}
    for raw_name, info in players.items():
        name = check_name(str(raw_name))
        where = f"{_('round file')}: players.{name}"
        if not isinstance(info, dict) or "hand" not in info:
            raise KitgenError(_('round file: player {name} needs hand = "CARDS"', name=name))
        for key in info:
            if key not in PLAYER_KEYS:
                raise _unknown_key(key, PLAYER_KEYS, where)
        hands[name] = _cards_field(info["hand"], f"{where}.hand")
        claim = info.get("claim")
        if claim is not None and not isinstance(claim, str):
            raise KitgenError(
                _(
                    '{where}.claim: write the claim as a text, e.g. claim = "K*2+A+3" (not '
                    "{claim})",
                    where=where,
                    claim=cited(claim),
                )
            )
        if claim:
            claims[name] = _text_field(claim, f"{where}.claim")
        so_far[name] = points_of(info.get("points", 0), name)
    return hands, claims, so_far


def round_input(
    data: dict[str, Any],
    target: int | None,
    table: str | None,
    hand: Iterable[str],
    claim: Iterable[str],
    points: Iterable[str],
) -> RoundInput:
    """The round of a round file's ``data`` (``{}`` for none), the flags added over it.
    Every field of the file is checked as its option is (``target`` 2 to 242, the cards and
    claims as texts of at most 1,000 characters), points from 0 to :data:`MOST_POINTS`,
    the players' names as everywhere (:func:`kitgen.core.names.check_names`)."""
    from kitgen.core.names import check_names

    hands, claims, so_far = _file_players(data)
    hands.update(named(hand, "hand", "'Ann=3 A K'"))
    claims.update(named(claim, "claim", "'Ann: (3 + 5) × (7 − 4)'"))
    for name, n in named(points, "points", "'Ann=2'").items():
        so_far[name] = points_of(n, name)
    check_names(hands)
    goal = target
    if goal is None and "target" in data:
        given = data["target"]
        if not isinstance(given, int) or isinstance(given, bool):
            raise KitgenError(
                _(
                    "round file: target = {given} — write a whole number, e.g. target = 24",
                    given=shown_json(given),
                )
            )
        goal = _declared_field("target", given, f"{_('round file')}: ")
    if not isinstance(goal, int) or isinstance(goal, bool):
        raise KitgenError(_("the round needs a whole-number target: --target N or target = N"))
    table_text = table
    if table_text is None and "table" in data:
        table_text = _cards_field(data["table"], f"{_('round file')}: table")
    if table_text is None:
        raise KitgenError(_('the round needs the table cards: --table CARDS or table = "CARDS"'))
    if not hands:
        raise KitgenError(
            _("the round needs the players' hands: --hand 'Ann=3 A K' or [players.Ann]")
        )
    rules = {k: data[k] for k in ("whole_numbers",) if k in data}
    for key, value in rules.items():
        if not isinstance(value, bool):
            raise KitgenError(
                _(
                    "round file: {key} = {value} — write true or false",
                    key=key,
                    value=shown_json(value),
                )
            )
    return RoundInput(goal, str(table_text), hands, claims, so_far, rules)
