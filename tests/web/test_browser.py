"""The pages in a real browser: Playwright driving Debian's Chromium (``apt-get install -y
chromium``), at phone size (390×844) and desktop size (1280×800), against kitgen serve.

Marked ``browser``: skipped, with how to get Chromium, when ``/usr/bin/chromium`` is missing.
``KITGEN_SCREENSHOTS=DIR`` saves a phone-size screenshot of every page there.
"""

from __future__ import annotations

import io
import os
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import TOKEN, Server

CHROMIUM = "/usr/bin/chromium"
#: Chromium's features left off: Playwright's own (as of 1.65), then the omnibox popups of the
#: browser windows. Chromium 156's headless mode opens every page in a window of its own
#: whose omnibox keeps two WebUI pages, each in a renderer of its own: about 0.8 s of CPU a
#: phone, half of all Chromium did in the browser tests. Chromium reads only the last
#: ``--disable-features``, so Playwright's list is repeated here (and checked against the one
#: Playwright gives, by test_chromium_keeps_playwright_s_features_off).
DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled",
    "PreconnectToSearch", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
    "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup",
]  # fmt: skip
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-features=" + ",".join(DISABLED_FEATURES),
]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None,
        reason="the browser tests need Chromium: apt-get install -y chromium",
    ),
]

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def page_at(browser: Any, served: Server, size: dict[str, int], path: str = "/") -> Any:
    context = browser.new_context(viewport=size, accept_downloads=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.errors = errors
    page.goto(f"{served.base}{path}{'&' if '?' in path else '?'}token={TOKEN}")
    return page


def shoot(page: Any, name: str) -> None:
    folder = os.environ.get("KITGEN_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)


def _launched_with(pid: int) -> list[list[str]]:
    """The command lines of the Chromium browsers started below process ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if parent == pid:
            args = (entry / "cmdline").read_bytes().decode(errors="replace").split("\0")
            found += [args] if "--remote-debugging-pipe" in args else []
            found += _launched_with(int(entry.name))
    return found


def test_chromium_keeps_playwright_s_features_off(browser) -> None:
    """The browser's last ``--disable-features`` (the one Chromium reads) holds every feature
    Playwright turns off, and the omnibox popups (:data:`DISABLED_FEATURES`)."""
    [args] = _launched_with(os.getpid())
    prefix = "--disable-features="
    lists = [set(a.removeprefix(prefix).split(",")) for a in args if a.startswith(prefix)]
    assert len(lists) == 2, lists  # Playwright's, then ours
    assert lists[0] <= lists[-1], sorted(lists[0] - lists[-1])
    assert {"WebUIOmniboxPopup", "WebUIOmniboxAimPopup"} <= lists[-1]
    # and a phone's window holds its page alone: no omnibox popup pages beside it
    context = browser.new_context()
    context.new_page()
    targets = browser.new_browser_cdp_session().send("Target.getTargets")["targetInfos"]
    context.close()
    assert [t["type"] for t in targets] == ["page"], targets


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_check_an_expression_with_the_tile_keyboard(browser, served, size) -> None:
    page = page_at(browser, served, size, "/check")
    assert page.url.endswith("/check")  # the token left the address bar
    box = page.get_by_role("textbox", name="Expression")
    for key in ["1", "1", "×", "1", "1", "=", "1", "0", "0", "1"]:
        page.get_by_role("button", name=f"type {key}", exact=True).click()
    assert box.input_value() == "11×11=1001"
    page.get_by_role("button", name="Check", exact=True).click()
    status = page.get_by_role("status")
    status.locator(".verdict", has_text="Correct").wait_for()
    # 11 × 11 = 1001 is 3 × 3 = 9: correct, and its bonus shows
    assert "Bonus" in status.inner_text()
    # every key is a thumb's size
    for key in page.locator(".key").all():
        b = key.bounding_box()
        assert b["width"] >= 44 and b["height"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    shoot(page, f"check-{size['width']}")
    assert page.errors == []
    page.context.close()


def test_three_moves_and_a_second_phone_sees_them_live(browser, served) -> None:
    first = page_at(browser, served, PHONE, "/game")
    first.get_by_label("Players, one a line, in turn order").fill("Ann\nBob")
    first.get_by_role("button", name="Start the game").click()
    first.wait_for_url("**/game/*")
    url = first.url
    second = page_at(browser, served, DESKTOP, url.removeprefix(served.base))
    second.locator("#panel").wait_for()
    # Ann 1+1=10 across from H8; Bob 1=1 down from H8 (H8 is Ann's 1); Ann 1+1=10 across
    # from H10 (Bob's 1)
    moves = ["8H 1+1=10", "H8 .=1", "10H .+1=10"]
    # tap-to-place for the first: the board's centre, H8 up close, then the tiles
    first.locator('.sq[data-square="8H"]').click()
    first.get_by_role("button", name="H8, centre, double word", exact=True).click()
    for face in ["1", "+", "1", "=", "1", "0"]:
        first.locator(".move-form .key", has_text=face).first.click()
    assert first.get_by_label("Move", exact=True).input_value() == "8H 1+1=10"
    first.locator("#preview").get_by_text("18 points").wait_for()
    first.get_by_role("button", name="Play", exact=True).click()
    first.get_by_role("status").locator(".verdict", has_text="Played").wait_for()
    second.locator("tr.turn", has_text="Bob").wait_for()
    assert "18" in second.locator("table.scores").inner_text()
    for done, move in enumerate(moves[1:], start=2):
        first.get_by_label("Move", exact=True).fill(move)
        first.get_by_role("button", name="Play", exact=True).click()
        first.locator("details.history li").nth(done - 1).wait_for()
        # the status says "Working…" until the answer comes
        first.get_by_role("status").locator(".verdict", has_text="Played").wait_for()
    second.locator("details.history li").nth(2).wait_for()
    assert second.locator("details.history li").count() == 3
    loaded = "(() => { const i = document.querySelector('.board img'); "
    loaded += "return i.complete && i.naturalWidth > 0; })()"
    # drawn by a worker process: a second or so, far longer on a loaded machine (60 s here)
    for _ in range(600):  # the page's CSP forbids wait_for_function's eval: poll instead
        if first.evaluate(loaded):
            break
        first.wait_for_timeout(100)
    assert first.evaluate(loaded), "the board picture did not load"
    assert first.get_by_label("Move", exact=True).input_value() == ""  # cleared once played
    first.get_by_label("Move", exact=True).fill("1A 1=1")  # touches no tile: illegal
    first.locator("#preview.no").wait_for()
    first.get_by_role("button", name="Score it").click()  # the no-script preview path
    first.get_by_role("status").locator(".verdict", has_text="Illegal move").wait_for()
    shoot(first, "game-390")
    assert first.errors == [] and second.errors == []
    first.context.close()
    second.context.close()


def test_a_feedback_and_an_audit_of_the_rows_played(browser, served) -> None:
    page = page_at(browser, served, PHONE, "/code")
    page.get_by_label("Secret code", exact=True).fill("1234")
    page.get_by_label("Guess", exact=True).fill("1243")
    page.get_by_role("button", name="Feedback", exact=True).click()
    status = page.get_by_role("status")
    status.locator(".verdict", has_text="Feedback").wait_for()
    assert "2 brown" in status.inner_text()  # 1 and 2 in place; 3 and 4 swapped: 2 beige
    shoot(page, "code-390")
    # an audit, on the same page
    rows = page.get_by_label("Rows so far, GUESS=FEEDBACK, one a line (1234=2,1)")
    assert rows.get_attribute("name") == "played"  # the command line's --played
    # secret 1243, guess 1234: 1 and 2 in place (2 brown), 3 and 4 swapped (2 beige)
    rows.fill("1234=2,2\n")
    page.get_by_label("The secret, if it is known").fill("1243")
    page.get_by_role("button", name="Audit the board").click()
    status.locator(".verdict", has_text="The board holds up").wait_for()
    rows = page.get_by_label("Rows so far, GUESS=FEEDBACK, one a line (1234=2,1)")
    rows.fill("1234=2,1")
    page.get_by_role("button", name="Audit the board").click()
    status.locator(".verdict", has_text="Something is wrong").wait_for()
    assert page.errors == []
    page.context.close()


def test_an_empty_target_is_caught_before_anything_is_sent_then_a_staeda_solved(
    browser, served
) -> None:
    page = page_at(browser, served, PHONE, "/staeda")
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url) if r.method == "POST" else None)
    page.get_by_label("Hand", exact=True).fill("3 5 7")
    page.get_by_role("button", name="Solve", exact=True).click()
    target = page.locator("#target")
    assert target.evaluate("t => t.validity.valueMissing") is True
    assert target.evaluate("t => t === document.activeElement")  # the browser points at it
    assert page.get_by_role("status").inner_text().strip() == ""
    # the target and the table given: Solve sends once (the first press sent nothing)
    page.get_by_label("Target", exact=True).first.fill("24")
    page.get_by_label("Table", exact=True).first.fill("4")
    page.get_by_role("button", name="Solve", exact=True).click()
    verdict = page.get_by_role("status").locator(".verdict", has_text="There is a stæða")
    verdict.wait_for()
    assert sent == [f"{served.base}/staeda"], sent
    # the answer sits below the page's four forms: the page brings it into view
    page.wait_for_function("() => document.querySelector('#status .verdict')"
                           ".getBoundingClientRect().bottom <= window.innerHeight")  # fmt: skip
    box = verdict.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]
    shoot(page, "staeda-390")
    assert page.errors == []
    page.context.close()


def test_download_a_tiles_zip_and_open_its_pdf(browser, served) -> None:
    import pypdf

    page = page_at(browser, served, PHONE, "/make/tiles")
    page.locator("#kit-preview").wait_for(state="visible")
    shoot(page, "make-390")
    with page.expect_download(timeout=60000) as got:
        page.get_by_role("button", name="Download the files (zip)").click()
    data = Path(got.value.path()).read_bytes()
    archive = zipfile.ZipFile(io.BytesIO(data))
    pdfs = [n for n in archive.namelist() if n.endswith(".pdf")]
    assert pdfs
    reader = pypdf.PdfReader(io.BytesIO(archive.read(pdfs[0])))
    box = reader.pages[0].mediabox
    # A4 by default: 210 × 297 mm in points
    assert (
        round(float(box.width) * 25.4 / 72) == 210 and round(float(box.height) * 25.4 / 72) == 297
    )
    page.context.close()


def test_screenshots_of_the_other_pages(browser, served) -> None:
    page = page_at(browser, served, PHONE, "/")  # one phone, going from page to page
    for path, name in [("/", "home"), ("/make", "make-list"), ("/code/match", "match"),
                       ("/docs", "docs")]:  # fmt: skip
        page.goto(served.base + path)
        page.get_by_role("heading", level=1).wait_for()
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1, path
        shoot(page, f"{name}-390")
        assert page.errors == [], path
    page.context.close()


def test_the_language_from_the_browser_then_from_the_tables_picker(browser, served) -> None:
    def opened(locale: str) -> Any:
        context = browser.new_context(viewport=PHONE, locale=locale)
        page = context.new_page()
        page.goto(f"{served.base}/check?token={TOKEN}")
        return page

    def lang(page: Any) -> str:
        return str(page.evaluate("document.documentElement.lang"))

    dutch, english = opened("nl-NL"), opened("en-GB")
    try:
        assert lang(dutch) == "nl" and lang(english) == "en"  # each phone's own, at first
        picker = dutch.get_by_label("Taal aan deze tafel")  # the Dutch page's own label
        assert picker.input_value() == "auto"
        picker.select_option("ru")
        dutch.locator("footer form.language button[value=table]").click()  # the page is Dutch
        dutch.wait_for_url("**/check")
        assert (
            lang(dutch) == "ru" and dutch.get_by_label("Язык за этим столом").input_value() == "ru"
        )
        english.reload()
        assert lang(english) == "ru"  # the whole table reads the language picked
        shoot(dutch, "language-390")
    finally:
        picker = dutch.locator("#lang")
        picker.select_option("auto")
        dutch.locator("footer form.language button[value=table]").click()  # the page: Russian
        dutch.wait_for_url("**/check")
    english.reload()
    assert lang(dutch) == "nl" and lang(english) == "en"
    dutch.context.close()
    english.context.close()


def test_a_page_opened_with_lang_is_answered_in_it(browser, served) -> None:
    page = page_at(browser, served, PHONE, "/staeda?lang=ru")  # the browser itself asks en
    page.locator("#target").fill("24")
    page.locator("#hand").fill("3 5 7")
    page.locator("#table").fill("4")
    page.locator("button[value=check]").click()  # no claim given
    status = page.get_by_role("status")
    status.locator(".verdict", has_text="Не удалось прочитать").wait_for()
    assert "Сначала заполните поле «Заявка (для проверки)»" in status.inner_text()
    page.locator("button[value=solve]").click()
    status.locator(".verdict", has_text="Стайда есть").wait_for()
    assert "24" in status.inner_text() and "can be made" not in status.inner_text()
    assert [e for e in page.errors if "status of 400" not in e] == []  # the empty claim's 400
    page.context.close()
