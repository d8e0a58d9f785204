"""``kitgen.build``: every output a kit lists in ``templates/build.toml`` (or in a build file
of your own, in the same format), made by the library.

The build sorts what it writes into a folder per kit and sheet: ``OUT/KIT/PAPER/`` for what
prints on paper (``output/binary/a4/binary-tiles-a4.pdf``), ``OUT/KIT/laser/`` for laser jobs
(``output/binary/laser/binary-tiles-laser-k40.svg``); the file names are the kit commands'.

Each kit lists its steps: a kit command and its options by their names in the Python API
(``{command = "tiles", paper = "a4", backs = true}``), run with :func:`kitgen.make`. A front
end that shows progress runs :func:`build_steps` through :func:`run_steps` itself. A build
file is read bounded (``kitgen.files``) and every step of it checked — its command, its
options, their values and how they go together — before the first step runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError, cited, display_name, unknown_choice
from kitgen.core.messages import N_, _, n_
from kitgen.core.options import choice, path, text
from kitgen.maker.output import Made, WrittenFile

#: The folder of a kit's laser jobs (beside one per paper size), and of its 3D prints.
LASER_FOLDER = "laser"
PRINT3D_FOLDER = "3d"


@dataclass(frozen=True)
class Step:
    """One step of a kit's build: a kit command (``"board binary"``), its options, and the
    kit it belongs to (a step of no kit writes into the build's folder itself)."""

    command: str
    options: Mapping[str, Any]
    kit: str = ""

    @property
    def folder(self) -> Path:
        """Where the step writes inside the build's folder: ``KIT/PAPER`` for a print
        (``binary/a4``), ``KIT/laser`` for a laser job, ``KIT/3d`` for a 3D print, nothing for
        a step of no kit."""
        if not self.kit:
            return Path()
        from kitgen.api.make import command_module
        from kitgen.core.options import names_of, settings

        module = command_module(self.command)
        rest = {name: value for name, value in self.options.items() if name != "lang"}
        chosen = settings(module.OPTIONS, rest, f"kitgen {self.command}")
        names = names_of(module.OPTIONS)
        if getattr(chosen, "three_d", False) or ("nozzle" in names and "three_d" not in names):
            return Path(self.kit, PRINT3D_FOLDER)  # --3d, or a 3D command (calibrate 3d)
        on_paper = "paper" in names_of(module.OPTIONS) and not getattr(chosen, "laser", False)
        return Path(self.kit, str(chosen.paper) if on_paper else LASER_FOLDER)

    def argv(self) -> list[str]:
        """The step as the command line's words: ``["tiles", "--paper", "a4", "--backs"]``."""
        from kitgen.api.make import command_module
        from kitgen.core.options import declarations

        try:
            flags = {d.name: d.flag for d in declarations(command_module(self.command).OPTIONS)}
        except KitgenError:  # a build file's unknown command: its words as given
            flags = {}
        words = self.command.split()
        for name, value in self.options.items():
            flag = flags.get(name, "--" + name.replace("_", "-"))  # --3d for three_d
            if name in _ARGUMENTS.get(self.command, ()):
                words.append(str(value))
            elif value is True:
                words.append(flag)
            elif value is not False:
                words += [flag, str(value)]
        return words

    @property
    def command_line(self) -> str:
        return " ".join(["kitgen", *self.argv()])


#: The most kits and steps a build file may hold.
@dataclass(frozen=True)
class BuildOptions:
    """``kitgen build``: the kit, the paper of every paper step, your own build file."""

    kit: str = text(
        "all",
        help=N_("Which kit to build, or 'all'."),
        metavar="[KIT]",
        complete="kits",
        argument=True,
    )
    paper: str | None = choice(
        None,
        ("a4", "letter"),
        help=N_("Print every paper step on this paper (a4 or letter) instead of the file's."),
        metavar="a4|letter",
    )
    file: Path | None = path(
        None,
        help=N_(
            "Your own build file (TOML; start from a copy: kitgen templates copy build) "
            "instead of the shipped one."
        ),
    )


MAX_KITS = 50
MAX_STEPS = 500
#: A kit's name, its folder's inside ``--out``: no path ("../x", "/tmp/x"), nothing empty.
KIT_NAME = re.compile(r"\w[\w-]{0,63}")


def kits(file: str | Path | None = None) -> dict[str, tuple[Step, ...]]:
    """Each kit's steps, in order, from ``templates/build.toml`` or the build ``file`` given;
    ``{templates}`` in a value is the shipped templates folder."""
    from kitgen.files.templates import template, templates_dir

    if file is None:
        import tomllib

        data = tomllib.loads(template("build.toml").read_text(encoding="utf-8"))
        what = "templates/build.toml"
    else:
        from kitgen.files.reading import read_toml_file
        from kitgen.files.templates import BUILD_FILE, spec_file

        data = read_toml_file(spec_file(file, BUILD_FILE), "build file")
        what = _("build file {file}", file=display_name(file))
    root = str(templates_dir())
    if not data:
        raise KitgenError(
            _(
                "{what} lists no kit — give tables such as [mykit] with steps = [...], "
                "as in templates/build.toml",
                what=what,
            )
        )
    if len(data) > MAX_KITS:
        raise KitgenError(
            n_(
                "{what} lists {n} kit — give at most {most}",
                "{what} lists {n} kits — give at most {most}",
                len(data),
                what=what,
                most=MAX_KITS,
            )
        )
    found: dict[str, tuple[Step, ...]] = {}
    total = 0
    for kit, entry in data.items():
        if not KIT_NAME.fullmatch(kit) or kit == "all":  # its folder: out/KIT/PAPER
            raise KitgenError(
                _(
                    "{what}: kit {kit} cannot name a folder inside the output folder — name "
                    "it with letters, digits, - and _ (and not all)",
                    what=what,
                    kit=cited(kit),
                )
            )
        steps = entry.get("steps") if isinstance(entry, dict) else None
        if not isinstance(steps, list) or not steps:
            raise KitgenError(
                _(
                    '{what}: kit {kit} has no steps — give steps = [{{ command = "tiles", '
                    'paper = "a4" }}, ...]',
                    what=what,
                    kit=cited(kit),
                )
            )
        total += len(steps)
        if total > MAX_STEPS:
            raise KitgenError(
                _(
                    "{what} lists more than {MAX_STEPS} steps — split it up",
                    what=what,
                    MAX_STEPS=MAX_STEPS,
                )
            )
        found[kit] = tuple(
            _step(
                table,
                _("{what}: kit {kit}, step {step}", what=what, kit=cited(kit), step=n),
                root,
                kit,
            )
            for n, table in enumerate(steps, start=1)
        )
    return found


def _step(table: object, where: str, root: str, kit: str) -> Step:
    """One step of a build file, checked as ``kitgen.make`` checks its arguments."""
    from kitgen.api.make import command_module
    from kitgen.core.messages import check_language
    from kitgen.core.options import names_of, settings
    from kitgen.maker.options import check_conflicts

    if not isinstance(table, dict):
        raise KitgenError(
            _('{where} is not a table — write {{ command = "tiles", ... }}', where=where)
        )
    command = table.get("command")
    if not isinstance(command, str):
        raise KitgenError(
            _('{where} has no command — add command = "tiles" (or another)', where=where)
        )
    options = {
        name: value.replace("{templates}", root) if isinstance(value, str) else value
        for name, value in table.items()
        if name != "command"
    }
    try:
        lang = options.get("lang")
        if lang is not None:  # as kitgen.make takes it: the language the step prints in
            if not isinstance(lang, str):
                raise KitgenError(
                    _('lang = {value} is not a language — write lang = "nl"', value=cited(lang))
                )
            options["lang"] = check_language(lang)
        module = command_module(command)
        rest = {name: value for name, value in options.items() if name != "lang"}
        chosen = settings(module.OPTIONS, rest, f"kitgen {command}")
        given = {name: getattr(chosen, name) for name in rest}
        check_conflicts(module.CONFLICTS, given, names_of(module.OPTIONS))
    except KitgenError as err:
        raise KitgenError(_("{where}: {err}", where=where, err=err)) from None
    return Step(" ".join(command.split()), options, kit)


def build_steps(
    kit: str = "all", paper: str | None = None, file: str | Path | None = None
) -> tuple[Step, ...]:
    """The steps of ``kit`` (``binary``, ``icecream``, ``staeda``, or a kit of the build
    ``file``), or of every kit (``all``); with ``paper``, every step that prints on paper
    prints on that paper (steps of a kit that then repeat another are run once)."""
    every = kits(file)
    if kit != "all" and kit not in every:
        raise unknown_choice("kit", kit, [*every, "all"])
    steps = [step for name, entries in every.items() if kit in ("all", name) for step in entries]
    if paper is None:
        return tuple(steps)
    from kitgen.api.make import command_module
    from kitgen.core.options import names_of
    from kitgen.maker.options import PAPERS

    if paper.lower() not in PAPERS:
        raise unknown_choice("paper", paper, PAPERS)
    seen: dict[tuple[str, str, tuple[tuple[str, str], ...]], Step] = {}
    for step in steps:
        paper_step = not step.options.get("three_d")  # a 3D print has no paper
        if paper_step and "paper" in names_of(command_module(step.command).OPTIONS):
            step = Step(step.command, {**step.options, "paper": paper.lower()}, step.kit)
        options = tuple(sorted((k, repr(v)) for k, v in step.options.items()))
        key = (step.kit, step.command, options)
        seen.setdefault(key, step)
    return tuple(seen.values())


def run_step(step: Step, out: str | Path = "output") -> Made:
    """Run one step into its folder (:attr:`Step.folder`) inside ``out``; a failure names
    the step."""
    from kitgen.api.make import make, out_folder

    try:
        return make(step.command, out_folder(out) / step.folder, **step.options)
    except KitgenError as err:
        raise KitgenError(
            _(
                "step {command_line} failed (exit 2): {err}",
                command_line=cited(step.command_line),
                err=err,
            )
        ) from err


def run_steps(steps: Iterable[Step], out: str | Path = "output") -> Made:
    """Run ``steps`` in order, each into its folder inside ``out``: every file written, each
    once (a later step may rewrite a file, such as a count sheet, that an earlier one wrote)."""
    from kitgen.api.make import out_folder

    folder = out_folder(out)
    files: dict[Path, WrittenFile] = {}
    warnings: dict[str, None] = {}
    for step in steps:
        made = run_step(step, folder)
        for f in made.files:
            files[f.path] = WrittenFile(f.path, f.kind, f.pages, pieces=f.pieces)
        warnings |= dict.fromkeys(made.warnings)
    return Made(tuple(files.values()), warnings=tuple(warnings))


def build(
    kit: str = "all",
    out: str | Path = "output",
    *,
    paper: str | None = None,
    file: str | Path | None = None,
) -> Made:
    """Build every output ``kit`` lists in ``templates/build.toml`` (or in the build
    ``file``; ``all``: every kit's) into the folder ``out``, a folder per kit and paper size
    (``out/binary/a4/``, ``out/binary/laser/``), every paper print on ``paper`` when given, and
    return the files, as ``kitgen build KIT --out OUT`` does."""
    return run_steps(build_steps(kit, paper, file), out)


#: The options the command line takes as arguments (``cards score-sheets GAME``): how a
#: step is shown in a message.
_ARGUMENTS: dict[str, tuple[str, ...]] = {"cards score-sheets": ("game",)}
