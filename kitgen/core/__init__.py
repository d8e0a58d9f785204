"""The ground every layer stands on: errors, wording, text checks and units.

Imports nothing else of kitgen.
"""
