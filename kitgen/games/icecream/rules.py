"""The house rules of one ice cream code game: a frozen dataclass, from a mode, TOML or flags.

The rules page fixes three modes (easy, medium, hard) and one switch, ``repeats``: a code
may then hold one flavour twice, never two pairs and never three of a kind. For other sizes
(classic Mastermind is 6 flavours, 4 spots, counts, any repeats) every value can be set.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError, cited, display_name, unknown_choice
from kitgen.core.messages import N_, _, n_, p_, pN_
from kitgen.core.options import HOUSE_RULES, choice, panel, rules_file, switch, whole
from kitgen.games.icecream.flavours import FLAVOURS

#: The modes' names, translated where shown.
_MODE_NAMES = (pN_("mode", "easy"), pN_("mode", "medium"), pN_("mode", "hard"))

#: How repeated flavours in a code are limited.
REPEATS = ("none", "one-pair", "any")
#: How the setter answers a guess: pegs by count only, or one peg hole per guess spot.
FEEDBACK_STYLES = ("counts", "position")

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("feedback style", "counts"),
    pN_("feedback style", "position"),
)
MAX_LENGTH = 6


#: The most rows a game may have in play (the kit's board has at most 30).
MAX_ROWS = 30


@dataclass(frozen=True)
class CodeRules:
    """Everything that decides which codes are legal, what feedback says and how rounds score."""

    mode: str = "hard"
    length: int = 4
    flavours: int = 6
    feedback: str = "counts"
    rows: int = 10
    repeats: str = "none"

    def __post_init__(self) -> None:
        if not 1 <= self.length <= MAX_LENGTH:
            raise KitgenError(
                _(
                    "code length {length} is not possible — use a length from 1 to {most}",
                    length=self.length,
                    most=MAX_LENGTH,
                )
            )
        if not 1 <= self.flavours <= len(FLAVOURS):
            raise KitgenError(
                n_(
                    "{n} flavour in play is not possible — the kit has {kit}, use 1 to {kit}",
                    "{n} flavours in play is not possible — the kit has {kit}, use 1 to {kit}",
                    self.flavours,
                    kit=len(FLAVOURS),
                )
            )
        if self.feedback not in FEEDBACK_STYLES:
            raise unknown_choice(N_("feedback style"), self.feedback, FEEDBACK_STYLES)
        if self.repeats not in REPEATS:
            raise unknown_choice(N_("repeats"), self.repeats, REPEATS)
        if not 1 <= self.rows <= MAX_ROWS:
            raise KitgenError(
                n_(
                    "{n} row in play is not possible — use 1 to {most} rows",
                    "{n} rows in play is not possible — use 1 to {most} rows",
                    self.rows,
                    most=MAX_ROWS,
                )
            )
        if self.repeats == "none" and self.length > self.flavours:
            raise KitgenError(
                _(
                    "no code of {length} spots fits {flavours} flavours without repeats — allow "
                    "repeats (--repeats or --any-repeats) or use fewer spots",
                    length=self.length,
                    flavours=self.flavours,
                )
            )
        if self.repeats == "one-pair" and self.length > self.flavours + 1:
            raise KitgenError(
                _(
                    "no code of {length} spots fits {flavours} flavours with only one pair — use "
                    "--any-repeats or fewer spots",
                    length=self.length,
                    flavours=self.flavours,
                )
            )

    @property
    def by_position(self) -> bool:
        return self.feedback == "position"

    def mode_name(self) -> str:
        """The mode's name in the language of the answer (``easy``, ``licht``, ``лёгкий``)."""
        base, custom, _rest = self.mode.partition(" (custom)")
        name = p_("mode", base) if base in MODES else base
        return _("{mode} (custom)", mode=name) if custom else name

    def describe(self) -> str:
        """One line a person can read aloud: ``hard: 4 spots, 6 flavours (1-6), counts, ...``."""
        repeats = {
            "none": _("no repeats"),
            "one-pair": _("one flavour may repeat once"),
            "any": _("repeats allowed"),
        }[self.repeats]
        feedback = _("pegs by position") if self.by_position else _("peg counts")
        return _(
            "{mode}: {spots}, {flavours} (1–{last}), {feedback}, {rows}, {repeats}",
            mode=self.mode_name(),
            spots=n_("{n} spot", "{n} spots", self.length),
            flavours=n_("{n} flavour", "{n} flavours", self.flavours),
            last=self.flavours,
            feedback=feedback,
            rows=n_("{n} row", "{n} rows", self.rows),
            repeats=repeats,
        )

    def as_dict(self) -> dict[str, Any]:
        """Every rule by name, in the order of the fields (as game files and answers keep them)."""
        return asdict(self)


#: The three modes of the rules page.
MODES: dict[str, CodeRules] = {
    "easy": CodeRules("easy", length=4, flavours=8, feedback="position", rows=8),
    "medium": CodeRules("medium", length=3, flavours=6, feedback="counts", rows=10),
    "hard": CodeRules("hard", length=4, flavours=6, feedback="counts", rows=10),
}

_TOML_KEYS = ("mode", "length", "flavours", "feedback", "rows", "repeats")


_INT_KEYS = ("length", "flavours", "rows")


def rules_from_dict(data: dict[str, Any]) -> CodeRules:
    """Rules saved with ``as_dict`` (e.g. in a match file), every key checked."""
    missing = [k for k in _TOML_KEYS if k not in data]
    extra = [k for k in data if k not in _TOML_KEYS]
    if missing or extra:
        expected = ", ".join(_TOML_KEYS)
        if missing:
            problem = _(
                "rules missing {keys} — expected keys {expected}",
                keys=", ".join(missing),
                expected=expected,
            )
        else:
            problem = _(
                "rules unknown {keys} — expected keys {expected}",
                keys=", ".join(extra),
                expected=expected,
            )
        raise KitgenError(problem)
    for key in _TOML_KEYS:
        _check_kind(_("rules"), key, data[key])
    mode = data["mode"].removesuffix(" (custom)")
    if mode not in MODES:
        raise KitgenError(
            _(
                "rules: mode {value} is unknown — easy, medium or hard, optionally "
                "followed by ' (custom)'",
                value=cited(data["mode"]),
            )
        )
    return CodeRules(**data)


def _check_kind(where: str, key: str, value: object) -> None:
    """``value`` of ``key`` is a whole number or a text, as the key wants."""
    if key in _INT_KEYS:
        if not isinstance(value, int) or isinstance(value, bool):
            raise KitgenError(
                _(
                    "{where}: {key} must be a whole number, not {value}",
                    where=where,
                    key=key,
                    value=cited(value),
                )
            )
    elif not isinstance(value, str):
        raise KitgenError(
            _("{where}: {key} must be text, not {value}", where=where, key=key, value=cited(value))
        )


def mode_rules(mode: str) -> CodeRules:
    """The rules of a named mode (any case)."""
    key = mode.strip().lower()
    if key not in MODES:
        raise unknown_choice(N_("mode"), mode, MODES)
    return MODES[key]


def rules_from_toml(path: str | Path) -> dict[str, Any]:
    """The settings in a TOML rules file, checked for unknown keys and types.

    The file holds top-level keys (or a ``[code]`` table): ``mode``, ``length``,
    ``flavours``, ``feedback``, ``rows``, ``repeats`` (``"none"``, ``"one-pair"``, ``"any"``,
    or ``true`` for one pair / ``false`` for none).
    """

    target = Path(path)
    from kitgen.files import read_toml_file  # only when a rules file is given

    data = read_toml_file(target, "rules file")
    if isinstance(data.get("code"), dict):
        data = data["code"]
    settings: dict[str, Any] = {}
    for key, value in data.items():
        if key not in _TOML_KEYS:
            raise KitgenError(
                _(
                    "rules file {target}: unknown key {key} — use {value}",
                    target=target,
                    key=cited(key),
                    value=", ".join(_TOML_KEYS),
                )
            )
        if key == "repeats" and isinstance(value, bool):
            value = "one-pair" if value else "none"
        _check_kind(_("rules file {file}", file=display_name(target)), key, value)
        settings[key] = value
    return settings


def make_rules(
    mode: str | None = None,
    *,
    rules_file: str | Path | None = None,
    repeats: bool = False,
    any_repeats: bool = False,
    flavours: int | None = None,
    length: int | None = None,
    feedback: str | None = None,
    rows: int | None = None,
) -> CodeRules:
    """Rules from a mode, then a TOML rules file, then flags (flags override the file)."""
    settings: dict[str, Any] = rules_from_toml(rules_file) if rules_file is not None else {}
    chosen_mode = mode or settings.pop("mode", None) or "hard"
    settings.pop("mode", None)
    base = mode_rules(chosen_mode)
    if repeats and any_repeats:
        raise KitgenError(_("--repeats and --any-repeats contradict — give one of them"))
    if repeats:
        settings["repeats"] = "one-pair"
    if any_repeats:
        settings["repeats"] = "any"
    for key, value in (
        ("flavours", flavours),
        ("length", length),
        ("feedback", feedback),
        ("rows", rows),
    ):
        if value is not None:
            settings[key] = value.lower() if isinstance(value, str) else value
    changed = {k: v for k, v in settings.items() if getattr(base, k) != v}
    if not changed:
        return base
    custom = {k for k in changed if k != "repeats"}
    name = base.mode if not custom else f"{base.mode} (custom)"
    return replace(base, mode=name, **settings)


#: The help section of the house rules on every command that takes them.
PANEL = HOUSE_RULES


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class RulesFile:
    """``--rules FILE`` of the icecream commands."""

    rules_file: Path | None = rules_file(
        N_(
            "TOML rules file with the house rules (flags given here override it): mode, "
            "length, flavours, feedback, rows, repeats."
        )
    )


@panel(PANEL)
@dataclass(frozen=True)
class HouseRules:
    """The house-rule options of every ice cream command: a mode, then what is changed.

    :func:`rules_from` turns them (with a rules file) into the :class:`CodeRules` in force.
    """

    mode: str | None = choice(
        None,
        tuple(MODES),
        short="-m",
        help=N_("easy, medium or hard (default hard, or the rules file's)."),
        metavar="MODE",
    )
    repeats: bool = switch(
        False, help=N_("Allow one flavour twice in a code (never 3, never 2 pairs).")
    )
    any_repeats: bool = switch(False, help=N_("Allow repeats without limit (classic Mastermind)."))
    flavours: int | None = whole(
        None,
        low=1,
        high=len(FLAVOURS),
        help=N_("Flavours in play (overrides the mode)."),
    )
    length: int | None = whole(
        None, low=1, high=MAX_LENGTH, help=N_("Code length (overrides the mode).")
    )
    feedback: str | None = choice(
        None,
        FEEDBACK_STYLES,
        what="feedback style",
        help=N_("counts or position (overrides the mode)."),
        metavar="STYLE",
    )
    rows: int | None = whole(
        None, low=1, high=MAX_ROWS, help=N_("Rows in play (overrides the mode).")
    )


def rules_from(
    rules_file: str | Path | None, house_rules: dict[str, Any], command: str
) -> CodeRules:
    """The rules in force: the mode, then the rules file, then every house rule given (by
    field name of :class:`HouseRules`, as typed or as Python values), each checked."""
    from kitgen.core.options import checked

    given = checked([HouseRules], house_rules, command)
    if rules_file is not None:  # an empty name is refused, not read as the current folder
        rules_file = checked([RulesFile], {"rules_file": rules_file}, command)["rules_file"]
    return make_rules(
        given.get("mode"),
        rules_file=rules_file,
        repeats=bool(given.get("repeats")),
        any_repeats=bool(given.get("any_repeats")),
        flavours=given.get("flavours"),
        length=given.get("length"),
        feedback=given.get("feedback"),
        rows=given.get("rows"),
    )
