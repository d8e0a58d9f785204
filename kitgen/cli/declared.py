"""Command-line options generated from the declarations (``kitgen.core.options``).

``@declared(Rules)`` gives a command function one Typer option per declared field, after
its own parameters, and calls it with only the options the user gave (as keyword arguments
by field name, values still as typed): the library checks and converts them, and applies
the defaults. So no option is listed twice, and adding a field adds the flag.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Annotated, Any

import typer

from kitgen.cli.helptext import DEFAULTED
from kitgen.core.options import Declared, declarations


def _help(declared: Declared) -> str:
    """The help text, with the default at its end as a sentence (Typer's own display puts
    a default it did not compute in parentheses, and rich reads ``[...]`` as markup)."""
    shown = declared.option.shown_default(declared.default)
    if shown is None or declared.option.kind == "switch":
        return declared.option.help
    return DEFAULTED.format(help=declared.option.help, default=shown)


def _metavar(declared: Declared) -> str:
    opt = declared.option
    if opt.metavar:
        return opt.metavar
    if opt.kind == "choice":
        return "|".join(opt.choices)
    if opt.kind == "number":
        return opt.unit.upper() if opt.unit == "mm" else "N"
    if opt.kind == "whole":
        return "N"
    if opt.kind == "pair":
        return "X,Y"
    return "TEXT"


def _completer(declared: Declared) -> Callable[[str], list[str]] | None:
    opt = declared.option
    if opt.complete:
        from kitgen.cli import complete

        found: Callable[[str], list[str]] = getattr(complete, opt.complete)
        return found
    if opt.kind == "choice":
        choices = opt.choices

        def starting(incomplete: str) -> list[str]:
            return [c for c in choices if c.startswith(incomplete.lower())]

        return starting
    return None


def parameter(declared: Declared, required: bool = False) -> inspect.Parameter:
    """The Typer option of one declared field (keyword-only, default "not given"; no default
    when the command cannot run without it)."""
    opt = declared.option
    common: dict[str, Any] = {
        "help": _help(declared),
        "rich_help_panel": opt.panel or None,
        "hidden": opt.hidden,
    }
    flags = [declared.flag, *([opt.short] if opt.short else [])]
    annotation: Any
    default: Any
    if opt.kind == "switch":
        if opt.negatable:
            on_off = f"{declared.flag}/{opt.off or '--no-' + declared.flag[2:]}"
            info = typer.Option(on_off, metavar=" ", show_default=False, **common)
            annotation, default = Annotated[bool | None, info], None
        else:
            annotation, default = Annotated[bool, typer.Option(*flags, **common)], False
    elif opt.kind == "names":
        info = typer.Option(*flags, metavar=_metavar(declared), show_default=False, **common)
        annotation, default = Annotated[list[str] | None, info], None
    else:
        info = typer.Option(
            *flags,
            metavar=_metavar(declared),
            show_default=False,
            autocompletion=_completer(declared),
            **common,
        )
        # A required option has no default: the parser says it is missing.
        default = inspect.Parameter.empty if required or opt.required else None
        annotation = Annotated[str | None, info]
    return inspect.Parameter(
        declared.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation, default=default
    )


def option(cls: type, name: str) -> Any:
    """The Typer option made from field ``name`` of ``cls``, for a command that names the
    option itself: ``WaitOpt = Annotated[str | None, option(WaitOption, "wait")]`` (a number,
    text, path or pair field). The value comes as typed (``None`` when not given), for the
    library to check."""
    found = next(d for d in declarations(cls) if d.name == name)
    annotation = parameter(found).annotation
    return annotation.__metadata__[0]


def declared(
    *groups: type, required: tuple[str, ...] = ()
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Add the declared options of ``groups`` to a command function taking ``**options``;
    the options named in ``required`` must be given on this command."""

    def wrap(func: Callable[..., Any]) -> Callable[..., Any]:
        own = [
            p
            for p in inspect.signature(func, eval_str=True).parameters.values()
            if p.kind is not inspect.Parameter.VAR_KEYWORD
        ]
        taken = {p.name for p in own}
        generated = [
            parameter(d, d.name in required)
            for group in groups
            for d in declarations(group)
            if d.name not in taken
        ]
        names = {p.name for p in generated}
        # A plain switch left off is "not given"; a negatable one given off is ``False``.
        plain = {p.name for p in generated if p.default is False}

        @functools.wraps(func)
        def command(**kwargs: Any) -> Any:
            given = {
                name: value
                for name, value in kwargs.items()
                if name in names and value is not None and not (name in plain and not value)
            }
            rest = {name: value for name, value in kwargs.items() if name not in names}
            return func(**rest, **given)

        params = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in own] + generated
        command.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        command.__annotations__ = {p.name: p.annotation for p in params}
        return command

    return wrap
