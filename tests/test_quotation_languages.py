"""What the user typed, quoted back in the language's own quotation marks (issue #37).

An answer or error that repeats a value the user gave (a card, a claim, a move, a name, a
key of a file) writes it between the marks of the language in use — 'K' in English, «K»
in Russian, „K“ in German, Estonian and Icelandic, ‘K’ in Dutch — never in Python's
``repr`` quotes, and with every character that does not show (a newline, the terminal's
escape, a right-to-left override, a zero-width space, a Hangul filler) written as its
escape, so that a hostile value can neither break the ``error:`` line, colour the
terminal nor turn the text around, in any output encoding.

The values and the expected texts are written out by hand here; the marks of each
language are those of its ``language.json`` (docs/translating.md)."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import pytest

from tests.reliability.helpers import kitgen_proc

ROOT = Path(__file__).resolve().parents[1]

#: The marks of each language, as its language.json gives them.
MARKS = {
    "en": ("'", "'"),
    "nl": ("‘", "’"),
    "ru": ("«", "»"),
    "et": ("„", "“"),
    "is": ("„", "“"),
    "de": ("„", "“"),
}

#: A claim that ends a line, starts a terminal colour, turns the text right to left and
#: hides a zero-width space and a Hangul filler; and how it reads escaped.
HOSTILE = "K\n\x1b[31m\u202eA\u200b\u3164"
ESCAPED = "K\\n\\x1b[31m\\u202eA\\u200b\\u3164"


@pytest.mark.parametrize("lang", sorted(MARKS))
def test_a_hostile_claim_comes_back_escaped_in_the_languages_marks(lang: str, kitgen) -> None:
    said = kitgen(
        "staeda", "check", "--lang", lang, "--target", "24", "--hand", "K 2", "--table", "3",
        HOSTILE,
    )  # fmt: skip
    code, out, err = said.code, said.out, said.err
    assert code == 2 and out == ""
    open_, close = MARKS[lang]
    assert err.count("\n") == 1 and err.startswith("error: ")
    assert f"{open_}{ESCAPED}{close}" in err
    assert not {"\x1b", "\u202e", "\u200b", "\u3164", "\r"} & set(err)
    if lang != "en":
        assert "'" not in err.split("—")[0]  # no repr quotes before the how-to


def test_every_mark_survives_or_is_written_plainly_in_ascii() -> None:
    """In an ASCII terminal the marks are written as ASCII quotes; the escapes stay."""
    done = kitgen_proc(
        "staeda", "check", "--lang", "ru", "--target", "24", "--hand", "K 2", "--table", "3",
        HOSTILE, env={**os.environ, "PYTHONIOENCODING": "ascii", "KITGEN_LANG": "en"},
    )  # fmt: skip
    code, err = done.returncode, done.stderr
    assert code == 2
    assert f'"{ESCAPED}"' in err and err.isascii() and "\x1b" not in err
    assert err.count("\n") == 1


def test_a_player_name_and_a_move_are_quoted_the_languages_way(kitgen) -> None:
    said = kitgen("game", "new", "--lang", "de", "--players", "Ann,ann", "x.json")
    assert said.code == 2 and "„Ann“ und „ann“" in said.err
    said = kitgen("check", "--lang", "nl", "1+é=1")
    assert said.code == 2 and said.err.startswith("error: ‘é’ op positie 3 ")


def test_quoted_escapes_what_does_not_show() -> None:
    from kitgen.core.speech import escaped, quoted

    assert quoted("Ann", "de") == "„Ann“"
    assert quoted("a\tb\\c\x7f", "ru") == "«a\\tb\\\\c\\x7f»"
    assert escaped("a\\b") == "a\\b"  # nothing hidden: the text as it is
    assert escaped("\U000e0041\ufe0f\u2028") == "\\U000e0041\\ufe0f\\u2028"
    assert escaped("Stæða ✓ «x»") == "Stæða ✓ «x»"


def _message_calls(tree: ast.AST):
    for node in ast.walk(tree):
        named = isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        if named and node.func.id in {"_", "n_", "p_"}:  # type: ignore[attr-defined]
            yield node


def test_no_message_quotes_a_value_with_repr() -> None:
    """No value of a message is Python's ``repr`` (``'H'``, ``['a']``, ``None``): a text goes
    through ``cited``/``quoted``, a value read from a file as JSON spells it."""
    found = []
    for path in sorted((ROOT / "kitgen").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in _message_calls(tree):
            for arg in [*call.args, *(k.value for k in call.keywords)]:
                for inner in ast.walk(arg):
                    repr_call = (
                        isinstance(inner, ast.Call)
                        and isinstance(inner.func, ast.Name)
                        and inner.func.id == "repr"
                    )
                    repr_format = isinstance(inner, ast.FormattedValue) and inner.conversion == ord(
                        "r"
                    )
                    if repr_call or repr_format:
                        found.append(f"{path.relative_to(ROOT)}:{inner.lineno}")
    assert not found


def test_no_message_asks_for_repr() -> None:
    pot = (ROOT / "kitgen" / "locale" / "kitgen.pot").read_text(encoding="utf-8")
    assert "!r}" not in pot and "%r" not in pot


#: Command-line syntax to type as it stands (the shell's quotes, not the language's): the
#: only messages that put ASCII quotes around a placeholder.
SHELL_SYNTAX = {
    "say what {player} has left: --left '{player}=1,0,×' (or '{player}=' for nothing)",
    '--versus: {flag} needs a value, e.g. --versus "{flag} ..."',
}


def test_no_message_puts_ascii_quotes_around_a_value() -> None:
    """A value a message quotes is ``cited``/``quoted`` in the language's own marks, so no
    English message writes ``'{name}'`` or ``"{x}"`` for every language to copy."""
    from babel.messages.pofile import read_po

    with (ROOT / "kitgen" / "locale" / "kitgen.pot").open("rb") as pot:
        ids = [m.id for m in read_po(pot) if m.id]
    texts = [text for found in ids for text in (found if isinstance(found, tuple) else (found,))]
    around = re.compile(r"""(?<![A-Za-z])(['"])[^'"]*\{\w+\}[^'"]*\1(?![A-Za-z])""")
    quoting = {text for text in texts if around.search(text)}
    assert quoting == SHELL_SYNTAX


def test_a_refused_value_and_the_help_to_see_are_in_the_languages_marks(kitgen) -> None:
    said = kitgen("--lang", "nl", "cards", "staeda", "--size", "hug")
    assert said.code == 2
    assert said.err.startswith("error: onbekende kaartmaat ‘hug’ — kies een van: a6, ")
    said = kitgen("--lang", "de", "cards", "staeda", "--sizee", "a6")
    assert said.code == 2
    assert "siehe „kitgen cards staeda --help“ für die Optionen (meintest du „--size“?)" in (
        said.err
    )
