"""The Tournament page of ``kitgen serve``: started from a form, results entered game by
game, the standings worked out here by hand, the wall sheet's PDF read back, and the file
the one ``kitgen tournament`` reads; in a browser at 390 px, a result entered on one phone
shows on another without a reload."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import HEARD, TOKEN, until
from tests.web.test_browser import CHROMIUM


def csrf() -> str:
    from kitgen.web.guard import csrf_token

    return csrf_token(TOKEN)


def pairings(page: str) -> list[tuple[str, str]]:
    """The games still to play, as the page's result forms name them."""
    forms = re.findall(r'name="white" value="([^"]*)">\s*<input type="hidden" name="black" '
                       r'value="([^"]*)"', page)  # fmt: skip
    return [(html.unescape(w), html.unescape(b)) for w, b in forms]


def standings(page: str) -> list[list[str]]:
    body = re.search(r'<table class="scores standings">.*?<tbody>(.*?)</tbody>', page, re.S)
    assert body is not None
    return [re.findall(r"<td>([^<]*)</td>", row) for row in re.findall(r"<tr>(.*?)</tr>",
                                                                     body.group(1))]  # fmt: skip


def test_a_tournament_from_the_form_to_the_wall_sheet(client, tmp_path: Path, kitgen) -> None:
    client.cookies.set("kitgen_token", TOKEN)
    start = client.get("/tournament")
    assert start.status_code == 200 and 'name="players"' in start.text
    refused = client.post("/tournament", data={"csrf": csrf(), "players": "Ann\nBob"})
    assert refused.status_code == 400 and "Cannot read that" in refused.text
    made = client.post("/tournament", data={"csrf": csrf(), "players": "Ann\nBob, Cy",
                                            "game": "binary", "rounds": "single"},
                       follow_redirects=False)  # fmt: skip
    assert made.status_code == 303
    where = made.headers["location"]
    ident = where.rsplit("/", 1)[1]
    page = client.get(where).text
    # three players: three rounds, one game and a bye each, every pair once
    games = pairings(page)
    assert len(games) == 3 and {frozenset(g) for g in games} == {
        frozenset(p) for p in (("Ann", "Bob"), ("Ann", "Cy"), ("Bob", "Cy"))}  # fmt: skip
    assert len(re.findall(r"has the bye", page)) == 3
    assert "tie-breaks: head-to-head, then Sonneborn–Berger" in page
    # Ann beats both, Bob beats Cy (the binary game's own scores, the winner's higher)
    for white, black in games:
        winner = "Ann" if "Ann" in (white, black) else "Bob"
        score = "312-287" if white == winner else "287-312"
        done = client.post(where, data={"csrf": csrf(), "white": white, "black": black,
                                        "score": score}, follow_redirects=False)  # fmt: skip
        assert done.status_code == 303, done.text
    page = client.get(where).text
    assert pairings(page) == [] and "Every game is played." in page
    # by hand: a win is 1 point; Sonneborn–Berger adds the points of the players beaten
    # (Ann: Bob's 1 + Cy's 0; Bob: Cy's 0); nobody is level, head-to-head 0
    assert standings(page) == [
        ["1", "Ann", "2", "0", "1", "2–0–0"],
        ["2", "Bob", "1", "0", "0", "1–0–1"],
        ["3", "Cy", "0", "0", "0", "0–0–2"],
    ]
    again = client.post(where, data={"csrf": csrf(), "white": games[0][0],
                                     "black": games[0][1], "score": "1-0"})  # fmt: skip
    assert again.status_code == 400 and "have played all their games" in again.text
    empty = client.post(where, data={"csrf": csrf(), "white": "Ann", "black": "Bob",
                                     "score": " "})  # fmt: skip
    assert empty.status_code == 400 and "give the game&#39;s result" in empty.text
    assert client.get("/tournament/abcdefghijklmnop").status_code == 404
    # the file is kitgen tournament's: the command line reads the web's tournament
    data = tmp_path / "data" / "tournaments"  # the client fixture's data folder
    shown = kitgen("tournament", "show", str(data / f"{ident}.json"), "--json")
    assert [r["name"] for r in shown.json()["standings"]] == ["Ann", "Bob", "Cy"]
    # the wall sheet, downloaded as its PDF
    sheet = client.get(f"{where}/sheet.pdf")
    assert sheet.status_code == 200 and sheet.headers["content-type"] == "application/pdf"
    import pypdfium2

    doc = pypdfium2.PdfDocument(sheet.content)
    text = "".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    doc.close()
    assert "binary number tiles tournament" in text and "Sonneborn–Berger" in text
    assert text.index("Ann") < text.index("Bob") < text.index("Cy")


@pytest.mark.browser
@pytest.mark.skipif(shutil.which(CHROMIUM) is None, reason="needs Chromium")
def test_a_result_from_one_phone_shows_on_another_at_390_px(browser: Any, served: Any) -> None:
    phone = {"width": 390, "height": 844}
    teacher = browser.new_context(viewport=phone, locale="en-GB").new_page()
    wall = browser.new_context(viewport=phone, locale="nl-NL").new_page()
    wall.add_init_script(HEARD)
    broke: list[str] = []  # the new-tournament page's script runs through (no element of
    teacher.on("pageerror", lambda e: broke.append(str(e)))  # a game page's id on it)
    try:
        teacher.goto(f"{served.base}/tournament?token={TOKEN}")
        teacher.fill("#players", "Ann\nBob\nCy\nDee")
        teacher.select_option("#tournament-game", "staeda")
        teacher.click("button.primary")
        teacher.wait_for_url(re.compile(r"/tournament/[a-z2-7]{16}$"))
        assert broke == []
        wall.goto(f"{teacher.url}?token={TOKEN}")
        assert wall.locator("table.standings caption").inner_text().startswith("Stand")
        for page in (teacher, wall):  # nothing wider than the phone
            assert page.evaluate("document.documentElement.scrollWidth") <= 390
        white = enter(teacher, "4-2")
        # the other phone: the winner on top with a point, without a reload
        top = wall.locator("table.standings tbody tr").first
        # the table is there before the result (everyone on 0): wait for the point
        top.locator("td").nth(2).filter(has_text=re.compile(r"^1$")).wait_for()
        cells: list[Any] = top.locator("td").all_inner_texts()
        assert cells[:3] == ["1", white, "1"]
        # two results more, the second heard while the wall's fetch of the first is out (a
        # slow server): it shows both (its two fetches at once could answer out of order,
        # and the older was then shown last)
        held: list[Any] = []
        wall.route(re.compile(r"/tournament/[a-z2-7]{16}/panel(\?|$)"),
                   lambda route: route.continue_() if held else held.append(route))  # fmt: skip
        swapped = wall.evaluate("window.panelsSwapped")
        enter(teacher, "3-1")
        until(wall, lambda: bool(held))
        older = held[0].fetch()  # the panel with two results
        heard = wall.evaluate("window.changesHeard")
        enter(teacher, "5-0")
        until(wall, lambda: wall.evaluate("window.changesHeard") > heard)
        held[0].fulfill(response=older)
        until(wall, lambda: wall.evaluate("window.panelsSwapped") == swapped + 2)
        assert wall.locator("#tpanel .played").count() == 3
    finally:
        teacher.context.close()
        wall.context.close()


def enter(page: Any, score: str) -> str:
    """The score of the page's first game still to play entered (its white player)."""
    first = page.locator("form.result").first
    white = str(first.locator("input[name=white]").get_attribute("value"))
    first.locator("input[name=score]").fill(score)
    first.locator("button").click()
    page.wait_for_load_state()
    return white


def test_the_start_page_lists_the_tournaments(client) -> None:
    client.cookies.set("kitgen_token", TOKEN)
    made = client.post("/tournament", data={"csrf": csrf(), "players": "Ann,Bob,Cy,Dee",
                                            "game": "icecream", "rounds": "double"})  # fmt: skip
    # the double round robin of four: 3 rounds twice, 2 games a round
    assert len(re.findall(r"<summary>Round \d+</summary>", made.text)) == 6
    assert len(pairings(made.text)) == 12
    page = client.get("/tournament").text
    assert re.search(r"Ann, Bob, Cy, Dee</a> — Ice cream", page)
