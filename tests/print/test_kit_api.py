"""``kitgen.make`` and ``kitgen.build`` called directly: what they write, measured from the files.

Each kit command of the CLI is one call of the library (``kitgen.make("board binary", out,
laser=True)``); its answer's ``as_json()`` is exactly what the command prints with ``--json``.
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest

import kitgen
import kitgen as kitgen_api  # the fixture ``kitgen`` runs the command line
from kitgen.api.build import Step, build, build_steps, run_steps
from tests.icecream_kit.measure import cuts, pdf_words, sheet_size

A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)
MM_PER_PT = 25.4 / 72


def pdf_pages(path: Path) -> list[tuple[float, float]]:
    """Each page's size in mm, read with pdfium."""
    pdf = pypdfium2.PdfDocument(path)
    try:
        return [(w * MM_PER_PT, h * MM_PER_PT) for w, h in (page.get_size() for page in pdf)]
    finally:
        pdf.close()


def names(made: kitgen.Made) -> list[str]:
    return [f.path.name for f in made.files]


def same_size(pages: list[tuple[float, float]], size: tuple[float, float]) -> bool:
    return all(abs(w - size[0]) < 0.01 and abs(h - size[1]) < 0.01 for w, h in pages)


# -- tokens -----------------------------------------------------------------------------------


def test_tokens_with_backs_and_pegs_on_a4(tmp_path: Path) -> None:
    """144 tokens (8 flavours x 18) of 19 mm with 2 mm of bleed for the backs: circles of
    23 mm, 0.5 mm apart (a 23.5 mm pitch). Across the 200 mm between the margins 8 fit a row,
    the odd rows shifted half a pitch (23 + 7 x 23.5 + 11.75 = 199.25 mm; a ninth needs
    222.75); rows are 23.5 x sqrt(3)/2 = 20.35 mm apart, and the 287 mm of the page within
    its margins, less header and footer, takes more than 9 rows (186 mm) and fewer than 17
    (369 mm): 72 to 136 tokens a page, so 144 take 2 pages, each with its back."""
    made = kitgen.make("tokens", tmp_path, backs=True, pegs=True)
    assert names(made) == [
        "icecream-tokens-a4.pdf",
        "icecream-tokens-a4-fronts.pdf",
        "icecream-tokens-a4-backs.pdf",
        "icecream-pegs-a4.pdf",
    ]
    pages = {f.path.name: pdf_pages(f.path) for f in made.files}
    assert [len(p) for p in pages.values()] == [4, 2, 2, 1]
    assert all(same_size(p, A4) for p in pages.values())
    assert [f.pages for f in made.files] == [4, 2, 2, 1]
    # every token shows its flavour's letter in large type, once a side
    letters = pdf_words(tmp_path / "icecream-tokens-a4-fronts.pdf", 14.0)
    assert sum(letters.values()) == 144
    assert sorted(letters.values()) == [18] * 8


def test_tokens_laser_on_a_glowforge_bed(tmp_path: Path) -> None:
    made = kitgen.make("tokens", tmp_path, laser=True, bed="glowforge")
    svgs = [f.path for f in made.files if f.kind == "laser"]
    assert [p.name for p in svgs] == ["icecream-tokens-laser-glowforge.svg"]
    assert sheet_size(svgs[0]) == (495.0, 279.0)
    # 144 token circles cut at 19 mm + kerf 0.1 (the cut line runs outside the part)
    circles = [c for c in cuts(svgs[0]) if abs(c.width - 19.1) < 0.01]
    assert len(circles) == 144
    assert made.figures["sheets"] == 1 and made.figures["bed_mm"] == [495.0, 279.0]


def test_tokens_refuse_two_kits_at_once_before_reading_the_spec(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-spec.toml"
    with pytest.raises(kitgen.KitgenError, match="are different kits — choose one of them"):
        kitgen.make("tokens", tmp_path, backs=True, laser=True, spec=missing)
    with pytest.raises(kitgen.KitgenError, match="--kerf is a laser setting — add --laser"):
        kitgen.make("tokens", tmp_path, kerf=0.2, spec=missing)
    assert list(tmp_path.iterdir()) == []


# -- boards -----------------------------------------------------------------------------------


def test_board_binary_poster_and_single_page(tmp_path: Path) -> None:
    """The board: 15 squares of 20 mm and a 12 mm label band each side, 324 mm; an A4 page
    prints 200 x 287 mm of it, so the poster is 2 x 2 pages."""
    poster = kitgen.make("board binary", tmp_path)
    assert names(poster) == ["binary-board-poster-a4.pdf"]
    pages = pdf_pages(tmp_path / "binary-board-poster-a4.pdf")
    assert len(pages) == 4 and same_size(pages, A4)
    one = kitgen.make("board binary", tmp_path, single_page=True, paper="letter")
    assert names(one) == ["binary-board-letter.pdf"]
    pages = pdf_pages(tmp_path / "binary-board-letter.pdf")
    assert len(pages) == 1 and same_size(pages, LETTER)


def test_board_binary_laser_split_for_a_k40(tmp_path: Path) -> None:
    """324 mm does not fit 300 or 200 mm: 2 x 2 parts, each with a frame part beside it."""
    made = kitgen.make("board binary", tmp_path, laser=True)
    assert names(made) == [
        *(f"binary-board-laser-k40-{n}.svg" for n in range(1, 5)),
        *(f"binary-board-frame-laser-k40-{n}.svg" for n in range(1, 5)),
        "binary-board-cut-list.md",
    ]
    for f in made.files[:8]:
        assert sheet_size(f.path) == (300.0, 200.0)
    figures = made.figures
    assert (figures["parts"], figures["parts_across"], figures["parts_down"]) == (4, 2, 2)
    assert figures["sheets"] == 8 and figures["frame_parts"] == 4


def test_board_binary_laser_whole_on_a_big_bed(tmp_path: Path) -> None:
    made = kitgen.make("board binary", tmp_path, laser=True, bed="lightburn-600x400")
    assert names(made) == ["binary-board-laser-lightburn-600x400.svg"]
    assert sheet_size(made.files[0].path) == (600.0, 400.0)
    assert made.figures["parts"] == 1 and "dowels" not in made.figures


def test_board_icecream_paper_and_laser(tmp_path: Path) -> None:
    paper = kitgen.make("board icecream", tmp_path, paper="letter")
    assert names(paper) == ["icecream-board-letter.pdf", "icecream-pedestal-letter.pdf"]
    for f in paper.files:
        pages = pdf_pages(f.path)
        assert len(pages) == 1 and same_size(pages, LETTER)
    laser = kitgen.make("board icecream", tmp_path / "laser", laser=True, kerf=0.15)
    assert [f.kind for f in laser.files] == ["laser", "laser", "laser", "cut-list"]
    # 10 rows of 4 spots: 40 token holes, cut at 19 + 0.4 clearance - 0.15 kerf = 19.25 mm, on
    # the top plate's sheet; the pedestal, packed with the plates, has its 4 on the third
    boards = [f.path for f in laser.files if "board-laser" in f.path.name]
    holes = [sum(abs(c.width - 19.25) < 0.01 for c in cuts(p)) for p in boards]
    assert holes == [40, 0, 4]
    assert laser.figures["thickness_mm"] == 3.0 and laser.figures["fit_mm"] == 0.1


# -- calibration ------------------------------------------------------------------------------


def test_calibrate_duplex_is_two_pages_of_the_paper(tmp_path: Path) -> None:
    made = kitgen.make("calibrate duplex", tmp_path, paper="letter", back_offset="1,-0.5")
    assert names(made) == ["calibrate-duplex-letter.pdf"]
    assert made.files[0].kind == "calibration"
    pages = pdf_pages(made.files[0].path)
    assert len(pages) == 2 and same_size(pages, LETTER)


def test_calibrate_laser_slots_run_from_the_thickness_less_0_2_to_plus_0_3(tmp_path) -> None:
    made = kitgen.make("calibrate laser", tmp_path, thickness=3.2, kerf=0.15)
    assert names(made) == ["laser-fit-test-3.2mm.svg"]
    widths = made.figures["slot_widths_mm"]
    assert widths[0] == pytest.approx(3.0) and widths[-1] == pytest.approx(3.5)
    assert len(widths) == 11  # 0.05 mm apart
    assert sheet_size(made.files[0].path) == tuple(made.figures["size_mm"])
    assert (made.figures["thickness_mm"], made.figures["kerf_mm"]) == (3.2, 0.15)
    # the token hole: 19 mm + 0.4 mm clearance
    assert made.figures["token_hole_mm"] == pytest.approx(19.4)


# -- build ------------------------------------------------------------------------------------


def test_build_lists_a_file_two_steps_write_once_where_it_was_first_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_command_line(argv: list[str]) -> int:
        raise AssertionError(f"a library step ran on the command line: {argv}")

    monkeypatch.setattr("kitgen.cli.app.run", no_command_line)
    steps = [Step("tiles", {"paper": "a4"}), Step("tiles", {"magnetic": True, "paper": "a4"})]
    made = run_steps(steps, tmp_path)
    assert names(made) == [
        "binary-tiles-a4.pdf",
        "binary-count-sheet-a4.pdf",
        "binary-tiles-magnetic-a4.pdf",
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names(made))


def test_build_steps_are_the_commands_you_would_type() -> None:
    assert kitgen.build is build
    steps = build_steps("icecream")
    assert steps[0].command_line == "kitgen tokens --paper a4 --backs --pegs --preview"
    assert steps[0].options == {"paper": "a4", "backs": True, "pegs": True, "preview": True}
    assert "kitgen calibrate laser --preview --format lbrn2" in [s.command_line for s in steps]
    every = build_steps("all")
    assert len(every) == len(build_steps("binary")) + len(steps) + len(build_steps("staeda"))
    with pytest.raises(kitgen.KitgenError, match="unknown kit 'chess'"):
        build_steps("chess")


def test_a_failed_library_step_says_which(tmp_path: Path) -> None:
    with pytest.raises(kitgen.KitgenError) as caught:
        run_steps([Step("board binary", {"square": 70})], tmp_path)
    assert str(caught.value) == (
        "step 'kitgen board binary --square 70' failed (exit 2): --square 70 mm is out of "
        "range — give 8 to 60 mm (20 mm takes the standard 19 mm tiles)"
    )


# -- the library's answer is the command line's --json --------------------------------------

SAME_ANSWER = [
    ("tokens", {"magnetic": True, "pegs": True}, ["--magnetic", "--pegs"]),
    ("tokens", {"layout": "gutterfold", "pegs": True}, ["--layout", "gutterfold", "--pegs"]),
    ("board binary", {"laser": True, "bed": "200x200"}, ["--laser", "--bed", "200x200"]),
    ("board icecream", {"laser": True, "fit": 0.2}, ["--laser", "--fit", "0.2"]),
    ("board icecream", {"paper": "letter"}, ["--paper", "letter"]),
    ("calibrate duplex", {"back_offset": "1,-0.5"}, ["--back-offset", "1,-0.5"]),
    ("calibrate laser", {"kerf": 0.15}, ["--kerf", "0.15"]),
]


@pytest.mark.parametrize(("command", "options", "args"), SAME_ANSWER)
def test_make_answers_what_the_command_prints_with_json(
    kitgen, tmp_path: Path, command: str, options: dict, args: list[str]
) -> None:
    made = kitgen_api.make(command, tmp_path, **options)
    printed = kitgen(*command.split(), *args, "--out", tmp_path, "--json")
    assert printed.code == 0, printed.err
    assert made.as_json() == printed.json()


def test_build_answers_what_kitgen_build_prints_with_json(kitgen, tmp_path: Path) -> None:
    made = build("staeda", tmp_path)
    printed = kitgen("build", "staeda", "--out", tmp_path, "--json")
    assert printed.code == 0, printed.err
    assert made.as_json() == printed.json()
    assert len(made.files) == 6
