"""``kitgen serve`` — the referees and the kit maker in the browser (``kitgen.web``).

Thin: parse the options and start the server. The web stack (Starlette, uvicorn, Jinja2) is
imported only when the command runs, never by the referee commands.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.core.messages import N_

#: The largest TCP port.
MAX_PORT = 65535


def serve(
    port: Annotated[
        str,
        typer.Option("--port", help=N_("The port to listen on, 0 to 65535."), metavar="N"),
    ] = "8000",
    host: Annotated[
        str,
        typer.Option(
            "--host", help=N_("The address to listen on (this computer only)."), metavar="HOST"
        ),
    ] = "127.0.0.1",
    lan: Annotated[
        bool,
        typer.Option(
            "--lan", help=N_("Listen on the local network; print its URL and a QR code to scan.")
        ),
    ] = False,
    data: Annotated[
        Path | None,
        typer.Option(
            "--data",
            help=N_("The folder for games and matches (default: your data folder)."),
            metavar="DIR",
            show_default=False,
        ),
    ] = None,
    token: Annotated[
        str | None,
        typer.Option(
            "--token",
            help=N_("The access token (default: KITGEN_TOKEN, else a random one)."),
            metavar="TOKEN",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Serve every referee and kit to the phones at the table: open the printed link.

    The first line printed is the URL with its access token. Ctrl-C stops the server.
    """
    from kitgen.core.errors import KitgenError

    number = port.strip()
    if not (number.isascii() and number.isdigit()) or int(number) > MAX_PORT:
        raise KitgenError(
            f"--port {port!r} is not a port — give a whole number from 0 to {MAX_PORT}"
        )
    try:
        from kitgen.web.serve import serve as run
    except ImportError as err:  # a stripped install without the web packages
        raise KitgenError(
            f"kitgen serve needs {err.name}, which is not installed — pip install kitgen "
            "(it brings starlette, uvicorn, jinja2, segno and platformdirs)"
        ) from None
    raise typer.Exit(run(host=host, port=int(number), lan=lan, data=data, token=token))
