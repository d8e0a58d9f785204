"""The root command: help, unknown commands, exit codes."""

import ast
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


def test_the_root_lang_option_loads_only_the_command_it_runs() -> None:
    """``kitgen --lang ru check …`` (the option as ``kitgen --help`` lists it) loads what
    ``kitgen check --lang ru …`` loads: the check command's module, no other command's, no
    completion machinery (it loaded every command, 3.6 times the time)."""
    code = (
        "import sys, runpy\n"
        "sys.argv = ['kitgen', *sys.argv[1:]]\n"
        "from kitgen.cli.entry import main\n"
        "try:\n"
        "    main()\n"
        "finally:\n"
        "    print(sorted(m for m in sys.modules if m.startswith('kitgen')), file=sys.stderr)\n"
    )
    loaded = {}
    for argv in (["--lang", "ru", "check", "1+1=10"], ["check", "--lang", "ru", "1+1=10"],
                 ["--lang=ru", "check", "1+1=10"]):  # fmt: skip
        done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True,
                              text=True, check=False)  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("Верно: 1+1=10")
        loaded[" ".join(argv)] = done.stderr.strip().splitlines()[-1]
    assert len(set(loaded.values())) == 1, loaded  # the same modules, whichever way given
    modules = ast.literal_eval(next(iter(loaded.values())))
    assert "kitgen.api.check" in modules
    assert not [m for m in modules if m.startswith(("kitgen.api.game", "kitgen.maker"))]


def test_version_loads_no_command() -> None:
    """``kitgen --version`` printed the version after loading every command (the kit makers'
    card layout, 334 modules; half a second of a busy machine's time)."""
    code = (
        "import sys\n"
        "sys.argv = ['kitgen', '--version']\n"
        "from kitgen.cli.entry import main\n"
        "try:\n"
        "    main()\n"
        "finally:\n"
        "    print(sorted(m for m in sys.modules if m.startswith('kitgen')), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    from importlib.metadata import version

    assert (done.returncode, done.stdout) == (0, f"kitgen {version('kitgen')}\n"), done.stderr
    modules = ast.literal_eval(done.stderr.strip().splitlines()[-1])
    assert not [m for m in modules if m.startswith(("kitgen.api.", "kitgen.maker", "kitgen.games"))]


def test_serve_without_the_web_packages_says_what_to_install() -> None:
    # kitgen is not on PyPI: the message names what works (the packages, or the checkout)
    result = fresh_python(
        "import sys; sys.modules['uvicorn'] = None\n"
        "sys.argv = ['kitgen', 'serve', '--port', '0']\n"
        "from kitgen.cli.entry import main; main()"
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: kitgen serve needs uvicorn, which is not installed")
    assert "pip install starlette uvicorn jinja2 segno platformdirs" in result.stderr
    assert "pip install kitgen" not in result.stderr
    assert "Traceback" not in result.stderr
