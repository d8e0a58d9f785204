"""The game page as a companion at the table, in a real browser (Debian's Chromium), at
phone sizes (390×844 and 360×740): a phone that slept or lost the network, or a server
restarted, shows the game as it is now; an offered move is one tap; a button that waits for
the server says so; the preview is cleared after a move.

Marked ``browser``; ``KITGEN_SCREENSHOTS=DIR`` saves the screens at 390 px.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.conftest import BEARER, HEARD, Server, cut_off, until
from tests.web.test_browser import CHROMIUM, TOKEN, shoot

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None,
        reason="the browser tests need Chromium: apt-get install -y chromium",
    ),
]

PHONE = {"width": 390, "height": 844}
SMALL = {"width": 360, "height": 740}


def post(server: Server, command: str, **body: Any) -> dict[str, Any]:
    request = urllib.request.Request(
        f"{server.base}/api/{command.replace(' ', '/')}",
        data=json.dumps(body).encode(),
        headers={**BEARER, "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        data: dict[str, Any] = json.loads(answer.read())
        return data


def new_game(server: Server, *players: str) -> str:
    request = urllib.request.Request(
        f"{server.base}/api/game/new",
        data=json.dumps({"players": list(players)}).encode(),
        headers={**BEARER, "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return str(answer.headers["X-Kitgen-Id"])


def phone(browser: Any, server: Server, path: str, size: dict[str, int] = PHONE,
          locale: str = "en-GB") -> Any:  # fmt: skip
    context = browser.new_context(viewport=size, locale=locale, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.goto(f"{server.base}{path}?token={TOKEN}")
    page.locator("#panel").wait_for()
    return page


def caption(page: Any) -> str:
    return str(page.locator("table.scores caption").inner_text())


@pytest.fixture(scope="module", autouse=True)
def asleep(browser: Any, served: Server) -> Iterator[tuple[Any, float]]:
    """A phone on a game of its own, taken off the network before this module's first test
    (its 10 s off pass while the other tests run, not in a wait of their own); Ann's first
    move is made on another phone meanwhile. Its test, last in the module, waits out what is
    left of the 10 s."""
    ident = new_game(served, "Ann", "Bob")
    page = phone(browser, served, f"/game/{ident}", SMALL)
    assert caption(page) == "Ann to play"
    cut_off(page)
    since = time.monotonic()
    # Ann's 1+1=10 across from H8 (worked out in test_browser: 18 points), from another
    # phone while this one is off the network
    assert post(served, "game play", game=ident, move="8H 1+1=10")["ok"] is True
    yield page, since
    page.context.close()


def test_a_phone_shows_the_move_made_while_the_server_was_restarted(browser, tmp_path) -> None:
    data = tmp_path / "data"
    server = Server(data)
    port = server.port
    ident = new_game(server, "Ann", "Bob")
    page = phone(browser, server, f"/game/{ident}")
    server.stop()
    # the game file is the command line's own: played with it while no server runs
    played = subprocess.run(
        [sys.executable, "-m", "kitgen", "game", "play", str(data / "games" / f"{ident}.json"),
         "8H 1+1=10"], capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    again = Server(data, port=port)
    try:
        page.locator("table.scores caption", has_text="Bob to play").wait_for()
        assert "18" in page.locator("table.scores").inner_text()
        page.context.close()
    finally:
        again.stop()


def test_an_offered_move_is_one_tap_and_busy_buttons_say_so(browser, served) -> None:
    server = served
    ident = new_game(server, "Ann", "Bob")
    page = phone(browser, server, f"/game/{ident}")
    page.locator("#rack").fill("1,1,0,=,+")
    held: list[Any] = []

    def hold(route: Any) -> None:
        if route.request.method == "POST":
            held.append(route)
        else:
            route.continue_()

    page.route(f"**/game/{ident}", hold)
    find = page.get_by_role("button", name="Find moves")
    find.click()
    until(page, lambda: bool(held))  # the request, held by the route above (it had 2 s)
    # waiting for the server: the button is busy and the status says so
    assert find.get_attribute("aria-busy") == "true" and find.is_disabled()
    assert "Working…" in page.get_by_role("status").inner_text()
    held[0].continue_()
    offered = page.locator("#status .try")
    offered.first.wait_for()
    assert len(held) == 1  # sent once
    page.unroute(f"**/game/{ident}")
    assert find.get_attribute("aria-busy") is None and find.is_enabled()
    best = offered.first.get_attribute("data-move")
    offered.first.tap()  # one tap: the move box filled, the move previewed
    move = page.get_by_label("Move", exact=True)
    assert move.input_value() == best
    page.locator("#preview.yes").wait_for()
    assert page.locator("#preview").inner_text().startswith(f"✓ {best}: ")
    shoot(page, "offered-move-390")
    page.get_by_role("button", name="Play", exact=True).click()
    page.get_by_role("status").locator(".verdict", has_text="Played").wait_for()
    # the move played: the box and the preview are empty for the next one
    assert move.input_value() == ""
    assert page.locator("#preview").inner_text() == ""
    page.locator("table.scores caption", has_text="Bob to play").wait_for()
    assert page.locator("#announce").inner_text() == ""  # this phone's own move
    assert page.errors == []
    page.context.close()


#: Records the phone's vibrations (the page calls navigator.vibrate on its seat's turn).
VIBRATIONS = (
    "navigator.vibrate = (p) => { window.vibrated = (window.vibrated || 0) + 1; return true; };"
)


def visible(page: Any, selector: str) -> bool:
    return bool(page.locator(selector).is_visible())


def test_seats_your_turn_who_is_here_and_acting_for_another(browser, served) -> None:
    server = served
    ident = new_game(server, "Ann", "Bob")
    ann = phone(browser, server, f"/game/{ident}")
    bob = phone(browser, server, f"/game/{ident}", SMALL)
    for page in (ann, bob):
        page.add_init_script(VIBRATIONS)
        page.reload()
        page.locator("#panel").wait_for()
    # each phone is asked who it is, and says so
    ann.get_by_role("heading", name="Who is this phone?").wait_for()
    shoot(ann, "seat-ask-390")
    ann.get_by_role("button", name="Ann", exact=True).click()
    bob.get_by_role("button", name="Bob", exact=True).click()
    assert ann.locator("#me-text").inner_text() == "This phone: Ann"
    # Ann is to play: "Your turn" on her phone only
    assert visible(ann, "#your-turn") and ann.locator("#your-turn").inner_text() == "Your turn"
    assert not visible(bob, "#your-turn")
    # who is connected, on each phone
    ann.locator("#present", has_text="Connected: Ann and Bob").wait_for()
    bob.locator("#present", has_text="Connected: Ann and Bob").wait_for()
    shoot(ann, "seat-your-turn-390")
    # kept for this game in this browser: a reload does not ask again
    ann.reload()
    ann.locator("#panel").wait_for()
    assert not visible(ann, "#who") and visible(ann, "#your-turn")
    # Ann plays; Bob's phone turns to "Your turn" and vibrates; Ann's no longer says it
    ann.get_by_label("Move", exact=True).fill("8H 1+1=10")
    ann.get_by_role("button", name="Play", exact=True).click()
    bob.locator("#your-turn").wait_for(state="visible")
    assert bob.evaluate("window.vibrated || 0") >= 1
    ann.locator("#your-turn").wait_for(state="hidden")
    # Ann's phone passes for Bob: it asks first; declined, nothing happens
    asked: list[str] = []

    def decline(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.dismiss()

    sent: list[str] = []  # what Ann's phone sends from here: the accepted pass alone
    ann.on("request", lambda r: sent.append(r.url) if r.method == "POST" else None)
    ann.once("dialog", decline)
    ann.get_by_role("button", name="Pass", exact=True).click()  # returns once it is answered
    assert asked == ["Pass for Bob? It is not this phone's seat."]
    ann.once("dialog", lambda dialog: dialog.accept())
    ann.get_by_role("button", name="Pass", exact=True).click()
    ann.get_by_role("status").locator(".verdict", has_text="Passed").wait_for()
    assert sent == [f"{server.base}/game/{ident}"]  # the declined pass was never sent
    bob.locator("details.history li", has_text="Bob passed (on Ann's phone)").wait_for()
    # Ann's own panel too (it asks below whose turn the last was): fetched after the answer,
    # it may come after Bob's on a loaded machine (no dialog was then asked for the undo)
    ann.locator("details.history li", has_text="Bob passed (on Ann's phone)").wait_for()
    # and takes it back: it asks, and the history says who took back what
    said: list[str] = []
    ann.once("dialog", lambda dialog: (said.append(dialog.message), dialog.accept()))
    ann.get_by_role("button", name="Undo", exact=True).click()
    ann.get_by_role("status").locator(".verdict", has_text="Taken back").wait_for()
    assert said == ["Take back Bob's turn? It is not this phone's seat."]
    bob.locator("details.history li", has_text="Ann took back Bob's pass").wait_for()
    # Bob passing for himself is not asked
    bob.get_by_role("button", name="Pass", exact=True).click()
    bob.get_by_role("status").locator(".verdict", has_text="Passed").wait_for()
    assert ann.errors == [] and bob.errors == []
    ann.context.close()
    bob.context.close()


def test_the_game_over_names_the_winner_on_every_phone_and_offers_a_rematch(
    browser, served
) -> None:
    server = served
    ident = new_game(server, "Ann", "Bob")
    assert post(server, "game play", game=ident, move="8H 1+1=10")["ok"] is True
    ann = phone(browser, server, f"/game/{ident}")
    bob = phone(browser, server, f"/game/{ident}", SMALL)
    desk = phone(browser, server, f"/game/{ident}", {"width": 1280, "height": 800})
    ann.get_by_role("button", name="Ann", exact=True).click()
    bob.get_by_role("button", name="Bob", exact=True).click()
    desk.get_by_role("button", name="Just watching").click()  # the desktop on the sideboard
    # both pass, and the game ends with nobody out: Ann holds nine 0s (18 - 9 = 9), Bob
    # eight 1s and a blank (0 - 8 = -8)
    for _ in range(2):
        assert post(server, "game pass", game=ident)["ok"] is True
    ended = post(
        server,
        "game end",
        game=ident,
        left=["Ann=0,0,0,0,0,0,0,0,0", "Bob=1,1,1,1,1,1,1,1,?"],
        nobody_out=True,
    )
    assert ended["ok"] is True
    for page in (ann, bob, desk):
        page.get_by_role("heading", name="Game over").wait_for()
        assert page.locator(".winner").inner_text() == "Ann wins the game"
        # nothing to play: only the rematch and the score sheet
        assert not visible(page, ".move-form") and not visible(page, "form.rack-form")
        assert not visible(page, "#your-turn")
        assert visible(page, "form.rematch button") and visible(page, "details.sheet table")
        sheet = page.locator("details.sheet tbody tr").all_inner_texts()
        assert sheet[0].split("\t")[:3] == ["Ann", "8H 1+1=10", "18"]
    shoot(ann, "game-over-390")
    bob.get_by_role("button", name="Rematch").click()
    bob.wait_for_url(lambda url: f"/game/{ident}" not in url and "/game/" in url)
    bob.locator("#panel").wait_for()
    assert bob.locator("#me-text").inner_text() == "This phone: Bob"  # the seat kept
    assert bob.locator("table.scores caption").inner_text() == "Ann to play"
    # Ann's phone is offered the same rematch
    ann.get_by_role("link", name="Open the rematch").click()
    ann.wait_for_url(bob.url.split("#")[0] + "*")
    ann.locator("#panel").wait_for()
    assert ann.locator("#me-text").inner_text() == "This phone: Ann"
    assert visible(ann, "#your-turn")
    desk.get_by_role("link", name="Open the rematch").wait_for()  # offered too
    assert ann.errors == [] and bob.errors == [] and desk.errors == []
    ann.context.close()
    bob.context.close()
    desk.context.close()


def test_the_token_page_is_in_the_browsers_language_and_takes_the_token(browser, served) -> None:
    for locale, lang, words in [
        ("nl-NL", "nl", "toegangstoken"),
        ("et-EE", "et", "juurdepääsumärk"),
    ]:
        context = browser.new_context(viewport=SMALL, locale=locale)
        page = context.new_page()
        answer = page.goto(f"{served.base}/game")
        assert answer is not None and answer.status == 401
        assert page.evaluate("document.documentElement.lang") == lang
        assert words in page.inner_text("main").lower()
        field = page.get_by_role("textbox")
        assert field.get_attribute("id") == "token"
        assert page.evaluate("document.documentElement.scrollWidth") <= SMALL["width"]
        shoot(page, f"token-{lang}-360")
        # the link kitgen serve printed, pasted whole
        field.fill(f"{served.base}/?token={TOKEN}")
        page.get_by_role("button").click()
        page.wait_for_url(f"{served.base}/game")
        assert page.get_by_role("heading", level=1).count() == 1
        assert page.evaluate("document.documentElement.lang") == lang
        context.close()


def test_a_phones_own_language_does_not_change_anothers(browser, served) -> None:
    ident = new_game(served, "Ann", "Bob")
    dutch = phone(browser, served, f"/game/{ident}", locale="nl-NL")
    english = phone(browser, served, f"/game/{ident}", SMALL)
    dutch.locator("#lang").select_option("ru")
    dutch.locator("footer form.language button[value=phone]").click()
    dutch.wait_for_url(f"**/game/{ident}")
    dutch.locator("#panel").wait_for()
    assert dutch.evaluate("document.documentElement.lang") == "ru"
    # a move from the other phone: the Russian phone's panel comes in Russian
    assert post(served, "game play", game=ident, move="8H 1+1=10")["ok"] is True
    dutch.locator("table.scores caption", has_text="Bob").wait_for()
    assert "Ann" in dutch.locator("#announce").inner_text()
    caption_text = dutch.locator("table.scores caption").inner_text()
    assert "to play" not in caption_text and re.search("[а-я]", caption_text), caption_text
    english.add_init_script(HEARD)
    english.reload()
    english.locator("#panel").wait_for()
    assert english.evaluate("document.documentElement.lang") == "en"
    assert english.locator("table.scores caption").inner_text() == "Bob to play"
    # a change heard while the page's fetch of the one before is out (a slow server): it
    # shows the last (it kept the fetch's older panel, and no event came to say so)
    held: list[Any] = []
    english.route(re.compile(rf"/game/{ident}/panel(\?|$)"),
                  lambda route: route.continue_() if held else held.append(route))  # fmt: skip
    assert post(served, "game pass", game=ident)["ok"] is True  # Bob passes
    until(english, lambda: bool(held))
    older = held[0].fetch()  # the panel as it is now: Ann to play
    assert post(served, "game pass", game=ident)["ok"] is True  # and Ann: Bob to play
    until(english, lambda: english.evaluate("window.changesHeard") == 2)
    held[0].fulfill(response=older)
    english.locator("details.history li").nth(2).wait_for()  # the move and both passes
    assert english.locator("table.scores caption").inner_text() == "Bob to play"
    dutch.context.close()
    english.context.close()


def test_a_phone_offline_for_10_s_shows_the_move_made_meanwhile(asleep) -> None:
    """Last in the module: the phone went off the network before its first test."""
    page, since = asleep
    page.wait_for_timeout(max(0.0, since + 10 - time.monotonic()) * 1000)
    assert caption(page) == "Ann to play"  # it really was cut off
    page.context.set_offline(False)
    page.locator("table.scores caption", has_text="Bob to play").wait_for()
    assert "18" in page.locator("table.scores").inner_text()
    assert page.locator("details.history li").count() == 1
    # the move made on another phone is said in the page's live region
    assert "Ann played 8H 1+1=10" in page.locator("#announce").inner_text()
    assert page.locator("#announce").get_attribute("aria-live") == "polite"
