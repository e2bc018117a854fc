//! Table 3 drawn as its reader would: BLEU against parameters, each row a point named by its
//! row, here (with the seeds' spread as a bar) beside the paper's.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::table3::Table;
use crate::error::{Error, Result};

fn plot_error(e: impl std::fmt::Display) -> Error {
    Error::Input(format!("drawing the chart: {e}"))
}

/// One panel's points: (row id, parameters in millions, BLEU, BLEU's spread).
type Points = Vec<(String, f64, f64, f64)>;

/// The table as an SVG document: this run's rows on the left, the paper's on the right.
pub fn svg(table: &Table) -> Result<String> {
    let here: Points = table
        .rows
        .iter()
        .map(|r| (r.id.clone(), r.params as f64 / 1e6, r.bleu, r.bleu_sd))
        .collect();
    let paper: Points = table
        .rows
        .iter()
        .map(|r| (r.id.clone(), r.paper.params_m, r.paper.bleu, 0.0))
        .collect();
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1000, 460)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_error)?;
        let (left, right) = root.split_horizontally(500);
        let title = format!(
            "{}: held-out BLEU, {} seed(s), base {} steps",
            table.task, table.seeds, table.steps
        );
        panel(&left, &title, &here)?;
        panel(&right, "the paper: newstest2013 BLEU", &paper)?;
        root.present().map_err(plot_error)?;
    }
    Ok(svg)
}

/// BLEU (mean, with a bar of ± the spread) against parameters (millions, a log scale).
fn panel(
    area: &DrawingArea<SVGBackend, plotters::coord::Shift>,
    title: &str,
    points: &Points,
) -> Result<()> {
    let finite = points.iter().filter(|p| p.1.is_finite() && p.1 > 0.0);
    let (lo_x, hi_x) = finite.clone().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p.1), hi.max(p.1))
    });
    let (lo_y, hi_y) = finite.clone().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p.2 - p.3), hi.max(p.2 + p.3))
    });
    if lo_x > hi_x {
        return Err(Error::Input("the table has no row to draw".into()));
    }
    let pad_y = ((hi_y - lo_y) * 0.1).max(0.5);
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(48)
        .build_cartesian_2d(
            (lo_x / 1.3..hi_x * 1.3).log_scale(),
            (lo_y - pad_y)..(hi_y + pad_y),
        )
        .map_err(plot_error)?;
    chart
        .configure_mesh()
        .light_line_style(WHITE)
        .x_labels(12)
        .x_label_formatter(&|v| {
            let digits = if *v < 1.0 { 2 } else { 0 };
            format!("{v:.digits$}")
        })
        .x_desc("parameters (millions)")
        .y_desc("BLEU")
        .draw()
        .map_err(plot_error)?;
    let colour = |id: &str| match id {
        "base" => BLACK,
        "big" => RED,
        _ => BLUE,
    };
    chart
        .draw_series(finite.clone().filter(|p| p.3 > 0.0).map(|p| {
            PathElement::new(
                vec![(p.1, p.2 - p.3), (p.1, p.2 + p.3)],
                colour(&p.0).mix(0.5),
            )
        }))
        .map_err(plot_error)?;
    chart
        .draw_series(
            finite
                .clone()
                .map(|p| Circle::new((p.1, p.2), 4, colour(&p.0).filled())),
        )
        .map_err(plot_error)?;
    let style =
        TextStyle::from(("sans-serif", 11).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
    // Each row's name a few pixels above and right of its point.
    chart
        .draw_series(
            finite.map(|p| {
                EmptyElement::at((p.1, p.2)) + Text::new(p.0.clone(), (6, -9), style.clone())
            }),
        )
        .map_err(plot_error)?;
    Ok(())
}
