"""Stæða: the card-arithmetic game's referee and solver (pure rules, exact arithmetic).

Modules: ``cards`` (ranks, suits, values, the deck), ``expr`` (parse, print, evaluate),
``claims`` (is a claim a stæða), ``targets`` (what three cards allow), ``solver`` (what cards
can make, best stæða, counts, nearest value), ``canon`` (when two expressions are the same),
``round`` (who wins a round), ``roundfile`` (a round read from a file and flags), ``over``
(is the game over), ``rules`` (house-rule switches), ``options`` (the referee's options).
"""
