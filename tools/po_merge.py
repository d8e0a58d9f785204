"""A git merge driver for gettext catalogues: a three-way merge entry by entry.

``python tools/po_merge.py BASE OURS THEIRS`` writes the merge into OURS. An entry only one
side has is kept; an entry both have takes the side that changed it since BASE (ours when
both did). Two branches that each translate their own new messages, or each correct an old
translation, then merge without a conflict and without undoing either's work. After a merge,
``make catalogues`` re-extracts, updates and recompiles. Configured by tools/merge-drivers.sh.
"""

from __future__ import annotations

import sys

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po


def _read(path: str) -> Catalog:
    with open(path, "rb") as handle:
        return read_po(handle)


def merge(base: Catalog, ours: Catalog, theirs: Catalog) -> Catalog:
    for message in theirs:
        if not message.id:
            continue  # the header: ours
        mine = ours.get(message.id, message.context)
        if mine is None:
            ours[message.id] = message
            continue
        before = base.get(message.id, message.context)
        unchanged_here = before is not None and (mine.string, mine.fuzzy) == (
            before.string,
            before.fuzzy,
        )
        if (unchanged_here or not mine.string) and message.string:
            mine.string = message.string
            mine.flags = set(message.flags)
        mine.locations = list(dict.fromkeys([*mine.locations, *message.locations]))
    return ours


def main(argv: list[str]) -> int:
    base_path, ours_path, theirs_path = argv
    merged = merge(_read(base_path), _read(ours_path), _read(theirs_path))
    with open(ours_path, "wb") as handle:
        write_po(handle, merged, width=76)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
