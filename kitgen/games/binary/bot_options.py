"""The binary bot's options, declared once (light: ``kitgen game`` reads them at start-up;
the bot itself, :mod:`kitgen.games.binary.bot`, loads the move generator)."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_, pN_
from kitgen.core.options import level, seed, switch

LEVELS = ("random", "greedy", "strong")
DEFAULT_LEVEL = "greedy"

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("level", "random"),
    pN_("level", "greedy"),
    pN_("level", "strong"),
)


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class BotOptions:
    """``kitgen game bot``: how strong the computer plays, its seed, and whether it plays."""

    level: str = level(
        DEFAULT_LEVEL,
        LEVELS,
        help=N_(
            "random (any legal move), greedy (the most points) or strong (points and the "
            "tiles kept)."
        ),
    )
    seed: int | None = seed(
        None, help=N_("The random level's seed (default: one is chosen and shown).")
    )
    play: bool = switch(
        False, help=N_("Play the move into the game file (a rack with no move passes).")
    )
