// Column sums of a row-major matrix [rows, cols]: out[c] = scale * sum over r of x[r, c].
// The bias gradient (db = the sum of dy's rows), layer norm's dgamma and dbeta, and the last
// step of every reduction to one number (a [n, 1] matrix of partial sums: the loss, the sum of
// squares).
//
// A 16x16 workgroup owns 16 adjacent columns: thread (lx, ly) adds rows ly, ly + 16, .. of
// column c0 + lx (so 16 consecutive floats of a row are read together, however many rows
// there are), then the 16 partial sums of each column meet in a tree reduction in workgroup
// memory. Blocks of columns beyond 65535 continue in y. With PER_THREAD (for CPU-emulated
// GPUs, where barriers are expensive) each of the 256 threads adds a whole column instead,
// and workgroup b owns columns b * 256 ..; `blocks` then counts those workgroups.

struct Params {
    rows: u32,
    cols: u32,
    scale: f32,
    blocks: u32, // ceil(cols / 16): the workgroups that have work
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

const LANES: u32 = 16u;
// Set per pipeline, so that each mode is compiled on its own (see common/rows.wgsl).
override PER_THREAD: bool = false;
var<workgroup> partial: array<f32, 256>;

@compute @workgroup_size(16, 16, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let block = wg.y * groups.x + wg.x;
    if (block >= p.blocks) {
        return; // the grid is rounded up to whole rows of workgroups
    }
    if (PER_THREAD) {
        let col = block * LANES * LANES + lid.y * LANES + lid.x;
        if (col < p.cols) {
            var total = 0.0;
            for (var r = 0u; r < p.rows; r++) {
                total += x[r * p.cols + col];
            }
            out[col] = total * p.scale;
        }
        return;
    }
    let c = block * LANES + lid.x;
    var s = 0.0;
    if (c < p.cols) {
        for (var r = lid.y; r < p.rows; r += LANES) {
            s += x[r * p.cols + c];
        }
    }
    partial[lid.y * LANES + lid.x] = s;
    workgroupBarrier();
    for (var h = LANES / 2u; h > 0u; h /= 2u) {
        if (lid.y < h) {
            partial[lid.y * LANES + lid.x] += partial[(lid.y + h) * LANES + lid.x];
        }
        workgroupBarrier();
    }
    if (lid.y == 0u && c < p.cols) {
        out[c] = partial[lid.x] * p.scale;
    }
}
