"""One card: a title band, text flowed over its sides, a footer — at an exact trim size.

:func:`layout_card` tries the size's type size, then shrinks a little (down to
``MIN_SCALE``); if the text still does not fit the sides a card may have, it raises a
:class:`KitgenError` naming the card and the box that ran over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.errors import KitgenError, chosen, cited
from kitgen.core.messages import _, p_
from kitgen.core.units import MM_PER_PT
from kitgen.core.wording import decimal, short
from kitgen.maker.cards.flow import Block, Overflow, Placed, Style
from kitgen.maker.cards.paginate import flow
from kitgen.maker.layout import Box
from kitgen.maker.render.fonts import ASCENT, DESCENT, text_width
from kitgen.maker.scene import Paint, Rect, Shape, Text

if TYPE_CHECKING:
    from kitgen.maker.cards.qr import QrMark


@dataclass(frozen=True)
class CardSize:
    key: str
    name: str
    width: float
    height: float
    body: float  # body type size in mm at scale 1
    inset: float  # safe margin inside the trim, mm
    max_sides: int  # front and back of one card (2), or two cards (4)


#: The smallest type a card prints: body text (headings, tables, labels too) and footers.
MIN_BODY = 7 * MM_PER_PT  # 2.47 mm
MIN_FOOTER = 6 * MM_PER_PT  # 2.12 mm

CARD_SIZES: dict[str, CardSize] = {
    "a6": CardSize("a6", "A6", 105.0, 148.0, 2.75, 5.0, 2),
    "poker": CardSize("poker", "poker", 63.5, 88.9, 2.5, 3.0, 6),
    "tarot": CardSize("tarot", "tarot", 70.0, 120.0, 2.6, 4.0, 4),
    "a5": CardSize("a5", "A5", 148.0, 210.0, 3.6, 7.0, 2),
}

#: Type sizes tried, largest first: text may shrink this far (and never below ``MIN_BODY``)
#: before it is an error.
SCALES = (1.0, 0.95, 0.9, 0.85)
#: Shrinking to save a whole card is worth it down to this scale, not further.
FEWER_CARDS_MIN_SCALE = 0.9


def card_size(key: str) -> CardSize:
    return chosen("card size", key, CARD_SIZES)


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class CardContent:
    """What a card says. ``name`` tells it apart in the drawing (``binary rule card (en)``);
    ``label`` names it in messages, a whole translated message in the language of the answer
    (``Regelkarte für Stæða (de)``; ``name`` when empty)."""

    name: str
    title: str
    footer: str
    blocks: tuple[Block, ...]
    accent: str
    continued: str = "{heading} (continued)"  # a section's heading again on the next side
    label: str = ""


@dataclass(frozen=True)
class SideLayout:
    """One printed side in card coordinates (origin at the trim's top-left)."""

    trim: Box
    placed: tuple[Placed, ...]
    shapes: tuple[Shape, ...]

    @property
    def items(self) -> tuple[Shape, ...]:
        return (*self.shapes, *(p.text for p in self.placed))


@dataclass(frozen=True)
class CardLayout:
    content: CardContent
    size: CardSize
    scale: float
    sides: tuple[SideLayout, ...]

    @property
    def cards(self) -> list[tuple[SideLayout, SideLayout | None]]:
        """The physical cards: (front, back) pairs, back ``None`` when there is none."""
        pairs = []
        for i in range(0, len(self.sides), 2):
            back = self.sides[i + 1] if i + 1 < len(self.sides) else None
            pairs.append((self.sides[i], back))
        return pairs


def _band(
    box: Box, title: str, size: float, smallest: float, accent: str, name: str
) -> tuple[Placed, Shape]:
    """A coloured band across the top with the title in white, vertically centred; a title
    too wide for the band is set smaller, down to ``smallest``."""
    rect = Rect(box.x, box.y, box.width, box.height, Paint(fill=accent), radius=size * 0.35)
    pad = size * 0.45
    text_box = box.inset(pad, 0.0)
    width = text_width(title, size, "bold")
    if width > text_box.width + 1e-9:
        size = max(smallest, size * text_box.width / width * 0.999)
        width = text_width(title, size, "bold")
    if width > text_box.width + 1e-9:
        # Each box that overflows says so in its own message (``duplicates`` pairs their shape
        # here and in ``qr.py``): what does not fit that box, with that box's own sizes.
        named = cited(p_("card box", "title"))
        raise Overflow(
            _(
                "{name}: box {box} — {title} is {wide} mm wide, the band only {width} mm",
                name=name,
                box=named,
                title=cited(title),
                wide=decimal(width, 1),
                width=decimal(text_box.width, 1),
            )
        )
    baseline = box.y + box.height / 2 + (ASCENT - DESCENT) * size / 2
    return Placed(
        Text(text_box.x, baseline, title, size, fill="#FFFFFF", font="bold"), box, "title"
    ), rect


def _try_layout(
    content: CardContent, size: CardSize, scale: float, qr: QrMark | None = None
) -> CardLayout:
    style = Style(size.body, accent=content.accent).scaled(scale)
    trim = Box(0.0, 0.0, size.width, size.height)
    safe = trim.inset(size.inset)
    title_size = style.body * 1.45
    band_h = title_size * 1.7
    footer_size = max(style.body * 0.75, MIN_FOOTER)
    footer_h = footer_size * 1.6
    text_area = Box(safe.x, safe.y + band_h, safe.width, safe.height - band_h - footer_h)
    boxes = [text_area] * size.max_sides
    what = _(
        "{card}, {size} {width} × {height} mm",
        card=content.label or content.name,
        size=size.name,
        width=short(size.width),
        height=short(size.height),
    )
    first: tuple[Placed, ...] = ()
    first_shapes: tuple[Shape, ...] = ()
    if qr is not None:  # the code and its address at the foot of the first side
        from kitgen.maker.cards.qr import QUIET, place_qr, qr_side

        side = qr_side(qr, size.width)
        strip = side + 2 * QUIET * side / qr.count
        if strip > text_area.height / 2:
            named = cited(p_("card box", "QR code"))
            raise Overflow(
                _(
                    "{what}: box {box} — no room for a {side} mm code",
                    what=what,
                    box=named,
                    side=decimal(side, 1),
                )
            )
        area = Box(text_area.x, text_area.bottom - strip, text_area.width, strip)
        marked = place_qr(qr, area, side, footer_size, what)
        first, first_shapes = marked.placed, marked.shapes
        boxes[0] = Box(text_area.x, text_area.y, text_area.width, text_area.height - strip)
    flowed = flow(content.blocks, boxes, style, what, content.continued)
    total = len(flowed)
    sides: list[SideLayout] = []
    for n, part in enumerate(flowed, start=1):
        band_box = Box(safe.x, safe.y, safe.width, band_h * 0.82)
        title = content.title if n == 1 else f"{content.title} ({n}/{total})"
        title_line, band = _band(
            band_box,
            title,
            title_size * (1.0 if n == 1 else 0.85),
            style.body,
            content.accent,
            what,
        )
        footer_text = f"{content.footer} · {n}/{total}"
        footer_box = Box(safe.x, safe.bottom - footer_h, safe.width, footer_h)
        fw = text_width(footer_text, footer_size)
        if fw > footer_box.width:
            named = cited(p_("card box", "footer"))
            raise Overflow(
                _(
                    "{what}: box {box} — {footer} is {wide} mm wide",
                    what=what,
                    box=named,
                    footer=cited(footer_text),
                    wide=decimal(fw, 1),
                )
            )
        footer = Placed(
            Text(
                footer_box.right - fw,
                footer_box.bottom - DESCENT * footer_size,
                footer_text,
                footer_size,
                fill="#666666",
            ),
            footer_box,
            "footer",
        )
        extra, extra_shapes = (first, first_shapes) if n == 1 else ((), ())
        sides.append(
            SideLayout(
                trim,
                (title_line, *part.placed, *extra, footer),
                (band, *part.shapes, *extra_shapes),
            )
        )
    return CardLayout(content, size, scale, tuple(sides))


def scales(size: CardSize) -> tuple[float, ...]:
    """The type sizes ``size`` may use: those of ``SCALES`` whose body is ``MIN_BODY`` or more."""
    return tuple(s for s in SCALES if size.body * s >= MIN_BODY - 1e-9)


def layout_card(content: CardContent, size: CardSize, qr: QrMark | None = None) -> CardLayout:
    """Lay ``content`` out at ``size`` at the largest type size of :func:`scales` that fits —
    but one physical card at 90 % or more beats two cards at 100 %. ``qr``: the QR code of
    ``kitgen serve``'s address at the foot of the first side.
    """
    last: Overflow | None = None
    best: CardLayout | None = None
    tried = scales(size)
    for scale in tried:
        try:
            layout = _try_layout(content, size, scale, qr)
        except Overflow as err:
            last = err
            continue
        if best is None or (len(layout.cards) < len(best.cards) and scale >= FEWER_CARDS_MIN_SCALE):
            best = layout
    if best is not None:
        return best
    assert last is not None
    smallest = size.body * tried[-1] / MM_PER_PT
    raise KitgenError(
        _(
            "{last} — even at the smallest type size ({smallest} pt). Shorten the "
            "text or choose a larger --size",
            last=last,
            smallest=decimal(smallest, 1),
        )
    )


def lines_outside(layouts: Sequence[CardLayout]) -> list[str]:
    """Every placed line that runs out of its box (empty when all fit): used by tests."""
    bad = []
    for layout in layouts:
        for n, side in enumerate(layout.sides, start=1):
            for p in side.placed:
                if not p.inside() or not _within(p.extent, side.trim):
                    bad.append(f"{layout.content.name} side {n}: {p.block}: {p.text.text!r}")
    return bad


def _within(inner: Box, outer: Box) -> bool:
    return (
        inner.x >= outer.x
        and inner.y >= outer.y
        and inner.right <= outer.right + 1e-9
        and inner.bottom <= outer.bottom + 1e-9
    )
