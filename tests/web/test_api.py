"""The JSON API: every command's --json object, the CLI's names and errors, ids not paths."""

from __future__ import annotations

import io
import json
import zipfile

from kitgen.core.messages import languages
from tests.web.conftest import BEARER


def test_check_answers_the_cli_json_object(api, kitgen) -> None:
    status, data = api("check", expr="11x11=1001")
    assert status == 200
    cli = kitgen("check", "11x11=1001", "--json").json()
    assert data == cli
    assert list(data) == list(cli)  # the same keys in the same order


def test_a_no_is_200_with_ok_false_and_the_caret(api) -> None:
    status, data = api("check", expr="1+1=11")
    assert status == 200 and data["ok"] is False
    assert data["rule"] == "sides-differ" and data["position"] == [0, 3]


def test_house_rules_by_their_cli_names(api) -> None:
    # 1+1×10: 100 under math order (1 + 10 = 11?) — worked by hand: math 1+(1×10)=1+2=3=11;
    # left to right (1+1)×10 = 2×2 = 4 = 100.
    assert api("check", expr="1+1×10=11")[1]["ok"] is True
    assert api("check", expr="1+1×10=100", order="left")[1]["ok"] is True
    assert api("check", expr="1+1×10=100")[1]["ok"] is False


def test_bad_input_is_400_with_the_cli_error_object(api, kitgen) -> None:
    status, data = api("check", expr="1+1=10", order="sideways")
    assert status == 400
    cli = kitgen("check", "1+1=10", "--order", "sideways", "--json").json()
    assert data == cli
    status, data = api("check", exp="1")
    assert status == 400 and "did you mean 'expr'" in data["error"]["message"]
    status, data = api("check")
    assert status == 400 and "needs expr" in data["error"]["message"]


def test_body_must_be_a_json_object(client) -> None:
    r = client.post(
        "/api/check", content=b"[1]", headers={**BEARER, "content-type": "application/json"}
    )
    assert r.status_code == 422 and r.json()["ok"] is False
    r = client.post(
        "/api/check", content=b"{", headers={**BEARER, "content-type": "application/json"}
    )
    assert r.status_code == 422
    r = client.post(
        "/api/check", content=b"expr=1", headers={**BEARER, "content-type": "text/plain"}
    )
    assert r.status_code == 415


def test_the_api_answers_a_post_and_only_a_post(client) -> None:
    r = client.post("/api/check", json={"expr": "1+1=10"}, headers=BEARER)
    assert r.status_code == 200 and r.json()["ok"] is True
    assert r.headers["content-type"] == "application/json"
    assert r.headers["cache-control"] == "no-store"
    assert r.headers["content-length"] == str(len(r.content))
    assert r.headers["x-frame-options"] == "DENY"  # the guard's headers on the API's answer
    r = client.get("/api/check", headers=BEARER)
    assert r.status_code == 405 and r.headers["allow"] == "POST"


def test_unknown_command_is_404(api) -> None:
    status, data = api("chekc", expr="1")
    assert status == 404 and "did you mean 'check'" in data["error"]["message"]


def test_a_game_by_id_in_the_cli_file_format(api, client, kitgen, tmp_path) -> None:
    status, new = api("game new", players=["Ann", "Bob"])
    assert status == 200
    ident = new["file"]
    assert len(ident) == 16 and "/" not in new["reason"]
    status, played = api("game play", game=ident, move="8H 1+1=10")
    # 1+1=10 across from H8 on the centre star (double word): tiles 1+1+1+1+1×2+1 = 7, the
    # bonus of 10 is 2: 9, doubled: 18.
    assert status == 200 and played["points"] == 18 and played["to_play"] == "Bob"
    status, illegal = api("game play", game=ident, move="1A 1=1")
    assert status == 200 and illegal["ok"] is False
    # the file is the CLI's: kitgen game show reads it
    path = tmp_path / "data" / "games" / f"{ident}.json"
    shown = kitgen("game", "show", str(path), "--json").json()
    assert shown["players"] == [{"name": "Ann", "points": 18}, {"name": "Bob", "points": 0}]
    assert api("game pass", game=ident)[1]["ok"] is True
    assert api("game undo", game=ident)[1]["undone"]["kind"] == "pass"
    # the bag: 100 tiles less 6 on the board and two racks of 9
    status, swapped = api("game exchange", game=ident, count=4)
    assert status == 200 and (swapped["ok"], swapped["count"], swapped["bag"]) == (True, 4, 76)
    status, refused = api("game exchange", game=ident, count=10)
    assert status == 200 and refused["ok"] is False and "not 10" in refused["reason"]
    assert api("game exchange", game=ident, count="four")[0] == 400
    assert api("game undo", game=ident)[1]["undone"]["tiles"] == 4
    assert api("game score", game=ident, move="H8 1=1")[0] == 200
    status, moves = api("game moves", game=ident, rack="1,1,0,=,+", top=3)
    assert status == 200 and moves["ok"] is True and len(moves["moves"]) == 3
    status, refused = api("game end", game=ident, left=["Bob=1,0"])  # 76 tiles in the bag
    assert status == 400 and "the bag still holds 76 tiles" in refused["error"]["message"]
    assert api("game pass", game=ident)[1]["ok"] and api("game pass", game=ident)[1]["ok"]
    status, ended = api(
        "game end",
        game=ident,
        left=["Ann=0,0,0,0,0,0,0,0,0", "Bob=1,1,1,1,1,1,1,1,?"],
        nobody_out=True,
    )
    assert status == 200 and ended["over"] is True


def test_a_game_id_is_never_a_path(api) -> None:
    for bad in ["../../etc/passwd", "/etc/passwd", "AAAAAAAAAAAAAAAA", "a" * 17, "a" * 15 + "/"]:
        status, data = api("game show", game=bad)
        assert status == 400, bad
        assert "is not a game id" in data["error"]["message"]
    assert api("game show", game=5)[1]["error"]["message"] == "game must be a text, not 5"
    status, data = api("game show", game="a" * 16)
    assert status == 400 and "there is no game" in data["error"]["message"]


def test_no_file_option_is_taken(api) -> None:
    status, data = api("check", expr="1=1", rules_file="/etc/passwd")
    assert status == 400 and "unknown option 'rules_file'" in data["error"]["message"]
    status, data = api("make tiles", spec="/etc/passwd")
    assert status == 400


def test_ice_cream_code(api, kitgen) -> None:
    status, data = api("code feedback", mode="easy", secret="1234", guess="2211")
    assert data == kitgen("code", "feedback", "1234", "2211", "--mode", "easy", "--json").json()
    status, data = api("code feedback", secret="1234", guess="1243")
    assert (data["brown"], data["beige"]) == (2, 2)  # 1 and 2 in place, 4 and 3 swapped
    assert api("code validate", code="1234")[1]["ok"] is True
    status, data = api("code audit", played=["1234=2,1"], secret="1243")
    assert status == 200
    assert api("code score", cracked_on=3)[1]["points"] > 0


def test_a_match_by_id(client, api) -> None:
    r = client.post("/api/code/match/new", json={"players": ["Ann", "Bob"], "rounds": 2},
                    headers=BEARER)  # fmt: skip
    assert r.status_code == 200
    ident = r.headers["x-kitgen-id"]
    assert r.headers["location"] == f"/code/match/{ident}"
    assert "/" not in json.dumps(r.json()).replace("\\/", "")  # no server path anywhere
    status, data = api("code match round", match=ident, cracked_on=3)
    assert status == 200 and data["rounds_played"] == 1


def test_staeda(api, kitgen) -> None:
    status, data = api("staeda targets", cards="3 4 5", **{"is": 27})
    # (4+5)×3 = 27
    assert status == 200 and data["ok"] is True and data["declared"] == 27
    status, data = api("staeda check", expr="(3+5)*(7-4)", target=24, hand="3 5 7", table="4")
    assert data["ok"] is True  # 8 × 3 = 24
    status, data = api("staeda solve", target=24, hand="3 5 7", table="4")
    assert status == 200 and data["ok"] is True
    cli = kitgen("staeda", "solve", "--target", "24", "--hand", "3 5 7", "--table", "4",
                 "--json").json()  # fmt: skip
    assert data == cli


def test_a_kit_answers_a_zip(client) -> None:
    r = client.post("/api/make/cards/reference", json={"paper": "letter"}, headers=BEARER)
    assert r.status_code == 200 and r.headers["content-type"] == "application/zip"
    names = zipfile.ZipFile(io.BytesIO(r.content)).namelist()
    assert any(n.endswith(".pdf") for n in names)
    r = client.post("/api/make/tiles", json={"paper": "a5"}, headers=BEARER)
    assert r.status_code == 400 and "unknown paper 'a5'" in r.json()["error"]["message"]


def test_openapi_and_docs(client) -> None:
    spec = client.get("/openapi.json", headers=BEARER).json()
    assert spec["openapi"].startswith("3.")
    body = spec["paths"]["/api/check"]["post"]["requestBody"]["content"]["application/json"]
    assert body["schema"]["properties"]["order"]["enum"] == ["math", "left"]
    assert body["schema"]["properties"]["lang"]["enum"] == list(languages())
    assert "/api/make/tiles" in spec["paths"] and "/api/game/play" in spec["paths"]
    page = client.get("/docs", headers=BEARER)
    assert page.status_code == 200 and "POST /api/staeda/solve" in page.text


def test_a_list_field_given_a_number_or_a_table_is_400(api) -> None:
    # names (players, played, cards...) and pairs (back_offset, readings) take a text or a
    # list: a JSON number or object is refused by the field's declaration, never a crash (a
    # 500) nor read as the object's keys
    from kitgen.web import commands

    fields = [
        (command, name, declared)
        for command in commands.commands().values()
        for name, declared in [
            *((p.name, p.declared) for p in command.params if p.declared is not None),
            *command.options.items(),
        ]
        if declared.option.kind in ("names", "pair") or name == "players"
    ]
    assert {"players", "played", "cards", "back_offset"} <= {name for _c, name, _d in fields}
    for command, name, declared in fields:
        for value in (5, 1.5, True, {"Ann": 1}):
            status, data = api(command.path, **{name: value})
            assert status == 400, (command.path, name, value)
            assert data["error"]["message"].startswith(declared.flag), (command.path, name)


def test_staeda_options_the_command_line_requires_are_required(client, api) -> None:
    # as kitgen staeda check/solve/over refuse to run without them: a 400 naming the first
    # one missing, never the library's TypeError (a 500)
    cases = [
        ("staeda check", {"expr": "3+4", "hand": "3 4", "table": ""}, "target"),
        ("staeda check", {"expr": "3+4", "target": 7, "table": ""}, "hand"),
        ("staeda check", {"expr": "3+4", "target": 7, "hand": "3 4"}, "table"),
        ("staeda solve", {"hand": "3 4"}, "target"),
        ("staeda solve", {"target": 7}, "hand"),
        ("staeda over", {"kept": "A 2 3"}, "target"),
    ]
    for command, body, missing in cases:
        status, data = api(command, **body)
        assert status == 400, (command, body)
        assert data["error"]["message"].startswith(f"kitgen {command} needs {missing} — ")
    status, data = api("staeda solve", target=7, hand="3 4")
    assert status == 200 and data["ok"] is True
    spec = client.get("/openapi.json", headers=BEARER).json()
    body = spec["paths"]["/api/staeda/check"]["post"]["requestBody"]["content"]
    required = body["application/json"]["schema"]["required"]
    assert set(required) == {"expr", "target", "hand", "table"}


def test_the_api_route_answers_every_method_and_spelling_as_starlette_did(client) -> None:
    # a POST /api/... goes straight from the guard to the API (web.app.Front): every other
    # method, and the paths beside it, are still Starlette's answers
    check = {"expr": "1+1=10"}
    for method in ("GET", "HEAD", "OPTIONS", "PUT", "DELETE", "PATCH"):
        for path in ("/api/check", "/api/check/", "/api/", "/api/nope"):
            r = client.request(method, path, json=check, headers=BEARER)
            assert r.status_code == 405 and r.headers["allow"] == "POST", (method, path)
            assert r.headers["x-frame-options"] == "DENY"
    for path in ("/api/check/", "/api//check", "/api/check?x=1"):
        r = client.post(path, json=check, headers=BEARER)
        assert r.status_code == 200 and r.json()["ok"] is True, path
    r = client.post("/api", json=check, headers=BEARER, follow_redirects=False)
    assert r.status_code == 307 and r.headers["location"].endswith("/api/")
    r = client.post("/API/check", json=check, headers=BEARER)
    assert r.status_code == 404 and r.headers["x-frame-options"] == "DENY"
    r = client.post("/api/", json=check, headers=BEARER)
    assert r.status_code == 404 and r.json()["ok"] is False


def test_the_api_check_skips_the_printed_text_its_json_does_not_carry(client) -> None:
    from kitgen.api.check import check
    from kitgen.core.answer import json_only

    said = "11 × 11 is 1001 (3 × 3 = 9). Both sides are 1001, so it is correct."
    printed = check("11x11=1001")
    assert (
        printed.text
        == f"Correct: 11x11=1001\n{said}\nValue: 1001 (9 in decimal). Bonus: 1000 = 8 points."
    )
    with json_only():
        bare = check("11x11=1001")
    assert bare.text == "" and bare.as_json() == printed.as_json()
    r = client.post("/api/check", json={"expr": "11x11=1001"}, headers=BEARER)
    assert r.json() == {"ok": True, "reason": None, "value": "1001", "points": 8,
                        "explanation": f"{said} Bonus: 1000 = 8 points.", "rule": None,
                        "position": None, "lang": "en"}  # fmt: skip
    assert check("11x11=1001").text == printed.text  # outside the block: printed again
