"""The pages' forms: what they are filled with, in the page's language."""

from __future__ import annotations

import pytest


def test_the_flavour_keys_are_named_in_the_page_language(client) -> None:
    client.cookies.set("kitgen_token", client.app_guard.token)
    english = client.get("/code").text
    assert 'aria-label="1 strawberry (S)"' in english and "aardbei" not in english
    dutch = client.get("/code?lang=nl").text
    assert 'aria-label="1 aardbei (A)"' in dutch and 'aria-label="3 chocolade (Ch)"' in dutch
    assert "3 · Ch <small>chocolade</small>" in dutch  # the letter on the Dutch token
    russian = client.get("/code?lang=ru").text
    assert "8 · Ла <small>лакрица</small>" in russian and "7 · Ли <small>лимон</small>" in russian


def test_the_kit_forms_name_their_choices_in_the_page_language(client) -> None:
    """The tiles' form in Russian and German: the relief and corners read in the language
    ("выпуклый", "скруглённые"; "vertieft"), each sending the command line's value; a name
    (the cutter "silhouette") as it is. In English the choices read as they are typed."""
    import re

    client.cookies.set("kitgen_token", client.app_guard.token)

    def options(html: str, name: str) -> list[tuple[str, str]]:
        select = re.search(rf'<select id="f-{name}" name="{name}">(.*?)</select>', html, re.S)
        assert select is not None, name
        return re.findall(r'<option(?: value="([^"]+)")?(?: selected)?>([^<]+)</option>',
                          select.group(1))  # fmt: skip

    russian = client.get("/make/tiles?lang=ru").text
    assert options(russian, "relief") == [("raised", "выпуклый"), ("sunk", "вдавленный")]
    assert options(russian, "corners") == [("square", "прямые"), ("round", "скруглённые")]
    assert ("", "silhouette") in options(russian, "print_then_cut")
    german = client.get("/make/tiles?lang=de").text
    assert options(german, "relief") == [("raised", "erhaben"), ("sunk", "vertieft")]
    english = client.get("/make/tiles").text
    assert options(english, "relief") == [("", "raised"), ("", "sunk")]


def test_the_score_sheet_form_names_the_games_by_their_titles(client) -> None:
    """The score sheets' game menu reads each game's title in the page's language (German
    "Binäre Zahlensteine", Russian "все игры" for all), sending its name; in English the
    titles too, capitalised as a menu's first word is."""
    import re

    client.cookies.set("kitgen_token", client.app_guard.token)

    def games(html: str) -> list[tuple[str, str]]:
        select = re.search(r'<select id="f-game" name="game">(.*?)</select>', html, re.S)
        assert select is not None
        return re.findall(r'<option(?: value="([^"]+)")?(?: selected)?>([^<]+)</option>',
                          select.group(1))  # fmt: skip

    german = games(client.get("/make/cards-score-sheets?lang=de").text)
    assert german == [
        ("binary", "Binäre Zahlensteine"),
        ("icecream", "Eiscode"),
        ("staeda", "Stæða"),
        ("all", "alle Spiele"),
    ]
    assert ("all", "все игры") in games(client.get("/make/cards-score-sheets?lang=ru").text)
    english = games(client.get("/make/cards-score-sheets").text)
    assert english[:2] == [("binary", "Binary number tiles"), ("icecream", "Ice cream code")]
    assert ("", "all") in english


def _qr_field(html: str) -> str | None:
    import re

    found = re.search(r'<input type="text" id="f-qr" name="qr" value="([^"]*)"', html)
    return found.group(1) if found else None


def test_the_card_forms_carry_the_table_link_in_their_qr_field(tmp_path) -> None:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app
    from tests.web.conftest import TOKEN

    lan = f"http://192.168.1.23:8000/?token={TOKEN}"  # what kitgen serve --lan printed
    with TestClient(create_app(tmp_path / "lan", TOKEN, url=lan)) as client:
        client.cookies.set("kitgen_token", TOKEN)
        for kit in ("cards-binary", "cards-icecream", "cards-staeda", "cards-all"):
            assert _qr_field(client.get(f"/make/{kit}").text) == lan, kit
        assert _qr_field(client.get("/make/tiles").text) is None  # no QR option there
    with TestClient(create_app(tmp_path / "plain", TOKEN)) as client:  # not from kitgen serve
        client.cookies.set("kitgen_token", TOKEN)
        page = client.get("/make/cards-reference", headers={"host": "10.0.0.7:8123"}).text
        assert _qr_field(page) == f"http://10.0.0.7:8123/?token={TOKEN}"  # the address asked


def test_a_card_made_from_the_form_as_it_comes_carries_the_link(tmp_path) -> None:
    import html
    import io
    import re
    import zipfile

    import pypdfium2
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app
    from kitgen.web.guard import csrf_token
    from tests.web.conftest import TOKEN

    lan = f"http://192.168.1.23:8000/?token={TOKEN}"
    with TestClient(create_app(tmp_path / "data", TOKEN, url=lan, processes=1)) as client:
        client.cookies.set("kitgen_token", TOKEN)
        page = client.get("/make/cards-reference").text
        # every field as the page fills it (a checkbox's hidden "off" first, as a browser)
        form = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', page))
        form.update(re.findall(r'<input type="(?:text|number)" id="[^"]+" name="([^"]+)" '
                               r'[^>]*?value="([^"]*)"', page))  # fmt: skip
        form = {k: html.unescape(v) for k, v in form.items()}
        assert form["qr"] == lan
        form["csrf"] = csrf_token(TOKEN)
        r = client.post("/make/cards-reference", data=form)
        assert r.status_code == 200 and r.headers["content-type"] == "application/zip", r.text
    archive = zipfile.ZipFile(io.BytesIO(r.content))
    pdf = next(n for n in archive.namelist() if n.endswith(".pdf"))
    doc = pypdfium2.PdfDocument(archive.read(pdf))
    text = "".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    doc.close()
    assert "192.168.1.23:8000" in text  # the address printed beside the code


def test_the_match_forms_take_their_limits_from_the_declarations(client) -> None:
    from tests.web.conftest import BEARER

    client.cookies.set("kitgen_token", client.app_guard.token)
    new = client.get("/code/match").text
    # the rounds a match may agree on: 1 to 100, 5 the default (as --rounds)
    assert 'name="rounds" value="5" min="1" max="100"' in new
    answer = client.post("/api/code/match/new", json={"players": "Ann,Bob"}, headers=BEARER)
    page = client.get(f"/code/match/{answer.headers['x-kitgen-id']}").text
    # a guess number is at most the most rows any rules put in play: 30 (--cracked-on)
    assert 'name="cracked_on" min="1" max="30"' in page
    code = client.get("/code").text
    assert 'name="played"' in code and 'name="row"' not in code  # the CLI's --played


def _status_text(html_text: str) -> str:
    import html
    import re

    found = re.search(r'<div id="status".*?</div>', html_text, re.S)
    assert found, html_text[:500]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", found.group(0))).split())


@pytest.mark.parametrize(
    ("path", "form", "said"),
    [
        ("/staeda", {"action": "solve", "hand": "3 5 7"}, "Fill in 'Target' first"),
        ("/staeda", {"action": "solve", "target": "24"}, "Fill in 'Hand' first"),
        ("/staeda", {"action": "check", "target": "24", "hand": "3 5", "table": "4"},
         "Fill in 'Claim (to check)' first"),
        ("/staeda", {"action": "targets"}, "Fill in 'The three target cards' first"),
        ("/staeda", {"action": "over"}, "Fill in 'Target' first"),
        ("/check", {}, "Fill in 'Expression' first"),
        ("/code", {"action": "feedback", "secret": "1234"}, "Fill in 'Guess' first"),
        ("/staeda?lang=nl", {"action": "solve", "hand": "3 5 7"}, "Vul eerst ‘Doelgetal’ in"),
        ("/staeda?lang=ru", {"action": "solve", "hand": "3 5 7"},
         "Сначала заполните поле «Целевое число»"),
    ],
)  # fmt: skip
def test_a_field_left_empty_is_named_by_its_label_on_the_page(client, path, form, said) -> None:
    from kitgen.web.guard import csrf_token

    client.cookies.set("kitgen_token", client.app_guard.token)
    data = {**form, "csrf": csrf_token(client.app_guard.token)}
    for headers in ({}, {"X-Fragment": "1"}):  # the whole page, and the script's fragment
        r = client.post(path, data=data, headers=headers)
        assert r.status_code == 400
        shown = _status_text(r.text)
        assert said in shown and "give it" not in shown, shown


def test_the_api_still_names_the_missing_key(api) -> None:
    status, answer = api("staeda solve", hand="3 5 7")
    assert status == 400
    assert answer["error"]["message"] == "kitgen staeda solve needs target — give it"


def test_the_fields_every_button_needs_are_required_but_keeping_rules_is_not(client) -> None:
    import re

    client.cookies.set("kitgen_token", client.app_guard.token)
    needed = {"/check": ["expr"], "/code": ["secret", "guess"],
              "/staeda": ["cards", "target", "hand"]}  # fmt: skip
    for path, names in needed.items():
        page = client.get(path).text
        for name in names:
            tag = re.search(rf'<input [^>]*name="{name}"[^>]*>', page)
            assert tag and " required" in tag.group(0), (path, name)
        keep = re.search(r'<button [^>]*name="keep"[^>]*>', page)
        assert keep and "formnovalidate" in keep.group(0), path
    # the optional ones stay optional: the claim (Solve needs none) and the table
    staeda = client.get("/staeda").text
    for name in ("expr", "table", "target_cards"):
        for tag in re.findall(rf'<input [^>]*name="{name}"[^>]*>', staeda):
            assert " required" not in tag, tag


def test_the_reason_is_shown_once_and_the_working_lines_under_it(client) -> None:
    from kitgen.web.guard import csrf_token

    client.cookies.set("kitgen_token", client.app_guard.token)
    form = {"action": "solve", "target": "24", "hand": "3 5 7", "table": "4",
            "csrf": csrf_token(client.app_guard.token)}  # fmt: skip
    shown = _status_text(client.post("/staeda", data=form, headers={"X-Fragment": "1"}).text)
    reason = "24 can be made from hand 3 5 7, table 4 (fractions and negative steps allowed)."
    assert shown.count(reason) == 1, shown
    assert "best: 4 × 3 + 7 + 5 = 24 — 3 operations, cards 4 3 7 5" in shown


def test_the_game_page_ends_a_game_nobody_went_out_of(client) -> None:
    """The end form's "nobody went out" box: after both players passed in turn each loses
    the points on their own rack (the rules page's scoreless end), nobody adds."""
    from kitgen.web.guard import csrf_token
    from tests.web.conftest import BEARER, TOKEN

    client.cookies.set("kitgen_token", TOKEN)
    made = client.post("/api/game/new", json={"players": ["Ann", "Bob"], "scoreless_end": 0},
                       headers=BEARER)  # fmt: skip
    ident = made.headers["x-kitgen-id"]
    page = client.get(f"/game/{ident}").text
    assert 'name="nobody_out"' in page and "no rack can move again" in page
    form = {"csrf": csrf_token(TOKEN), "move": "8H 1+1=10"}
    assert client.post(f"/game/{ident}", data={**form, "action": "play"}).status_code == 200
    for _ in range(2):
        assert client.post(f"/game/{ident}", data={**form, "action": "pass"}).status_code == 200
    # Ann: nine 0s, 9 points; Bob: eight 1s and a blank, 8 points. Ann's 1+1=10 across
    # from H8: six tiles of 1 point, the 1 on L8 doubled (7), bonus 2, the centre's double
    # word: 18
    left = "Ann=0,0,0,0,0,0,0,0,0\nBob=1,1,1,1,1,1,1,1,?"
    ended = client.post(f"/game/{ident}", data={**form, "action": "end", "left": left,
                                                "nobody_out": "on"})  # fmt: skip
    assert ended.status_code == 200, ended.text
    shown = client.post("/api/game/show", json={"game": ident}, headers=BEARER).json()
    assert shown["over"] is True
    assert {p["name"]: p["points"] for p in shown["players"]} == {"Ann": 18 - 9, "Bob": -8}


def test_the_code_hint_form_offers_the_levels_of_the_command_line(client, api) -> None:
    """The hint's --level on the page (knuth first, as the default) and in the API: in hard
    mode the optimal first guess is 1123 (not a legal code), Knuth's 1122's like 1234."""
    import re

    from kitgen.web.guard import csrf_token
    from tests.web.conftest import TOKEN

    client.cookies.set("kitgen_token", TOKEN)
    page = client.get("/code").text
    select = re.search(r'<select id="level" name="level">(.*?)</select>', page, re.S)
    assert select is not None
    assert re.findall(r"<option( selected)?>(\w+)</option>", select.group(1)) == [
        (" selected", "knuth"), ("", "parts"), ("", "optimal")]  # fmt: skip
    form = {"csrf": csrf_token(TOKEN), "action": "hint", "played": "", "level": "optimal"}
    answer = client.post("/code", data=form, headers={"X-Fragment": "1"})
    assert "1123" in answer.text
    status, data = api("code hint", level="optimal")
    assert status == 200 and data["guess"] == "1123" and data["strategy"] == "optimal"
    status, data = api("code hint", level="best")
    assert status == 400 and "best" in data["error"]["message"]


def test_a_games_tile_words_hold_on_its_page(client) -> None:
    """Started from the new-game form with the English tile words, a Dutch page's keyboard,
    history and answers use AND, OR, NOT (the Dutch words, EN OF NIET, nowhere); a game at
    the default uses the Dutch words."""
    import re

    client.cookies.set("kitgen_token", client.app_guard.token)
    page = client.get("/game?lang=nl").text
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    assert 'name="tile_words"' in page  # chosen on the new-game form
    pages = {}
    for words in ("en", "local"):
        made = client.post("/game?lang=nl", data={"csrf": csrf, "players": "Ann\nBob",
                                                  "tile_words": words},
                           follow_redirects=False)  # fmt: skip
        assert made.status_code == 303, made.text
        where = made.headers["location"]
        played = client.post(f"{where}?lang=nl", data={"csrf": csrf, "action": "play",
                                                       "move": "8F 101 EN 1 = 1"})  # fmt: skip
        assert played.status_code == 200, played.text
        pages[words] = played.text + client.get(f"{where}?lang=nl").text
    keys = {w: set(re.findall(r'data-insert="([^"]*)"', pages[w])) for w in pages}
    assert {"AND", "OR", "NOT"} <= {k.strip() for k in keys["en"]}
    assert not {"EN", "OF", "NIET"} & {k.strip() for k in keys["en"]}
    assert "101 AND 1=1" in pages["en"] and "101 EN 1=1" not in pages["en"]
    assert {"EN", "OF", "NIET"} <= {k.strip() for k in keys["local"]}
    assert "101 EN 1=1" in pages["local"] and "101 AND 1=1" not in pages["local"]


def test_a_match_over_offers_one_rematch_with_the_other_player_setting_first(client) -> None:
    """A 3-round easy match with 5 flavours: its rematch is the same two players, mode,
    flavours and rounds, Bob (who guessed round 1) setting first; asked twice (two phones),
    it is started once; before the end it is refused."""
    from kitgen.web.guard import csrf_token
    from tests.web.conftest import BEARER

    client.cookies.set("kitgen_token", client.app_guard.token)
    body = {"players": "Ann,Bob", "rounds": 3, "mode": "easy", "flavours": 5, "repeats": True}
    ident = client.post("/api/code/match/new", json=body, headers=BEARER).headers["x-kitgen-id"]
    csrf = csrf_token(client.app_guard.token)
    early = client.post(f"/code/match/{ident}/rematch", data={"csrf": csrf})
    assert early.status_code == 400 and "not over yet" in early.text
    for cracked in (3, 5, 2):
        client.post("/api/code/match/round", json={"match": ident, "cracked_on": cracked},
                    headers=BEARER)  # fmt: skip
    over = client.get(f"/code/match/{ident}").text
    assert f'action="/code/match/{ident}/rematch"' in over and "rematch-link" not in over
    asked = [client.post(f"/code/match/{ident}/rematch", data={"csrf": csrf, "seat": seat},
                         follow_redirects=False) for seat in ("Bob", "Eve")]  # fmt: skip
    assert [r.status_code for r in asked] == [303, 303]
    where = asked[0].headers["location"]
    again = where.removeprefix("/code/match/").removesuffix("#seat=Bob")
    assert where == f"/code/match/{again}#seat=Bob" and again != ident
    assert asked[1].headers["location"] == f"/code/match/{again}"  # Eve is no seat of it
    assert f'href="/code/match/{again}"' in client.get(f"/code/match/{ident}").text
    shown = client.post("/api/code/match/show", json={"match": again}, headers=BEARER).json()
    assert [p["name"] for p in shown["players"]] == ["Ann", "Bob"]
    assert [p["points"] for p in shown["players"]] == [0, 0]
    assert (shown["rounds_agreed"], shown["rounds_played"]) == (3, 0)
    assert shown["mode"] == "easy (custom)"  # 5 flavours where easy has 8
    assert shown["rules"]["flavours"] == 5 and shown["rules"]["repeats"] != "none"
    assert (shown["next_setter"], shown["next_guesser"]) == ("Bob", "Ann")
    assert client.post(f"/code/match/{'a' * 16}/rematch", data={"csrf": csrf}).status_code == 404
    missing = client.get(f"/code/match/{'a' * 16}/events")  # its live events: no stream
    assert missing.status_code == 404 and "no match" in missing.text
    assert shown["over"] is False


def test_a_rematch_asked_on_several_phones_at_once_is_started_once(server, tmp_path) -> None:
    """Four phones tap Rematch at the same moment, at a game over and at a match over (a
    real kitgen serve, four threads): each is sent to the same new game, the same new
    match; and a game not over yet is refused."""
    import json
    import threading
    import urllib.error
    import urllib.request

    from kitgen.web.guard import csrf_token
    from tests.web.conftest import BEARER, TOKEN

    def api(command: str, **body: object) -> str:
        asked = urllib.request.Request(
            f"{server.base}/api/{command.replace(' ', '/')}", json.dumps(body).encode(),
            {**BEARER, "Content-Type": "application/json"},
        )  # fmt: skip
        with urllib.request.urlopen(asked, timeout=30) as answer:
            return str(answer.headers.get("X-Kitgen-Id") or "")

    class Stay(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None  # the 303 itself, not where it leads

    opener = urllib.request.build_opener(Stay)

    def tap(path: str, found: list[tuple[int, str]]) -> None:
        form = f"csrf={csrf_token(TOKEN)}".encode()
        asked = urllib.request.Request(f"{server.base}{path}", form, {
            "Cookie": f"kitgen_token={TOKEN}", "Origin": server.base,
            "Content-Type": "application/x-www-form-urlencoded"})  # fmt: skip
        try:
            with opener.open(asked, timeout=30) as answer:
                found.append((answer.status, ""))
        except urllib.error.HTTPError as err:
            found.append((err.code, err.headers.get("location", "")))

    game = api("game new", players=["Ann", "Bob"])
    early: list[tuple[int, str]] = []
    tap(f"/game/{game}/rematch", early)
    assert early == [(400, "")]
    api("game play", game=game, move="8H 1+1=10")
    api("game pass", game=game)
    api("game pass", game=game)  # every player passed: the game ends with nobody out
    api(
        "game end",
        game=game,
        left=["Ann=0,0,0,0,0,0,0,0,0", "Bob=1,1,1,1,1,1,1,1,?"],
        nobody_out=True,
    )
    match = api("code match new", players=["Ann", "Bob"], rounds=1)
    api("code match round", match=match, cracked_on=2)
    for path in (f"/game/{game}/rematch", f"/code/match/{match}/rematch"):
        found: list[tuple[int, str]] = []
        phones = [threading.Thread(target=tap, args=(path, found)) for _ in range(4)]
        for phone in phones:
            phone.start()
        for phone in phones:
            phone.join()
        assert len(found) == 4 and {code for code, _where in found} == {303}, found
        assert len({where for _code, where in found}) == 1, found
    assert len(list((tmp_path / "data" / "games").glob("*.json"))) == 2  # the game, its rematch
