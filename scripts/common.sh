# Sourced by the table scripts (from the repository root): sets `bin`, the
# milligan binary, and `variants`, the variants to run.
#   BIN=path       use this binary (a copy, so that rebuilding during a long
#                  run does not swap the solver under it); else build one
#   VARIANTS="id"  these variants; else every built-in one
# shellcheck shell=bash
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
fi
bin=${BIN:-target/release/milligan}
variants=${VARIANTS:-$($bin variants | awk '{print $1}')}
