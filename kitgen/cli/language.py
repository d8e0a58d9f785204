"""Which language the command line speaks: ``--lang``, ``KITGEN_LANG``, the locale, English.

The choice is made before the command is parsed, so that ``--help`` and the parser's own
errors are in it too; every command takes ``--lang CODE`` (added to each by
:func:`add_lang_option`, or declared by the command itself).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from kitgen.core.errors import KitgenError, shown
from kitgen.core.helptexts import filled
from kitgen.core.messages import N_, _, check_language, languages, use_language


def lang_help() -> str:
    """The help of ``--lang``, naming the languages there are (the folders)."""
    return filled(
        N_(
            "Language of the answer and of every text printed: {codes}. Default: "
            "KITGEN_LANG, else your locale (LC_ALL, LC_MESSAGES, LANG), else en."
        ),
        codes=", ".join(languages()),
    )


def _given(argv: Sequence[str]) -> str | None:
    """The value of ``--lang`` on the command line (before a ``--``; ``""`` when it has
    none), or None. Given twice, the last one counts, as for every other option (``kitgen
    --lang de check 1=1 --lang nl`` answers in Dutch)."""
    found = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang":
            found = argv[i + 1] if i + 1 < len(argv) else ""
        elif arg.startswith("--lang="):
            found = arg.removeprefix("--lang=")
    return found


def _from_locale(environ: Mapping[str, str]) -> str | None:
    """The language of the first locale variable set (``nl_NL.UTF-8`` -> ``nl``), if kitgen
    speaks it (``C``, ``POSIX`` and other languages: None)."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "").strip()
        if value:
            try:
                return check_language(value)
            except KitgenError:
                return None  # the first one set decides, as for any program
    return None


def choose(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> tuple[str, bool]:
    """The language of this run and whether it was asked for: ``--lang``, then
    ``KITGEN_LANG`` (both must be one of :func:`languages`, and count as asked), then the locale,
    then English."""
    env = os.environ if environ is None else environ
    given = _given(argv)
    if given is not None:
        try:
            return check_language(given), True
        except KitgenError:
            # said in the language the run would speak without the --lang given
            with use_language(choose((), env)[0]):
                if not given.strip():
                    raise KitgenError(
                        _(
                            "option --lang needs a value — give one of: {codes}",
                            codes=", ".join(languages()),
                        )
                    ) from None
                check_language(given)
            raise
    chosen = env.get("KITGEN_LANG", "").strip()
    if chosen:
        try:
            return check_language(chosen), True
        except KitgenError as err:
            raise KitgenError(f"KITGEN_LANG='{shown(chosen)}': {err}") from None
    return _from_locale(env) or "en", False


def add_lang_option(command: Any) -> None:
    """Give every command of the tree under ``command`` (a click command tree, groups too:
    ``kitgen game --help --lang nl``) a ``--lang CODE`` option it does not pass on: the
    language is chosen before parsing (:func:`choose`)."""
    from typer.core import TyperOption

    for sub in (getattr(command, "commands", None) or {}).values():
        add_lang_option(sub)
    if any("--lang" in getattr(p, "opts", ()) for p in command.params):
        return
    command.params.append(
        TyperOption(
            param_decls=["--lang"],
            type=str,
            metavar="LANG",
            expose_value=False,
            help=lang_help(),  # translated when a help page is printed (kitgen.cli.helptext)
            show_default=False,
            autocompletion=_complete,
        )
    )


def _complete(ctx: Any, args: list[str], incomplete: str) -> list[str]:
    """The languages ``--lang`` takes, for a shell's completion."""
    from kitgen.cli.complete import languages

    return languages(incomplete)
