"""Make the phone screenshots of ``kitgen serve`` in ``docs/images/web-*.png`` again, from the
pages as they are now (``python tools/web_pictures.py [NAME ...]``; no NAME: all of them).

A ``kitgen serve`` on a temporary data folder (``tests.web.conftest.Server``, as the browser
tests start it); the games, matches and turns set up through its JSON API, or tapped on the
page as a player would; each picture taken in Debian's Chromium (``/usr/bin/chromium``) at
a phone's size, 390×844 or 360×740, in the language its name says (``-nl``, ``-de`` …;
English otherwise). README.md and docs/commands/serve.md show them: look at each at full
size after making them.
"""

from __future__ import annotations

import json
import sys
import tempfile
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.web.conftest import BEARER, TOKEN, Server  # noqa: E402

IMAGES = ROOT / "docs" / "images"
CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 390, "height": 844}
SMALL = {"width": 360, "height": 740}


class Table:
    """The server and the browser the pictures are taken with."""

    def __init__(self, server: Server, browser: Any) -> None:
        self.server, self.browser = server, browser

    def api(self, command: str, **body: Any) -> str:
        """Run ``command`` through the JSON API; the id of what it started (or "")."""
        request = urllib.request.Request(
            f"{self.server.base}/api/{command.replace(' ', '/')}",
            data=json.dumps(body).encode(),
            headers={**BEARER, "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=60) as answer:
            data = json.loads(answer.read())
            assert "error" not in data, data
            return str(answer.headers.get("X-Kitgen-Id") or "")

    def phone(self, path: str, locale: str = "en-GB", size: dict[str, int] = PHONE,
              token: bool = True) -> Any:  # fmt: skip
        context = self.browser.new_context(viewport=size, locale=locale, has_touch=True)
        page = context.new_page()
        page.goto(f"{self.server.base}{path}" + (f"?token={TOKEN}" if token else ""))
        return page


def settled(page: Any) -> None:
    """The board's picture loaded and the page still (the script's last swap done)."""
    page.wait_for_load_state("networkidle")
    for _ in range(100):
        if page.evaluate("[...document.images].every((i) => i.complete && i.naturalWidth > 0)"):
            break
        page.wait_for_timeout(100)
    page.wait_for_timeout(300)


def save(page: Any, name: str, full: bool = False) -> None:
    settled(page)
    page.screenshot(path=str(IMAGES / f"{name}.png"), full_page=full)
    print(f"docs/images/{name}.png")
    page.context.close()


def seated(table: Table, ident: str, seat: str, locale: str = "en-GB",
           size: dict[str, int] = PHONE) -> Any:  # fmt: skip
    page = table.phone(f"/game/{ident}", locale, size)
    page.locator(".seat-pick", has_text=seat).first.click()
    return page


# -- the pictures ---------------------------------------------------------------------------


def check_phone(table: Table) -> None:
    """The check page: 11×11=1001 typed on the tile keyboard, its verdict."""
    page = table.phone("/check")
    for key in ["1", "1", "×", "1", "1", "=", "1", "0", "0", "1"]:
        page.get_by_role("button", name=f"type {key}", exact=True).click()
    page.get_by_role("button", name="Check", exact=True).click()
    page.locator("#status .verdict").wait_for()
    save(page, "web-check-phone", full=True)


def game_phone(table: Table) -> None:
    """A game on Bob's phone, the whole page: his move typed, its preview scored."""
    ident = table.api("game new", players=["Ann", "Bob"])
    table.api("game play", game=ident, move="8H 1+1=10")
    page = seated(table, ident, "Bob")
    page.locator("#direction").click()  # down, as the move is typed
    page.locator("#move").fill("H8 .=[1]")
    page.locator("#preview.yes").wait_for()
    save(page, "web-game-phone", full=True)


def _turn(table: Table, names: list[str], locale: str, name: str) -> None:
    """The second player's phone at their turn, every player's phone connected."""
    ident = table.api("game new", players=names)
    table.api("game play", game=ident, move="8H 1+1=10")
    others = [seated(table, ident, n, locale) for n in (names[0], names[2])]
    page = seated(table, ident, names[1], locale)
    page.locator("#present", has_text=names[2]).wait_for()
    save(page, name)
    for other in others:
        other.context.close()


def seat_turn_phone(table: Table) -> None:
    _turn(table, ["Ann", "Bob", "Cai"], "en-GB", "web-seat-turn-phone")


def seat_turn_nl(table: Table) -> None:
    _turn(table, ["Anna", "Bram", "Cor"], "nl-NL", "web-seat-turn-nl-390")


def seat_ask_ru(table: Table) -> None:
    """A Russian phone joining a game: "Who is this phone?"."""
    ident = table.api("game new", players=["Аня", "Борис", "Вера"])
    save(table.phone(f"/game/{ident}", "ru-RU"), "web-seat-ask-ru-390")


def _up_close(table: Table, locale: str, name: str) -> None:
    """Bob's phone: the board up close (F6 to L12), the move H9 =[1] down tapped in."""
    ident = table.api("game new", players=["Ann", "Bob"])
    table.api("game play", game=ident, move="8H 1+1=10")
    page = seated(table, ident, "Bob", locale)
    page.locator('.sq[data-square="9I"]').click()
    page.locator('#zoom .cell[data-square="9H"]').click()
    page.locator("#direction").click()
    page.locator('.move-form .key[data-face="="]').click()
    page.locator(".move-form .blank-toggle").click()
    page.locator('.move-form .key[data-face="1"]').click()
    page.locator("#preview.yes").wait_for()
    page.evaluate("document.getElementById('zoom').scrollIntoView({block: 'start'})")
    save(page, name)


def up_close(table: Table) -> None:
    _up_close(table, "en-GB", "web-board-up-close-390")


def up_close_de(table: Table) -> None:
    _up_close(table, "de-DE", "web-board-up-close-de-390")


def _over(table: Table, names: list[str], locale: str, name: str) -> None:
    """The game over on the second player's phone: the winner, the rematch."""
    ident = table.api("game new", players=names)
    table.api("game play", game=ident, move="8H 1+1=10")
    table.api("game end", game=ident, left=[f"{names[1]}=1,0"], went_out=names[0])
    save(seated(table, ident, names[1], locale), name)


def game_over_phone(table: Table) -> None:
    _over(table, ["Ann", "Bob"], "en-GB", "web-game-over-phone")


def game_over_de(table: Table) -> None:
    _over(table, ["Anna", "Ben"], "de-DE", "web-game-over-de-390")


def match_over(table: Table) -> None:
    """An ice cream match over on Bob's phone: the winner, the rematch."""
    ident = table.api("code match new", players=["Ann", "Bob"], rounds=2)
    table.api("code match round", match=ident, cracked_on=4)
    table.api("code match round", match=ident, not_cracked=True)
    page = table.phone(f"/code/match/{ident}")
    page.locator(".seat-pick", has_text="Bob").click()
    save(page, "web-match-over-phone")


def token_nl(table: Table) -> None:
    """A Dutch phone without the token: the page that asks for it."""
    save(table.phone("/game", "nl-NL", SMALL, token=False), "web-token-nl-360")


def home_et(table: Table) -> None:
    save(table.phone("/", "et-EE", SMALL), "web-home-et-360", full=True)


def computer_is(table: Table) -> None:
    """An Icelandic game with a computer seat at its turn: its tiles to tap in."""
    ident = table.api("game new", players=["Anna", "Robot"])
    page = seated(table, ident, "Anna", "is-IS", SMALL)
    page.locator("details.seats summary").click()
    page.locator("#seat-player").select_option("Robot")
    page.locator("#seat-level").select_option("greedy")
    page.locator("details.seats button[type=submit]").click()
    page.wait_for_url(f"**/game/{ident}")
    page.locator("#move").fill("8H 1+1=10")
    page.locator("button[value=play]").click()
    page.locator("form.computer").wait_for(timeout=10000)
    page.evaluate("document.querySelector('form.computer').scrollIntoView({block: 'end'})")
    save(page, "web-computer-is-360")


def code_bot(table: Table) -> None:
    """kitgen code bot's page: the computer hid a code (seed 7), two guesses answered."""
    page = table.phone("/referee/code/bot")
    page.locator("#f-setter").check()
    page.locator("#f-mode").select_option("easy")
    page.locator("#f-seed").fill("7")
    page.locator("#f-guess").fill("1234\n5678")
    page.locator("main form button[type=submit]").first.click()
    page.locator("#status .verdict").wait_for()
    page.evaluate("window.scrollTo(0, 0)")
    save(page, "web-code-bot-phone")


PICTURES: dict[str, Callable[[Table], None]] = {
    "web-check-phone": check_phone,
    "web-game-phone": game_phone,
    "web-seat-turn-phone": seat_turn_phone,
    "web-seat-turn-nl-390": seat_turn_nl,
    "web-seat-ask-ru-390": seat_ask_ru,
    "web-board-up-close-390": up_close,
    "web-board-up-close-de-390": up_close_de,
    "web-game-over-phone": game_over_phone,
    "web-game-over-de-390": game_over_de,
    "web-match-over-phone": match_over,
    "web-token-nl-360": token_nl,
    "web-home-et-360": home_et,
    "web-computer-is-360": computer_is,
    "web-code-bot-phone": code_bot,
}


def main(names: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    unknown = [n for n in names if n not in PICTURES]
    if unknown:
        print(f"error: no picture {', '.join(unknown)} — give some of: {', '.join(PICTURES)}",
              file=sys.stderr)  # fmt: skip
        return 2
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "data")
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(
                    executable_path=CHROMIUM, headless=True,
                    args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
                )  # fmt: skip
                table = Table(server, browser)
                for name in names or list(PICTURES):
                    PICTURES[name](table)
                browser.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
