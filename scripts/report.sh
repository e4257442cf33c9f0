#!/usr/bin/env bash
# The committed research report, results/report.html: `milligan report` over
# every file of the standings (results/standings/ID.files, the exact
# solver's runs, combined per deal) and of the no-peek programs
# (results/mc/ID.files), on seeds 1..10,000, with the losses `milligan
# check` proved again (results/check-losses.tsv).
#   [BIN=path] [OUT=results/report.html] scripts/report.sh
set -euo pipefail
[ -z "${OUT:-}" ] || out=$(realpath -m "$OUT")
cd "$(dirname "$0")/.."
. scripts/common.sh
out=${out:-results/report.html}
files=()
for list in results/standings/*.files results/mc/*.files; do
  mapfile -t -O "${#files[@]}" files <"$list"
done
"$bin" report --seeds 1..10000 --checked results/check-losses.tsv --out "$out" "${files[@]}"
