"""Exact values as players see them, and the operator symbols.

Values are ``int`` when whole and ``fractions.Fraction`` otherwise. (The solver's inner loops
use the cheaper but equally exact ``rational`` module and convert at the edges.)
"""

from __future__ import annotations

from fractions import Fraction

Value = int | Fraction

#: symbols as printed
SYMBOL = {"+": "+", "-": "−", "*": "×", "/": "÷"}
