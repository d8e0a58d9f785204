"""Every value printed on a piece — a tile's face and points, a token's letter and name, a
peg's mark — inks at least 2 mm inside the piece's trim, so a cut or a punch 1.5 mm off
clips none of it (a tile's points inked 1.43 mm from the trim before: their character box
0.65 mm).

Read from the PDFs: the trims from the pieces' colour (their colour shape, shrunk by the
bleed: nothing is printed on a trim), the ink from each character's glyph outline at the
size and place the PDF sets it (``tests.print.inkbox``).
"""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from tests.print.inkbox import MM_PER_PT, ink_box, inside_box, inside_circle

INSET = 2.0


def _trims(page, size: float, bleed: float, round_: bool) -> list[tuple[float, ...]]:
    across = size + 2 * bleed
    found = []
    for o in page.curves if round_ else page.rects:
        box = tuple(o[k] * MM_PER_PT for k in ("x0", "top", "x1", "bottom"))
        wide, high = box[2] - box[0], box[3] - box[1]
        if o.get("fill") and abs(wide - across) < 0.01 and abs(high - across) < 0.01:
            found.append((box[0] + bleed, box[1] + bleed, box[2] - bleed, box[3] - bleed))
    return found


def least_inside(path: Path, size: float, bleed: float, round_: bool) -> tuple[float, int]:
    """The least distance from any value's ink to its piece's trim, and how many characters
    were measured."""
    least, count = float("inf"), 0
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            trims = _trims(page, size, bleed, round_)
            for char in page.chars:
                ink = ink_box(char, page.height)
                if ink is None:
                    continue
                cx, cy = (ink[0] + ink[2]) / 2, (ink[1] + ink[3]) / 2
                for t in trims:
                    if t[0] <= cx <= t[2] and t[1] <= cy <= t[3]:
                        inside = inside_circle(ink, t) if round_ else inside_box(ink, t)
                        least, count = min(least, inside), count + 1
    return least, count


def _make(kitgen, out: Path, *args: str) -> Path:
    result = kitgen(*args, "--out", out, "--json")
    assert result.code == 0, result.err
    return Path(result.json()["files"][0]["path"])


@pytest.mark.parametrize(
    ("args", "size", "bleed", "round_"),
    [
        (("tiles",), 19.0, 3.0, False),
        (("tiles", "--tile-size", "12.5"), 12.5, 3.0, False),
        (("tiles", "--tile-size", "40"), 40.0, 3.0, False),
        (("tiles", "--magnetic"), 19.0, 0.0, False),
        (("tokens",), 19.0, 1.0, True),
        (("tokens", "--token-size", "25"), 25.0, 1.0, True),
        (("tokens", "--token-size", "30"), 30.0, 1.0, True),
        (("tokens", "--token-size", "30", "--backs"), 30.0, 2.0, True),
    ],
)
def test_values_ink_2_mm_inside_the_trim(kitgen, tmp_path: Path, args, size, bleed, round_):
    path = _make(kitgen, tmp_path, *args)
    least, count = least_inside(path, size, bleed, round_)
    assert count > 100
    assert least >= INSET - 0.005, (path.name, round(least, 3))


def test_peg_marks_ink_2_mm_inside_the_disc(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--pegs", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (pegs,) = [f["path"] for f in result.json()["files"] if f["kind"] == "pegs"]
    least, count = least_inside(Path(pegs), 9.5, 1.0, True)
    assert count == 2 * 60  # "Be" or "Br" on each of the 60 pegs
    assert least >= INSET - 0.005, round(least, 3)


def test_token_names_that_cannot_keep_2_mm_are_left_to_the_key(kitgen, tmp_path: Path):
    """A name set 2 mm inside even a 30 mm token's edge prints under 7 pt: the tokens show
    letter and shape, and the sheet's header names the flavours (as at 19 mm)."""
    path = _make(kitgen, tmp_path, "tokens", "--token-size", "30")
    with pdfplumber.open(path) as pdf:
        text = pdf.pages[0].extract_text()
    assert "Letter and shape name the flavour: S strawberry" in " ".join(text.split())
    assert "strawberry" not in text.split("\n", 3)[-1]  # nowhere but in the header
