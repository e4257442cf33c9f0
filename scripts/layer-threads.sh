#!/usr/bin/env bash
# How the layered complete search scales with --layer-threads: one deal's
# proof (by default spanish-patience 8769 without the frozen-card test,
# 11.56 million positions) at 1 and 2 threads: nodes, positions held,
# wall-clock time, nodes a second and peak resident memory of each. Run it on an idle machine:
# the threads share the machine's cores with whatever else runs.
#   [BIN=path] [VARIANT=id] [SEED=n] [THREADS="1 2"] scripts/layer-threads.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=${VARIANTS:-x} # common.sh needs no variant list here
. scripts/common.sh
variant=${VARIANT:-spanish-patience}
seed=${SEED:-8769}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
printf '%-8s %10s %12s %12s %10s %10s %10s %8s\n' threads verdict nodes states seconds nodes/s "RSS MiB" speedup
first=
for t in ${THREADS:-1 2}; do
  /usr/bin/time -f "%e %M" -o "$out.time" "$bin" solve --variant "$variant" --seed "$seed" \
    --strategy layers --no-frozen --layer-threads "$t" --timeout 3600 --max-nodes 1000000000 >"$out"
  read -r secs kib <"$out.time"
  verdict=$(awk '/^verdict:/ {print $2}' "$out")
  nodes=$(awk '/^nodes:/ {print $2}' "$out")
  states=$(awk '/^states:/ {print $2}' "$out")
  [ -n "$first" ] || first=$secs
  awk -v t="$t" -v v="$verdict" -v n="$nodes" -v m="$states" -v s="$secs" -v k="$kib" -v f="$first" \
    'BEGIN { printf "%-8s %10s %12s %12s %10.2f %10.0f %10.1f %8.2f\n", t, v, n, m, s, n / s, k / 1024, f / s }'
done
rm -f "$out.time"
