//! The paper's learning-rate schedule (section 5.3): a linear warm-up, then decay with the
//! inverse square root of the step.

/// `lr = factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5)` for steps 1, 2, ...
/// It peaks at `step == warmup`.
pub fn noam_lr(step: u32, d_model: usize, warmup: u32, factor: f32) -> f32 {
    let step = f64::from(step.max(1));
    let warmup = f64::from(warmup.max(1));
    let lr = f64::from(factor)
        * (d_model as f64).powf(-0.5)
        * step.powf(-0.5).min(step * warmup.powf(-1.5));
    lr as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warms_up_linearly_then_decays() {
        let lr = |s| noam_lr(s, 16, 4, 1.0);
        // The values torch.optim.lr_scheduler.LambdaLR gives with the same lambda.
        let want = [0.03125, 0.0625, 0.09375, 0.125, 0.111_803_4];
        for (s, w) in (1..=5).zip(want) {
            assert!((lr(s) - w).abs() < 1e-7, "step {s}: {} vs {w}", lr(s));
        }
        assert!(lr(4) > lr(3) && lr(4) > lr(5));
    }
}
