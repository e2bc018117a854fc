// The entry point of a kernel that runs one thread per element. The kernel takes it with the
// line `// #include common/per_element.wgsl`, names its element count `n` in its `Params`
// (bound as `p`), and writes `fn element(i: u32)`: what the thread of element i does, for every
// i < p.n.
//
// The host launches ceil(n / 256) workgroups of 256 threads (`per_element` in
// src/backend/gpu/elementwise.rs). Beyond 65535 workgroups, WebGPU's limit for one dimension of
// the grid, the workgroups continue in y, so workgroup (x, y) is number y * groups.x + x; the
// threads past the last element (the grid is rounded up) do nothing.

@compute @workgroup_size(256, 1, 1)
fn main(
    @builtin(workgroup_id) wg: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
) {
    let i = (wg.y * groups.x + wg.x) * 256u + lid.x;
    if (i < p.n) {
        element(i);
    }
}
