#!/usr/bin/env bash
# How much the reading of grace rule 4 matters (issue 47): Miss Milligan
# with grace under this project's reading (the King-led run that closes
# grace opens a new grace on the column it emptied) and under the other
# (data/rules/miss-milligan-grace-no-reopen.toml), seeds 1..2,000, the
# restarts strategy at 100,000 nodes (60 s). Writes results/grace-reading/:
# one CSV per reading (rerunning resumes them), compare.txt (deal by deal),
# summary.txt (the two runs, the comparison, the replays counted) and
# replays.tsv: each deal won under one reading only is solved again
# (the same deterministic search, so the same win) and its line replayed
# under the other reading by `milligan verify`; a line the other reading
# refuses is tried again with a `close` inserted after each earlier move
# (the reopening grace can be closed at once: all columns are settled when
# it opens), which shows the containment deal by deal; a line that still
# fails is searched for under the other reading (solve, 20,000,000 nodes).
#   [BIN=path] [SEEDS=1..2000] scripts/grace-reading.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=miss-milligan-grace . scripts/common.sh
seeds=${SEEDS:-1..2000}
out=results/grace-reading
other=data/rules/miss-milligan-grace-no-reopen.toml
mkdir -p "$out"
search=(--max-nodes 100000 --timeout 60 --threads "${THREADS:-1}")
"$bin" batch --variant miss-milligan-grace --seeds "$seeds" "${search[@]}" --out "$out/reopen.csv"
"$bin" batch --variant "$other" --seeds "$seeds" "${search[@]}" --out "$out/no-reopen.csv"
"$bin" compare --other-rules --left "$out/reopen.csv" --right "$out/no-reopen.csv" >"$out/compare.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# replay SIDE SEED SOLVE_RULES REPLAY_RULES: one row of replays.tsv.
replay() {
  local sol="$tmp/$2.sol" line verdict
  "$bin" solve --variant "$3" --seed "$2" "${search[@]:0:4}" --out "$sol" >/dev/null
  if "$bin" verify --variant "$4" "$sol" >/dev/null 2>&1; then
    verdict="replays"
  else
    verdict="needs-the-reading"
    local first last
    first=$(grep -n '^moves:' "$sol" | cut -d: -f1)
    last=$(wc -l <"$sol")
    for line in $(seq $((first + 1)) "$last"); do
      awk -v i="$line" '{print} NR==i{print "close"}' "$sol" >"$tmp/c.sol"
      if "$bin" verify --variant "$4" "$tmp/c.sol" >/dev/null 2>&1; then
        verdict="replays-with-close-after-move-$((line - first))"
        break
      fi
    done
    # Else search under the other reading itself, with solve's defaults.
    if [ "$verdict" = needs-the-reading ]; then
      local found
      found=$("$bin" solve --variant "$4" --seed "$2" --max-nodes 20000000 --max-memory 3000 --timeout 600)
      if grep -q '^verdict:  won' <<<"$found"; then
        verdict="won-otherwise-at-20m-nodes"
      fi
    fi
  fi
  printf '%s\t%s\t%s\n' "$1" "$2" "$verdict"
}
{
  printf 'won-only-under\tseed\tline-under-the-other-reading\n'
  for s in $("$bin" compare --other-rules --left "$out/reopen.csv" --right "$out/no-reopen.csv" --list won/unres); do
    replay reopen "$s" miss-milligan-grace "$other"
  done
  for s in $("$bin" compare --other-rules --left "$out/reopen.csv" --right "$out/no-reopen.csv" --list unres/won); do
    replay no-reopen "$s" "$other" miss-milligan-grace
  done
} >"$out/replays.tsv"
{
  "$bin" stats "$out/reopen.csv" "$out/no-reopen.csv"
  echo
  cat "$out/compare.txt"
  echo
  echo "deals won under one reading only, by what their line does under the other (replays.tsv):"
  sed 1d "$out/replays.tsv" | cut -f1,3 | sed 's/-after-move-[0-9]*//' | sort | uniq -c
} >"$out/summary.txt"
cat "$out/summary.txt"
