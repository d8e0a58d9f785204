"""Cards on the sheet: when a card is turned a quarter turn, and where its back lands."""

from __future__ import annotations

import pytest

from kitgen.games.binary.rules import Rules as BinaryRules
from kitgen.maker.cards.binary import binary_layout
from kitgen.maker.cards.card import CARD_SIZES
from kitgen.maker.cards.sheet import card_placement, impose
from kitgen.maker.cards.texts import load_texts
from kitgen.maker.layout import paper
from kitgen.maker.scene import Affine, Group
from kitgen.maker.specs.tiles import load_tile_spec

# Cards fill the printable area less 3.5 mm of crop-mark zone: A4 193 x 267 mm, Letter
# 198.9 x 249.4 mm (5 mm margins, 13 mm scale band). Upright and turned, cols x rows:
#   A6 105 x 148:  A4 upright 1 x 1 (2 x 105 = 210 > 193; 2 x 148 > 267) = 1,
#                  turned 148 x 105: 1 x 2 (2 x 105 = 210 <= 267) = 2 -> turned;
#                  Letter upright 1 x 1, turned 1 x 2 (210 <= 249.4) = 2 -> turned.
#   poker 63.5 x 88.9: A4 3 x 3 = 9, turned 2 x 4 = 8 -> upright;
#                  Letter 3 x 2 = 6, turned 88.9 x 63.5: 2 x 3 = 6 -> the same, upright.
#   tarot 70 x 120: A4 2 x 2 = 4, turned 1 x 3 = 3; Letter 2 x 2 = 4, turned 1 x 3 = 3.
#   A5 148 x 210:  1 upright; turned 210 mm wide does not fit 193 or 198.9 -> upright.
PLACEMENTS = [
    ("a6", "a4", 2, True),
    ("a6", "letter", 2, True),
    ("poker", "a4", 9, False),
    ("poker", "letter", 6, False),
    ("tarot", "a4", 4, False),
    ("tarot", "letter", 4, False),
    ("a5", "a4", 1, False),
    ("a5", "letter", 1, False),
]


@pytest.mark.parametrize(("size", "paper_key", "per_sheet", "turned"), PLACEMENTS)
def test_a_card_is_turned_only_when_more_fit(size, paper_key, per_sheet, turned):
    card = CARD_SIZES[size]
    grid, is_turned = card_placement(card.width, card.height, paper(paper_key), 5.0, "card")
    assert (grid.capacity, is_turned) == (per_sheet, turned)


def _card_groups(page, side: str) -> list[Group]:
    """The groups of one page drawing a card's ``side`` (named "... front" / "... back")."""
    return [g for g in page.items if isinstance(g, Group) and (g.name or "").endswith(side)]


def test_a_turned_cards_back_lies_behind_its_front_and_reads_upright():
    # One two-sided A6 card on A4, turned: its cell is 148 x 105 at (31, 37) — the 148 x 210
    # block centred in 193 x 267 from (8.5, 8.5): x 8.5 + 22.5, y 8.5 + 28.5.
    layout = binary_layout(
        load_texts("binary", "en"), BinaryRules(), load_tile_spec(), CARD_SIZES["a6"]
    )
    pages, positions = impose([layout], paper("a4"), 5.0, "t")
    assert len(pages) == 2 and positions == [(0, 31.0, 37.0)]
    (front,) = _card_groups(pages[0], " front")
    (back,) = _card_groups(pages[1], " back")
    assert (front.rotate, back.rotate) == (270, 90)
    # The front's point (u, v) is on the sheet at (31 + v, 37 + 105 - u); its top-left
    # corner (0, 0) at (31, 142), top-right (105, 0) at (31, 37): top edge on the left.
    t_front = Affine.placing(front.dx, front.dy, front.rotate)
    assert t_front.apply(0.0, 0.0) == (31.0, 142.0)
    assert t_front.apply(105.0, 0.0) == (31.0, 37.0)
    # Flipping the sheet on its long edge takes (X, Y) to (210 - X, Y). Turning the card over
    # sideways, the back's point (u, v) must lie behind the front's (105 - u, v), which is at
    # (31 + v, 37 + u) on the front, so at (179 - v, 37 + u) on the back page.
    t_back = Affine.placing(back.dx, back.dy, back.rotate)
    for u, v in [(0.0, 0.0), (105.0, 0.0), (0.0, 148.0), (105.0, 148.0), (20.0, 70.0)]:
        assert t_back.apply(u, v) == pytest.approx((179.0 - v, 37.0 + u))
