"""Every referee command on the phone, from one list (issue #38): each command of the list
(``kitgen.core.referees``) is a command of the command line and an endpoint with the same
option names, and the ones no hand-laid page offers (``code bot``, ``staeda bot``) get a
page made from their declarations, played here as a family would."""

from __future__ import annotations

import html
import importlib
import re
from fractions import Fraction
from typing import Any

import click

from kitgen.cli.app import referees
from tests.cli_tree import leaf_commands
from tests.web.conftest import BEARER

#: What only the command line takes: its printing and language (the web has ``lang`` and
#: answers JSON), the wait for another kitgen's lock, and files on the machine (a request
#: names no path: the rules file, the tile spec, the picture written, --force over a file).
CLI_ONLY = {"json", "lang", "quiet", "help", "wait", "rules", "spec", "png", "force"}


def _cli_keys(command: click.Command) -> set[str]:
    """A command's arguments and options by the name a request gives them: an argument by
    its name in the usage (``EXPR...`` is ``expr``), an option by its flag (``--not-cracked``
    is ``not_cracked``); hidden old spellings left out."""
    found = set()
    for param in command.params:
        if getattr(param, "hidden", False):
            continue
        if param.param_type_name == "argument":
            found.add(re.sub("[^a-z0-9_]", "", (param.metavar or param.name or "").lower()))
        else:
            flag = max((o for o in param.opts if o.startswith("--")), key=len)
            found.add(flag[2:].replace("-", "_"))
    return found - CLI_ONLY


def _referee_leaves() -> dict[str, click.Command]:
    judging = set(referees())
    return {path: cmd for path, cmd in leaf_commands().items() if path.split()[0] in judging}


def test_every_referee_command_is_an_endpoint_with_the_same_names(client) -> None:
    from kitgen.core import games

    spec = client.get("/openapi.json", headers=BEARER).json()
    endpoints = {p.removeprefix("/api/").replace("/", " "): v for p, v in spec["paths"].items()}
    cli = _referee_leaves()
    listed = [r.path(g.name) for g in games.games() for r in g.referees]
    assert sorted(cli) == sorted(listed)  # the command line is the list
    assert {"code bot", "staeda bot", "check", "game play", "code match round"} <= set(cli)
    skips = {r.path(g.name): r.skip for g in games.games() for r in g.referees}
    for path, command in cli.items():
        assert path in endpoints, f"kitgen {path} has no endpoint"
        body = endpoints[path]["post"]["requestBody"]["content"]["application/json"]["schema"]
        web = {k for k, v in body["properties"].items() if not v.get("deprecated")} - {"lang"}
        keys = _cli_keys(command)
        if "file" in keys:  # the FILE of a game or match is its id; another file is not taken
            keys.discard("file")
            web -= {"game", "match"}
        if skips[path]:  # the house rules a front end does not take (check: how a game ends)
            keys -= _skipped(skips[path])
        assert keys == web, f"kitgen {path}: {sorted(keys ^ web)}"
    made = {p for p in endpoints if not p.startswith(("make ", "build"))}
    assert made == set(cli)  # and no referee endpoint without its command


def _skipped(where: str) -> set[str]:
    """The names in the set ``"module:attribute"`` names."""
    module, _sep, name = where.partition(":")
    found: Any = getattr(importlib.import_module(module), name)
    return set(found)


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found is not None
    return found.group(1)


def _status(html: str) -> str:
    found = re.search(r'<div id="status".*?</div>', html, re.S)
    assert found is not None
    return found.group(0)


def test_code_bot_from_its_page_both_sides(client) -> None:
    page = client.get("/referee/code/bot", headers=BEARER)
    assert page.status_code == 200 and 'name="setter"' in page.text and 'name="mode"' in page.text
    csrf = _csrf(page.text)
    # the computer breaks the player's code: knuth cracks 1234 in easy mode, its last row
    # the secret itself
    asked = {"csrf": csrf, "secret": "1234", "mode": "easy", "level": "knuth"}
    status = _status(client.post("/referee/code/bot", data=asked, headers=BEARER).text)
    assert "✓" in status and "Cracked" in status
    rows = re.findall(r"^\s*\d+\. (\d{4})", status, re.M)
    assert rows and rows[-1] == "1234" and len(rows) <= 7
    # the computer sets a code: it keeps it hidden, answers the guess, the seed stays in
    # the form for the next guess; shown on asking, then guessed: cracked
    asked = {"csrf": csrf, "setter": "on", "guess": "1234", "mode": "easy", "seed": "7"}
    answered = client.post("/referee/code/bot", data=asked, headers=BEARER).text
    assert "Not cracked (yet)" in _status(answered) and 'value="7"' in answered
    shown = client.post("/referee/code/bot", data={**asked, "reveal": "on"}, headers=BEARER)
    secret = re.search(r"The secret was (\d{4})\.", _status(shown.text))
    assert secret is not None
    guesses = f"1234\n{secret.group(1)}"
    done = client.post("/referee/code/bot", data={**asked, "guess": guesses}, headers=BEARER)
    assert "Cracked" in _status(done.text), _status(done.text)
    # reveal as the page sends it with its box ticked (a phone without its script) and
    # setter not: refused, as --reveal alone is; its box unticked ("off") is no reveal
    alone = {"csrf": csrf, "secret": "1234", "mode": "easy", "setter": "off"}
    refused = client.post("/referee/code/bot", data={**alone, "reveal": "on"}, headers=BEARER)
    assert refused.status_code == 400, refused.status_code
    # named by the fields' labels, each once (a label naming an option is not named again)
    said = html.unescape(re.sub(r"<[^>]+>", "", _status(refused.text))).strip().splitlines()[-1]
    assert said == (
        "'With --setter: show the hidden secret.' is for 'The computer hides the code and "
        "answers your guesses (--guess).': as guesser the computer hides no secret"
    ), said
    unticked = client.post("/referee/code/bot", data={**alone, "reveal": "off"}, headers=BEARER)
    assert unticked.status_code == 200 and "Cracked" in _status(unticked.text)
    # the page says which fields are for the setter: its script keeps them off without it
    assert re.search(
        r'<div class="field field-switch" data-with="f-setter">\s*'
        r'<input type="hidden" name="reveal"',
        page.text,
    ), page.text


def test_staeda_bot_from_its_page_in_dutch(client) -> None:
    headers = {**BEARER, "Accept-Language": "nl"}
    page = client.get("/referee/staeda/bot", headers=headers)
    assert page.status_code == 200 and 'lang="nl"' in page.text
    asked = {"csrf": _csrf(page.text), "target": "24", "hand": "3 A K", "table": "7 2 5"}
    status = _status(client.post("/referee/staeda/bot", data=asked, headers=headers).text)
    assert "De computer roept" in status
    # its claim makes 24 (ace 1 or 11, king 10, as the rules page counts them)
    claim = re.search(r"([0-9 +−×÷()]+) = 24", status)
    assert claim is not None, status
    worked = claim.group(1).replace("−", "-").replace("×", "*").replace("÷", "/")
    # digits, + - * / and brackets only (the pattern above), nothing else to run
    assert eval(worked, {"__builtins__": {}}, {}) == Fraction(24)
    missing = client.post("/referee/staeda/bot", data={"csrf": asked["csrf"]}, headers=headers)
    assert missing.status_code == 400 and "Vul" in _status(missing.text)


def test_the_home_page_links_the_made_pages(client) -> None:
    home = client.get("/", headers=BEARER).text
    assert 'href="/referee/code/bot"' in home and 'href="/referee/staeda/bot"' in home


def test_the_home_page_lists_each_page_once_and_each_game_one_card(client) -> None:
    """Each link of the home page's list once; each game's title once (its card), its
    computer page under it; in Dutch too, where the ice cream game is IJscode."""
    for lang, titles in [
        ("en", ["Binary check", "Binary game", "Ice cream code", "Stæða", "Class tournament",
                "Make a kit"]),
        ("nl", ["Binaire controle", "Spel met binaire fiches", "IJscode", "Stæða",
                "Klassentoernooi", "Een kit maken"]),
    ]:  # fmt: skip
        home = client.get(f"/?lang={lang}", headers=BEARER).text
        cards = home[home.index('<ul class="cards">') : home.index("</main>")]
        links = re.findall(r'<a href="([^"]+)"', cards)
        assert len(links) == len(set(links)) == 8, links
        assert re.findall(r"<strong>([^<]+)</strong>", cards) == titles
        # the computer's pages under their game's card, before the next card
        code, staeda = cards.split('<a href="/code">')[1], cards.split('<a href="/staeda">')[1]
        assert code.index("/referee/code/bot") < code.index('<a href="/staeda">')
        assert staeda.index("/referee/staeda/bot") < staeda.index('<a href="/tournament">')
    assert client.get("/referee/code/nothing", headers=BEARER).status_code == 404
