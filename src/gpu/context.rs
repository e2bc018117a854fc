//! `GpuContext`: one adapter, device and queue, with compiled pipelines cached by kernel.

use std::cell::RefCell;
use std::collections::HashMap;

use super::shaders::Shader;
use crate::error::{Error, Result};

/// The GPU and everything made once for it.
pub struct GpuContext {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub adapter_info: wgpu::AdapterInfo,
    pipelines: RefCell<HashMap<Shader, wgpu::ComputePipeline>>,
}

impl GpuContext {
    /// Finds an adapter and opens a device with the adapter's own limits.
    pub async fn new() -> Result<Self> {
        let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle());
        let adapter = instance
            .request_adapter(&wgpu::RequestAdapterOptions {
                power_preference: wgpu::PowerPreference::HighPerformance,
                ..Default::default()
            })
            .await
            .map_err(|e| Error::Backend(format!("no GPU adapter: {e}")))?;
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("attend"),
                required_limits: adapter.limits(),
                ..Default::default()
            })
            .await
            .map_err(|e| Error::Backend(format!("the GPU refused a device: {e}")))?;
        Ok(GpuContext {
            adapter_info: adapter.get_info(),
            device,
            queue,
            pipelines: RefCell::new(HashMap::new()),
        })
    }

    /// [`GpuContext::new`], waiting for it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new_blocking() -> Result<Self> {
        pollster::block_on(GpuContext::new())
    }

    /// The compiled pipeline of `shader`, built on first use.
    pub fn pipeline(&self, shader: Shader) -> wgpu::ComputePipeline {
        self.pipelines
            .borrow_mut()
            .entry(shader)
            .or_insert_with(|| {
                let module = self
                    .device
                    .create_shader_module(wgpu::ShaderModuleDescriptor {
                        label: Some(shader.file_name()),
                        source: wgpu::ShaderSource::Wgsl(shader.source().into()),
                    });
                self.device
                    .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                        label: Some(shader.file_name()),
                        layout: None,
                        module: &module,
                        entry_point: Some("main"),
                        compilation_options: Default::default(),
                        cache: None,
                    })
            })
            .clone()
    }

    /// A storage buffer holding `data`.
    pub fn upload(&self, data: &[f32]) -> wgpu::Buffer {
        use wgpu::util::DeviceExt;
        // A zero-sized binding is invalid; an empty tensor still gets one element of room.
        let bytes: &[u8] = if data.is_empty() {
            &[0; 4]
        } else {
            bytemuck::cast_slice(data)
        };
        self.device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: None,
                contents: bytes,
                usage: wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_SRC
                    | wgpu::BufferUsages::COPY_DST,
            })
    }

    /// An uninitialised storage buffer of `len` floats.
    pub fn empty(&self, len: usize) -> wgpu::Buffer {
        self.device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: (len.max(1) * 4) as u64,
            usage: wgpu::BufferUsages::STORAGE
                | wgpu::BufferUsages::COPY_SRC
                | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        })
    }

    /// Copies the first `len` floats of `buffer` back to the host, waiting for the GPU.
    pub fn download(&self, buffer: &wgpu::Buffer, len: usize) -> Result<Vec<f32>> {
        let size = (len * 4) as u64;
        if size == 0 {
            return Ok(Vec::new());
        }
        let staging = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = self.device.create_command_encoder(&Default::default());
        encoder.copy_buffer_to_buffer(buffer, 0, &staging, 0, size);
        self.queue.submit([encoder.finish()]);
        let (tx, rx) = std::sync::mpsc::channel();
        staging.map_async(wgpu::MapMode::Read, .., move |r| {
            let _ = tx.send(r);
        });
        self.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| Error::Backend(format!("waiting for the GPU: {e}")))?;
        rx.recv()
            .map_err(|_| Error::Backend("the GPU never answered the readback".into()))?
            .map_err(|e| Error::Backend(format!("reading back from the GPU: {e}")))?;
        let data = {
            let view = staging
                .get_mapped_range(..)
                .map_err(|e| Error::Backend(format!("reading back from the GPU: {e}")))?;
            bytemuck::cast_slice(&view).to_vec()
        };
        staging.unmap();
        Ok(data)
    }
}
