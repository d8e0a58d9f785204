"""What a careless or hostile user gives kitgen: files in the wrong encoding or empty, paths
that run through a file or hold a line break, values of 100,000 characters, a plot that
cannot be written after an hour's run. Each: exit 2, one ``error:`` line naming the problem
and the fix, in the run's language."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kitgen.core.errors import KitgenError
from kitgen.core.messages import languages

from .helpers import kitgen_proc, refused


@pytest.fixture
def game(kitgen, tmp_path: Path) -> Path:
    path = tmp_path / "g.json"
    assert kitgen("game", "new", path, "--players", "Ann,Bob").code == 0
    return path


# -- encodings and empty files ----------------------------------------------------------------


def test_a_byte_order_mark_is_skipped(kitgen, game: Path, tmp_path: Path) -> None:
    """Windows Notepad may save UTF-8 with a byte order mark: the file still reads."""
    game.write_bytes(b"\xef\xbb\xbf" + game.read_bytes())
    assert kitgen("game", "show", game).code == 0
    rules = tmp_path / "rules.toml"
    rules.write_bytes(b"\xef\xbb\xbforder = 'left'\n")
    done = kitgen("check", "1+1×10=100", "--rules", rules)  # left to right: (1+1)×10
    assert done.code == 0, (done.out, done.err)


def test_utf16_and_other_encodings_say_save_as_utf8(kitgen, game: Path, tmp_path: Path) -> None:
    text = game.read_text("utf-8")
    utf16 = tmp_path / "utf16.json"
    utf16.write_text(text, encoding="utf-16")  # with its byte order mark
    refused(kitgen("game", "show", utf16), "it is UTF-16 text — save it as UTF-8")
    bare = tmp_path / "bare.toml"
    bare.write_bytes("order = 'left'\n".encode("utf-16-le"))  # no mark: valid UTF-8 with NULs
    refused(kitgen("check", "1=1", "--rules", bare), "it is UTF-16 text — save it as UTF-8")
    latin = tmp_path / "latin.toml"
    latin.write_bytes("name = 'Stæða'\n".encode("latin-1"))
    refused(kitgen("check", "1=1", "--rules", latin), "not UTF-8 text — save it as UTF-8")
    nl = refused(kitgen("game", "show", utf16, "--lang", "nl"))
    assert "UTF-16" in nl and "save" not in nl and "text" not in nl, nl


def test_an_empty_json_file_says_it_is_empty(kitgen, tmp_path: Path) -> None:
    empty = tmp_path / "g.json"
    empty.write_text("  \n", encoding="utf-8")
    refused(kitgen("game", "show", empty), f"game file {empty} is empty")
    refused(kitgen("code", "match", "show", empty), f"match file {empty} is empty")


def test_an_infinite_json_number_is_refused_as_read(kitgen, game: Path) -> None:
    data = json.loads(game.read_text("utf-8"))
    data["tiles"]["faces"][0]["points"] = 1.5  # a float the parser reads
    text = json.dumps(data).replace("1.5", "1e999")
    game.write_text(text, encoding="utf-8")
    refused(kitgen("game", "show", game), "the number 1e999 is too large", "no number is infinite")


# -- the parsers' and the system's reasons in the players' language ---------------------------


@pytest.mark.parametrize(
    ("toml", "english", "words"),
    [
        ("x = = 1\n", "Invalid value", ["regel 1, kolom 5"]),
        ("x = [1\n", "Unclosed array", ["einde van het bestand"]),
        ("[a]\n[a]\n", "Cannot declare", ["'a'", "regel 2"]),
    ],
)
def test_toml_errors_in_the_players_language(kitgen, tmp_path: Path, toml, english, words):
    rules = tmp_path / "rules.toml"
    rules.write_text(toml, encoding="utf-8")
    said = refused(kitgen("check", "1=1", "--rules", rules))
    assert english in said and "(at " not in said, said
    dutch = refused(kitgen("check", "1=1", "--rules", rules, "--lang", "nl"), *words)
    assert english not in dutch and " at " not in dutch and "line" not in dutch, dutch


@pytest.mark.parametrize("code", languages()[1:])
@pytest.mark.parametrize("number", [errno.EIO, errno.ELOOP, errno.EDQUOT, errno.EINVAL])
def test_the_systems_reasons_in_the_players_language(code: str, number: int) -> None:
    from kitgen.core.messages import use_language
    from kitgen.files.targets import os_reason

    english = os.strerror(number)
    with use_language(code):
        said = os_reason(OSError(number, english))
    assert said and said != english


# -- paths ------------------------------------------------------------------------------------


def test_a_path_through_a_file_names_the_file(kitgen, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("x", encoding="utf-8")
    for argv in (
        ["tiles", "--out", notes],
        ["game", "new", notes / "g.json", "--players", "Ann,Bob"],
        ["lab", "binary", "--games", "1", "--plot", notes / "deeper" / "p.png"],
    ):
        refused(kitgen(*argv), f"{notes} is a file, not a folder", "give a path through folders")
    nl = refused(kitgen("tiles", "--out", notes, "--lang", "nl"), str(notes))
    assert "not a folder" not in nl and "Not a directory" not in nl, nl


def test_a_line_break_in_a_path_stays_one_line(kitgen, tmp_path: Path) -> None:
    odd = tmp_path / "new\nline"
    refused(kitgen("game", "new", odd / "g.json", "--players", "Ann,Bob"), "new\\nline")
    done = kitgen("tiles", "--out", odd / "\x1b[31mred")
    assert done.code == 0, done.err
    lines = done.out.splitlines()
    assert len(lines) == 2 and all(line.startswith("wrote ") for line in lines), lines
    assert "\x1b" not in done.out and "\\x1b[31mred" in done.out, done.out
    assert len(list((odd / "\x1b[31mred").iterdir())) == 2  # the files carry the real name


def test_a_lock_in_a_folder_that_cannot_be_written_says_nothing_was_written(
    tmp_path: Path, monkeypatch
) -> None:
    """A new game in a folder the user may not write in: no old file to speak of."""
    from kitgen.cli.app import run
    from kitgen.files import locking

    real_open = os.open

    def refuse_locks(path, flags, *args, **kwargs):
        if str(path).endswith(".kitgen-lock"):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(locking.os, "open", refuse_locks)
    with pytest.raises(KitgenError) as new, locking.changing(tmp_path / "new.json"):
        pass
    assert "nothing was written" in str(new.value) and "old file" not in str(new.value)
    old = tmp_path / "old.json"
    old.write_text("{}", encoding="utf-8")
    with pytest.raises(KitgenError, match="the old file is intact"), locking.changing(old):
        pass
    assert run(["game", "new", str(tmp_path / "g.json"), "--players", "Ann,Bob"]) == 2


def test_a_plot_that_cannot_be_written_is_refused_before_the_run(kitgen, tmp_path, monkeypatch):
    from kitgen.api import lab

    def no_games(*args, **kwargs):
        raise AssertionError("the games were played before the plot file was checked")

    monkeypatch.setattr(lab, "run_games", no_games)  # every game's lab plays through it
    fifo = tmp_path / "p.png"
    os.mkfifo(fifo)
    notes = tmp_path / "notes.txt"
    notes.write_text("x", encoding="utf-8")
    refused(kitgen("lab", "binary", "--games", "2", "--plot", fifo), "it is a FIFO")
    refused(kitgen("lab", "icecream", "--games", "2", "--plot", notes / "p.png"), "not a folder")
    refused(kitgen("lab", "staeda", "--deals", "2", "--plot", tmp_path), ".png")


# -- long and odd values ----------------------------------------------------------------------


def test_a_value_of_100000_characters_gives_a_short_message(kitgen, game: Path) -> None:
    long = "x" * 100_000
    for argv in (
        ["tiles", "--paper", long],
        ["check", "1=1", "--order", long],
        ["game", "play", game, "8H 1+1=10", "--player", long],
    ):
        said = refused(kitgen(*argv), "xxx…xxx")
        assert len(said) < 400, len(said)


def test_long_values_are_cut_everywhere(kitgen, tmp_path: Path) -> None:
    """Codes, command lines and a lab result past the promised 100 characters (#35: a code
    of 1,000 ones was quoted whole, 2 KB; a --balance file of 200,000 keys made 3 MB)."""
    ones = "1" * 1000
    for argv in (
        ["code", "bot", ones],
        ["code", "feedback", "x" * 1000, "1234"],
        ["code", "hint", ones],  # an extra argument, quoted by the parser's message
        ["code", "hint", "--x" + ones],
        ["code" + ones],
    ):
        said = refused(kitgen(*argv), "…")  # each value quoted: at most 100 characters
        assert "1" * 101 not in said and "x" * 101 not in said, argv[:2]
    for argv in (["code", "validate", ones], ["code", "feedback", ones, "1234"]):
        answer = kitgen(*argv)  # answers: not a legal code
        assert answer.code == 1 and "…" in answer.out and "1" * 101 not in answer.out, argv[:2]
    from kitgen.games.binary.rules import Rules
    from kitgen.maker.cards.binary import balance_line

    measured = {**Rules().to_mapping(), **{f"k{i}": 1 for i in range(200_000)}}
    path = tmp_path / "lab.json"
    path.write_text(json.dumps({"game": "binary", "games": 100, "rules": measured}), "utf-8")
    with pytest.raises(KitgenError) as refusal:
        balance_line(path, Rules().to_mapping())
    assert "other house rules" in str(refusal.value) and len(str(refusal.value)) < 500


def test_a_file_written_is_named_escaped(kitgen, tmp_path: Path) -> None:
    folder = tmp_path / "new\nline"
    result = kitgen("templates", "copy", "tiles", folder)
    assert result.code == 0 and result.out.count("\n") == 1, result.out
    assert "new\\nline" in result.out
    again = kitgen("templates", "copy", "tiles", folder)
    refused(again, "new\\nline", "already exists")


def test_the_systems_words_are_not_passed_on_where_they_mislead(kitgen) -> None:
    """``/proc`` takes no new folder, which the system calls "No such file or directory"."""
    said = refused(kitgen("serve", "--data", "/proc", "--port", "0"), "/proc")
    assert "no folder can be made in it" in said and "No such file" not in said


def test_a_plot_makes_no_home_folder(tmp_path: Path) -> None:
    """matplotlib made ``$HOME/.config/matplotlib`` — the home folder itself included."""
    home = tmp_path / "gone"
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "XDG_CONFIG_HOME")}
    done = kitgen_proc(
        "lab", "icecream", "--games", "2", "--modes", "easy", "--levels", "knuth", "--jobs", "1",
        "--plot", tmp_path / "p.png", env={**env, "HOME": str(home)},
    )  # fmt: skip
    assert (done.returncode, done.stderr) == (0, "")
    assert (tmp_path / "p.png").stat().st_size > 1000 and not home.exists()


def test_a_missing_player_in_a_game_file_reads_as_json(kitgen, game: Path) -> None:
    data = json.loads(game.read_text("utf-8"))
    data["moves"] = [{}]
    game.write_text(json.dumps(data), encoding="utf-8")
    said = refused(kitgen("game", "show", game), "recorded for null")
    assert "None" not in said


def test_a_lab_result_naming_unknown_bots_is_refused(tmp_path: Path) -> None:
    """The bots go onto the printed card: only the lab's own levels, 2 to 4 of them."""
    from kitgen.games.binary.rules import Rules
    from kitgen.maker.cards.binary import balance_line

    rules = Rules().to_mapping()
    result = {
        "game": "binary",
        "games": 100,
        "rules": rules,
        "bots": ["greedy", "greedy"],
        "figures": {"first_player_wins": {"value": 0.5, "low": 0.4, "high": 0.6}},
    }
    path = tmp_path / "lab.json"
    path.write_text(json.dumps(result), encoding="utf-8")
    assert "(greedy, greedy)" in balance_line(path, rules)
    for bots in (["gr\u001b[31m", "\n"], [], ["greedy"] * 5, ["Greedy", "greedy"]):
        path.write_text(json.dumps({**result, "bots": bots}), encoding="utf-8")
        with pytest.raises(KitgenError, match="random, greedy, strong"):
            balance_line(path, rules)


def test_the_command_line_process_gives_one_line_for_each(tmp_path: Path) -> None:
    """The same, as a shell runs it: no traceback for a file that is not UTF-8 text."""
    rules = tmp_path / "rules.toml"
    rules.write_bytes(b"\xff\xfe" + "order = 'left'\n".encode("utf-16-le"))
    done = kitgen_proc("check", "1=1", "--rules", rules, "--lang", "ru")
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "UTF-16" in done.stderr and "Traceback" not in done.stderr


def test_a_missing_file_suggests_a_command_to_copy(kitgen, tmp_path: Path) -> None:
    """The command in "start one with: …" runs as printed: quoted for the shell, one line."""
    spaced = tmp_path / "my game.json"
    refused(kitgen("game", "show", spaced), f"start one with: kitgen game new '{spaced}'")
    odd = tmp_path / "\x1b[31mm.json"
    said = refused(kitgen("code", "match", "show", odd), "kitgen code match new $'", "\\x1b[31mm")
    assert "\x1b" not in said
    bell = tmp_path / "r\x07.toml"
    bell.write_text("[staeda]\nwhole_numbers = 1\n", encoding="utf-8")
    said = refused(kitgen("staeda", "targets", "3", "4", "5", "--rules", bell), "r\\x07.toml")
    assert "\x07" not in said


def _run_as_printed(said: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """The command after "start one with: " in ``said``, typed into bash as printed (with
    ``kitgen`` on its PATH), in ``folder``."""
    command = said.split("start one with: ", 1)[1].rstrip("\n")
    assert command.isascii() and command.isprintable(), command  # typed on any keyboard
    tools = folder / "bin"
    tools.mkdir(exist_ok=True)
    (tools / "kitgen").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m kitgen "$@"\n')
    (tools / "kitgen").chmod(0o755)
    env = {**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}"}
    return subprocess.run(
        ["bash", "-c", command],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        errors="backslashreplace",
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    "name",
    [b"caf\xe9.json", b"x\xff y.json", b"it's\x1b[31m.json", b"back\\slash\x07.json"],
    ids=["latin-1", "undecodable-and-space", "quote-and-escape", "backslash-and-bell"],
)
def test_a_suggested_command_for_a_name_the_locale_cannot_decode_runs_as_printed(
    tmp_path: Path, name: bytes
) -> None:
    """A file name in bytes the locale cannot decode (Latin-1 in a UTF-8 locale) was printed
    as 'caf\\udce9.json', which typed makes a file of that name: now the shell's $'…' with
    the bytes, which bash runs to make the very file asked for."""
    game = os.fsdecode(tmp_path / os.fsdecode(name))
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    done = kitgen_proc("game", "show", game, env=env)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert f"kitgen game new $'{os.fsencode(str(tmp_path)).decode()}/" in done.stderr
    ran = _run_as_printed(done.stderr, tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert name in os.listdir(os.fsencode(tmp_path))  # the name asked for, byte for byte


def test_a_name_that_starts_with_a_dash_is_suggested_as_a_path(tmp_path: Path) -> None:
    """``-x.json`` typed after ``kitgen game new`` is an option: the suggestion says
    ``./-x.json``, and runs as printed."""
    done = kitgen_proc("game", "show", "--", "-x.json", cwd=tmp_path)
    assert done.stderr.endswith("start one with: kitgen game new ./-x.json\n"), done.stderr
    ran = _run_as_printed(done.stderr, tmp_path)
    assert ran.returncode == 0 and (tmp_path / "-x.json").is_file(), ran.stderr


def test_a_file_named_dash_is_refused_as_standard_input_or_output(kitgen, tmp_path, monkeypatch):
    """``-`` is standard input or output to many programs, but a game file is written and
    read back, and no kitgen command reads or writes a stream by a name: refused before
    anything is written, wherever a file or folder is named, naming ./- for one of that
    name (which is made)."""
    monkeypatch.chdir(tmp_path)
    for argv in (["game", "new", "-"], ["code", "match", "new", "-", "--players", "Ann,Bo"],
                 ["tournament", "new", "-", "--players", "Ann,Bob,Cy"], ["game", "show", "-"],
                 ["tiles", "--out", "-"], ["templates", "copy", "tiles", "-"],
                 ["check", "1=1", "--rules", "-"]):  # fmt: skip
        said = refused(kitgen(*argv), "'-' is standard input or output", "give a path (./- ")
        assert not (tmp_path / "-").exists(), said
    assert kitgen("game", "new", "./-").code == 0 and (tmp_path / "-").is_file()
    assert kitgen("game", "show", "./-").code == 0
    for lang in languages():
        refused(kitgen("game", "new", "-", "--lang", lang), "./-")


def test_a_long_or_odd_kitgen_lang_gives_a_short_line() -> None:
    for value in ("x" * 100_000, "nl\x1b[2J"):
        done = kitgen_proc("check", "1=1", env={**os.environ, "KITGEN_LANG": value})
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr[:300]
        assert len(done.stderr) < 400 and "\x1b" not in done.stderr, done.stderr[:300]


@pytest.mark.parametrize("kit", ["../escape", "/tmp/elsewhere", "", "a\nb", "all", "a/b"])
def test_a_build_file_s_kit_names_a_folder_inside_out(kitgen, tmp_path: Path, kit: str) -> None:
    """A kit's name is its folder inside --out: "../escape" wrote beside it, an absolute name
    anywhere, "" into --out itself, and "all" was listed twice ("choose one of: all, all")."""
    build = tmp_path / "build.toml"
    build.write_text(f'[{json.dumps(kit)}]\nsteps = [{{ command = "tiles" }}]\n', "utf-8")
    out = tmp_path / "deep" / "out"
    said = refused(kitgen("build", "all", "--file", build, "--out", out))
    assert "cannot name a folder inside the output folder" in said, said
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["build.toml"]
