"""The public Python API, one module per front-end command family.

``kitgen/__init__.py`` re-exports it lazily (``kitgen.check``, ``kitgen.Game``,
``kitgen.make``, ``kitgen.code``, ``kitgen.staeda``), so a referee call imports only what it
uses. Every function takes the command line's arguments and options by their names in
snake_case and returns an answer object (``kitgen.core.answer.Answer``) whose ``as_json()``
is what ``--json`` prints; bad input raises :class:`kitgen.KitgenError`.
"""
