//! Each task's recipe: a model size and training settings that reach the task's figure from any
//! seed: at least 99% held-out exact match, and for translation a held-out BLEU of 95 and 90%
//! exact match. A person's sentence pairs get a recipe scaled to their number
//! ([`Recipe::for_pairs`], the one place that rule is written). `attend train` and the page's
//! training panel both start from a recipe; each flag (or field) the user sets overrides its
//! part. Also the limits every training setting must respect, wherever it was typed.

use serde::{Deserialize, Serialize};

use super::TrainOptions;
use crate::data::corpus::Data;
use crate::data::tasks::Task;
use crate::error::{Arg, Result, Said};
use crate::model::config::Activation;
use crate::model::positional::PositionalLayout;
use crate::model::Config;
#[cfg(not(target_arch = "wasm32"))]
use crate::words::{say, say_with};

/// A model size and the settings that train it on one task. Serialised flat (`d_model`, ...,
/// `steps`, `batch_size`, ...), as the page reads it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Recipe {
    pub d_model: usize,
    pub n_heads: usize,
    /// Layers in the encoder and in the decoder.
    pub n_layers: usize,
    pub d_ff: usize,
    /// Each head's query and key width where it is not d_model / n_heads (see
    /// [`Config::d_k`]; the paper's Table 3 varies it in rows A and B).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub d_k: Option<usize>,
    /// Each head's value width where it is not d_model / n_heads (see [`Config::d_v`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub d_v: Option<usize>,
    /// Learned positions instead of the sinusoids (see [`Config::learned_positions`]; Table 3,
    /// row E).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub learned_positions: bool,
    #[serde(flatten)]
    pub design: Design,
    #[serde(flatten)]
    pub form: Form,
    #[serde(flatten)]
    pub options: TrainOptions,
}

/// Where the field's translation models depart from the paper's layers, beyond the [`Design`]
/// switches: a recipe keeps the paper's form, except with a Marian tokenizer, where it takes
/// Marian's ([`Form::MARIAN`]), so that the model trained exports as a Hugging Face folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Form {
    /// See [`Config::activation`].
    pub activation: Activation,
    /// See [`Config::positional_layout`].
    pub positional_layout: PositionalLayout,
    /// See [`Config::final_norm`].
    pub final_norm: bool,
}

impl Form {
    /// The paper's: ReLU, interleaved sinusoids, and (as PyTorch's `nn.Transformer`) a layer
    /// norm after each stack.
    pub const PAPER: Form = Form {
        activation: Activation::Relu,
        positional_layout: PositionalLayout::Interleaved,
        final_norm: true,
    };

    /// Marian's (Opus-MT's): SiLU, the sinusoids in halves, no norm after the stacks.
    pub const MARIAN: Form = Form {
        activation: Activation::Silu,
        positional_layout: PositionalLayout::Halves,
        final_norm: false,
    };

    /// How this form differs from the paper's, in words ("SiLU", "sinusoids in halves", "no
    /// final norm").
    pub fn changes(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.activation != Form::PAPER.activation {
            out.push(self.activation.name().to_string());
        }
        if self.positional_layout != Form::PAPER.positional_layout {
            out.push("sinusoids in halves".into());
        }
        if self.final_norm != Form::PAPER.final_norm {
            out.push(
                if self.final_norm {
                    "final norm"
                } else {
                    "no final norm"
                }
                .into(),
            );
        }
        out
    }

    /// The form of `choice`.
    pub fn named(choice: FormChoice) -> Form {
        match choice {
            FormChoice::Paper => Form::PAPER,
            FormChoice::Marian => Form::MARIAN,
        }
    }

    /// The form `c` has.
    pub fn of(c: &Config) -> Form {
        Form {
            activation: c.activation,
            positional_layout: c.positional_layout,
            final_norm: c.final_norm,
        }
    }
}

/// A form by name, as a person picks it: the paper's or Marian's (whose models export as
/// Hugging Face folders).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum FormChoice {
    Paper,
    Marian,
}

impl FormChoice {
    pub const ALL: [FormChoice; 2] = [FormChoice::Paper, FormChoice::Marian];
}

/// The paper's design choices a run can change, to see what each is for: every recipe keeps
/// the paper's (post-LN, scaled embeddings, positional encoding, a causal decoder).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Design {
    /// See [`Config::norm_first`].
    pub norm_first: bool,
    /// See [`Config::scale_embeddings`].
    pub scale_embeddings: bool,
    /// See [`Config::positional_encoding`].
    pub positional_encoding: bool,
    /// See [`Config::causal_mask`].
    pub causal_mask: bool,
    /// See [`Config::tie_weights`].
    pub tie_weights: bool,
}

/// One of the paper's design choices as a person picks it: the [`Design`] field it sets and its
/// two values, the paper's first. Their words, and what to look for when a second run changes
/// it, are the page's catalogues' (`train-setting-*`, `train-value-*`, `train-look-*`).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Switch {
    pub key: &'static str,
    pub values: [bool; 2],
}

impl Design {
    /// Every design choice, one per field of [`Design`], in its order.
    pub const SWITCHES: [Switch; 5] = [
        Switch {
            key: "norm_first",
            values: [false, true],
        },
        Switch {
            key: "scale_embeddings",
            values: [true, false],
        },
        Switch {
            key: "positional_encoding",
            values: [true, false],
        },
        Switch {
            key: "causal_mask",
            values: [true, false],
        },
        Switch {
            key: "tie_weights",
            values: [true, false],
        },
    ];
}

impl Default for Design {
    fn default() -> Self {
        Design::of(&Config::default())
    }
}

impl Design {
    /// The choices `c` makes.
    pub fn of(c: &Config) -> Design {
        Design {
            norm_first: c.norm_first,
            scale_embeddings: c.scale_embeddings,
            positional_encoding: c.positional_encoding,
            causal_mask: c.causal_mask,
            tie_weights: c.tie_weights,
        }
    }

    /// The choices that differ from the defaults, in words ("pre-LN", "no positional
    /// encoding", ...). Tying the weights, the paper's choice where one vocabulary serves both
    /// sides but impossible where they differ, is named when it is on ("tied embeddings").
    pub fn changes(&self) -> Vec<&'static str> {
        let paper = Design::default();
        [
            (self.norm_first != paper.norm_first, "pre-LN"),
            (
                self.scale_embeddings != paper.scale_embeddings,
                "embeddings not scaled by sqrt(d_model)",
            ),
            (
                self.positional_encoding != paper.positional_encoding,
                "no positional encoding",
            ),
            (self.causal_mask != paper.causal_mask, "no causal mask"),
            (self.tie_weights != paper.tie_weights, "tied embeddings"),
        ]
        .into_iter()
        .filter_map(|(changed, what)| changed.then_some(what))
        .collect()
    }
}

/// The model size a run starts from: the task's recipe's, or one of the presets
/// ([`Config::tiny`], [`Config::small`]).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    #[default]
    Recipe,
    Tiny,
    Small,
}

impl Preset {
    /// Every model size, the task's recipe's first.
    pub const ALL: [Preset; 3] = [Preset::Recipe, Preset::Tiny, Preset::Small];
}

/// The settings a user gives, each replacing its part of a recipe: `attend train`'s options and
/// the page's form (as JSON fields) both come here. Anything left out keeps the recipe's value.
#[derive(Clone, Debug, Default, Deserialize, clap::Args)]
#[serde(deny_unknown_fields)]
pub struct Overrides {
    // Each option's help line is the command line's catalogue's (src/cli/en.ftl), which the wasm
    // core does not carry: it has no `attend train --help` to show.
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say_with("cli-help-train--preset", &[
        ("tiny-width", Config::tiny().d_model.into()),
        ("tiny-layers", Config::tiny().n_encoder_layers.into()),
        ("small-width", Config::small().d_model.into()),
        ("small-layers", Config::small().n_encoder_layers.into()),
    ])))]
    #[arg(long, value_enum, default_value_t)]
    #[serde(default)]
    pub preset: Preset,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--d-model")))]
    #[arg(long)]
    pub d_model: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--n-heads")))]
    #[arg(long)]
    pub n_heads: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--n-layers")))]
    #[arg(long)]
    pub n_layers: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--d-ff")))]
    #[arg(long)]
    pub d_ff: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--d-k")))]
    #[arg(long)]
    pub d_k: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--d-v")))]
    #[arg(long)]
    pub d_v: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--learned-positions")))]
    #[arg(long, num_args = 0..=1, default_missing_value = "true")]
    pub learned_positions: Option<bool>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--steps")))]
    #[arg(long)]
    pub steps: Option<u32>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--batch-size")))]
    #[arg(long)]
    pub batch_size: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--warmup")))]
    #[arg(long)]
    pub warmup: Option<u32>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--lr-factor")))]
    #[arg(long)]
    pub lr_factor: Option<f32>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--label-smoothing")))]
    #[arg(long)]
    pub label_smoothing: Option<f32>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--dropout")))]
    #[arg(long)]
    pub dropout: Option<f32>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say_with("cli-help-train--clip-norm", &[
        ("norm", Arg::Number(f64::from(TrainOptions::default().clip_norm.unwrap_or(0.0)))),
    ])))]
    #[arg(long)]
    pub clip_norm: Option<f32>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--tie-weights")))]
    #[arg(long, num_args = 0..=1, default_missing_value = "true")]
    pub tie_weights: Option<bool>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say_with("cli-help-train--threads", &[
        ("threads", TrainOptions::default().threads.into()),
    ])))]
    #[arg(long)]
    pub threads: Option<usize>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--seed")))]
    #[arg(long)]
    pub seed: Option<u64>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--norm-first")))]
    #[arg(long, num_args = 0..=1, default_missing_value = "true")]
    pub norm_first: Option<bool>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--scale-embeddings")))]
    #[arg(long)]
    pub scale_embeddings: Option<bool>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--positional-encoding")))]
    #[arg(long)]
    pub positional_encoding: Option<bool>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--causal-mask")))]
    #[arg(long)]
    pub causal_mask: Option<bool>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--form")))]
    #[arg(long, value_enum)]
    pub form: Option<FormChoice>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--activation")))]
    #[arg(long, value_parser = crate::model::config::by_serde::<Activation>)]
    pub activation: Option<Activation>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--positional-layout")))]
    #[arg(long, value_parser = crate::model::config::by_serde::<PositionalLayout>)]
    pub positional_layout: Option<PositionalLayout>,
    #[cfg_attr(not(target_arch = "wasm32"), arg(help = say("cli-help-train--final-norm")))]
    #[arg(long)]
    pub final_norm: Option<bool>,
    #[cfg_attr(
        not(target_arch = "wasm32"),
        arg(help = say_with("cli-help-train--eval-every", &[("steps", DEFAULT_EVAL_EVERY.into())]))
    )]
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub eval_every: Option<u32>,
}

/// Steps between evaluations when the user names none, in `attend train` and on the page's
/// training panel alike: often enough that the panel shows attention forming, since it keeps
/// the attention and the weights of each evaluation.
pub const DEFAULT_EVAL_EVERY: u32 = 100;

/// The settings of [`Overrides`] a task's recipe fills in on the page, before the design
/// choices ([`Design::SWITCHES`]); the model size comes with the size "recipe".
pub const RECIPE_FIELDS: [&str; 6] = [
    "steps",
    "batch_size",
    "warmup",
    "lr_factor",
    "label_smoothing",
    "dropout",
];

/// How many times [`Recipe::for_pairs`] goes over a corpus's training pairs (before its limits):
/// a little past where the Ding dictionary's sentence pairs reach their best held-out BLEU
/// (docs/translation.md gives the runs).
pub const PAIR_PASSES: usize = 30;

/// The learning-rate factor of [`Recipe::for_pairs`]: the paper's schedule at 0.3 of its
/// height (`fr-en`'s factor of 1 rises too high for a model this small on real sentences: the
/// Ding dictionary's sentence pairs score better with 0.3 than with 1; docs/translation.md gives
/// both runs).
pub const PAIR_LR_FACTOR: f32 = 0.3;

/// The most steps a run may ask for, and the widest batch.
pub const MAX_STEPS: u32 = 1_000_000;
pub const MAX_BATCH_SIZE: usize = 512;
/// The largest learning-rate factor (ten times the paper's schedule already diverges).
pub const MAX_LR_FACTOR: f32 = 10.0;
/// The most CPU threads a batch is cut into.
pub const MAX_THREADS: usize = 64;

impl Recipe {
    /// The recipe for `task`. Copy and reverse train the tiny model on batches of 64 with a
    /// short warm-up to 0.15 of the paper's schedule and no dropout: every batch is drawn fresh,
    /// so nothing is seen twice and dropout only slows learning; the smaller factor keeps the
    /// learning rate low enough late in the run that held-out accuracy stays put. Sort needs a
    /// wider model without regularisation; dates, numbers and translation a wider one, and
    /// translation ties its embeddings.
    pub fn for_task(task: Task) -> Recipe {
        let tiny = Config::tiny();
        // What the recipes share: the paper's settings, as far as they fit a tiny model.
        let base = TrainOptions {
            steps: 3000,
            ..TrainOptions::default()
        };
        let (d_model, d_ff, options) = match task {
            Task::Copy | Task::Reverse => (
                tiny.d_model,
                tiny.d_ff,
                TrainOptions {
                    warmup: 30,
                    lr_factor: 0.15,
                    dropout: 0.0,
                    ..base
                },
            ),
            Task::Sort => (
                64,
                256,
                TrainOptions {
                    steps: 12_000,
                    warmup: 400,
                    label_smoothing: 0.0,
                    dropout: 0.0,
                    ..base
                },
            ),
            Task::Dates | Task::Numbers => (
                64,
                128,
                TrainOptions {
                    steps: 6000,
                    ..base
                },
            ),
            // The paper's settings as they are (docs/weights.md gives the shipped model's
            // held-out scores along its run).
            Task::FrEn => (64, 128, base),
        };
        Recipe {
            d_model,
            n_heads: tiny.n_heads,
            n_layers: tiny.n_encoder_layers,
            d_ff,
            d_k: None,
            d_v: None,
            learned_positions: false,
            design: Design {
                // One vocabulary serves both sides of translation: the paper ties its matrices.
                tie_weights: task == Task::FrEn,
                ..Design::default()
            },
            form: Form::PAPER,
            options,
        }
    }

    /// The recipe for what `data` is: a task's, or for a corpus [`Recipe::for_pairs`] of its
    /// training pairs.
    pub fn for_data(data: &Data) -> Recipe {
        match data {
            Data::Task(task) => Recipe::for_task(*task),
            Data::Corpus(c) => {
                let recipe = Recipe::for_pairs(c.train.len());
                // A Marian tokenizer is for a model that exports as Marian: its form, and one
                // matrix for the embeddings and the output where one vocabulary serves both.
                #[cfg(feature = "hub")]
                if let Some(tokenizer) = c.vocabs.src.marian_tokenizer() {
                    return Recipe {
                        design: Design {
                            tie_weights: !tokenizer.config().separate_vocabs,
                            ..recipe.design
                        },
                        form: Form::MARIAN,
                        ..recipe
                    };
                }
                recipe
            }
        }
    }

    /// The recipe for a person's corpus of `pairs` training pairs: `fr-en`'s (2+2 layers of 4
    /// heads, d_ff twice d_model, tied embeddings, the paper's dropout and label smoothing,
    /// batches of 64), scaled to the data:
    ///
    /// - d_model 32 below 1,000 pairs, 64 below 10,000 (`fr-en`'s), 128 from there: a model
    ///   much larger than its data only learns the data by heart sooner;
    /// - steps: 30 passes over the pairs ([`PAIR_PASSES`]), at least 500 and at most 6,000
    ///   (docs/translation.md gives a run);
    /// - warm-up a tenth of the steps (`fr-en` warms up for 200 of 3,000);
    /// - a learning-rate factor of [`PAIR_LR_FACTOR`] (`fr-en`'s is 1).
    pub fn for_pairs(pairs: usize) -> Recipe {
        let d_model = match pairs {
            0..1_000 => 32,
            1_000..10_000 => 64,
            _ => 128,
        };
        let base = Recipe::for_task(Task::FrEn);
        let batch = base.options.batch_size;
        let steps = (PAIR_PASSES * pairs / batch).clamp(500, 6_000) as u32;
        Recipe {
            d_model,
            d_ff: 2 * d_model,
            options: TrainOptions {
                steps,
                warmup: steps / 10,
                lr_factor: PAIR_LR_FACTOR,
                ..base.options
            },
            ..base
        }
    }

    /// This recipe with the preset's sizes, then every setting `o` gives, in place.
    pub fn with_overrides(&self, o: &Overrides) -> Recipe {
        let preset = match o.preset {
            Preset::Recipe => None,
            Preset::Tiny => Some(Config::tiny()),
            Preset::Small => Some(Config::small()),
        };
        let base = match preset {
            Some(c) => Recipe {
                d_model: c.d_model,
                n_heads: c.n_heads,
                n_layers: c.n_encoder_layers,
                d_ff: c.d_ff,
                d_k: None,
                d_v: None,
                learned_positions: self.learned_positions,
                design: self.design,
                form: self.form,
                options: self.options.clone(),
            },
            None => self.clone(),
        };
        Recipe {
            d_model: o.d_model.unwrap_or(base.d_model),
            n_heads: o.n_heads.unwrap_or(base.n_heads),
            n_layers: o.n_layers.unwrap_or(base.n_layers),
            d_ff: o.d_ff.unwrap_or(base.d_ff),
            d_k: o.d_k.or(base.d_k),
            d_v: o.d_v.or(base.d_v),
            learned_positions: o.learned_positions.unwrap_or(base.learned_positions),
            design: Design {
                norm_first: o.norm_first.unwrap_or(base.design.norm_first),
                scale_embeddings: o.scale_embeddings.unwrap_or(base.design.scale_embeddings),
                positional_encoding: o
                    .positional_encoding
                    .unwrap_or(base.design.positional_encoding),
                causal_mask: o.causal_mask.unwrap_or(base.design.causal_mask),
                tie_weights: o.tie_weights.unwrap_or(base.design.tie_weights),
            },
            form: {
                let form = o.form.map_or(base.form, Form::named);
                Form {
                    activation: o.activation.unwrap_or(form.activation),
                    positional_layout: o.positional_layout.unwrap_or(form.positional_layout),
                    final_norm: o.final_norm.unwrap_or(form.final_norm),
                }
            },
            options: base.options.with_overrides(o),
        }
    }

    /// The model's config for `task` (its vocabularies and lengths come from the task).
    pub fn config(&self, task: Task) -> Config {
        self.config_for(&Data::Task(task))
    }

    /// The model's config for `data` (its vocabularies and lengths come from the data).
    pub fn config_for(&self, data: &Data) -> Config {
        let vocabs = data.vocabs();
        let config = Config {
            d_model: self.d_model,
            n_heads: self.n_heads,
            n_encoder_layers: self.n_layers,
            n_decoder_layers: self.n_layers,
            d_ff: self.d_ff,
            src_vocab_size: vocabs.src.len(),
            tgt_vocab_size: vocabs.tgt.len(),
            max_len: data.max_len(),
            norm_first: self.design.norm_first,
            scale_embeddings: self.design.scale_embeddings,
            positional_encoding: self.design.positional_encoding,
            causal_mask: self.design.causal_mask,
            tie_weights: self.design.tie_weights,
            activation: self.form.activation,
            positional_layout: self.form.positional_layout,
            final_norm: self.form.final_norm,
            learned_positions: self.learned_positions,
            d_k: self.d_k,
            d_v: self.d_v,
            ..Config::default()
        };
        // Marian's ids: the decoder starts from <pad>, and </s> ends a sentence.
        #[cfg(feature = "hub")]
        if let Some(t) = vocabs.tgt.marian_tokenizer() {
            return Config {
                pad_id: t.pad_id(),
                bos_id: t.pad_id(),
                eos_id: t.eos_id(),
                ..config
            };
        }
        config
    }

    /// One line for a person: the model and the settings.
    pub fn describe(&self) -> String {
        let o = &self.options;
        let mut changes: Vec<String> = self
            .design
            .changes()
            .into_iter()
            .map(String::from)
            .collect();
        changes.extend(self.form.changes());
        if self.learned_positions {
            changes.push("learned positions".into());
        }
        let design = if changes.is_empty() {
            String::new()
        } else {
            format!(" ({})", changes.join(", "))
        };
        let widths: String = [("d_k", self.d_k), ("d_v", self.d_v)]
            .into_iter()
            .filter_map(|(name, w)| w.map(|w| format!(", {name} {w}")))
            .collect();
        format!(
            "d_model {}, {} heads{widths}, {}+{} layers, d_ff {}{design}; {} steps, batch {}, \
             warm-up {}, learning-rate factor {}, label smoothing {}, dropout {}",
            self.d_model,
            self.n_heads,
            self.n_layers,
            self.n_layers,
            self.d_ff,
            o.steps,
            o.batch_size,
            o.warmup,
            o.lr_factor,
            o.label_smoothing,
            o.dropout
        )
    }
}

impl TrainOptions {
    /// These options with every setting `o` gives in place (a clip of 0 or less turns clipping off).
    pub fn with_overrides(&self, o: &Overrides) -> TrainOptions {
        TrainOptions {
            steps: o.steps.unwrap_or(self.steps),
            batch_size: o.batch_size.unwrap_or(self.batch_size),
            warmup: o.warmup.unwrap_or(self.warmup),
            lr_factor: o.lr_factor.unwrap_or(self.lr_factor),
            label_smoothing: o.label_smoothing.unwrap_or(self.label_smoothing),
            dropout: o.dropout.unwrap_or(self.dropout),
            clip_norm: o
                .clip_norm
                .map_or(self.clip_norm, |c| (c > 0.0).then_some(c)),
            threads: o.threads.unwrap_or(self.threads),
            seed: o.seed.unwrap_or(self.seed),
        }
    }

    /// Checks every setting against its limit, with a message that names it.
    pub fn validate(&self) -> Result<()> {
        // A setting refused: message `core-training-<code>`, with `args`.
        let bad = |code, args| Err(Said::new(code, args).refused());
        let limit = |most: usize, got: usize| vec![("most", most.into()), ("got", got.into())];
        if !(1..=MAX_STEPS).contains(&self.steps) {
            return bad(
                "training-steps",
                limit(MAX_STEPS as usize, self.steps as usize),
            );
        }
        if !(1..=MAX_BATCH_SIZE).contains(&self.batch_size) {
            return bad("training-batch", limit(MAX_BATCH_SIZE, self.batch_size));
        }
        if self.warmup == 0 {
            return bad("training-warmup", Vec::new());
        }
        if !(self.lr_factor > 0.0 && self.lr_factor <= MAX_LR_FACTOR) {
            let args = vec![
                ("most", Arg::Number(f64::from(MAX_LR_FACTOR))),
                ("got", self.lr_factor.to_string().into()),
            ];
            return bad("training-lr-factor", args);
        }
        if !(0.0..1.0).contains(&self.label_smoothing) || !(0.0..1.0).contains(&self.dropout) {
            return bad("training-regularisation", Vec::new());
        }
        if let Some(clip) = self.clip_norm {
            if !(clip.is_finite() && clip > 0.0) {
                return bad("training-clip", vec![("got", clip.to_string().into())]);
            }
        }
        if !(1..=MAX_THREADS).contains(&self.threads) {
            return bad("training-threads", limit(MAX_THREADS, self.threads));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::corpus::Corpus;

    #[test]
    fn every_recipe_is_valid() {
        for task in Task::ALL {
            let r = Recipe::for_task(task);
            r.config(task).validate().unwrap();
            r.options.validate().unwrap();
        }
    }

    #[test]
    fn the_recipe_for_pairs_grows_with_them() {
        let sized = |pairs| {
            let r = Recipe::for_pairs(pairs);
            (r.d_model, r.d_ff, r.options.steps, r.options.warmup)
        };
        assert_eq!(sized(10), (32, 64, 500, 50));
        assert_eq!(sized(999), (32, 64, 500, 50));
        assert_eq!(sized(3_200), (64, 128, 1_500, 150));
        assert_eq!(sized(10_000), (128, 256, 4_687, 468));
        assert_eq!(sized(18_000), (128, 256, 6_000, 600));
        let r = Recipe::for_pairs(3_200);
        assert!(r.design.tie_weights && r.n_layers == 2 && r.options.batch_size == 64);
        assert!((r.options.lr_factor - 0.3).abs() < 1e-6);
        r.options.validate().unwrap();
    }

    #[test]
    fn overrides_replace_their_part_of_the_recipe() {
        let r = Recipe::for_task(Task::Sort);
        assert_eq!(r.with_overrides(&Overrides::default()), r);
        let o = Overrides {
            preset: Preset::Small,
            n_layers: Some(1),
            steps: Some(7),
            clip_norm: Some(0.0),
            seed: Some(3),
            ..Overrides::default()
        };
        let got = r.with_overrides(&o);
        assert_eq!(
            (got.d_model, got.n_heads, got.n_layers, got.d_ff),
            (128, 8, 1, 512)
        );
        assert_eq!(got.options.steps, 7);
        assert_eq!(got.options.clip_norm, None);
        assert_eq!(got.options.seed, 3);
        assert_eq!(got.options.batch_size, r.options.batch_size);
        let page: Overrides =
            serde_json::from_str(r#"{"preset": "tiny", "dropout": 0.2}"#).unwrap();
        assert_eq!(r.with_overrides(&page).d_model, Config::tiny().d_model);
        let design: Overrides =
            serde_json::from_str(r#"{"norm_first": true, "causal_mask": false}"#).unwrap();
        let changed = r.with_overrides(&design);
        let config = changed.config(Task::Sort);
        assert!(config.norm_first && !config.causal_mask);
        assert!(config.scale_embeddings && config.positional_encoding);
        assert!(changed.describe().contains("(pre-LN, no causal mask)"));
        assert!(!r.describe().contains('('));
        assert!(serde_json::from_str::<Overrides>(r#"{"step": 1}"#).is_err());
    }

    #[test]
    fn the_form_is_the_papers_unless_told_or_cut_by_a_marian_tokenizer() {
        assert_eq!(Form::of(&Config::default()), Form::PAPER);
        let r = Recipe::for_task(Task::FrEn);
        assert_eq!(r.form, Form::PAPER);
        let o: Overrides = serde_json::from_str(
            r#"{"activation": "swish", "positional_layout": "halves", "final_norm": false}"#,
        )
        .unwrap();
        let marian = r.with_overrides(&o);
        assert_eq!(marian.form, Form::MARIAN);
        assert_eq!(Form::of(&marian.config(Task::FrEn)), Form::MARIAN);
        assert!(
            marian
                .describe()
                .contains("(tied embeddings, SiLU, sinusoids in halves, no final norm)"),
            "{}",
            marian.describe()
        );
        // By name, as the page's panel and `attend train --form` choose it, and changed further.
        let named: Overrides = serde_json::from_str(r#"{"form": "marian"}"#).unwrap();
        assert_eq!(r.with_overrides(&named).form, Form::MARIAN);
        let relu: Overrides =
            serde_json::from_str(r#"{"form": "marian", "activation": "relu"}"#).unwrap();
        let form = r.with_overrides(&relu).form;
        assert_eq!(
            (form.activation, form.final_norm),
            (Activation::Relu, false)
        );
        let paper: Overrides = serde_json::from_str(r#"{"form": "paper"}"#).unwrap();
        assert_eq!(marian.with_overrides(&paper).form, Form::PAPER);

        let dir = format!(
            "{}/tests/reference/marian/trained",
            env!("CARGO_MANIFEST_DIR")
        );
        let tokenizer =
            crate::data::marian::MarianTokenizer::from_dir(std::path::Path::new(&dir)).unwrap();
        let (pad, eos) = (tokenizer.pad_id(), tokenizer.eos_id());
        let pairs = "Der Hund schläft.\tThe dog sleeps.\nDie Katze lacht.\tThe cat laughs.\n";
        let corpus = Corpus::with_tokenizer("p.tsv", pairs.as_bytes(), tokenizer.into()).unwrap();
        assert!(
            corpus.describe().contains("a Marian tokenizer"),
            "{}",
            corpus.describe()
        );
        let data = Data::from(corpus);
        let recipe = Recipe::for_data(&data);
        assert_eq!(recipe.form, Form::MARIAN);
        let c = recipe.config_for(&data);
        // Marian's ids: the decoder starts from <pad>, </s> ends a sentence.
        assert_eq!((c.pad_id, c.bos_id, c.eos_id), (pad, pad, eos));
        assert!(c.tie_weights && c.src_vocab_size == c.tgt_vocab_size);
        c.validate().unwrap();
    }

    #[test]
    fn recipes_serialise_flat_with_their_decimals() {
        let json = serde_json::to_value(Recipe::for_task(Task::Reverse)).unwrap();
        assert_eq!(json["d_model"], 32);
        assert_eq!(json["steps"], 3000);
        assert_eq!(json["lr_factor"].to_string(), "0.15");
        assert_eq!(json["label_smoothing"].to_string(), "0.1");
    }

    #[test]
    fn settings_outside_their_limits_are_refused() {
        let cases: [fn(&mut TrainOptions); 10] = [
            |o| o.batch_size = 0,
            |o| o.batch_size = 513,
            |o| o.steps = 0,
            |o| o.warmup = 0,
            |o| o.lr_factor = f32::NAN,
            |o| o.lr_factor = 11.0,
            |o| o.dropout = 1.0,
            |o| o.label_smoothing = -0.1,
            |o| o.clip_norm = Some(f32::INFINITY),
            |o| o.threads = 0,
        ];
        for spoil in cases {
            let mut o = Recipe::for_task(Task::Reverse).options;
            spoil(&mut o);
            let e = crate::words::error(&o.validate().unwrap_err());
            assert!(e.starts_with("input: training settings: "), "{e}");
        }
    }
}
