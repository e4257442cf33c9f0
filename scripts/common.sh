# Sourced by the table scripts right after they cd to the repository root:
# sets `bin`, the milligan binary, and `variants`, the variants to run (one
# line, separated by single spaces).
#   BIN=path       use this binary (a copy, so that rebuilding during a long
#                  run does not swap the solver under it); else build one
#   VARIANTS="id"  these variants; else every built-in one
# shellcheck shell=bash
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
elif [[ "$BIN" != /* ]]; then
  BIN="$OLDPWD/$BIN" # relative to where the script was started
fi
bin=${BIN:-target/release/milligan}
variants=${VARIANTS:-$("$bin" variants | awk '{print $1}')}
# shellcheck disable=SC2086 # word splitting joins the ids into one line
variants=$(echo $variants)

# standings_seeds VERDICT ID: the seeds 1..10,000 of ID with this verdict
# when every run of the standings (results/standings/ID.files) is counted,
# one a line, in the order `milligan stats --list` gives them.
standings_seeds() {
  local files
  mapfile -t files <"results/standings/$2.files"
  "$bin" stats --combine --seeds 1..10000 --list "$1" "${files[@]}" | awk '{print $2}'
}

# Stages on open deals (open-stages.sh, via-stricter.sh): each stage of a
# variant solves the deals of seeds 1..10,000 that the runs listed in
# OUT/ID.open-in (the standings' files when its first stage was made; kept,
# so that a rerun solves the same deals) and its stages before it left open.
declare -A stages_of # ID -> the result files of its stages so far
# stage_begin OUT ID NAME STAGE: sets `open_in`, the --open-in files of
# NAME, and `search`: the depth-first search in generation order for a
# STAGE named dfs-*, the complete search by layers for layers-*, else
# nothing (the default strategy); a STAGE named *-heuristic-* adds the
# heuristic move order, one named *-backoff-* the frozen-card test's
# backoff (--frozen-backoff).
stage_begin() {
  [ -f "$1/$2.open-in" ] || cp "results/standings/$2.files" "$1/$2.open-in"
  mapfile -t open_in <"$1/$2.open-in"
  # shellcheck disable=SC2206 # the paths have no spaces
  open_in+=(${stages_of[$2]:-})
  stages_of[$2]="${stages_of[$2]:-} $1/$3.csv.gz"
  search=()
  [[ $4 != dfs-* ]] || search=(--strategy dfs --order natural)
  [[ $4 != layers-* ]] || search=(--strategy layers)
  [[ $4 != *-heuristic-* ]] || search+=(--order heuristic)
  [[ $4 != *-backoff-* ]] || search+=(--frozen-backoff)
}
# stage_keep WORK OUT NAME: a finished stage's rows, gzipped, and its
# sidecar, from WORK into OUT.
stage_keep() {
  gzip -9n <"$1/$3.csv" >"$2/$3.csv.gz"
  cp "$1/$3.csv.rules.toml" "$2/$3.csv.rules.toml"
}
