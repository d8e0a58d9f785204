"""``kitgen calibrate laser``: one small sheet to cut first, to find ``--kerf`` and ``--fit``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli import answer
from kitgen.cli.options import DpiOpt, JsonOpt, KerfOpt, OutOpt, PreviewOpt, SpecOpt


def laser(
    thickness: Annotated[
        float | None,
        typer.Option(
            "--thickness",
            help="Your sheet's measured thickness in mm, 1-10 (default: the ice cream kit "
            "spec's, 3 mm): the comb's slots run from it - 0.2 to it + 0.3 mm.",
        ),
    ] = None,
    kerf: KerfOpt = 0.1,
    spec: SpecOpt = None,
    out: OutOpt = Path("output"),
    preview: PreviewOpt = False,
    dpi: DpiOpt = 100.0,
    json_out: JsonOpt = False,
) -> None:
    """A laser fit test: a kerf comb, a tab, the 20 mm square, a token hole and a peg hole."""
    from kitgen.make.laser import check_kerf
    from kitgen.make.laser.fit_test import fit_test
    from kitgen.make.laser.settings import check_thickness
    from kitgen.make.output import WrittenFile, files_summary
    from kitgen.make.render.svg import save_laser_sheets
    from kitgen.make.specs.icecream import load_icecream_spec

    if preview:
        from kitgen.make.render.png import check_dpi

        check_dpi(dpi)
    kit = load_icecream_spec(spec)
    t = check_thickness(thickness) or kit.material.thickness
    c = kit.material.clearance
    test = fit_test(t, check_kerf(kerf), kit.token.diameter + c, kit.pegs.diameter + c)
    written: list[WrittenFile] = list(
        save_laser_sheets((test.page,), out / f"laser-fit-test-{t:g}mm")
    )
    if preview:
        from kitgen.cli.previews import previews

        written += previews((test.page,), written[0].path, dpi)
    if json_out:
        typer.echo(
            answer.dumps(
                {
                    "files": [f.as_dict() for f in written],
                    "size_mm": [test.page.width, test.page.height],
                    "thickness_mm": t,
                    "kerf_mm": kerf,
                    "slot_widths_mm": list(test.slot_widths),
                    "token_hole_mm": test.token_hole,
                    "peg_hole_mm": test.peg_hole,
                }
            )
        )
        return
    typer.echo(files_summary(written))
    widths = test.slot_widths
    typer.echo(
        f"fit test {test.page.width:g} x {test.page.height:g} mm for {t:g} mm stock at kerf "
        f"{kerf:g} mm: slots {widths[0]:.2f} to {widths[-1]:.2f} mm, token hole "
        f"{test.token_hole:g} mm, peg hole {test.peg_hole:g} mm"
    )
    typer.echo(
        "Measure the square: kerf = "
        f"{kerf:g} + (20 - measured). Push the tab into the slots: the narrowest it slides "
        f"into, minus {t:g}, is your --fit."
    )
