//! The paper's Table 3 on a toy task: each variation of the base model applied to the task's
//! recipe by the paper's own ratio, and the results set beside the paper's figures.
//!
//! The paper's rows are read from its transcription, `paper-table3.tsv` (with its source);
//! everything here derives from it: the toy rows, their labels, the paper's columns.

use serde::{Deserialize, Serialize};

use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::train::{Overrides, Recipe};

/// The transcription of the paper's Table 3.
pub const PAPER_TSV: &str = include_str!("paper-table3.tsv");

/// The base row's steps when none are asked for: a tenth of fr-en's recipe, far enough that
/// the base row translates most held-out sentences and short of what the whole recipe reaches,
/// so that a change can move it either way (docs/experiments.md gives the table at this length).
pub const DEFAULT_STEPS: u32 = 300;
/// Seeds per row when none are asked for.
pub const DEFAULT_SEEDS: usize = 3;
/// The most seeds a row may ask for.
pub const MAX_SEEDS: usize = 100;
/// The task Table 3 runs on: it scores translation.
pub const TASK: Task = Task::FrEn;

/// The settings one row of the table lists, every blank filled in from its base row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// Layers in the encoder and in the decoder.
    pub n: usize,
    pub d_model: usize,
    pub d_ff: usize,
    pub h: usize,
    pub d_k: usize,
    pub d_v: usize,
    /// Rates as the paper prints them (0.1, kept exact in JSON).
    pub p_drop: f64,
    pub eps_ls: f64,
    pub learned_positions: bool,
    /// Training steps (for the paper's rows, in thousands).
    pub steps: u32,
}

/// One row of the paper's table as printed: `None` where it leaves a cell blank.
#[derive(Clone, Debug, PartialEq)]
pub struct PaperRow {
    /// `base`, `A` to `E`, or `big`.
    pub group: String,
    pub n: Option<usize>,
    pub d_model: Option<usize>,
    pub d_ff: Option<usize>,
    pub h: Option<usize>,
    pub d_k: Option<usize>,
    pub d_v: Option<usize>,
    pub p_drop: Option<f32>,
    pub eps_ls: Option<f32>,
    pub learned_positions: Option<bool>,
    pub steps_k: Option<u32>,
    pub ppl: f64,
    pub bleu: f64,
    pub params_m: Option<f64>,
}

/// The paper's figures for a row, as the JSON gives them: its perplexity and BLEU on
/// newstest2013, and its parameters in millions (the base model's where the paper leaves the
/// cell blank: "unlisted values are identical to those of the base model").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PaperFigures {
    pub ppl: f64,
    pub bleu: f64,
    pub params_m: f64,
}

/// Parses the transcription: a header line, then one row a line, `-` for a blank cell.
pub fn paper() -> Result<Vec<PaperRow>> {
    let bad = |line: usize, what: String| {
        Error::Input(format!("paper-table3.tsv, line {}: {what}", line + 1))
    };
    let mut lines = PAPER_TSV
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    let (_, header) = lines.next().ok_or_else(|| bad(0, "no header".into()))?;
    let columns: Vec<&str> = header.split('\t').collect();
    let mut rows = Vec::new();
    for (i, line) in lines {
        let cells: Vec<&str> = line.split('\t').collect();
        if cells.len() != columns.len() {
            return Err(bad(
                i,
                format!("{} cells, not {}", cells.len(), columns.len()),
            ));
        }
        let cell = |name: &str| -> Option<&str> {
            let at = columns.iter().position(|c| *c == name)?;
            Some(cells[at]).filter(|c| *c != "-")
        };
        fn parse<T: std::str::FromStr>(
            text: Option<&str>,
        ) -> std::result::Result<Option<T>, String> {
            text.map(|t| t.parse().map_err(|_| format!("{t:?} is not a number")))
                .transpose()
        }
        let number = |name: &str| parse::<f64>(cell(name)).map_err(|e| bad(i, e));
        let size = |name: &str| parse::<usize>(cell(name)).map_err(|e| bad(i, e));
        let rate = |name: &str| parse::<f32>(cell(name)).map_err(|e| bad(i, e));
        let learned = match cell("positions") {
            None => None,
            Some("sinusoids") => Some(false),
            Some("learned") => Some(true),
            Some(other) => return Err(bad(i, format!("positions {other:?}"))),
        };
        rows.push(PaperRow {
            group: cell("row")
                .ok_or_else(|| bad(i, "no row name".into()))?
                .to_string(),
            n: size("N")?,
            d_model: size("d_model")?,
            d_ff: size("d_ff")?,
            h: size("h")?,
            d_k: size("d_k")?,
            d_v: size("d_v")?,
            p_drop: rate("P_drop")?,
            eps_ls: rate("eps_ls")?,
            learned_positions: learned,
            steps_k: parse::<u32>(cell("steps")).map_err(|e| bad(i, e))?,
            ppl: number("PPL")?.ok_or_else(|| bad(i, "no PPL".into()))?,
            bleu: number("BLEU")?.ok_or_else(|| bad(i, "no BLEU".into()))?,
            params_m: number("params")?,
        });
    }
    match rows.first() {
        Some(r) if r.group == "base" => Ok(rows),
        _ => Err(bad(0, "the first row is not the base model".into())),
    }
}

impl PaperRow {
    /// The row's settings, its blanks the base row's (`base`, itself complete).
    pub fn settings(&self, base: &PaperRow) -> Result<Settings> {
        let missing = || Error::Input(format!("the paper's base row lacks a value ({self:?})"));
        Ok(Settings {
            n: self.n.or(base.n).ok_or_else(missing)?,
            d_model: self.d_model.or(base.d_model).ok_or_else(missing)?,
            d_ff: self.d_ff.or(base.d_ff).ok_or_else(missing)?,
            h: self.h.or(base.h).ok_or_else(missing)?,
            d_k: self.d_k.or(base.d_k).ok_or_else(missing)?,
            d_v: self.d_v.or(base.d_v).ok_or_else(missing)?,
            p_drop: rate_value(self.p_drop.or(base.p_drop).ok_or_else(missing)?),
            eps_ls: rate_value(self.eps_ls.or(base.eps_ls).ok_or_else(missing)?),
            learned_positions: self
                .learned_positions
                .or(base.learned_positions)
                .ok_or_else(missing)?,
            steps: self.steps_k.or(base.steps_k).ok_or_else(missing)?,
        })
    }

    /// The paper's figures for the row, the base's parameters where it gives none.
    pub fn figures(&self, base: &PaperRow) -> PaperFigures {
        PaperFigures {
            ppl: self.ppl,
            bleu: self.bleu,
            params_m: self.params_m.or(base.params_m).unwrap_or(f64::NAN),
        }
    }
}

/// A size of the toy row: the toy base's `toy` times the paper's ratio `paper / paper_base`,
/// rounded (at least 1), with the exact value where it is not whole.
fn scaled(toy: usize, paper: usize, paper_base: usize) -> (usize, Option<f64>) {
    let exact = toy as f64 * paper as f64 / paper_base as f64;
    let rounded = (exact.round() as usize).max(1);
    let whole = (exact - exact.round()).abs() < 1e-9 && rounded as f64 == exact;
    (rounded, (!whole).then_some(exact))
}

/// One thing a row changes from the toy base: a column of the paper's table (`N`, `d_model`,
/// `d_ff`, `h`, `d_k`, `d_v`, `P_drop`, `eps_ls`, `steps`, or `positions`, learned), its value
/// here, and where rounding made it, the exact value of the paper's ratio.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Change {
    pub column: &'static str,
    pub value: Option<f64>,
    pub rounded_from: Option<f64>,
}

impl Change {
    fn to(column: &'static str, value: f64) -> Change {
        Change {
            column,
            value: Some(value),
            rounded_from: None,
        }
    }

    /// In the symbols of the paper's columns: "N 1 (0.67 rounded)", "ε_ls 0.2", "learned
    /// positions".
    pub fn words(&self) -> String {
        let name = if self.column == "eps_ls" {
            "ε_ls"
        } else {
            self.column
        };
        match (self.value, self.rounded_from) {
            (None, _) => "learned positions".into(),
            (Some(v), Some(x)) => format!("{name} {v} ({x:.2} rounded)"),
            (Some(v), None) => format!("{name} {v}"),
        }
    }
}

/// [`scaled`] for `column`, with its [`Change`] where the paper's row changes it.
fn sized(
    column: &'static str,
    toy: usize,
    paper: usize,
    paper_base: usize,
) -> (usize, Option<Change>) {
    let (v, exact) = scaled(toy, paper, paper_base);
    let change = (paper != paper_base).then(|| Change {
        rounded_from: exact,
        ..Change::to(column, v as f64)
    });
    (v, change)
}

/// A rate as the paper prints it (0.2, not 0.2000000029...).
fn rate_value(r: f32) -> f64 {
    (r as f64 * 1e6).round() / 1e6
}

/// One row of the table as run here: the paper's row, its variation applied to the toy base.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Variant {
    /// `base`, `A1` to `A4`, ..., `E`, `big`: the group and the row's place in it.
    pub id: String,
    /// `base`, `A` to `E` or `big`.
    pub row: String,
    /// What the row changes from the toy base, in the paper's column order.
    pub changes: Vec<Change>,
    /// The changes in the symbols of the paper's columns ("h 1 (0.50 rounded), d_k 64, d_v
    /// 64"), `base` for none.
    pub label: String,
    pub config: Settings,
    /// The earlier row whose settings these are, where the toy base rounds two of the paper's
    /// rows alike (C1 and C2): this row shares its runs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub same_as: Option<String>,
    /// The paper's figures for the row.
    pub paper: PaperFigures,
}

/// The toy base: `task`'s recipe, trained for `steps`.
pub fn toy_base(task: Task, steps: u32) -> Settings {
    let r = Recipe::for_task(task);
    Settings {
        n: r.n_layers,
        d_model: r.d_model,
        d_ff: r.d_ff,
        h: r.n_heads,
        d_k: r.d_model / r.n_heads,
        d_v: r.d_model / r.n_heads,
        p_drop: rate_value(r.options.dropout),
        eps_ls: rate_value(r.options.label_smoothing),
        learned_positions: r.learned_positions,
        steps,
    }
}

/// The rows of the table the groups `only` name (every row when empty), each the paper's
/// variation applied to the toy base of `task` trained `steps` steps: every size by the paper's
/// ratio to its base (rounded, and said so), a head width that keeps d_k h = d_model where the
/// paper's does, the rates and the positions as the paper's row has them.
pub fn variants(task: Task, steps: u32, only: &[String]) -> Result<Vec<Variant>> {
    let rows = paper()?;
    let base = &rows[0];
    let paper_base = base.settings(base)?;
    let toy = toy_base(task, steps);
    let mut out = Vec::new();
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    for row in &rows {
        let in_group = rows.iter().filter(|r| r.group == row.group).count();
        let place = counts.entry(row.group.clone()).or_default();
        *place += 1;
        let id = if in_group == 1 {
            row.group.clone()
        } else {
            format!("{}{place}", row.group)
        };
        let p = row.settings(base)?;
        let mut notes: Vec<Change> = Vec::new();
        let mut note = |(v, change): (usize, Option<Change>)| {
            notes.extend(change);
            v
        };
        let n = note(sized("N", toy.n, p.n, paper_base.n));
        let d_model = note(sized("d_model", toy.d_model, p.d_model, paper_base.d_model));
        let d_ff = note(sized("d_ff", toy.d_ff, p.d_ff, paper_base.d_ff));
        let h = note(sized("h", toy.h, p.h, paper_base.h));
        // Where the paper's heads share d_model out (d_k h = d_model), so do the toy's.
        let shared = |v: usize| v * p.h == p.d_model && d_model % h == 0;
        let width = |column: &'static str, toy_v: usize, paper_v: usize, paper_base_v: usize| {
            if shared(paper_v) {
                let v = d_model / h;
                (v, (v != toy_v).then(|| Change::to(column, v as f64)))
            } else {
                sized(column, toy_v, paper_v, paper_base_v)
            }
        };
        let d_k = note(width("d_k", toy.d_k, p.d_k, paper_base.d_k));
        let d_v = note(width("d_v", toy.d_v, p.d_v, paper_base.d_v));
        let rate = |column: &'static str, paper_v: f64, paper_base_v: f64, toy_v: f64| {
            if paper_v != paper_base_v {
                (paper_v, Some(Change::to(column, paper_v)))
            } else {
                (toy_v, None)
            }
        };
        let (p_drop, change) = rate("P_drop", p.p_drop, paper_base.p_drop, toy.p_drop);
        notes.extend(change);
        let (eps_ls, change) = rate("eps_ls", p.eps_ls, paper_base.eps_ls, toy.eps_ls);
        notes.extend(change);
        if p.learned_positions {
            notes.push(Change {
                column: "positions",
                value: None,
                rounded_from: None,
            });
        }
        let (steps, _) = scaled(
            toy.steps as usize,
            p.steps as usize,
            paper_base.steps as usize,
        );
        if p.steps != paper_base.steps {
            notes.push(Change::to("steps", steps as f64));
        }
        let words: Vec<String> = notes.iter().map(Change::words).collect();
        out.push(Variant {
            id,
            row: row.group.clone(),
            label: if words.is_empty() {
                "base".into()
            } else {
                words.join(", ")
            },
            changes: notes,
            config: Settings {
                n,
                d_model,
                d_ff,
                h,
                d_k,
                d_v,
                p_drop,
                eps_ls,
                learned_positions: p.learned_positions || toy.learned_positions,
                steps: steps as u32,
            },
            same_as: None,
            paper: row.figures(base),
        });
    }
    for i in 0..out.len() {
        let earlier = out[..i].iter().find(|r| r.config == out[i].config);
        out[i].same_as = earlier.map(|r| r.id.clone());
    }
    out.retain(|v| only.is_empty() || only.iter().any(|o| o.eq_ignore_ascii_case(&v.row)));
    if out.is_empty() {
        return Err(Error::Input(format!(
            "no row of Table 3 is named {}: the rows are base, A, B, C, D, E and big",
            only.join(", ")
        )));
    }
    Ok(out)
}

/// A row as the page lists it before it runs: the row and its parameters here.
#[derive(Clone, Debug, Serialize)]
pub struct Listed {
    #[serde(flatten)]
    pub variant: Variant,
    pub params: usize,
}

/// Every row of the table for `task` at `steps`, as the page lists them.
pub fn listed(task: Task, steps: u32) -> Result<Vec<Listed>> {
    Ok(variants(task, steps, &[])?
        .into_iter()
        .map(|v| Listed {
            params: v.params(task),
            variant: v,
        })
        .collect())
}

/// The row `id` (`A1`, `big`, ...) of the table for `task` at `steps`.
pub fn variant(task: Task, steps: u32, id: &str) -> Result<Variant> {
    variants(task, steps, &[])?
        .into_iter()
        .find(|v| v.id == id)
        .ok_or_else(|| Error::Input(format!("Table 3 has no row {id}")))
}

/// Each row's runs, as the page gathers them: `{id, runs}`.
#[derive(Clone, Debug, Deserialize)]
pub struct Gathered {
    pub id: String,
    pub runs: Vec<SeedRun>,
}

/// The table of the rows `gathered` holds runs of (`task` at `steps`, `seeds` asked for each;
/// a row that is another's takes that row's runs), in the paper's order: what the page shows,
/// the same [`Table`] as the command's.
pub fn table_of(task: Task, steps: u32, seeds: usize, gathered: &[Gathered]) -> Result<Table> {
    let mut rows = Vec::new();
    for v in variants(task, steps, &[])? {
        let own = v.same_as.as_ref().unwrap_or(&v.id);
        let Some(g) = gathered.iter().find(|g| &g.id == own && !g.runs.is_empty()) else {
            continue;
        };
        let mut runs = g.runs.clone();
        runs.sort_by_key(|r| r.seed);
        rows.push(RowResult::new(&v, v.params(task), runs));
    }
    Ok(Table::new(task, steps, seeds, rows))
}

impl Variant {
    /// The parameters of this row's model for `task`.
    pub fn params(&self, task: Task) -> usize {
        let recipe = Recipe::for_task(task).with_overrides(&self.overrides(1));
        recipe.config(task).param_count()
    }

    /// The training settings of this row's run with `seed`: its sizes and rates in place of the
    /// recipe's, on one thread (so that a run's numbers do not depend on how many run at once),
    /// scored once, at the end.
    pub fn overrides(&self, seed: u64) -> Overrides {
        let c = &self.config;
        let even = c.d_k * c.h == c.d_model && c.d_v == c.d_k;
        Overrides {
            d_model: Some(c.d_model),
            n_heads: Some(c.h),
            n_layers: Some(c.n),
            d_ff: Some(c.d_ff),
            d_k: (!even).then_some(c.d_k),
            d_v: (!even).then_some(c.d_v),
            learned_positions: Some(c.learned_positions),
            dropout: Some(c.p_drop as f32),
            label_smoothing: Some(c.eps_ls as f32),
            steps: Some(c.steps),
            eval_every: Some(c.steps),
            threads: Some(1),
            seed: Some(seed),
            ..Overrides::default()
        }
    }

    /// The name of this row's run with `seed`, as its model file is named: `A1-seed2`.
    pub fn run_name(&self, seed: u64) -> String {
        format!("{}-seed{seed}", self.id)
    }
}

/// One seed's run of a row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeedRun {
    pub seed: u64,
    pub bleu: f64,
    pub ppl: f64,
}

/// How a row's change moved BLEU here, set beside how it moved the paper's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Agreement {
    /// Both moved BLEU the same way (here beyond the seeds' spread), or neither moved it.
    Agrees,
    /// Here BLEU moved beyond the seeds' spread the other way.
    Opposite,
    /// The paper's BLEU moved; here the change stays within the seeds' spread.
    WithinSpread,
    /// The paper's BLEU stayed (within 0.1); here it moved beyond the seeds' spread.
    MovedHere,
}

/// The paper's BLEU changes of at most this much count as no change (row E's 25.7 against the
/// base's 25.8: "nearly identical results", section 3.5).
pub const PAPER_SAME: f64 = 0.1;

/// A row's result: its settings, its parameters here, its mean perplexity and BLEU over the
/// seeds with BLEU's spread, each seed's, the paper's figures, and how the two compare.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RowResult {
    /// `base`, `A` to `E`, or `big`.
    pub row: String,
    pub id: String,
    pub label: String,
    pub config: Settings,
    pub params: usize,
    pub ppl: f64,
    pub bleu: f64,
    /// The sample standard deviation of BLEU over the seeds (0 for one seed).
    pub bleu_sd: f64,
    pub runs: Vec<SeedRun>,
    pub paper: PaperFigures,
    /// `None` for the base row.
    pub agreement: Option<Agreement>,
}

/// The whole table: `{"task", "steps", "seeds", "rows"}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub task: String,
    /// The base row's training steps.
    pub steps: u32,
    pub seeds: usize,
    pub rows: Vec<RowResult>,
}

fn mean(xs: impl Iterator<Item = f64> + Clone) -> f64 {
    let n = xs.clone().count().max(1) as f64;
    xs.sum::<f64>() / n
}

fn sample_sd(xs: &[f64]) -> f64 {
    if xs.len() < 2 {
        return 0.0;
    }
    let m = mean(xs.iter().copied());
    let var = xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (xs.len() - 1) as f64;
    var.sqrt()
}

impl RowResult {
    /// The row `v` with its seeds' runs; `params` its model's parameter count here.
    pub fn new(v: &Variant, params: usize, runs: Vec<SeedRun>) -> RowResult {
        let bleus: Vec<f64> = runs.iter().map(|r| r.bleu).collect();
        RowResult {
            row: v.row.clone(),
            id: v.id.clone(),
            label: v.label.clone(),
            config: v.config.clone(),
            params,
            ppl: mean(runs.iter().map(|r| r.ppl)),
            bleu: mean(bleus.iter().copied()),
            bleu_sd: sample_sd(&bleus),
            runs,
            paper: v.paper.clone(),
            agreement: None,
        }
    }
}

impl Table {
    /// The table of `rows`, each row's agreement with the paper set against the base row
    /// where it is among them.
    pub fn new(task: Task, steps: u32, seeds: usize, mut rows: Vec<RowResult>) -> Table {
        if let Some(base) = rows.iter().find(|r| r.row == "base").cloned() {
            for r in rows.iter_mut().filter(|r| r.row != "base") {
                r.agreement = Some(agreement(&base, r));
            }
        }
        Table {
            task: task.name().to_string(),
            steps,
            seeds,
            rows,
        }
    }

    /// The table as the paper prints it, the paper's figures and the comparison beside.
    pub fn to_text(&self) -> String {
        let head = [
            "row",
            "N",
            "d_model",
            "d_ff",
            "h",
            "d_k",
            "d_v",
            "P_drop",
            "ε_ls",
            "positions",
            "steps",
            "PPL",
            "BLEU",
            "params",
            "paper PPL",
            "BLEU",
            "params",
            "moved as the paper's",
        ];
        let mut lines: Vec<Vec<String>> = vec![head.iter().map(|h| h.to_string()).collect()];
        for r in &self.rows {
            let c = &r.config;
            lines.push(vec![
                r.id.clone(),
                c.n.to_string(),
                c.d_model.to_string(),
                c.d_ff.to_string(),
                c.h.to_string(),
                c.d_k.to_string(),
                c.d_v.to_string(),
                c.p_drop.to_string(),
                c.eps_ls.to_string(),
                if c.learned_positions {
                    "learned"
                } else {
                    "sinusoids"
                }
                .into(),
                c.steps.to_string(),
                format!("{:.3}", r.ppl),
                format!("{:.1} ± {:.1}", r.bleu, r.bleu_sd),
                format!("{:.3}M", r.params as f64 / 1e6),
                format!("{:.2}", r.paper.ppl),
                format!("{:.1}", r.paper.bleu),
                format!("{}M", r.paper.params_m),
                match r.agreement {
                    None => "–".into(),
                    Some(a) => serde_json::to_value(a)
                        .ok()
                        .and_then(|v| v.as_str().map(String::from))
                        .unwrap_or_default(),
                },
            ]);
        }
        let widths: Vec<usize> = (0..head.len())
            .map(|i| {
                lines
                    .iter()
                    .map(|l| l[i].chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = String::new();
        for line in &lines {
            let cells: Vec<String> = line
                .iter()
                .zip(&widths)
                .map(|(c, w)| format!("{c:>w$}"))
                .collect();
            out.push_str(cells.join("  ").trim_end());
            out.push('\n');
        }
        out.push('\n');
        for r in &self.rows {
            out.push_str(&format!("{:>5}  {}\n", r.id, r.label));
        }
        out
    }
}

/// How `row`'s change from `base` moved BLEU, beside the paper's: a move counts here where it
/// is larger than the two rows' spreads together.
pub fn agreement(base: &RowResult, row: &RowResult) -> Agreement {
    let paper = row.paper.bleu - base.paper.bleu;
    let here = row.bleu - base.bleu;
    let beyond = here.abs() > row.bleu_sd + base.bleu_sd;
    let paper_moved = paper.abs() > PAPER_SAME + 1e-9;
    match (paper_moved, beyond) {
        (false, false) => Agreement::Agrees,
        (false, true) => Agreement::MovedHere,
        (true, false) => Agreement::WithinSpread,
        (true, true) if paper.signum() == here.signum() => Agreement::Agrees,
        (true, true) => Agreement::Opposite,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transcription_holds_the_papers_table() {
        let rows = paper().unwrap();
        let groups: Vec<&str> = rows.iter().map(|r| r.group.as_str()).collect();
        let count = |g: &str| groups.iter().filter(|x| **x == g).count();
        assert_eq!(rows.len(), 20);
        assert_eq!(
            ["base", "A", "B", "C", "D", "E", "big"].map(count),
            [1, 4, 2, 7, 4, 1, 1]
        );
        // Figures read off the paper's page 9.
        let base = &rows[0];
        let s = base.settings(base).unwrap();
        assert_eq!(
            (s.n, s.d_model, s.d_ff, s.h, s.d_k, s.d_v),
            (6, 512, 2048, 8, 64, 64)
        );
        assert_eq!((s.p_drop, s.eps_ls, s.steps), (0.1, 0.1, 100));
        assert_eq!(
            (base.ppl, base.bleu, base.params_m),
            (4.92, 25.8, Some(65.0))
        );
        let big = rows.last().unwrap();
        assert_eq!((big.ppl, big.bleu, big.params_m), (4.33, 26.4, Some(213.0)));
        assert_eq!(big.settings(base).unwrap().steps, 300);
        let e = rows.iter().find(|r| r.group == "E").unwrap();
        assert_eq!(
            (e.ppl, e.bleu, e.learned_positions),
            (4.92, 25.7, Some(true))
        );
        // Row A keeps d_k h = d_model, as section 3.2.2 says.
        for a in rows.iter().filter(|r| r.group == "A") {
            let s = a.settings(base).unwrap();
            assert_eq!(s.d_k * s.h, 512);
        }
    }

    #[test]
    fn each_row_is_the_papers_ratio_applied_to_the_toy_base() {
        let v = variants(Task::FrEn, 300, &[]).unwrap();
        let ids: Vec<&str> = v.iter().map(|v| v.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "base", "A1", "A2", "A3", "A4", "B1", "B2", "C1", "C2", "C3", "C4", "C5", "C6",
                "C7", "D1", "D2", "D3", "D4", "E", "big"
            ]
        );
        let by = |id: &str| v.iter().find(|v| v.id == id).unwrap();
        let base = &by("base").config;
        let r = Recipe::for_task(Task::FrEn);
        assert_eq!(
            (
                base.n,
                base.d_model,
                base.d_ff,
                base.h,
                base.d_k,
                base.steps
            ),
            (
                r.n_layers,
                r.d_model,
                r.d_ff,
                r.n_heads,
                r.d_model / r.n_heads,
                300
            )
        );
        assert_eq!(by("base").label, "base");
        // A: one head of the paper's eight is half of the toy's four, rounded to 1; d_k h kept.
        let a1 = &by("A1");
        assert_eq!((a1.config.h, a1.config.d_k, a1.config.d_v), (1, 64, 64));
        assert_eq!(a1.label, "h 1 (0.50 rounded), d_k 64, d_v 64");
        let a4 = &by("A4").config;
        assert_eq!((a4.h, a4.d_k), (16, 4));
        // B: smaller keys, values and heads as the base's.
        let b1 = &by("B1");
        assert_eq!((b1.config.h, b1.config.d_k, b1.config.d_v), (4, 4, 16));
        assert_eq!(b1.label, "d_k 4");
        // C: depth and width; N 2 and 4 of 6 both round to 1 of 2, and are said to.
        assert_eq!(by("C1").label, "N 1 (0.67 rounded)");
        assert_eq!(by("C2").label, "N 1 (1.33 rounded)");
        assert_eq!(
            (by("C1").same_as.clone(), by("C2").same_as.clone()),
            (None, Some("C1".into()))
        );
        assert_eq!(by("C3").config.n, 3);
        let c4 = &by("C4").config;
        assert_eq!((c4.d_model, c4.d_k, c4.d_v), (32, 8, 8));
        assert_eq!(by("C7").config.d_ff, 4 * r.d_ff / 2);
        // D and E as the paper's; the big model three times the steps.
        assert_eq!(by("D1").config.p_drop, 0.0);
        assert_eq!(by("D4").config.eps_ls, 0.2);
        assert!(by("E").config.learned_positions);
        let big = &by("big");
        assert_eq!(
            (
                big.config.n,
                big.config.d_model,
                big.config.d_ff,
                big.config.h
            ),
            (2, 128, 256, 8)
        );
        assert_eq!(
            (big.config.d_k, big.config.p_drop, big.config.steps),
            (16, 0.3, 900)
        );
        // Each row's settings make a valid model of the task.
        for v in &v {
            let o = v.overrides(1);
            let recipe = Recipe::for_task(Task::FrEn).with_overrides(&o);
            let c = recipe.config(Task::FrEn);
            c.validate().unwrap();
            assert_eq!((c.d_k(), c.d_v()), (v.config.d_k, v.config.d_v), "{}", v.id);
        }
        assert_eq!(
            variants(Task::FrEn, 300, &["a".into(), "C".into()])
                .unwrap()
                .len(),
            11
        );
        let e = variants(Task::FrEn, 300, &["F".into()])
            .unwrap_err()
            .to_string();
        assert!(e.contains("no row of Table 3 is named F"), "{e}");
    }

    #[test]
    fn a_move_counts_beyond_the_seeds_spread_and_is_set_beside_the_papers() {
        let v = variants(Task::FrEn, 300, &[]).unwrap();
        let result = |id: &str, bleus: &[f64]| {
            let runs = bleus
                .iter()
                .enumerate()
                .map(|(i, &bleu)| SeedRun {
                    seed: i as u64 + 1,
                    bleu,
                    ppl: 1.5,
                })
                .collect();
            RowResult::new(v.iter().find(|v| v.id == id).unwrap(), 1000, runs)
        };
        let base = result("base", &[80.0, 82.0, 84.0]); // mean 82, sd 2
        assert_eq!((base.bleu, base.bleu_sd), (82.0, 2.0));
        // The paper's one head lost BLEU (24.9 against 25.8).
        assert_eq!(
            agreement(&base, &result("A1", &[70.0, 71.0, 72.0])),
            Agreement::Agrees
        );
        assert_eq!(
            agreement(&base, &result("A1", &[90.0, 91.0, 92.0])),
            Agreement::Opposite
        );
        assert_eq!(
            agreement(&base, &result("A1", &[80.0, 81.0, 82.0])),
            Agreement::WithinSpread
        );
        // Its 16 heads changed nothing (25.8), nor did learned positions (25.7).
        assert_eq!(
            agreement(&base, &result("A3", &[81.0, 83.0, 85.0])),
            Agreement::Agrees
        );
        assert_eq!(
            agreement(&base, &result("E", &[95.0, 96.0, 97.0])),
            Agreement::MovedHere
        );
        let table = Table::new(Task::FrEn, 300, 3, vec![base, result("E", &[82.0])]);
        assert_eq!(table.rows[0].agreement, None);
        assert_eq!(table.rows[1].paper.params_m, 65.0);
        let text = table.to_text();
        assert!(
            text.contains("82.0 ± 2.0") && text.contains("learned positions"),
            "{text}"
        );
    }
}
