// The same batched, strided product as `matmul.wgsl`, C[z] = op(A[z]) op(B[z]) + bias (the
// parameters and their meaning are in `common/matmul_params.wgsl`), for GPUs that are emulated
// on a CPU (SwiftShader in the browser, lavapipe natively).
//
// There, workgroup memory buys nothing (it is ordinary memory behind the same caches) and a
// barrier is expensive: the emulator must run every thread of the workgroup up to the barrier
// before any goes on. So this kernel has no workgroup memory and no barrier. Each thread
// computes a 4 x 4 block of C straight from A and B, one k at a time; SIDE x SIDE threads
// cover one matrix's TILE x TILE tile (TILE = 4 * SIDE). SIDE is 8 by default; the many small
// per-head products of attention take SIDE = 4, and then one workgroup of 64 threads computes
// the 16 x 16 tiles of four matrices at once (starting a workgroup is what costs there).
//
// The transposed forms become strides, chosen once per thread, so the loop over k has no
// branch. Reads past the edge of a matrix are clamped to its last row or column (their
// products are never stored), which keeps the loop free of bounds checks too.

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> c: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

// #include common/matmul_params.wgsl

override SIDE: u32 = 8u;                      // threads per side of one matrix's tile
override TILE: u32 = SIDE * 4u;               // rows and columns of C per tile
override PER_MATRIX: u32 = SIDE * SIDE;       // threads per tile
override MATRICES: u32 = 64u / PER_MATRIX;    // matrices per workgroup

@compute @workgroup_size(64, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let t = lid.x % PER_MATRIX;
    let z = wg.z * MATRICES + lid.x / PER_MATRIX;
    let row0 = wg.y * TILE + (t / SIDE) * 4u;
    let col0 = wg.x * TILE + (t % SIDE) * 4u;
    if (z >= p.batch || row0 >= p.m || col0 >= p.n) {
        return; // no barrier follows, so idle threads may leave
    }
    let za = base(z, p.a_outer, p.a_inner);
    let zb = base(z, p.b_outer, p.b_inner);
    let zc = base(z, p.c_outer, p.c_inner);

    // op(A)[row, kk] = a[row_at + kk * a_k], op(B)[kk, col] = b[col_at + kk * b_k].
    let a_row = select(p.lda, 1u, p.trans_a != 0u);
    let a_k = select(1u, p.lda, p.trans_a != 0u);
    let b_k = select(p.ldb, 1u, p.trans_b != 0u);
    let b_col = select(1u, p.ldb, p.trans_b != 0u);
    let last_row = p.m - 1u;
    let last_col = p.n - 1u;
    let a0 = za + min(row0, last_row) * a_row;
    let a1 = za + min(row0 + 1u, last_row) * a_row;
    let a2 = za + min(row0 + 2u, last_row) * a_row;
    let a3 = za + min(row0 + 3u, last_row) * a_row;
    let b0 = zb + min(col0, last_col) * b_col;
    let b1 = zb + min(col0 + 1u, last_col) * b_col;
    let b2 = zb + min(col0 + 2u, last_col) * b_col;
    let b3 = zb + min(col0 + 3u, last_col) * b_col;

    // acc_i holds row row0 + i of the block, columns col0 .. col0 + 3.
    var acc0 = vec4<f32>(0.0);
    var acc1 = vec4<f32>(0.0);
    var acc2 = vec4<f32>(0.0);
    var acc3 = vec4<f32>(0.0);
    for (var kk = 0u; kk < p.k; kk++) {
        let ak = kk * a_k;
        let bk = kk * b_k;
        let bv = vec4<f32>(b[b0 + bk], b[b1 + bk], b[b2 + bk], b[b3 + bk]);
        acc0 = fma(vec4<f32>(a[a0 + ak]), bv, acc0);
        acc1 = fma(vec4<f32>(a[a1 + ak]), bv, acc1);
        acc2 = fma(vec4<f32>(a[a2 + ak]), bv, acc2);
        acc3 = fma(vec4<f32>(a[a3 + ak]), bv, acc3);
    }

    var bias_v = vec4<f32>(0.0);
    if (p.has_bias != 0u) {
        bias_v = vec4<f32>(
            bias[min(col0, last_col)],
            bias[min(col0 + 1u, last_col)],
            bias[min(col0 + 2u, last_col)],
            bias[min(col0 + 3u, last_col)],
        );
    }
    store_row(zc, row0, col0, acc0 + bias_v);
    store_row(zc, row0 + 1u, col0, acc1 + bias_v);
    store_row(zc, row0 + 2u, col0, acc2 + bias_v);
    store_row(zc, row0 + 3u, col0, acc3 + bias_v);
}

// Stores the columns of one row of the block that lie inside C.
fn store_row(zc: u32, row: u32, col0: u32, v: vec4<f32>) {
    if (row >= p.m) {
        return;
    }
    let at = zc + row * p.ldc + col0;
    for (var j = 0u; j < 4u; j++) {
        if (col0 + j < p.n) {
            c[at + j] = v[j];
        }
    }
}
