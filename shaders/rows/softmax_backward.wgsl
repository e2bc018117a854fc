// Softmax's backward over the last dimension given its output w, row by row:
//   ds = w * (dw - sum_j dw_j w_j).
// Keys an attention mask hid have w = 0 and so get no gradient; no mask is needed here. Each
// row is computed in one of two forms (see `common/rows.wgsl`): by one thread, or by the 64
// threads of a workgroup, the dot product then a tree reduction in workgroup memory.

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

// This thread's part of sum_j dw_j w_j over the row that starts at `start`: columns first,
// first + step, ..
fn sum_w_dw(start: u32, first: u32, step: u32) -> f32 {
    var s = 0.0;
    for (var j = first; j < p.cols; j += step) {
        s += w[start + j] * dw[start + j];
    }
    return s;
}

// Writes ds at columns first, first + step, .. given the row's whole sum_j dw_j w_j.
fn write_ds(start: u32, sum: f32, first: u32, step: u32) {
    for (var j = first; j < p.cols; j += step) {
        ds[start + j] = w[start + j] * (dw[start + j] - sum);
    }
}

// One thread computes the whole row.
fn row_by_thread(row: u32) {
    let start = row * p.cols;
    write_ds(start, sum_w_dw(start, 0u, 1u), 0u, 1u);
}

// The workgroup computes the row together.
fn row_by_workgroup(row: u32, t: u32) {
    let start = row * p.cols;
    write_ds(start, reduce_sum(t, sum_w_dw(start, t, THREADS)), t, THREADS);
}
