// Partial sums of squares of one tensor x of n elements (for the global gradient norm): the
// G workgroups of a launch stride over x, workgroup g adding x[i]^2 for
// i = g * 256 + lid, stepping by G * 256, then reducing its 256 partial sums in workgroup
// memory and writing partials[slot + g]. With PER_THREAD (for CPU-emulated GPUs, where
// barriers are expensive) the launch is one workgroup whose first S threads each fill one of
// the S slots, thread t adding x[i]^2 for i = t, t + S, ...
// One launch per tensor fills consecutive slots of one buffer; `rows/sum_rows.wgsl` over those
// slots (an [S, 1] matrix) gives the total, all on the GPU.

struct Params {
    n: u32,
    slot: u32,
    slots: u32, // S, read with PER_THREAD
    _pad1: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> partials: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

const THREADS: u32 = 256u;
// Set per pipeline, so that each mode is compiled on its own (see common/rows.wgsl).
override PER_THREAD: bool = false;
// #include common/reduce.wgsl

@compute @workgroup_size(256, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let t = lid.x;
    if (PER_THREAD) {
        if (t < p.slots) {
            var own = 0.0;
            for (var i = t; i < p.n; i += p.slots) {
                let v = x[i];
                own += v * v;
            }
            partials[p.slot + t] = own;
        }
        return;
    }
    let stride = groups.x * THREADS;
    var s = 0.0;
    for (var i = wg.x * THREADS + t; i < p.n; i += stride) {
        let v = x[i];
        s += v * v;
    }
    let total = reduce_sum(t, s);
    if (t == 0u) {
        partials[p.slot + wg.x] = total;
    }
}
