// Element-wise ops, one thread per element, chosen by the pipeline constant OP (so each op is
// compiled on its own: a branch on a uniform would cost software GPUs dearly):
//   0 add:      y = a + b[i % period]   (the residual sum; with period = len * d_model it adds
//                                        the positional encodings to every sequence of a batch)
//   1 scale:    y = a * s
//   3 dropout:  y = 0 where uniform(seed, i) < prob, else a * s  (s = 1 / (1 - prob))
//   4 mul:      y = a * b[i % period]   (an edit's mask over heads or columns)
// `uniform` is the same counter-based hash as `rng::counter_uniform` on the CPU, in 32-bit
// integer arithmetic, so both backends drop exactly the same elements: the site's seed hashed
// once (`pcg_hash`), and each element's index with it (`element_hash`).

struct Params {
    n: u32,
    period: u32,
    seed: u32,
    s: f32,
    prob: f32,
    _pad0: u32,
    _pad1: u32,
    _pad2: u32,
}

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

override OP: u32 = 0u;

fn pcg_hash(input: u32) -> u32 {
    let state = input * 747796405u + 2891336453u;
    let word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
    return (word >> 22u) ^ word;
}

fn element_hash(input: u32) -> u32 {
    var x = input ^ (input >> 16u);
    x = x * 0x7feb352du;
    x = x ^ (x >> 15u);
    x = x * 0x846ca68bu;
    return x ^ (x >> 16u);
}

fn counter_uniform(seed: u32, index: u32) -> f32 {
    let h = element_hash(index ^ pcg_hash(seed));
    return f32(h >> 8u) / 16777216.0;
}

// #include common/per_element.wgsl

fn element(i: u32) {
    let v = a[i];
    switch OP {
        case 0u: {
            y[i] = v + b[i % p.period];
        }
        case 1u: {
            y[i] = v * p.s;
        }
        case 4u: {
            y[i] = v * b[i % p.period];
        }
        default: {
            if (counter_uniform(p.seed, i) < p.prob) {
                y[i] = 0.0;
            } else {
                y[i] = v * p.s;
            }
        }
    }
}
