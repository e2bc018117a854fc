// One Adam update (Kingma & Ba 2015) in place, one thread per element, written operation for
// operation as PyTorch's torch.optim.Adam (and the CPU backend) does it:
//   g = grad * clip
//   m = beta1 * m + (1 - beta1) * g
//   v = beta2 * v + (1 - beta2) * g * g
//   param -= step_size * m / (sqrt(v) / bias2_sqrt + eps)
// with step_size = lr / (1 - beta1^t) and bias2_sqrt = sqrt(1 - beta2^t) computed on the host.
// With `has_clip`, clip = min(1, clip_norm / (sqrt(grad_sq[0]) + 1e-6)) where grad_sq is the
// sum of squares of every gradient, still on the GPU (clip_grad_norm_ without a readback);
// otherwise clip = 1 and grad_sq is not read.

struct Params {
    n: u32,
    has_clip: u32,
    clip_norm: f32,
    step_size: f32,
    beta1: f32,
    one_minus_beta1: f32,
    beta2: f32,
    one_minus_beta2: f32,
    bias2_sqrt: f32,
    eps: f32,
    _pad0: u32,
    _pad1: u32,
}

@group(0) @binding(0) var<storage, read_write> param: array<f32>;
@group(0) @binding(1) var<storage, read> grad: array<f32>;
@group(0) @binding(2) var<storage, read_write> m: array<f32>;
@group(0) @binding(3) var<storage, read_write> v: array<f32>;
@group(0) @binding(4) var<storage, read> grad_sq: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

// #include common/per_element.wgsl

fn element(i: u32) {
    var clip = 1.0;
    if (p.has_clip != 0u) {
        clip = min(p.clip_norm / (sqrt(grad_sq[0]) + 1e-6), 1.0);
    }
    let g = grad[i] * clip;
    let m_new = p.beta1 * m[i] + p.one_minus_beta1 * g;
    let v_new = p.beta2 * v[i] + p.one_minus_beta2 * g * g;
    let denom = sqrt(v_new) / p.bias2_sqrt + p.eps;
    m[i] = m_new;
    v[i] = v_new;
    param[i] = param[i] - p.step_size * m_new / denom;
}
