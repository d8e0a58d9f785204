"""The house-rule lab: the games played against themselves, and what the figures say.

One module per game (:mod:`binary`, :mod:`icecream`, :mod:`staeda`) plays many games with
the computer players of ``kitgen.games.*.bot``, each seeded from the run's seed and its own
number (:func:`kitgen.simulation.run.game_rng`), so a run gives the same figures on any
machine whatever the number of processes (:mod:`kitgen.simulation.run`).
:mod:`kitgen.simulation.stats` holds the 95 % intervals and the significance tests,
:mod:`kitgen.simulation.plot` the plots (matplotlib, imported only there). The layer
imports ``core``, ``files`` and ``games`` only; the API (``kitgen.lab``,
``kitgen/api/lab.py``) loads the specs and hands them in.
"""
