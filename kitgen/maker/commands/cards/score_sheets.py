"""``cards score-sheets``: score sheets to fill in by hand, several games to a page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core import games
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, pN_
from kitgen.core.options import choice, whole
from kitgen.maker.commands.cards import TextsOption, card_language
from kitgen.maker.options import PaperOptions, PreviewOptions

if TYPE_CHECKING:
    from kitgen.maker.output import Made, Output


#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (pN_("game", "all"),)


def sheet_games() -> tuple[str, ...]:
    """The words ``kitgen cards score-sheets`` takes: each game with a score sheet, or all."""
    return (*(game.name for game in games.with_sheet()), "all")


@dataclass(frozen=True)
class ScoreSheetOptions(PreviewOptions, PaperOptions, TextsOption):
    """``kitgen cards score-sheets``: which game's sheets, how many columns and pages."""

    game: str = choice(
        "all",
        sheet_games,  # the games registered when asked, not when this was imported
        what="game",
        help=N_("The game, or all (one PDF per game)."),
        complete="games",
    )
    # Bounds against absurd numbers only: each game's own range is checked with the game
    # named (``kitgen.maker.cards.scoresheet.player_count``).
    columns: int | None = whole(
        None,
        low=0,
        high=100,
        help=N_(
            "Player columns, as many as the game's sheet takes (its own default if not given)."
        ),
        metavar="N",
    )
    pages: int = whole(1, low=1, high=50, help=N_("Pages per game."))


OPTIONS = ScoreSheetOptions
CONFLICTS = ()
HELP = N_("Score sheets to fill in by hand, several games to a page.")


def build(options: ScoreSheetOptions, out: Output) -> Made:
    from kitgen.maker.cards.scoresheet import score_sheet_document
    from kitgen.maker.cards.texts import load_texts
    from kitgen.maker.layout import paper

    game = options.game
    if options.texts is not None and game == "all":
        one = ", ".join(sheet_games()[:-1])  # the games with a score sheet
        raise KitgenError(_("--texts needs one game ({games}), not all", games=one))
    sheet = paper(options.paper)
    chosen = [g.name for g in games.with_sheet()] if game == "all" else [game]
    words = {g: load_texts(g, card_language(g), options.texts) for g in chosen}
    for g in chosen:
        document = score_sheet_document(
            g, words[g], sheet, options.margin, options.columns, options.pages
        )
        path = out.path(g, "score-sheet", words[g].lang, sheet.key, ext="pdf")
        out.pdf(path, document, "score-sheet")
    return out.made()
