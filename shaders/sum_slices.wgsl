// The sum of equal slices: out[i] = x[i] + x[len + i] + .. + x[(slices - 1) * len + i], one
// thread per element. A product cut along K (split-K, `record_split` in src/backend/gpu/
// matmul.rs) adds its slices' products this way; each thread reads its element of every slice,
// so neighbouring threads read neighbouring numbers.

struct Params {
    len: u32,
    slices: u32,
    _pad0: u32,
    _pad1: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(256, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let i = (wg.y * groups.x + wg.x) * 256u + lid.x;
    if (i >= p.len) {
        return;
    }
    var sum = x[i];
    for (var s = 1u; s < p.slices; s++) {
        sum += x[s * p.len + i];
    }
    out[i] = sum;
}
