"""``--help`` in the chosen language, translated only when a help page is printed.

The command tree is built with its English texts: option help declared with ``N_()``, a
command's docstring or ``help=``, the panels, the metavars, the examples. Nothing is
translated while a command runs, so ``kitgen check`` loads no catalogue for its help. When
a help page is asked for (``--help``, ``-h``, or a group given no command), the parser asks
the context for it: :class:`HelpContext` then translates the texts of the whole tree in
place (once) into the current language and lets Typer print them.

Kept English: option names, choices and defaults (the notation one types), file names and
units (``MM``, ``N``, ``X,Y``).
"""

from __future__ import annotations

import re
import shutil
from typing import Any

import typer

from kitgen.core.helptexts import DEFAULTED, METAVAR_WORDS, unwrapped
from kitgen.core.messages import _, p_

_WORD = re.compile(r"[A-Z]{2,}")


def metavar(text: str) -> str:
    """A metavar with its words in the current language: ``NAME=TILES`` -> ``NAAM=TEGELS``.
    Only its capitalised words change; ``a4|letter``, ``MM``, ``X,Y`` stay as they are."""
    return _WORD.sub(lambda m: p_("metavar", m[0]) if m[0] in METAVAR_WORDS else m[0], text or "")


def text(english: str | None) -> str | None:
    """A help text (a command's, an option's, a panel's) in the current language."""
    if not english:
        return english
    translated = _plain(english)
    if translated != english:
        return translated
    help_part, found, default = english.rpartition(" Default: ")
    if found and default.endswith(".") and help_part:
        return _(DEFAULTED, help=_plain(help_part), default=default[:-1])
    return translated


def _plain(english: str) -> str:
    """``english`` translated whole: a message, or a message filled with values."""
    from kitgen.core.helptexts import translated

    return translated(english)


def _translate_command(command: Any) -> None:
    for name in ("help", "short_help", "rich_help_panel"):
        value = getattr(command, name, None)
        if isinstance(value, str):
            setattr(command, name, unwrapped(text(value) or ""))
    if command.epilog:
        from kitgen.core.examples import HEADING  # loaded for a help page only

        if command.epilog.startswith(HEADING):  # the command lines stay as typed
            command.epilog = _(HEADING) + command.epilog[len(HEADING) :]
    if command.options_metavar:
        command.options_metavar = metavar(command.options_metavar)
    if getattr(command, "subcommand_metavar", None):
        command.subcommand_metavar = metavar(command.subcommand_metavar)
    for param in command.params:
        param.help = text(getattr(param, "help", None))
        panel = getattr(param, "rich_help_panel", None)
        if isinstance(panel, str):
            param.rich_help_panel = text(panel)
        if isinstance(param.metavar, str):
            param.metavar = metavar(param.metavar)
    for sub in (getattr(command, "commands", None) or {}).values():
        _translate_command(sub)


def _translate_parser_titles() -> None:
    """The panel titles and marks Typer writes itself (its documented ``rich_utils``
    settings, read when a page is printed)."""
    from typer import rich_utils

    rich_utils.ARGUMENTS_PANEL_TITLE = _("Arguments")
    rich_utils.OPTIONS_PANEL_TITLE = _("Options")
    rich_utils.COMMANDS_PANEL_TITLE = _("Commands")
    rich_utils.REQUIRED_LONG_STRING = _("[required]")
    rich_utils.DEFAULT_STRING = _("[default: {value}]", value="{}")
    if rich_utils.MAX_WIDTH is None:  # COLUMNS=0 printed no help at all, 100000 5.7 MB of it
        rich_utils.MAX_WIDTH = max(40, min(shutil.get_terminal_size().columns, 500))


class HelpContext(typer.Context):
    """The parser's context, which translates the tree's texts before a help page."""

    def get_help(self) -> str:
        from kitgen.cli.metavars import fresh_words
        from kitgen.core.messages import language

        root = self.find_root().command
        if getattr(root, "kitgen_help_language", None) is None:  # once: the texts change
            fresh_words(root)  # the registered games as they are now (before translating)
            root.kitgen_help_language = language()  # type: ignore[attr-defined]
            add_examples(root)  # the examples are part of a help page only
            _translate_command(root)
        _translate_parser_titles()
        own = self.command.get_help_option(self)
        if own is not None and own.help:
            own.help = text(own.help)
        return super().get_help()

    def make_formatter(self) -> Any:
        formatter = super().make_formatter()
        write_usage = formatter.write_usage

        def usage(prog: str, args: str = "", prefix: str | None = None) -> None:
            write_usage(prog, args, _("Usage: ") if prefix is None else prefix)

        formatter.write_usage = usage  # type: ignore[method-assign]
        return formatter


def add_examples(command: Any, path: str = "") -> None:
    """Set the examples (:mod:`kitgen.core.examples`) as the epilog of ``command`` (the click
    tree of ``kitgen PATH``) and of every command under it that has some."""
    from kitgen.core.examples import command_examples, group_examples

    _add_examples(command, path, command_examples(), group_examples())


def _add_examples(
    command: Any,
    path: str,
    commands: dict[str, tuple[str, ...]],
    groups: dict[str, tuple[str, ...]],
) -> None:
    from kitgen.core.examples import HEADING

    subcommands = getattr(command, "commands", None)
    lines = (groups if subcommands is not None else commands).get(path)
    if lines:
        # Rich help joins single line breaks; a blank line keeps each example on its own line.
        command.epilog = HEADING + "\n\n" + "\n\n".join(f"  $ {line}" for line in lines)
    for name, sub in (subcommands or {}).items():
        _add_examples(sub, f"{path} {name}".strip(), commands, groups)


def use_help_context(command: Any) -> None:
    """Make every command of the tree under ``command`` print its help translated."""
    command.context_class = HelpContext
    for sub in (getattr(command, "commands", None) or {}).values():
        use_help_context(sub)
