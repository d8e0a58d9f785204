"""The root command: help, unknown commands, exit codes."""

import subprocess
import sys

from tests.fresh import fresh_python


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


def test_the_garbage_collector_is_on_again_when_the_command_runs() -> None:
    # Off while typer and the root command line load (their objects are frozen, kept for the
    # life of the process), on again for the command: the check sees it as a command does.
    code = (
        "import gc, sys\n"
        "import kitgen.api.check as api\n"
        "judge = api.check\n"
        "def seen(*args, **kwargs):\n"
        "    print(gc.isenabled(), gc.get_freeze_count() > 1000, file=sys.stderr)\n"
        "    return judge(*args, **kwargs)\n"
        "api.check = seen\n"
        "sys.argv = ['kitgen', 'check', '1+1=10']\n"
        "from kitgen.cli.entry import main\n"
        "main()\n"
    )
    result = fresh_python(code)
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == ["True True"]
    assert result.stdout.startswith("Correct: 1+1=10")
