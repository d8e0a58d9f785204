"""Nim's own page of ``kitgen serve`` (its record's ``web``): the heap sizes, as text."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from tests.registry.nim import heap_sizes


async def heaps(request: Request) -> Response:
    return PlainTextResponse("Nim heaps: " + " ".join(heap_sizes()))


def routes() -> list[Route]:
    return [Route("/nim/heaps", heaps)]
