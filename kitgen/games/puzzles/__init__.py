"""Graded puzzles made with the referees: Stæða deals, 24 hands, ice cream codes, binary lines.

Each kind has a generator (``staeda``, ``twentyfour``, ``code``, ``binary``) that draws
candidates with one ``random.Random(seed)`` and keeps those whose measured figure puts them
at the level asked for. A puzzle's level comes from one figure the referee measures
(:data:`MEASURES`; ``docs/guides/classroom.md`` gives the thresholds), never from a guess.
Nothing depends on the order of a set or a dict of strings, so the same seed gives the same
deck on every machine. A deck never holds the same puzzle twice (:attr:`Puzzle.identity`).
"""
