#!/usr/bin/env bash
# Does the planning program use the rule it is measured on? For each folder
# of its games (results/mc/games/VARIANT/, written by `play --games`), count
# with `verify --mechanisms` the grace periods opened, the moves made while
# one was open and how many of them were free moves (illegal without it),
# and the cards taken back from the foundations, over all games and over
# the won ones. Writes results/mc/mechanisms.tsv, which
# scripts/summary.sh reads.
#   [BIN=path] scripts/mechanisms.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=${VARIANTS:-x} # common.sh needs no variant list here
. scripts/common.sh
out=results/mc/mechanisms.tsv
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
printf 'variant\tgames\twon\tgames_with_grace\twon_with_grace\tgraces\tgrace_moves\tfree_moves\tgames_with_free\twon_with_free\tgames_with_takeback\twon_with_takeback\ttakebacks\n' >"$tmp"
for dir in results/mc/games/*/; do
  v=$(basename "$dir")
  for f in "$dir"*.sol; do
    # exit 1 is a game not won; the counts are printed either way
    "$bin" verify --mechanisms "$f" || [ $? -eq 1 ]
  done | awk -v V="$v" '
    /^won / { won = 1 } /^not won/ { won = 0 }
    /^mechanisms:/ { s = $0; sub(/^mechanisms: /, "", s); gsub(/[^0-9]+/, " ", s); split(s, c, " ")
      g = c[1]; m = c[2]; f = c[3]; t = c[4]; n++; w += won
      if (g > 0) { gg++; wg += won } if (f > 0) { gf++; wf += won } if (t > 0) { gt++; wt += won }
      graces += g; moves += m; free += f; takes += t }
    END { printf "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", V, n, w, gg, wg, graces, moves, free, gf, wf, gt, wt, takes }' >>"$tmp"
done
mv "$tmp" "$out"
column -t -s $'\t' "$out"
