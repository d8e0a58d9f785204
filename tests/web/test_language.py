"""The language of the web's answers: ?lang=, the table's picker, Accept-Language, English."""

from __future__ import annotations

import re

import pytest

from kitgen.core.messages import languages
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
        ("de-DE,de;q=0.9,ru;q=0.7,en;q=0.5", "de"),
        ("fr-FR,fr;q=0.9,ru;q=0.7,en;q=0.5", "ru"),  # French is not one of the languages
        ("en;q=0.3, et;q=0.8", "et"),  # by weight, not by place
        ("is-IS", "is"),
        ("fr, nl;q=0", "en"),  # q=0 refuses Dutch
        ("*", "en"),
        ("", "en"),
        ("x" * 5000, "en"),
    ],
)
def test_accept_language_picks_the_first_of_the_languages(header: str, expected: str) -> None:
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
    r = client.post("/api/check", json={"expr": "1=1", "lang": "zz"}, headers=BEARER)
    assert r.status_code == 400
    message = r.json()["error"]["message"]
    assert "unknown language 'zz'" in message and ", ".join(languages()) in message


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


#: The words of the logic tiles on each language's keyboard (the glossaries; XOR keeps its
#: name where a language has no tile-sized word for it, Dutch has XOF).
TILE_WORDS = {
    "en": ("AND", "OR", "NOT", "XOR"),
    "nl": ("EN", "OF", "NIET", "XOF"),
    "ru": ("И", "ИЛИ", "НЕ", "XOR"),
    "et": ("JA", "VÕI", "EI", "XOR"),
    "is": ("OG", "EÐA", "EKKI", "XOR"),
    "de": ("UND", "ODER", "NICHT", "XOR"),
}


def _keys(html: str) -> list[tuple[str, str]]:
    """(what a key types, what it shows) for every tile key of a page."""
    return re.findall(r'class="key(?: word)?" data-insert="([^"]*)"[^>]*>([^<]*)</button>', html)


@pytest.mark.parametrize("lang", list(TILE_WORDS))
def test_the_tile_keyboards_show_the_languages_words_and_the_referee_reads_them(
    client, api, lang: str
) -> None:
    logged_in(client)
    keys = dict((shown, typed) for typed, shown in _keys(client.get(f"/check?lang={lang}").text))
    assert set(TILE_WORDS[lang]) <= set(keys), keys
    assert not {"AND", "OR", "NOT"} & set(keys) or lang == "en", keys
    and_, or_, not_, xor = (keys[word] for word in TILE_WORDS[lang])
    assert (and_, or_, not_, xor) == tuple(
        f" {w} " if w != TILE_WORDS[lang][2] else f"{w} " for w in TILE_WORDS[lang]
    )
    # what the keys type is read by the referee, in any language: 101 AND 1 = 1 (5 AND 1),
    # 100 OR 1 = 101, NOT 10 = 1, 11 XOR 1 = 10
    for typed in (f"101{and_}1=1", f"100{or_}1=101", f"{not_}10=1", f"11{xor}1=10"):
        status, answer = api("check", expr=typed, lang="en", xor=True)
        assert status == 200 and answer["ok"], (typed, answer)
    _, game = api("game new", players=["Ann", "Bob"])
    page = client.get(f"/game/{game['file']}?lang={lang}").text
    faces = {shown for _typed, shown in _keys(page)}
    assert set(TILE_WORDS[lang][:3]) <= faces, faces  # the shipped tiles: AND, OR, NOT
    assert f'placeholder="1,1,0,=,+,{TILE_WORDS[lang][0]},?"' in page
    _, played = api("game play", game=game["file"], move=f"8H 101{and_}1=1")
    assert played["ok"], played


def test_the_game_board_picture_is_drawn_in_the_requests_language(client, api) -> None:
    """The board's premium squares carry their names in the page's language (the same scene
    as ``kitgen game show``): the picture the page shows asks for it, and each language
    gets its own."""
    logged_in(client)
    _, game = api("game new", players=["Ann", "Bob"])
    page = client.get(f"/game/{game['file']}?lang=nl").text
    (src,) = re.findall(r'<img src="(/game/[^"]*/(?:board|empty)\.svg[^"]*)"', page)
    assert "lang=nl" in src
    dutch = client.get(src.replace("&amp;", "&")).text
    english = client.get(f"/game/{game['file']}/board.svg?lang=en").text
    assert "<title>Het bord</title>" in dutch and "<title>The board</title>" in english
    assert dutch != english  # "WOORD ×3" is drawn, not "TRIPLE WORD"
    assert client.get(f"/game/{game['file']}/board.svg?lang=en").text == english


def test_the_table_language_is_looked_at_twice_a_second_and_at_once_after_its_own_change(
    tmp_path, monkeypatch
) -> None:
    from kitgen.web import store

    ours, other = store.Store(tmp_path), store.Store(tmp_path)  # another server's, same folder
    ours.prepare()
    clock = [100.0]
    monkeypatch.setattr(store.time, "monotonic", lambda: clock[0])
    assert ours.table_language() is None
    other.set_table_language("nl")
    clock[0] += 0.4
    assert ours.table_language() is None  # not looked at again within half a second
    clock[0] += 0.1
    assert ours.table_language() == "nl"
    ours.set_table_language("ru")
    assert ours.table_language() == "ru"  # its own change: at once
    assert other.table_language() == "ru"  # the other one looks for the first time


def test_the_web_answer_quotes_a_hostile_value_in_the_languages_marks(client) -> None:
    r = client.post(
        "/api/staeda/check",
        json={
            "expr": "K+\u3164A",
            "target": 24,
            "hand": "K 2",
            "table": "3",
            "lang": "ru",
        },
        headers=BEARER,
    )
    # the control characters are refused before (each named as U+…); an invisible letter
    # reaches the referee and comes back escaped, in the Russian marks
    assert r.status_code == 400
    assert "«\\u3164»" in r.json()["error"]["message"]
