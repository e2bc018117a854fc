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

const THREADS: u32 = 64u;
// Set per pipeline, so that each mode is compiled on its own (see layer_norm.wgsl).
override PER_THREAD: bool = false;
// #include reduce.wgsl

// One thread computes a whole row's backward.
fn backward_row(row: u32) {
    let start = row * p.cols;
    var dot = 0.0;
    for (var j = 0u; j < p.cols; j++) {
        dot += w[start + j] * dw[start + j];
    }
    for (var j = 0u; j < p.cols; j++) {
        ds[start + j] = w[start + j] * (dw[start + j] - dot);
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

    var s = 0.0;
    for (var j = t; j < p.cols; j += THREADS) {
        s += w[start + j] * dw[start + j];
    }
    let dot = reduce_sum(t, s);

    for (var j = t; j < p.cols; j += THREADS) {
        ds[start + j] = w[start + j] * (dw[start + j] - dot);
    }
}
