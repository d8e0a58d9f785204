"""The ``kitgen`` root command.

Every subcommand lives in its own module, listed in ``COMMANDS`` (and each game's referee
commands in its record, :mod:`kitgen.core.games`; :func:`commands`). Only the module of the
subcommand being run is imported, so ``kitgen check`` answers at interpreter speed and never
pays for reportlab, cairosvg or fontTools. ``kitgen --help`` imports them all to list them.
"""

from __future__ import annotations

import contextlib
import contextvars
import copy
import importlib
import os
import signal
import sys
from collections.abc import Sequence
from typing import Any

import typer

from kitgen.cli.exits import INTERRUPTED, ONE_LINE, interrupted
from kitgen.core import games
from kitgen.core.errors import KitgenError, cited, unknown_choice
from kitgen.core.messages import N_, _, n_

#: ``kitgen <name>`` -> ``"module:attribute"``, for the commands that are not a game's
#: referee. The attribute is a ``typer.Typer`` (a command group such as ``kitgen cards``) or
#: a plain function (a single command such as ``kitgen rules``).
COMMANDS: dict[str, str] = {
    "board": "kitgen.cli.kits:board",
    "build": "kitgen.cli.build:build",
    "calibrate": "kitgen.cli.kits:calibrate",
    "cards": "kitgen.cli.kits:cards",
    "schema": "kitgen.cli.schema:schema",
    "serve": "kitgen.cli.serve:serve",
    "lab": "kitgen.cli.lab:app",
    "puzzles": "kitgen.cli.kits:puzzles",
    "racks": "kitgen.cli.kits:racks",
    "rules": "kitgen.cli.rules:rules",
    "templates": "kitgen.cli.templates:app",
    "tournament": "kitgen.cli.tournament:app",
    "tiles": "kitgen.cli.kits:tiles",
    "tokens": "kitgen.cli.kits:tokens",
}


def referees() -> dict[str, str]:
    """The commands that settle disputes at the table, as :data:`COMMANDS` lists the
    others: each game's groups (its record's ``cli``, or its ``referees`` made into a group
    by :mod:`kitgen.cli.referees`) and the referees without a group (``check``)."""
    from kitgen.cli.referees import top_level

    found: dict[str, str] = top_level()  # kitgen check
    for game in games.games():
        found.update(game.cli)
        grouped = [r for r in game.referees if r.group is None]
        if grouped and not game.cli:
            found[game.name] = f"kitgen.cli.referees:{game.name}"
    return found


def commands() -> dict[str, str]:
    """Every ``kitgen <name>`` -> ``"module:attribute"``."""
    return {**COMMANDS, **referees()}


#: The help panel of each command that neither makes a kit nor referees a game.
PANELS = {name: N_("Reference") for name in ("rules", "schema", "templates")} | {
    "serve": N_("Referee at the table"),
    "lab": N_("Computer players and the lab"),
    "tournament": N_("Referee at the table"),
}

HELP = N_(
    "Make tabletop game kits at home, and referee them at the table.\n\n"
    "Kit commands write PDFs, laser SVGs and PNG previews into output/ (change it with --out). "
    "Referee commands answer in a blink: exit 0 when the claim holds, 1 when it does not, "
    "2 for input that cannot be read."
)


#: The variable a shell completion script sets when it asks kitgen for completions.
COMPLETE_VAR = "_KITGEN_COMPLETE"


def command_tree(argv: Sequence[str] = ()) -> Any:
    """The click command tree that runs ``kitgen argv...``: :func:`build_app`'s, with
    ``--lang`` on every command, ``-q/--quiet`` on the referees' and arguments shown by their
    names only."""
    from kitgen.cli.answer import add_quiet
    from kitgen.cli.helptext import use_help_context
    from kitgen.cli.language import add_lang_option
    from kitgen.cli.metavars import plain_arguments

    command = typer.main.get_command(build_app(argv))
    add_lang_option(command)
    subcommands = getattr(command, "commands", {})
    for name in set(referees()) & set(subcommands):
        add_quiet(subcommands[name])  # -q: the exit code is the answer
    plain_arguments(command)
    use_help_context(command)
    return command


def after_root_language(argv: Sequence[str]) -> Sequence[str]:
    """``argv`` after a leading root ``--lang CODE`` (or ``--lang=CODE``): the words that
    name the command (``kitgen --lang ru check …`` runs ``check`` as ``kitgen check --lang
    ru …`` does, loading only it)."""
    if len(argv) >= 2 and argv[0] == "--lang":
        return argv[2:]
    if argv and argv[0].startswith("--lang="):
        return argv[1:]
    return argv


def build_app(argv: Sequence[str] = ()) -> typer.Typer:
    """The root app with the subcommand named in ``argv`` (or all of them, for help).

    Shell completion (``--install-completion``, ``--show-completion``, and the answers to a
    completion script) is wired in only when it can be used: for ``kitgen`` with no command
    or a root option, or when a shell asks. ``kitgen check`` never loads it.
    """
    completing = bool(os.environ.get(COMPLETE_VAR))
    if completing:
        argv = _words_being_completed()
    argv = after_root_language(argv)  # kitgen --lang ru check … loads check only, as check does
    app = typer.Typer(
        name="kitgen",
        help=HELP,
        no_args_is_help=True,
        add_completion=completing or not argv or argv[0].startswith("-"),
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    app.callback()(_root)
    every, judging = commands(), referees()
    wanted = [argv[0]] if argv and argv[0] in every else sorted(every)
    if list(argv) == ["--version"]:  # nothing to list: every command loaded took half a second
        wanted = []
    for name in wanted:
        module_name, attr = every[name].split(":")
        obj = getattr(importlib.import_module(module_name), attr)
        panel = N_("Referee at the table") if name in judging else PANELS.get(name)
        panel = panel or N_("Make a kit")
        if isinstance(obj, typer.Typer):
            if not completing and len(wanted) == 1:
                obj = only_the_subcommand(obj, argv[1:2])
            app.add_typer(obj, name=name, rich_help_panel=panel)
        else:
            app.command(name, rich_help_panel=panel)(obj)
    return app


def only_the_subcommand(group: typer.Typer, argv: Sequence[str]) -> typer.Typer:
    """``group`` with only the subcommand ``argv`` names, when it names one exactly: Typer
    reads the signature of every command of a group to build it, a fifth of a referee's own
    time for ``kitgen code hint`` (``kitgen code``'s eight). Anything else — help, an option,
    a misspelt name that earns a "did you mean" — keeps the whole group."""
    if not argv:
        return group
    kept = [
        info
        for info in group.registered_commands
        if (info.name or typer.main.get_command_name(getattr(info.callback, "__name__", "")))
        == argv[0]
    ]
    groups = [info for info in group.registered_groups if info.name == argv[0]]
    if not kept and not groups:
        return group
    pruned = copy.copy(group)
    pruned.registered_commands, pruned.registered_groups = kept, groups
    return pruned


#: What each shell's completion script sets besides ``_KITGEN_COMPLETE``.
_COMPLETION_ENV = {"complete_bash": ("COMP_WORDS", "COMP_CWORD")}


def _completion_problem(argv: Sequence[str]) -> str | None:
    """Why a completion request or ``--install-completion`` cannot work here, or None.

    Typer's own completion code reads the shell's variables without a check and writes the
    script under ``$HOME`` wherever that points, so both are looked at first.
    """
    instruction = os.environ.get(COMPLETE_VAR, "")
    if instruction:
        shell = instruction.partition("_")[2] or instruction
        wanted = _COMPLETION_ENV.get(instruction, ("_TYPER_COMPLETE_ARGS",))
        for name in wanted:
            if name not in os.environ:
                return _(
                    "the {shell} completion request has no {name} — it comes from the "
                    "completion script: install it with kitgen --install-completion",
                    shell=shell,
                    name=name,
                )
        cword = os.environ.get("COMP_CWORD", "0")
        if instruction == "complete_bash" and not cword.isdigit():
            return _(
                "COMP_CWORD={value} is not a word number — it comes from bash's completion",
                value=cited(cword),
            )
        return None
    if "--install-completion" in argv:
        home = os.environ.get("HOME", "")
        if not home or not os.path.isdir(home):
            return _(
                "HOME is {home}, not a folder — set HOME to your home folder, or print the "
                "script with kitgen --show-completion and install it by hand",
                home=cited(home) if home else _("empty"),
            )
    return None


def _words_being_completed() -> list[str]:
    """The finished words after ``kitgen`` on the command line a shell is completing (bash
    passes ``COMP_WORDS``/``COMP_CWORD``; zsh and fish ``_TYPER_COMPLETE_ARGS``)."""
    import shlex

    try:
        if os.environ.get(COMPLETE_VAR) == "complete_bash":
            words = shlex.split(os.environ.get("COMP_WORDS", ""))
            words = words[: int(os.environ.get("COMP_CWORD", len(words)))]
        else:
            line = os.environ.get("_TYPER_COMPLETE_ARGS", "")
            words = shlex.split(line)
            if words and not line[-1:].isspace():
                words = words[:-1]  # the word being typed is not finished
    except ValueError:  # an open quote, a COMP_CWORD not a number: every command loaded
        return []
    return words[1:]


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"kitgen {version('kitgen')}")
        raise typer.Exit()


def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help=N_("Print the version and exit.")
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
    words = after_root_language(argv)
    if words:  # a game's other spelling: kitgen stæða is kitgen staeda
        game = games.lookup(words[0])
        if game is not None and game.name != words[0] and game.name in referees():
            argv = [*argv[: len(argv) - len(words)], game.name, *words[1:]]
    writing = sys.modules.get("kitgen.files.writing")  # loaded only by a run that writes
    if _depth == 0 and writing is not None:
        writing.JOURNAL.clear()  # this run's files only (tests run many in one process)
    _depth += 1
    try:
        # its own context: the language chosen for this run ends with it (tests run many)
        code = contextvars.copy_context().run(_run, argv)  # Ctrl-C in a command: exit 130
    except (KeyboardInterrupt, RuntimeError) as error:
        if not interrupted(error):
            raise
        code = INTERRUPTED
    finally:
        _depth -= 1
    if code == INTERRUPTED and _depth == 0:  # a ``kitgen build`` step: the outermost run says it
        typer.echo(contextvars.copy_context().run(_interrupted, argv), err=True)
    return code


def _interrupted(argv: Sequence[str]) -> str:
    """The Ctrl-C line in the run's language (the run's own context has ended: chosen again);
    when a file was written whole before the interrupt (a move recorded), it says so."""
    _speak(argv)
    done = _written_all_the_same()
    if done is None:
        return _(ONE_LINE)
    return _("interrupted (Ctrl-C): stopped; {done}", done=done)


def _written_all_the_same() -> str | None:
    """What this run wrote whole before it was stopped (``{path} was written all the
    same``), or None."""
    from kitgen.api.files import JOURNAL

    changed = list(dict.fromkeys(JOURNAL))
    if not changed:
        return None
    if len(changed) == 1:
        return _("{path} was written all the same", path=changed[0])
    return n_(
        "{n} file was written all the same ({path} …)",
        "{n} files were written all the same ({path} …)",
        len(changed),
        path=changed[0],
    )


_depth = 0


#: The most arguments, and characters in all arguments, kitgen reads on one command line.
MAX_ARGS = 1000
MAX_ARG_CHARS = 500_000


def _speak(argv: Sequence[str]) -> None:
    """Speak the run's language for an error found before the command line is parsed."""
    from kitgen.cli.language import choose
    from kitgen.core.messages import set_language

    with contextlib.suppress(KitgenError):
        lang, asked = choose(argv[:MAX_ARGS])
        set_language(lang, asked=asked)


def _too_long(argv: Sequence[str]) -> str | None:
    """Why ``argv`` is more than kitgen reads, or None."""
    from kitgen.core.messages import number

    if len(argv) > MAX_ARGS:
        return n_(
            "{n} argument — kitgen reads at most {most}; quote an expression so that it is "
            "one argument",
            "{n} arguments — kitgen reads at most {most}; quote an expression so that it is "
            "one argument",
            len(argv),
            most=number(MAX_ARGS),
        )
    chars = sum(len(arg) for arg in argv)
    if chars > MAX_ARG_CHARS:
        return _(
            "the arguments hold {n} characters — kitgen reads at most {most}",
            n=number(chars),
            most=number(MAX_ARG_CHARS),
        )
    return None


def _run(argv: Sequence[str]) -> int:
    if len(argv) > MAX_ARGS or sum(len(arg) for arg in argv) > MAX_ARG_CHARS:
        _speak(argv)
        return _input_error(argv, _too_long(argv) or "")
    from typer.exceptions import Abort, TyperException

    if _completion_problem(argv) is not None:
        _speak(argv)  # then worded in the run's language
        return _input_error(argv, _completion_problem(argv) or "")
    from kitgen.cli.language import choose
    from kitgen.core.messages import set_language

    try:
        lang, asked = choose(argv)
        set_language(lang, asked=asked)
        result = command_tree(argv).main(
            args=list(argv), prog_name="kitgen", windows_expand_args=False, standalone_mode=False
        )
    except SystemExit as done:
        code = done.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except KitgenError as err:  # files written whole before it (a full disk) are named
        whole = _written_all_the_same()
        said = str(err) if whole is None else _("{problem}; {done}", problem=str(err), done=whole)
        return _input_error(argv, said)
    except KeyboardInterrupt:  # Ctrl-C while loading: quiet, like Ctrl-C in a command
        return 130
    except Abort:  # end of input at a prompt
        return 1
    except OSError as err:  # what the library does not turn into a KitgenError itself
        from kitgen.api.files import os_problem

        return _input_error(argv, os_problem(err))
    except TyperException as err:  # the parser's usage errors
        from kitgen.cli.usage import kinds

        if "NoArgsIsHelpError" in kinds(err):  # the help is printed: bare ``kitgen`` is fine
            return 0
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
    param = getattr(err, "param", None)
    choices = getattr(getattr(param, "type", None), "choices", None)
    if param is None or not choices:
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
    return str(unknown_choice(what, value, [str(c) for c in choices]))


def _input_error(argv: Sequence[str], message: str) -> int:
    from kitgen.cli.answer import error_line, wants_json

    if wants_json(list(argv)):
        typer.echo(error_line(message))
    else:
        typer.echo(f"error: {message}", err=True)
    return 2


def main() -> int:
    """Run the command line (the console script goes through ``kitgen.cli.entry``)."""
    from kitgen.cli.streams import guard_streams, output_failure

    guard_streams()
    code = run(sys.argv[1:])
    # The answer is given: a Ctrl-C from now on changes nothing (see kitgen.cli.entry).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    failed = output_failure()
    if failed is not None:
        code = _output_failed(failed)
    return code


def _output_failed(err: OSError) -> int:
    """Say on stderr that the answer could not be printed, and which files were written."""
    from kitgen.api.files import os_reason

    done = _written_all_the_same() or _("nothing was changed")
    said = _(
        "cannot print the answer: standard output failed ({reason}) — {done}; print to a "
        "terminal or a file on a disk with room",
        reason=os_reason(err),
        done=done,
    )
    message = f"error: {said}"
    with contextlib.suppress(OSError, ValueError):
        print(message, file=sys.stderr, flush=True)
    return 2
