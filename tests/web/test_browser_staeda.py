"""A Stæða game at the table, in a real browser (Debian's Chromium) at 390 px: a game started
from its form, two phones taking seats (one in English, one in Dutch, whose court cards are
H V B A), each entering its own claim with the card keys; both see the round's winner and
points; a phone offline while a round is played shows it when it is back, and the end of
the game (the points agreed) names the winner on both phones with only a rematch, the
score sheet and the last round's take-back left; axe finds nothing on the new pages.

The rounds, worked out by hand from the rules page (target 35 from 3 4 5, played to 6):

1. Ann calls stæða (both phones say so). Ann: hand 7 5 K, claim 7×5 = 35 (2 cards); Bo: no
   stæða; table 2 9 Q (in Dutch 2 9 V).
   Ann wins the round with 2 points. Bo's phone takes the round back (0 to 0) and sends
   its "no stæða" again: judged anew, Ann 2 points again.
2. Ann: hand K Q 3, claim (Q+K)+3×5 with the table's 5 = 10+10+15 = 35 (4 cards); Bo: no
   stæða; table 7 5 2. Ann wins with 4 points: 6 in all, the points agreed: Ann wins. Bo's
   phone takes round 2 back from the game-over view: the game goes on, Ann 2, Bo 0; Bo's
   "no stæða" sent again ends it again, Ann 6.

Marked ``browser``; ``KITGEN_SCREENSHOTS=DIR`` saves the screens at 390 px.
"""

from __future__ import annotations

import re
import shutil
from typing import Any

import pytest

from tests.web.conftest import Server, cut_off
from tests.web.test_browser import CHROMIUM, TOKEN, shoot

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None,
        reason="the browser tests need Chromium: apt-get install -y chromium",
    ),
]

PHONE = {"width": 390, "height": 844}


def phone(browser: Any, server: Server, path: str, locale: str) -> Any:
    context = browser.new_context(viewport=PHONE, locale=locale, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.goto(f"{server.base}{path}?token={TOKEN}")
    return page


def tap(page: Any, keys: str, *cards: str) -> None:
    """Tap ``cards`` on the card keys under the field ``keys`` (its id)."""
    board = page.locator(f'.keys[data-target="{keys}"]')
    for card in cards:
        board.locator(f'.key[data-insert="{card}"]').click()


def axe_clean(page: Any) -> str:
    from axe_playwright_python.sync_playwright import Axe

    result = Axe().run(page)
    return "" if not result.violations_count else str(result.generate_report())


def test_two_phones_play_a_staeda_game_to_its_end(browser, served) -> None:
    ann = phone(browser, served, "/staeda/game", "en-GB")
    assert axe_clean(ann) == ""
    ann.fill("#players", "Ann\nBo")
    ann.fill("#target_cards", "3 4 5")
    ann.fill("#target", "35")
    ann.fill("#play_to", "6")
    ann.get_by_role("button", name="Start the game").click()
    ann.wait_for_url(re.compile(r"/staeda/game/[a-z2-7]{16}$"))
    ident = ann.url.rsplit("/", 1)[1]
    assert ann.get_by_role("heading", name="Who is this phone?").is_visible()
    assert axe_clean(ann) == ""
    ann.locator('.seat-pick[data-seat="Ann"]').click()
    bo = phone(browser, served, f"/staeda/game/{ident}", "nl-NL")
    bo.locator('.seat-pick[data-seat="Bo"]').click()
    for page in (ann, bo):  # both seats owe their claim; each phone says it to its own
        assert page.locator("#your-turn").is_visible()
    ann.locator("#present", has_text="Bo").wait_for()
    shoot(ann, "staeda-claim-en")

    # Ann calls stæða: every phone says so (Bo's in Dutch) and offers no second call
    bo.get_by_role("button", name="‘Stæða’ roepen").wait_for()
    ann.get_by_role("button", name="Call stæða").click()
    bo.locator("#called", has_text="Ann heeft ‘stæða’ geroepen: alle anderen zijn nog één "
               "keer aan de beurt").wait_for()  # fmt: skip
    ann.locator("#called", has_text="Ann called stæða: every other player").wait_for()
    assert ann.locator(".call-form").count() == 0 and bo.locator(".call-form").count() == 0
    shoot(bo, "staeda-called-nl")
    shoot(ann, "staeda-called-en")

    # round 1: Ann's claim with the card keys; Bo (in Dutch) the table and no stæða
    tap(ann, "hand", "7", "5", "K")
    assert ann.locator("#hand").input_value() == "7 5 K"
    tap(ann, "claim", "7", "×", "5")
    ann.get_by_role("button", name="Send my claim").click()
    ann.locator("#status", has_text="Waiting for: Bo").wait_for()
    ann.locator("#your-turn").wait_for(state="hidden")
    assert ann.locator("#hand").input_value() == ""  # emptied for the next round
    tap(bo, "table", "2", "9", "V")  # the Dutch queen
    assert bo.locator("#table").input_value() == "2 9 V"
    bo.locator(".table-form button[type=submit]").click()
    bo.locator("#waiting", has_text="2 9 V").wait_for()
    bo.locator("#no_claim").check()
    bo.locator("#claim-form button[type=submit]").click()
    for page, won in ((ann, "Ann wins the round"), (bo, "Ann wint de ronde")):
        page.locator(".round-result .winner", has_text=won).wait_for()
        points = page.locator("table.scores tbody tr").all_inner_texts()
        assert [re.split(r"\s+", row.strip())[:2] for row in points] == [["Ann", "2"], ["Bo", "0"]]
    # said in the live region of the phone that did not send the last claim
    assert ann.locator("#announce").inner_text().startswith("Round 1: Ann has an exact stæða")
    shoot(bo, "staeda-round-nl")

    # Bo's phone takes round 1 back: Ann won it, so it asks first (in Dutch); the scores
    # drop back on both phones and Ann's says who did it; Bo's "no stæða" sent again
    # judges the round anew (its claims stayed in)
    bo_takes_back(bo, ann, 1)
    for page in (ann, bo):
        points = page.locator("table.scores tbody tr").all_inner_texts()
        assert [re.split(r"\s+", row.strip())[:2] for row in points] == [["Ann", "0"], ["Bo", "0"]]
    assert ann.locator("#announce").inner_text() == "Round 1 was taken back by Bo."
    shoot(bo, "staeda-taken-back-nl")
    shoot(ann, "staeda-taken-back-en")
    bo.reload()  # its own "no stæða" shown again at once, not at the next change
    bo.locator("#mine", has_text="Jouw claim: geen stæða").wait_for()
    bo.locator("#no_claim").check()
    bo.locator("#claim-form button[type=submit]").click()
    ann.locator(".round-result .winner", has_text="Ann wins the round").wait_for()
    assert ann.locator("#taken-back").count() == 0
    assert ann.locator("details.sheet .undone").text_content() == "Round 1 was taken back by Bo."

    # round 2 while Bo's phone is off the network: Bo's "no stæða" from another phone
    cut_off(bo)
    tap(ann, "table", "7", "5", "2")
    ann.locator(".table-form button[type=submit]").click()
    ann.locator("#waiting", has_text="7 5 2").wait_for()
    tap(ann, "hand", "K", "Q", "3")
    ann.fill("#claim", "(Q+K)+3×5")
    ann.get_by_role("button", name="Send my claim").click()
    ann.locator("#status", has_text="Waiting for: Bo").wait_for()
    said = ann.evaluate(
        """async (ident) => {
            const csrf = document.querySelector('meta[name="csrf-token"]').content;
            const data = new URLSearchParams({csrf, action: "claim", player: "Bo", no_claim: "on"});
            const r = await fetch(`/staeda/game/${ident}`, {method: "POST", body: data,
                                  headers: {"X-Fragment": "1"}});
            return r.status;
        }""",
        ident,
    )
    assert said == 200
    ann.locator(".game-over .winner", has_text="Ann wins the game").wait_for()
    assert bo.locator(".game-over").count() == 0  # it really was cut off
    bo.context.set_offline(False)
    bo.locator(".game-over .winner", has_text="Ann wint het spel").wait_for()
    assert bo.locator("#status").inner_text().strip() == ""  # its round 1 answer, gone
    for page in (ann, bo):
        rows = page.locator("table.scores tbody tr").all_inner_texts()
        assert [re.split(r"\s+", row.strip())[:2] for row in rows] == [["Ann", "6"], ["Bo", "0"]]
        # nothing left to enter: a rematch, the score sheet (round by round: +2, +4) and the
        # last round to take back
        assert page.locator("#claim-form").is_hidden() and page.locator(".table-form").is_hidden()
        assert page.locator("#your-turn").is_hidden()
        assert page.locator(".game-over button[type=submit]").count() == 1
        sheet = page.locator("details.sheet tbody").inner_text()
        assert re.findall(r"\+\d", sheet) == ["+2", "+4"]
    shoot(ann, "staeda-over-en")
    shoot(bo, "staeda-over-nl")
    assert axe_clean(ann) == ""

    # the final claim was mistyped: Bo's phone takes round 2 back from the game-over view
    # (Ann won it, so it asks first, in Dutch); the game goes on on both phones, and Bo's
    # "no stæða" sent again ends it again
    bo_takes_back(bo, ann, 2)
    for page in (ann, bo):
        assert page.locator(".game-over").count() == 0
        rows = page.locator("table.scores tbody tr").all_inner_texts()
        assert [re.split(r"\s+", row.strip())[:2] for row in rows] == [["Ann", "2"], ["Bo", "0"]]
    assert ann.locator("#claim-form").is_visible() and bo.locator("#claim-form").is_visible()
    shoot(bo, "staeda-over-taken-back-nl")
    bo.locator("#no_claim").check()
    bo.locator("#claim-form button[type=submit]").click()
    for page, won in ((ann, "Ann wins the game"), (bo, "Ann wint het spel")):
        page.locator(".game-over .winner", has_text=won).wait_for()

    # the rematch: same players and target, each phone keeps its seat
    ann.locator(".game-over button[type=submit]").click()
    ann.wait_for_url(re.compile(r"/staeda/game/[a-z2-7]{16}$"))
    assert ann.url.rsplit("/", 1)[1] != ident
    assert ann.locator("#me-text").inner_text() == "This phone: Ann"
    assert "Target 35" in ann.locator("#panel .target").inner_text()
    bo.locator(".rematch-link").wait_for()
    assert ann.errors == [] and bo.errors == []
    ann.context.close()
    bo.context.close()


def bo_takes_back(bo, ann, number: int) -> None:
    """Bo's Dutch phone takes round ``number`` (won by Ann) back: it asks first, in Dutch, and
    both phones say who took it back, each in its own language."""
    asked: list[str] = []
    bo.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    bo.locator(".undo-form button[type=submit]", has_text=f"Ronde {number} terugnemen").click()
    ann.locator("#taken-back", has_text=f"Round {number} was taken back by Bo.").wait_for()
    question = (
        f"Ronde {number} terugnemen (gewonnen door Ann)? Dat is niet de plaats van deze "
        "telefoon: de punten gaan van de stand af; de claims en tafelkaarten blijven staan, "
        "om te verbeteren en opnieuw te sturen."
    )
    assert asked == [question]
    bo.locator("#taken-back", has_text=f"Ronde {number} is teruggenomen door Bo.").wait_for()
