"""The house rules of the binary tile game: one frozen dataclass of switches.

Every switch named on the rules page (``kitgen rules binary``) is a field here, with the
page's default. Rules come from a TOML rules file (:func:`load_rules`), from a plain mapping
(:meth:`Rules.from_mapping`, e.g. the rules saved in a game file) and from keyword
arguments or CLI flags named after the fields (:func:`rules_from`; ``kitgen.cli.declared``
makes the flags from the declarations below); they override the file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Literal

from kitgen.core.errors import KitgenError, cited, display_name, shown_json
from kitgen.core.messages import N_, _, pN_
from kitgen.core.options import (
    HOUSE_RULES,
    choice,
    declarations,
    panel,
    rules_file,
    switch,
    whole,
)

Order = Literal["math", "left"]
Negatives = Literal["never", "final-only"]
LeadingZeros = Literal["after-not", "never", "always"]
Endgame = Literal["winner-adds", "standard"]
Exchange = Literal["rack", "any", "off"]

#: ``scoreless_end`` runs from 0 (never) to this many turns.
MAX_SCORELESS = 100

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("order", "math"),
    pN_("order", "left"),
    pN_("negatives", "never"),
    pN_("negatives", "final-only"),
    pN_("leading zeros", "after-not"),
    pN_("leading zeros", "never"),
    pN_("leading zeros", "always"),
    pN_("endgame", "winner-adds"),
    pN_("endgame", "standard"),
    pN_("exchange", "rack"),
    pN_("exchange", "any"),
    pN_("exchange", "off"),
)


#: The help section of the house rules on every command that takes them.
PANEL = HOUSE_RULES


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class RulesFile:
    """``--rules FILE`` of the binary commands."""

    rules_file: Path | None = rules_file(
        N_("TOML rules file with the house rules (flags given here override it).")
    )


@panel(PANEL)
@dataclass(frozen=True)
class Rules:
    """The switches players agree on before a game. Defaults are the rules page's."""

    order: Order = choice(
        "math",
        ("math", "left"),
        help=N_(
            "Order of operations: math (× ÷ before + −, then AND, XOR, OR) or left "
            "(strictly left to right)."
        ),
        metavar="ORDER",
    )
    negatives: Negatives = choice(
        "never",
        ("never", "final-only"),
        help=N_(
            "never: no negative number even along the way; final-only: allowed along the "
            "way, but no side may be negative."
        ),
        metavar="MODE",
    )
    leading_zeros: LeadingZeros = choice(
        "after-not",
        ("after-not", "never", "always"),
        help=N_(
            "Where a number may start with 0: after-not (only right after NOT), never, always."
        ),
        metavar="MODE",
    )
    fractions: bool = switch(
        False,
        help=N_(
            "Let divisions leave exact fractions (default: every division must come out whole)."
        ),
        negatable=True,
    )
    times_one: bool = switch(
        True,
        help=N_("Allow multiplying or dividing by 1 (default on)."),
        negatable=True,
    )
    plus_zero: bool = switch(
        True, help=N_("Allow adding or subtracting 0 (default on)."), negatable=True
    )
    and_one_or_zero: bool = switch(
        True, help=N_("Allow the steps AND 1 and OR 0 (default on)."), negatable=True
    )
    padding: bool = switch(
        True,
        help=N_(
            "Allow more than one ×1, ÷1, +0, −0, AND 1, OR 0 step in one expression (default on)."
        ),
        negatable=True,
    )
    xor: bool = switch(False, help=N_("Put XOR tiles in play (default off)."), negatable=True)
    rotated_equals: bool = switch(
        False,
        help=N_("Joke variant: a = tile turned 90° reads as 11; type it [=] (default off)."),
        negatable=True,
    )
    endgame: Endgame = choice(
        "winner-adds",
        ("winner-adds", "standard"),
        help=N_(
            "winner-adds: the player who goes out adds the others' leftover points; "
            "standard: the others also lose them."
        ),
        metavar="MODE",
    )
    exchange: Exchange = choice(
        "rack",
        ("rack", "any", "off"),
        help=N_(
            "Exchanging tiles instead of moving: rack (while the bag holds at least a rack's "
            "worth), any (while it holds as many as go back) or off."
        ),
        metavar="MODE",
    )
    scoreless_end: int = whole(
        6,
        low=0,
        high=MAX_SCORELESS,
        metavar="N",
        give=N_("{low} to {high} turns (0: never)"),
        help=N_(
            "The game ends after N scoreless turns in a row (passes, exchanges, moves worth "
            "0), each player losing the points on their own rack; 0: never."
        ),
    )

    def __post_init__(self) -> None:
        for key, allowed in CHOICES.items():
            value = getattr(self, key)
            if value not in allowed:
                raise KitgenError(
                    _(
                        "rule {rule} cannot be {value} — use one of: {choices}",
                        rule=key,
                        value=cited(value),
                        choices=", ".join(allowed),
                    )
                )
        for key, (low, high) in NUMBERS.items():
            value = getattr(self, key)
            if type(value) is not int or not low <= value <= high:
                raise KitgenError(
                    _(
                        "rule {rule} must be a whole number from {low} to {high}, not {value}",
                        rule=key,
                        low=low,
                        high=high,
                        value=cited(value),
                    )
                )
        for key in FLAGS:
            if not isinstance(getattr(self, key), bool):
                raise KitgenError(
                    _(
                        "rule {rule} must be true or false, not {value}",
                        rule=key,
                        value=cited(getattr(self, key)),
                    )
                )

    @classmethod
    def from_mapping(cls, mapping: dict[str, Any], *, source: str = "") -> Rules:
        """Rules from a mapping such as a parsed TOML table or a saved game file.

        Keys may be written with ``_`` or ``-`` (``leading_zeros`` or ``leading-zeros``).
        Unknown keys and bad values raise :class:`KitgenError` naming the key and what is
        allowed. ``source`` (e.g. the file name) is put in front of the message.
        """
        where = f"{source}: " if source else ""
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        for raw_key, value in mapping.items():
            key = str(raw_key).replace("-", "_")
            if key not in known:
                raise KitgenError(
                    where
                    + _(
                        "unknown rule {rule} — the rules are: {rules}",
                        rule=cited(raw_key),
                        rules=", ".join(sorted(known)),
                    )
                )
            if key in CHOICES:
                if not isinstance(value, str) or value not in CHOICES[key]:
                    raise KitgenError(
                        where
                        + _(
                            "rule {rule} cannot be {value} — use one of: {choices}",
                            rule=key,
                            value=shown_json(value),
                            choices=", ".join(f'"{choice}"' for choice in CHOICES[key]),
                        )
                    )
            elif key in NUMBERS:
                low, high = NUMBERS[key]
                if type(value) is not int or not low <= value <= high:
                    raise KitgenError(
                        where
                        + _(
                            "rule {rule} must be a whole number from {low} to {high}, not {value}",
                            rule=key,
                            low=low,
                            high=high,
                            value=cited(value),
                        )
                    )
            elif not isinstance(value, bool):
                raise KitgenError(
                    where
                    + _(
                        "rule {rule} must be true or false (no quotes), not {value}",
                        rule=key,
                        value=shown_json(value),
                    )
                )
            values[key] = value
        return cls(**values)

    def to_mapping(self) -> dict[str, Any]:
        """Every switch as a plain dict (for saving in a game file or a TOML rules file)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def with_changes(self, **changes: Any) -> Rules:
        """A copy with some switches changed; ``None`` values are ignored."""
        given = {key: value for key, value in changes.items() if value is not None}
        return replace(self, **given) if given else self

    def describe(self) -> list[str]:
        """One plain line per switch, as printed on a rule card."""
        order = {
            "math": "Order of operations: the maths order (NOT first, then × and ÷, then + and −, "
            "then AND, then XOR, then OR; left to right within a level)",
            "left": "Order of operations: left to right (no precedence), like a pocket "
            "calculator; NOT still binds to the number right after it",
        }[self.order]
        negatives = {
            "never": "Negative numbers: never, not even along the way",
            "final-only": "Negative numbers: allowed along the way, but no side may be negative",
        }[self.negatives]
        zeros = {
            "after-not": "Leading zeros: only in the number right after NOT (NOT 011 = 100)",
            "never": "Leading zeros: never, not even after NOT",
            "always": "Leading zeros: allowed in any number (01 + 1 = 10)",
        }[self.leading_zeros]
        fractions = (
            "Division: fractions allowed in + − × ÷ (AND, OR, XOR, NOT need whole numbers)"
            if self.fractions
            else "Division: must come out whole (110 ÷ 11 = 10, but not 11 ÷ 10)"
        )

        def allowed(flag: bool) -> str:
            return "allowed" if flag else "not allowed"

        padding = (
            "Padding: any number of the steps above in one expression"
            if self.padding
            else "Padding: at most one of the steps above in one expression"
        )
        endgame = {
            "winner-adds": "End of game: the player who goes out adds the points left on the "
            "other racks",
            "standard": "End of game: the player who goes out adds the points left on the other "
            "racks, and the others lose their own leftover points",
        }[self.endgame]
        exchange = {
            "rack": "Exchange: instead of moving, put 1 to 9 tiles back and draw as many, "
            "while the bag holds at least a rack's worth",
            "any": "Exchange: instead of moving, put tiles back and draw as many, while the "
            "bag holds at least as many",
            "off": "Exchange: not allowed",
        }[self.exchange]
        scoreless = (
            f"End after {self.scoreless_end} scoreless turns in a row: each player loses the "
            "points on their own rack"
            if self.scoreless_end
            else "Scoreless turns: the game never ends by them"
        )
        return [
            order,
            negatives,
            zeros,
            fractions,
            f"Multiplying or dividing by 1 (× 1, ÷ 1): {allowed(self.times_one)}",
            f"Adding or subtracting 0 (+ 0, − 0): {allowed(self.plus_zero)}",
            f"The steps AND 1 and OR 0: {allowed(self.and_one_or_zero)}",
            padding,
            f"XOR tiles: {'in play' if self.xor else 'not in play'}",
            "A = tile turned 90° reads as the number 11: "
            + ("yes" if self.rotated_equals else "no"),
            endgame,
            exchange,
            scoreless,
        ]


#: The allowed values of each switch that is not a plain on/off.
CHOICES: dict[str, tuple[str, ...]] = {
    d.name: d.option.choices for d in declarations(Rules) if d.option.kind == "choice"
}

#: The whole-number switches, and their lowest and highest values.
NUMBERS: dict[str, tuple[int, int]] = {
    d.name: (int(d.option.low or 0), int(d.option.high or 0))
    for d in declarations(Rules)
    if d.option.kind == "whole"
}

#: The rules of a game, not of an expression (``kitgen check`` takes them, of no use there).
GAME_RULES = ("endgame", "exchange", "scoreless_end")

#: The on/off switches.
FLAGS: tuple[str, ...] = tuple(d.name for d in declarations(Rules) if d.option.kind == "switch")

DEFAULT_RULES = Rules()


def load_rules(path: str | Path) -> Rules:
    """Rules from a TOML file.

    The switches may sit at the top level of the file or in a ``[binary]`` (or ``[rules]``)
    table. A missing or unreadable file, bad TOML, an unknown key or a bad value raise
    :class:`KitgenError` naming the file (and the key).
    """

    file = Path(path)
    from kitgen.files import read_toml_file  # only when a rules file is given

    data = read_toml_file(file, N_("rules file"))
    for table in ("binary", "rules"):
        if isinstance(data.get(table), dict) and len(data) == 1:
            data = data[table]
            break
    return Rules.from_mapping(data, source=_("rules file {file}", file=display_name(file)))


def rules_from(
    rules_file: str | Path | None, house_rules: Mapping[str, Any], command: str = "check"
) -> Rules:
    """The rules in force: the rules file (or the defaults), then every house rule given
    (by field name, as typed or as Python values), each checked against its declaration."""
    if rules_file is None and not house_rules:  # the defaults (frozen: shared), as on most
        return DEFAULT_RULES
    from kitgen.core.options import checked

    if rules_file is not None:  # an empty name is refused, not read as the current folder
        rules_file = checked([RulesFile], {"rules_file": rules_file}, command)["rules_file"]
    base = load_rules(rules_file) if rules_file is not None else DEFAULT_RULES
    return base.with_changes(**checked([Rules], house_rules, command))
