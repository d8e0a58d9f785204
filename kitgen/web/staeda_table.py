"""A Stæða game at the table (issue #38): each phone a seat, the rounds judged by the server.

A teacher or a family starts a game with the players' names and the target
(``/staeda/game``); each phone then takes a seat or watches, as at a binary game or an ice
cream match. At the show-down each seat enters its own hand and claim, or "no stæða", and
any phone the table cards; when every player has spoken the server judges the round with the
referee (:mod:`kitgen.api.staeda_game`, which calls :func:`kitgen.api.staeda.round`), keeps it
in the game file (``DATA/staeda/ID.json``) and every phone shows the round's winner, the
standings and, at the end, the winner of the game with a rematch and the score sheet.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.web import pages, seats
from kitgen.web.state import Web, form_of, presence_stream, web
from kitgen.web.store import Store

#: The longest field of the forms read (a claim is at most 200 characters; a few cards).
MOST_FIELD = 1000


def _file(state: Web, ident: str) -> Any:
    return state.store.path("staeda", ident)


def version(store: Store, ident: str) -> str:
    """The version of game ``ident``'s file, as its events name it."""
    return pages.file_version(store.path("staeda", ident), seats.notes_file(store, ident, "staeda"))


def _players(text: str) -> list[str]:
    return [n.strip() for line in text.splitlines() for n in line.split(",") if n.strip()]


def _view(state: Web, ident: str) -> dict[str, Any]:
    """What the page shows of game ``ident``, in the request's language."""
    from kitgen.api.staeda import RANKS, rank_shown
    from kitgen.api.staeda_game import StaedaGame

    path = _file(state, ident)
    seen = version(state.store, ident)
    game = StaedaGame.load(path)

    def cards(text: str) -> str:
        return " ".join(_card(c, rank_shown) for c in text.split())

    rounds = []
    totals = dict.fromkeys(game.players, 0)
    for number, played in enumerate(game.rounds, start=1):
        answer = played.answer
        scored = {p["name"]: p["points"] for p in answer.scored}
        for p in totals:
            totals[p] += scored.get(p, 0)
        rounds.append({"number": number, "winners": list(answer.winners), "reason": answer.reason,
                       "text": answer.text, "scored": scored, "totals": dict(totals),
                       "kept": cards(" ".join(played.kept))})  # fmt: skip
    last = rounds[-1] if rounds else None
    # the rounds taken back, and by which seat's phone (the notes beside the file)
    undone = []
    for note in seats.notes(state.store, ident, "staeda"):
        if note.get("kind") != "undo" or not isinstance(note.get("round"), int):
            continue
        by = note.get("by")
        if isinstance(by, str) and by in game.players:
            said = _("Round {n} was taken back by {player}.", n=note["round"], player=by)
        else:
            said = _("Round {n} was taken back.", n=note["round"])
        undone.append({"after": note["after"], "said": said})
    # just taken back (nothing judged or entered since): what every phone is told
    fresh = undone[-1]["said"] if undone and undone[-1]["after"] == len(game.rounds) else ""
    begun = bool(game.next.table or game.next.spoken())
    rematch = seats.rematch_of(state.store, ident, "staeda")
    return {
        "id": ident,
        "version": seen,
        "players": [(p, game.points[p]) for p in game.players],
        "names": [p for p in game.players if p not in game.computer],
        "computer": list(game.computer),
        "levels": bot_levels(),
        "target": game.target,
        "target_cards": cards(game.target_cards),
        "play_to": game.play_to,
        "rounds": rounds,
        "last": last,
        "undone": [u["said"] for u in undone],
        "taken_back": fresh if begun else "",
        # the last round may be taken back until anything of the next one is entered, and
        # the round that ended the game (a final claim mistyped) until a rematch is started
        "undoable": bool(last) and not begun and rematch is None,
        "table": cards(game.next.table),
        "spoken": game.next.spoken(),
        "claims": dict(game.next.claims),
        "passed": list(game.next.passed),
        "waiting": game.waiting,
        # who called stæða this round: said on every phone, the round judged in the rules
        # page's order (the caller's claim first, then clockwise)
        "called": game.next.called,
        "called_line": called_line(game.next.called) if game.next.called else "",
        "over": game.over,
        "reason": game.reason if game.over else "",
        "winners": game.winners,
        "rematch": rematch,
        "ranks": [rank_shown(r) for r in RANKS],
    }


def _card(card: str, shown: Any) -> str:
    """A card as the file keeps it (``KH``) in the page's letters (``HH`` in Dutch)."""
    rank, suit = (card[:-1], card[-1]) if card[-1] in "SHDC" and len(card) > 1 else (card, "")
    return str(shown(rank)) + suit


async def new_page(request: Request) -> Response:
    """The form that starts a game (and, posted, starts it and goes to its page)."""
    state = web(request)
    rules = pages.rule_fields(state, "staeda")
    if request.method != "POST":
        return pages.render(request, "staeda_new.html", rules=rules, form={})
    form = await form_of(request)
    if pages.rules_given(state, "staeda", form):
        await pages.remember(state, "staeda", form)
        return pages.show_result(request, "staeda_new.html", pages.kept("staeda game"),
                                 rules=pages.rule_fields(state, "staeda"), form=form)  # fmt: skip
    try:
        ident = await state.work.light(_start, state, form)
    except KitgenError as err:
        result = pages.Result("staeda game", error=str(err), status=400)
        return pages.show_result(request, "staeda_new.html", result, rules=rules, form=form)
    return RedirectResponse(f"/staeda/game/{ident}", 303)


def _start(state: Web, form: dict[str, str], players: list[str] | None = None) -> str:
    """Start a game from the form's fields (the table's house rules under the form's own)."""
    from kitgen.api.staeda_game import new_game

    remembered = state.store.table().get("staeda", {})
    rules: dict[str, Any] = {k: v for k, v in remembered.items()
                             if k in ("whole_numbers", "tie_break")}  # fmt: skip
    if form.get("whole_numbers"):  # a checkbox: "on", or its hidden "off"; else refused
        rules["whole_numbers"] = {"on": True, "off": False}.get(
            form["whole_numbers"], form["whole_numbers"][:40]
        )
    if form.get("tie_break"):
        rules["tie_break"] = form["tie_break"][:40]
    ident, path = state.store.new("staeda")
    computer = _players(form.get("computer", "")[:MOST_FIELD])
    new_game(path, players or _players(form.get("players", "")[:MOST_FIELD]), computer=computer,
             target=form.get("target", ""), target_cards=form.get("target_cards", "")[:100],
             play_to=form.get("play_to", ""), **rules)  # fmt: skip
    return ident


async def game_page(request: Request) -> Response:
    """A game's page; posted, what a phone says (its seat's hand and claim, or the table)."""
    state = web(request)
    ident = request.path_params["ident"]
    result = None
    if request.method == "POST":
        form = {k: v[:MOST_FIELD] for k, v in (await form_of(request)).items()}
        result = await _enter(state, ident, form)
        if pages.fragment(request):
            return pages.render(request, "_status.html", result.status, result=result)
    try:
        view = await state.work.light(_view, state, ident)
    except KitgenError as err:
        return pages.render(request, "missing.html", 404, message=str(err))
    return pages.render(request, "staeda_game.html", result.status if result else 200,
                        result=result, game=view)  # fmt: skip


async def _enter(state: Web, ident: str, form: dict[str, str]) -> pages.Result:
    from kitgen.api.staeda_game import enter

    action = form.get("action", "")
    if action == "bot":
        return await _bot(state, ident, form)
    if action == "undo":
        return await _undo(state, ident, form)
    if action == "call":
        return await _call(state, ident, form.get("player", "")[: seats.MAX_SEAT])
    player = form.get("player", "")[: seats.MAX_SEAT] if action in ("claim", "computer") else ""
    try:
        game = await state.work.light(
            lambda: enter(_file(state, ident), player, hand=form.get("hand", ""),
                          claim=form.get("claim", ""), no_claim=form.get("no_claim") == "on",
                          table=form.get("table"), by_computer=action == "computer")
        )  # fmt: skip
    except KitgenError as err:
        return pages.Result("staeda game", error=str(err), status=400)
    if game.judged:
        reason = game.rounds[-1].answer.reason or ""
        note = _("Round {n}: {reason}", n=len(game.rounds), reason=reason)
    elif game.waiting:
        note = _("Kept. Waiting for: {players}", players=", ".join(game.waiting))
    else:
        note = _("Kept. Waiting for the table cards")
    return pages.Result("staeda game", note=note)


async def _call(state: Web, ident: str, player: str) -> pages.Result:
    """``player`` called stæða (:func:`kitgen.api.staeda_game.call`): the phone of that
    seat, or any phone for a seat the computer plays."""
    from kitgen.api.staeda_game import call

    try:
        await state.work.light(call, _file(state, ident), player)
    except KitgenError as err:
        return pages.Result("staeda game", error=str(err), status=400)
    return pages.Result("staeda game", note=called_line(player))


def called_line(player: str) -> str:
    """What every phone says of a call."""
    return _("{player} called stæða: every other player has one more turn, then the "
             "show-down.", player=player)  # fmt: skip


async def _undo(state: Web, ident: str, form: dict[str, str]) -> pages.Result:
    """The last round taken back (:func:`kitgen.api.staeda_game.undo`): the round the phone
    saw (``round``: another one just taken back is not taken back twice), by the phone of
    seat ``by`` (noted: the page says who did it)."""
    from kitgen.api.staeda_game import undo

    given = form.get("round", "").strip()[:6]
    number = int(given) if given.isdigit() else None
    by = form.get("by", "")[: seats.MAX_SEAT]
    if await state.work.light(seats.rematch_of, state.store, ident, "staeda") is not None:
        # the table has moved on to the rematch: the game it came from stays as it ended
        message = _("the rematch of this game has begun — its last round can no longer be "
                    "taken back")  # fmt: skip
        return pages.Result("staeda game", error=message, status=400)
    try:
        game = await state.work.light(undo, _file(state, ident), number)
    except KitgenError as err:
        return pages.Result("staeda game", error=str(err), status=400)
    taken = len(game.rounds) + 1
    note = {"after": len(game.rounds), "kind": "undo", "round": taken,
            "by": by if by in game.players else ""}  # fmt: skip
    await state.work.light(seats.add_note, state.store, ident, note, "staeda")
    said = _("Round {n} taken back. Its claims are in again: send a claim or the table cards "
             "again, and the round is judged anew.", n=taken)  # fmt: skip
    return pages.Result("staeda game", note=said)


async def _bot(state: Web, ident: str, form: dict[str, str]) -> pages.Result:
    """The computer's turn in the round (``kitgen staeda bot``): the swap it makes with the
    hand and table given, and whether it calls — said on the page, the game unchanged."""
    from kitgen.api.staeda_game import StaedaGame

    try:
        game = await state.work.light(StaedaGame.load, _file(state, ident))
    except KitgenError as err:
        return pages.Result("staeda bot", error=str(err), status=400)
    values = {"target": str(game.target), "hand": form.get("hand", ""),
              "table": form.get("table", ""), "level": form.get("level", "steady")[:40],
              "tie_break": game.rules["tie_break"],
              "whole_numbers": "on" if game.rules["whole_numbers"] else "off"}  # fmt: skip
    return await pages.run_form(state, "staeda bot", values)


def bot_levels() -> pages.Field:
    """The computer's level as its form shows it (``kitgen staeda bot --level``: its
    choices, its default and its help, from the declaration)."""
    return pages.fields("staeda bot", only={"level"})[0]


async def panel(request: Request) -> Response:
    """The parts of the page that change with a round (the script swaps them in)."""
    state = web(request)
    try:
        view = await state.work.light(_view, state, request.path_params["ident"])
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")
    # the phone's own seat (``?seat=``): its claim shown to it alone until the round is judged
    seat = request.query_params.get("seat", "")[: seats.MAX_SEAT]
    mine = view["claims"].get(seat) if seat else None
    said_none = bool(seat) and mine is None and seat in view["passed"]
    return pages.render(request, "_staeda_panel.html", game=view, mine=mine, said_none=said_none,
                        seat=seat)  # fmt: skip


async def rematch(request: Request) -> Response:
    """A game over: a new one for the same players, target and rules; every phone at the old
    game is offered it (the notes beside the file say which)."""
    from kitgen.api.staeda_game import StaedaGame

    state = web(request)
    ident = request.path_params["ident"]
    form = await form_of(request)
    try:
        old = await state.work.light(StaedaGame.load, _file(state, ident))
    except KitgenError as err:
        return pages.render(request, "missing.html", 404, message=str(err))
    if not old.over:
        message = _("the game is not over yet — play it to its end, then start the rematch")
        return pages.render(request, "missing.html", 400, message=message)
    values = {"target": str(old.target), "target_cards": old.target_cards,
              "play_to": str(old.play_to or ""), "tie_break": old.rules["tie_break"],
              "whole_numbers": "on" if old.rules["whole_numbers"] else "off"}  # fmt: skip
    try:
        started = await state.work.light(
            seats.rematch_once,
            state.store,
            ident,
            "staeda",
            len(old.rounds),
            lambda: _start(state, values, old.players),
        )
    except KitgenError as err:
        return pages.render(request, "missing.html", 400, message=str(err))
    return pages.to_seat(f"/staeda/game/{started}", form, old.players)


async def events(request: Request) -> Response:
    """Server-sent events of a game: ``change`` within a second of a round entered on any
    phone, ``presence`` when a phone comes or goes (who is here)."""
    return presence_stream(request, "staeda", version)


# Each page module lists its routes in a table like this one (``duplicates`` pairs the
# tables): the game's record (``web``) or the app names this function.
def routes() -> list[Route]:
    both = ["GET", "POST"]
    return [
        Route("/staeda/game", new_page, methods=both),
        Route("/staeda/game/{ident}", game_page, methods=both),
        Route("/staeda/game/{ident}/panel", panel),
        Route("/staeda/game/{ident}/rematch", rematch, methods=["POST"]),
        Route("/staeda/game/{ident}/events", events),
    ]
