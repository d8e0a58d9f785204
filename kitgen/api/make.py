"""``kitgen.make``: build what a kit command builds, from Python."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from kitgen.core.errors import unknown_choice
from kitgen.core.messages import _
from kitgen.core.options import names_of, settings
from kitgen.maker.commands import COMMANDS as COMMANDS
from kitgen.maker.output import Made as Made
from kitgen.maker.output import Output


def groups() -> dict[str, str]:
    """The help of each group of kit commands (``board``, ``calibrate``, ``cards``)."""
    from kitgen.maker.commands import GROUPS
    from kitgen.maker.commands.cards import HELP as CARDS

    return {**GROUPS, "cards": CARDS}


def command_module(command: str) -> ModuleType:
    """The module of kit command ``command`` (``"tiles"``, ``"board binary"``...)."""
    key = " ".join(command.split())
    if key not in COMMANDS:
        raise unknown_choice("kit command", command, COMMANDS)
    return importlib.import_module(COMMANDS[key])


def out_folder(out: str | Path) -> Path:
    """The output folder ``out``; an empty name is refused (``Path("")`` is the current one)."""
    if not str(out).strip():
        from kitgen.core.errors import KitgenError

        raise KitgenError(_("--out is empty — give the folder to write into, e.g. --out output"))
    return Path(out)


def make(command: str, out: str | Path = "output", **options: Any) -> Made:
    """Build what ``kitgen COMMAND`` builds into the folder ``out``, and return the files.

    ``options`` are the command's options by their names in snake_case (``paper="letter"``,
    ``laser=True``, ``bed="k40"``, ``back_offset="1,-0.5"``); strings are read as the command
    line reads them. An unknown name or a bad value raises :class:`kitgen.KitgenError` with
    the command line's message. ``lang="nl"`` prints the sheets' texts in Dutch (default: the
    language in use, ``kitgen.core.messages``).
    """
    lang = options.pop("lang", None)
    if lang is not None:
        from kitgen.core.messages import use_language

        with use_language(str(lang)):
            return make(command, out, **options)
    from kitgen.maker.options import check_conflicts

    module = command_module(command)
    chosen = settings(module.OPTIONS, options, f"kitgen {command}")
    given = {name: getattr(chosen, name) for name in options}
    check_conflicts(module.CONFLICTS, given, names_of(module.OPTIONS))
    folder = out_folder(out)
    preview = bool(getattr(chosen, "preview", False))
    dpi = float(getattr(chosen, "dpi", 100.0))
    result: Made = module.build(chosen, Output(folder, preview=preview, dpi=dpi))
    return result
