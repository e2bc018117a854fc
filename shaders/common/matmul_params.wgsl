// What the two matrix-product kernels, `matmul/matmul.wgsl` (tiled, through workgroup memory)
// and `matmul/matmul_direct.wgsl` (barrier-free, for CPU-emulated GPUs), share: the parameters
// of one batched, strided product C[z] = op(A[z]) op(B[z]) + bias, and where its matrix z
// starts in a buffer. A kernel takes them with the line `// #include common/matmul_params.wgsl`
// and binds `p: Params`.
//
// op(A) is [M, K], op(B) is [K, N], C is [M, N]. `trans_a` / `trans_b` say that A is stored
// [K, M] / B is stored [N, K] (the NT form is PyTorch's `x @ W.T` for a linear layer). Every
// matrix is a strided view: row stride `ld*`, and batch `z` starts at
// (z / heads) * outer + (z % heads) * inner. That lets one kernel read head h of Q, K and V
// in place (columns h*d_k.. of a [T, d_model] matrix) and write each head's context into its
// columns of the output: no copies to split or concatenate heads.

struct Params {
    m: u32,
    n: u32,
    k: u32,
    trans_a: u32,
    trans_b: u32,
    has_bias: u32,
    vec_a: u32, // A's tiles may be read as vec4 (matmul.wgsl)
    vec_b: u32, // B's tiles may be read as vec4 (matmul.wgsl)
    lda: u32,
    ldb: u32,
    ldc: u32,
    heads: u32,
    a_outer: u32,
    a_inner: u32,
    b_outer: u32,
    b_inner: u32,
    c_outer: u32,
    c_inner: u32,
    batch: u32, // matrices in the batch, z = 0 .. batch (read by matmul_direct.wgsl)
    _pad0: u32,
}

// Where matrix z of an operand starts, given the operand's `outer` and `inner` strides.
fn base(z: u32, outer: u32, inner: u32) -> u32 {
    return (z / p.heads) * outer + (z % p.heads) * inner;
}
