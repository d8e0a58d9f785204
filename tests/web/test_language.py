"""The language of the web's answers: ?lang=, the table's picker, Accept-Language, English."""

from __future__ import annotations

import re

import pytest

from tests.web.conftest import BEARER, TOKEN, check_schema


def html_lang(text: str) -> str:
    found = re.search(r'<html lang="([^"]*)"', text)
    assert found, "no <html lang=...>"
    return found.group(1)


def logged_in(client) -> None:
    client.cookies.set("kitgen_token", TOKEN)


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("nl", "nl"),
        ("nl-BE,nl;q=0.9,en;q=0.8", "nl"),
        ("de-DE,de;q=0.9,ru;q=0.7,en;q=0.5", "ru"),  # German is not one of the five
        ("en;q=0.3, et;q=0.8", "et"),  # by weight, not by place
        ("is-IS", "is"),
        ("fr, nl;q=0", "en"),  # q=0 refuses Dutch
        ("*", "en"),
        ("", "en"),
        ("x" * 5000, "en"),
    ],
)
def test_accept_language_picks_the_first_of_the_five(header: str, expected: str) -> None:
    from kitgen.web.language import request_language

    assert request_language(None, None, header) == (expected, False)


def test_the_table_beats_the_browser_and_the_query_beats_the_table() -> None:
    from kitgen.web.language import request_language

    assert request_language(None, "ru", "nl") == ("ru", True)
    assert request_language("et", "ru", "nl") == ("et", True)
    assert request_language("xx", None, "nl") == ("nl", False)  # an unknown ?lang= is ignored


def test_accept_language_nl_gives_nl_in_the_page_and_the_api(client) -> None:
    logged_in(client)
    nl = {"Accept-Language": "nl-NL,nl;q=0.9,en;q=0.8"}
    for path in ["/", "/check", "/code", "/staeda", "/make", "/docs"]:
        page = client.get(path, headers=nl)
        assert page.status_code == 200 and html_lang(page.text) == "nl", path
    assert html_lang(client.get("/check").text) == "en"  # no header: English
    answer = client.post("/api/check", json={"expr": "1+1=10"}, headers={**BEARER, **nl})
    assert answer.status_code == 200
    data = answer.json()
    assert data["ok"] is True and data["lang"] == "nl" and list(data)[-1] == "lang"
    check_schema("check", data)
    bad = client.post("/api/check", json={"expr": "1+1=10", "order": "x"},
                      headers={**BEARER, **nl})  # fmt: skip
    assert bad.status_code == 400 and bad.json()["lang"] == "nl"
    check_schema("check", bad.json())


def test_lang_in_the_api_body_is_the_cli_lang_option(client) -> None:
    r = client.post("/api/check", json={"expr": "1=1", "lang": "is"}, headers=BEARER)
    assert r.status_code == 200 and r.json()["lang"] == "is"
    r = client.post("/api/check", json={"expr": "1=1", "lang": "de"}, headers=BEARER)
    assert r.status_code == 400
    message = r.json()["error"]["message"]
    assert "unknown language 'de'" in message and "en, nl, ru, et, is" in message


def test_the_picker_is_kept_for_the_whole_table(client, tmp_path) -> None:
    from kitgen.web.guard import csrf_token

    logged_in(client)
    form = {"csrf": csrf_token(TOKEN), "lang": "ru", "back": "/check"}
    r = client.post("/language", data=form, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/check"
    # another phone, whose browser says Dutch, reads the table's Russian
    page = client.get("/check", headers={"Accept-Language": "nl"})
    assert html_lang(page.text) == "ru"
    assert re.search(r'<option value="ru" selected>', page.text)
    api = client.post("/api/check", json={"expr": "1=1"}, headers=BEARER)
    assert api.json()["lang"] == "ru"
    assert '"ru"' in (tmp_path / "data" / "table.json").read_text(encoding="utf-8")
    # back to each phone's own
    client.post("/language", data={**form, "lang": "auto"}, follow_redirects=False)
    page = client.get("/check", headers={"Accept-Language": "nl"})
    assert html_lang(page.text) == "nl"
    assert re.search(r'<option value="auto" selected>', page.text)


def test_the_picker_refuses_what_it_cannot_do(client) -> None:
    from kitgen.web.guard import csrf_token

    logged_in(client)
    form = {"csrf": csrf_token(TOKEN), "lang": "klingon", "back": "/"}
    r = client.post("/language", data=form, follow_redirects=False)
    assert r.status_code == 400 and "unknown language 'klingon'" in r.text
    for elsewhere in ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]:
        r = client.post("/language", data={**form, "lang": "nl", "back": elsewhere},
                        follow_redirects=False)  # fmt: skip
        assert r.status_code == 303 and r.headers["location"] == "/", elsewhere
    del form["csrf"]  # a cross-site form cannot change the table's language
    r = client.post("/language", data={**form, "lang": "et"}, follow_redirects=False)
    assert r.status_code == 403


def test_a_kit_is_made_in_the_request_language(client) -> None:
    import io
    import zipfile

    def names(headers: dict[str, str], **body: str) -> list[str]:
        r = client.post("/api/make/cards/icecream", json=body, headers={**BEARER, **headers})
        assert r.status_code == 200 and r.headers["content-type"] == "application/zip"
        return zipfile.ZipFile(io.BytesIO(r.content)).namelist()

    assert any(n.startswith("icecream-rule-card-is-") for n in names({"Accept-Language": "is"}))
    assert any(n.startswith("icecream-rule-card-nl-") for n in names({}, lang="nl"))
    assert any(n.startswith("icecream-rule-card-en-") for n in names({}))
