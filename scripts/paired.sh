#!/usr/bin/env bash
# Paired comparisons of the no-peek Monte-Carlo program's win rates on the
# same deals: for each pair of variants below, `milligan compare` over their
# runs (results/mc/ID.files) counts the deals in both runs, each side's wins
# there, the deals won on one side only, and McNemar's exact two-sided p.
# Writes results/mc/paired.tsv, which scripts/summary.sh reads.
#   [BIN=path] scripts/paired.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VARIANTS=${VARIANTS:-x} # common.sh needs no variant list here
. scripts/common.sh
# left right: the claim each pair tests is in results/claims.tsv.
pairs=(
  "spanish-patience miss-milligan-grace"
  "miss-milligan-grace miss-milligan"
  "single-deck-milligan miss-milligan"
  "improved-miss-milligan miss-milligan-grace"
  "strict-milligan miss-milligan-grace"
  "moltke miss-milligan"
  "giant miss-milligan-grace"
  "imperial-guards miss-milligan-grace"
  "gypsy miss-milligan-grace"
  "nomad miss-milligan-grace"
  "milligan-harp miss-milligan-grace"
  "milligan-cell miss-milligan-grace"
  "millie miss-milligan-grace"
  "miss-milligan-grace-no-reopen miss-milligan-grace"
)
out=results/mc/paired.tsv
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
printf 'left\tright\tdeals\tleft_won\tright_won\tleft_only\tright_only\tp\n' >"$tmp"
for pair in "${pairs[@]}"; do
  read -r left right <<<"$pair"
  [ -f "results/mc/$left.files" ] && [ -f "results/mc/$right.files" ] || continue
  mapfile -t l <"results/mc/$left.files"
  mapfile -t r <"results/mc/$right.files"
  "$bin" compare --other-rules --left "${l[@]}" --right "${r[@]}" | awk -v L="$left" -v R="$right" '
    /^deals in both:/ { deals = $4 }
    /McNemar exact/ { s = $0; gsub(/[(),;:]/, " ", s); n = split(s, w, " ")
      for (i = 1; i <= n; i++) {
        if (w[i] == "left" && w[i + 1] ~ /^[0-9]+$/) lw = w[i + 1]
        if (w[i] == "right" && w[i + 1] ~ /^[0-9]+$/) rw = w[i + 1]
        if (w[i] == "only" && w[i - 1] == "left") lo = w[i + 1]
        if (w[i] == "only" && w[i - 1] == "right") ro = w[i + 1]
      }
      p = w[n] }
    END { printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", L, R, deals, lw, rw, lo, ro, p }' >>"$tmp"
done
mv "$tmp" "$out"
column -t -s $'\t' "$out"
