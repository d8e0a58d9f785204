"""The shipped templates: where they live (in a checkout ``templates/``, installed in the
package), their names (``kitgen templates list``), and a name given where a file is taken.

Every option that takes a spec, card texts or laser settings accepts a shipped template's
name as well as a file: ``--spec tiles-xor`` reads the shipped XOR tile set. A file of that
name in the current folder wins; a template of another kind is refused by name.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from pathlib import Path

from kitgen.core import games
from kitgen.core.errors import KitgenError, cited, unknown_choice
from kitgen.core.messages import N_, _, languages, name

_PACKAGE = Path(__file__).resolve().parents[1]  # kitgen/

#: The kinds of template no game brings, as the messages name them (``_(kind)`` in the
#: language in use); each game's own kinds are beside its templates (its record's
#: ``templates``).
CARD_TEXTS = N_("card texts")
LASER_SETTINGS = N_("laser settings")
BUILD_FILE = N_("build file")

#: The most characters of a template name kitgen looks up (longer names are files).
MAX_NAME = 40


def templates_dir() -> Path:
    installed = _PACKAGE / "shipped_templates"
    return installed if installed.is_dir() else _PACKAGE.parent / "templates"


def template(*parts: str) -> Path:
    """The path of a shipped template, e.g. ``template("binary", "tiles.toml")``."""
    return templates_dir().joinpath(*parts)


@dataclass(frozen=True)
class Template:
    """One shipped template: its name, its kind, what it holds, where it is, the commands
    that take a file of its kind, and the name of a copy (default: the shipped file's)."""

    name: str
    kind: str
    about: str
    parts: tuple[str, ...]
    taken: str
    copy_name: str = ""

    @property
    def path(self) -> Path:
        return template(*self.parts)

    @property
    def file_name(self) -> str:
        """The name of a copy: the shipped file's, or the one it is given (a kit's that
        says what it is)."""
        return self.copy_name or self.parts[-1]


#: The shipped templates no game brings.
_FIXED = (
    Template(
        "laser-materials",
        LASER_SETTINGS,
        N_("Laser speed, power and passes per bed preset, for 3 mm birch plywood."),
        ("laser", "materials.toml"),
        "--material, with --laser",
    ),
    Template(
        "build",
        BUILD_FILE,
        N_("What kitgen build makes: each kit's files, with their papers and languages."),
        ("build.toml",),
        "kitgen build --file",
    ),
)


def shipped_templates() -> tuple[Template, ...]:
    """Every shipped template, the card texts of each game in each language included (what
    each holds said in the language in use)."""
    own: list[Template] = []
    for game_record in games.games():
        if game_record.templates is not None:
            own.extend(game_record.load(game_record.templates))
    cards = [replace(t, about=_(t.about)) for t in (*own, *_FIXED)]
    folder = template("cards")
    for path in sorted(folder.glob("*.*.toml")) if folder.is_dir() else []:
        game, _sep, lang = path.name.removesuffix(".toml").partition(".")
        record = games.lookup(game)
        if record is not None and record.name == game and lang:
            about = _(
                "The texts of the {game} cards, in {language}.",
                game=_(record.title),
                language=name(lang) if lang in languages() else lang,
            )
            taken = "kitgen cards ... --texts"
            cards.append(
                Template(f"cards-{game}-{lang}", CARD_TEXTS, about, ("cards", path.name), taken)
            )
    return tuple(cards)


def find_template(name: str, kinds: Collection[str] = ()) -> Template:
    """The shipped template called ``name``; an unknown name is refused with the list (of
    the templates of ``kinds`` only, where given: those the option takes)."""
    every = shipped_templates()
    for found in every:
        if found.name == name.strip().lower():
            return found
    err = unknown_choice("template", name, [t.name for t in every if not kinds or t.kind in kinds])
    raise KitgenError(_("{error}; see them with kitgen templates list", error=err))


def is_file_name(value: str | Path) -> bool:
    """Whether ``value``, given where a file or a shipped template's name is taken, is a
    file: an existing one, or anything that looks like a path (longer than a template's
    name, or with a folder or a suffix in it)."""
    text = str(value)
    return Path(value).exists() or len(text) > MAX_NAME or any(c in text for c in "/\\.")


def spec_file(value: str | Path, kind: str) -> Path:
    """The file to read for ``value``, given where a file of ``kind`` is taken.

    An existing file, or anything that looks like a path, is itself. Otherwise a shipped
    template's name is that template's file (a template of another kind is refused); any
    other bare name is refused with the templates of ``kind``.
    """
    path = Path(value)
    text = str(value)
    if is_file_name(value):
        return path
    for found in shipped_templates():
        if found.name == text.lower():
            if found.kind != kind:
                same = [t.name for t in shipped_templates() if t.kind == kind]
                raise KitgenError(
                    _(
                        "the template {name} is the shipped {kind}, for {commands} — here "
                        "give a {wanted}: a file, or one of: {names}",
                        name=cited(found.name),
                        kind=_(found.kind),
                        commands=found.taken,
                        wanted=_(kind),
                        names=", ".join(same),
                    )
                )
            return found.path
    from difflib import get_close_matches

    same = [t.name for t in shipped_templates() if t.kind == kind]
    close = get_close_matches(text.lower(), same, n=1, cutoff=0.6)
    values = {"name": cited(text), "kind": _(kind), "names": ", ".join(same)}
    if close:
        raise KitgenError(
            _(
                "{name} is neither a file nor a shipped template — give the path of your "
                "{kind} file, or one of: {names} (did you mean {close}?)",
                close=cited(close[0]),
                **values,
            )
        )
    raise KitgenError(
        _(
            "{name} is neither a file nor a shipped template — give the path of your "
            "{kind} file, or one of: {names}",
            **values,
        )
    )
