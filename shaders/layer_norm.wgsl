// Layer normalisation over the last dimension, one workgroup per row:
// y = (x - mean) / sqrt(var + eps) * gamma + beta, with the biased variance as in PyTorch.
// The mean and then the variance around it are tree reductions in workgroup memory (two passes
// over the row, as the CPU backend does, for the same accuracy). With `per_thread`, for short
// rows, each thread normalises a whole row instead, 64 rows per workgroup.

struct Params {
    cols: u32,
    eps: f32,
    rows: u32,
    _pad0: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> gamma: array<f32>;
@group(0) @binding(2) var<storage, read> beta: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

const THREADS: u32 = 64u;
// Set per pipeline: a uniform branch between the two modes would cost software GPUs (lavapipe,
// SwiftShader) ten times the kernel's time, so each mode is compiled on its own.
override PER_THREAD: bool = false;
// #include reduce.wgsl

// One thread normalises a whole row.
fn norm_row(row: u32) {
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
    for (var j = 0u; j < p.cols; j++) {
        y[start + j] = (x[start + j] - mean) * rstd * gamma[j] + beta[j];
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
            norm_row(own);
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

    for (var j = t; j < p.cols; j += THREADS) {
        y[start + j] = (x[start + j] - mean) * rstd * gamma[j] + beta[j];
    }
}
