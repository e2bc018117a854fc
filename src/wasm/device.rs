//! The one place the boundary chooses between the CPU and the GPU: [`Device::open`] opens the
//! backend the page names. Models and training runs then run on the [`Device`] itself, the
//! backend that hands each op to the CPU or the GPU.

use wasm_bindgen::JsValue;

#[cfg(feature = "gpu")]
use crate::backend::Gpu;
use crate::backend::{Cpu, Device};
use crate::error::Result;

use super::js_message;

impl Device {
    /// The backend `name` names: `"gpu"` (WebGPU, the device this thread's sessions share; an
    /// error if the browser has no adapter) or `"cpu"`.
    pub async fn open(name: &str) -> std::result::Result<Device, JsValue> {
        match name {
            "cpu" => Ok(Device::Cpu(Cpu)),
            #[cfg(feature = "gpu")]
            "gpu" => Ok(Device::Gpu(shared_gpu().await.map_err(super::js_error)?)),
            #[cfg(not(feature = "gpu"))]
            "gpu" => Err(js_message(CPU_ONLY)),
            other => Err(js_message(&format!(
                "unknown backend {other:?}: use \"gpu\" or \"cpu\""
            ))),
        }
    }

    /// The first error the device reported since it opened (a refused kernel, a lost device);
    /// the CPU reports none.
    pub fn check(&self) -> Result<()> {
        #[cfg(feature = "gpu")]
        if let Device::Gpu(gpu) = self {
            return gpu.context().check();
        }
        Ok(())
    }
}

/// Destroys `gpu`, as a driver reset or a lost GPU would, so that the page's fallback to the CPU
/// can be exercised; the next session opens a new device.
#[cfg(feature = "gpu")]
pub fn lose(gpu: &Gpu) {
    gpu.context().device.destroy();
    SHARED_GPU.set(None);
}

#[cfg(feature = "gpu")]
std::thread_local! {
    /// The GPU this thread's sessions share (models and training runs alike), kept after they
    /// are freed: opening a device and compiling a kernel for each op takes most of a second
    /// in a browser, where a model on an open device loads in tens of milliseconds. Each
    /// kernel is compiled once, for the first model that needs it.
    static SHARED_GPU: std::cell::RefCell<Option<Gpu>> = const { std::cell::RefCell::new(None) };
}

/// The GPU the sessions share: the one already open, unless it has reported an error (a lost
/// device, a refused kernel), after which a new one is opened for the next session. The free
/// buffers the sessions before left in its pool are released, so that memory a large model or
/// training run took goes back when the next opens.
#[cfg(feature = "gpu")]
async fn shared_gpu() -> Result<Gpu> {
    if let Some(gpu) = SHARED_GPU.with_borrow(Clone::clone) {
        if gpu.context().check().is_ok() {
            gpu.context().release_pooled();
            return Ok(gpu);
        }
    }
    let gpu = Gpu::open().await?;
    SHARED_GPU.set(Some(gpu.clone()));
    Ok(gpu)
}

/// What a core built without the `gpu` feature (the page's CPU-only core) says when asked for
/// WebGPU: the page loads the full core for that.
#[cfg(not(feature = "gpu"))]
const CPU_ONLY: &str = "this wasm core is built for the CPU only; WebGPU needs the full core";
