// Layer normalisation's backward over the last dimension, row by row. The parameters and each
// row's mean and rstd = 1 / sqrt(var + eps) come from `common/layer_norm_stats.wgsl`, which
// recomputes them from x exactly as the forward computes them; then with
// xhat = (x - mean) * rstd and dxhat = dy * gamma:
//   dx = rstd * (dxhat - mean(dxhat) - xhat * mean(dxhat * xhat)).
// The kernel also writes dy_xhat = dy * xhat, whose column sums (`sum_rows.wgsl`) are dgamma;
// dbeta is the column sums of dy. Each row is computed in one of two forms (see
// `common/rows.wgsl`): by one thread, or by the 64 threads of a workgroup, the sums then tree
// reductions in workgroup memory.

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> gamma: array<f32>;
@group(0) @binding(2) var<storage, read> dy: array<f32>;
@group(0) @binding(3) var<storage, read_write> dx: array<f32>;
@group(0) @binding(4) var<storage, read_write> dy_xhat: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

// #include common/rows.wgsl
// #include common/reduce.wgsl
// #include common/layer_norm_stats.wgsl

// This thread's part of sum(dxhat) and sum(dxhat * xhat) over the row that starts at `start`:
// columns first, first + step, ..
fn dxhat_sums(start: u32, s: Stats, first: u32, step: u32) -> vec2<f32> {
    var sums = vec2<f32>(0.0);
    for (var j = first; j < p.cols; j += step) {
        let xhat = (x[start + j] - s.mean) * s.rstd;
        let dxhat = dy[start + j] * gamma[j];
        sums += vec2<f32>(dxhat, dxhat * xhat);
    }
    return sums;
}

// Writes dx and dy_xhat at columns first, first + step, .. given mean(dxhat) and
// mean(dxhat * xhat).
fn write_gradients(start: u32, s: Stats, means: vec2<f32>, first: u32, step: u32) {
    for (var j = first; j < p.cols; j += step) {
        let xhat = (x[start + j] - s.mean) * s.rstd;
        let g = dy[start + j];
        let dxhat = g * gamma[j];
        dx[start + j] = s.rstd * (dxhat - means.x - xhat * means.y);
        dy_xhat[start + j] = g * xhat;
    }
}

// One thread computes the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    let s = stats_by_thread(start);
    let means = dxhat_sums(start, s, 0u, 1u) / f32(p.cols);
    write_gradients(start, s, means, 0u, 1u);
}

// The workgroup computes the row together.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;
    let s = stats_by_workgroup(start, t);
    let sums = dxhat_sums(start, s, t, THREADS);
    let means = vec2<f32>(reduce_sum(t, sums.x), reduce_sum(t, sums.y)) / f32(p.cols);
    write_gradients(start, s, means, t, THREADS);
}
