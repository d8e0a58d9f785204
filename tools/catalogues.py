"""Build the translation catalogues: ``make catalogues`` (``python tools/catalogues.py``).

1. Extract every message of ``kitgen/`` (the calls ``_``, ``n_``, ``p_``, ``N_``, ``pN_`` and the
   web templates' ``{% trans %}``) into ``kitgen/locale/kitgen.pot``, with Babel.
2. Merge the template into each language's ``kitgen/locale/<lang>/LC_MESSAGES/kitgen.po``
   (a new language is started with ``pybabel init``, which writes its plural rule).
3. Compile each ``.po`` into the ``.mo`` kitgen reads, write the language's number symbols
   and ordinal rule (CLDR's, through Babel) into the ``numbers`` of its
   ``kitgen/locale/<lang>/language.json``, and write ``docs/languages.md``, the table of the
   languages, from the folders.

The languages are the folders of ``kitgen/locale`` that hold a ``language.json``
(docs/translating.md); a new folder gets its ``.po`` started here.

Babel is needed here and in the tests only; kitgen itself reads the compiled files with the
standard library's ``gettext``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "kitgen" / "locale"
POT = LOCALE / "kitgen.pot"
KEYWORDS = ["_", "n_:1,2", "p_:1c,2", "N_", "pN_:1c,2", "nN_:1,2", "script_plural:1,2"]
TAGS = ("zero", "one", "two", "few", "many", "other")


def pybabel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def languages() -> list[str]:
    from kitgen.core.messages import DEFAULT, languages

    return [code for code in languages() if code != DEFAULT]


def extract() -> None:
    LOCALE.mkdir(parents=True, exist_ok=True)
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    pybabel(
        "extract", "-F", "babel.cfg", "--no-default-keywords", *keywords,
        "--project", "kitgen", "--copyright-holder", "the kitgen authors",
        "--sort-by-file", "--add-comments", "TRANSLATORS:",
        "-o", str(POT.relative_to(ROOT)), "kitgen",
    )  # fmt: skip
    add_command_docstrings()


def command_docstrings() -> list[tuple[str, str, int]]:
    """The help of each command that is its function's docstring: (text, file, line).

    A command's docstring is its ``--help`` text (Typer's rule); it cannot be marked with
    ``N_()``, so it is read from the command tree itself, which lists every command."""
    import inspect

    from kitgen.cli.app import command_tree

    found: list[tuple[str, str, int]] = []

    def walk(command: object) -> None:
        callback = getattr(command, "callback", None)
        doc = inspect.getdoc(callback) if callback is not None else None
        if doc and getattr(command, "help", None) == doc:
            function = inspect.unwrap(callback)
            source = Path(inspect.getsourcefile(function) or "").resolve()
            line = inspect.getsourcelines(function)[1]
            found.append((doc, source.relative_to(ROOT).as_posix(), line))
        for sub in (getattr(command, "commands", None) or {}).values():
            walk(sub)

    walk(command_tree())
    return found


def add_command_docstrings() -> None:
    """Add the commands' docstrings (:func:`command_docstrings`) to the template."""
    from babel.messages.pofile import read_po, write_po

    with POT.open("rb") as file:
        catalog = read_po(file)
    for text, source, line in command_docstrings():
        if text in catalog:
            catalog[text].locations.append((source, line))
        else:
            catalog.add(text, locations=[(source, line)])
    for message in catalog:  # kitgen's placeholders are {named}: "95 % (" is no %-format,
        message.flags.discard("python-format")  # and msgfmt -c must not read it as one
    with POT.open("wb") as file:
        write_po(file, catalog, sort_by_file=True)


def update() -> None:
    for code in languages():
        po = LOCALE / code / "LC_MESSAGES" / "kitgen.po"
        if not po.exists():
            pybabel("init", "-i", str(POT), "-d", str(LOCALE), "-D", "kitgen", "-l", code)
        else:
            pybabel("update", "-i", str(POT), "-d", str(LOCALE), "-D", "kitgen", "-l", code,
                    "--no-fuzzy-matching", "--ignore-obsolete")  # fmt: skip
        drop_percent_format(po)


def drop_percent_format(po: Path) -> None:
    """Drop the ``python-format`` flag an older template gave (``pybabel update`` keeps a
    message's flags): kitgen's messages have only ``{named}`` placeholders."""
    from babel.messages.pofile import read_po, write_po

    with po.open("rb") as file:
        catalog = read_po(file)
    if not any("python-format" in message.flags for message in catalog):
        return
    for message in catalog:
        message.flags.discard("python-format")
    with po.open("wb") as file:
        write_po(file, catalog, ignore_obsolete=True)


def compile_all() -> None:
    """Compile each ``.po`` with Babel's ``write_mo``, as ``pybabel compile`` does, but without
    its python-format check: kitgen's messages have only named ``{placeholders}``, and that
    check takes the "% i" of "95 % interval" for a %-placeholder and reports the translation
    "95 % vahemik" as wrong. The placeholders are checked by ``tests/test_catalogues.py``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for code in languages():
        folder = LOCALE / code / "LC_MESSAGES"
        with (folder / "kitgen.po").open("rb") as file:
            catalog = read_po(file, locale=code)
        with (folder / "kitgen.mo").open("wb") as file:
            write_mo(file, catalog, use_fuzzy=True)
        print(f"compiled {folder / 'kitgen.mo'}")
    for code in ["en", *languages()]:
        bake_numbers(code)
    write_languages_page()


def bake_numbers(code: str) -> None:
    """Write the language's number symbols into its ``language.json`` (its other keys kept,
    in their order)."""
    path = LOCALE / code / "language.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["numbers"] = numbers(code)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def languages_page() -> str:
    """``docs/languages.md``: every language of the folders, with the words it prints."""
    from kitgen.core.messages import language_data
    from kitgen.core.messages import languages as every

    lines = [
        "<!-- Written by `make catalogues` from kitgen/locale/*/language.json: do not edit. -->",
        "# Languages",
        "",
        "kitgen speaks every language that has a folder in `kitgen/locale/` (see",
        "[Add a language](translating.md)): `--lang CODE`, `KITGEN_LANG`, the web's picker.",
        "",
        "| code | language | logic tiles | court cards (J Q K A) | hyphenation | 1234.5 "
        "| tutorial |",
        "|---|---|---|---|---|---|---|",
    ]
    for code in every():
        data = language_data(code)
        logic = " ".join(data["logic_words"][k] for k in ("AND", "OR", "NOT", "XOR"))
        court = " ".join(data["court_cards"][k] for k in ("jack", "queen", "king", "ace"))
        num = data["numbers"]
        sample = (
            f"1{num['group']}234{num['decimal']}5"
            if num["min_grouping"] == 1
            else f"1234{num['decimal']}5"
        )
        # the tutorial "A first game night" in the language, when it has one
        tutorial = ROOT / "docs" / "tutorial" / f"{code}.md"
        link = ""
        if tutorial.is_file():
            title = tutorial.read_text(encoding="utf-8").split("\n# ", 1)[1].split("\n")[0]
            link = f"[{title}](tutorial/{code}.md)"
        lines.append(
            f"| `{code}` | {data['name']} ({data['english_name']}) | {logic} | {court} "
            f"| `{data['hyphenation']}` | {sample} | {link} |"
        )
    return "\n".join(lines) + "\n"


def write_languages_page() -> None:
    (ROOT / "docs" / "languages.md").write_text(languages_page(), encoding="utf-8")


def numbers(code: str) -> dict[str, object]:
    """The language's number symbols and ordinal rule, from CLDR through Babel."""
    from babel import Locale
    from babel.numbers import (
        format_decimal,
        get_decimal_symbol,
        get_group_symbol,
        get_minus_sign_symbol,
    )
    from babel.plural import to_gettext

    locale = Locale.parse(code)
    rule = locale.ordinal_form
    expression = to_gettext(rule).split("plural=", 1)[1].rstrip(";")
    group = get_group_symbol(locale)
    return {
        "group": group,
        "decimal": get_decimal_symbol(locale),
        "minus": get_minus_sign_symbol(locale),
        "min_grouping": 1 if group in format_decimal(1000, locale=locale) else 2,
        "ordinal": expression,
        "ordinal_categories": [tag for tag in TAGS if tag in rule.tags or tag == "other"],
    }


def main(argv: list[str]) -> int:
    steps = argv or ["extract", "update", "compile"]
    for step in steps:
        {"extract": extract, "update": update, "compile": compile_all}[step]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
