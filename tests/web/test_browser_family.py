"""What a family trips over at the table, in a real browser (Debian's Chromium) at phone
sizes (390×844 and 360×740, touch): a binary game whose six scoreless turns are reached
says so on every phone and asks for the end (nobody told "Your turn"), a phone that took a
move back no longer announces it, the new-game forms keep what was typed when a name is
refused, the Stæða waiting line and round column read whole in Russian and Icelandic, and
the ice cream board is audited under the house rules picked on the page.

Marked ``browser``; ``KITGEN_SCREENSHOTS=DIR`` saves the screens.
"""

from __future__ import annotations

import re
import shutil
from typing import Any

import pytest

from tests.web.conftest import Server, until
from tests.web.test_browser import CHROMIUM, TOKEN, shoot
from tests.web.test_browser_table import PHONE, SMALL, new_game, phone, post

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None,
        reason="the browser tests need Chromium: apt-get install -y chromium",
    ),
]


#: The words of the elements ``sel`` finds that the page breaks over two lines.
SPLIT = """(sel) => {
  const split = [];
  for (const cell of document.querySelectorAll(sel)) {
    const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      for (const word of text.data.matchAll(/[^\\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(word[0]);
      }
    }
  }
  return split;
}"""


def opened(browser: Any, server: Server, path: str, size: dict[str, int] = SMALL,
           locale: str = "en-GB") -> Any:  # fmt: skip
    """A phone (a browser context of its own) on ``path``."""
    page = browser.new_context(viewport=size, locale=locale, has_touch=True).new_page()
    page.goto(f"{server.base}{path}?token={TOKEN}")
    return page


def seated(browser: Any, server: Server, path: str, seat: str, size: dict[str, int],
           locale: str = "en-GB") -> Any:  # fmt: skip
    """A phone on the game page ``path`` in ``seat``, saying yes to every question."""
    page = phone(browser, server, path, size, locale)
    page.on("dialog", lambda d: d.accept())
    page.locator(f'.seat-pick[data-seat="{seat}"]').click()
    return page


def staeda_game(browser: Any, server: Server, players: str) -> str:
    """The address of a Stæða game started on the page for ``players`` (one a line),
    target 35 from the target cards 3 4 5."""
    host = opened(browser, server, "/staeda/game")
    host.fill("#players", players)
    host.fill("#target_cards", "3 4 5")
    host.fill("#target", "35")
    host.get_by_role("button", name="Start the game").click()
    host.wait_for_url(re.compile(r"/staeda/game/[a-z2-7]{16}$"))
    return str(host.url.removeprefix(server.base))


def test_six_scoreless_turns_ask_every_phone_for_the_end(browser, served) -> None:
    """Ann plays 8H 1+1=10 (18 points: tiles 1+1+1+1+1×2+1 = 7, bonus 2, × 2 on H8), Bo
    plays H8 .=1 (3 points), Ann's phone takes it back: it no longer announces Bo's move,
    Bo's says Ann took it back. Five passes, then Ann's sixth with a wrong count (12) left
    in the exchange box: the scoreless end of the rules page is due, so both phones say so
    over the scores, nobody is to play and the end form is open. The leftovers (Ann nine 0s:
    9 points; Bo ÷ ÷ × × × 1 1 1 1: 4+4+2+2+2+1+1+1+1 = 18) end it: Ann 18 − 9 = 9, Bo
    0 − 18 = −18, and both phones name Ann."""
    ident = new_game(served, "Ann", "Bo")
    post(served, "game play", game=ident, move="8H 1+1=10")
    ann = seated(browser, served, f"/game/{ident}", "Ann", PHONE)
    bo = seated(browser, served, f"/game/{ident}", "Bo", SMALL, "de-DE")
    bo.locator("#your-turn").wait_for()
    post(served, "game play", game=ident, move="H8 .=1")  # from a phone not in this test
    ann.locator("#announce", has_text="Bo played H8 .=1 for 3").wait_for()
    ann.get_by_role("button", name="Undo", exact=True).click()
    ann.locator("#status", has_text="Taken back").wait_for()
    bo.locator("#announce", has_text="Ann hat den Zug H8 .=1 von Bo zurückgenommen").wait_for()
    # Ann's own take-back swapped in: no more "Bo played H8 .=1 for 3" above the board
    until(ann, lambda: ann.locator("#announce").inner_text() == "")
    assert ann.locator(".tile").count() == 6  # the board without Bo's tiles
    for _ in range(5):
        post(served, "game pass", game=ident)
    ann.locator("table.scores caption", has_text="Ann to play").wait_for()
    ann.fill("#count", "12")  # more than a rack: refused by an exchange, not by a pass
    ann.get_by_role("button", name="Pass", exact=True).click()
    ann.locator(
        "table.scores caption", has_text="6 scoreless turns in a row end the game"
    ).wait_for()
    bo.locator("table.scores caption", has_text="6 punktlose Züge hintereinander beenden das "
               "Spiel").wait_for()  # fmt: skip
    for page, button in ((ann, "'End the game'"), (bo, "„Spiel beenden“")):
        assert button in page.locator("#due").inner_text()
        assert page.locator("#your-turn").is_hidden()  # Bo's turn no more
        assert page.locator("table.scores tr.turn").count() == 0
        assert page.locator("details.end").evaluate("d => d.open")
    shoot(ann, "family-scoreless-end-due")
    ann.fill("#left", "Ann=0,0,0,0,0,0,0,0,0\nBo=÷,÷,×,×,×,1,1,1,1")
    ann.locator("button[value=end]").click()
    for page in (ann, bo):
        page.locator(".game-over .winner").wait_for()
        rows = page.locator("table.scores tbody tr")
        assert [rows.nth(i).inner_text().split() for i in range(2)] == [["Ann", "9"], ["Bo", "−18"]]
    # Bo's score sheet at 360 px, its heading, Ann's move, six passes and two leftovers: its
    # points and totals whole (not "Punk|te", "Sum|me")
    sheet = "details.sheet > table :is(th, td):nth-child(n+3)"
    assert bo.evaluate(SPLIT, sheet) == [] and bo.locator(sheet).count() == 2 * 10
    assert ann.locator(".winner").inner_text() == "Ann wins the game"
    assert bo.locator(".winner").inner_text() == "Ann gewinnt das Spiel"
    assert ann.errors == [] and bo.errors == []


@pytest.mark.parametrize(
    ("path", "button"), [("/game", "Start the game"), ("/code/match", "Start the match")]
)
def test_a_refused_name_leaves_the_players_typed(browser, served, path, button) -> None:
    """A name of 41 characters is refused (40 at most) with the names still in the box."""
    page = opened(browser, served, path)
    typed = "Þórdís\n" + "Maximilian-Alexander von Hohenzollern-Sig"
    page.fill("#players", typed)
    page.get_by_role("button", name=button).click()
    page.locator("#status", has_text="at most 40 characters").wait_for()
    assert page.locator("#players").input_value() == typed
    page.fill("#players", typed[:-1])  # 40: taken
    page.get_by_role("button", name=button).click()
    page.wait_for_url(re.compile(path + r"/[a-z2-7]{16}$"))


def test_the_staeda_table_reads_whole_in_russian_and_icelandic(browser, served) -> None:
    """At 360 px the round's column breaks between words only ("Этот раунд", not "раун|д";
    "fullyrðing komin"), and the waiting line keeps its parts apart once the table cards
    are in ("… · Borð: 2 7 K", not "…BoBorð: 2 7 K")."""
    path = staeda_game(browser, served, "Anna\nБронислава Александровна\nÞórdís\nBo")
    ru = seated(browser, served, path, "Бронислава Александровна", SMALL, "ru-RU")
    icelandic = seated(browser, served, path, "Þórdís", SMALL, "is-IS")
    icelandic.fill("#table", "2 7 K")
    icelandic.locator("button[name=action][value=table]").click()
    icelandic.fill("#hand", "9 8 6")
    icelandic.locator("#no_claim").check()
    icelandic.locator("button[name=action][value=claim]").click()
    # Þórdís's claim in: the waiting line without her, its parts apart
    icelandic.locator(
        "#waiting",
        has_text=re.compile("^Beðið eftir: Anna, Бронислава Александровна, Bo · Borð: 2 7 K$"),
    ).wait_for()
    ru.locator("#waiting", has_text="Стол: 2 7 К").wait_for()  # К: the Russian king
    for page in (ru, icelandic):
        assert (
            page.evaluate(SPLIT, "table.scores th:nth-child(3), table.scores td:nth-child(3)") == []
        )
        assert page.evaluate("document.documentElement.scrollWidth") <= SMALL["width"]
    assert icelandic.locator("table.scores td", has_text="fullyrðing komin").count() == 1
    shoot(ru, "family-staeda-ru-360")
    shoot(icelandic, "family-staeda-is-360")


def test_the_ice_cream_board_is_audited_in_the_mode_picked(browser, served) -> None:
    """Easy mode picked under the feedback's house rules (not kept for the table): the
    board's rows are read by position, as easy mode gives them, in the audit below. Code
    1234, guess 2211 is 0210 (empty, brown, beige, empty; the rules page's example); the
    row fits, so the board is right; in hard mode "0210" is no feedback at all."""
    page = opened(browser, served, "/code")
    page.locator("details.rules summary").first.click()
    page.select_option("#f-mode", "easy")
    page.fill("#played", "2211=0210")
    page.fill("#audit-secret", "1234")
    page.locator("button[value=audit]").click()
    page.locator("#status .verdict").wait_for()
    said = page.locator("#status").inner_text()
    assert page.locator("#status .verdict.yes").count() == 1, said
    assert "the 1 row carries the right feedback for secret 1234" in said


def test_a_taken_seat_is_marked_and_a_reload_keeps_the_move(browser, served) -> None:
    """A second phone sees Ann's seat taken ("on another phone") and is asked before it
    takes it too (no: it is still asked who it is); Bo's seat is free. Ann's phone keeps a
    move being typed over a reload, previewed again; played, it is said once (the reason,
    not again as "illegal move: …" under "✗ Illegal move"); a move played is not kept."""
    ident = new_game(served, "Ann", "Bo")
    ann = seated(browser, served, f"/game/{ident}", "Ann", PHONE)
    other = phone(browser, served, f"/game/{ident}", SMALL)
    asked: list[str] = []
    other.on("dialog", lambda d: (asked.append(d.message), d.dismiss()))
    taken = other.locator('.seat-pick.taken[data-seat="Ann"]')
    taken.wait_for()
    assert taken.inner_text().split("\n") == ["Ann", "on another phone"]
    assert other.locator('.seat-pick.taken[data-seat="Bo"]').count() == 0
    shoot(other, "family-seat-taken-360")
    taken.click()
    assert asked == ["Ann is on another phone already. Take the seat on this phone too?"]
    assert other.locator("#who").is_visible()
    other.locator('.seat-pick[data-seat="Bo"]').click()
    assert other.locator("#me-text").inner_text() == "This phone: Bo"

    ann.fill("#move", "8H 1+1=11")
    reason = "1+1=11 (across H8–M8) is not a correct expression: 1 + 1 is 10, not 11"
    ann.locator("#preview", has_text=reason).wait_for()
    ann.reload()
    ann.locator("#preview", has_text=reason).wait_for()
    assert ann.locator("#move").input_value() == "8H 1+1=11"
    ann.get_by_role("button", name="Play", exact=True).click()
    ann.locator("#status .verdict.no").wait_for()
    assert ann.locator("#status").inner_text().count(reason) == 1
    ann.fill("#move", "8H 1+1=10")
    ann.get_by_role("button", name="Play", exact=True).click()
    other.locator("#your-turn").wait_for()
    ann.reload()
    ann.locator("#panel").wait_for()
    assert ann.locator("#move").input_value() == ""


def test_a_phone_follows_the_table_s_language_and_a_wrong_address_says_so(browser, served) -> None:
    """Bo's phone sets German for the whole table while Ann's shows the game in English: at
    the next move Ann's whole page comes in German (before, only the board's part did, under
    an English page), her seat kept. An address with no page says so with a way back."""
    ident = new_game(served, "Ann", "Bo")
    ann = seated(browser, served, f"/game/{ident}", "Ann", PHONE)
    bo = seated(browser, served, f"/game/{ident}", "Bo", SMALL)
    try:
        bo.locator("footer #lang").select_option("de")
        bo.locator("footer form.language button[value=table]").click()
        bo.locator("h1", has_text="Binärspiel").wait_for()
        assert ann.evaluate("document.documentElement.lang") == "en"
        post(served, "game play", game=ident, move="8H 1+1=10")
        ann.locator("h1", has_text="Binärspiel").wait_for()
        assert ann.evaluate("document.documentElement.lang") == "de"
        assert ann.locator("#me-text").inner_text() == "Dieses Handy: Ann"
        assert ann.locator("table.scores caption").inner_text() == "Bo ist am Zug"
    finally:
        bo.locator("footer #lang").select_option("auto")
        bo.locator("footer form.language button[value=table]").click()
        bo.locator("h1", has_text="Binary game").wait_for()
    answer = ann.goto(f"{served.base}/gmae")
    assert answer is not None and answer.status == 404
    assert ann.locator("h1").inner_text() == "Not found"
    assert "there is no page at '/gmae' on this server" in ann.locator("main").inner_text()
    assert ann.get_by_role("link", name="Back to the start").is_visible()


def test_the_answers_name_the_page_s_fields_not_the_command_line_s(browser, served) -> None:
    """A phone shows no command line: a form's answer names its fields by their labels
    ("Fill in 'Move' first", "… with 'Who went out (default: who moved last)'"), where the
    command line's names its options (``kitgen game play needs move``, ``--went-out``)."""
    ident = new_game(served, "Ann", "Bo")
    ann = seated(browser, served, f"/game/{ident}", "Ann", SMALL)
    ann.get_by_role("button", name="Play", exact=True).click()
    ann.locator("#status .reason", has_text="Fill in 'Move' first").wait_for()
    ann.locator("details.end summary").click()
    ann.fill("#left", "Bo=1,0")
    ann.locator("button[value=end]").click()
    ann.locator("#status .reason", has_text="nobody has played a move yet").wait_for()
    said = ann.locator("#status").inner_text()
    assert "with 'Who went out (default: who moved last)'" in said and "--" not in said, said


#: How far a score sheet's table reaches past its box (px; 0 or less: inside it).
SHEET_OVERFLOW = """() => {
  const sheet = document.querySelector("details.sheet");
  const style = getComputedStyle(sheet);
  const inner = sheet.getBoundingClientRect().right - parseFloat(style.paddingRight)
    - parseFloat(style.borderRightWidth);
  return sheet.querySelector("table").getBoundingClientRect().right - inner;
}"""


@pytest.mark.parametrize(
    ("locale", "said", "button"),
    [
        ("ru-RU", "6 ходов без очков подряд заканчивают игру — запишите конец игры ниже, "
                  "в разделе «Закончить партию», указав, что осталось у каждого игрока",
         "Закончить партию"),
        ("et-EE", "6 punktideta käiku järjest lõpetavad mängu — salvesta lõpp allpool kohas "
                  "„Lõpeta mäng“, kirjutades, mis igal mängijal alles on", "Lõpeta mäng"),
    ],
)  # fmt: skip
def test_a_phone_reads_the_scoreless_end_and_the_scores_in_its_language(
    browser, served, locale, said, button
) -> None:
    """At 360 px in Russian and Estonian: Guðmundsdóttir plays 8H 1+1=10 (18 points), five
    passes, and her phone's sixth pass is answered with the page's own way on (its form,
    by its button's name), no command line (``kitgen game end --left``). Her nine 0s
    (9 points) and Bo's ÷ ÷ × × × 1 1 1 1 (18) end it: 18 − 9 = 9 and 0 − 18 = −18, each
    negative score with a true minus (U+2212), and the score sheet's names, moves and
    numbers whole ("Guðmundsdóttir", "1+1=10") inside its box."""
    ident = new_game(served, "Guðmundsdóttir", "Bo")
    post(served, "game play", game=ident, move="8H 1+1=10")
    for _ in range(5):
        post(served, "game pass", game=ident)
    page = seated(browser, served, f"/game/{ident}", "Guðmundsdóttir", SMALL, locale)
    page.locator("button[value=pass]").click()
    page.locator("#status", has_text=said).wait_for()
    status = page.locator("#status").inner_text()
    assert "kitgen" not in status and "--left" not in status, status
    until(page, lambda: page.locator("details.end").evaluate("d => d.open"))
    assert page.locator("button[value=end]").inner_text() == button
    page.fill("#left", "Guðmundsdóttir=0,0,0,0,0,0,0,0,0\nBo=÷,÷,×,×,×,1,1,1,1")
    page.locator("button[value=end]").click()
    page.locator(".game-over .winner").wait_for()
    rows = page.locator("table.scores tbody tr")
    assert [rows.nth(i).inner_text().split() for i in range(2)] == [
        ["Guðmundsdóttir", "9"], ["Bo", "\u221218"]]  # fmt: skip
    sheet = page.locator("details.sheet tbody tr").all_inner_texts()
    assert [row.split("\t")[2:] for row in sheet[-2:]] == [
        ["\u22129", "9"],
        ["\u221218", "\u221218"],
    ]
    assert "-" not in page.locator("details.sheet").inner_text()
    assert page.evaluate(SPLIT, "details.sheet > table :is(th, td)") == []
    assert page.evaluate(SHEET_OVERFLOW) < 0.5  # a width of 100 %: inside, to rounding
    assert page.evaluate("document.documentElement.scrollWidth") <= SMALL["width"]
    shoot(page, f"family-sheet-{locale}-360")
    assert page.errors == []


@pytest.mark.parametrize("locale", ["et-EE", "nl-NL"])
def test_a_long_name_reads_whole_in_the_staeda_table(browser, served, locale) -> None:
    """At 360 px in Estonian and Dutch, a bold name of 14 letters waiting its turn
    ("Guðmundsdóttir") stays whole in the scores table (not "Guðmundsdótt|ir"), the table
    inside the screen."""
    path = staeda_game(browser, served, "Guðmundsdóttir\nBo\nAnna")
    page = seated(browser, served, path, "Bo", SMALL, locale)
    page.locator("table.scores tr.turn").first.wait_for()
    assert page.evaluate(SPLIT, "table.scores :is(th, td)") == []
    assert page.evaluate("document.documentElement.scrollWidth") <= SMALL["width"]
    shoot(page, f"family-staeda-long-name-{locale}-360")


def test_the_house_rules_read_in_the_page_s_words(browser, served) -> None:
    """The ice cream page in Russian: the house rules' modes read "лёгкий", "средний",
    "сложный" (not easy, medium, hard), the feedback's "количество", "по позициям"; picked
    by its word, a mode still sends the command line's value (easy: 2211=0210 is read by
    position, so the board fits secret 1234)."""
    page = opened(browser, served, "/code", locale="ru-RU")
    page.locator("details.rules summary").first.click()
    assert page.locator("#f-mode option").all_inner_texts() == [
        "(как задаёт режим)", "лёгкий", "средний", "сложный"]  # fmt: skip
    assert page.locator("#f-feedback option").all_inner_texts()[1:] == ["количество",
                                                                         "по позициям"]  # fmt: skip
    page.select_option("#f-mode", label="лёгкий")
    page.fill("#played", "2211=0210")
    page.fill("#audit-secret", "1234")
    page.locator("button[value=audit]").click()
    page.locator("#status .verdict.yes").wait_for()
