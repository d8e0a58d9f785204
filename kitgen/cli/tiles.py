"""``kitgen tiles``: the binary tile set as print-ready PDFs."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.options import (
    BackOffsetOpt,
    BedOpt,
    BleedOpt,
    DpiOpt,
    EngraveSpeedOpt,
    FormatOpt,
    JsonOpt,
    KerfOpt,
    LayoutOpt,
    LineIntervalOpt,
    MarginOpt,
    MaterialOpt,
    OutOpt,
    PaperOpt,
    PreviewOpt,
    PrintThenCutOpt,
    ScoreSpeedOpt,
    SpecOpt,
    SpeedOpt,
    require_laser_for,
)
from kitgen.core.errors import KitgenError
from kitgen.make.output import WrittenFile, files_json, files_summary


def tiles(
    ctx: typer.Context,
    paper: PaperOpt = "a4",
    backs: Annotated[
        bool,
        typer.Option(
            "--backs",
            help="Add a back page after every front page, mirrored for long-edge "
            "duplex (and fronts-only and backs-only PDFs for printing by hand: fronts, "
            "turn the stack, backs).",
        ),
    ] = False,
    magnetic: Annotated[
        bool,
        typer.Option(
            "--magnetic",
            help="Lay the tiles out for printable magnet sheets: butted edge to "
            "edge, colour running 1 mm under each neighbour, cut guides "
            "outside.",
        ),
    ] = False,
    layout: LayoutOpt = "sheet",
    print_then_cut: PrintThenCutOpt = None,
    back_offset: BackOffsetOpt = None,
    corners: Annotated[
        str,
        typer.Option(
            "--corners",
            help="square: cut on the crop marks, colour to the edge; round: the same, then "
            "round each corner with a corner punch (the spec's tile.corner_radius).",
        ),
    ] = "square",
    bleed: BleedOpt = None,
    margin: MarginOpt = 5.0,
    out: OutOpt = Path("output"),
    spec: SpecOpt = None,
    tile_size: Annotated[
        float | None,
        typer.Option("--tile-size", help="Square tile size in mm (default: the spec's, 19 mm)."),
    ] = None,
    laser: Annotated[
        bool,
        typer.Option(
            "--laser",
            help="Write laser-cutter SVGs instead of PDFs: every tile cut out, its face and "
            "points engraved, on as many bed-sized sheets as needed.",
        ),
    ] = False,
    kerf: KerfOpt = 0.1,
    bed: BedOpt = "300x200",
    no_shared_edges: Annotated[
        bool,
        typer.Option(
            "--no-shared-edges",
            help="With --laser: cut every tile's own outline (rounded corners) instead of "
            "butting the tiles and cutting each shared edge once.",
        ),
    ] = False,
    speed: SpeedOpt = None,
    score_speed: ScoreSpeedOpt = None,
    engrave_speed: EngraveSpeedOpt = None,
    line_interval: LineIntervalOpt = None,
    material: MaterialOpt = None,
    fmt: FormatOpt = "svg",
    preview: PreviewOpt = False,
    dpi: DpiOpt = 100.0,
    json_out: JsonOpt = False,
) -> None:
    """Print the binary tile set: paper, magnet sheets or laser SVGs, with a count sheet."""
    require_laser_for(ctx, laser)
    from kitgen.make.imposition.duplex import offset_duplex
    from kitgen.make.imposition.settings import print_and_play
    from kitgen.make.kits.binary_tiles import (
        CORNERS,
        TilePrint,
        check_points_legible,
        count_sheet,
        magnetic_sheets,
        paper_sheets,
    )
    from kitgen.make.layout import paper as paper_size
    from kitgen.make.render.pdf import save_pdf
    from kitgen.make.scene import Document
    from kitgen.make.specs.tiles import load_tile_spec

    tile_spec = load_tile_spec(spec)
    if tile_size is not None:
        if not 5.0 <= tile_size <= 100.0:
            raise KitgenError(
                f"--tile-size {tile_size:g} mm is out of range — give a size from 5 to 100 mm"
            )
        tile_spec = tile_spec.model_copy(
            update={
                "tile": tile_spec.tile.model_copy(update={"width": tile_size, "height": tile_size})
            }
        )
        check_points_legible(tile_spec.tile, f"--tile-size {tile_size:g} mm")
    else:
        check_points_legible(
            tile_spec.tile, f"a tile {tile_spec.tile.height:g} mm high (tile.height in the spec)"
        )
    if corners not in CORNERS:
        raise KitgenError(f"--corners {corners!r} is not known — use square or round")
    if laser and corners == "round":
        raise KitgenError(
            "--corners is for printed tiles; a laser cuts rounded corners with "
            "--no-shared-edges — use that instead"
        )
    pnp = print_and_play(
        layout,
        print_then_cut,
        back_offset,
        backs=backs,
        magnetic=magnetic,
        laser=laser,
        bleed=bleed,
    )
    if preview:
        from kitgen.make.render.png import check_dpi

        check_dpi(dpi)
    if no_shared_edges and not laser:
        raise KitgenError("--no-shared-edges is a laser option — add --laser")
    if laser:
        if backs or magnetic:
            raise KitgenError(
                "--laser cuts the tiles from sheet material: it does not go with "
                "--backs or --magnetic — drop those"
            )
        from kitgen.cli.laser_output import laser_tiles
        from kitgen.make.laser.settings import laser_settings

        laser_opts = laser_settings(
            bed, kerf, margin, speed, score_speed, engrave_speed, line_interval, material,
            fmt=fmt,
        )  # fmt: skip
        laser_tiles(tile_spec, out, laser_opts, not no_shared_edges, preview, dpi, json_out)
        return
    if backs and magnetic:
        raise KitgenError(
            "--backs and --magnetic do not go together: magnet sheets have "
            "no printable back — drop one of them"
        )
    sheet = paper_size(paper)
    settings = TilePrint(sheet, margin, backs, bleed, corners)
    stem = f"{tile_spec.name}-tiles"
    written: list[WrittenFile] = []
    documents: list[tuple[Document, Path]] = []

    def save(title: str, pages: tuple, path: Path, kind: str) -> None:
        document = Document(f"{tile_spec.kit} — {title}", pages)
        documents.append((document, path))
        written.append(save_pdf(document, path, kind))

    if pnp.gutterfold or pnp.cutter:
        from kitgen.cli.pnp_output import write_pieces
        from kitgen.make.imposition.pieces import tile_pieces

        files, pages = write_pieces(
            tile_pieces(tile_spec, settings.bleed_on(magnetic=False), settings.corners),
            pnp,
            sheet,
            margin,
            out / stem,
        )
        written += files
        documents.append((Document("", pages), files[0].path))
    elif magnetic:
        pages = magnetic_sheets(tile_spec, settings)
        save("magnet sheets", pages, out / f"{stem}-magnetic-{sheet.key}.pdf", "tiles")
    else:
        sheets = offset_duplex(paper_sheets(tile_spec, settings), pnp.back_offset)
        save("tiles", sheets.interleaved(sheet, margin), out / f"{stem}-{sheet.key}.pdf", "tiles")
        if backs:
            fronts = sheets.fronts_only(sheet, margin)
            save("tile fronts", fronts, out / f"{stem}-{sheet.key}-fronts.pdf", "fronts")
            backs_only = sheets.backs_only(sheet, margin)
            save("tile backs", backs_only, out / f"{stem}-{sheet.key}-backs.pdf", "backs")
    save(
        "count sheet",
        count_sheet(tile_spec, sheet, margin),
        out / f"{tile_spec.name}-count-sheet-{sheet.key}.pdf",
        "count-sheet",
    )
    if preview:
        from kitgen.cli.previews import previews

        for document, path in documents:
            written += previews(document.pages, path, dpi)
    typer.echo(files_json(written) if json_out else files_summary(written))
