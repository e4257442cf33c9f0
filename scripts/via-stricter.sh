#!/usr/bin/env bash
# The open deals of gypsy and nomad solved under stricter rules of their own
# dealing (issue 45): without take-back (gypsy), and without take-back and
# with Kings only into gaps (nomad), from data/rules/. Fewer moves make a
# smaller space; every win is replayed under the game's own rules before its
# row says won, and a loss there proves nothing here (limit `via-lost`).
# In stages, each on the deals of seeds 1..10,000 that the runs listed in
# results/via/ID.open-in (the standings' files when the first stage was
# made; kept, so that a rerun solves the same deals) and the stages listed
# before it left open:
#   gypsy 100k, nomad 100k  100,000 nodes a deal (restarts, the default)
#   gypsy 1m                1,000,000 nodes (on gypsy's first 100 deals it
#                           won 20 of the 63 the 100k stage left)
#   gypsy dfs-500k          500,000 nodes, depth-first in generation order
#                           (pilot: 3 of 20 deals the 1m stage left, each
#                           within 335,000 nodes; restarts at 3,000,000 won
#                           4 others, all above 1,000,000)
#   nomad dfs-2m            2,000,000 nodes, depth-first in generation order
#                           (pilot: 6 of 20 open deals, 1.1 s a deal)
#   nomad 2m                2,000,000 nodes, restarts (pilot: 6 of 12 deals
#                           open after dfs-2m, each above 400,000 nodes,
#                           1 s a deal; restarts under nomad's own rules
#                           won 1)
#   nomad 5m                5,000,000 nodes, restarts (pilot: 6 of 12 deals
#                           open after 2m, each between 1.5M and 2.3M nodes)
# Writes results/via/ID-via-RULES-STAGE.csv.gz and ID-via-STAGE-lines.tar.gz,
# the won lines; a stage whose .csv.gz is committed is kept (gunzip it into
# WORK to resume or rerun it).
#   [BIN=path] [THREADS=n] [WORK=dir] scripts/via-stricter.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=gypsy . scripts/common.sh
out=results/via
work=${WORK:-/tmp/milligan-via}
mkdir -p "$out" "$work"
for run in gypsy:gypsy-no-take-back:100k:100000:60 nomad:nomad-no-take-back-king:100k:100000:60 \
  gypsy:gypsy-no-take-back:1m:1000000:120 gypsy:gypsy-no-take-back:dfs-500k:500000:120 \
  nomad:nomad-no-take-back-king:dfs-2m:2000000:120 nomad:nomad-no-take-back-king:2m:2000000:120 \
  nomad:nomad-no-take-back-king:5m:5000000:120; do
  IFS=: read -r id via stage nodes timeout <<<"$run"
  name=$id-via-$via-$stage
  stage_begin "$out" "$id" "$name" "$stage"
  # Kept when committed, unless its rows were gunzipped into WORK to resume.
  [ ! -f "$out/$name.csv.gz" ] || [ -f "$work/$name.csv" ] || continue
  "$bin" batch --variant "$id" --seeds 1..10000 --open-in "${open_in[@]}" \
    --via "data/rules/$via.toml" --max-nodes "$nodes" --timeout "$timeout" "${search[@]}" \
    --threads "${THREADS:-2}" --solutions "$work/$id-via-$stage-lines" --out "$work/$name.csv"
  stage_keep "$work" "$out" "$name"
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work" \
    -cf - "$id-via-$stage-lines" | gzip -9n >"$out/$id-via-$stage-lines.tar.gz"
done
