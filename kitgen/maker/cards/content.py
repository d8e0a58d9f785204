"""What a game's rule card says: the language file's sections plus live data.

This module holds what every card shares: the sections of the language file, the switch
lines of a house-rules dataclass, the card in the game's accent colour. Each game's own
blocks (the binary tile table, the ice cream modes and worked example, the Stæða card
values) are in its module beside this one (``kitgen.maker.cards.GAME``), made from the same
objects the referees use, so a card printed with ``--order left`` says "left to right" in
the card's language, and a tile table follows the spec it was built from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from kitgen.core import games
from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import _
from kitgen.maker.cards.card import CardContent
from kitgen.maker.cards.flow import Block, Bullets, Heading, Paragraph
from kitgen.maker.cards.texts import Texts, fill


def switch_value_key(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def switch_lines(texts: Texts, rules: Any, quiet: tuple[str, ...] = ()) -> list[str]:
    """One ``**label:** phrase`` line per switch of ``rules`` (a dataclass), translated; a
    switch named in ``quiet`` only when it is not at its default (the card's own text says
    what the default is)."""
    lines = []
    for f in fields(rules):
        value = getattr(rules, f.name)
        if f.name in quiet and value == f.default:
            continue
        label = texts.text(f"switches.{f.name}.label")
        if isinstance(value, int) and not isinstance(value, bool):  # a number of turns
            key = f"switches.{f.name}.{'turns' if value else 'never'}"
            phrase = texts.text(key, n=value)
        else:
            phrase = texts.text(f"switches.{f.name}.{switch_value_key(value)}")
        lines.append(f"**{label}:** {phrase}")
    return lines


def continued(texts: Texts) -> str:
    """How a section's heading reads again on the next side: ``"{heading} (continued)"``."""
    return texts.template("card.continued", heading="Setup")


def rule_card(
    texts: Texts,
    game: str,
    what: str,
    inserts: dict[str, list[Block]],
    values: Mapping[str, object] | None = None,
) -> CardContent:
    """A game's rule card: its language file's title, footer and sections (with ``inserts``
    and ``values`` put in), in the game's accent colour; ``what`` names it in messages: an
    English message marked with ``N_`` whose ``{texts}`` is the texts' language (or the
    ``--texts`` file's tag), ``N_("binary rule card ({texts})")``."""
    return CardContent(
        name=what.format(texts=texts.lang),
        label=_(what, texts=texts.lang),
        title=texts.text("card.title"),
        footer=texts.text("card.footer"),
        blocks=tuple(sections(texts, inserts, values or {})),
        accent=games.find_game(game).colour,
        continued=continued(texts),
    )


def sections(
    texts: Texts, inserts: dict[str, list[Block]], values: Mapping[str, object]
) -> list[Block]:
    """The card's sections in the language file's order, with live blocks inserted."""
    result: list[Block] = []
    raw = texts.get("card.sections")
    if not isinstance(raw, list):
        raise KitgenError(
            _("{source}: card.sections must be a list of [[card.sections]]", source=texts.source)
        )
    for n, section in enumerate(raw):
        if not isinstance(section, dict) or "heading" not in section:
            raise KitgenError(
                _(
                    "{source}: card section {value} needs a heading",
                    source=texts.source,
                    value=n + 1,
                )
            )
        heading = str(section["heading"])
        name = heading
        items = _as_list(section.get("items"), texts, n)
        insert = section.get("insert")
        paragraphs = _as_list(section.get("text"), texts, n)
        if not items and not paragraphs and insert is not None and inserts.get(insert) == []:
            continue  # nothing to show under this heading with these rules
        result.append(Heading(heading, name=name))
        for paragraph in paragraphs:
            # Text that introduces a table stays on the table's side.
            keep = insert is not None and not items
            result.append(Paragraph(fill(paragraph, texts.lang, values), name=name, keep=keep))
        if items:
            result.append(Bullets(tuple(fill(i, texts.lang, values) for i in items), name=name))
        if insert is not None:
            if insert not in inserts:
                raise KitgenError(
                    _(
                        "{source}: card section {value} inserts {insert} — this card offers: "
                        "{value2}",
                        source=texts.source,
                        value=n + 1,
                        insert=cited(insert),
                        value2=", ".join(inserts),
                    )
                )
            result.extend(inserts[insert])
    return result


def _as_list(value: object, texts: Texts, n: int) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    raise KitgenError(
        _(
            "{source}: card section {value}: text and items must be texts",
            source=texts.source,
            value=n + 1,
        )
    )
