#!/usr/bin/env bash
# One solver, two settings: solves each deal with SOLVE_ARGS and with
# SOLVE_ARGS plus FLAGS, alternating which goes first, and prints per
# variant the verdicts, nodes, positions given up by the frozen-card test
# and nodes a second (user CPU time) of each. For flags that change the
# search (node counts may differ), where scripts/speed-compare.sh would
# refuse.
#
#   scripts/flag-compare.sh FLAGS [VARIANTS] [SEEDS] [MAX_NODES]
#   SOLVE_ARGS="--strategy dfs" scripts/flag-compare.sh --frozen-backoff "millie giant" 1..6 1000000
#   BIN=path  use this binary (else build one)
set -euo pipefail
cd "$(dirname "$0")/.."
flags=${1:?usage: flag-compare.sh FLAGS [VARIANTS] [SEEDS] [MAX_NODES]}
variants=${2:-millie}
seeds=${3:-1..6}
max_nodes=${4:-1000000}
[ -n "${BIN:-}" ] || cargo build --release --quiet
bin=${BIN:-target/release/milligan}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# One solve: prints "user_seconds won lost nodes frozen_cuts".
run() {
  local t
  # shellcheck disable=SC2086 # the argument lists are words
  t=$( { /usr/bin/time -f "%U" "$bin" solve --variant "$1" --seed "$2" --max-nodes "$max_nodes" \
    --timeout 600 ${SOLVE_ARGS:-} $3 >"$scratch/out"; } 2>&1 | tail -1)
  awk -v t="$t" '/^verdict:/ {w = ($2 == "won"); l = ($2 == "lost")} /^nodes:/ {n = $2}
    /^frozen:/ {f = $2} END {print t, w + 0, l + 0, n, f + 0}' "$scratch/out"
}

echo "left: solve ${SOLVE_ARGS:-} --max-nodes $max_nodes; right: the same with $flags (seeds $seeds)"
printf '%-20s %5s | %4s %4s %10s %9s %10s | %4s %4s %10s %9s %10s | %6s\n' variant deals \
  won lost nodes "given up" "nodes/s" won lost nodes "given up" "nodes/s" ratio
for v in $variants; do
  : >"$scratch/rows"
  for ((s = ${seeds%..*}; s <= ${seeds#*..}; s++)); do
    if ((s % 2)); then
      a=$(run "$v" "$s" "")
      b=$(run "$v" "$s" "$flags")
    else
      b=$(run "$v" "$s" "$flags")
      a=$(run "$v" "$s" "")
    fi
    echo "$a $b" >>"$scratch/rows"
  done
  awk -v v="$v" '
    { for (i = 1; i <= 10; i++) sum[i] += $i; c++ }
    END {
      a = sum[4] / (sum[1] > 0 ? sum[1] : 1e-9); b = sum[9] / (sum[6] > 0 ? sum[6] : 1e-9)
      printf "%-20s %5d | %4d %4d %10d %9d %10.0f | %4d %4d %10d %9d %10.0f | %5.2fx\n",
        v, c, sum[2], sum[3], sum[4], sum[5], a, sum[7], sum[8], sum[9], sum[10], b, b / a
    }' "$scratch/rows"
done
