"""What a user who installed kitgen reaches without a checkout: the shipped templates (listed,
copied, taken by name where a file is) and the rules of the three games (``kitgen rules``).

Expected values come from the files in the repository (``templates/``) read here directly,
and from the rules as typed in by hand.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from kitgen.core.options import declarations

REPO = Path(__file__).resolve().parent.parent
TEMPLATES = REPO / "templates"


# -- kitgen templates list / copy -------------------------------------------------------------


def test_the_list_names_every_shipped_template_file_once(kitgen) -> None:
    result = kitgen("templates", "list", "--json")
    assert result.code == 0
    listed = result.json()["templates"]
    # every TOML under templates/, found on disk here (the build list too)
    on_disk = sorted(p.relative_to(TEMPLATES).as_posix() for p in TEMPLATES.rglob("*.toml"))
    assert len(listed) == len(on_disk) >= 12
    names = [t["name"] for t in listed]
    assert len(set(names)) == len(names)
    for expected in ("tiles", "tiles-xor", "board", "icecream-kit", "laser-materials"):
        assert expected in names
    assert {t["name"] for t in listed if t["kind"] == "card texts"} == {
        "cards-" + p.removeprefix("cards/").removesuffix(".toml").replace(".", "-")
        for p in on_disk
        if p.startswith("cards/")
    }
    text = kitgen("templates", "list").out
    assert text.splitlines()[0].split()[0] == "tiles"
    assert "kitgen templates copy NAME [DIR]" in text


def test_copy_writes_the_shipped_file_byte_for_byte(kitgen, tmp_path: Path) -> None:
    result = kitgen("templates", "copy", "tiles-xor", tmp_path / "mine", "--json")
    assert result.code == 0
    copy = tmp_path / "mine" / "tiles-xor.toml"
    assert result.json()["path"] == str(copy)
    assert copy.read_bytes() == (TEMPLATES / "binary" / "tiles-xor.toml").read_bytes()
    kit = kitgen("templates", "copy", "icecream-kit", tmp_path)
    assert kit.code == 0 and kit.out.startswith(f"Wrote {tmp_path / 'icecream-kit.toml'}")
    assert (tmp_path / "icecream-kit.toml").read_bytes() == (
        TEMPLATES / "icecream" / "kit.toml"
    ).read_bytes()
    # a card text file keeps the name that tells its game and language
    assert kitgen("templates", "copy", "cards-binary-nl", tmp_path).code == 0
    assert (tmp_path / "binary.nl.toml").is_file()


def test_copy_keeps_an_existing_file_unless_forced(kitgen, tmp_path: Path) -> None:
    target = tmp_path / "board.toml"
    target.write_text("# mine\n", encoding="utf-8")
    result = kitgen("templates", "copy", "board", tmp_path)
    assert result.code == 2
    assert result.err == (
        f"error: {target} already exists — edit it, give another folder, or add --force to "
        "overwrite it\n"
    )
    assert target.read_text(encoding="utf-8") == "# mine\n"
    assert kitgen("templates", "copy", "board", tmp_path, "--force").code == 0
    assert target.read_bytes() == (TEMPLATES / "binary" / "board.toml").read_bytes()


def test_copy_refuses_an_unknown_name_and_a_file_as_folder(kitgen, tmp_path: Path) -> None:
    result = kitgen("templates", "copy", "tilez", tmp_path)
    assert result.code == 2
    assert result.err.startswith("error: unknown template 'tilez' — choose one of: tiles,")
    assert "(did you mean 'tiles'?)" in result.err
    assert result.err.rstrip().endswith("see them with kitgen templates list")
    a_file = tmp_path / "f"
    a_file.write_text("", encoding="utf-8")
    result = kitgen("templates", "copy", "tiles", a_file)
    assert (result.code, result.err) == (
        2,
        f"error: {a_file} is a file, not a folder — give the folder to copy into\n",
    )
    # a device or a FIFO is named as what it is, not "a file" (in every language)
    result = kitgen("templates", "copy", "tiles", "/dev/null")
    assert (result.code, result.err) == (
        2,
        "error: /dev/null is a device, not a folder — give the folder to copy into\n",
    )
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    result = kitgen("templates", "copy", "tiles", fifo, "--lang", "de")
    assert (result.code, result.err) == (
        2,
        f"error: {fifo} ist ein FIFO (benannte Pipe), kein Ordner — gib den Ordner an, in den "
        "kopiert wird\n",
    )


def test_a_copy_is_a_spec_the_commands_take(kitgen, tmp_path: Path) -> None:
    assert kitgen("templates", "copy", "tiles-xor", tmp_path).code == 0
    spec = tmp_path / "tiles-xor.toml"
    spec.write_text(
        spec.read_text(encoding="utf-8").replace("count = 4", "count = 6", 1), encoding="utf-8"
    )
    game = kitgen("game", "new", tmp_path / "g.json", "--spec", spec, "--json")
    assert game.code == 0
    assert game.json()["tiles"] == 106  # 100 standard tiles and 6 XOR tiles, no longer 4


# -- a template's name where a file is taken ---------------------------------------------------


def test_spec_takes_a_template_name(kitgen, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = kitgen("game", "new", "g.json", "--spec", "tiles-xor", "--json")
    assert result.code == 0
    # the rules' 100 tiles and the 4 XOR tiles of the variant; XOR turns the xor rule on
    assert result.json()["tiles"] == 104 and result.json()["rules"]["xor"] is True


def test_a_file_of_that_name_wins_over_the_template(kitgen, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "tiles-xor").write_bytes((TEMPLATES / "binary" / "tiles.toml").read_bytes())
    result = kitgen("game", "new", "g.json", "--spec", "tiles-xor", "--json")
    assert result.code == 0 and result.json()["tiles"] == 100


def test_a_template_of_another_kind_or_no_template_is_refused(kitgen, tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    result = kitgen("game", "new", game, "--spec", "board")
    assert result.code == 2
    assert result.err == (
        "error: the template 'board' is the shipped board spec, for kitgen board binary "
        "--spec — here give a tile spec: a file, or one of: tiles, tiles-xor\n"
    )
    result = kitgen("game", "new", game, "--spec", "tile-xor")
    assert result.code == 2
    assert result.err == (
        "error: 'tile-xor' is neither a file nor a shipped template — give the path of your "
        "tile spec file, or one of: tiles, tiles-xor (did you mean 'tiles-xor'?)\n"
    )
    assert not game.exists()


def test_the_loaders_take_template_names() -> None:
    from kitgen.maker.laser.material import load_material
    from kitgen.maker.specs.board import load_premium_board
    from kitgen.maker.specs.icecream import load_icecream_spec

    kit = load_icecream_spec("icecream-kit")
    assert len(kit.flavours) == 8  # the rules' 8 flavours
    board = load_premium_board("board")
    assert board == load_premium_board()  # the shipped board, by name or by default
    assert load_material("k40", Path("laser-materials")) == load_material("k40")


def test_card_texts_by_template_name(kitgen, tmp_path: Path) -> None:
    import pdfplumber

    result = kitgen(
        "cards", "binary", "--texts", "cards-binary-nl", "--out", tmp_path, "--json", "-q"
    )
    assert result.code == 0
    pdf = Path(result.json()["files"][0]["path"])
    assert ".nl." in pdf.name or "-nl-" in pdf.name
    with pdfplumber.open(pdf) as doc:
        words = doc.pages[0].extract_text()
    # from templates/cards/binary.nl.toml: the Dutch card says "tegels"/"fiches", not "tiles"
    dutch = (TEMPLATES / "cards" / "binary.nl.toml").read_text(encoding="utf-8")
    title = re.search(r'^title = "(.*)"', dutch, re.M)
    assert title is not None and title.group(1) in words


# -- kitgen rules -------------------------------------------------------------------------------


def test_rules_print_the_shipped_page(kitgen) -> None:
    result = kitgen("rules", "binary")
    assert result.code == 0
    page = result.out
    assert page.startswith("# Binary number tiles\n")
    # the tile table, typed in by hand from the rules
    for row in ("| `0` | 28 | 1 |", "| `÷` | 2 | 4 |", "| blank | 3 | 0 |"):
        assert row in page
    # both errata, and the bonus examples
    assert "`100 OR 1 = 101`" in page and "`1000×11=11000`" in page and "`11011`" in page
    assert "bonus 16" in page


@pytest.mark.parametrize(
    ("game", "module", "cls"),
    [
        ("binary", "kitgen.games.binary.rules", "Rules"),
        ("icecream", "kitgen.games.icecream.rules", "HouseRules"),
        ("staeda", "kitgen.games.staeda.rules", "Rules"),
    ],
)
def test_every_house_rule_the_referee_takes_is_on_its_page(kitgen, game, module, cls) -> None:
    import importlib

    page = kitgen("rules", game).out
    for declared in declarations(getattr(importlib.import_module(module), cls)):
        assert declared.name in page or declared.flag in page, (game, declared.name)


def test_rules_json_names_the_game_and_its_language(kitgen) -> None:
    data = kitgen("rules", "icecream", "--json").json()
    assert (data["ok"], data["reason"], data["game"], data["lang"]) == (
        True,
        None,
        "icecream",
        "en",
    )
    assert data["title"] == "Ice cream code"
    assert "8 − 5 = 3 points" in data["rules"]


def test_rules_in_a_language_not_written_yet_say_so(kitgen, tmp_path, monkeypatch) -> None:
    """A language folder with no rules pages yet (here a copy of the Dutch one, "xq"): the
    English page, and a note in the language's own words, no name glued in."""
    import json
    import shutil

    from kitgen.core import speech

    locale = tmp_path / "locale"
    shutil.copytree(speech.LOCALE_DIR / "en", locale / "en")
    shutil.copytree(speech.LOCALE_DIR / "nl", locale / "xq")
    data = json.loads((locale / "xq" / "language.json").read_text(encoding="utf-8"))
    (locale / "xq" / "language.json").write_text(json.dumps({**data, "name": "Xish"}), "utf-8")
    monkeypatch.setattr(speech, "LOCALE_DIR", locale)
    result = kitgen("rules", "staeda", "--lang", "xq", "--json")
    assert result.code == 0
    data = result.json()
    said = "Deze regels zijn nog niet in het Nederlands geschreven: hier zijn ze in het Engels."
    assert data["lang"] == "en" and data["reason"] == said
    text = kitgen("rules", "staeda", "--lang", "xq")
    assert text.err == f"note: {said}\n" and text.out.startswith("# Stæða\n")


def test_rules_of_an_unknown_game(kitgen) -> None:
    result = kitgen("rules", "chess")
    assert (result.code, result.err) == (
        2,
        "error: unknown game 'chess' — choose one of: binary, icecream, staeda\n",
    )
    assert kitgen("rules", "stæða").out.startswith("# Stæða\n")


def test_a_new_game_says_where_its_rules_are(kitgen, tmp_path: Path) -> None:
    result = kitgen("game", "new", tmp_path / "g.json", "--players", "Ann,Bob")
    assert result.out.rstrip().endswith("Rules: the defaults (read them: kitgen rules binary).")


def test_no_shipped_file_cites_a_rules_page_users_do_not_have() -> None:
    for path in [*TEMPLATES.rglob("*.toml"), *(REPO / "kitgen").rglob("*.py")]:
        assert "shared/rules" not in path.read_text(encoding="utf-8"), path


# -- the one vocabulary: stæða, -o, -q ----------------------------------------------------------


def test_staeda_answers_to_its_own_name(kitgen) -> None:
    result = kitgen("stæða", "targets", "3", "4", "5", "--json")
    assert result.code == 0
    # (3+4)×5, (3+5)×4, (4+5)×3, 3×4+5, 3×5+4, 4×5+3
    assert result.json()["targets"] == [17, 19, 23, 27, 32, 35]


def test_dash_o_is_out_and_dash_q_prints_nothing(kitgen, tmp_path: Path) -> None:
    loud = kitgen("calibrate", "duplex", "-o", tmp_path / "a")
    assert loud.code == 0 and str(tmp_path / "a" / "calibrate-duplex-a4.pdf") in loud.out
    quiet = kitgen("calibrate", "duplex", "-o", tmp_path / "b", "-q")
    assert (quiet.code, quiet.out, quiet.err) == (0, "", "")
    assert (tmp_path / "b" / "calibrate-duplex-a4.pdf").read_bytes()[:5] == b"%PDF-"


def test_help_shows_one_placeholder_vocabulary(kitgen) -> None:
    """No parser type beside a placeholder (``<str>``, ``<file_name>``, ``<int>``)."""
    from tests.cli_tree import leaf_commands

    for path in leaf_commands():
        result = kitgen(*path.split(), "--help")
        assert result.code == 0, path
        found = re.findall(r"<[a-z_ ]+>", result.out)
        assert not found, (path, found)


def test_without_cairo_one_warning_per_run_with_each_platforms_fix(
    kitgen, tmp_path: Path, monkeypatch
) -> None:
    import builtins

    from kitgen.api.build import Step, run_steps

    real_import = builtins.__import__

    def no_cairo(name, *args, **kwargs):
        if name == "cairosvg":
            raise OSError("no library called 'cairo-2' was found")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_cairo)
    steps = [
        Step("board binary", {"single_page": True, "preview": True, "paper": paper})
        for paper in ("a4", "letter")
    ]
    made = run_steps(steps, tmp_path)
    assert len(made.warnings) == 1  # two steps with previews, one warning
    warning = made.warnings[0]
    for fix in ("apt-get install libcairo2", "brew install cairo", "Windows: install the GTK"):
        assert fix in warning
    assert "every PDF, SVG and laser file was written" in warning
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "binary-board-a4.pdf",
        "binary-board-letter.pdf",
    ]


def test_the_build_file_is_a_template_to_copy_and_give_back(kitgen, tmp_path, monkeypatch) -> None:
    """``kitgen build --help`` sends an installed kitgen's user to ``templates copy build``:
    it writes the shipped build file, which ``kitgen build --file`` takes back (edited, or
    by the template's name)."""
    monkeypatch.chdir(tmp_path)
    copied = kitgen("templates", "copy", "build")
    assert copied.code == 0, copied.err
    text = (tmp_path / "build.toml").read_text(encoding="utf-8")
    assert 'command = "cards binary"' in text
    (tmp_path / "mine.toml").write_text(
        text.split("[binary]")[0] + '[staeda]\nsteps = [\n  { command = "cards staeda" },\n]\n',
        encoding="utf-8",
    )
    made = kitgen("build", "staeda", "--file", "mine.toml", "--out", "out", "--json")
    assert made.code == 0, made.err
    (only,) = [f["path"].rsplit("/", 1)[-1] for f in made.json()["files"]]  # one step: one file
    assert only.startswith("staeda-rule-card-en-") and only.endswith(".pdf")
    assert kitgen("build", "staeda", "--file", "build", "--out", "o2", "--json").code == 0
    assert "kitgen templates copy build" in kitgen("build", "--help").out
