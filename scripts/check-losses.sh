#!/usr/bin/env bash
# Proves every `lost` row of result files again with `milligan check` (the
# reference engine's moves and the reference checker alone, none of the
# solver's search), each under the rule file its batch wrote beside the CSV.
# One line per deal goes to OUT: variant, seed, rules fingerprint, then
#   lost POSITIONS FROZEN [safe-home]   confirmed (`safe-home`: SAFE_HOME=1
#                                       let the walk send safe cards home at
#                                       once, `check --safe-home`)
#   WON REASON                          check reached a won position: the
#                                       row's `lost` is wrong
#   open REASON [safe-home]             no verdict (too large, an error)
# A deal confirmed in OUT (same rules, same seed) is skipped, so a rerun
# resumes and repeats across files are checked once. An `open` line is
# dropped and tried again unless it cannot end otherwise: a walk that
# passed MAX_POSITIONS or more positions is kept and skipped, unless it ran
# without SAFE_HOME and this run has it (a smaller walk).
# Exits 1 if any line of OUT is not `lost`.
#
#   [OUT=results/check-losses.tsv] [MAX_POSITIONS=N] [SAFE_HOME=1] [BIN=path] \
#     scripts/check-losses.sh FILE.csv[.gz]...
#   scripts/check-losses.sh results/hundredk/milligan-harp-shard*.csv.gz
set -euo pipefail
files=()
for f in "$@"; do
  [ -f "$f" ] || { echo "check-losses: no such file: $f" >&2; exit 2; }
  [ -f "${f%.gz}.rules.toml" ] ||
    { echo "check-losses: no rule file beside $f (${f%.gz}.rules.toml)" >&2; exit 2; }
  files+=("$(realpath "$f")")
done
[ ${#files[@]} -gt 0 ] || { echo "usage: scripts/check-losses.sh FILE.csv[.gz]..." >&2; exit 2; }
[ -z "${OUT:-}" ] || out=$(realpath -m "$OUT")
cd "$(dirname "$0")/.."
out=${out:-$PWD/results/check-losses.tsv}
. scripts/common.sh
touch "$out"
max_positions=${MAX_POSITIONS:-10000000}
# Each lost row of the exact solver (columns by name; a player's `lost`
# is a game it lost): variant, seed, rules fingerprint.
lost_rows() {
  zcat -f "$1" | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    $col["verdict"] == "lost" && (!("player" in col) || $col["player"] == "exact") {
      print $col["variant"], $col["seed"], $col["rules"] }'
}
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for f in "${files[@]}"; do lost_rows "$f"; done >"$rows"
# Keep the confirmed lines, the lines of deals this run does not check,
# and the open ones this run cannot settle (see above); the others (of
# this run's deals) are tried again.
awk -F'\t' -v max="$max_positions" -v safe="${SAFE_HOME:+1}" -v rows="$rows" '
  FILENAME == rows { ours[$2 " " $3] = 1; next }
  !(($2 " " $3) in ours) { print; next }
  $4 ~ /^WON / { next }
  $4 ~ /^open / {
    if (!match($4, /more than [0-9]+ positions/)) next
    split(substr($4, RSTART, RLENGTH), words, " ")  # more, than, N, positions
    if (words[3] + 0 < max || (safe && $4 !~ / safe-home$/)) next
  }
  { print }' FS=' ' "$rows" FS='\t' "$out" >"$out.tmp"
mv "$out.tmp" "$out"
declare -A checked # "seed rules" of the deals in OUT
while IFS=$'\t' read -r _ seed rules _; do checked["$seed $rules"]=1; done <"$out"
safe_home=()
[ -z "${SAFE_HOME:-}" ] || safe_home=(--safe-home)
confirmed='check: +lost: all ([0-9]+) positions.*; ([0-9]+) of them'
for f in "${files[@]}"; do
  rules_file="${f%.gz}.rules.toml"
  while read -r variant seed rules; do
    [ -z "${checked["$seed $rules"]:-}" ] || continue
    checked["$seed $rules"]=1
    deal=(--seed "$seed")
    [[ "$seed" != pysol:* ]] || deal=(--deal "$seed")
    text=$("$bin" check --variant "$rules_file" "${deal[@]}" "${safe_home[@]}" \
      --max-positions "$max_positions" </dev/null 2>&1 || true)
    if [[ "$text" != *"(rules $rules)"* ]]; then
      result="open the rule file's fingerprint is not the row's: $(grep -m1 '^variant:' <<<"$text" || echo "$text" | tail -1)"
    elif [[ "$text" =~ $confirmed ]]; then
      result="lost ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}${safe_home[*]:+ safe-home}"
    elif [[ "$text" == *"check:    not lost"* ]]; then
      result="WON $(grep '^check:' <<<"$text")"
    else
      result="open $(tail -1 <<<"$text")${safe_home[*]:+ safe-home}"
    fi
    printf '%s\t%s\t%s\t%s\n' "$variant" "$seed" "$rules" "$result" | tee -a "$out"
  done < <(lost_rows "$f")
done
echo "check-losses: $(grep -c -P '\tlost ' "$out" || true) confirmed, $(grep -c -P '\tWON ' "$out" || true) won (the row is wrong), $(grep -c -P '\topen ' "$out" || true) without a verdict, in $out"
! grep -q -P '\t(WON|open) ' "$out"
