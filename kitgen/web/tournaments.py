"""The Tournament page of ``kitgen serve``: a class round robin run from a phone.

The teacher starts a tournament (the players, the game, one or two cycles) at
``/tournament``; its page ``/tournament/ID`` shows the pairings round by round, takes each
game's result, and shows the standings with their tie-breaks named. Every phone on the page
follows the file: its events (``/tournament/ID/events``, as a game's) say when it changed,
and the page fetches its panel again (``/tournament/ID/panel``). The file is
``DATA/tournaments/ID.json`` in ``kitgen tournament``'s own format, changed by the library
(:mod:`kitgen.api.tournament`) under its lock with its atomic writes, so ``kitgen tournament
show DATA/tournaments/ID.json`` reads a web tournament and a result recorded there shows on
every phone. ``/tournament/ID/sheet.pdf`` is the wall sheet (``show --sheet``).
"""

from __future__ import annotations

import re
from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, language, language_asked
from kitgen.web.pages import file_version, render
from kitgen.web.state import followed, form_of, web
from kitgen.web.work import Overloaded

#: The most characters of the players' names a form may send, and of a result's score.
MAX_PLAYERS_TEXT = 2_000
MAX_SCORE = 20
#: The tournaments listed on the start page.
LISTED = 20


def _names(text: str) -> list[str]:
    """The players of the start form: one a line, or separated by commas."""
    return [n.strip() for n in re.split(r"[\n,]", text[:MAX_PLAYERS_TEXT]) if n.strip()]


def _read(path: Any) -> dict[str, Any]:
    from kitgen.api.tournament import show

    data: dict[str, Any] = show(path).as_json()
    return data


def _listed(store: Any) -> list[dict[str, Any]]:
    found = []
    for ident in store.games("tournament")[:LISTED]:
        try:
            data = _read(store.path("tournament", ident))
        except KitgenError:
            continue  # a file another program broke: not listed
        found.append({"id": ident, "game": data["game"], "players": data["players"],
                      "complete": data["complete"]})  # fmt: skip
    return found


def _game_titles() -> list[tuple[str, str]]:
    """The games a tournament may be of, each with its title: the registry's games that
    ``kitgen tournament new --game`` takes (its declaration's choices)."""
    from kitgen.api.tournament import NewOptions
    from kitgen.core.games import games
    from kitgen.core.options import declaration

    played = declaration(NewOptions, "game").option.choices or ()
    titles = [(game.name, str(_(game.title))) for game in games() if game.name in played]
    return [(name, title[:1].upper() + title[1:]) for name, title in titles]


async def start_page(request: Request) -> Response:
    """``/tournament``: the form that starts one, and the tournaments on this server."""
    state = web(request)
    form: dict[str, str] = {}
    error = ""
    if request.method == "POST":
        form = await form_of(request)
        from kitgen.api.tournament import NewOptions, new
        from kitgen.core.options import declaration

        ident, path = state.store.new("tournament")
        first = declaration(NewOptions, "game").default
        game, rounds = form.get("game", first)[:20], form.get("rounds", "single")[:20]
        try:
            await state.work.light(lambda: new(path, _names(form.get("players", "")),
                                               game=game, rounds=rounds))  # fmt: skip
        except (KitgenError, Overloaded) as err:
            error = str(err)
        else:
            return RedirectResponse(f"/tournament/{ident}", 303)
    listed = await state.work.light(_listed, state.store)
    return render(request, "tournament_new.html", 400 if error else 200, form=form,
                  error=error, listed=listed, games=_game_titles())  # fmt: skip


def _view(store: Any, ident: str) -> dict[str, Any]:
    """What the page and its panel show of tournament ``ident``."""
    path = store.path("tournament", ident)
    data = _read(path)
    data["version"] = file_version(path)
    data["id"] = ident
    data["open"] = [g for r in data["rounds"] for g in r["games"] if g["scores"] is None]
    return data


async def tournament_page(request: Request) -> Response:
    """``/tournament/ID``: the pairings, a form for each game still to play, the standings;
    a result posted is recorded under the file's lock (then the page again)."""
    state = web(request)
    ident = request.path_params["ident"]
    error = ""
    if request.method == "POST":
        form = await form_of(request)
        from kitgen.api.tournament import round as record

        white, black = form.get("white", "")[:200], form.get("black", "")[:200]
        score = " ".join(form.get("score", "").split())[:MAX_SCORE]
        try:
            if not score:
                raise KitgenError(_("give the game's result, e.g. 1-0 (the first-named "
                                    "player's first)"))  # fmt: skip
            path = state.store.path("tournament", ident)
            await state.work.light(record, path, [f"{white}-{black} {score}"])
        except (KitgenError, Overloaded) as err:
            error = str(err)
        else:
            return RedirectResponse(f"/tournament/{ident}", 303)
    try:
        view = await state.work.light(_view, state.store, ident)
    except KitgenError as err:
        return render(request, "missing.html", 404, message=str(err))
    return render(request, "tournament.html", 400 if error else 200, t=view, error=error,
                  games=dict(_game_titles()))  # fmt: skip


async def panel(request: Request) -> Response:
    """The part of the page a result changes (the page's script swaps it in)."""
    state = web(request)
    try:
        view = await state.work.light(_view, state.store, request.path_params["ident"])
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")
    return render(request, "_tournament_panel.html", t=view)


async def events(request: Request) -> Response:
    """Server-sent events of a tournament: ``change`` within a quarter second of its file
    changing (a result from any phone, or ``kitgen tournament round`` on the same file)."""
    from starlette.responses import StreamingResponse

    state = web(request)
    try:
        path = state.store.path("tournament", request.path_params["ident"])
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")

    headers = {"cache-control": "no-store", "x-accel-buffering": "no"}
    return StreamingResponse(
        followed(state, lambda: file_version(path)), media_type="text/event-stream", headers=headers
    )


async def sheet(request: Request) -> Response:
    """The wall sheet (A4 PDF) of the tournament, in the page's language."""
    state = web(request)
    ident = request.path_params["ident"]
    try:
        state.store.path("tournament", ident)
        pdf = await state.work.heavy("tournament_sheet", str(state.store.root), ident,
                                     language(), language_asked())  # fmt: skip
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")
    except Overloaded as err:
        return Response(str(err), 503, media_type="text/plain")
    disposition = f'attachment; filename="tournament-{ident}.pdf"'
    return Response(pdf, media_type="application/pdf",
                    headers={"content-disposition": disposition})  # fmt: skip


# Each page module lists its routes in a table like this one (``duplicates`` pairs the
# tables): the game's record (``web``) or the app names this function.
def routes() -> list[Route]:
    both = ["GET", "POST"]
    return [
        Route("/tournament", start_page, methods=both),
        Route("/tournament/{ident}", tournament_page, methods=both),
        Route("/tournament/{ident}/panel", panel),
        Route("/tournament/{ident}/events", events),
        Route("/tournament/{ident}/sheet.pdf", sheet),
    ]
