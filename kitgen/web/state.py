"""What every route shares: the store, the work pools, the templates (:class:`Web`)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

from starlette.requests import Request
from starlette.responses import Response

from kitgen.core.answer import Answer, dumps, error_json
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, language, language_asked, languages, n_, name
from kitgen.core.wording import choice_word, score_text
from kitgen.web import commands
from kitgen.web.store import Store
from kitgen.web.work import Overloaded, Work

TEMPLATES = Path(__file__).resolve().parent / "templates"


def templates() -> Any:
    """The Jinja2 environment (autoescape on for every template)."""
    import jinja2

    from kitgen.web import assets

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.globals.update(_=_, n_=n_, version=assets.version)
    env.filters["score"] = score_text  # a score as a person reads it: −18
    env.globals["choice_word"] = choice_word  # a choice as the language says it
    env.globals.update(languages=languages, language_name=name)  # the folders, when shown
    return env


JSON = "application/json"


@dataclass(frozen=True)
class Outcome:
    """What a command gave: an answer or a kit (HTTP 200), or the one error message."""

    status: int
    answer: Answer | None = None
    kit: commands.Kit | None = None
    message: str = ""
    #: The request's key of the argument its command needed and did not get.
    missing: str = ""
    #: The id of the game or match it started.
    ident: str = ""
    #: The warnings of the old keys the request gave (``row``), as the command line's
    #: ``warning:`` lines on stderr: the answer itself stays the ``--json`` object.
    warnings: tuple[str, ...] = ()


class Web:
    """What the routes share: the store, the work pools, the templates, the live games."""

    def __init__(self, store: Store, token: str, work: Work, url: str = "") -> None:
        self.store = store
        self.token = token
        self.work = work
        #: The link to this server that ``kitgen serve`` printed (with ``--lan``, the one
        #: on the local network), with its token; empty when it was not started by it.
        self.url = url
        self.templates = templates()
        self.pictures: dict[tuple[str, str, str, int, str], asyncio.Future[bytes]] = {}
        self.stopping = asyncio.Event()
        #: The phones that have a game open, by game: what each says it is (a seat, or ""
        #: watching), as its events stream was opened.
        self.present: dict[str, dict[object, str]] = {}

    async def execute(self, command: commands.Command, values: dict[str, Any]) -> Any:
        """Run ``command`` with checked ``values`` where its weight says: a short quick one
        here on the event loop (in the request's language already), a light one in the
        thread pool, a heavy one in a worker process (:mod:`kitgen.web.work`)."""
        if commands.quick(command, values):
            return command.run(self.store, dict(values))
        root, lang, asked = str(self.store.root), language(), language_asked()
        if command.heavy:
            what = _("kitgen {command}", command=command.path)
            return await self.work.heavy("run", root, command.path, values, lang, asked,
                                         what=what)  # fmt: skip
        return await self.work.light(commands.run, root, command.path, values, lang, asked)

    async def answer(self, path: str, body: dict[str, Any]) -> Outcome:
        """Command ``path`` on the request object ``body``."""
        try:
            command = commands.command(path)
        except KitgenError as err:
            return Outcome(404, message=str(err))
        try:
            values = commands.read_request(command, body)  # cheap: bounded by the body limit
            found = await self.execute(command, values)
        except commands.Missing as err:
            return Outcome(400, message=str(err), missing=err.name)
        except KitgenError as err:
            return Outcome(400, message=str(err))
        except Overloaded as err:
            return Outcome(503, message=str(err))
        warned = tuple(commands.deprecations(command, body)) if command.renamed else ()
        if isinstance(found, commands.Kit):
            return Outcome(200, kit=found, warnings=warned)
        if isinstance(found, commands.Created):
            return Outcome(200, answer=found.answer, ident=found.ident, warnings=warned)
        return Outcome(200, answer=found, warnings=warned)

    async def picture(self, kind: str, ident: str, draw: str, fixed: bool = False) -> bytes:
        """A picture of stored file ``ident`` of ``kind`` in the request's language, drawn by
        ``draw`` (``"module:function"`` taking the file's path, :func:`commands.picture`) in a
        worker once per version of the file and language (``fixed``: once per file and
        language, a picture that does not change with it, as a game's empty board)."""
        path = self.store.path(kind, ident)
        lang, asked = language(), language_asked()
        key = (kind, ident, draw, -1 if fixed else path.stat().st_mtime_ns, lang)
        found = self.pictures.get(key)
        if found is None:
            if len(self.pictures) > 64:
                self.pictures.clear()
            found = asyncio.get_running_loop().create_future()
            self.pictures[key] = found
            try:
                svg = await self.work.heavy("picture", str(self.store.root), kind, ident, draw,
                                            lang, asked)  # fmt: skip
                found.set_result(svg)
            except BaseException as err:
                self.pictures.pop(key, None)
                found.set_exception(err)
                found.exception()  # retrieved: whoever waits on it is told
                raise
        return await asyncio.shield(found)


def web(request: Request) -> Web:
    found: Web = request.app.state.web
    return found


async def followed(
    state: Web, version: Callable[[], str], who: Callable[[], str] | None = None
) -> AsyncIterator[bytes]:
    """The server-sent events of a page that follows a file (a game, a match, a tournament):
    ``hello`` with its version, ``change`` within a second of ``version()`` changing,
    ``presence`` with ``who()`` (the phones there) when it changes, and a comment after 15 s
    of quiet so that no proxy closes the stream; until the server stops."""
    seen = version()
    told = "" if who is None else who()
    yield f"retry: 1000\nevent: hello\ndata: {seen}\n\n".encode()
    if who is not None:
        yield f"event: presence\ndata: {told}\n\n".encode()
    quiet = 0.0
    while not state.stopping.is_set():
        await asyncio.sleep(0.25)
        now = version()
        if who is not None and (here := who()) != told:
            told = here
            yield f"event: presence\ndata: {here}\n\n".encode()
        if now != seen:
            seen, quiet = now, 0.0
            yield f"event: change\ndata: {now}\n\n".encode()
        else:
            quiet += 0.25
            if quiet >= 15:
                quiet = 0.0
                yield b": still here\n\n"


def presence_stream(request: Request, kind: str, version: Callable[[Store, str], str]) -> Response:
    """The events stream of a page with seats (a game, a match, a Stæða game) that follows
    the file of ``kind`` the path's ``ident`` names (:func:`followed`; 404 with the reason
    when there is none; ``version`` tells its changes), telling every phone who is
    connected: the seat this phone says it is (``?seat=``, "" watching) counted while its
    stream is open."""
    import json

    from starlette.responses import StreamingResponse

    state = web(request)
    ident = request.path_params["ident"]
    try:
        state.store.path(kind, ident)
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")
    seat = request.query_params.get("seat", "")[:MAX_SEAT]
    present = state.present.setdefault(ident, {})
    me = object()

    def who() -> str:
        names = set(present.values())
        return json.dumps({"seats": sorted(n for n in names if n),
                           "watching": sum(1 for n in present.values() if not n)},
                          ensure_ascii=False)  # fmt: skip

    async def stream() -> AsyncIterator[bytes]:
        present[me] = seat
        try:
            async for event in followed(state, lambda: version(state.store, ident), who):
                yield event
        finally:
            present.pop(me, None)

    headers = {"cache-control": "no-store", "x-accel-buffering": "no"}
    return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)


#: The longest seat name a phone may say it is (a player's name is shorter).
MAX_SEAT = 80


def table_url(request: Request) -> str:
    """The link a phone at the table opens this server with, token and all: the one
    ``kitgen serve`` printed, else the address this request came to."""
    state = web(request)
    if state.url:
        return state.url
    host = request.headers.get("host", "")[:300] or "127.0.0.1"
    return f"{request.url.scheme}://{host}/?token={state.token}"


#: Response headers as ASGI sends them.
Headers = list[tuple[bytes, bytes]]
JSON_TYPE = JSON.encode()
#: The headers of a JSON answer (an answer is never kept by a cache).
JSON_HEADERS: Headers = [(b"content-type", JSON_TYPE), (b"cache-control", b"no-store")]


def json_response(data: Any, status: int = 200) -> Response:
    return Response(
        json_bytes(data), status, media_type=JSON, headers={"cache-control": "no-store"}
    )


def json_bytes(data: Any) -> bytes:
    """``data`` as the JSON body of an answer: UTF-8, a lone surrogate a request carried
    (``"\\ud800"`` in its JSON) written back as the same JSON escape, never a 500."""
    return dumps(data).encode("utf-8", "backslashreplace")


def error_answer(message: str, status: int = 400) -> tuple[int, bytes, Headers]:
    """The error object of ``message``: status, body and headers, as the API sends it."""
    return status, json_bytes(error_json(message)), list(JSON_HEADERS)


async def form_of(request: Request) -> dict[str, str]:
    """A form's fields (the last value of each name: a checkbox after its hidden off)."""
    body = (await request.body()).decode("utf-8", "replace")
    return dict(parse_qsl(body, keep_blank_values=True))
