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
    from kitgen.maker.imposition.print_then_cut import CutSheet
    from kitgen.maker.imposition.settings import PrintAndPlay
    from kitgen.maker.layout import Paper
    from kitgen.maker.output import Output
    from kitgen.maker.scene import Page


def write_pieces(
    pieces: PieceSet, pnp: PrintAndPlay, sheet: Paper, margin: float, stem: Path, out: Output
) -> None:
    """Write the pieces as ``pnp`` asks, with previews of the printed pages.

    Gutterfold: ``STEM-gutterfold-PAPER.pdf``. Silhouette: ``STEM-silhouette-PAPER.pdf`` (each
    page followed by its backs with ``--backs``) and for each page a DXF and an SVG cut file,
    ``...-cut.dxf`` and ``...-cut.svg`` (``-cut-1``, ``-2``... for more pages). Cricut: one
    PNG per page, ``STEM-cricut.png`` (``-1``, ``-2``...), and its SVG cut file
    ``STEM-cricut-cut.svg``.
    """
    from kitgen.core.messages import _
    from kitgen.maker.scene import Document

    if pnp.cutter is None:
        from kitgen.maker.imposition.gutterfold import gutterfold_pages

        pages = gutterfold_pages(pieces, sheet, margin)
        path = stem.with_name(f"{stem.name}-gutterfold-{sheet.key}.pdf")
        out.pdf(path, Document(_("{title} — gutterfold", title=pieces.title), pages), "gutterfold")
        return
    from kitgen.maker.imposition.print_then_cut import (
        Marks,
        cricut_sheets,
        cut_dxf,
        cut_svg,
        silhouette_sheets,
    )

    if pnp.cutter == "cricut":
        _write_cricut(cricut_sheets(pieces), stem, out)
        return
    sheets = silhouette_sheets(pieces, sheet, Marks(inset=pnp.mark_inset), pnp.backs)
    name = f"{stem.name}-silhouette-{sheet.key}"
    pages = tuple(s.page for s in sheets)
    printed = _with_backs(sheets, pnp)
    if not pnp.back_offset.is_zero:
        from kitgen.maker.imposition.duplex import margin_warning

        warning = margin_warning(printed, sheet, margin)
        if warning is not None:
            out.warnings.append(warning)
    title = _("{title} — print-then-cut ({cutter})", title=pieces.title, cutter=pnp.cutter)
    pdf = stem.with_name(f"{name}.pdf")
    out.pdf(pdf, Document(title, printed), "print-then-cut", previews=())
    for number, cut_sheet in enumerate(sheets, start=1):
        suffix = "-cut" if len(sheets) == 1 else f"-cut-{number}"
        out.data(stem.with_name(f"{name}{suffix}.dxf"), cut_dxf(cut_sheet), "cut-file-dxf")
        out.data(stem.with_name(f"{name}{suffix}.svg"), cut_svg(cut_sheet), "cut-file")
    out.previews(pages, pdf)


def _with_backs(sheets: tuple[CutSheet, ...], pnp: PrintAndPlay) -> tuple[Page, ...]:
    """Each page, then its backs (moved by the back offset) when it has them."""
    from kitgen.maker.imposition.duplex import offset_page

    printed: list[Page] = []
    for cut_sheet in sheets:
        printed.append(cut_sheet.page)
        if cut_sheet.back is not None:
            printed.append(offset_page(cut_sheet.back, pnp.back_offset))
    return tuple(printed)


def _write_cricut(sheets: tuple[CutSheet, ...], stem: Path, out: Output) -> None:
    """Each page as a transparent 300 dpi PNG for Design Space, with its SVG cut lines."""
    from kitgen.maker.imposition.print_then_cut import CRICUT_DPI, cut_svg
    from kitgen.maker.render.png import render_png

    name = f"{stem.name}-cricut"
    for number, cut_sheet in enumerate(sheets, start=1):
        part = "" if len(sheets) == 1 else f"-{number}"
        image = render_png(cut_sheet.page, CRICUT_DPI, background=False)
        out.data(stem.with_name(f"{name}{part}.png"), image, "print-then-cut")
        out.data(stem.with_name(f"{name}-cut{part}.svg"), cut_svg(cut_sheet), "cut-file")


def card_copies(layout: CardLayout, pnp: PrintAndPlay, sheet: Paper, margin: float) -> int:
    """How many copies of a card fill the first sheet (at least one)."""
    from kitgen.maker.imposition.pieceset import card_pieces

    one_sided = pnp.cutter is not None
    pieces = card_pieces([layout], "card", "", one_sided)
    if pnp.cutter == "silhouette":
        from kitgen.maker.imposition.print_then_cut import Marks, silhouette_sheets

        capacity = len(silhouette_sheets(pieces, sheet, Marks(inset=pnp.mark_inset))[0].cuts)
    elif pnp.cutter == "cricut":
        from kitgen.maker.imposition.print_then_cut import cricut_sheets

        capacity = len(cricut_sheets(pieces)[0].cuts)
    else:
        from kitgen.maker.imposition.gutterfold import plan

        capacity = plan(pieces, sheet, margin).packing.capacity
    return max(1, capacity // len(pieces.pieces))
