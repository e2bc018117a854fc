// The sum of equal slices of n elements: out[i] = x[i] + x[n + i] + .. + x[(slices - 1) * n + i],
// one thread per element of a slice. A product cut along K (split-K, `record_split` in
// src/backend/gpu/matmul.rs) adds its slices' products this way; each thread reads its element
// of every slice, so neighbouring threads read neighbouring numbers.

struct Params {
    n: u32,
    slices: u32,
    _pad0: u32,
    _pad1: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

// #include common/per_element.wgsl

fn element(i: u32) {
    var sum = x[i];
    for (var s = 1u; s < p.slices; s++) {
        sum += x[s * p.n + i];
    }
    out[i] = sum;
}
