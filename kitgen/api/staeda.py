"""``kitgen.staeda``: the Stæða referee — targets, claims, the solver, rounds, the end.

Each function answers one dispute the rules page names and returns an :class:`Answer`
whose ``as_json()`` is the object ``kitgen staeda COMMAND --json`` prints and whose ``text``
is what it prints without ``--json``::

    import kitgen

    kitgen.staeda.targets("3 4 5").targets               # [17, 19, 23, 27, 32, 35]
    kitgen.staeda.check("K*2+A+3", target=24, hand="3 A K", table="7 2 5").ok
    kitgen.staeda.solve(target=24, hand="3 A K", table="7 2 5", whole_numbers=True).best

Cards are a text (``"3 A K"``, ``"3,A,K"``, suits optional: ``"KH 10s A♥"``) or a list
(``["3", "A", "K"]``). The options are named like the command's flags in snake_case
(``--is`` is ``is_``, ``--target-cards`` is ``target_cards``); the house rules likewise
(``whole_numbers=True``; ``whole_numbers=False`` is ``--fractions``), over those of
``rules_file``. Input that cannot be read raises :class:`~kitgen.core.errors.KitgenError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from kitgen.core.answer import Answer, players
from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _, n_, number
from kitgen.core.options import checked
from kitgen.games.staeda import options as staeda_options
from kitgen.games.staeda.bot_options import BotOptions as BotOptions
from kitgen.games.staeda.cards import (
    HAND_CARDS,
    TABLE_CARDS,
    Card,
    check_distinct,
    format_cards,
    parse_cards,
)
from kitgen.games.staeda.cards import RANKS as RANKS
from kitgen.games.staeda.cards import rank_shown as rank_shown
from kitgen.games.staeda.claims import check_claim
from kitgen.games.staeda.options import DealOptions as DealOptions
from kitgen.games.staeda.options import OverOptions as OverOptions
from kitgen.games.staeda.options import RoundOptions as RoundOptions
from kitgen.games.staeda.options import StaedaArguments as StaedaArguments
from kitgen.games.staeda.options import TargetsOptions as TargetsOptions
from kitgen.games.staeda.roundfile import RoundInput, load_round, round_input
from kitgen.games.staeda.rules import Rules as Rules
from kitgen.games.staeda.rules import RulesFile as RulesFile
from kitgen.games.staeda.rules import load_rules, rules_from

#: The help texts of the ``kitgen staeda`` commands, beside their declarations.
texts = staeda_options

if TYPE_CHECKING:
    from kitgen.api.staeda_bot import StaedaBotAnswer
    from kitgen.games.staeda.round import RoundResult

#: Cards as a text (``"3 A K"``, ``"3,A,K"``) or a list of cards (``["3", "A", "K"]``).
Cards: TypeAlias = str | Iterable[object]
#: A round's hands, claims or points: ``{"Ann": "3 A K"}``, or ``["Ann=3 A K", ...]`` as typed.
Named: TypeAlias = Mapping[str, object] | Iterable[str]


# -- answers ---------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class TargetsAnswer(Answer):
    """The targets three cards allow; with ``is_``, ``ok`` says whether it is one of them."""

    #: Every target, smallest first.
    targets: list[int]
    #: One way to make each target, by the target as a text (``{"35": "(3+4)×5"}``).
    ways: dict[str, str]
    #: The target asked about (``is_``), or ``None``.
    declared: int | None


@dataclass(frozen=True, kw_only=True)
class ClaimAnswer(Answer):
    """Is a claim a stæða: ``ok`` when it is."""

    #: The claim's value (``"7/2"`` for a fraction), ``None`` when it cannot be worked out.
    value: str | None
    operations: int
    cards_used: int
    #: The cards the claim uses, as named (``["K", "A", "3"]``).
    cards: list[str]
    #: What each ace counted as (``["A counted as 1"]``).
    aces: list[str]
    whole_numbers: bool


@dataclass(frozen=True, kw_only=True)
class SolveAnswer(Answer):
    """Is there a stæða: ``ok`` when there is; the best, how many, or the nearest value."""

    best: str | None
    operations: int | None
    #: The value nearest the target (the target itself when there is a stæða).
    closest: str
    closest_expression: str
    count: int
    count_exact: bool
    cards: list[str]
    whole_numbers: bool


# Each answer declares its own fields in its JSON's order, so answers alike in part repeat
# them (``duplicates`` pairs them): a shared base class would move its fields to the front.
@dataclass(frozen=True, kw_only=True)
class RoundAnswer(Answer):
    """Who wins a round: ``ok`` when someone does."""

    target: int
    winners: list[str]
    #: Won with an exact stæða (else by coming nearest, or nobody won).
    exact: bool
    #: Every player's points after the round: ``[{"name", "points"}]``.
    players: list[dict[str, Any]]
    #: The points won this round, the same way.
    scored: list[dict[str, Any]]
    #: Every claim's verdict: name, ok, reason, fair, value, operations, cards_used.
    claims: list[dict[str, Any]]


@dataclass(frozen=True, kw_only=True)
class OverAnswer(Answer):
    """Is the game over: ``ok`` when no set of cards still in play makes the target."""

    #: How many cards are still in play.
    in_play: int
    #: One set of ranks that still makes the target (empty when the game is over).
    cards: list[str]
    expression: str | None
    whole_numbers: bool


# -- reading the input -----------------------------------------------------------------------


def _card_text(value: object) -> object:
    """Cards as one text, tabs and line breaks read as spaces; ``None`` and other values
    stay as they are (for the declaration to refuse)."""
    if isinstance(value, str):
        return " ".join(value.split())
    if isinstance(value, Iterable) and not isinstance(value, bytes | Mapping):
        return " ".join(str(item) for item in value)
    return value


def _options(
    group: type, values: Mapping[str, Any], house_rules: Mapping[str, Any], command: str
) -> dict[str, Any]:
    """``values`` checked against ``group``; a misspelt keyword is refused naming every
    option of the command, the house rules too."""
    return checked([group, Rules], {**values, **house_rules}, command)


def _target(given: Mapping[str, Any]) -> int:
    target = given.get("target")
    if target is None:
        raise KitgenError(_("missing option --target — give the game's target number (2 to 242)"))
    assert isinstance(target, int)
    return target


def _cards(text: object, what: str, most: int | None = None) -> list[Card]:
    found = _card_text(text)
    if not isinstance(found, str):
        raise KitgenError(
            _(
                "{what}: write the cards as a text ('3 A K') or a list, not {value}",
                what=_(what),
                value=cited(text),
            )
        )
    return parse_cards(found, what, most)


def _hand_and_table(given: Mapping[str, Any]) -> tuple[list[Card], list[Card]]:
    hand = _cards(given.get("hand") or "", N_("hand"), HAND_CARDS)
    table = _cards(given.get("table") or "", N_("table"), TABLE_CARDS)
    check_distinct(hand + table, N_("hand and table together"))
    return hand, table


def _deal(
    command: str,
    target: object,
    hand: object,
    table: object,
    rules_file: str | Path | None,
    house_rules: dict[str, Any],
) -> tuple[Rules, int, list[Card], list[Card]]:
    """The deal ``check`` and ``solve`` are given, checked: the rules, the target, the hand
    and the table."""
    values = {"target": target, "hand": _card_text(hand), "table": _card_text(table)}
    given = _options(DealOptions, values, house_rules, command)
    rules = rules_from(rules_file, house_rules, command)
    goal = _target(given)
    hand_cards, table_cards = _hand_and_table(given)
    return rules, goal, hand_cards, table_cards


def _value(v: object) -> str | None:
    return None if v is None else str(v)


# -- targets ---------------------------------------------------------------------------------


def targets(
    cards: Cards,
    *,
    is_: int | str | None = None,
    rules_file: str | Path | None = None,
    **house_rules: Any,
) -> TargetsAnswer:
    """Every target three ``cards`` allow: ``(a+b)×c`` or ``a×b+c``, each ace 1 or 11.

    With ``is_`` (``--is``): ``ok`` when that target is allowed. The house rules do not
    change targets (they only add and multiply); a bad rules file is still refused."""
    from kitgen.games.staeda.targets import declared
    from kitgen.games.staeda.targets import targets as all_targets

    command = "kitgen staeda targets"
    asked = _options(TargetsOptions, {"is_": is_}, house_rules, command)["is_"]
    rules_from(rules_file, house_rules, command)
    hand = _cards(cards, N_("target cards"))
    ways = all_targets(hand)
    lines = [
        n_(
            "{cards} allow {n} target:",
            "{cards} allow {n} targets:",
            len(ways),
            cards=format_cards(hand),
        )
    ]
    lines += [f"  {t:>3} = {w}" for t, w in ways.items()]
    ok, reason = (True, lines[0].rstrip(":")) if asked is None else declared(hand, asked)
    return TargetsAnswer(
        ok=ok,
        reason=reason,
        targets=list(ways),
        ways={str(t): w for t, w in ways.items()},
        declared=asked,
        text="\n".join(lines) if asked is None else reason,
    )


# -- check -----------------------------------------------------------------------------------


def check(
    expression: str,
    *,
    target: int | str,
    hand: Cards,
    table: Cards,
    rules_file: str | Path | None = None,
    **house_rules: Any,
) -> ClaimAnswer:
    """Is ``expression`` a stæða for ``target``: the right value, only cards of ``hand`` and
    ``table``, none twice? A number names a card of that value (10: a 10, J, Q or K; 1 or
    11: an ace), a letter its card (``A``: an ace counted 1 or 11, whichever works)."""
    rules, goal, h, t = _deal("kitgen staeda check", target, hand, table, rules_file, house_rules)
    if not isinstance(expression, str):
        raise KitgenError(
            _("the claim must be a text, e.g. 'K*2+A+3', not {value}", value=cited(expression))
        )
    v = check_claim(expression, goal, h, t, rules)
    return ClaimAnswer(
        ok=v.valid,
        reason=v.reason,
        value=_value(v.value),
        operations=v.operations,
        cards_used=v.cards_used,
        cards=[str(c) for c in v.cards],
        aces=list(v.ace_notes),
        whole_numbers=rules.whole_numbers,
        text=v.explanation,
    )


# -- solve -----------------------------------------------------------------------------------


def solve(
    *,
    target: int | str,
    hand: Cards,
    table: Cards = "",
    rules_file: str | Path | None = None,
    **house_rules: Any,
) -> SolveAnswer:
    """Is there a stæða for ``target`` from ``hand`` and ``table``? The best (most
    operations) and how many distinct ones, or else the nearest value and how to make it."""
    from kitgen.games.staeda.solver import solve as find

    rules, goal, h, t = _deal("kitgen staeda solve", target, hand, table, rules_file, house_rules)
    if not h + t:
        raise KitgenError(_("no cards to solve with — give --hand (and --table) cards"))
    s = find(goal, tuple(c.key for c in h + t), rules.whole_numbers)
    shown = s.closest_expr  # the best stæða when solvable (closest is the target then)
    used = check_claim(shown, s.closest, h, t, rules)  # name the cards the expression uses
    where = _(
        "hand {hand}, table {table} ({rules})",
        hand=format_cards(h),
        table=format_cards(t),
        rules=rules.describe(),
    )
    if s.solvable:
        count = number(s.count)
        if not s.count_exact:
            count = _("at least {count} (the count stopped at its work limit)", count=count)
        operations = s.operations or 0
        lines = [
            _("{target} can be made from {where}.", target=goal, where=where),
            n_(
                "best: {best} = {target} — {n} operation, cards {cards}",
                "best: {best} = {target} — {n} operations, cards {cards}",
                operations,
                best=s.best,
                target=goal,
                cards=format_cards(list(used.cards)),
            ),
            _("distinct stæður: {count}", count=count),
        ]
    else:
        lines = [
            _("no stæða makes {target} from {where}.", target=goal, where=where),
            _(
                "closest: {expression} = {value} ({away} away), cards {cards}",
                expression=s.closest_expr,
                value=s.closest,
                away=abs(s.closest - goal),
                cards=format_cards(list(used.cards)),
            ),
        ]
    text = "\n".join(lines)
    # An answer built field by field (``duplicates`` pairs such keyword lists): every field of
    # its JSON named where it is filled.
    return SolveAnswer(
        ok=s.solvable,
        reason=text.splitlines()[0],
        best=s.best,
        operations=s.operations,
        closest=str(s.closest),
        closest_expression=s.closest_expr,
        count=s.count,
        count_exact=s.count_exact,
        cards=[str(c) for c in used.cards],
        whole_numbers=rules.whole_numbers,
        text=text,
    )


# -- round -----------------------------------------------------------------------------------


def _as_items(values: Named | None, sep: str) -> object:
    """A round's ``{"Ann": "3 A K"}`` as the flags write it (``["Ann=3 A K"]``)."""
    if values is None:
        return ()
    if isinstance(values, str):
        return (values,)
    if isinstance(values, Mapping):
        return tuple(
            f"{name}{sep}{_card_text(v) if sep == '=' else v}" for name, v in values.items()
        )
    return values


def round(  # kitgen.staeda.round, as the command is named (the builtin is not used here)
    file: str | Path | None = None,
    *,
    target: int | str | None = None,
    table: Cards | None = None,
    hand: Named | None = None,
    claim: Named | None = None,
    points: Named | None = None,
    rules_file: str | Path | None = None,
    **house_rules: Any,
) -> RoundAnswer:
    """Who wins a round: every claim judged, then the round rules applied.

    The round is read from ``file`` (a round file, TOML or JSON) and the keywords, which add
    to it or override it: ``hand={"Ann": "3 A K"}``, ``claim={"Ann": "K*2+A+3"}``,
    ``points={"Ann": 2}`` (or lists as the flags write them: ``["Ann=3 A K"]``)."""
    from kitgen.games.staeda.round import Claim, judge_round

    command = "kitgen staeda round"
    values = {
        "target": target,
        "table": _card_text(table),
        "hand": _as_items(hand, "="),
        "claim": _as_items(claim, ":"),
        "points": _as_items(points, "="),
    }
    given = _options(RoundOptions, values, house_rules, command)
    data = load_round(file) if file else {}
    flags = checked([Rules], house_rules, command)
    game = round_input(
        data, given["target"], given["table"], given["hand"], given["claim"], given["points"]
    )
    rules = load_rules(rules_file, **{**game.rules, **flags})  # flags over the round file
    hands = {
        p: _cards(h, _("{player}'s hand", player=p), HAND_CARDS) for p, h in game.hands.items()
    }
    tbl = _cards(game.table, "table", TABLE_CARDS)
    claims = [Claim(p, e) for p, e in game.claims.items()]
    result = judge_round(game.target, tbl, hands, claims, game.points, rules)
    return RoundAnswer(
        ok=bool(result.winners),
        reason=result.reason,
        target=game.target,
        winners=list(result.winners),
        exact=result.exact,
        players=players((p, result.totals[p]) for p in hands),
        scored=players((p, result.scored.get(p, 0)) for p in hands),
        claims=[
            {
                "name": p,
                "ok": v.valid,
                "reason": v.reason,
                "fair": v.fair,
                "value": _value(v.value),
                "operations": v.operations,
                "cards_used": v.cards_used,
            }
            for p, v in result.verdicts.items()
        ],
        text=_round_text(game, tbl, hands, result, rules),
    )


def _held(cards: list[Card]) -> str:
    """The cards, or "empty" (a player who showed no hand; not "(none)" in brackets)."""
    return format_cards(cards) if cards else _("empty")


def _round_text(
    game: RoundInput,
    table: list[Card],
    hands: dict[str, list[Card]],
    result: RoundResult,
    rules: Rules,
) -> str:
    lines = [
        _(
            "target {target}, table {table} ({rules})",
            target=game.target,
            table=_held(table),
            rules=rules.describe(),
        )
    ]
    for p in hands:
        v = result.verdicts.get(p)
        said = f"{game.claims[p]}  → {v.explanation}" if v else _("no claim")
        lines.append(f"  {p} ({_held(hands[p])}): {said}")
    if result.winners:
        lines.append(
            n_(
                "winner: {winners} — {reason}",
                "winners: {winners} — {reason}",
                len(result.winners),
                winners=", ".join(result.winners),
                reason=result.reason,
            )
        )
    else:
        lines.append(result.reason)
    scores = ", ".join(
        f"{p} {game.points.get(p, 0)} + {result.scored.get(p, 0)} = {result.totals[p]}"
        for p in hands
    )
    lines.append(_("points: {scores}", scores=scores))
    return "\n".join(lines)


# -- over ------------------------------------------------------------------------------------


def over(
    *,
    target: int | str,
    kept: Cards = "",
    target_cards: Cards | None = None,
    rules_file: str | Path | None = None,
    **house_rules: Any,
) -> OverAnswer:
    """Is the game over: can no set of at most six cards still in play make ``target``?

    In play: the deck minus ``kept``. The three target cards are set aside for the first
    round only, then shuffled back with every card not kept as points (the rules page):
    ``target_cards`` takes them out, to ask before the first round."""
    from kitgen.games.staeda.over import over as is_over

    command = "kitgen staeda over"
    values = {
        "target": target,
        "kept": _card_text(kept),
        "target_cards": _card_text(target_cards),
    }
    given = _options(OverOptions, values, house_rules, command)
    rules = rules_from(rules_file, house_rules, command)
    goal = _target(given)
    k = _cards(given.get("kept") or "", N_("kept cards"))
    tc = None
    if given.get("target_cards") is not None:
        tc = _cards(given["target_cards"], N_("target cards"))
        if len(tc) != 3:
            raise KitgenError(
                _("--target-cards takes the three target cards, got {count}", count=len(tc))
            )
    res = is_over(goal, k, tc, rules)
    return OverAnswer(
        ok=res.over,
        reason=res.reason,
        in_play=res.in_play,
        cards=list(res.cards),
        expression=res.expression,
        whole_numbers=rules.whole_numbers,
        text=res.reason,
    )


def bot(*, rules_file: str | Path | None = None, **options: Any) -> StaedaBotAnswer:
    """The computer's turn: its swap and whether it says "stæða", for ``target``, ``hand``,
    ``table`` and its ``level`` (``cautious``, ``steady``, ``greedy``); see
    :mod:`kitgen.api.staeda_bot`."""
    from kitgen.api.staeda_bot import bot as turn

    return turn(rules_file=rules_file, **options)
