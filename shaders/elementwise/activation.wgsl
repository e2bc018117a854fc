// The feed-forward network's activation and its gradient, one thread per element, chosen by
// the pipeline constants ACT (0 ReLU, 1 SiLU, 2 GELU; `Activation` in src/backend/mod.rs) and
// BACKWARD:
//   forward:   y  = f(x)                       (dy is not read)
//   backward:  dx = dy * f'(x)                 (ReLU's kink at 0 passes no gradient, as in
//                                               PyTorch and on the CPU)
// GELU is the exact form, x * Phi(x) = x/2 (1 + erf(x / sqrt 2)); WGSL has no erf, so it is
// the same Chebyshev fit (to 1.2e-7) as `erf` in src/backend/mod.rs.

struct Params {
    n: u32,
    _pad0: u32,
    _pad1: u32,
    _pad2: u32,
}

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> dy: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

override ACT: u32 = 0u;
override BACKWARD: bool = false;

fn erf(v: f32) -> f32 {
    let z = abs(v);
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
        + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
        + t * (-0.82215223 + t * 0.17087277))))))));
    let erfc = t * exp(poly);
    return select(erfc - 1.0, 1.0 - erfc, v >= 0.0);
}

fn sigmoid(v: f32) -> f32 {
    return 1.0 / (1.0 + exp(-v));
}

fn forward(v: f32) -> f32 {
    switch ACT {
        case 1u: {
            return v * sigmoid(v);
        }
        case 2u: {
            return 0.5 * v * (1.0 + erf(v * 0.70710678));
        }
        default: {
            return max(v, 0.0);
        }
    }
}

fn slope(v: f32) -> f32 {
    switch ACT {
        case 1u: {
            let s = sigmoid(v);
            return s * (1.0 + v * (1.0 - s));
        }
        case 2u: {
            let phi = exp(-0.5 * v * v) * 0.39894228;
            return 0.5 * (1.0 + erf(v * 0.70710678)) + v * phi;
        }
        default: {
            return select(1.0, 0.0, v <= 0.0);
        }
    }
}

// #include common/per_element.wgsl

fn element(i: u32) {
    if (BACKWARD) {
        out[i] = dy[i] * slope(x[i]);
    } else {
        out[i] = forward(x[i]);
    }
}
