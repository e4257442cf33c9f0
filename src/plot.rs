//! SVG pictures of result files: win rates with their 95% intervals, and
//! the distribution of solve times. Text is written as SVG `<text>`
//! elements (plotters' built-in font estimate lays them out), so drawing
//! needs no font files; the viewer picks a sans-serif font.

use std::path::Path;

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

const FONT: &str = "sans-serif";
/// Font sizes as plotters takes them (the SVG gets `size / 1.24` px).
const TITLE_SIZE: f64 = 24.0;
const LABEL_SIZE: f64 = 17.0;
const SMALL_SIZE: f64 = 15.0;
/// Room right of the win-rate plot for the numbers.
const VALUES_PX: u32 = 200;
/// Rough width of one label character in pixels, for sizing label areas.
const CHAR_PX: u32 = 8;

/// Colours of the solve-time lines (Tableau 10), cycled.
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

/// The solve-time picture: per variant, the share of its deals resolved
/// (won or lost) within time t, against t on a log scale. Unresolved deals
/// never count as resolved, so a line ends at the variant's resolved share.
/// Times below 1 ms are drawn at 1 ms.
pub fn solve_times_svg(rows: &[Row]) -> Result<String, Error> {
    let summaries = summarise(rows);
    if summaries.is_empty() {
        return Err("no result rows to plot".into());
    }
    let t = |r: &Row| r.millis.max(1) as f64;
    let min = rows.iter().map(t).fold(f64::INFINITY, f64::min);
    let max = rows.iter().map(t).fold(1.0, f64::max);
    let lo = 10f64.powf(min.log10().floor());
    let hi = 10f64.powf(max.log10().ceil()).max(lo * 10.0);
    let legend: Vec<String> = summaries
        .iter()
        .map(|s| format!("{} ({} of {} resolved)", s.name(), s.won + s.lost, s.deals))
        .collect();
    let legend_px = legend.iter().map(|l| l.len() as u32).max().unwrap_or(0) * CHAR_PX;
    let height = 560 + 22 * (summaries.len() as u32).saturating_sub(8);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (legend_px.max(500) + 480, height))
            .into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                "Solve times: share of deals resolved within t",
                (FONT, TITLE_SIZE),
            )
            .margin(16)
            .margin_right(36)
            .x_label_area_size(56)
            .y_label_area_size(70)
            .build_cartesian_2d((lo..hi).log_scale(), 0f64..100f64)
            .map_err(draw_error)?;
        chart
            .configure_mesh()
            .x_label_formatter(&|x| time_label(*x))
            .y_label_formatter(&|y| format!("{y:.0}%"))
            .y_labels(11)
            .x_desc("solve time t (log scale)")
            .y_desc("deals resolved within t (%)")
            .label_style((FONT, LABEL_SIZE))
            .axis_desc_style((FONT, LABEL_SIZE))
            .y_max_light_lines(1)
            .light_line_style(RGBColor(242, 242, 242))
            .draw()
            .map_err(draw_error)?;
        for (i, (s, name)) in summaries.iter().zip(&legend).enumerate() {
            let mut times: Vec<f64> = rows
                .iter()
                .filter(|r| {
                    r.variant == s.variant
                        && r.player == s.player
                        && r.verdict != Verdict::Unresolved
                })
                .map(t)
                .collect();
            times.sort_by(f64::total_cmp);
            let share = |k: usize| 100.0 * k as f64 / s.deals as f64;
            // A step function: up at each distinct solve time by the deals
            // solved in it (one step per time, not per deal: a million
            // deals in whole milliseconds make a few hundred steps).
            let mut points = vec![(lo, 0.0)];
            let mut k = 0;
            while k < times.len() {
                let x = times[k];
                let next = k + times[k..].partition_point(|&y| y <= x);
                points.push((x, share(k)));
                points.push((x, share(next)));
                k = next;
            }
            points.push((hi, share(times.len())));
            let colour = COLOURS[i % COLOURS.len()];
            chart
                .draw_series(LineSeries::new(points, colour.stroke_width(2)))
                .map_err(draw_error)?
                .label(name)
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 20, y)], colour.stroke_width(3))
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .label_font((FONT, SMALL_SIZE))
            .background_style(WHITE.mix(0.85))
            .border_style(RGBColor(160, 160, 160))
            .draw()
            .map_err(draw_error)?;
        root.present().map_err(draw_error)?;
    }
    Ok(svg)
}

/// Draws both pictures from `rows` into the given files.
pub fn write(rows: &[Row], win_rates: &Path, solve_times: &Path) -> Result<(), Error> {
    let pictures = [
        (win_rates, win_rates_svg(rows)?),
        (solve_times, solve_times_svg(rows)?),
    ];
    for (path, svg) in pictures {
        std::fs::write(path, svg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
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
        let (w, t) = (d.join(WIN_RATES), d.join(SOLVE_TIMES));
        write(&rows(), &w, &t).unwrap();
        let svg = std::fs::read_to_string(&w).unwrap();
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

    #[test]
    fn solve_times_draw_one_line_per_variant_with_a_legend() {
        let svg = solve_times_svg(&rows()).unwrap();
        looks_like_svg(&svg);
        let texts: Vec<&str> = tags(&svg, "text").iter().map(|(_, t)| *t).collect();
        assert!(texts.contains(&"giant (10 of 10 resolved)"), "{texts:?}");
        assert!(texts.contains(&"nomad (8 of 10 resolved)"), "{texts:?}");
        // Times run from 1 ms to 3240 ms: the axis spans 1 ms .. 10 s.
        assert!(
            texts.contains(&"1 ms") && texts.contains(&"10 s"),
            "{texts:?}"
        );
        // Each line is a step function: two points per distinct solve time
        // of a resolved deal (here every time differs) plus its two ends.
        let lines: Vec<usize> = tags(&svg, "polyline")
            .iter()
            .filter(|(tag, _)| tag.contains("stroke-width=\"2\""))
            .map(|(tag, _)| {
                tag.split("points=\"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap()
                    .split_whitespace()
                    .count()
            })
            .collect();
        assert_eq!(lines, vec![2 * 10 + 2, 2 * 8 + 2]);
    }

    /// Regression: a step per deal made the million-deal picture 12.9 MB;
    /// deals solved in the same millisecond share one step.
    #[test]
    fn solve_times_take_one_step_per_distinct_time() {
        let rows: Vec<Row> = (0..2000)
            .map(|s| row("giant", s, Won, if s < 1500 { 5 } else { 9 }))
            .collect();
        let svg = solve_times_svg(&rows).unwrap();
        let points: Vec<usize> = tags(&svg, "polyline")
            .iter()
            .filter(|(tag, _)| tag.contains("stroke-width=\"2\""))
            .map(|(tag, _)| {
                let points = tag.split("points=\"").nth(1).unwrap();
                points.split('"').next().unwrap().split_whitespace().count()
            })
            .collect();
        assert_eq!(points, vec![2 * 2 + 2]);
        assert!(svg.len() < 20_000, "{} bytes", svg.len());
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
        let missing = d.join("no-such-dir").join(WIN_RATES);
        let err = write(&rows(), &missing, &d.join(SOLVE_TIMES))
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("cannot write") && !err.contains('\n'),
            "{err}"
        );
    }
}
