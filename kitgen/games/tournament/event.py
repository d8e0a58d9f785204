"""A tournament's players, game, schedule and results, and its standings.

A result is typed ``WHITE-BLACK SCORE-SCORE``: ``Ann-Bob 1-0``, ``Ann-Bob ½-½``, or the
game's own score (``Ann-Bob 312-287`` for the binary game, an ice cream match's points,
Stæða's round points). The higher score wins the game: 1 point, a draw ½ each, a loss 0; a
bye scores nothing (in a round robin everyone has the same number of byes). Names may hold
a hyphen (``Anne-Marie``): the pair is split where both sides are players.

Standings: points, then the tie-breaks, each named on the sheet: head-to-head (the points
scored in the games among the players tied on points), then Sonneborn–Berger (the sum, over
the games played, of the opponent's points times the points scored against them). Players
still level share the place. All arithmetic in ``Fraction``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from kitgen.core.errors import KitgenError, check_keys, cited
from kitgen.core.messages import N_, _, n_, number
from kitgen.games.tournament.berger import rounds as berger_rounds

FORMAT = "kitgen-tournament"
VERSION = 1
KEYS = ("format", "version", "game", "players", "cycles", "results")
#: The most players of one tournament (a class and then some) and the most results at once.
MAX_PLAYERS = 40
MIN_PLAYERS = 3
#: The largest score a game may be given (a binary game's score is a few hundred).
MAX_SCORE = 100_000
HALF = Fraction(1, 2)
_SCORE = re.compile(r"^(\d{1,6}(?:[.,]5)?|½|\d{0,6}½|1/2)$")


@dataclass(frozen=True)
class Game:
    """One scheduled game: the round, white's and black's names (black ``None``: a bye)."""

    round: int
    white: str
    black: str | None


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class Result:
    round: int
    white: str
    black: str
    scores: tuple[Fraction, Fraction]

    @property
    def points(self) -> tuple[Fraction, Fraction]:
        """The game's points: 1 to the higher score, ½ each when equal."""
        a, b = self.scores
        return (
            (Fraction(1), Fraction(0))
            if a > b
            else (Fraction(0), Fraction(1))
            if b > a
            else (HALF, HALF)
        )


@dataclass
class Tournament:
    game: str
    players: list[str]
    cycles: int = 1
    results: list[Result] = field(default_factory=list)

    # -- the schedule ---------------------------------------------------------------------
    def schedule(self) -> list[list[Game]]:
        """Every round's games, byes last."""
        out = []
        for at, pairings in enumerate(berger_rounds(len(self.players), self.cycles), start=1):
            out.append(
                [
                    Game(at, self.players[w - 1], None if b is None else self.players[b - 1])
                    for w, b in pairings
                ]
            )
        return out

    def result_of(self, game: Game) -> Result | None:
        return next(
            (
                r
                for r in self.results
                if r.round == game.round and {r.white, r.black} == {game.white, game.black}
            ),
            None,
        )

    def next_round(self) -> int | None:
        """The first round with a game still to play, or ``None`` when all are played."""
        for games in self.schedule():
            if any(g.black is not None and self.result_of(g) is None for g in games):
                return games[0].round
        return None

    # -- recording --------------------------------------------------------------------------
    def record(self, typed: str) -> Result:
        """Record one result as typed; a ``KitgenError`` says what to fix."""
        pair, scores = _split_result(typed)
        white, black = self._pair(pair, typed)
        return self.record_scores(white, black, scores)

    def record_scores(self, white: str, black: str, scores: tuple[Fraction, Fraction]) -> Result:
        """Record the next game of ``white`` and ``black`` still to play (the one with these
        colours when there are two)."""
        open_games = [
            g
            for games in self.schedule()
            for g in games
            if g.black is not None
            and {g.white, g.black} == {white, black}
            and self.result_of(g) is None
        ]
        if not open_games:
            raise KitgenError(
                _(
                    "{white} and {black} have played all their games — check the names, or "
                    "see the results with: kitgen tournament show FILE",
                    white=white,
                    black=black,
                )
            )
        game = next((g for g in open_games if g.white == white), open_games[0])
        if game.white != white:
            scores = (scores[1], scores[0])
        result = Result(game.round, game.white, game.black or "", scores)
        self.results.append(result)
        return result

    def _pair(self, text: str, typed: str) -> tuple[str, str]:
        by_key = {p.casefold(): p for p in self.players}
        found = [
            (by_key[text[:i].strip().casefold()], by_key[text[i + 1 :].strip().casefold()])
            for i, ch in enumerate(text)
            if ch == "-"
            and text[:i].strip().casefold() in by_key
            and text[i + 1 :].strip().casefold() in by_key
        ]
        if len(found) != 1 or found[0][0] == found[0][1]:
            raise KitgenError(
                _(
                    "--result {result}: name two players of the tournament joined by '-', e.g. "
                    "{example}; the players are {players}",
                    result=cited(typed),
                    example=cited(f"{self.players[0]}-{self.players[1]} 1-0"),
                    players=", ".join(self.players),
                )
            )
        return found[0]

    # -- standings --------------------------------------------------------------------------
    def standings(self) -> list[dict[str, Any]]:
        """Each player's place, points, tie-breaks and games, best first."""
        points = {p: Fraction(0) for p in self.players}
        rows = {p: {"played": 0, "won": 0, "drawn": 0, "lost": 0} for p in self.players}
        for r in self.results:
            pw, pb = r.points
            points[r.white] += pw
            points[r.black] += pb
            for name, got in ((r.white, pw), (r.black, pb)):
                rows[name]["played"] += 1
                rows[name]["won" if got == 1 else "drawn" if got == HALF else "lost"] += 1
        sb = {p: Fraction(0) for p in self.players}
        for r in self.results:
            pw, pb = r.points
            sb[r.white] += pw * points[r.black]
            sb[r.black] += pb * points[r.white]
        h2h = {p: Fraction(0) for p in self.players}
        for p in self.players:
            tied = {q for q in self.players if points[q] == points[p]}
            for r in self.results:
                if {r.white, r.black} <= tied and p in (r.white, r.black):
                    h2h[p] += r.points[0] if r.white == p else r.points[1]
        key = {p: (points[p], h2h[p], sb[p]) for p in self.players}
        order = sorted(self.players, key=lambda p: (-key[p][0], -key[p][1], -key[p][2]))
        table = []
        for p in order:
            place = 1 + sum(1 for q in self.players if key[q] > key[p])
            table.append(
                {
                    "place": place,
                    "name": p,
                    "points": points[p],
                    "head_to_head": h2h[p],
                    "sonneborn_berger": sb[p],
                    **rows[p],
                }
            )
        return table

    # -- the file ----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "players": list(self.players),
            "cycles": self.cycles,
            "results": [
                {
                    "round": r.round,
                    "white": r.white,
                    "black": r.black,
                    "scores": [_number(s) for s in r.scores],
                }
                for r in self.results
            ],
        }


def points_text(value: Fraction) -> str:
    """Points the language's way: 2, 2,5, 3,25."""
    from kitgen.core.wording import decimal

    if value.denominator == 1:
        return number(int(value))
    return decimal(float(value), 1 if value.denominator == 2 else 2)


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _score(text: str, typed: str) -> Fraction:
    t = text.strip()
    if not _SCORE.match(t):
        raise KitgenError(_bad_score(typed))
    if t in ("½", "1/2"):
        return HALF
    if t.endswith("½"):
        return int(t[:-1]) + HALF
    value = Fraction(t.replace(",", "."))
    if value > MAX_SCORE:
        raise KitgenError(_bad_score(typed))
    return value


def _bad_score(typed: str) -> str:
    return _(
        "--result {result}: write the score after the names as two numbers joined by '-', "
        "e.g. 'Ann-Bob 1-0', 'Ann-Bob ½-½' or the game's own score 'Ann-Bob 312-287' (0 to "
        "{most})",
        result=cited(typed),
        most=number(MAX_SCORE),
    )


def _split_result(typed: str) -> tuple[str, tuple[Fraction, Fraction]]:
    pair, _space, score = typed.strip().rpartition(" ")
    left, dash, right = score.partition("-")
    if not pair or not dash:
        raise KitgenError(_bad_score(typed))
    return pair.strip(), (_score(left, typed), _score(right, typed))


def new_tournament(game: str, players: list[str], cycles: int) -> Tournament:
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise KitgenError(
            n_(
                "{n} player — a round robin here takes {low} to {high} players",
                "{n} players — a round robin here takes {low} to {high} players",
                len(players),
                low=MIN_PLAYERS,
                high=MAX_PLAYERS,
            )
        )
    return Tournament(game, players, cycles)


def from_dict(data: Any) -> Tournament:
    """A tournament from its file's JSON, every key checked; ``KitgenError`` says what is
    wrong."""
    from kitgen.core.games import names as game_names
    from kitgen.core.names import check_names

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise KitgenError(_("'format' is not {format}", format=cited(FORMAT)))
    check_keys(data, KEYS, N_("unknown key {key} — a tournament file holds {keys}"))
    if data.get("version") != VERSION or type(data.get("version")) is not int:
        raise KitgenError(
            _(
                "'version' is {found}; this kitgen reads {version}",
                found=cited(data.get("version")),
                version=VERSION,
            )
        )
    game, players, cycles = data.get("game"), data.get("players"), data.get("cycles")
    if game not in game_names():
        raise KitgenError(_("'game' is {found}", found=cited(game)))
    if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
        raise KitgenError(_("'players' is not a list of names"))
    if cycles not in (1, 2) or type(cycles) is not int:
        raise KitgenError(_("'cycles' is {found}, expected 1 or 2", found=cited(cycles)))
    event = new_tournament(str(game), check_names(players), cycles)
    results = data.get("results")
    if not isinstance(results, list):
        raise KitgenError(_("'results' is not a list"))
    for n, item in enumerate(results, start=1):
        try:
            white, black = item["white"], item["black"]
            a, b = (Fraction(str(s)) for s in item["scores"])
            if not (0 <= a <= MAX_SCORE and 0 <= b <= MAX_SCORE) or white not in players:
                raise ValueError(white)
            result = event.record_scores(str(white), str(black), (a, b))
        except (KeyError, TypeError, ValueError, KitgenError):
            raise KitgenError(_("result {n} cannot be read", n=n)) from None
        if result.round != item.get("round"):
            raise KitgenError(_("result {n} cannot be read", n=n))
    return event
