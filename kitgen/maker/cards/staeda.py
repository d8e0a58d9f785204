"""Stæða's printed parts: its rule card's blocks (the house rules, the card values), its
score sheet and its balance line, named by the registry's record (:mod:`kitgen.core.games`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kitgen.core import games
from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import N_, _, n_, p_
from kitgen.maker.cards.balance import lab_result, share
from kitgen.maker.cards.card import CardContent, CardLayout, CardSize, layout_card
from kitgen.maker.cards.content import rule_card, switch_lines
from kitgen.maker.cards.flow import Block, Bullets, Paragraph, Table
from kitgen.maker.cards.scoresheet import Column, Form, Group
from kitgen.maker.cards.texts import Texts

if TYPE_CHECKING:
    from kitgen.games.staeda.rules import Rules
    from kitgen.maker.cards.qr import QrMark


def card_values_table(texts: Texts) -> Table:
    rows = tuple(
        (texts.text(f"values.{k}"), texts.text(f"values.{k}_value"))
        for k in ("number", "court", "ace")
    )
    return Table(
        (texts.text("values.card"), texts.text("values.value")),
        rows,
        align=("l", "l"),
        name=p_("card box", "card values table"),
    )


def staeda_card(texts: Texts, rules: Rules, balance: str | None = None) -> CardContent:
    """The Stæða card; ``balance``: the lab's sentence on the most skilled player's wins, put
    after the house rules (``kitgen cards staeda --balance``)."""
    # the card's "who wins" section says the default tie-break already
    lines = switch_lines(texts, rules, quiet=("tie_break",))
    house: list[Block] = [Bullets(tuple(lines), name=p_("card box", "house rules"))]
    if balance is not None:
        house.append(Paragraph(balance, name=p_("card box", "balance")))
    inserts: dict[str, list[Block]] = {
        "house-rules": house,
        "values": [card_values_table(texts)],
    }
    return rule_card(texts, "staeda", N_("Stæða rule card ({texts})"), inserts)


# The rule cards' layouts take their parameters alike (``duplicates`` pairs the binary
# card's): each game's own texts and rules.
def staeda_layout(
    texts: Texts,
    rules: Rules,
    size: CardSize,
    qr: QrMark | None = None,
    balance: str | None = None,
) -> CardLayout:
    return layout_card(staeda_card(texts, rules, balance), size, qr)


def staeda_form(texts: Texts, players: int) -> Form:
    t = texts.text
    cols = (Column(t("sheet.cards_kept"), 1.5), Column(t("sheet.points"), 0.8))
    return Form(
        name=_("Stæða score sheet ({texts})", texts=texts.lang),
        title=t("sheet.title"),
        fields=(t("sheet.target"), t("sheet.target_cards"), t("sheet.house_rules")),
        groups=(
            Group("", (Column(t("sheet.round"), 0.55),)),
            *(Group(t("sheet.player", n=n), cols) for n in range(1, players + 1)),
        ),
        row_labels=tuple(str(n) for n in range(1, 13)),
        extra_rows=(t("sheet.final"),),
        note=t("sheet.note"),
        accent=games.find_game("staeda").colour,
    )


def staeda_balance_line(path: str | os.PathLike[str], rules: Mapping[str, Any]) -> str:
    """The Stæða card's sentence, from the lab result at ``path`` measured under ``rules``:
    how often the most skilled computer player won a round alone, and the rounds tied."""
    from kitgen.games.staeda.bot import parse_seat

    data, _games, fix = lab_result(path, "staeda", rules)
    bots = data.get("bots")
    try:
        seats = [parse_seat(b) for b in bots] if isinstance(bots, list) else []
    except (KitgenError, TypeError, AttributeError):
        seats = []
    skills = sorted({seat.skill for seat in seats})
    if not 2 <= len(seats) <= 6 or len(skills) < 2:
        raise KitgenError(
            _(
                "--balance {path}: bots should be 2 to 6 computer players of different skill "
                "(e.g. steady:5,steady:6) — {fix}",
                path=display_name(path),
                fix=fix,
            )
        )
    figures = data.get("figures")
    value, low, high, rounds = share(
        figures, "rounds_won_by_the_most_skilled", path, fix, counted=True
    )
    tied, _low, _high, _of = share(figures, "rounds_tied", path, fix)
    return _(
        "In {rounds} between computer players who combine {skills} cards, the most skilled "
        "won {value} % ± {margin} % alone under these rules; {tied} % were tied.",
        rounds=n_("{n} round", "{n} rounds", rounds),
        skills=_(" or ").join(str(k) for k in skills),
        value=f"{100 * value:.0f}",
        margin=f"{100 * (high - low) / 2:.0f}",
        tied=f"{100 * tied:.0f}",
    )
