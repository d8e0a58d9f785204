"""``kitgen serve`` — the referees and the kit maker in the browser (``kitgen.web``).

Thin: the options are generated from their declarations (``kitgen.api.serve.ServeOptions``)
and the server is started with them. The web stack (Starlette, uvicorn, Jinja2) is imported
only when the command runs, after the options are checked, never by the referee commands.
"""

from __future__ import annotations

from typing import Any

import typer

from kitgen.api.serve import ServeOptions
from kitgen.cli.declared import declared


@declared(ServeOptions)
def serve(**options: Any) -> None:
    """Serve every referee and kit to the phones at the table: open the printed link.

    The first line printed is the URL with its access token. Ctrl-C stops the server.
    """
    from kitgen.core.errors import KitgenError
    from kitgen.core.messages import _
    from kitgen.web.serve import serve as run

    try:
        code = run(**options)
    except ImportError as err:  # a stripped install without the web packages
        raise KitgenError(
            _(
                "kitgen serve needs {name}, which is not installed — add the web packages "
                "where kitgen is installed (pip install starlette uvicorn jinja2 segno "
                "platformdirs), or install kitgen again from its checkout (pipx install .)",
                name=err.name,
            )
        ) from None
    raise typer.Exit(code)
