//! `attend plot`: draw one of the page's figures as SVG (an attention heatmap, the positional
//! encoding or the head scan), its caption naming the model, input, layer, head and interventions.

use clap::Args;

use super::backend::{BackendChoice, Job};
use super::edits::EditArgs;
use super::input::{load_model, read_typed};
use crate::backend::Backend;
use crate::error::{Error, Result};
use crate::model::{Batch, Edits, Pass};
use crate::words::{say, say_with};

#[derive(Debug, Args)]
pub struct PlotArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, help = say("cli-help-plot--text"))]
    pub text: String,
    #[arg(long, value_enum, default_value_t, help = say("cli-help-plot--figure"))]
    pub figure: crate::plot::FigureKind,
    #[arg(long, default_value_t = 0, help = say("cli-help-plot--layer"))]
    pub layer: usize,
    #[arg(long, default_value_t = 0, help = say("cli-help-plot--head"))]
    pub head: usize,
    #[arg(long, default_value_t = 0, help = say("cli-help-plot--pad"))]
    pub pad: usize,
    #[command(flatten)]
    pub edits: EditArgs,
    #[arg(long, help = say("cli-help-plot--out"))]
    pub out: Option<String>,
    #[arg(long, value_enum, default_value_t, help = say("cli-help--backend"))]
    pub backend: BackendChoice,
}

impl Job for PlotArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        plot(b, self)
    }
}

/// `attend plot`: one of the page's figures as an SVG file, written atomically.
fn plot<B: Backend>(b: &B, a: &PlotArgs) -> Result<()> {
    use crate::plot::{figure, heatmap_svg, Drawn, FigureKind, Request};
    if let Some(out) = &a.out {
        if !out.to_ascii_lowercase().ends_with(".svg") {
            return Err(Error::Input(say_with(
                "cli-plot-svg",
                &[("file", out.as_str().into())],
            )));
        }
        crate::files::check_writable(out)?;
    }
    let (model, vocab) = load_model(b, &a.weights)?;
    let vocab = vocab.ok_or_else(|| {
        Error::Input(say_with(
            "cli-no-vocabulary-plot",
            &[("file", a.weights.as_str().into())],
        ))
    })?;
    let c = &model.config;
    let mut src = read_typed(&vocab.src, "--text", &a.text)?;
    if src.is_empty() {
        return Err(Error::Input(say_with("cli-plot-empty", &[])));
    }
    if src.len() > c.max_len {
        return Err(Error::TooLong {
            what: "the input".into(),
            tokens: src.len(),
            max: c.max_len,
        });
    }
    let room = c.max_len - src.len();
    src.extend(std::iter::repeat_n(c.pad_id, a.pad.min(room)));
    let edits = Edits::parse(&a.edits.list, c)?;
    let edit_list: Vec<String> = edits.list().iter().map(ToString::to_string).collect();
    let name = std::path::Path::new(&a.weights)
        .file_stem()
        .map_or_else(|| a.weights.clone(), |s| s.to_string_lossy().into_owned());
    let req = Request {
        kind: a.figure,
        model: &name,
        text: &a.text,
        layer: a.layer,
        head: a.head,
    };
    // The run the page makes for its input: the head scan, or greedy decoding with the edits
    // and one traced pass over the source and the output shifted right.
    let fig = if a.figure == FigureKind::Scan {
        if !edits.is_empty() {
            return Err(Error::Input(say_with("cli-plot-scan-edit", &[])));
        }
        let scan = crate::decode::ready(crate::scan::scan_heads(&model, b, &src, usize::MAX))?;
        let paths = crate::scan::attention_paths(&model);
        let drawn = Drawn::Scan {
            paths: &paths,
            scan: &scan,
        };
        figure(&req, c, &vocab, edit_list, drawn)?
    } else {
        let mut greedy = crate::decode::Greedy::new(c, usize::MAX)?;
        crate::decode::run_search(&model, b, &src, &mut greedy, &edits)?;
        let out = greedy.finish().0.tokens;
        let tgt = [&[c.bos_id], &out[..out.len().saturating_sub(1)]].concat();
        let mut pass = Pass::traced(b).with_edits(&edits);
        model.forward(&mut pass, &Batch::single(&src)?, &Batch::single(&tgt)?)?;
        let trace = pass.into_trace()?;
        let drawn = Drawn::Trace {
            trace: &trace,
            names: &model.names,
            src: &src,
            tgt: &tgt,
        };
        figure(&req, c, &vocab, edit_list, drawn)?
    };
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| match (fig.layer, fig.head) {
            (Some(l), Some(h)) => format!("attend-{name}-{}-L{l}H{h}.svg", fig.figure),
            _ => format!("attend-{name}-{}.svg", fig.figure),
        });
    crate::files::write_atomic(&out, heatmap_svg(&fig)?.as_bytes())?;
    let wrote = say_with(
        "cli-wrote-figure",
        &[
            ("file", out.as_str().into()),
            ("caption", fig.caption.as_str().into()),
        ],
    );
    eprintln!("{wrote}");
    Ok(())
}
