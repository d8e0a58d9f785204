"""The game page as a companion at the table, in a real browser (Debian's Chromium), at
phone sizes (390×844 and 360×740): a phone that slept or lost the network, or a server
restarted, shows the game as it is now; an offered move is one tap; a button that waits for
the server says so; the preview is cleared after a move.

Marked ``browser``; ``KITGEN_SCREENSHOTS=DIR`` saves the screens at 390 px.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.conftest import BEARER, Server
from tests.web.test_browser import CHROMIUM, FLAGS, TOKEN, shoot

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None,
        reason="the browser tests need Chromium: apt-get install -y chromium",
    ),
]

PHONE = {"width": 390, "height": 844}
SMALL = {"width": 360, "height": 740}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield launched
        launched.close()


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


def test_a_phone_offline_for_10_s_shows_the_move_made_meanwhile(browser, tmp_path) -> None:
    server = Server(tmp_path / "data")
    try:
        ident = new_game(server, "Ann", "Bob")
        asleep = phone(browser, server, f"/game/{ident}", SMALL)
        assert caption(asleep) == "Ann to play"
        asleep.context.set_offline(True)
        asleep.wait_for_timeout(500)
        # Ann's 1+1=10 across from H8 (worked out in test_browser: 18 points), from another
        # phone while this one is off the network
        assert post(server, "game play", game=ident, move="8H 1+1=10")["ok"] is True
        asleep.wait_for_timeout(10_000)
        assert caption(asleep) == "Ann to play"  # it really was cut off
        asleep.context.set_offline(False)
        asleep.locator("table.scores caption", has_text="Bob to play").wait_for(timeout=3000)
        assert "18" in asleep.locator("table.scores").inner_text()
        assert asleep.locator("details.history li").count() == 1
        # the move made on another phone is said in the page's live region
        assert "Ann played 8H 1+1=10" in asleep.locator("#announce").inner_text()
        assert asleep.locator("#announce").get_attribute("aria-live") == "polite"
        asleep.context.close()
    finally:
        server.stop()


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
        page.locator("table.scores caption", has_text="Bob to play").wait_for(timeout=8000)
        assert "18" in page.locator("table.scores").inner_text()
        page.context.close()
    finally:
        again.stop()


def test_an_offered_move_is_one_tap_and_busy_buttons_say_so(browser, tmp_path) -> None:
    server = Server(tmp_path / "data")
    try:
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
        page.wait_for_timeout(200)
        assert len(held) == 1
        # waiting for the server: the button is busy and the status says so
        assert find.get_attribute("aria-busy") == "true" and find.is_disabled()
        assert "Working…" in page.get_by_role("status").inner_text()
        held[0].continue_()
        page.unroute(f"**/game/{ident}")
        offered = page.locator("#status .try")
        offered.first.wait_for(timeout=30000)
        assert find.get_attribute("aria-busy") is None and find.is_enabled()
        best = offered.first.get_attribute("data-move")
        offered.first.tap()  # one tap: the move box filled, the move previewed
        move = page.get_by_label("Move", exact=True)
        assert move.input_value() == best
        page.locator("#preview.yes").wait_for(timeout=3000)
        assert page.locator("#preview").inner_text().startswith(f"✓ {best}: ")
        shoot(page, "offered-move-390")
        page.get_by_role("button", name="Play", exact=True).click()
        page.get_by_role("status").locator(".verdict", has_text="Played").wait_for()
        # the move played: the box and the preview are empty for the next one
        assert move.input_value() == ""
        assert page.locator("#preview").inner_text() == ""
        page.locator("table.scores caption", has_text="Bob to play").wait_for(timeout=3000)
        assert page.locator("#announce").inner_text() == ""  # this phone's own move
        assert page.errors == []
        page.context.close()
    finally:
        server.stop()
