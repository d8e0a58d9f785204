"""The ``kitgen`` root command.

Every subcommand lives in its own module, listed in ``COMMANDS``. Only the module of the
subcommand being run is imported, so ``kitgen check`` answers at interpreter speed and never
pays for reportlab, cairosvg or fontTools. ``kitgen --help`` imports them all to list them.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence

import typer

from kitgen.core.errors import KitgenError, unknown_choice

#: ``kitgen <name>`` -> ``"module:attribute"``. The attribute is a ``typer.Typer`` (a command
#: group such as ``kitgen game``) or a plain function (a single command such as ``kitgen check``).
COMMANDS: dict[str, str] = {
    "board": "kitgen.cli.kits:board",
    "build": "kitgen.cli.build:build",
    "calibrate": "kitgen.cli.kits:calibrate",
    "cards": "kitgen.cli.cards:app",
    "check": "kitgen.cli.check:check",
    "schema": "kitgen.cli.schema:schema",
    "code": "kitgen.cli.code:app",
    "game": "kitgen.cli.game:app",
    "staeda": "kitgen.cli.staeda:app",
    "tiles": "kitgen.cli.kits:tiles",
    "tokens": "kitgen.cli.kits:tokens",
}

#: Commands that settle disputes at the table; every other command makes a kit.
REFEREES = {"check", "game", "code", "staeda"}

#: The help panel of each command that does not make a kit.
PANELS = {name: "Referee at the table" for name in REFEREES} | {"schema": "Reference"}

HELP = (
    "Make tabletop game kits at home, and referee them at the table.\n\n"
    "Kit commands write PDFs, laser SVGs and PNG previews into output/ (change it with --out). "
    "Referee commands answer in a blink: exit 0 when the claim holds, 1 when it does not, "
    "2 for input that cannot be read."
)


#: The variable a shell completion script sets when it asks kitgen for completions.
COMPLETE_VAR = "_KITGEN_COMPLETE"


def build_app(argv: Sequence[str] = ()) -> typer.Typer:
    """The root app with the subcommand named in ``argv`` (or all of them, for help).

    Shell completion (``--install-completion``, ``--show-completion``, and the answers to a
    completion script) is wired in only when it can be used: for ``kitgen`` with no command
    or a root option, or when a shell asks. ``kitgen check`` never loads it.
    """
    completing = bool(os.environ.get(COMPLETE_VAR))
    if completing:
        argv = _words_being_completed()
    app = typer.Typer(
        name="kitgen",
        help=HELP,
        no_args_is_help=True,
        add_completion=completing or not argv or argv[0].startswith("-"),
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    app.callback()(_root)
    wanted = [argv[0]] if argv and argv[0] in COMMANDS else sorted(COMMANDS)
    for name in wanted:
        module_name, attr = COMMANDS[name].split(":")
        obj = getattr(importlib.import_module(module_name), attr)
        panel = PANELS.get(name, "Make a kit")
        if isinstance(obj, typer.Typer):
            app.add_typer(obj, name=name, rich_help_panel=panel)
        else:
            app.command(name, rich_help_panel=panel)(obj)
    from kitgen.cli.examples import add_examples

    add_examples(app)
    return app


def _words_being_completed() -> list[str]:
    """The finished words after ``kitgen`` on the command line a shell is completing (bash
    passes ``COMP_WORDS``/``COMP_CWORD``; zsh and fish ``_TYPER_COMPLETE_ARGS``)."""
    import shlex

    try:
        if os.environ.get(COMPLETE_VAR) == "complete_bash":
            words = shlex.split(os.environ["COMP_WORDS"])
            words = words[: int(os.environ.get("COMP_CWORD", len(words)))]
        else:
            line = os.environ.get("_TYPER_COMPLETE_ARGS", "")
            words = shlex.split(line)
            if words and not line[-1:].isspace():
                words = words[:-1]  # the word being typed is not finished
    except ValueError:  # an open quote: complete with every command loaded
        return []
    return words[1:]


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"kitgen {version('kitgen')}")
        raise typer.Exit()


def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Make tabletop game kits at home, and referee them at the table."""


def run(argv: Sequence[str]) -> int:
    """Run ``kitgen argv...`` and return the exit code (what tests call).

    Every input error, whether the library's :class:`KitgenError` or a usage error found by
    the parser (unknown option, bad choice), ends the same way: one ``error:`` line on
    stderr, or one JSON object on stdout with ``--json``, and exit 2.
    Ctrl-C ends with one line on stderr and exit 130.
    """
    global _depth
    _depth += 1
    try:
        code = _run(argv)  # typer turns Ctrl-C inside a command into exit 130
    except KeyboardInterrupt:
        code = INTERRUPTED
    finally:
        _depth -= 1
    if code == INTERRUPTED and _depth == 0:  # a ``kitgen build`` step: the outermost run says it
        typer.echo("interrupted (Ctrl-C): stopped; no file was left half-written", err=True)
    return code


#: Exit code after Ctrl-C (128 + SIGINT, as shells report it).
INTERRUPTED = 130
_depth = 0


#: The most arguments, and characters in all arguments, kitgen reads on one command line.
MAX_ARGS = 1000
MAX_ARG_CHARS = 500_000


def _run(argv: Sequence[str]) -> int:
    # Typer 0.28 vendors click; its exception classes live in typer._click (pinned <0.29).
    if len(argv) > MAX_ARGS:
        return _input_error(
            argv,
            f"{len(argv):,} arguments — kitgen reads at most {MAX_ARGS:,}; quote an expression "
            "so that it is one argument",
        )
    chars = sum(len(arg) for arg in argv)
    if chars > MAX_ARG_CHARS:
        return _input_error(
            argv,
            f"the arguments hold {chars:,} characters — kitgen reads at most {MAX_ARG_CHARS:,}",
        )
    from typer._click.exceptions import ClickException, NoArgsIsHelpError
    from typer.exceptions import Abort

    try:
        app = build_app(argv)
        result = app(
            args=list(argv), prog_name="kitgen", windows_expand_args=False, standalone_mode=False
        )
    except SystemExit as done:
        code = done.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except KitgenError as err:
        return _input_error(argv, str(err))
    except NoArgsIsHelpError:  # the help is already printed: bare ``kitgen`` is not an error
        return 0
    except KeyboardInterrupt:  # Ctrl-C while loading: quiet, like Ctrl-C in a command
        return 130
    except Abort:  # end of input at a prompt
        return 1
    except ClickException as err:
        if isinstance(err.__context__, KitgenError):  # raised by an option's parser
            return _input_error(argv, str(err.__context__))
        choice = _unknown_choice(argv, err)
        if choice is not None:
            return _input_error(argv, choice)
        from kitgen.cli.usage import usage_message

        return _input_error(argv, usage_message(err, argv))
    return result if isinstance(result, int) else 0


def _unknown_choice(argv: Sequence[str], err: Exception) -> str | None:
    """The one unknown-choice message (with "did you mean") for a bad ``--order`` and kin."""
    from typer._types import TyperChoice

    param = getattr(err, "param", None)
    if param is None or not isinstance(getattr(param, "type", None), TyperChoice):
        return None
    value = None
    for i, arg in enumerate(argv):
        for opt in param.opts:
            if arg == opt and i + 1 < len(argv):
                value = argv[i + 1]
            elif arg.startswith(opt + "="):
                value = arg[len(opt) + 1 :]
    if value is None:
        return None
    what = (param.name or "value").replace("_", " ")
    return str(unknown_choice(what, value, [str(c) for c in param.type.choices]))


def _input_error(argv: Sequence[str], message: str) -> int:
    from kitgen.cli.answer import error_json, wants_json

    if wants_json(list(argv)):
        typer.echo(error_json(message))
    else:
        typer.echo(f"error: {message}", err=True)
    return 2


def main() -> None:
    """Console-script entry point."""
    from kitgen.cli.streams import guard_streams

    guard_streams()
    sys.exit(run(sys.argv[1:]))
