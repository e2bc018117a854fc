// Batched matrix product with an optional bias row: C[z] = op(A[z]) op(B[z]) + bias, each
// matrix a strided view (the parameters and their meaning are in `common/matmul_params.wgsl`).
//
// Each WG x WG workgroup computes a TILE x TILE tile of C (TILE = WG * BLOCK): tiles of A and
// B pass through workgroup memory 16 columns of K at a time, and every thread keeps a
// BLOCK x BLOCK block of C in registers. WG and BLOCK are pipeline-overridable constants: the
// default 16 x 16 threads with 4 x 4 blocks (64 x 64 tiles) for mid-sized matrices, 16 x 16
// threads with 8 x 8 blocks (128 x 128 tiles) for large ones, where the bigger block halves
// the reads from workgroup memory per multiply-add, and 8 x 8 threads with 2 x 2 blocks
// (16 x 16 tiles) for the many small per-head products of attention, where a 64 x 64 tile would
// leave most threads idle. Each thread moves LOADS = TILE_K * TILE / THREADS values of each
// tile per step (4, or 8 for the large tiles). When a matrix's contiguous dimension, row stride
// and offsets are multiples of 4 (the host checks and sets `vec_a` / `vec_b`), its tile is
// loaded with vec4 reads.

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> c: array<f32>;
// The same buffers as `a` and `b`, read four floats at a time.
@group(0) @binding(4) var<storage, read> a4: array<vec4<f32>>;
@group(0) @binding(5) var<storage, read> b4: array<vec4<f32>>;
@group(0) @binding(6) var<uniform> p: Params;

// #include common/matmul_params.wgsl

override WG: u32 = 16u;            // threads per workgroup side
override BLOCK: u32 = 4u;          // rows and columns of C per thread (at most MAX_BLOCK)
override TILE: u32 = WG * BLOCK;   // rows and columns of C per workgroup
override THREADS: u32 = WG * WG;
const TILE_K: u32 = 16u;           // depth of one pass through workgroup memory
const MAX_BLOCK: u32 = 8u;
override LOADS: u32 = TILE_K * TILE / THREADS; // values of each tile a thread loads (4 or 8)

var<workgroup> tile_a: array<f32, TILE_K * TILE>; // [TILE_K][TILE]: op(A) columns k0.., rows row0..
var<workgroup> tile_b: array<f32, TILE_K * TILE>; // [TILE_K][TILE]: op(B) rows k0.., columns col0..

// op(A)[row, kk] of matrix z, 0 outside the matrix.
fn load_a(za: u32, row: u32, kk: u32) -> f32 {
    if (row >= p.m || kk >= p.k) {
        return 0.0;
    }
    if (p.trans_a != 0u) {
        return a[za + kk * p.lda + row];
    }
    return a[za + row * p.lda + kk];
}

// op(B)[kk, col] of matrix z, 0 outside the matrix.
fn load_b(zb: u32, kk: u32, col: u32) -> f32 {
    if (kk >= p.k || col >= p.n) {
        return 0.0;
    }
    if (p.trans_b != 0u) {
        return b[zb + col * p.ldb + kk];
    }
    return b[zb + kk * p.ldb + col];
}

// Fills tile_a (k0.. by row0..): LOADS scalar reads, or LOADS / 4 vec4 reads, per thread.
fn fill_a(za: u32, row0: u32, k0: u32, tid: u32) {
    if (p.vec_a == 0u) {
        for (var s = 0u; s < LOADS; s++) {
            let e = tid + s * THREADS;
            let r = e / TILE_K;
            let kk = e % TILE_K;
            tile_a[kk * TILE + r] = load_a(za, row0 + r, k0 + kk);
        }
        return;
    }
    for (var s = 0u; s < LOADS / 4u; s++) {
        let e = tid + s * THREADS; // which vec4 of the tile
        var v = vec4<f32>(0.0);
        if (p.trans_a == 0u) {
            // A is [M, K], contiguous along K: 4 k's of one row.
            let r = e / 4u;
            let kk = (e % 4u) * 4u;
            if (row0 + r < p.m && k0 + kk < p.k) {
                v = a4[(za + (row0 + r) * p.lda + k0 + kk) / 4u];
            }
            for (var i = 0u; i < 4u; i++) {
                tile_a[(kk + i) * TILE + r] = v[i];
            }
        } else {
            // A is [K, M], contiguous along M: 4 rows of one k.
            let kk = e / (TILE / 4u);
            let r = (e % (TILE / 4u)) * 4u;
            if (row0 + r < p.m && k0 + kk < p.k) {
                v = a4[(za + (k0 + kk) * p.lda + row0 + r) / 4u];
            }
            for (var i = 0u; i < 4u; i++) {
                tile_a[kk * TILE + r + i] = v[i];
            }
        }
    }
}

// Fills tile_b (k0.. by col0..): LOADS scalar reads, or LOADS / 4 vec4 reads, per thread.
fn fill_b(zb: u32, col0: u32, k0: u32, tid: u32) {
    if (p.vec_b == 0u) {
        for (var s = 0u; s < LOADS; s++) {
            let e = tid + s * THREADS;
            let kk = e / TILE;
            let col = e % TILE;
            tile_b[kk * TILE + col] = load_b(zb, k0 + kk, col0 + col);
        }
        return;
    }
    for (var s = 0u; s < LOADS / 4u; s++) {
        let e = tid + s * THREADS; // which vec4 of the tile
        var v = vec4<f32>(0.0);
        if (p.trans_b != 0u) {
            // B is [N, K], contiguous along K: 4 k's of one column.
            let col = e / 4u;
            let kk = (e % 4u) * 4u;
            if (col0 + col < p.n && k0 + kk < p.k) {
                v = b4[(zb + (col0 + col) * p.ldb + k0 + kk) / 4u];
            }
            for (var i = 0u; i < 4u; i++) {
                tile_b[(kk + i) * TILE + col] = v[i];
            }
        } else {
            // B is [K, N], contiguous along N: 4 columns of one k.
            let kk = e / (TILE / 4u);
            let col = (e % (TILE / 4u)) * 4u;
            if (col0 + col < p.n && k0 + kk < p.k) {
                v = b4[(zb + (k0 + kk) * p.ldb + col0 + col) / 4u];
            }
            for (var i = 0u; i < 4u; i++) {
                tile_b[kk * TILE + col + i] = v[i];
            }
        }
    }
}

@compute @workgroup_size(WG, WG, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let z = wg.z;
    let za = base(z, p.a_outer, p.a_inner);
    let zb = base(z, p.b_outer, p.b_inner);
    let zc = base(z, p.c_outer, p.c_inner);
    let row0 = wg.y * TILE;
    let col0 = wg.x * TILE;
    let tid = lid.y * WG + lid.x;
    var acc: array<array<f32, MAX_BLOCK>, MAX_BLOCK>;
    for (var i = 0u; i < BLOCK; i++) {
        for (var j = 0u; j < BLOCK; j++) {
            acc[i][j] = 0.0;
        }
    }

    for (var k0 = 0u; k0 < p.k; k0 += TILE_K) {
        fill_a(za, row0, k0, tid);
        fill_b(zb, col0, k0, tid);
        workgroupBarrier();
        for (var kk = 0u; kk < TILE_K; kk++) {
            var av: array<f32, MAX_BLOCK>;
            var bv: array<f32, MAX_BLOCK>;
            for (var i = 0u; i < BLOCK; i++) {
                av[i] = tile_a[kk * TILE + lid.y * BLOCK + i];
                bv[i] = tile_b[kk * TILE + lid.x * BLOCK + i];
            }
            for (var i = 0u; i < BLOCK; i++) {
                for (var j = 0u; j < BLOCK; j++) {
                    acc[i][j] = fma(av[i], bv[j], acc[i][j]);
                }
            }
        }
        workgroupBarrier();
    }

    for (var i = 0u; i < BLOCK; i++) {
        let row = row0 + lid.y * BLOCK + i;
        for (var j = 0u; j < BLOCK; j++) {
            let col = col0 + lid.x * BLOCK + j;
            if (row < p.m && col < p.n) {
                var v = acc[i][j];
                if (p.has_bias != 0u) {
                    v += bias[col];
                }
                c[zc + row * p.ldc + col] = v;
            }
        }
    }
}
