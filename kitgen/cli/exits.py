"""The exit codes and the one Ctrl-C line, shared by the entry point and the command line."""

from kitgen.core.speech import N_

#: Exit code after Ctrl-C (128 + SIGINT, as shells report it).
INTERRUPTED = 130
#: The command line says it in the run's language; the entry point, interrupted while kitgen
#: is still loading, says it in English: no language is chosen yet.
ONE_LINE = N_("interrupted (Ctrl-C): stopped; no file was left half-written")
