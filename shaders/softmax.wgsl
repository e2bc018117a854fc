// Softmax over the last dimension, one workgroup per row, with an optional attention mask.
//
// Rows are numbered (b, h, i) for scores [batch, heads, q_len, k_len]. With `has_mask`, key j
// is hidden from query i when `key_padding[b * k_len + j]` is set or, with `causal`, when
// j > i; hidden keys get a weight of exactly 0, and a row whose keys are all hidden is all 0.
// Without a mask every element takes part (the probabilities over the vocabulary).
//
// The 64 threads of a workgroup stride over the row; the max and the sum are tree reductions
// in workgroup memory, so nothing depends on the hardware's subgroup size. Short rows (attention
// over a few tokens) would leave most of those threads idle, so with the PER_THREAD constant
// each thread takes a whole row instead, 64 rows per workgroup.

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

const THREADS: u32 = 64u;
// Set per pipeline: a uniform branch between the two modes would cost software GPUs (lavapipe,
// SwiftShader) ten times the kernel's time, so each mode is compiled on its own.
override PER_THREAD: bool = false;
// #include reduce.wgsl

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

// One thread computes a whole row.
fn softmax_row(row: u32) {
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

@compute @workgroup_size(64, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    if (PER_THREAD) {
        let own = (wg.y * groups.x + wg.x) * THREADS + lid.x;
        if (own < p.rows) {
            softmax_row(own);
        }
        return;
    }
    // Rows beyond 65535 continue in y; every thread of a workgroup shares the same row.
    let row = wg.y * groups.x + wg.x;
    if (row >= p.rows) {
        return; // the grid is rounded up to whole rows of workgroups
    }
    let t = lid.x;
    let start = row * p.cols;
    let keys = row_keys(row);

    var m = -3.4028234e38;
    var any_allowed = false;
    for (var j = t; j < p.cols; j += THREADS) {
        if (allowed(keys, j)) {
            m = max(m, x[start + j]);
            any_allowed = true;
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
