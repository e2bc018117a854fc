// Embedding lookup: y[t, c] = table[ids[t], c] * scale, one thread per output element.
// The paper multiplies embeddings by sqrt(d_model) before adding positional encodings.

struct Params {
    n: u32,      // tokens * d
    d: u32,
    scale: f32,
    _pad0: u32,
}

@group(0) @binding(0) var<storage, read> table: array<f32>;
@group(0) @binding(1) var<storage, read> ids: array<u32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

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
    let t = i / p.d;
    let c = i % p.d;
    y[i] = table[ids[t] * p.d + c] * p.scale;
}
