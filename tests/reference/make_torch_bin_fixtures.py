"""Writes the `torch.save` fixtures the Rust test `tests/torch_bin.rs` replays.

Run from the repository root (needs torch and transformers):

    python3 tests/reference/make_torch_bin_fixtures.py

It writes into tests/reference/torch_bin/, each file well under 200 KB:

  f32.bin, f16.bin, bf16.bin  a plain dict of seeded tensors of each dtype: a matrix, a vector,
                              a 3-d tensor, a scalar (shape []) and an empty tensor (shape [0, 3]);
                              f16 and bf16 include their largest, smallest and subnormal values
  views.bin                   tensors sharing one storage: two keys for one tensor (tied weights),
                              a transposed view (strides not row-major), a slice (a storage
                              offset), a column (offset and stride) and a row block
  module.bin                  a tiny torch.nn.Module's state_dict(): an OrderedDict whose
                              _metadata attribute is set by BUILD, with a buffer
  marian.bin                  a tiny transformers.MarianMTModel's state_dict(), saved with
                              torch.save (save_pretrained in transformers 5 writes safetensors only)
  batchnorm.bin               a BatchNorm1d's state_dict(): num_batches_tracked is int64
  f64.bin                     a float64 tensor
  legacy.bin                  torch.save(..., _use_new_zipfile_serialization=False)
  big_endian.bin              f32.bin with its byteorder entry rewritten to "big"
  hostile_system.bin          zips as torch.save writes them whose pickles call os.system,
  hostile_eval.bin            builtins.eval and subprocess.call on load; each would create the
  hostile_subprocess.bin      marker file named in expected.json (checked here: loading each with
                              torch.load(weights_only=False) creates it; it is then removed)
  expected.json               what reading each file gives:
      {"version": 1, "torch": str, "marker": path,
       "files": {file: {"globals": ["module name", ...] (the GLOBALs its data.pkl names),
                        and either "tensors": {name: {"dtype": "F32" | "F16" | "BF16",
                                                      "shape": [int], "values": [float]}}
                        (values row-major, as t.float() converts them: exactly)
                        or "error": a phrase attend's refusal must contain}}}

Tensors are drawn from a seeded generator, but torch.save writes a fresh serialization id into
every archive: re-running the script rewrites the files with the same tensors, not the same bytes.
"""

import io
import json
import os
import pickletools
import subprocess
import zipfile
from collections import OrderedDict
from pathlib import Path

import torch
from transformers import MarianConfig, MarianMTModel

HERE = Path(__file__).resolve().parent
OUT = HERE / "torch_bin"
MARKER = "/tmp/attend-torch-bin-hostile-marker"
REFUSED = "never runs pickled code"


def seeded_dict(dtype, gen):
    d = {
        "matrix": torch.randn(3, 4, generator=gen),
        "vector": torch.randn(5, generator=gen),
        "cube": torch.randn(2, 2, 3, generator=gen),
        "scalar": torch.tensor(1.5),
        "empty": torch.zeros(0, 3),
    }
    d = {k: v.to(dtype) for k, v in d.items()}
    if dtype in (torch.float16, torch.bfloat16):
        info = torch.finfo(dtype)
        d["extremes"] = torch.tensor(
            [info.max, -info.max, info.tiny, info.smallest_normal / 4, 0.0, -0.0], dtype=dtype
        )
    return d


def views(gen):
    base = torch.randn(4, 6, generator=gen)
    other = torch.randn(12, generator=gen)
    return {
        "emb.weight": base,
        "out.weight": base,  # tied: the same tensor under two names
        "transposed": base.t(),
        "column": base[:, 2],
        "rows": base[1:3],
        "slice": other[5:11],
    }


class Tiny(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(5, 4)
        self.proj = torch.nn.Linear(4, 3)
        self.norm = torch.nn.LayerNorm(3)
        self.register_buffer("scale", torch.tensor([0.5, 2.0, 4.0]))


def marian():
    config = MarianConfig(
        vocab_size=24,
        d_model=8,
        encoder_layers=1,
        decoder_layers=1,
        encoder_attention_heads=2,
        decoder_attention_heads=2,
        encoder_ffn_dim=16,
        decoder_ffn_dim=16,
        max_position_embeddings=16,
        pad_token_id=23,
        decoder_start_token_id=23,
    )
    return MarianMTModel(config).state_dict()


class Payload:
    """Calls `call(*args)` when unpickled."""

    def __init__(self, call, args):
        self.call, self.args = call, args

    def __reduce__(self):
        return self.call, self.args


HOSTILE = {
    "hostile_system.bin": Payload(os.system, (f"touch {MARKER}",)),
    "hostile_eval.bin": Payload(eval, (f"open({MARKER!r}, 'w').close()",)),
    "hostile_subprocess.bin": Payload(subprocess.call, (["touch", MARKER],)),
}


def pickle_of(path):
    with zipfile.ZipFile(path) as z:
        name = next(n for n in z.namelist() if n.endswith("/data.pkl"))
        return z.read(name)


def globals_of(path):
    """The GLOBALs the archive's data.pkl names, as "module name"."""
    try:
        data = pickle_of(path)
    except zipfile.BadZipFile:
        data = path.read_bytes()  # the legacy format: a bare pickle stream
    seen = []
    try:
        for op, arg, _ in pickletools.genops(data):
            if op.name == "GLOBAL" and arg not in seen:
                seen.append(arg)
    except ValueError:
        pass  # the legacy format holds several pickles in a row; the first is enough
    return seen


def describe(sd):
    return {
        name: {
            "dtype": {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16"}[t.dtype],
            "shape": list(t.shape),
            "values": t.float().flatten().tolist(),
        }
        for name, t in sd.items()
    }


def with_byteorder(src, dst, order):
    """A copy of the archive `src` with its byteorder entry saying `order`."""
    with zipfile.ZipFile(src) as z, zipfile.ZipFile(dst, "w", zipfile.ZIP_STORED) as out:
        for info in z.infolist():
            data = z.read(info)
            if info.filename.endswith("/byteorder"):
                data = order.encode()
            out.writestr(info, data)


def proves_hostile(path):
    """Loading the file with the unrestricted unpickler runs its payload."""
    if os.path.exists(MARKER):
        os.remove(MARKER)
    torch.load(path, weights_only=False)
    ran = os.path.exists(MARKER)
    os.remove(MARKER)
    return ran


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    gen = torch.Generator().manual_seed(1706)
    files = {}

    def save(name, sd, **kwargs):
        path = OUT / name
        torch.save(sd, path, **kwargs)
        return path

    readable = {
        "f32.bin": seeded_dict(torch.float32, gen),
        "f16.bin": seeded_dict(torch.float16, gen),
        "bf16.bin": seeded_dict(torch.bfloat16, gen),
        "views.bin": views(gen),
        "module.bin": Tiny().state_dict(),
        "marian.bin": marian(),
    }
    for name, sd in readable.items():
        path = save(name, sd)
        back = torch.load(path, weights_only=True)
        assert all(torch.equal(back[k], sd[k]) for k in sd), name
        files[name] = {"globals": globals_of(path), "tensors": describe(sd)}
    assert isinstance(readable["module.bin"], OrderedDict)
    assert hasattr(readable["module.bin"], "_metadata")
    assert b"_metadata" in pickle_of(OUT / "module.bin")

    refused = {
        "batchnorm.bin": (torch.nn.BatchNorm1d(3).state_dict(), "num_batches_tracked"),
        "f64.bin": ({"weight": torch.randn(2, 2, generator=gen, dtype=torch.float64)}, "weight"),
    }
    for name, (sd, phrase) in refused.items():
        files[name] = {"globals": globals_of(save(name, sd)), "error": phrase}

    path = save("legacy.bin", readable["f32.bin"], _use_new_zipfile_serialization=False)
    files["legacy.bin"] = {"globals": globals_of(path), "error": "legacy format"}

    with_byteorder(OUT / "f32.bin", OUT / "big_endian.bin", "big")
    files["big_endian.bin"] = {"globals": globals_of(OUT / "big_endian.bin"), "error": "big-endian"}

    for name, payload in HOSTILE.items():
        path = save(name, {"weight": payload})
        assert proves_hostile(path), f"{name}: the payload did not run under torch.load"
        files[name] = {"globals": globals_of(path), "error": REFUSED}

    for name in files:
        size = (OUT / name).stat().st_size
        assert size < 200_000, f"{name} is {size} bytes"
    expected = {"version": 1, "torch": torch.__version__, "marker": MARKER, "files": files}
    text = json.dumps(expected, indent=1)
    assert len(text) < 200_000, f"expected.json is {len(text)} bytes"
    (OUT / "expected.json").write_text(text + "\n")
    for name, f in files.items():
        print(f"{name}: {', '.join(f['globals'])}")


if __name__ == "__main__":
    main()
