"""The web application of ``kitgen serve`` (Starlette): the JSON API, the pages, the docs.

:func:`create_app` builds it around a data folder and an access token; the safety layer
(:mod:`kitgen.web.guard`) wraps it. Every command runs through :class:`Web.execute`: light
ones in the thread pool, heavy ones in the worker processes (:mod:`kitgen.web.work`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from kitgen.core import games
from kitgen.core.answer import json_only
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, check_language, use_language
from kitgen.web import docs, pages, tournaments
from kitgen.web.guard import ASGIApp, Guard, Receive, Scope, Send
from kitgen.web.state import (
    JSON_HEADERS,
    JSON_TYPE,
    Headers,
    Web,
    error_answer,
    json_bytes,
)
from kitgen.web.store import Store
from kitgen.web.work import Work

#: The smallest answer sent compressed (an API answer or a page): below it the gzip header
#: outweighs what it saves.
GZIP_MINIMUM = 500
#: The largest answer compressed on the event loop; a larger one is compressed in a thread.
GZIP_INLINE = 128 * 1024


def gzipped(body: bytes) -> bytes:
    import gzip

    return gzip.compress(body, 6, mtime=0)


class Api:
    """``POST /api/<command path>``: the command's ``--json`` object, or its zip.

    Plain ASGI, the busiest route (a check from every phone at the table): the body as
    the guard handed it on and the answer sent as it is, no request or response object
    built around them, and compressed here (a JSON answer of :data:`GZIP_MINIMUM` bytes
    or more, to a client that takes gzip), not by the pages' middleware, whose work on
    every answer cost a twentieth of a check's time. :class:`Front` hands it a ``POST``
    straight from the guard."""

    def __init__(self, shared: Web) -> None:
        self.shared = shared

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            status, body, headers = await self.answer(scope, receive)
            # a JSON answer (a kit's zip is compressed already)
            if len(body) >= GZIP_MINIMUM and JSON_HEADERS[0] in headers:
                headers.append((b"vary", b"Accept-Encoding"))
                if takes_gzip(scope):
                    if len(body) <= GZIP_INLINE:
                        body = gzipped(body)
                    else:
                        body = await asyncio.to_thread(gzipped, body)
                    headers.append((b"content-encoding", b"gzip"))
        except Exception:
            # a crash: Starlette's 500 as the route had it, sent through the guard (its
            # security headers), then raised on for uvicorn to log
            crashed = [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", b"21")]
            await send({"type": "http.response.start", "status": 500, "headers": crashed})
            await send({"type": "http.response.body", "body": b"Internal Server Error"})
            raise
        start = [(b"content-length", str(len(body)).encode()), *headers]
        await send({"type": "http.response.start", "status": status, "headers": start})
        await send({"type": "http.response.body", "body": body})

    async def answer(self, scope: Scope, receive: Receive) -> tuple[int, bytes, Headers]:
        """The status, the body and the headers of the answer."""
        path = scope["path_params"]["path"]
        kind = b""
        for name, value in scope["headers"]:
            if name == b"content-type":
                kind = value.split(b";")[0].strip()
                break
        if kind != JSON_TYPE:
            return error_answer(
                _("send the arguments as a JSON object (Content-Type: application/json)"), 415
            )
        try:
            body = json.loads(as_text(await read_body(receive)))
        except (ValueError, RecursionError):
            return error_answer(_("the request body is not JSON — send one JSON object"), 422)
        if not isinstance(body, dict):
            return error_answer(
                _('send one JSON object of the arguments, e.g. {"expr": "1+1=10"}'), 422
            )
        shared = self.shared
        lang = body.pop("lang", None)  # --lang, as on the command line
        if lang is None:
            with json_only():  # the answer's JSON object is sent, never its printed text
                outcome = await shared.answer(path, body)
        else:
            try:
                code = check_language(str(lang)[:20])
            except KitgenError as err:
                return error_answer(str(err))
            with use_language(code), json_only():
                outcome = await shared.answer(path, body)
        if outcome.kit is not None:
            disposition = f'attachment; filename="{outcome.kit.name}.zip"'
            zipped = [(b"content-type", b"application/zip"),
                      (b"content-disposition", disposition.encode())]  # fmt: skip
            return 200, outcome.kit.zip, zipped
        if outcome.answer is None:
            return error_answer(outcome.message, outcome.status)
        headers = list(JSON_HEADERS)
        if outcome.ident:
            where = "game" if path.strip("/").startswith("game") else "code/match"
            headers.append((b"location", f"/{where}/{outcome.ident}".encode()))
            headers.append((b"x-kitgen-id", outcome.ident.encode()))
        # an old key's warning, as the command line's on stderr (the body is the --json):
        # a JSON string, so a header in plain ASCII whatever the language
        headers += [(b"x-kitgen-warning", json.dumps(said).encode()) for said in outcome.warnings]
        return 200, json_bytes(outcome.answer.as_json()), headers


def as_text(raw: bytes) -> str | bytes:
    """A JSON body as text when it is UTF-8 as it should be (an object's ``{`` then no NUL
    byte: what ``json.loads`` itself decodes as UTF-8), else as it came, for ``json.loads``
    to find its encoding (UTF-16, a BOM); a third of the parse's time on a check."""
    if raw[:1] == b"{" and raw[1:2] != b"\x00":
        try:
            return raw.decode("utf-8", "surrogatepass")
        except UnicodeDecodeError:
            pass  # json.loads says the same of it
    return raw


def takes_gzip(scope: Scope) -> bool:
    """Whether the request's ``Accept-Encoding`` names gzip (as Starlette's middleware
    reads it)."""
    for name, value in scope["headers"]:
        if name == b"accept-encoding":
            return b"gzip" in value
    return False


class Front:
    """What the guard hands a request to: a ``POST /api/…`` straight to :class:`Api`
    (it answers its own errors, and a crash with Starlette's 500, and compresses its own
    answers), every other request to the Starlette application ``app`` behind the gzip
    middleware (the same route answers a GET with 405 there)."""

    def __init__(self, app: ASGIApp, api: Api) -> None:
        self.app, self.api = app, api

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "POST":
            path = scope["path"]
            if path.startswith("/api/"):
                scope["path_params"] = {"path": path[5:]}
                await self.api(scope, receive, send)
                return
        await self.app(scope, receive, send)


async def read_body(receive: Receive) -> bytes:
    """The whole body of the request (at most the guard's limit: it read it first)."""
    chunks = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b""
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            return b"".join(chunks)


async def asset(request: Request) -> Response:
    from kitgen.web import assets

    name = request.path_params["name"]
    found = assets.font(name) if request.url.path.startswith("/fonts/") else assets.static(name)
    if found is None:
        return Response(_("not found"), 404, media_type="text/plain")
    headers = {"cache-control": "public, max-age=86400", "etag": f'"{found.version}"'}
    if request.headers.get("if-none-match") == f'"{found.version}"':
        return Response(status_code=304, headers=headers)
    body = found.body
    if "gzip" in request.headers.get("accept-encoding", "") and len(found.gzipped) < len(body):
        body = found.gzipped
        headers["content-encoding"] = "gzip"
    headers["vary"] = "Accept-Encoding"
    return Response(body, media_type=found.kind, headers=headers)


async def not_found(request: Request, exc: Exception) -> Response:
    """An address with no page: the start page's look and a way back, not a bare "Not Found"
    (a link mistyped, or kept from another server)."""
    from kitgen.core.errors import cited

    message = _("there is no page at {path} on this server — check the address",
                path=cited(request.url.path, 100))  # fmt: skip
    return pages.render(request, "missing.html", 404, message=message)


def create_app(
    data: str | Path,
    token: str,
    *,
    processes: int = 2,
    light_seconds: float = 10.0,
    heavy_seconds: float = 30.0,
    rate: float = 20.0,
    burst: float = 120.0,
    url: str = "",
    hosts: frozenset[str] | None = None,
    stopping: asyncio.Event | None = None,
) -> Guard:
    """The application: the routes behind the safety layer, games kept under ``data``;
    ``url`` is the link ``kitgen serve`` printed (the one the rule cards' QR code carries);
    ``hosts`` the names it answers to (None: any). Pages and JSON are sent compressed to a
    browser that takes gzip (the events stream is not)."""
    store = Store(data)
    store.prepare()
    work = Work(processes, light_seconds, heavy_seconds)

    shared = Web(store, token, work, url)
    if stopping is not None:  # kitgen serve sets it when its shutdown begins
        shared.stopping = stopping

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:
            shared.stopping.set()
            work.close()

    api = Api(shared)
    routes = [
        Route("/api/{path:path}", api, methods=["POST"]),
        Route("/openapi.json", docs.openapi_json),
        Route("/docs", docs.docs_page),
        Route("/static/{name}", asset),
        Route("/fonts/{name}", asset),
        *pages.routes(),
        *tournaments.routes(),
        *(route for game in games.games() if game.web for route in game.load(game.web)()),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={404: not_found})
    app.state.web = shared
    from starlette.middleware.gzip import GZipMiddleware

    front = Front(GZipMiddleware(app, minimum_size=GZIP_MINIMUM), api)
    return Guard(front, token, rate=rate, burst=burst, table_language=store.table_language,
                 hosts=hosts)  # fmt: skip
