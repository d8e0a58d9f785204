"""The house rules of the binary tile game: one frozen dataclass of switches.

Every switch named on the rules page (``shared/rules/binary.md``) is a field here, with the
page's default. Rules come from a TOML rules file (:func:`load_rules`), from a plain mapping
(:meth:`Rules.from_mapping`, e.g. the rules saved in a game file) and from CLI flags
(``kitgen.cli.binary_options``); flags override the file.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Literal

from kitgen.core.errors import KitgenError

Order = Literal["math", "left"]
Negatives = Literal["never", "final-only"]
LeadingZeros = Literal["after-not", "never", "always"]
Endgame = Literal["winner-adds", "standard"]

#: The allowed values of each switch that is not a plain on/off.
CHOICES: dict[str, tuple[str, ...]] = {
    "order": ("math", "left"),
    "negatives": ("never", "final-only"),
    "leading_zeros": ("after-not", "never", "always"),
    "endgame": ("winner-adds", "standard"),
}

#: The on/off switches.
FLAGS: tuple[str, ...] = (
    "fractions",
    "times_one",
    "plus_zero",
    "and_one_or_zero",
    "padding",
    "xor",
    "rotated_equals",
)


@dataclass(frozen=True)
class Rules:
    """The switches players agree on before a game. Defaults are the rules page's."""

    order: Order = "math"
    negatives: Negatives = "never"
    leading_zeros: LeadingZeros = "after-not"
    fractions: bool = False
    times_one: bool = True
    plus_zero: bool = True
    and_one_or_zero: bool = True
    padding: bool = True
    xor: bool = False
    rotated_equals: bool = False
    endgame: Endgame = "winner-adds"

    def __post_init__(self) -> None:
        for key, allowed in CHOICES.items():
            value = getattr(self, key)
            if value not in allowed:
                raise KitgenError(
                    f"rule {key} cannot be {value!r} — use one of: {', '.join(allowed)}"
                )
        for key in FLAGS:
            if not isinstance(getattr(self, key), bool):
                raise KitgenError(f"rule {key} must be true or false, not {getattr(self, key)!r}")

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
                    f"{where}unknown rule {raw_key!r} — the rules are: {', '.join(sorted(known))}"
                )
            if key in CHOICES:
                if not isinstance(value, str) or value not in CHOICES[key]:
                    raise KitgenError(
                        f"{where}rule {key} cannot be {value!r} — use one of: "
                        + ", ".join(f'"{choice}"' for choice in CHOICES[key])
                    )
            elif not isinstance(value, bool):
                raise KitgenError(
                    f"{where}rule {key} must be true or false (no quotes), not {value!r}"
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
        ]


DEFAULT_RULES = Rules()


def load_rules(path: str | Path) -> Rules:
    """Rules from a TOML file.

    The switches may sit at the top level of the file or in a ``[binary]`` (or ``[rules]``)
    table. A missing or unreadable file, bad TOML, an unknown key or a bad value raise
    :class:`KitgenError` naming the file (and the key).
    """

    file = Path(path)
    from kitgen.files import read_toml_file  # only when a rules file is given

    data = read_toml_file(file, "rules file")
    for table in ("binary", "rules"):
        if isinstance(data.get(table), dict) and len(data) == 1:
            data = data[table]
            break
    return Rules.from_mapping(data, source=f"rules file {file}")
