"""PNG previews: sizes at the requested DPI, files beside the PDFs, and life without cairo."""

from __future__ import annotations

import builtins
import struct
from pathlib import Path

import pytest

from kitgen.maker.render.png import render_png
from kitgen.maker.scene import Page, Paint, Rect


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from the PNG header (IHDR), read by hand."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize(
    ("width", "height", "dpi", "expected"),
    [
        # A4 at 100 dpi: 210 / 25.4 x 100 = 826.8 -> 827; 297 / 25.4 x 100 = 1169.3 -> 1169
        (210.0, 297.0, 100, (827, 1169)),
        # Letter at 50 dpi: 8.5 in x 50 = 425, 11 in x 50 = 550
        (215.9, 279.4, 50, (425, 550)),
        # K40 bed at 72 dpi: 300 / 25.4 x 72 = 850.4 -> 850; 200 / 25.4 x 72 = 566.9 -> 567
        (300.0, 200.0, 72, (850, 567)),
    ],
)
def test_png_has_the_page_proportions(width, height, dpi, expected):
    page = Page(width, height, (Rect(10, 10, 50, 50, Paint(fill="#FF0000")),))
    assert png_size(render_png(page, dpi)) == expected


def test_tiles_preview_beside_each_pdf(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--preview", "--dpi", "40", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    files = result.json()["files"]
    pdfs = [f for f in files if f["kind"] != "preview"]
    previews = [Path(f["path"]) for f in files if f["kind"] == "preview"]
    assert len(previews) == sum(f["pages"] for f in pdfs)
    for path in previews:
        assert path.exists() and path.suffix == ".png"
        # A4 at 40 dpi: 210 / 25.4 x 40 = 330.7 -> 331; 297 / 25.4 x 40 = 467.7 -> 468
        assert png_size(path.read_bytes()) == (331, 468)


def test_laser_preview_png_per_sheet(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--laser", "--preview", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    kinds = [f["kind"] for f in result.json()["files"]]
    assert kinds == ["laser", "preview"]
    png = tmp_path / "binary-tiles-laser-k40.png"
    # 300 x 200 mm at 100 dpi: 1181.1 -> 1181, 787.4 -> 787
    assert png_size(png.read_bytes()) == (1181, 787)


def test_without_cairo_the_pdfs_are_still_written(kitgen, tmp_path: Path, monkeypatch):
    real_import = builtins.__import__

    def no_cairo(name, *args, **kwargs):
        if name == "cairosvg":
            raise OSError("no library called 'cairo-2' was found")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_cairo)
    result = kitgen("board", "binary", "--single-page", "--preview", "--out", tmp_path)
    assert result.code == 0
    assert "libcairo2" in result.err
    assert (tmp_path / "binary-board-a4.pdf").exists()
    assert not list(tmp_path.glob("*.png"))


def test_bad_dpi(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--preview", "--dpi", "0", "--out", tmp_path)
    assert result.code == 2 and "--dpi" in result.err
    assert not list(tmp_path.iterdir())  # refused before writing anything
