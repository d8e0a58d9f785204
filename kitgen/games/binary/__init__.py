"""The binary number tiles game: pure rules (no printing, no files, no CLI).

``judge(text, rules)`` and ``judge_faces(faces, rules)`` referee an expression; ``Rules``
holds the house-rule switches (``load_rules`` reads them from a TOML file).
"""

from kitgen.games.binary.explain import explain_lines
from kitgen.games.binary.expr import (
    MAX_BITS,
    Side,
    Step,
    Value,
    Verdict,
    bonus_of,
    bonus_words,
    judge,
    judge_faces,
    show_binary,
    show_decimal,
    to_binary,
)
from kitgen.games.binary.rules import DEFAULT_RULES, Rules, load_rules
from kitgen.games.binary.tokens import ROTATED_FACE, ROTATED_TEXT, Token, tokenize, tokenize_faces

__all__ = [
    "DEFAULT_RULES",
    "MAX_BITS",
    "ROTATED_FACE",
    "ROTATED_TEXT",
    "Rules",
    "Side",
    "Step",
    "Token",
    "Value",
    "Verdict",
    "bonus_of",
    "bonus_words",
    "explain_lines",
    "judge",
    "judge_faces",
    "load_rules",
    "show_binary",
    "show_decimal",
    "to_binary",
    "tokenize",
    "tokenize_faces",
]
