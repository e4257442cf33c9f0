#!/usr/bin/env bash
# Side-by-side speed of two solvers on the same deals: builds COMMIT (in a
# scratch worktree) and the current tree, then solves each deal with both,
# alternating which goes first, and prints nodes a second (user CPU time,
# so other work on the machine matters less) and the peak table size.
#
#   scripts/speed-compare.sh COMMIT [VARIANTS] [SEEDS] [MAX_NODES]
#   scripts/speed-compare.sh 3eb959d "miss-milligan little-milligan" 1..20 3000000
#   SOLVE_ARGS="--strategy staged" scripts/speed-compare.sh c580200 miss-milligan
#
# SOLVE_ARGS is passed to both solvers' `solve`: name the strategy when the
# two commits have different defaults. NEW_ARGS goes to the current tree's
# alone: `--no-frozen` searches as a commit from before the frozen-card test.
#
# Node counts must agree (a pure speed change); a deal whose counts differ
# is reported, and the script exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
old_commit=${1:?usage: speed-compare.sh COMMIT [VARIANTS] [SEEDS] [MAX_NODES]}
variants=${2:-miss-milligan}
seeds=${3:-1..20}
max_nodes=${4:-3000000}
scratch=$(mktemp -d)
trap 'git worktree remove --force "$scratch/old" >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
git worktree add --detach "$scratch/old" "$old_commit" >/dev/null
cargo build --release --quiet
(cd "$scratch/old" && cargo build --release --quiet)
cp target/release/milligan "$scratch/new-bin"
cp "$scratch/old/target/release/milligan" "$scratch/old-bin"

# One solve: prints "user_seconds nodes table_mib".
run() {
  local out
  out=$( { /usr/bin/time -f "%U" "$1" solve --variant "$2" --seed "$3" \
    --max-nodes "$max_nodes" --timeout 600 ${SOLVE_ARGS:-} $4 >"$scratch/out"; } 2>&1 | tail -1)
  awk -v t="$out" '/^nodes:/ {n=$2} /^states:/ {gsub(/\(/, "", $3); m=$3}
    END {print t, n, m}' "$scratch/out"
}

status=0
printf '%-28s %6s %12s %12s %8s %10s %10s %8s\n' variant deals "old nodes/s" "new nodes/s" ratio "old MiB" "new MiB" ratio
for v in $variants; do
  : >"$scratch/rows"
  for ((s = ${seeds%..*}; s <= ${seeds#*..}; s++)); do
    if ((s % 2)); then
      o=$(run "$scratch/old-bin" "$v" "$s" "")
      n=$(run "$scratch/new-bin" "$v" "$s" "${NEW_ARGS:-}")
    else
      n=$(run "$scratch/new-bin" "$v" "$s" "${NEW_ARGS:-}")
      o=$(run "$scratch/old-bin" "$v" "$s" "")
    fi
    echo "$s $o $n" >>"$scratch/rows"
  done
  # Columns: seed, old seconds, old nodes, old MiB, new seconds, new nodes, new MiB.
  awk -v v="$v" '
    $3 != $6 { printf "%s seed %s: node counts differ (%s old, %s new)\n", v, $1, $3, $6 > "/dev/stderr"; bad = 1 }
    { ot += $2; nt += $5; n += $3; c++; if ($4 > om) om = $4; if ($7 > nm) nm = $7 }
    END {
      o = n / (ot > 0 ? ot : 1e-9); w = n / (nt > 0 ? nt : 1e-9)
      printf "%-28s %6d %12.0f %12.0f %7.2fx %10.1f %10.1f %7.2fx\n", v, c, o, w, w / o, om, nm, nm / (om > 0 ? om : 1)
      exit bad
    }' "$scratch/rows" || status=1
done
exit $status
