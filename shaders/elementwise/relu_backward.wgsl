// ReLU's gradient, one thread per element: dx = dy where the forward's input x > 0, else 0
// (x <= 0, the kink included, passes no gradient, as on the CPU and in PyTorch).

struct Params {
    n: u32,
    _pad0: u32,
    _pad1: u32,
    _pad2: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> dy: array<f32>;
@group(0) @binding(2) var<storage, read_write> dx: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// #include common/per_element.wgsl

fn element(i: u32) {
    dx[i] = select(dy[i], 0.0, x[i] <= 0.0);
}
