#!/usr/bin/env bash
# End-to-end test of scripts/slurm-batch.sh on a real one-node Slurm cluster
# brought up on this machine (Debian/Ubuntu, run as root):
#
#   1. installs slurm-wlm and munge with apt-get (skipped when installed);
#   2. writes a minimal slurm.conf for this host alone (no cgroups, no
#      accounting database) and a munge key into a work directory;
#   3. starts munged, slurmctld and slurmd there, waits for the node to be idle;
#   4. builds the release binary (unless MILLIGAN points at one);
#   5. submits scripts/slurm-batch.sh as an array of 3 tasks on a small,
#      node-capped (so deterministic) range, waits for it;
#   6. merges the shards with `milligan stats`, runs the same range as one
#      `milligan batch`, and compares the rows (all columns but `millis`):
#      prints PASS (exit 0) or FAIL (exit 1).
# The daemons it started are stopped on exit; logs stay in the work directory.
# Running it again starts from a clean work directory.
#
# Environment: MILLIGAN (binary to use instead of building target/release),
#   WORK_DIR [/tmp/milligan-slurm-local], VARIANT [little-milligan],
#   SEEDS [1..30], MAX_NODES [20000], TASKS [3], WAIT_SECS [600],
#   KEEP_RUNNING=1 leaves the daemons up (stop them with the pids in WORK_DIR).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
W=${WORK_DIR:-/tmp/milligan-slurm-local}
VARIANT=${VARIANT:-little-milligan}
SEEDS=${SEEDS:-1..30}
MAX_NODES=${MAX_NODES:-20000}
TASKS=${TASKS:-3}
WAIT_SECS=${WAIT_SECS:-600}
T0=$(date +%s)

say() { echo "[slurm-local +$(( $(date +%s) - T0 ))s] $*" >&2; }
die() { echo "slurm-local.sh: error: $*" >&2; exit 2; }

[ "$(id -u)" -eq 0 ] || die "run as root (it installs packages and starts slurmctld/slurmd/munged)"
case $W in /|/tmp|/tmp/|"") die "WORK_DIR=$W is not a safe directory to wipe" ;; esac

# --- stopping what we started --------------------------------------------
stop_pidfile() {  # stop the process whose pid is in $1, if it is still alive
  local f=$1 pid
  [ -s "$f" ] || return 0
  pid=$(cat "$f" 2>/dev/null || true)
  [[ $pid =~ ^[0-9]+$ ]] || return 0
  kill -0 "$pid" 2>/dev/null || return 0
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
}
stop_daemons() {
  stop_pidfile "$W/run/slurmd.pid"
  stop_pidfile "$W/run/slurmctld.pid"
  stop_pidfile "$W/munge/munged.pid"
}
JOBID=
cleanup() {
  local rc=$?
  if [ "${KEEP_RUNNING:-0}" = 1 ]; then
    say "KEEP_RUNNING=1: daemons left running (SLURM_CONF=$W/etc/slurm.conf)"
    exit $rc
  fi
  if [ -n "$JOBID" ] && [ -f "$W/etc/slurm.conf" ]; then
    SLURM_CONF=$W/etc/slurm.conf scancel "$JOBID" 2>/dev/null || true
  fi
  stop_daemons
  say "daemons stopped; logs in $W"
  exit $rc
}

# --- 1. packages ------------------------------------------------------------
need_install=
for c in slurmctld slurmd sbatch squeue sinfo munged mungekey; do
  command -v "$c" >/dev/null 2>&1 || need_install=1
done
if [ -n "$need_install" ]; then
  say "installing slurm-wlm and munge"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq slurm-wlm munge >/dev/null
else
  say "slurm-wlm and munge already installed"
fi
# The packages' service units may have started system daemons (on machines
# with systemd); ours use their own socket, ports and files, so they coexist.

# --- 2. work directory and configuration ------------------------------------
# Leftovers of an earlier run that could not clean up (killed with -9):
stop_daemons
rm -rf "$W"
mkdir -p "$W"/{etc,run,state,spool,log,munge,out,single}
chmod 755 "$W" "$W/munge"  # munge.key itself is 0400
trap cleanup EXIT
trap 'exit 130' INT TERM

HOST=$(hostname -s)
CPUS=$(nproc)
MEM_TOTAL=$(free -m | awk '/^Mem:/ {print $2}')
MEM=$(( MEM_TOTAL * 9 / 10 ))
# Ports other than the defaults (6817/6818), so a system Slurm can coexist.
CTLD_PORT=${CTLD_PORT:-16817}
SLURMD_PORT=${SLURMD_PORT:-16818}
# The node must be reachable by its name; fall back to loopback.
ADDR=$HOST
getent hosts "$HOST" >/dev/null 2>&1 || ADDR=127.0.0.1

export SLURM_CONF=$W/etc/slurm.conf
cat > "$SLURM_CONF" <<EOF
# Written by scripts/slurm-local.sh: a one-node test cluster, no cgroups.
ClusterName=milligan-local
SlurmctldHost=$HOST($ADDR)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$W/munge/munge.socket
StateSaveLocation=$W/state
SlurmdSpoolDir=$W/spool
SlurmctldPidFile=$W/run/slurmctld.pid
SlurmdPidFile=$W/run/slurmd.pid
SlurmctldLogFile=$W/log/slurmctld.log
SlurmdLogFile=$W/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
JobContainerType=job_container/none
MpiDefault=none
MailProg=/bin/true
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
ReturnToService=2
MinJobAge=600
NodeName=$HOST NodeAddr=$ADDR CPUs=$CPUS RealMemory=$MEM State=UNKNOWN
PartitionName=local Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF
say "slurm.conf: node $HOST ($ADDR), CPUs=$CPUS, RealMemory=$MEM; work dir $W"

# --- 3. daemons ---------------------------------------------------------------
if [ -x "$(command -v mungekey)" ]; then
  mungekey --create --keyfile="$W/munge/munge.key" --force
else
  dd if=/dev/urandom of="$W/munge/munge.key" bs=1024 count=1 status=none
fi
chmod 400 "$W/munge/munge.key"
munged --force --key-file="$W/munge/munge.key" --socket="$W/munge/munge.socket" \
  --pid-file="$W/munge/munged.pid" --log-file="$W/munge/munged.log" \
  --seed-file="$W/munge/munged.seed" \
  || die "munged did not start; see $W/munge/munged.log"
for _ in $(seq 50); do [ -S "$W/munge/munge.socket" ] && break; sleep 0.1; done
munge -n -S "$W/munge/munge.socket" | unmunge -S "$W/munge/munge.socket" >/dev/null \
  || die "munge round trip failed; see $W/munge/munged.log"
say "munged up"

slurmctld -f "$SLURM_CONF" || die "slurmctld did not start; see $W/log/slurmctld.log"
slurmd -f "$SLURM_CONF" || die "slurmd did not start; see $W/log/slurmd.log"

show_logs() {
  for f in "$W/log/slurmctld.log" "$W/log/slurmd.log" "$W/munge/munged.log"; do
    [ -f "$f" ] && { echo "--- tail $f" >&2; tail -n 25 "$f" >&2; }
  done
  return 0
}
state=
for _ in $(seq 120); do
  state=$(sinfo -h -N -n "$HOST" -o '%t' 2>/dev/null | head -n1 || true)
  [ "$state" = idle ] && break
  sleep 0.5
done
if [ "$state" != idle ]; then
  show_logs
  die "node $HOST is not idle after 60 s (state '${state:-none}')"
fi
say "node $HOST idle"
sinfo >&2

# --- 4. binary ----------------------------------------------------------------
if [ -n "${MILLIGAN:-}" ]; then
  [ -x "$MILLIGAN" ] || die "MILLIGAN=$MILLIGAN is not executable"
else
  say "building the release binary"
  (cd "$REPO" && cargo build --release --quiet)
  MILLIGAN=$REPO/target/release/milligan
fi
MILLIGAN=$(cd "$(dirname "$MILLIGAN")" && pwd)/$(basename "$MILLIGAN")

# --- 5. the job array -----------------------------------------------------------
# One CPU per task so that the tasks share this small node; one thread each.
run_array() {  # submit the array, wait for it, check every task completed
  JOBID=$(cd "$W/out" && VARIANT=$VARIANT SEEDS=$SEEDS MAX_NODES=$MAX_NODES TIMEOUT=60 \
    THREADS=1 OUT_DIR=$W/out MILLIGAN=$MILLIGAN \
    sbatch --parsable --array=1-"$TASKS" --cpus-per-task=1 --time=00:10:00 \
      --output="$W/log/job-%A_%a.out" "$REPO/scripts/slurm-batch.sh")
  JOBID=${JOBID%%;*}
  say "submitted job array $JOBID (tasks 1-$TASKS)"
  local deadline=$(( $(date +%s) + WAIT_SECS )) last='' q states bad f
  while :; do
    q=$(squeue -h -j "$JOBID" -o '%i %T %R' 2>/dev/null || true)
    [ -z "$q" ] && break
    if [ "$q" != "$last" ]; then echo "$q" | sed 's/^/  squeue: /' >&2; last=$q; fi
    if [ "$(date +%s)" -gt "$deadline" ]; then
      show_logs
      die "job $JOBID not finished after $WAIT_SECS s"
    fi
    sleep 1
  done
  # Final states (the controller keeps finished jobs for MinJobAge seconds).
  states=$(squeue -h -j "$JOBID" -t all -o '%i %T' 2>/dev/null || true)
  [ -n "$states" ] && echo "$states" | sed 's/^/  final: /' >&2
  for f in "$W/log/job-${JOBID}"_*.out; do echo "--- $f" >&2; cat "$f" >&2; done
  bad=$(echo "$states" | awk 'NF == 2 && $2 != "COMPLETED"')
  [ -z "$bad" ] || { show_logs; die "array tasks did not complete: $bad"; }
  say "job array $JOBID finished"
  JOBID=
}

run_array
shards=()
for i in $(seq 1 "$TASKS"); do
  f="$W/out/${VARIANT}-shard${i}of${TASKS}.csv"
  [ -s "$f" ] || { show_logs; die "missing shard output $f"; }
  shards+=("$f")
done

# Resume: drop the last 3 rows of one shard (as if its task had been killed),
# resubmit the same array; the other shards have nothing left to do.
f=${shards[$(( TASKS > 1 ? 1 : 0 ))]}
head -n -3 "$f" > "$f.tmp" && mv "$f.tmp" "$f"
say "resubmitting the same array after cutting 3 rows from $(basename "$f")"
run_array

# --- 6. merge, single run, compare ------------------------------------------------
say "merged shards (milligan stats):"
"$MILLIGAN" stats "${shards[@]}"
say "single run of the same range:"
"$MILLIGAN" batch --variant "$VARIANT" --seeds "$SEEDS" --max-nodes "$MAX_NODES" \
  --timeout 60 --threads 1 --out "$W/single/$VARIANT.csv" >/dev/null
"$MILLIGAN" stats "$W/single/$VARIANT.csv"

# Every row but the header, without the wall-clock `millis` column, sorted.
rows() {
  awk -F, 'FNR == 1 { c = 0; for (i = 1; i <= NF; i++) if ($i == "millis") c = i; next }
           { out = ""; for (i = 1; i <= NF; i++) if (i != c) out = out (out == "" ? "" : ",") $i; print out }' "$@" \
    | LC_ALL=C sort
}
rows "${shards[@]}" > "$W/merged.rows"
rows "$W/single/$VARIANT.csv" > "$W/single.rows"
n_merged=$(wc -l < "$W/merged.rows")
n_single=$(wc -l < "$W/single.rows")
elapsed=$(( $(date +%s) - T0 ))
if [ "$n_single" -gt 0 ] && cmp -s "$W/merged.rows" "$W/single.rows"; then
  echo "PASS: $TASKS Slurm shards of $VARIANT $SEEDS ($n_merged rows) equal the single run (${elapsed}s)"
else
  diff "$W/merged.rows" "$W/single.rows" | head -n 20 >&2 || true
  echo "FAIL: $TASKS Slurm shards of $VARIANT $SEEDS ($n_merged rows) differ from the single run ($n_single rows) (${elapsed}s)"
  exit 1
fi
