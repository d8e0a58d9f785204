"""The binary game's printed parts: its rule card's blocks, its score sheet, its balance line.

The registry's record names them (:mod:`kitgen.core.games`: ``sheet``, and the card
command's ``CARD``); the shared card machinery (:mod:`kitgen.maker.cards.content`, ``card``,
``scoresheet``, ``balance``) knows no game.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kitgen.core import games
from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import N_, _, n_, p_
from kitgen.games.binary.bot_options import LEVELS
from kitgen.maker.cards.balance import lab_result, share
from kitgen.maker.cards.card import CardContent, CardLayout, CardSize, layout_card
from kitgen.maker.cards.content import rule_card, switch_lines
from kitgen.maker.cards.flow import Block, Bullets, Paragraph, Table
from kitgen.maker.cards.scoresheet import Column, Form, Group
from kitgen.maker.cards.texts import Texts

if TYPE_CHECKING:
    from kitgen.games.binary.rules import Rules
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.specs.tiles import TileSpec

#: The most seats a binary lab run plays (``kitgen lab binary --bots``: 2 to 4).
MAX_SEATS = 4
#: A result from before the exchange and the scoreless end (#41) was measured without them.
BEFORE = {"exchange": "off", "scoreless_end": 0}


def tile_rows(texts: Texts, spec: TileSpec) -> list[tuple[str, str, str]]:
    """(face, count, points) for every face of the tile spec, blanks named in the language."""
    return [
        (
            texts.text("tiles.blank") if face.blank else texts.face(face.label),
            str(face.count),
            str(face.points),
        )
        for face in spec.faces
    ]


def tile_table(texts: Texts, spec: TileSpec) -> Table:
    """The tile table in two halves side by side (it is long and narrow)."""
    rows = tile_rows(texts, spec)
    half = -(-len(rows) // 2)
    left, right = rows[:half], rows[half:]
    right = [*right, ("", "", "")] if len(right) < len(left) else right
    head = (texts.text("tiles.face"), texts.text("tiles.count"), texts.text("tiles.points"))
    return Table(
        (*head, *head),
        tuple((*a, *b) for a, b in zip(left, right, strict=True)),
        align=("l", "r", "r", "l", "r", "r"),
        name=p_("card box", "tile table"),
        halves=True,
    )


def binary_card(
    texts: Texts, rules: Rules, spec: TileSpec, balance: str | None = None
) -> CardContent:
    """The binary card; ``balance``: the lab's sentence on the first player's wins, put
    after the house rules (``kitgen cards binary --balance``)."""
    values = {"rack": spec.rack, "total": spec.total}
    # the card's "who wins" section says the default tie-break already
    lines = switch_lines(texts, rules, quiet=("tie_break",))
    house: list[Block] = [Bullets(tuple(lines), name=p_("card box", "house rules"))]
    if balance is not None:
        house.append(Paragraph(balance, name=p_("card box", "balance")))
    inserts: dict[str, list[Block]] = {"house-rules": house, "tiles": [tile_table(texts, spec)]}
    return rule_card(texts, "binary", N_("binary rule card ({texts})"), inserts, values)


# Keyword parameters alike in shape (``duplicates`` pairs such lists): each function takes
# its own, with its own defaults.
def binary_layout(
    texts: Texts,
    rules: Rules,
    spec: TileSpec,
    size: CardSize,
    qr: QrMark | None = None,
    balance: str | None = None,
) -> CardLayout:
    return layout_card(binary_card(texts, rules, spec, balance), size, qr)


def binary_form(texts: Texts, players: int) -> Form:
    t = texts.text
    cols = (
        Column(t("sheet.points"), 1.0),
        Column(t("sheet.bonus"), 0.8),
        Column(t("sheet.total"), 1.1),
    )
    return Form(
        name=_("binary score sheet ({texts})", texts=texts.lang),
        title=t("sheet.title"),
        fields=(t("sheet.date"), t("sheet.house_rules")),
        groups=(
            Group("", (Column(t("sheet.turn"), 0.55),)),
            *(Group(t("sheet.player", n=n), cols) for n in range(1, players + 1)),
        ),
        row_labels=tuple(str(n) for n in range(1, 15)),
        extra_rows=(t("sheet.leftover"), t("sheet.final")),
        note=t("sheet.note"),
        accent=games.find_game("binary").colour,
    )


def balance_line(path: str | os.PathLike[str], rules: Mapping[str, Any]) -> str:
    """The binary card's sentence, from the lab result at ``path`` measured under ``rules``
    (the card's house rules, as ``Rules.to_mapping`` writes them)."""
    data, games, fix = lab_result(path, "binary", rules, BEFORE)
    bots = data.get("bots")
    if (
        not isinstance(bots, list)
        or not 2 <= len(bots) <= MAX_SEATS
        or not all(isinstance(b, str) and b in LEVELS for b in bots)
    ):
        raise KitgenError(
            _(
                "--balance {path}: bots should list the {least} to {most} computer players "
                "({levels}) — {fix}",
                path=display_name(path),
                least=2,
                most=MAX_SEATS,
                levels=", ".join(LEVELS),
                fix=fix,
            )
        )
    value, low, high, _of = share(data.get("figures"), "first_player_wins", path, fix)
    return _(
        "In {games} of the computer against itself ({bots}), the first player won "
        "{value} % ± {margin} % under these rules.",
        games=n_("{n} game", "{n} games", games),
        bots=", ".join(bots),
        value=f"{100 * value:.0f}",
        margin=f"{100 * (high - low) / 2:.0f}",
    )
