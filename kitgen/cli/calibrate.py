"""``kitgen calibrate``: sheets that measure your printer (or cutter) before you print a kit.

One subcommand per calibration; each is a plain function registered on ``app`` below, so a
new one (``calibrate laser``...) is a module-level function plus one ``app.command`` line.
"""

from __future__ import annotations

from pathlib import Path

import typer

from kitgen.cli.calibrate_laser import laser
from kitgen.cli.options import BackOffsetOpt, JsonOpt, MarginOpt, OutOpt, PaperOpt
from kitgen.make.output import files_json, files_summary

app = typer.Typer(
    help=(
        "Calibration sheets: print one, read it, and give what you read to the print "
        "commands (e.g. --back-offset for duplex backs)."
    ),
    no_args_is_help=True,
    add_completion=False,
)


def duplex(
    paper: PaperOpt = "a4",
    margin: MarginOpt = 5.0,
    back_offset: BackOffsetOpt = None,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """Two pages that measure how far your duplex printer shifts the back.

    Print both sides at 100 % (flip on the long edge), hold the sheet to the light from the
    front and read the back's scales under the crosses: that is --back-offset X,Y. Give
    --back-offset here too to check a value: every cross then sits on 0.
    """
    from kitgen.make.imposition.duplex import calibration_pages, parse_back_offset
    from kitgen.make.layout import paper as paper_size
    from kitgen.make.render.pdf import save_pdf
    from kitgen.make.scene import Document

    sheet = paper_size(paper)
    offset = parse_back_offset(back_offset)
    pages = calibration_pages(sheet, margin, offset)
    written = save_pdf(
        Document("kitgen duplex calibration", pages),
        out / f"calibrate-duplex-{sheet.key}.pdf",
        "calibration",
    )
    typer.echo(files_json([written]) if json_out else files_summary([written]))


app.command("duplex")(duplex)
app.command("laser")(laser)
