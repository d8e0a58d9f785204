"""The ice cream bot's options, declared once (light: ``kitgen code`` reads them at
start-up; the bot itself, :mod:`kitgen.games.icecream.bot`, loads the solver and numpy)."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_, pN_
from kitgen.core.options import level, names, seed, switch
from kitgen.games.icecream.rules import MAX_ROWS

LEVELS = ("random", "first", "knuth", "parts", "optimal")
DEFAULT_LEVEL = "knuth"
#: The levels that give a hint (random and first only play).
HINT_LEVELS = ("knuth", "parts", "optimal")

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("level", "random"),
    pN_("level", "first"),
    pN_("level", "parts"),
    pN_("level", "optimal"),
)


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class CodeBotOptions:
    """``kitgen code bot``: the computer as guesser (its level) or as setter (the guesses
    it answers), and the seed that draws its secret."""

    level: str = level(
        DEFAULT_LEVEL,
        LEVELS,
        help=N_(
            "The guesser: random (a random code that fits the board), first (the lowest "
            "that fits), knuth (minimax, as code hint), parts (the guess that splits the "
            "codes into the most parts) or optimal (the fewest guesses on average)."
        ),
    )
    setter: bool = switch(
        False, help=N_("The computer hides the code and answers your guesses (--guess).")
    )
    guess: tuple[str, ...] = names(
        help=N_(
            "With --setter: one of your guesses so far (repeat it, in order: --guess 1234 "
            "--guess 5612)."
        ),
        items=MAX_ROWS,
        metavar="CODE",
        only_with="setter",
    )
    seed: int | None = seed(
        None,
        help=N_(
            "Draws the secret (and the random guesser's guesses); default: one is chosen "
            "and shown. Give the same seed with each new guess."
        ),
    )
    reveal: bool = switch(
        False, help=N_("With --setter: show the hidden secret."), only_with="setter"
    )


@dataclass(frozen=True)
class HintOptions:
    """``kitgen code hint``: which strategy gives the next guess."""

    level: str = level(
        DEFAULT_LEVEL,
        HINT_LEVELS,
        help=N_(
            "The strategy: knuth (the guess that leaves the fewest codes in the worst case), "
            "parts (the guess that splits the codes into the most parts) or optimal (the "
            "guess of the strategy with the fewest guesses on average)."
        ),
    )
