//! The plots the command line draws with plotters as SVG text: the loss and accuracy curves
//! `attend train --plot` writes (`curves`), and the page's figures `attend plot` writes
//! (`figures`: an attention heatmap, the positional encoding, the head scan) with their numbers
//! inside, drawn from a run the command made. (The page draws its own charts,
//! www/page/chart.js, and exports them, www/page/figure.js.)

mod curves;
mod figures;

pub use curves::{training_svg, Curves};
pub use figures::{
    caption, embed, figure, heatmap_svg, Drawn, Figure, FigureKind, Request, FIGURE_FORMAT,
};

use crate::error::Error;

/// A drawing error of plotters as the crate's.
fn plot_error(e: impl std::fmt::Display) -> Error {
    Error::Input(format!("drawing the plot: {e}"))
}
