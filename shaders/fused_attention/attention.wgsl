// Fused scaled dot-product attention, softmax(mask(q k^T / sqrt(d_k))) v, for one head of one
// sequence per workgroup row, without ever storing the [q_len, k_len] score matrix.
//
// Each thread owns one query. Keys and values stream through workgroup memory 32 at a time;
// the thread scores the tile, then folds it into a running ("online") softmax: it keeps the
// largest score seen so far `m`, the sum of exp(score - m) `l`, and the weighted sum of values
// `acc`, rescaling both by exp(m_old - m_new) whenever the maximum grows. At the end
// acc / l is exactly softmax-weighted values. Hidden keys (padding, or the future when causal)
// are skipped, so they get weight 0; a query with no visible key gets 0.
//
// q, k, v and out are [batch, len, d_model]; head h lives in columns h*d_k..(h+1)*d_k.
// d_k is at most 64 (the host uses the unfused kernels beyond that).

struct Params {
    heads: u32,
    q_len: u32,
    k_len: u32,
    d: u32,
    d_k: u32,
    causal: u32,
    scale: f32,
    _pad0: u32,
}

@group(0) @binding(0) var<storage, read> q: array<f32>;
@group(0) @binding(1) var<storage, read> k: array<f32>;
@group(0) @binding(2) var<storage, read> v: array<f32>;
@group(0) @binding(3) var<storage, read> key_padding: array<u32>;
@group(0) @binding(4) var<storage, read_write> out: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

const QUERIES: u32 = 64u;   // queries (threads) per workgroup
const KEYS: u32 = 32u;      // keys per tile
const MAX_DK: u32 = 64u;

var<workgroup> k_tile: array<f32, 2048>; // [KEYS][MAX_DK]
var<workgroup> v_tile: array<f32, 2048>; // [KEYS][MAX_DK]

@compute @workgroup_size(64, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let bh = wg.y;
    let b = bh / p.heads;
    let h = bh % p.heads;
    let i = wg.x * QUERIES + lid.x;
    let has_query = i < p.q_len;
    let col0 = h * p.d_k;

    var qv: array<f32, 64>;
    var acc: array<f32, 64>;
    for (var c = 0u; c < p.d_k; c++) {
        acc[c] = 0.0;
        qv[c] = 0.0;
        if (has_query) {
            qv[c] = q[(b * p.q_len + i) * p.d + col0 + c];
        }
    }
    var m = -3.4028234e38;
    var l = 0.0;

    for (var j0 = 0u; j0 < p.k_len; j0 += KEYS) {
        // 64 threads copy KEYS rows of d_k values of K and V for this head.
        for (var e = lid.x; e < KEYS * p.d_k; e += QUERIES) {
            let jj = e / p.d_k;
            let c = e % p.d_k;
            var kv = 0.0;
            var vv = 0.0;
            if (j0 + jj < p.k_len) {
                let src = (b * p.k_len + j0 + jj) * p.d + col0 + c;
                kv = k[src];
                vv = v[src];
            }
            k_tile[jj * MAX_DK + c] = kv;
            v_tile[jj * MAX_DK + c] = vv;
        }
        workgroupBarrier();

        if (has_query) {
            var s: array<f32, 32>;
            var tile_max = -3.4028234e38;
            var visible = 0u;
            for (var jj = 0u; jj < KEYS; jj++) {
                let j = j0 + jj;
                let hidden = j >= p.k_len || key_padding[b * p.k_len + min(j, p.k_len - 1u)] != 0u
                    || (p.causal != 0u && j > i);
                if (hidden) {
                    s[jj] = 0.0;
                    continue;
                }
                var dot = 0.0;
                for (var c = 0u; c < p.d_k; c++) {
                    dot = fma(qv[c], k_tile[jj * MAX_DK + c], dot);
                }
                s[jj] = dot * p.scale;
                tile_max = max(tile_max, s[jj]);
                visible |= 1u << jj;
            }
            if (visible != 0u) {
                let m_new = max(m, tile_max);
                let correction = exp(m - m_new);
                l *= correction;
                for (var c = 0u; c < p.d_k; c++) {
                    acc[c] *= correction;
                }
                for (var jj = 0u; jj < KEYS; jj++) {
                    if ((visible & (1u << jj)) == 0u) {
                        continue;
                    }
                    let w = exp(s[jj] - m_new);
                    l += w;
                    for (var c = 0u; c < p.d_k; c++) {
                        acc[c] = fma(w, v_tile[jj * MAX_DK + c], acc[c]);
                    }
                }
                m = m_new;
            }
        }
        workgroupBarrier();
    }

    if (has_query) {
        var inv = 0.0;
        if (l > 0.0) {
            inv = 1.0 / l;
        }
        for (var c = 0u; c < p.d_k; c++) {
            out[(b * p.q_len + i) * p.d + col0 + c] = acc[c] * inv;
        }
    }
}
