#!/usr/bin/env bash
# Pilots of the depth-first search in generation order (issue 45): 20 of
# each variant's open deals (seeds 1..10,000, open in every run of the
# standings' files; drawn by `shuf -n 20` from a fixed stream when the list
# results/open-dfs/pilots/ID.deals is missing), 2,000,000 nodes a deal, to
# see where a run on every open deal would pay before it is made.
# Writes results/open-dfs/pilots/ID-dfs-natural-2m.csv (rerunning resumes
# it; a committed one is kept).
#   [BIN=path] [THREADS=n] scripts/open-dfs-pilots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=spanish-patience . scripts/common.sh
out=results/open-dfs/pilots
mkdir -p "$out"
for id in moltke milligan-harp gypsy nomad miss-milligan-grace single-deck-milligan millie giant \
  improved-miss-milligan; do
  list=$out/$id.deals
  [ -f "$list" ] || standings_seeds unresolved "$id" | shuf -n 20 --random-source=<(yes) >"$list"
  "$bin" batch --variant "$id" --seeds 1..10000 --max-nodes 2000000 --timeout 120 \
    --max-memory 4000 --strategy dfs --order natural --threads "${THREADS:-2}" \
    --deals-in "$list" --out "$out/$id-dfs-natural-2m.csv"
done
