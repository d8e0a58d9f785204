"""A house rule a front end does not take is declared so once (``kitgen.api.check.IGNORED``):
``check`` takes no notice of how a game ends. The library and the command line check the
value and change nothing by it; the web's check form and API leave it out. The same claim
gets the same verdict from each."""

from __future__ import annotations

from pathlib import Path

import pytest

import kitgen as library
from kitgen.api.check import IGNORED
from kitgen.core.errors import KitgenError
from tests.web.conftest import BEARER, TOKEN


def test_the_rule_check_ignores_is_declared_once() -> None:
    assert sorted(IGNORED) == ["endgame", "exchange", "scoreless_end"]


def test_the_library_checks_it_and_changes_nothing() -> None:
    plain = library.check("1+1=10")
    assert library.check("1+1=10", endgame="standard").as_json() == plain.as_json()
    with pytest.raises(KitgenError, match="endgame"):
        library.check("1+1=10", endgame="sudden")


def test_the_command_line_takes_it_as_the_library_does(kitgen) -> None:
    assert kitgen("check", "1+1=10", "--endgame", "standard").code == 0
    refused = kitgen("check", "1+1=10", "--endgame", "sudden")
    assert refused.code == 2 and refused.err.count("\n") == 1 and "endgame" in refused.err


def test_the_web_leaves_it_out(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    with TestClient(create_app(tmp_path / "data", TOKEN, processes=1)) as client:
        body = {"expr": "1+1=10"}
        assert client.post("/api/check", json=body, headers=BEARER).json()["ok"] is True
        refused = client.post("/api/check", json={**body, "endgame": "standard"}, headers=BEARER)
        assert refused.status_code == 400
        assert "endgame" in refused.json()["error"]["message"]
        page = client.get("/check", headers=BEARER).text
        assert 'name="order"' in page and 'name="endgame"' not in page
        spec = client.get("/openapi.json", headers=BEARER).json()
        body_schema = spec["paths"]["/api/check"]["post"]["requestBody"]["content"]
        properties = body_schema["application/json"]["schema"]["properties"]
        assert "order" in properties and "endgame" not in properties
