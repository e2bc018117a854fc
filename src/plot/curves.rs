//! A training run's curves: the loss at each step and the held-out scores, as an SVG document.

use plotters::prelude::*;

use super::plot_error;
use crate::error::Result;
use crate::words::say;

/// Points of a training run: the loss at each step, and held-out scores at some steps.
#[derive(Clone, Debug, Default)]
pub struct Curves {
    /// (step, training loss)
    pub loss: Vec<(u32, f32)>,
    /// (step, exact match, token accuracy), fractions in [0, 1]
    pub eval: Vec<(u32, f64, f64)>,
}

/// The training loss (top) and held-out accuracy (bottom) as an SVG document.
pub fn training_svg(curves: &Curves, title: &str) -> Result<String> {
    let mut svg = String::new();
    draw_training(curves, title, &mut svg)?;
    Ok(svg)
}

fn draw_training(curves: &Curves, title: &str, svg: &mut String) -> Result<()> {
    let root = SVGBackend::with_string(svg, (800, 600)).into_drawing_area();
    root.fill(&WHITE).map_err(plot_error)?;
    let (top, bottom) = root.split_vertically(300);
    let last_step = curves.loss.last().map_or(1, |p| p.0).max(1);
    let max_loss = curves
        .loss
        .iter()
        .map(|p| p.1)
        .filter(|v| v.is_finite())
        .fold(0f32, f32::max)
        .max(1e-3);

    let mut chart = ChartBuilder::on(&top)
        .caption(
            format!("{title}: {}", say("train-series-loss")),
            ("sans-serif", 18),
        )
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(50)
        .build_cartesian_2d(0u32..last_step, 0f32..max_loss * 1.05)
        .map_err(plot_error)?;
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc(say("train-chart-loss"))
        .draw()
        .map_err(plot_error)?;
    chart
        .draw_series(LineSeries::new(curves.loss.iter().copied(), &BLUE))
        .map_err(plot_error)?;

    let mut chart = ChartBuilder::on(&bottom)
        .caption(say("train-chart-accuracy"), ("sans-serif", 18))
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(50)
        .build_cartesian_2d(0u32..last_step, 0f64..1.0)
        .map_err(plot_error)?;
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc("fraction")
        .draw()
        .map_err(plot_error)?;
    chart
        .draw_series(LineSeries::new(
            curves.eval.iter().map(|e| (e.0, e.1)),
            &RED,
        ))
        .map_err(plot_error)?
        .label(say("train-series-exact"))
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], RED));
    chart
        .draw_series(LineSeries::new(
            curves.eval.iter().map(|e| (e.0, e.2)),
            &GREEN,
        ))
        .map_err(plot_error)?
        .label(say("train-series-accuracy"))
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], GREEN));
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE.mix(0.8))
        .position(SeriesLabelPosition::LowerRight)
        .draw()
        .map_err(plot_error)?;
    root.present().map_err(plot_error)?;
    Ok(())
}
