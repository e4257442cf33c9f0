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
