"""The board for a thumb, the tile keyboards and axe, in a real browser (Debian's Chromium)
at phone sizes (360×740 and 390×844):

- a tap on the binary board shows its squares up close, each at least 44 px and named by its
  square and premium in the page's language; a tap there is the move's first square;
- the tile keyboard's blank toggle types a blank as any face, and the referee reads it;
- the ice cream keyboard offers the flavours the mode plays with (hard: 6, easy: 8);
- axe-core (shipped by axe-playwright-python) finds no violation on any kind of page.

Marked ``browser``; ``KITGEN_SCREENSHOTS=DIR`` saves the screens at 360 and 390 px.
"""

from __future__ import annotations

import json
import re
import shutil
import urllib.request
from typing import Any

import pytest

from tests.web.conftest import BEARER, TOKEN, Server
from tests.web.test_browser import CHROMIUM, shoot
from tests.web.test_browser_table import PHONE, SMALL, new_game, phone, post

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None,
        reason="the browser tests need Chromium: apt-get install -y chromium",
    ),
]


def started(server: Server, command: str, **body: Any) -> str:
    """The id of the game or match ``command`` started."""
    request = urllib.request.Request(
        f"{server.base}/api/{command.replace(' ', '/')}", data=json.dumps(body).encode(),
        headers={**BEARER, "Content-Type": "application/json"},
    )  # fmt: skip
    with urllib.request.urlopen(request, timeout=30) as answer:
        return str(answer.headers["X-Kitgen-Id"])


#: What the up-close squares say, worked out from the rules page's board (E5 and K11 double
#: word, F6 triple letter, G7 double letter, H8 the centre) and each catalogue's words.
SAID = {
    "en-GB": {"E5": "E5, double word", "F6": "F6, triple letter", "G7": "G7, double letter",
              "H8": "H8, tile 1", "I8": "I8, tile +", "H10": "H10, blank as 1",
              "title": "Squares E5 to K11", "toggle": "Blank: the next tile is a blank",
              "key": "blank as =", "played": "Bob played H8 .=[1] for 2"},
    "nl-NL": {"E5": "E5, dubbele woordwaarde", "F6": "F6, driedubbele letterwaarde",
              "G7": "G7, dubbele letterwaarde", "H8": "H8, fiche 1", "I8": "I8, fiche +",
              "H10": "H10, blanco fiche als 1", "title": "Vakken E5 tot en met K11",
              "toggle": "Blanco: de volgende fiche is een blanco fiche",
              "key": "blanco fiche als =", "played": "Bob speelde H8 .=[1] voor 2 punten"},
}  # fmt: skip


@pytest.mark.parametrize(("size", "locale"), [(SMALL, "en-GB"), (PHONE, "nl-NL")],
                         ids=["360-en", "390-nl"])  # fmt: skip
def test_the_board_up_close_for_a_thumb_and_a_blank_as_any_face(
    browser, served, size: dict[str, int], locale: str
) -> None:
    said = SAID[locale]
    ident = new_game(served, "Ann", "Bob")
    # Ann's 1+1=10 across from H8 (18 points, test_browser), from another phone
    assert post(served, "game play", game=ident, move="8H 1+1=10")["ok"] is True
    page = phone(browser, served, f"/game/{ident}", size, locale)
    page.locator(".seat-pick", has_text="Bob").click()
    assert page.locator("#zoom").is_hidden()
    page.locator('.sq[data-square="8H"]').click()  # a thumb on the board's centre
    zoom = page.locator("#zoom")
    zoom.wait_for()
    assert zoom.locator("h2").inner_text() == said["title"]
    cells = zoom.locator(".cell")
    assert cells.count() == 49
    boxes = [cell.bounding_box() for cell in cells.all()]
    smallest = min(min(b["width"], b["height"]) for b in boxes)
    assert smallest >= 44, smallest  # 46.5 px at 360, 50.8 at 390
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    for square in ("E5", "F6", "G7", "H8", "I8"):
        assert zoom.get_by_role("button", name=said[square], exact=True).count() == 1
    assert zoom.get_by_role("button", name="H9", exact=True).count() == 1  # a plain square
    shoot(page, f"board-up-close-{size['width']}-{locale[:2]}")
    # Bob's 1=1 down from H8 (Ann's 1): = on H9, a blank as 1 on H10; the = tile's point
    # and the bonus 1 for the value 1, the blank scores 0: 2 points
    page.locator("#direction").click()
    zoom.get_by_role("button", name=said["H8"], exact=True).click()
    assert zoom.get_by_role("button", name=said["H8"]).get_attribute("aria-pressed") == "true"
    move = page.locator("#move")
    assert move.input_value().strip() == "H8"
    keys = page.locator(".move-form .keys")
    keys.locator('.key[data-face="="]').click()
    toggle = keys.get_by_role("button", name=said["toggle"])
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    blank_equals = keys.get_by_role("button", name=said["key"], exact=True)
    assert blank_equals.inner_text() == "[=]"  # every face, not only [1]
    keys.locator('.key[data-face="1"]').click()
    assert toggle.get_attribute("aria-pressed") == "false"  # one tile, then it lets go
    assert move.input_value() == "H8 .=[1]"  # the . of Ann's 1 on H8 put in by itself
    # the move as entered is drawn on the squares up close: = on H9, the blank 1 on H10
    assert zoom.locator('.cell.planned[data-square="9H"] .ghost').inner_text() == "="
    assert zoom.locator('.cell.planned.blank[data-square="10H"] .ghost').inner_text() == "1"
    page.locator("#preview.yes").wait_for()
    page.get_by_role("button", name="Play" if locale == "en-GB" else "Spelen", exact=True).click()
    page.locator("details.history li", has_text=said["played"]).wait_for()
    # the squares up close follow the board: the blank is there, named as one
    zoom.get_by_role("button", name=said["H10"], exact=True).wait_for()
    assert move.input_value() == ""
    assert page.errors == []
    page.context.close()


def test_the_ice_cream_keyboard_offers_the_modes_flavours(browser, served) -> None:
    context = browser.new_context(viewport=SMALL, locale="en-GB")
    page = context.new_page()
    page.goto(f"{served.base}/code?token={TOKEN}")
    keys = page.locator("#secret + .keys .key[data-flavour]")
    shown = lambda: [k.get_attribute("data-flavour") for k in keys.all() if k.is_visible()]  # noqa: E731
    # hard (the default mode) and medium play 6 flavours, easy all 8 (rules page, "Modes")
    assert shown() == ["1", "2", "3", "4", "5", "6"]
    page.locator("details.rules summary").first.click()
    page.locator("#f-mode").select_option("easy")
    assert shown() == [str(n) for n in range(1, 9)]
    page.locator("#f-mode").select_option("medium")
    assert len(shown()) == 6
    page.locator("#f-flavours").fill("7")  # a house rule's count wins over the mode
    assert len(shown()) == 7
    context.close()


def test_axe_finds_no_violation_on_any_page(browser, served) -> None:
    """axe-core on each kind of page at 390 px: the home page, each referee, a game being
    played (seat question and squares up close open), a game over, a match and a match
    over (its rematch), the pages made from the referee list (code bot, staeda bot), the
    kit maker, two rules pages (the ice cream one has a table column with no heading), the
    API page, a missing game, a tournament's start page and a tournament, and the token
    page. The API page repeats one template per endpoint (12 s of axe for all of them): its
    frame and first three endpoints are checked; the kit pages are one template (tiles)."""
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    playing = new_game(served, "Ann", "Bob")
    post(served, "game play", game=playing, move="8H 1+1=10")
    over = new_game(served, "Ann", "Bob")
    post(served, "game play", game=over, move="8H 1+1=10")
    post(served, "game pass", game=over)
    post(served, "game pass", game=over)  # every player passed: the game ends with nobody out
    post(
        served,
        "game end",
        game=over,
        left=["Ann=0,0,0,0,0,0,0,0,0", "Bob=1,1,1,1,1,1,1,1,?"],
        nobody_out=True,
    )
    match = started(served, "code match new", players=["Ann", "Bob"], rounds=2)
    ended = started(served, "code match new", players=["Ann", "Bob"], rounds=1)
    post(served, "code match round", match=ended, cracked_on=3)
    pages = ["/", "/check", "/game", f"/game/{playing}", f"/game/{over}", "/code",
             "/code/match", f"/code/match/{match}", f"/code/match/{ended}", "/staeda",
             "/referee/code/bot", "/referee/staeda/bot", "/make", "/make/tiles",
             "/rules/binary", "/rules/icecream", "/docs", "/game/nothere",
             "/tournament"]  # fmt: skip
    context = browser.new_context(viewport=PHONE, locale="en-GB")
    page = context.new_page()
    page.goto(f"{served.base}/?token={TOKEN}")
    found: dict[str, Any] = {}
    for path in pages:
        page.goto(served.base + path)
        where = None
        if path == f"/game/{playing}":
            page.locator('.sq[data-square="8H"]').click()
            page.locator("#zoom .cell").first.wait_for()
        if path == "/docs":
            where = {"exclude": [["main > section.endpoint:nth-of-type(n+4)"]]}
        result = axe.run(page, context=where)
        if result.violations_count:
            found[path] = result.generate_report()
    # a tournament, started from its form (the results' forms and the standings)
    page.goto(served.base + "/tournament")
    page.fill("#players", "Ann\nBob\nCy\nDee")
    page.click("button.primary")
    page.wait_for_url(re.compile(r"/tournament/[a-z2-7]{16}$"))
    result = axe.run(page)
    if result.violations_count:
        found["tournament"] = result.generate_report()
    stranger = browser.new_context(viewport=PHONE, locale="en-GB")  # no token: the token page
    asked = stranger.new_page()
    asked.goto(served.base + "/check")
    result = axe.run(asked)
    if result.violations_count:
        found["token page"] = result.generate_report()
    assert found == {}, "\n".join(found.values())
    stranger.close()
    context.close()


def test_an_ice_cream_match_tells_each_phone_its_part_and_the_end(browser, served) -> None:
    """Ann sets first, Bob guesses (the match's first setter is its first player); a round
    recorded on another phone swaps them on both phones within a second, and the end of
    the match (2 rounds agreed) names the winner on both and leaves no round to record; a
    rematch asked on one phone takes it there, and is offered on the other."""
    match = started(served, "code match new", players=["Ann", "Bob"], rounds=2)
    phones = {}
    for seat, size, locale in (("Ann", SMALL, "en-GB"), ("Bob", PHONE, "de-DE")):
        page = phone(browser, served, f"/code/match/{match}", size, locale)
        page.locator(".seat-pick", has_text=seat).click()
        phones[seat] = page
    ann, bob = phones["Ann"], phones["Bob"]
    assert ann.locator("#your-turn").inner_text() == "Your turn to set the code"
    assert bob.locator("#your-turn").inner_text() == "Du bist am Zug: knack den Code"
    ann.locator("#present", has_text="Connected: Ann and Bob").wait_for()
    shoot(bob, "match-seat-390-de")
    # round 1 recorded elsewhere: Bob cracked it on guess 4 (hard: 10 rows − 4 = 6 points)
    post(served, "code match round", match=match, cracked_on=4)
    ann.locator("#your-turn", has_text="Your turn to guess the code").wait_for()
    bob.locator("#your-turn", has_text="Du bist am Zug: leg den Code fest").wait_for()
    assert ann.locator("#announce").inner_text() == "Round 1 recorded"
    assert "6" in bob.locator("table.scores").inner_text()
    post(served, "code match round", match=match, not_cracked=True)  # Ann: 0 points
    ann.locator(".winner", has_text="Bob wins the match").wait_for()
    bob.locator(".winner").wait_for()
    for page in (ann, bob):
        assert page.locator("#your-turn").is_hidden()
        assert page.locator(".round-form").is_hidden()
    shoot(bob, "match-over-390-de")
    shoot(ann, "match-over-360-en")
    # Bob asks for a rematch: his phone is taken to it in his seat, and Bob, who guessed
    # first, sets first; Ann's phone is offered it within a second, and keeps her seat
    bob.get_by_role("button", name="Revanche").click()
    bob.wait_for_url(re.compile(r"/code/match/[a-z2-7]{16}$"))
    again = bob.url.rsplit("/", 1)[1]
    assert again != match
    bob.locator("#your-turn", has_text="Du bist am Zug: leg den Code fest").wait_for()
    ann.get_by_role("link", name="Open the rematch").click()
    ann.wait_for_url(f"**/code/match/{again}")
    ann.locator("#your-turn", has_text="Your turn to guess the code").wait_for()
    assert ann.locator("#me-text").inner_text() == "This phone: Ann"
    assert ann.locator("table.scores").inner_text().count("\t0") == 2
    assert ann.errors == [] and bob.errors == []
    ann.context.close()
    bob.context.close()


def made_page(browser: Any, server: Server, path: str, locale: str = "en-GB") -> Any:
    """A phone at 360 px on a page made from the referee list, its script's errors kept."""
    context = browser.new_context(viewport=SMALL, locale=locale, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.goto(f"{server.base}{path}?token={TOKEN}")
    page.locator("main form").wait_for()
    return page


def test_code_bot_and_staeda_bot_played_from_their_pages(browser, served) -> None:
    """The pages made from the referee list, played in the browser at 360 px as a family
    would: the computer hides a code and answers the guesses, shows it when asked, and the
    next guesses crack it (the seed it drew kept in the form for them; the secret shown is
    not put in the secret's field, which the computer's own secret would refuse); at
    Stæða, in Dutch, it calls a claim that makes the target (worked out here from the
    claim's own figures). (Its other side, the computer guessing, is played from the page
    in test_referee_list.)"""
    page = made_page(browser, served, "/referee/code/bot")
    # reveal and the guesses are the setter's: off, and not sent, until setter is ticked; a
    # reveal ticked, then setter unticked, is not sent: the computer guesses the code given
    assert page.locator("#f-reveal").is_disabled() and page.locator("#f-guess").is_disabled()
    page.locator("#f-setter").check()
    page.locator("#f-reveal").check()
    page.locator("#f-setter").uncheck()
    assert page.locator("#f-reveal").is_disabled() and page.locator("#f-guess").is_disabled()
    page.locator("#f-secret").fill("1234")
    page.locator("#f-mode").select_option("easy")
    page.locator("main form button[type=submit]").first.click()
    page.locator("#status .verdict", has_text="Cracked").wait_for()
    assert "The computer (knuth) guesses 1234" in page.locator("#status").inner_text()
    assert page.locator("#f-reveal").is_disabled()
    page.locator("#f-secret").fill("")
    page.locator("#f-setter").check()
    assert page.locator("#f-reveal").is_enabled() and page.locator("#f-guess").is_enabled()
    page.locator("#f-reveal").uncheck()
    page.locator("#f-mode").select_option("easy")
    page.locator("#f-guess").fill("1234")
    page.locator("main form button[type=submit]").first.click()
    page.locator("#status .verdict", has_text="Not cracked (yet)").wait_for()
    seed = page.locator("#f-seed").input_value()
    assert seed.isdigit(), seed  # the code it drew, kept for the next guess
    page.locator("#f-reveal").check()
    page.locator("main form button[type=submit]").first.click()
    secret = re.search(r"The secret was (\d{4})\.", page.locator("#status").inner_text())
    assert secret is not None
    page.locator("#f-reveal").uncheck()
    page.locator("#f-guess").fill(f"1234\n{secret.group(1)}")
    page.locator("main form button[type=submit]").first.click()
    page.locator("#status .verdict", has_text="Cracked").wait_for()
    assert page.locator("#f-secret").input_value() == ""  # not the one revealed: it refuses
    assert page.evaluate("document.documentElement.scrollWidth") <= SMALL["width"]
    assert page.errors == []
    page.context.close()
    dutch = made_page(browser, served, "/referee/staeda/bot", "nl-NL")
    dutch.locator("#f-target").fill("24")
    dutch.locator("#f-hand").fill("3 A K")
    dutch.locator("#f-table").fill("7 2 5")
    dutch.locator("main form button[type=submit]").first.click()
    dutch.locator("#status .verdict", has_text="De computer roept").wait_for()
    claim = re.search(r"([0-9 +−×÷()]+) = 24", dutch.locator("#status").inner_text())
    assert claim is not None
    worked = claim.group(1).replace("−", "-").replace("×", "*").replace("÷", "/")
    assert eval(worked, {"__builtins__": {}}, {}) == 24  # digits, + - * / ( ) only
    assert dutch.errors == []
    dutch.context.close()
