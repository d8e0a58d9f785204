"""``cards score-sheets``: score sheets to fill in by hand, several games to a page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core import games
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _
from kitgen.core.options import choice, whole
from kitgen.maker.commands.cards import TextsOption, card_language
from kitgen.maker.options import PaperOptions, PreviewOptions

if TYPE_CHECKING:
    from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class ScoreSheetOptions(PreviewOptions, PaperOptions, TextsOption):
    """``kitgen cards score-sheets``: which game's sheets, how many columns and pages."""

    game: str = choice(
        "all",
        (*(game.name for game in games.with_sheet()), "all"),
        help=N_("binary, icecream, staeda, or all (one PDF per game)."),
        metavar="[GAME]",
        complete="games",
    )
    # Bounds against absurd numbers only: each game's own range is checked with the game
    # named (``kitgen.maker.cards.scoresheet.player_count``).
    columns: int | None = whole(
        None,
        low=0,
        high=100,
        give=N_("2 to 4 player columns for binary, 2 to 6 for staeda (ice cream has 2)"),
        help=N_(
            "Player columns: binary 2–4 (default 4), staeda 2–6 (default 6); ice cream is always 2."
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
        raise KitgenError(_("--texts needs one game (binary, icecream or staeda), not all"))
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
