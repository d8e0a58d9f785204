"""``kitgen serve``: bind the port, print the URL (and a QR code), run uvicorn until Ctrl-C.

The port is bound here before uvicorn starts, so a port in use is refused with one message
(exit 2) instead of a traceback, and uvicorn serves the socket it is handed. The first line
printed is the URL to open, with the access token (like Jupyter).
"""

from __future__ import annotations

import asyncio
import errno
import os
import secrets
import signal
import socket
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from kitgen.api.serve import serve_options
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _

#: The environment variable that sets the token when ``--token`` does not.
TOKEN_VARIABLE = "KITGEN_TOKEN"
#: The shortest token taken from ``--token`` or the environment.
MIN_TOKEN = 8


def make_token(given: str | None) -> str:
    """``--token``, else ``KITGEN_TOKEN``, else a random one of 128 bits (22 characters)."""
    token = given if given is not None else os.environ.get(TOKEN_VARIABLE)
    if token is None:
        return secrets.token_urlsafe(16)
    if len(token) < MIN_TOKEN or not all(c.isalnum() or c in "-_." for c in token):
        raise KitgenError(
            _(
                "the token must be at least {n} letters, digits, '-', '_' or '.' — give a "
                "longer one, or leave it out for a random one",
                n=MIN_TOKEN,
            )
        )
    return token


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port``, or the message for a port in use."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)
    except OSError as err:
        sock.close()
        if err.errno == errno.EADDRINUSE:
            raise KitgenError(
                _(
                    "port {port} is in use on {host} (another kitgen serve, or another "
                    "program) — give another with --port, e.g. --port {other}",
                    port=port,
                    host=host,
                    other=port + 1 if port < 65535 else 8000,
                )
            ) from None
        raise KitgenError(
            _(
                "cannot listen on {host}:{port}: {reason} — give another --host or --port",
                host=host,
                port=port,
                reason=err.strerror or err,
            )
        ) from None
    sock.setblocking(False)
    return sock


def lan_address() -> str:
    """This computer's address on the local network (the interface of the default route;
    a UDP socket is only connected, nothing is sent), or 127.0.0.1 when there is none."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, and nothing is sent
        address: str = probe.getsockname()[0]
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


def qr_text(url: str) -> str:
    """The QR code of ``url`` as text for a terminal (two rows of modules a line)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def own_names(host: str) -> frozenset[str]:
    """The names this server answers to (its Host header): ``localhost``, this computer's
    name (and ``NAME.local``, as phones on the network find it) and ``--host`` when it is a
    name; every address is taken besides (see :class:`kitgen.web.guard.Guard`)."""
    names = {"localhost", host.lower()}
    try:
        machine = socket.gethostname().lower()
        names |= {machine, f"{machine}.local", socket.getfqdn().lower()}
    except OSError:
        pass
    return frozenset(n for n in names if n)


def _stopping(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _terminate_as_interrupt() -> Any:
    """SIGTERM (``kill``, systemd, Docker stopping the server) ends the server as Ctrl-C
    does: uvicorn shuts down gracefully and raises the signal again when it is done, which
    then lands here — not in the default action that ends the process with exit 143 and no
    "stopped" line. The handler it replaced (None outside the main thread, where no
    handler can be set)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGTERM, _stopping)


def _ending_streams_first(config: Any, stopping: asyncio.Event) -> Any:
    """uvicorn's server for ``config``, whose shutdown first tells the pages' event streams
    to end (``stopping``: each ends within a quarter of a second): a phone's open page would
    otherwise hold Ctrl-C for the whole grace (``timeout_graceful_shutdown``), and its stream
    be cut rather than ended."""
    import uvicorn

    class Server(uvicorn.Server):
        async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
            stopping.set()
            await super().shutdown(sockets)

    return Server(config)


def url_of(host: str, port: int, token: str, scheme: str = "http") -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}:{port}/?token={token}"


def trust_note(made: bool, fingerprint: str) -> list[str]:
    """What ``kitgen serve --https`` says of its certificate: the question each phone's
    browser asks once, and the fingerprint to compare."""
    lines = [
        _(
            "The first time, each phone's browser warns that the connection is not private: "
            "the certificate is this computer's own, made by kitgen serve, not one the browser "
            'knows. Tap "Advanced", then "Proceed" (Safari: "Show Details", then "visit '
            'this website"); that phone is not asked again while the certificate is kept.'
        ),
        _("Certificate fingerprint (SHA-256): {fingerprint}", fingerprint=fingerprint),
    ]
    if made:
        lines.insert(
            0,
            _(
                "A new certificate was made for this server's addresses: a phone that trusted "
                "an earlier one is asked once more."
            ),
        )
    return lines


def serve(
    *, out: TextIO | None = None, ready: Callable[[], None] | None = None, **given: Any
) -> int:
    """Run the server with the options ``given`` (:class:`ServeOptions`: ``port``, ``host``,
    ``lan``, ``data``, ``https``, ``token``) until Ctrl-C (or SIGTERM); 0 when it stopped
    cleanly. With ``https`` it serves TLS with the certificate kept in the data folder
    (:mod:`kitgen.web.certificate`)."""
    options = serve_options(**given)
    secret = make_token(options.token)
    host = options.host
    if options.lan and host == "127.0.0.1":
        host = "0.0.0.0"
    import uvicorn

    from kitgen.web.app import create_app
    from kitgen.web.store import Store, default_data

    out = out or sys.stdout
    folder = options.data if options.data is not None else default_data()
    if options.https:
        from kitgen.web.certificate import check_installed

        check_installed()
    Store(folder).prepare()  # an unusable data folder is refused before the port is taken
    sock = bind(host, options.port)
    port = sock.getsockname()[1]
    shown = lan_address() if host in ("0.0.0.0", "::") else host
    names = own_names(host)
    certificate = None
    if options.https:
        from kitgen.web.certificate import ensure

        try:
            certificate = ensure(Path(folder), host, names, lan_address())
        except BaseException:
            sock.close()
            raise
    url = url_of(shown, port, secret, "https" if certificate else "http")
    stopping = asyncio.Event()
    try:
        app = create_app(folder, secret, url=url, hosts=names, stopping=stopping)
    except BaseException:
        sock.close()
        raise
    print(url, file=out, flush=True)
    if options.lan:
        print(_("Every phone on this network: scan the code, or open the link."), file=out)
        print(qr_text(url), file=out, flush=True)
        print(_("Rule cards with this code on them: kitgen cards all --qr {url}", url=url),
              file=out)  # fmt: skip
    if certificate is not None:
        for line in trust_note(certificate.made, certificate.fingerprint):
            print(line, file=out)
    print(_("Games are kept in {folder}. Ctrl-C stops the server.", folder=folder), file=out,
          flush=True)  # fmt: skip
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=2,
        lifespan="on",
        server_header=False,
        ssl_certfile=str(certificate.path) if certificate else None,
    )
    server = _ending_streams_first(config, stopping)
    if ready is not None:
        ready()
    terminated = _terminate_as_interrupt()
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
        if terminated is not None:
            signal.signal(signal.SIGTERM, terminated)
    print(_("kitgen serve stopped."), file=out, flush=True)
    return 0
