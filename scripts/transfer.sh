#!/usr/bin/env bash
# One search, many rule sets (issue 45): spanish-patience, the fewest moves
# of the two-deck games dealt in eight face-up columns, solved on seeds
# 1..10,000 at 1,000,000 nodes with every win's line kept (`batch
# --solutions`), on the deals of spanish-patience-1m-deals.txt: won by some
# spanish-patience run and open in some run of a game dealt alike (the
# committed run also holds the first 1,854 deals of the whole range, solved
# before the list was made); then each line replayed by the reference engine under the
# rules of every game that deals alike (`milligan transfer`): a line that
# replays as won is a win there. Writes results/transfer/:
#   spanish-patience-1m.csv.gz            the search (its rows count in the
#                                         spanish-patience standings)
#   spanish-patience-1m-lines.tar.gz      the won lines, one .sol a deal
#   VARIANT-from-spanish-1m.csv.gz        the carried rows of each variant
# With the archive committed, only the transfers run again (seconds); without
# it, the search runs first (about 1.5 core-hours; rerunning resumes it).
#   [BIN=path] [THREADS=n] [WORK=dir] scripts/transfer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=spanish-patience . scripts/common.sh
out=results/transfer
work=${WORK:-/tmp/milligan-transfer}
lines=$work/spanish-patience-1m-lines
mkdir -p "$out" "$work"
if [ -f "$out/spanish-patience-1m-lines.tar.gz" ]; then
  rm -rf "$lines"
  tar -xzf "$out/spanish-patience-1m-lines.tar.gz" -C "$work"
else
  "$bin" batch --variant spanish-patience --seeds 1..10000 --max-nodes 1000000 --timeout 60 \
    --max-memory 2000 --threads "${THREADS:-2}" --deals-in "$out/spanish-patience-1m-deals.txt" --solutions "$lines" --out "$work/spanish-patience-1m.csv"
  gzip -9n <"$work/spanish-patience-1m.csv" >"$out/spanish-patience-1m.csv.gz"
  cp "$work/spanish-patience-1m.csv.rules.toml" "$out/spanish-patience-1m.csv.rules.toml"
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work" \
    -cf - "$(basename "$lines")" | gzip -9n >"$out/spanish-patience-1m-lines.tar.gz"
fi
for v in miss-milligan miss-milligan-single-weave miss-milligan-grace strict-milligan \
  millie giant imperial-guards milligan-cell; do
  rm -f "$work/$v.csv" "$work/$v.csv.rules.toml"
  "$bin" transfer --variant "$v" --out "$work/$v.csv" "$lines" | sed -n 1p
  gzip -9n <"$work/$v.csv" >"$out/$v-from-spanish-1m.csv.gz"
  cp "$work/$v.csv.rules.toml" "$out/$v-from-spanish-1m.csv.rules.toml"
done
