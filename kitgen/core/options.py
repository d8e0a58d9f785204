"""Options declared once: each field of a settings dataclass says what it accepts.

A kit's options and a game's house rules are frozen dataclasses whose fields are declared
with :func:`number`, :func:`whole`, :func:`choice`, :func:`switch`, :func:`text`,
:func:`path`, :func:`names` or :func:`pair`. The declaration carries the default, the limits
or choices, the unit and the help text; everything else is derived from it:

- :func:`settings` builds the dataclass from keyword arguments (the Python API), from
  strings (the command line, a web form) or from plain values (a TOML file), checking every
  value against its declaration with the one message for each kind of mistake;
- the command line's options (``kitgen.cli.declared``) and the web forms are generated from
  :func:`declarations`, so an option is added by adding a field.

The declarations are alike in shape wherever they stand (``duplicates`` pairs them): each is
one option's own data, and what options share is said here once.

Nothing here imports more than the standard library: the referee commands read their
house rules through it at start-up.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import MISSING, Field, field, fields
from pathlib import Path
from typing import Any, Literal, TypeVar

from kitgen.core.errors import KitgenError, cited, shown, unknown_choice
from kitgen.core.errors import out_of_range as range_error
from kitgen.core.speech import N_, _, n_
from kitgen.core.speech import number as local_number

Kind = Literal["number", "whole", "choice", "switch", "text", "path", "names", "pair"]

T = TypeVar("T")


_OPTION_DEFAULTS: dict[str, Any] = {
    "flag": "",
    "short": "",
    "what": "",
    "choices": (),
    "low": None,
    "high": None,
    "unit": "",
    "give": "",
    "metavar": "",
    "panel": "",
    "complete": "",
    "negatable": False,
    "off": "",
    "max_length": 200,
    "items": 0,
    "hidden": False,
    "required": False,
    "argument": False,
    "spellings": None,
    "only_with": "",
}


class Option:
    """What one option accepts, and how it is shown (``--help``, a web form).

    ``kind``: ``number``, ``whole``, ``choice``, ``switch``, ``text``, ``path``, ``names`` or
    ``pair``. ``flag``: ``--tile-size`` (empty: ``--`` and the field name with ``-`` for
    ``_``); ``short``: a one-letter alias (``-p``); ``what``: what the value is called in
    messages (``paper``); ``unit``: ``mm``, ``mm/s``, written after the value; ``give``: the
    out-of-range advice after "give" (``"{low} to {high} mm of colour past the cut"``);
    ``panel``: the help section (empty: the command's own options); ``complete``: a
    completion function in ``kitgen.cli.complete``; ``negatable``: a switch with an explicit
    off (``--no-xor``, or ``off``: ``--fractions`` for ``--whole-numbers``), not given
    meaning "the rules file decides"; ``max_length``: the
    longest text; ``items``: the most names, or the most numbers of a ``pair``;
    ``required``: the command cannot run without it (no default); ``argument``: given on
    the command line by position (``kitgen code feedback SECRET GUESS``), not by a flag;
    ``spellings``: a function giving a choice's other spellings (any case) -> the choice it
    means, asked when a value is checked (a game's name for its kind of puzzle);
    ``only_with``: the switch (its field name) without which the option means nothing
    (``reveal``'s ``setter``): the command refuses it alone, a page's field is off until the
    switch is on.

    A plain class, not a dataclass: the referee commands read these at start-up.
    """

    __slots__ = ("kind", "help", "_choices", *(n for n in _OPTION_DEFAULTS if n != "choices"))

    kind: Kind
    help: str
    flag: str
    short: str
    what: str
    low: float | None
    high: float | None
    unit: str
    give: str
    metavar: str
    panel: str
    complete: str
    negatable: bool
    off: str
    max_length: int
    items: int
    hidden: bool
    required: bool
    argument: bool
    spellings: Callable[[], Mapping[str, str]] | None
    only_with: str

    def __init__(self, kind: Kind, help: str, **more: Any) -> None:
        self.kind = kind
        self.help = help
        self._choices: tuple[str, ...] | Callable[[], Sequence[str]] = ()
        for name, default in _OPTION_DEFAULTS.items():
            setattr(self, "_choices" if name == "choices" else name, more.pop(name, default))
        if more:
            raise TypeError(f"unknown option settings: {', '.join(more)}")

    @property
    def choices(self) -> tuple[str, ...]:
        """The words a ``choice`` takes: given, or asked for each time (a function: the
        games registered now, say)."""
        found = self._choices
        return tuple(found()) if callable(found) else found

    @choices.setter
    def choices(self, choices: Sequence[str] | Callable[[], Sequence[str]]) -> None:
        self._choices = choices if callable(choices) else tuple(choices)

    @property
    def asked(self) -> Callable[[], Sequence[str]] | None:
        """The function that gives a ``choice``'s words each time (``None``: they are fixed)."""
        found = self._choices
        return found if callable(found) else None

    def __repr__(self) -> str:
        return f"Option({self.kind!r}, {self.help!r})"

    def shown_default(self, default: Any) -> str | None:
        """The default as ``--help`` shows it, or None when there is none to show."""
        if default is None or default is False or default == () or default == []:
            return None
        if isinstance(default, float):
            return f"{default:g}"
        if isinstance(default, tuple):
            return ",".join(f"{v:g}" if isinstance(v, float) else str(v) for v in default)
        return str(default)


def _declare(default: Any, option: Option) -> Any:
    return field(default=default, metadata={"option": option})


def number(
    default: float | None,
    *,
    low: float,
    high: float,
    help: str,
    unit: str = "",
    give: str = "",
    **more: Any,
) -> Any:
    """A real number from ``low`` to ``high`` (finite: never nan or inf)."""
    option = Option("number", help, low=low, high=high, unit=unit, give=give, **more)
    return _declare(default, option)


def whole(
    default: int | None, *, low: int, high: int, help: str, unit: str = "", **more: Any
) -> Any:
    """A whole number from ``low`` to ``high``."""
    return _declare(default, Option("whole", help, low=low, high=high, unit=unit, **more))


#: What a choice is made among, as "unknown {what} 'x' — choose one of: ..." names it (a
#: choice option's ``what``, else its name; the ``what`` of every ``unknown_choice``):
#: marked here for the catalogues, translated where the message is worded.
CHOICE_NAMES = (
    N_("card size"),
    N_("colour mode"),
    N_("command"),
    N_("corners"),
    N_("cutter"),
    N_("endgame"),
    N_("file format"),
    N_("game"),
    N_("kit"),
    N_("kit command"),
    N_("laser format"),
    N_("laser software"),
    N_("layout"),
    N_("leading zeros"),
    N_("level"),
    N_("negatives"),
    N_("order"),
    N_("paper"),
    N_("player"),
    N_("port"),
    N_("puzzle kind"),
    N_("relief"),
    N_("slicer"),
    N_("template"),
    N_("tile words"),
)


def choice(
    default: str | None,
    choices: Sequence[str] | Callable[[], Sequence[str]],
    *,
    help: str,
    **more: Any,
) -> Any:
    """One of a set of words: fixed, or a function giving them when asked (the games
    registered at the time)."""
    given = choices if callable(choices) else tuple(choices)
    return _declare(default, Option("choice", help, choices=given, **more))


def switch(default: bool | None = False, *, help: str, **more: Any) -> Any:
    """On or off; ``negatable`` gives it an explicit off (``--no-xor``)."""
    return _declare(default, Option("switch", help, **more))


def text(default: str | None, *, help: str, **more: Any) -> Any:
    """A short text without control characters (a name, a notation)."""
    return _declare(default, Option("text", help, **more))


def path(default: Path | None = None, *, help: str, **more: Any) -> Any:
    """A file or folder name (never empty)."""
    more.setdefault("metavar", "FILE")
    return _declare(default, Option("path", help, **more))


def names(*, help: str, items: int, **more: Any) -> Any:
    """A list of short texts: ``Ann,Bob`` in one word, or the option repeated."""
    option = Option("names", help, items=items, **more)
    return field(default=(), metadata={"option": option})


#: A seed runs from 0 to this: any seed gives the same draws on every machine.
MAX_SEED = 2**32 - 1


def seed(default: int | None, *, help: str) -> Any:
    """A random seed, 0 to :data:`MAX_SEED` (``None``: one is chosen, and shown)."""
    return whole(default, low=0, high=MAX_SEED, help=help)


def level(default: str, levels: Sequence[str], *, help: str) -> Any:
    """How the computer plays (``--level``): one of ``levels``, each named in ``help``."""
    return choice(default, levels, help=help, metavar="LEVEL")


def pair(
    default: tuple[float, ...] | None,
    *,
    low: float,
    high: float,
    items: int,
    help: str,
    unit: str = "",
    **more: Any,
) -> Any:
    """Numbers written ``X,Y`` (at most ``items`` of them, at least two)."""
    option = Option("pair", help, low=low, high=high, unit=unit, items=items, **more)
    return _declare(default, option)


def panel(name: str) -> Callable[[type[T]], type[T]]:
    """A class decorator: every field declared in the class's own body goes in help section
    ``name`` (unless it names its own), so a group of options names its section once."""

    def put(cls: type[T]) -> type[T]:
        from inspect import get_annotations  # typer has imported it already

        own = get_annotations(cls)
        for f in fields(cls):  # type: ignore[arg-type]
            option = f.metadata.get("option")
            if f.name in own and option is not None and not option.panel:
                option.panel = name
        return cls

    return put


# -- reading the declarations ----------------------------------------------------------------


class Declared:
    """One declared field: its name, its default and what it accepts."""

    __slots__ = ("default", "name", "option")

    def __init__(self, name: str, default: Any, option: Option) -> None:
        self.name = name
        self.default = default
        self.option = option

    @property
    def flag(self) -> str:
        return self.option.flag or "--" + self.name.replace("_", "-")

    @property
    def what(self) -> str:
        return self.option.what or self.name.replace("_", " ")


_CACHE: dict[type, tuple[Declared, ...]] = {}


def declarations(cls: type) -> tuple[Declared, ...]:
    """The declared fields of a settings dataclass, in order."""
    found = _CACHE.get(cls)
    if found is None:
        found = tuple(
            Declared(f.name, _default(f), f.metadata["option"])
            for f in fields(cls)
            if "option" in f.metadata
        )
        _CACHE[cls] = found
    return found


def declaration(cls: type, name: str) -> Declared:
    """The declared field ``name`` of ``cls``."""
    return next(d for d in declarations(cls) if d.name == name)


def _default(f: Field[Any]) -> Any:
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:
        return f.default_factory()
    return None


def names_of(cls: type) -> tuple[str, ...]:
    return tuple(d.name for d in declarations(cls))


# -- checking values -------------------------------------------------------------------------


def _g(value: float) -> str:
    """``value`` as ``:g`` writes it, with the decimal mark of the language in use (0,1)."""
    from kitgen.core.wording import short

    return short(value)


def out_of_range(declared: Declared, shown: str) -> KitgenError:
    """``--margin 60 mm is out of range — give the printer margin, from 0 to 50 mm``."""
    from kitgen.core.wording import unit_word

    opt = declared.option
    unit = f" {unit_word(opt.unit)}" if opt.unit else ""
    low, high = _g(opt.low or 0.0), _g(opt.high or 0.0)
    if opt.give:
        give = _(opt.give, low=low, high=high)
    else:
        give = _("{low} to {high}{unit}", low=low, high=high, unit=unit)
    return range_error(declared.flag, shown + unit, give)


def _number(declared: Declared, value: Any, whole_only: bool) -> float | int:
    opt = declared.option
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise KitgenError(
            _(
                "{flag} {value} is not a number — {give}",
                flag=declared.flag,
                value=cited(value),
                give=_give_range(declared),
            )
        )
    if isinstance(value, str):
        raw = value.strip()
        try:
            if not raw.isascii():  # int() and float() would read '٣' or '３' as 3
                raise ValueError(raw)
            number: float | int = int(raw) if whole_only else float(raw)
        except ValueError:
            message = (
                N_("{flag} {value} is not a whole number — {give}")
                if whole_only
                else N_("{flag} {value} is not a number — {give}")
            )
            raise KitgenError(
                _(message, flag=declared.flag, value=cited(value), give=_give_range(declared))
            ) from None
    else:
        number = value
    if whole_only and isinstance(number, float):
        if not number.is_integer():
            raise KitgenError(
                _(
                    "{flag} {value} is not a whole number — {give}",
                    flag=declared.flag,
                    value=_g(number),
                    give=_give_range(declared),
                )
            )
        number = int(number)
    text = str(number) if isinstance(number, int) else _g(number)
    if isinstance(number, float) and not math.isfinite(number):
        raise out_of_range(declared, text)
    assert opt.low is not None and opt.high is not None
    if not opt.low <= number <= opt.high:
        raise out_of_range(declared, text)
    return number if whole_only else float(number)


def _give_range(declared: Declared) -> str:
    """``give 0 to 50 mm``, or the declaration's own advice (``give``) with its limits."""
    from kitgen.core.wording import unit_word

    opt = declared.option
    unit = f" {unit_word(opt.unit)}" if opt.unit else ""
    low, high = _g(opt.low or 0.0), _g(opt.high or 0.0)
    if opt.give:  # the declaration's own advice, with its limits
        return _("give {give}", give=_(opt.give, low=low, high=high))
    return _("give {low} to {high}{unit}", low=low, high=high, unit=unit)


def _switch(declared: Declared, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "on", "yes", "1"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "off", "no", "0", ""):
        return False
    raise KitgenError(
        _("{flag} must be true or false, not {value}", flag=declared.flag, value=cited(value))
    )


def _text(declared: Declared, value: Any) -> str:
    from kitgen.core.text import UNPRINTABLE

    if not isinstance(value, str):
        raise KitgenError(
            _("{flag} must be a text, not {value}", flag=declared.flag, value=cited(value))
        )
    limit = declared.option.max_length
    if len(value) > limit:
        raise KitgenError(
            n_(
                "{flag} is {n} character long — give at most {most}",
                "{flag} is {n} characters long — give at most {most}",
                len(value),
                flag=declared.flag,
                most=local_number(limit),
            )
        )
    bad = UNPRINTABLE.search(value)
    if bad is not None:
        raise KitgenError(
            _(
                "{flag} holds the control character U+{code} — type it without control characters",
                flag=declared.flag,
                code=f"{ord(bad.group()):04X}",
            )
        )
    return value


def _path(declared: Declared, value: Any) -> Path:
    if isinstance(value, Path):
        return value
    if not isinstance(value, str):
        raise KitgenError(
            _("{flag} must be a file name, not {value}", flag=declared.flag, value=cited(value))
        )
    if not value.strip():
        if declared.option.metavar == "DIR":
            raise KitgenError(_("{flag} is empty — give the path of a folder", flag=declared.flag))
        raise KitgenError(_("{flag} is empty — give the path of a file", flag=declared.flag))
    return Path(value)


def _listed(value: Any) -> bool:
    """Whether ``value`` is a text or a sequence of items (a list, a tuple), not a number,
    a table or bytes."""
    return isinstance(value, Sequence) and not isinstance(value, bytes | bytearray)


def _names(declared: Declared, value: Any) -> tuple[str, ...]:
    if not _listed(value):  # a number, a table: not names
        raise KitgenError(
            _("{flag} must be a text, not {value}", flag=declared.flag, value=cited(value))
        )
    items = value.split(",") if isinstance(value, str) else value
    found = tuple(_text(declared, str(item)).strip() for item in items)
    if len(found) > declared.option.items:
        raise KitgenError(
            _(
                "{flag}: {given} given — give at most {most}",
                flag=declared.flag,
                given=len(found),
                most=declared.option.items,
            )
        )
    return found


def _pair(declared: Declared, value: Any) -> tuple[float, ...]:
    opt = declared.option
    if isinstance(value, str):
        parts, typed = value.split(","), value
    elif _listed(value):
        parts, typed = list(value), ",".join(str(p) for p in value)
    else:  # one number, a table: not a pair
        parts, typed = [], value
    given = cited(typed)
    form = opt.metavar or ("X,Y" if opt.items == 2 else "X,Y or X,Y," + "ABC"[: opt.items - 2])
    if not 2 <= len(parts) <= opt.items:
        raise KitgenError(
            _(
                "{flag} {value}: write {form}, e.g. 1.5,-0.5",
                flag=declared.flag,
                value=given,
                form=form,
            )
        )
    numbers = []
    for part in parts:
        try:
            numbers.append(float(part))
        except (TypeError, ValueError):
            raise KitgenError(
                _(
                    "{flag} {value}: write {form} in numbers, e.g. 1.5,-0.5",
                    flag=declared.flag,
                    value=given,
                    form=form,
                )
            ) from None
    assert opt.low is not None and opt.high is not None
    for number in numbers:
        if not (math.isfinite(number) and opt.low <= number <= opt.high):
            raise out_of_range(declared, shown(typed))
    return tuple(numbers)


def check_value(declared: Declared, value: Any) -> Any:
    """``value`` (a string from the command line or a form, or a Python value) as the
    option's type, checked against its declaration; ``None`` stays ``None``."""
    if value is None:
        return None
    kind = declared.option.kind
    if kind == "number":
        return _number(declared, value, whole_only=False)
    if kind == "whole":
        return _number(declared, value, whole_only=True)
    if kind == "choice":
        choices = declared.option.choices
        spellings = declared.option.spellings
        if isinstance(value, str) and value not in choices and spellings is not None:
            value = spellings().get(value.strip().casefold(), value)  # icecream: code
        if isinstance(value, str) and value not in choices and value.lower() in choices:
            value = value.lower()  # A4 is a4
        if not isinstance(value, str) or value not in choices:
            raise unknown_choice(declared.what, value, choices)
        return value
    if kind == "switch":
        return _switch(declared, value)
    if kind == "text":
        return _text(declared, value)
    if kind == "path":
        return _path(declared, value)
    if kind == "names":
        return _names(declared, value)
    return _pair(declared, value)


def unknown_option(name: str, known: Iterable[str], command: str) -> KitgenError:
    """The message for a keyword no declaration has, with a "did you mean"."""
    from difflib import get_close_matches

    known = sorted(known)
    close = get_close_matches(name, known, n=1, cutoff=0.6)
    if close:
        return KitgenError(
            _(
                "unknown option {name} for {command} — the options are: {options} (did you "
                "mean {close}?)",
                name=cited(name),
                command=command,
                options=", ".join(known),
                close=cited(close[0]),
            )
        )
    return KitgenError(
        _(
            "unknown option {name} for {command} — the options are: {options}",
            name=cited(name),
            command=command,
            options=", ".join(known),
        )
    )


def checked(groups: Sequence[type], values: Mapping[str, Any], command: str) -> dict[str, Any]:
    """``values`` checked against the declarations of ``groups``; keys must be declared."""
    by_name = {d.name: d for group in groups for d in declarations(group)}
    out: dict[str, Any] = {}
    for name, value in values.items():
        declared = by_name.get(name)
        if declared is None:
            raise unknown_option(name, by_name, command)
        out[name] = check_value(declared, value)
    return out


def settings(cls: Callable[..., T], values: Mapping[str, Any], command: str = "") -> T:
    """The settings dataclass ``cls`` from ``values`` (only the options given; the rest
    keep their defaults), each value checked against its declaration. Which options were
    given is kept: :func:`given_names`."""
    assert isinstance(cls, type)
    checked_values = checked([cls], values, command or cls.__name__)
    given = {k: v for k, v in checked_values.items() if v is not None}
    built: T = cls(**given)
    object.__setattr__(built, _GIVEN, frozenset(given))  # frozen: kept beside the fields
    return built


_GIVEN = "_options_given"


def given_names(options: object) -> frozenset[str]:
    """The options given by name when :func:`settings` built ``options`` (the rest are their
    defaults): a rules file's house rule gives way to one given, even one given at its
    default. For settings built directly, the options that differ from their defaults."""
    found = getattr(options, _GIVEN, None)
    if found is None:
        found = frozenset(
            d.name for d in declarations(type(options)) if getattr(options, d.name) != d.default
        )
    return frozenset(found)


# -- options every referee of a game file shares -----------------------------------------------

#: The help section of a game's house rules on every command that takes them.
HOUSE_RULES = N_("House rules (override the rules file)")


def rules_file(help: str, panel: str = HOUSE_RULES) -> Any:
    """``--rules FILE``: a game's house rules from a TOML file (the flags given override it),
    worded by each game (``help`` names its keys)."""
    return path(None, flag="--rules", help=help, panel=panel)
