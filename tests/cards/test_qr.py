"""`kitgen cards … --qr URL`: the QR code of kitgen serve's address, read from the PDF.

No QR decoder is among the declared dependencies, so the code is read back from the
rendered page module by module and compared with segno's matrix of the URL; its size and
its quiet zone are measured on the page, and the address beside it is read as text.
"""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

URL = "http://192.168.1.23:8000/?token=AbCdEfGhIjKlMnOpQrStUv"
PT = 25.4 / 72  # mm per point
DPI = 600


def make(kitgen, tmp_path: Path, *args: str) -> Path:
    result = kitgen("cards", *args, "--copies", "1", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    files = result.json()["files"]
    assert len(files) == 1
    return Path(files[0]["path"])


def black_rects(page) -> list[tuple[float, float, float, float]]:
    """The page's black filled rectangles as (x0, top, x1, bottom) in points."""
    found = []
    for r in page.rects:
        colour = r.get("non_stroking_color")
        if r.get("fill") and colour in ((0,), (0, 0, 0), [0], [0, 0, 0], 0, (0.0, 0.0, 0.0)):
            found.append((r["x0"], r["top"], r["x1"], r["bottom"]))
    return found


def clusters(page) -> list[list[float]]:
    """The page's clusters of touching black rectangles: [x0, top, x1, bottom, how many]."""
    rects = black_rects(page)
    clusters: list[list[float]] = []  # [x0, top, x1, bottom, count]
    for x0, top, x1, bottom in sorted(rects, key=lambda r: (r[1], r[0])):
        for c in clusters:
            if x0 <= c[2] + 0.5 and x1 >= c[0] - 0.5 and top <= c[3] + 0.5 and bottom >= c[1] - 0.5:
                c[:4] = [min(c[0], x0), min(c[1], top), max(c[2], x1), max(c[3], bottom)]
                c[4] += 1
                break
        else:
            clusters.append([x0, top, x1, bottom, 1])
    merged = True
    while merged:  # clusters that touch are one
        merged = False
        for i, a in enumerate(clusters):
            for b in clusters[i + 1 :]:
                if (
                    a[0] <= b[2] + 0.5
                    and a[2] >= b[0] - 0.5
                    and a[1] <= b[3] + 0.5
                    and a[3] >= b[1] - 0.5
                ):
                    a[:5] = [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]),
                             a[4] + b[4]]  # fmt: skip
                    clusters.remove(b)
                    merged = True
                    break
            if merged:
                break
    return clusters


def qr_box(page) -> tuple[float, float, float, float]:
    """The bounding box of the largest cluster (a code: hundreds of rectangles; the sheet's
    scale bar has three)."""
    found = clusters(page)
    assert found, "no black rectangles on the page"
    best = max(found, key=lambda c: (c[4], -c[1], -c[0]))
    assert best[4] >= 100, "no QR code on the page"
    return best[0], best[1], best[2], best[3]


def has_code(page) -> bool:
    return any(c[4] >= 100 for c in clusters(page))


def read_modules(pdf: Path, box: tuple[float, float, float, float], count: int):
    """The modules of the code in ``box`` as drawn: the rendered page's pixel at each
    module's centre, dark or light; and whether the quiet zone around it is all light."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(str(pdf))
    image = doc[0].render(scale=DPI / 72).to_pil().convert("L")
    doc.close()
    x0, top, x1, _bottom = box
    module = (x1 - x0) / count  # points
    px = DPI / 72

    def dark(col: float, row: float) -> bool:
        return (
            image.getpixel((round((x0 + col * module) * px), round((top + row * module) * px)))
            < 128
        )

    grid = [[dark(c + 0.5, r + 0.5) for c in range(count)] for r in range(count)]
    ring = [
        (c + 0.5, r + 0.5)
        for r in range(-4, count + 4)
        for c in range(-4, count + 4)
        if not (0 <= r < count and 0 <= c < count)
    ]
    quiet = not any(dark(c, r) for c, r in ring)
    return grid, quiet


def turned(matrix: list[list[bool]]) -> list[list[list[bool]]]:
    """``matrix`` in its four rotations (a card may be turned on its sheet; a camera reads
    a code turned any way, but not a mirrored one)."""
    found = [matrix]
    for _ in range(3):
        found.append([list(row) for row in zip(*found[-1][::-1], strict=True)])
    return found


def segno_matrix(url: str) -> list[list[bool]]:
    import segno

    code = segno.make(url, error="m", micro=False, boost_error=False)
    return [[bool(m) for m in row] for row in code.matrix]


@pytest.mark.parametrize(
    ("args", "least_mm"),
    [
        (("binary", "--size", "poker"), 15.0),
        (("reference", "--size", "poker"), 15.0),
        (("icecream", "--size", "tarot"), 15.0),
        (("staeda", "--size", "a5", "--paper", "a4"), 20.0),
    ],
)
def test_the_code_on_the_card_is_segnos_matrix_of_the_url(kitgen, tmp_path, args, least_mm):
    pdf = make(kitgen, tmp_path, *args, "--qr", URL)
    expected = segno_matrix(URL)
    count = len(expected)
    with pdfplumber.open(pdf) as doc:
        page = doc.pages[0]
        box = qr_box(page)
        width_mm, height_mm = (box[2] - box[0]) * PT, (box[3] - box[1]) * PT
        assert abs(width_mm - height_mm) < 0.01  # square
        assert width_mm >= least_mm, f"the code is {width_mm:.2f} mm wide"
        assert width_mm / count >= 0.4  # modules a phone's camera resolves
        words = page.crop((box[2], box[1], page.width, box[3])).extract_words(
            extra_attrs=["fontname"]
        )
    grid, quiet = read_modules(pdf, box, count)
    assert grid == expected
    assert quiet, "something is printed in the code's quiet zone"
    column = min(w["x0"] for w in words)  # the words start right beside the code
    assert column - box[2] < 4 / PT
    starts = [w for w in words if abs(w["x0"] - column) < 0.5]
    assert starts[0]["text"] == "Scan" and "Bold" in starts[0]["fontname"]  # the label first
    address = "".join(w["text"] for w in starts if "Bold" not in w["fontname"])
    assert address == URL


def test_the_code_is_only_on_the_front_of_the_first_card(kitgen, tmp_path) -> None:
    pdf = make(kitgen, tmp_path, "binary", "--size", "a6", "--qr", URL)
    with pdfplumber.open(pdf) as doc:
        assert has_code(doc.pages[0])
        assert len(doc.pages) == 2  # the back, mirrored
        assert not has_code(doc.pages[1])
        assert "token=" not in (doc.pages[1].extract_text() or "")


def test_without_qr_the_card_has_no_code(kitgen, tmp_path) -> None:
    pdf = make(kitgen, tmp_path, "binary", "--size", "poker")
    with pdfplumber.open(pdf) as doc:
        assert not has_code(doc.pages[0])
        assert "Scan" not in doc.pages[0].extract_text()


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("ftp://192.168.1.23/", "is not a web address — give the address kitgen serve --lan"),
        ("192.168.1.23:8000", "is not a web address"),
        ("http://a b/", "is not a web address"),
        ("http://héllo/", "is not a web address"),
        ("http://x/" + "a" * 100, "--qr is 109 characters long — give at most 100"),
    ],
)
def test_a_bad_address_is_one_error_line(kitgen, tmp_path, url, message) -> None:
    result = kitgen("cards", "reference", "--qr", url, "--out", tmp_path)
    assert result.code == 2
    assert result.err.startswith("error: ") and message in result.err
    assert "Traceback" not in result.err and not list(tmp_path.iterdir())


def test_cards_all_carry_the_code_on_every_game(kitgen, tmp_path) -> None:
    result = kitgen("cards", "all", "--qr", URL, "--copies", "1", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    files = [Path(f["path"]) for f in result.json()["files"]]
    assert len(files) == 3
    expected = segno_matrix(URL)
    for pdf in files:
        with pdfplumber.open(pdf) as doc:
            box = qr_box(doc.pages[0])
        grid, quiet = read_modules(pdf, box, len(expected))
        assert grid in turned(expected) and quiet, pdf.name
