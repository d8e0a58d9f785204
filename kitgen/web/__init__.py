"""``kitgen serve``: the referees and the kit maker in the browser, for every phone at the table.

- :mod:`kitgen.web.commands` — every referee and kit command as a JSON endpoint: its
  parameters (the command line's names in snake_case, the option declarations) and the call
  into the library. No web framework is imported there: the worker processes load it alone.
- :mod:`kitgen.web.store` — the data folder: games and matches by random id, in the command
  line's file format, and the table's house rules.
- :mod:`kitgen.web.work` — running the work: light calls in a bounded thread pool, heavy ones
  (move search, solvers, kits) in worker processes that are killed past the time limit.
- :mod:`kitgen.web.guard` — the safety layer: token, CSRF, body limit, rate limit, headers.
- :mod:`kitgen.web.app` — the Starlette application (API, pages, docs, live updates).
- :mod:`kitgen.web.serve` — binding the port, the first printed line, the QR code, uvicorn.

Nothing here is imported by the referee commands: only ``kitgen serve`` loads it.
"""
