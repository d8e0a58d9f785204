"""Stæða's ``--help`` examples (its record's ``examples``): its own commands' lines
and those it adds to the shared ones (the format: :mod:`kitgen.core.examples`)."""

from __future__ import annotations

# Text data, alike in shape with the other games' examples on purpose (``duplicates`` pairs
# them): each game's own lines, kept in its package so that a new game brings its own.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "cards staeda": (
        "kitgen cards staeda --whole-numbers --lang is --size tarot",
        "kitgen cards staeda --lang en --paper letter",
    ),
    "staeda targets": (
        "kitgen staeda targets A 2 3",
        "kitgen staeda targets 3 4 5 --is 24",
        "kitgen staeda targets 3,4,5 --json",
    ),
    "staeda check": (
        'kitgen staeda check --target 24 --hand "3 A K" --table "7 2 5" "K*2+A+3"',
        'kitgen staeda check --target 24 --hand 6,A,3 --table 4,9,9 "6/(A-3/4)"',
        "kitgen staeda check --target 7 --hand 3,4 --table '' 3+4 --json",
    ),
    "staeda solve": (
        'kitgen staeda solve --target 35 --hand "A 2 3" --table "5 7 K"',
        'kitgen staeda solve --target 143 --hand "A 9 K" --table "Q J 10"',
    ),
    "staeda round": (
        "kitgen staeda round --target 7 --table '' --hand 'Ann=3 4' --claim Ann:3+4",
        "kitgen staeda round --target 7 --table 5 --hand Bo=2 --claim Bo:5+2 --json",
    ),
    "staeda over": (
        'kitgen staeda over --target 35 --target-cards "3 4 5"',
        'kitgen staeda over --target 24 --kept "A 2 3" --json',
    ),
    "staeda bot": (
        'kitgen staeda bot --target 24 --hand "3 A K" --table "7 2 5"',
        "kitgen staeda bot --target 35 --hand A,2,3 --table 5,7,K --level cautious",
    ),
    "lab staeda": (
        "kitgen lab staeda --deals 2000 --games 50",
        'kitgen lab staeda --games 0 --versus "--whole-numbers"',
    ),
    "rules": ("kitgen rules staeda --json",),
    "puzzles": ("kitgen puzzles 24 --count 24 --level 2",),
    "cards score-sheets": ("kitgen cards score-sheets staeda --columns 6 --pages 2",),
    "tournament new": ("kitgen tournament new night.json --players Ann,Bob,Cy --game staeda",),
}

GROUP_EXAMPLES: dict[str, tuple[str, ...]] = {
    "lab": ('kitgen lab staeda --versus "--whole-numbers"',),
    "staeda": (
        "kitgen staeda targets 3 4 5",
        'kitgen staeda solve --target 35 --hand "A 2 3" --table "5 7 K"',
    ),
}
