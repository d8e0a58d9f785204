"""How arguments are shown in help and usage lines: by their own names only.

Kept apart from :mod:`kitgen.cli.usage` (the parser's errors reworded), which compiles its
patterns on import: every command's tree is shaped here, and only an error needs those.
"""

from __future__ import annotations

from typing import Any


def _no_type_shown(*_args: Any, **_kwargs: Any) -> str:
    return ""


def plain_arguments(command: Any) -> None:
    """Show each argument of the tree under ``command`` by its own name only (``FILE``,
    ``EXPR...``): without this, help prints the parser's type beside it (``<str>``,
    ``<file_name>``), a second vocabulary. The help lists an argument's type as its
    type's metavar when it has one, so each argument gets a copy of its type with none."""
    import copy

    for sub in (getattr(command, "commands", None) or {}).values():
        plain_arguments(sub)
    for param in command.params:
        if param.param_type_name == "argument" and param.metavar:
            shown = copy.copy(param.type)
            shown.get_metavar = _no_type_shown
            param.type = shown


def fresh_words(command: Any) -> None:
    """Give each option of the tree under ``command`` whose words are asked for each time
    (:class:`kitgen.cli.declared.AskedWords`: ``--game``, the registered games) the words
    of now, for the help page about to be printed: a game registered after its command's
    module was imported is in it."""
    from kitgen.cli.declared import AskedWords

    for sub in (getattr(command, "commands", None) or {}).values():
        fresh_words(sub)
    for param in command.params:
        if isinstance(param.metavar, AskedWords):
            param.metavar = AskedWords.of(param.metavar.words)
