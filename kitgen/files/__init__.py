"""Files: writing so that an interrupted or failed run never leaves half a file, changing a
user's file under a lock, and reading a user's file with errors that say what is wrong and
how to fix it.

The one place that touches the file system for kitgen's own files:

- :func:`atomic_writer` / :func:`write_bytes` / :func:`write_text` write a temporary file
  beside the target and rename it over the target only once it is complete. A symbolic link
  is followed once and the real file replaced; only a regular file (or nothing) is ever
  replaced. Leftovers of an earlier run that was killed are removed. Every ``OSError`` becomes
  ``KitgenError("cannot write PATH: REASON — the old file is intact")``.
- :func:`changing` holds the one lock for a file a command reads, changes and writes back
  (a game, a match). Lock files live in a private per-user folder, never beside the file.
- :func:`read_text_file` and friends read a user's file of at most :data:`MAX_FILE_BYTES`,
  refusing FIFOs and devices instead of hanging on them.
"""

from kitgen.files.locking import (
    DEFAULT_WAIT,
    MAX_WAIT,
    ForceOption,
    WaitOption,
    changing,
    check_wait,
    lock_file_for,
    on_wait,
    remove_stale_locks,
)
from kitgen.files.reading import (
    MAX_FILE_BYTES,
    MAX_JSON_DIGITS,
    MAX_NESTING,
    loads_json,
    nesting,
    read_bytes_file,
    read_json_file,
    read_record,
    read_text_file,
    read_toml_file,
)
from kitgen.files.targets import check_writable, real_target
from kitgen.files.writing import (
    atomic_writer,
    leftovers,
    remove_leftovers,
    remove_leftovers_in,
    write_bytes,
    write_text,
)

__all__ = [
    "DEFAULT_WAIT",
    "MAX_FILE_BYTES",
    "MAX_JSON_DIGITS",
    "MAX_NESTING",
    "MAX_WAIT",
    "ForceOption",
    "WaitOption",
    "atomic_writer",
    "changing",
    "check_wait",
    "check_writable",
    "leftovers",
    "loads_json",
    "lock_file_for",
    "nesting",
    "on_wait",
    "read_bytes_file",
    "read_json_file",
    "read_record",
    "read_text_file",
    "read_toml_file",
    "real_target",
    "remove_leftovers",
    "remove_leftovers_in",
    "remove_stale_locks",
    "write_bytes",
    "write_text",
]
