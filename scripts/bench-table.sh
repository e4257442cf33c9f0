#!/usr/bin/env bash
# Solver benchmark table: every variant the solver supports, on a fixed
# seed range, into results/bench/ (one resumable CSV per variant), then a
# summary table. Rerun to resume an interrupted run.
#
#   scripts/bench-table.sh [SEEDS] [LIMIT FLAGS...]
#   scripts/bench-table.sh 1..200 --max-nodes 250000 --timeout 60
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-1..200}
shift || true
limits=("$@")
[ ${#limits[@]} -gt 0 ] || limits=(--max-nodes 250000 --timeout 60)
out=results/bench
mkdir -p "$out"
cargo build --release --quiet
bin=target/release/milligan
variants=$($bin variants | awk '{print $1}')
for v in $variants; do
  $bin batch --variant "$v" --seeds "$seeds" --out "$out/$v.csv" "${limits[@]}" >/dev/null
done
$bin stats "$out"/*.csv | tee "$out/summary.txt"
