"""Graded puzzles made with the referees: Stæða deals, 24 hands, ice cream codes, binary lines.

Each kind has a generator in its game's package (``kitgen.games.staeda.puzzles`` and
``twentyfour``, ``kitgen.games.icecream.puzzles``, ``kitgen.games.binary.puzzles``), named by
the game's record (``puzzles``: the kind -> its ``deck_draw``), that draws
candidates with one ``random.Random(seed)`` and keeps those whose measured figure puts them
at the level asked for. A puzzle's level comes from one figure the referee measures
(:data:`MEASURES`; ``docs/guides/classroom.md`` gives the thresholds), never from a guess.
Nothing depends on the order of a set or a dict of strings, so the same seed gives the same
deck on every machine. A deck never holds the same puzzle twice (:attr:`Puzzle.identity`).
"""
