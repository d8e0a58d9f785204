"""``kitgen.build``: every output a kit lists in ``templates/build.toml``, made by the library.

Each kit lists its steps: a kit command and its options by their names in the Python API
(``{command = "tiles", paper = "a4", backs = true}``), run with :func:`kitgen.make`. A front
end that shows progress runs :func:`build_steps` through :func:`run_steps` itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError, unknown_choice
from kitgen.maker.output import Made, WrittenFile


@dataclass(frozen=True)
class Step:
    """One step of a kit's build: a kit command (``"board binary"``) and its options."""

    command: str
    options: Mapping[str, Any]

    def argv(self) -> list[str]:
        """The step as the command line's words: ``["tiles", "--paper", "a4", "--backs"]``."""
        words = self.command.split()
        for name, value in self.options.items():
            if name in _ARGUMENTS.get(self.command, ()):
                words.append(str(value))
            elif value is True:
                words.append("--" + name.replace("_", "-"))
            elif value is not False:
                words += ["--" + name.replace("_", "-"), str(value)]
        return words

    @property
    def command_line(self) -> str:
        return " ".join(["kitgen", *self.argv()])


def kits() -> dict[str, tuple[Step, ...]]:
    """Each kit's steps, in order; ``{templates}`` in a value is the shipped templates folder."""
    import tomllib

    from kitgen.files.templates import template, templates_dir

    data = tomllib.loads(template("build.toml").read_text(encoding="utf-8"))
    root = str(templates_dir())

    def step(table: Mapping[str, Any]) -> Step:
        options = {
            name: value.replace("{templates}", root) if isinstance(value, str) else value
            for name, value in table.items()
            if name != "command"
        }
        return Step(table["command"], options)

    return {kit: tuple(step(table) for table in entry["steps"]) for kit, entry in data.items()}


def build_steps(kit: str = "all") -> tuple[Step, ...]:
    """The steps of ``kit`` (``binary``, ``icecream``, ``staeda``), or of every kit (``all``)."""
    every = kits()
    if kit != "all" and kit not in every:
        raise unknown_choice("kit", kit, [*every, "all"])
    return tuple(step for name, steps in every.items() if kit in ("all", name) for step in steps)


def run_step(step: Step, out: str | Path = "output") -> Made:
    """Run one step into ``out``; a failure names the step."""
    from kitgen.api.make import make

    try:
        return make(step.command, out, **step.options)
    except KitgenError as err:
        raise KitgenError(f"step '{step.command_line}' failed (exit 2): {err}") from err


def run_steps(steps: Iterable[Step], out: str | Path = "output") -> Made:
    """Run ``steps`` in order into ``out``: every file written, each once (a later step may
    rewrite a file, such as a count sheet, that an earlier one wrote)."""
    from kitgen.api.make import out_folder

    folder = out_folder(out)
    files: dict[Path, WrittenFile] = {}
    warnings: dict[str, None] = {}
    for step in steps:
        made = run_step(step, folder)
        for f in made.files:
            files[f.path] = WrittenFile(f.path, f.kind, f.pages)
        warnings |= dict.fromkeys(made.warnings)
    return Made(tuple(files.values()), warnings=tuple(warnings))


def build(kit: str = "all", out: str | Path = "output") -> Made:
    """Build every output ``kit`` lists in ``templates/build.toml`` (``all``: every kit's)
    into the folder ``out``, and return the files, as ``kitgen build KIT --out OUT`` does."""
    return run_steps(build_steps(kit), out)


#: The options the command line takes as arguments (``cards score-sheets GAME``): how a
#: step is shown in a message.
_ARGUMENTS: dict[str, tuple[str, ...]] = {"cards score-sheets": ("game",)}
