//! The research report: the standings, the win-rate picture, no-peek play
//! beside perfect information, and the effort curves of result files, as
//! one self-contained HTML page (inline CSS and SVG, no script, nothing
//! fetched), so that a reader sees the answer without running anything.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::deal::SeedRange;
use crate::error::Error;
use crate::player::peeks;
use crate::plot::{effort_svg, thousands, win_rates_svg};
use crate::replay_html::escape_html as escape;
use crate::results::{self, EXACT, Row};
use crate::stats::{Check, Summary, second_proofs, summarise};

/// The rows of a report: the exact solver's, one per deal, and the no-peek
/// players'.
#[derive(Debug, Default)]
pub struct Rows {
    pub exact: Vec<Row>,
    pub players: Vec<Row>,
}

/// Reads result files for a report. Every run is combined as `stats
/// --combine` combines them (a deal counts once, won or lost if any run
/// resolved it, a player's won game too), for the variants the exact
/// solver ran; each no-peek player's files are also read as `stats` reads
/// them (a player that peeks counts in the standings alone). A file is a
/// player's when its first row is. With `seeds`, only the rows of those
/// native seeds are kept.
pub fn read(paths: &[PathBuf], seeds: Option<SeedRange>) -> Result<Rows, Error> {
    let (mut exact, mut players, mut peeking): (Vec<&Path>, Vec<&Path>, Vec<&Path>) =
        Default::default();
    let mut solved = HashSet::new();
    for path in paths {
        match results::first_row(path)? {
            Some(row) if peeks(&row.player) => peeking.push(path),
            Some(row) if row.player != EXACT => players.push(path),
            first => {
                solved.extend(first.map(|row| row.variant));
                exact.push(path);
            }
        }
    }
    let every_run: Vec<&Path> = exact
        .iter()
        .chain(&players)
        .chain(&peeking)
        .copied()
        .collect();
    let mut rows = Rows {
        exact: results::read_combined(&every_run)?,
        players: results::read_all(&players)?,
    };
    rows.exact.retain(|r| solved.contains(&r.variant));
    if let Some(seeds) = seeds {
        rows.exact.retain(|r| r.is_seed_in(seeds));
        rows.players.retain(|r| r.is_seed_in(seeds));
    }
    if rows.exact.is_empty() && rows.players.is_empty() {
        return Err(match seeds {
            Some(seeds) => format!("no row of these files has a native seed in {seeds}"),
            None => "the result files hold no rows: nothing to report".to_string(),
        }
        .into());
    }
    Ok(rows)
}

/// What a report page is made of.
pub struct Report<'a> {
    pub rows: &'a Rows,
    /// `milligan check`'s verdicts, to count the losses proven twice.
    pub checks: Option<&'a [Check]>,
    /// The files read, as named on the command line.
    pub sources: &'a [String],
    pub seeds: Option<SeedRange>,
}

/// The page. Fails only when a check contradicts a row (see
/// [`second_proofs`]) or a picture cannot be drawn.
pub fn html(report: &Report) -> Result<String, Error> {
    let rows = report.rows;
    let mut exact = summarise(&rows.exact);
    // The rule book's order (Miss Milligan first), others after it.
    let order: Vec<String> = crate::rules::builtin().into_iter().map(|r| r.id).collect();
    exact.sort_by_key(|s| {
        let at = order.iter().position(|id| *id == s.variant);
        (at.unwrap_or(order.len()), s.variant.clone())
    });
    if let Some(checks) = report.checks {
        second_proofs(&mut exact, &rows.exact, checks)?;
    }
    let players = summarise(&rows.players);
    let all: Vec<Row> = rows.exact.iter().chain(&rows.players).cloned().collect();
    let mut page = String::with_capacity(1 << 20);
    page.push_str(HEAD);
    page.push_str(&lead(report, &exact, &players));
    if !exact.is_empty() {
        page.push_str(&standings(&exact, report.checks.is_some()));
    }
    page.push_str(&format!(
        "<section id=\"win-rates\"><h2>Win rates</h2>\n<p>Each variant's exact-solver \
         interval, with every no-peek player's under it. A bar is the 95% interval; a \
         filled dot the win rate when every deal is resolved, a hollow dot the proven \
         share (won of all deals) when some are open.</p>\n<div class=\"wide\">{}</div></section>\n",
        inline_svg(&win_rates_svg(&all)?)
    ));
    if !players.is_empty() {
        page.push_str(&no_peek(&players, &exact));
    }
    if !exact.is_empty() {
        page.push_str(&format!(
            "<section id=\"effort\"><h2>Effort</h2>\n<p>Per variant, the share of its deals \
             proven won and proven lost within n search nodes (every run of a deal summed). \
             A curve still climbing at its right end says more nodes still settle deals; a \
             flat one says the open deals need another kind of proof.</p>\n\
             <div class=\"wide\">{}</div></section>\n",
            inline_svg(&effort_svg(&rows.exact)?)
        ));
    }
    page.push_str(&sources(report.sources));
    page.push_str("</main></body></html>\n");
    Ok(page)
}

const HEAD: &str = r#"<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>milligan report</title>
<style>
body { font: 16px/1.45 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fff; }
main { max-width: 1180px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.6em; margin: 0.2em 0; }
h2 { font-size: 1.25em; margin-top: 1.6em; border-bottom: 1px solid #ddd; }
p, li { max-width: 52em; }
.scroll { overflow-x: auto; }
.wide { overflow-x: auto; }
.wide svg { display: block; width: 100%; min-width: 760px; height: auto; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 3px 8px; text-align: right; white-space: nowrap; border-bottom: 1px solid #eee; }
th:first-child, td:first-child { text-align: left; position: sticky; left: 0; background: #fff; }
thead th { border-bottom: 2px solid #bbb; vertical-align: bottom; }
td.open { color: #a33; }
code { font-size: 0.92em; }
</style></head><body><main>
<h1>milligan report</h1>
"#;

/// The opening paragraph: what was read and how to read the rest.
fn lead(report: &Report, exact: &[Summary], players: &[Summary]) -> String {
    let deals: u64 = exact.iter().map(|s| s.deals).sum();
    let games: u64 = players.iter().map(|s| s.deals).sum();
    let seeds = report
        .seeds
        .map_or(String::new(), |s| format!(" on seeds {s}"));
    format!(
        "<p class=\"lead\">From {} result file{}{seeds}: {} deals of {} variant{} solved by the \
         exact solver (perfect information: it sees the stock and every face-down card), and {} \
         games of no-peek programs (they see what a player sees). Every win was replayed by the \
         reference rules engine before it was written.</p>\n",
        report.sources.len(),
        plural(report.sources.len()),
        thousands(deals),
        exact.len(),
        plural(exact.len()),
        thousands(games)
    )
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The standings table of the exact solver.
fn standings(exact: &[Summary], checked: bool) -> String {
    let mut t = String::from(
        "<section id=\"standings\"><h2>Standings: the exact solver</h2>\n<p>A deal counts once \
         over every run of it, won or lost if any run resolved it; open deals hit a limit. \
         The 95% interval (Wilson) counts open deals as lost for its low end and as won for \
         its high end, so it holds whatever the open deals turn out to be; its width is in \
         percentage points.",
    );
    if checked {
        t.push_str(
            " \"Proven again\" counts the losses that <code>milligan check</code> proved a \
             second time, apart from the search.",
        );
    }
    t.push_str(
        "</p>\n<div class=\"scroll\"><table id=\"standings-table\"><thead><tr><th>variant</th>\
         <th>deals</th><th>won</th><th>lost</th><th>open</th><th>won of resolved</th>\
         <th>95% interval</th><th>width</th>",
    );
    if checked {
        t.push_str("<th>proven again</th>");
    }
    t.push_str("<th>core-hours</th></tr></thead><tbody>\n");
    for s in exact {
        t.push_str(&format!(
            "<tr data-variant=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td{}>{}</td>\
             <td>{:.2}%</td><td>{:.2}% – {:.2}%</td><td>{:.2}</td>",
            escape(&s.variant),
            escape(&s.variant),
            thousands(s.deals),
            thousands(s.won),
            thousands(s.lost),
            if s.unresolved > 0 {
                " class=\"open\""
            } else {
                ""
            },
            thousands(s.unresolved),
            100.0 * s.win_rate,
            100.0 * s.low,
            100.0 * s.high,
            100.0 * (s.high - s.low),
        ));
        if checked {
            let again = s.lost_checked.unwrap_or(0);
            t.push_str(&format!(
                "<td>{} of {}</td>",
                thousands(again),
                thousands(s.lost)
            ));
        }
        t.push_str(&format!("<td>{:.2}</td></tr>\n", s.core_hours));
    }
    t.push_str("</tbody></table></div></section>\n");
    t
}

/// Each no-peek player's rate beside the exact solver's interval on the
/// same variant: the best no-peek rate lies between the two.
fn no_peek(players: &[Summary], exact: &[Summary]) -> String {
    let mut t = String::from(
        "<section id=\"no-peek\"><h2>No-peek play beside perfect information</h2>\n<p>A \
         program that cannot see the stock or face-down cards, against the exact solver on \
         the same variant. The best possible no-peek rate is at least the best program's and \
         at most the perfect-information rate. These are programs, not people.</p>\n\
         <div class=\"scroll\"><table id=\"no-peek-table\"><thead><tr><th>variant</th>\
         <th>program</th><th>games</th><th>won</th><th>win rate</th><th>95% interval</th>\
         <th>perfect information</th></tr></thead><tbody>\n",
    );
    let mut players: Vec<&Summary> = players.iter().collect();
    players.sort_by(|a, b| (&a.variant, &a.player).cmp(&(&b.variant, &b.player)));
    for s in players {
        let perfect = exact
            .iter()
            .find(|e| e.variant == s.variant)
            .map_or("–".to_string(), |e| {
                format!("{:.2}% – {:.2}%", 100.0 * e.low, 100.0 * e.high)
            });
        t.push_str(&format!(
            "<tr data-variant=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.2}%</td>\
             <td>{:.2}% – {:.2}%</td><td>{perfect}</td></tr>\n",
            escape(&s.variant),
            escape(&s.variant),
            escape(&s.player),
            thousands(s.deals),
            thousands(s.won),
            100.0 * s.won as f64 / s.deals as f64,
            100.0 * s.low,
            100.0 * s.high,
        ));
    }
    t.push_str("</tbody></table></div></section>\n");
    t
}

fn sources(files: &[String]) -> String {
    let mut t = format!(
        "<section id=\"sources\"><h2>Sources</h2>\n<details><summary>{} result files</summary><ul>\n",
        files.len()
    );
    for f in files {
        t.push_str(&format!("<li><code>{}</code></li>\n", escape(f)));
    }
    t.push_str("</ul></details></section>\n");
    t
}

/// An SVG document as an element of the page: without its XML prologue,
/// if any, and sized by the page's style (its viewBox keeps the shape).
fn inline_svg(svg: &str) -> String {
    let start = svg.find("<svg").unwrap_or(0);
    svg[start..].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::Verdict::{self, Lost, Unresolved, Won};

    fn row(variant: &str, seed: u64, verdict: Verdict, player: &str) -> Row {
        Row {
            variant: variant.into(),
            seed: seed.to_string(),
            verdict,
            moves: (verdict == Won).then_some(40),
            nodes: 1000 * (seed + 1),
            millis: 5,
            limit: if verdict == Unresolved {
                "nodes".into()
            } else {
                String::new()
            },
            states: 10,
            table_kib: 1,
            rules: format!("rules-{variant}"),
            search: "s".into(),
            player: player.into(),
            proof: if verdict == Lost && player == EXACT {
                "search".into()
            } else {
                String::new()
            },
        }
    }

    /// A player's won game settles its deal in the standings of a variant
    /// the solver ran; a variant only a player played gets no standings,
    /// and a player that peeks counts in the standings alone.
    #[test]
    fn a_players_wins_count_in_the_solvers_standings() {
        let dir = crate::scratch::ScratchDir::new("report-read");
        let write = |name: &str, rows: &[Row]| results::write_rows(&dir, name, rows);
        let files = [
            write(
                "exact.csv",
                &[
                    row("giant", 1, Unresolved, EXACT),
                    row("giant", 2, Won, EXACT),
                ],
            ),
            write(
                "mc.csv",
                &[row("giant", 1, Won, "mc"), row("giant", 3, Lost, "mc")].map(|r| Row {
                    search: "p".into(),
                    ..r
                }),
            ),
            write("only.csv", &[row("gypsy", 1, Won, "mc")]),
            write(
                "peek.csv",
                &[row("giant", 4, Won, "mc peek")].map(|r| Row {
                    search: "q".into(),
                    ..r
                }),
            ),
        ];
        let rows = read(&files, None).unwrap();
        let exact: Vec<_> = rows
            .exact
            .iter()
            .map(|r| (r.variant.as_str(), r.seed.as_str(), r.verdict))
            .collect();
        assert_eq!(
            exact,
            [
                ("giant", "1", Won),
                ("giant", "2", Won),
                ("giant", "3", Unresolved),
                ("giant", "4", Won)
            ]
        );
        // The peeking player's row is no no-peek game.
        assert_eq!(rows.players.len(), 3);
    }

    fn report_of(rows: &Rows) -> String {
        html(&Report {
            rows,
            checks: None,
            sources: &["a <b>.csv".to_string()],
            seeds: None,
        })
        .unwrap()
    }

    /// The table cells of the row of `variant` in the table `id`.
    fn cells(page: &str, id: &str, variant: &str) -> Vec<String> {
        let table = page.split(&format!("<table id=\"{id}\">")).nth(1).unwrap();
        let table = table.split("</table>").next().unwrap();
        let row = table
            .split("<tr ")
            .find(|r| r.starts_with(&format!("data-variant=\"{variant}\"")))
            .unwrap_or_else(|| panic!("no row of {variant} in {id}"));
        // The first cell is the variant's name.
        row.split("<td")
            .skip(2)
            .map(|c| {
                let c = &c[c.find('>').unwrap() + 1..];
                c[..c.find("</td>").unwrap()].to_string()
            })
            .collect()
    }

    #[test]
    fn standings_and_no_peek_rows_carry_the_counts_and_intervals() {
        let mut rows = Rows::default();
        // giant: 6 won, 2 lost, 2 open; a greedy program wins 1 of 4.
        for s in 0..10 {
            let v = [
                Won, Won, Won, Won, Won, Won, Lost, Lost, Unresolved, Unresolved,
            ][s as usize];
            rows.exact.push(row("giant", s, v, EXACT));
        }
        for s in 0..4 {
            let v = if s == 0 { Won } else { Lost };
            rows.players.push(row("giant", s, v, "greedy r2"));
        }
        let page = report_of(&rows);
        let giant = cells(&page, "standings-table", "giant");
        let (low, high) = crate::stats::wilson(6, 10, crate::stats::Z95);
        assert_eq!(&giant[..5], ["10", "6", "2", "2", "75.00%"]);
        assert_eq!(
            giant[5],
            format!("{:.2}% – {:.2}%", 100.0 * low, 100.0 * wilson_high(8, 10)),
            "low end: open counted lost (6 of 10); high: open counted won (8 of 10)"
        );
        assert!((100.0 * low - 31.27).abs() < 0.01 && high > low);
        let program = cells(&page, "no-peek-table", "giant");
        assert_eq!(&program[..4], ["greedy r2", "4", "1", "25.00%"]);
        assert_eq!(program[5], giant[5], "perfect information beside it");
        // One picture of each kind, inline, and the sources escaped.
        assert_eq!(page.matches("<svg").count(), 2);
        assert!(!page.contains("<?xml"));
        assert!(page.contains("<code>a &lt;b&gt;.csv</code>"));
    }

    fn wilson_high(k: u64, n: u64) -> f64 {
        crate::stats::wilson(k, n, crate::stats::Z95).1
    }

    /// Self-contained: nothing on the page is fetched, and there is no
    /// script.
    #[test]
    fn the_page_loads_nothing() {
        let mut rows = Rows::default();
        rows.exact.push(row("nomad", 1, Won, EXACT));
        let page = report_of(&rows);
        for needle in ["src=", "href=", "<link", "<script", "url(", "@import"] {
            assert!(!page.contains(needle), "{needle}");
        }
        assert!(!page.contains("no-peek-table"), "no players, no table");
    }

    #[test]
    fn checks_are_counted_and_a_contradiction_is_an_error() {
        let mut rows = Rows::default();
        rows.exact.push(row("nomad", 1, Lost, EXACT));
        rows.exact.push(row("nomad", 2, Lost, EXACT));
        let check = |seed: &str, outcome| Check {
            variant: "nomad".into(),
            seed: seed.into(),
            rules: "rules-nomad".into(),
            outcome,
        };
        let checks = [check("1", crate::stats::CheckOutcome::Lost)];
        let report = |checks: &[Check]| {
            html(&Report {
                rows: &rows,
                checks: Some(checks),
                sources: &[],
                seeds: None,
            })
        };
        let page = report(&checks).unwrap();
        assert_eq!(cells(&page, "standings-table", "nomad")[7], "1 of 2");
        let wrong = [check("2", crate::stats::CheckOutcome::Won)];
        let err = report(&wrong).unwrap_err().to_string();
        assert!(err.contains("one of the two proofs is wrong"), "{err}");
    }
}
