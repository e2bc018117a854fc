// Softmax over the last dimension, row by row, with an optional attention mask.
//
// Rows are numbered (b, h, i) for scores [batch, heads, q_len, k_len]. With `has_mask`, key j
// is hidden from query i when `key_padding[b * k_len + j]` is set or, with `causal`, when
// j > i; hidden keys get a weight of exactly 0, and a row whose keys are all hidden is all 0.
// Without a mask every element takes part (the probabilities over the vocabulary).
//
// Each row is computed in one of two forms (see `common/rows.wgsl`): by one thread, or by the
// 64 threads of a workgroup striding over it, the max and the sum then tree reductions in
// workgroup memory, so nothing depends on the hardware's subgroup size.

struct Params {
    cols: u32,
    heads: u32,
    q_len: u32,
    has_mask: u32,
    causal: u32,
    rows: u32,
    _pad0: u32,
    _pad1: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> key_padding: array<u32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// #include common/rows.wgsl
// #include common/reduce.wgsl

// Where row (b, h, i) finds its query position i and its sequence's padding flags. Computed
// once per row: an integer division inside the loops over keys costs software GPUs (lavapipe,
// SwiftShader) an order of magnitude.
struct RowKeys {
    query: u32,
    flags: u32,
}

fn row_keys(row: u32) -> RowKeys {
    return RowKeys(row % p.q_len, (row / (p.heads * p.q_len)) * p.cols);
}

// Branch-free, as is every use of it (a `select`, not an `if`): on software GPUs a branch that
// differs between the threads of a workgroup costs an order of magnitude. Unmasked,
// `key_padding` is bound to `x` (the index stays in bounds) and what it reads is ignored.
fn allowed(r: RowKeys, j: u32) -> bool {
    let padding = key_padding[r.flags + j] != 0u;
    let future = (p.causal != 0u) & (j > r.query);
    return (p.has_mask == 0u) | !(padding | future);
}

// This thread's part of the max over the row's visible keys, the row starting at `start`:
// columns first, first + step, ..
fn max_visible(start: u32, keys: RowKeys, first: u32, step: u32) -> f32 {
    var m = -3.4028234e38;
    for (var j = first; j < p.cols; j += step) {
        m = select(m, max(m, x[start + j]), allowed(keys, j));
    }
    return m;
}

// This thread's part of the sum over the visible keys of exp(x_j - row_max).
fn sum_exp_visible(start: u32, keys: RowKeys, row_max: f32, first: u32, step: u32) -> f32 {
    var s = 0.0;
    for (var j = first; j < p.cols; j += step) {
        s += select(0.0, exp(x[start + j] - row_max), allowed(keys, j));
    }
    return s;
}

// Writes the weights at columns first, first + step, .. given the row's max and sum.
fn write_weights(start: u32, keys: RowKeys, row_max: f32, total: f32, first: u32, step: u32) {
    for (var j = first; j < p.cols; j += step) {
        let w = exp(x[start + j] - row_max) / total;
        y[start + j] = select(0.0, w, allowed(keys, j) & (total > 0.0));
    }
}

// One thread computes the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    let keys = row_keys(row);
    let row_max = max_visible(start, keys, 0u, 1u);
    let total = sum_exp_visible(start, keys, row_max, 0u, 1u);
    write_weights(start, keys, row_max, total, 0u, 1u);
}

// The workgroup computes the row together.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;
    let keys = row_keys(row);
    let row_max = reduce_max(t, max_visible(start, keys, t, THREADS));
    let total = reduce_sum(t, sum_exp_visible(start, keys, row_max, t, THREADS));
    write_weights(start, keys, row_max, total, t, THREADS);
}
