#!/bin/sh
# Define the merge drivers .gitattributes names, in this clone's git config (run once, from
# the top of a checkout with its .venv made).
# po-union: a three-way merge of catalogue entries (tools/po_merge.py).
# keep-ours: compiled catalogues keep our side; `make catalogues` recompiles them after.
set -e
top=$(git rev-parse --show-toplevel)
git config merge.po-union.name "gettext catalogue merge, entry by entry (tools/po_merge.py)"
git config merge.po-union.driver "$top/.venv/bin/python $top/tools/po_merge.py %O %A %B"
git config merge.keep-ours.name "keep our compiled catalogue"
git config merge.keep-ours.driver true
