//! Every WGSL kernel of the crate, one file per op (or op family) in `shaders/`, named by one
//! enum.

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

impl Shader {
    /// Every kernel; a test checks this list against the files in `shaders/`.
    pub const ALL: [Shader; 16] = [
        Shader::Matmul,
        Shader::MatmulDirect,
        Shader::Softmax,
        Shader::LayerNorm,
        Shader::Attention,
        Shader::Elementwise,
        Shader::Embed,
        Shader::SumRows,
        Shader::ReluBackward,
        Shader::LayerNormBackward,
        Shader::SoftmaxBackward,
        Shader::EmbedBackward,
        Shader::CrossEntropy,
        Shader::SumSquares,
        Shader::Adam,
        Shader::Fill,
    ];

    /// The file in `shaders/` that holds the kernel.
    pub fn file_name(self) -> &'static str {
        match self {
            Shader::Matmul => "matmul.wgsl",
            Shader::MatmulDirect => "matmul_direct.wgsl",
            Shader::Softmax => "softmax.wgsl",
            Shader::LayerNorm => "layer_norm.wgsl",
            Shader::Attention => "attention.wgsl",
            Shader::Elementwise => "elementwise.wgsl",
            Shader::Embed => "embed.wgsl",
            Shader::SumRows => "sum_rows.wgsl",
            Shader::ReluBackward => "relu_backward.wgsl",
            Shader::LayerNormBackward => "layer_norm_backward.wgsl",
            Shader::SoftmaxBackward => "softmax_backward.wgsl",
            Shader::EmbedBackward => "embed_backward.wgsl",
            Shader::CrossEntropy => "cross_entropy.wgsl",
            Shader::SumSquares => "sum_squares.wgsl",
            Shader::Adam => "adam.wgsl",
            Shader::Fill => "fill.wgsl",
        }
    }

    /// The WGSL source, compiled into the crate.
    pub fn source(self) -> &'static str {
        match self {
            Shader::Matmul => include_str!("../../shaders/matmul.wgsl"),
            Shader::MatmulDirect => include_str!("../../shaders/matmul_direct.wgsl"),
            Shader::Softmax => include_str!("../../shaders/softmax.wgsl"),
            Shader::LayerNorm => include_str!("../../shaders/layer_norm.wgsl"),
            Shader::Attention => include_str!("../../shaders/attention.wgsl"),
            Shader::Elementwise => include_str!("../../shaders/elementwise.wgsl"),
            Shader::Embed => include_str!("../../shaders/embed.wgsl"),
            Shader::SumRows => include_str!("../../shaders/sum_rows.wgsl"),
            Shader::ReluBackward => include_str!("../../shaders/relu_backward.wgsl"),
            Shader::LayerNormBackward => include_str!("../../shaders/layer_norm_backward.wgsl"),
            Shader::SoftmaxBackward => include_str!("../../shaders/softmax_backward.wgsl"),
            Shader::EmbedBackward => include_str!("../../shaders/embed_backward.wgsl"),
            Shader::CrossEntropy => include_str!("../../shaders/cross_entropy.wgsl"),
            Shader::SumSquares => include_str!("../../shaders/sum_squares.wgsl"),
            Shader::Adam => include_str!("../../shaders/adam.wgsl"),
            Shader::Fill => include_str!("../../shaders/fill.wgsl"),
        }
    }
}
