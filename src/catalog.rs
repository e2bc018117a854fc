//! What the page lists, from the core: the tasks, the training panel's choices, defaults and
//! recipes, the grammar of the edits, and how far the page's pickers go. One value, so that a
//! new task, design choice or limit is an edit in Rust alone.
//!
//! The page has it from the same serde value twice over: `attend catalog` prints it, and
//! scripts/build-web.sh writes that into a module of the page (www/page/catalog.js), so the page's
//! boot reads it at once, with no request or wait (it starts the first model's download before
//! its other modules run); and the wasm core's `catalog()` returns it.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{json, Value};

use crate::data::tasks::Task;
use crate::decode::MAX_BEAM;
use crate::model::edits::Grammar;
use crate::model::Config;
use crate::sample::MAX_SAMPLES;
use crate::train::{Design, FormChoice, Preset, Recipe, DEFAULT_EVAL_EVERY, RECIPE_FIELDS};

/// The widest beam the page offers (its picker, and the most its address may ask for).
pub const BEAM_OFFERED: usize = 8;
/// The most samples the page draws at once.
pub const SAMPLES_OFFERED: usize = 8;
const _: () = assert!(BEAM_OFFERED <= MAX_BEAM && SAMPLES_OFFERED <= MAX_SAMPLES);

/// The task the training panel starts on: a tiny model learns it in seconds.
const PANEL_TASK: Task = Task::Reverse;

/// Everything the page lists (see the module's comment).
#[derive(Clone, Debug, Serialize)]
pub struct Catalog {
    /// Every task, in [`Task::ALL`]'s order: the page opens on the first, with its example.
    /// Each has a shipped model, www/models/{id}.safetensors.
    pub tasks: Vec<TaskEntry>,
    pub training: Training,
    pub edits: Grammar,
    pub offered: Offered,
    /// The paper's experiments the page runs.
    pub experiments: Experiments,
    /// The files of a Hugging Face model folder that a model is read from, with the most bytes
    /// each may have ([`crate::hf::folder::FILES`]): what the page takes of the files chosen
    /// and downloads from a repository (the weights last, `model.safetensors` before
    /// `pytorch_model.bin`).
    pub folder_files: Vec<FolderFile>,
}

/// One file of a model folder.
#[derive(Clone, Debug, Serialize)]
pub struct FolderFile {
    pub name: &'static str,
    pub max_bytes: u64,
    /// Whether a folder has it necessarily (`config.json`); the weights are one of two.
    pub required: bool,
}

/// One task as the page lists it; its name and what it is, in words, are the page's catalogues'
/// (`task-<id>`, `task-about-<id>`).
#[derive(Clone, Debug, Serialize)]
pub struct TaskEntry {
    pub id: &'static str,
    pub example: &'static str,
    /// Whether its pairs record their true word alignment ([`Task::has_alignments`]).
    pub aligned: bool,
}

/// The training panel's starting point and choices.
#[derive(Clone, Debug, Serialize)]
pub struct Training {
    /// The task the panel starts on.
    pub task: &'static str,
    /// Steps between evaluations ([`DEFAULT_EVAL_EVERY`], as `attend train`).
    pub eval_every: u32,
    /// The settings a task's recipe fills in: [`RECIPE_FIELDS`], then the design choices.
    pub recipe_fields: Vec<&'static str>,
    /// The model sizes ([`Preset`]), the task's recipe's first.
    pub sizes: Variation,
    /// The presets' shapes, which their words show ("tiny (d 32, 2+2 layers)").
    pub shapes: BTreeMap<Preset, Shape>,
    /// The layers' forms a run takes: the paper's, or Marian's (which exports as a Hugging Face
    /// folder).
    pub forms: Variation,
    /// The paper's design choices ([`Design::SWITCHES`]).
    pub design: Vec<Variation>,
    /// The choices a recipe makes unless it says otherwise ([`Design::default`]): a recipe's
    /// description names those it changes.
    pub design_default: Design,
    /// The numbers a second run may change.
    pub numbers: Vec<Variation>,
    /// Every task's recipe.
    pub recipes: BTreeMap<&'static str, Recipe>,
    /// How many sentence pairs of a person's own training takes ([`crate::data::pairs`]).
    pub pairs_limits: PairsLimits,
    /// The largest model the panel trains (its `small` size): a model past it is shown in the
    /// walkthrough, not trained in the tab.
    pub largest: Shape,
}

/// The limits of a file of sentence pairs.
#[derive(Clone, Debug, Serialize)]
pub struct PairsLimits {
    pub max_bytes: usize,
    pub max_lines: usize,
    pub max_line_bytes: usize,
    /// The most byte-pair merges a run may ask to learn.
    pub max_merges: usize,
}

/// A setting a second run may change, one at a time: its name and its values (a choice) or the
/// two values a second run contrasts (a number). The words for each, and what to look for, are
/// the page's catalogues' (`train-setting-<key>`, `train-value-<key>-<value>`,
/// `train-look-<key>`).
#[derive(Clone, Debug, Serialize)]
pub struct Variation {
    pub key: &'static str,
    /// A choice's values; `None` for a number.
    pub values: Option<Vec<Value>>,
    /// A number's plain value and a telling one: a second run takes the plain one unless the
    /// first run has it, else the telling one. `None` for a choice.
    pub contrast: Option<[Value; 2]>,
}

/// A model's size: its width and its layers.
#[derive(Clone, Debug, Serialize)]
pub struct Shape {
    pub d_model: usize,
    pub n_encoder_layers: usize,
    pub n_decoder_layers: usize,
}

/// The paper's experiments: Table 3's defaults and limits, as `attend experiment table3` has
/// them (its rows come from the core, `table3_rows`, for the steps asked).
#[derive(Clone, Debug, Serialize)]
pub struct Experiments {
    pub table3: Table3Offered,
}

#[derive(Clone, Debug, Serialize)]
pub struct Table3Offered {
    /// The task its rows train on.
    pub task: &'static str,
    /// The base row's steps, and the most (the big model's row trains three times as many).
    pub steps: u32,
    pub max_steps: u32,
    /// Seeds per row, and the most.
    pub seeds: usize,
    pub max_seeds: usize,
}

/// How far the page's pickers go, and the defaults it decodes with.
#[derive(Clone, Debug, Serialize)]
pub struct Offered {
    /// [`BEAM_OFFERED`]
    pub beam: usize,
    /// [`SAMPLES_OFFERED`]
    pub samples: usize,
    /// [`PAD_OFFERED`]
    pub pad: usize,
    /// The most steps and examples per step a run of the training panel takes (the core's
    /// limits, `train::recipe::MAX_STEPS`, `MAX_BATCH_SIZE`).
    pub steps: u32,
    pub batch_size: usize,
    /// The length penalty's alpha ([`crate::decode::DEFAULT_ALPHA`]).
    pub alpha: f32,
    /// [`RATE_OFFERED`]
    pub rate: f32,
}

/// The largest dropout and label smoothing the training panel's fields take: the core takes any
/// rate below 1 (`TrainOptions::validate`), and a number field's upper limit is a number it
/// may equal.
pub const RATE_OFFERED: f32 = 0.99;

/// The most padding tokens the page's padding control appends to a source.
pub const PAD_OFFERED: usize = 32;

impl Catalog {
    pub fn new() -> Catalog {
        let tasks = Task::ALL
            .iter()
            .map(|&t| TaskEntry {
                id: t.name(),
                example: t.example(),
                aligned: t.has_alignments(),
            })
            .collect();
        let recipes = Task::ALL
            .iter()
            .map(|&t| (t.name(), Recipe::for_task(t)))
            .collect();
        Catalog {
            tasks,
            training: Training {
                task: PANEL_TASK.name(),
                eval_every: DEFAULT_EVAL_EVERY,
                recipe_fields: RECIPE_FIELDS
                    .iter()
                    .copied()
                    .chain(Design::SWITCHES.iter().map(|s| s.key))
                    .collect(),
                sizes: sizes(),
                shapes: [
                    (Preset::Tiny, Config::tiny()),
                    (Preset::Small, Config::small()),
                ]
                .iter()
                .map(|(p, c)| (*p, Shape::of(c)))
                .collect(),
                forms: forms(),
                design: design(),
                design_default: Design::default(),
                numbers: numbers(),
                recipes,
                pairs_limits: PairsLimits {
                    max_bytes: crate::data::pairs::MAX_BYTES,
                    max_lines: crate::data::pairs::MAX_LINES,
                    max_line_bytes: crate::data::pairs::MAX_LINE_BYTES,
                    max_merges: crate::data::corpus::MAX_MERGES,
                },
                largest: Shape::of(&Config::small()),
            },
            edits: Grammar::new(),
            folder_files: crate::hf::folder::FILES
                .iter()
                .map(|&(name, max_bytes)| FolderFile {
                    name,
                    max_bytes,
                    required: name == crate::hf::folder::CONFIG,
                })
                .collect(),
            experiments: Experiments {
                table3: Table3Offered {
                    task: crate::experiment::table3::TASK.name(),
                    steps: crate::experiment::table3::DEFAULT_STEPS,
                    max_steps: crate::train::recipe::MAX_STEPS / 3,
                    seeds: crate::experiment::table3::DEFAULT_SEEDS,
                    max_seeds: crate::experiment::table3::MAX_SEEDS,
                },
            },
            offered: Offered {
                beam: BEAM_OFFERED,
                samples: SAMPLES_OFFERED,
                pad: PAD_OFFERED,
                steps: crate::train::recipe::MAX_STEPS,
                batch_size: crate::train::recipe::MAX_BATCH_SIZE,
                alpha: crate::decode::DEFAULT_ALPHA,
                rate: RATE_OFFERED,
            },
        }
    }
}

/// The design switches, each with its values.
fn design() -> Vec<Variation> {
    Design::SWITCHES
        .iter()
        .map(|s| Variation {
            key: s.key,
            values: Some(s.values.iter().map(|&v| json!(v)).collect()),
            contrast: None,
        })
        .collect()
}

/// The model sizes.
fn sizes() -> Variation {
    Variation {
        key: "preset",
        values: Some(Preset::ALL.iter().map(|&p| json!(p)).collect()),
        contrast: None,
    }
}

/// The layers' forms, the paper's first.
fn forms() -> Variation {
    Variation {
        key: "form",
        values: Some(FormChoice::ALL.iter().map(|&f| json!(f)).collect()),
        contrast: None,
    }
}

/// The numbers a second run can change, each with the pair of values it compares.
fn numbers() -> Vec<Variation> {
    vec![
        Variation {
            key: "label_smoothing",
            values: None,
            contrast: Some([json!(0), json!(0.1)]),
        },
        Variation {
            key: "warmup",
            values: None,
            // No warm-up, or the paper's kind.
            contrast: Some([json!(1), json!(200)]),
        },
    ]
}

impl Shape {
    fn of(c: &Config) -> Shape {
        Shape {
            d_model: c.d_model,
            n_encoder_layers: c.n_encoder_layers,
            n_decoder_layers: c.n_decoder_layers,
        }
    }
}

impl Default for Catalog {
    fn default() -> Self {
        Catalog::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::Overrides;

    #[test]
    fn the_design_choices_are_the_fields_of_design() {
        let fields = serde_json::to_value(Design::default()).unwrap();
        let fields: Vec<&String> = fields.as_object().unwrap().keys().collect();
        let mut keys: Vec<&str> = Design::SWITCHES.iter().map(|s| s.key).collect();
        keys.sort_unstable();
        assert_eq!(fields, keys);
        for s in Design::SWITCHES {
            assert_ne!(s.values[0], s.values[1], "{}", s.key);
        }
    }

    #[test]
    fn every_setting_the_page_varies_is_one_a_recipe_has_and_a_run_takes() {
        let c = Catalog::new();
        let t = &c.training;
        let recipe = serde_json::to_value(&t.recipes[t.task]).unwrap();
        for key in &t.recipe_fields {
            assert!(recipe.get(key).is_some(), "{key}");
        }
        let variations = t.design.iter().chain([&t.sizes]).chain(&t.numbers);
        let recipe = Recipe::for_task(Task::Reverse);
        for v in variations {
            let values: Vec<Value> = match (&v.values, &v.contrast) {
                (Some(values), None) => values.clone(),
                (None, Some(numbers)) => numbers.to_vec(),
                _ => panic!("{} is a choice or a number", v.key),
            };
            let changes = values.into_iter().any(|value| {
                let o: Overrides = serde_json::from_value(json!({ v.key: value })).unwrap();
                recipe.with_overrides(&o) != recipe
            });
            assert!(changes, "{}", v.key);
        }
        let sizes: Vec<Value> = Preset::ALL.iter().map(|p| json!(p)).collect();
        assert_eq!(sizes, ["recipe", "tiny", "small"]);
        let shapes = serde_json::to_value(&c.training.shapes).unwrap();
        assert_eq!(shapes["tiny"]["d_model"], Config::tiny().d_model);
        assert_eq!(
            shapes["small"]["n_decoder_layers"],
            Config::small().n_decoder_layers
        );
    }

    #[test]
    fn lists_every_task_and_the_panel_starts_on_one() {
        let c = Catalog::new();
        let ids: Vec<&str> = c.tasks.iter().map(|t| t.id).collect();
        assert_eq!(ids, Task::ALL.map(Task::name));
        assert!(ids.contains(&c.training.task));
        assert_eq!(c.tasks[0].example, "je suis étudiant");
        assert_eq!(c.training.recipes.len(), Task::ALL.len());
    }
}
