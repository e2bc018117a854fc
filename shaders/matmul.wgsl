// Batched matrix product with an optional bias row: C[z] = op(A[z]) op(B[z]) + bias.
// op(A) is [M, K], op(B) is [K, N], C is [M, N], all row-major; `trans_a` / `trans_b` say that A
// is stored [K, M] / B is stored [N, K] (the NT form is PyTorch's `x @ W.T` for a linear layer).
// Each 16x16 workgroup computes a 64x64 tile of C: tiles of A and B pass through workgroup
// memory 16 columns of K at a time, and every thread keeps a 4x4 block of C in registers.

struct Params {
    m: u32,
    n: u32,
    k: u32,
    trans_a: u32,
    trans_b: u32,
    has_bias: u32,
    // Elements between consecutive matrices of the batch (0 broadcasts one matrix).
    batch_stride_a: u32,
    batch_stride_b: u32,
}

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> c: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

const TILE: u32 = 64u;    // rows and columns of C per workgroup
const TILE_K: u32 = 16u;  // depth of one pass through workgroup memory
const BLOCK: u32 = 4u;    // rows and columns of C per thread
const THREADS: u32 = 256u;

var<workgroup> tile_a: array<f32, 1024>; // [TILE_K][TILE]: op(A) columns k0.., rows row0..
var<workgroup> tile_b: array<f32, 1024>; // [TILE_K][TILE]: op(B) rows k0.., columns col0..

fn load_a(z: u32, row: u32, kk: u32) -> f32 {
    if (row >= p.m || kk >= p.k) {
        return 0.0;
    }
    var i = row * p.k + kk;
    if (p.trans_a != 0u) {
        i = kk * p.m + row;
    }
    return a[z * p.batch_stride_a + i];
}

fn load_b(z: u32, kk: u32, col: u32) -> f32 {
    if (kk >= p.k || col >= p.n) {
        return 0.0;
    }
    var i = kk * p.n + col;
    if (p.trans_b != 0u) {
        i = col * p.k + kk;
    }
    return b[z * p.batch_stride_b + i];
}

@compute @workgroup_size(16, 16, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let z = wg.z;
    let row0 = wg.y * TILE;
    let col0 = wg.x * TILE;
    let tid = lid.y * 16u + lid.x;
    var acc: array<array<f32, 4>, 4>;
    for (var i = 0u; i < BLOCK; i++) {
        for (var j = 0u; j < BLOCK; j++) {
            acc[i][j] = 0.0;
        }
    }

    for (var k0 = 0u; k0 < p.k; k0 += TILE_K) {
        // 256 threads move 1024 values of each tile, 4 apiece.
        for (var s = 0u; s < 4u; s++) {
            let e = tid + s * THREADS;
            let r = e / TILE_K;
            let ka = e % TILE_K;
            tile_a[ka * TILE + r] = load_a(z, row0 + r, k0 + ka);
            let kb = e / TILE;
            let cb = e % TILE;
            tile_b[kb * TILE + cb] = load_b(z, k0 + kb, col0 + cb);
        }
        workgroupBarrier();
        for (var kk = 0u; kk < TILE_K; kk++) {
            var av: array<f32, 4>;
            var bv: array<f32, 4>;
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
                c[(z * p.m + row) * p.n + col] = v;
            }
        }
    }
}
