#!/usr/bin/env bash
# No-peek player table: a player over every variant (or VARIANTS) on a seed
# range, into one resumable CSV per variant, then a summary. Rerun to resume.
#
#   [OUT=results/play] [VARIANTS="id ..."] [BIN=path] scripts/play-table.sh PLAYER [SEEDS] [PLAYER FLAGS...]
#   scripts/play-table.sh greedy 1..10000
#   VARIANTS="miss-milligan" scripts/play-table.sh mc 1..2000 --samples 8 --budget 20000 --pulls 16
set -euo pipefail
cd "$(dirname "$0")/.."
player=${1:?usage: scripts/play-table.sh PLAYER [SEEDS] [PLAYER FLAGS...]}
seeds=${2:-1..10000}
shift 2 || shift $#
out=${OUT:-results/play}
mkdir -p "$out"
. scripts/common.sh
for v in $variants; do
  "$bin" play --player "$player" --variant "$v" --seeds "$seeds" --out "$out/$v-$player.csv" "$@" >/dev/null
done
"$bin" stats "$out"/*-"$player".csv | tee "$out/summary-$player.txt"
