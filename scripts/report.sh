#!/usr/bin/env bash
# The committed research report, results/report.html: `milligan report` over
# every file of the standings (results/standings/ID.files, every run
# combined per deal) and of the no-peek programs (results/mc/ID.files; most
# are in the standings too, each file is passed once), on seeds 1..10,000,
# with the losses `milligan check` proved again (results/check-losses.tsv).
#   [BIN=path] [OUT=results/report.html] scripts/report.sh
set -euo pipefail
[ -z "${OUT:-}" ] || out=$(realpath -m "$OUT")
cd "$(dirname "$0")/.."
. scripts/common.sh
out=${out:-results/report.html}
files=()
mapfile -t files < <(cat results/standings/*.files results/mc/*.files | awk '!seen[$0]++')
"$bin" report --seeds 1..10000 --checked results/check-losses.tsv --out "$out" "${files[@]}"
