"""A lone surrogate in any string a request carries (``{"game": "\\ud800"}``: JSON allows the
escape, UTF-8 cannot write it) is refused with 400 and quoted escaped, on every route and
every argument — the messages that quoted it could not be sent, and the answer was a 500
(#35)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from kitgen.web.commands import commands

from .conftest import BEARER, TOKEN, check_schema

HEADERS = {**BEARER, "content-type": "application/json"}
#: Every argument of every route, by its API name.
ARGUMENTS = [(path, name) for path, cmd in sorted(commands().items()) for name in cmd.names()]


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, dict[str, str]]]:
    """The app (no rate limit: every argument is tried) with a game and a match to name."""
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    data = tmp_path_factory.mktemp("data")
    app = create_app(data, TOKEN, processes=1, heavy_seconds=20, rate=1e6, burst=1e6)
    with TestClient(app, raise_server_exceptions=False) as client:
        game = client.post("/api/game/new", json={"players": "Ann,Bob"}, headers=BEARER)
        match = client.post("/api/code/match/new", json={"players": "Ann,Bob"}, headers=BEARER)
        yield client, {"game": game.headers["x-kitgen-id"], "match": match.headers["x-kitgen-id"]}


def test_every_route_and_argument_is_tried() -> None:
    routes = {path for path, _name in ARGUMENTS}
    assert len(routes) == len(commands()) and len(ARGUMENTS) > 300
    assert ("game show", "game") in ARGUMENTS and ("make tiles", "back_offset") in ARGUMENTS


@pytest.mark.parametrize(("path", "name"), ARGUMENTS)
def test_a_lone_surrogate_is_refused_with_400(table: Any, path: str, name: str) -> None:
    client, ids = table
    body = {k: v for k, v in ids.items() if k in commands()[path].names() and k != name}
    body[name] = "\ud800x"
    response = client.post(
        "/api/" + path.replace(" ", "/"), content=json.dumps(body), headers=HEADERS
    )
    assert response.status_code == 400, response.text
    data = response.json()
    check_schema(path, data)
    assert data["ok"] is False and "\n" not in data["error"]["message"]


def test_the_id_is_quoted_escaped(table: Any) -> None:
    client, _ids = table
    response = client.post("/api/game/show", content='{"game": "\\ud800x"}', headers=HEADERS)
    assert response.status_code == 400
    assert '"\\ud800x"' in response.json()["error"]["message"]  # as the request wrote it
