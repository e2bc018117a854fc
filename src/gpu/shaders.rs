//! Every WGSL kernel of the crate, one file per op in `shaders/`, named by one enum.

/// A compute kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shader {
    /// Batched `op(A) op(B) + bias` with NN, NT and TN forms.
    Matmul,
}

impl Shader {
    /// Every kernel; a test checks this list against the files in `shaders/`.
    pub const ALL: [Shader; 1] = [Shader::Matmul];

    /// The file in `shaders/` that holds the kernel.
    pub fn file_name(self) -> &'static str {
        match self {
            Shader::Matmul => "matmul.wgsl",
        }
    }

    /// The WGSL source, compiled into the crate.
    pub fn source(self) -> &'static str {
        match self {
            Shader::Matmul => include_str!("../../shaders/matmul.wgsl"),
        }
    }
}
