#!/usr/bin/env bash
# The planning program's strength against its effort on miss-milligan,
# seeds 101..500 (the same 400 deals for every setting): for each setting
# (samples, node budget per sample, pulls), games, wins, the 95% interval,
# and mean solver nodes and seconds a game. The runs are in
# results/mc/effort/; the 4-10,000-8 setting is the main run's
# (results/mc/miss-milligan-mc-shard*of10.csv) seeds 101..500. (The
# 100-game pilots of results/mc/configs/ were run by an older revision and
# are not mixed in.) Writes results/mc/effort.csv, which scripts/summary.sh
# reads.
#   [BIN=path] scripts/mc-effort.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=${VARIANTS:-x} # common.sh needs no variant list here
. scripts/common.sh
files=(results/mc/effort/miss-milligan-mc-*-101-500.csv results/mc/miss-milligan-mc-shard*of10.csv)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
"$bin" stats --format csv --seeds 101..500 "${files[@]}" >"$tmp.stats"
for f in "${files[@]}"; do gzip -cdf "$f"; done | awk -F, '
  $1 == "variant" || $2 < 101 || $2 > 500 { next }
  { n[$12]++; nodes[$12] += $5; ms[$12] += $6 }
  END { for (p in n) printf "%s,%.0f,%.2f\n", p, nodes[p] / n[p], ms[p] / n[p] / 1000 }' >"$tmp.cost"
awk -F, '
  FNR == NR { NODES[$1] = $2; SECS[$1] = $3; next }
  FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; print "samples,budget,pulls,games,won,low95,high95,mean_nodes,mean_seconds"; next }
  { p = $c["player"]; split(p, w, /[ =]/)
    for (i = 1; i in w; i++) { if (w[i] == "samples") s = w[i + 1]; if (w[i] == "budget") b = w[i + 1]; if (w[i] == "pulls") u = w[i + 1] }
    printf "%s,%s,%s,%s,%s,%s,%s,%s,%s\n", s, b, u, $c["deals"], $c["won"], $c["low95"], $c["high95"], NODES[p], SECS[p] }' \
  "$tmp.cost" "$tmp.stats" | { read -r header; echo "$header"; sort -t, -k8,8n; } >"$tmp"
rm -f "$tmp.stats" "$tmp.cost"
mv "$tmp" results/mc/effort.csv
column -t -s, results/mc/effort.csv
