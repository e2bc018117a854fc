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

// #include common/per_element.wgsl

fn element(i: u32) {
    let t = i / p.d;
    let c = i % p.d;
    y[i] = table[ids[t] * p.d + c] * p.scale;
}
