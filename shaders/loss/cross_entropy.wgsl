// Cross-entropy with label smoothing (PyTorch's definition), row by row over logits z [N, V],
// the row's target t:
//   log_sum = max + log(sum_j exp(z_j - max))          (-log p_j = log_sum - z_j)
//   loss_row = (1 - eps) * (log_sum - z_t) + eps * (log_sum - mean_j z_j)
//   grad_j = (p_j - target_j) / n,  target_j = eps / V + (1 - eps if j == t)
// where n, the number of rows whose target is not padding, is counted on the host. A padding
// row gets a zero gradient and a zero loss. Each row is computed in one of two forms (see
// `common/rows.wgsl`): by one thread, or by the 64 threads of a workgroup, the max and the sums
// then tree reductions in workgroup memory. The per-row losses are summed (and divided by n) by
// `rows/sum_rows.wgsl`.

struct Params {
    cols: u32,
    rows: u32,
    pad: u32,
    smoothing: f32,
    inv_n: f32,
    _pad0: u32,
    _pad1: u32,
    _pad2: u32,
}

@group(0) @binding(0) var<storage, read> z: array<f32>;
@group(0) @binding(1) var<storage, read> targets: array<u32>;
@group(0) @binding(2) var<storage, read_write> grad: array<f32>;
@group(0) @binding(3) var<storage, read_write> loss_rows: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

// #include common/rows.wgsl
// #include common/reduce.wgsl

// This thread's part of the max and the sum of the row of logits that starts at `start`:
// columns first, first + step, ..
fn max_and_sum(start: u32, first: u32, step: u32) -> vec2<f32> {
    var m = -3.4028234e38;
    var s = 0.0;
    for (var j = first; j < p.cols; j += step) {
        m = max(m, z[start + j]);
        s += z[start + j];
    }
    return vec2<f32>(m, s);
}

// This thread's part of sum_j exp(z_j - row_max).
fn sum_exp(start: u32, row_max: f32, first: u32, step: u32) -> f32 {
    var s = 0.0;
    for (var j = first; j < p.cols; j += step) {
        s += exp(z[start + j] - row_max);
    }
    return s;
}

// Writes the gradient of row `row` at columns first, first + step, .. and, from the thread of
// column 0, the row's loss, given log_sum and sum_j z_j; zeros for a padding row.
fn write_row(row: u32, log_sum: f32, sum_z: f32, first: u32, step: u32) {
    let start = row * p.cols;
    let target_id = targets[row];
    let is_pad = target_id == p.pad;
    let v = f32(p.cols);
    for (var j = first; j < p.cols; j += step) {
        var g = 0.0;
        if (!is_pad) {
            let prob = exp(z[start + j] - log_sum);
            let target_j = p.smoothing / v + select(0.0, 1.0 - p.smoothing, j == target_id);
            g = (prob - target_j) * p.inv_n;
        }
        grad[start + j] = g;
    }
    if (first == 0u) {
        var loss = 0.0;
        if (!is_pad) {
            let nll = log_sum - z[start + target_id];
            let mean_nll = log_sum - sum_z / v;
            loss = (1.0 - p.smoothing) * nll + p.smoothing * mean_nll;
        }
        loss_rows[row] = loss;
    }
}

// One thread computes the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    let max_sum = max_and_sum(start, 0u, 1u);
    let log_sum = max_sum.x + log(sum_exp(start, max_sum.x, 0u, 1u));
    write_row(row, log_sum, max_sum.y, 0u, 1u);
}

// The workgroup computes the row together. Padding rows run the reductions too (and throw them
// away): every barrier is reached by the whole workgroup.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;
    let max_sum = max_and_sum(start, t, THREADS);
    let row_max = reduce_max(t, max_sum.x);
    let sum_z = reduce_sum(t, max_sum.y);
    let log_sum = row_max + log(reduce_sum(t, sum_exp(start, row_max, t, THREADS)));
    write_row(row, log_sum, sum_z, t, THREADS);
}
