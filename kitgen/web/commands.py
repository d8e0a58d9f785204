"""Every referee and kit command as an endpoint: ``POST /api/<command path>``.

A command takes a JSON object (or a web form) whose keys are the command line's argument and
option names in snake_case (``{"expr": "1+1=10", "order": "left"}`` for ``kitgen check EXPR
--order left``), where a FILE of the command line is the id of a game or match the server
gave out (``"game": ID``, ``"match": ID``). The referee commands are the one list's
(:mod:`kitgen.core.referees`, which the command line is made from too): their own arguments
(:class:`Param`) and their options come from their declarations (``kitgen.core.options``),
and the library checks their values. An
option that names a file on the server (``--rules``, ``--spec``, ``--texts``) is not taken:
nothing a request says becomes a path.

The answer is the command's ``--json`` object (``Answer.as_json()``); a kit command answers
with the files it made, as one zip. No web framework is imported here: the worker processes
that run the heavy commands load this module alone.
"""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
import zipfile
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError, cited
from kitgen.core.games import GameRecord, names
from kitgen.core.messages import N_, _
from kitgen.core.options import Declared, check_value, declarations, unknown_option
from kitgen.core.referees import Referee
from kitgen.web.store import Store

ParamKind = Literal["text", "whole", "switch", "names", "game", "match"]

#: The longest text argument read (an expression, a move, a code): the command line's limit
#: of characters in one argument is far above what a player types.
MAX_TEXT = 10_000
#: The most names in a list argument (players, rows, leftovers).
MAX_NAMES = 100
#: The most characters of text in a quick command's request that is answered on the event
#: loop itself, with no hand-over to a thread: far more than a line of the board holds
#: (15 tiles), and measured at most 2 ms of work (``check --explain`` of 120 characters of
#: ``1x1x…``), so it never holds up the other requests for long. Longer ones go to the threads.
QUICK_TEXT = 120


@dataclass(frozen=True)
class Param:
    """One of a command's own arguments: from its declaration (:func:`declared`, checked by
    it, with its help), or written here when no declaration takes it as the web does (a game
    or match id, which the command line takes as a FILE)."""

    name: str
    kind: ParamKind
    help: str
    required: bool = False
    default: Any = None
    declared: Declared | None = field(default=None, compare=False)


def declared(cls: type, *names: str, required: bool = False) -> tuple[Param, ...]:
    """The own arguments ``names`` of declaration ``cls``, under the command line's names
    (``--not-cracked`` is ``not_cracked``), with its help and checked by it."""
    found = {d.name: d for d in declarations(cls)}
    made = []
    for name in names:
        d = found[name]
        # an argument by its name in the command's usage (EXPR, [KIT]), an option by its flag
        key = re.sub("[^a-z0-9_]", "", (d.option.metavar or d.name).lower())
        kind: ParamKind = {"whole": "whole", "switch": "switch", "names": "names"}.get(
            d.option.kind, "text"
        )  # type: ignore[assignment]
        default = None if d.default in ((), False) else d.default
        made.append(Param(key if d.option.argument else api_name(d), kind, d.option.help,
                          required, default, d))  # fmt: skip
    return tuple(made)


@dataclass(frozen=True)
class Command:
    """One endpoint: the command path, its parameters, how it runs, what it answers."""

    path: str
    summary: str
    run: Callable[[Store, dict[str, Any]], Any]
    params: tuple[Param, ...] = ()
    groups: tuple[type, ...] = ()
    #: Declared options the command does not take (``kitgen.api.check.IGNORED`` for ``check``).
    skip: frozenset[str] = frozenset()
    #: Heavy work (a search, a solver, a kit) runs in a worker process with its own limit.
    heavy: bool = False
    #: Quick work: no file touched, and the work bounded by the length of the input (a
    #: check, a feedback): a short request runs on the event loop (see :func:`quick`).
    quick: bool = False
    #: ``answer``: the ``--json`` object; ``kit``: a zip of the files made.
    answers: Literal["answer", "kit"] = "answer"
    #: The command changes a stored game or match (live pages are told).
    changes: str = ""
    #: Old keys still taken, for a release, by old key: the key that replaced it and the
    #: message when both are given (``row``: the command line's ``--row``, now ``played``);
    #: see :func:`deprecations`.
    renamed: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    #: The declared options the command cannot run without, by their API name (the command
    #: line's ``required=``: ``staeda check`` needs ``target``, ``hand`` and ``table``).
    needs: tuple[str, ...] = ()
    #: The declared options by their API name, filled in by :func:`_options`.
    options: dict[str, Declared] = field(default_factory=dict, compare=False)

    @property
    def schema(self) -> str:
        return self.path

    def names(self) -> list[str]:
        return [p.name for p in self.params] + list(self.options)


def api_name(declared: Declared) -> str:
    """An option's name in a request: its flag in snake_case (``--is`` is ``is``)."""
    return declared.flag[2:].replace("-", "_")


def _options(command: Command) -> Command:
    own = {p.name for p in command.params}
    for group in command.groups:
        for d in declarations(group):
            if d.option.kind == "path" or d.name in command.skip or d.name in own:
                continue
            command.options.setdefault(api_name(d), d)
    return command


# -- reading a request --------------------------------------------------------------------------


def _bad(name: str, wanted: str, value: Any) -> KitgenError:
    return KitgenError(
        _("{name} must be {wanted}, not {value}", name=name, wanted=wanted, value=cited(value, 60))
    )


def read_param(param: Param, value: Any) -> Any:
    """A request's value for ``param``, as the library takes it (forms give strings)."""
    if param.declared is not None:
        return read_declared(param.declared, value)
    kind, name = param.kind, param.name
    if kind in ("text", "game", "match"):
        if isinstance(value, int | float) and not isinstance(value, bool) and kind == "text":
            value = str(value)
        if not isinstance(value, str):
            raise _bad(name, _("a text"), value)
        if len(value) > MAX_TEXT:
            raise KitgenError(
                _("{name} is {n} characters long — give at most {most}", name=name,
                  n=f"{len(value):,}", most=f"{MAX_TEXT:,}")
            )  # fmt: skip
        return value
    if kind == "whole":
        if isinstance(value, str) and value.strip().lstrip("-").isdigit() and len(value) < 12:
            return int(value)
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**9:
            raise _bad(name, _("a whole number"), value)
        return value
    if kind == "switch":
        if isinstance(value, str) and value.lower() in ("on", "true", "1", "yes", ""):
            return value.lower() != ""
        if isinstance(value, str) and value.lower() in ("off", "false", "0", "no"):
            return False
        if not isinstance(value, bool):
            raise _bad(name, _("true or false"), value)
        return value
    items = value.splitlines() if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(v, str) for v in items):
        raise _bad(name, _("a list of texts"), value)
    items = [v.strip() for v in items if v.strip()]
    if len(items) > MAX_NAMES or sum(len(v) for v in items) > MAX_TEXT:
        raise KitgenError(_("{name}: too many, or too long — give at most {most}", name=name,
                            most=MAX_NAMES))  # fmt: skip
    return items


def read_declared(declared: Declared, value: Any) -> Any:
    """A request's value for a declared argument, checked by its declaration (the one
    message for a bad value); a form's list is one entry a line."""
    if declared.option.kind == "names" and isinstance(value, str):
        value = [v for v in value.replace("\r", "").split("\n") if v.strip()]
    if declared.name == "players":
        # "Ann,Bob" as on the command line, one a line from a form, or the names themselves
        # as kitgen.game.new takes them
        from kitgen.core.names import players_given

        if isinstance(value, str):
            value = ",".join(v for v in value.replace("\r", "").split("\n") if v.strip())
        return players_given(value)
    return check_value(declared, value)


def deprecations(command: Command, body: Mapping[str, Any]) -> list[str]:
    """The warnings of the old keys ``body`` gives (``row``), as the command line's
    ``warning:`` lines say them for its old spellings."""
    from kitgen.core.answer import deprecation

    return [
        deprecation(cited(old), cited(new))
        for old, (new, _both) in command.renamed.items()
        if old in body
    ]


def read_request(command: Command, body: Mapping[str, Any]) -> dict[str, Any]:
    """The arguments of ``command`` from a request's object: every key known, every own
    argument read, every option checked against its declaration (by the library's rules)."""
    by_name = {p.name: p for p in command.params}
    values: dict[str, Any] = {}
    for key, value in body.items():
        if key in command.renamed:
            new, both = command.renamed[key]
            if new in body:
                raise KitgenError(_(both))
            key = new
        if key in by_name:
            if value is not None:
                values[key] = read_param(by_name[key], value)
        elif key in command.options:
            declared = command.options[key]
            if value is None or (value == "" and declared.option.kind != "text"):
                continue
            if declared.option.kind == "names" and isinstance(value, str):
                value = [v for v in value.replace("\r", "").split("\n") if v.strip()]
            check_value(declared, value)  # the one message for a bad value
            values[declared.name] = value
        else:
            raise unknown_option(key, command.names(), f"kitgen {command.path}")
    needed = [p.name for p in command.params if p.required and p.name not in values]
    needed += [n for n in command.needs if command.options[n].name not in values]
    if needed:
        raise Missing(command.path, needed[0])
    return values


class Missing(KitgenError):
    """A request without an argument its command needs: the API names its key, a page
    the label of its field (:func:`kitgen.web.pages.run_form`)."""

    def __init__(self, command: str, name: str) -> None:
        super().__init__(_("kitgen {command} needs {name} — give it", command=command, name=name))
        self.name = name


# -- running ----------------------------------------------------------------------------------


def _scrub(data: Any, path: Path, ident: str) -> Any:
    """``data`` with the server's path of a game or match replaced by its id."""
    if isinstance(data, str):
        return data.replace(str(path), ident)
    if isinstance(data, list):
        return [_scrub(v, path, ident) for v in data]
    if isinstance(data, dict):
        return {k: _scrub(v, path, ident) for k, v in data.items()}
    return data


def scrubbed(answer: Answer, path: Path, ident: str) -> Answer:
    """``answer`` as the web gives it: no server path in any field or the text."""
    import dataclasses

    changes = {
        f.name: _scrub(getattr(answer, f.name), path, ident)
        for f in dataclasses.fields(answer)
        if f.init
    }
    return dataclasses.replace(answer, **changes)


@dataclass(frozen=True)
class Created:
    """The answer of a command that starts a game or match, and the id it was given."""

    answer: Answer
    ident: str


def given_players(values: dict[str, Any]) -> list[str]:
    """The names of ``player`` repeated, then of ``players``, as the command line takes them."""
    from kitgen.core.names import players_given

    return players_given(values.pop("players", None), values.pop("player", None))


def _call(
    game: GameRecord, referee: Referee, params: tuple[Param, ...]
) -> Callable[[Store, dict[str, Any]], Answer]:
    """The call of ``referee``'s library function, as the command line's makes it
    (:func:`kitgen.cli.declared.answering`): its FILE the stored file of the id given, each
    own argument by name where the function takes that name, else in order (``None`` when
    not given), the options by name."""
    names = {p.name: p.declared.name for p in params if p.declared is not None}
    own = [p.name for p in params if p.kind not in ("game", "match")]
    known: list[tuple[Callable[..., Answer], frozenset[str]]] = []  # found at the first call

    def function_of() -> tuple[Callable[..., Answer], frozenset[str]]:
        """The library function and the names it takes by keyword, looked up once (its
        signature cost a tenth of a quick check's time when read at every request)."""
        if not known:
            import inspect

            function = game.load(referee.function)
            takes = inspect.signature(function).parameters
            keyword = frozenset(n for n, p in takes.items()
                                if p.kind is not inspect.Parameter.POSITIONAL_ONLY)  # fmt: skip
            known.append((function, keyword))
        return known[0]

    def run(store: Store, v: dict[str, Any]) -> Answer:
        function, by_name = function_of()
        first: list[Any] = []
        path = ident = None
        if referee.file:
            ident = v.pop(referee.file)
            path = store.path(referee.file, ident)
            first.append(path)
        first += [v.pop(key, None) for key in own if names.get(key, key) not in by_name]
        given = {names.get(key, key): value for key, value in v.items()}
        found: Answer = function(*first, **given)
        if referee.file == "match" and path is not None and ident is not None:
            return scrubbed(found, path, ident)
        return found

    return run


@dataclass(frozen=True)
class Kit:
    """What a kit command made: the zip of its files, its ``--json`` object, the name."""

    zip: bytes
    made: dict[str, Any]
    name: str
    preview: bytes | None = None
    #: The one file made, when only one was (its name and bytes): a page may give it bare.
    single: tuple[str, bytes] | None = None


def _zip(folder: Path) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            archive.write(path, path.relative_to(folder).as_posix())
    return buffer.getvalue()


def _kit_call(command: str) -> Callable[[Store, dict[str, Any]], Kit]:
    def run(store: Store, v: dict[str, Any]) -> Kit:
        from kitgen.api.make import make

        with tempfile.TemporaryDirectory(prefix="kitgen-web-") as folder:
            made = make(command, folder, **v)
            files = [p for p in Path(folder).rglob("*") if p.is_file()]
            single = (files[0].name, files[0].read_bytes()) if len(files) == 1 else None
            return Kit(_zip(Path(folder)), made.as_json(), f"kitgen-{command.replace(' ', '-')}",
                       single=single)  # fmt: skip

    return run


def kit_preview(command: str, values: dict[str, Any]) -> bytes:
    """The first preview picture (PNG) of what kit ``command`` makes with ``values``."""
    from kitgen.api.make import make

    with tempfile.TemporaryDirectory(prefix="kitgen-web-") as folder:
        made = make(command, folder, **{**values, "preview": True})
        pictures = [Path(f.path) for f in made.files if str(f.path).endswith(".png")]
        if not pictures:
            raise KitgenError(_("kitgen {command} draws no preview", command=command))
        return pictures[0].read_bytes()


def _build(store: Store, v: dict[str, Any]) -> Kit:
    from kitgen.api.build import build

    kit = v.pop("kit", "all")
    with tempfile.TemporaryDirectory(prefix="kitgen-web-") as folder:
        made = build(kit, folder, **v)
        return Kit(_zip(Path(folder)), made.as_json(), f"kitgen-build-{kit}")


# -- the table --------------------------------------------------------------------------------


GAME = Param("game", "game", N_("The game's id (from game new)."), required=True)
MATCH = Param("match", "match", N_("The match's id (from code match new)."), required=True)


def _table() -> dict[str, Command]:
    return {c.path: _options(c) for c in (*referee_commands(), *_kit_commands())}


def referee_commands() -> list[Command]:
    """An endpoint for every referee command of the list (:mod:`kitgen.core.referees`):
    its own arguments and its options from their declarations, the id of a stored game or
    match for its FILE (no other path is taken)."""
    from kitgen.core import games

    found = []
    for game in games.games():
        for referee in game.referees:
            found.append(referee_command(game, referee))
    return found


def referee_command(game: GameRecord, referee: Referee) -> Command:
    """The endpoint of one referee command."""
    from kitgen.core.options import declaration

    params: list[Param] = []
    for arg in referee.own_arguments():
        cls = game.load(arg.declaration)
        if declaration(cls, arg.name).option.kind == "path":
            if arg.name == "file" and referee.file:
                params.append(GAME if referee.file == "game" else MATCH)
            continue  # a file on the server: nothing a request says becomes a path
        params.extend(declared(cls, arg.name, required=arg.required))
    if referee.options is None:
        groups: tuple[type, ...] = (game.rules_class(),)
    else:
        groups = tuple(game.load(name) for name in referee.options)
    run = game.load(referee.web) if referee.web else _call(game, referee, tuple(params))
    renamed = {old: (new, game.load(said)) for old, new, said in referee.renamed}
    return Command(referee.path(game.name), referee.summary, run, tuple(params), groups,
                   frozenset(game.load(referee.skip)) if referee.skip else frozenset(),
                   heavy=referee.heavy, quick=referee.quick,
                   changes=referee.file if referee.changes else "", renamed=renamed,
                   needs=referee.required)  # fmt: skip


def _kit_commands() -> list[Command]:
    from kitgen.api.build import BuildOptions
    from kitgen.api.forms import kit_commands

    found = [
        Command(f"make {kit.path}", kit.summary, _kit_call(kit.path), (), (kit.options,),
                heavy=True, answers="kit")
        for kit in kit_commands()
    ]  # fmt: skip
    kit = declared(BuildOptions, "kit")  # its --paper too; its --file is a path: not taken
    found.append(Command("build", N_("Every file of a kit."), _build, kit, (BuildOptions,),
                         heavy=True, answers="kit"))  # fmt: skip
    return found


#: The endpoints, made once for each set of registered games.
_TABLES: dict[tuple[str, ...], dict[str, Command]] = {}


def commands() -> dict[str, Command]:
    """Every endpoint by command path (``"game play"``)."""
    key = names()
    found = _TABLES.get(key)
    if found is None:
        found = _TABLES[key] = _table()
    return found


def command(path: str) -> Command:
    """The endpoint of ``path`` (``game/play`` or ``game play``), or the one message."""
    table = commands()
    found = table.get(path)  # as the command line spells it (``check``): found at once
    if found is not None:
        return found
    key = " ".join(path.replace("/", " ").split())
    found = table.get(key)
    if found is None:
        from kitgen.core.errors import unknown_choice

        raise unknown_choice("command", key[:60], list(table))
    return found


def quick(command: Command, values: Mapping[str, Any]) -> bool:
    """Whether ``command`` with checked ``values`` is answered on the event loop: a quick
    command whose texts hold at most :data:`QUICK_TEXT` characters in all."""
    if not command.quick:
        return False
    size = 0
    for value in values.values():
        if isinstance(value, str):
            size += len(value)
        elif isinstance(value, list | tuple):
            size += sum(len(str(v)) for v in value)
    return size <= QUICK_TEXT


def run(store_root: str, path: str, values: dict[str, Any], lang: str, asked: bool = True) -> Any:
    """Run command ``path`` with checked ``values`` in ``lang`` (``asked``: picked, not just
    the browser's) — what a worker process calls: an answer, a :class:`Kit`, or a
    :class:`KitgenError` raised."""
    with speaking(lang, asked):
        return command(path).run(Store(store_root), dict(values))


@contextlib.contextmanager
def speaking(lang: str, asked: bool) -> Iterator[None]:
    """Speak ``lang`` in the block; ``asked`` False: as a locale's, a card without texts in
    it falls back to English."""
    from kitgen.core.messages import use_language

    with use_language(lang, asked=asked):
        yield


def tournament_sheet(store_root: str, ident: str, lang: str = "en", asked: bool = True) -> bytes:
    """The wall sheet (A4 PDF) of tournament ``ident`` in ``lang`` (what a worker process
    calls): ``kitgen tournament show --sheet``'s."""
    from kitgen.api.tournament import show

    with speaking(lang, asked), tempfile.TemporaryDirectory(prefix="kitgen-web-") as folder:
        written = Path(folder) / "sheet.pdf"
        show(Store(store_root).path("tournament", ident), sheet=written)
        return written.read_bytes()


def picture(store_root: str, kind: str, ident: str, draw: str, lang: str = "en",
            asked: bool = True) -> bytes:  # fmt: skip
    """A picture of stored file ``ident`` of ``kind`` in ``lang``, drawn by ``draw``
    (``"module:function"`` taking the file's path: a game's board, named by its pages),
    what a worker process calls."""
    import importlib

    module, _sep, name = draw.partition(":")
    drawn: Callable[[Path], bytes] = getattr(importlib.import_module(module), name)
    with speaking(lang, asked):
        return drawn(Store(store_root).path(kind, ident))


def preview(
    store_root: str, path: str, values: dict[str, Any], lang: str, asked: bool = True
) -> bytes:
    """A kit's preview picture (what a worker process calls for the kit maker page)."""
    with speaking(lang, asked):
        return kit_preview(command(path).path.removeprefix("make "), dict(values))
