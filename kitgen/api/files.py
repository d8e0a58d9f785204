"""What the front ends take of ``kitgen.files`` (they import ``api/`` and ``core/`` only):
the options of a command that changes a file (``--force``, ``--wait``) and who is told of a
wait for a lock; the web's data folder written and read the library's way; the reason of
an operating-system error (and the error line of one the library did not expect), and the
files a run wrote (said when its answer cannot be printed)."""

from __future__ import annotations

from kitgen.core.messages import _
from kitgen.files import DEFAULT_WAIT as DEFAULT_WAIT
from kitgen.files import ForceOption as ForceOption
from kitgen.files import WaitOption as WaitOption
from kitgen.files import changing as changing
from kitgen.files import on_wait as on_wait
from kitgen.files import read_json_file as read_json_file
from kitgen.files import remove_leftovers_in as remove_leftovers_in
from kitgen.files import remove_stale_locks as remove_stale_locks
from kitgen.files import write_text as write_text
from kitgen.files.targets import current_folder_gone
from kitgen.files.targets import os_reason as os_reason
from kitgen.files.writing import JOURNAL as JOURNAL


def os_problem(err: OSError) -> str:
    """The error line of an operating-system error the library did not turn into a
    ``KitgenError`` itself: the file it names, or the current folder when that is gone (run in
    a folder deleted since: every relative path fails, and the error names none)."""
    if not err.filename and current_folder_gone(err):
        return _(
            "the current folder no longer exists (deleted or moved) — change to a folder "
            "that exists, then run it again"
        )
    where = f" {err.filename}" if err.filename else ""
    return _(
        "cannot use{where}: {reason} — nothing was changed", where=where, reason=os_reason(err)
    )
