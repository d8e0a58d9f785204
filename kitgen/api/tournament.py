"""``kitgen.tournament``: a class round robin — start it, record results, show standings.

::

    import kitgen

    kitgen.tournament.new("class.json", "Ann,Bob,Cy,Dee,Eve", game="staeda")
    kitgen.tournament.round("class.json", ["Ann-Eve 1-0", "Bob-Dee 3-5"])
    kitgen.tournament.show("class.json", sheet="wall.pdf").standings[0]["name"]

Every command that changes the file holds its lock from read to write and writes it
atomically (``kitgen.files``), as games and matches do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError, already_exists, display_name
from kitgen.core.games import find_game
from kitgen.core.messages import _, n_, p_
from kitgen.core.options import check_value, declaration, settings
from kitgen.files.locking import DEFAULT_WAIT
from kitgen.games.tournament.event import Tournament, points_text
from kitgen.games.tournament.options import HELP as HELP
from kitgen.games.tournament.options import NEW_HELP as NEW_HELP
from kitgen.games.tournament.options import ROUND_HELP as ROUND_HELP
from kitgen.games.tournament.options import SHOW_HELP as SHOW_HELP
from kitgen.games.tournament.options import NewOptions as NewOptions
from kitgen.games.tournament.options import RoundOptions as RoundOptions
from kitgen.games.tournament.options import ShowOptions as ShowOptions
from kitgen.games.tournament.options import TournamentFile as TournamentFile

__all__ = ["TournamentAnswer", "new", "round", "show"]

#: The tie-breaks, in the order they are applied (the keys of each standings row).
TIE_BREAKS = ("head_to_head", "sonneborn_berger")


# An answer declares its own fields in its JSON's order, alike in shape to the other
# answers (``duplicates`` pairs them).
@dataclass(frozen=True, kw_only=True)
class TournamentAnswer(Answer):
    """The tournament: its pairings and results, the standings, and what was recorded."""

    game: str
    players: list[str]
    cycles: int
    #: Every round: ``{"round", "games": [{"white", "black", "scores", "points"}], "bye"}``;
    #: ``scores`` and ``points`` are ``None`` while the game is to be played.
    rounds: list[dict[str, Any]]
    #: Best first: ``{"place", "name", "points", "head_to_head", "sonneborn_berger",
    #: "played", "won", "drawn", "lost"}``; players still level share the place.
    standings: list[dict[str, Any]]
    tie_breaks: list[str]
    next_round: int | None
    complete: bool
    #: The games this command recorded (``round``), as in ``rounds``.
    recorded: list[dict[str, Any]]
    #: The wall sheet written (``show --sheet``), or ``None``.
    sheet: str | None


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _file(file: str | Path) -> Path:
    if isinstance(file, str) and not file:
        raise KitgenError(_("the file name is empty — give the path of a file"))
    return Path(file)


def _answer(
    event: Tournament,
    reason: str,
    recorded: Sequence[Any] = (),
    sheet: Path | None = None,
    sheet_pages: int = 0,
) -> TournamentAnswer:
    rounds: list[dict[str, Any]] = []
    for games in event.schedule():
        shown: list[dict[str, Any]] = []
        bye = None
        for g in games:
            if g.black is None:
                bye = g.white
                continue
            r = event.result_of(g)
            shown.append(
                {
                    "white": g.white,
                    "black": g.black,
                    "scores": None if r is None else [_number(s) for s in r.scores],
                    "points": None if r is None else [_number(p) for p in r.points],
                }
            )
        rounds.append({"round": games[0].round, "games": shown, "bye": bye})
    table = event.standings()
    standings = [
        {
            **row,
            "points": _number(row["points"]),
            "head_to_head": _number(row["head_to_head"]),
            "sonneborn_berger": _number(row["sonneborn_berger"]),
        }
        for row in table
    ]
    following = event.next_round()
    lines = [reason, "", _("Standings (tie-breaks: head-to-head, then Sonneborn–Berger):")]
    for row in table:
        lines.append(
            _(
                "{place}. {name} — points {points}, head-to-head {h2h}, Sonneborn–Berger {sb} "
                "({won}, {drawn}, {lost})",
                place=row["place"],
                name=row["name"],
                points=points_text(row["points"]),
                h2h=points_text(row["head_to_head"]),
                sb=points_text(row["sonneborn_berger"]),
                won=n_("{n} won", "{n} won", row["won"]),
                drawn=n_("{n} drawn", "{n} drawn", row["drawn"]),
                lost=n_("{n} lost", "{n} lost", row["lost"]),
            )
        )
    if following is not None:
        lines += ["", _("Round {round}:", round=following)]
        this = rounds[following - 1]
        for g in this["games"]:
            played = "" if g["scores"] is None else "  ✓"
            lines.append(f"  {g['white']} – {g['black']}{played}")
        if this["bye"]:
            lines.append("  " + _("{name} has the bye", name=this["bye"]))
    else:
        lines += ["", _("Every game is played.")]
    if sheet is not None:
        lines += [
            "",
            _(
                "wrote {path}  ({kind}, {pages})",
                path=display_name(sheet),
                kind=p_("file", "wall-sheet"),
                pages=n_("{n} page", "{n} pages", sheet_pages),
            ),
        ]
    return TournamentAnswer(
        ok=True,
        reason=reason,
        game=event.game,
        players=list(event.players),
        cycles=event.cycles,
        rounds=rounds,
        standings=standings,
        tie_breaks=list(TIE_BREAKS),
        next_round=following,
        complete=following is None,
        recorded=[
            {
                "round": r.round,
                "white": r.white,
                "black": r.black,
                "scores": [_number(s) for s in r.scores],
                "points": [_number(p) for p in r.points],
            }
            for r in recorded
        ],
        sheet=None if sheet is None else str(sheet),
        text="\n".join(lines),
    )


def new(
    file: str | Path,
    players: str | Sequence[str] | None = (),
    *,
    game: str = NewOptions.game,
    rounds: str = "single",
    force: bool = False,
    wait: float | str | None = DEFAULT_WAIT,
    player: Sequence[str] | None = None,
) -> TournamentAnswer:
    """Start a tournament file for ``players`` (3 to 40) playing ``game`` (``force``
    replaces a file that exists)."""
    from kitgen.core.names import check_names, players_given
    from kitgen.games.tournament.event import MAX_PLAYERS, MIN_PLAYERS, new_tournament
    from kitgen.games.tournament.file import locked, write_tournament

    chosen = settings(NewOptions, {"game": game, "rounds": rounds}, "kitgen tournament new")
    names = check_names(players_given(players, player))
    if not names:
        raise KitgenError(
            _(
                "no players given — name {low} to {high} with --players Ann,Bob,Cy",
                low=MIN_PLAYERS,
                high=MAX_PLAYERS,
            )
        )
    event = new_tournament(chosen.game, names, 2 if chosen.rounds == "double" else 1)
    path = _file(file)
    with locked(path, wait) as real:
        if real.exists() and not force:
            raise already_exists(path)
        write_tournament(real, event)
    count = len(event.schedule())
    said = n_(
        "new tournament saved to {path}: {players}, {n} round",
        "new tournament saved to {path}: {players}, {n} rounds",
        count,
        path=display_name(path),
        players=n_("{n} player", "{n} players", len(names)),
    )
    return _answer(event, said)


def round(
    file: str | Path,
    result: str | Sequence[str] = (),
    *,
    wait: float | str | None = DEFAULT_WAIT,
) -> TournamentAnswer:
    """Record one or more results (``"Ann-Bob 1-0"``), holding the file's lock from read to
    write; if any result is refused, none is recorded."""
    from kitgen.games.tournament.file import locked, read_tournament, write_tournament

    typed = check_value(
        declaration(RoundOptions, "result"), [result] if isinstance(result, str) else result
    )
    if not typed:
        raise KitgenError(
            _('no result given — add --result "Ann-Bob 1-0" (the first-named player first)')
        )
    path = _file(file)
    with locked(path, wait) as real:
        event = read_tournament(real, path)
        recorded = [event.record(t) for t in typed]
        write_tournament(real, event)
    said = n_("{n} result recorded.", "{n} results recorded.", len(recorded))
    return _answer(event, said, recorded)


def show(file: str | Path, *, sheet: str | Path | None = None) -> TournamentAnswer:
    """The pairings, the results and the standings; ``sheet``: also a PDF for the wall."""
    from kitgen.games.tournament.file import read_tournament

    path = _file(file)
    event = read_tournament(path)
    played = len(event.results)
    said = n_(
        "{game} tournament, {n} game played",
        "{game} tournament, {n} games played",
        played,
        game=_(find_game(event.game).title),
    )
    if sheet is not None:
        written = _file(sheet)
        if written.suffix.lower() != ".pdf":
            raise KitgenError(
                _("--sheet {path}: give a file name ending in .pdf", path=display_name(written))
            )
        answer = _answer(event, said)
        from kitgen.maker.tournament import wall_sheet

        pages = wall_sheet(answer.as_json(), written)
        return _answer(event, said, sheet=written, sheet_pages=pages)
    return _answer(event, said)
