"""The safety layer of ``kitgen serve``: one ASGI middleware in front of every request.

In order, for every HTTP request:

0. **Host**: a request whose ``Host`` is a name that is not one of this server's own (its
   names, ``localhost``) is refused with 403 before anything else (a DNS-rebinding page
   cannot reach it); an address (``192.168.1.20:8000``) is always taken.
1. **Rate limit** per client address (a token bucket): past it, 429 with ``Retry-After``.
2. **Token**: ``?token=`` once (a page is then redirected to itself without it, with an
   HttpOnly, SameSite=Strict cookie holding it), the cookie, or ``Authorization: Bearer``.
   Without a right one: 401 and nothing else (a page: a short page in the browser's
   language with a field to paste the token or the link into). Compared in constant time.
3. **Body limit**: a body over :data:`MAX_BODY` bytes gets 413 (by its Content-Length, or
   while it is read).
4. **Cross-site requests**: a request that changes something (any method but GET and HEAD)
   authenticated by the cookie needs the CSRF token: the ``X-CSRF-Token`` header (the pages'
   script) or the ``csrf`` field of a form (the pages without script), and an ``Origin``,
   when the browser sends one, of this server. A Bearer request is a script's, which a
   browser never sends across sites by itself.
5. **Language** of the request's texts: ``?lang=`` (this request), else the phone's own
   (the picker's "for this phone only", the ``kitgen_lang`` cookie), else the table's
   language (the pages' picker, kept with the table's settings), else the first of kitgen's
   languages the browser's ``Accept-Language`` names, else English.
6. **Headers** on every answer: a Content-Security-Policy without inline scripts or styles
   (an answer of the API, JSON or a kit's zip, the strictest: ``default-src 'none'``),
   ``X-Content-Type-Options: nosniff``, ``Referrer-Policy: no-referrer`` (the token never
   leaves in a Referer), ``X-Frame-Options: DENY``, ``Cross-Origin-Opener-Policy:
   same-origin``.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import hmac
import time
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qsl, urlencode

from kitgen.core.messages import _, use_language
from kitgen.web.language import MAX_ACCEPT, request_language

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: The largest request body read, in bytes.
MAX_BODY = 64 * 1024
TOKEN_COOKIE = "kitgen_token"
#: The cookie of a phone's own language (the picker's "for this phone only").
LANG_COOKIE = "kitgen_lang"
CSRF_HEADER = b"x-csrf-token"

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]
#: The policy of the API's answers (``/api/…``: JSON, a kit's zip), which no browser runs as
#: a page: nothing loaded, never framed (as GitHub's API answers). Stricter than the pages',
#: and a quarter of its length on the busiest route: uvicorn's HTTP library checks every
#: header's bytes, the pages' policy a twentieth of a check's time.
API_CSP = b"default-src 'none'; frame-ancestors 'none'"
API_SECURITY_HEADERS = [(b"content-security-policy", API_CSP), *SECURITY_HEADERS[1:]]


def csrf_token(token: str) -> str:
    """The CSRF token of a server with access token ``token`` (what the pages carry)."""
    return hmac.new(token.encode(), b"kitgen csrf", hashlib.sha256).hexdigest()[:32]


class RateLimit:
    """A token bucket per client: ``rate`` requests a second, bursts of ``burst``."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.buckets: dict[str, tuple[float, float]] = {}

    def allow(self, client: str) -> float:
        """0 when the request may go ahead, else the seconds to wait."""
        now = self.clock()
        tokens, then = self.buckets.get(client, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1:
            self.buckets[client] = (tokens, now)
            return (1 - tokens) / self.rate
        if len(self.buckets) > 10_000:  # forget the quiet clients
            self.buckets = {k: v for k, v in self.buckets.items() if now - v[1] < 60}
        self.buckets[client] = (tokens - 1, now)
        return 0.0


def _headers(scope: Scope) -> dict[bytes, bytes]:
    return {k.lower(): v for k, v in scope.get("headers", [])}


def _cookies(headers: dict[bytes, bytes]) -> dict[str, str]:
    raw = headers.get(b"cookie", b"").decode("latin-1")
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(raw)
    except Exception:
        return {}
    return {k: m.value for k, m in jar.items()}


async def _answer(
    send: Send,
    status: int,
    message: str,
    *,
    api: bool,
    extra: list[tuple[bytes, bytes]] = (),  # type: ignore[assignment]
) -> None:
    """A short refusal: the error object for the API, one line of text for a page."""
    if api:
        from kitgen.core.answer import dumps, error_json

        body = dumps(error_json(message)).encode("utf-8", "backslashreplace")
        kind = b"application/json"
    else:
        body = (message + "\n").encode("utf-8", "backslashreplace")
        kind = b"text/plain; charset=utf-8"
    headers = [(b"content-type", kind), (b"content-length", str(len(body)).encode())]
    secure = API_SECURITY_HEADERS if api else SECURITY_HEADERS
    await send({"type": "http.response.start", "status": status,
                "headers": [*headers, *extra, *secure]})  # fmt: skip
    await send({"type": "http.response.body", "body": body})


@dataclass
class Asked:
    """What the guard reads of one HTTP request (the query and the cookies when asked)."""

    path: str
    method: str
    client: str
    headers: dict[bytes, bytes]
    query_string: bytes = b""
    #: How the token came: ``bearer``, ``cookie`` or ``query`` (set by the token check).
    how: str = ""
    #: The ``Set-Cookie`` headers of the answer.
    set_cookies: list[tuple[bytes, bytes]] = field(default_factory=list)

    @classmethod
    def read(cls, scope: Scope) -> Asked:
        client = (scope.get("client") or ("?", 0))[0]
        return cls(scope.get("path", ""), scope.get("method", "GET"), client, _headers(scope),
                   scope.get("query_string", b""))  # fmt: skip

    @functools.cached_property
    def query(self) -> list[tuple[str, str]]:
        if not self.query_string:
            return []
        return parse_qsl(self.query_string.decode("latin-1"), keep_blank_values=True)

    @functools.cached_property
    def cookies(self) -> dict[str, str]:
        return _cookies(self.headers)

    @property
    def api(self) -> bool:
        return self.path.startswith("/api/")

    @property
    def changes(self) -> bool:
        return self.method not in ("GET", "HEAD")

    def given(self, name: str) -> str | None:
        return dict(self.query).get(name) if self.query_string else None


@dataclass(frozen=True)
class Refusal:
    """An answer the guard gives instead of the application's (``page``: an HTML page's
    body, for a browser asking for a page)."""

    status: int
    message: str
    extra: tuple[tuple[bytes, bytes], ...] = ()
    page: str = ""

    async def send(self, send: Send, api: bool) -> None:
        if self.page and not api:
            body = self.page.encode()
            # its own policy: nothing loaded, its one style block by its hash
            secured = [(k, TOKEN_PAGE_CSP if k == b"content-security-policy" else v)
                       for k, v in SECURITY_HEADERS]  # fmt: skip
            headers = [(b"content-type", b"text/html; charset=utf-8"),
                       (b"content-length", str(len(body)).encode()),
                       (b"cache-control", b"no-store"), *self.extra, *secured]  # fmt: skip
            await send({"type": "http.response.start", "status": self.status, "headers": headers})
            await send({"type": "http.response.body", "body": body})
            return
        await _answer(send, self.status, self.message, api=api, extra=list(self.extra))


#: The token page's style (the stylesheet is behind the token): a phone's size, 44 px targets.
TOKEN_PAGE_STYLE = (
    "body{margin:0;font:17px/1.45 system-ui,sans-serif;color:#1a1a1a;background:#fff}"
    "main{max-width:30rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem}"
    "label{display:block;font-weight:bold;margin:1rem 0 .3rem}"
    "input{font:inherit;width:100%;min-height:44px;padding:.4rem .6rem;border:2px solid #767676;"
    "border-radius:6px;box-sizing:border-box}"
    "button{font:inherit;font-weight:bold;min-height:44px;min-width:44px;margin-top:.8rem;"
    "padding:.4rem 1.2rem;border:2px solid #0b5394;border-radius:6px;background:#0b5394;"
    "color:#fff}:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}"
    "h1,p,label{overflow-wrap:anywhere;hyphens:auto}"
)
TOKEN_PAGE_CSP = (
    "default-src 'none'; style-src 'sha256-"
    + base64.b64encode(hashlib.sha256(TOKEN_PAGE_STYLE.encode()).digest()).decode()
    + "'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
).encode()


def token_page(message: str, path: str) -> str:
    """The page a browser gets without the token: what is wrong, and a field to paste the
    token (or the whole link) into, in the language in use."""
    from html import escape

    from kitgen.core.messages import language

    title = escape(_("The table's access token"))
    said = escape(message)
    how = escape(_("Scan the QR code that kitgen serve shows on the computer, or paste its "
                   "link or its token here."))  # fmt: skip
    label, button = escape(_("Link or access token")), escape(_("Open"))
    where = escape(path if path.startswith("/") and not path.startswith("//") else "/")
    return (
        f'<!doctype html>\n<html lang="{escape(language())}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title} · kitgen</title><style>{TOKEN_PAGE_STYLE}</style></head>"
        f"<body><main><h1>{title}</h1><p>{said}</p>"
        f'<p>{how}</p><form method="get" action="{where}"><label for="token">{label}</label> '
        '<input type="text" id="token" name="token" autocomplete="off" autocapitalize="none" '
        f'spellcheck="false" required> <button type="submit">{button}</button></form></main>'
        "</body></html>\n"
    )


def pasted_token(given: str) -> str:
    """The token in what was pasted into the token page: the token, or the link with it."""
    given = given.strip()
    if "token=" in given:
        from urllib.parse import urlsplit

        query = urlsplit(given).query or given.split("?", 1)[-1]
        found = dict(parse_qsl(query)).get("token")
        if found:
            return found
    return given


def host_name(header: str) -> str:
    """The name or address of a ``Host`` header, without its port (``[::1]:80`` is ``::1``)."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    if header.count(":") == 1:
        return header.split(":", 1)[0]
    return header


@functools.lru_cache(maxsize=256)  # asked on every request; a phone sends the same Host
def is_address(name: str) -> bool:
    """Whether ``name`` is an IP address (``192.168.1.20``, ``::1``), not a name."""
    import ipaddress

    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class Guard:
    """The middleware (see the module's docstring) around the application ``app``;
    ``table_language`` gives the language the table picked, if any."""

    def __init__(
        self,
        app: ASGIApp,
        token: str,
        rate: float = 20.0,
        burst: float = 120.0,
        table_language: Callable[[], str | None] = lambda: None,
        hosts: frozenset[str] | None = None,
    ):
        """``hosts``: this server's own names (None: every name taken, as in the tests'
        client); an address is always taken."""
        self.app = app
        self.hosts = None if hosts is None else frozenset(h.lower() for h in hosts)
        #: The ``Host`` headers taken so far, as sent (a phone sends the same one every time).
        self.hosts_taken: set[bytes] = set()
        self.token = token
        self.token_bytes = token.encode()
        #: The ``Authorization`` header as a script usually writes it (compared first, whole).
        self.bearer = b"Bearer " + self.token_bytes
        self.csrf = csrf_token(token)
        self.csrf_bytes = self.csrf.encode()
        self.limit = RateLimit(rate, burst)
        self.table_language = table_language

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        asked = Asked.read(scope)
        refusal = (self.check_host(asked) or self.rate_limit(asked) or self.authenticate(asked)
                   or self.drop_token(asked))  # fmt: skip
        body = b""
        if refusal is None and asked.changes:
            read = await self.read_body(asked, receive)
            if read is None:
                return  # the client went away
            if isinstance(read, Refusal):
                refusal = read
            else:
                body = read
                refusal = self.same_site(asked, body)
        if refusal is not None:
            await refusal.send(send, asked.api)
            return
        await self.forward(scope, asked, body if asked.changes else None, receive, send)

    def check_host(self, asked: Asked) -> Refusal | None:
        """403 for a ``Host`` that names another server (DNS rebinding: a page of another
        site whose name was made to point at this computer)."""
        if self.hosts is None:
            return None
        raw = asked.headers.get(b"host", b"")
        if raw in self.hosts_taken:
            return None
        name = host_name(raw.decode("latin-1")[:300])
        if name in self.hosts or is_address(name):
            if len(self.hosts_taken) >= 256:  # as many as an lru_cache keeps: never unbounded
                self.hosts_taken.clear()
            self.hosts_taken.add(raw)
            return None
        message = _(
            "this server does not answer to the name {host} — open it by the link kitgen "
            "serve printed (its address), or start it with --host {host}",
            host=name[:80] or "''",
        )
        return Refusal(403, message)

    def rate_limit(self, asked: Asked) -> Refusal | None:
        """429 past the client's rate."""
        wait = self.limit.allow(asked.client)
        if not wait:
            return None
        message = _("too many requests from {client} — wait a moment", client=asked.client)
        return Refusal(429, message, ((b"retry-after", str(max(1, round(wait))).encode()),))

    def _right(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), self.token_bytes)

    def authenticate(self, asked: Asked) -> Refusal | None:
        """401 without the right token (Bearer, cookie, or in the query of a GET); every
        comparison with the token in constant time."""
        raw = asked.headers.get(b"authorization", b"")
        if hmac.compare_digest(raw, self.bearer):  # ``Bearer TOKEN``, as scripts send it
            asked.how = "bearer"
            return None
        bearer = raw.decode("latin-1")
        if bearer.lower().startswith("bearer ") and self._right(bearer[7:].strip()):
            asked.how = "bearer"
        elif self._right(asked.cookies.get(TOKEN_COOKIE)):
            asked.how = "cookie"
        elif not asked.changes and self._right(pasted_token(asked.given("token") or "")):
            asked.how = "query"
            cookie = f"{TOKEN_COOKIE}={self.token}; Path=/; HttpOnly; SameSite=Strict"
            asked.set_cookies.append((b"set-cookie", cookie.encode()))
        else:
            message = _(
                "the access token is missing or wrong — open the link kitgen serve printed "
                "(it ends with ?token=…)"
            )
            page = ""
            if not asked.api and asked.method == "GET":
                lang, picked = self.language(asked, table=False)
                with use_language(lang, asked=picked):
                    message = _(
                        "the access token is missing or wrong — open the link kitgen serve "
                        "printed (it ends with ?token=…)"
                    )
                    page = token_page(message, asked.path)
            return Refusal(401, message, ((b"www-authenticate", b"Bearer"),), page)
        return None

    def drop_token(self, asked: Asked) -> Refusal | None:
        """A page opened with ``?token=`` is sent to itself without it (the cookie set)."""
        if asked.how != "query" or asked.api or asked.method != "GET":
            return None
        if asked.path.startswith("/static/"):
            return None
        rest = urlencode([(k, v) for k, v in asked.query if k != "token"])
        where = asked.path + ("?" + rest if rest else "")
        return Refusal(303, where, ((b"location", where.encode()), *asked.set_cookies))

    async def read_body(self, asked: Asked, receive: Receive) -> bytes | Refusal | None:
        """The body, at most :data:`MAX_BODY` bytes (413 past it; None: the client left)."""
        length = asked.headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return Refusal(413, self._too_big())
        chunks: list[bytes] = []
        size = 0
        while True:
            part = await receive()
            if part["type"] == "http.disconnect":
                return None
            chunk = part.get("body", b"")
            size += len(chunk)
            if size > MAX_BODY:
                return Refusal(413, self._too_big())
            chunks.append(chunk)
            if not part.get("more_body"):
                return b"".join(chunks)

    def _too_big(self) -> str:
        return _(
            "the request is larger than {most} KB — send less (a move, a claim, a form)",
            most=MAX_BODY // 1024,
        )

    def same_site(self, asked: Asked, body: bytes) -> Refusal | None:
        """403 for a change authenticated by the cookie that is not from this server's
        pages (a Bearer request is a script's, which a browser never sends by itself)."""
        if asked.how != "cookie":
            return None
        why = self._cross_site(asked.headers, body)
        return Refusal(403, why) if why else None

    def _cross_site(self, headers: dict[bytes, bytes], body: bytes) -> str:
        """Why a cookie-authenticated change is refused as cross-site, or ``""``."""
        origin = headers.get(b"origin", b"").decode("latin-1")
        host = headers.get(b"host", b"").decode("latin-1")
        if origin and origin != "null" and origin.split("://", 1)[-1] != host:
            return _("a request from another site ({origin}) is refused", origin=origin[:80])
        if headers.get(b"sec-fetch-site", b"same-origin") not in (b"same-origin", b"none"):
            return _("a request from another site is refused")
        given = headers.get(CSRF_HEADER, b"").decode("latin-1")
        kind = headers.get(b"content-type", b"").split(b";")[0].strip()
        if not given and kind == b"application/x-www-form-urlencoded":
            given = dict(parse_qsl(body.decode("utf-8", "replace"))).get("csrf", "")
        if not hmac.compare_digest(given.encode(), self.csrf_bytes):
            return _("the form's safety token is missing or old — reload the page and try again")
        return ""

    def language(self, asked: Asked, table: bool = True) -> tuple[str, bool]:
        """The request's language, and whether it was asked for (not just the browser's);
        ``table`` False: not the table's (the token page speaks the browser's)."""
        accept = asked.headers.get(b"accept-language", b"")[:MAX_ACCEPT].decode("latin-1")
        query = asked.given("lang")
        own = asked.cookies.get(LANG_COOKIE) if b"cookie" in asked.headers else None
        return request_language(query and query[:20], self.table_language() if table else None,
                                accept, own and own[:20])  # fmt: skip

    async def forward(
        self, scope: Scope, asked: Asked, body: bytes | None, receive: Receive, send: Send
    ) -> None:
        """The application's answer, in the request's language, with the security headers
        (the body already read is handed on as it was)."""
        lang, picked = self.language(asked)
        scope.setdefault("state", {})["csrf"] = self.csrf
        scope["state"]["lang"] = lang
        replayed = body is None
        secure = API_SECURITY_HEADERS if asked.api else SECURITY_HEADERS

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = dict(message)
                message["headers"] = [*message.get("headers", []), *secure,
                                      *asked.set_cookies]  # fmt: skip
            await send(message)

        with use_language(lang, asked=picked):
            await self.app(scope, replay, secured)
