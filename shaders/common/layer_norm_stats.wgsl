// What layer normalisation's forward (`rows/layer_norm.wgsl`) and backward
// (`rows/layer_norm_backward.wgsl`) share: their parameters, and each row's statistics, which
// the backward recomputes from x exactly as the forward computes them. A kernel takes them with
// the line `// #include common/layer_norm_stats.wgsl`, besides `common/rows.wgsl` and
// `common/reduce.wgsl`, and binds `x: array<f32>`, the [rows, cols] input, and `p: Params`.
//
// The statistics take two passes over the row, as the CPU backend does, for the same accuracy:
//   mean = sum_j x_j / cols,  var = sum_j (x_j - mean)^2 / cols  (biased, as in PyTorch),
//   rstd = 1 / sqrt(var + eps).

struct Params {
    cols: u32,
    eps: f32,
    rows: u32,
    _pad0: u32,
}

struct Stats {
    mean: f32,
    rstd: f32,
}

// This thread's part of the sums over the row that starts at `start`: columns first,
// first + step, ..
fn sum_x(start: u32, first: u32, step: u32) -> f32 {
    var s = 0.0;
    for (var j = first; j < p.cols; j += step) {
        s += x[start + j];
    }
    return s;
}

fn sum_squared_deviations(start: u32, mean: f32, first: u32, step: u32) -> f32 {
    var sq = 0.0;
    for (var j = first; j < p.cols; j += step) {
        let d = x[start + j] - mean;
        sq += d * d;
    }
    return sq;
}

fn stats(mean: f32, squared_deviations: f32) -> Stats {
    return Stats(mean, 1.0 / sqrt(squared_deviations / f32(p.cols) + p.eps));
}

// One thread computes the statistics of the row that starts at `start`, alone.
fn stats_by_thread(start: u32) -> Stats {
    let mean = sum_x(start, 0u, 1u) / f32(p.cols);
    return stats(mean, sum_squared_deviations(start, mean, 0u, 1u));
}

// The workgroup computes them together, thread t adding columns t, t + THREADS, ..
fn stats_by_workgroup(start: u32, t: u32) -> Stats {
    let mean = reduce_sum(t, sum_x(start, t, THREADS)) / f32(p.cols);
    return stats(mean, reduce_sum(t, sum_squared_deviations(start, mean, t, THREADS)));
}
