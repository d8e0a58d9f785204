"""What the cards and sheets say, against the rules pages: the ice cream worked example follows
the mode printed, the Stæða score sheet has a column group per player (2 to 6, default 6)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from tests.cards.pdftext import pdf_text


def make(kitgen, tmp_path: Path, *args: str) -> Path:
    result = kitgen("cards", *args, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    return Path(result.json()["files"][0]["path"])


# Worked out by hand from shared/rules/icecream.md. By position: brown where the spot matches;
# then left to right, beige while the flavour still has unmatched copies in the code.
# Counts: brown = exact spots; beige = sum over flavours of min(code, guess) − brown.
EN_POS = "by position → empty, brown, beige, empty"
EN_COUNTS = "counts only → 1 brown, 1 beige, in any holes."
EXAMPLES = [
    # code 1 2 3 4, guess 2 2 1 1: spot 2 exact; spot 3's 1 is in the code; 2 and 1 used up.
    (["--mode", "easy"], "en", f"Code 1 2 3 4, guess 2 2 1 1, {EN_POS}."),
    (
        ["--mode", "easy"],
        "et",
        "Kood 1 2 3 4, pakkumine 2 2 1 1, asukoha täpsusega → tühi, pruun, beež, tühi.",
    ),
    # medium: 3 spots. brown 1 (spot 2); min(1,2) for 2 + min(1,1) for 1 = 2, beige 2 − 1 = 1.
    (["--mode", "medium"], "en", f"Code 1 2 3, guess 2 2 1, {EN_COUNTS}"),
    (["--mode", "hard"], "en", f"Code 1 2 3 4, guess 2 2 1 1, {EN_COUNTS}"),
    (
        [],
        "et",
        "Kood 1 2 3 4, pakkumine 2 2 1 1, ainult arv → 1 pruun, 1 beež, suvalistesse aukudesse.",
    ),
    # hard switched to pegs by position
    (["--mode", "hard", "--feedback", "position"], "en", f"guess 2 2 1 1, {EN_POS}."),
    # easy with 5 spots: code 1 2 3 4 5, guess 2 2 1 1 1 -> the last two 1s find no copy left.
    (
        ["--mode", "easy", "--length", "5"],
        "en",
        f"Code 1 2 3 4 5, guess 2 2 1 1 1, {EN_POS}, empty.",
    ),
    # 6 spots of 4 flavours (any repeats): code 1 2 3 4 3 4; brown 1, min(1,2) + min(1,4) = 2.
    (
        ["--mode", "hard", "--length", "6", "--flavours", "4", "--any-repeats"],
        "en",
        f"Code 1 2 3 4 3 4, guess 2 2 1 1 1 1, {EN_COUNTS}",
    ),
]


@pytest.mark.parametrize(("flags", "lang", "sentence"), EXAMPLES)
def test_the_ice_cream_example_follows_the_mode_printed(kitgen, tmp_path, flags, lang, sentence):
    text = pdf_text(make(kitgen, tmp_path, "icecream", *flags, "--lang", lang, "--copies", "1"))
    assert sentence in text
    counts = "counts only" in sentence or "ainult arv" in sentence
    other = (
        ("by position →", "asukoha täpsusega →") if counts else ("counts only →", "ainult arv →")
    )
    assert not any(words in text for words in other)


PEG_FILLS = {(0.42, 0.243, 0.149): "brown", (0.89, 0.796, 0.627): "beige", (1.0, 1.0, 1.0): "-"}


def _peg_row(path: Path) -> str:
    """The pegs drawn in the example, left to right: the circles smaller than the tokens."""
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            circles = [
                c
                for c in page.curves
                if abs((c["x1"] - c["x0"]) - (c["bottom"] - c["top"])) < 0.05 and c["fill"]
            ]
            if not circles:
                continue
            token = max(c["x1"] - c["x0"] for c in circles)
            pegs = sorted(
                (c for c in circles if c["x1"] - c["x0"] < 0.7 * token), key=lambda c: c["x0"]
            )
            fills = [tuple(round(v, 3) for v in c["non_stroking_color"]) for c in pegs]
            return " ".join(PEG_FILLS[f] for f in fills)
    return ""


@pytest.mark.parametrize(
    ("mode", "pegs"), [("easy", "- brown beige -"), ("hard", "brown beige - -")]
)
def test_the_example_draws_the_pegs_of_the_mode(kitgen, tmp_path, mode, pegs):
    # Upright cards (tarot): the pegs' x order is the drawing's left to right.
    path = make(kitgen, tmp_path, "icecream", "--mode", mode, "--size", "tarot", "--copies", "1")
    assert _peg_row(path) == pegs


def test_no_example_when_the_code_is_too_short_for_it(kitgen, tmp_path):
    text = pdf_text(
        make(kitgen, tmp_path, "icecream", "--mode", "easy", "--length", "2", "--copies", "1")
    )
    assert "Worked example" not in text and "by position →" not in text
    assert "Code: 2 spots, flavours 1 to 8" in text


@pytest.mark.parametrize(
    ("args", "players"), [([], 6), (["--columns", "2"], 2), (["--columns", "5"], 5)]
)
@pytest.mark.parametrize("lang", ["en", "is"])
def test_the_staeda_score_sheet_has_a_group_per_player(kitgen, tmp_path, args, players, lang):
    path = make(kitgen, tmp_path, "score-sheets", "staeda", "--lang", lang, *args)
    text = pdf_text(path)
    # The cards-kept header ("Cards kept", "Unnin spil") may wrap: count its first word.
    player, kept = {"en": ("Player", "Cards"), "is": ("Leikmaður", "Unnin")}[lang]
    games = text.count({"en": "Stæða — score sheet", "is": "Stæða — stigablað"}[lang]) - 1  # footer
    assert games >= 2
    for n in range(1, players + 1):
        assert text.count(f"{player} {n}") == games
    assert f"{player} {players + 1}" not in text
    assert text.count(kept) == players * games
