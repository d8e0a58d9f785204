"""The Stæða bot's options, declared once (light: ``kitgen staeda`` reads them at start-up;
the bot itself, :mod:`kitgen.games.staeda.bot`, loads the solver)."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_, pN_
from kitgen.core.options import level, switch, whole

LEVELS = ("cautious", "steady", "greedy")
DEFAULT_LEVEL = "steady"

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("level", "cautious"),
    pN_("level", "steady"),
    pN_("level", "greedy"),
)


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class BotOptions:
    """``kitgen staeda bot``: the computer player's level and where it is in the round."""

    level: str = level(
        DEFAULT_LEVEL,
        LEVELS,
        help=N_(
            "cautious (calls with a stæða from its own hand), steady (at most one table "
            "card) or greedy (any stæða)."
        ),
    )
    skill: int = whole(
        6,
        low=1,
        high=6,
        help=N_(
            "The most cards the computer combines in a stæða, as a person would (1 to 6; "
            "6: it sees every stæða)."
        ),
    )
    waited: int = whole(
        0, low=0, high=100, help=N_("Turns the computer has already played this round.")
    )
    last: bool = switch(
        False,
        help=N_("Another player has called: this is the computer's last turn (it may knock)."),
    )
