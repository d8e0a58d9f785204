"""The tournament's wall sheet, from the answer's JSON: the standings with their tie-breaks
named, and every round's pairings with the results so far, on A4 pages in the language in
use."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from kitgen.core.messages import _, number, p_
from kitgen.maker.cards.flow import Block, Heading, Paragraph, Style, Table
from kitgen.maker.cards.paginate import flow
from kitgen.maker.layout import page_furniture, paper, printable_area
from kitgen.maker.scene import Document, Page, Shape

ACCENT = "#1F4E79"
BODY = 3.6


def _points(value: Any) -> str:
    from fractions import Fraction

    from kitgen.games.tournament.event import points_text

    return points_text(Fraction(value).limit_denominator(4))


def _score(value: Any) -> str:
    return _points(value)


def game_title(name: str) -> str:
    from kitgen.core.games import find_game

    return _(find_game(name).title)


def wall_blocks(answer: Mapping[str, Any]) -> list[Block]:
    title = _("{game} tournament", game=game_title(answer["game"]))
    blocks: list[Block] = [Heading(title, name=p_("card box", "title"))]
    blocks.append(
        Paragraph(
            _(
                "A win scores 1 point, a draw ½, a loss 0. Ties are broken by head-to-head "
                "(the points scored in the games among the players level on points), then by "
                "Sonneborn–Berger (each opponent's points times the points scored against them)."
            ),
            name=p_("card box", "how"),
        )
    )
    blocks.append(Heading(_("Standings"), name=p_("card box", "standings")))
    rows = tuple(
        (
            number(row["place"]),
            row["name"],
            _points(row["points"]),
            _points(row["head_to_head"]),
            _points(row["sonneborn_berger"]),
            f"{row['won']}–{row['drawn']}–{row['lost']}",
        )
        for row in answer["standings"]
    )
    blocks.append(
        Table(
            (
                _("Place"),
                _("Player"),
                _("Points"),
                _("Head-to-head"),
                _("Sonneborn–Berger"),
                _("Won–drawn–lost"),
            ),
            rows,
            align=("r", "l", "r", "r", "r", "r"),
            name=p_("card box", "standings table"),
        )
    )
    for item in answer["rounds"]:
        blocks.append(
            Heading(_("Round {round}", round=item["round"]), name=p_("card box", "round"))
        )
        games = tuple(
            (
                g["white"],
                g["black"],
                "" if g["scores"] is None else f"{_score(g['scores'][0])}–{_score(g['scores'][1])}",
            )
            for g in item["games"]
        )
        blocks.append(
            Table(
                (_("First"), _("Second"), _("Result")),
                games,
                align=("l", "l", "r"),
                name=p_("card box", "round table"),
            )
        )
        if item["bye"]:
            blocks.append(
                Paragraph(_("{name} has the bye", name=item["bye"]), name=p_("card box", "bye"))
            )
    return blocks


def wall_sheet(answer: Mapping[str, Any], path: Path) -> int:
    """Write the wall sheet of ``answer`` to ``path`` (A4); its number of pages."""
    from kitgen.files import write_bytes
    from kitgen.maker.render.pdf import render_pdf

    sheet = paper("a4")
    margin = 5.0
    area = printable_area(sheet.width, sheet.height, margin).inset(4.0)
    title = _("{game} tournament", game=game_title(answer["game"]))
    flowed = flow(wall_blocks(answer), [area] * 40, Style(BODY, accent=ACCENT), "wall sheet")
    pages = []
    for i, part in enumerate(flowed, start=1):
        items: list[Shape] = [*part.shapes, *(p.text for p in part.placed)]
        items += page_furniture(sheet.width, sheet.height, margin, title, i, len(flowed))
        pages.append(Page(sheet.width, sheet.height, tuple(items), label=f"wall sheet {i}"))
    write_bytes(path, render_pdf(Document(title, tuple(pages))))
    return len(pages)
