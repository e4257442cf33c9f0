#!/usr/bin/env bash
# Open deals of a game won under rules it contains (issue 45): a deal open
# in every run of ID that some run of VIA, a game dealt alike whose every
# move ID also allows, has won, solved again under VIA's rules with `batch
# --via` (each win replayed under ID's rules before its row says won). The
# runs of VIA that won these deals kept no lines, so they are searched again.
#   imperial-guards     via miss-milligan    1,000,000 nodes
#   millie              via giant            3,000,000 nodes
#   miss-milligan-grace via strict-milligan  3,000,000 nodes
#   imperial-guards     via miss-milligan    3,000,000 nodes (second stage)
# Each on the deals of its list, results/via/ID-via-VIA.deals for a first
# stage and ID-via-VIA-CAP.deals for a later one: when missing, made from
# the standings' files (open in ID, won in VIA), so a later stage's list is
# made once the earlier stage is listed in the standings. The committed
# first lists also leave out the deals that a spanish-patience run had won,
# which scripts/transfer.sh carries instead. Writes results/via/ID-via-VIA-CAP.csv.gz
# (a committed one is kept: gunzip it into WORK to resume or rerun).
#   [BIN=path] [THREADS=n] [WORK=dir] scripts/via-contained.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=spanish-patience . scripts/common.sh
out=results/via
work=${WORK:-/tmp/milligan-via-contained}
mkdir -p "$out" "$work"

# deals VERDICT ID: the seeds of ID's standings with this verdict, sorted as text
deals() { standings_seeds "$1" "$2" | sort; }

for run in imperial-guards:miss-milligan:1m:1000000:60: millie:giant:3m:3000000:120: \
  miss-milligan-grace:strict-milligan:3m:3000000:120: \
  imperial-guards:miss-milligan:3m:3000000:120:-3m; do
  IFS=: read -r id via cap nodes timeout stage <<<"$run"
  name=$id-via-$via-$cap
  # Kept when committed, unless its rows were gunzipped into WORK to resume.
  [ ! -f "$out/$name.csv.gz" ] || [ -f "$work/$name.csv" ] || continue
  list=$out/$id-via-$via$stage.deals
  [ -f "$list" ] || comm -12 <(deals unresolved "$id") <(deals won "$via") | sort -n >"$list"
  "$bin" batch --variant "$id" --via "$via" --seeds 1..10000 --max-nodes "$nodes" \
    --timeout "$timeout" --max-memory 4000 --threads "${THREADS:-2}" --deals-in "$list" \
    --out "$work/$name.csv"
  gzip -9n <"$work/$name.csv" >"$out/$name.csv.gz"
  cp "$work/$name.csv.rules.toml" "$out/$name.csv.rules.toml"
done
