//! `GpuContext`: one adapter, device and queue, with compiled pipelines cached by kernel,
//! buffers pooled, and every kernel launch recorded into one pending command encoder that is
//! submitted only when something must be read back.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::future::Future;
use std::num::NonZeroU64;
use std::pin::Pin;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

use super::pool::{size_class, BufferPool, PooledBuffer, TENSOR_USAGE};
use super::shaders::{Shader, Uniform};
use crate::error::{Error, Result};

/// Bytes of kernel parameters one submission can carry; a longer recording is submitted in
/// parts (each launch uses one 256-byte slot, so this is about a thousand launches).
const UNIFORM_ARENA_BYTES: u64 = 256 * 1024;

/// Bind groups kept for reuse before the cache is emptied (it holds its buffers alive).
const BIND_GROUP_CACHE: usize = 4096;

/// The most iterations a kernel's loop may take: llvmpipe (lavapipe) ends any loop after
/// 65535, so a barrier-free kernel whose threads would loop longer is not used.
pub const MAX_LOOP: usize = 65_535;

/// The most workgroups one grid dimension may have (WebGPU's default limit).
const MAX_GROUPS: u32 = 65_535;

/// The GPU and everything made once for it.
pub struct GpuContext {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub adapter_info: wgpu::AdapterInfo,
    pub limits: wgpu::Limits,
    /// Compiled kernels by shader and overridable constants.
    pipelines: RefCell<HashMap<(Shader, String), (wgpu::ComputePipeline, wgpu::BindGroupLayout)>>,
    /// Bind groups by kernel, buffers and parameter offset: with pooled buffers, the same
    /// forward pass binds the same buffers every time.
    bind_groups: RefCell<HashMap<BindKey, wgpu::BindGroup>>,
    pool: Rc<BufferPool>,
    frame: RefCell<Frame>,
    /// See [`GpuContext::barrier_free`].
    barrier_free: Cell<bool>,
    /// The first error the device reported (validation, out of memory, device lost).
    fault: Arc<Mutex<Option<String>>>,
}

type BindKey = (Shader, String, Vec<wgpu::Buffer>, u64);

/// Values for a kernel's pipeline-overridable constants, e.g. `&[("WG", 8.0)]`.
pub type Constants = &'static [(&'static str, f64)];

/// What has been recorded since the last submission.
struct Frame {
    /// The compute pass every launch records into, open until something else needs the
    /// encoder (a copy, the submission). Declared before `encoder`, so it ends first.
    pass: Option<wgpu::ComputePass<'static>>,
    encoder: Option<wgpu::CommandEncoder>,
    /// Kernel parameters, copied into `arena` just before the encoder is submitted.
    uniforms: Vec<u8>,
    arena: wgpu::Buffer,
    launches: usize,
    submissions: usize,
}

impl GpuContext {
    /// Finds an adapter (`WGPU_BACKEND=vulkan,gl,..` narrows the search) and opens a device
    /// with the adapter's own limits.
    pub async fn new() -> Result<Self> {
        let instance =
            wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle_from_env());
        let adapter = instance
            .request_adapter(&wgpu::RequestAdapterOptions {
                power_preference: wgpu::PowerPreference::HighPerformance,
                ..Default::default()
            })
            .await
            .map_err(|e| Error::Backend(format!("no GPU adapter: {e}")))?;
        let limits = adapter.limits();
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("attend"),
                required_limits: limits.clone(),
                ..Default::default()
            })
            .await
            .map_err(|e| Error::Backend(format!("the GPU refused a device: {e}")))?;
        let fault = Arc::new(Mutex::new(None));
        let on_error = Arc::clone(&fault);
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            note_fault(&on_error, format!("GPU error: {e}"));
        }));
        let on_lost = Arc::clone(&fault);
        device.set_device_lost_callback(move |reason, message| {
            note_fault(
                &on_lost,
                format!("the GPU device was lost ({reason:?}): {message}"),
            );
        });
        let arena = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("kernel parameters"),
            size: UNIFORM_ARENA_BYTES,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let adapter_info = adapter.get_info();
        Ok(GpuContext {
            barrier_free: Cell::new(adapter_info.device_type == wgpu::DeviceType::Cpu),
            adapter_info,
            limits,
            device,
            queue,
            pipelines: RefCell::new(HashMap::new()),
            bind_groups: RefCell::new(HashMap::new()),
            pool: Rc::new(BufferPool::default()),
            frame: RefCell::new(Frame {
                pass: None,
                encoder: None,
                uniforms: Vec::new(),
                arena,
                launches: 0,
                submissions: 0,
            }),
            fault,
        })
    }

    /// [`GpuContext::new`], waiting for it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new_blocking() -> Result<Self> {
        pollster::block_on(GpuContext::new())
    }

    /// A one-line description of the adapter, e.g. `llvmpipe (LLVM 19.1.7, 256 bits) (Vulkan),
    /// emulated on the CPU`. In the browser the adapter has no name: `WebGPU`.
    pub fn describe(&self) -> String {
        let info = &self.adapter_info;
        let api = match info.backend {
            wgpu::Backend::BrowserWebGpu => "WebGPU".to_string(),
            other => format!("{other:?}"),
        };
        let mut text = if info.name.is_empty() {
            api
        } else {
            format!("{} ({api})", info.name)
        };
        if info.device_type == wgpu::DeviceType::Cpu {
            text.push_str(", emulated on the CPU");
        }
        text
    }

    /// Do ops take their barrier-free kernels (one thread per row, no workgroup memory)? They
    /// do on CPU-emulated GPUs, which must run every thread of a workgroup up to a barrier
    /// before any goes on, and where workgroup memory is ordinary memory: there they are ten
    /// to a hundred times faster. Real GPUs take the tiled, cooperative kernels.
    pub fn barrier_free(&self) -> bool {
        self.barrier_free.get()
    }

    /// Chooses the kernel family by hand (tests check both against the CPU on one device).
    pub fn set_barrier_free(&self, on: bool) {
        self.barrier_free.set(on);
    }

    /// An error if the device has reported one; once faulted, the context stays faulted.
    pub fn check(&self) -> Result<()> {
        match self.fault.lock().map(|f| f.clone()) {
            Ok(None) => Ok(()),
            Ok(Some(message)) => Err(Error::Backend(message)),
            Err(_) => Err(Error::Backend("the GPU error record is poisoned".into())),
        }
    }

    /// The compiled pipeline of `shader` with `constants` and its bind group layout, built on
    /// first use.
    fn pipeline(
        &self,
        shader: Shader,
        constants: Constants,
    ) -> (wgpu::ComputePipeline, wgpu::BindGroupLayout) {
        self.pipelines
            .borrow_mut()
            .entry((shader, format!("{constants:?}")))
            .or_insert_with(|| {
                // SAFETY: the shaders are this crate's own, not a user's. Every loop runs a
                // count fixed by its uniforms or constants, so none is infinite, and every
                // index is in bounds by construction (tests/gpu.rs checks each kernel against
                // the CPU at sizes across its tiles' edges). wgpu's default checks would add
                // a counter to every loop and a test to every index, which the tiled matmul's
                // inner loop cannot afford. Storage buffers stay bounds-checked where the
                // platform does it (Vulkan's robust buffer access; the browser's WebGPU
                // always).
                let module = unsafe {
                    self.device.create_shader_module_trusted(
                        wgpu::ShaderModuleDescriptor {
                            label: Some(shader.path()),
                            source: wgpu::ShaderSource::Wgsl(shader.source().into()),
                        },
                        wgpu::ShaderRuntimeChecks::unchecked(),
                    )
                };
                let pipeline =
                    self.device
                        .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                            label: Some(shader.path()),
                            layout: None,
                            module: &module,
                            entry_point: Some("main"),
                            compilation_options: wgpu::PipelineCompilationOptions {
                                constants,
                                ..Default::default()
                            },
                            cache: None,
                        });
                let layout = pipeline.get_bind_group_layout(0);
                (pipeline, layout)
            })
            .clone()
    }

    /// A pooled storage buffer with room for `len` floats (contents undefined).
    pub fn alloc(&self, len: usize) -> PooledBuffer {
        self.pool.take(&self.device, (len * 4) as u64)
    }

    /// A storage buffer holding `data` (a fresh buffer, filled at creation, that joins the
    /// pool when dropped).
    pub fn upload(&self, data: &[f32]) -> Result<PooledBuffer> {
        Ok(self
            .pool
            .adopt(self.upload_bytes(bytemuck::cast_slice(data))?))
    }

    /// A storage buffer holding `data` as `u32`s (token ids, padding flags), released rather
    /// than pooled when dropped.
    pub fn upload_u32(&self, data: &[u32]) -> Result<PooledBuffer> {
        Ok(PooledBuffer::unpooled(
            self.upload_bytes(bytemuck::cast_slice(data))?,
        ))
    }

    fn upload_bytes(&self, bytes: &[u8]) -> Result<wgpu::Buffer> {
        let size = size_class(bytes.len() as u64);
        if size > self.limits.max_storage_buffer_binding_size {
            return Err(Error::Backend(format!(
                "a tensor of {} bytes is more than this GPU can bind ({} bytes)",
                bytes.len(),
                self.limits.max_storage_buffer_binding_size
            )));
        }
        let buffer = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("upload"),
            size,
            usage: TENSOR_USAGE,
            mapped_at_creation: true,
        });
        if !bytes.is_empty() {
            buffer
                .get_mapped_range_mut(..bytes.len() as u64)
                .map_err(|e| Error::Backend(format!("uploading to the GPU: {e}")))?
                .copy_from_slice(bytes);
        }
        buffer.unmap();
        self.check()?;
        Ok(buffer)
    }

    /// Bytes of free buffers the pool holds.
    pub fn pooled_bytes(&self) -> u64 {
        self.pool.free_bytes()
    }

    /// Releases the pool's free buffers (those of models and runs since freed); buffers in use
    /// stay.
    pub fn release_pooled(&self) {
        self.pool.clear();
    }

    /// Records one kernel launch: `storage` are bound at 0, 1, .. in order and `params` (the
    /// kernel's `Params`, of a struct that names the kernel) at the next binding; `groups`
    /// workgroups run.
    pub fn launch<P: Uniform>(
        &self,
        shader: Shader,
        storage: &[&wgpu::Buffer],
        params: &P,
        groups: [u32; 3],
    ) {
        self.launch_with(shader, &[], storage, params, groups);
    }

    /// [`GpuContext::launch`] of the kernel compiled with `constants` for its overridable
    /// constants.
    pub fn launch_with<P: Uniform>(
        &self,
        shader: Shader,
        constants: Constants,
        storage: &[&wgpu::Buffer],
        params: &P,
        groups: [u32; 3],
    ) {
        debug_assert!(
            P::KERNELS.contains(&shader),
            "{} takes other parameters than {}",
            shader.path(),
            P::LAYOUT.name
        );
        self.launch_bytes(
            shader,
            constants,
            storage,
            bytemuck::bytes_of(params),
            groups,
        );
    }

    /// [`GpuContext::launch_with`] of parameters as bytes: one copy of the code for every
    /// parameter struct.
    fn launch_bytes(
        &self,
        shader: Shader,
        constants: Constants,
        storage: &[&wgpu::Buffer],
        params: &[u8],
        groups: [u32; 3],
    ) {
        let align = u64::from(self.limits.min_uniform_buffer_offset_alignment).max(16) as usize;
        let slot = params.len().div_ceil(align) * align;
        if self.frame.borrow().uniforms.len() + slot > UNIFORM_ARENA_BYTES as usize {
            self.submit();
        }
        let (pipeline, layout) = self.pipeline(shader, constants);
        let mut frame = self.frame.borrow_mut();
        let offset = frame.uniforms.len() as u64;
        frame.uniforms.extend_from_slice(params);
        frame.uniforms.resize(offset as usize + slot, 0);
        // Each compiled variant has its own bind group layout.
        let key: BindKey = (
            shader,
            format!("{constants:?}"),
            storage.iter().map(|b| (*b).clone()).collect(),
            offset,
        );
        let mut cache = self.bind_groups.borrow_mut();
        if cache.len() >= BIND_GROUP_CACHE && !cache.contains_key(&key) {
            cache.clear();
        }
        let bind_group = cache.entry(key).or_insert_with(|| {
            let mut entries: Vec<wgpu::BindGroupEntry> = storage
                .iter()
                .enumerate()
                .map(|(i, b)| wgpu::BindGroupEntry {
                    binding: i as u32,
                    resource: b.as_entire_binding(),
                })
                .collect();
            entries.push(wgpu::BindGroupEntry {
                binding: storage.len() as u32,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer: &frame.arena,
                    offset,
                    size: NonZeroU64::new(params.len() as u64),
                }),
            });
            self.device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some(shader.path()),
                layout: &layout,
                entries: &entries,
            })
        });
        frame.launches += 1;
        let frame = &mut *frame;
        let pass = frame.pass.get_or_insert_with(|| {
            let encoder = frame.encoder.get_or_insert_with(|| {
                self.device
                    .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                        label: Some("attend"),
                    })
            });
            // One pass for every launch until the next copy or submission: wgpu orders the
            // dispatches within it (each sees the writes of those before it).
            encoder
                .begin_compute_pass(&wgpu::ComputePassDescriptor {
                    label: Some("attend"),
                    timestamp_writes: None,
                })
                .forget_lifetime()
        });
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &*bind_group, &[]);
        pass.dispatch_workgroups(groups[0], groups[1], groups[2]);
    }

    /// Submits everything recorded so far (without waiting for it).
    pub fn submit(&self) {
        let mut frame = self.frame.borrow_mut();
        frame.pass = None;
        if let Some(encoder) = frame.encoder.take() {
            self.queue.write_buffer(&frame.arena, 0, &frame.uniforms);
            self.queue.submit([encoder.finish()]);
            frame.submissions += 1;
        }
        frame.uniforms.clear();
    }

    /// Kernel launches recorded since the context was made (for benchmarks and tests).
    pub fn launches(&self) -> usize {
        self.frame.borrow().launches
    }

    /// Command buffers submitted since the context was made.
    pub fn submissions(&self) -> usize {
        self.frame.borrow().submissions
    }

    /// Records copies of `parts` (buffer, number of floats) into one staging buffer, submits
    /// all pending work and asks for the staging buffer to be mapped. Finish with
    /// [`Readback::wait`] (native) or [`Readback::finish`] (async, for the browser).
    pub fn read_back(&self, parts: &[(&wgpu::Buffer, usize)]) -> Readback {
        let mut offsets = Vec::with_capacity(parts.len());
        let mut total = 0u64;
        for (_, len) in parts {
            offsets.push((total, *len));
            total += (*len as u64 * 4).max(4);
        }
        let staging = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback"),
            size: total.max(4),
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        {
            let mut frame = self.frame.borrow_mut();
            frame.pass = None;
            let encoder = frame.encoder.get_or_insert_with(|| {
                self.device
                    .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                        label: Some("attend"),
                    })
            });
            for ((buffer, len), (offset, _)) in parts.iter().zip(&offsets) {
                if *len > 0 {
                    encoder.copy_buffer_to_buffer(buffer, 0, &staging, *offset, *len as u64 * 4);
                }
            }
        }
        self.submit();
        let state = Arc::new(Mutex::new(MapState::default()));
        let on_mapped = Arc::clone(&state);
        staging.map_async(wgpu::MapMode::Read, .., move |result| {
            if let Ok(mut s) = on_mapped.lock() {
                s.result = Some(result.map_err(|e| e.to_string()));
                if let Some(waker) = s.waker.take() {
                    waker.wake();
                }
            }
        });
        Readback {
            staging,
            offsets,
            state,
        }
    }
}

fn note_fault(fault: &Mutex<Option<String>>, message: String) {
    if let Ok(mut f) = fault.lock() {
        f.get_or_insert(message);
    }
}

/// The rows-of-workgroups grid for `n` workgroups: `[n, 1, 1]`, or wrapped into y beyond
/// 65535 (kernels compute their index as `wg.y * groups.x + wg.x` and skip the excess).
pub fn grid(n: usize) -> [u32; 3] {
    let n = n.max(1) as u32;
    if n <= MAX_GROUPS {
        [n, 1, 1]
    } else {
        [MAX_GROUPS, n.div_ceil(MAX_GROUPS), 1]
    }
}

#[derive(Default)]
struct MapState {
    result: Option<std::result::Result<(), String>>,
    waker: Option<Waker>,
}

/// Copies on their way back from the GPU.
pub struct Readback {
    staging: wgpu::Buffer,
    offsets: Vec<(u64, usize)>,
    state: Arc<Mutex<MapState>>,
}

impl Readback {
    /// Blocks until the GPU has finished and returns one vector per part.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn wait(self, ctx: &GpuContext) -> Result<Vec<Vec<f32>>> {
        ctx.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| Error::Backend(format!("waiting for the GPU: {e}")))?;
        self.collect(ctx)
    }

    /// In the browser nothing can block: use [`Readback::finish`].
    #[cfg(target_arch = "wasm32")]
    pub fn wait(self, _ctx: &GpuContext) -> Result<Vec<Vec<f32>>> {
        Err(Error::Backend(
            "a blocking GPU readback is impossible in the browser; use the async readback".into(),
        ))
    }

    /// Waits (asynchronously) until the GPU has finished and returns one vector per part.
    pub async fn finish(self, ctx: &GpuContext) -> Result<Vec<Vec<f32>>> {
        MapDone {
            state: Arc::clone(&self.state),
        }
        .await;
        self.collect(ctx)
    }

    fn collect(self, ctx: &GpuContext) -> Result<Vec<Vec<f32>>> {
        ctx.check()?;
        let result = self
            .state
            .lock()
            .map_err(|_| Error::Backend("the readback state is poisoned".into()))?
            .result
            .clone();
        match result {
            Some(Ok(())) => {}
            Some(Err(e)) => return Err(Error::Backend(format!("reading back from the GPU: {e}"))),
            None => return Err(Error::Backend("the GPU never answered the readback".into())),
        }
        let out = {
            let view = self
                .staging
                .get_mapped_range(..)
                .map_err(|e| Error::Backend(format!("reading back from the GPU: {e}")))?;
            let all: &[f32] = bytemuck::cast_slice(&view);
            self.offsets
                .iter()
                .map(|&(offset, len)| {
                    let start = (offset / 4) as usize;
                    all[start..start + len].to_vec()
                })
                .collect()
        };
        self.staging.unmap();
        Ok(out)
    }
}

/// Resolves once the staging buffer's map callback has run.
struct MapDone {
    state: Arc<Mutex<MapState>>,
}

impl Future for MapDone {
    type Output = ();

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        match self.state.lock() {
            Ok(mut s) if s.result.is_none() => {
                s.waker = Some(cx.waker().clone());
                Poll::Pending
            }
            _ => Poll::Ready(()),
        }
    }
}

/// The environment variable that lets the GPU tests skip where wgpu finds no adapter
/// (`ATTEND_SKIP_GPU=1 cargo test`); without it they fail there.
#[doc(hidden)]
pub const SKIP_GPU: &str = "ATTEND_SKIP_GPU";

/// For the tests, where there is no GPU (`why`): when [`SKIP_GPU`] is set, says loudly that
/// `what` is skipped; otherwise fails, saying how to get a GPU or to skip.
#[doc(hidden)]
pub fn skip_without_gpu(what: &str, why: &dyn std::fmt::Display) {
    if std::env::var_os(SKIP_GPU).is_none() {
        panic!(
            "{what} need a GPU and there is none ({why}): install Mesa's lavapipe \
             (mesa-vulkan-drivers, scripts/setup.sh does) or set {SKIP_GPU}=1 to skip them"
        );
    }
    eprintln!("\n*** SKIPPED {what} ({SKIP_GPU} is set): {why} ***\n");
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_tensor_past_what_the_gpu_binds_is_refused_with_a_message() {
        // The device asks for the adapter's own limits; a tensor past them is an error the
        // page answers by moving the model to the CPU (www/model/worker.js), not a crash.
        let mut ctx = match pollster::block_on(GpuContext::new()) {
            Ok(ctx) => ctx,
            Err(e) => return skip_without_gpu("the GPU binding-limit test", &e),
        };
        assert!(ctx.upload_u32(&[7; 1024]).is_ok());
        ctx.limits.max_storage_buffer_binding_size = 1 << 10;
        let err = ctx.upload_u32(&[7; 1024]).err().expect("refused");
        assert!(
            err.to_string()
                .contains("more than this GPU can bind (1024 bytes)"),
            "{err}"
        );
    }
}
