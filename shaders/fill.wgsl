// Fills a buffer with one value, one thread per element: y[i] = value for i < n (zeros for
// Adam's moments: pooled buffers hold whatever their last user left).

struct Params {
    n: u32,
    value: f32,
    _pad0: u32,
    _pad1: u32,
}

@group(0) @binding(0) var<storage, read_write> y: array<f32>;
@group(0) @binding(1) var<uniform> p: Params;

@compute @workgroup_size(256, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let i = (wg.y * groups.x + wg.x) * 256u + lid.x;
    if (i >= p.n) {
        return;
    }
    y[i] = p.value;
}
