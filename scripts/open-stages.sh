#!/usr/bin/env bash
# Open deals solved again (issue 45), in stages (stage_begin in common.sh:
# each on the deals that results/open-stages/ID.open-in and the stages
# listed before it left open). A stage named dfs-CAP is the depth-first
# search in generation order, layers-CAP the complete search by layers,
# restarts-CAP the default strategy:
#   moltke dfs-1m                1,000,000 nodes a deal (pilot,
#                                results/open-dfs/pilots/: 5 of 20 open
#                                deals won, each within 960,000 nodes)
#   moltke restarts-2m           2,000,000 nodes (on 12 deals dfs-1m left it
#                                won 5 at 2.3 s a deal, the depth-first
#                                search in the other orders and best-first
#                                at most 2; restarts at 1,000,000 won 3)
#   miss-milligan-grace restarts-5m
#                                5,000,000 nodes (on 12 open deals it won 4,
#                                15 s a deal; depth-first natural at
#                                2,000,000 nodes won none of 20)
#   single-deck-milligan dfs-1m  1,000,000 nodes (pilot: 4 of 20 lost, each
#                                within 480,000 nodes)
#   single-deck-milligan layers-60s
#                                the layered search, 60 s a deal (on 4 of
#                                the pilot's 16 left, depth-first at
#                                2,000,000 nodes: 4 lost, 3-42 s each; the
#                                stage itself, 2 lost of its first 14)
#   single-deck-milligan layers-classes-10s
#                                the layered search by grace classes (the
#                                default of --strategy layers since they
#                                came), 10 s a deal (seeds 4, 6 and 10,
#                                open at 20,000,000 depth-first nodes: lost
#                                in 0.04-0.8 s)
#   moltke restarts-heuristic-5m 5,000,000 nodes in the heuristic order (on
#                                12 deals restarts-2m left open it won 6,
#                                at 0.5-3.7M nodes; the lookahead order 3)
#   millie restarts-backoff-3m   3,000,000 nodes, the frozen-card test
#                                backing off (pilot: won 3 of 24 open deals,
#                                about 5 s a deal beside two other runs;
#                                note 28)
#   improved-miss-milligan restarts-2m
#                                2,000,000 nodes with the grace finish
#                                (revision 9: a grace period open with the
#                                stock out is won at once; pilot: 3 of 4
#                                open deals won, 2 of them open at 2,000,000
#                                nodes before it)
#   single-deck-milligan restarts-2m
#                                2,000,000 nodes with the grace finish
#                                (revision 9), on the deals layers-classes-10s
#                                left
# NODES 0 in STAGES: no node cap, the timeout alone.
# Writes results/open-stages/ID-STAGE.csv.gz; a stage whose .csv.gz is
# committed is kept (gunzip it into WORK to resume or rerun it). Resume a
# stage with a binary of the revision its sidecar names (the revision is
# part of the search fingerprint, which batch checks): a new stage name
# with a later revision would run again every deal the stage left open,
# since --open-in drops only resolved deals (note 34).
#   [BIN=path] [THREADS=n] [WORK=dir] [STAGES="ID:STAGE:NODES:TIMEOUT ..."] scripts/open-stages.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=moltke . scripts/common.sh
out=results/open-stages
work=${WORK:-/tmp/milligan-open-stages}
mkdir -p "$out" "$work"
for run in ${STAGES:-moltke:dfs-1m:1000000:120 moltke:restarts-2m:2000000:120 \
  miss-milligan-grace:restarts-5m:5000000:120 single-deck-milligan:dfs-1m:1000000:120 \
  single-deck-milligan:layers-60s:0:60 single-deck-milligan:layers-classes-10s:0:10 \
  moltke:restarts-heuristic-5m:5000000:120 millie:restarts-backoff-3m:3000000:120 \
  improved-miss-milligan:restarts-2m:2000000:120 single-deck-milligan:restarts-2m:2000000:120}; do
  IFS=: read -r id stage nodes timeout <<<"$run"
  name=$id-$stage
  stage_begin "$out" "$id" "$name" "$stage"
  # Kept when committed, unless its rows were gunzipped into WORK to resume.
  [ ! -f "$out/$name.csv.gz" ] || [ -f "$work/$name.csv" ] || continue
  caps=(--timeout "$timeout")
  [ "$nodes" = 0 ] || caps+=(--max-nodes "$nodes")
  "$bin" batch --variant "$id" --seeds 1..10000 --open-in "${open_in[@]}" "${search[@]}" \
    "${caps[@]}" --max-memory 4000 --threads "${THREADS:-2}" \
    --out "$work/$name.csv"
  stage_keep "$work" "$out" "$name"
done
