#!/usr/bin/env bash
# One search, many rule sets (issue 45): spanish-patience, the fewest moves
# of the two-deck games dealt in eight face-up columns, solved on seeds
# 1..10,000 with every win's line kept (`batch --solutions`), then each line
# replayed by the reference engine under the rules of every game that deals
# alike (`milligan transfer`): a line that replays as won is a win there.
# The searches, each on the deals of results/transfer/spanish-patience-NAME-deals.txt:
#   1m              1,000,000 nodes, default order: deals won by some
#                   spanish-patience run and open in some run of a game
#                   dealt alike (the run also holds the first 1,854 deals of
#                   the whole range, solved before the list was made)
#   natural-1m      1,000,000 nodes, order natural: the deals still open in
#                   grace, strict, millie, giant or imperial-guards after
#                   1m's carry that an older spanish-patience run had won
#                   (revision 7 and natural-order runs whose lines were not kept)
#   natural-dfs-2m  2,000,000 nodes, depth-first, natural: natural-1m's open
#   natural-dfs-10m 10,000,000 nodes, depth-first, natural: natural-dfs-2m's open
# Writes results/transfer/:
#   spanish-patience-NAME.csv.gz            the search (its rows count in the
#                                           spanish-patience standings)
#   spanish-patience-NAME-lines.tar.gz      the won lines, one .sol a deal
#   VARIANT-from-spanish-NAME.csv.gz        the carried rows of each variant
# With an archive committed, only its transfers run again (seconds); without
# it, its search runs first (1m about 1.5 core-hours, the others under one;
# rerunning resumes it).
#   [BIN=path] [THREADS=n] [WORK=dir] scripts/transfer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=spanish-patience . scripts/common.sh
out=results/transfer
work=${WORK:-/tmp/milligan-transfer}
mkdir -p "$out" "$work"

# search NAME BATCH-FLAGS...: the search NAME, or its committed archive
search() {
  local name=$1 lines=$work/spanish-patience-$1-lines
  shift
  if [ -f "$out/spanish-patience-$name-lines.tar.gz" ]; then
    rm -rf "$lines"
    tar -xzf "$out/spanish-patience-$name-lines.tar.gz" -C "$work"
    return
  fi
  "$bin" batch --variant spanish-patience --seeds 1..10000 --threads "${THREADS:-2}" "$@" \
    --deals-in "$out/spanish-patience-$name-deals.txt" --solutions "$lines" \
    --out "$work/spanish-patience-$name.csv"
  gzip -9n <"$work/spanish-patience-$name.csv" >"$out/spanish-patience-$name.csv.gz"
  cp "$work/spanish-patience-$name.csv.rules.toml" "$out/spanish-patience-$name.csv.rules.toml"
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work" \
    -cf - "$(basename "$lines")" | gzip -9n >"$out/spanish-patience-$name-lines.tar.gz"
}

# open_of NAME NEXT: the deals search NAME left open, as NEXT's deal list
open_of() {
  [ -f "$out/spanish-patience-$2-deals.txt" ] ||
    "$bin" stats --seeds 1..10000 --list unresolved "$out/spanish-patience-$1.csv.gz" \
      >"$out/spanish-patience-$2-deals.txt"
}

# carry NAME: every line of search NAME replayed under each game dealt alike
carry() {
  local v
  for v in miss-milligan miss-milligan-single-weave miss-milligan-grace strict-milligan \
    millie giant imperial-guards milligan-cell; do
    rm -f "$work/$v.csv" "$work/$v.csv.rules.toml"
    "$bin" transfer --variant "$v" --out "$work/$v.csv" "$work/spanish-patience-$1-lines" | sed -n 1p
    gzip -9n <"$work/$v.csv" >"$out/$v-from-spanish-$1.csv.gz"
    cp "$work/$v.csv.rules.toml" "$out/$v-from-spanish-$1.csv.rules.toml"
  done
}

search 1m --max-nodes 1000000 --timeout 60 --max-memory 2000
carry 1m
search natural-1m --max-nodes 1000000 --timeout 60 --max-memory 4000 --order natural
carry natural-1m
open_of natural-1m natural-dfs-2m
search natural-dfs-2m --max-nodes 2000000 --timeout 120 --max-memory 4000 --strategy dfs --order natural
carry natural-dfs-2m
open_of natural-dfs-2m natural-dfs-10m
search natural-dfs-10m --max-nodes 10000000 --timeout 300 --max-memory 6000 --strategy dfs --order natural
carry natural-dfs-10m
