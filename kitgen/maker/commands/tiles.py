"""``tiles``: the binary tile set as print-ready PDFs, magnet sheets or laser SVGs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.messages import N_, _, pN_
from kitgen.core.options import choice, switch
from kitgen.games.binary.vocabulary import TileWords
from kitgen.maker.options import (
    EXCLUDES_3D,
    PIECE_CONFLICTS,
    Excludes,
    PieceOptions,
    SpecOption,
    TileSizeOption,
    restated,
)
from kitgen.maker.output import Made, Output

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("corners", "square"),
    pN_("corners", "round"),
)


if TYPE_CHECKING:
    from kitgen.maker.kits.binary_tiles import Corners
    from kitgen.maker.scene import Page
    from kitgen.maker.specs.tiles import TileSpec


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class TilesOptions(PieceOptions, SpecOption, TileWords):
    """``kitgen tiles``: print the binary tile set."""

    magnetic: bool = switch(
        False,
        help=N_(
            "Lay the tiles out for printable magnet sheets: butted edge to edge, colour "
            "running 1 mm under each neighbour, cut guides outside."
        ),
    )
    corners: Corners = choice(
        "square",
        ("square", "round"),
        help=N_(
            "square: cut on the crop marks, colour to the edge; round: the same, then round "
            "each corner with a corner punch (the spec's tile.corner_radius)."
        ),
    )
    tile_size: float | None = restated(TileSizeOption, "tile_size")
    laser: bool = switch(
        False,
        help=N_(
            "Write laser-cutter SVGs instead of PDFs: every tile cut out, its face and points "
            "engraved, on as many bed-sized sheets as needed."
        ),
    )
    no_shared_edges: bool = switch(
        False,
        help=N_(
            "With --laser: cut every tile's own outline (rounded corners) instead of butting "
            "the tiles and cutting each shared edge once."
        ),
    )


OPTIONS = TilesOptions

CONFLICTS = (
    *PIECE_CONFLICTS,
    EXCLUDES_3D,
    Excludes(
        "laser",
        ("backs", "magnetic"),
        N_(
            "--laser cuts the tiles from sheet material: it does not go with --backs or "
            "--magnetic — drop those"
        ),
    ),
    Excludes(
        "backs",
        ("magnetic",),
        N_(
            "--backs and --magnetic do not go together: magnet sheets have no printable back — "
            "drop one of them"
        ),
    ),
)


def _worded(spec: TileSpec, words: str) -> TileSpec:
    """``spec`` with its logic tiles (faces ``AND`` ``OR`` ``NOT`` ``XOR``) in the words of
    the language in use (``words`` is ``local``), or as they are (``en``)."""
    if words != "local":
        return spec
    from kitgen.core.messages import language
    from kitgen.games.binary.tokens import operator_words

    table = operator_words(language())
    faces = [f.model_copy(update={"label": table.get(f.label, f.label)}) if not f.blank else f
             for f in spec.faces]  # fmt: skip
    return spec.model_copy(update={"faces": faces})


def _tile_spec(options: TilesOptions) -> TileSpec:
    """The spec, at ``--tile-size`` if given, refused when its points would not be legible."""
    from kitgen.maker.kits.binary_tiles import check_points_legible
    from kitgen.maker.specs.tiles import load_tile_spec, with_tile_size

    spec = _worded(load_tile_spec(options.spec), options.tile_words)
    size = options.tile_size
    spec = with_tile_size(spec, size)
    what = f"a tile {spec.tile.height:g} mm high (tile.height in the spec)"
    check_points_legible(spec.tile, what if size is None else f"--tile-size {size:g} mm")
    return spec


def build(options: TilesOptions, out: Output) -> Made:
    if options.three_d:
        return _print_3d(options, out)
    if options.laser:
        return _laser(options, _tile_spec(options), out)
    from dataclasses import replace

    from kitgen.maker.imposition.duplex import within_margin
    from kitgen.maker.imposition.settings import pieces_print_and_play
    from kitgen.maker.kits.binary_tiles import (
        TilePrint,
        count_sheet,
        magnetic_sheets,
        paper_sheets,
    )
    from kitgen.maker.layout import paper as paper_size

    pnp = pieces_print_and_play(options)
    spec = _tile_spec(options)
    sheet = paper_size(options.paper)
    margin = options.margin
    settings = TilePrint(sheet, margin, options.backs, options.bleed, options.corners)
    stem = f"{spec.name}-tiles"

    def pdf(title: str, pages: tuple[Page, ...], kind: str, *qualifiers: str) -> None:
        out.kit_pdf(spec.kit, title, pages, kind, stem, *qualifiers)

    if pnp.gutterfold or pnp.cutter:
        from kitgen.maker.imposition.output import write_pieces
        from kitgen.maker.kits.binary_tiles import tile_pieces

        # Design Space cuts the outline of the image and adds its own bleed: none for Cricut
        bleed = 0.0 if pnp.cutter == "cricut" else settings.bleed_on(magnetic=False)
        pieces = tile_pieces(spec, bleed, settings.corners)
        write_pieces(pieces, pnp, sheet, margin, out.folder / stem, out)
    elif options.magnetic:
        pdf(
            pN_("title", "magnet sheets"),
            magnetic_sheets(spec, settings),
            "tiles",
            "magnetic",
            sheet.key,
        )
    else:
        sheets = within_margin(
            lambda room: paper_sheets(spec, replace(settings, room=room)),
            sheet,
            margin,
            pnp.back_offset,
        )
        pdf(pN_("title", "tiles"), sheets.interleaved(sheet, margin), "tiles", sheet.key)
        if options.backs:
            pdf(
                pN_("title", "tile fronts"),
                sheets.fronts_only(sheet, margin),
                "fronts",
                sheet.key,
                "fronts",
            )
            pdf(
                pN_("title", "tile backs"),
                sheets.backs_only(sheet, margin),
                "backs",
                sheet.key,
                "backs",
            )
    count = count_sheet(spec, sheet, margin)
    title = pN_("title", "count sheet")
    out.kit_pdf(spec.kit, title, count, "count-sheet", spec.name, "count-sheet", sheet.key)
    return out.made()


def _laser(options: TilesOptions, spec: TileSpec, out: Output) -> Made:
    from kitgen.maker.commands.laser import laser_report, write_laser_job
    from kitgen.maker.kits.binary_tiles_laser import tile_laser_job
    from kitgen.maker.laser.settings import laser_settings

    settings = laser_settings(options, options.margin)
    shared = not options.no_shared_edges
    job = tile_laser_job(spec, settings, shared)
    base = out.stem(spec.name, "tiles", "laser", settings.bed.key, "" if shared else "separate")
    write_laser_job(job, base, settings, out)
    return laser_report([job], settings, out)


def _print_3d(options: TilesOptions, out: Output) -> Made:
    """The tiles as 3MF plates (one a colour pair and bed-full), checked before any solid."""
    from kitgen.maker.solid.settings import print_settings

    settings = print_settings(options, options.format)
    spec = _tile_spec(options)
    from kitgen.maker.kits.binary_tiles_3d import check_tiles, heights, tile_plates
    from kitgen.maker.solid.output import made_3d, write_plates

    width, height = f"{spec.tile.width:g}", f"{spec.tile.height:g}"
    what = _("the {width} × {height} mm tiles", width=width, height=height)
    check_tiles(spec, settings, what)
    plates = tile_plates(spec, settings)
    base = out.stem(spec.name, "tiles", "3d", settings.printer.key)
    figures = write_plates(plates, base, "tiles", settings, out)
    body, relief = heights(settings)
    extra = {
        "pieces": sum(p["pieces"] for p in figures),
        "size_mm": [spec.tile.width, spec.tile.height, round(body + relief, 4)],
        "relief_mm": relief,
    }
    return made_3d(out, settings, figures, extra)


HELP = N_(
    "Print the binary tile set: paper, magnet sheets, laser SVGs or 3D-printed tiles (--3d), "
    "with a count sheet on paper."
)
