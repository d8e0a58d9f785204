"""The ice cream code's ``--help`` examples (its record's ``examples``): its own commands' lines
and those it adds to the shared ones (the format: :mod:`kitgen.core.examples`)."""

from __future__ import annotations

# Text data, alike in shape with the other games' examples on purpose (``duplicates`` pairs
# them): each game's own lines, kept in its package so that a new game brings its own.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "tokens": (
        "kitgen tokens --backs --pegs --preview",
        "kitgen tokens --token-size 25.4",
        "kitgen tokens --print-then-cut cricut --pegs",
    ),
    "board icecream": (
        "kitgen board icecream --paper letter",
        "kitgen board icecream --laser --kerf 0.15",
    ),
    "cards icecream": (
        "kitgen cards icecream",
        "kitgen cards icecream --mode easy --repeats --lang et --size poker",
    ),
    "code feedback": (
        "kitgen code feedback --mode easy 1234 2211",
        "kitgen code feedback --mode hard --repeats --json red,pink,brown,brown 3311",
    ),
    "code validate": (
        "kitgen code validate --mode hard --repeats 1133",
        "kitgen code validate --mode medium strawberry,pink,chocolate",
    ),
    "code audit": (
        "kitgen code audit --mode hard --played 1234=1,1 --played 5612=0,2",
        "kitgen code audit --secret 3564 --played 1234=1,1 --played 5612=1,1",
    ),
    "code hint": (
        "kitgen code hint --mode hard --played 1234=1,1 --played 5612=0,2",
        "kitgen code hint --flavours 6 --length 4 --feedback counts --any-repeats",
    ),
    "code score": (
        "kitgen code score --mode easy --cracked-on 5 --json",
        "kitgen code score --mode hard --not-cracked",
    ),
    "code strategy": (
        "kitgen code strategy --mode hard --repeats",
        "kitgen code strategy --mode easy --json",
    ),
    "code bot": (
        "kitgen code bot 1234",
        "kitgen code bot --mode easy --level random --seed 7",
        "kitgen code bot --setter --seed 4711 --guess 1234 --guess 5612",
    ),
    "code match new": (
        "kitgen code match new match.json --players Ann,Bo --first-setter Bo",
        "kitgen code match new match.json --player Ann --player Bo --rounds 10",
    ),
    "code match round": (
        "kitgen code match round match.json --cracked-on 4",
        "kitgen code match round match.json --cracked-on 6 --guesser Bo",
    ),
    "code match show": (
        "kitgen code match show match.json",
        "kitgen code match show match.json --json",
    ),
    "lab icecream": (
        "kitgen lab icecream --games 1000",
        'kitgen lab icecream --mode hard --versus "--repeats" --plot hard.png',
    ),
    "build": ("kitgen build icecream --json",),
    "puzzles": ("kitgen puzzles code --mode easy --size sheet --answers separate",),
    "schema": ("kitgen schema code match show",),
}

GROUP_EXAMPLES: dict[str, tuple[str, ...]] = {
    "": ("kitgen code feedback --mode easy 1234 2211",),
    "board": ("kitgen board icecream --paper letter",),
    "code": (
        "kitgen code feedback --mode easy 1234 2211",
        "kitgen code hint --mode hard --played 1234=1,1 --played 5612=0,2",
    ),
    "code match": (
        "kitgen code match new match.json --players Ann,Bo",
        "kitgen code match show match.json",
    ),
}
