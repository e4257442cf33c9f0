#!/usr/bin/env bash
# No-peek player table: a player over every variant (or VARIANTS) on a seed
# range, into one resumable CSV per variant, then a summary. Rerun to resume.
# With SHARDS=N each variant's range is played as N shards in turn (every
# N-th deal, from the I-th), one CSV each: a long run then leaves finished,
# evenly spread shards behind whenever it is stopped.
#
#   [OUT=results/play] [VARIANTS="id ..."] [BIN=path] [SHARDS=N] scripts/play-table.sh PLAYER [SEEDS] [PLAYER FLAGS...]
#   scripts/play-table.sh greedy 1..10000
#   VARIANTS="miss-milligan" scripts/play-table.sh mc 1..2000 --samples 8 --budget 20000 --pulls 16
#   OUT=results/mc VARIANTS="miss-milligan" SHARDS=10 scripts/play-table.sh mc 1..10000 --samples 4 --budget 10000 --pulls 8
set -euo pipefail
cd "$(dirname "$0")/.."
player=${1:?usage: scripts/play-table.sh PLAYER [SEEDS] [PLAYER FLAGS...]}
seeds=${2:-1..10000}
shift 2 || shift $#
out=${OUT:-results/play}
shards=${SHARDS:-}
if [ -n "$shards" ] && ! [[ "$shards" =~ ^[1-9][0-9]*$ ]]; then
  echo "play-table.sh: SHARDS must be a positive whole number, not '$shards'" >&2
  exit 2
fi
mkdir -p "$out"
. scripts/common.sh
files=()
for v in $variants; do
  for ((i = 1; i <= ${shards:-1}; i++)); do
    if [ -z "$shards" ]; then
      files+=("$out/$v-$player.csv")
    else
      files+=("$out/$v-$player-shard${i}of$shards.csv")
    fi
    "$bin" play --player "$player" --variant "$v" --seeds "$seeds" --shard "$i/${shards:-1}" \
      --out "${files[-1]}" "$@" >/dev/null
  done
done
# The summary covers exactly this run's files.
"$bin" stats "${files[@]}" | tee "$out/summary-$player.txt"
