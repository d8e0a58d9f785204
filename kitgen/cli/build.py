"""``kitgen build``: every output the kits list in ``templates/build.toml``."""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tomllib
from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli import complete
from kitgen.cli.options import JsonOpt, OutOpt
from kitgen.core.errors import KitgenError, unknown_choice
from kitgen.files.templates import template, templates_dir
from kitgen.make.output import WrittenFile, files_json, files_summary


def load_steps() -> dict[str, list[list[str]]]:
    """Each kit's build steps, ``{templates}`` replaced by the shipped templates folder."""
    data = tomllib.loads(template("build.toml").read_text(encoding="utf-8"))
    root = str(templates_dir())
    return {
        kit: [[arg.replace("{templates}", root) for arg in step] for step in entry["steps"]]
        for kit, entry in data.items()
    }


def step_error(printed: str) -> str:
    """The error message a failed ``--json`` step printed (its last JSON line)."""
    for line in reversed(printed.splitlines()):
        try:
            data = json.loads(line)
        except ValueError:
            continue
        if isinstance(data, dict) and isinstance(data.get("error"), dict):
            return str(data["error"].get("message"))
    return "it printed no message"


def build(
    kit: Annotated[
        str,
        typer.Argument(
            help="Which kit to build, or 'all'.", metavar="[KIT]", autocompletion=complete.kits
        ),
    ] = "all",
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """Build every output the kit specs list (PDFs, laser files, previews) into --out."""
    from kitgen.cli.app import INTERRUPTED, run

    kits = load_steps()
    if kit != "all" and kit not in kits:
        raise unknown_choice("kit", kit, [*kits, "all"])
    steps = [step for name, entry in kits.items() if kit in ("all", name) for step in entry]
    written: list[WrittenFile] = []
    with typer.progressbar(steps, label=f"building {kit}", file=sys.stderr) as bar:
        for step in bar:
            captured = io.StringIO()
            with contextlib.redirect_stdout(captured):
                code = run([*step, "--out", str(out), "--json"])
            if code == INTERRUPTED:
                raise KeyboardInterrupt
            if code != 0:
                raise KitgenError(
                    f"step 'kitgen {' '.join(step)}' failed (exit {code}): "
                    f"{step_error(captured.getvalue())}"
                )
            for entry in json.loads(captured.getvalue())["files"]:
                written.append(WrittenFile(Path(entry["path"]), entry["kind"], entry["pages"]))
    # Several steps may rewrite one shared file (a count sheet): list each file once.
    written = list({f.path: f for f in written}.values())
    typer.echo(files_json(written) if json_out else files_summary(written))
