"""The games kitgen knows: one record each, found by name (python-chess's ``find_variant``).

A game is one :class:`GameRecord` in :data:`GAMES` — its name and other spellings, its
title, its colour, its house rules, its rules page, its card and score sheet, its lab, its
commands and web pages — and every list of the games is made from it: ``kitgen rules``,
the schemas, ``kitgen cards all``, the score sheets, the lab, the templates, the command
line's aliases. A new game is a record here (or :func:`register`\\ ed by a plug-in or a
test), not a change in every layer.

The record names the code of the layers above by ``"module:attribute"`` strings, imported
only when used: ``core`` imports nothing of kitgen's layers, and ``kitgen check`` loads
no drawing library for knowing that there is a rule card.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kitgen.core.errors import unknown_choice
from kitgen.core.messages import N_
from kitgen.core.referees import Arg
from kitgen.core.referees import Referee as Referee

#: The shipped rules pages (``kitgen/rulebook/GAME.md``, ``GAME.LANG.md``).
RULES_PAGES = Path(__file__).resolve().parents[1] / "rulebook"


@dataclass(frozen=True)
class Lab:
    """``kitgen lab GAME``: the library function, the run's declared options, its help and
    what its progress bar counts."""

    function: str
    options: str
    help: str
    unit: str


@dataclass(frozen=True)
class PuzzleKind:
    """``kitgen puzzles KIND``: the draw of its deck (``"module:function"`` taking a
    :class:`kitgen.games.puzzles.puzzle.DeckSettings`), how it is printed
    (``"module:attribute"`` of a :class:`kitgen.maker.puzzles.PrintedKind`) and what its
    puzzles are, as the help says it (marked for translation)."""

    draw: str
    printed: str
    summary: str = ""
    #: Its own options (``"module:Class"`` of a declaration), which ``kitgen puzzles`` takes
    #: for every kind (``--mode``, ``--tile-words``); ``None``: none.
    options: str | None = None


#: The fit tests (``kitgen calibrate TEST``) a game's parts may join.
FIT_TESTS = ("3d", "laser")


@dataclass(frozen=True)
class FitPart:
    """A part of the game's kit that a fit test tries (``kitgen calibrate 3d`` or ``laser``):
    a hole or pocket at its size, so that the maker finds the clearance it needs.

    ``name`` is the part (marked for translation: the test prints it in the language in
    use; in English, one word, in the answer's ``fit_parts`` and its keys, ``peg_hole_mm``).
    ``size`` is the ``"module:function"`` that gives its size, imported only when the test
    runs: for ``3d`` a :class:`kitgen.maker.fits.Fit3D` (its size, round or square, and the
    test piece printed beside it) from ``(spec, settings)``; for ``laser`` a
    :class:`kitgen.maker.fits.FitHole` (the hole's diameter, the stock its kit is cut from)
    from ``(spec, fit)``. ``spec`` is the kit spec model (``"module:Class"``) the part's
    size comes from: a ``--spec`` of that kind is passed to ``size``, ``None`` otherwise."""

    test: str
    name: str
    size: str
    spec: str | None = None

    def __post_init__(self) -> None:
        word = self.name.isascii() and self.name.isalnum() and self.name[:1].isalpha()
        if self.test not in FIT_TESTS or not word:
            raise ValueError(
                f"a fit part is for a test of {FIT_TESTS} and named by one English word in "
                f"lower case, not ({self.test!r}, {self.name!r})"
            )
        if not self.name.islower():
            raise ValueError(f"a fit part's name is in lower case, not {self.name!r}")


@dataclass(frozen=True)
class GameRecord:
    """One game, and where each layer finds its part of it."""

    #: The name typed (``kitgen rules staeda``), in file names and in JSON.
    name: str
    #: The game's title as the player reads it (marked for translation).
    title: str
    #: The house rules: the ``Rules`` dataclass (``"module:Class"``).
    rules: str
    #: The accent colour of its card, score sheet and pages.
    colour: str
    #: Other spellings taken wherever the name is (``stæða``, ``ice-cream``).
    aliases: tuple[str, ...] = ()
    #: The folder of its rules page ``NAME.md`` (and ``NAME.LANG.md``).
    pages: Path = RULES_PAGES
    #: The command groups that referee it: ``kitgen NAME`` -> ``"module:attribute"`` (their
    #: commands are its ``referees``).
    cli: dict[str, str] = field(default_factory=dict)
    #: Its referee commands, the one list the command line and the web are made from
    #: (:class:`kitgen.core.referees.Referee`).
    referees: tuple[Referee, ...] = ()
    #: The folder of its referee commands' schemas (``None``: the shipped ``kitgen/schemas``).
    schemas: Path | None = None
    #: Its rule card: the module of ``kitgen cards NAME`` (``None``: no card).
    card: str | None = None
    #: Its card texts name the logic tiles (AND, OR, NOT, XOR), printed in the words of
    #: the table's language or in English (``--tile-words``).
    worded: bool = False
    #: Its card's options that ``kitgen cards all`` takes too (``"module:Class"``
    #: declarations: the binary card's ``--tile-words``).
    card_options: tuple[str, ...] = ()
    #: Its other kit commands: the words after ``kitgen`` -> the module (``cards NAME`` is
    #: its ``card``).
    kits: dict[str, str] = field(default_factory=dict)
    #: Its score sheet: the form function (``"module:name"``) and the player columns it
    #: takes (fewest, most, default).
    sheet: str | None = None
    players: tuple[int, int, int] = (2, 2, 2)
    #: Its shipped kit templates (``kitgen templates list``): ``"module:attribute"`` of a
    #: tuple of :class:`kitgen.files.templates.Template` (``None``: none).
    templates: str | None = None
    #: Its own pages of ``kitgen serve``: ``"module:function"`` giving their routes (a
    #: Starlette ``Route`` list; empty: none beyond those the referee list makes).
    web: str = ""
    #: The start page's cards of its hand-laid pages: (address, title, summary), the title
    #: and summary marked for translation (the pages made for its other referee commands
    #: are listed under the card of the page of its first one).
    home: tuple[tuple[str, str, str], ...] = ()
    #: The labels of the fields of those pages' forms (marked for translation): the pages
    #: show them, and a field left empty is named by them ("Fill in 'Target' first").
    labels: dict[str, str] = field(default_factory=dict)
    #: Its own kinds of file a web table stores, beyond a game and a match: kind -> the
    #: folder in the data folder (an id of one is named as a game's).
    stored: dict[str, str] = field(default_factory=dict)
    #: Its kinds of puzzle (``kitgen puzzles KIND``), each with its draw and its printing.
    puzzles: dict[str, PuzzleKind] = field(default_factory=dict)
    #: Its kit specs' models (``"module:Class"``, a :class:`kitgen.maker.specs.spec.SpecModel`
    #: each, with its kind): a spec of one kind given where another is needed is named.
    specs: tuple[str, ...] = ()
    #: The names it adds to the public API (``kitgen.NAME``) -> ``"module:attribute"`` or a
    #: module: its referee's functions and answers.
    exports: dict[str, str] = field(default_factory=dict)
    #: ``kitgen lab NAME`` (``None``: no lab).
    lab: Lab | None = None
    #: The lists of values a front end offers to pick from (a shell's completion): kind ->
    #: ``"module:attribute"`` of a sequence, or of a function giving one.
    lists: dict[str, str] = field(default_factory=dict)
    #: Its ``--help`` examples: the module whose ``EXAMPLES`` (command path -> command lines)
    #: and ``GROUP_EXAMPLES`` (a group's, ``""`` the root's) hold its own commands' lines and
    #: those it adds to the shared ones (:mod:`kitgen.core.examples`; ``None``: none).
    examples: str | None = None
    #: The parts of its kit the fit tests try (``kitgen calibrate 3d`` and ``laser``), in
    #: the order they are laid out (after the games before it).
    fits: tuple[FitPart, ...] = ()

    def load(self, attribute: str) -> Any:
        """The object one of the record's ``"module:attribute"`` strings names (the
        attribute may be a dotted path: ``"kitgen.api.code:texts.HINT_HELP"``)."""
        return load(attribute)

    def rules_class(self) -> type:
        """The game's house-rules dataclass."""
        found: type = self.load(self.rules)
        return found

    def page(self, lang: str) -> Path:
        """The rules page in ``lang`` (``en``: ``NAME.md``), written or not."""
        return self.pages / (f"{self.name}.md" if lang == "en" else f"{self.name}.{lang}.md")


def load(attribute: str) -> Any:
    """The object a record's ``"module:attribute"`` string names (the attribute may be a
    dotted path; none: the module)."""
    module, _sep, name = attribute.partition(":")
    found = importlib.import_module(module)
    for part in name.split(".") if name else ():
        found = getattr(found, part)
    return found


#: Every game, in the order kitgen lists them.
GAMES: dict[str, GameRecord] = {}


def register(game: GameRecord) -> GameRecord:
    """Add ``game`` (a plug-in's, a test's); a name or alias already taken is an error, and
    so is a fit part the test already has by that name (the name is the part's key in the
    test's answer, ``peg_hole_mm``)."""
    taken = spellings()
    for word in (game.name, *game.aliases):
        if word.casefold() in taken:
            raise ValueError(f"the game name {word!r} is taken by {taken[word.casefold()]}")
    parts = {(p.test, p.name): g.name for g in GAMES.values() for p in g.fits}
    for part in game.fits:
        key = (part.test, part.name)
        if key in parts:
            raise ValueError(f"the {part.test} fit part {part.name!r} is {parts[key]}'s already")
        parts[key] = game.name
    GAMES[game.name] = game
    return game


def unregister(name: str) -> None:
    """Take game ``name`` out (what a test that registered one does at its end)."""
    GAMES.pop(name, None)


@contextmanager
def registered(game: GameRecord) -> Iterator[GameRecord]:
    """``game`` registered inside the block only."""
    register(game)
    try:
        yield game
    finally:
        unregister(game.name)


def spellings() -> dict[str, str]:
    """Every name and alias, case-folded, -> the game's name."""
    found = {}
    for game in GAMES.values():
        for word in (game.name, *game.aliases):
            found[word.casefold()] = game.name
    return found


def names() -> tuple[str, ...]:
    """The games' names, in order."""
    return tuple(GAMES)


def games() -> tuple[GameRecord, ...]:
    """Every game's record, in order."""
    return tuple(GAMES.values())


def lookup(name: str) -> GameRecord | None:
    """The game called ``name`` (any case, or an alias), or ``None``."""
    key = spellings().get(name.strip().casefold())
    return GAMES[key] if key is not None else None


def find_game(name: str) -> GameRecord:
    """The game called ``name`` (any case, or an alias); an unknown name is refused with
    the list (the one message, with "did you mean")."""
    found = lookup(name)
    if found is None:
        raise unknown_choice("game", name, names())
    return found


def with_card() -> tuple[GameRecord, ...]:
    """The games with a rule card (``kitgen cards all``, the card texts)."""
    return tuple(g for g in GAMES.values() if g.card is not None)


def labs() -> list[tuple[GameRecord, Lab]]:
    """The games with a lab (``kitgen lab``), each with it."""
    return [(g, g.lab) for g in GAMES.values() if g.lab is not None]


def fit_parts(test: str) -> tuple[FitPart, ...]:
    """The parts the fit test ``test`` (``3d``, ``laser``) tries: every game's, in order."""
    return tuple(part for g in GAMES.values() for part in g.fits if part.test == test)


def with_sheet() -> tuple[GameRecord, ...]:
    """The games with a score sheet (``kitgen cards score-sheets``)."""
    return tuple(g for g in GAMES.values() if g.sheet is not None)


# -- the shipped games' referees ----------------------------------------------------------------

_GAME = "kitgen.api.game"
_CODE = "kitgen.api.code"
_STAEDA = "kitgen.api.staeda"
_ICECREAM_SPEC = "kitgen.maker.specs.icecream:IcecreamSpec"
_ICECREAM_KITS = "kitgen.maker.kits.icecream"
_BINARY_RULES = (f"{_GAME}:RulesFile", f"{_GAME}:Rules")
_CODE_RULES = (f"{_CODE}:RulesFile", f"{_CODE}:HouseRules")
_STAEDA_RULES = (f"{_STAEDA}:RulesFile", f"{_STAEDA}:Rules")
_PLAYERS = (Arg("kitgen.core.names:PlayersOptions", "players"),
            Arg("kitgen.core.names:PlayersOptions", "player"))  # fmt: skip
_GAME_FILE = Arg(f"{_GAME}:GameOptions", "file", True)
_MOVE = Arg(f"{_GAME}:GameOptions", "move", True)
_PLAYER = Arg(f"{_GAME}:GameOptions", "player")
_RACK = Arg(f"{_GAME}:MovesOptions", "rack", True)
_MATCH_FILE = Arg(f"{_CODE}:MatchFileOptions", "file", True)
_ROUND = (Arg(f"{_CODE}:CrackedOption", "cracked_on"), Arg(f"{_CODE}:BoardOptions", "not_cracked"))
_ROWS = (("row", "played", f"{_CODE}:texts.OLD_ROWS"),)


def _game(
    word: str, summary: str, own: tuple[Arg, ...], function: str = "", **more: object
) -> Referee:
    """A ``kitgen game`` command on a game file: its help is ``kitgen.api.game.WORD_HELP``."""
    fields: dict[str, object] = {
        "options": (),
        "file": "game",
        "page": "/game",
        "help": f"{_GAME}:{word.upper()}_HELP",
    }
    fields.update(more)
    return Referee(word, f"{_GAME}:{function or word}", summary=summary, group="game",
                   own=own, **fields)  # type: ignore[arg-type]  # fmt: skip


BINARY = (
    Referee("check", "kitgen.api.check:check", summary=N_("Check a binary expression."),
            group="", own=(Arg("kitgen.api.check:CheckArguments", "expression", True),
                           Arg("kitgen.api.check:CheckOptions", "explain")),
            options=("kitgen.api.check:RulesFile", "kitgen.api.check:Rules",
                     "kitgen.api.check:TileWords"),
            skip="kitgen.api.check:IGNORED", quick=True, cli="kitgen.cli.check:check",
            page="/check", verdicts=(N_("Correct"), N_("Not correct")), keeps=True),
    Referee("new", f"{_GAME}:new", summary=N_("Start a game: the players and the house rules."),
            group="game", own=_PLAYERS, options=(*_BINARY_RULES, f"{_GAME}:TileWords"),
            file="game", changes=True,
            cli="kitgen.cli.game:new", web="kitgen.web.game_pages:game_new", page="/game",
            keeps=True),
    _game("play", N_("Play a move: judged, and recorded when legal."),
          (_GAME_FILE, _MOVE, _PLAYER), wait=True, changes=True,
          verdicts=(N_("Played"), N_("Illegal move"))),
    _game("score", N_("What a move would score now, without playing it."), (_GAME_FILE, _MOVE),
          verdicts=(N_("Legal"), N_("Illegal move"))),
    _game("show", N_("The board, the scores and the tiles not yet played."),
          (_GAME_FILE, Arg(f"{_GAME}:GameOptions", "png"))),
    _game("undo", N_("Take back the last move, pass or end."), (_GAME_FILE,), wait=True,
          changes=True, verdicts=(N_("Taken back"), N_("Nothing to take back"))),
    _game("pass", N_("Record a pass for the player whose turn it is."), (_GAME_FILE, _PLAYER),
          "pass_turn", wait=True, changes=True, verdicts=(N_("Passed"), N_("Refused"))),
    _game("exchange", N_("Exchange tiles instead of moving: how many go back."),
          (_GAME_FILE, Arg(f"{_GAME}:GameOptions", "count", True), _PLAYER), wait=True,
          changes=True, verdicts=(N_("Exchanged"), N_("Refused"))),
    _game("end", N_("End the game: the leftovers are added and taken off."),
          (_GAME_FILE, *(Arg(f"{_GAME}:GameOptions", n) for n in ("left", "went_out",
                                                                  "nobody_out"))),
          changes=True, cli="kitgen.cli.game:end", web="kitgen.web.game_pages:game_end", help="",
          verdicts=(N_("Game over"), N_("Refused"))),
    _game("moves", N_("Every legal move for a rack, best first."),
          (_GAME_FILE, _RACK, *(Arg(f"{_GAME}:MovesOptions", n) for n in ("top", "all",
                                                                          "player", "check"))),
          heavy=True, verdicts=(N_("Moves found"), N_("No legal move"))),
    _game("bot", N_("The computer's move for the rack drawn for it."), (_GAME_FILE, _RACK),
          options=(f"{_GAME}:BotOptions",), wait=True, changes=True, heavy=True,
          verdicts=(N_("The computer has played"), N_("The computer passes"))),
)  # fmt: skip


def _code(word: str, summary: str, own: tuple[Arg, ...] = (), **more: object) -> Referee:
    """A ``kitgen code`` command: its help is ``kitgen.api.code.texts.WORD_HELP``."""
    fields: dict[str, object] = {
        "options": _CODE_RULES,
        "page": "/code",
        "help": f"{_CODE}:texts.{word.upper()}_HELP",
    }
    fields.update(more)
    function = f"{_CODE}:{word.replace(' ', '_')}"
    return Referee(word, function, summary=summary, group="code", own=own,
                   **fields)  # type: ignore[arg-type]  # fmt: skip


def _code_arguments(*names: str) -> tuple[Arg, ...]:
    return tuple(Arg(f"{_CODE}:CodeArguments", name, True) for name in names)


ICECREAM = (
    _code("feedback", N_("The pegs the setter owes for a guess."),
          _code_arguments("secret", "guess"), quick=True,
          verdicts=(N_("Feedback"), N_("Not a legal secret")), keeps=True),
    _code("validate", N_("Is a code a legal hidden code?"), _code_arguments("code"), quick=True,
          verdicts=(N_("Legal code"), N_("Not a legal code"))),
    _code("audit", N_("Check the feedback on a board."),
          (Arg(f"{_CODE}:BoardOptions", "played"), Arg(f"{_CODE}:BoardOptions", "secret")),
          heavy=True, renamed=_ROWS, cli="kitgen.cli.code:audit",
          verdicts=(N_("The board holds up"), N_("Something is wrong"))),
    _code("hint", N_("The next guess: Knuth's, the most parts' or the optimal strategy's."),
          (Arg(f"{_CODE}:BoardOptions", "played"),),
          options=(f"{_CODE}:HintOptions", *_CODE_RULES), heavy=True, renamed=_ROWS,
          cli="kitgen.cli.code:hint", verdicts=(N_("Hint"), N_("No code fits"))),
    _code("score", N_("Points for a round."), _ROUND, quick=True),
    _code("strategy", N_("The hint strategy against every code."), heavy=True),
    _code("bot", N_("Play a round with the computer: it guesses your code, or hides one."),
          (Arg(f"{_CODE}:BotSecretArgument", "secret"),),
          options=(f"{_CODE}:CodeBotOptions", *_CODE_RULES), heavy=True, page="",
          verdicts=(N_("Cracked"), N_("Not cracked (yet)"))),
    _code("match new", N_("Start a match for two players."),
          (*_PLAYERS, Arg(f"{_CODE}:MatchOptions", "rounds"),
           Arg(f"{_CODE}:MatchFileOptions", "first_setter")),
          file="match", changes=True, cli="kitgen.cli.code:match_new",
          web="kitgen.web.code_pages:match_new", page="/code/match", help=""),
    _code("match round", N_("Record the next round's result."),
          (_MATCH_FILE, *_ROUND, Arg(f"{_CODE}:MatchFileOptions", "guesser")), options=(),
          file="match", changes=True, wait=True, page="/code/match",
          help=f"{_CODE}:texts.ROUND_HELP", verdicts=(N_("Round recorded"), N_("Refused"))),
    _code("match show", N_("Standings, the rounds so far, who sets next."), (_MATCH_FILE,),
          options=(), file="match", page="/code/match", help=f"{_CODE}:texts.MATCH_SHOW_HELP"),
)  # fmt: skip


def _staeda(word: str, summary: str, options: str, **more: object) -> Referee:
    """A ``kitgen staeda`` command: its help is ``kitgen.api.staeda.texts.WORD_HELP``."""
    return Referee(word, f"{_STAEDA}:{word}", summary=summary, group="staeda",
                   options=(f"{_STAEDA}:{options}", *_STAEDA_RULES), page="/staeda",
                   help=f"{_STAEDA}:texts.{word.upper()}_HELP", **more)  # type: ignore[arg-type]  # fmt: skip


STAEDA = (
    _staeda("targets", N_("Every target three cards allow."), "TargetsOptions",
            own=(Arg(f"{_STAEDA}:StaedaArguments", "cards", True),), quick=True,
            verdicts=(N_("Targets"), N_("Not allowed"))),
    _staeda("check", N_("Is a claim a stæða?"), "DealOptions",
            own=(Arg(f"{_STAEDA}:StaedaArguments", "expression", True),),
            required=("target", "hand", "table"), quick=True,
            verdicts=(N_("A stæða"), N_("Not a stæða"))),
    _staeda("solve", N_("Is there a stæða? The best, how many, or the nearest."), "DealOptions",
            required=("target", "hand"), heavy=True,
            verdicts=(N_("There is a stæða"), N_("No stæða")), keeps=True),
    _staeda("round", N_("Who wins a round, from everyone's claims."), "RoundOptions",
            heavy=True, cli="kitgen.cli.staeda:round_",
            verdicts=(N_("We have a winner"), N_("Nobody wins"))),
    _staeda("over", N_("Is the game over?"), "OverOptions", required=("target",), heavy=True,
            verdicts=(N_("The game is over"), N_("The game goes on"))),
    Referee("bot", f"{_STAEDA}:bot",
            summary=N_("The computer's turn: its swap, and whether it calls."), group="staeda",
            options=(f"{_STAEDA}:DealOptions", f"{_STAEDA}:BotOptions", *_STAEDA_RULES),
            required=("target", "hand", "table"), heavy=True, help=f"{_STAEDA}:texts.BOT_HELP",
            verdicts=(N_("The computer calls"), N_("The computer plays on"))),
)  # fmt: skip


# The shipped games' records, written out field by field on purpose (``duplicates`` pairs
# them by shape): each is one game's own data, read best as a table of names and values.
register(
    GameRecord(
        name="binary",
        title=N_("binary number tiles"),
        rules="kitgen.games.binary.rules:Rules",
        colour="#2E4A62",
        aliases=("binary-tiles",),
        cli={"game": "kitgen.cli.game:app"},
        referees=BINARY,
        card="kitgen.maker.commands.cards.binary",
        worded=True,
        card_options=("kitgen.games.binary.vocabulary:TileWords",),
        kits={
            "board binary": "kitgen.maker.commands.board_binary",
            "tiles": "kitgen.maker.commands.tiles",
            "racks": "kitgen.maker.commands.racks",
            "cards reference": "kitgen.maker.commands.cards.reference",
        },
        sheet="kitgen.maker.cards.binary:binary_form",
        players=(2, 4, 4),
        templates="kitgen.games.binary.templates:TEMPLATES",
        examples="kitgen.games.binary.examples",
        specs=("kitgen.maker.specs.tiles:TileSpec",),
        fits=(
            FitPart(
                "3d",
                N_("tile"),
                "kitgen.maker.kits.binary_tiles_3d:tile_fit",
                "kitgen.maker.specs.tiles:TileSpec",
            ),
            FitPart("laser", N_("dowel"), "kitgen.maker.kits.board_joints:dowel_hole"),
        ),
        puzzles={
            "binary": PuzzleKind(
                "kitgen.games.binary.puzzles:deck_draw",
                "kitgen.maker.puzzles_binary:BINARY",
                N_("worksheet lines"),
                "kitgen.games.binary.vocabulary:TileWords",
            )
        },
        web="kitgen.web.game_pages:routes",
        exports={
            "check": "kitgen.api.check:check",
            "CheckAnswer": "kitgen.api.check:CheckAnswer",
            "Game": "kitgen.api.game:Game",
            "game": "kitgen.api.game",
        },
        home=(
            ("/check", N_("Binary check"), N_("Is 11×11=1001 correct? With the tile keyboard.")),
            (
                "/game",
                N_("Binary game"),
                N_("The board, the scores, every move refereed, live on every phone."),
            ),
        ),
        labels={
            "expr": N_("Expression"),
            "players": N_("Players, one a line, in turn order"),
            "move": N_("Move"),
            "count": N_("Tiles to exchange (which stays private)"),
            "left": N_("What the others have left, NAME=TILES, one a line"),
            "went_out": N_("Who went out (default: who moved last)"),
            "rack": N_("My rack (? is a blank)"),
        },
        lab=Lab(
            "kitgen.api.game_lab:binary",
            "kitgen.api.game_lab:BinaryLabOptions",
            "kitgen.api.game_lab:HELP",
            "games",
        ),
    )
)
register(
    GameRecord(
        name="icecream",
        title=N_("ice cream code"),
        rules="kitgen.games.icecream.rules:HouseRules",
        colour="#8A4B2A",
        aliases=("ice-cream", "ice-cream-code"),
        cli={"code": "kitgen.cli.code:app"},
        referees=ICECREAM,
        card="kitgen.maker.commands.cards.icecream",
        kits={
            "board icecream": "kitgen.maker.commands.board_icecream",
            "tokens": "kitgen.maker.commands.tokens",
        },
        sheet="kitgen.maker.cards.icecream:icecream_form",
        players=(2, 2, 2),
        templates="kitgen.games.icecream.templates:TEMPLATES",
        examples="kitgen.games.icecream.examples",
        specs=(_ICECREAM_SPEC,),
        fits=(
            FitPart("3d", N_("peg"), f"{_ICECREAM_KITS}_3d:peg_fit", _ICECREAM_SPEC),
            FitPart("laser", N_("token"), f"{_ICECREAM_KITS}_laser:token_hole", _ICECREAM_SPEC),
            FitPart("laser", N_("peg"), f"{_ICECREAM_KITS}_laser:peg_hole", _ICECREAM_SPEC),
        ),
        puzzles={
            "code": PuzzleKind(
                "kitgen.games.icecream.puzzles:deck_draw",
                "kitgen.maker.puzzles_icecream:CODE",
                N_("rows of guesses that only one code fits"),
                "kitgen.games.icecream.options:PuzzleMode",
            )
        },
        web="kitgen.web.code_pages:routes",
        exports={"code": "kitgen.api.code"},
        lists={
            "modes": "kitgen.games.icecream.rules:MODES",
            "feedback": "kitgen.games.icecream.rules:FEEDBACK_STYLES",
            "flavours": "kitgen.games.icecream.flavours:english_names",
        },
        home=(
            (
                "/code",
                N_("Ice cream code"),
                N_("Feedback, board audit, hints and a match score-keeper."),
            ),
        ),
        labels={
            "secret": N_("Secret code"),
            "guess": N_("Guess"),
            "played": N_("Rows so far, GUESS=FEEDBACK, one a line (1234=2,1)"),
            "players": N_("The two players, one a line"),
            "rounds": N_("Rounds agreed"),
            "first_setter": N_("Who sets first (optional)"),
            "cracked_on": N_("Cracked on guess number"),
            "not_cracked": N_("Not cracked"),
        },
        lab=Lab(
            "kitgen.api.code_lab:icecream",
            "kitgen.api.code_lab:IcecreamLabOptions",
            "kitgen.api.code_lab:HELP",
            "rounds",
        ),
    )
)
register(
    GameRecord(
        name="staeda",
        title="Stæða",
        rules="kitgen.games.staeda.rules:Rules",
        colour="#1F6B45",
        aliases=("stæða",),
        cli={"staeda": "kitgen.cli.staeda:app"},
        referees=STAEDA,
        card="kitgen.maker.commands.cards.staeda",
        sheet="kitgen.maker.cards.staeda:staeda_form",
        players=(2, 6, 6),
        lists={"ranks": "kitgen.games.staeda.cards:RANKS"},
        examples="kitgen.games.staeda.examples",
        web="kitgen.web.staeda_pages:routes",
        exports={"staeda": "kitgen.api.staeda"},
        stored={"staeda": "staeda"},
        puzzles={
            "staeda": PuzzleKind(
                "kitgen.games.staeda.puzzles:deck_draw",
                "kitgen.maker.puzzles_staeda:STAEDA",
                N_("make the target from hand and table"),
            ),
            "24": PuzzleKind(
                "kitgen.games.staeda.twentyfour:deck_draw",
                "kitgen.maker.puzzles_staeda:TWENTYFOUR",
                N_("four cards make 24"),
            ),
        },
        home=(
            ("/staeda", "Stæða", N_("Targets, claims, the solver, a round, the end of the game.")),
        ),
        labels={
            "cards": N_("The three target cards"),
            "target": N_("Target"),
            "hand": N_("Hand"),
            "table": N_("Table"),
            "expr": N_("Claim (to check)"),
        },
        lab=Lab(
            "kitgen.api.staeda_lab:staeda",
            "kitgen.api.staeda_lab:StaedaLabOptions",
            "kitgen.api.staeda_lab:HELP",
            "deals and games",
        ),
    )
)
