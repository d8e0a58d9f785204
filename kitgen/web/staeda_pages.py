"""Stæða's pages of ``kitgen serve`` (its record's ``web``): the referee page ``/staeda``
(targets, a claim, the solver, a round, the end of the game) and the game at the table
(:mod:`kitgen.web.staeda_table`)."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from kitgen.web import pages, staeda_table

#: The page's form actions -> their commands, the first the one run when none is named.
ACTIONS = {"solve": "staeda solve", "targets": "staeda targets", "check": "staeda check",
           "round": "staeda round", "over": "staeda over"}  # fmt: skip


async def staeda_page(request: Request) -> Response:
    from kitgen.api.staeda import RANKS, rank_shown

    ranks = [rank_shown(rank) for rank in RANKS]  # the letters of the page's language
    return await pages.referee_page(request, "staeda", ACTIONS, "staeda.html", ranks=ranks)


def routes() -> list[Route]:
    """Its routes: the referee page, then the game at the table's."""
    return [Route("/staeda", staeda_page, methods=["GET", "POST"]), *staeda_table.routes()]
