"""The pictures of the tutorial "A first game night" (``docs/tutorial/LANG.md``), made by
running kitgen, for every language that has a tutorial page:

    .venv/bin/python tools/tutorial_pictures.py          # every language
    .venv/bin/python tools/tutorial_pictures.py nl       # one

Each page names its two players in its first line (``<!-- pictures: players Ann, Bob -->``).
For each language this writes into ``docs/images/tutorial/``:

- ``tiles-LANG.png``: page 2 of ``kitgen tiles --lang LANG`` (the logic tiles in the
  language's words), rendered with ``pdftoppm -r 60``;
- ``seat-LANG.png``, ``turn-LANG.png``, ``check-LANG.png``: a phone 390 px wide (Chromium, the
  browser's language set to LANG) on ``kitgen serve``: the game page asking whose phone it
  is; the second player's phone after the first played ``8H 1+1=10`` ("Your turn"); the
  check page judging the dispute of the tutorial, ``100 AND 1 = 101`` in the language's
  words.

Needs pdftoppm (poppler-utils) and Chromium at /usr/bin/chromium, as the browser tests do.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "docs" / "tutorial"
IMAGES = ROOT / "docs" / "images" / "tutorial"
KITGEN = [sys.executable, "-m", "kitgen"]
TOKEN = "tutorial-pictures-token"
PHONE = {"width": 390, "height": 844}
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]


def players(lang: str) -> list[str]:
    """The two players the page ``docs/tutorial/LANG.md`` names in its first line."""
    first = (PAGES / f"{lang}.md").read_text(encoding="utf-8").splitlines()[0]
    found = re.fullmatch(r"<!-- pictures: players (.+), (.+) -->", first)
    if found is None:
        raise SystemExit(f"docs/tutorial/{lang}.md: its first line must name the two players")
    return [found.group(1), found.group(2)]


def tiles(lang: str, work: Path) -> None:
    subprocess.run([*KITGEN, "tiles", "--lang", lang, "--out", str(work)], check=True)
    target = IMAGES / f"tiles-{lang}"
    subprocess.run(
        ["pdftoppm", "-r", "60", "-png", "-f", "2", "-l", "2", "-singlefile",
         str(work / "binary-tiles-a4.pdf"), str(target)],
        check=True,
    )  # fmt: skip


def api(base: str, command: str, **body: Any) -> str:
    request = urllib.request.Request(
        f"{base}/api/{command}",
        data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return str(answer.headers.get("x-kitgen-id"))


def serve(data: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [*KITGEN, "serve", "--port", "8742", "--data", str(data), "--token", TOKEN],
        stdout=subprocess.PIPE,
        text=True,
    )
    base = "http://127.0.0.1:8742"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(base + "/", timeout=1)
        except urllib.error.HTTPError:
            return process, base  # serving: it asks for the token
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("kitgen serve did not start")


def phones(lang: str, base: str, browser: Any) -> None:
    first, second = players(lang)
    ident = api(base, "game/new", players=[first, second])

    def phone() -> Any:
        context = browser.new_context(viewport=PHONE, locale=lang, has_touch=True)
        page = context.new_page()
        page.goto(f"{base}/game/{ident}?token={TOKEN}")
        page.locator("#panel").wait_for()
        return page

    one = phone()
    one.get_by_role("button", name=first, exact=True).wait_for()
    one.screenshot(path=str(IMAGES / f"seat-{lang}.png"))
    one.get_by_role("button", name=first, exact=True).click()
    two = phone()
    two.get_by_role("button", name=second, exact=True).click()
    api(base, "game/play", game=ident, move="8H 1+1=10")
    two.locator("#your-turn").wait_for(state="visible", timeout=10000)
    two.wait_for_timeout(500)
    two.screenshot(path=str(IMAGES / f"turn-{lang}.png"))
    for page in (one, two):
        page.context.close()

    context = browser.new_context(viewport=PHONE, locale=lang, has_touch=True)
    page = context.new_page()
    page.goto(f"{base}/check?token={TOKEN}")
    from kitgen.core.messages import language_data

    words = language_data(lang)["logic_words"]
    page.locator("#expr").fill(f"100 {words['AND']} 1 = 101")
    page.locator("button.primary[type=submit]").click()
    page.locator(".verdict").first.wait_for(timeout=10000)
    page.wait_for_timeout(300)
    page.screenshot(path=str(IMAGES / f"check-{lang}.png"))
    context.close()


def main(wanted: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    langs = wanted or sorted(p.stem for p in PAGES.glob("*.md"))
    IMAGES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        for lang in langs:
            tiles(lang, work / lang)
        process, base = serve(work / "data")
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                for lang in langs:
                    phones(lang, base, browser)
                browser.close()
        finally:
            process.send_signal(signal.SIGINT)
            process.wait(timeout=15)
    for lang in langs:
        print(f"docs/images/tutorial/*-{lang}.png")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("KITGEN_LANG", "en")
    sys.exit(main(sys.argv[1:]))
