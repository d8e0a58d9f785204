"""Every referee command, declared once: the list the command line and the web are made from.

A referee command is one :class:`Referee` in its game's record (:mod:`kitgen.core.games`):
its library function in ``kitgen.api``, its own arguments and its option declarations
(``kitgen.core.options``), the options it cannot run without, whether its work is heavy,
and which stored file it reads or changes. ``kitgen.cli.referees`` makes the Typer command
of each (``kitgen game play FILE MOVE …``), ``kitgen.web.commands`` its endpoint
(``POST /api/game/play``) and ``kitgen.web.pages`` a page for each that no hand-laid page
offers (``/referee/code/bot``): a command added here appears in all of them.

Everything is named by ``"module:attribute"`` strings, imported only when the command is
made: ``core`` imports nothing of kitgen's layers, and ``kitgen check`` loads no other game.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_


@dataclass(frozen=True)
class Arg:
    """One of a command's own arguments or options: field ``name`` of the declaration
    ``declaration`` (``"module:Class"``). A ``path`` field is a file on the machine: the web
    takes the id of a stored game or match for the command's FILE (:attr:`Referee.file`)
    and no other path."""

    declaration: str
    name: str
    required: bool = False


@dataclass(frozen=True)
class Referee:
    """A referee command: ``kitgen GROUP WORD ARGUMENTS [options]`` and
    ``POST /api/GROUP/WORD``.

    The short form is a plug-in game's: ``Referee("take", "pkg:take", "pkg:TakeArguments",
    ("heap", "stones"), "Take stones.")``: the fields of ``arguments`` named in ``takes``,
    each required, given by position, the game's house rules as options. ``function``
    (``"module:name"``) takes its arguments by name where it has that name, else in order,
    and the options by name, and returns a :class:`kitgen.core.answer.Answer`; its
    ``--json`` schema is ``GROUP-WORD.json``.
    """

    #: The command's words after its group (``play``, ``match new``).
    word: str
    function: str
    #: The short form's declaration of its own arguments, and their names (see above).
    arguments: str = ""
    takes: tuple[str, ...] = ()
    #: One line: the web's summary, and the help when :attr:`help` is not given.
    summary: str = ""
    #: The first word of the command (``game``): ``None``, the game's name; ``""``, none
    #: (``kitgen check``).
    group: str | None = None
    #: The own arguments and options, in the order the command line shows them.
    own: tuple[Arg, ...] = ()
    #: The declarations of its options (``"module:Class"``, the house rules and their file
    #: among them); ``None``: the game's house rules.
    options: tuple[str, ...] | None = None
    #: The declared options it cannot run without.
    required: tuple[str, ...] = ()
    #: Its help on the command line (``"module:attribute"`` of a text; default: the summary,
    #: or a hand-written command's own docstring).
    help: str = ""
    #: It changes a file under a lock: the command line takes ``--wait``.
    wait: bool = False
    #: The stored file its FILE argument names on the web: ``game`` or ``match``.
    file: str = ""
    #: It changes that file (the pages showing it are told).
    changes: bool = False
    #: Heavy work (a search, a solver): on the web in a worker process with its own limit.
    heavy: bool = False
    #: Quick work, bounded by its input's length: a short request is answered at once.
    quick: bool = False
    #: The declared options the web does not take (``"module:attribute"`` of a set).
    skip: str = ""
    #: Old keys the web still takes for a release: (old, new, ``"module:attribute"`` of the
    #: message when both are given); the command line's own old spellings are its
    #: hand-written command's.
    renamed: tuple[tuple[str, str, str], ...] = ()
    #: A hand-written command (``"module:attribute"``) for what the generated one cannot
    #: say: old spellings kept for a release, an argument repeated (``EXPR...``).
    cli: str = ""
    #: A hand-written web call (``"module:attribute"``, taking the store and the values),
    #: for a command that starts a stored game or match.
    web: str = ""
    #: The hand-laid page of ``kitgen serve`` that offers it; none: a page is made from the
    #: declarations (``/referee/GROUP/WORD``).
    page: str = ""
    #: What the web's status says when its answer is yes and when no (default: Yes / No).
    verdicts: tuple[str, str] | tuple[()] = ()
    #: Its options are the house rules its page keeps for the table (one command a page).
    keeps: bool = False

    def path(self, game: str) -> str:
        """The command's words after ``kitgen`` (``game play``) for game ``game``."""
        group = game if self.group is None else self.group
        return f"{group} {self.word}".strip()

    def own_arguments(self) -> tuple[Arg, ...]:
        """Its own arguments and options, in order (the short form's made into :class:`Arg`)."""
        return self.own or tuple(Arg(self.arguments, name, True) for name in self.takes)


# -- the shipped games' referees ----------------------------------------------------------------

_GAME = "kitgen.api.game"
_CODE = "kitgen.api.code"
_STAEDA = "kitgen.api.staeda"
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
            cli="kitgen.cli.game:new", web="kitgen.web.commands:game_new", page="/game",
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
          changes=True, cli="kitgen.cli.game:end", web="kitgen.web.commands:game_end", help="",
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
          web="kitgen.web.commands:match_new", page="/code/match", help=""),
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
