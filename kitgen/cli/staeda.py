"""``kitgen staeda`` — the Stæða referee: targets, claims, solver, rounds, end of game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from kitgen.cli import answer, complete
from kitgen.cli.paths import file_name
from kitgen.core import wording
from kitgen.core.errors import KitgenError
from kitgen.games.staeda.cards import HAND_CARDS, TABLE_CARDS, Card, format_cards, parse_cards
from kitgen.games.staeda.rules import Rules, load_rules

app = typer.Typer(
    help=(
        "Referee Stæða, the card game of building a target number from cards with + − × ÷.\n\n"
        "Cards: ranks 2-10, T, J, Q, K, A, suits optional (KH, 10s, A♥), separated by commas "
        "or spaces. Exit 0 when the claim holds, 1 when it does not, 2 for input that cannot "
        "be read."
    ),
    no_args_is_help=True,
    add_completion=False,
)

WHOLE = typer.Option(
    None,
    "--whole-numbers/--fractions",
    help="House rule: every step must be a whole number ≥ 0 (default: fractions and "
    "negative steps allowed). Overrides --rules.",
)
RULES = typer.Option(
    None,
    "--rules",
    help="TOML rules file with the house rules (flags given here override it): "
    "whole_numbers = true.",
    dir_okay=False,
    metavar="FILE",
    show_default=False,
    parser=file_name,
)
JSON = typer.Option(False, "--json", help=answer.JSON_HELP)
#: Metavars: one placeholder style across kitgen's help.
_N: dict[str, Any] = {"metavar": "N", "show_default": False}
#: Every target three cards allow lies from 2 ((A+A)×A) to 242 ((A+A)×A with aces as 11).
_TARGET: dict[str, Any] = {**_N, "min": 2, "max": 242}
_TARGET_HELP = "The game's target number (2 to 242, what three cards can make)."
_CARDS: dict[str, Any] = {
    "metavar": "CARDS",
    "show_default": False,
    "autocompletion": complete.card_ranks,
}


def _rules(path: Path | None, whole: bool | None) -> Rules:
    return load_rules(path, whole_numbers=whole)


def _cards(values: list[str] | str, what: str, most: int | None = None) -> list[Card]:
    text = values if isinstance(values, str) else " ".join(values)
    return parse_cards(text, what, most)


def _value(v: object) -> str | None:
    return None if v is None else str(v)


# -- targets ---------------------------------------------------------------------------------


@app.command(
    help=(
        "Every target three cards allow: (a+b)×c or a×b+c, each ace as 1 or 11.\n\n"
        "With --is N: exit 0 if N is allowed, 1 (with the reason) if not. The whole-numbers "
        "switch does not change targets (they only add and multiply)."
    )
)
def targets(
    cards: list[str] = typer.Argument(
        ..., help="The three target cards, e.g. 3 4 5 or A,2,3.", **_CARDS
    ),
    is_: int | None = typer.Option(
        None, "--is", help="Check that this declared target is allowed.", **_N
    ),
    whole_numbers: bool | None = WHOLE,
    rules: Path | None = RULES,
    as_json: bool = JSON,
) -> None:
    from kitgen.games.staeda.targets import declared
    from kitgen.games.staeda.targets import targets as all_targets

    _rules(rules, whole_numbers)
    hand = _cards(cards, "target cards")
    ways = all_targets(hand)
    lines = [f"{format_cards(hand)} allow {len(ways)} targets:"]
    lines += [f"  {t:>3} = {w}" for t, w in ways.items()]
    ok, reason = (True, lines[0].rstrip(":")) if is_ is None else declared(hand, is_)
    data = answer.verdict(
        ok,
        reason,
        targets=list(ways),
        ways={str(t): w for t, w in ways.items()},
        declared=is_,
    )
    answer.settle(data, "\n".join(lines) if is_ is None else reason, as_json=as_json)


# -- check -----------------------------------------------------------------------------------


@app.command(
    help=(
        "Is a claim a stæða: right value, only cards in hand or on the table, none twice.\n\n"
        "A number names a card of that value (10 = a 10, J, Q or K; 1 or 11 = an ace); a "
        "letter names its card (J, Q, K, T = a ten, A = an ace counted 1 or 11, whichever "
        "makes the claim work). Exit 0 if it is a stæða, 1 if not."
    )
)
def check(
    expression: str = typer.Argument(
        ..., help="The claimed stæða, e.g. '(3 + 5) × (7 − 4)'.", metavar="EXPR"
    ),
    target: int = typer.Option(..., "--target", help=_TARGET_HELP, **_TARGET),
    hand: str = typer.Option(
        ..., "--hand", help="The player's hand, at most three cards, e.g. '3 5 KH'.", **_CARDS
    ),
    table: str = typer.Option(
        ..., "--table", help="The cards on the table, at most three, e.g. '7 4 A'.", **_CARDS
    ),
    whole_numbers: bool | None = WHOLE,
    rules: Path | None = RULES,
    as_json: bool = JSON,
) -> None:
    from kitgen.games.staeda.cards import check_distinct
    from kitgen.games.staeda.claims import check_claim

    r = _rules(rules, whole_numbers)
    h, t = _cards(hand, "hand", HAND_CARDS), _cards(table, "table", TABLE_CARDS)
    check_distinct(h + t, "hand and table together")
    v = check_claim(expression, target, h, t, r)
    data = answer.verdict(
        v.valid,
        v.reason,
        value=_value(v.value),
        operations=v.operations,
        cards_used=v.cards_used,
        cards=[str(c) for c in v.cards],
        aces=list(v.ace_notes),
        whole_numbers=r.whole_numbers,
    )
    answer.settle(data, v.explanation, as_json=as_json)


# -- solve -----------------------------------------------------------------------------------


@app.command(
    help=(
        "Is there a stæða? The best (most operations), how many, or else the nearest value."
        "\n\nDistinct stæður are counted over any of the cards; two are the same when they "
        "differ only in the order of terms or factors, their grouping, or how − and ÷ nest "
        "(a − (b − c) = a − b + c; a ÷ (b ÷ c) = a × c ÷ b). Exit 0 if there is a stæða, "
        "1 if not."
    )
)
def solve(
    target: int = typer.Option(..., "--target", help=_TARGET_HELP, **_TARGET),
    hand: str = typer.Option(
        ..., "--hand", help="The player's hand, at most three cards, e.g. '3 5 KH'.", **_CARDS
    ),
    table: str = typer.Option(
        "", "--table", help="The cards on the table, at most three, e.g. '7 4 A'.", **_CARDS
    ),
    whole_numbers: bool | None = WHOLE,
    rules: Path | None = RULES,
    as_json: bool = JSON,
) -> None:
    from kitgen.games.staeda.cards import check_distinct
    from kitgen.games.staeda.claims import check_claim
    from kitgen.games.staeda.solver import solve as find

    r = _rules(rules, whole_numbers)
    h, t = _cards(hand, "hand", HAND_CARDS), _cards(table, "table", TABLE_CARDS)
    cards = h + t
    if not cards:
        raise KitgenError("no cards to solve with — give --hand (and --table) cards")
    check_distinct(cards, "hand and table together")
    s = find(target, tuple(c.key for c in cards), r.whole_numbers)
    shown = s.closest_expr  # the best stæða when solvable (closest is the target then)
    used = check_claim(shown, s.closest, h, t, r)  # name the cards the expression uses
    where = f"hand {format_cards(h)}, table {format_cards(t)} ({r.describe()})"
    if s.solvable:
        ops = s.operations or 0  # set whenever there is a stæða
        count = f"{s.count:,}"
        if not s.count_exact:
            count = f"at least {count} (the count stopped at its work limit)"
        text = (
            f"{target} can be made from {where}.\n"
            f"best: {s.best} = {target} — {wording.count(ops, 'operation')}, cards "
            f"{format_cards(list(used.cards))}\n"
            f"distinct stæður: {count}"
        )
    else:
        text = (
            f"no stæða makes {target} from {where}.\n"
            f"closest: {s.closest_expr} = {s.closest} ({abs(s.closest - target)} away), cards "
            f"{format_cards(list(used.cards))}"
        )
    data = answer.verdict(
        s.solvable,
        text.splitlines()[0],
        best=s.best,
        operations=s.operations,
        closest=str(s.closest),
        closest_expression=s.closest_expr,
        count=s.count,
        count_exact=s.count_exact,
        cards=[str(c) for c in used.cards],
        whole_numbers=r.whole_numbers,
    )
    answer.settle(data, text, as_json=as_json)


# -- round -----------------------------------------------------------------------------------


def _named(items: list[str], what: str, example: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        sep = "=" if what != "claim" else ":"
        name, found, rest = item.partition(sep)
        if not found or not name.strip():
            raise KitgenError(f"--{what} {item!r}: write it as {example}")
        out[name.strip()] = rest.strip()
    return out


def _load_round(path: Path) -> dict[str, Any]:
    from kitgen.files import read_json_file, read_toml_file

    read = read_json_file if path.suffix.lower() == ".json" else read_toml_file
    data = read(path, "round file")
    if not isinstance(data, dict):
        raise KitgenError(f"round file {path}: the top level must be a table/object")
    return data


ROUND_HELP = (
    "Who wins a round: judge every claim and apply the round rules.\n\n"
    "An exact stæða beats the closest; then more operations; then fewer points so far; then "
    "all tied players score. A winner scores one point per card used. Exit 0 when someone "
    "wins, 1 if nobody does.\n\n"
    "Round file (TOML, or JSON with the same keys; flags add to or override it):\n\n"
    'target = 24 · table = "7 2 5" · whole_numbers = false (optional) · then one table per '
    'player: \\[players.Ann] hand = "3 A K", points = 2 (so far, default 0), '
    'claim = "K*2+A+3" (leave out if no claim).'
)


@app.command(help=ROUND_HELP)
def round(
    file: Path | None = typer.Argument(
        None, help="A round file (.toml or .json).", dir_okay=False, metavar="[FILE]"
    ),
    target: int | None = typer.Option(None, "--target", help=_TARGET_HELP, **_TARGET),
    table: str | None = typer.Option(
        None, "--table", help="The cards on the table (at most three).", **_CARDS
    ),
    hand: list[str] = typer.Option(
        [],
        "--hand",
        help="A hand of at most three cards: 'Ann=3 A K' (repeat).",
        metavar="NAME=CARDS",
    ),
    claim: list[str] = typer.Option(
        [], "--claim", help="A claim: 'Ann: (3+5)×(7−4)' (repeat).", metavar="NAME:EXPR"
    ),
    points: list[str] = typer.Option(
        [], "--points", help="Points so far: 'Ann=2' (repeat).", metavar="NAME=N"
    ),
    whole_numbers: bool | None = WHOLE,
    rules: Path | None = RULES,
    as_json: bool = JSON,
) -> None:
    from kitgen.games.staeda.round import Claim, judge_round

    data = _load_round(file) if file else {}
    file_rules = {k: data[k] for k in ("whole_numbers",) if k in data}
    r = load_rules(rules, **file_rules)
    if whole_numbers is not None:
        r = load_rules(None, whole_numbers=whole_numbers)
    players = data.get("players", {})
    if not isinstance(players, dict):
        raise KitgenError("round file: 'players' must be a table of players")
    hands_text: dict[str, str] = {}
    claims_text: dict[str, str] = {}
    so_far: dict[str, int] = {}
    for name, info in players.items():
        if not isinstance(info, dict) or "hand" not in info:
            raise KitgenError(f'round file: player {name} needs hand = "CARDS"')
        raw = info["hand"]
        hands_text[name] = " ".join(map(str, raw)) if isinstance(raw, list) else str(raw)
        if info.get("claim"):
            claims_text[name] = str(info["claim"])
        so_far[name] = _points(info.get("points", 0), name)
    hands_text.update(_named(hand, "hand", "'Ann=3 A K'"))
    claims_text.update(_named(claim, "claim", "'Ann: (3 + 5) × (7 − 4)'"))
    for name, n in _named(points, "points", "'Ann=2'").items():
        so_far[name] = _points(n, name)
    goal = target if target is not None else data.get("target")
    if not isinstance(goal, int) or isinstance(goal, bool):
        raise KitgenError("the round needs a whole-number target: --target N or target = N")
    table_text = table if table is not None else data.get("table")
    if isinstance(table_text, list):
        table_text = " ".join(map(str, table_text))
    if table_text is None:
        raise KitgenError('the round needs the table cards: --table CARDS or table = "CARDS"')
    if not hands_text:
        raise KitgenError("the round needs the players' hands: --hand 'Ann=3 A K' or [players.Ann]")
    hands = {p: _cards(h, f"{p}'s hand", HAND_CARDS) for p, h in hands_text.items()}
    tbl = _cards(str(table_text), "table", TABLE_CARDS)
    claims = [Claim(p, e) for p, e in claims_text.items()]
    result = judge_round(goal, tbl, hands, claims, so_far, r)

    lines = [f"target {goal}, table {format_cards(tbl)} ({r.describe()})"]
    for p in hands:
        v = result.verdicts.get(p)
        said = f"{claims_text[p]}  → {v.explanation}" if v else "no claim"
        lines.append(f"  {p} ({format_cards(hands[p])}): {said}")
    if result.winners:
        lines.append(
            f"winner{'s' if len(result.winners) > 1 else ''}: "
            f"{', '.join(result.winners)} — {result.reason}"
        )
    else:
        lines.append(result.reason)
    lines.append(
        "points: "
        + ", ".join(
            f"{p} {so_far.get(p, 0)} + {result.scored.get(p, 0)} = {result.totals[p]}"
            for p in hands
        )
    )
    data_out = answer.verdict(
        bool(result.winners),
        result.reason,
        target=goal,
        winners=list(result.winners),
        exact=result.exact,
        players=answer.players((p, result.totals[p]) for p in hands),
        scored=answer.players((p, result.scored.get(p, 0)) for p in hands),
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
    )
    answer.settle(data_out, "\n".join(lines), as_json=as_json)


def _points(value: object, name: str) -> int:
    try:
        n = int(str(value))
    except ValueError:
        raise KitgenError(f"points for {name} must be a whole number, not {value!r}") from None
    if n < 0:
        raise KitgenError(f"points for {name} cannot be negative")
    return n


# -- over ------------------------------------------------------------------------------------


@app.command(
    help=(
        "Is the game over: can no set of at most six cards still in play make the target?\n\n"
        "In play: the deck minus --kept, minus --target-cards when given (when not given the "
        "three target cards count as in play, so a game is never ended early). Exit 0 when "
        "the game is over, 1 when it goes on (with a set of cards that still makes it)."
    )
)
def over(
    target: int = typer.Option(..., "--target", help=_TARGET_HELP, **_TARGET),
    kept: str = typer.Option("", "--kept", help="Every card kept as points so far.", **_CARDS),
    target_cards: str | None = typer.Option(
        None,
        "--target-cards",
        help="The three cards the target was made from (set aside). If not given they count "
        "as still in play, so a game is never ended early.",
        **_CARDS,
    ),
    whole_numbers: bool | None = WHOLE,
    rules: Path | None = RULES,
    as_json: bool = JSON,
) -> None:
    from kitgen.games.staeda.over import over as is_over

    r = _rules(rules, whole_numbers)
    k = _cards(kept, "kept cards")
    tc = _cards(target_cards, "target cards") if target_cards is not None else None
    if tc is not None and len(tc) != 3:
        raise KitgenError(f"--target-cards takes the three target cards, got {len(tc)}")
    res = is_over(target, k, tc, r)
    data = answer.verdict(
        res.over,
        res.reason,
        in_play=res.in_play,
        cards=list(res.cards),
        expression=res.expression,
        whole_numbers=r.whole_numbers,
    )
    answer.settle(data, res.reason, as_json=as_json)
