//! Plots drawn with plotters as SVG text: the loss and accuracy curves of a training run, and the
//! sinusoids of the positional encoding.

use plotters::prelude::*;

use crate::error::{Error, Result};
use crate::model::positional::positional_encoding;

/// Points of a training run: the loss at each step, and held-out scores at some steps.
#[derive(Clone, Debug, Default)]
pub struct Curves {
    /// (step, training loss)
    pub loss: Vec<(u32, f32)>,
    /// (step, exact match, token accuracy), fractions in [0, 1]
    pub eval: Vec<(u32, f64, f64)>,
}

fn plot_error(e: impl std::fmt::Display) -> Error {
    Error::Input(format!("drawing the plot: {e}"))
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
        .caption(format!("{title}: training loss"), ("sans-serif", 18))
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(50)
        .build_cartesian_2d(0u32..last_step, 0f32..max_loss * 1.05)
        .map_err(plot_error)?;
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc("loss")
        .draw()
        .map_err(plot_error)?;
    chart
        .draw_series(LineSeries::new(curves.loss.iter().copied(), &BLUE))
        .map_err(plot_error)?;

    let mut chart = ChartBuilder::on(&bottom)
        .caption("held-out accuracy", ("sans-serif", 18))
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
        .label("exact match")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], RED));
    chart
        .draw_series(LineSeries::new(
            curves.eval.iter().map(|e| (e.0, e.2)),
            &GREEN,
        ))
        .map_err(plot_error)?
        .label("token accuracy")
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

/// Series colours for the positional-encoding plot, one per chosen dimension.
const PALETTE: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(255, 127, 14),
    RGBColor(23, 190, 207),
];

/// The positional encoding PE(pos, i) of the chosen dimensions `dims` over positions `0..len`
/// for a model of width `d_model`, one curve per dimension (even: sine, odd: cosine), as an SVG
/// document of `size` pixels.
pub fn positional_svg(
    len: usize,
    d_model: usize,
    dims: &[u32],
    size: (u32, u32),
) -> Result<String> {
    if let Some(&bad) = dims.iter().find(|&&d| d as usize >= d_model) {
        return Err(Error::Input(format!(
            "dimension {bad} is outside the model's {d_model}"
        )));
    }
    let pe = positional_encoding(len.max(1), d_model);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&WHITE).map_err(plot_error)?;
        let last = (len.max(2) - 1) as f32;
        let mut chart = ChartBuilder::on(&root)
            .margin(8)
            .x_label_area_size(28)
            .y_label_area_size(36)
            .build_cartesian_2d(0f32..last, -1.1f32..1.1)
            .map_err(plot_error)?;
        chart
            .configure_mesh()
            .x_desc("position")
            .y_desc("PE")
            .draw()
            .map_err(plot_error)?;
        for (n, &d) in dims.iter().enumerate() {
            let colour = PALETTE[n % PALETTE.len()];
            // Sampled between positions too, so the curve shows its wavelength.
            let steps = 20 * len.max(2);
            let i = (d / 2) as f32;
            let rate = 1.0 / 10000f32.powf(2.0 * i / d_model as f32);
            let curve = (0..=steps).map(|s| {
                let pos = last * s as f32 / steps as f32;
                let v = if d % 2 == 0 {
                    (pos * rate).sin()
                } else {
                    (pos * rate).cos()
                };
                (pos, v)
            });
            chart
                .draw_series(LineSeries::new(curve, colour.stroke_width(2)))
                .map_err(plot_error)?
                .label(format!("dim {d}"))
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], colour));
            let points = (0..len).map(|p| (p as f32, pe[[p, d as usize]]));
            chart
                .draw_series(points.map(|p| Circle::new(p, 3, colour.filled())))
                .map_err(plot_error)?;
        }
        chart
            .configure_series_labels()
            .border_style(BLACK)
            .background_style(WHITE.mix(0.8))
            .position(SeriesLabelPosition::UpperRight)
            .draw()
            .map_err(plot_error)?;
        root.present().map_err(plot_error)?;
    }
    Ok(svg)
}
