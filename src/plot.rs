//! SVG pictures of result files: win rates with their 95% intervals, the
//! distribution of solve times, and the effort (nodes) at which deals are
//! proven won and lost. Text is written as SVG `<text>`
//! elements (plotters' built-in font estimate lays them out), so drawing
//! needs no font files; the viewer picks a sans-serif font.

use std::path::{Path, PathBuf};

use plotters::coord::Shift;
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::error::Error;
use crate::results::{EXACT, Row, Verdict};
use crate::stats::{Summary, summarise};

/// File name of the win-rate picture inside the output directory.
pub const WIN_RATES: &str = "win-rates.svg";
/// File name of the solve-time picture inside the output directory.
pub const SOLVE_TIMES: &str = "solve-times.svg";
/// File name of the effort picture (deals won and lost against nodes).
pub const EFFORT: &str = "effort.svg";

const FONT: &str = "sans-serif";
/// Font sizes as plotters takes them (the SVG gets `size / 1.24` px).
const TITLE_SIZE: f64 = 24.0;
const LABEL_SIZE: f64 = 17.0;
const SMALL_SIZE: f64 = 15.0;
/// Room right of the win-rate plot for the numbers.
const VALUES_PX: u32 = 200;
/// Rough width of one label character in pixels, for sizing label areas.
const CHAR_PX: u32 = 8;

/// Colours of the players in the win-rate picture (Tableau 10), cycled; the
/// first also draws the solve-time curves.
const COLOURS: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
];

fn draw_error<E: std::fmt::Debug>(e: E) -> String {
    format!("cannot draw the picture: {e:?}")
}

/// The label of a variant's row: its name, the number of deals and, when
/// there are any, how many are unresolved.
fn row_label(s: &Summary) -> String {
    if s.unresolved > 0 {
        format!("{}  n={}, {} unresolved", s.name(), s.deals, s.unresolved)
    } else {
        format!("{}  n={}", s.name(), s.deals)
    }
}

/// The win-rate picture: one row per variant and player, grouped by variant
/// (alphabetical, on shaded and plain bands in turn) with the exact solver
/// first and the no-peek players under it, one colour per player, so that
/// each variant's gap between perfect-information and no-peek play reads
/// off one band. A row shows the 95% interval as a bar (unresolved deals
/// counted as lost for the low end and as won for the high end) and a dot:
/// filled at the win rate among resolved deals when every deal is resolved,
/// hollow at the proven share (won of all deals) when some are not, since
/// the rate among resolved deals then says little.
pub fn win_rates_svg(rows: &[Row]) -> Result<String, Error> {
    let (summaries, players) = win_rate_rows(rows)?;
    let colour_of = |player: &str| {
        let k = players.iter().position(|p| *p == player).unwrap_or(0);
        COLOURS[k % COLOURS.len()]
    };
    let n = summaries.len();
    let labels: Vec<String> = summaries.iter().map(row_label).collect();
    let label_px = labels.iter().map(|l| l.len() as u32).max().unwrap_or(0) * CHAR_PX + 24;
    let size = (label_px + 900, 150 + 48 * n as u32);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        let mut chart = win_rate_chart(&root, n, label_px)?;
        shade_bands(&mut chart, &summaries)?;
        for (i, (s, label)) in summaries.iter().zip(&labels).enumerate() {
            draw_win_rate(&root, &chart, i, s, label, colour_of(&s.player))?;
        }
        root.present().map_err(draw_error)?;
    }
    Ok(svg)
}

/// The win-rate picture's rows, grouped by variant with the exact solver
/// first; and the players, the exact solver first (their colour order).
fn win_rate_rows(rows: &[Row]) -> Result<(Vec<Summary>, Vec<String>), Error> {
    let mut summaries = summarise(rows);
    if summaries.is_empty() {
        return Err("no result rows to plot".into());
    }
    summaries.sort_by(|a, b| {
        (&a.variant, a.player != EXACT, &a.player).cmp(&(&b.variant, b.player != EXACT, &b.player))
    });
    let mut players: Vec<String> = summaries.iter().map(|s| s.player.clone()).collect();
    players.sort_by_key(|p| (p != EXACT, p.clone()));
    players.dedup();
    Ok((summaries, players))
}

type Chart<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// The win-rate chart's frame: title, the percent axis and its grid. Rows
/// sit at y = 0, 1, ..., n-1 from the top; the y axis has no ticks of its
/// own, the rows are labelled as they are drawn.
fn win_rate_chart<'a, 'b>(
    root: &'a DrawingArea<SVGBackend<'b>, Shift>,
    n: usize,
    label_px: u32,
) -> Result<Chart<'a, 'b>, Error> {
    let mut chart = ChartBuilder::on(root)
        .caption(
            "Win rates by variant: exact solver and no-peek players, 95% intervals",
            (FONT, TITLE_SIZE),
        )
        .margin(16)
        .margin_right(VALUES_PX)
        .x_label_area_size(56)
        .y_label_area_size(label_px)
        .build_cartesian_2d(0f64..100f64, (n as f64 - 0.5)..-0.5)
        .map_err(draw_error)?;
    chart
        .configure_mesh()
        .x_labels(11)
        .y_labels(0)
        .disable_y_mesh()
        .x_label_formatter(&|x| format!("{x:.0}"))
        .x_desc(
            "win rate, %: dot won/(won+lost), hollow dot won/deals when some are unresolved; \
             bar Wilson 95%, unresolved counted lost .. won",
        )
        .label_style((FONT, LABEL_SIZE))
        .axis_desc_style((FONT, SMALL_SIZE))
        .bold_line_style(RGBColor(225, 225, 225))
        .light_line_style(TRANSPARENT)
        .draw()
        .map_err(draw_error)?;
    Ok(chart)
}

/// Shades every other variant's band of rows.
fn shade_bands(chart: &mut Chart, summaries: &[Summary]) -> Result<(), Error> {
    let mut band = 0;
    for (i, s) in summaries.iter().enumerate() {
        if i > 0 && summaries[i - 1].variant != s.variant {
            band += 1;
        }
        if band % 2 == 0 {
            let y = i as f64;
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(0.0, y - 0.5), (100.0, y + 0.5)],
                    RGBColor(243, 243, 247).filled(),
                )))
                .map_err(draw_error)?;
        }
    }
    Ok(())
}

/// Row `i`: its label left of the axis, the interval bar with end caps,
/// the dot, and the numbers right of the plot.
fn draw_win_rate(
    root: &DrawingArea<SVGBackend, Shift>,
    chart: &Chart,
    i: usize,
    s: &Summary,
    label: &str,
    colour: RGBColor,
) -> Result<(), Error> {
    let label_style = (FONT, LABEL_SIZE)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Right, VPos::Center));
    let value_style = (FONT, SMALL_SIZE)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let px = |x: f64| chart.backend_coord(&(x, i as f64));
    let (lo, hi) = (100.0 * s.low, 100.0 * s.high);
    let all_resolved = s.unresolved == 0;
    let (rate, value) = if all_resolved {
        let rate = 100.0 * s.win_rate;
        (rate, format!("{rate:.1}%  [{lo:.1}, {hi:.1}]"))
    } else {
        let proven = 100.0 * s.won as f64 / s.deals as f64;
        (proven, format!("≥ {proven:.1}%  [{lo:.1}, {hi:.1}]"))
    };
    let (axis_x, py) = px(0.0);
    root.draw(&Text::new(
        label.to_string(),
        (axis_x - 12, py),
        &label_style,
    ))
    .map_err(draw_error)?;
    // The interval, with end caps.
    let ((x_lo, _), (x_hi, _)) = (px(lo), px(hi));
    let bar = colour.stroke_width(3);
    root.draw(&PathElement::new(vec![(x_lo, py), (x_hi, py)], bar))
        .map_err(draw_error)?;
    for x in [x_lo, x_hi] {
        root.draw(&PathElement::new(vec![(x, py - 7), (x, py + 7)], bar))
            .map_err(draw_error)?;
    }
    let (x, _) = px(rate);
    let dot = if all_resolved {
        colour.filled()
    } else {
        WHITE.filled()
    };
    root.draw(&Circle::new((x, py), 6, dot))
        .map_err(draw_error)?;
    if !all_resolved {
        root.draw(&Circle::new((x, py), 6, colour.stroke_width(2)))
            .map_err(draw_error)?;
    }
    // The numbers, in a column right of the plot.
    let (right_x, _) = px(100.0);
    root.draw(&Text::new(value, (right_x + 16, py), &value_style))
        .map_err(draw_error)?;
    Ok(())
}

/// Human-readable solve time for an axis label.
fn time_label(ms: f64) -> String {
    if ms >= 1000.0 {
        format!("{} s", ms / 1000.0)
    } else {
        format!("{ms} ms")
    }
}

/// Effort in solver nodes for an axis label: `100`, `10k`, `1M`, `1G`.
fn nodes_label(n: f64) -> String {
    match n {
        1e9.. => format!("{}G", n / 1e9),
        1e6.. => format!("{}M", n / 1e6),
        1e3.. => format!("{}k", n / 1e3),
        _ => format!("{n}"),
    }
}

/// One panel of a small-multiples picture, in pixels, and panels per row.
const PANEL: (u32, u32) = (310, 250);
const PANELS_ACROSS: usize = 4;
/// Height of a panel's two header lines and of a note line.
const HEADER_PX: u32 = 42;
const NOTE_PX: u32 = 22;

/// What a small-multiples picture measures on its log-scale x axis.
#[derive(Clone, Copy)]
enum Axis {
    /// The row's solving time, in milliseconds.
    Time,
    /// The row's search nodes.
    Nodes,
}

impl Axis {
    /// A row's value, at least 1 (a log axis has no 0).
    fn of(self, r: &Row) -> f64 {
        match self {
            Axis::Time => r.millis.max(1) as f64,
            Axis::Nodes => r.nodes.max(1) as f64,
        }
    }

    fn label(self, x: f64) -> String {
        match self {
            Axis::Time => time_label(x),
            Axis::Nodes => nodes_label(x),
        }
    }
}

/// One curve of every panel: the share of a variant's deals with one of
/// `verdicts` reached within x.
struct Curve {
    verdicts: &'static [Verdict],
    colour: RGBColor,
}

/// A small-multiples picture: one panel per variant of the exact solver's
/// rows, the same axes in every panel.
struct Multiples {
    title: &'static str,
    axis: Axis,
    curves: &'static [Curve],
    /// The panel's second header line.
    counts: fn(&Summary) -> String,
    /// The first note under the panels: how to read them.
    reading: &'static str,
    /// Why a no-peek player's rows are not drawn.
    not_drawn: &'static str,
}

/// The solve-time picture as small multiples: one panel per variant, each
/// with one curve, the share of the variant's deals resolved (won or lost)
/// within time t. Every panel has the same axes (t on a log scale from the
/// fastest to the slowest deal of the files), so the panels compare and
/// need no legend, however many variants a run has; one curve on a shared
/// plot per variant repeated the ten colours and buried the lines under
/// the legend. Unresolved deals never count as resolved, so a curve ends
/// at the variant's resolved share. Times below 1 ms are drawn at 1 ms.
///
/// Only the exact solver's rows are drawn: a no-peek player's time is the
/// time it took to play its game, not to settle the deal, so its rows are
/// named in a note under the panels instead (`win-rates.svg` shows them).
pub fn solve_times_svg(rows: &[Row]) -> Result<String, Error> {
    small_multiples(
        rows,
        &Multiples {
            title: "Solve times: share of each variant's deals resolved within t",
            axis: Axis::Time,
            curves: &[Curve {
                verdicts: &[Verdict::Won, Verdict::Lost],
                colour: COLOURS[0],
            }],
            counts: |s| {
                let resolved = s.won + s.lost;
                format!(
                    "{} of {} deals resolved ({:.1}%)",
                    thousands(resolved),
                    thousands(s.deals),
                    100.0 * resolved as f64 / s.deals as f64
                )
            },
            reading: "Each panel: the exact solver's deals of one variant; t on the same log scale in \
                      every panel. A curve ends at the share resolved; the rest were unresolved at the cap.",
            not_drawn: "its time is the time to play a game, not to solve the deal",
        },
    )
}

/// The effort curves: per variant, the share of its deals proven won
/// (green) and proven lost (red) within n search nodes, n on a log scale
/// shared by every panel. Where the curves still climb at their right end,
/// more nodes would still settle deals; where they are flat, the open
/// deals need another kind of search or proof. Rows combined from several
/// runs of a deal (`stats --combine`) carry the nodes of all its runs, so
/// a deal counts at the effort every run of it spent together. Only the
/// exact solver's rows are drawn, as in [`solve_times_svg`].
pub fn effort_svg(rows: &[Row]) -> Result<String, Error> {
    small_multiples(
        rows,
        &Multiples {
            title: "Effort: share of each variant's deals proven won (green) and lost (red) within n nodes",
            axis: Axis::Nodes,
            curves: &[
                Curve {
                    verdicts: &[Verdict::Won],
                    colour: COLOURS[2],
                },
                Curve {
                    verdicts: &[Verdict::Lost],
                    colour: COLOURS[3],
                },
            ],
            counts: |s| {
                format!(
                    "{} won, {} lost of {} deals",
                    thousands(s.won),
                    thousands(s.lost),
                    thousands(s.deals)
                )
            },
            reading: "Each panel: the exact solver's deals of one variant; n, the search nodes of every run \
                      of a deal summed, on the same log scale in every panel. The rest were unresolved.",
            not_drawn: "its nodes are spent playing a game, not settling the deal",
        },
    )
}

fn small_multiples(rows: &[Row], picture: &Multiples) -> Result<String, Error> {
    let summaries = summarise(rows);
    if summaries.is_empty() {
        return Err("no result rows to plot".into());
    }
    let (solver, players): (Vec<Summary>, Vec<Summary>) =
        summaries.into_iter().partition(|s| s.player == EXACT);
    let exact: Vec<&Row> = rows.iter().filter(|r| r.player == EXACT).collect();
    let x = |r: &Row| picture.axis.of(r);
    let min = exact.iter().map(|r| x(r)).fold(f64::INFINITY, f64::min);
    let max = exact.iter().map(|r| x(r)).fold(1.0, f64::max);
    let lo = 10f64.powf(min.log10().floor());
    let hi = 10f64.powf(max.log10().ceil()).max(lo * 10.0);
    let notes = panel_notes(picture, &solver, &players);
    let across = solver.len().clamp(1, PANELS_ACROSS);
    let down = solver.len().div_ceil(across) as u32;
    let grid_px = down * PANEL.1;
    let size = (
        (across as u32 * PANEL.0 + 24).max(900),
        60 + grid_px + NOTE_PX * notes.len() as u32 + 16,
    );
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        let root = root
            .margin(12, 4, 12, 12)
            .titled(picture.title, (FONT, TITLE_SIZE))
            .map_err(draw_error)?;
        let (grid, foot) = root.split_vertically(grid_px);
        let panels = match down {
            0 => Vec::new(),
            _ => grid.split_evenly((down as usize, across)),
        };
        for (panel, s) in panels.iter().zip(&solver) {
            let curves: Vec<(Vec<f64>, RGBColor)> = (picture.curves.iter())
                .map(|curve| {
                    let mut xs: Vec<f64> = (exact.iter())
                        .filter(|r| r.variant == s.variant && curve.verdicts.contains(&r.verdict))
                        .map(|r| x(r))
                        .collect();
                    xs.sort_by(f64::total_cmp);
                    (xs, curve.colour)
                })
                .collect();
            draw_panel(panel, picture, s, &curves, (lo, hi))?;
        }
        let note_style = (FONT, SMALL_SIZE).into_font().color(&BLACK);
        for (i, note) in notes.iter().enumerate() {
            foot.draw_text(note, &note_style, (4, 8 + NOTE_PX as i32 * i as i32))
                .map_err(draw_error)?;
        }
        root.present().map_err(draw_error)?;
    }
    Ok(svg)
}

/// The lines under the panels: how to read them, and which rows are not
/// drawn.
fn panel_notes(picture: &Multiples, solver: &[Summary], players: &[Summary]) -> Vec<String> {
    let mut notes = Vec::new();
    if solver.is_empty() {
        notes.push("No rows of the exact solver: nothing to draw.".to_string());
    } else {
        notes.push(picture.reading.to_string());
    }
    let mut names: Vec<&str> = players.iter().map(|s| s.player.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    for name in names {
        let deals: u64 = (players.iter())
            .filter(|s| s.player == name)
            .map(|s| s.deals)
            .sum();
        notes.push(format!(
            "Not drawn: the no-peek player {name} ({} deals): {}.",
            thousands(deals),
            picture.not_drawn
        ));
    }
    notes
}

/// `n` with a comma between thousands: panels of a million deals read at a
/// glance.
pub(crate) fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// One variant's panel: its name and counts above, then each curve as a
/// step function over its sorted values `xs`: the share of the variant's
/// deals at or below x.
fn draw_panel(
    panel: &DrawingArea<SVGBackend, Shift>,
    picture: &Multiples,
    s: &Summary,
    curves: &[(Vec<f64>, RGBColor)],
    (lo, hi): (f64, f64),
) -> Result<(), Error> {
    let (head, body) = panel.split_vertically(HEADER_PX);
    head.draw_text(
        &s.name(),
        &(FONT, LABEL_SIZE).into_font().color(&BLACK),
        (48, 4),
    )
    .map_err(draw_error)?;
    head.draw_text(
        &(picture.counts)(s),
        &(FONT, SMALL_SIZE).into_font().color(&RGBColor(90, 90, 90)),
        (48, 22),
    )
    .map_err(draw_error)?;
    let mut chart = ChartBuilder::on(&body)
        .margin_right(18)
        .margin_bottom(10)
        .x_label_area_size(24)
        .y_label_area_size(48)
        .build_cartesian_2d((lo..hi).log_scale(), 0f64..100f64)
        .map_err(draw_error)?;
    chart
        .configure_mesh()
        .x_label_formatter(&|x| picture.axis.label(*x))
        .y_label_formatter(&|y| format!("{y:.0}%"))
        .y_labels(6)
        .label_style((FONT, SMALL_SIZE))
        .y_max_light_lines(1)
        .light_line_style(RGBColor(242, 242, 242))
        .draw()
        .map_err(draw_error)?;
    let share = |k: usize| 100.0 * k as f64 / s.deals as f64;
    for (xs, colour) in curves {
        // A step function: up at a value by the deals at it. Deals within
        // 4% of each other's value (under a pixel at this width) share one
        // step, drawn at the largest of them, so a curve never shows a
        // deal settled sooner than it was: a 10,000-deal run makes a few
        // hundred steps, not thousands.
        let mut points = vec![(lo, 0.0)];
        let mut k = 0;
        while k < xs.len() {
            let next = k + xs[k..].partition_point(|&y| y <= xs[k] * 1.04);
            let x = xs[next - 1];
            points.push((x, share(k)));
            points.push((x, share(next)));
            k = next;
        }
        points.push((hi, share(xs.len())));
        chart
            .draw_series(LineSeries::new(points, colour.stroke_width(2)))
            .map_err(draw_error)?;
    }
    Ok(())
}

/// Draws the three pictures of `rows` into `dir` (which must exist) and
/// returns their paths.
pub fn write(rows: &[Row], dir: &Path) -> Result<Vec<PathBuf>, Error> {
    let pictures = [
        (WIN_RATES, win_rates_svg(rows)?),
        (SOLVE_TIMES, solve_times_svg(rows)?),
        (EFFORT, effort_svg(rows)?),
    ];
    let mut paths = Vec::new();
    for (name, svg) in pictures {
        let path = dir.join(name);
        std::fs::write(&path, svg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        paths.push(path);
    }
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Verdict::{Lost, Unresolved, Won};

    fn row(variant: &str, seed: u64, verdict: Verdict, millis: u64) -> Row {
        Row {
            variant: variant.into(),
            seed: seed.to_string(),
            verdict,
            moves: (verdict == Won).then_some(30),
            nodes: 100,
            millis,
            limit: if verdict == Unresolved {
                "nodes".into()
            } else {
                String::new()
            },
            states: 90,
            table_kib: 7,
            rules: format!("rules-{variant}"),
            search: "s".into(),
            player: "exact".into(),
            proof: String::new(),
        }
    }

    /// `giant`: 8 won, 2 lost (80%). `nomad`: 2 won, 6 lost, 2 unresolved
    /// (25% among resolved).
    fn rows() -> Vec<Row> {
        let mut rows = Vec::new();
        for s in 0..10 {
            let v = if s < 8 { Won } else { Lost };
            rows.push(row("giant", s, v, 1 + 7 * s));
        }
        for s in 0..10 {
            let v = match s {
                0..2 => Won,
                2..8 => Lost,
                _ => Unresolved,
            };
            rows.push(row("nomad", s, v, 40 * s * s));
        }
        rows
    }

    /// The value of attribute `name` in one SVG tag.
    fn attr(tag: &str, name: &str) -> f64 {
        let key = format!(" {name}=\"");
        let start = tag.find(&key).unwrap_or_else(|| panic!("{name} in {tag}")) + key.len();
        let len = tag[start..].find('"').unwrap();
        tag[start..start + len].parse().unwrap()
    }

    /// Every `<tag ...>` of the SVG, with the text it encloses (if any).
    fn tags<'a>(svg: &'a str, tag: &str) -> Vec<(&'a str, &'a str)> {
        let open = format!("<{tag} ");
        svg.match_indices(&open)
            .map(|(i, _)| {
                let rest = &svg[i..];
                let end = rest.find('>').unwrap();
                let body = &rest[end + 1..];
                let text = body.find('<').map_or("", |j| body[..j].trim());
                (&rest[..end], text)
            })
            .collect()
    }

    fn looks_like_svg(svg: &str) {
        assert!(
            svg.starts_with("<svg") || svg.starts_with("<?xml"),
            "{}",
            &svg[..40]
        );
        assert!(svg.trim_end().ends_with("</svg>"));
    }

    #[test]
    fn win_rates_put_each_variant_where_its_numbers_say() {
        let dir = crate::scratch::ScratchDir::new("plot-win");
        let d = dir.path();
        let written = write(&rows(), d).unwrap();
        let names = [WIN_RATES, SOLVE_TIMES, EFFORT].map(|n| d.join(n));
        assert_eq!(written, names);
        let svg = std::fs::read_to_string(&names[0]).unwrap();
        looks_like_svg(&svg);
        let texts = tags(&svg, "text");
        let label_y = |needle: &str| {
            let hits: Vec<f64> = texts
                .iter()
                .filter(|(_, text)| *text == needle)
                .map(|(tag, _)| attr(tag, "y"))
                .collect();
            assert_eq!(hits.len(), 1, "{needle}: {hits:?}");
            hits[0]
        };
        let giant_y = label_y("giant  n=10");
        let nomad_y = label_y("nomad  n=10, 2 unresolved");
        assert!(giant_y < nomad_y, "the first variant is on top");
        // The x axis: where 0% and 100% are.
        let tick_x = |needle: &str| {
            texts
                .iter()
                .find(|(_, text)| *text == needle)
                .map(|(tag, _)| attr(tag, "x"))
                .unwrap_or_else(|| panic!("tick {needle}"))
        };
        let (x0, x100) = (tick_x("0"), tick_x("100"));
        let at = |percent: f64| x0 + (x100 - x0) * percent / 100.0;
        // One dot per variant, in its row: giant's filled at its win rate
        // (80%), nomad's hollow (a white disc and a ring) at its proven
        // share, 2 won of 10 deals (20%), not at 2 of 8 resolved.
        let dots = tags(&svg, "circle");
        assert_eq!(dots.len(), 3);
        assert!(!dots[0].0.contains("fill=\"#FFFFFF\""), "{}", dots[0].0);
        assert!(dots[1].0.contains("fill=\"#FFFFFF\""), "{}", dots[1].0);
        let expected = [(giant_y, 80.0), (nomad_y, 20.0), (nomad_y, 20.0)];
        for ((tag, _), (y, rate)) in dots.iter().zip(expected) {
            assert!((attr(tag, "cy") - y).abs() <= 1.0, "{tag} vs row {y}");
            assert!(
                (attr(tag, "cx") - at(rate)).abs() <= 1.0,
                "{tag} vs {rate}%"
            );
        }
        // One interval per variant: a bar and two caps; the bar spans
        // low..high from stats::summarise.
        let s = summarise(&rows());
        let bars: Vec<(f64, f64, f64)> = tags(&svg, "polyline")
            .iter()
            .filter(|(tag, _)| tag.contains("stroke-width=\"3\""))
            .map(|(tag, _)| {
                let pts = tag.split("points=\"").nth(1).unwrap();
                let nums: Vec<f64> = pts
                    .split(['"', ' ', ','])
                    .filter_map(|v| v.parse().ok())
                    .collect();
                (nums[0], nums[2], nums[1])
            })
            .filter(|(a, b, _)| a != b)
            .collect();
        assert_eq!(bars.len(), 2, "{bars:?}");
        for ((x_lo, x_hi, y), (s, row_y)) in bars.iter().zip(s.iter().zip([giant_y, nomad_y])) {
            assert!((y - row_y).abs() <= 1.0);
            assert!((x_lo - at(100.0 * s.low)).abs() <= 1.0, "{x_lo} {}", s.low);
            assert!(
                (x_hi - at(100.0 * s.high)).abs() <= 1.0,
                "{x_hi} {}",
                s.high
            );
        }
        let by_dot = |needle: &str| texts.iter().any(|(_, t)| t.starts_with(needle));
        assert!(
            by_dot("80.0%  [") && by_dot("≥ 20.0%  ["),
            "values by the dots"
        );
    }

    #[test]
    fn win_rates_group_each_variant_with_its_players_exact_first() {
        let mut rows = rows();
        for r in rows.iter_mut().filter(|r| r.variant == "giant").take(10) {
            r.player = "greedy r2".into();
            r.verdict = if r.seed == "0" { Won } else { Lost };
        }
        for s in 0..10 {
            rows.push(row("giant", s, Won, 5));
        }
        // File order: giant's greedy rows, nomad (exact), giant (exact).
        let svg = win_rates_svg(&rows).unwrap();
        let texts = tags(&svg, "text");
        let y_of = |needle: &str| {
            texts
                .iter()
                .find(|(_, text)| *text == needle)
                .map(|(tag, _)| attr(tag, "y"))
                .unwrap_or_else(|| panic!("{needle}"))
        };
        let exact = y_of("giant  n=10");
        let greedy = y_of("giant [greedy r2]  n=10");
        let nomad = y_of("nomad  n=10, 2 unresolved");
        assert!(exact < greedy && greedy < nomad, "{exact} {greedy} {nomad}");
        // The exact rows share a colour, the player has another.
        let stroke = |y: f64| {
            tags(&svg, "polyline")
                .iter()
                .map(|(tag, _)| *tag)
                .find(|tag| tag.contains("stroke-width=\"3\"") && tag.contains(&format!(",{y} ")))
                .map(|tag| tag.split("stroke=\"").nth(1).unwrap()[..7].to_string())
                .unwrap_or_else(|| panic!("a bar at {y}"))
        };
        assert_eq!(stroke(exact), stroke(nomad));
        assert_ne!(stroke(exact), stroke(greedy));
    }

    /// The curves of a solve-time picture: each one's points.
    fn curves(svg: &str) -> Vec<Vec<(f64, f64)>> {
        tags(svg, "polyline")
            .iter()
            .filter(|(tag, _)| tag.contains("stroke-width=\"2\""))
            .map(|(tag, _)| {
                let points = tag.split("points=\"").nth(1).unwrap();
                let points = points.split('"').next().unwrap().split_whitespace();
                points
                    .map(|p| {
                        let (x, y) = p.split_once(',').unwrap();
                        (x.parse().unwrap(), y.parse().unwrap())
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn solve_times_draw_one_panel_per_variant_and_no_player() {
        let mut rows = rows();
        for s in 0..10 {
            let mut r = row("giant", s, Won, 777);
            r.player = "greedy r2".into();
            rows.push(r);
        }
        let svg = solve_times_svg(&rows).unwrap();
        looks_like_svg(&svg);
        let texts = tags(&svg, "text");
        let headers: Vec<(f64, f64)> = ["giant", "nomad"]
            .iter()
            .map(|name| {
                let hits: Vec<_> = texts.iter().filter(|(_, t)| t == name).collect();
                assert_eq!(hits.len(), 1, "one panel named {name}: {texts:?}");
                (attr(hits[0].0, "x"), attr(hits[0].0, "y"))
            })
            .collect();
        let text = |t: &str| texts.iter().any(|(_, x)| *x == t);
        assert!(text("10 of 10 deals resolved (100.0%)"));
        assert!(text("8 of 10 deals resolved (80.0%)"));
        // Times run from 1 ms to 3240 ms: the axes span 1 ms .. 10 s.
        assert!(text("1 ms") && text("10 s"), "{texts:?}");
        // One curve per panel, each under its header and left of the next
        // panel; a step function of two points per distinct solve time of
        // a resolved deal (here every time differs) plus its two ends. The
        // player's rows (all at 777 ms) make no curve of their own.
        let curves = curves(&svg);
        let sizes: Vec<usize> = curves.iter().map(Vec::len).collect();
        assert_eq!(sizes, vec![2 * 10 + 2, 2 * 8 + 2]);
        let span = |c: &[(f64, f64)]| {
            let xs = c.iter().map(|p| p.0);
            (
                xs.clone().fold(f64::INFINITY, f64::min),
                xs.fold(0.0, f64::max),
            )
        };
        let (a, b) = (span(&curves[0]), span(&curves[1]));
        assert!(a.1 < b.0, "the panels side by side: {a:?} {b:?}");
        assert!(headers[0].0 <= a.0 && headers[1].0 <= b.0 && a.1 < headers[1].0);
        assert!(curves.iter().flatten().all(|p| p.1 > headers[0].1));
        let note = texts.iter().find(|(_, t)| t.starts_with("Not drawn"));
        assert!(
            note.is_some_and(|(_, t)| t.contains("greedy r2 (10 deals)")),
            "{texts:?}"
        );
    }

    #[test]
    fn solve_times_of_seventeen_variants_make_a_grid_of_seventeen_panels() {
        let rows: Vec<Row> = (0..17)
            .flat_map(|v| (0..5).map(move |s| row(&format!("v{v:02}"), s, Won, 1 + v * s)))
            .collect();
        let svg = solve_times_svg(&rows).unwrap();
        let texts = tags(&svg, "text");
        let headers: Vec<(f64, f64)> = (texts.iter())
            .filter(|(_, t)| t.len() == 3 && t.starts_with('v'))
            .map(|(tag, _)| (attr(tag, "x"), attr(tag, "y")))
            .collect();
        assert_eq!(headers.len(), 17);
        assert_eq!(curves(&svg).len(), 17);
        let distinct = |mut v: Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v.dedup();
            v.len()
        };
        assert_eq!(distinct(headers.iter().map(|h| h.0).collect()), 4, "across");
        assert_eq!(distinct(headers.iter().map(|h| h.1).collect()), 5, "down");
        assert!(
            !texts.iter().any(|(_, t)| t.starts_with("Not drawn")),
            "no player, no note"
        );
    }

    /// Regression: a step per deal made the million-deal picture 12.9 MB;
    /// deals solved in the same millisecond, or within 4% of each other's
    /// time, share one step, drawn at the latest of them.
    #[test]
    fn solve_times_take_one_step_per_distinct_time() {
        let time = |s: u64| match s {
            0..1500 => 5,
            1500..1900 => 9,
            1900..1950 => 100,
            _ => 103,
        };
        let rows: Vec<Row> = (0..2000).map(|s| row("giant", s, Won, time(s))).collect();
        let svg = solve_times_svg(&rows).unwrap();
        let curves = curves(&svg);
        assert_eq!(curves.len(), 1);
        assert_eq!(curves[0].len(), 2 * 3 + 2);
        let texts = tags(&svg, "text");
        let tick_x = |needle: &str| {
            (texts.iter())
                .find(|(_, text)| *text == needle)
                .map(|(tag, _)| attr(tag, "x"))
                .unwrap_or_else(|| panic!("tick {needle}"))
        };
        // Ticks are centred on their value; the last step is at 103 ms.
        let (x1, x1000) = (tick_x("1 ms"), tick_x("1 s"));
        let at = |ms: f64| x1 + (x1000 - x1) * ms.log10() / 3.0;
        let last = curves[0][curves[0].len() - 2];
        assert!(
            (last.0 - at(103.0)).abs() <= 2.0,
            "{last:?} vs {}",
            at(103.0)
        );
        assert!(svg.len() < 20_000, "{} bytes", svg.len());
    }

    /// The effort picture: per panel a won curve and a lost curve, each
    /// rising by its verdict's deals at their node counts, on one node axis.
    #[test]
    fn effort_draws_won_and_lost_apart_against_nodes() {
        let mut rows = Vec::new();
        for s in 0..10u64 {
            // giant: won at 10, 100, ..., lost at 5,000 and 7,000,000.
            let verdict = match s {
                0..6 => Won,
                6 | 7 => Lost,
                _ => Unresolved,
            };
            let mut r = row("giant", s, verdict, 1);
            r.nodes = match s {
                0..6 => 10u64.pow(s as u32 + 1),
                6 => 5_000,
                7 => 7_000_000,
                _ => 20_000_000,
            };
            rows.push(r);
        }
        let svg = effort_svg(&rows).unwrap();
        looks_like_svg(&svg);
        let texts = tags(&svg, "text");
        let text = |t: &str| texts.iter().any(|(_, x)| *x == t);
        assert!(text("6 won, 2 lost of 10 deals"), "{texts:?}");
        // Nodes from 10 to 20M: the axis spans 10 .. 100M.
        assert!(
            text("10") && text("1k") && text("1M") && text("100M"),
            "{texts:?}"
        );
        let curves = curves(&svg);
        assert_eq!(curves.len(), 2, "won and lost");
        let sizes: Vec<usize> = curves.iter().map(Vec::len).collect();
        assert_eq!(sizes, vec![2 * 6 + 2, 2 * 2 + 2]);
        // Heights in pixels grow downwards: the won curve ends at 60% of
        // the deals, three times as high above the axis as the lost one's
        // 20%.
        let base = curves[0][0].1;
        let rise = |c: &[(f64, f64)]| base - c.last().unwrap().1;
        let ratio = rise(&curves[0]) / rise(&curves[1]);
        assert!((ratio - 3.0).abs() < 0.05, "{ratio}");
        let stroke = |c: usize| {
            let tag = tags(&svg, "polyline")
                .into_iter()
                .filter(|(t, _)| t.contains("stroke-width=\"2\""))
                .nth(c)
                .unwrap()
                .0;
            tag.split("stroke=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .to_string()
        };
        assert_ne!(stroke(0), stroke(1), "won and lost in two colours");
    }

    #[test]
    fn nothing_to_plot_and_unwritable_files_are_errors() {
        assert!(
            win_rates_svg(&[])
                .unwrap_err()
                .to_string()
                .contains("no result rows")
        );
        let dir = crate::scratch::ScratchDir::new("plot-bad");
        let d = dir.path();
        let err = write(&rows(), &d.join("no-such-dir"))
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("cannot write") && !err.contains('\n'),
            "{err}"
        );
    }
}
