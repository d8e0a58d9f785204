"""`kitgen build all`: every kit, every kind of output, in every shipped language."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest


@pytest.fixture(scope="module")
def built(build_all) -> tuple[dict, Path]:
    """``kitgen build all --out OUT --json``'s answer and OUT (built once a test process:
    the laser and 3D tests read the same build)."""
    return build_all.answer, build_all.out


def test_every_listed_file_exists_once(built: tuple[dict, Path]) -> None:
    data, out = built
    paths = [Path(f["path"]) for f in data["files"]]
    assert len(paths) == len(set(paths))
    assert all(p.is_file() and p.stat().st_size > 0 for p in paths)
    on_disk = {p for p in out.rglob("*") if p.is_file()}
    assert set(paths) == on_disk
    assert not [p for p in on_disk if p.name.endswith(".tmp")]


def test_the_build_is_sorted_into_a_folder_per_kit_and_paper(built: tuple[dict, Path]) -> None:
    """out/KIT/a4, out/KIT/letter, out/KIT/laser, out/KIT/3d: each file where its name says
    it goes."""
    data, out = built
    paths = [Path(f["path"]).relative_to(out) for f in data["files"]]
    assert {p.parent.as_posix() for p in paths} == {
        "binary/a4",
        "binary/letter",
        "binary/laser",
        "binary/3d",
        "icecream/a4",
        "icecream/letter",
        "icecream/laser",
        "icecream/3d",
        "staeda/a4",
        "staeda/letter",
    }
    # the calibration sheets of a kit
    shared = ("calibrate-duplex-", "laser-fit-test-", "fit-test-3d-")
    for path in paths:
        kit, sheet, name = path.parts
        assert name.startswith(f"{kit}-") or name.startswith(shared), path
        if sheet == "3d":
            assert "-3d-" in name and path.suffix in (".3mf", ".png"), path
        elif sheet == "laser":
            assert "laser" in name or name.endswith("-cut-list.md"), path
            assert "-a4" not in name and "-letter" not in name, path
        else:  # a print: its paper in its name, the other paper not
            other = "letter" if sheet == "a4" else "a4"
            assert f"-{sheet}" in name and f"-{other}" not in name, path
            assert path.suffix in (".pdf", ".png"), path
    # both kits with duplex backs carry the calibration sheet for each paper
    for kit in ("binary", "icecream"):
        for paper in ("a4", "letter"):
            assert Path(kit, paper, f"calibrate-duplex-{paper}.pdf") in paths


def test_every_kind_of_output_is_built(built: tuple[dict, Path]) -> None:
    kinds = Counter(f["kind"] for f in built[0]["files"])
    assert set(kinds) == {
        "tiles",
        "backs",
        "fronts",
        "count-sheet",
        "laser",
        "lightburn",
        "board",
        "preview",
        "tokens",
        "pegs",
        "pedestal",
        "cut-list",
        "cards",
        "reference",
        "score-sheet",
        "calibration",
        "racks",
    }


def test_make_kit_names_files_the_build_writes(built: tuple[dict, Path]) -> None:
    """The closing lines of `make kit` name files to print: each is one `build all` wrote,
    and the four to print first are A4 ones (three double-sided, the poster not)."""
    import re

    makefile = (Path(__file__).parents[2] / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("\nkit:", 1)[1].split("\n\n", 1)[0]
    assert "kitgen build all --out output" in recipe
    named = re.findall(r"output/([\w./-]+\.pdf)", recipe)
    data, out = built
    written = {Path(f["path"]).relative_to(out).as_posix() for f in data["files"]}
    assert named and set(named) <= written, set(named) - written
    first = recipe.split("Print these four first", 1)[1].split("Letter paper", 1)[0]
    four = re.findall(r"output/([\w./-]+\.pdf)", first)
    assert len(four) == 4 and all(name.split("/")[1] == "a4" for name in four)
    assert "double-sided, flip on the long edge" in first


def test_the_duplex_calibration_sheet_is_built_for_both_papers(built: tuple[dict, Path]) -> None:
    """Both kits print duplex backs: each kit has the sheet that measures the printer."""
    files = [Path(f["path"]) for f in built[0]["files"] if f["kind"] == "calibration"]
    # once in each kit's a4 and letter folder
    a4, letter = "calibrate-duplex-a4.pdf", "calibrate-duplex-letter.pdf"
    assert sorted(p.name for p in files if p.suffix == ".pdf") == [a4, a4, letter, letter]
    # and the 3D fit test in the ice cream kit's 3d folder
    (fit,) = [p for p in files if p.suffix == ".3mf"]
    assert fit.relative_to(built[1]).as_posix() == "icecream/3d/fit-test-3d-mk4.3mf"


def test_each_game_has_its_cards_in_its_home_languages(built: tuple[dict, Path]) -> None:
    names = {Path(f["path"]).name for f in built[0]["files"]}
    for game, langs in (("binary", "en nl ru"), ("icecream", "en et"), ("staeda", "en is")):
        for lang in langs.split():
            assert f"{game}-rule-card-{lang}-a6-a4.pdf" in names
            assert f"{game}-score-sheet-{lang}-a4.pdf" in names
    for lang in ("en", "nl", "ru"):
        assert f"binary-reference-{lang}-a6-a4.pdf" in names


def test_unknown_kit_is_refused(kitgen) -> None:
    result = kitgen("build", "chess")
    assert result.code == 2
    assert "unknown kit 'chess'" in result.err
    assert "binary, icecream, staeda, all" in result.err


# --- preflight: every PDF, read with pypdf ---------------------------------------------------

#: Kinds whose pages are cut along known lines: each of their pages states its TrimBox.
TRIMMED_KINDS = {"tiles", "backs", "fronts", "tokens", "pegs", "cards", "reference"}


def _fonts(resources, found: dict[str, dict]) -> None:
    """Every font dictionary reachable from ``resources`` (pages and the forms they draw)."""
    if resources is None:
        return
    resources = resources.get_object()
    for font in (resources.get("/Font") or {}).values():
        font = font.get_object()
        found[str(font["/BaseFont"])] = font
    for xobject in (resources.get("/XObject") or {}).values():
        _fonts(xobject.get_object().get("/Resources"), found)


def _pdfs(built: tuple[dict, Path]) -> list[tuple[str, Path]]:
    return [(f["kind"], Path(f["path"])) for f in built[0]["files"] if f["path"].endswith(".pdf")]


def test_every_pdf_uses_only_embedded_fonts_with_distinct_subset_tags(built) -> None:
    from pypdf import PdfReader

    pdfs = _pdfs(built)
    assert len(pdfs) > 40
    for _, path in pdfs:
        assert b"Helvetica" not in path.read_bytes(), path.name
        fonts: dict[str, dict] = {}
        for page in PdfReader(path).pages:
            _fonts(page.get("/Resources"), fonts)
        assert fonts, path.name
        for name, font in fonts.items():
            descriptor = font["/FontDescriptor"].get_object()
            assert "/FontFile2" in descriptor, f"{path.name}: {name} is not embedded"
            assert str(descriptor["/FontName"]) == name
        tags = [name.lstrip("/").split("+")[0] for name in fonts]
        assert all(len(t) == 6 and t.isupper() for t in tags), tags
        assert len(set(tags)) == len(tags), f"{path.name}: subset tags {tags}"


def test_every_pdf_asks_the_print_dialog_for_actual_size(built) -> None:
    from pypdf import PdfReader

    for _, path in _pdfs(built):
        prefs = PdfReader(path).trailer["/Root"]["/ViewerPreferences"].get_object()
        assert prefs["/PrintScaling"] == "/None", path.name


def test_pages_of_cut_pieces_state_trim_and_bleed_boxes(built) -> None:
    from pypdf import PdfReader

    kinds = set()
    for kind, path in _pdfs(built):
        for page in PdfReader(path).pages:
            media = [float(v) for v in page["/MediaBox"]]
            if kind not in TRIMMED_KINDS:
                # a sheet without pieces to cut states no trim, or (boards) a sane one
                assert ("/TrimBox" in page) == ("/BleedBox" in page), path.name
                if "/TrimBox" not in page:
                    continue
            kinds.add(kind)
            trim = [float(v) for v in page["/TrimBox"]]
            bleed = [float(v) for v in page["/BleedBox"]]
            # media contains bleed contains trim, and the trim is a real part of the page
            for outer, inner in ((media, bleed), (bleed, trim)):
                assert outer[0] <= inner[0] and outer[1] <= inner[1], path.name
                assert outer[2] >= inner[2] and outer[3] >= inner[3], path.name
            assert trim != media and trim[2] - trim[0] > 10 and trim[3] - trim[1] > 10
    assert kinds >= TRIMMED_KINDS


#: The sheets of pieces to cut out: their pages carry the 50 mm scale bar and the footer.
PIECE_KINDS = {"tiles", "fronts", "backs", "tokens", "pegs", "count-sheet"}


@pytest.fixture(scope="module")
def piece_pages(built) -> list[tuple[str, list[dict[str, list[dict]]]]]:
    """Each piece sheet's name and, page by page, its chars, rects, lines and curves as
    pdfplumber gives them (read with pdfium, :func:`tests.pdfchars.read_pdf`): the sheets
    read once for the checks below."""
    from tests.pdfchars import read_pdf

    found = []
    for kind, path in _pdfs(built):
        if kind not in PIECE_KINDS:
            continue
        pages = [
            {"chars": p.chars, "rects": p.rects, "lines": p.lines, "curves": p.curves}
            for p in read_pdf(path)[1]
        ]
        found.append((path.name, pages))
    return found


def _scale_bar(page: dict[str, list[dict]]) -> dict:
    """The page's one 50 mm scale bar."""
    mm = 25.4 / 72
    (bar,) = [
        r for r in page["rects"] if r["stroke"] and abs((r["x1"] - r["x0"]) * mm - 50.0) < 0.01
    ]
    return bar


def test_pieces_stay_3_mm_clear_of_the_scale_bar_and_footer(piece_pages) -> None:
    mm = 25.4 / 72
    checked = 0
    for name, pages in piece_pages:
        for page in pages:
            band = _scale_bar(page)["top"] * mm
            for obj in [*page["chars"], *page["rects"], *page["lines"], *page["curves"]]:
                top, bottom = obj["top"] * mm, obj["bottom"] * mm
                # anything reaching into the 3 mm above the bar belongs to the bar's band
                if bottom > band - 3.0 + 0.01:
                    assert top >= band - 1.0, (name, obj.get("text"), top, bottom, band)
            checked += 1
    assert checked > 20


def test_text_on_piece_sheets_is_7_pt_and_footers_6_pt_or_more(piece_pages) -> None:
    for name, pages in piece_pages:
        for page in pages:
            body = [c for c in page["chars"] if c["bottom"] < _scale_bar(page)["top"]]
            assert min(c["size"] for c in body) >= 7.0, name
            assert min(c["size"] for c in page["chars"]) >= 6.0, name


def _cmp_build():
    """``tools/cmp_build.py`` (a script, not a module of the package)."""
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "tools" / "cmp_build.py"
    spec = importlib.util.spec_from_file_location("cmp_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_build_matches_its_golden_manifest(built: tuple[dict, Path]) -> None:
    """Every file ``kitgen build all`` writes is the one of the golden manifest, to the
    byte (the PDFs' dates and document ids aside): a change that alters a printed file is
    seen here, and a deliberate one rewrites the manifest with ``make golden``."""
    tool = _cmp_build()
    golden = tool.read_manifest()
    assert len(golden) > 100  # the manifest was read
    problems = tool.against_manifest(built[1], golden)
    assert problems == [], (
        f"{len(problems)} files differ from tests/golden/build-all.sha256 — if the change is "
        "meant, run make golden and commit the manifest: " + "; ".join(problems[:10])
    )


def test_the_golden_check_sees_a_changed_file(tmp_path: Path) -> None:
    tool = _cmp_build()
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.svg").write_text("<svg/>", encoding="utf-8")
    pdf = b"%PDF-1.4 /CreationDate (D:20260101000000+00'00') /ID [<ab> <cd>] body"
    (tmp_path / "a" / "y.pdf").write_bytes(pdf)
    golden = tool.manifest(tmp_path)
    assert tool.against_manifest(tmp_path, golden) == []
    dated = pdf.replace(b"20260101", b"20270707").replace(b"<ab>", b"<ef>")
    (tmp_path / "a" / "y.pdf").write_bytes(dated)  # another day, another id: the same
    assert tool.against_manifest(tmp_path, golden) == []
    (tmp_path / "a" / "x.svg").write_text("<svg />", encoding="utf-8")
    (tmp_path / "a" / "z.png").write_bytes(b"png")
    (tmp_path / "a" / "y.pdf").unlink()
    assert tool.against_manifest(tmp_path, golden) == [
        "differs: a/x.svg",
        "new: a/z.png",
        "missing: a/y.pdf",
    ]
