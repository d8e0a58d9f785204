"""The exit codes and the one Ctrl-C line, shared by the entry point and the command line."""

from kitgen.core.speech import N_

#: Exit code after Ctrl-C (128 + SIGINT, as shells report it).
INTERRUPTED = 130
#: The command line says it in the run's language; the entry point, interrupted while kitgen
#: is still loading, says it in English: no language is chosen yet.
ONE_LINE = N_("interrupted (Ctrl-C): stopped; no file was left half-written")


def interrupted(error: BaseException) -> bool:
    """Whether ``error`` is a Ctrl-C: a ``KeyboardInterrupt``, or one Python 3.11 wrapped in a
    ``RuntimeError`` because it arrived while a class was being made (a dataclass field's
    ``__set_name__``, say, while a module loads)."""
    seen: BaseException | None = error
    for _ in range(8):  # a chain of causes, never a loop
        if seen is None:
            return False
        if isinstance(seen, KeyboardInterrupt):
            return True
        seen = seen.__cause__
    return False
