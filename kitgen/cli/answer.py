"""How every command answers: one vocabulary for text, ``--json`` and errors.

Conventions (the README's "Answers" table lists each command's question):

- A referee answer is a JSON object whose first keys are ``"ok"`` (the command's question
  answered yes: the claim holds, the move is legal, the position is solvable, the game is
  over) and ``"reason"`` (text a person can read aloud, or ``null``), then the command's own
  keys. One concept, one key across commands: ``points`` for points, ``players`` for player
  totals as a list of ``{"name", "points"}``.
- JSON is printed on one line, UTF-8 (no ``\\u`` escapes), keys in the order built here.
- Exit codes: 0 the answer is yes / the job succeeded, 1 the answer is no, 2 bad input.
- With ``--json`` an input error prints ``{"ok": false, "error": {"code": 2, "message": ...}}``
  on stdout (see :func:`error_json`); without it, ``error: ...`` goes to stderr.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

from kitgen.core.answer import Answer

if TYPE_CHECKING:
    from kitgen.maker.output import Made

#: ``--json`` on every command, worded once.
JSON_HELP = "Print the answer as one line of JSON (its keys: 'kitgen schema COMMAND')."
JsonOpt = Annotated[bool, typer.Option("--json", help=JSON_HELP)]


def verdict(ok: bool, reason: str | None, /, **extra: Any) -> dict[str, Any]:
    """A referee answer: ``ok`` and ``reason`` first, then the command's own keys in order."""
    return {"ok": ok, "reason": reason, **extra}


def players(totals: Iterable[tuple[str, int]]) -> list[dict[str, Any]]:
    """Player totals as every command gives them: ``[{"name": ..., "points": ...}, ...]``."""
    return [{"name": name, "points": points} for name, points in totals]


def deprecated(old: str, new: str) -> None:
    """Warn on stderr that option or form ``old`` is on its way out in favour of ``new``."""
    typer.echo(f"warning: {old} is deprecated and will be removed — use {new}", err=True)


def dumps(data: Mapping[str, Any]) -> str:
    """``data`` as kitgen prints JSON: one line, UTF-8, keys in insertion order; whole
    numbers of any length in full (a ``kitgen check`` bonus may have 30,000 digits)."""
    from kitgen.core.text import numbers_in_full

    with numbers_in_full():
        return json.dumps(data, ensure_ascii=False)


def say(data: Mapping[str, Any], text: str, *, as_json: bool) -> None:
    """Print the answer: ``data`` as one JSON line with ``--json``, else ``text``."""
    typer.echo(dumps(data) if as_json else text)


def settle(data: Mapping[str, Any], text: str, *, as_json: bool) -> NoReturn:
    """Print the answer and exit 0 when ``data["ok"]`` holds, 1 when it does not."""
    say(data, text, as_json=as_json)
    raise typer.Exit(0 if data["ok"] else 1)


def error_json(message: str, code: int = 2) -> str:
    """The one-line JSON an input error prints on stdout when ``--json`` was given."""
    return dumps({"ok": False, "error": {"code": code, "message": message}})


def wants_json(argv: list[str] | tuple[str, ...]) -> bool:
    """Whether ``--json`` was given (before a ``--`` that ends the options)."""
    for arg in argv:
        if arg == "--":
            return False
        if arg == "--json":
            return True
    return False


def show(result: Answer, as_json: bool) -> NoReturn:
    """Print an answer (its JSON with ``--json``, else its text) and exit 0 or 1 by ``ok``."""
    typer.echo(dumps(result.as_json()) if as_json else result.text)
    raise typer.Exit(result.exit_code)


def show_made(made: Made, as_json: bool) -> None:
    """Print what a kit command made (or its JSON), and its warnings and remarks on stderr."""
    for warning in made.warnings:
        typer.echo(f"warning: {warning}", err=True)
    for remark in made.remarks:
        typer.echo(f"note: {remark}", err=True)
    typer.echo(dumps(made.as_json()) if as_json else made.text)
