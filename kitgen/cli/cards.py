"""``kitgen cards``: rule cards, score sheets and the binary quick reference as PDFs.

The rule-card commands take exactly the house-rule flags (and ``--rules FILE``) of the
referee commands, so the card on the table and the referee always agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from kitgen.cli import complete
from kitgen.cli.binary_options import (
    AndOneOrZeroOpt,
    EndgameOpt,
    FractionsOpt,
    LeadingZerosOpt,
    NegativesOpt,
    OrderOpt,
    PaddingOpt,
    PlusZeroOpt,
    RotatedEqualsOpt,
    RulesFileOpt,
    TimesOneOpt,
    XorOpt,
    rules_from_params,
)
from kitgen.cli.code import (
    AnyRepeats,
    FeedbackStyle,
    Flavours,
    Length,
    Mode,
    Repeats,
    Rows,
)
from kitgen.cli.code import (
    RulesFile as IcecreamRulesOpt,
)
from kitgen.cli.code import (
    rules_from_params as code_rules_from_params,
)
from kitgen.cli.options import (
    BackOffsetOpt,
    JsonOpt,
    LayoutOpt,
    MarginOpt,
    OutOpt,
    PaperOpt,
    PrintThenCutOpt,
    SpecOpt,
)
from kitgen.cli.paths import file_name
from kitgen.cli.staeda import RULES as STAEDA_RULES
from kitgen.cli.staeda import WHOLE as WHOLE_NUMBERS
from kitgen.core.errors import KitgenError, unknown_choice
from kitgen.make.output import WrittenFile, files_json, files_summary

if TYPE_CHECKING:
    from kitgen.make.cards.card import CardLayout, CardSize
    from kitgen.make.cards.texts import Texts
    from kitgen.make.imposition.settings import PrintAndPlay
    from kitgen.make.layout import Paper

app = typer.Typer(
    help=(
        "Rule cards, score sheets and the binary quick reference, as print-ready PDFs.\n\n"
        "A rule card shows the house rules in force: give the same flags (or --rules FILE) "
        "as the referee commands. Cards come in four sizes, several to a sheet with crop "
        "marks; a card with a back is followed by a mirrored back page for long-edge duplex."
    ),
    no_args_is_help=True,
    add_completion=False,
)

SizeOpt = Annotated[
    str,
    typer.Option(
        "--size",
        help="Card size: a6 (105 × 148 mm), poker (63.5 × 88.9), tarot (70 × 120), a5 (148 × 210).",
        metavar="SIZE",
        autocompletion=complete.card_sizes,
    ),
]
LangOpt = Annotated[
    str,
    typer.Option(
        "--lang",
        metavar="LANG",
        autocompletion=complete.languages,
        help="Language of the texts: en for every game; also nl and ru (binary), "
        "et (icecream), is (staeda).",
    ),
]
TextsOpt = Annotated[
    Path | None,
    typer.Option(
        "--texts",
        help="Your own card text file (TOML, laid out like templates/cards/GAME.en.toml).",
        metavar="FILE",
        parser=file_name,
    ),
]
CopiesOpt = Annotated[
    int | None,
    typer.Option(
        "--copies",
        min=1,
        max=100,
        help="How many copies of each card (default: as many as fill one sheet).",
        show_default=False,
    ),
]


@dataclass(frozen=True)
class CardPrint:
    """How the card commands print: built once from the shared print options."""

    card: CardSize
    sheet: Paper
    copies: int | None
    margin: float
    out: Path
    pnp: PrintAndPlay


def _card_print(
    size: str,
    paper: str,
    copies: int | None,
    margin: float,
    out: Path,
    layout: str,
    print_then_cut: str | None,
    back_offset: str | None,
) -> CardPrint:
    from kitgen.make.cards.card import card_size
    from kitgen.make.imposition.settings import print_and_play
    from kitgen.make.layout import paper as paper_size

    # backs=None: whether a card has a back depends on its text, checked when it is laid out.
    pnp = print_and_play(layout, print_then_cut, back_offset, backs=None)
    return CardPrint(card_size(size), paper_size(paper), copies, margin, out, pnp)


def _echo(written: list[WrittenFile], json_out: bool) -> None:
    typer.echo(files_json(written) if json_out else files_summary(written))


def _card_file(out: Path, stem: str, lang: str, size: str, paper: str) -> Path:
    return out / f"{stem}-{lang}-{size}-{paper}.pdf"


def _write_cards(
    layout: CardLayout,
    words: Texts,
    stem: str,
    how: CardPrint,
    kind: str = "cards",
    heading: str = "card",
) -> list[WrittenFile]:
    """Impose ``how.copies`` of ``layout`` (default: a full sheet) and write the PDF."""
    from kitgen.make.cards.documents import full_sheet_copies, save_cards
    from kitgen.make.cards.texts import print_words

    pnp, sheet, margin = how.pnp, how.sheet, how.margin
    title = f"{words.text(heading + '.title')} — {words.text(heading + '.footer')}"
    if pnp.gutterfold or pnp.cutter:
        from kitgen.cli.pnp_output import card_copies, write_pieces
        from kitgen.make.imposition.pieces import card_pieces

        count = how.copies or card_copies(layout, pnp, sheet, margin)
        pieces = card_pieces([layout] * count, stem, title, one_sided=pnp.cutter is not None)
        base = how.out / f"{stem}-{words.lang}-{how.card.key}"
        files, _ = write_pieces(pieces, pnp, sheet, margin, base)
        return files
    return [
        save_cards(
            [layout] * (how.copies or full_sheet_copies(layout, sheet, margin)),
            sheet,
            margin,
            title,
            _card_file(how.out, stem, words.lang, how.card.key, sheet.key),
            kind,
            print_words(words),
            pnp.back_offset,
        )
    ]


@app.command("binary")
def binary(
    ctx: typer.Context,
    rules_file: RulesFileOpt = None,
    order: OrderOpt = None,
    fractions: FractionsOpt = None,
    negatives: NegativesOpt = None,
    leading_zeros: LeadingZerosOpt = None,
    times_one: TimesOneOpt = None,
    plus_zero: PlusZeroOpt = None,
    and_one_or_zero: AndOneOrZeroOpt = None,
    padding: PaddingOpt = None,
    xor: XorOpt = None,
    rotated_equals: RotatedEqualsOpt = None,
    endgame: EndgameOpt = None,
    spec: SpecOpt = None,
    size: SizeOpt = "a6",
    paper: PaperOpt = "a4",
    lang: LangOpt = "en",
    texts: TextsOpt = None,
    copies: CopiesOpt = None,
    layout_name: LayoutOpt = "sheet",
    print_then_cut: PrintThenCutOpt = None,
    back_offset: BackOffsetOpt = None,
    margin: MarginOpt = 5.0,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """The binary tiles rule card, with the house rules in force and the tile table.

    The tile table comes from --spec (default: the shipped set, or the shipped set with XOR
    tiles when --xor is on).
    """
    from kitgen.files.templates import template
    from kitgen.make.cards.documents import binary_layout
    from kitgen.make.cards.texts import load_texts
    from kitgen.make.specs.tiles import load_tile_spec

    rules = rules_from_params(ctx.params)
    if spec is None and rules.xor:
        # XOR in play and no spec of your own: the shipped set with the XOR tiles.
        spec = template("binary", "tiles-xor.toml")
    how = _card_print(size, paper, copies, margin, out, layout_name, print_then_cut, back_offset)
    words = load_texts("binary", lang, texts)
    layout = binary_layout(words, rules, load_tile_spec(spec), how.card)
    written = _write_cards(layout, words, "binary-rule-card", how)
    _echo(written, json_out)


@app.command("icecream")
def icecream(
    ctx: typer.Context,
    rules_file: IcecreamRulesOpt = None,
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    size: SizeOpt = "a6",
    paper: PaperOpt = "a4",
    lang: LangOpt = "en",
    texts: TextsOpt = None,
    copies: CopiesOpt = None,
    layout_name: LayoutOpt = "sheet",
    print_then_cut: PrintThenCutOpt = None,
    back_offset: BackOffsetOpt = None,
    margin: MarginOpt = 5.0,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """The ice cream code rule card, with the mode and switches in force."""
    from kitgen.make.cards.documents import icecream_layout
    from kitgen.make.cards.texts import load_texts

    rules = code_rules_from_params(ctx.params)
    how = _card_print(size, paper, copies, margin, out, layout_name, print_then_cut, back_offset)
    words = load_texts("icecream", lang, texts)
    layout = icecream_layout(words, rules, how.card)
    written = _write_cards(layout, words, "icecream-rule-card", how)
    _echo(written, json_out)


@app.command("staeda")
def staeda(
    rules_file: Path | None = STAEDA_RULES,
    whole_numbers: bool | None = WHOLE_NUMBERS,
    size: SizeOpt = "a6",
    paper: PaperOpt = "a4",
    lang: LangOpt = "en",
    texts: TextsOpt = None,
    copies: CopiesOpt = None,
    layout_name: LayoutOpt = "sheet",
    print_then_cut: PrintThenCutOpt = None,
    back_offset: BackOffsetOpt = None,
    margin: MarginOpt = 5.0,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """The Stæða rule card, with the house rules in force and the card values."""
    from kitgen.games.staeda.rules import load_rules
    from kitgen.make.cards.documents import staeda_layout
    from kitgen.make.cards.texts import load_texts

    rules = load_rules(rules_file, whole_numbers=whole_numbers)
    how = _card_print(size, paper, copies, margin, out, layout_name, print_then_cut, back_offset)
    words = load_texts("staeda", lang, texts)
    layout = staeda_layout(words, rules, how.card)
    written = _write_cards(layout, words, "staeda-rule-card", how)
    _echo(written, json_out)


@app.command("all")
def all_cards(
    size: SizeOpt = "a6",
    paper: PaperOpt = "a4",
    lang: LangOpt = "en",
    copies: CopiesOpt = None,
    layout_name: LayoutOpt = "sheet",
    print_then_cut: PrintThenCutOpt = None,
    back_offset: BackOffsetOpt = None,
    margin: MarginOpt = 5.0,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """The three rule cards with each game's default rules, one PDF per game."""
    from kitgen.games.binary.rules import Rules as BinaryRules
    from kitgen.games.icecream.rules import make_rules
    from kitgen.games.staeda.rules import Rules as StaedaRules
    from kitgen.make.cards.documents import (
        binary_layout,
        icecream_layout,
        staeda_layout,
    )
    from kitgen.make.cards.texts import GAME_NAMES, available_languages, load_texts
    from kitgen.make.specs.tiles import load_tile_spec

    how = _card_print(size, paper, copies, margin, out, layout_name, print_then_cut, back_offset)
    # Each game in --lang where its texts exist, in English where they do not (said on
    # stderr); a language no game has is refused before anything is written.
    games = ("binary", "icecream", "staeda")
    langs = {game: lang if lang in available_languages(game) else "en" for game in games}
    if all(chosen != lang for chosen in langs.values()):
        shipped = sorted({code for game in games for code in available_languages(game)})
        raise unknown_choice("language", lang, shipped)
    fallback = [GAME_NAMES[game] for game in games if langs[game] != lang]
    if fallback:
        typer.echo(
            f"note: no '{lang}' texts for {' and '.join(fallback)} — "
            f"{'that card is' if len(fallback) == 1 else 'those cards are'} in English",
            err=True,
        )
    words = {game: load_texts(game, langs[game]) for game in games}
    layouts = {
        "binary": binary_layout(words["binary"], BinaryRules(), load_tile_spec(), how.card),
        "icecream": icecream_layout(words["icecream"], make_rules(None), how.card),
        "staeda": staeda_layout(words["staeda"], StaedaRules(), how.card),
    }
    one_sided = [game for game, layout in layouts.items() if len(layout.sides) == 1]
    if not how.pnp.back_offset.is_zero and one_sided:
        raise KitgenError(
            f"--back-offset moves the backs, and the {', '.join(one_sided)} card has none at "
            f"--size {how.card.key} — print that game's card on its own, without --back-offset"
        )
    written = [
        file
        for game, layout in layouts.items()
        for file in _write_cards(layout, words[game], f"{game}-rule-card", how)
    ]
    _echo(written, json_out)


@app.command("reference")
def reference(
    size: SizeOpt = "a6",
    paper: PaperOpt = "a4",
    lang: LangOpt = "en",
    texts: TextsOpt = None,
    copies: CopiesOpt = None,
    layout_name: LayoutOpt = "sheet",
    print_then_cut: PrintThenCutOpt = None,
    back_offset: BackOffsetOpt = None,
    margin: MarginOpt = 5.0,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """The binary game's quick reference: operators, NOT, AND/OR padding, bonus values."""
    from kitgen.make.cards.documents import reference_layout
    from kitgen.make.cards.texts import load_texts

    how = _card_print(size, paper, copies, margin, out, layout_name, print_then_cut, back_offset)
    words = load_texts("binary", lang, texts)
    layout = reference_layout(words, how.card)
    written = _write_cards(
        layout, words, "binary-reference", how, kind="reference", heading="reference"
    )
    _echo(written, json_out)


@app.command("score-sheets")
def score_sheets(
    game: Annotated[
        str,
        typer.Argument(
            help="binary, icecream, staeda, or all (one PDF per game).",
            metavar="[GAME]",
            autocompletion=complete.games,
        ),
    ] = "all",
    paper: PaperOpt = "a4",
    lang: LangOpt = "en",
    texts: TextsOpt = None,
    columns: Annotated[
        int | None,
        typer.Option(
            "--columns",
            help="Player columns: binary 2–4 (default 4), staeda 2–6 (default 6); "
            "ice cream is always 2.",
            metavar="N",
            show_default=False,
        ),
    ] = None,
    old_players: Annotated[int | None, typer.Option("--players", hidden=True, metavar="N")] = None,
    pages: Annotated[int, typer.Option("--pages", min=1, max=50, help="Pages per game.")] = 1,
    margin: MarginOpt = 5.0,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
) -> None:
    """Score sheets to fill in by hand, several games to a page."""
    from kitgen.make.cards.scoresheet import save_score_sheet
    from kitgen.make.cards.texts import GAMES, load_texts
    from kitgen.make.layout import paper as paper_size

    if old_players is not None:  # --players names the players everywhere else
        from kitgen.cli.answer import deprecated

        deprecated("cards score-sheets --players N", "--columns N")
        columns = columns if columns is not None else old_players
    if game != "all" and game not in GAMES:
        raise unknown_choice("game", game, [*GAMES, "all"])
    if texts is not None and game == "all":
        raise KitgenError("--texts needs one game (binary, icecream or staeda), not all")
    sheet = paper_size(paper)
    chosen = GAMES if game == "all" else (game,)
    words = {g: load_texts(g, lang, texts) for g in chosen}
    written = [
        save_score_sheet(
            g,
            words[g],
            sheet,
            margin,
            columns,
            pages,
            out / f"{g}-score-sheet-{words[g].lang}-{sheet.key}.pdf",
        )
        for g in chosen
    ]
    _echo(written, json_out)
