"""The Stæða table's endpoints (``/staeda/game``): bad input answered 400 with one message
naming the problem and the fix, each limit stated and checked, the token, CSRF and Host
rules as on every page; and the game file the library keeps (``kitgen.api.staeda_game``),
measured against rounds worked out by hand from the rules page."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.web.conftest import TOKEN


def _csrf() -> dict[str, str]:
    from kitgen.web.guard import csrf_token

    return {"csrf": csrf_token(TOKEN)}


def start(client: Any, **form: str) -> Any:
    fields = {"players": "Ann\nBo", "target": "35", "target_cards": "3 4 5", **form}
    return client.post("/staeda/game", data={**_csrf(), **fields}, follow_redirects=False,
                       headers={"X-Fragment": "1"})  # fmt: skip


def say(client: Any, ident: str, **form: str) -> Any:
    return client.post(f"/staeda/game/{ident}", data={**_csrf(), **form},
                       headers={"X-Fragment": "1"})  # fmt: skip


def reason(response: Any) -> str:
    found = re.search(r'<p class="reason">(.*?)</p>', response.text, re.S)
    assert found, response.text
    import html

    return html.unescape(found.group(1))


@pytest.fixture
def table(client: Any) -> Any:
    client.cookies.set("kitgen_token", TOKEN)
    return client


@pytest.fixture
def ident(table: Any) -> str:
    r = start(table)
    assert r.status_code == 303, r.text
    return str(r.headers["location"].rsplit("/", 1)[1])


@pytest.mark.parametrize(
    ("form", "said"),
    [
        ({"players": "Ann"}, "a Stæða game takes 2 to 6 players, not 1 — give their names"),
        ({"players": "A\nB\nC\nD\nE\nF\nG"}, "takes 2 to 6 players, not 7"),
        ({"players": "Ann\nann"}, "two players have the same name"),
        ({"target": "36"}, "36 is not allowed from 3 4 5"),
        ({"target": "243", "target_cards": ""}, "243"),
        ({"target": "many"}, "the target must be a whole number from 2 to 242, not 'many'"),
        ({"target_cards": "3 4 Z"}, "'Z' is not a card"),
        ({"play_to": "53"}, "play to 53 points: give a whole number from 1 to 52"),
        ({"play_to": "0"}, "play to 0 points"),
        ({"whole_numbers": "maybe"}, "--whole-numbers must be true or false, not 'maybe'"),
        ({"tie_break": "coin"}, "coin"),
    ],
)
def test_a_game_that_cannot_start_is_a_400_naming_the_fix(table, tmp_path, form, said) -> None:
    r = start(table, **form)
    assert r.status_code == 400
    assert said in reason(r)
    assert list((tmp_path / "data" / "staeda").iterdir()) == []  # nothing kept


def test_what_a_phone_says_is_checked_before_it_is_kept(table, ident) -> None:
    assert (
        say(table, ident, action="claim", player="Ann", hand="7 5 K", claim="7×5").status_code
        == 200
    )
    refused = {
        "'Cy' is not a player of this game — pick one of: Ann, Bo": dict(player="Cy"),
        'give a claim or say "no stæða", not both': dict(player="Bo", claim="5", no_claim="on"),
        'give your claim, or say "no stæða"': dict(player="Bo", hand="2"),
        "give at most 3": dict(player="Bo", hand="2 3 4 6", no_claim="on"),
        "the claim is 201 characters long — a claim is at most 200": dict(player="Bo",
                                                                         claim="1+" * 100 + "1"),
        # a fifth seven: Ann's 7, three sevens on the table and one in Bo's hand
        "5 cards of rank 7 — a deck has only four": dict(player="Bo", hand="7", no_claim="on",
                                                        table="7 7 7"),
    }  # fmt: skip
    for said, form in refused.items():
        r = say(table, ident, action="claim", **form)
        assert r.status_code == 400 and said in reason(r), (said, reason(r))
    r = say(table, ident, action="table", table="2 3 4 5")
    assert r.status_code == 400 and "give at most 3" in reason(r)
    page = table.get(f"/staeda/game/{ident}/panel").text
    assert "Waiting for: Bo · The table cards are not in yet" in page  # nothing of it kept


def test_a_round_is_judged_when_everyone_has_spoken(table, tmp_path, ident) -> None:
    r = say(table, ident, action="claim", player="Ann", hand="7 5 K", claim="7×5")
    assert "Kept. Waiting for: Bo" in r.text
    r = say(table, ident, action="claim", player="Bo", no_claim="on")
    assert "Kept. Waiting for the table cards" in r.text
    r = say(table, ident, action="table", table="2 9 Q")
    assert r.status_code == 200 and "Round 1: Ann has an exact stæða" in r.text
    panel = table.get(f"/staeda/game/{ident}/panel").text
    assert "Ann wins the round" in panel and "Ann: +2 points" in panel
    rows = re.findall(r"<tr[^>]*><td>(\w+)</td><td>(\d+)</td>", panel)
    assert rows == [("Ann", "2"), ("Bo", "0")]
    # the game file, as the library keeps it: what was said, never the points
    kept = json.loads((tmp_path / "data" / "staeda" / f"{ident}.json").read_text())
    assert kept["rounds"] == [{"table": "2 9 Q", "hands": {"Ann": "7 5 K", "Bo": ""},
                               "claims": {"Ann": "7×5"}}]  # fmt: skip
    assert kept["next"] == {"table": "", "hands": {}, "claims": {}, "passed": []}


def test_the_table_rules_for_every_endpoint(client, ident) -> None:
    client.cookies.clear()
    for path in ("/staeda/game", f"/staeda/game/{ident}", f"/staeda/game/{ident}/panel",
                 f"/staeda/game/{ident}/events"):  # fmt: skip
        assert client.get(path).status_code == 401, path
    client.cookies.set("kitgen_token", TOKEN)
    # a change without the page's CSRF token, or from another site, is refused
    assert client.post(f"/staeda/game/{ident}", data={"action": "table", "table": "2"}
                       ).status_code == 403  # fmt: skip
    r = client.post(f"/staeda/game/{ident}", data={**_csrf(), "action": "table", "table": "2"},
                    headers={"Origin": "http://evil.example"})  # fmt: skip
    assert r.status_code == 403
    for path in ("/staeda/game/nothere", "/staeda/game/aaaaaaaaaaaaaaaa",
                 "/staeda/game/nothere/panel", "/staeda/game/aaaaaaaaaaaaaaaa/events"):  # fmt: skip
        assert client.get(path).status_code == 404, path
    r = client.post("/staeda/game/aaaaaaaaaaaaaaaa/rematch", data=_csrf())
    assert r.status_code == 404 and "there is no game aaaaaaaaaaaaaaaa on this server" in r.text


def test_a_host_not_the_servers_own_is_refused(tmp_path) -> None:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    app = create_app(tmp_path / "data", TOKEN, processes=1, hosts=frozenset({"table.local"}))
    with TestClient(app, base_url="http://table.local") as c:
        c.cookies.set("kitgen_token", TOKEN)
        assert c.get("/staeda/game").status_code == 200
        assert c.get("/staeda/game", headers={"host": "evil.example"}).status_code == 403


# -- the library's game file -----------------------------------------------------------------


def test_two_winners_keep_a_shared_table_card_once(tmp_path) -> None:
    """Target 10 (from A A 5: (A+A)×5). Ann's 5H×2 and Bo's 2×5S, each with the table's 2:
    both exact, one operation each, no points before, so still tied and both score 2; the
    cards kept are Ann's 5H, Bo's 5S and the table's 2 once."""
    from kitgen.api.staeda_game import enter, new_game

    path = tmp_path / "g.json"
    new_game(path, ["Ann", "Bo"], target=10, target_cards="A A 5")
    enter(path, "Ann", hand="5H", claim="5×2")
    enter(path, "Bo", hand="5S", claim="2×5")
    game = enter(path, table="2 9 K")
    assert game.judged and game.rounds[0].answer.winners == ["Ann", "Bo"]
    assert game.points == {"Ann": 2, "Bo": 2}
    assert sorted(game.kept) == ["2", "5H", "5S"]


def test_a_corrupt_game_file_is_named_with_what_is_wrong(tmp_path) -> None:
    from kitgen.api.staeda_game import StaedaGame, new_game
    from kitgen.core.errors import KitgenError

    path = tmp_path / "g.json"
    new_game(path, ["Ann", "Bo"], target=35)
    data = json.loads(path.read_text())
    for key, value in (("target", "35"), ("players", "Ann"), ("format", "x"), ("extra", 1)):
        path.write_text(json.dumps({**data, key: value}))
        with pytest.raises(KitgenError, match=f"g.json is corrupt: '{key}' is not as a Stæða"):
            StaedaGame.load(path)


def test_a_rematch_is_started_once_and_only_after_the_end(table) -> None:
    r = start(table, play_to="2")
    ident = r.headers["location"].rsplit("/", 1)[1]
    r = table.post(f"/staeda/game/{ident}/rematch", data={**_csrf(), "seat": "Ann"})
    assert r.status_code == 400 and "the game is not over yet" in r.text
    say(table, ident, action="claim", player="Ann", hand="7 5 K", claim="7×5")  # 2 cards: 2
    say(table, ident, action="claim", player="Bo", no_claim="on")
    assert (
        "Round 1: Ann has an exact stæða" in say(table, ident, action="table", table="2 9 Q").text
    )
    over = table.get(f"/staeda/game/{ident}/panel").text
    assert "Ann wins the game" in over
    # the round that ended it can be taken back (a final claim mistyped), until the rematch
    assert 'name="round" value="1"' in over and "Take back round 1" in over
    # the printed score sheets for a game on paper: Stæða's, a column for each of the 2 players
    link = re.search(r'<p class="print-sheets"><a href="([^"]+)">', over)
    assert link and link.group(1) == "/make/cards-score-sheets?game=staeda&amp;columns=2"
    form = table.get(link.group(1).replace("&amp;", "&")).text
    assert re.search(r"<option value=\"staeda\" selected>Stæða</option>", form)
    assert re.search(r'id="f-columns"[^>]* value="2"', form)
    first = table.post(f"/staeda/game/{ident}/rematch", data={**_csrf(), "seat": "Ann"},
                       follow_redirects=False)  # fmt: skip
    again = table.post(f"/staeda/game/{ident}/rematch", data={**_csrf(), "seat": "Bo"},
                       follow_redirects=False)  # fmt: skip
    assert first.headers["location"].endswith("#seat=Ann")
    assert again.headers["location"].split("#")[0] == first.headers["location"].split("#")[0]
    new = first.headers["location"].split("#")[0]
    page = table.get(new + "/panel").text
    assert "Target 35 (3 4 5)" in page and "playing to 2 points" in page
    over = table.get(f"/staeda/game/{ident}/panel").text
    assert f'href="{new}"' in over and "Take back round" not in over  # offered on all
    r = say(table, ident, action="undo", round="1", by="Bo")  # a phone that had not moved on
    assert r.status_code == 400 and reason(r) == (
        "the rematch of this game has begun — its last round can no longer be taken back"
    )
    assert "Ann wins the game" in table.get(f"/staeda/game/{ident}/panel").text


def test_the_computer_plays_a_seat_its_turn_and_its_claim(table, tmp_path) -> None:
    """Cy is the computer's. Its turn: the bot's swap and call said, the game unchanged; at
    the show-down its claim from hand 7 5 2 and table K Q 3 (target 35) is made by the
    referee: checked here by evaluating it, each number a card of the hand or the table,
    and Cy scoring one point a card."""
    import ast
    from collections import Counter
    from fractions import Fraction

    r = start(table, players="Ann\nCy", computer="Cy")
    ident = r.headers["location"].rsplit("/", 1)[1]
    page = table.get(f"/staeda/game/{ident}").text
    assert 'data-seat="Cy"' not in page and 'data-seat="Ann"' in page  # no phone's seat
    assert "Cy (the computer)" in page
    turn = say(table, ident, action="bot", player="Cy", hand="7 5 2", table="K Q 3", level="greedy")
    assert turn.status_code == 200 and "The computer (greedy)" in turn.text
    assert "Waiting for: Ann, Cy" in table.get(f"/staeda/game/{ident}/panel").text  # unchanged
    # it calls (whoever moves its cards says so): kept, and said on every phone
    assert '<button type="submit" name="action" value="call" class="secondary">It calls' in page
    r = say(table, ident, action="call", player="Cy")
    assert "Cy called stæða: every other player" in r.text
    assert 'id="called">Cy called' in table.get(f"/staeda/game/{ident}/panel").text
    r = say(table, ident, action="computer", player="Cy", hand="7 5 2")
    assert r.status_code == 400 and "give the table cards first" in reason(r)
    r = say(table, ident, action="computer", player="Ann", hand="7 5 2", table="K Q 3")
    assert r.status_code == 400 and "the computer does not play Ann" in reason(r)
    r = say(table, ident, action="computer", player="Cy", hand="7 5 2", table="K Q 3")
    assert "Kept. Waiting for: Ann" in r.text
    r = say(table, ident, action="claim", player="Ann", hand="9 9 8", no_claim="on")
    assert "Round 1: Cy has an exact stæða" in r.text
    kept = json.loads((tmp_path / "data" / "staeda" / f"{ident}.json").read_text())
    claim = kept["rounds"][0]["claims"]["Cy"]
    python = claim.replace("×", "*").replace("−", "-").replace("÷", "/")
    tree = ast.parse(python, mode="eval")
    numbers = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    assert not Counter(numbers) - Counter([7, 5, 2, 10, 10, 3])  # only its cards, each once

    def value(node: ast.AST) -> Fraction:
        if isinstance(node, ast.Expression):
            return value(node.body)
        if isinstance(node, ast.Constant):
            return Fraction(node.value)
        assert isinstance(node, ast.BinOp)
        a, b = value(node.left), value(node.right)
        ops = {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b}
        return ops[type(node.op)] if type(node.op) in ops else a / b

    assert value(tree) == 35
    panel = table.get(f"/staeda/game/{ident}/panel").text
    assert f"Cy: +{len(numbers)} points" in panel
    # the score sheet: a column for each player, the computer's too, and its total under it
    sheet = re.search(r'<details class="sheet".*?</details>', panel, re.S)
    assert sheet is not None
    heads = re.findall(r'<th scope="col">(\w+)</th>', sheet.group(0))
    total = re.search(r'<tr class="total">(.*?)</tr>', sheet.group(0), re.S)
    assert heads == ["Round", "Ann", "Cy"] and total is not None
    assert re.findall(r"<td>(\d+)</td>", total.group(1)) == ["0", str(len(numbers))]
    assert f"<td>1</td><td></td><td>+{len(numbers)}</td>" in sheet.group(0)


def test_whether_the_game_goes_on_is_said_in_each_readers_language(tmp_path) -> None:
    """The end of the game is asked once per cards kept, but said in the language asked."""
    from kitgen.api.staeda_game import StaedaGame, enter, new_game
    from kitgen.core.messages import use_language

    path = tmp_path / "g.json"
    new_game(path, ["Ann", "Bo"], target=35)
    enter(path, table="2 9 Q")
    enter(path, "Ann", hand="7 5", claim="7×5")
    game = enter(path, "Bo", no_claim=True)
    assert game.kept == ["5", "7"] and not game.over
    assert game.reason.startswith("the game goes on")
    with use_language("nl"):
        assert StaedaGame.load(path).reason.startswith("het spel gaat door")


def test_a_phone_sees_its_own_claim_and_no_other_until_the_round_is_judged(table, ident) -> None:
    say(table, ident, action="claim", player="Ann", hand="7 5 K", claim="(K−3)×5")
    say(table, ident, action="claim", player="Bo", no_claim="on")

    def mine(seat: str) -> str:
        found = re.search(r'<p class="mine" id="mine">(.*?)</p>',
                          table.get(f"/staeda/game/{ident}/panel?seat={seat}").text)  # fmt: skip
        return found.group(1) if found else ""

    assert mine("Ann") == "You said: (K−3)×5"
    assert mine("Bo") == "You said: no stæða"
    assert "(K−3)×5" not in table.get(f"/staeda/game/{ident}/panel?seat=Bo").text
    assert "(K−3)×5" not in table.get(f"/staeda/game/{ident}/panel").text  # a watching phone
    assert "(K−3)×5" not in table.get(f"/staeda/game/{ident}").text
    say(table, ident, action="table", table="2 9 Q")  # the round judged: nothing left to show
    assert mine("Ann") == "" and mine("Bo") == ""


def test_the_last_round_is_taken_back_and_judged_anew(tmp_path) -> None:
    """Target 35 from 3 4 5, played to 6 (the rounds of the browser test). Round 1: Ann's
    7×5 from her 7 5 K (2 cards: 2 points), Bo "no stæða", table 2 9 Q. Round 2: Ann's
    (Q+K)+3×5 from K Q 3 with the table's 5 (4 cards: 4 points, 6 in all: Ann wins the
    game). Taken back, round 2's points and cards come off (Ann 2, kept 5 7), the game goes
    on, and what was said in it is the round being entered again; Bo saying "no stæða"
    again judges it again: Ann 6 and the game over."""
    from kitgen.api.staeda_game import StaedaGame, enter, new_game, undo
    from kitgen.core.errors import KitgenError

    path = tmp_path / "g.json"
    new_game(path, ["Ann", "Bo"], target=35, target_cards="3 4 5", play_to=6)
    with pytest.raises(KitgenError, match="no round has been judged yet — there is nothing"):
        undo(path)
    enter(path, "Ann", hand="7 5 K", claim="7×5")
    enter(path, "Bo", no_claim=True)
    assert enter(path, table="2 9 Q").points == {"Ann": 2, "Bo": 0}
    enter(path, table="7 5 2")
    enter(path, "Ann", hand="K Q 3", claim="(Q+K)+3×5")
    game = enter(path, "Bo", no_claim=True)
    assert game.over and game.winners == ["Ann"] and game.points == {"Ann": 6, "Bo": 0}
    with pytest.raises(KitgenError, match="round 3 was taken back already, or is not judged"):
        undo(path, 3)
    with pytest.raises(KitgenError, match=r"round 1 is not the last round judged \(round 2 is\)"):
        undo(path, 1)
    game = undo(path, 2)
    assert game.undone is not None and game.undone.claims == {"Ann": "(Q+K)+3×5"}
    assert game.points == {"Ann": 2, "Bo": 0} and sorted(game.kept) == ["5", "7"]
    assert not game.over and len(game.rounds) == 1 and game.waiting == []
    kept = json.loads(path.read_text())
    assert kept["next"] == {"table": "7 5 2", "hands": {"Ann": "K Q 3", "Bo": ""},
                            "claims": {"Ann": "(Q+K)+3×5"}, "passed": ["Bo"]}  # fmt: skip
    # the round being entered again is the next one: round 1 is not taken back behind it
    with pytest.raises(KitgenError, match="round 1 cannot be taken back: the next round has"):
        undo(path, 1)
    game = enter(path, "Bo", no_claim=True)
    assert game.judged and game.over and game.points == {"Ann": 6, "Bo": 0}
    assert StaedaGame.load(path).rounds[1].kept == ["3", "5", "K", "Q"]


def test_a_phone_takes_back_a_round_and_every_phone_is_told_who(table, ident) -> None:
    say(table, ident, action="claim", player="Ann", hand="7 5 K", claim="7×5")
    say(table, ident, action="claim", player="Bo", no_claim="on")
    say(table, ident, action="table", table="2 9 Q")
    panel = table.get(f"/staeda/game/{ident}/panel").text
    assert 'name="round" value="1"' in panel and "Take back round 1" in panel
    assert "Take back round 1, which Ann won? It is not this phone&#39;s seat" in panel
    r = say(table, ident, action="undo", round="1", by="Bo")
    assert r.status_code == 200 and "Round 1 taken back. Its claims are in again" in r.text
    panel = table.get(f"/staeda/game/{ident}/panel").text
    rows = re.findall(r"<tr[^>]*><td>(\w+)</td><td>(\d+)</td>", panel)
    assert rows == [("Ann", "0"), ("Bo", "0")]
    assert 'data-last="Round 1 was taken back by Bo."' in panel  # said on every phone
    assert 'id="taken-back">Round 1 was taken back by Bo.' in panel
    assert "Take back round" not in panel  # not twice: the round is being entered again
    # a second phone's Undo of the same round, sent at the same moment: refused
    r = say(table, ident, action="undo", round="1", by="Ann")
    assert r.status_code == 400 and "round 1 was taken back already" in reason(r)
    r = say(table, ident, action="claim", player="Ann", hand="7 5 K", claim="7×5")
    assert "Round 1: Ann has an exact stæða" in r.text  # judged anew
    panel = table.get(f"/staeda/game/{ident}/panel").text
    assert "taken-back" not in panel and '<p class="undone">Round 1 was taken back by Bo.' in panel


def test_a_call_puts_the_callers_claim_first_under_first_call(tmp_path) -> None:
    """Target 35 from 3 4 5, house rule first-call. Bo calls; Ann's claim comes in first:
    7×5 from her 7 5 K (2 cards), then Bo's 3×9+Q−2 from his A 3 4 with the table 2 9 Q
    (27 + 10 − 2 = 35, 4 cards). Both exact: the claim made first wins, the caller's, Bo's,
    though Ann's came first: Bo 4 points, keeping 3 (his own) and 2 9 Q. The same round in
    a game without the call: Ann's came first, Ann wins with 2 points."""
    from kitgen.api.staeda_game import StaedaGame, call, enter, new_game, undo
    from kitgen.core.errors import KitgenError

    def play(path: Any, caller: str) -> StaedaGame:
        new_game(path, ["Ann", "Bo"], target=35, target_cards="3 4 5", tie_break="first-call")
        if caller:
            assert call(path, caller).next.called == caller
        enter(path, "Ann", hand="7 5 K", claim="7×5")
        enter(path, "Bo", hand="A 3 4", claim="3×9+Q−2")
        return enter(path, table="2 9 Q")

    path = tmp_path / "called.json"
    game = play(path, "Bo")
    assert game.judged and game.points == {"Ann": 0, "Bo": 4}
    assert sorted(game.kept) == ["2", "3", "9", "Q"]
    assert game.rounds[0].answer.reason.endswith("; Bo claimed first")
    kept = json.loads(path.read_text())
    assert kept["rounds"][0]["called"] == "Bo" and "called" not in kept["next"]
    assert list(kept["rounds"][0]["claims"]) == ["Bo", "Ann"]  # the rules page's order
    assert StaedaGame.load(path).points == {"Ann": 0, "Bo": 4}  # judged again the same
    assert call(path, "Ann").next.called == "Ann"  # the next round's call
    with pytest.raises(KitgenError, match="Ann called stæða already this round — every other"):
        call(path, "Bo")
    with pytest.raises(KitgenError, match="is not a player of this game"):
        call(path, "Cy")
    assert play(tmp_path / "none.json", "").points == {"Ann": 2, "Bo": 0}
    # taken back, the round is entered again with its call
    path = tmp_path / "back.json"
    play(path, "Bo")
    assert undo(path, 1).next.called == "Bo"
    assert enter(path, "Bo", hand="A 3 4", claim="3×9+Q−2").points == {"Ann": 0, "Bo": 4}


def test_a_phone_calls_staeda_and_every_phone_is_told(table) -> None:
    """The round of the library's test above, at the table: Bo's phone calls, every panel
    says so and offers no second call; Ann's claim comes in first, Bo's wins (the caller's
    claim first, house rule first-call)."""
    r = start(table, tie_break="first-call")
    ident = r.headers["location"].rsplit("/", 1)[1]
    panel = table.get(f"/staeda/game/{ident}/panel?seat=Bo").text
    assert re.search(r'<form [^>]*class="live call-form">', panel) and "Call stæða" in panel
    assert re.search(r'class="live call-form" hidden>', table.get(f"/staeda/game/{ident}").text)
    r = say(table, ident, action="call", player="Bo")
    said = "Bo called stæða: every other player has one more turn, then the show-down."
    assert r.status_code == 200 and said in r.text
    panel = table.get(f"/staeda/game/{ident}/panel").text
    assert f'data-last="{said}"' in panel and f'<p class="called" id="called">{said}' in panel
    assert "call-form" not in panel
    r = say(table, ident, action="call", player="Ann")
    assert r.status_code == 400 and reason(r).startswith("Bo called stæða already this round")
    say(table, ident, action="claim", player="Ann", hand="7 5 K", claim="7×5")
    say(table, ident, action="claim", player="Bo", hand="A 3 4", claim="3×9+Q−2")
    r = say(table, ident, action="table", table="2 9 Q")
    assert "Bo claimed first" in r.text
    panel = table.get(f"/staeda/game/{ident}/panel").text
    assert re.findall(r"<tr[^>]*><td>(\w+)</td><td>(\d+)</td>", panel) == [
        ("Ann", "0"),
        ("Bo", "4"),
    ]
    assert "call-form" in panel and 'id="called"' not in panel  # the next round's call


def test_the_target_cards_sit_out_the_first_round_only(tmp_path) -> None:
    """The rules page: the three target cards are set aside for the round, then every card
    not kept as points is shuffled for the next. Target 35 from 3H 4H 5H, (3 + 4) × 5.
    Round 1: the 5H is out of play; Ann's 5S × 7S wins (1 operation, 2 cards: 2 points) and
    she keeps both: 52 − 2 = 50 cards in play for round 2, the target cards among them. Round
    2: Ann's 5H × 7H (the target card back in her hand) wins again: 4 points, 48 in play."""
    from kitgen.api.staeda_game import enter, new_game
    from kitgen.core.errors import KitgenError

    path = tmp_path / "g.json"
    new_game(path, ["Ann", "Bo"], target=35, target_cards="3H 4H 5H")
    with pytest.raises(KitgenError, match="5H"):
        enter(path, "Ann", hand="5H 7H", claim="5×7")
    enter(path, "Ann", hand="5S 7S", claim="5×7")
    enter(path, "Bo", hand="2C", no_claim=True)
    game = enter(path, table="9D QD KD")
    assert game.judged and game.points == {"Ann": 2, "Bo": 0}
    assert game.kept == ["5S", "7S"] and game.reason.endswith("of the 50 cards still in play)")
    enter(path, "Ann", hand="5H 7H", claim="5×7")
    enter(path, "Bo", hand="2C", no_claim=True)
    game = enter(path, table="9D QD KD")
    assert game.judged and game.points == {"Ann": 4, "Bo": 0}
    assert sorted(game.kept) == ["5H", "5S", "7H", "7S"]
    assert game.reason.endswith("of the 48 cards still in play)")


def test_the_computer_s_level_is_said_in_the_page_s_words(table) -> None:
    """A Dutch phone: the computer's turn names its level in Dutch ("De computer (gretig)",
    not "(greedy)"); the level's choices read "voorzichtig", "gematigd", "gretig", each
    sending the command line's value; the house rules' tie-break reads "bewerkingen"."""
    r = start(table, players="Ann\nCy", computer="Cy")
    ident = r.headers["location"].rsplit("/", 1)[1]
    dutch = {"Accept-Language": "nl"}
    page = table.get(f"/staeda/game/{ident}", headers=dutch).text
    levels = re.search(r'<select id="c1-level" name="level">(.*?)</select>', page, re.S)
    assert levels is not None
    assert re.findall(r'<option value="(\w+)"( selected)?>([^<]+)</option>', levels.group(1)) == [
        ("cautious", "", "voorzichtig"), ("steady", " selected", "gematigd"),
        ("greedy", "", "gretig")]  # fmt: skip
    turn = table.post(f"/staeda/game/{ident}", headers={"X-Fragment": "1", **dutch},
                      data={**_csrf(), "action": "bot", "player": "Cy", "hand": "7 5 2",
                            "table": "K Q 3", "level": "greedy"})  # fmt: skip
    assert turn.status_code == 200 and "De computer (gretig)" in turn.text, turn.text
    assert "greedy" not in turn.text
    new = table.get("/staeda/game", headers=dutch).text
    assert '<option value="operations" selected>bewerkingen</option>' in new
