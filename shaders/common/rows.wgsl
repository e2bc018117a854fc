// The entry point of a row kernel, which computes something of each row of a [rows, cols]
// matrix. The kernel takes it with the line `// #include common/rows.wgsl`, names its row count
// `rows` in its `Params` (bound as `p`), and writes each row's work in two forms:
//   fn row_by_thread(row: u32)             one thread computes the whole row, alone;
//   fn row_by_workgroup(row: u32, t: u32)  the THREADS threads of one workgroup share the row,
//                                          thread t taking columns t, t + THREADS, .., and
//                                          meet in the reductions of `common/reduce.wgsl`.
//
// The host chooses the form per pipeline (`row_launch` in src/backend/gpu/rows.rs): short rows
// (attention over a few tokens) would leave most of a workgroup's threads idle, and a barrier
// costs a GPU that is emulated on a CPU dearly, so there PER_THREAD is set and each workgroup
// takes THREADS rows, one a thread; otherwise each workgroup takes one row. Beyond 65535
// workgroups, WebGPU's limit for one dimension of the grid, the workgroups continue in y, so
// workgroup (x, y) is number y * groups.x + x; the grid is rounded up to whole rows of
// workgroups, and the workgroups or threads past the last row do nothing.

const THREADS: u32 = 64u;
// Set per pipeline: a uniform branch between the two forms would cost software GPUs (lavapipe,
// SwiftShader) ten times the kernel's time, so each form is compiled on its own.
override PER_THREAD: bool = false;

@compute @workgroup_size(THREADS, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let group = wg.y * groups.x + wg.x;
    if (PER_THREAD) {
        let row = group * THREADS + lid.x;
        if (row < p.rows) {
            row_by_thread(row);
        }
        return;
    }
    // Every thread of the workgroup takes this branch or none does: the reductions' barriers
    // are reached by the whole workgroup.
    if (group < p.rows) {
        row_by_workgroup(group, lid.x);
    }
}
