//! Every WGSL kernel of the crate: one file per op (or op family) in `shaders/`, one table that
//! names them. Helpers several kernels share live once in `shaders/common/`; a kernel takes one
//! with a line `// #include <file>`, replaced by the helper's text when the source is loaded
//! (and so validated with it by naga in `tests/shaders.rs`). The text compiled in is each
//! file without its comments and indentation, which `build.rs` writes to the build's output
//! folder.

/// A compute kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shader {
    /// Batched, strided `op(A) op(B) + bias` with NN, NT and TN forms.
    Matmul,
    /// The same product without workgroup memory or barriers, for CPU-emulated GPUs.
    MatmulDirect,
    /// Softmax over rows, with an optional padding / causal attention mask.
    Softmax,
    /// Layer normalisation over rows.
    LayerNorm,
    /// Fused scaled dot-product attention with an online softmax.
    Attention,
    /// add (with broadcast), scale, ReLU, dropout.
    Elementwise,
    /// Embedding gather times a scale.
    Embed,
    /// Column sums of a matrix times a scale (bias, layer-norm and loss reductions).
    SumRows,
    /// The sum of equal slices of a buffer (a product split along K).
    SumSlices,
    /// ReLU's gradient: dy where x > 0.
    ReluBackward,
    /// Layer normalisation's backward: dx per row, and dy * xhat for dgamma.
    LayerNormBackward,
    /// Softmax's backward over rows: w * (dw - sum(dw * w)).
    SoftmaxBackward,
    /// The embedding table's gradient, gathered per id without atomics.
    EmbedBackward,
    /// Label-smoothed cross-entropy per row: the loss and the logits' gradient.
    CrossEntropy,
    /// Partial sums of squares of a tensor (the global gradient norm).
    SumSquares,
    /// One Adam update in place, with optional global-norm clipping.
    Adam,
    /// Fills a buffer with one value (zeros).
    Fill,
}

/// One row of the table: `include_str!` needs the path as a literal, so a macro writes it.
macro_rules! kernel {
    ($shader:ident, $file:literal) => {
        (
            Shader::$shader,
            $file,
            include_str!(concat!(env!("OUT_DIR"), "/shaders/", $file)),
        )
    };
}

/// Each kernel, its file in `shaders/` and the file's text.
#[rustfmt::skip]
const TABLE: [(Shader, &str, &str); 17] = [
    kernel!(Matmul, "matmul.wgsl"),
    kernel!(MatmulDirect, "matmul_direct.wgsl"),
    kernel!(Softmax, "softmax.wgsl"),
    kernel!(LayerNorm, "layer_norm.wgsl"),
    kernel!(Attention, "attention.wgsl"),
    kernel!(Elementwise, "elementwise.wgsl"),
    kernel!(Embed, "embed.wgsl"),
    kernel!(SumRows, "sum_rows.wgsl"),
    kernel!(SumSlices, "sum_slices.wgsl"),
    kernel!(ReluBackward, "relu_backward.wgsl"),
    kernel!(LayerNormBackward, "layer_norm_backward.wgsl"),
    kernel!(SoftmaxBackward, "softmax_backward.wgsl"),
    kernel!(EmbedBackward, "embed_backward.wgsl"),
    kernel!(CrossEntropy, "cross_entropy.wgsl"),
    kernel!(SumSquares, "sum_squares.wgsl"),
    kernel!(Adam, "adam.wgsl"),
    kernel!(Fill, "fill.wgsl"),
];

/// The helpers in `shaders/common/` a kernel may include.
pub const HELPERS: [(&str, &str); 1] = [(
    "reduce.wgsl",
    include_str!(concat!(env!("OUT_DIR"), "/shaders/common/reduce.wgsl")),
)];

/// The line that includes a helper: `// #include reduce.wgsl`.
const INCLUDE: &str = "// #include ";

impl Shader {
    /// Every kernel; a test checks this list against the files in `shaders/`.
    pub fn all() -> impl Iterator<Item = Shader> {
        TABLE.iter().map(|entry| entry.0)
    }

    fn entry(self) -> &'static (Shader, &'static str, &'static str) {
        TABLE
            .iter()
            .find(|entry| entry.0 == self)
            .expect("every kernel is in the table")
    }

    /// The file in `shaders/` that holds the kernel.
    pub fn file_name(self) -> &'static str {
        self.entry().1
    }

    /// The WGSL source, its includes replaced by the helpers' text. An include that names no
    /// helper is left as the comment it is, and the kernel then fails validation (a test checks
    /// that every include resolves).
    pub fn source(self) -> String {
        let mut out = String::new();
        for line in self.entry().2.lines() {
            let helper = line
                .strip_prefix(INCLUDE)
                .and_then(|name| HELPERS.iter().find(|(file, _)| *file == name.trim()));
            out.push_str(helper.map_or(line, |(_, text)| text));
            out.push('\n');
        }
        out
    }

    /// The helpers the kernel's source names in its includes, resolved or not.
    pub fn includes(self) -> Vec<&'static str> {
        let lines = self.entry().2.lines();
        lines
            .filter_map(|l| l.strip_prefix(INCLUDE))
            .map(str::trim)
            .collect()
    }
}
