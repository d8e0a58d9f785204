"""Command-line options generated from the declarations (``kitgen.core.options``).

``@declared(Rules)`` gives a command function one Typer option per declared field, after
its own parameters, and calls it with only the options the user gave (as keyword arguments
by field name, values still as typed): the library checks and converts them, and applies
the defaults. So no option is listed twice, and adding a field adds the flag.
"""

from __future__ import annotations

import functools
import importlib
import inspect
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer

from kitgen.core.errors import not_a_dash
from kitgen.core.helptexts import defaulted
from kitgen.core.options import Declared, declaration, declarations

#: The default of an argument or option the command cannot run without.
REQUIRED = inspect.Parameter.empty


def _help(declared: Declared) -> str:
    """The help text, with the default at its end as a sentence (Typer's own display puts
    a default it did not compute in parentheses, and rich reads ``[...]`` as markup)."""
    switch = declared.option.kind == "switch"
    return defaulted(
        declared.option.help, None if switch else declared.option.shown_default(declared.default)
    )


class AskedWords(str):
    """The metavar of a choice whose words are asked for each time (the games registered:
    ``binary|icecream|staeda``): the words when the command was made, and the function that
    gives them, so that a help page shows them as they are when it is printed
    (:func:`kitgen.cli.metavars.fresh_words`)."""

    words: Callable[[], Sequence[str]]

    @classmethod
    def of(cls, words: Callable[[], Sequence[str]]) -> AskedWords:
        made = cls("|".join(words()))
        made.words = words
        return made


def _metavar(declared: Declared) -> str:
    opt = declared.option
    if opt.metavar:
        return opt.metavar
    if opt.kind == "choice":
        return AskedWords.of(opt.asked) if opt.asked else "|".join(opt.choices)
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

        def starting(incomplete: str) -> list[str]:  # the words as they are when asked
            return [c for c in opt.choices if c.startswith(incomplete.lower())]

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
    if opt.argument:
        return _argument(declared, required)
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
            parser=not_a_dash if opt.kind == "path" else None,
            **common,
        )
        # A required option has no default: the parser says it is missing.
        default = inspect.Parameter.empty if required or opt.required else None
        annotation = Annotated[str | None, info]
    return inspect.Parameter(
        declared.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation, default=default
    )


def _argument(declared: Declared, required: bool) -> inspect.Parameter:
    """The Typer argument of a declared field given by position (``FILE``, ``SECRET``): a
    file name is refused when empty (:func:`kitgen.cli.paths.file_name`)."""
    from kitgen.cli.paths import file_name

    opt = declared.option
    kind: Any = {"path": Path, "names": list[str]}.get(opt.kind, str)
    info = typer.Argument(
        help=opt.help,
        metavar=opt.metavar or _metavar(declared),
        autocompletion=_completer(declared),
        parser=file_name if opt.kind == "path" else None,
    )
    needed = required or opt.required
    default = inspect.Parameter.empty if needed else declared.default
    shown: Any = kind if needed or default is not None else kind | None
    annotation = Annotated[shown, info]
    return inspect.Parameter(
        declared.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation, default=default
    )


def argument(cls: type, name: str) -> Any:
    """The Typer argument made from field ``name`` of ``cls``, for a command that takes an
    option by position (``kitgen cards score-sheets GAME``)."""
    found = declaration(cls, name)
    return _argument(found, False).annotation.__metadata__[0]


def given(cls: type, *names: str, required: bool = False) -> dict[str, tuple[Any, Any]]:
    """The command's own parameters made from fields ``names`` of ``cls``, name ->
    (annotation, default), for :func:`answering` (``own=given(Codes, "secret", "guess")``);
    ``required``: the command cannot run without them."""
    found = {d.name: d for d in declarations(cls)}
    made = (parameter(found[name], required) for name in names)
    return {p.name: (p.annotation, p.default) for p in made}


def option(cls: type, name: str) -> Any:
    """The Typer option made from field ``name`` of ``cls``, for a command that names the
    option itself: ``WaitOpt = Annotated[str | None, option(WaitOption, "wait")]`` (a number,
    text, path or pair field). The value comes as typed (``None`` when not given), for the
    library to check."""
    found = declaration(cls, name)
    annotation = parameter(found).annotation
    return annotation.__metadata__[0]


def declared(
    *groups: type, required: tuple[str, ...] = ()
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Add the declared options of ``groups`` to a command function taking ``**options``
    (kept by name in its ``declared``, for the reference); those in ``required`` are needed."""

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
        found = {d.name: d for group in groups for d in declarations(group) if d.name in names}
        command.declared = {**getattr(func, "declared", {}), **found}  # type: ignore[attr-defined]
        command.__annotations__ = {p.name: p.annotation for p in params}
        return command

    return wrap


def answering(
    target: str,
    *groups: type,
    own: Mapping[str, tuple[Any, Any]] | None = None,
    required: tuple[str, ...] = (),
) -> Callable[..., Any]:
    """A command function that asks library function ``target`` (``"module:name"``,
    imported when the command runs) and prints its answer (with ``--json`` its JSON).

    ``own``: the command's own arguments and options, name -> (annotation, default), in
    order; the declared options of ``groups`` follow. The library function gets every
    value as typed: by name where it takes that name, else in order (``kitgen code audit
    --row``: ``audit(rows, /, ...)``), and the declared options given, by name.
    """
    module, name = target.split(":")
    own = dict(own or {})

    def command(**values: Any) -> None:
        from kitgen.cli import answer

        function = getattr(importlib.import_module(module), name)
        takes = inspect.signature(function).parameters
        by_name = {n for n, p in takes.items() if p.kind is not inspect.Parameter.POSITIONAL_ONLY}
        as_json = values.pop("as_json")
        first = [values.pop(n) for n in own if n not in by_name]
        answer.show(function(*first, **values), as_json)

    from kitgen.cli.answer import JsonOpt

    shown = {**own}
    shown.setdefault("as_json", (JsonOpt, False))  # --json last, unless ``own`` places it
    own.pop("as_json", None)
    params = [
        inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, annotation=a, default=d)
        for n, (a, d) in shown.items()
    ]
    command.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    command.__name__ = name.rstrip("_")
    return declared(*groups, required=required)(command)
