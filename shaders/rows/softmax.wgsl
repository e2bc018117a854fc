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

// Branch-free, as is every use of it: on software GPUs a branch that differs between the
// threads of a workgroup costs an order of magnitude. Unmasked, `key_padding` is bound to `x`
// (the index stays in bounds) and what it reads is ignored.
fn allowed(r: RowKeys, j: u32) -> bool {
    let padding = key_padding[r.flags + j] != 0u;
    let future = (p.causal != 0u) & (j > r.query);
    return (p.has_mask == 0u) | !(padding | future);
}

// One thread computes the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    let keys = row_keys(row);
    var m = -3.4028234e38;
    for (var j = 0u; j < p.cols; j++) {
        m = select(m, max(m, x[start + j]), allowed(keys, j));
    }
    var total = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        total += select(0.0, exp(x[start + j] - m), allowed(keys, j));
    }
    for (var j = 0u; j < p.cols; j++) {
        let w = exp(x[start + j] - m) / total;
        y[start + j] = select(0.0, w, allowed(keys, j) & (total > 0.0));
    }
}

// The workgroup computes the row together.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;
    let keys = row_keys(row);

    var m = -3.4028234e38;
    for (var j = t; j < p.cols; j += THREADS) {
        if (allowed(keys, j)) {
            m = max(m, x[start + j]);
        }
    }
    let row_max = reduce_max(t, m);

    var s = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        if (allowed(keys, j)) {
            s += exp(x[start + j] - row_max);
        }
    }
    let total = reduce_sum(t, s);

    for (var j = t; j < p.cols; j += THREADS) {
        var w = 0.0;
        if (allowed(keys, j) && total > 0.0) {
            w = exp(x[start + j] - row_max) / total;
        }
        y[start + j] = w;
    }
}
