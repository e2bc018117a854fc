// Softmax's backward over the last dimension given its output w, one workgroup per row (or,
// with PER_THREAD, one thread per row, for short rows and for CPU-emulated GPUs):
//   ds = w * (dw - sum_j dw_j w_j),
// the dot product a tree reduction in workgroup memory. Keys an attention mask hid have
// w = 0 and so get no gradient; no mask is needed here.

struct Params {
    cols: u32,
    rows: u32,
    _pad0: u32,
    _pad1: u32,
}

@group(0) @binding(0) var<storage, read> w: array<f32>;
@group(0) @binding(1) var<storage, read> dw: array<f32>;
@group(0) @binding(2) var<storage, read_write> ds: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// #include common/rows.wgsl
// #include common/reduce.wgsl

// One thread computes the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    var dot = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        dot += w[start + j] * dw[start + j];
    }
    for (var j = 0u; j < p.cols; j++) {
        ds[start + j] = w[start + j] * (dw[start + j] - dot);
    }
}

// The workgroup computes the row together.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;

    var s = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        s += w[start + j] * dw[start + j];
    }
    let dot = reduce_sum(t, s);

    for (var j = t; j < p.cols; j += THREADS) {
        ds[start + j] = w[start + j] * (dw[start + j] - dot);
    }
}
