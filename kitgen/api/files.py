"""What the front ends take of ``kitgen.files`` (they import ``api/`` and ``core/`` only):
the options of a command that changes a file (``--force``, ``--wait``) and who is told of a
wait for a lock; the web's data folder written and read the library's way; the reason of
an operating-system error, and the files a run wrote (said when its answer cannot be
printed)."""

from __future__ import annotations

from kitgen.files import DEFAULT_WAIT as DEFAULT_WAIT
from kitgen.files import ForceOption as ForceOption
from kitgen.files import WaitOption as WaitOption
from kitgen.files import changing as changing
from kitgen.files import on_wait as on_wait
from kitgen.files import read_json_file as read_json_file
from kitgen.files import remove_leftovers_in as remove_leftovers_in
from kitgen.files import remove_stale_locks as remove_stale_locks
from kitgen.files import write_text as write_text
from kitgen.files.targets import os_reason as os_reason
from kitgen.files.writing import JOURNAL as JOURNAL
