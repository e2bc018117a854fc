// Layer normalisation over the last dimension, row by row:
// y = (x - mean) / sqrt(var + eps) * gamma + beta, with the biased variance as in PyTorch.
// The parameters and each row's mean and rstd = 1 / sqrt(var + eps) come from
// `common/layer_norm_stats.wgsl`, which the backward shares. Each row is computed in one of two
// forms (see `common/rows.wgsl`): by one thread, or by the 64 threads of a workgroup, the sums
// then tree reductions in workgroup memory.

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> gamma: array<f32>;
@group(0) @binding(2) var<storage, read> beta: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

// #include common/rows.wgsl
// #include common/reduce.wgsl
// #include common/layer_norm_stats.wgsl

// Writes y at columns first, first + step, .. of the row that starts at `start`.
fn normalise(start: u32, s: Stats, first: u32, step: u32) {
    for (var j = first; j < p.cols; j += step) {
        y[start + j] = (x[start + j] - s.mean) * s.rstd * gamma[j] + beta[j];
    }
}

// One thread normalises the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    normalise(start, stats_by_thread(start), 0u, 1u);
}

// The workgroup normalises the row together.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;
    normalise(start, stats_by_workgroup(start, t), t, THREADS);
}
