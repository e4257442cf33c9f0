#!/usr/bin/env bash
#SBATCH --job-name=milligan
#SBATCH --array=1-8
#SBATCH --cpus-per-task=2
#SBATCH --time=04:00:00
#SBATCH --output=milligan-%A_%a.out
#
# Slurm job array for `milligan batch`: array task I of N solves shard I/N of
# the seed range (every N-th deal, from the I-th) into
#   ${OUT_DIR}/${VARIANT}-shard${I}of${N}.csv
# Merge the shards afterwards with `milligan stats ${OUT_DIR}/*.csv`; the
# merged shards hold exactly the rows of one single `milligan batch` run.
#
#   sbatch scripts/slurm-batch.sh                         # 8 shards, defaults below
#   VARIANT=little-milligan SEEDS=1..100000 sbatch --array=1-32 scripts/slurm-batch.sh
#   SHARDS=32 sbatch --array=5,17 scripts/slurm-batch.sh  # redo only shards 5 and 17 of 32
#   # a loss proof by layers for one open deal, a whole node (its positions
#   # expanded on 4 threads; measured on 2 only), layers past the memory
#   # budget on local disk:
#   VARIANT=strict-milligan SEEDS=8769..8769 MAX_NODES= TIMEOUT=14400 THREADS=1 \
#     EXTRA_ARGS="--strategy layers --order natural --max-memory 20000 --spill-dir /tmp --layer-threads 4" \
#     sbatch --array=1-1 --cpus-per-task=4 --mem=24G --time=05:00:00 scripts/slurm-batch.sh
#   # the same proof over several jobs: a checkpoint on shared disk, written
#   # every 30 minutes and on the SIGTERM of the time limit (ask for the
#   # signal early enough to write it; spilled keys then go to the
#   # checkpoint's folder, not --spill-dir, so it needs room for them); each
#   # job needs its own OUT_DIR, since a deal stopped by a limit has its row
#   # and a resumed file skips it:
#   EXTRA_ARGS="... --checkpoint $HOME/milligan-checkpoints" OUT_DIR=run2 \
#     sbatch --signal=TERM@600 ... scripts/slurm-batch.sh
#
# Resumable: each shard CSV is resumed by `milligan batch`, so resubmitting the
# same array (same VARIANT/SEEDS/limits/N) continues where a task stopped
# (time limit, preemption, node failure) and skips the deals already written.
#
# Parameters (environment variables; sbatch exports the submitting shell's
# environment by default):
#   VARIANT    variant id or rule file              [miss-milligan]
#   SEEDS      seed range A..B, both ends included  [1..10000]
#   DEAL       native | pysol (seed numbering)      [native]
#   TIMEOUT    seconds per deal                     [60]
#   MAX_NODES  search nodes per deal (deterministic limit; empty = none) [250000]
#   THREADS    worker threads per task              [$SLURM_CPUS_PER_TASK, else 1]
#   OUT_DIR    where the shard CSVs go (relative to the submit directory) [results/slurm]
#   SHARDS     shard count N                        [$SLURM_ARRAY_TASK_COUNT]
#              Set it when submitting only some tasks of the array
#              (e.g. --array=5,17): N must stay the same as for the full run.
#   MILLIGAN   the milligan binary   [$SLURM_SUBMIT_DIR/target/release/milligan,
#                                     else `milligan` on PATH]
#   EXTRA_ARGS further `milligan batch` options, word-split (e.g. "--strategy dfs")
#
# The array must be numbered from 1 (--array=1-N). The #SBATCH lines above are
# defaults; options given to sbatch on the command line override them.
set -euo pipefail

die() { echo "slurm-batch.sh: error: $*" >&2; exit 2; }

# The job runs a spooled copy of this script, so paths are relative to the
# submit directory, not to the script's own location.
SUBMIT_DIR=${SLURM_SUBMIT_DIR:-$PWD}
cd "$SUBMIT_DIR"

VARIANT=${VARIANT:-miss-milligan}
SEEDS=${SEEDS:-1..10000}
DEAL=${DEAL:-native}
TIMEOUT=${TIMEOUT:-60}
MAX_NODES=${MAX_NODES-250000}
THREADS=${THREADS:-${SLURM_CPUS_PER_TASK:-1}}
OUT_DIR=${OUT_DIR:-results/slurm}
EXTRA_ARGS=${EXTRA_ARGS:-}

if [ -z "${MILLIGAN:-}" ]; then
  if [ -x "$SUBMIT_DIR/target/release/milligan" ]; then
    MILLIGAN=$SUBMIT_DIR/target/release/milligan
  elif command -v milligan >/dev/null 2>&1; then
    MILLIGAN=$(command -v milligan)
  else
    die "no milligan binary: build it (cargo build --release) in the submit directory, put it on PATH, or set MILLIGAN=/path/to/milligan"
  fi
fi
[ -x "$MILLIGAN" ] || die "MILLIGAN=$MILLIGAN is not an executable file"

I=${SHARD_INDEX:-${SLURM_ARRAY_TASK_ID:-}}
N=${SHARDS:-${SLURM_ARRAY_TASK_COUNT:-}}
[ -n "$I" ] || die "SLURM_ARRAY_TASK_ID is not set: submit as an array (sbatch --array=1-N $0), or set SHARD_INDEX and SHARDS to run one shard by hand"
[ -n "$N" ] || die "shard count unknown: SLURM_ARRAY_TASK_COUNT is not set; set SHARDS=N"
[[ $I =~ ^[0-9]+$ && $N =~ ^[0-9]+$ ]] || die "shard I/N must be whole numbers, got I=$I N=$N"
if [ "$I" -lt 1 ] || [ "$I" -gt "$N" ]; then
  die "array task $I is outside 1..$N: number the array from 1 (--array=1-$N), and set SHARDS=N when submitting only some tasks"
fi
[[ $SEEDS =~ ^[0-9]+\.\.[0-9]+$ ]] || die "SEEDS must be A..B, got '$SEEDS'"

mkdir -p "$OUT_DIR"
variant_name=$(basename "$VARIANT" .toml)
out="$OUT_DIR/${variant_name}-shard${I}of${N}.csv"

args=(batch --variant "$VARIANT" --seeds "$SEEDS" --deal "$DEAL" --shard "$I/$N"
      --out "$out" --timeout "$TIMEOUT" --threads "$THREADS")
[ -n "$MAX_NODES" ] && args+=(--max-nodes "$MAX_NODES")
# shellcheck disable=SC2206  # EXTRA_ARGS is meant to be word-split
[ -n "$EXTRA_ARGS" ] && args+=($EXTRA_ARGS)

echo "[$(date -u +%FT%TZ)] job ${SLURM_ARRAY_JOB_ID:-${SLURM_JOB_ID:-local}} task $I/$N on $(hostname -s): $MILLIGAN ${args[*]}" >&2
# The task's peak memory goes to the log where GNU time is there to measure
# it (clusters without Slurm accounting have no other record of it).
if /usr/bin/time -f "" true 2>/dev/null; then
  /usr/bin/time -f "peak resident memory of task $I/$N: %M KiB (wall %e s, user %U s)" "$MILLIGAN" "${args[@]}"
else
  "$MILLIGAN" "${args[@]}"
fi
echo "[$(date -u +%FT%TZ)] shard $I/$N done: $out" >&2
