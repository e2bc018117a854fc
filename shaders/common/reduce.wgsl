// Workgroup tree reductions, shared by the row kernels and `loss/sum_squares.wgsl`. A kernel
// takes them with the line `// #include common/reduce.wgsl`, which the loader
// (src/backend/gpu/shaders.rs) replaces with this file, and declares `const THREADS: u32`, its
// workgroup size (a power of two; `common/rows.wgsl` declares it for the row kernels). Every
// thread of the workgroup calls them together (they hold barriers); each returns the reduction
// of all the threads' `v` to every thread. Plain workgroup memory, so nothing depends on the
// hardware's subgroup size.

var<workgroup> partial: array<f32, THREADS>;

fn reduce_max(t: u32, v: f32) -> f32 {
    partial[t] = v;
    workgroupBarrier();
    for (var s = THREADS / 2u; s > 0u; s /= 2u) {
        if (t < s) {
            partial[t] = max(partial[t], partial[t + s]);
        }
        workgroupBarrier();
    }
    let r = partial[0];
    workgroupBarrier();
    return r;
}

fn reduce_sum(t: u32, v: f32) -> f32 {
    partial[t] = v;
    workgroupBarrier();
    for (var s = THREADS / 2u; s > 0u; s /= 2u) {
        if (t < s) {
            partial[t] = partial[t] + partial[t + s];
        }
        workgroupBarrier();
    }
    let r = partial[0];
    workgroupBarrier();
    return r;
}
