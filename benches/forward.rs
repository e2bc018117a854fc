//! Forward-pass time on the CPU backend for the tiny and small presets. Prints figures; asserts
//! nothing about speed. Run: `cargo bench --bench forward`.

use std::time::Instant;

use attend::backend::{Backend, Cpu};
use attend::model::{Batch, Config, Pass, Transformer};

/// Median seconds of `runs` calls of `f`, after two warm-up calls.
fn median_secs(runs: usize, mut f: impl FnMut()) -> f64 {
    f();
    f();
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

fn bench<B: Backend>(b: &B, name: &str, config: Config, batch: usize, len: usize) {
    let params = config.param_count();
    let model = Transformer::init(b, config, 0).expect("model");
    let rows: Vec<Vec<u32>> = (0..batch)
        .map(|i| (0..len).map(|t| 3 + ((i * 7 + t) % 90) as u32).collect())
        .collect();
    let src = Batch::from_rows(&rows, 0).unwrap();
    let tgt = src.clone();
    let secs = median_secs(21, || {
        let logits = model.forward(&mut Pass::inference(b), &src, &tgt).unwrap();
        b.download(&logits).unwrap();
    });
    let traced = median_secs(5, || {
        let mut pass = Pass::traced(b);
        model.forward(&mut pass, &src, &tgt).unwrap();
    });
    println!(
        "{:<4} {name:<6} {params:>9} params  batch {batch:>2} x {len} tokens: forward {:>8.3} ms ({:>9.0} tokens/s), traced {:>8.3} ms",
        b.name(),
        secs * 1e3,
        (batch * len * 2) as f64 / secs,
        traced * 1e3
    );
}

fn main() {
    for (batch, len) in [(1, 24), (16, 24)] {
        bench(&Cpu, "tiny", Config::tiny(), batch, len);
        bench(&Cpu, "small", Config::small(), batch, len);
    }
}
