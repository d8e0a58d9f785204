"""``board binary``: the 15 x 15 premium board of the binary game, on paper or for a laser."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen.core.messages import N_
from kitgen.core.options import number, switch
from kitgen.maker.options import (
    BOARD_CONFLICTS,
    BoardOptions,
    Excludes,
    SpecOption,
    restated,
)
from kitgen.maker.output import Made, Output

if TYPE_CHECKING:
    from kitgen.games.binary.premiums import PremiumBoard
    from kitgen.maker.kits.binary_board import BoardLaser
    from kitgen.maker.laser.settings import LaserSettings
    from kitgen.maker.scene import Page


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class BoardBinaryOptions(BoardOptions, SpecOption):
    """``kitgen board binary``: print or cut the binary game board."""

    spec: Path | None = restated(
        SpecOption,
        "spec",
        help=N_(
            "Your own board spec (TOML), or a shipped template's name (kitgen templates "
            "list), instead of the shipped one."
        ),
    )
    square: float = number(
        20.0,
        low=8.0,
        high=60.0,
        unit="mm",
        give=N_("{low} to {high} mm (20 mm takes the standard 19 mm tiles)"),
        help=N_("Side of one board square in mm (20 mm takes 19 mm tiles)."),
    )
    single_page: bool = switch(
        False, help=N_("The whole board scaled onto one page, for reference.")
    )
    laser: bool = switch(
        False,
        help=N_(
            "A laser SVG instead of a PDF: grid scored, labels and premium names engraved, "
            "outline cut."
        ),
    )


OPTIONS = BoardBinaryOptions

CONFLICTS = (
    *BOARD_CONFLICTS,
    Excludes(
        "laser", ("single_page",), N_("--laser and --single-page do not go together — pick one")
    ),
)


def build(options: BoardBinaryOptions, out: Output) -> Made:
    from kitgen.maker.specs.board import load_premium_board

    board = load_premium_board(options.spec)
    if options.three_d:
        return _print_3d(options, board, out)
    if options.laser:
        return _laser(options, board, out)
    from kitgen.core.messages import _
    from kitgen.maker.kits.binary_board import TITLE, board_poster, board_single_page
    from kitgen.maker.layout import paper as paper_size
    from kitgen.maker.layout import short_number
    from kitgen.maker.scene import Document

    sheet = paper_size(options.paper)
    pages: tuple[Page, ...]
    if options.single_page:
        pages = (board_single_page(board, sheet, options.margin),)
        path = out.path("binary", "board", sheet.key, ext="pdf")
        title = _("{title}, one page", title=_(TITLE))
    else:
        square = options.square
        pages = board_poster(board, square, sheet, options.margin, options.overlap)
        path = out.path("binary", "board", "poster", sheet.key, ext="pdf")
        title = _(
            "{title} — poster, {square} mm squares", title=_(TITLE), square=short_number(square)
        )
    out.pdf(path, Document(title, pages), "board")
    return out.made()


def _laser(options: BoardBinaryOptions, board: PremiumBoard, out: Output) -> Made:
    """The board, split with its frame and dowels if the bed is smaller than the board, and
    the cut list."""
    from kitgen.maker.commands.laser import laser_report, write_laser_job
    from kitgen.maker.kits.binary_board import board_cut_list, board_laser
    from kitgen.maker.laser.settings import laser_settings

    settings = laser_settings(options, options.margin)
    bed = settings.bed
    result = board_laser(board, options.square, settings)
    write_laser_job(result.job, out.stem("binary", "board", "laser", bed.key), settings, out)
    extra: dict[str, Any] = {
        "parts": result.parts,
        "parts_across": result.across,
        "parts_down": result.down,
    }
    if result.frame is None or result.join is None:
        return laser_report([result.job], settings, out, extra)
    frame, join = result.frame, result.join
    write_laser_job(frame, out.stem("binary", "board", "frame", "laser", bed.key), settings, out)
    out.data(
        out.path("binary", "board", "cut-list", ext="md"),
        board_cut_list(result, settings.kerf),
        "cut-list",
    )
    extra |= {
        "frame_parts": len(join.frame_cols) * len(join.frame_rows),
        "dowels": len(join.dowels),
        "dowel_length_mm": join.dowel_length,
        "thickness_mm": join.thickness,
        "fit_mm": join.fit,
    }
    note = _split_note(result, settings)
    return laser_report([result.job, frame], settings, out, extra, note)


def _split_note(result: BoardLaser, settings: LaserSettings) -> str:
    """How a board split to fit the bed goes together: its parts, the frame, the dowels."""
    join, bed = result.join, settings.bed
    assert join is not None
    from kitgen.core.messages import _
    from kitgen.maker.layout import short_number as g

    return _(
        "the board is {side} × {side} mm: cut in {parts} parts ({across} × {down}) along grid "
        "lines to fit the {bed_width} × {bed_height} mm bed ({bed}), with a backing frame in "
        "{frame} parts (seams one square away) and {dowels} dowels ⌀{dowel} × {length} mm on "
        "the seams ({t} mm plywood, holes {hole} mm: fit {fit}) — see the cut list",
        side=g(result.side),
        parts=result.parts,
        across=result.across,
        down=result.down,
        bed_width=g(bed.width),
        bed_height=g(bed.height),
        bed=bed.key,
        frame=len(join.frame_cols) * len(join.frame_rows),
        dowels=len(join.dowels),
        dowel=g(join.hole - join.fit),
        length=g(join.dowel_length),
        t=g(join.thickness),
        hole=g(join.hole),
        fit=g(join.fit),
    )


def _print_3d(options: BoardBinaryOptions, board: PremiumBoard, out: Output) -> Made:
    """The board as 3MF plates: its parts, joined by dovetails, each on a plate."""
    from kitgen.maker.solid.settings import print_settings

    settings = print_settings(options, options.format)
    from kitgen.core.messages import _
    from kitgen.maker.kits.binary_board import TITLE, check_square
    from kitgen.maker.kits.binary_board_3d import board_3d, board_plates, check_labels
    from kitgen.maker.solid.output import made_3d, write_plates
    from kitgen.maker.specs.tiles import load_tile_spec

    square = check_square(options.square)
    tile = load_tile_spec().tile.width
    geo = board_3d(board, square, tile, settings)
    check_labels(board, geo, settings, _("the premium squares' names"))
    plates = board_plates(board, geo, settings, _(TITLE))
    base = out.stem("binary", "board", "3d", settings.printer.key)
    figures = write_plates(plates, base, "board", settings, out)
    extra = {
        "pieces": len(figures),
        "size_mm": [geo.side, geo.side, round(geo.base + geo.ridge, 4)],
        "square_mm": square,
        "pocket_mm": geo.pocket,
        "grid_line_mm": geo.line,
        "heights_mm": {"base": geo.base, "grid": geo.ridge, "premium": geo.relief},
    }
    note = _(
        "the board is {side} × {side} mm in {parts} parts joined by dovetails: slide each "
        "tongue into its socket from above, on a flat table",
        side=f"{geo.side:g}",
        parts=sum(p["pieces"] for p in figures),
    )
    made: Made = made_3d(out, settings, figures, extra, (note,))
    return made


HELP = N_(
    "The binary game board: a poster to tape together (default), --single-page, --laser, or "
    "3D-printed parts (--3d)."
)
