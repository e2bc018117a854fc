// The embedding's backward, without float atomics: dtable[v, c] = the sum, over the token
// positions t whose id is v, of scale * dy[t, c], one thread per (v, c) of the [vocab, d]
// gradient.
//
// The host, which has the ids, groups the positions by id (a counting sort): `index` holds
// vocab + 1 offsets, then the positions, so the positions of id v are
// index[vocab + 1 + k] for k in index[v] .. index[v + 1], in increasing order: the order the
// CPU adds them in. Each thread walks only its own id's list, so the whole kernel reads each
// element of dy once and costs O(vocab * d + tokens * d), however large the vocabulary;
// rows of ids that never occur are written as zeros.

struct Params {
    n: u32, // vocab * d
    d: u32,
    vocab: u32,
    scale: f32,
}

@group(0) @binding(0) var<storage, read> dy: array<f32>;
@group(0) @binding(1) var<storage, read> index: array<u32>;
@group(0) @binding(2) var<storage, read_write> dtable: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// #include common/per_element.wgsl

fn element(i: u32) {
    let v = i / p.d;
    let c = i % p.d;
    let positions = p.vocab + 1u;
    var acc = 0.0;
    for (var k = index[v]; k < index[v + 1u]; k++) {
        let t = index[positions + k];
        acc += p.scale * dy[t * p.d + c];
    }
    dtable[i] = acc;
}
