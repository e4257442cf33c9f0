#!/usr/bin/env bash
# The open deals of gypsy and nomad solved under stricter rules of their own
# dealing (issue 45): without take-back (gypsy), and without take-back and
# with Kings only into gaps (nomad), from data/rules/. Fewer moves make a
# smaller space; every win is replayed under the game's own rules before its
# row says won, and a loss there proves nothing here (limit `via-lost`).
# 100,000 nodes a deal, on the deals seeds 1..10,000 the runs listed in
# results/via/ID.open-in left open (the standings' files when the run was
# first made; kept, so that the rerun resumes the same deals). Writes
# results/via/ID-via-RULES-100k.csv (rerunning resumes it: gunzip a
# committed .csv.gz first) and ID-via-100k-lines.tar.gz, the won lines.
#   [BIN=path] [THREADS=n] [WORK=dir] scripts/via-stricter.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=gypsy . scripts/common.sh
out=results/via
work=${WORK:-/tmp/milligan-via}
mkdir -p "$out" "$work"
for pair in gypsy:gypsy-no-take-back nomad:nomad-no-take-back-king; do
  id=${pair%%:*} via=${pair##*:}
  csv=$out/$id-via-$via-100k.csv
  [ -f "$out/$id.open-in" ] || cp "results/standings/$id.files" "$out/$id.open-in"
  mapfile -t open_in <"$out/$id.open-in"
  "$bin" batch --variant "$id" --seeds 1..10000 --open-in "${open_in[@]}" \
    --via "data/rules/$via.toml" --max-nodes 100000 --timeout 60 --threads "${THREADS:-2}" \
    --solutions "$work/$id-via-100k-lines" --out "$csv"
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work" \
    -cf - "$id-via-100k-lines" | gzip -9n >"$out/$id-via-100k-lines.tar.gz"
done
