#!/usr/bin/env bash
# Proves every `lost` row of result files again with `milligan check` (the
# reference engine's moves and the reference checker alone, none of the
# solver's search), each under the rule file its batch wrote beside the CSV.
# One line per deal goes to OUT: variant, seed, rules fingerprint, then
# `lost POSITIONS FROZEN` when confirmed (and `safe-home` if SAFE_HOME=1
# let the walk send safe cards home at once: `check --safe-home`), else
# `open` and check's reason.
# A deal already in OUT (same rules, same seed) is skipped, so a rerun
# resumes and repeats across files are checked once. Exits 1 if any loss in
# OUT is not confirmed. Seeds are read as native seeds.
#
#   [OUT=results/check-losses.tsv] [MAX_POSITIONS=N] [SAFE_HOME=1] [BIN=path] \
#     scripts/check-losses.sh FILE.csv[.gz]...
#   scripts/check-losses.sh results/hundredk/milligan-harp-shard*.csv.gz
set -euo pipefail
files=()
for f in "$@"; do
  [ -f "$f" ] || { echo "check-losses: no such file: $f" >&2; exit 2; }
  files+=("$(realpath "$f")")
done
[ ${#files[@]} -gt 0 ] || { echo "usage: scripts/check-losses.sh FILE.csv[.gz]..." >&2; exit 2; }
out=$(realpath -m "${OUT:-results/check-losses.tsv}")
cd "$(dirname "$0")/.."
. scripts/common.sh
touch "$out"
declare -A checked # "seed rules" of the deals in OUT
while IFS=$'\t' read -r _ seed rules _; do checked["$seed $rules"]=1; done < "$out"
safe_home=()
[ -z "${SAFE_HOME:-}" ] || safe_home=(--safe-home)
confirmed='lost: all ([0-9]+) positions.*; ([0-9]+) of them'
for f in "${files[@]}"; do
  rules_file="${f%.gz}.rules.toml"
  [ -f "$rules_file" ] || { echo "check-losses: no rule file beside $f ($rules_file)" >&2; exit 2; }
  while read -r variant seed rules; do
    [ -z "${checked["$seed $rules"]:-}" ] || continue
    checked["$seed $rules"]=1
    line=$("$bin" check --variant "$rules_file" --seed "$seed" "${safe_home[@]}" \
      --max-positions "${MAX_POSITIONS:-10000000}" </dev/null | grep '^check:' || true)
    if [[ "$line" =~ $confirmed ]]; then
      result="lost ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}${safe_home[*]:+ safe-home}"
    else
      result="open ${line#check:    }"
    fi
    printf '%s\t%s\t%s\t%s\n' "$variant" "$seed" "$rules" "$result" | tee -a "$out"
  # Each lost row of the exact solver (columns by name; a player's `lost`
  # is a game it lost): variant, seed, rules fingerprint.
  done < <(zcat -f "$f" | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    $col["verdict"] == "lost" && (!("player" in col) || $col["player"] == "exact") {
      print $col["variant"], $col["seed"], $col["rules"] }')
done
echo "check-losses: $(grep -c $'\tlost ' "$out" || true) confirmed, $(grep -c $'\topen ' "$out" || true) not, in $out"
! grep -q $'\topen ' "$out"
