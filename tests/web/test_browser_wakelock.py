"""The screen kept on during a game (issue #38): over ``kitgen serve --https`` the game page
asks for the Screen Wake Lock while the game goes on, again when the page is shown again
(the browser lets go of it when the page is hidden), and lets go of it at game over; where
the browser gives none (plain http on the network) it says the screen may sleep. The calls
are recorded by an init script standing in for ``navigator.wakeLock``."""

from __future__ import annotations

import json
import ssl
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.conftest import TOKEN, Server
from tests.web.test_browser import PHONE, pytestmark  # noqa: F401

#: ``navigator.wakeLock`` recorded: each request and each release, in order.
RECORDER = """
window.wakeCalls = [];
Object.defineProperty(navigator, "wakeLock", {configurable: true, value: {
  request: async (type) => {
    window.wakeCalls.push("request " + type);
    const listeners = [];
    const sentinel = {type, released: false,
            addEventListener: (name, f) => listeners.push(f),
            release: async function () {
              this.released = true; window.wakeCalls.push("release");
              listeners.forEach((f) => f());
            },
            // what the browser does when the page is hidden: lets go of the lock itself
            lostByTheBrowser: function () {
              this.released = true; listeners.forEach((f) => f());
            }};
    window.wakeHeld = sentinel;
    return sentinel;
  }}});
"""
#: A browser that gives no wake lock (a page over plain http on the network).
NONE = 'Object.defineProperty(navigator, "wakeLock", {configurable: true, value: undefined});'


@pytest.fixture(scope="module")
def secure(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("https") / "data", "--https")
    try:
        yield running
    finally:
        running.stop()


def _api(server: Server, command: str, **body: Any) -> dict[str, Any]:
    unchecked = ssl.create_default_context()
    unchecked.check_hostname, unchecked.verify_mode = False, ssl.CERT_NONE
    asked = urllib.request.Request(
        f"{server.base}/api/{command}", data=json.dumps(body).encode(), method="POST",
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"},
    )  # fmt: skip
    with urllib.request.urlopen(asked, timeout=20, context=unchecked) as answer:
        found: dict[str, Any] = json.load(answer)
        return found


def _page(browser: Any, server: Server, script: str, path: str) -> Any:
    """A phone's page at ``path``, past its own certificate as a phone that trusted it
    (``script`` run before the page's own)."""
    context = browser.new_context(viewport=PHONE, ignore_https_errors=True)
    context.add_init_script(script)
    # the fonts and the board's picture are of no matter here: not drawn (the test is quicker)
    context.route("**/fonts/**", lambda route: route.abort())
    context.route("**/*.svg", lambda route: route.abort())
    page = context.new_page()
    # the page's scripts have run by then (deferred); the fonts may come later
    page.goto(f"{server.base}{path}?token={TOKEN}", wait_until="domcontentloaded")
    return page


def test_the_screen_is_kept_on_during_a_game_and_let_go_at_its_end(
    browser: Any, secure: Server
) -> None:
    game = _api(secure, "game/new", players="Ann,Bob")["file"]
    page = _page(browser, secure, RECORDER, f"/game/{game}")
    try:
        assert page.evaluate("window.isSecureContext") is True
        page.wait_for_function("() => window.wakeCalls.includes('request screen')")
        assert page.locator("#wake-note").is_hidden()
        _api(secure, "game/play", game=game, move="8H 1+1=10")
        played = "() => document.getElementById('panel').dataset.lastPlayer === 'Ann'"
        page.wait_for_function(played)  # the move reached the page
        assert page.evaluate("window.wakeCalls") == ["request screen"]  # held, not asked twice
        # the phone hid the page (the browser let go of the lock), then showed it again
        page.evaluate("() => window.wakeHeld.lostByTheBrowser()")
        page.evaluate("() => document.dispatchEvent(new Event('visibilitychange'))")
        page.wait_for_function("() => window.wakeCalls.length === 2")
        assert page.evaluate("window.wakeCalls") == ["request screen", "request screen"]
        _api(secure, "game/pass", game=game)
        _api(secure, "game/pass", game=game)  # every player passed: nobody goes out
        _api(
            secure,
            "game/end",
            game=game,
            left=["Ann=0,0,0,0,0,0,0,0,0", "Bob=1,1,1,1,1,1,1,1,?"],
            nobody_out=True,
        )
        page.wait_for_function("() => window.wakeCalls.includes('release')")
        assert page.locator("#panel").get_attribute("data-over") == "1"
        assert page.evaluate("window.wakeCalls") == ["request screen"] * 2 + ["release"]
    finally:
        page.context.close()


def test_without_a_wake_lock_the_page_says_the_screen_may_sleep(
    browser: Any, secure: Server
) -> None:
    game = _api(secure, "game/new", players="Ann,Bob")["file"]
    page = _page(browser, secure, NONE, f"/game/{game}")
    try:
        note = page.locator("#wake-note")
        note.wait_for(state="visible")
        assert "kitgen serve --https" in note.inner_text()
    finally:
        page.context.close()


#: A form sent from the page as the Stæða table's forms send it (fields: ``data``).
POST = """async ([ident, data]) => {
    const csrf = document.querySelector('meta[name="csrf-token"]').content;
    const body = new URLSearchParams({csrf, ...data});
    const r = await fetch(`/staeda/game/${ident}`, {method: "POST", body,
                          headers: {"X-Fragment": "1"}});
    return r.status;
}"""


def test_the_staeda_table_keeps_the_screen_on_until_the_game_is_over(
    browser: Any, secure: Server
) -> None:
    page = _page(browser, secure, RECORDER, "/staeda/game")
    try:
        page.fill("#players", "Ann\nBo")
        page.fill("#target_cards", "3 4 5")
        page.fill("#target", "35")
        page.fill("#play_to", "2")
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_url("**/staeda/game/*")
        ident = page.url.rsplit("/", 1)[1].split("?")[0]
        page.wait_for_function("() => window.wakeCalls.includes('request screen')")
        assert page.locator("#wake-note").is_hidden()
        # round 1 by hand: Ann 7 × 5 = 35 with 2 cards, 2 points: the 2 points agreed are reached
        for data in (
            {"action": "table", "table": "2 9 Q"},
            {"action": "claim", "player": "Ann", "hand": "7 5 K", "claim": "7×5"},
            {"action": "claim", "player": "Bo", "no_claim": "on"},
        ):
            assert page.evaluate(POST, [ident, data]) == 200
        page.wait_for_function("() => window.wakeCalls.includes('release')")
        assert page.locator("#panel").get_attribute("data-over") == "1"
        assert page.evaluate("window.wakeCalls") == ["request screen", "release"]
    finally:
        page.context.close()
