//! One error type for the whole crate. Messages name what went wrong and where, so a user can fix
//! their input without reading the source.

/// Everything that can go wrong in `attend`.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A weights file that cannot be used: truncated, wrong dtype, missing tensors, bad metadata.
    #[error("weights: {0}")]
    Weights(String),
    /// A weights file refused for a reason the page's catalogues say (`core-weights-*`): not a
    /// safetensors file, truncated, too large, without attend's config. `file` names it where a
    /// folder holds several.
    #[error("weights: {}{said}", file.as_ref().map(|f| format!("{f}: ")).unwrap_or_default())]
    BadWeights { file: Option<String>, said: Said },
    /// A model configuration that is inconsistent or out of the supported range, as the page's
    /// catalogues say it (`core-config-*`).
    #[error("config: {0}")]
    Config(Said),
    /// Input text or ids that the model cannot take (unknown characters, too long, bad id).
    #[error("input: {0}")]
    Input(String),
    /// An input refused for a reason the catalogues say: an edit that does not parse or does not
    /// fit the model (`core-edit-*`), decoding, sampling or training settings out of range
    /// (`core-decode-*`, `core-sample-*`, `core-training-*`), an empty input, a file the command
    /// line cannot read or write (`core-files-*`, in its own catalogue).
    #[error("input: {0}")]
    Refused(Said),
    /// Text with a character, word or piece the model's vocabulary lacks, where it has no
    /// `<unk>` to read it as: a refusal the page says in its reader's language, from its fields.
    #[error("input: {}", unseen.said())]
    Unknown {
        unseen: crate::data::vocab::Unseen,
        /// The vocabulary, described: the command line adds it to the message.
        vocab: String,
    },
    /// A file of sentence pairs that cannot be read, with its line.
    #[error("input: {}", .0.said())]
    Pairs(crate::data::pairs_problem::Problem),
    /// An input of more tokens than the model takes; `what` names it ("source", ...).
    #[error("input: {}", self.said().expect("said"))]
    TooLong {
        what: String,
        tokens: usize,
        max: usize,
    },
    /// A backend that cannot run (no adapter, lost device, failed allocation).
    #[error("backend: {0}")]
    Backend(String),
    /// A training run whose loss became NaN or exploded; `saved` is where its last good weights
    /// were written, when they were. The page and the command line say it in their words
    /// (`train-diverged`, `cli-diverged`); its `Display` is for a log.
    #[error("diverged: the loss became {loss} at step {step}")]
    Diverged {
        step: u32,
        loss: f32,
        saved: Option<String>,
    },
    /// A run stopped by the user (Ctrl-C), after saving what it had.
    #[error("interrupted: {0}")]
    Interrupted(String),
    /// What a build without the `hub` feature (the page's cores that only run models) leaves
    /// out, named: Hugging Face folders and Marian's tokenizer. The page opens such a model with
    /// a core that has them (its name, `HubError`, says so).
    #[error("this build of attend reads no {0}: the build with Hugging Face models does")]
    Hub(String),
    /// Reading or writing a file.
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
}

impl Error {
    /// The kind of error in one word (`Input`, `Weights`, ...): the page names its errors after
    /// it (`InputError`), so callers tell them apart without reading messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Error::Weights(_) | Error::BadWeights { .. } => "Weights",
            Error::Config(_) => "Config",
            Error::Input(_)
            | Error::Refused(_)
            | Error::Unknown { .. }
            | Error::TooLong { .. }
            | Error::Pairs(_) => "Input",
            Error::Backend(_) => "Backend",
            Error::Diverged { .. } => "Diverged",
            Error::Interrupted(_) => "Interrupted",
            Error::Hub(_) => "Hub",
            Error::Io { .. } => "Io",
        }
    }
}

impl Error {
    /// What an error says to a person as a message of the catalogues, where it is one a person
    /// can fix (a refused input or setting, a pairs file, a refused weights file or folder, a
    /// model's configuration); `None` for the other kinds, which say themselves in their
    /// `Display`.
    pub fn said(&self) -> Option<Said> {
        match self {
            Error::Unknown { unseen, .. } => Some(unseen.said()),
            Error::Pairs(problem) => Some(problem.said()),
            Error::BadWeights { file, said } => Some(match file {
                Some(file) => said.in_file(file),
                None => said.clone(),
            }),
            Error::Config(said) | Error::Refused(said) => Some(said.clone()),
            Error::TooLong { what, tokens, max } => Some(Said::new(
                "too-long",
                vec![
                    ("what", what.as_str().into()),
                    ("tokens", (*tokens).into()),
                    ("max", (*max).into()),
                ],
            )),
            _ => None,
        }
    }
}

/// What the core says to a person, as a message: the id of its `core-<code>` message in the page's
/// catalogues (www/i18n/*.ftl; the English one is also the command line's, which keeps in
/// src/cli/en.ftl the few only it meets) and the message's arguments, by name. The page and the
/// command line put it in words (src/words.rs); its `Display` is the message's id and arguments,
/// for a log.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Said {
    pub code: &'static str,
    #[serde(serialize_with = "as_map")]
    pub args: Vec<(&'static str, Arg)>,
}

/// A message's argument: words, or a number (which a message may pluralise on).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(untagged)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.into())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(f64::from(n))
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n as f64)
    }
}

/// A message's arguments as an object of its names, as the page's catalogues take them.
fn as_map<S: serde::Serializer>(
    args: &[(&'static str, Arg)],
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    s.collect_map(args.iter().map(|(name, value)| (name, value)))
}

impl Said {
    /// A message of `code` with `args`.
    pub fn new(code: &'static str, args: Vec<(&'static str, Arg)>) -> Said {
        Said { code, args }
    }

    /// Argument `name`, where the message has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// An input refused for what this says.
    pub fn refused(self) -> Error {
        Error::Refused(self)
    }

    /// A weights file refused for what this says; `file` names it where a folder holds several.
    pub fn weights_error(self, file: Option<&str>) -> Error {
        Error::BadWeights {
            file: file.map(String::from),
            said: self,
        }
    }

    /// The same, said of `file` (one of a folder's): its `file` argument, which the page and the
    /// command line put before the message.
    pub fn in_file(&self, file: &str) -> Said {
        let mut said = self.clone();
        said.args.push(("file", file.into()));
        said
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "core-{}", self.code)?;
        for (name, value) in &self.args {
            match value {
                Arg::Text(text) => write!(f, " {name}={text:?}")?,
                Arg::Number(n) => write!(f, " {name}={n}")?,
            }
        }
        Ok(())
    }
}

/// The crate's result type.
pub type Result<T> = std::result::Result<T, Error>;
