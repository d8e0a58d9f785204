"""The server at the table (issue #38), without a browser: the Host header checked, the
token page in the browser's language with a field to paste the token into, a phone's own
language kept for that phone only, pages and JSON sent compressed."""

from __future__ import annotations

import gzip
import json
import re
import socket
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import BEARER, TOKEN, Server


@pytest.fixture
def named(tmp_path: Path) -> Iterator[Any]:
    """The app as ``kitgen serve`` makes it, answering to the name ``table.local``."""
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    app = create_app(tmp_path / "data", TOKEN, processes=1, hosts=frozenset({"table.local"}))
    with TestClient(app, base_url="http://table.local:8000") as c:
        yield c


def html_lang(text: str) -> str:
    found = re.search(r'<html lang="([^"]*)"', text)
    assert found, "no <html lang=...>"
    return found.group(1)


def test_a_host_that_is_not_the_servers_own_is_refused(named) -> None:
    # a DNS-rebinding page: another site's name pointed at this computer
    for host in ["evil.example", "evil.example:8000", "table.local.evil.example"]:
        r = named.get("/check", headers={**BEARER, "Host": host})
        assert r.status_code == 403, host
        assert "does not answer to the name" in r.text and TOKEN not in r.text
        r = named.post("/api/check", json={"expr": "1=1"}, headers={**BEARER, "Host": host})
        assert r.status_code == 403 and "error" in r.json(), host
    # its own name, any port; an address (the LAN link), IPv4 or IPv6
    for host in ["table.local:8000", "TABLE.LOCAL", "192.168.1.20:8000", "[::1]:8000",
                 "127.0.0.1"]:  # fmt: skip
        r = named.post("/api/check", json={"expr": "1=1"}, headers={**BEARER, "Host": host})
        assert r.status_code == 200, host


def test_the_names_kitgen_serve_answers_to() -> None:
    from kitgen.web.serve import own_names

    names = own_names("0.0.0.0")
    machine = socket.gethostname().lower()
    assert {"localhost", machine, f"{machine}.local"} <= names
    assert "kitgen.example" in own_names("kitgen.example")


def test_the_token_page_speaks_the_browsers_language_and_takes_a_pasted_link(client) -> None:
    r = client.get("/game", headers={"Accept-Language": "nl-NL,nl;q=0.9"})
    assert r.status_code == 401 and r.headers["content-type"].startswith("text/html")
    assert html_lang(r.text) == "nl"
    assert "toegangstoken" in r.text  # the Dutch words, not the English
    form = re.search(r'<form method="get" action="([^"]*)">', r.text)
    assert form and form.group(1) == "/game"
    assert '<input type="text" id="token" name="token"' in r.text
    assert '<label for="token">' in r.text
    # the whole link pasted into the field: the token in it is taken
    pasted = f"http://192.168.1.20:8000/?token={TOKEN}"
    r = client.get("/game", params={"token": pasted}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/game"
    assert f"kitgen_token={TOKEN}" in r.headers["set-cookie"]
    # a wrong one: the page again
    client.cookies.clear()
    r = client.get("/game", params={"token": "nope"}, headers={"Accept-Language": "ru"})
    assert r.status_code == 401 and html_lang(r.text) == "ru"
    # the API keeps its JSON error
    r = client.post("/api/check", json={"expr": "1=1"})
    assert r.status_code == 401 and r.json()["ok"] is False


def test_a_phones_own_language_is_that_phones_only(client) -> None:
    from kitgen.web.guard import csrf_token

    client.cookies.set("kitgen_token", TOKEN)
    form = {"csrf": csrf_token(TOKEN), "lang": "ru", "back": "/check", "for": "phone"}
    r = client.post("/language", data=form, follow_redirects=False)
    assert r.status_code == 303 and "kitgen_lang=ru" in r.headers["set-cookie"]
    assert "HttpOnly" in r.headers["set-cookie"] and "SameSite=strict" in r.headers["set-cookie"]
    client.cookies.set("kitgen_lang", "ru")
    mine = client.get("/check", headers={"Accept-Language": "nl"})
    assert html_lang(mine.text) == "ru" and '<option value="ru" selected>' in mine.text
    # another phone (no cookie) and the table are untouched
    client.cookies.delete("kitgen_lang")
    other = client.get("/check", headers={"Accept-Language": "nl"})
    assert html_lang(other.text) == "nl" and '<option value="auto" selected>' in other.text
    # the table's language does not override a phone's own
    client.post("/language", data={**form, "for": "table", "lang": "et"}, follow_redirects=False)
    assert html_lang(client.get("/check").text) == "et"
    client.cookies.set("kitgen_lang", "ru")
    assert html_lang(client.get("/check").text) == "ru"
    # "each phone's own" for this phone: the cookie goes, the phone follows the table
    r = client.post("/language", data={**form, "lang": "auto"}, follow_redirects=False)
    assert 'kitgen_lang=""' in r.headers["set-cookie"] or "Max-Age=0" in r.headers["set-cookie"]


def test_pages_and_json_are_sent_compressed(client) -> None:
    client.cookies.set("kitgen_token", TOKEN)
    page = client.get("/check", headers={"Accept-Encoding": "gzip"})
    assert page.headers["content-encoding"] == "gzip"
    made = client.post("/api/game/new", json={"players": ["Ann", "Bob"]}, headers=BEARER)
    ident = made.headers["x-kitgen-id"]
    # a game's show answer gzipped, and smaller on the wire
    raw = client.post("/api/game/show", json={"game": ident},
                      headers={**BEARER, "Accept-Encoding": "gzip"})  # fmt: skip
    assert raw.headers["content-encoding"] == "gzip" and raw.json()["ok"] is True
    plain = client.post("/api/game/show", json={"game": ident},
                        headers={**BEARER, "Accept-Encoding": "identity"})  # fmt: skip
    assert "content-encoding" not in plain.headers
    assert int(raw.headers["content-length"]) < int(plain.headers["content-length"]) / 2
    assert raw.headers["vary"] == plain.headers["vary"] == "Accept-Encoding"
    assert raw.headers["x-frame-options"] == "DENY"  # compressed by the API, secured by the guard
    # a short answer (a check: under 500 bytes) goes as it is
    short = client.post("/api/check", json={"expr": "1+1=10"},
                        headers={**BEARER, "Accept-Encoding": "gzip"})  # fmt: skip
    assert "content-encoding" not in short.headers and short.json()["ok"] is True


def test_a_wrong_host_is_refused_by_kitgen_serve(server: Server) -> None:
    request = urllib.request.Request(f"{server.base}/", headers={"Host": "rebind.example"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code == 403
    request = urllib.request.Request(f"{server.base}/api/check",
                                     data=json.dumps({"expr": "1=1"}).encode(),
                                     headers={**BEARER, "Content-Type": "application/json",
                                              "Host": f"localhost:{server.port}",
                                              "Accept-Encoding": "gzip"})  # fmt: skip
    with urllib.request.urlopen(request, timeout=30) as answer:
        body = answer.read()
        if answer.headers.get("content-encoding") == "gzip":
            body = gzip.decompress(body)
        assert json.loads(body)["ok"] is True


def test_a_move_sends_the_tiles_not_the_whole_board_picture(client) -> None:
    client.cookies.set("kitgen_token", TOKEN)
    made = client.post("/api/game/new", json={"players": ["Ann", "Bob"]}, headers=BEARER)
    ident = made.headers["x-kitgen-id"]
    before = client.get(f"/game/{ident}/panel").text
    played = {"game": ident, "move": "8H 1+1=10"}
    assert client.post("/api/game/play", json=played, headers=BEARER).json()["ok"] is True
    after = client.get(f"/game/{ident}/panel", headers={"Accept-Encoding": "gzip"})
    # the picture is the empty board, the same address before and after the move
    picture = re.findall(r'<img src="([^"]+)"', after.text)
    assert picture == re.findall(r'<img src="([^"]+)"', before)
    assert picture[0].startswith(f"/game/{ident}/empty.svg")
    # the six tiles of 1+1=10 across from H8, drawn by the page on H8 to M8
    tiles = re.findall(r'<g class="tile" data-square="([^"]+)" data-face="([^"]*)"><rect [^>]*>'
                       r'</rect><text [^>]*>([^<]*)</text></g>', after.text)  # fmt: skip
    faces = [drawn for _square, _face, drawn in tiles]
    assert faces == ["1", "+", "1", "=", "1", "0"]
    # each named by its square, for the squares up close
    assert [square for square, _face, _drawn in tiles] == ["8H", "8I", "8J", "8K", "8L", "8M"]
    assert [face for _square, face, _drawn in tiles] == faces
    assert int(after.headers["content-length"]) < 6000  # gzipped, the panel is all a move sends
    empty = client.get(picture[0].replace("&amp;", "&"))
    assert empty.status_code == 200 and "max-age=86400" in empty.headers["cache-control"]
    assert empty.content == client.get(f"/game/{ident}/empty.svg?lang=en").content
