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

// #include common/per_element.wgsl

fn element(i: u32) {
    y[i] = p.value;
}
