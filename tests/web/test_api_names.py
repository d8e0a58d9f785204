"""The web's keys are the command line's names, from the same declarations (issues #22/#23):
``played`` (``--played``; the old ``row`` still taken, with the CLI's warning), ``players``
and ``player``, ``not_cracked``, ``guesser``; their checks and help texts are the
declarations'."""

from __future__ import annotations

import json
from typing import Any

from tests.web.conftest import BEARER

#: A board worked by hand: secret 1243, guess 1234 owes 2 brown (1, 2 in place) and 2 beige
#: (3 and 4 swapped), so the row 1234=2,1 is wrong and 1234=2,2 holds.
WRONG, RIGHT = "1234=2,1", "1234=2,2"


def post(client: Any, command: str, body: dict[str, Any]) -> Any:
    return client.post("/api/" + command.replace(" ", "/"), json=body, headers=BEARER)


def test_played_is_the_cli_s_option(api, kitgen) -> None:
    status, data = api("code audit", played=[WRONG], secret="1243")
    cli = kitgen("code", "audit", "--played", WRONG, "--secret", "1243", "--json").json()
    assert status == 200 and data == cli and data["ok"] is False
    assert api("code audit", played=[RIGHT], secret="1243")[1]["ok"] is True
    # a form's field: one row a line
    assert api("code audit", played=f"{RIGHT}\r\n", secret="1243")[1]["ok"] is True


def test_the_old_key_row_still_works_with_the_cli_s_warning(client, kitgen) -> None:
    old = post(client, "code audit", {"row": [WRONG], "secret": "1243"})
    new = post(client, "code audit", {"played": [WRONG], "secret": "1243"})
    assert old.status_code == 200 and old.json() == new.json()  # the --json object, as is
    warning = json.loads(old.headers["x-kitgen-warning"])  # a JSON string: ASCII
    assert warning.startswith("'row' is deprecated and will be removed in kitgen 0.2.0")
    assert "use 'played'" in warning and "CHANGELOG.md" in warning
    assert "x-kitgen-warning" not in new.headers
    cli = kitgen("code", "audit", "--row", WRONG, "--secret", "1243", "--json")
    assert cli.json() == old.json() and "--row is deprecated" in cli.err
    hint = post(client, "code hint", {"row": [RIGHT]})
    assert hint.status_code == 200 and "x-kitgen-warning" in hint.headers
    both = post(client, "code hint", {"row": [RIGHT], "played": [RIGHT]})
    assert both.status_code == 400
    said = "give the rows played with --played only — --row is its old name"
    assert both.json()["error"]["message"] == said
    assert post(client, "code score", {"row": [RIGHT], "cracked_on": 1}).status_code == 400


def test_a_bad_row_is_refused_by_its_declaration(api, kitgen) -> None:
    rows = ["1234=0,0"] * 31  # the most rows in play is 30
    status, data = api("code hint", played=rows)
    cli = kitgen("code", "hint", *[w for r in rows for w in ("--played", r)], "--json")
    assert status == 400 and data == cli.json()
    assert data["error"]["message"].startswith("--played: 31 given — give at most 30")


def test_players_as_the_cli_spells_them(api) -> None:
    for body in ({"players": "Ann,Bob,Cy"}, {"player": ["Ann", "Bob", "Cy"]},
                 {"players": ["Ann", "Bob", "Cy"]}, {"players": "Ann\nBob\r\nCy\n"},
                 {"player": ["Ann"], "players": "Bob,Cy"}):  # fmt: skip
        status, data = api("game new", **body)
        assert status == 200, data
        shown = api("game show", game=data["file"])[1]
        assert [p["name"] for p in shown["players"]] == ["Ann", "Bob", "Cy"], body
    status, data = api("game new", players="Ann,B\x07b")
    assert (
        status == 400
        and "--players holds the control character U+0007" in (data["error"]["message"])
    )
    status, data = api("code match new", player=["Ann", "Bob"], rounds=2)
    assert status == 200 and [p["name"] for p in data["players"]] == ["Ann", "Bob"]


def test_not_cracked_and_guesser(client, api, kitgen) -> None:
    status, data = api("code score", not_cracked=True)
    assert status == 200 and data == kitgen("code", "score", "--not-cracked", "--json").json()
    ident = post(client, "code match new", {"players": "Ann,Bob", "rounds": 2}).headers[
        "x-kitgen-id"
    ]
    status, data = api("code match round", match=ident, not_cracked=True, guesser="Ann")
    assert status == 200 and data["ok"] is False  # Ann sets first: Bob guesses round 1
    status, data = api("code match round", match=ident, not_cracked=True, guesser="B\x01b")
    assert status == 400 and data["error"]["message"].startswith(
        "--guesser holds the control character U+0001"
    )
    status, data = api("code match round", match=ident, not_cracked="on", guesser="Bob")
    assert status == 200 and data["ok"] is True and data["rounds_played"] == 1


def test_the_docs_give_the_declarations_help(client) -> None:
    spec = client.get("/openapi.json", headers=BEARER).json()

    def props(path: str) -> dict[str, Any]:
        body = spec["paths"][path]["post"]["requestBody"]["content"]["application/json"]
        return dict(body["schema"]["properties"])

    audit = props("/api/code/audit")
    assert audit["played"]["type"] == "array" and audit["played"]["maxItems"] == 30
    assert audit["played"]["description"].startswith("A row played on the board, GUESS=FEEDBACK")
    assert audit["played"]["description"].endswith("(--played)")
    assert audit["row"]["deprecated"] is True and "use 'played'" in audit["row"]["description"]
    assert "row" not in props("/api/code/score")
    new = props("/api/game/new")
    assert new["players"]["type"] == ["string", "array"]
    assert new["players"]["description"] == (
        "The players in turn order, separated by commas: Ann,Bob. (--players)"
    )
    assert new["player"]["type"] == "array"
    round_ = props("/api/code/match/round")
    assert round_["guesser"]["description"].endswith("(--guesser)")
    assert round_["not_cracked"]["type"] == "boolean"
    assert props("/api/game/play")["move"]["description"].endswith("(MOVE)")
    page = client.get("/docs", headers=BEARER).text
    assert "<code>played</code>" in page and "string | array" in page


def test_staeda_and_build_arguments_by_their_declarations(client, api, kitgen) -> None:
    # (4+5)×3 = 27: the three cards as one text (the page's field) or as the CLI's three
    for cards in ("3 4 5", ["3", "4", "5"]):
        status, data = api("staeda targets", cards=cards, **{"is": 27})
        assert (
            status == 200
            and data == kitgen("staeda", "targets", "3", "4", "5", "--is", "27", "--json").json()
        )
    status, data = api("staeda targets", cards=["3", "4", "5", "6"])
    assert status == 400 and data["error"]["message"].startswith("--cards: 4 given")
    spec = client.get("/openapi.json", headers=BEARER).json()
    body = spec["paths"]["/api/build"]["post"]["requestBody"]["content"]["application/json"]
    props = body["schema"]["properties"]
    assert props["kit"]["default"] == "all" and props["kit"]["description"].endswith("([KIT])")
    assert props["paper"]["enum"] == ["a4", "letter"] and "file" not in props
    status, data = api("build", kit="nowhere")
    assert status == 400 and "nowhere" in data["error"]["message"]
