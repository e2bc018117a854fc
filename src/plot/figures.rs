//! The page's figures from the shell (`attend plot`): an attention heatmap, the positional
//! encoding or the head scan, drawn as the page draws them and carrying their numbers, from a
//! run the command made (a trace, or a head scan). Both the page's exports
//! (www/page/figure.js) and these embed one JSON object, the format docs/page.md describes under
//! "Figures": `<metadata id="attend-figure">` holding {format, figure, caption, model, input,
//! layer, head, edits, rows, cols, values, masked}.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::plot_error;
use crate::data::Vocabs;
use crate::error::{Error, Result};
use crate::model::Config;
use crate::scan::Scan;
use crate::trace::{Names, Trace};
use crate::words::{say, say_with};

/// The format's name and version, the `format` field of every figure's numbers.
pub const FIGURE_FORMAT: &str = "attend-figure/1";

/// Which figure `attend plot` draws (the page's names for them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum FigureKind {
    #[default]
    #[value(help = say("cli-help-plot--figure-cross"))]
    Cross,
    #[value(help = say("cli-help-plot--figure-encoder-self"))]
    EncoderSelf,
    #[value(help = say("cli-help-plot--figure-decoder-self"))]
    DecoderSelf,
    #[value(help = say("cli-help-plot--figure-pe"))]
    Pe,
    #[value(help = say("cli-help-plot--figure-scan"))]
    Scan,
}

impl FigureKind {
    /// The figure's id in its numbers and file name.
    pub fn id(self) -> &'static str {
        match self {
            FigureKind::Cross => "cross",
            FigureKind::EncoderSelf => "encoder-self",
            FigureKind::DecoderSelf => "decoder-self",
            FigureKind::Pe => "pe",
            FigureKind::Scan => "scan",
        }
    }

    /// True for the figures of one attention head.
    fn has_head(self) -> bool {
        matches!(
            self,
            FigureKind::Cross | FigureKind::EncoderSelf | FigureKind::DecoderSelf
        )
    }
}

/// One figure's numbers: what the SVG shows, machine-readable.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Figure {
    pub format: &'static str,
    pub figure: String,
    pub caption: String,
    pub model: String,
    pub input: String,
    pub layer: Option<usize>,
    pub head: Option<usize>,
    pub edits: Vec<String>,
    pub rows: Vec<String>,
    pub cols: Vec<String>,
    /// `values[r][c]`; an infinity or NaN is `null`.
    pub values: Vec<Vec<Option<f32>>>,
    /// The hidden cells ([row, column]), drawn grey: keys a query may not see.
    pub masked: Vec<[usize; 2]>,
    /// How the cells are coloured: "weight" (white to violet over [0, 1]) or "signed" (blue,
    /// white, red, scaled by the largest magnitude).
    pub scale: &'static str,
}

/// What `attend plot` was asked to draw.
pub struct Request<'a> {
    pub kind: FigureKind,
    pub model: &'a str,
    pub text: &'a str,
    pub layer: usize,
    pub head: usize,
}

/// The caption of figure `kind` of `model` on `input`, at `(layer, head)` for a head's figure,
/// with the interventions `edits`: the page's English catalogue's `figure-caption` (or
/// `figure-caption-head`), as the page's exports write it.
pub fn caption(
    kind: FigureKind,
    model: &str,
    input: &str,
    at: Option<(usize, usize)>,
    edits: &[String],
) -> String {
    use crate::error::Arg;
    use crate::words::say_with;
    let title = say_with("figure-title", &[("figure", kind.id().into())]);
    let mut args: Vec<(&str, Arg)> = vec![
        ("title", title.into()),
        ("model", model.into()),
        ("input", input.into()),
        ("edits", edits.len().into()),
        ("list", edits.join(", ").into()),
    ];
    match at {
        Some((layer, head)) => {
            args.extend([("layer", layer.into()), ("head", head.into())]);
            say_with("figure-caption-head", &args)
        }
        None => say_with("figure-caption", &args),
    }
}

/// How the page shows a token: a space made visible.
fn shown(token: &str) -> String {
    if token == " " {
        "␣".into()
    } else {
        token.into()
    }
}

/// A 2-D slice of a traced tensor: `lead` fixes its leading indices.
fn slice2(t: &crate::backend::tensor::Tensor, lead: &[usize]) -> Vec<Vec<f32>> {
    let mut view = t.view();
    for &i in lead {
        view = view.index_axis_move(ndarray::Axis(0), i);
    }
    view.outer_iter()
        .map(|row| row.iter().copied().collect())
        .collect()
}

fn finite(rows: Vec<Vec<f32>>) -> Vec<Vec<Option<f32>>> {
    rows.into_iter()
        .map(|row| {
            row.into_iter()
                .map(|v| v.is_finite().then_some(v))
                .collect()
        })
        .collect()
}

/// What a figure is drawn from: the run the page makes for its input.
pub enum Drawn<'a> {
    /// One traced pass over the source `src` (padding included) and the decoder's input `tgt`
    /// (greedy decoding's output shifted right), with the model's trace names.
    Trace {
        trace: &'a Trace,
        names: &'a Names,
        src: &'a [u32],
        tgt: &'a [u32],
    },
    /// The head scan of the plain model: each attention sub-layer's path, and the scan.
    Scan { paths: &'a [String], scan: &'a Scan },
}

/// The figure `req` asks for, of a model with `config` and `vocab`, with the interventions
/// `edits` (their text forms), from `drawn`: its numbers, labels and caption, as the page
/// gathers them.
pub fn figure(
    req: &Request,
    config: &Config,
    vocab: &Vocabs,
    edits: Vec<String>,
    drawn: Drawn,
) -> Result<Figure> {
    let at = req.kind.has_head().then_some((req.layer, req.head));
    let mut fig = Figure {
        format: FIGURE_FORMAT,
        figure: req.kind.id().into(),
        caption: caption(req.kind, req.model, req.text, at, &edits),
        model: req.model.into(),
        input: req.text.into(),
        layer: at.map(|a| a.0),
        head: at.map(|a| a.1),
        edits,
        rows: Vec::new(),
        cols: Vec::new(),
        values: Vec::new(),
        masked: Vec::new(),
        scale: "signed",
    };
    let (trace, names, src, tgt) = match drawn {
        Drawn::Scan { paths, scan } => return Ok(scan_figure(config, paths, scan, fig)),
        Drawn::Trace {
            trace,
            names,
            src,
            tgt,
        } => (trace, names, src, tgt),
    };
    check_head(req, config)?;
    let get = |name: &str| {
        trace
            .get(name)
            .ok_or_else(|| Error::Input(format!("the trace has no tensor called {name}")))
    };
    let src_labels: Vec<String> = src.iter().map(|&i| shown(vocab.src.token(i))).collect();
    let tgt_labels: Vec<String> = tgt.iter().map(|&i| shown(vocab.tgt.token(i))).collect();
    if req.kind == FigureKind::Pe {
        let pe = slice2(get(&names.src.pe)?, &[]);
        fig.rows = (0..pe.len()).map(|p| p.to_string()).collect();
        fig.cols = (0..config.d_model).map(|d| d.to_string()).collect();
        fig.values = finite(pe);
        return Ok(fig);
    }
    let (names, rows, cols) = match req.kind {
        FigureKind::EncoderSelf => (
            &names.encoder.layers[req.layer].self_attn,
            &src_labels,
            &src_labels,
        ),
        FigureKind::DecoderSelf => (
            &names.decoder.layers[req.layer].layer.self_attn,
            &tgt_labels,
            &tgt_labels,
        ),
        _ => (
            &names.decoder.layers[req.layer].cross_attn,
            &tgt_labels,
            &src_labels,
        ),
    };
    let mask = slice2(get(&names.mask)?, &[0]);
    fig.values = finite(slice2(get(&names.weights)?, &[0, req.head]));
    fig.masked = mask
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(|(_, &m)| m <= 0.0)
                .map(move |(col, _)| [r, col])
        })
        .collect();
    fig.rows = rows.clone();
    fig.cols = cols.clone();
    fig.scale = "weight";
    Ok(fig)
}

/// The layer and head asked for, checked against the model.
fn check_head(req: &Request, c: &Config) -> Result<()> {
    let (stack, layers) = match req.kind {
        FigureKind::EncoderSelf => ("encoder", c.n_encoder_layers),
        FigureKind::Pe | FigureKind::Scan => return Ok(()),
        _ => ("decoder", c.n_decoder_layers),
    };
    if req.layer >= layers {
        let args = [
            ("layer", req.layer.into()),
            ("stack", stack.into()),
            ("last", (layers - 1).into()),
        ];
        return Err(Error::Input(say_with("cli-plot-layer", &args)));
    }
    if req.head >= c.n_heads {
        let args = [("head", req.head.into()), ("last", (c.n_heads - 1).into())];
        return Err(Error::Input(say_with("cli-plot-head", &args)));
    }
    Ok(())
}

/// The head scan as a grid: attention sub-layers down, heads across, each cell the fall in the
/// output's log-probability with that head switched off (src/scan.rs).
fn scan_figure(config: &Config, paths: &[String], scan: &Scan, mut fig: Figure) -> Figure {
    fig.cols = (0..config.n_heads).map(|h| format!("head {h}")).collect();
    fig.rows = paths.iter().map(|p| sublayer_name(p)).collect();
    fig.values = paths
        .iter()
        .map(|p| {
            scan.heads
                .iter()
                .filter(|h| &h.sublayer == p)
                .map(|h| h.drop.is_finite().then_some(h.drop))
                .collect()
        })
        .collect();
    fig
}

/// "decoder.1.cross_attn" in words, as the page's scan grid names it.
fn sublayer_name(path: &str) -> String {
    let parts: Vec<&str> = path.split('.').collect();
    let sub = if parts.get(2) == Some(&"cross_attn") {
        "cross"
    } else {
        "self"
    };
    format!("{} {} {sub}", parts[0], parts.get(1).unwrap_or(&""))
}

/// White through deep violet over [0, 1] (the page's weightColour, www/page/draw.js).
fn weight_colour(v: f32) -> RGBColor {
    let t = v.clamp(0.0, 1.0).sqrt();
    mix([255, 255, 255], [63, 0, 125], t)
}

/// Blue (negative) through white to red (positive), scaled by `max` (the page's signedColour).
fn signed_colour(v: f32, max: f32) -> RGBColor {
    let t = (v / max).clamp(-1.0, 1.0);
    if t >= 0.0 {
        mix([255, 255, 255], [178, 24, 43], t)
    } else {
        mix([255, 255, 255], [33, 102, 172], -t)
    }
}

fn mix(from: [u8; 3], to: [u8; 3], t: f32) -> RGBColor {
    let c =
        |i: usize| (f32::from(from[i]) + (f32::from(to[i]) - f32::from(from[i])) * t).round() as u8;
    RGBColor(c(0), c(1), c(2))
}

/// Black or white, whichever reads better on `bg` (the page's inkFor: WCAG luminance).
fn ink_for(bg: RGBColor) -> RGBColor {
    let lin = |v: u8| {
        let c = f64::from(v) / 255.0;
        if c <= 0.03928 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let lum = 0.2126 * lin(bg.0) + 0.7152 * lin(bg.1) + 0.0722 * lin(bg.2);
    if 1.05 / (lum + 0.05) > (lum + 0.05) / 0.05 {
        WHITE
    } else {
        BLACK
    }
}

/// A figure's cells as an SVG heatmap: the caption, column labels above, row labels beside, the
/// numbers in the cells when they fit; its numbers embedded (see [`embed`]).
pub fn heatmap_svg(fig: &Figure) -> Result<String> {
    let (n_rows, n_cols) = (fig.rows.len(), fig.cols.len());
    let numbers = n_cols <= 24;
    let cell: i32 = if numbers { 34 } else { 10 };
    let chars =
        |labels: &[String]| labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) as i32;
    let left = 16 + 7 * chars(&fig.rows);
    let top = 40 + 7 * chars(&fig.cols).max(2);
    let width =
        (left + cell * n_cols as i32 + 16).max(13 * fig.caption.chars().count() as i32 / 2 + 20);
    let height = top + cell * n_rows as i32 + 16;
    let max = fig
        .values
        .iter()
        .flatten()
        .flatten()
        .fold(0f32, |m, v| m.max(v.abs()))
        .max(f32::MIN_POSITIVE);
    let mut svg = String::new();
    {
        let root =
            SVGBackend::with_string(&mut svg, (width as u32, height as u32)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_error)?;
        // plotters writes a font size 1/1.24 of the one asked for: these come out as 13, 11
        // and 10 pixels, the page's export's sizes.
        root.draw(&Text::new(
            fig.caption.clone(),
            (10, 12),
            ("sans-serif", 16.12),
        ))
        .map_err(plot_error)?;
        let label = ("sans-serif", 13.64)
            .into_font()
            .color(&BLACK)
            .pos(Pos::new(HPos::Left, VPos::Center));
        for (c, name) in fig.cols.iter().enumerate() {
            let x = left + cell * c as i32 + cell / 2;
            let style = label.clone().transform(FontTransform::Rotate270);
            root.draw(&Text::new(name.clone(), (x, top - 6), style))
                .map_err(plot_error)?;
        }
        for (r, name) in fig.rows.iter().enumerate() {
            let y = top + cell * r as i32 + cell / 2;
            root.draw(&Text::new(name.clone(), (8, y), label.clone()))
                .map_err(plot_error)?;
        }
        for (r, row) in fig.values.iter().enumerate() {
            for (c, v) in row.iter().enumerate() {
                let hidden = fig.masked.contains(&[r, c]);
                let bg = match v {
                    _ if hidden => RGBColor(228, 228, 228),
                    None => RGBColor(217, 217, 217),
                    Some(v) if fig.scale == "weight" => weight_colour(*v),
                    Some(v) => signed_colour(*v, max),
                };
                let (x, y) = (left + cell * c as i32, top + cell * r as i32);
                root.draw(&Rectangle::new([(x, y), (x + cell, y + cell)], bg.filled()))
                    .map_err(plot_error)?;
                if numbers {
                    let text = match v {
                        _ if hidden => "−∞".to_string(),
                        Some(v) => format!("{v:.2}").replace('-', "−"),
                        None => "−∞".to_string(),
                    };
                    let style = ("sans-serif", 12.4)
                        .into_font()
                        .color(&ink_for(bg))
                        .pos(Pos::new(HPos::Center, VPos::Center));
                    root.draw(&Text::new(text, (x + cell / 2, y + cell / 2), style))
                        .map_err(plot_error)?;
                }
            }
        }
        root.present().map_err(plot_error)?;
    }
    Ok(embed(&svg, fig))
}

/// `svg` with the figure's caption as its `<title>` and its numbers as JSON in
/// `<metadata id="attend-figure">`, right after the opening tag. The JSON's `<`, `>` and `&` are
/// written as \u escapes, so it is both valid JSON and plain XML text.
pub fn embed(svg: &str, fig: &Figure) -> String {
    let json = serde_json::to_string(fig)
        .expect("plain values")
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    let title = fig
        .caption
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let head = format!("<title>{title}</title><metadata id=\"attend-figure\">{json}</metadata>");
    match svg
        .find("<svg")
        .and_then(|i| svg[i..].find('>').map(|j| i + j + 1))
    {
        Some(at) => format!("{}{head}{}", &svg[..at], &svg[at..]),
        None => svg.to_string(),
    }
}
