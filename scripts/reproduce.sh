#!/usr/bin/env bash
# Reruns, with the very code that made them, the first win-rate tables of
# results/, and checks every row against the committed one. Those tables
# are solver revision 3 and player revision 2 (commits 240976c to c314188,
# one search fingerprint: aca581d1 in the exact rows, ab3cc91e inside the
# Monte-Carlo player), at the settings they were made with:
#   1. the exact solver (perfect information) on seeds 1..10,000 of every
#      variant at 20,000 nodes a deal (revision 3's default search: staged,
#      lookahead order; a 60 s safety cap), and Miss Milligan (PySolFC rules
#      and the single-card weave) on to seed 30,000: results/winrates/;
#   2. the no-peek players: greedy on the same seeds of every variant
#      (results/play/ID-greedy.csv.gz), and Monte-Carlo on Miss Milligan
#      (PySolFC rules and the single-card weave) on seeds 1..10,000 in 10
#      shards (4 samples, 10,000 nodes, 8 pulls; results/notes/14-no-peek-play.md
#      says why; some 2 hours of 2 cores each): results/mc/ID-mc-shardIof10.csv;
#   3. their summary tables and plots.
# Today's solver (revision 8: the restarts strategy, the frozen-card test)
# gives other rows at the same caps, so unless BIN is given the script builds
# commit c314188 (REV_COMMIT below) into target/reproduce-r3/ once and runs that. It
# writes into results/reproduce-r3/ (never over the committed files) and ends
# by comparing every row it made with the committed row of the same deal:
# verdict, moves, nodes, rules and search fingerprints, player. The later
# runs counted in the standings (scripts/standings.sh; larger caps, later
# revisions, runs via stricter rules, complete searches) are not rerun here:
# each is one command in the note that reports it (results/notes/).
# The grace variant's Monte-Carlo run (results/mc/miss-milligan-grace-mc*,
# a later solver) is not rerun either.
# Every CSV is resumable: rerun the script after an interruption and it
# continues where it stopped, repeating no deal.
#
#   scripts/reproduce.sh            # full: 10,000 seeds per variant (hours)
#   scripts/reproduce.sh --quick    # seeds 1..200, Monte-Carlo 1..6 (minutes)
#
# Limits are node caps (deterministic on any machine) with a generous time
# cap as a safety. Environment overrides: SEEDS, NODES, GRACE_NODES,
# MM_SEEDS, MC_SEEDS, MC_FLAGS, MC_SHARDS, THREADS, VARIANTS, and BIN (a
# binary to run instead of revision 3's; the comparison then shows how its
# rows differ from the committed ones).
set -euo pipefail
cd "$(dirname "$0")/.."
# The last commit of the committed revision-3 runs (solver revision 3,
# player revision 2).
REV_COMMIT=c314188
if [ -z "${BIN:-}" ]; then
  r3=target/reproduce-r3
  if [ ! -x "$r3/target/release/milligan" ]; then
    echo "== building solver revision 3 (commit $REV_COMMIT) into $r3" >&2
    rm -rf "$r3/src" && mkdir -p "$r3/src"
    git archive "$REV_COMMIT" | tar -x -C "$r3/src"
    cargo build --release --quiet --manifest-path "$r3/src/Cargo.toml" --target-dir "$r3/target"
  fi
  BIN=$PWD/$r3/target/release/milligan
  built="solver revision 3, built from $REV_COMMIT"
fi
built=${built:-"BIN=$BIN, not revision 3's build"}
if [ "${1:-}" = "--quick" ]; then
  seeds=${SEEDS:-1..200}; nodes=${NODES:-20000}; grace_nodes=${GRACE_NODES:-$nodes}
  mm_seeds=${MM_SEEDS:-$seeds}; mc_seeds=${MC_SEEDS:-1..6}
  out=results/reproduce-r3/quick; play_out=results/reproduce-r3/quick-play; mc_out=results/reproduce-r3/quick-mc; mc_shards=${MC_SHARDS:-1}
else
  seeds=${SEEDS:-1..10000}; nodes=${NODES:-20000}; grace_nodes=${GRACE_NODES:-$nodes}
  mm_seeds=${MM_SEEDS:-1..30000}; mc_seeds=${MC_SEEDS:-1..10000}
  out=results/reproduce-r3/winrates; play_out=results/reproduce-r3/play; mc_out=results/reproduce-r3/mc; mc_shards=${MC_SHARDS:-10}
fi
read -r -a mc_flags <<< "${MC_FLAGS:---samples 4 --budget 10000 --pulls 8}"
threads=()
[ -n "${THREADS:-}" ] && threads=(--threads "$THREADS")
mkdir -p "$out" "$play_out" "$mc_out"
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
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown) (binary: $bin, $built); exact: seeds $seeds$mm_note, --max-nodes $nodes (grace variants $grace_nodes), --timeout 60; players: greedy seeds $seeds, mc seeds $mc_seeds ${mc_flags[*]}"
} | tee "$out/summary.txt"
"$bin" plot "$out"/*.csv --out "$out"
"$bin" plot "$out"/*.csv "$play_out"/*.csv "${mc_files[@]}" --out "$play_out"
# Every row made here against the committed row of the same deal.
{
  for v in $variants; do
    echo "results/winrates/$v.csv.gz $out/$v.csv"
    echo "results/play/$v-greedy.csv.gz $play_out/$v-greedy.csv"
  done
  for v in $mm_variants; do
    for f in "$mc_out/$v"-mc-shard*of"$mc_shards".csv; do
      if [ -f "$f" ]; then echo "results/mc/$v-mc-shard*of10.csv $f"; fi
    done
  done
} | while read -r committed made; do
  # shellcheck disable=SC2086 # the committed shards are a glob
  awk -F, -v made="$made" '
    FNR == 1 { next }
    { key = $1 "," $2; row = $3 "," $4 "," $5 "," $10 "," $11 "," $12 }
    FILENAME != made { want[key] = row; next }
    { n++; if (!(key in want)) missing++; else if (want[key] != row) { bad++; if (bad <= 3) print "  differs: " key ": " row " (committed " want[key] ")" } }
    END { printf "%s: %d rows, %d as committed, %d differ, %d not committed\n", made, n, n - bad - missing, bad, missing }
  ' <(gzip -cdf $committed) "$made" 2>/dev/null || true
done | tee "$out/compare-committed.txt"
