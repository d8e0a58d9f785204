"""Shell completion: scripts for bash, zsh and fish, and what a shell gets back."""

from __future__ import annotations

import subprocess
import sys

import pytest

from kitgen.cli.app import run
from kitgen.core.messages import languages

NO_DETECTION = "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION"


@pytest.mark.parametrize(
    ("shell", "marker"),
    [
        ("bash", "complete -o default -F _kitgen_completion kitgen"),
        ("zsh", "compdef _kitgen_completion kitgen"),
        ("fish", "complete --command kitgen"),
    ],
)
def test_show_completion_prints_each_shells_script(kitgen, monkeypatch, shell, marker) -> None:
    monkeypatch.setenv(NO_DETECTION, "1")  # take the shell from the command line
    result = kitgen("--show-completion", shell)
    assert result.code == 0
    assert marker in result.out
    assert f"_KITGEN_COMPLETE=complete_{shell}" in result.out


def test_install_completion_writes_the_bash_script(kitgen, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv(NO_DETECTION, "1")
    monkeypatch.setenv("HOME", str(tmp_path))
    result = kitgen("--install-completion", "bash")
    assert result.code == 0 and "bash completion installed" in result.out
    script = tmp_path / ".bash_completions" / "kitgen.sh"
    assert "_KITGEN_COMPLETE=complete_bash" in script.read_text()
    assert str(script) in (tmp_path / ".bashrc").read_text()


def bash(capsys, monkeypatch, line: str) -> list[str]:
    """What bash gets back for the command line ``line`` (the last word being typed)."""
    words = line.split(" ")
    monkeypatch.setenv("_KITGEN_COMPLETE", "complete_bash")
    monkeypatch.setenv("COMP_WORDS", line)
    monkeypatch.setenv("COMP_CWORD", str(len(words) - 1))
    capsys.readouterr()
    assert run([]) == 0
    return capsys.readouterr().out.split()


def zsh_or_fish(capsys, monkeypatch, shell: str, line: str) -> str:
    monkeypatch.setenv("_KITGEN_COMPLETE", f"complete_{shell}")
    monkeypatch.setenv("_TYPER_COMPLETE_ARGS", line)
    monkeypatch.setenv("_TYPER_COMPLETE_FISH_ACTION", "get-args")
    capsys.readouterr()
    assert run([]) == 0
    return capsys.readouterr().out


def test_subcommands_complete(capsys, monkeypatch) -> None:
    assert bash(capsys, monkeypatch, "kitgen ga") == ["game"]
    assert bash(capsys, monkeypatch, "kitgen code match ") == ["new", "round", "show"]


def test_fixed_choices_complete(capsys, monkeypatch) -> None:
    assert bash(capsys, monkeypatch, "kitgen check --order ") == ["math", "left"]
    assert bash(capsys, monkeypatch, "kitgen code hint --mode ") == ["easy", "medium", "hard"]
    assert bash(capsys, monkeypatch, "kitgen tiles --paper l") == ["letter"]
    assert bash(capsys, monkeypatch, "kitgen cards binary --size p") == ["poker"]
    assert bash(capsys, monkeypatch, "kitgen game new g.json --endgame s") == ["standard"]
    out = zsh_or_fish(capsys, monkeypatch, "zsh", "kitgen code audit --feedback ")
    assert '"counts"' in out and '"position"' in out


def test_kit_option_choices_complete(capsys, monkeypatch) -> None:
    """--layout, --format, --print-then-cut, --paper, --bed and --software: their choices."""
    assert bash(capsys, monkeypatch, "kitgen tiles --layout ") == ["sheet", "gutterfold"]
    assert bash(capsys, monkeypatch, "kitgen cards staeda --layout g") == ["gutterfold"]
    formats = ["svg", "lbrn2", "3mf", "stl"]
    assert bash(capsys, monkeypatch, "kitgen board binary --format ") == formats
    assert bash(capsys, monkeypatch, "kitgen tokens --print-then-cut ") == ["silhouette", "cricut"]
    assert bash(capsys, monkeypatch, "kitgen build --paper ") == ["a4", "letter"]
    assert bash(capsys, monkeypatch, "kitgen build binary --paper l") == ["letter"]
    assert bash(capsys, monkeypatch, "kitgen board icecream --bed ") == [
        "k40",
        "glowforge",
        "xtool-d1",
        "lightburn-600x400",
    ]
    assert bash(capsys, monkeypatch, "kitgen calibrate laser --software k") == ["k40-whisperer"]


def test_lang_completes_the_languages_every_command_takes(capsys, monkeypatch) -> None:
    every = list(languages())  # the folders
    assert bash(capsys, monkeypatch, "kitgen check --lang ") == every
    assert bash(capsys, monkeypatch, "kitgen cards binary --lang e") == ["en", "et"]
    assert bash(capsys, monkeypatch, "kitgen staeda targets --lang i") == ["is"]
    out = zsh_or_fish(capsys, monkeypatch, "fish", "kitgen game new g.json --lang ")
    assert out.split() == every


def test_schema_names_complete_word_by_word(capsys, monkeypatch) -> None:
    first = bash(capsys, monkeypatch, "kitgen schema ")
    assert {"check", "game", "code", "staeda", "tiles", "cards", "error"} <= set(first)
    assert len(first) == len(set(first))  # "game" once, not once per game command
    assert bash(capsys, monkeypatch, "kitgen schema ga") == ["game"]
    assert bash(capsys, monkeypatch, "kitgen schema game p") == ["pass", "play"]
    assert bash(capsys, monkeypatch, "kitgen schema code match ") == ["new", "round", "show"]
    assert bash(capsys, monkeypatch, "kitgen schema check ") == []  # a whole name


def test_card_ranks_complete(capsys, monkeypatch) -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    assert bash(capsys, monkeypatch, "kitgen staeda targets 3 ") == ranks
    assert bash(capsys, monkeypatch, "kitgen staeda solve --hand 3,A,1") == ["3,A,10"]
    out = zsh_or_fish(capsys, monkeypatch, "fish", "kitgen staeda check --table K,Q,")
    assert out.split() == [f"K,Q,{rank}" for rank in ranks]


def test_flavour_names_complete(capsys, monkeypatch) -> None:
    assert bash(capsys, monkeypatch, "kitgen code feedback 1234 straw") == ["strawberry"]
    assert bash(capsys, monkeypatch, "kitgen code validate vanilla,l") == [
        "vanilla,lemon",
        "vanilla,liquorice",
    ]
    assert bash(capsys, monkeypatch, "kitgen code audit --secret b") == [
        "bubblegum",
        "blueberry",
    ]


def test_check_does_not_load_completion() -> None:
    """kitgen check builds no completion options and imports none of the value lists
    (typer itself always imports its completion module, so that costs nothing extra)."""
    code = (
        "import sys; from kitgen.cli.app import build_app, run; import typer; "
        "params = typer.main.get_command(build_app(['check'])).params; "
        "run(['check', '1=1']); "
        "print([p.name for p in params], "
        "[m for m in ('kitgen.cli.complete', 'kitgen.maker.layout', 'kitgen.maker.laser') "
        "if m in sys.modules])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip().splitlines()[-1] == "['version'] []"
