//! `attend train`: train a model on a toy task, or on sentence pairs of your own, and save it
//! (native only).

use clap::Args;

use super::backend::{find_gpu, open_gpu, BackendChoice};
use super::input::within;
use super::{escape_controls, interrupt_flag};
use crate::backend::{Cpu, Gpu};
use crate::data::{corpus, pairs};
use crate::error::{Error, Result};
use crate::words::{say, say_with};

/// `attend train`: each task has a recipe (a model size and settings that reach at least 99%
/// held-out exact match from any seed, printed at the start), and sentence pairs one scaled to
/// their number; every option given overrides its part of it.
#[derive(Clone, Debug, Args)]
pub struct TrainArgs {
    #[arg(long, required_unless_present = "pairs", conflicts_with = "pairs", help = say("cli-help-train--task"))]
    pub task: Option<String>,
    #[arg(long, help = say_with("cli-help-train--pairs", &[
        ("lines", pairs::MAX_LINES.into()),
        ("line-bytes", pairs::MAX_LINE_BYTES.into()),
        ("mib", (pairs::MAX_BYTES >> 20).into()),
    ]))]
    pub pairs: Option<String>,
    #[arg(long, conflicts_with = "tokenizer", help = say_with("cli-help-train--bpe-merges", &[
        ("fewest", corpus::MIN_DEFAULT_MERGES.into()),
        ("most", corpus::MAX_DEFAULT_MERGES.into()),
    ]))]
    pub bpe_merges: Option<usize>,
    #[arg(long, requires = "pairs", help = say("cli-help-train--tokenizer"))]
    pub tokenizer: Option<String>,
    #[arg(long, help = say("cli-help-train--out"))]
    pub out: String,
    #[arg(long, help = say("cli-help-train--plot"))]
    pub plot: Option<String>,
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..), help = say("cli-help-train--loss-every"))]
    pub loss_every: u32,
    #[arg(long, value_enum, default_value_t, help = say("cli-help--backend"))]
    pub backend: BackendChoice,
    #[command(flatten)]
    pub settings: crate::train::Overrides,
}

#[cfg(not(target_arch = "wasm32"))]
pub fn train(a: TrainArgs) -> Result<()> {
    use crate::data::corpus::{Corpus, Data};
    let data: Data = match &a.pairs {
        Some(path) => {
            let bytes = crate::files::read_bounded(path, crate::data::pairs::MAX_BYTES as u64)?;
            let corpus = match &a.tokenizer {
                Some(dir) => {
                    let tokenizer =
                        crate::data::marian::MarianTokenizer::from_dir(std::path::Path::new(dir))?;
                    Corpus::with_tokenizer(path, &bytes, std::sync::Arc::new(tokenizer))
                }
                None => Corpus::from_bytes(path, &bytes, a.bpe_merges),
            };
            corpus.map_err(within(escape_controls(path)))?.into()
        }
        None if a.bpe_merges.is_some() => {
            return Err(Error::Input(say_with("cli-bpe-merges-task", &[])))
        }
        None => crate::data::tasks::Task::from_name(a.task.as_deref().unwrap_or_default())?.into(),
    };
    // The CPU computes a batch's parts on as many threads; the GPU takes whole batches.
    let cpu = || {
        train_on(Cpu, &a, &data, &a.settings, |t| {
            crate::train::Threads::new(t.part_count())
        })
    };
    let gpu = |g: Gpu| {
        let o = crate::train::Overrides {
            threads: Some(1),
            ..a.settings.clone()
        };
        train_on(g, &a, &data, &o, |_| Ok(crate::train::InTurn))
    };
    match a.backend {
        BackendChoice::Cpu => cpu(),
        BackendChoice::Gpu => gpu(open_gpu()?),
        BackendChoice::Auto => match find_gpu() {
            Ok(g) => gpu(g),
            Err(e) => {
                let reason = e.to_string();
                eprintln!(
                    "{}",
                    say_with("cli-gpu-missing-train", &[("reason", reason.into())])
                );
                cpu()
            }
        },
    }
}

/// One sentence about what `data` teaches: a task's from the page's catalogue (`task-about-*`),
/// a corpus's its summary.
#[cfg(not(target_arch = "wasm32"))]
fn about(data: &crate::data::corpus::Data) -> String {
    use crate::data::corpus::Data;
    match data {
        Data::Task(task) => crate::words::say(&format!("task-about-{}", task.name())),
        Data::Corpus(c) => c.describe(),
    }
}

/// Trains the recipe of `data` (a task or sentence pairs) with `o` in place on `b`, each step
/// taken by the stepper `stepper` makes for the trainer, printing as it goes, and saves the
/// weights (the last good ones if the run fails) to `--out`.
#[cfg(not(target_arch = "wasm32"))]
fn train_on<B: crate::backend::Train, S: crate::train::Stepper<B>>(
    b: B,
    a: &TrainArgs,
    data: &crate::data::corpus::Data,
    o: &crate::train::Overrides,
    stepper: impl FnOnce(&crate::train::Trainer<B>) -> Result<S>,
) -> Result<()> {
    use crate::train::{Recipe, Run};
    let mut run = Run::new(b, data.clone(), o)?;
    let changed = run.recipe.describe() != Recipe::for_data(data).describe();
    let id = if changed {
        "cli-train-recipe-yours"
    } else {
        "cli-train-recipe"
    };
    let recipe = [
        ("data", data.name().into()),
        ("recipe", run.recipe.describe().into()),
    ];
    eprintln!("{}", say_with(id, &recipe));
    // Find out now, not after the last step, that the results cannot be written.
    crate::files::check_writable(&a.out)?;
    if let Some(plot) = &a.plot {
        crate::files::check_writable(plot)?;
    }
    // The command as a user would type it, whatever the binary's path.
    let command: Vec<String> = std::iter::once("attend".to_string())
        .chain(std::env::args().skip(1))
        .collect();
    run.notes.insert("command".into(), command.join(" "));
    let t = &run.trainer;
    let start = say_with(
        "cli-train-start",
        &[
            ("parameters", t.model.config.param_count().into()),
            ("data", data.name().into()),
            ("about", about(data).into()),
            ("steps", run.steps().into()),
            ("batch", run.recipe.options.batch_size.into()),
            ("backend", t.backend.name().into()),
        ],
    );
    eprintln!("{}", escape_controls(&start));
    let mut meter = Meter::new(run.steps());
    let stepper = stepper(&run.trainer)?;
    let ended = run.train(a.loss_every, &interrupt_flag(), &stepper, |p| meter.show(p));
    let steps = [("steps", run.step().into())];
    let trained = match &ended {
        Err(Error::Interrupted(_)) => say_with("cli-train-steps-interrupted", &steps),
        _ => say_with("cli-train-steps", &steps),
    };
    pollster::block_on(run.saved_weights(&trained))?.save(&a.out)?;
    if let Some(path) = &a.plot {
        let svg = crate::plot::training_svg(&meter.curves, data.name())?;
        crate::files::write_atomic(path, svg.as_bytes())?;
    }
    match ended {
        Ok(()) => {
            let wrote = say_with(
                "cli-train-wrote",
                &[
                    ("file", a.out.as_str().into()),
                    (
                        "seconds",
                        format!("{:.1}", meter.start.elapsed().as_secs_f64()).into(),
                    ),
                    (
                        "rate",
                        format!("{:.0}", meter.tokens as f64 / meter.train_secs).into(),
                    ),
                ],
            );
            eprintln!("{wrote}");
            Ok(())
        }
        Err(Error::Diverged { step, loss, .. }) => Err(Error::Diverged {
            step,
            loss,
            saved: Some(a.out.clone()),
        }),
        Err(Error::Interrupted(_)) => Err(Error::Interrupted(say_with(
            "cli-train-saved",
            &[
                ("steps", run.step().into()),
                ("file", a.out.as_str().into()),
            ],
        ))),
        Err(e) => {
            let file = [("file", a.out.as_str().into())];
            eprintln!("{}", say_with("cli-train-saved-last", &file));
            Err(e)
        }
    }
}

/// What `attend train` prints as a run goes, and the curves it draws.
#[cfg(not(target_arch = "wasm32"))]
struct Meter {
    steps: u32,
    start: std::time::Instant,
    /// When the last step or evaluation ended: a step's time runs from there.
    last: std::time::Instant,
    tokens: usize,
    /// Time spent in training steps (evaluation left out), for tokens/s.
    train_secs: f64,
    curves: crate::plot::Curves,
}

#[cfg(not(target_arch = "wasm32"))]
impl Meter {
    fn new(steps: u32) -> Self {
        let now = std::time::Instant::now();
        Meter {
            steps,
            start: now,
            last: now,
            tokens: 0,
            train_secs: 0.0,
            curves: Default::default(),
        }
    }

    fn show(&mut self, p: crate::train::Progress) {
        let elapsed = self.start.elapsed().as_secs_f64();
        match p {
            crate::train::Progress::Chunk(c) => {
                self.tokens += c.tokens;
                self.train_secs += self.last.elapsed().as_secs_f64();
                let first = c.step + 1 - c.n;
                let losses = (first..).zip(c.losses.iter().copied());
                self.curves.loss.extend(losses);
                let loss = c.losses.last().copied().unwrap_or(f32::NAN);
                let eta = elapsed / f64::from(c.step) * f64::from(self.steps - c.step);
                let line = say_with(
                    "cli-train-progress",
                    &[
                        ("step", format!("{:>6}", c.step).into()),
                        ("steps", self.steps.into()),
                        ("loss", format!("{loss:.4}").into()),
                        ("lr", format!("{:.2e}", c.lr).into()),
                        (
                            "rate",
                            format!("{:>7.0}", self.tokens as f64 / self.train_secs).into(),
                        ),
                        ("eta", format!("{eta:>5.0}").into()),
                    ],
                );
                eprint!("\r{line} ");
            }
            crate::train::Progress::Eval { step, eval: e } => {
                let held_out = say_with(
                    "cli-train-held-out",
                    &[
                        ("exact", format!("{:.1}", e.exact_match * 100.0).into()),
                        ("bleu", format!("{:.2}", e.bleu.score).into()),
                        (
                            "accuracy",
                            format!("{:.1}", e.token_accuracy * 100.0).into(),
                        ),
                        ("perplexity", format!("{:.3}", e.perplexity).into()),
                        ("examples", e.n.into()),
                        ("step", step.into()),
                        ("seconds", format!("{elapsed:.1}").into()),
                    ],
                );
                eprintln!("\n{held_out}");
                self.curves
                    .eval
                    .push((step, e.exact_match, e.token_accuracy));
            }
        }
        self.last = std::time::Instant::now();
    }
}
