//! The CPU backend's matrix product, `c = a · b`.
//!
//! Natively it is the `gemm` crate's, which picks AVX2/FMA or AVX-512 kernels at run time, but
//! for the smallest products (attention's per-head ones in the tiny model, `SMALL_NATIVE`):
//! `matrixmultiply`'s sgemm copies both operands into panels, which costs more than the product
//! at these sizes. Neither crate has a kernel written for wasm, so the wasm build multiplies with
//! the blocked product below: its inner block is written in wasm's 4-wide SIMD registers
//! (simd128), with fused multiply-adds where the browser has relaxed SIMD; natively, for the
//! smallest products and in the tests, the same block is fixed-size loops that the compiler
//! vectorises. `docs/performance.md` gives the figures of each.
//!
//! The blocking is the classic one (Goto and van de Geijn), in slices of `KC` rows of `b`: each
//! `MR x NR` tile of `c` is summed in registers over the slice and added to `c` once, from a
//! strip of `MR` rows of `a` and a panel of `NR` columns of `b`. The kernel reads both where
//! they lie when that is cheap: `a`'s rows, and `b`'s when its rows are near one another (the
//! small matrices of the page's models, where copying cost as much as multiplying). Otherwise
//! `b` is copied ("packed") into panels, and a large transposed `a` into strips, so that the
//! kernel reads them contiguously. Within a slice each entry of `c` is summed in the order of
//! `k`, like a plain loop. A product of a few rows by a transposed matrix (a decoding step's, by
//! a weight matrix) is a set of dot products instead ([`DOT_ROWS`]).

use std::ops::Range;

#[cfg(target_arch = "wasm32")]
use core::arch::wasm32::v128;
#[cfg(test)]
use ndarray::ArrayViewMut2;
use ndarray::{Array2, ArrayView2};

/// Rows of a tile of `c`.
const MR: usize = 4;
/// Columns of a tile of `c`: two 4-wide registers.
const NR: usize = 8;
/// Rows of `b` (columns of `a`) multiplied at a time: a panel, `KC x NR`, stays in the L1 cache.
const KC: usize = 256;
/// Rows of `a` that meet each panel in turn: their strips, `MC x KC`, stay in the L2 cache.
const MC: usize = 64;
/// The farthest apart (in numbers) `b`'s rows may be for its panels to be read in place rather
/// than packed: a panel's `KC` rows then span at most 64 KB.
const IN_PLACE_ROW: usize = 64;
/// The most numbers a transposed `a` (its columns adjacent, not its rows) may hold for it to be
/// read in place rather than packed.
const PACK_A: usize = 4096;

/// The most multiply-adds (`m * k * n`) of a product that the native build leaves to the
/// blocked product: `gemm` spends a fixed time on each call (finding its scratch space, zeroing
/// it) that outweighs the product itself at the per-head products of the tiny model (`d_k` 8,
/// sequences of about a dozen).
#[cfg(not(target_arch = "wasm32"))]
const SMALL_NATIVE: usize = 2048;

/// Whether the native build multiplies `a · b` by the blocked product (see [`SMALL_NATIVE`]).
#[cfg(not(target_arch = "wasm32"))]
fn small(a: &ArrayView2<f32>, b: &ArrayView2<f32>) -> bool {
    a.nrows() * a.ncols() * b.ncols() <= SMALL_NATIVE
}

/// `a · b` as a new standard-layout matrix. `a` is `[m, k]`, `b` is `[k, n]`; either may be
/// any view (a transpose, one head's columns).
pub fn product(a: &ArrayView2<f32>, b: &ArrayView2<f32>) -> Array2<f32> {
    // Not zeroed first: the product writes every entry before it reads any.
    let mut out = Array2::<f32>::uninit((a.nrows(), b.ncols()));
    let strides = [out.strides()[0], out.strides()[1]];
    // SAFETY: the pointer and strides describe `out`, a new `[m, n]` matrix apart from `a` and
    // `b`, which `product_to` writes every entry of.
    unsafe {
        product_to(a, b, out.as_mut_ptr().cast(), strides);
        out.assume_init()
    }
}

/// How long each round of [`product_rate`] runs at least, in seconds: long enough that a clock
/// read to the millisecond (the page's `Date.now()`) times it to within about 2%.
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
const RATE_ROUND: f64 = 0.05;

/// GFLOP/s of [`product`] for `[m, k] · [k, n]` (`shape`, `[m, k, n]`) on this thread, the same
/// measurement natively (`attend bench`) and in the browser (`productRate`, in the `bench` core): the
/// rate of the fastest of the rounds (at least three, each at least [`RATE_ROUND`] seconds
/// long) run after one untimed product for at least `seconds` in all, as the kernel's own speed
/// (a slower round is the machine's other work). `now` reads a clock in seconds.
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
pub fn product_rate(shape: [usize; 3], seconds: f64, now: impl Fn() -> f64) -> f64 {
    let [m, k, n] = shape;
    let mut rng = crate::rng::Rng::new(7);
    let mut random =
        |rows, cols| Array2::from_shape_fn((rows, cols), |_| rng.uniform_in(-1.0, 1.0));
    let (a, b) = (random(m, k), random(k, n));
    let multiply = || std::hint::black_box(product(&a.view(), &b.view()));
    multiply();
    let flops = 2.0 * (m * k * n) as f64;
    let (start, mut rounds, mut best) = (now(), 0, 0f64);
    while rounds < 3 || now() - start < seconds {
        let (t0, mut products) = (now(), 0u32);
        while products == 0 || now() - t0 < RATE_ROUND {
            multiply();
            products += 1;
        }
        best = best.max(flops * f64::from(products) / (now() - t0) / 1e9);
        rounds += 1;
    }
    best
}

/// `out = a · b`, written into `out` (`[m, n]`, a view into a larger tensor: one head's
/// columns): [`product_to`] for a view, as the tests call it (the backend writes into new
/// tensors through pointers, `written` in `src/backend/cpu.rs`).
#[cfg(test)]
pub fn product_into(a: &ArrayView2<f32>, b: &ArrayView2<f32>, out: &mut ArrayViewMut2<f32>) {
    assert_eq!(out.dim(), (a.nrows(), b.ncols()), "shape of a product");
    let strides = [out.strides()[0], out.strides()[1]];
    // SAFETY: `out` is a unique borrow of the `[m, n]` view its pointer and strides describe.
    unsafe { product_to(a, b, out.as_mut_ptr(), strides) }
}

/// `c = a · b` into `c`, which points at `[m, n]` entries `strides` (rows, columns) apart and
/// need not hold numbers yet: each entry is written before it is read. Natively the `gemm`
/// crate's product but for the smallest ([`SMALL_NATIVE`]); in wasm the blocked one.
///
/// # Safety
/// `c` and `strides` must describe `a.nrows() x b.ncols()` writable entries, apart from `a`'s
/// and `b`'s.
pub unsafe fn product_to(
    a: &ArrayView2<f32>,
    b: &ArrayView2<f32>,
    c: *mut f32,
    strides: [isize; 2],
) {
    #[cfg(not(target_arch = "wasm32"))]
    if !small(a, b) && !PAGE_EXACT.get() {
        // SAFETY: the caller's promise.
        return unsafe { native(a, b, c, &strides) };
    }
    // SAFETY: the caller's promise.
    unsafe { blocked_to(a, b, c, strides) }
}

/// `c = a · b` natively: the `gemm` crate's product, which picks its AVX2 / AVX-512 kernels at
/// run time. `c` points at `[m, n]` entries `strides` apart (rows, columns), written, never read.
///
/// The threads a large product may use natively: 1 unless a command running one model (decoding,
/// a forward pass) sets more; training runs threads of its own.
#[cfg(not(target_arch = "wasm32"))]
static PRODUCT_THREADS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1);

/// The fewest multiply-adds for which a product is split between threads (below it, handing
/// the work out costs more than it saves).
#[cfg(not(target_arch = "wasm32"))]
const THREADED_MIN_WORK: usize = 1 << 21;

std::thread_local! {
    /// Whether every native product on this thread is the blocked one (see [`PageExact`]).
    #[cfg(not(target_arch = "wasm32"))]
    static PAGE_EXACT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// While it lives, every native product on this thread is the blocked one, whose sums are
/// those of the page's CPU core built without relaxed SIMD, bit for bit: each entry of `c`
/// summed in the order of `k`, with no fused multiply-adds, in either build, and the dot
/// products in one order too. Training and scoring then give the tab's numbers exactly
/// (`attend experiment`, `attend eval --page-exact`), at about half `gemm`'s speed on the large
/// products.
#[cfg(not(target_arch = "wasm32"))]
pub struct PageExact(bool);

#[cfg(not(target_arch = "wasm32"))]
impl PageExact {
    /// Page-exact products on this thread until the result is dropped.
    pub fn on() -> PageExact {
        PageExact(PAGE_EXACT.replace(true))
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for PageExact {
    fn drop(&mut self) {
        PAGE_EXACT.set(self.0);
    }
}

/// Lets each large native product use up to `n` threads (rayon's).
#[cfg(not(target_arch = "wasm32"))]
pub fn set_product_threads(n: usize) {
    PRODUCT_THREADS.store(n.max(1), std::sync::atomic::Ordering::Relaxed);
}

/// # Safety
/// `c` and `strides` must describe `a.nrows() x b.ncols()` writable entries, apart from `a`'s
/// and `b`'s.
#[cfg(not(target_arch = "wasm32"))]
unsafe fn native(a: &ArrayView2<f32>, b: &ArrayView2<f32>, c: *mut f32, strides: &[isize]) {
    let (m, k) = a.dim();
    assert_eq!(b.nrows(), k, "inner dimensions of a product");
    let n = b.ncols();
    let (sa, sb) = (a.strides(), b.strides());
    let threads = PRODUCT_THREADS.load(std::sync::atomic::Ordering::Relaxed);
    let parallelism = if threads > 1 && m * n * k >= THREADED_MIN_WORK {
        gemm::Parallelism::Rayon(threads)
    } else {
        gemm::Parallelism::None
    };
    // gemm's dst = alpha dst + beta lhs rhs; with read_dst false, dst is only written.
    gemm::gemm(
        m,
        n,
        k,
        c,
        strides[1],
        strides[0],
        false,
        a.as_ptr(),
        sa[1],
        sa[0],
        b.as_ptr(),
        sb[1],
        sb[0],
        0.0,
        1.0,
        false,
        false,
        false,
        parallelism,
    );
}

/// `c = a · b` by the blocked product (see the module's comment), into a view, as the tests
/// call it.
#[cfg(test)]
pub fn blocked(a: &ArrayView2<f32>, b: &ArrayView2<f32>, c: &mut ArrayViewMut2<f32>) {
    assert_eq!(c.dim(), (a.nrows(), b.ncols()), "shape of a product");
    let strides = [c.strides()[0], c.strides()[1]];
    // SAFETY: `c` is a unique borrow of the `[m, n]` view its pointer and strides describe.
    unsafe { blocked_to(a, b, c.as_mut_ptr(), strides) }
}

/// The blocked product into `c`, which points at `[m, n]` entries `strides` (rows, columns)
/// apart: each entry is written before it is read (read only where `k` takes more than one
/// slice).
///
/// # Safety
/// `c` and `strides` must describe `a.nrows() x b.ncols()` writable entries, apart from `a`'s
/// and `b`'s.
unsafe fn blocked_to(a: &ArrayView2<f32>, b: &ArrayView2<f32>, c: *mut f32, strides: [isize; 2]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx") {
        // SAFETY: the caller's promise, and the CPU has just been found to have AVX.
        return unsafe { blocked_avx(a, b, c, strides) };
    }
    // SAFETY: the caller's promise.
    unsafe { blocked_body(a, b, c, strides) }
}

/// The blocked product compiled for AVX, natively: its loops in eight-wide registers. AVX alone
/// has no fused multiply-add, so each entry's sum is the same, in the same order: the same
/// numbers as SSE2's four-wide loops and the page's core.
///
/// # Safety
/// As [`blocked_to`]'s, on a CPU with AVX.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx")]
unsafe fn blocked_avx(a: &ArrayView2<f32>, b: &ArrayView2<f32>, c: *mut f32, strides: [isize; 2]) {
    // SAFETY: the caller's promise.
    unsafe { blocked_body(a, b, c, strides) }
}

/// [`blocked_to`]'s work, inlined into each build of it.
///
/// # Safety
/// As [`blocked_to`]'s.
#[inline(always)]
unsafe fn blocked_body(a: &ArrayView2<f32>, b: &ArrayView2<f32>, c: *mut f32, strides: [isize; 2]) {
    let (m, k) = a.dim();
    let n = b.ncols();
    assert_eq!(b.nrows(), k, "inner dimensions of a product");
    let c = Out {
        ptr: c,
        m,
        n,
        strides,
    };
    if m == 0 || n == 0 || k == 0 {
        for i in 0..m {
            for j in 0..n {
                // SAFETY: i < m and j < n: inside `c` (the caller's promise).
                unsafe { *c.at(i, j) = 0.0 };
            }
        }
        return;
    }
    let (a_row, a_col) = (a.strides()[0], a.strides()[1]);
    let b_row = b.strides()[0];
    if m <= DOT_ROWS && k >= DOT_MIN_K && a_col == 1 && b_row == 1 {
        // SAFETY: the caller's promise, and a's rows and b's columns are adjacent numbers.
        return unsafe { dots(a, b, &c) };
    }
    let panels = n.div_ceil(NR);
    // The panels packed: every one, or where b's rows are adjacent and near one another, only
    // a last one narrower than NR (the others are read in place).
    let in_place = b.strides()[1] == 1 && b_row.unsigned_abs() <= IN_PLACE_ROW;
    let packed_panels = if in_place { n / NR..panels } else { 0..panels };
    // a is read in place where its rows are adjacent numbers (each strip row a stream), or it is
    // small; a large transpose is packed, so that a strip's column is one cache line, not four.
    let pack = a_col.unsigned_abs() != 1 && m * k > PACK_A;
    // The scratch is taken out of its cell for the product (not borrowed in a closure, which
    // would be compiled apart from the AVX build) and put back after.
    let (mut packed_a, mut packed_b) = SCRATCH.take();
    for p0 in (0..k).step_by(KC) {
        let kc = KC.min(k - p0);
        packed_b.resize(packed_panels.len() * kc * NR, 0.0);
        pack_b(b, p0..p0 + kc, packed_panels.clone(), &mut packed_b);
        for i0 in (0..m).step_by(MC) {
            let rows = i0..m.min(i0 + MC);
            if pack {
                packed_a.resize(rows.len().div_ceil(MR) * MR * kc, 0.0);
                pack_a(a, rows.clone(), p0..p0 + kc, &mut packed_a);
            }
            for jp in 0..panels {
                let (panel, panel_step) = if jp < packed_panels.start {
                    // SAFETY: row p0 < k and column jp * NR < n: inside `b`.
                    let at = (p0 as isize) * b_row + (jp * NR) as isize;
                    (unsafe { b.as_ptr().offset(at) }, b_row)
                } else {
                    let at = (jp - packed_panels.start) * kc * NR;
                    (packed_b[at..at + kc * NR].as_ptr(), NR as isize)
                };
                for i in rows.clone().step_by(MR) {
                    let (strip, strip_step) = if pack {
                        let at = (i - i0) * kc;
                        let s = &packed_a[at..at + MR * kc];
                        (std::array::from_fn(|r| s[r..].as_ptr()), MR as isize)
                    } else {
                        // The strip's rows from column p0; a strip past a's last row
                        // repeats it (those sums are not stored).
                        let last = MR.min(m - i) - 1;
                        let strip = std::array::from_fn(|r| {
                            let at = ((i + r.min(last)) as isize) * a_row + (p0 as isize) * a_col;
                            // SAFETY: row i + min(r, last) < m, column p0 < k: inside `a`.
                            unsafe { a.as_ptr().offset(at) }
                        });
                        (strip, a_col)
                    };
                    // SAFETY: for every p < kc, each strip row's entry p is inside `a`
                    // (column p0 + p) or inside `packed_a` (at r + p * MR of a strip of
                    // MR * kc), and the panel's row p is NR numbers inside `b` (columns
                    // jp * NR.. < n, read in place) or inside `packed_b`.
                    let tile = unsafe { kernel(strip, strip_step, kc, panel, panel_step) };
                    // The first slice's sums are stored, the others' added.
                    // SAFETY: `c` describes `[m, n]` writable entries (the caller's
                    // promise), and an added entry was stored by an earlier slice.
                    unsafe { add_tile(&tile, &c, i, jp * NR, p0 > 0) };
                }
            }
        }
    }
    SCRATCH.set((packed_a, packed_b));
}

/// The most rows of `a` for which a product with a transposed matrix `b` (a weight matrix
/// `w` as `w.t()`: its columns are adjacent numbers) is computed as dot products instead: a
/// decoding step's few rows, where the blocked product would pack the whole of `b` (the
/// generator's `[d_model, vocab]`, tens of millions of numbers) to multiply one row by it, and
/// compute a tile's `MR` rows for one.
const DOT_ROWS: usize = 8;

/// The shortest dot product [`dots`] computes: shorter ones (attention's per-head products in
/// the page's small models, `d_k` 8) are left to the blocked product, as the model was tuned with.
const DOT_MIN_K: usize = 16;

/// `c[i, j] = a[i, :] · b[:, j]` as dot products of adjacent numbers, `b` read once: each of
/// its columns meets every row of `a` (a few rows, which stay in the L1 cache).
///
/// # Safety
/// `c` must describe `[m, n]` writable entries apart from `a` and `b`; `a`'s rows and `b`'s
/// columns must be adjacent numbers (column stride 1, row stride 1).
unsafe fn dots(a: &ArrayView2<f32>, b: &ArrayView2<f32>, c: &Out) {
    let (m, k) = a.dim();
    let (a_row, b_col) = (a.strides()[0], b.strides()[1]);
    for j in 0..c.n {
        // SAFETY: column j < n of `b`, its k numbers adjacent (the caller's promise).
        let column =
            unsafe { std::slice::from_raw_parts(b.as_ptr().offset(j as isize * b_col), k) };
        for i in 0..m {
            // SAFETY: row i < m of `a`, its k numbers adjacent; entry (i, j) inside `c`.
            unsafe {
                let row = std::slice::from_raw_parts(a.as_ptr().offset(i as isize * a_row), k);
                *c.at(i, j) = dot(row, column);
            }
        }
    }
}

/// `x · y`, in wasm's 4-wide SIMD registers: four registers of partial sums over 16 numbers at a
/// time, then the rest.
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn dot(x: &[f32], y: &[f32]) -> f32 {
    use core::arch::wasm32::{f32x4_add, f32x4_extract_lane, f32x4_splat, v128_load};
    let k = x.len().min(y.len());
    let load = |s: &[f32], p: usize| {
        // SAFETY: p + 4 <= k <= s.len(); v128 loads need no alignment.
        unsafe { v128_load(s.as_ptr().add(p) as *const v128) }
    };
    let zero = f32x4_splat(0.0);
    let (mut s0, mut s1, mut s2, mut s3) = (zero, zero, zero, zero);
    let mut p = 0;
    while p + 16 <= k {
        s0 = madd(load(x, p), load(y, p), s0);
        s1 = madd(load(x, p + 4), load(y, p + 4), s1);
        s2 = madd(load(x, p + 8), load(y, p + 8), s2);
        s3 = madd(load(x, p + 12), load(y, p + 12), s3);
        p += 16;
    }
    while p + 4 <= k {
        s0 = madd(load(x, p), load(y, p), s0);
        p += 4;
    }
    let s = f32x4_add(f32x4_add(s0, s1), f32x4_add(s2, s3));
    let mut sum = (f32x4_extract_lane::<0>(s) + f32x4_extract_lane::<1>(s))
        + (f32x4_extract_lane::<2>(s) + f32x4_extract_lane::<3>(s));
    for q in p..k {
        sum += x[q] * y[q];
    }
    sum
}

/// `x · y` natively: the wasm `dot`'s sums in its order (four rows of four partial sums over
/// 16 numbers at a time, then fours into the first row, the rows added pairwise, then the
/// lanes, then the rest one by one), as fixed-size loops the compiler turns into SIMD.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn dot(x: &[f32], y: &[f32]) -> f32 {
    let k = x.len().min(y.len());
    let mut s = [[0f32; 4]; 4];
    let mut p = 0;
    while p + 16 <= k {
        for (r, sums) in s.iter_mut().enumerate() {
            for l in 0..4 {
                sums[l] += x[p + 4 * r + l] * y[p + 4 * r + l];
            }
        }
        p += 16;
    }
    while p + 4 <= k {
        for l in 0..4 {
            s[0][l] += x[p + l] * y[p + l];
        }
        p += 4;
    }
    let lanes: [f32; 4] = std::array::from_fn(|l| (s[0][l] + s[1][l]) + (s[2][l] + s[3][l]));
    let mut sum = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
    for q in p..k {
        sum += x[q] * y[q];
    }
    sum
}

std::thread_local! {
    /// The packed copies of `a` and `b`, kept between products: attention makes thousands of
    /// small ones per step, and allocating for each costs more than some of them.
    static SCRATCH: std::cell::RefCell<(Vec<f32>, Vec<f32>)> = const {
        std::cell::RefCell::new((Vec::new(), Vec::new()))
    };
}

/// The block `a[rows, cols]` into `out` as strips of `MR` rows, each `[cols][MR]` (column by
/// column); the last strip's missing rows are zeros.
fn pack_a(a: &ArrayView2<f32>, rows: Range<usize>, cols: Range<usize>, out: &mut [f32]) {
    let kc = cols.len();
    for (s, strip) in out
        .chunks_exact_mut(kc * MR)
        .take(rows.len().div_ceil(MR))
        .enumerate()
    {
        let i0 = rows.start + s * MR;
        let height = MR.min(rows.end - i0);
        for (p, dst) in cols.clone().zip(strip.chunks_exact_mut(MR)) {
            for (r, d) in dst.iter_mut().enumerate().take(height) {
                // SAFETY: i0 + r < rows.end <= m and p < cols.end <= k: inside `a`.
                *d = unsafe { *a.uget((i0 + r, p)) };
            }
            dst[height..].fill(0.0);
        }
    }
}

/// Panels `panels` of rows `rows` of `b` (`[k, n]`) into `out`, each `[rows][NR]`: panel `p`
/// is columns `p * NR..`; the last panel's missing columns are zeros.
fn pack_b(b: &ArrayView2<f32>, rows: Range<usize>, panels: Range<usize>, out: &mut [f32]) {
    let n = b.ncols();
    let kc = rows.len();
    for (p, panel) in panels.zip(out.chunks_exact_mut(kc * NR)) {
        let (j0, width) = (p * NR, NR.min(n - p * NR));
        for (r, dst) in rows.clone().zip(panel.chunks_exact_mut(NR)) {
            for (c, d) in dst.iter_mut().enumerate().take(width) {
                // SAFETY: r < k and j0 + c < n: inside `b`. (Indexing checks bounds, and
                // slicing a view per panel costs more than the copy.)
                *d = unsafe { *b.uget((r, j0 + c)) };
            }
            dst[width..].fill(0.0);
        }
    }
}

/// One `MR x NR` tile of a strip of `a` times a panel of `b` in wasm's 4-wide SIMD registers:
/// for each `p`, entry `p` of the strip's four rows (each splat across a register) times row `p`
/// of the panel (two registers), added into the tile's eight accumulators. Both are read through
/// pointers, where they lie or from a packed copy: the strip's row `r` has its entry `p` at
/// `a[r] + p * a_step`, the panel its row `p` at `b + p * b_step`. Written out register by
/// register, not as loops for the compiler to unroll, so that it stays in registers however
/// much the compiler inlines and unrolls (the page's cores hold its inliner back, for size:
/// .cargo/config.toml).
/// `madd` is a fused multiply-add where the browser has relaxed SIMD (see `madd`).
///
/// # Safety
/// For every `p < kc`, `a[r] + p * a_step` (each `r`) and the `NR` numbers from `b + p * b_step`
/// must be readable.
#[cfg(target_arch = "wasm32")]
#[inline(always)]
unsafe fn kernel(
    a: [*const f32; MR],
    a_step: isize,
    kc: usize,
    b: *const f32,
    b_step: isize,
) -> Tile {
    use core::arch::wasm32::{f32x4_splat, v128_load, v128_load32_splat};
    let zero = f32x4_splat(0.0);
    let (mut c00, mut c01, mut c10, mut c11) = (zero, zero, zero, zero);
    let (mut c20, mut c21, mut c30, mut c31) = (zero, zero, zero, zero);
    for p in 0..kc as isize {
        // SAFETY: p < kc (the caller's promise); v128 loads need no alignment.
        let (b0, b1, a0, a1, a2, a3) = unsafe {
            let (at, bp) = (p * a_step, b.offset(p * b_step));
            (
                v128_load(bp as *const v128),
                v128_load(bp.add(4) as *const v128),
                v128_load32_splat(a[0].offset(at) as *const u32),
                v128_load32_splat(a[1].offset(at) as *const u32),
                v128_load32_splat(a[2].offset(at) as *const u32),
                v128_load32_splat(a[3].offset(at) as *const u32),
            )
        };
        c00 = madd(a0, b0, c00);
        c01 = madd(a0, b1, c01);
        c10 = madd(a1, b0, c10);
        c11 = madd(a1, b1, c11);
        c20 = madd(a2, b0, c20);
        c21 = madd(a2, b1, c21);
        c30 = madd(a3, b0, c30);
        c31 = madd(a3, b1, c31);
    }
    [[c00, c01], [c10, c11], [c20, c21], [c30, c31]]
}

/// `a * b + c`, four lanes at once, fused (one rounding) where the core is built with relaxed
/// SIMD. Wasm has fused multiply-adds only among its relaxed SIMD instructions, which not every
/// browser runs, so the page loads the core built with them only where the browser validates
/// them (www/model/cores.js). Where the CPU has no FMA, the browser splits them.
#[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
#[inline(always)]
fn madd(a: v128, b: v128, c: v128) -> v128 {
    core::arch::wasm32::f32x4_relaxed_madd(a, b, c)
}

/// `a * b + c`, four lanes at once, rounded after the product and after the sum.
#[cfg(all(target_arch = "wasm32", not(target_feature = "relaxed-simd")))]
#[inline(always)]
fn madd(a: v128, b: v128, c: v128) -> v128 {
    use core::arch::wasm32::{f32x4_add, f32x4_mul};
    f32x4_add(f32x4_mul(a, b), c)
}

/// One `MR x NR` tile natively, where the tests run the blocked product: the same sums as the
/// wasm kernel above, in the same order, written as fixed-size loops that the compiler turns
/// into SIMD.
///
/// # Safety
/// As the wasm kernel's.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
unsafe fn kernel(
    a: [*const f32; MR],
    a_step: isize,
    kc: usize,
    b: *const f32,
    b_step: isize,
) -> Tile {
    let mut acc = [[0f32; NR]; MR];
    for p in 0..kc as isize {
        // SAFETY: p < kc (the caller's promise).
        let (a, b) = unsafe {
            let b = std::slice::from_raw_parts(b.offset(p * b_step), NR);
            (a.map(|row| *row.offset(p * a_step)), b)
        };
        for r in 0..MR {
            for j in 0..NR {
                acc[r][j] += a[r] * b[j];
            }
        }
    }
    acc
}

/// The sums of one `MR x NR` tile as the kernel leaves them: in wasm, in its SIMD registers
/// (two per row); natively, as numbers.
#[cfg(target_arch = "wasm32")]
type Tile = [[v128; 2]; MR];
#[cfg(not(target_arch = "wasm32"))]
type Tile = [[f32; NR]; MR];

/// A product's result: `[m, n]` entries from `ptr`, `strides` (rows, columns) apart.
struct Out {
    ptr: *mut f32,
    m: usize,
    n: usize,
    strides: [isize; 2],
}

impl Out {
    /// Where entry `(i, j)` lies (inside the result when `i < m` and `j < n`).
    #[inline(always)]
    fn at(&self, i: usize, j: usize) -> *mut f32 {
        let at = i as isize * self.strides[0] + j as isize * self.strides[1];
        self.ptr.wrapping_offset(at)
    }
}

/// `c[i.., j..] += tile` (or `=`, unless `add`), clipped to `c`'s edges. In wasm a whole tile
/// whose rows are adjacent in memory goes in straight from the registers, two stores a row.
///
/// # Safety
/// `c` must describe writable entries, those the tile covers written already where `add`.
#[inline(always)]
unsafe fn add_tile(tile: &Tile, c: &Out, i: usize, j: usize, add: bool) {
    let (m, n) = (c.m, c.n);
    let (width, height) = (NR.min(n - j), MR.min(m - i));
    let col_stride = c.strides[1];
    #[cfg(target_arch = "wasm32")]
    let tile = {
        use core::arch::wasm32::{f32x4_add, v128_load, v128_store};
        if width == NR && height == MR && col_stride == 1 {
            for (r, sums) in tile.iter().enumerate() {
                for (h, &s) in sums.iter().enumerate() {
                    // SAFETY: row i + r < m, columns j + 4h..j + 4h + 4 <= j + NR <= n: inside
                    // `c`, and adjacent (column stride 1); v128 loads and stores need no
                    // alignment.
                    unsafe {
                        let at = c.at(i + r, j + 4 * h) as *mut v128;
                        v128_store(at, if add { f32x4_add(v128_load(at), s) } else { s });
                    }
                }
            }
            return;
        }
        // SAFETY: a v128 holds four f32s, in lane order.
        &unsafe { core::mem::transmute::<Tile, [[f32; NR]; MR]>(*tile) }
    };
    for (r, sums) in tile.iter().enumerate().take(height) {
        if col_stride == 1 {
            // Over all NR columns, each kept if inside the row: a loop of fixed length, which
            // the compiler unrolls. (Copied as a slice of `width` numbers, it becomes a call to
            // a memory copy, which in wasm costs more than the whole tile's eight stores.)
            let row = c.at(i + r, j);
            for (col, &s) in sums.iter().enumerate() {
                if col < width {
                    // SAFETY: row i + r < m, column j + col < j + width <= n: inside `c`,
                    // whose columns are adjacent (column stride 1).
                    unsafe {
                        let v = row.add(col);
                        *v = if add { *v + s } else { s };
                    }
                }
            }
        } else {
            for (col, &s) in sums.iter().enumerate().take(width) {
                // SAFETY: i + r < m and j + col < n: inside `c`.
                unsafe {
                    let v = c.at(i + r, j + col);
                    *v = if add { *v + s } else { s };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use ndarray::{s, Axis};

    #[test]
    #[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
    fn product_rate_is_its_fastest_rounds_flops_per_second() {
        // A clock that moves 20 ms at each reading: each round reads it before its first
        // product and after each (three products, 60 ms >= RATE_ROUND), then once for its rate,
        // 80 ms after its start; three rounds fill 0.1 s.
        let clock = std::cell::Cell::new(0.0);
        let now = || {
            clock.set(clock.get() + 0.02);
            clock.get()
        };
        let rate = product_rate([8, 4, 2], 0.1, now);
        let expected = 2.0 * 64.0 * 3.0 / 0.08 / 1e9;
        assert!(
            (rate - expected).abs() < 1e-9 * expected,
            "{rate} against {expected}"
        );
    }

    /// A `[rows, cols]` matrix of uniform values in [-1, 1).
    fn random(rows: usize, cols: usize, rng: &mut Rng) -> Array2<f32> {
        Array2::from_shape_fn((rows, cols), |_| rng.uniform() * 2.0 - 1.0)
    }

    /// The plain triple loop, in f64: the reference.
    fn reference(a: &ArrayView2<f32>, b: &ArrayView2<f32>) -> Array2<f64> {
        Array2::from_shape_fn((a.nrows(), b.ncols()), |(i, j)| {
            (0..a.ncols())
                .map(|p| a[[i, p]] as f64 * b[[p, j]] as f64)
                .sum()
        })
    }

    /// Every entry within `1e-6 * k` of the f64 reference (values in [-1, 1): each of the `k`
    /// terms rounds by at most about 6e-8, twice).
    fn assert_close(got: &Array2<f32>, want: &Array2<f64>, k: usize, name: &str) {
        assert_eq!(got.dim(), want.dim(), "{name}");
        for ((i, j), &w) in want.indexed_iter() {
            let g = got[[i, j]] as f64;
            assert!(
                (g - w).abs() <= 1e-6 * k.max(1) as f64,
                "{name}: entry ({i}, {j}): {g} against {w}"
            );
        }
    }

    type Product = fn(&ArrayView2<f32>, &ArrayView2<f32>, &mut ArrayViewMut2<f32>);

    /// The products the tests hold to the plain loop: the blocked one, and the one the
    /// backend calls (natively the `gemm` crate's above `SMALL_NATIVE`).
    const PRODUCTS: [(&str, Product); 2] = [("blocked", blocked), ("product_into", product_into)];

    #[test]
    fn products_match_the_plain_loop_at_every_edge() {
        let mut rng = Rng::new(7);
        // Shapes below, at and above each block size (MR 4, NR 8, KC 256, MC 64), and the
        // model's own: attention's per-head products and a linear layer's.
        let shapes = [
            (1, 1, 1),
            (3, 5, 7),
            (4, 8, 8),
            (5, 9, 17),
            (20, 8, 20),
            (63, 255, 9),
            (64, 256, 16),
            (65, 257, 33),
            (130, 600, 70),
            (1280, 32, 96),
        ];
        for (m, k, n) in shapes {
            let (a, b) = (random(m, k, &mut rng), random(k, n, &mut rng));
            let want = reference(&a.view(), &b.view());
            for (name, f) in PRODUCTS {
                let mut c = Array2::from_elem((m, n), f32::NAN); // every entry must be written
                f(&a.view(), &b.view(), &mut c.view_mut());
                assert_close(&c, &want, k, name);
            }
            assert_close(&product(&a.view(), &b.view()), &want, k, "product");
        }
    }

    #[test]
    fn products_read_and_write_strided_views() {
        let mut rng = Rng::new(8);
        // a as a transpose (dW = dYᵀ·X), b as one head's columns, c as one head's columns.
        let at = random(37, 21, &mut rng); // a = atᵀ: [21, 37]
        let wide = random(37, 40, &mut rng);
        let b = wide.slice(s![.., 16..24]); // [37, 8]
        for (name, f) in PRODUCTS {
            let mut out = Array2::<f32>::from_elem((21, 32), 5.0);
            f(&at.t(), &b, &mut out.slice_mut(s![.., 8..16]));
            assert_close(
                &out.slice(s![.., 8..16]).to_owned(),
                &reference(&at.t(), &b),
                37,
                name,
            );
            // Columns outside the view are untouched.
            for (j, col) in out.axis_iter(Axis(1)).enumerate() {
                if !(8..16).contains(&j) {
                    assert!(
                        col.iter().all(|&v| v == 5.0),
                        "{name}: column {j} was written"
                    );
                }
            }
        }
    }

    #[test]
    fn products_read_large_transposes_and_reversed_views() {
        let mut rng = Rng::new(9);
        // A transposed a large enough to be packed (dW = dYᵀ·X over many rows), against one
        // small enough to be read in place; b's rows far apart (packed) and near (in place).
        for (m, k, n) in [(96, 300, 40), (20, 30, 12), (37, 70, 130)] {
            let (at, b) = (random(k, m, &mut rng), random(k, n, &mut rng));
            for (name, f) in PRODUCTS {
                let mut c = Array2::from_elem((m, n), f32::NAN);
                f(&at.t(), &b.view(), &mut c.view_mut());
                assert_close(&c, &reference(&at.t(), &b.view()), k, name);
            }
        }
        // Views whose strides are negative (rows and columns reversed).
        let (a, b) = (random(23, 19, &mut rng), random(19, 21, &mut rng));
        let (ar, br) = (a.slice(s![..;-1, ..]), b.slice(s![.., ..;-1]));
        for (name, f) in PRODUCTS {
            let mut c = Array2::from_elem((23, 21), f32::NAN);
            f(&ar, &br, &mut c.view_mut());
            assert_close(&c, &reference(&ar, &br), 19, name);
            let mut c = Array2::from_elem((21, 23), f32::NAN);
            f(&br.t(), &ar.t(), &mut c.view_mut());
            assert_close(&c, &reference(&br.t(), &ar.t()), 19, name);
        }
    }

    #[test]
    fn a_few_rows_times_a_transposed_matrix_are_dot_products() {
        let mut rng = Rng::new(10);
        // A decoding step: 1 to DOT_ROWS rows times a weight matrix `w` as `w.t()`, with k below
        // DOT_MIN_K (blocked), at and past the 16 numbers summed at a time; and one row past
        // DOT_ROWS (blocked).
        for (m, k, n) in [
            (1, 3, 5),
            (1, 16, 9),
            (3, 37, 20),
            (DOT_ROWS, 512, 33),
            (9, 40, 7),
        ] {
            let (a, w) = (random(m, k, &mut rng), random(n, k, &mut rng));
            let want = reference(&a.view(), &w.t());
            for (name, f) in PRODUCTS {
                let mut c = Array2::from_elem((m, n), f32::NAN);
                f(&a.view(), &w.t(), &mut c.view_mut());
                assert_close(&c, &want, k, name);
                // Into a view whose columns are not adjacent.
                let mut wide = Array2::from_elem((m, 2 * n), f32::NAN);
                f(&a.view(), &w.t(), &mut wide.slice_mut(s![.., ..;2]));
                assert_close(&wide.slice(s![.., ..;2]).to_owned(), &want, k, name);
            }
        }
    }

    #[test]
    fn an_empty_inner_dimension_gives_zeros() {
        let (a, b) = (Array2::<f32>::zeros((3, 0)), Array2::<f32>::zeros((0, 5)));
        for (name, f) in PRODUCTS {
            let mut c = Array2::from_elem((3, 5), 1.0);
            f(&a.view(), &b.view(), &mut c.view_mut());
            assert!(c.iter().all(|&v| v == 0.0), "{name}");
        }
        assert_eq!(product(&a.view(), &b.view()), Array2::<f32>::zeros((3, 5)));
        // And no rows, or no columns.
        assert_eq!(product(&b.t(), &b.view()).dim(), (5, 5));
        assert_eq!(
            product(&Array2::zeros((0, 4)).view(), &Array2::zeros((4, 2)).view()).dim(),
            (0, 2)
        );
    }
}
