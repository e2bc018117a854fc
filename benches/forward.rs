//! `cargo bench --bench forward`: the same figures as `attend bench` (GPU beside CPU), or the
//! CPU's forward-pass times alone on a machine without a GPU. Prints figures; asserts nothing
//! about speed.

/// Benchmarks need a native GPU and clock; on wasm32 this only has to compile.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use attend::backend::{Cpu, Gpu};
    use attend::bench::kernels::run;
    use attend::bench::{forward_ms, traced_ms};
    use attend::model::Config;

    pub fn main() {
        match Gpu::open_blocking() {
            Ok(gpu) => run(&gpu, false).expect("benchmark"),
            Err(e) => {
                println!("no GPU ({e}): CPU figures only");
                for (name, config) in [("tiny", Config::tiny()), ("small", Config::small())] {
                    for (batch, len) in [(1, 24), (16, 24)] {
                        let ms = forward_ms(&Cpu, &config, batch, len).expect("forward");
                        let traced = traced_ms(&Cpu, &config, batch, len).expect("traced");
                        println!(
                            "cpu {name:<6} {:>9} params, batch {batch:>2} x {len}: forward {ms:>8.3} ms, traced {traced:>8.3} ms",
                            config.param_count()
                        );
                    }
                }
            }
        }
    }
}
