"""``kitgen.code``: the ice cream code referee and solver, and matches, as answers.

::

    >>> import kitgen
    >>> kitgen.code.feedback("1234", "2211").written              # hard mode: counts
    '1,1'
    >>> kitgen.code.feedback("1234", "2211", mode="easy").pegs    # easy: by position
    [None, 'brown', 'beige', None]
    >>> kitgen.code.validate("1133", repeats=True).ok             # one pair at most
    False
    >>> kitgen.code.audit(["123=0,3"], mode="medium").fitting_codes
    ['231', '312']
    >>> kitgen.code.hint(["123=0,3"], mode="medium").guess
    '231'
    >>> kitgen.code.score(4, mode="medium").points                # 10 rows - guess 4
    6
    >>> match = kitgen.code.Match(["Ann", "Bo"], rounds=3, mode="medium")
    >>> match.round(cracked_on=4).reason                          # Ann set, Bo guessed
    'Bo leads 6 to 0 after 1 of 3 rounds'
    >>> match.save("match.json")
    >>> kitgen.code.match_round("match.json", not_cracked=True).standings
    [{'name': 'Bo', 'points': 6}, {'name': 'Ann', 'points': 0}]

House rules are keyword arguments named like the command line's options in snake_case
(``mode="easy"``, ``repeats=True``, ``any_repeats=True``, ``flavours=6``, ``length=4``,
``feedback="counts"``, ``rows=8``), over those of ``rules_file`` (TOML). Codes are written
as on the command line: ``"1234"`` or ``"strawberry,pink,chocolate,vanilla"``; board rows
as ``"GUESS=FEEDBACK"`` (``"1234=2,1"``; easy mode ``"1234=2100"``), given to
:func:`audit` and :func:`hint` first and without a name, since ``rows=8`` is the house rule
(the rows in play, ``--rows``).

Every function returns an :class:`~kitgen.core.answer.Answer` whose ``as_json()`` is what
``kitgen code ... --json`` prints and whose ``text`` is what it prints without; bad input
raises :class:`~kitgen.core.errors.KitgenError`. The solver (numpy) is imported only by
:func:`audit`, :func:`hint` and :func:`strategy`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen.core.answer import Answer, players
from kitgen.core.errors import KitgenError, already_exists, cited, display_name, shown
from kitgen.core.messages import _
from kitgen.core.names import players_given
from kitgen.core.options import check_value, checked, declaration, declarations, names_of, settings
from kitgen.files import DEFAULT_WAIT
from kitgen.games.icecream import options as texts
from kitgen.games.icecream import report
from kitgen.games.icecream.board import parse_rows, wrong_rows
from kitgen.games.icecream.bot_options import CodeBotOptions as CodeBotOptions
from kitgen.games.icecream.bot_options import HintOptions as HintOptions
from kitgen.games.icecream.codes import Code, check_code, check_guess, format_code, parse_code
from kitgen.games.icecream.feedback import score as owed_for
from kitgen.games.icecream.options import (
    BoardOptions,
    CrackedOption,
    MatchFileOptions,
    MatchOptions,
)
from kitgen.games.icecream.options import BotSecretArgument as BotSecretArgument
from kitgen.games.icecream.options import CodeArguments as CodeArguments
from kitgen.games.icecream.rules import CodeRules, rules_from
from kitgen.games.icecream.rules import HouseRules as HouseRules
from kitgen.games.icecream.rules import RulesFile as RulesFile
from kitgen.games.icecream.scoring import round_points

if TYPE_CHECKING:  # the match modules are loaded by the match functions, when they run
    from kitgen.api.code_bot import CodeBotAnswer
    from kitgen.games.icecream.board import Row
    from kitgen.games.icecream.match import Match as MatchState
    from kitgen.games.icecream.match import RoundResult
    from kitgen.games.icecream.trees import Hint

#: A file the functions read or write: a path, as a string or a ``Path``.
FileName = str | Path

#: The answers and referee functions, and the declarations the front ends are made from
#: (they import api/ and core/ only).
__all__ = [
    "AuditAnswer",
    "BoardOptions",
    "BotSecretArgument",
    "CodeArguments",
    "CodeBotOptions",
    "CrackedOption",
    "FeedbackAnswer",
    "HintAnswer",
    "HouseRules",
    "Match",
    "MatchAnswer",
    "MatchFileOptions",
    "MatchOptions",
    "RulesFile",
    "ScoreAnswer",
    "StrategyAnswer",
    "ValidateAnswer",
    "audit",
    "bot",
    "feedback",
    "hint",
    "match_new",
    "match_round",
    "match_show",
    "score",
    "strategy",
    "texts",
    "validate",
]


# -- answers -----------------------------------------------------------------------------------
# Each answer declares its own fields in its JSON's order, so answers alike in part repeat
# them (``duplicates`` pairs them): a shared base class would move its fields to the front.
@dataclass(frozen=True, kw_only=True)
class FeedbackAnswer(Answer):
    """The pegs the setter owes; ``ok`` is false when the secret is not a legal code."""

    #: The hidden code and the guess, in table notation (``1234``).
    secret: str
    guess: str
    #: Brown pegs (right flavour, right spot) and beige (right flavour, wrong spot).
    brown: int | None
    beige: int | None
    #: Easy mode (feedback by position): ``brown``, ``beige`` or ``None`` per spot.
    pegs: list[str | None] | None
    #: Table notation: ``2,1`` for counts, ``2100`` by position.
    written: str | None


@dataclass(frozen=True, kw_only=True)
class ValidateAnswer(Answer):
    """Whether a code is a legal hidden code."""

    code: str


@dataclass(frozen=True, kw_only=True)
class AuditAnswer(Answer):
    """Whether the feedback on a board is right: for the secret, or for some code."""

    secret: str | None
    #: How many legal codes give every row its feedback, and (up to 20) which.
    candidates: int
    fitting_codes: list[str] | None
    #: The first row with wrong feedback (for the secret), or that no code can fit.
    first_bad_row: int | None
    board_fits_some_code: bool
    #: With the secret: ``{"row", "guess", "given", "should_be"}`` for each wrong row.
    wrong_rows: list[dict[str, Any]]


@dataclass(frozen=True, kw_only=True)
class HintAnswer(Answer):
    """The next guess (Knuth's minimax, most parts or optimal); ``ok`` is false when no
    code fits the board."""

    guess: str | None
    candidates: int
    worst_case_remaining: int
    #: Whether the guess can itself be the code.
    possible: bool
    rows_left: int
    first_bad_row: int | None
    #: The strategy that gave the guess: ``knuth``, ``parts`` or ``optimal`` (``parts``
    #: when ``optimal`` was asked for a board its exact search would take too long on).
    strategy: str | None


@dataclass(frozen=True, kw_only=True)
class ScoreAnswer(Answer):
    """A round's points: rows in play minus the guess that cracked it, 0 if not cracked."""

    points: int


@dataclass(frozen=True, kw_only=True)
class StrategyAnswer(Answer):
    """The hint strategy played against every code."""

    worst: int
    average: float
    all_cracked: bool
    codes: int
    total_guesses: int
    #: The average as an exact fraction, ``"1307/240"``.
    average_exact: str
    first_guess: str
    #: Guesses needed (as text) -> how many codes need that many.
    histogram: dict[str, int]


@dataclass(frozen=True, kw_only=True)
class MatchAnswer(Answer):
    """A match's standings; ``ok`` is false when a round was refused (not recorded)."""

    mode: str
    rules: dict[str, Any]
    rounds_agreed: int
    rounds_played: int
    players: list[dict[str, Any]]
    standings: list[dict[str, Any]]
    next_round: int | None
    next_setter: str | None
    next_guesser: str | None
    over: bool
    rounds: list[dict[str, Any]]


# -- the referee -------------------------------------------------------------------------------
def flavours() -> list[tuple[int, str, str, str]]:
    """The flavours: (number, name, colour, the letter on its token), in the language in
    use (what the web's page shows)."""
    from kitgen.games.icecream.flavours import FLAVOURS, colour, letter, name

    return [(number, name(number), colour(number), letter(number)) for number, _english in FLAVOURS]


def flavours_in_play() -> dict[str, int]:
    """How many flavours each mode plays with (the first ones, the others set aside), and
    under ``""`` the mode played when none is named."""
    from kitgen.games.icecream.rules import MODES, make_rules

    return {"": make_rules().flavours, **{mode: rules.flavours for mode, rules in MODES.items()}}


def feedback(
    secret: str, guess: str, *, rules_file: FileName | None = None, **house_rules: Any
) -> FeedbackAnswer:
    """The pegs the setter owes for ``guess`` when the code is ``secret``."""
    rules = rules_from(rules_file, house_rules, "kitgen code feedback")
    code, attempt = _code(secret), _code(guess)
    shown = {"secret": format_code(code), "guess": format_code(attempt)}
    illegal = _illegal_secret(code, rules)
    if illegal is not None:
        # An answer built field by field (``duplicates`` pairs such keyword lists): every field of
        # its JSON named where it is filled.
        return FeedbackAnswer(
            ok=False,
            reason=illegal,
            **shown,
            brown=None,
            beige=None,
            pegs=None,
            written=None,
            text=illegal,
        )
    verdict = check_guess(attempt, rules)
    if not verdict.ok:
        raise KitgenError(_("the guess cannot be placed: {reason}", reason=verdict.reason))
    owed = owed_for(code, attempt, rules)
    return FeedbackAnswer(
        ok=True,
        reason=owed.spoken(),
        **shown,
        brown=owed.brown,
        beige=owed.beige,
        pegs=list(owed.pegs) if owed.pegs is not None else None,
        written=owed.written(),
        text=report.feedback_text(rules, code, attempt, owed),
    )


def validate(
    code: str, *, rules_file: FileName | None = None, **house_rules: Any
) -> ValidateAnswer:
    """Is ``code`` a legal hidden code (flavours in play, length, repeats)?"""
    rules = rules_from(rules_file, house_rules, "kitgen code validate")
    parsed = _code(code)
    verdict = check_code(parsed, rules)
    said = _("legal: {reason}") if verdict.ok else _("not legal: {reason}")
    return ValidateAnswer(
        ok=verdict.ok,
        reason=verdict.reason,
        code=format_code(parsed),
        text=said.format(reason=verdict.reason),
    )


def audit(
    rows: Sequence[str] | None = (),
    /,
    secret: str | None = None,
    *,
    rules_file: FileName | None = None,
    **house_rules: Any,
) -> AuditAnswer:
    """Check the feedback on a board (``rows``, ``"GUESS=FEEDBACK"`` in order, given first
    and without a name: ``rows=8`` is the house rule, the rows in play): against ``secret``
    when it is known, else whether any legal code still fits."""
    from kitgen.games.icecream.solver import code_space

    rules = rules_from(rules_file, _rows_in_play(house_rules, "audit"), "kitgen code audit")
    board = parse_rows(_rows(rows), rules)
    code = _code(secret) if secret is not None else None
    if code is not None:
        illegal = _illegal_secret(code, rules)
        if illegal is not None:
            raise KitgenError(illegal)
    space = code_space(rules)
    fit = space.fit(board)
    fitting = [format_code(space.code_at(i)) for i in fit.indices] if fit.candidates <= 20 else None
    if code is None:
        wrong = []
        ok, text = fit.candidates > 0, report.audit_board_text(board, fit, fitting)
        first_bad_row = fit.first_bad_row
    else:
        wrong = wrong_rows(code, board, rules)
        ok, text = not wrong, report.audit_secret_text(code, board, wrong)
        first_bad_row = wrong[0].number if wrong else None
    return AuditAnswer(
        ok=ok,
        reason=text.splitlines()[-1],
        secret=format_code(code) if code is not None else None,
        candidates=fit.candidates,
        fitting_codes=fitting,
        first_bad_row=first_bad_row,
        board_fits_some_code=fit.candidates > 0,
        wrong_rows=[
            {
                "row": w.number,
                "guess": format_code(w.row.guess),
                "given": w.row.feedback.written(),
                "should_be": w.owed.written(),
            }
            for w in wrong
        ],
        text=text,
    )


def hint(
    rows: Sequence[str] | None = (), /, *, rules_file: FileName | None = None, **options: Any
) -> HintAnswer:
    """The next guess for the board ``rows`` (as for :func:`audit`): at ``level`` ``knuth``
    (default) the guess that leaves the fewest codes in the worst case (Knuth's minimax),
    ``parts`` the guess that splits them into the most parts, ``optimal`` the guess of the
    strategy with the fewest guesses on average. House rules by name (``mode="easy"``...)."""
    command = "kitgen code hint"
    checked([HintOptions, HouseRules], _rows_in_play(options, "hint"), command)
    own = set(names_of(HintOptions))
    how = settings(HintOptions, {k: v for k, v in options.items() if k in own}, command)
    rules = rules_from(rules_file, {k: v for k, v in options.items() if k not in own}, command)
    board = parse_rows(_rows(rows), rules)
    rows_left = rules.rows - len(board)
    if how.level == "optimal":  # a board on a shipped tree is a look-up: no numpy
        from kitgen.games.icecream.trees import look_up

        found = look_up(rules, board)
        if found is not None:
            return _hint_answer(rules, board, found, rows_left, how.level, "optimal")
    from kitgen.games.icecream.solver import code_space

    space = code_space(rules)
    space.require_solver_size()
    fit = space.fit(board) if board else None
    if fit is not None and fit.candidates == 0:
        why = report.impossible_board_text(fit.first_bad_row)
        return HintAnswer(
            ok=False,
            reason=why,
            guess=None,
            candidates=0,
            worst_case_remaining=0,
            possible=False,
            rows_left=rows_left,
            first_bad_row=fit.first_bad_row,
            strategy=None,
            text=why,
        )
    if how.level == "knuth":
        best, strategy = space.hint(fit), "knuth"
    else:
        from kitgen.games.icecream.optimal import advise

        best, strategy = advise(rules, board, fit, how.level)
    return _hint_answer(rules, board, best, rows_left, how.level, strategy)


def _hint_answer(
    rules: CodeRules, board: Sequence[Row], best: Hint, rows_left: int, level: str, strategy: str
) -> HintAnswer:
    text = report.hint_text(rules, board, best, rows_left, asked=level, used=strategy)
    return HintAnswer(
        ok=True,
        reason=text,
        guess=format_code(best.guess),
        candidates=best.candidates,
        worst_case_remaining=best.worst_case_remaining,
        possible=best.possible,
        rows_left=rows_left,
        first_bad_row=None,
        strategy=strategy,
        text=text,
    )


def score(
    cracked_on: int | str | None = None,
    *,
    not_cracked: bool = False,
    rules_file: FileName | None = None,
    **house_rules: Any,
) -> ScoreAnswer:
    """Points for a round cracked on guess ``cracked_on``, or ``not_cracked`` (0 points)."""
    rules = rules_from(rules_file, house_rules, "kitgen code score")
    result = round_points(rules, _cracked(cracked_on, not_cracked))
    return ScoreAnswer(ok=True, reason=result.reason, points=result.points, text=result.reason)


def strategy(*, rules_file: FileName | None = None, **house_rules: Any) -> StrategyAnswer:
    """Play the hint strategy against every code: worst case and average guesses."""
    from kitgen.games.icecream.solver import code_space

    rules = rules_from(rules_file, house_rules, "kitgen code strategy")
    result = code_space(rules).strategy()
    average = result.average
    return StrategyAnswer(
        ok=True,
        reason=report.strategy_verdict(rules, result),
        worst=result.worst,
        average=float(average),
        all_cracked=result.all_cracked,
        codes=result.codes,
        total_guesses=result.total_guesses,
        average_exact=f"{average.numerator}/{average.denominator}",
        first_guess=format_code(result.first_guess),
        histogram={str(k): v for k, v in result.histogram.items()},
        text=report.strategy_text(rules, result),
    )


def bot(secret: str | None = None, /, **options: Any) -> CodeBotAnswer:
    """The computer plays a round: as the guesser (``level`` ``random``, ``first`` or
    ``knuth``) against ``secret`` or one drawn from ``seed``, or with ``setter=True`` as the
    setter answering ``guesses`` (see :mod:`kitgen.api.code_bot`)."""
    from kitgen.api.code_bot import bot as play

    return play(secret, **options)


# -- matches -----------------------------------------------------------------------------------
class Match:
    """A match for two players: the rounds agreed, the setter changing every round.

    ``Match(["Ann", "Bo"], rounds=3, first_setter="Bo", mode="medium")`` starts one (house
    rules as for :func:`feedback`); :meth:`load` reads a match file and :meth:`save` writes
    one. :meth:`round` records the next round and :meth:`show` gives the standings, each as
    a :class:`MatchAnswer`. To change a file that others may change too, use
    :func:`match_round`, which holds the file's lock from read to write.
    """

    state: MatchState

    def __init__(
        self,
        players: str | Sequence[str],
        *,
        rounds: int | str | None = 5,
        first_setter: str | None = None,
        rules_file: FileName | None = None,
        **house_rules: Any,
    ) -> None:
        from kitgen.games.icecream.match import new_match

        agreed = _rounds(rounds)
        rules = rules_from(rules_file, house_rules, "kitgen code match new")
        names = players_given(players)
        self.state = new_match(names, rules, agreed, first_setter)

    @classmethod
    def of(cls, state: MatchState) -> Match:
        """The match with this state (``kitgen.games.icecream.match.Match``)."""
        match = cls.__new__(cls)
        match.state = state
        return match

    @classmethod
    def load(cls, file: FileName) -> Match:
        """The match saved in ``file``; a corrupt file is named with what is wrong."""
        from kitgen.games.icecream.matchfile import read_match

        return cls.of(read_match(_file(file)))

    def save(
        self, file: FileName, *, force: bool = True, wait: float | str | None = DEFAULT_WAIT
    ) -> None:
        """Write the match to ``file`` (atomically, under its lock); ``force=False`` refuses
        to replace a file that exists."""
        from kitgen.games.icecream.matchfile import locked, write_match

        path = _file(file)
        with locked(path, wait) as real:
            if real.exists() and not force:
                raise already_exists(path)
            write_match(real, self.state)

    # -- what the match holds
    # Read-only views of the state, one property each (``duplicates`` pairs their shape).
    @property
    def players(self) -> tuple[str, str]:
        """The two players, in the order the match was started with."""
        return self.state.players

    @property
    def rules(self) -> CodeRules:
        """The house rules the match is played by."""
        return self.state.rules

    @property
    def rounds_agreed(self) -> int:
        """How many rounds the players agreed to play."""
        return self.state.rounds_agreed

    @property
    def rounds(self) -> tuple[RoundResult, ...]:
        """The rounds played so far: setter, guesser, the guess that cracked it, points."""
        return self.state.rounds

    @property
    def over(self) -> bool:
        """Whether every agreed round has been played."""
        return self.state.over

    @property
    def next_round(self) -> int | None:
        """The number of the round to play next (``None`` once the match is over)."""
        return self.state.next_round

    def standings(self) -> list[tuple[str, int]]:
        """Players by points, most first."""
        return self.state.standings()

    def __repr__(self) -> str:
        return (
            f"Match({list(self.players)!r}, {len(self.rounds)} of {self.rounds_agreed} rounds, "
            f"{self.rules.mode})"
        )

    # -- what it answers
    def round(
        self,
        cracked_on: int | str | None = None,
        *,
        not_cracked: bool = False,
        guesser: str | None = None,
    ) -> MatchAnswer:
        """Record the next round: its guesser cracked the code on guess ``cracked_on``, or
        ``not_cracked``. Naming the ``guesser`` checks it is their turn: if not, nothing is
        recorded and the answer's ``ok`` is false."""
        cracked = _cracked(cracked_on, not_cracked)
        guesser = check_value(declaration(MatchFileOptions, "guesser"), guesser)
        number = self.state.next_round
        if number is not None and guesser is not None:
            expected = self.state.guesser_of(number)
            if guesser.strip().lower() != expected.lower():
                refused = _("round {round} is guessed by {guesser}", round=number, guesser=expected)
                return self._answer(refused, report.refused_round_text(self.state, number))
        self.state = self.state.record(cracked)
        return self._answer(None, report.match_text(self.state, self.rounds[-1].spoken()))

    def rematch(self) -> Match:
        """A new match for the same two players, house rules and agreed rounds, in which the
        other player sets first: whoever guessed the first round of this one (over two
        matches of an odd number of rounds each guesses as often)."""
        import dataclasses

        state = self.state
        return Match.of(dataclasses.replace(state, first_setter=state.guesser_of(1), rounds=()))

    def show(self, headline: str | None = None) -> MatchAnswer:
        """The standings, the rounds so far and who sets next (after ``headline``)."""
        return self._answer(None, report.match_text(self.state, headline))

    def _answer(self, refused: str | None, text: str) -> MatchAnswer:
        state = self.state
        number = state.next_round
        return MatchAnswer(
            ok=refused is None,
            reason=refused if refused is not None else state.verdict(),
            mode=state.rules.mode,
            rules=state.rules.as_dict(),
            rounds_agreed=state.rounds_agreed,
            rounds_played=len(state.rounds),
            players=players(state.points().items()),
            standings=players(state.standings()),
            next_round=number,
            next_setter=state.setter_of(number) if number is not None else None,
            next_guesser=state.guesser_of(number) if number is not None else None,
            over=state.over,
            rounds=state.to_dict()["rounds"],
            text=text,
        )


def match_new(
    file: FileName,
    players: str | Sequence[str] = (),
    *,
    rounds: int | str | None = 5,
    first_setter: str | None = None,
    force: bool = False,
    wait: float | str | None = DEFAULT_WAIT,
    rules_file: FileName | None = None,
    **house_rules: Any,
) -> MatchAnswer:
    """Start a match file for two players (``force`` replaces a file that exists)."""
    match = Match(
        players, rounds=rounds, first_setter=first_setter, rules_file=rules_file, **house_rules
    )
    path = _file(file)
    match.save(path, force=force, wait=wait)
    return match.show(_("new match saved to {path}", path=display_name(path)))


def match_round(
    file: FileName,
    cracked_on: int | str | None = None,
    *,
    not_cracked: bool = False,
    guesser: str | None = None,
    wait: float | str | None = DEFAULT_WAIT,
) -> MatchAnswer:
    """Record the next round in the match ``file``, holding its lock from read to write
    (see :meth:`Match.round`); a refused round leaves the file unchanged."""
    from kitgen.games.icecream.matchfile import locked, read_match, write_match

    cracked = _cracked(cracked_on, not_cracked)
    path = _file(file)
    with locked(path, wait) as real:
        match = Match.of(read_match(real, path))
        answer = match.round(cracked, not_cracked=not_cracked, guesser=guesser)
        if answer.ok:
            write_match(real, match.state)
    return answer


def match_show(file: FileName) -> MatchAnswer:
    """The standings, the rounds so far, and who sets next, from the match ``file``."""
    return Match.load(file).show()


# -- reading the arguments ---------------------------------------------------------------------
def _code(value: str) -> Code:
    if not isinstance(value, str):
        raise KitgenError(
            _(
                "a code is text such as '1234' or 'strawberry,pink,chocolate,vanilla', not {value}",
                value=cited(value),
            )
        )
    return parse_code(value)


def _rows(rows: Sequence[str] | None) -> list[str]:
    """The board's rows, checked by their declaration (``--played``); one row given as a
    string is one row, not its characters (``None``: no rows, as the command line gives
    when no ``--played`` is)."""
    if rows is None:
        return []
    found = check_value(
        declaration(BoardOptions, "played"), [rows] if isinstance(rows, str) else rows
    )
    return list(found)


def _rows_in_play(house_rules: dict[str, Any], function: str) -> dict[str, Any]:
    """The house rules, where ``rows`` must be the rows in play (a number), not the board."""
    given = house_rules.get("rows")
    if isinstance(given, list | tuple):
        raise KitgenError(
            _(
                "rows={given} names the rows in play (--rows), a number — give the board's "
                "rows first, without a name: kitgen.code.{function}(['1234=2,1', ...])",
                given=cited(given),
                function=function,
            )
        )
    return house_rules


def _file(file: FileName) -> Path:
    if isinstance(file, str) and not file:
        raise KitgenError(_("the file name is empty — give the path of a file"))
    return Path(file)


def _illegal_secret(code: Code, rules: CodeRules) -> str | None:
    """Why ``code`` cannot be the hidden code, or None when it can."""
    verdict = check_code(code, rules)
    if verdict.ok:
        return None
    return _(
        "the secret {code} is not a legal code: {reason}",
        code=shown(format_code(code)),
        reason=verdict.reason,
    )


def _cracked(cracked_on: int | str | None, not_cracked: bool) -> int | None:
    """``cracked_on`` checked by its declaration (a number, or the text of the command
    line), and exactly one of it and ``not_cracked``."""
    if (cracked_on is None) == (not not_cracked):
        raise KitgenError(_("give exactly one of --cracked-on N or --not-cracked"))
    found: int | None = check_value(declarations(CrackedOption)[0], cracked_on)
    return found


def _rounds(rounds: int | str | None) -> int:
    """``rounds`` checked by its declaration (None: its default, 5)."""
    declared = declarations(MatchOptions)[0]
    found: int | None = check_value(declared, rounds)
    return int(declared.default) if found is None else found
