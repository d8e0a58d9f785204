"""What a referee command is: the entries of the one list the command line and the web are
made from.

A referee command is one :class:`Referee` in its game's record (:mod:`kitgen.core.games`,
where the shipped games' are listed):
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
