//! `attend plot`: draw one of the page's figures as SVG (an attention heatmap, the positional
//! encoding or the head scan), its caption naming the model, input, layer, head and interventions.

use clap::Args;

use super::backend::{BackendChoice, Job};
use super::edits::EditArgs;
use super::input::{load_model, say_unseen};
use crate::backend::Backend;
use crate::error::{Error, Result};
use crate::model::Edits;

#[derive(Debug, Args)]
pub struct PlotArgs {
    #[arg(long)]
    pub weights: String,
    /// The input, as typed into the page.
    #[arg(long)]
    pub text: String,
    #[arg(long, value_enum, default_value_t)]
    pub figure: crate::plot::FigureKind,
    /// The layer of an attention figure (of the encoder for encoder-self, else of the decoder).
    #[arg(long, default_value_t = 0)]
    pub layer: usize,
    /// The head of an attention figure.
    #[arg(long, default_value_t = 0)]
    pub head: usize,
    /// Padding tokens after the source, as the page's padding control adds them.
    #[arg(long, default_value_t = 0)]
    pub pad: usize,
    #[command(flatten)]
    pub edits: EditArgs,
    /// Where to write the SVG (default: attend-MODEL-FIGURE[-LlayerHhead].svg, the name the
    /// page gives the same figure).
    #[arg(long)]
    pub out: Option<String>,
    #[arg(long, value_enum, default_value_t)]
    pub backend: BackendChoice,
}

impl Job for PlotArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        plot(b, self)
    }
}

/// `attend plot`: one of the page's figures as an SVG file, written atomically.
fn plot<B: Backend>(b: &B, a: &PlotArgs) -> Result<()> {
    use crate::plot::{figure, heatmap_svg, Request};
    if let Some(out) = &a.out {
        if !out.to_ascii_lowercase().ends_with(".svg") {
            return Err(Error::Input(format!(
                "--out {out}: attend plot writes SVG (a .svg file); the page exports PNG too"
            )));
        }
        crate::files::check_writable(out)?;
    }
    let (model, vocab) = load_model(b, &a.weights)?;
    let vocab = vocab.ok_or_else(|| {
        Error::Input(format!(
            "{} has no vocabulary; attend plot needs one to read --text",
            a.weights
        ))
    })?;
    say_unseen("--text", &vocab.src.read(&a.text)?.unseen);
    let edits = Edits::parse(&a.edits.list, &model.config)?;
    let name = std::path::Path::new(&a.weights)
        .file_stem()
        .map_or_else(|| a.weights.clone(), |s| s.to_string_lossy().into_owned());
    let req = Request {
        kind: a.figure,
        model: &name,
        text: &a.text,
        layer: a.layer,
        head: a.head,
        pad: a.pad,
    };
    let fig = figure(b, &model, &vocab, &req, &edits)?;
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| match (fig.layer, fig.head) {
            (Some(l), Some(h)) => format!("attend-{name}-{}-L{l}H{h}.svg", fig.figure),
            _ => format!("attend-{name}-{}.svg", fig.figure),
        });
    crate::files::write_atomic(&out, heatmap_svg(&fig)?.as_bytes())?;
    eprintln!("wrote {out}: {}", fig.caption);
    Ok(())
}
