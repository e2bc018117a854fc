// Layer normalisation's backward over the last dimension, one workgroup per row (or, with
// PER_THREAD, one thread per row, for short rows and for CPU-emulated GPUs). The mean and
// rstd = 1 / sqrt(var + eps) are recomputed from x exactly as the forward computes them (two
// passes, biased variance); then with xhat = (x - mean) * rstd and dxhat = dy * gamma:
//   dx = rstd * (dxhat - mean(dxhat) - xhat * mean(dxhat * xhat)),
// the two means being tree reductions in workgroup memory. The kernel also writes
// dy_xhat = dy * xhat, whose column sums (`sum_rows.wgsl`) are dgamma; dbeta is the column
// sums of dy.

struct Params {
    cols: u32,
    eps: f32,
    rows: u32,
    _pad0: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> gamma: array<f32>;
@group(0) @binding(2) var<storage, read> dy: array<f32>;
@group(0) @binding(3) var<storage, read_write> dx: array<f32>;
@group(0) @binding(4) var<storage, read_write> dy_xhat: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

const THREADS: u32 = 64u;
// Set per pipeline, so that each mode is compiled on its own (see layer_norm.wgsl).
override PER_THREAD: bool = false;
// #include reduce.wgsl

// One thread computes a whole row's backward.
fn backward_row(row: u32) {
    let start = row * p.cols;
    let n = f32(p.cols);
    var s = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        s += x[start + j];
    }
    let mean = s / n;
    var sq = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        let d = x[start + j] - mean;
        sq += d * d;
    }
    let rstd = 1.0 / sqrt(sq / n + p.eps);
    var s_dxhat = 0.0;
    var s_dxhat_xhat = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        let xhat = (x[start + j] - mean) * rstd;
        let dxhat = dy[start + j] * gamma[j];
        s_dxhat += dxhat;
        s_dxhat_xhat += dxhat * xhat;
    }
    let mean_dxhat = s_dxhat / n;
    let mean_dxhat_xhat = s_dxhat_xhat / n;
    for (var j = 0u; j < p.cols; j++) {
        let xhat = (x[start + j] - mean) * rstd;
        let g = dy[start + j];
        dx[start + j] = rstd * (g * gamma[j] - mean_dxhat - xhat * mean_dxhat_xhat);
        dy_xhat[start + j] = g * xhat;
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
            backward_row(own);
        }
        return;
    }
    let row = wg.y * groups.x + wg.x;
    if (row >= p.rows) {
        return; // the grid is rounded up to whole rows of workgroups
    }
    let t = lid.x;
    let start = row * p.cols;
    let n = f32(p.cols);

    var s = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        s += x[start + j];
    }
    let mean = reduce_sum(t, s) / n;

    var sq = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        let d = x[start + j] - mean;
        sq += d * d;
    }
    let variance = reduce_sum(t, sq) / n;
    let rstd = 1.0 / sqrt(variance + p.eps);

    var s_dxhat = 0.0;
    var s_dxhat_xhat = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        let xhat = (x[start + j] - mean) * rstd;
        let dxhat = dy[start + j] * gamma[j];
        s_dxhat += dxhat;
        s_dxhat_xhat += dxhat * xhat;
    }
    let mean_dxhat = reduce_sum(t, s_dxhat) / n;
    let mean_dxhat_xhat = reduce_sum(t, s_dxhat_xhat) / n;

    for (var j = t; j < p.cols; j += THREADS) {
        let xhat = (x[start + j] - mean) * rstd;
        let g = dy[start + j];
        let dxhat = g * gamma[j];
        dx[start + j] = rstd * (dxhat - mean_dxhat - xhat * mean_dxhat_xhat);
        dy_xhat[start + j] = g * xhat;
    }
}
