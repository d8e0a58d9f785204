"""The root command: help, unknown commands, exit codes."""

import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kitgen", *args], capture_output=True, text=True, check=False
    )


def test_help_lists_usage() -> None:
    result = run("--help")
    assert result.returncode == 0
    assert "Usage: kitgen" in result.stdout


def test_unknown_command_suggests_and_exits_2() -> None:
    result = run("tilez")
    assert result.returncode == 2
    assert "unknown command 'tilez'" in result.stderr
    assert "(did you mean 'tiles'?)" in result.stderr
