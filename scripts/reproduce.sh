#!/usr/bin/env bash
# Regenerates the win-rate results in results/:
#   1. the exact solver (perfect information) on seeds 1..N of every variant
#      into results/winrates/ID.csv, and Miss Milligan (PySolFC rules and the
#      single-card weave) on to seed 30,000;
#   2. the no-peek players: greedy on the same seeds of every variant into
#      results/play/ID-greedy.csv, and Monte-Carlo on Miss Milligan (PySolFC
#      rules and the single-card weave) on seeds 1..10,000 in 10 shards
#      into results/mc/ID-mc-shardIof10.csv (4 samples, 10,000 nodes, 8
#      pulls: results/README.md says why; some 2 hours of 2 cores each);
#   3. the summary tables (summary.txt, with the Monte-Carlo player against
#      the exact solver deal by deal) and the plots (win-rates.svg with the
#      exact and no-peek rates side by side, solve-times.svg).
# Every CSV is resumable: rerun the script after an interruption and it
# continues where it stopped, repeating no deal.
#
#   scripts/reproduce.sh            # full: 10,000 seeds per variant (hours)
#   scripts/reproduce.sh --quick    # small version (minutes)
#
# Limits are node caps (deterministic on any machine) with a generous time
# cap as a safety; the same cap for every variant (GRACE_NODES can lower it
# for the grace variants, whose nodes cost several times more: up to a
# thousand free moves each). The quick version uses the same caps on fewer
# seeds. Environment overrides: SEEDS, NODES,
# GRACE_NODES, MM_SEEDS, MC_SEEDS, MC_FLAGS, MC_SHARDS, THREADS, and BIN, VARIANTS (see
# scripts/common.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--quick" ]; then
  seeds=${SEEDS:-1..200}; nodes=${NODES:-20000}; grace_nodes=${GRACE_NODES:-$nodes}
  mm_seeds=${MM_SEEDS:-$seeds}; mc_seeds=${MC_SEEDS:-1..6}
  out=results/quick; play_out=results/quick-play; mc_out=results/quick-mc; mc_shards=${MC_SHARDS:-1}
else
  seeds=${SEEDS:-1..10000}; nodes=${NODES:-20000}; grace_nodes=${GRACE_NODES:-$nodes}
  mm_seeds=${MM_SEEDS:-1..30000}; mc_seeds=${MC_SEEDS:-1..10000}
  out=results/winrates; play_out=results/play; mc_out=results/mc; mc_shards=${MC_SHARDS:-10}
fi
read -r -a mc_flags <<< "${MC_FLAGS:---samples 4 --budget 10000 --pulls 8}"
threads=()
[ -n "${THREADS:-}" ] && threads=(--threads "$THREADS")
mkdir -p "$out" "$play_out"
. scripts/common.sh
for v in $variants; do
  cap=$nodes
  if ! "$bin" variants "$v" --format toml | grep -q '^grace = "none"'; then
    cap=$grace_nodes
  fi
  echo "== exact $v (--max-nodes $cap)" >&2
  "$bin" batch --variant "$v" --seeds "$seeds" --out "$out/$v.csv" \
    --max-nodes "$cap" --timeout 60 "${threads[@]}" >/dev/null
done
# The two Miss Milligan rule sets of the 1-in-20 question (results/README.md)
# get more seeds and the Monte-Carlo player.
mm_variants=""
for v in miss-milligan miss-milligan-single-weave; do
  [[ " $variants " == *" $v "* ]] && mm_variants="$mm_variants $v"
done
mm_note=""
if [ -n "$mm_variants" ]; then mm_note=" (${mm_variants# } $mm_seeds)"; fi
# The same files grow to more seeds (the run resumes, nothing is repeated).
for v in $mm_variants; do
  echo "== exact $v to $mm_seeds" >&2
  "$bin" batch --variant "$v" --seeds "$mm_seeds" --out "$out/$v.csv" \
    --max-nodes "$nodes" --timeout 60 "${threads[@]}" >/dev/null
done
for v in $variants; do
  echo "== greedy $v" >&2
  "$bin" play --player greedy --variant "$v" --seeds "$seeds" \
    --out "$play_out/$v-greedy.csv" "${threads[@]}" >/dev/null
done
if [ -n "$mm_variants" ]; then
  echo "== mc$mm_variants" >&2
  OUT=$mc_out VARIANTS=$mm_variants SHARDS=$mc_shards BIN=$bin \
    scripts/play-table.sh mc "$mc_seeds" "${mc_flags[@]}" "${threads[@]}" >/dev/null
fi
# This run's Monte-Carlo shards (none when VARIANTS has neither rule set).
shopt -s nullglob
mc_files=("$mc_out"/*-mc-shard*of"$mc_shards".csv)
shopt -u nullglob
{
  "$bin" stats "$out"/*.csv
  echo
  "$bin" stats "$play_out"/*.csv
  echo
  if [ ${#mc_files[@]} -gt 0 ]; then
    "$bin" stats "${mc_files[@]}"
    echo
  fi
  # Deal by deal, the no-peek player against the exact solver (a failed
  # comparison is reported, and the summary and plots still follow).
  for v in $mm_variants; do
    shopt -s nullglob
    shards=("$mc_out/$v"-mc-shard*of"$mc_shards".csv)
    shopt -u nullglob
    if [ ${#shards[@]} -gt 0 ]; then
      "$bin" compare --left "${shards[@]}" --right "$out/$v.csv" || echo "compare $v failed (see above)"
      echo
    fi
  done
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown) (binary: $bin); exact: seeds $seeds$mm_note, --max-nodes $nodes (grace variants $grace_nodes), --timeout 60; players: greedy seeds $seeds, mc seeds $mc_seeds ${mc_flags[*]}"
} | tee "$out/summary.txt"
"$bin" plot "$out"/*.csv --out "$out"
"$bin" plot "$out"/*.csv "$play_out"/*.csv "${mc_files[@]}" --out "$play_out"
