"""``kitgen templates``: the shipped templates listed, and one copied out to start your own.

A copy is the starting point of your own spec (``kitgen templates copy tiles-xor``, edit
it, ``kitgen tiles --spec tiles-xor.toml``); the name alone reads the shipped one
(``--spec tiles-xor``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError, cited, display_name
from kitgen.core.messages import N_, _
from kitgen.core.options import switch, text
from kitgen.files.templates import find_template, shipped_templates


@dataclass(frozen=True, kw_only=True)
class TemplatesAnswer(Answer):
    """Every shipped template: ``[{"name", "kind", "file", "about"}]``."""

    templates: list[dict[str, Any]]


@dataclass(frozen=True, kw_only=True)
class CopiedAnswer(Answer):
    """A template copied: its name and the file written."""

    template: str
    path: str


#: ``kitgen templates --help``.
HELP = N_(
    "The shipped templates (each game's kit specs and card texts, the laser settings): "
    "list them, or copy one to edit. A template's name is taken wherever a spec "
    "file is (--spec tiles-xor)."
)


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class CopyOptions:
    """``kitgen templates copy NAME``: which template, and whether to overwrite."""

    name: str | None = text(
        None,
        help=N_("The template's name (kitgen templates list)."),
        metavar="NAME",
        complete="template_names",
        argument=True,
    )
    force: bool = switch(False, help=N_("Overwrite a file of that name in DIR."))


def templates() -> TemplatesAnswer:
    """The shipped templates, with the kind of file each is and what it holds."""
    every = shipped_templates()
    width = max(len(t.name) for t in every)
    lines = [f"{t.name:<{width}}  {t.about}" for t in every]
    lines.append("")
    lines.append(
        _(
            "Copy one to edit it: kitgen templates copy NAME [DIR]; or give its name where "
            "a file is taken (--spec tiles-xor)."
        )
    )
    return TemplatesAnswer(
        ok=True,
        reason=None,
        templates=[
            {"name": t.name, "kind": t.kind, "file": t.file_name, "about": t.about} for t in every
        ],
        text="\n".join(lines),
    )


def copy_template(name: str, folder: str | Path = ".", *, force: bool = False) -> CopiedAnswer:
    """Write the shipped template ``name`` into ``folder`` (created if missing) under its
    own file name; an existing file is kept unless ``force``."""
    from kitgen.files.targets import what_is
    from kitgen.files.writing import write_bytes

    found = find_template(name)
    if not str(folder).strip():  # Path("") would be here
        raise KitgenError(
            _("the folder name is empty — give the folder to copy into, or none to copy here")
        )
    where = Path(folder)
    if where.exists() and not where.is_dir():
        raise KitgenError(
            _(
                "{folder} is {kind}, not a folder — give the folder to copy into",
                folder=display_name(where),
                kind=what_is(where.stat().st_mode),
            )
        )
    target = where / found.file_name
    if target.exists() and not force:
        raise KitgenError(
            _(
                "{target} already exists — edit it, give another folder, or add --force to "
                "overwrite it",
                target=display_name(target),
            )
        )
    where.mkdir(parents=True, exist_ok=True)
    write_bytes(target, found.path.read_bytes())
    text = _(
        "Wrote {target}, a copy of the shipped {kind} {name}: edit it, then give it to {commands}.",
        target=display_name(target),
        kind=_(found.kind),
        name=cited(found.name),
        commands=found.taken,
    )
    return CopiedAnswer(ok=True, reason=None, template=found.name, path=str(target), text=text)
