//! Recording a batched, strided matrix product, whose kernels are in `shaders/matmul/`: the
//! tiled product (`matmul.wgsl`), the barrier-free one of CPU-emulated GPUs
//! (`matmul_direct.wgsl`), and the sum of a split product's slices (`sum_slices.wgsl`).

use super::context::{Constants, GpuContext, MAX_LOOP};
use super::elementwise::per_element;
use super::shaders::{uniform, Shader};

uniform! {
    /// The parameters of both product kernels (`Params` in `shaders/common/matmul_params.wgsl`).
    pub(super) struct MatmulParams for Matmul, MatmulDirect {
        m: u32,
        n: u32,
        k: u32,
        trans_a: u32,
        trans_b: u32,
        has_bias: u32,
        vec_a: u32,
        vec_b: u32,
        lda: u32,
        ldb: u32,
        ldc: u32,
        heads: u32,
        a_outer: u32,
        a_inner: u32,
        b_outer: u32,
        b_inner: u32,
        c_outer: u32,
        c_inner: u32,
        /// Matrices in the batch (read by the barrier-free kernel).
        batch: u32,
        _pad: u32,
    }
}

/// Where one operand's matrices lie in its buffer: matrix `z` of the batch starts at
/// `(z / heads) * outer + (z % heads) * inner`, and its rows are `ld` floats apart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub ld: usize,
    pub outer: usize,
    pub inner: usize,
    /// Stored transposed: A as `[K, M]`, B as `[N, K]`.
    pub trans: bool,
}

impl View {
    /// Densely packed `[batch, rows, cols]` matrices (`outer` 0 shares one matrix).
    pub fn dense(rows: usize, cols: usize, trans: bool, shared: bool) -> View {
        let (stored_rows, stored_cols) = if trans { (cols, rows) } else { (rows, cols) };
        View {
            ld: stored_cols,
            outer: if shared { 0 } else { stored_rows * stored_cols },
            inner: 0,
            trans,
        }
    }

    /// Head h's `[len, d_k]` columns `h*d_k..` of a `[batch, len, d]` tensor (Q, K, V, a context).
    pub fn head_columns(len: usize, d: usize, d_k: usize, trans: bool) -> View {
        View {
            ld: d,
            outer: len * d,
            inner: d_k,
            trans,
        }
    }

    /// Head h's `[q_len, k_len]` matrix of a `[batch, heads, q_len, k_len]` tensor (scores,
    /// weights, their gradients).
    pub fn per_head(heads: usize, q_len: usize, k_len: usize, trans: bool) -> View {
        View {
            ld: k_len,
            outer: heads * q_len * k_len,
            inner: q_len * k_len,
            trans,
        }
    }

    /// Can the kernel read this operand four floats at a time? Its contiguous dimension
    /// (`contiguous` = K for A / the NT form of B, else M or N) and every offset must be
    /// multiples of 4.
    fn vec4_ok(&self, contiguous: usize) -> bool {
        [contiguous, self.ld, self.outer, self.inner]
            .iter()
            .all(|v| v % 4 == 0)
    }
}

/// Sizes and layouts of one batched product `C[z] = op(A[z]) op(B[z]) + bias`,
/// with `z` running over `batch * heads` matrices.
#[derive(Clone, Copy, Debug)]
pub struct Matmul {
    pub batch: usize,
    pub heads: usize,
    pub m: usize,
    pub n: usize,
    pub k: usize,
    pub a: View,
    pub b: View,
    /// `trans` is ignored for C.
    pub c: View,
}

impl Matmul {
    /// `batch * heads` products of `[m, k]` by `[k, n]`, the operands laid out as `a`, `b`, `c`.
    pub fn heads(
        batch: usize,
        heads: usize,
        (m, n, k): (usize, usize, usize),
        [a, b, c]: [View; 3],
    ) -> Self {
        Matmul {
            batch,
            heads,
            m,
            n,
            k,
            a,
            b,
            c,
        }
    }

    /// `batch` dense products `[M, K] x [K, N]`, either operand possibly stored transposed,
    /// B possibly one matrix shared by the batch (a weight).
    pub fn dense(
        batch: usize,
        (m, n, k): (usize, usize, usize),
        trans_a: bool,
        trans_b: bool,
        shared_b: bool,
    ) -> Matmul {
        Matmul {
            batch,
            heads: 1,
            m,
            n,
            k,
            a: View::dense(m, k, trans_a, false),
            b: View::dense(k, n, trans_b, shared_b),
            c: View::dense(m, n, false, false),
        }
    }

    /// Floating-point operations of the product (2 per multiply-add).
    pub fn flops(&self) -> f64 {
        2.0 * self.matrices() as f64 * self.m as f64 * self.n as f64 * self.k as f64
    }

    /// Products in the batch: `batch * heads`.
    pub fn matrices(&self) -> usize {
        self.batch * self.heads.max(1)
    }

    fn params(&self, has_bias: bool) -> MatmulParams {
        let u = |v: usize| v as u32;
        let a_contig = if self.a.trans { self.m } else { self.k };
        let b_contig = if self.b.trans { self.k } else { self.n };
        MatmulParams {
            m: u(self.m),
            n: u(self.n),
            k: u(self.k),
            trans_a: self.a.trans.into(),
            trans_b: self.b.trans.into(),
            has_bias: has_bias.into(),
            vec_a: self.a.vec4_ok(a_contig).into(),
            vec_b: self.b.vec4_ok(b_contig).into(),
            lda: u(self.a.ld),
            ldb: u(self.b.ld),
            ldc: u(self.c.ld),
            heads: u(self.heads.max(1)),
            a_outer: u(self.a.outer),
            a_inner: u(self.a.inner),
            b_outer: u(self.b.outer),
            b_inner: u(self.b.inner),
            c_outer: u(self.c.outer),
            c_inner: u(self.c.inner),
            batch: u(self.matrices()),
            _pad: 0,
        }
    }
}

/// Records `c = op(a) op(b) + bias` (bias `[N]`, added to every row).
pub fn record_matmul(
    ctx: &GpuContext,
    mm: &Matmul,
    a: &wgpu::Buffer,
    b: &wgpu::Buffer,
    bias: Option<&wgpu::Buffer>,
    c: &wgpu::Buffer,
) {
    if ctx.barrier_free() && mm.k <= MAX_LOOP {
        record_direct(ctx, mm, a, b, bias, c);
    } else {
        match split(mm, bias.is_some()) {
            Some(slices) => record_split(ctx, mm, Tile::Large, slices, a, b, c),
            None => record_tiled(ctx, mm, Tile::for_product(mm), a, b, bias, c),
        }
    }
}

/// The barrier-free kernel (`matmul_direct.wgsl`) of CPU-emulated GPUs.
fn record_direct(
    ctx: &GpuContext,
    mm: &Matmul,
    a: &wgpu::Buffer,
    b: &wgpu::Buffer,
    bias: Option<&wgpu::Buffer>,
    c: &wgpu::Buffer,
) {
    let params = mm.params(bias.is_some());
    // Without a bias the kernel never reads binding 2; `a` stands in for it.
    let bias = bias.unwrap_or(a);
    let batch = mm.matrices();
    // Small matrices take 16 x 16 tiles, four to a workgroup; others 32 x 32 tiles.
    let (tile, per_group, constants) = if mm.m <= 16 && mm.n <= 16 {
        (16, 4, DIRECT_SMALL)
    } else {
        (32, 1, &[][..])
    };
    let tiles = |n: usize| n.div_ceil(tile).max(1) as u32;
    ctx.launch_with(
        Shader::MatmulDirect,
        constants,
        &[a, b, bias, c],
        &params,
        [tiles(mm.n), tiles(mm.m), batch.div_ceil(per_group) as u32],
    );
}

/// The tiled kernel's variants (`matmul.wgsl`), by the side of the tile of C one
/// workgroup computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tile {
    /// 16 x 16: 8 x 8 threads with 2 x 2 blocks, for attention's many small per-head products.
    Small,
    /// 64 x 64: 16 x 16 threads with 4 x 4 blocks.
    Medium,
    /// 128 x 128: 16 x 16 threads with 8 x 8 blocks, for products with many such tiles.
    Large,
}

impl Tile {
    pub const ALL: [Tile; 3] = [Tile::Small, Tile::Medium, Tile::Large];

    /// The variant for `mm`: small matrices take small tiles; large tiles only where there
    /// are enough of them to keep a large GPU's cores busy.
    pub fn for_product(mm: &Matmul) -> Tile {
        let side = Tile::Small.side();
        if mm.m <= side * 2 && mm.n <= side * 2 {
            return Tile::Small;
        }
        let large = Tile::Large.side();
        let large_tiles = mm.m.div_ceil(large) * mm.n.div_ceil(large) * mm.matrices();
        if large_tiles >= LARGE_TILES_MIN {
            Tile::Large
        } else {
            Tile::Medium
        }
    }

    /// Rows and columns of C per workgroup.
    pub fn side(self) -> usize {
        match self {
            Tile::Small => 16,
            Tile::Medium => 64,
            Tile::Large => 128,
        }
    }

    /// The overridable constants that make the variant.
    fn constants(self) -> Constants {
        match self {
            Tile::Small => &[("WG", 8.0), ("BLOCK", 2.0)],
            Tile::Medium => &[],
            Tile::Large => &[("BLOCK", 8.0)],
        }
    }
}

/// How many 128 x 128 tiles a product needs before it takes them: a GPU with about a hundred
/// cores wants a few workgroups on each.
const LARGE_TILES_MIN: usize = 256;

/// Records the tiled kernel with the variant `tile`.
pub fn record_tiled(
    ctx: &GpuContext,
    mm: &Matmul,
    tile: Tile,
    a: &wgpu::Buffer,
    b: &wgpu::Buffer,
    bias: Option<&wgpu::Buffer>,
    c: &wgpu::Buffer,
) {
    let params = mm.params(bias.is_some());
    let bias = bias.unwrap_or(a);
    let tiles = |n: usize| n.div_ceil(tile.side()).max(1) as u32;
    ctx.launch_with(
        Shader::Matmul,
        tile.constants(),
        &[a, b, bias, c, a, b],
        &params,
        [tiles(mm.n), tiles(mm.m), mm.matrices() as u32],
    );
}

/// The fewest rows of K a slice of a split product has: each of its workgroups still runs
/// 8 passes through workgroup memory.
const SLICE_MIN: usize = 128;

/// How many slices of K `mm` is cut into (see [`record_split`]), or `None` to leave it whole.
/// A product whose C has too few tiles, even of 64 x 64, to fill a large GPU, but a long K (a
/// weight's gradient, whose K is every token of the batch) is computed in 128 x 128 tiles, K
/// cut into as many slices as bring its workgroups to `LARGE_TILES_MIN`, each at least
/// `SLICE_MIN` deep and a multiple of 16. Only one product without a bias, whose C is dense and
/// holds at least one whole tile: a square product already fills the GPU, and cutting it only
/// adds the slices' sum.
pub fn split(mm: &Matmul, has_bias: bool) -> Option<usize> {
    let (side, medium) = (Tile::Large.side(), Tile::Medium.side());
    let eligible = !has_bias
        && mm.matrices() == 1
        && mm.c.ld == mm.n
        && mm.m >= side
        && mm.n >= side
        && mm.m.div_ceil(medium) * mm.n.div_ceil(medium) < LARGE_TILES_MIN;
    if !eligible {
        return None;
    }
    let tiles = mm.m.div_ceil(side) * mm.n.div_ceil(side);
    let most = (LARGE_TILES_MIN / tiles).min(mm.k / SLICE_MIN);
    (2..=most).rev().find(|s| mm.k % (s * 16) == 0)
}

/// Records `c = op(a) op(b)` for one product with its K cut into `slices` equal slices
/// (split-K): the slices' products, a batch of `slices` matrices in a scratch buffer
/// `[slices, m, n]` by the tiled kernel's variant `tile`, then their sum into `c`
/// (`sum_slices.wgsl`). The slices are that many more workgroups for the GPU's cores. Each
/// entry of `c` adds its slices' sums in order, each summed in the order of K.
///
/// `mm` must be one product (`batch * heads` = 1) whose C is dense (`c.ld` = `n`), and
/// `slices` must divide K.
pub fn record_split(
    ctx: &GpuContext,
    mm: &Matmul,
    tile: Tile,
    slices: usize,
    a: &wgpu::Buffer,
    b: &wgpu::Buffer,
    c: &wgpu::Buffer,
) {
    assert!(
        mm.matrices() == 1 && mm.c.ld == mm.n && slices > 0 && mm.k % slices == 0,
        "a split product is one product with a dense C and K in equal slices: {mm:?}, {slices}"
    );
    let k = mm.k / slices;
    // Slice s starts k * s rows of K in: k * s columns along, or k * s rows down where the
    // operand's rows run along K (A stored transposed, B as it is).
    let slice = |v: View, k_down_rows: bool| View {
        ld: v.ld,
        outer: if k_down_rows { k * v.ld } else { k },
        inner: 0,
        trans: v.trans,
    };
    let parts = Matmul {
        batch: slices,
        heads: 1,
        m: mm.m,
        n: mm.n,
        k,
        a: slice(mm.a, mm.a.trans),
        b: slice(mm.b, !mm.b.trans),
        c: View::dense(mm.m, mm.n, false, false),
    };
    let scratch = ctx.alloc(slices * mm.m * mm.n);
    record_tiled(ctx, &parts, tile, a, b, None, scratch.buffer());
    let len = mm.m * mm.n;
    let params = SumSlicesParams {
        n: len as u32,
        slices: slices as u32,
        _pad: [0; 2],
    };
    ctx.launch(
        Shader::SumSlices,
        &[scratch.buffer(), c],
        &params,
        per_element(len),
    );
}

uniform! {
    pub(super) struct SumSlicesParams for SumSlices {
        n: u32,
        slices: u32,
        _pad: [u32; 2],
    }
}

/// The barrier-free kernel's variant for small matrices: 4 x 4 threads per matrix.
const DIRECT_SMALL: Constants = &[("SIDE", 4.0)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_product_takes_the_tile_its_size_calls_for() {
        let square = |s| Matmul::dense(1, (s, s, s), false, false, false);
        // Attention's per-head products.
        let head = Matmul::heads(64, 8, (12, 12, 4), [View::dense(12, 4, false, false); 3]);
        assert_eq!(Tile::for_product(&head), Tile::Small);
        assert_eq!(Tile::for_product(&square(32)), Tile::Small);
        assert_eq!(Tile::for_product(&square(33)), Tile::Medium);
        // 64 tiles of 128: too few to fill a large GPU.
        assert_eq!(Tile::for_product(&square(1024)), Tile::Medium);
        // 256 of them.
        assert_eq!(Tile::for_product(&square(2048)), Tile::Large);
        // A batch of products counts every matrix's tiles.
        let batched = Matmul::dense(4, (1024, 1024, 64), false, true, true);
        assert_eq!(Tile::for_product(&batched), Tile::Large);
    }

    #[test]
    fn products_with_few_tiles_are_split_along_k() {
        let product = |m, n, k| Matmul::dense(1, (m, n, k), false, false, false);
        // A weight's gradient [256, 1024] over 832 tokens: 16 tiles of 128; six slices would
        // not be multiples of 16, so four of 208 (64 workgroups).
        assert_eq!(split(&product(256, 1024, 832), false), Some(4));
        // [512, 512] over 1024 tokens: 16 tiles, eight slices of 128.
        assert_eq!(split(&product(512, 512, 1024), false), Some(8));
        // Over 200 tokens: one slice of 128 at most.
        assert_eq!(split(&product(512, 512, 200), false), None);
        // Enough tiles of 64 already (256 for a square of 1024), a bias, a batch, a C smaller
        // than a tile.
        assert_eq!(split(&product(1024, 1024, 1024), false), None);
        assert_eq!(split(&product(512, 2048, 832), false), None);
        assert_eq!(split(&product(512, 512, 1024), true), None);
        assert_eq!(
            split(
                &Matmul::dense(2, (512, 512, 1024), false, false, false),
                false
            ),
            None
        );
        assert_eq!(split(&product(64, 64, 4096), false), None);
        // K with no slicing into multiples of 16.
        assert_eq!(split(&product(512, 512, 1000), false), None);
    }
}
