"""``kitgen serve`` — the referees and the kit maker in the browser (``kitgen.web``).

Thin: parse the options and start the server. The web stack (Starlette, uvicorn, Jinja2) is
imported only when the command runs, never by the referee commands.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def serve(
    port: Annotated[
        int, typer.Option("--port", help="The port to listen on.", metavar="N", min=0, max=65535)
    ] = 8000,
    host: Annotated[
        str, typer.Option("--host", help="The address to listen on (this computer only).")
    ] = "127.0.0.1",
    lan: Annotated[
        bool,
        typer.Option(
            "--lan", help="Listen on the local network; print its URL and a QR code to scan."
        ),
    ] = False,
    data: Annotated[
        Path | None,
        typer.Option(
            "--data",
            help="The folder for games and matches (default: your data folder).",
            metavar="DIR",
            show_default=False,
        ),
    ] = None,
    token: Annotated[
        str | None,
        typer.Option(
            "--token",
            help="The access token (default: KITGEN_TOKEN, else a random one).",
            metavar="TOKEN",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Serve every referee and kit to the phones at the table: open the printed link.

    The first line printed is the URL with its access token. Ctrl-C stops the server.
    """
    try:
        from kitgen.web.serve import serve as run
    except ImportError as err:  # a stripped install without the web packages
        from kitgen.core.errors import KitgenError

        raise KitgenError(
            f"kitgen serve needs {err.name}, which is not installed — pip install kitgen "
            "(it brings starlette, uvicorn, jinja2, segno and platformdirs)"
        ) from None
    raise typer.Exit(run(host=host, port=port, lan=lan, data=data, token=token))
