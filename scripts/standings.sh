#!/usr/bin/env bash
# Where every variant stands on one seed range with every committed run of
# it counted: `milligan stats --combine --seeds` over the result files
# listed in results/standings/ID.files (one path a line; every file with
# exact-solver rows of ID in 1..10,000, less a run repeated under the same
# settings, which --combine refuses, and the no-peek players' runs of
# results/play/ and results/mc/ID.files, whose won games are won deals). A
# deal counts once, won or lost if any run resolved it (a player's lost
# game resolves nothing); the lost ones that `milligan check` proved again
# (results/check-losses.tsv) are counted too. Writes OUT.txt and OUT.csv (by default
# results/standings/summary, the committed 1..10,000 tables of every
# variant: give another OUT with SEEDS or VARIANTS).
#   [SEEDS=1..10000] [BIN=path] [VARIANTS="id ..."] [OUT=path] scripts/standings.sh
set -euo pipefail
[ -z "${OUT:-}" ] || out=$(realpath -m "$OUT")
cd "$(dirname "$0")/.."
. scripts/common.sh
seeds=${SEEDS:-1..10000}
files=()
for v in $variants; do
  list=results/standings/$v.files
  [ -f "$list" ] || { echo "standings: no file list $list" >&2; exit 2; }
  mapfile -t -O "${#files[@]}" files <"$list"
done
out=${out:-results/standings/summary}
trap 'rm -f "$out.txt.tmp" "$out.csv.tmp"' EXIT
"$bin" stats --combine --seeds "$seeds" --checked results/check-losses.tsv "${files[@]}" >"$out.txt.tmp"
"$bin" stats --combine --seeds "$seeds" --checked results/check-losses.tsv "${files[@]}" --format csv >"$out.csv.tmp"
mv "$out.txt.tmp" "$out.txt"
mv "$out.csv.tmp" "$out.csv"
cat "$out.txt"
# The committed report goes with the committed standings.
if [ "$out" = results/standings/summary ] && [ -z "${VARIANTS:-}" ] && [ "$seeds" = 1..10000 ]; then
  BIN=$bin scripts/report.sh
fi
