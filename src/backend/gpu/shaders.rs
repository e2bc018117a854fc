//! Every WGSL kernel of the crate: one file per op (or op family) in `shaders/`, in a folder
//! named for the module of `src/backend/gpu/` that launches it (`shaders/rows/softmax.wgsl` is
//! launched by `rows.rs`), and one table that names them. Helpers several kernels share live once in `shaders/common/`; a kernel takes one
//! with a line `// #include common/<file>`, replaced by the helper's text when the source is
//! loaded (and so validated with it by naga in `tests/shaders.rs`). The text compiled in is each
//! file without its comments and indentation, which `build.rs` writes to the build's output
//! folder.
//!
//! A kernel's parameters are one uniform struct, `Params` in the WGSL, and on the host a
//! `#[repr(C)]` struct declared with `uniform!` beside the code that launches the kernel, which
//! names the kernels it fills and gives its [`Layout`]; `tests/shaders.rs` compares that layout
//! with the WGSL's, field by field (the structs are listed in `gpu/mod.rs`, `uniform_layouts`).

/// A compute kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shader {
    /// Batched, strided `op(A) op(B) + bias` with NN, NT and TN forms.
    Matmul,
    /// The same product without workgroup memory or barriers, for CPU-emulated GPUs.
    MatmulDirect,
    /// The sum of equal slices of a buffer (a product split along K).
    SumSlices,
    /// Softmax over rows, with an optional padding / causal attention mask.
    Softmax,
    /// Softmax's backward over rows: w * (dw - sum(dw * w)).
    SoftmaxBackward,
    /// Layer normalisation over rows.
    LayerNorm,
    /// Layer normalisation's backward: dx per row, and dy * xhat for dgamma.
    LayerNormBackward,
    /// Column sums of a matrix times a scale (bias, layer-norm and loss reductions).
    SumRows,
    /// add (with broadcast), scale, dropout, multiply.
    Elementwise,
    /// The feed-forward network's activation (ReLU, SiLU, GELU) and its gradient.
    Activation,
    /// Embedding gather times a scale.
    Embed,
    /// The embedding table's gradient, gathered per id without atomics.
    EmbedBackward,
    /// Fills a buffer with one value (zeros).
    Fill,
    /// Label-smoothed cross-entropy per row: the loss and the logits' gradient.
    CrossEntropy,
    /// Partial sums of squares of a tensor (the global gradient norm).
    SumSquares,
    /// One Adam update in place, with optional global-norm clipping.
    Adam,
    /// Fused scaled dot-product attention with an online softmax.
    Attention,
}

/// One row of the table: `include_str!` needs the path as a literal, so a macro writes it.
macro_rules! kernel {
    ($shader:ident, $path:literal) => {
        Kernel {
            shader: Shader::$shader,
            path: $path,
            text: include_str!(concat!(env!("OUT_DIR"), "/shaders/", $path)),
        }
    };
}

/// A kernel's entry in the table.
struct Kernel {
    shader: Shader,
    /// The file, below `shaders/`.
    path: &'static str,
    /// The file's text, without comments.
    text: &'static str,
}

/// Each kernel and its file below `shaders/`.
#[rustfmt::skip]
const TABLE: [Kernel; 17] = [
    kernel!(Matmul, "matmul/matmul.wgsl"),
    kernel!(MatmulDirect, "matmul/matmul_direct.wgsl"),
    kernel!(SumSlices, "matmul/sum_slices.wgsl"),
    kernel!(Softmax, "rows/softmax.wgsl"),
    kernel!(SoftmaxBackward, "rows/softmax_backward.wgsl"),
    kernel!(LayerNorm, "rows/layer_norm.wgsl"),
    kernel!(LayerNormBackward, "rows/layer_norm_backward.wgsl"),
    kernel!(SumRows, "rows/sum_rows.wgsl"),
    kernel!(Elementwise, "elementwise/elementwise.wgsl"),
    kernel!(Activation, "elementwise/activation.wgsl"),
    kernel!(Embed, "elementwise/embed.wgsl"),
    kernel!(EmbedBackward, "elementwise/embed_backward.wgsl"),
    kernel!(Fill, "elementwise/fill.wgsl"),
    kernel!(CrossEntropy, "loss/cross_entropy.wgsl"),
    kernel!(SumSquares, "loss/sum_squares.wgsl"),
    kernel!(Adam, "optim/adam.wgsl"),
    kernel!(Attention, "fused_attention/attention.wgsl"),
];

/// One row of the helpers' table.
macro_rules! helper {
    ($path:literal) => {
        (
            $path,
            include_str!(concat!(env!("OUT_DIR"), "/shaders/", $path)),
        )
    };
}

/// The helpers in `shaders/common/` a kernel may include, by path below `shaders/`, with their
/// text. A helper includes no other.
pub const HELPERS: [(&str, &str); 5] = [
    helper!("common/per_element.wgsl"),
    helper!("common/rows.wgsl"),
    helper!("common/reduce.wgsl"),
    helper!("common/layer_norm_stats.wgsl"),
    helper!("common/matmul_params.wgsl"),
];

/// The line that includes a helper: `// #include common/reduce.wgsl`.
const INCLUDE: &str = "// #include ";

impl Shader {
    /// Every kernel; a test checks this list against the files in `shaders/`.
    pub fn all() -> impl Iterator<Item = Shader> {
        TABLE.iter().map(|kernel| kernel.shader)
    }

    fn kernel(self) -> &'static Kernel {
        TABLE
            .iter()
            .find(|kernel| kernel.shader == self)
            .expect("every kernel is in the table")
    }

    /// The file that holds the kernel, below `shaders/`: `rows/softmax.wgsl`.
    pub fn path(self) -> &'static str {
        self.kernel().path
    }

    /// The WGSL source, its includes replaced by the helpers' text. An include that names no
    /// helper is left as the comment it is, and the kernel then fails validation (a test checks
    /// that every include resolves).
    pub fn source(self) -> String {
        let mut out = String::new();
        for line in self.kernel().text.lines() {
            let helper = line
                .strip_prefix(INCLUDE)
                .and_then(|path| HELPERS.iter().find(|(file, _)| *file == path.trim()));
            out.push_str(helper.map_or(line, |(_, text)| text));
            out.push('\n');
        }
        out
    }

    /// The helpers the kernel's source names in its includes, resolved or not.
    pub fn includes(self) -> Vec<&'static str> {
        let lines = self.kernel().text.lines();
        lines
            .filter_map(|l| l.strip_prefix(INCLUDE))
            .map(str::trim)
            .collect()
    }
}

/// The layout of a kernel's parameters as the host writes them. Fields whose names start with
/// `_` are padding: their names and number are free, the size accounts for them.
#[derive(Debug, PartialEq)]
pub struct Layout {
    /// The Rust struct's name.
    pub name: &'static str,
    /// Each field's name, type as Rust writes it (`u32`, `f32`, `[u32; 2]`) and byte offset.
    pub fields: &'static [(&'static str, &'static str, usize)],
    /// The size in bytes.
    pub size: usize,
}

/// A struct the host fills a kernel's `Params` with: plain data, `#[repr(C)]`, and its layout.
/// Declare one with `uniform!`.
pub trait Uniform: bytemuck::Pod {
    const LAYOUT: Layout;
    /// The kernels whose `Params` it fills.
    const KERNELS: &'static [Shader];
}

/// Declares a kernel's parameter struct (`#[repr(C)]`, `Pod`) and its [`Uniform`] layout, both
/// from one list of fields.
macro_rules! uniform {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident for $($kernel:ident),+ {
            $($(#[$field_meta:meta])* $field:ident: $ty:ty,)*
        }
    ) => {
        $(#[$meta])*
        #[repr(C)]
        #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
        $vis struct $name {
            $($(#[$field_meta])* $field: $ty,)*
        }

        impl $crate::backend::gpu::shaders::Uniform for $name {
            const LAYOUT: $crate::backend::gpu::shaders::Layout =
                $crate::backend::gpu::shaders::Layout {
                    name: stringify!($name),
                    fields: &[$((
                        stringify!($field),
                        stringify!($ty),
                        ::std::mem::offset_of!($name, $field),
                    )),*],
                    size: ::std::mem::size_of::<$name>(),
                };
            const KERNELS: &'static [$crate::backend::gpu::shaders::Shader] =
                &[$($crate::backend::gpu::shaders::Shader::$kernel),+];
        }
    };
}
pub(crate) use uniform;
