"""Choosing the language: --lang, then KITGEN_LANG, then the locale, then English."""

from __future__ import annotations

import pytest

from kitgen.cli.language import choose
from kitgen.core.errors import KitgenError
from tests.cli_tree import leaf_commands


@pytest.mark.parametrize(
    ("argv", "env", "want"),
    [
        (["check", "--lang", "nl", "1=1"], {"KITGEN_LANG": "ru", "LANG": "et_EE.UTF-8"}, "nl!"),
        (["check", "--lang=IS", "1=1"], {}, "is!"),
        (["check", "1=1"], {"KITGEN_LANG": "ru", "LANG": "et_EE.UTF-8"}, "ru!"),
        (["check", "1=1"], {"LC_ALL": "", "LC_MESSAGES": "et_EE.UTF-8", "LANG": "nl_NL"}, "et"),
        (["check", "1=1"], {"LANG": "nl_BE.UTF-8"}, "nl"),
        (["check", "1=1"], {"LC_ALL": "C", "LANG": "nl_NL.UTF-8"}, "en"),  # C decides: English
        (["check", "1=1"], {"LANG": "fr_FR.UTF-8"}, "en"),  # a language kitgen does not speak
        (["check", "1=1"], {}, "en"),
        (["check", "--", "--lang", "nl"], {}, "en"),  # after --, an expression's words
    ],
)
def test_the_language_is_chosen_in_order(argv: list[str], env: dict[str, str], want: str) -> None:
    """``want`` ends in ``!`` where the language was asked for (not just the locale's)."""
    assert choose(argv, env) == (want.rstrip("!"), want.endswith("!"))


@pytest.mark.parametrize(
    ("argv", "env", "needle"),
    [
        (["check", "--lang", "zz", "1=1"], {}, "unknown language 'zz' — choose one of: en, "),
        (["check", "1=1"], {"KITGEN_LANG": "xx"}, "KITGEN_LANG='xx': unknown language"),
        (["check", "--lang"], {}, "--lang needs a value"),
    ],
)
def test_an_unknown_language_is_refused_with_the_five(
    argv: list[str], env: dict[str, str], needle: str
) -> None:
    with pytest.raises(KitgenError) as caught:
        choose(argv, env)
    assert needle in str(caught.value)


def test_every_command_takes_lang() -> None:
    from kitgen.cli.language import add_lang_option

    for path, command in leaf_commands().items():
        add_lang_option(command)
        opts = {opt for param in command.params for opt in getattr(param, "opts", ())}
        assert "--lang" in opts, path


def test_the_answer_says_its_language(kitgen) -> None:
    result = kitgen("check", "--lang", "ru", "--json", "1=1")
    assert result.code == 0 and result.json()["lang"] == "ru"
    result = kitgen("check", "--lang", "xx", "--json", "1=1")
    assert result.code == 2 and result.json()["error"]["message"].startswith("unknown language")


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "1=1", "--lang", "de", "--lang", "nl"],
        ["--lang", "de", "check", "1=1", "--lang", "nl"],  # the command's own, given last
        ["check", "--lang=ru", "1=1", "--lang=nl"],
    ],
)
def test_the_last_lang_given_counts_as_for_every_option(kitgen, argv: list[str]) -> None:
    """``--paper a4 --paper letter`` prints on Letter; ``--lang`` given twice answered in the
    first language."""
    result = kitgen(*argv)
    assert (result.code, result.out.splitlines()[0]) == (0, "Klopt: 1=1")
