"""House rules for Stæða: one frozen dataclass, loadable from a TOML file and flags."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from pathlib import Path

from kitgen.core.errors import KitgenError, cited, display_name
from kitgen.core.messages import N_, _, pN_
from kitgen.core.options import HOUSE_RULES, choice, panel, rules_file, switch

#: How a tie between claims of the same kind is broken (the rules page's house rule
#: ``tie_break``): ``operations`` the seed's (more operations, then fewer points so far, then
#: all score); ``first-call`` the claim made first (the caller's, then clockwise);
#: ``fewer-cards`` the claim with fewer cards, then the seed's.
TIE_BREAKS = ("operations", "first-call", "fewer-cards")

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("tie break", "operations"),
    pN_("tie break", "first-call"),
    pN_("tie break", "fewer-cards"),
)

#: The help section of the house rules on every command that takes them.
PANEL = HOUSE_RULES


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class RulesFile:
    """``--rules FILE`` of the staeda commands."""

    rules_file: Path | None = rules_file(
        N_(
            "TOML rules file with the house rules (flags given here override it): "
            'whole_numbers = true, tie_break = "first-call".'
        )
    )


@panel(PANEL)
@dataclass(frozen=True)
class Rules:
    """The switches the rules page names.

    ``whole_numbers``: every intermediate result must be a whole number of zero or more
    (Countdown style). Off by default: exact fractions and negative intermediate results are
    allowed (24-game style). Division by zero is wrong either way. ``tie_break``: see
    :data:`TIE_BREAKS`.
    """

    whole_numbers: bool = switch(
        False,
        help=N_(
            "House rule: every step must be a whole number ≥ 0 (default: fractions and "
            "negative steps allowed). Overrides --rules."
        ),
        negatable=True,
        off="--fractions",
    )
    tie_break: str = choice(
        "operations",
        TIE_BREAKS,
        help=N_(
            "House rule: who wins a tie between stæður (or between claims as near): "
            "operations (more operations, then fewer points so far, as the rules page), "
            "first-call (the claim made first: the caller's, then clockwise) or fewer-cards "
            "(fewer cards, then as the rules page). Overrides --rules."
        ),
        metavar="RULE",
    )

    def describe(self) -> str:
        if self.whole_numbers:
            said = _("whole numbers only: every step a whole number of zero or more")
        else:
            said = _("fractions and negative steps allowed")
        if self.tie_break == "first-call":
            said = _("{rules}; a tie goes to the claim made first", rules=said)
        elif self.tie_break == "fewer-cards":
            said = _("{rules}; a tie goes to the claim with fewer cards", rules=said)
        return said


def load_rules(path: str | Path | None = None, **overrides: bool | str | None) -> Rules:
    """Rules from an optional TOML file, then flag overrides (``None`` means "not given").

    The file holds the switches at top level or under ``[staeda]``::

        whole_numbers = true
        tie_break = "first-call"
    """
    rules = Rules()
    if path is not None:
        file = Path(path)
        from kitgen.files import read_toml_file  # only when a rules file is given

        data = read_toml_file(file, "rules file")
        table = data.get("staeda", data)
        if not isinstance(table, dict):
            raise KitgenError(
                _(
                    "rules file {file}: [staeda] must be a table of switches",
                    file=display_name(file),
                )
            )
        rules = _apply(rules, table, _("rules file {file}", file=display_name(file)))
    return _apply(rules, {k: v for k, v in overrides.items() if v is not None}, _("flags"))


def _apply(rules: Rules, values: dict[str, object], where: str) -> Rules:
    known = {f.name for f in fields(Rules)}
    switches: dict[str, object] = {}
    for key, value in values.items():
        if key not in known:
            names = ", ".join(sorted(known))
            raise KitgenError(
                _(
                    "{where}: unknown switch {key} — the Stæða switches are: {names}",
                    where=where,
                    key=cited(key),
                    names=names,
                )
            )
        if key == "tie_break":
            if value not in TIE_BREAKS:
                raise KitgenError(
                    _(
                        "{where}: tie_break must be one of {choices}, not {value}",
                        where=where,
                        choices=", ".join(TIE_BREAKS),
                        value=cited(value),
                    )
                )
        elif not isinstance(value, bool):
            raise KitgenError(
                _(
                    "{where}: {key} must be true or false, not {value}",
                    where=where,
                    key=key,
                    value=cited(value),
                )
            )
        switches[key] = value
    return replace(rules, **switches)  # type: ignore[arg-type]


def rules_from(
    rules_file: str | Path | None, house_rules: dict[str, object], command: str
) -> Rules:
    """The rules in force: the rules file (or the defaults), then every house rule given (by
    field name, as typed or as Python values), each checked against its declaration."""
    from kitgen.core.options import checked

    if rules_file is not None:  # an empty name is refused, not read as the current folder
        rules_file = checked([RulesFile], {"rules_file": rules_file}, command)["rules_file"]
    return load_rules(rules_file, **checked([Rules], house_rules, command))
