"""The exit codes and the one Ctrl-C line, shared by the entry point and the command line."""

#: Exit code after Ctrl-C (128 + SIGINT, as shells report it).
INTERRUPTED = 130
ONE_LINE = "interrupted (Ctrl-C): stopped; no file was left half-written"
