"""How the command line prints an answer: its text, or its JSON with ``--json``.

The answers themselves are the library's (``kitgen.core.answer.Answer`` for the referees,
``kitgen.maker.output.Made`` for the kits); this module only prints them. Exit codes: 0 the
answer is yes / the job succeeded, 1 the answer is no, 2 bad input. With ``--json`` an input
error prints ``{"ok": false, "error": {"code": 2, "message": ...}}`` on stdout (see
:func:`error_line`); without it, ``error: ...`` goes to stderr.
"""

from __future__ import annotations

import codecs
import sys
from collections.abc import Mapping
from contextvars import ContextVar
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

from kitgen.core.answer import REMOVED_IN as REMOVED_IN
from kitgen.core.answer import Answer, deprecation, dumps, error_json
from kitgen.core.messages import N_

if TYPE_CHECKING:
    from kitgen.api.make import Made

#: ``--json`` on every command, worded once.
JSON_HELP = N_("Print the answer as one line of JSON (its keys: 'kitgen schema COMMAND').")
JsonOpt = Annotated[bool, typer.Option("--json", help=JSON_HELP)]


def deprecated(old: str, new: str) -> None:
    """Warn on stderr that option or form ``old`` is on its way out in favour of ``new``; the
    changelog's "Deprecated" table lists each with the release that removes it."""
    typer.echo(f"warning: {deprecation(old, new)}", err=True)


#: ``-q/--quiet`` on a referee command: the exit code is the answer (see :func:`add_quiet`).
QUIET_HELP = N_(
    "Print nothing: the exit code is the answer (0 yes, 1 no). Errors and warnings still go "
    "to stderr."
)
_quiet: ContextVar[bool] = ContextVar("kitgen_quiet", default=False)


def quiet() -> bool:
    """Whether ``-q/--quiet`` was given to the referee command being run."""
    return _quiet.get()


def add_quiet(command: Any) -> None:
    """Give every command below ``command`` (a click command tree) ``-q/--quiet``, which it
    does not pass on: :func:`show` then prints nothing (``--json`` still prints)."""
    from typer.core import TyperOption

    subcommands = getattr(command, "commands", None)
    if subcommands:
        for sub in subcommands.values():
            add_quiet(sub)
        return
    if any("--quiet" in getattr(p, "opts", ()) for p in command.params):
        return
    command.params.append(
        TyperOption(
            param_decls=["--quiet", "-q"],
            is_flag=True,
            default=False,
            expose_value=False,
            callback=lambda ctx, param, value: _quiet.set(True) if value else None,
            help=QUIET_HELP,  # translated when a help page is printed (kitgen.cli.helptext)
        )
    )


def show(result: Answer, as_json: bool) -> NoReturn:
    """Print an answer (its JSON with ``--json``, else its text, nothing with ``--quiet``)
    and exit 0 or 1 by ``ok``."""
    if as_json or not quiet():
        typer.echo(json_text(result.as_json()) if as_json else result.text)
    raise typer.Exit(result.exit_code)


def show_made(made: Made, as_json: bool, quiet: bool = False) -> None:
    """Print what a kit command made (or its JSON), its notes and warnings on stderr;
    ``quiet``: only the warnings."""
    for warning in made.warnings:
        typer.echo(f"warning: {warning}", err=True)
    if quiet and not as_json:
        return
    for remark in made.remarks:
        typer.echo(f"note: {remark}", err=True)
    typer.echo(json_text(made.as_json()) if as_json else made.text)


def error_line(message: str) -> str:
    """The one-line JSON an input error prints on stdout when ``--json`` was given."""
    return json_text(error_json(message))


def json_text(data: Mapping[str, Any]) -> str:
    """``data`` as the JSON line kitgen prints: exact in any output encoding (to one that
    is not UTF-8, every character past ASCII as a ``\\u`` escape, as ``ensure_ascii`` would)."""
    text = dumps(data)
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    if text.isascii() or codecs.lookup(encoding).name.startswith("utf"):
        return text
    return "".join(c if c.isascii() else _escaped(c) for c in text)


def _escaped(char: str) -> str:
    code = ord(char)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def wants_json(argv: list[str] | tuple[str, ...]) -> bool:
    """Whether ``--json`` was given (before a ``--`` that ends the options)."""
    for arg in argv:
        if arg == "--":
            return False
        if arg == "--json":
            return True
    return False
