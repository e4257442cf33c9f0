#!/usr/bin/env bash
# Regenerates the win-rate results in results/: for every variant the solver
# supports, a batch run over seeds 1..N into results/winrates/ID.csv, the
# summary table (results/winrates/summary.txt) and the plots. Each CSV is
# resumable: rerun the script after an interruption and it continues.
#
#   scripts/reproduce.sh            # full: 10,000 seeds per variant (hours)
#   scripts/reproduce.sh --quick    # 200 seeds per variant, small limits (minutes)
#
# Limits: a node cap (deterministic on any machine) and a generous time cap.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--quick" ]; then
  seeds=1..200; limits=(--max-nodes 50000 --timeout 30); out=results/quick
else
  seeds=1..10000; limits=(--max-nodes 250000 --timeout 60); out=results/winrates
fi
mkdir -p "$out"
cargo build --release --quiet
bin=target/release/milligan
for v in $($bin variants | awk '{print $1}'); do
  echo "== $v" >&2
  $bin batch --variant "$v" --seeds "$seeds" --out "$out/$v.csv" "${limits[@]}" >/dev/null
done
$bin stats "$out"/*.csv | tee "$out/summary.txt"
if $bin plot --help >/dev/null 2>&1; then
  $bin plot "$out"/*.csv --out "$out"
fi
echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown); limits: ${limits[*]}; seeds $seeds" >> "$out/summary.txt"
