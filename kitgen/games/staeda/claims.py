"""Is a claimed stæða correct? Match the expression's cards to the cards held, then count.

Each operand must be a different card from the player's hand or the table (a bipartite
matching of operands to cards, found by augmenting paths). A number stands for any card of
that value (``10`` for a 10, J, Q or K; ``1`` or ``11`` for an ace); a letter for a card of
that rank (``J`` a jack, ``T`` a ten, ``A`` an ace). When a ``10`` could take a ten or a face
card, the ten is tried first, so letters keep their own ranks.

An ``A`` written as a letter counts 1 or 11, whichever makes the claim work: the referee
tries every choice and keeps one that hits the target (or, failing that, comes closest) and
says which it used.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kitgen.core import wording
from kitgen.core.messages import N_, _, n_, nN_
from kitgen.games.staeda import expr as ex
from kitgen.games.staeda.arith import Value
from kitgen.games.staeda.cards import TEN_RANKS, Card, format_cards
from kitgen.games.staeda.rules import Rules


@dataclass(frozen=True)
class Verdict:
    """The referee's answer about one claim.

    ``valid`` — it is a stæða for the target. ``fair`` — it uses only available cards, each
    once, and every step is allowed (a fair claim that misses the target can still win a
    round as the closest). ``reason`` says why it is not valid (``None`` when it is);
    ``explanation`` is the sentence to read aloud either way.
    """

    valid: bool
    fair: bool
    value: Value | None
    operations: int
    cards_used: int
    reason: str | None
    explanation: str
    expression: str
    cards: tuple[Card, ...] = ()
    ace_notes: tuple[str, ...] = field(default=())


def _wants(leaf: ex.Leaf) -> tuple[str, int | None] | None:
    """``(kind, value)``: kind is a rank (``"7"``, ``"J"``), ``"ace"`` or ``"ten"``; value
    ``None`` for a letter ``A`` (chosen later). ``None`` when no card is worth the number."""
    text = leaf.text
    if text == "A":
        return "ace", None
    if text in ("J", "Q", "K"):
        return text, 10
    if text == "T":
        return "10", 10
    n = int(text)
    if n in (1, 11):
        return "ace", n
    if n == 10:
        return "ten", 10
    if 2 <= n <= 9:
        return str(n), n
    return None


def _fits(kind: str, card: Card) -> bool:
    if kind == "ace":
        return card.rank == "A"
    if kind == "ten":
        return card.rank in TEN_RANKS
    return card.rank == kind


def match(kinds: list[str], cards: list[Card]) -> list[int] | None:
    """Give each operand a different card (``result[i]`` = card index), or ``None``.

    Kuhn's augmenting paths; candidates are tried exact rank first (a ``10`` takes a ten
    before a face card), so the matching found keeps letters on their own ranks.
    """

    def order(kind: str) -> list[int]:
        fits = [j for j, c in enumerate(cards) if _fits(kind, c)]
        return sorted(fits, key=lambda j: cards[j].rank != "10")

    options = [order(k) for k in kinds]
    owner: dict[int, int] = {}

    def augment(i: int, seen: set[int]) -> bool:
        for j in options[i]:
            if j in seen:
                continue
            seen.add(j)
            if j not in owner or augment(owner[j], seen):
                owner[j] = i
                return True
        return False

    # scarce kinds first (letters before "any ten") so the path search rarely backtracks
    for i in sorted(range(len(kinds)), key=lambda i: len(options[i])):
        if not augment(i, set()):
            return None
    result = [0] * len(kinds)
    for j, i in owner.items():
        result[i] = j
    return result


#: How often the expression uses a kind of card (more than four: ``{n} times``).
_WORDS = {1: N_("once"), 2: N_("twice"), 3: N_("three times"), 4: N_("four times")}
#: Each kind of card: "there is no ...", and the whole sentence when the cards hold fewer
#: than the expression uses (a plural message by how many they hold: the count agrees with
#: the card, "только один туз", "только две дамы").
_NAMES: dict[str, tuple[str, tuple[str, str]]] = {
    "ace": (
        N_("there is no ace in your hand ({hand}) or on the table ({table})"),
        nN_(
            "the expression uses an ace {times}, but your hand ({hand}) and the table "
            "({table}) hold only one — each card counts once",
            "the expression uses an ace {times}, but your hand ({hand}) and the table "
            "({table}) hold only {n} — each card counts once",
        ),
    ),
    "ten": (
        N_(
            "there is no card worth 10 (10, J, Q or K) in your hand ({hand}) or on the table "
            "({table})"
        ),
        nN_(
            "the expression uses a card worth 10 (10, J, Q or K) {times}, but your hand "
            "({hand}) and the table ({table}) hold only one — each card counts once",
            "the expression uses a card worth 10 (10, J, Q or K) {times}, but your hand "
            "({hand}) and the table ({table}) hold only {n} — each card counts once",
        ),
    ),
    "J": (
        N_("there is no jack in your hand ({hand}) or on the table ({table})"),
        nN_(
            "the expression uses a jack {times}, but your hand ({hand}) and the table "
            "({table}) hold only one — each card counts once",
            "the expression uses a jack {times}, but your hand ({hand}) and the table "
            "({table}) hold only {n} — each card counts once",
        ),
    ),
    "Q": (
        N_("there is no queen in your hand ({hand}) or on the table ({table})"),
        nN_(
            "the expression uses a queen {times}, but your hand ({hand}) and the table "
            "({table}) hold only one — each card counts once",
            "the expression uses a queen {times}, but your hand ({hand}) and the table "
            "({table}) hold only {n} — each card counts once",
        ),
    ),
    "K": (
        N_("there is no king in your hand ({hand}) or on the table ({table})"),
        nN_(
            "the expression uses a king {times}, but your hand ({hand}) and the table "
            "({table}) hold only one — each card counts once",
            "the expression uses a king {times}, but your hand ({hand}) and the table "
            "({table}) hold only {n} — each card counts once",
        ),
    ),
    "10": (
        N_("there is no 10 in your hand ({hand}) or on the table ({table})"),
        nN_(
            "the expression uses a 10 {times}, but your hand ({hand}) and the table "
            "({table}) hold only one — each card counts once",
            "the expression uses a 10 {times}, but your hand ({hand}) and the table "
            "({table}) hold only {n} — each card counts once",
        ),
    ),
    "8": (
        N_("there is no {card} in your hand ({hand}) or on the table ({table})"),
        nN_(
            "the expression uses an {card} {times}, but your hand ({hand}) and the table "
            "({table}) hold only one — each card counts once",
            "the expression uses an {card} {times}, but your hand ({hand}) and the table "
            "({table}) hold only {n} — each card counts once",
        ),
    ),
}
_OTHER = (
    N_("there is no {card} in your hand ({hand}) or on the table ({table})"),
    nN_(
        "the expression uses a {card} {times}, but your hand ({hand}) and the table "
        "({table}) hold only one — each card counts once",
        "the expression uses a {card} {times}, but your hand ({hand}) and the table "
        "({table}) hold only {n} — each card counts once",
    ),
)


def _shortage(kinds: list[str], hand: list[Card], table: list[Card]) -> str:
    """Why no matching exists, in words (Hall's condition on the few kinds of operand)."""
    cards = hand + table
    need = Counter(kinds)
    groups: list[tuple[str, int]] = [(k, n) for k, n in need.items() if k != "ten"]
    # "ten" operands compete with J/Q/K/10 letters for the same cards
    tens = sum(n for k, n in need.items() if k in ("ten", *TEN_RANKS))
    if need.get("ten"):
        groups.append(("ten", tens))
    for kind, n in groups:
        have = sum(1 for c in cards if _fits(kind, c))
        if n > have:
            none, short = _NAMES.get(kind, _OTHER)
            if have == 0:
                return _(none, card=kind, hand=_held(hand), table=_held(table))
            times = _(_WORDS[n]) if n in _WORDS else n_("{n} time", "{n} times", n)
            return n_(*short, have, card=kind, times=times, hand=_held(hand), table=_held(table))
    return _("the cards named cannot all be found in your hand and on the table, each used once")


def check_claim(
    text: str, target: Value, hand: list[Card], table: list[Card], rules: Rules
) -> Verdict:
    """Referee one claimed stæða (``KitgenError`` if the expression cannot be read)."""
    tree = ex.parse(text)
    leaves = ex.leaves(tree)
    ops = ex.operations(tree)
    shown = ex.show(tree)
    wants = [_wants(leaf) for leaf in leaves]

    def refuse(
        reason: str,
        value: Value | None = None,
        fair: bool = False,
        used: tuple[Card, ...] = (),
        notes: tuple[str, ...] = (),
    ) -> Verdict:
        explained = _("not a stæða: {reason}", reason=reason)
        return Verdict(False, fair, value, ops, len(leaves), reason, explained, shown, used, notes)

    known: list[tuple[str, int | None]] = []
    for leaf, want in zip(leaves, wants, strict=True):
        if want is None:
            return refuse(_("no card is worth {value} (cards count 1 to 11)", value=leaf.text))
        known.append(want)
    kinds = [kind for kind, _ in known]
    # more operands than cards (a claim may name up to 100) fail here, before the aces'
    # 2^n choices below: only a claim matched to the six cards at most gets there
    cards = hand + table
    picked = match(kinds, cards)
    if picked is None:
        return refuse(_shortage(kinds, hand, table))
    used = tuple(cards[j] for j in picked)

    # letters A are free to count 1 or 11; every other operand has its value
    free = [leaf.index for leaf, (_, v) in zip(leaves, known, strict=True) if v is None]
    fixed = {leaf.index: v for leaf, (_, v) in zip(leaves, known, strict=True) if v is not None}
    best: tuple[tuple[Any, ...], dict[int, int], Value] | None = None
    error: str | None = None
    for choice in itertools.product((1, 11), repeat=len(free)):
        values = dict(fixed)
        values.update(zip(free, choice, strict=True))
        try:
            value = ex.evaluate(tree, values, rules.whole_numbers)
        except ex.StepError as err:
            error = error or str(err)
            continue
        rank = (value != target, abs(value - target))
        if best is None or rank < best[0]:
            best = (rank, values, value)
    if best is None:
        return refuse(error or _("no step is allowed"))
    _rank, values, value = best
    if len(free) == 1:
        notes: tuple[str, ...] = (_("A counted as {value}", value=values[free[0]]),)
    else:
        notes = tuple(
            _("{nth} A counted as {value}", nth=wording.ordinal(min(n, 5) + 1), value=values[i])
            for n, i in enumerate(free)
        )
    with_values = ex.show(tree, values)
    said = f" ({', '.join(notes)})" if notes else ""
    if value != target:
        reason = _(
            "{expression} = {value}, not the target {target}{aces}",
            expression=with_values,
            value=value,
            target=target,
            aces=said,
        )
        return refuse(reason, value, True, used, notes)
    explanation = _(
        "a stæða: {expression} = {target}{aces}, {operations}, {cards} used ({named})",
        expression=with_values,
        target=target,
        aces=said,
        operations=n_("{n} operation", "{n} operations", ops),
        cards=n_("{n} card", "{n} cards", len(leaves)),
        named=format_cards(list(used)),
    )
    return Verdict(True, True, value, ops, len(leaves), None, explanation, shown, used, notes)


def _held(cards: list[Card]) -> str:
    """The cards, ``3 A K``, or ``empty`` (not ``(none)`` inside the message's brackets)."""
    return format_cards(cards) if cards else _("empty")
