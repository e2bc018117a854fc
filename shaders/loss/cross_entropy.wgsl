// Cross-entropy with label smoothing (PyTorch's definition), one workgroup per row of logits
// z [N, V] with target t:
//   log_sum = max + log(sum_j exp(z_j - max))          (-log p_j = log_sum - z_j)
//   loss_row = (1 - eps) * (log_sum - z_t) + eps * (log_sum - mean_j z_j)
//   grad_j = (p_j - target_j) / n,  target_j = eps / V + (1 - eps if j == t)
// where n, the number of rows whose target is not padding, is counted on the host. A padding
// row gets a zero gradient and a zero loss. The max and the sums are tree reductions in
// workgroup memory (or, with PER_THREAD, for short rows and CPU-emulated GPUs, one thread
// takes a whole row); the per-row losses are summed (and divided by n) by `rows/sum_rows.wgsl`.

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

// One thread computes the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    let target_id = targets[row];
    if (target_id == p.pad) {
        for (var j = 0u; j < p.cols; j++) {
            grad[start + j] = 0.0;
        }
        loss_rows[row] = 0.0;
        return;
    }
    let v = f32(p.cols);
    var row_max = -3.4028234e38;
    var sum_z = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        row_max = max(row_max, z[start + j]);
        sum_z += z[start + j];
    }
    var s = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        s += exp(z[start + j] - row_max);
    }
    let log_sum = row_max + log(s);
    for (var j = 0u; j < p.cols; j++) {
        let prob = exp(z[start + j] - log_sum);
        let target_j = p.smoothing / v + select(0.0, 1.0 - p.smoothing, j == target_id);
        grad[start + j] = (prob - target_j) * p.inv_n;
    }
    let nll = log_sum - z[start + target_id];
    let mean_nll = log_sum - sum_z / v;
    loss_rows[row] = (1.0 - p.smoothing) * nll + p.smoothing * mean_nll;
}

// The workgroup computes the row together.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;
    let target_id = targets[row];
    let is_pad = target_id == p.pad;
    let v = f32(p.cols);

    // Padding rows run the reductions too (and throw them away): every barrier is reached by
    // the whole workgroup.
    var m = -3.4028234e38;
    var sz = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        m = max(m, z[start + j]);
        sz += z[start + j];
    }
    let row_max = reduce_max(t, m);
    let sum_z = reduce_sum(t, sz);
    var s = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        s += exp(z[start + j] - row_max);
    }
    let log_sum = row_max + log(reduce_sum(t, s));

    for (var j = t; j < p.cols; j += THREADS) {
        var g = 0.0;
        if (!is_pad) {
            let prob = exp(z[start + j] - log_sum);
            var target_j = p.smoothing / v;
            if (j == target_id) {
                target_j += 1.0 - p.smoothing;
            }
            g = (prob - target_j) * p.inv_n;
        }
        grad[start + j] = g;
    }
    if (t == 0u) {
        var loss = 0.0;
        if (!is_pad) {
            let nll = log_sum - z[start + target_id];
            let mean_nll = log_sum - sum_z / v;
            loss = (1.0 - p.smoothing) * nll + p.smoothing * mean_nll;
        }
        loss_rows[row] = loss;
    }
}
