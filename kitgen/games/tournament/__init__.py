"""A class tournament: a round robin by the Berger tables, results per game, standings.

``berger`` makes the pairings (FIDE's Berger tables; a bye for an odd count; a second cycle
with colours or seats swapped); ``event`` holds the players, the game and the results, reads
a result as typed (``Ann-Bob 1-0``, ``Ann-Bob 312-287``) and works out the standings with
their tie-breaks (head-to-head, then Sonneborn–Berger); ``file`` reads and writes the
tournament file as games and matches are (JSON, under a lock, written atomically).
"""
