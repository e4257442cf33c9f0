#!/usr/bin/env bash
# Rewrites the generated blocks of results/README.md, the blocks between
# `<!-- generated: NAME -->` and `<!-- end -->`, from generated files only:
#   results/standings/summary.csv and .txt   scripts/standings.sh
#   results/standings/ID.files               the runs the standings count
#   results/play/summary-greedy.csv          milligan stats, below
#   results/mc/summary-mc.csv, summary-mc-nodes.csv
#                                            milligan stats, below, over the
#                                            runs listed in results/mc/ID.files
#   results/grace-reading/summary.txt        scripts/grace-reading.sh
#   results/claims.tsv                       the claims and their verdicts
#   results/mc/paired.tsv                    scripts/paired.sh
#   results/mc/effort.csv                    scripts/mc-effort.sh
#   results/mc/mechanisms.tsv                scripts/mechanisms.sh
#
#   scripts/summary.sh            refresh the play and mc summaries with
#                                 `milligan stats` (BIN as in common.sh), then
#                                 rewrite the blocks
#   scripts/summary.sh --blocks   rewrite the blocks from the summaries as
#                                 they are (no binary needed)
#   scripts/summary.sh --check [FILE]
#                                 exit 1, with a diff, if a block of FILE
#                                 (results/README.md) is not what --blocks
#                                 would write, or if a percentage in FILE's
#                                 prose outside the blocks and code appears
#                                 in no block; writes nothing
# After `scripts/standings.sh` (or a new no-peek run listed in
# results/mc/ID.files, and in results/standings/ID.files, which counts its
# wins), run `scripts/summary.sh` and commit README and summaries together;
# tests/results_summary.rs runs --check.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-refresh}
readme=results/README.md
case "$mode" in
  refresh | --blocks) ;;
  --check) readme=${2:-$readme} ;;
  *) echo "usage: scripts/summary.sh [--blocks | --check [FILE]]" >&2; exit 2 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ "$mode" = refresh ]; then
  . scripts/common.sh
  # The greedy rule of thumb on every variant, one file a variant.
  "$bin" stats --format csv results/play/*-greedy.csv.gz >"$tmp/greedy.csv"
  mv "$tmp/greedy.csv" results/play/summary-greedy.csv
  # The Monte-Carlo player: one list of files a variant.
  first=1
  : >"$tmp/mc.csv"
  echo "variant,player,games,mean_nodes" >"$tmp/nodes.csv"
  for list in results/mc/*.files; do
    mapfile -t files <"$list"
    if [ $first = 1 ]; then
      "$bin" stats --format csv "${files[@]}" >>"$tmp/mc.csv"
      first=0
    else
      "$bin" stats --format csv "${files[@]}" | tail -n +2 >>"$tmp/mc.csv"
    fi
    for f in "${files[@]}"; do gzip -cdf "$f"; done | awk -F, '
      $1 != "variant" { n[$1 "," $12]++; s[$1 "," $12] += $5 }
      END { for (k in n) printf "%s,%d,%.0f\n", k, n[k], s[k] / n[k] }' | sort >>"$tmp/nodes.csv"
  done
  mv "$tmp/mc.csv" results/mc/summary-mc.csv
  mv "$tmp/nodes.csv" results/mc/summary-mc-nodes.csv
fi

# --- formatting and lookups, shared by every block ---------------------------
# The data, as "kind<TAB>key<TAB>fields..." lines for one awk program.
{
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { printf "S\t%s", $c["variant"]
      n = split("deals won lost unresolved win_rate low95 high95 rules", k, " ")
      for (i = 1; i <= n; i++) printf "\t%s", $c[k[i]]
      printf "\t%s\n", ("lost_checked" in c) ? $c["lost_checked"] : "" }' results/standings/summary.csv
  awk '/^lost deals by proof:/ { on = 1; next } !NF { on = 0 } on { v = $1; sub(/:$/, "", v); $1 = ""
    sub(/^ /, ""); printf "P\t%s\t%s\n", v, $0 }' results/standings/summary.txt
  for list in results/standings/*.files; do
    v=${list##*/}; printf 'F\t%s\t%s\n' "${v%.files}" "$(grep -c . "$list")"
  done
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { printf "G\t%s\t%s\t%s\t%s\t%s\t%s\n", $c["variant"], $c["deals"], $c["won"], $c["low95"], $c["high95"], $c["player"] }' \
    results/play/summary-greedy.csv
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { printf "M\t%s\t%s\t%s\t%s\t%s\t%s\n", $c["variant"], $c["deals"], $c["won"], $c["low95"], $c["high95"], $c["player"] }' \
    results/mc/summary-mc.csv
  awk -F, 'NR > 1 { printf "N\t%s\t%s\t%s\n", $1, $2, $4 }' results/mc/summary-mc-nodes.csv
  # check-losses.tsv: second proofs, when summary.csv has no lost_checked
  awk -F'\t' '$4 ~ /^lost/ { printf "C\t%s\t%s\t%s\n", $1, $2, $3 }' results/check-losses.tsv
  # grace-reading: the two runs' rows and the replays' tally
  awk '/^miss-milligan-grace/ && NF >= 9 { printf "R\t%s\t%s\t%s\t%s\t%s\n", $1, $2, $3, $4, $5 }
    /^ +[0-9]+ +(reopen|no-reopen)\t/ { printf "Y\t%s\t%s\t%s\n", $2, $3, $1 }' results/grace-reading/summary.txt
  # paired comparisons of the planning program on the same deals
  awk -F'\t' 'NR > 1 { printf "W\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", $1, $2, $3, $4, $5, $6, $7, $8 }' results/mc/paired.tsv
  # the rules' special moves in the planning program's games
  [ ! -f results/mc/mechanisms.tsv ] ||
    awk -F'\t' 'NR > 1 { printf "U"; for (i = 1; i <= 13; i++) printf "\t%s", $i; printf "\n" }' results/mc/mechanisms.tsv
  # the planning program against its effort
  awk -F, 'NR > 1 { printf "E\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", $1, $2, $3, $4, $5, $6, $7, $8, $9 }' results/mc/effort.csv
  # claims
  awk -F'\t' '!/^#/ && $1 != "claim" && NF >= 5 { printf "Q\t%s\t%s\t%s\t%s\t%s\n", $1, $2, $3, $4, $5 }' results/claims.tsv
} >"$tmp/data.tsv"

blocks() {
  awk -F'\t' -v out="$tmp" '
function comma(n,   s, neg) { n = sprintf("%d", n); neg = (n ~ /^-/); if (neg) n = substr(n, 2)
  s = ""; while (length(n) > 3) { s = "," substr(n, length(n) - 2) s; n = substr(n, 1, length(n) - 3) }
  return (neg ? "-" : "") n s }
# a share as a percentage: two decimals, more where two would round a share
# that is not 0 or 1 to 0% or 100%
function pct(x,   d, s) { if (x + 0 == 1) return "100%"; if (x + 0 == 0) return "0%"
  for (d = 2; d <= 4; d++) { s = sprintf("%." d "f", 100 * x); if (s + 0 < 100 && s + 0 > 0) break }
  return s "%" }
function iv(lo, hi) { return pct(lo) " - " pct(hi) }
# "mc r2 samples=4 budget=10000 pulls=8" -> "4 samples, 10,000 nodes each, 8 pulls"
function mcset(p,   n, i, kv, a, s) { n = split(p, a, " ")
  for (i = 1; i <= n; i++) if (split(a[i], kv, "=") == 2) s[kv[1]] = kv[2]
  return comma(s["samples"]) " samples, " comma(s["budget"]) " nodes each, " comma(s["pulls"]) " pulls" }
function millions(x) { return sprintf("%.2f million", x / 1e6) }
function rate(won, n) { return pct(won / n) }
function stand(v) { return comma(S[v, "won"]) " won, " comma(S[v, "lost"]) " lost, " comma(S[v, "unresolved"]) " open of " comma(S[v, "deals"]) }
function nopeek(v,   s) {
  s = ((v, "won") in M) ? "planning program " rate(M[v, "won"], M[v, "deals"]) " (" iv(M[v, "low95"], M[v, "high95"]) ", " comma(M[v, "deals"]) " games)" : "planning program not run"
  if ((v, "won") in G) s = s "; rule of thumb " rate(G[v, "won"], G[v, "deals"]) " (" iv(G[v, "low95"], G[v, "high95"]) ")"
  return s }
function checked(v) { if (S[v, "checked"] != "") return S[v, "checked"] + 0; return C[v] + 0 }
$1 == "S" { v = $2; order[++ns] = v; n = split("deals won lost unresolved win_rate low95 high95 rules checked", k, " ")
  for (i = 1; i <= n; i++) S[v, k[i]] = $(i + 2) }
$1 == "P" { P[$2] = $3 }
$1 == "F" { F[$2] = $3 }
$1 == "G" { G[$2, "deals"] = $3; G[$2, "won"] = $4; G[$2, "low95"] = $5; G[$2, "high95"] = $6; G[$2, "player"] = $7 }
$1 == "M" { M[$2, "deals"] = $3; M[$2, "won"] = $4; M[$2, "low95"] = $5; M[$2, "high95"] = $6; M[$2, "player"] = $7 }
$1 == "N" { NODES[$2] = $4 }
$1 == "C" { key = $2 SUBSEP $3; if (!(key in seen)) { seen[key] = 1; CR[$2, $3] = $4 } }
$1 == "R" { R[$2, "deals"] = $3; R[$2, "won"] = $4; R[$2, "lost"] = $5; R[$2, "open"] = $6 }
$1 == "Y" { Y[$3] += $4; ny += $4 }
$1 == "U" { nu++; for (i = 2; i <= 14; i++) U[nu, i - 1] = $i }
$1 == "E" { ne++; for (i = 2; i <= 10; i++) E[ne, i - 1] = $i }
$1 == "W" { nw++; for (i = 2; i <= 9; i++) W[nw, i - 1] = $i }
$1 == "Q" { nq++; Q[nq, 1] = $2; Q[nq, 2] = $3; Q[nq, 3] = $4; Q[nq, 4] = $5; Q[nq, 5] = $6 }
END {
  # second proofs from check-losses.tsv: seeds of the standings range with
  # the standings rules (used only when summary.csv has no lost_checked)
  for (key in CR) { split(key, kk, SUBSEP); v = kk[1]
    if (kk[2] + 0 <= S[v, "deals"] + 0 && CR[key] == S[v, "rules"]) C[v]++ }

  f = out "/answer.md"
  mm = "miss-milligan"; sw = "miss-milligan-single-weave"; gr = "miss-milligan-grace"
  printf "1. **With sight of the stock** (perfect information: the exact solver sees the stock and every card; every committed run counted). Miss Milligan under PySolFC rules, seeds 1..%s: %s. Between %s and %s of deals are winnable (95%% interval; the wins and losses are proven, the interval is statistical).\n", comma(S[mm, "deals"]), stand(mm), pct(S[mm, "low95"]), pct(S[mm, "high95"]) > f
  printf "2. **Without sight, planning** (the no-peek Monte-Carlo *program*, not a person: %s, about %s solver nodes a game on average). It wins %s of %s games: %s (95%% interval %s).", mcset(M[mm, "player"]), millions(NODES[mm]), comma(M[mm, "won"]), comma(M[mm, "deals"]), rate(M[mm, "won"], M[mm, "deals"]), iv(M[mm, "low95"], M[mm, "high95"]) > f
  # the strongest setting of the effort table (most nodes a game), if it wins more
  top = 0; for (e = 1; e <= ne; e++) if (top == 0 || E[e, 8] + 0 > E[top, 8] + 0) top = e
  if (top > 0 && E[top, 5] / E[top, 4] > M[mm, "won"] / M[mm, "deals"])
    printf " It is a floor, not a ceiling: with more thought (%s samples, %s nodes each, %s pulls, about %s nodes a game) the program wins %s of %s games on seeds 101..500 (%s, 95%% interval %s; \"against its effort\" below).", E[top, 1], comma(E[top, 2]), E[top, 3], millions(E[top, 8]), comma(E[top, 5]), comma(E[top, 4]), rate(E[top, 5], E[top, 4]), iv(E[top, 6], E[top, 7]) > f
  printf "\n" > f
  printf "3. **Without sight, by rule of thumb** (the greedy program: no planning, a floor). It wins %s of %s games: %s (95%% interval %s).\n", comma(G[mm, "won"]), comma(G[mm, "deals"]), rate(G[mm, "won"], G[mm, "deals"]), iv(G[mm, "low95"], G[mm, "high95"]) > f
  where = (M[mm, "low95"] > 0.05 && G[mm, "high95"] < 0.05) ? "lies between the 95% intervals of the two programs: the planning program wins more often, the rule of thumb less often. It describes play by rule of thumb, not planned play" : "does not lie between the 95% intervals of the two programs"
  printf "4. **\"About 1 in 20\"** (5%%) %s.\n", where > f
  printf "5. **The other readings.** Arnold'"'"'s single-card weave: %s to %s with sight of the stock, %s. The grace rule: %s to %s with sight, %s.\n", pct(S[sw, "low95"]), pct(S[sw, "high95"]), nopeek(sw), pct(S[gr, "low95"]), pct(S[gr, "high95"]), nopeek(gr) > f
  close(f)

  f = out "/standings.md"
  print "| variant | won | lost | open | won if every open deal is lost / won | 95% interval | losses by proof | losses proven again by `check` | runs counted |" > f
  print "|---|---:|---:|---:|---|---|---|---:|---:|" > f
  tf = 0
  for (i = 1; i <= ns; i++) { v = order[i]; n = S[v, "deals"]; tf += F[v]
    printf "| %s | %s | %s | %s | %s / %s | %s | %s | %s | %s |\n", v, comma(S[v, "won"]), comma(S[v, "lost"]), comma(S[v, "unresolved"]), rate(S[v, "won"], n), rate(S[v, "won"] + S[v, "unresolved"], n), iv(S[v, "low95"], S[v, "high95"]), (v in P) ? P[v] : "", (S[v, "lost"] > 0) ? comma(checked(v)) : "", F[v] > f }
  printf "\n%s result files counted in all (`results/standings/*.files`).\n", comma(tf) > f
  close(f)

  f = out "/players.md"
  print "| variant | perfect information: 95% interval | rule of thumb (greedy): won | rate (95% interval) | planning (Monte-Carlo): won | rate (95% interval) | settings | mean solver nodes a game |" > f
  print "|---|---|---:|---|---:|---|---|---:|" > f
  for (i = 1; i <= ns; i++) { v = order[i]
    g1 = ((v, "won") in G) ? comma(G[v, "won"]) " of " comma(G[v, "deals"]) : "not run"
    g2 = ((v, "won") in G) ? rate(G[v, "won"], G[v, "deals"]) " (" iv(G[v, "low95"], G[v, "high95"]) ")" : ""
    m1 = ((v, "won") in M) ? comma(M[v, "won"]) " of " comma(M[v, "deals"]) : "not run"
    m2 = ((v, "won") in M) ? rate(M[v, "won"], M[v, "deals"]) " (" iv(M[v, "low95"], M[v, "high95"]) ")" : ""
    m3 = ((v, "won") in M) ? mcset(M[v, "player"]) : ""
    m4 = (v in NODES) ? comma(NODES[v]) : ""
    printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", v, iv(S[v, "low95"], S[v, "high95"]), g1, g2, m1, m2, m3, m4 > f }
  close(f)

  f = out "/claims.md"
  print "| claim | source | figures | verdict |" > f
  print "|---|---|---|---|" > f
  for (q = 1; q <= nq; q++) { nv = split(Q[q, 3], vs, " "); fig = ""
    for (j = 1; j <= nv; j++) { v = vs[j]
      fig = fig (j > 1 ? "<br>" : "") "`" v "`: with sight " iv(S[v, "low95"], S[v, "high95"]) "; " nopeek(v) }
    printf "| %s | %s | %s | **%s**: %s |\n", Q[q, 1], Q[q, 2], fig, Q[q, 4], Q[q, 5] > f }
  close(f)

  f = out "/paired.md"
  print "| left | right | deals in both | left won | right won | won on the left only | on the right only | McNemar p |" > f
  print "|---|---|---|---|---|---|---|---|" > f
  for (w = 1; w <= nw; w++)
    printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", W[w, 1], W[w, 2], comma(W[w, 3]), rate(W[w, 4], W[w, 3]), rate(W[w, 5], W[w, 3]), comma(W[w, 6]), comma(W[w, 7]), W[w, 8] > f
  close(f)

  f = out "/mechanisms.md"
  print "| variant | games (won) | games opening a grace: all, won | grace periods a game | moves inside a grace a game | free moves a game | games with a free move: all, won | games taking a card back: all, won | take-backs a game |" > f
  print "|---|---:|---|---:|---:|---:|---|---|---:|" > f
  for (u = 1; u <= nu; u++)
    printf "| %s | %s (%s) | %s, %s | %.2f | %.1f | %.2f | %s, %s | %s, %s | %.2f |\n", U[u, 1], comma(U[u, 2]), comma(U[u, 3]), rate(U[u, 4], U[u, 2]), (U[u, 3] > 0 ? rate(U[u, 5], U[u, 3]) : "-"), U[u, 6] / U[u, 2], U[u, 7] / U[u, 2], U[u, 8] / U[u, 2], rate(U[u, 9], U[u, 2]), (U[u, 3] > 0 ? rate(U[u, 10], U[u, 3]) : "-"), rate(U[u, 11], U[u, 2]), (U[u, 3] > 0 ? rate(U[u, 12], U[u, 3]) : "-"), U[u, 13] / U[u, 2] > f
  close(f)

  f = out "/mc-effort.md"
  print "| samples | node budget a sample | pulls | games | won | rate (95% interval) | mean solver nodes a game | mean seconds a game |" > f
  print "|---:|---:|---:|---:|---:|---|---:|---:|" > f
  for (e = 1; e <= ne; e++)
    printf "| %s | %s | %s | %s | %s | %s (%s) | %s | %s |\n", E[e, 1], comma(E[e, 2]), E[e, 3], comma(E[e, 4]), comma(E[e, 5]), rate(E[e, 5], E[e, 4]), iv(E[e, 6], E[e, 7]), comma(E[e, 8]), E[e, 9] > f
  close(f)

  f = out "/grace-reading.md"
  a = "miss-milligan-grace"; b = "miss-milligan-grace-no-reopen"
  printf "Seeds 1..%s, perfect information: %s won, %s lost, %s open under this project'"'"'s reading (a grace reopens); %s won, %s lost, %s open under the other. Of the %s deals won under one reading only, %s replay as won under the other move for move, %s with one `close` inserted, and %s is won there by a second search.\n", comma(R[a, "deals"]), comma(R[a, "won"]), comma(R[a, "lost"]), comma(R[a, "open"]), comma(R[b, "won"]), comma(R[b, "lost"]), comma(R[b, "open"]), comma(ny), comma(Y["replays"]), comma(Y["replays-with-close"]), comma(Y["won-otherwise-at-20m-nodes"]) > f
  # the planning program under both readings, paired on the same deals
  for (w = 1; w <= nw; w++) if (W[w, 1] == b && W[w, 2] == a)
    printf "\nWithout sight, the planning program on the same %s deals: %s under this project'"'"'s reading, %s under the other; won under one reading only: %s and %s deals, McNemar p = %s.\n", comma(W[w, 3]), rate(W[w, 5], W[w, 3]), rate(W[w, 4], W[w, 3]), comma(W[w, 7]), comma(W[w, 6]), W[w, 8] > f
  close(f)
}' "$tmp/data.tsv"
}
blocks

# Replace every block of FILE by the generated one; fail on an unknown name
# or an unterminated block.
render() {
  awk -v dir="$tmp" '
    /^<!-- generated: [a-z-]+ -->$/ { name = $3; file = dir "/" name ".md"; print
      if ((getline line < file) <= 0) { print "summary: no generator for block " name > "/dev/stderr"; bad = 1 }
      else { print line; while ((getline line < file) > 0) print line }
      close(file); skip = 1; next }
    /^<!-- end -->$/ { skip = 0; print; next }
    !skip { print }
    END { if (skip) { print "summary: a block has no <!-- end -->" > "/dev/stderr"; bad = 1 } exit bad }' "$1"
}

if [ "$mode" = --check ]; then
  render "$readme" >"$tmp/new.md"
  status=0
  if ! diff -u "$readme" "$tmp/new.md" >"$tmp/diff"; then
    echo "summary: generated blocks of $readme differ from what scripts/summary.sh writes now:" >&2
    cat "$tmp/diff" >&2
    status=1
  fi
  for name in answer standings players mechanisms mc-effort claims paired grace-reading; do
    grep -qx "<!-- generated: $name -->" "$readme" || { echo "summary: $readme has no block $name" >&2; status=1; }
  done
  # Percentages in the prose (outside blocks and code) must come from a block.
  awk '/^<!-- generated: / { inb = 1 } /^<!-- end -->$/ { inb = 0; next }
    /^```/ { code = !code; next }
    { while (match($0, /[0-9]+(\.[0-9]+)?%/)) { t = substr($0, RSTART, RLENGTH)
        if (inb) blk[t] = 1; else if (!code) prose[t] = prose[t] " " NR
        $0 = substr($0, RSTART + RLENGTH) } }
    END { for (t in prose) if (!(t in blk)) { print "summary: " t " (line" prose[t] ") is in no generated block" > "/dev/stderr"; bad = 1 }
      exit bad }' "$readme" || status=1
  exit $status
fi
render "$readme" >"$tmp/new.md"
mv "$tmp/new.md" "$readme"
echo "summary: rewrote the generated blocks of $readme" >&2
