"""Writing the print-and-play impositions (gutterfold, print-then-cut) of a kit command.

Each kit builds its pieces (a ``kitgen.maker.imposition.pieceset.PieceSet``) and calls
:func:`write_pieces`; the file names and ``--json`` kinds of these impositions are decided
here once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout
    from kitgen.maker.imposition.pieceset import PieceSet
    from kitgen.maker.imposition.settings import PrintAndPlay
    from kitgen.maker.layout import Paper
    from kitgen.maker.output import Output


def write_pieces(
    pieces: PieceSet, pnp: PrintAndPlay, sheet: Paper, margin: float, stem: Path, out: Output
) -> None:
    """Write the pieces as ``pnp`` asks, with previews of the printed pages.

    Gutterfold: ``STEM-gutterfold-PAPER.pdf``. Print-then-cut: ``STEM-silhouette-PAPER.pdf``
    (or ``STEM-cricut.pdf``, Design Space's own page size) and one SVG cut file per page,
    ``...-cut.svg`` (``...-cut-1.svg``, ``-2``... for more pages).
    """
    from kitgen.core.messages import _
    from kitgen.maker.scene import Document

    if pnp.cutter is None:
        from kitgen.maker.imposition.gutterfold import gutterfold_pages

        pages = gutterfold_pages(pieces, sheet, margin)
        path = stem.with_name(f"{stem.name}-gutterfold-{sheet.key}.pdf")
        out.pdf(path, Document(_("{title} — gutterfold", title=pieces.title), pages), "gutterfold")
        return
    from kitgen.maker.imposition.print_then_cut import cricut_sheets, cut_svg, silhouette_sheets

    if pnp.cutter == "silhouette":
        sheets = silhouette_sheets(pieces, sheet)
        name = f"{stem.name}-silhouette-{sheet.key}"
    else:
        sheets = cricut_sheets(pieces)
        name = f"{stem.name}-cricut"
    pages = tuple(s.page for s in sheets)
    title = _("{title} — print-then-cut ({cutter})", title=pieces.title, cutter=pnp.cutter)
    pdf = stem.with_name(f"{name}.pdf")
    out.pdf(pdf, Document(title, pages), "print-then-cut", previews=())
    for number, cut_sheet in enumerate(sheets, start=1):
        suffix = "-cut" if len(sheets) == 1 else f"-cut-{number}"
        out.data(stem.with_name(f"{name}{suffix}.svg"), cut_svg(cut_sheet), "cut-file")
    out.previews(pages, pdf)


def card_copies(layout: CardLayout, pnp: PrintAndPlay, sheet: Paper, margin: float) -> int:
    """How many copies of a card fill the first sheet (at least one)."""
    from kitgen.maker.imposition.pieceset import card_pieces

    one_sided = pnp.cutter is not None
    pieces = card_pieces([layout], "card", "", one_sided)
    if pnp.cutter == "silhouette":
        from kitgen.maker.imposition.print_then_cut import silhouette_sheets

        capacity = len(silhouette_sheets(pieces, sheet)[0].cuts)
    elif pnp.cutter == "cricut":
        from kitgen.maker.imposition.print_then_cut import cricut_sheets

        capacity = len(cricut_sheets(pieces)[0].cuts)
    else:
        from kitgen.maker.imposition.gutterfold import plan

        capacity = plan(pieces, sheet, margin).packing.capacity
    return max(1, capacity // len(pieces.pieces))
