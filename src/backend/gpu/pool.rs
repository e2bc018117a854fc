//! Storage buffers recycled by size class: a forward pass allocates the same sizes every time,
//! so after the first pass no buffer is created at all.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The usages every tensor buffer has: read and written by kernels, copied in and out.
pub const TENSOR_USAGE: wgpu::BufferUsages = wgpu::BufferUsages::STORAGE
    .union(wgpu::BufferUsages::COPY_SRC)
    .union(wgpu::BufferUsages::COPY_DST);

/// Free buffers, by size in bytes (a power of two, at least 256).
#[derive(Default)]
pub struct BufferPool {
    free: RefCell<HashMap<u64, Vec<wgpu::Buffer>>>,
}

/// The size class that holds `bytes`: a power of two of at least 256 bytes (which also keeps
/// every buffer a whole number of vec4s).
pub fn size_class(bytes: u64) -> u64 {
    bytes.max(256).next_power_of_two()
}

impl BufferPool {
    /// A buffer of at least `bytes` bytes, recycled when one of its class is free. Its contents
    /// are whatever the last user left: kernels write every element they later read.
    pub fn take(self: &Rc<Self>, device: &wgpu::Device, bytes: u64) -> PooledBuffer {
        let class = size_class(bytes);
        let recycled = self
            .free
            .borrow_mut()
            .get_mut(&class)
            .and_then(|list| list.pop());
        let buffer = recycled.unwrap_or_else(|| {
            device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("tensor"),
                size: class,
                usage: TENSOR_USAGE,
                mapped_at_creation: false,
            })
        });
        self.adopt(buffer)
    }

    /// Wraps a buffer made elsewhere (of a class size) so that it joins the pool when dropped.
    pub fn adopt(self: &Rc<Self>, buffer: wgpu::Buffer) -> PooledBuffer {
        PooledBuffer {
            buffer: Some(buffer),
            pool: Some(Rc::clone(self)),
        }
    }

    /// Bytes held by free buffers.
    pub fn free_bytes(&self) -> u64 {
        self.free
            .borrow()
            .iter()
            .map(|(c, l)| c * l.len() as u64)
            .sum()
    }

    /// Releases every free buffer.
    pub fn clear(&self) {
        self.free.borrow_mut().clear();
    }
}

/// A buffer that goes back to its pool when the last tensor using it is dropped.
///
/// Returning a buffer while recorded-but-unsubmitted commands still read it is safe: the next
/// user can only write it through commands recorded later, which run later.
pub struct PooledBuffer {
    buffer: Option<wgpu::Buffer>,
    pool: Option<Rc<BufferPool>>,
}

impl PooledBuffer {
    /// Wraps a buffer that is released, not pooled, when dropped (small per-pass uploads such
    /// as token ids, whose sizes vary).
    pub fn unpooled(buffer: wgpu::Buffer) -> PooledBuffer {
        PooledBuffer {
            buffer: Some(buffer),
            pool: None,
        }
    }

    pub fn buffer(&self) -> &wgpu::Buffer {
        self.buffer.as_ref().expect("present until dropped")
    }
}

impl Drop for PooledBuffer {
    fn drop(&mut self) {
        if let (Some(buffer), Some(pool)) = (self.buffer.take(), &self.pool) {
            let class = buffer.size();
            pool.free
                .borrow_mut()
                .entry(class)
                .or_default()
                .push(buffer);
        }
    }
}
