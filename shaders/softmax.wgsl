// Softmax over the last dimension, one workgroup per row, with an optional attention mask.
//
// Rows are numbered (b, h, i) for scores [batch, heads, q_len, k_len]. With `has_mask`, key j
// is hidden from query i when `key_padding[b * k_len + j]` is set or, with `causal`, when
// j > i; hidden keys get a weight of exactly 0, and a row whose keys are all hidden is all 0.
// Without a mask every element takes part (the probabilities over the vocabulary).
//
// The 64 threads of a workgroup stride over the row; the max and the sum are tree reductions
// in workgroup memory, so nothing depends on the hardware's subgroup size. Short rows (attention
// over a few tokens) would leave most of those threads idle, so with `per_thread` each thread
// takes a whole row instead, 64 rows per workgroup.

struct Params {
    cols: u32,
    heads: u32,
    q_len: u32,
    has_mask: u32,
    causal: u32,
    rows: u32,
    per_thread: u32,
    _pad: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> key_padding: array<u32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

const THREADS: u32 = 64u;
var<workgroup> partial: array<f32, 64>;

fn allowed(row: u32, j: u32) -> bool {
    if (p.has_mask == 0u) {
        return true;
    }
    let i = row % p.q_len;
    let b = row / (p.heads * p.q_len);
    let padding = key_padding[b * p.cols + j] != 0u;
    let future = p.causal != 0u && j > i;
    return !(padding || future);
}

fn reduce_max(t: u32, v: f32) -> f32 {
    partial[t] = v;
    workgroupBarrier();
    for (var s = THREADS / 2u; s > 0u; s /= 2u) {
        if (t < s) {
            partial[t] = max(partial[t], partial[t + s]);
        }
        workgroupBarrier();
    }
    let r = partial[0];
    workgroupBarrier();
    return r;
}

fn reduce_sum(t: u32, v: f32) -> f32 {
    partial[t] = v;
    workgroupBarrier();
    for (var s = THREADS / 2u; s > 0u; s /= 2u) {
        if (t < s) {
            partial[t] = partial[t] + partial[t + s];
        }
        workgroupBarrier();
    }
    let r = partial[0];
    workgroupBarrier();
    return r;
}

// One thread computes a whole row.
fn softmax_row(row: u32) {
    let start = row * p.cols;
    var m = -3.4028234e38;
    for (var j = 0u; j < p.cols; j++) {
        if (allowed(row, j)) {
            m = max(m, x[start + j]);
        }
    }
    var total = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        if (allowed(row, j)) {
            total += exp(x[start + j] - m);
        }
    }
    for (var j = 0u; j < p.cols; j++) {
        var w = 0.0;
        if (allowed(row, j) && total > 0.0) {
            w = exp(x[start + j] - m) / total;
        }
        y[start + j] = w;
    }
}

@compute @workgroup_size(64, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    if (p.per_thread != 0u) {
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

    var m = -3.4028234e38;
    var any_allowed = false;
    for (var j = t; j < p.cols; j += THREADS) {
        if (allowed(row, j)) {
            m = max(m, x[start + j]);
            any_allowed = true;
        }
    }
    let row_max = reduce_max(t, m);

    var s = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        if (allowed(row, j)) {
            s += exp(x[start + j] - row_max);
        }
    }
    let total = reduce_sum(t, s);

    for (var j = t; j < p.cols; j += THREADS) {
        var w = 0.0;
        if (allowed(row, j) && total > 0.0) {
            w = exp(x[start + j] - row_max) / total;
        }
        y[start + j] = w;
    }
}
