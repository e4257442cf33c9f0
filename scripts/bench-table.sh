#!/usr/bin/env bash
# Solver benchmark table: every variant the solver supports, on a fixed
# seed range, into results/bench/ (one resumable CSV per variant), then a
# summary table. Rerun to resume an interrupted run.
#
#   [OUT=results/bench] [VARIANTS="id id ..."] [BIN=path] scripts/bench-table.sh [SEEDS] [LIMIT FLAGS...]
#   OUT=results/bench-r2 scripts/bench-table.sh 1..200 --max-nodes 250000 --timeout 60
#
# A folder holds rows of one solver revision and one set of limits: use a
# new OUT after either changes.
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-1..200}
shift || true
limits=("$@")
[ ${#limits[@]} -gt 0 ] || limits=(--max-nodes 250000 --timeout 60)
out=${OUT:-results/bench}
mkdir -p "$out"
. scripts/common.sh
for v in $variants; do
  "$bin" batch --variant "$v" --seeds "$seeds" --out "$out/$v.csv" "${limits[@]}" >/dev/null
done
# Every result file of the folder, gzipped ones included; where a run was
# unzipped to resume it (gunzip -k), the plain file is the fuller copy.
shopt -s nullglob
files=("$out"/*.csv)
for gz in "$out"/*.csv.gz; do
  [ -e "${gz%.gz}" ] || files+=("$gz")
done
"$bin" stats "${files[@]}" | tee "$out/summary.txt"
