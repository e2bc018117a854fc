//! Every WGSL kernel of the crate, one file per op (or op family) in `shaders/`, named by one
//! enum.

/// A compute kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shader {
    /// Batched, strided `op(A) op(B) + bias` with NN, NT and TN forms.
    Matmul,
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
}

impl Shader {
    /// Every kernel; a test checks this list against the files in `shaders/`.
    pub const ALL: [Shader; 6] = [
        Shader::Matmul,
        Shader::Softmax,
        Shader::LayerNorm,
        Shader::Attention,
        Shader::Elementwise,
        Shader::Embed,
    ];

    /// The file in `shaders/` that holds the kernel.
    pub fn file_name(self) -> &'static str {
        match self {
            Shader::Matmul => "matmul.wgsl",
            Shader::Softmax => "softmax.wgsl",
            Shader::LayerNorm => "layer_norm.wgsl",
            Shader::Attention => "attention.wgsl",
            Shader::Elementwise => "elementwise.wgsl",
            Shader::Embed => "embed.wgsl",
        }
    }

    /// The WGSL source, compiled into the crate.
    pub fn source(self) -> &'static str {
        match self {
            Shader::Matmul => include_str!("../../shaders/matmul.wgsl"),
            Shader::Softmax => include_str!("../../shaders/softmax.wgsl"),
            Shader::LayerNorm => include_str!("../../shaders/layer_norm.wgsl"),
            Shader::Attention => include_str!("../../shaders/attention.wgsl"),
            Shader::Elementwise => include_str!("../../shaders/elementwise.wgsl"),
            Shader::Embed => include_str!("../../shaders/embed.wgsl"),
        }
    }
}
