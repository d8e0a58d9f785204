#!/bin/sh
# Define the merge drivers .gitattributes names, in this clone's git config (run once).
# po-union: the union of both sides' catalogue entries, ours first (gettext's msgcat).
# keep-ours: compiled catalogues keep our side; `make catalogues` recompiles them after.
set -e
git config merge.po-union.name "gettext catalogue union (msgcat --use-first)"
git config merge.po-union.driver 'msgcat --use-first --no-wrap -o %A.merged %A %B && mv %A.merged %A'
git config merge.keep-ours.name "keep our compiled catalogue"
git config merge.keep-ours.driver true
