"""PyTorch's FP32 matrix product on a CUDA GPU, TF32 off (cuBLAS's full-precision SGEMM), the
figure `attend bench` sets beside its own tiled WGSL kernel on the same GPU.

    python3 benches/torch_matmul.py [--sizes 1024,2048,4096]

Prints one JSON line: {"gflops": {"1024": ..., ...}, "device": ..., "torch": ...}. Each figure is
the median over 7 timings (CUDA events) of enough back-to-back products to take about 20 ms,
after a warm-up. Exits with a message, and status 1, where torch sees no CUDA device.
"""

import argparse
import json
import statistics
import sys

import torch


def gflops(n, target_seconds=0.02, trials=7):
    a = torch.rand(n, n, device="cuda") * 2 - 1
    b = torch.rand(n, n, device="cuda") * 2 - 1
    flops = 2.0 * n**3
    torch.matmul(a, b)  # warm-up: cuBLAS picks its kernel
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    torch.matmul(a, b)
    end.record()
    end.synchronize()
    reps = max(1, min(1024, int(target_seconds * 1e3 / max(start.elapsed_time(end), 1e-3))))
    times = []
    for _ in range(trials):
        start.record()
        for _ in range(reps):
            torch.matmul(a, b)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / 1e3 / reps)
    return flops / statistics.median(times) / 1e9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1024,2048,4096")
    a = ap.parse_args()
    if not torch.cuda.is_available():
        sys.exit("PyTorch sees no CUDA device")
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.set_float32_matmul_precision("highest")
    sizes = [int(s) for s in a.sizes.split(",")]
    print(json.dumps({
        "gflops": {str(n): gflops(n) for n in sizes},
        "device": torch.cuda.get_device_name(),
        "torch": torch.__version__,
    }))


if __name__ == "__main__":
    main()
