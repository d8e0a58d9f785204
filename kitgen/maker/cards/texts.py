"""Card texts: one TOML file per game and language under ``templates/cards/``.

``templates/cards/binary.en.toml`` holds every word the binary game's rule card, score sheet
and quick reference print in English. ``--lang`` picks a shipped file; ``--texts FILE`` takes
your own (a new translation, a shorter wording).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from kitgen.core import games
from kitgen.core.errors import KitgenError, cited, unknown_choice
from kitgen.core.messages import N_, _
from kitgen.core.text import first_unprintable
from kitgen.files import read_toml_file
from kitgen.files.templates import CARD_TEXTS, spec_file, template
from kitgen.maker.layout import PageWords


def texts_dir() -> Path:
    return template("cards")


def available_languages(game: str) -> list[str]:
    """The language codes shipped for ``game``, e.g. ``["en", "nl", "ru"]``."""
    found = sorted(p.name.split(".")[1] for p in texts_dir().glob(f"{game}.*.toml"))
    return sorted(found, key=lambda code: (code != "en", code))


#: A logic tile's face as the card texts write it (``AND``, ``NOT``: capitals, a whole word).
_TILE_WORD = re.compile(r"(?<![^\W\d_])(AND|OR|NOT|XOR)(?![^\W\d_])")


#: A count's word in a card text: ``{rack|фишке|фишки|фишек}`` is the plural form (by the
#: language's plural rule, :func:`~kitgen.core.messages.plural_form`) for the value of
#: ``{rack}``: "по 9 фишек", "по 3 фишки", "по 1 фишке".
_PLURAL = re.compile(r"\{(\w+)\|([^{}]*)\}")


def fill(text: str, lang: str, values: Mapping[str, object]) -> str:
    """``text`` with its ``{placeholders}`` and its counts' words (:data:`_PLURAL`) filled
    from ``values``, in the plural forms of ``lang``."""
    from kitgen.core.messages import languages, plural_form

    def word(found: re.Match[str]) -> str:
        value = values[found.group(1)]
        forms = found.group(2).split("|")
        if not isinstance(value, int):
            return forms[-1]
        form = plural_form(value, lang if lang in languages() else None)
        return forms[min(form, len(forms) - 1)]

    return _PLURAL.sub(word, text).format(**values) if values else text


@dataclass(frozen=True)
class Texts:
    """The parsed text file; :meth:`get` names the file and the key when one is missing.

    The texts write the logic tiles as ``AND OR NOT XOR``; ``tile_words`` ``local`` (a table
    that plays with the language's words, :mod:`kitgen.games.binary.vocabulary`) prints
    them in the words of the file's language (``EN OF NIET`` in Dutch) wherever a text or a
    table of the card shows one (:meth:`face`), ``en`` as they are."""

    game: str
    lang: str
    source: str
    data: dict[str, Any]
    #: How the texts write the logic tiles (``en`` as the file has them, read from it).
    tile_words: str = "en"

    def face(self, face: str) -> str:
        """A tile's face as this card prints it: a logic tile in the card's words."""
        if self.tile_words != "local":
            return face
        from kitgen.core.messages import language, language_data, languages

        code = self.lang if self.lang in languages() else language()
        found: str = language_data(code)["logic_words"].get(face, face)
        return found

    def worded(self, tile_words: str) -> Texts:
        """These texts with their logic tiles in ``tile_words``' words (every text of a
        ``worded`` game's file: its sections, tables and switches)."""
        if tile_words != "local" or self.tile_words == "local":
            return self
        changed = replace(self, tile_words="local")
        if not games.find_game(self.game).worded:
            return changed

        def walk(node: Any) -> Any:
            if isinstance(node, str):
                return _TILE_WORD.sub(lambda found: changed.face(found.group(0)), node)
            if isinstance(node, list):
                return [walk(v) for v in node]
            if isinstance(node, dict):
                return {k: walk(v) for k, v in node.items()}
            return node

        return replace(changed, data=walk(self.data))

    def get(self, key: str) -> Any:
        node: Any = self.data
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                raise KitgenError(
                    _(
                        "{source}: missing text {key} — add it (the English file "
                        "templates/cards/{game}.en.toml shows every key)",
                        source=self.source,
                        key=cited(key),
                        game=self.game,
                    )
                )
            node = node[part]
        return node

    def text(self, key: str, **values: object) -> str:
        value = self.get(key)
        if not isinstance(value, str):
            raise KitgenError(
                _("{source}: {key} must be a text in quotes", source=self.source, key=cited(key))
            )
        try:
            return fill(value, self.lang, values)
        except (KeyError, IndexError, ValueError) as err:
            raise KitgenError(
                _(
                    "{source}: {key} has a bad placeholder ({err}) — the placeholders here "
                    "are: {value}",
                    source=self.source,
                    key=cited(key),
                    err=err,
                    value=", ".join("{" + k + "}" for k in values) or _("none"),
                )
            ) from None

    def lines(self, key: str) -> list[str]:
        value = self.get(key)
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise KitgenError(
                _(
                    "{source}: {key} must be a text or a list of texts",
                    source=self.source,
                    key=cited(key),
                )
            )
        return list(value)

    @property
    def language(self) -> str:
        return self.text("language")

    def template(self, key: str, **sample: object) -> str:
        """The text of ``key`` with its placeholders left in, checked by filling in ``sample``."""
        self.text(key, **sample)
        return str(self.get(key))


@dataclass(frozen=True)
class PrintWords:
    """The print instructions of a card or score sheet file, in the file's language."""

    page: PageWords
    backs: str  # added to the footer of a page of card backs


ENGLISH_PRINT = PrintWords(PageWords(), "backs (print double-sided, flip on long edge)")


def print_words(texts: Texts) -> PrintWords:
    """The ``[print]`` texts: scale bar sentence and end label, page number, backs note."""
    return PrintWords(
        PageWords(
            scale_bar=texts.template("print.scale_bar", length=50),
            scale_end=texts.template("print.scale_end", length=50),
            page=texts.template("print.page", page=1, pages=2),
        ),
        backs=texts.text("print.backs"),
    )


def read_texts(game: str, path: Path, lang: str) -> Texts:
    data = read_toml_file(path, "card text file")
    bad = first_unprintable(data, allowed="\n\t")
    if bad is not None:
        raise KitgenError(
            _(
                "{path}: {value} holds the control character {value2} — write plain text",
                path=path,
                value=bad[0],
                value2=bad[1],
            )
        )
    if data.get("game", game) != game:
        raise KitgenError(
            _(
                "{path} holds texts for {value}, not {game} — give the {game2} file",
                path=path,
                value=cited(data.get("game")),
                game=cited(game),
                game2=game,
            )
        )
    return Texts(game, lang, str(path), data)


def load_texts(
    game: str, lang: str = "en", path: Path | None = None, tile_words: str = "local"
) -> Texts:
    """The texts of ``game`` in ``lang`` (or from ``path``, your own file), its logic tiles
    in the language's words (``tile_words`` ``local``) or in English (``en``)."""
    return _load_texts(game, lang, path).worded(tile_words)


def _load_texts(game: str, lang: str, path: Path | None) -> Texts:
    known = [g.name for g in games.with_card()]
    if game not in known:
        raise unknown_choice("game", game, known)
    if path is not None:
        path = spec_file(path, CARD_TEXTS)
        # Your own file names its language the way the shipped ones do (binary.de.toml);
        # otherwise its name stands in for the language in file names and messages.
        parts = path.name.split(".")
        own = parts[1] if len(parts) == 3 and parts[0] == game else path.stem
        return read_texts(game, path, own)
    code = lang.strip().lower()
    shipped = available_languages(game)
    if code not in shipped:
        err = unknown_choice(N_("language"), lang, shipped)
        raise KitgenError(
            _(
                "{error}; or give your own {game} texts with --texts FILE",
                error=err,
                game=_(games.find_game(game).title),
            )
        )
    return read_texts(game, texts_dir() / f"{game}.{code}.toml", code)
