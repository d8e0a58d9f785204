"""Output in any encoding (#35): an 8-bit or ASCII terminal or redirect (``PYTHONIOENCODING``,
as Python on Windows writes a redirect in cp1252) gets every character it lacks in a plain
form, and the exit code of the answer — never a ``UnicodeEncodeError`` (exit 1, for
``check`` the "not correct" code)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from .helpers import kitgen_args

ENCODINGS = ["cp1252", "latin-1", "ascii"]


def _run(encoding: str, *args: str, **env: str) -> tuple[int, bytes, str]:
    done = subprocess.run(
        kitgen_args(*args), capture_output=True, timeout=120, check=False,
        env={**os.environ, "PYTHONIOENCODING": encoding, **env},
    )  # fmt: skip
    err = done.stderr.decode(encoding)  # stderr too is written in the encoding
    assert "Traceback" not in err and "Error" not in err, err
    return done.returncode, done.stdout, err


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_check_answers_with_its_own_exit_code_in_plain_signs(encoding: str) -> None:
    code, out, _err = _run(encoding, "check", "11×11=1001")
    assert code == 0
    times = {"ascii": "x"}.get(encoding, "×")  # cp1252 and latin-1 have ×, ASCII has not
    assert out.decode(encoding).splitlines()[:2] == [
        f"Correct: 11{times}11=1001",
        f"11 {times} 11 is 1001 (3 {times} 3 = 9). Both sides are 1001, so it is correct.",
    ]
    code, out, _err = _run(encoding, "check", "1−1=1")  # U+2212: in none of the three
    assert code == 1
    assert out.decode(encoding).splitlines()[0] == "Not correct: 1-1=1"
    code, out, _err = _run(encoding, "check", "110÷10=11")
    assert (code, out.decode(encoding).splitlines()[0]) == (
        0,
        "Correct: 110{}10=11".format({"ascii": "/"}.get(encoding, "÷")),
    )


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_russian_in_latin_letters_where_the_encoding_has_no_cyrillic(encoding: str) -> None:
    code, out, _err = _run(encoding, "check", "1+1=10", "--lang", "ru")
    assert code == 0
    assert out.decode(encoding).startswith("Verno: 1+1=10\n1 + 1 ravno 10 (1 + 1 = 2).")
    code, out, err = _run(encoding, "check", "Ж", "--lang", "ru")  # an error line on stderr
    assert (code, out) == (2, b"")
    marks = "«»" if encoding in ("cp1252", "latin-1") else '""'  # ASCII has no « »
    assert err.startswith(f"error: {marks[0]}Zh{marks[1]} v pozitsii 1 "), err
    assert err.count("\n") == 1, err


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_icelandic_keeps_its_letters_where_the_encoding_has_them(encoding: str) -> None:
    code, out, _err = _run(encoding, "check", "1+1=11", "--lang", "is")
    assert code == 1
    first = out.decode(encoding).splitlines()[2]
    assert first == "1 + 1 er 10, ekki 11 (1 + 1 = 2, ekki 3)."
    code, out, _err = _run(encoding, "code", "feedback", "1234", "1243", "--lang", "is")
    dash = "—" if encoding == "cp1252" else "-"  # latin-1 has no dash, ASCII no ð
    brown = {"ascii": "drapplitadir"}.get(encoding, "drapplitaðir")
    assert out.decode(encoding).endswith(
        f" gefa 2,2 {dash} 2 brúnir, 2 {brown}\n".replace("ú", "u" if encoding == "ascii" else "ú")
    )


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_the_rules_page_redirected(encoding: str, tmp_path: Path) -> None:
    code, out, _err = _run(encoding, "rules", "staeda")
    assert code == 0
    lines = out.decode(encoding).splitlines()
    # the rules page's line 39 (kitgen/rulebook/staeda.md): "+ − × ÷" in plain signs
    signs = "+ - x /" if encoding == "ascii" else "+ - × ÷"
    assert (
        f"used at most once, with `{signs}` and parentheses, whose value is the target. "
        "Any number of" in lines
    )


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_help_pages_print(encoding: str) -> None:
    for args in (["--help"], ["staeda", "--help", "--lang", "ru"]):
        code, out, err = _run(encoding, *args, COLUMNS="100")
        assert (code, err) == (0, "")
        text = out.decode(encoding)
        assert "Usage: kitgen" in text or "kitgen" in text


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_json_stays_exact_in_any_encoding(encoding: str) -> None:
    code, out, _err = _run(encoding, "check", "1+1=10", "--lang", "ru", "--json")
    assert code == 0 and out.isascii()  # every character past ASCII as a \\u escape
    assert json.loads(out)["explanation"].startswith("1 + 1 равно 10")


@pytest.mark.parametrize("encoding", ["cp1251", "cp437", "koi8-r"])
def test_code_pages_python_encodes_by_table(encoding: str) -> None:
    """A redirect on a Russian Windows writes cp1251, an old console cp437: Python reports
    their failures as the ``charmap`` codec's, whose Latin-1 holds × — the plain form must be
    tried in the code page itself (a traceback and exit 1 for ``staeda targets``)."""
    code, out, _err = _run(encoding, "staeda", "targets", "3", "4", "5")
    assert code == 0
    assert out.decode(encoding).splitlines()[1] == "   17 = 3x4+5"  # × is in none of them
    code, out, _err = _run(encoding, "check", "1+1=10", "--lang", "ru")
    russian = "Верно" if encoding != "cp437" else "Verno"  # cp437 has no Cyrillic
    assert (code, out.decode(encoding).split(":")[0]) == (0, russian)


def test_the_c_locale_without_utf8_mode() -> None:
    """``LC_ALL=C`` with ``PYTHONUTF8=0``: Python's stdout is ASCII with surrogateescape,
    which fails on every letter past ASCII; the answer is written plainly, its exit code kept."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHONIOENCODING", "LC_"))}
    done = subprocess.run(
        kitgen_args("check", "100 AND 1 = 101"), capture_output=True, timeout=120, check=False,
        env={**env, "LC_ALL": "C", "PYTHONUTF8": "0"},
    )  # fmt: skip
    assert done.returncode == 1, done.stderr.decode("ascii", "replace")[-300:]
    assert done.stderr == b""
    assert done.stdout.decode("ascii").splitlines()[2] == (
        "100 AND 1 is 0, not 101 (4 AND 1 = 0, not 5) - did you mean OR?"
    )


def test_a_name_python_could_not_decode_is_written_back_as_it_came(tmp_path: Path) -> None:
    """A file name's byte the locale cannot decode (read as U+DCFF) is printed as that byte,
    as Python's own ``surrogateescape`` would, not as ``?``: the name can be copied back."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHONIOENCODING", "LC_"))}
    path = os.fsencode(tmp_path) + b"/\xffg.json"
    done = subprocess.run(
        [*kitgen_args("game", "new"), path], capture_output=True, timeout=120, check=False,
        env={**env, "LC_ALL": "C", "PYTHONUTF8": "0"},
    )  # fmt: skip
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout.startswith(b"New game in " + path + b": Player 1, Player 2; ")
