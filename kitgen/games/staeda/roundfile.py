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

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _


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
        raise KitgenError(_("round file {file}: the top level must be a table/object", file=file))
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
                    item=repr(item),
                    example=example,
                )
            )
        out[name.strip()] = rest.strip()
    return out


def points_of(value: object, name: str) -> int:
    """A player's points so far: a whole number of zero or more."""
    try:
        n = int(str(value))
    except ValueError:
        raise KitgenError(
            _("points for {name} must be a whole number, not {value}", name=name, value=repr(value))
        ) from None
    if n < 0:
        raise KitgenError(_("points for {name} cannot be negative", name=name))
    return n


def round_input(
    data: dict[str, Any],
    target: int | None,
    table: str | None,
    hand: Iterable[str],
    claim: Iterable[str],
    points: Iterable[str],
) -> RoundInput:
    """The round of a round file's ``data`` (``{}`` for none), the flags added over it."""
    players = data.get("players", {})
    if not isinstance(players, dict):
        raise KitgenError(_("round file: 'players' must be a table of players"))
    hands: dict[str, str] = {}
    claims: dict[str, str] = {}
    so_far: dict[str, int] = {}
    for name, info in players.items():
        if not isinstance(info, dict) or "hand" not in info:
            raise KitgenError(_('round file: player {name} needs hand = "CARDS"', name=name))
        raw = info["hand"]
        hands[name] = " ".join(map(str, raw)) if isinstance(raw, list) else str(raw)
        if info.get("claim"):
            claims[name] = str(info["claim"])
        so_far[name] = points_of(info.get("points", 0), name)
    hands.update(named(hand, "hand", "'Ann=3 A K'"))
    claims.update(named(claim, "claim", "'Ann: (3 + 5) × (7 − 4)'"))
    for name, n in named(points, "points", "'Ann=2'").items():
        so_far[name] = points_of(n, name)
    goal = target if target is not None else data.get("target")
    if not isinstance(goal, int) or isinstance(goal, bool):
        raise KitgenError(_("the round needs a whole-number target: --target N or target = N"))
    table_text = table if table is not None else data.get("table")
    if isinstance(table_text, list):
        table_text = " ".join(map(str, table_text))
    if table_text is None:
        raise KitgenError(_('the round needs the table cards: --table CARDS or table = "CARDS"'))
    if not hands:
        raise KitgenError(
            _("the round needs the players' hands: --hand 'Ann=3 A K' or [players.Ann]")
        )
    rules = {k: data[k] for k in ("whole_numbers",) if k in data}
    return RoundInput(goal, str(table_text), hands, claims, so_far, rules)
