//! Instruments for `tests/browser/bench.mjs`, in a core of their own (the `bench` feature),
//! never in the page's: the CPU backend's matrix product timed in the browser, beside the
//! figure `attend bench` measures natively.

use wasm_bindgen::prelude::*;

use super::{js_message, JsResult};

/// The largest side of a product [`product_rate`] times: the largest of the benchmark's models'
/// (d_ff 2048), whose three matrices then hold at most 48 MiB.
const RATE_SIDE_MAX: usize = 2048;

/// The longest [`product_rate`] measures, in seconds.
const RATE_SECONDS_MAX: f64 = 10.0;

/// GFLOP/s of the CPU backend's matrix product `[m, k] · [k, n]` on this thread, measured over
/// about `seconds` as `attend bench` measures it natively (`gemm::product_rate`).
#[wasm_bindgen(js_name = productRate)]
pub fn product_rate(m: usize, k: usize, n: usize, seconds: f64) -> JsResult<f64> {
    if [m, k, n].iter().any(|&s| s == 0 || s > RATE_SIDE_MAX) {
        return Err(js_message(&format!(
            "a timed product's sides are 1 to {RATE_SIDE_MAX}, not [{m}, {k}] · [{k}, {n}]"
        )));
    }
    if !(seconds > 0.0 && seconds <= RATE_SECONDS_MAX) {
        return Err(js_message(&format!(
            "a product is timed for more than 0 and at most {RATE_SECONDS_MAX} seconds, not {seconds}"
        )));
    }
    let now = || js_sys::Date::now() / 1000.0;
    Ok(crate::backend::gemm::product_rate([m, k, n], seconds, now))
}
