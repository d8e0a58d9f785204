"""Player names: plain text a person reads aloud, and no two that look alike at the table.

A name may not hold a control or format character (bidi overrides such as U+202E, zero-width
joiners), nor ``=``, ``;`` or ``,`` (they separate names on the command line). Two names
clash when they read the same: equal after case folding and the Unicode TR39 skeleton
(``Ann`` and ``Аnn`` with a Cyrillic А; Greek and Cyrillic letters that look Latin). The
skeleton table is Unicode's own (``confusables.txt``), read only when names are checked, and
only the lines of the characters met are parsed (every game load checks its names: the whole
table would cost a referee command a sixth of its start-up).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from kitgen.core.errors import KitgenError, cited
from kitgen.core.options import check_value, declarations, names, text
from kitgen.core.speech import N_, _

#: The longest player name.
MAX_NAME = 40
#: Characters that separate names on the command line (``--players A,B``, ``--left A=1;B=0``).
SEPARATORS = "=;,"


#: One ``SOURCE;PROTOTYPE`` line per mapping, code points in upper-case hex (4 digits or more).
_TABLE = Path(__file__).with_name("confusables.txt")


@cache
def _table() -> str:
    return "\n" + _TABLE.read_text(encoding="utf-8")


@cache
def _prototype(ch: str) -> str:
    """The prototype of one character (the character itself when it has none)."""
    text = _table()
    at = text.find(f"\n{ord(ch):04X};")
    if at < 0:
        return ch
    end = text.find("\n", at + 1)
    target = text[text.index(";", at) + 1 : end if end >= 0 else len(text)]
    return "".join(chr(int(cp, 16)) for cp in target.split())


def skeleton(text: str) -> str:
    """The TR39 skeleton of ``text``: NFD, each character by its prototype, NFD again."""
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(_prototype(ch) for ch in decomposed))


def _unreadable(name: str) -> str | None:
    """The first control or format character of ``name``, as ``U+202E (RIGHT-TO-LEFT
    OVERRIDE)``, or None."""
    for ch in name:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            what = unicodedata.name(ch, "")
            return f"U+{ord(ch):04X}" + (f" ({what})" if what else "")
    return None


def clash_key(name: str) -> str:
    """What two names must not share: the skeleton of the case-folded name."""
    return skeleton(unicodedata.normalize("NFKC", name).casefold())


def check_name(name: str) -> str:
    """One player's name, trimmed; ``KitgenError`` saying what is wrong with it."""
    shown = name.strip()
    if not shown:
        raise KitgenError(_("a player's name is empty — give each player a name"))
    if len(shown) > MAX_NAME:
        raise KitgenError(
            _(
                "a player's name is plain text of at most {most} characters ({name}…) — "
                "give a shorter name",
                most=MAX_NAME,
                name=cited(shown[:MAX_NAME]),
            )
        )
    bad = _unreadable(shown)
    if bad is not None:
        raise KitgenError(
            _(
                "a player's name may not hold the control character {char} ({name}) — type "
                "the name as it is read",
                char=bad,
                name=cited(shown[:MAX_NAME]),
            )
        )
    if any(ch in shown for ch in SEPARATORS):
        raise KitgenError(_("a player's name may not hold = ; or , ({name})", name=cited(shown)))
    return shown


def check_names(names: Iterable[str], *, taken: Sequence[str] = ()) -> list[str]:
    """Every name checked with :func:`check_name`, none reading like another (or like one
    of ``taken``, the names already at the table)."""
    checked: list[str] = []
    seen: dict[str, str] = {clash_key(name): name for name in taken}
    for name in names:
        shown = check_name(name)
        key = clash_key(shown)
        if key in seen:
            other = seen[key]
            alike = other.casefold() == shown.casefold()
            if alike:
                said = _(
                    "two players have the same name: {first} and {second} — give names "
                    "that read differently at the table",
                    first=cited(other),
                    second=cited(shown),
                )
            else:
                said = _(
                    "two players have names that look alike: {first} and {second} — give "
                    "names that read differently at the table",
                    first=cited(other),
                    second=cited(shown),
                )
            raise KitgenError(said)
        seen[key] = shown
        checked.append(shown)
    return checked


@dataclass(frozen=True)
class PlayersOptions:
    """The players of a new game or match, in turn order: ``--players Ann,Bob``, or
    ``--player`` repeated (``players="Ann,Bob"`` or a list of names in the library)."""

    players: str | None = text(
        None, help=N_("The players in turn order, separated by commas: Ann,Bob."), metavar="NAMES"
    )
    player: tuple[str, ...] = names(
        help=N_("A player's name; repeat it, in turn order (or use --players)."),
        items=100,
        short="-p",
        metavar="NAME",
    )


def players_given(
    players: str | Sequence[str] | None, player: Sequence[str] | None = None
) -> list[str]:
    """The names given with ``player`` repeated, then those of ``players`` (``"Ann,Bob"``,
    or the names themselves), in turn order, each spelling checked by its declaration
    (:class:`PlayersOptions`); :func:`check_names` then checks the names themselves."""
    as_text, as_list = declarations(PlayersOptions)
    found = list(check_value(as_list, player) or ())
    if isinstance(players, Sequence) and not isinstance(players, str | bytes):
        found += check_value(as_list, players)
    elif players is not None:  # "Ann,Bob"; anything else is refused as --players refuses it
        found += [name.strip() for name in check_value(as_text, players).split(",")]
    return found
