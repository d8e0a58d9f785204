"""The ice cream code's pages of ``kitgen serve`` (its record's ``web``): the referee page
``/code`` (feedback, a code checked, a board audited, a hint, a round's points) and the
match score-keeper ``/code/match`` with its live page on every phone."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.web import commands, pages, seats
from kitgen.web.state import form_of, presence_stream, web
from kitgen.web.store import Store

#: The page's form actions -> their commands, the first the one run when none is named.
ACTIONS = {"feedback": "code feedback", "validate": "code validate", "audit": "code audit",
           "hint": "code hint", "score": "code score"}  # fmt: skip


async def code_page(request: Request) -> Response:
    from kitgen.api.code import flavours, flavours_in_play

    table = web(request).store.table().get("code", {})
    modes = flavours_in_play()
    try:  # the flavours in play under the table's house rules; the page's script follows its own
        playing = int(table.get("flavours") or modes.get(str(table.get("mode") or ""), modes[""]))
    except (TypeError, ValueError):
        playing = modes[""]
    hint_level = pages.fields("code hint", only={"level"})[0]
    return await pages.referee_page(
        request,
        "code",
        ACTIONS,
        "code.html",
        flavours=flavours(),
        modes=modes,
        playing=playing,
        hint_level=hint_level,
    )


async def match_new_page(request: Request) -> Response:
    state = web(request)
    if request.method == "POST":
        form = await form_of(request)
        result = await pages.run_form(state, "code match new", form)
        if result.error:
            return pages.show_result(request, "match_new.html", result,
                                     rules=pages.rule_fields(state, "code"), form=form)  # fmt: skip
        return RedirectResponse(f"/code/match/{result.ident}", 303)
    return pages.render(request, "match_new.html", rules=pages.rule_fields(state, "code"), form={})


async def match_page(request: Request) -> Response:
    state = web(request)
    ident = request.path_params["ident"]
    result = await pages.form_action(request, {"round": "code match round"}, match=ident)
    if result is not None and pages.fragment(request):
        return pages.render(request, "_status.html", result.status, result=result)
    shown = await pages.run_form(state, "code match show", {"match": ident})
    if shown.error:
        return pages.render(request, "missing.html", 404, message=shown.error)
    version = match_version(state.store, ident)
    again = await state.work.light(seats.rematch_of, state.store, ident, "match")
    return pages.render(request, "match.html", result.status if result else 200, result=result,
                        match=shown.answer, ident=ident, summary=shown.text,
                        panel_version=version, rematch=again)  # fmt: skip


def match_version(store: Any, ident: str) -> str:
    """:func:`kitgen.web.pages.file_version` of match ``ident``'s file and the note of its
    rematch (its events' ``hello`` and ``change``: a rematch started on one phone is offered
    on all)."""
    return pages.file_version(store.path("match", ident), seats.notes_file(store, ident, "match"))


def start_rematch(store: Store, ident: str) -> str:
    """The rematch of match ``ident`` (over): the same players, house rules and agreed
    rounds, the other player setting first (:meth:`kitgen.api.code.Match.rematch`); started
    once however many phones ask (:func:`kitgen.web.seats.rematch_once`, the match's notes
    ``DATA/seats/match-ID.notes.json``)."""
    from kitgen.api.code import Match

    old = Match.load(store.path("match", ident))
    if not old.over:
        raise KitgenError(
            _("the match is not over yet — record its last round, then start the rematch")
        )

    def start() -> str:
        started, new = store.new("match")
        old.rematch().save(new, force=False)
        return started

    return seats.rematch_once(store, ident, "match", len(old.rounds), start)


def match_players(store: Store, ident: str) -> tuple[str, str]:
    """The two players of match ``ident``."""
    from kitgen.api.code import Match

    return Match.load(store.path("match", ident)).players


async def match_rematch(request: Request) -> Response:
    """A match over: its rematch (:func:`start_rematch`), started once and
    offered on every phone; this phone taken to it in the same seat."""
    state = web(request)
    ident = request.path_params["ident"]
    form = await form_of(request)
    try:
        state.store.path("match", ident)
    except KitgenError as err:
        return pages.render(request, "missing.html", 404, message=str(err))
    try:
        started = await state.work.light(start_rematch, state.store, ident)
        players = await state.work.light(match_players, state.store, started)
    except KitgenError as err:
        return pages.render(request, "missing.html", 400, message=str(err))
    return pages.to_seat(f"/code/match/{started}", form, players)


async def match_events(request: Request) -> Response:
    """Server-sent events of a match (:func:`kitgen.web.state.presence_stream`): ``change``
    when a round is recorded or a rematch started from any phone, ``presence`` when a phone
    comes or goes."""
    return presence_stream(request, "match", match_version)


def match_new(store: Store, v: dict[str, Any]) -> commands.Created:
    """``code match new``: a match stored under a new id."""
    from kitgen.api import code

    ident, path = store.new("match")
    made = code.match_new(path, commands.given_players(v), **v)
    return commands.Created(commands.scrubbed(made, path, ident), ident)


# Each page module lists its routes in a table like this one (``duplicates`` pairs the
# tables): the game's record (``web``) or the app names this function.
def routes() -> list[Route]:
    both = ["GET", "POST"]
    return [
        Route("/code", code_page, methods=both),
        Route("/code/match", match_new_page, methods=both),
        Route("/code/match/{ident}", match_page, methods=both),
        Route("/code/match/{ident}/events", match_events),
        Route("/code/match/{ident}/rematch", match_rematch, methods=["POST"]),
    ]
