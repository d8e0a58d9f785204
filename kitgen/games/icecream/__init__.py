"""Ice cream code (a Mastermind-like game): pure rules, feedback, scoring, matches, solver.

Light modules only here; ``solver`` (numpy) is imported by the commands that need it.
"""
