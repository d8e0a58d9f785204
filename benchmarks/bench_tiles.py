"""Issue 2 targets: the 100-tile PDF in at most 0.3 s beyond imports, and at most 150 KB."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

TIME_LIMIT_S = 0.3
SIZE_LIMIT_KB = 150


def main() -> int:
    from kitgen.maker.kits.binary_tiles import TilePrint, paper_sheets
    from kitgen.maker.layout import paper
    from kitgen.maker.render.pdf import render_pdf, save_pdf
    from kitgen.maker.scene import Document
    from kitgen.maker.specs.tiles import load_tile_spec

    def build() -> bytes:
        spec = load_tile_spec()
        sheets = paper_sheets(spec, TilePrint(paper("a4"), 5.0))
        return render_pdf(Document(spec.kit, sheets.interleaved(paper("a4"), 5.0)))

    build()  # warm: imports, font parsing
    times = []
    for _ in range(15):
        start = time.perf_counter()
        data = build()
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    size_kb = len(data) / 1024
    with tempfile.TemporaryDirectory() as tmp:
        spec = load_tile_spec()
        sheets = paper_sheets(spec, TilePrint(paper("a4"), 5.0, backs=True))
        pages = sheets.interleaved(paper("a4"), 5.0)
        backs = save_pdf(Document(spec.kit, pages), Path(tmp) / "b.pdf", "tiles")
        backs_kb = backs.path.stat().st_size / 1024
    print(f"tiles_pdf_build_median: {median:.3f} s (target <= {TIME_LIMIT_S} s)")
    print(f"tiles_pdf_size: {size_kb:.1f} KB (target <= {SIZE_LIMIT_KB} KB)")
    print(f"tiles_pdf_with_backs_size: {backs_kb:.1f} KB")
    return 0 if median <= TIME_LIMIT_S and size_kb <= SIZE_LIMIT_KB else 1


if __name__ == "__main__":
    sys.exit(main())
