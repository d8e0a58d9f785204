"""The options of ``kitgen serve``, declared once: the command line's are generated from
them, and the server (``kitgen.web.serve``) checks them before anything starts — no port
bound, no folder made, no web package imported for a value that is refused."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.messages import N_
from kitgen.core.options import path, settings, switch, text, whole

#: The largest TCP port.
MAX_PORT = 65535


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class ServeOptions:
    """The options of ``kitgen serve``."""

    port: int = whole(
        8000, low=0, high=MAX_PORT, help=N_("The port to listen on, 0 to 65535."), what="port"
    )
    host: str = text(
        "127.0.0.1",
        help=N_("The address to listen on (this computer only)."),
        metavar="HOST",
        max_length=253,  # the longest host name
    )
    lan: bool = switch(
        False, help=N_("Listen on the local network; print its URL and a QR code to scan.")
    )
    data: Path | None = path(
        None,
        help=N_("The folder for games and matches (default: your data folder)."),
        metavar="DIR",
    )
    https: bool = switch(
        False,
        help=N_(
            "Serve over HTTPS with a certificate of its own, kept in the data folder, so "
            "that phones keep the screen on during a game (each browser asks once to trust it)."
        ),
    )
    token: str | None = text(
        None,
        help=N_("The access token (default: KITGEN_TOKEN, else a random one)."),
        metavar="TOKEN",
    )


def serve_options(**given: Any) -> ServeOptions:
    """The options of ``kitgen serve`` from the values given (strings as typed, or Python
    values), checked as every other command's are: the one message for a bad one."""
    return settings(ServeOptions, given, "kitgen serve")
