"""The binary game played by computer players: whole games from a shuffled bag, and figures.

A simulated game follows the rules page: the bag holds exactly the tile set's tiles (the
shipped 100, or the spec's), shuffled by the game's own random numbers; each player draws a
rack of the set's size (9) and refills it after every move while the bag lasts; the players
take turns, each move judged and scored by the referee (``kitgen.games.binary.game.Game``,
the engine of ``kitgen game play``); a player with no legal move exchanges when the rules
allow it (``greedy``; ``strong`` also when its leave values say keeping the rack is worse)
— real tiles: it draws as many as it puts back, which go into the bag, shuffled — else
passes. When a player empties the rack with the bag empty the game ends with the rules
page's end (``endgame``: ``winner-adds`` or ``standard``), recorded as ``kitgen game end``
records it. After ``scoreless_end`` scoreless turns in a row the game ends by that rule:
each player loses the points on their own rack (*scoreless*). When every player passes in
a row (no move, no exchange), nobody can ever move again (*blocked*): the players pass on
until the scoreless end, or with ``scoreless_end = 0`` the game ends there the same way
(``kitgen game end --nobody-out``). With ``scoreless_end = 0`` and exchanges allowed, a
game in which nobody has had a move for :data:`STUCK_ROUNDS` rounds is taken as blocked
too (the players pass a round, then it ends).

With different computer players in the seats (``bots``), game ``i`` of a run seats them
turned round by ``i`` places, and every turn of the seats plays the same bag: each player
moves first equally often, from the same tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from kitgen.core.messages import _, n_
from kitgen.core.wording import decimal
from kitgen.games.binary.bot import BLANK, LeaveValues, check_level, choose, exchange_limit
from kitgen.games.binary.game import Game
from kitgen.games.binary.movegen import MoveGenerator
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import TileSet
from kitgen.simulation.run import check_seats, game_rng
from kitgen.simulation.stats import Mean, Share, compared, histogram, mean, percent

GAME = "binary"
#: The seats' names, in turn order (a record names its players so).
SEAT_NAMES = ("Player 1", "Player 2", "Player 3", "Player 4")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
#: No game of a 100-tile set lasts this long (every move lays a tile, passes end it).
MAX_TURNS = 2000
#: With ``scoreless_end = 0``: rounds in which nobody had a move before the game is taken
#: as blocked (exchanges could go on for ever).
STUCK_ROUNDS = 10
#: How a game ended: a player went out, the scoreless turns, nobody could move.
ENDS = ("out", "scoreless", "blocked")


@dataclass(frozen=True)
class Table:
    """What every game of a run is played with: the rules, the tiles, the board, the
    computer players (one per seat, in the first game's turn order) and the run's seed."""

    rules: Rules
    tileset: TileSet
    premiums: PremiumBoard
    bots: tuple[str, ...]
    seed: int
    leaves: LeaveValues | None = None

    def __post_init__(self) -> None:
        check_seats(self.bots, MIN_PLAYERS, MAX_PLAYERS, check_level, "greedy,greedy")

    @property
    def mixed(self) -> bool:
        """Different players in the seats: the seats turn round game by game."""
        return len(set(self.bots)) > 1

    def seating(self, index: int) -> tuple[tuple[str, ...], int]:
        """The bots in turn order in game ``index``, and the number of its bag."""
        if not self.mixed:
            return self.bots, index
        turn = index % len(self.bots)
        return self.bots[turn:] + self.bots[:turn], index // len(self.bots)


@dataclass(frozen=True)
class Record:
    """One game as played: its seats, every turn, the end, the final scores."""

    index: int
    bots: tuple[str, ...]
    #: Each turn: ``{"player", "move", "points", "rack", "bag", "kept"}``, ``{"player",
    #: "exchange", "returned", "rack", "bag", "kept"}`` or ``{"player", "pass", "rack",
    #: "bag"}`` (``rack``: the tiles held before the turn, ``bag``: the tiles in the bag
    #: then, ``kept``: the tiles the move or exchange left on the rack, ``exchange``: how
    #: many went back, ``returned``: which).
    turns: tuple[dict[str, Any], ...]
    #: ``{"out", "left", "points"}`` as ``kitgen game end`` records it (``out`` ``None``:
    #: the scoreless end).
    end: dict[str, Any]
    scores: tuple[int, ...]
    bingos: int = 0
    players: tuple[str, ...] = field(default=())
    #: How it ended: one of :data:`ENDS`.
    how: str = "out"

    @property
    def moves(self) -> int:
        return sum(1 for turn in self.turns if "move" in turn)

    @property
    def passes(self) -> int:
        return sum(1 for turn in self.turns if "pass" in turn)

    @property
    def exchanges(self) -> int:
        return sum(1 for turn in self.turns if "exchange" in turn)

    @property
    def blocked(self) -> bool:
        return self.how == "blocked"

    def winners(self) -> list[int]:
        best = max(self.scores)
        return [seat for seat, score in enumerate(self.scores) if score == best]


def bag_of(tileset: TileSet) -> list[str]:
    """Every tile of the set, in the set's order (``"blank"`` for a blank)."""
    tiles = [face for face in tileset.faces for _ in range(tileset.counts[face])]
    return tiles + [BLANK] * tileset.blanks


def play_game(table: Table, index: int) -> Record:
    """Game ``index`` of the run: dealt, played to its end and recorded."""
    bots, bag_number = table.seating(index)
    rng = game_rng(table.seed, GAME, bag_number)
    bag = bag_of(table.tileset)
    rng.shuffle(bag)
    players = SEAT_NAMES[: len(bots)]
    rules = table.rules
    game = Game(rules, table.tileset, table.premiums, players)
    size = table.tileset.rack
    racks = [sorted(_draw(bag, size)) for _ in bots]
    turns: list[dict[str, Any]] = []
    bingos = passes_in_row = no_move_in_row = 0
    end: dict[str, Any] | None = None
    how = "out"
    # the random bot draws from its own numbers, so the bag is the same whoever sits down
    moves_rng = game_rng(table.seed, GAME + " moves", index)
    # one generator for the game: the board it searches is the game's, changed in place
    generator = MoveGenerator(game.board, table.tileset, rules, game.judge)
    while len(turns) < MAX_TURNS:
        if game.scoreless_due:
            how = "blocked" if passes_in_row >= len(bots) else "scoreless"
            end = _scoreless_end(game, players, racks)
            break
        seat = game.turns % len(bots)
        rack, who = racks[seat], players[seat]
        held = {"player": who, "rack": _shown(rack), "bag": len(bag)}
        stuck = passes_in_row >= len(bots) or (
            not rules.scoreless_end and no_move_in_row >= STUCK_ROUNDS * len(bots)
        )
        if stuck:  # nobody can ever move again: pass on to the end
            if not rules.scoreless_end and passes_in_row >= len(bots):
                how = "blocked"
                end = _scoreless_end(game, players, racks, nobody_out=True)
                break
            _check(game.pass_turn())
            turns.append({**held, "pass": True})
            passes_in_row += 1
            continue
        # with the bag empty and one other player, its rack is every tile not seen
        other = racks[1 - seat] if len(bots) == 2 and not bag else None
        most = exchange_limit(rules, len(bag), size, len(rack))
        choice = choose(
            game.board, rack, table.tileset, rules, bots[seat], moves_rng,
            bag=len(bag), leaves=table.leaves, generator=generator, opponent=other,
            exchange=most,
        )  # fmt: skip
        if choice.found is None:
            no_move_in_row += choice.count == 0
            if choice.returned:
                back = list(choice.returned)
                _check(game.exchange(len(back)))
                drawn = _draw(bag, len(back))
                bag.extend(back)
                rng.shuffle(bag)
                racks[seat] = sorted(list(choice.leave) + drawn)
                turns.append({
                    **held, "exchange": len(back), "returned": _shown(back),
                    "kept": _shown(choice.leave),
                })  # fmt: skip
                passes_in_row = 0
                continue
            _check(game.pass_turn())
            turns.append({**held, "pass": True})
            passes_in_row += 1
            continue
        passes_in_row = no_move_in_row = 0
        verdict = game.play(str(choice.found.move))
        if not verdict.legal or verdict.score != choice.found.points:  # pragma: no cover
            raise RuntimeError(f"the referee refused the bot's {choice.found.move}")
        bingos += bool(verdict.bingo)
        turns.append({
            "player": who, "move": str(verdict.move), "points": verdict.score, **held,
            "kept": _shown(choice.leave),
        })  # fmt: skip
        racks[seat] = sorted(list(choice.leave) + _draw(bag, size - len(choice.leave)))
        if not racks[seat] and not bag:
            left = {players[s]: racks[s] for s in range(len(bots)) if s != seat}
            change = game.end(left, who)
            end = {"out": who, "left": {p: _shown(r) for p, r in left.items()}, "points": change}
            break
    else:  # pragma: no cover
        raise RuntimeError(f"game {index} ran past {MAX_TURNS} turns")
    assert end is not None
    scores = tuple(game.scores[p] for p in players)
    return Record(index, bots, tuple(turns), end, scores, bingos, players, how)


def _check(refused: str | None) -> None:
    if refused is not None:  # pragma: no cover
        raise RuntimeError(f"the referee refused a turn: {refused}")


def _scoreless_end(
    game: Game, players: Sequence[str], racks: Sequence[list[str]], nobody_out: bool = False
) -> dict[str, Any]:
    """The scoreless end: every player loses the points on their own rack."""
    left = {players[s]: racks[s] for s in range(len(players))}
    change = game.end(left, nobody_out=nobody_out)
    return {"out": None, "left": {p: _shown(r) for p, r in left.items()}, "points": change}


def _draw(bag: list[str], count: int) -> list[str]:
    """Up to ``count`` tiles from the end of the bag (fewer when it runs out)."""
    count = min(count, len(bag))
    drawn = bag[len(bag) - count :]
    del bag[len(bag) - count :]
    return drawn


def _shown(rack: Sequence[str]) -> list[str]:
    return ["?" if face == BLANK else face for face in rack]


# -- the figures ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Figures:
    """What a run's games say, with 95 % intervals."""

    games: int
    first_wins: Share
    ties: Share
    margin: Mean  # first player's score minus the best of the others
    scores: tuple[Mean, ...]  # per seat, in turn order
    moves: Mean
    passes: Mean
    bingos: Mean
    no_move: Share  # games in which a player had no move at least once
    blocked: Share
    #: With different bots: per bot level, its wins and its margin over the best other.
    bots: dict[str, tuple[Share, Mean]]
    margins: tuple[int, ...] = ()
    #: How the games ended: a share for each of :data:`ENDS`.
    ends: dict[str, Share] = field(default_factory=dict)
    exchanges: Mean | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "first_player_wins": self.first_wins.as_json(),
            "ties": self.ties.as_json(),
            "first_player_margin": self.margin.as_json(),
            "scores": [m.as_json() for m in self.scores],
            "moves": self.moves.as_json(),
            "passes": self.passes.as_json(),
            "bingos": self.bingos.as_json(),
            "no_move_games": self.no_move.as_json(),
            "blocked_games": self.blocked.as_json(),
            "ends": {how: share.as_json() for how, share in self.ends.items()},
            "exchanges": (self.exchanges or mean([])).as_json(),
            "bots": [
                {"level": level, "wins": wins.as_json(), "margin": margin.as_json()}
                for level, (wins, margin) in self.bots.items()
            ],
            "margin_histogram": histogram(self.margins),
        }


def figures(records: Sequence[Record]) -> Figures:
    n = len(records)
    seats = len(records[0].scores) if records else 2
    margins = [r.scores[0] - max(r.scores[1:]) for r in records]
    by_bot: dict[str, tuple[list[bool], list[int]]] = {}
    for r in records:
        if len(set(r.bots)) == 1:
            continue
        for seat, level in enumerate(r.bots):
            others = max(s for k, s in enumerate(r.scores) if k != seat)
            wins, margin = by_bot.setdefault(level, ([], []))
            wins.append(r.scores[seat] > others)
            margin.append(r.scores[seat] - others)
    return Figures(
        games=n,
        first_wins=Share(sum(1 for r in records if r.winners() == [0]), n),
        ties=Share(sum(1 for r in records if len(r.winners()) > 1), n),
        margin=mean(margins),
        scores=tuple(mean([r.scores[s] for r in records]) for s in range(seats)),
        moves=mean([r.moves for r in records]),
        passes=mean([r.passes for r in records]),
        bingos=mean([r.bingos for r in records]),
        no_move=Share(sum(1 for r in records if r.passes), n),
        blocked=Share(sum(1 for r in records if r.blocked), n),
        ends={how: Share(sum(1 for r in records if r.how == how), n) for how in ENDS},
        exchanges=mean([r.exchanges for r in records]),
        bots={level: (Share(sum(w), len(w)), mean(m)) for level, (w, m) in by_bot.items()},
        margins=tuple(margins),
    )


def comparison(a: Figures, b: Figures) -> list[dict[str, Any]]:
    """The figures of two rule sets side by side, each difference with its p-value."""
    rows: list[tuple[str, Share | Mean, Share | Mean]] = [
        ("first_player_wins", a.first_wins, b.first_wins),
        ("first_player_margin", a.margin, b.margin),
        ("score_first", a.scores[0], b.scores[0]),
        ("moves", a.moves, b.moves),
        ("passes", a.passes, b.passes),
        ("bingos", a.bingos, b.bingos),
        ("blocked_games", a.blocked, b.blocked),
        ("out_games", a.ends["out"], b.ends["out"]),
        ("scoreless_games", a.ends["scoreless"], b.ends["scoreless"]),
        ("exchanges", a.exchanges or mean([]), b.exchanges or mean([])),
    ]
    return [compared(name, x, y) for name, x, y in rows]


def _mean(m: Mean) -> str:
    low, high = m.interval
    return _(
        "{value} (95 % interval {low} to {high}; spread {sd})",
        value=decimal(m.value, 1),
        low=decimal(low, 1),
        high=decimal(high, 1),
        sd=decimal(m.sd, 1),
    )


def lines(f: Figures) -> list[str]:
    """The figures as a person reads them."""
    out = [
        _("first player wins: {share}", share=percent(f.first_wins)),
        _("ties: {share}", share=percent(f.ties)),
        _("first player's margin: {mean} points", mean=_mean(f.margin)),
    ]
    for seat, m in enumerate(f.scores, 1):
        out.append(_("points of the player in seat {seat}: {mean}", seat=seat, mean=_mean(m)))
    out += [
        _("moves per game: {mean}", mean=_mean(f.moves)),
        _("passes per game: {mean}", mean=_mean(f.passes)),
        _("bingos (all 9 tiles) per game: {mean}", mean=_mean(f.bingos)),
        _("games in which a player had no move: {share}", share=percent(f.no_move)),
        _("games blocked (nobody could move): {share}", share=percent(f.blocked)),
        _("games ended by a player going out: {share}", share=percent(f.ends["out"])),
        _(
            "games ended by the scoreless turns (someone could still move or exchange): {share}",
            share=percent(f.ends["scoreless"]),
        ),
        _("exchanges per game: {mean}", mean=_mean(f.exchanges or mean([]))),
    ]
    for level, (wins, margin) in f.bots.items():
        out.append(
            _(
                "{level} wins {share}; margin {mean} points",
                level=level,
                share=percent(wins),
                mean=_mean(margin),
            )
        )
    return out


def headline(f: Figures, bots: Sequence[str]) -> str:
    """``200 games between computer players (greedy, greedy): first player wins 54.2 % (…)``."""
    return _(
        "{games} between computer players ({levels}): first player wins {share}",
        games=n_("{n} game", "{n} games", f.games),
        levels=", ".join(bots),
        share=percent(f.first_wins),
    )


def binary_plot(runs: Sequence[tuple[str, Figures]]) -> bytes:
    """The first player's margin (histogram) and win share (95 % interval) of each run."""
    from kitgen.simulation import plot as plots

    figure = plots.new_figure(9, 3.8)
    margins, wins = figure.subplots(1, 2, width_ratios=(2.2, 1))
    low = min(min(f.margins, default=0) for _label, f in runs)
    high = max(max(f.margins, default=0) for _label, f in runs)
    step = max(10, (high - low) // 30 or 10)
    edges = list(range(low - low % step - step, high + 2 * step, step))
    for at, (label, f) in enumerate(runs):
        margins.hist(
            f.margins,
            bins=edges,
            alpha=0.55,
            color=plots.COLOURS[at],
            label=label,
            edgecolor="white",
        )
    margins.axvline(0, color="#444444", linewidth=1)
    margins.set_xlabel(_("first player's score minus the other's"))
    margins.set_ylabel(_("games"))
    margins.set_title(_("First player's margin"))
    margins.legend(fontsize=8)
    values, errors = plots.error_bars([f.first_wins for _label, f in runs])
    labels = [label for label, _f in runs]
    wins.bar(range(len(runs)), values, yerr=errors, capsize=6, color=plots.COLOURS[: len(runs)])
    wins.axhline(50, color="#444444", linewidth=1, linestyle="--")
    wins.set_xticks(range(len(runs)), labels, fontsize=8)
    wins.set_ylim(0, 100)
    wins.set_ylabel(_("first player wins (%), 95 % interval"))
    wins.set_title(_("First player wins"))
    return plots.png(figure)
