"""Issue 3 targets: the full laser tile set (all sheets, SVG bytes) in at most 1 s beyond
start-up, with every glyph outline read from the font once and reused."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time

TIME_LIMIT_S = 1.0


def main() -> int:
    start = time.perf_counter()
    from kitgen.maker.kits.binary_tiles_laser import tile_laser_job
    from kitgen.maker.laser import DEFAULT_MARGIN, parse_bed
    from kitgen.maker.laser.material import load_material
    from kitgen.maker.laser.settings import LaserSettings
    from kitgen.maker.render.glyphs import glyph_outline
    from kitgen.maker.render.svg import render_svg
    from kitgen.maker.specs.tiles import load_tile_spec

    imports = time.perf_counter() - start

    def build(bed: str, shared: bool) -> list[bytes]:
        machine = parse_bed(bed)
        settings = LaserSettings(machine, 0.1, DEFAULT_MARGIN, load_material(machine.key, None))
        job = tile_laser_job(load_tile_spec(), settings, shared)
        return [render_svg(page, "laser") for page in job.pages]

    start = time.perf_counter()
    first = build("300x200", True)  # cold: font tables parsed, glyph outlines read
    cold = time.perf_counter() - start
    reads = glyph_outline.cache_info().misses
    times = {}
    for bed, shared in (("300x200", True), ("300x200", False), ("120x90", True)):
        runs = []
        for _ in range(7):
            start = time.perf_counter()
            data = build(bed, shared)
            runs.append(time.perf_counter() - start)
        times[(bed, shared)] = (statistics.median(runs), len(data), sum(map(len, data)))
    info = glyph_outline.cache_info()
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "kitgen", "tiles", "--laser", "--out", tmp],
            check=True,
            capture_output=True,
        )
        wall = time.perf_counter() - start

    print(f"laser_imports: {imports:.3f} s")
    print(f"laser_set_first_run: {cold:.3f} s (target <= {TIME_LIMIT_S} s; includes font parsing)")
    for (bed, shared), (median, sheets, size) in times.items():
        mode = "shared" if shared else "separate"
        print(
            f"laser_set_{bed}_{mode}_median: {median:.3f} s "
            f"(sheets: {sheets}, {size / 1024:.0f} KB)"
        )
    print(f"laser_cli_wall: {wall:.3f} s (whole command, interpreter start-up included)")
    print(f"glyph_outline_reads: {reads} (distinct characters; first run)")
    print(
        f"glyph_outline_reuses: {info.hits} (all runs; outlines never read twice: "
        f"{info.misses} reads in total)"
    )
    print(f"laser_svg_k40_size: {sum(map(len, first)) / 1024:.1f} KB")
    ok = cold <= TIME_LIMIT_S and all(m <= TIME_LIMIT_S for m, _, _ in times.values())
    return 0 if ok and info.misses == reads else 1


if __name__ == "__main__":
    sys.exit(main())
