"""`kitgen build --paper` and `kitgen build --file FILE`: the files built, and every step of a
build file checked before the first one runs."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from tests.print.pdfmeasure import mm

LETTER = (215.9, 279.4)


def _names(result) -> list[str]:
    assert result.code == 0, result.err
    return [Path(f["path"]).name for f in result.json()["files"]]


def test_paper_puts_every_paper_step_on_that_paper(kitgen, tmp_path: Path):
    names = _names(kitgen("build", "staeda", "--paper", "letter", "--out", tmp_path, "--json"))
    # templates/build.toml: the staeda card a6 on a4, poker on letter, is on (a4), score
    # sheets a4, letter, is (a4) — on letter the a4 ones become letter ones, run once each
    assert sorted(names) == [
        "staeda-rule-card-en-a6-letter.pdf",
        "staeda-rule-card-en-poker-letter.pdf",
        "staeda-rule-card-is-a6-letter.pdf",
        "staeda-score-sheet-en-letter.pdf",
        "staeda-score-sheet-is-letter.pdf",
    ]
    for name in names:
        with pdfplumber.open(tmp_path / "staeda" / "letter" / name) as pdf:
            assert {(round(mm(p.width), 1), round(mm(p.height), 1)) for p in pdf.pages} == {LETTER}


def test_a_build_file_of_your_own(kitgen, tmp_path: Path):
    mine = tmp_path / "mine.toml"
    mine.write_text(
        "[duplex]\n"
        'steps = [ { command = "calibrate duplex", paper = "letter" },\n'
        '          { command = "tokens", backs = true, back_offset = "0.5,-0.5" } ]\n'
        "[other]\n"
        'steps = [ { command = "cards score-sheets", game = "staeda" } ]\n',
        "utf-8",
    )
    out = tmp_path / "out"
    result = kitgen("build", "duplex", "--file", mine, "--out", out, "--json")
    assert result.code == 0, result.err
    # the kits of your file are sorted as the shipped ones: OUT/KIT/PAPER (tokens: a4)
    assert [Path(f["path"]).relative_to(out).as_posix() for f in result.json()["files"]] == [
        "duplex/letter/calibrate-duplex-letter.pdf",
        "duplex/a4/icecream-tokens-a4.pdf",
        "duplex/a4/icecream-tokens-a4-fronts.pdf",
        "duplex/a4/icecream-tokens-a4-backs.pdf",
    ]
    everything = kitgen("build", "--file", mine, "--out", out, "--json").json()["files"]
    assert Path(everything[-1]["path"]) == out / "other" / "a4" / "staeda-score-sheet-en-a4.pdf"


def test_a_build_step_prints_in_its_language(kitgen, tmp_path: Path):
    mine = tmp_path / "mine.toml"
    mine.write_text(
        '[k]\nsteps = [ { command = "cards binary", size = "poker", lang = "nl" } ]\n', "utf-8"
    )
    result = kitgen("build", "--file", mine, "--out", tmp_path / "out", "--json")
    assert _names(result) == ["binary-rule-card-nl-poker-a4.pdf"]
    with pdfplumber.open(tmp_path / "out" / "k" / "a4" / "binary-rule-card-nl-poker-a4.pdf") as pdf:
        text = pdf.pages[0].extract_text()
    assert "Voorbereiding" in text and "Setup" not in text  # the Dutch card: "Setup"


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("", "lists no kit"),
        ('[k]\nsteps = "tiles"\n', "kit 'k' has no steps"),
        ('[k]\nsteps = [ { paper = "a4" } ]\n', "kit 'k', step 1 has no command"),
        ('[k]\nsteps = [ { command = "chess" } ]\n', "unknown kit command 'chess'"),
        ('[k]\nsteps = [ { command = "tiles", papr = "a4" } ]\n', "(did you mean 'paper'?)"),
        ('[k]\nsteps = [ { command = "tiles", margin = 90 } ]\n', "--margin 90 mm is out of"),
        (
            '[k]\nsteps = [ { command = "tiles" }, { command = "tiles", laser = true, '
            "backs = true } ]\n",
            "kit 'k', step 2: --laser cuts the tiles",
        ),
        ("[k\n", "is not valid TOML"),
        ('[k]\nsteps = [ { command = "cards binary", lang = "xx" } ]\n', "unknown language 'xx'"),
        ('[k]\nsteps = [ { command = "cards binary", lang = 3 } ]\n', "lang = 3 is not a language"),
    ],
)
def test_a_bad_build_file_is_refused_before_anything_is_built(kitgen, tmp_path, text, needle):
    mine = tmp_path / "mine.toml"
    mine.write_text(text, "utf-8")
    result = kitgen("build", "--file", mine, "--out", tmp_path / "out")
    assert result.code == 2
    assert needle in result.err and "Traceback" not in result.err
    assert not (tmp_path / "out").exists()


def test_a_build_file_is_bounded(kitgen, tmp_path: Path):
    mine = tmp_path / "mine.toml"
    mine.write_text("[k]\nsteps = [" + ", ".join(['{ command = "tiles" }'] * 501) + "]\n")
    result = kitgen("build", "--file", mine, "--out", tmp_path / "out")
    assert result.code == 2 and "more than 500 steps" in result.err
    assert kitgen("build", "--file", "/dev/zero").code == 2


def test_an_unknown_paper_is_refused(kitgen, tmp_path: Path):
    result = kitgen("build", "--paper", "a5", "--out", tmp_path / "out")
    assert result.code == 2
    assert "unknown paper 'a5'" in result.err and "a4, letter" in result.err
