#!/usr/bin/env python3
"""A crater-style sweep: cufe and the reference cudafe++ side by side on real CUDA code.

Steps (each idempotent; run them in order, or `all`):

  install     download the pinned packages from PyPI (pip download --no-deps) and unpack them
              into the cache; link the reference's CCCL and the system libstdc++ headers
  enumerate   write the ordered work list (cache/units.jsonl): CUTLASS examples, ggml-cuda
              units, flashinfer / mathdx / CCCL / libstdc++ / Eigen / CuPy headers through
              generated drivers, Eigen driver bodies (drivers/eigen/), each in C++17 and C++20;
              an existing list keeps its order, new units are appended
  run         per unit: nvcc's host preprocessing once (prep.sh, cached), the reference cudafe++
              and cufe with the same argv on the same .ii; results cached per unit, keyed by the
              input's hash (reference) and the input's + cufe binary's hashes (cufe)
  report      per-library table, failures clustered by root cause, time/memory ratios
  build       for units both front ends accept: the whole nvcc pipeline twice (nvcc-with the
              reference, nvcc-with cufe), and the objects' symbols compared (`nm`: name and
              type); results cached per unit (build.json), keyed by the cufe binary's hash

The cache is $CUFE_SWEEP_HOME (default ~/.cache/cufe-sweep). Python standard library only.
"""

import argparse
import concurrent.futures
import fcntl
import hashlib
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import threading
import time
import urllib.request
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
REFERENCE_DIR = Path(os.environ.get("CUFE_REF_DIR", REPO.parent / "shared" / "reference")).resolve()
CACHE = Path(os.environ.get("CUFE_SWEEP_HOME", Path.home() / ".cache" / "cufe-sweep"))

# Pinned inputs (pip index versions NAME picked these). kind: what pip downloads.
PACKAGES = {
    "cutlass": {"name": "nvidia-cutlass", "version": "4.2.0.0", "kind": "wheel"},
    "ggml": {"name": "llama-cpp-python", "version": "0.3.36", "kind": "sdist"},
    "flashinfer": {"name": "flashinfer-python", "version": "0.7.2.post1", "kind": "wheel"},
    "mathdx": {"name": "nvidia-mathdx", "version": "25.6.0", "kind": "wheel"},
    # ggml-cuda includes <cublas_v2.h>: only the headers are kept (the wheel is 420 MB of libraries)
    "cublas": {"name": "nvidia-cublas", "version": "13.1.1.3", "kind": "wheel", "only": "/include/"},
    # CUTLASS's tools/util and mathdx's curanddx include <curand_kernel.h>: headers only
    "curand": {"name": "nvidia-curand", "version": "10.4.1.34", "kind": "wheel", "only": "/include/"},
    # the headers CuPy compiles its kernels against (cupy/_core/include): the wheel is 137 MB of
    # libraries, only the headers are kept; the CPython 3.11 manylinux wheel whatever runs pip
    "cupy": {"name": "cupy-cuda12x", "version": "14.2.0", "kind": "wheel", "only": "/cupy/_core/include/",
             "pip": ["--python-version", "3.11", "--platform", "manylinux2014_x86_64"]},
    # Eigen is no PyPI package: Debian 12's libeigen3-dev (headers only), from the Debian archive
    "eigen": {"name": "libeigen3-dev", "version": "3.4.0-4", "kind": "deb",
              "url": "http://deb.debian.org/debian/pool/main/e/eigen3/libeigen3-dev_3.4.0-4_all.deb",
              "sha256": "1a167bb381acb90c1d8450a8f3e66a09d216dbc64b33ac8a082a0912513ef939"},
    # the CUDA 13 math libraries' headers (the wheels are hundreds of MB of libraries: only the
    # headers are kept), for the `toolkit` units
    "cusparse": {"name": "nvidia-cusparse", "version": "12.9.4.2", "kind": "wheel", "only": "/include/"},
    "cufft": {"name": "nvidia-cufft", "version": "12.5.0.14", "kind": "wheel", "only": "/include/"},
    "cusolver": {"name": "nvidia-cusolver", "version": "12.4.1.2", "kind": "wheel", "only": "/include/"},
    "npp": {"name": "nvidia-npp", "version": "13.2.0.93", "kind": "wheel", "only": "/include/"},
    # header-only libraries from Debian 12 (bookworm), fetched like Eigen
    "glm": {"name": "libglm-dev", "version": "0.9.9.8+ds-6", "kind": "deb",
            "url": "http://deb.debian.org/debian/pool/main/g/glm/libglm-dev_0.9.9.8+ds-6_all.deb",
            "sha256": "e2a2af0f14f24c07eb53de52b779c4557b6010d5fcc68128ed321c2bedf1ed3a"},
    "json": {"name": "nlohmann-json3-dev", "version": "3.11.2-2", "kind": "deb",
             "url": "http://deb.debian.org/debian/pool/main/n/nlohmann-json3/nlohmann-json3-dev_3.11.2-2_all.deb",
             "sha256": "ec57940def6b6186c30be0e0ee81d1e58f86d11a54a145b28686a1e3e4aae801"},
    "fmt": {"name": "libfmt-dev", "version": "9.1.0+ds1-2", "kind": "deb",
            "url": "http://deb.debian.org/debian/pool/main/f/fmtlib/libfmt-dev_9.1.0+ds1-2_amd64.deb",
            "sha256": "c8fa00dd0269e6eda9fd06668df3d720de4b5a1f647dcd3c6e0ba63f0cbf2150"},
    # more header-only libraries CUDA projects include in .cu files (tests, benchmarks, command
    # lines, ranges, GSL), from Debian 12
    "gtest": {"name": "libgtest-dev", "version": "1.12.1-0.2", "kind": "deb",
             "url": "http://deb.debian.org/debian/pool/main/g/googletest/libgtest-dev_1.12.1-0.2_amd64.deb",
             "sha256": "1dbf34692561ea744d827af133c2266640a2f2cda30abfaa610eed1a7e8609d9"},
    "gmock": {"name": "libgmock-dev", "version": "1.12.1-0.2", "kind": "deb",
             "url": "http://deb.debian.org/debian/pool/main/g/googletest/libgmock-dev_1.12.1-0.2_amd64.deb",
             "sha256": "ffe5958a13f30657cb5e5af4e24bfa6ab6b633391f1a945607799192b52b4530"},
    "benchmark": {"name": "libbenchmark-dev", "version": "1.7.1-1", "kind": "deb",
                 "url": "http://deb.debian.org/debian/pool/main/b/benchmark/libbenchmark-dev_1.7.1-1_amd64.deb",
                 "sha256": "82c9048e75f3d83b3b8a349144d5ca55487eb370b34167ffe12f8060300ed462"},
    "cxxopts": {"name": "libcxxopts-dev", "version": "3.1.1-1", "kind": "deb",
               "url": "http://deb.debian.org/debian/pool/main/c/cxxopts/libcxxopts-dev_3.1.1-1_all.deb",
               "sha256": "f630f681cf07f5c8438241983ddd27e97fce36a1ef3c7d8b954a88e8de3d8417"},
    "cli11": {"name": "libcli11-dev", "version": "2.1.2+ds-1", "kind": "deb",
             "url": "http://deb.debian.org/debian/pool/main/c/cli11/libcli11-dev_2.1.2+ds-1_all.deb",
             "sha256": "f1f6ee9ec053e0e0bcec47345e241b6a8ee006321248b4329e9ce88d2b4b64a8"},
    "rangev3": {"name": "librange-v3-dev", "version": "0.12.0-1", "kind": "deb",
               "url": "http://deb.debian.org/debian/pool/main/r/range-v3/librange-v3-dev_0.12.0-1_all.deb",
               "sha256": "029a7e18db91f668dd57be779d38a1fe93d277fec091b6351a76bfd21834f4ac"},
    "gsl": {"name": "libmsgsl-dev", "version": "4.0.0-2+deb12u1", "kind": "deb",
           "url": "http://deb.debian.org/debian/pool/main/m/ms-gsl/libmsgsl-dev_4.0.0-2+deb12u1_all.deb",
           "sha256": "0f5c3479f3fb6d071597ed7650ad58cc69a07c3b600f30d2cd5b8c74c9cef8ea"},
    # RAPIDS Memory Manager (device memory resources over CCCL's cuda::mr, thrust, NVTX) and the
    # logger it includes: headers-only wheels
    "rmm": {"name": "librmm-cu12", "version": "26.10.0", "kind": "wheel", "only": "/include/"},
    "rapids_logger": {"name": "rapids-logger", "version": "0.3.0", "kind": "wheel", "only": "/include/"},
    # NVSHMEM's device and host API headers (the wheel is 280 MB of libraries: headers only)
    "nvshmem": {"name": "nvidia-nvshmem-cu12", "version": "3.8.0", "kind": "wheel", "only": "/include/"},
    # NVIDIA Warp's native runtime (warp/native/*.cu and the headers they include). The sdists on
    # PyPI stop at 0.8.0: the 1.19.0 wheel ships the same folder (sources included, for its
    # runtime kernel compilation), only warp/native/ is kept
    "warp": {"name": "warp-lang", "version": "1.19.0", "kind": "wheel", "only": "/warp/native/",
             "pip": ["--platform", "manylinux_2_28_x86_64", "--python-version", "3.11"]},
    # warp.cu includes <nvrtc.h> and <nvPTXCompiler.h>: the headers of their CUDA 13 wheels
    "nvrtc": {"name": "nvidia-cuda-nvrtc", "version": "13.5.37", "kind": "wheel", "only": "/include/"},
    "ptxcompiler": {"name": "nvidia-nvptxcompiler", "version": "13.4.92", "kind": "wheel", "only": "/include/"},
    # RAFT (RAPIDS): the headers of libraft-cu12 (its bundled CCCL, include/rapids/, is CCCL 3.5.0,
    # the reference's own: not kept, the reference's is used), and the NVTX 3 headers it includes
    "raft": {"name": "libraft-cu12", "version": "26.10.0", "kind": "wheel", "only": "/libraft/include/raft"},
    # cuVS (RAPIDS vector search, over RAFT): the headers of libcuvs-cu12 (the wheel is mostly its
    # library: only the headers are kept)
    "cuvs": {"name": "libcuvs-cu12", "version": "26.10.0", "kind": "wheel", "only": "/libcuvs/include/"},
    # PyCUDA's headers for its generated kernels (pycuda/cuda/*.hpp), from its sdist
    "pycuda": {"name": "pycuda", "version": "2026.1", "kind": "sdist"},
    "nvtx": {"name": "nvidia-nvtx", "version": "13.4.92", "kind": "wheel", "only": "/include/"},
}
# what each library's units need installed
NEEDS = {"cutlass": ["cutlass", "cublas", "curand"], "ggml": ["ggml", "cublas"],
         "flashinfer": ["flashinfer", "cublas", "curand"], "mathdx": ["mathdx", "curand"],
         "cccl": ["cccl"], "libstdc++": ["libstdc++"], "eigen": ["eigen"], "cupy": ["cupy"],
         "toolkit": ["cublas", "curand", "cusparse", "cufft", "cusolver", "npp"], "glm": ["glm"],
         "json": ["json"], "fmt": ["fmt"], "spdlog": ["flashinfer"], "gtest": ["gtest", "gmock"],
         "headers": ["benchmark", "cxxopts", "cli11", "gsl"], "rangev3": ["rangev3"],
         "rmm": ["rmm", "rapids_logger"], "nvshmem": ["nvshmem"], "warp": ["warp", "nvrtc", "ptxcompiler"],
         "raft": ["raft", "rmm", "rapids_logger", "nvtx", "cublas", "curand", "cusparse", "cusolver"],
         "pycuda": ["pycuda"], "cuvs": ["cuvs", "raft", "rmm", "rapids_logger", "nvtx", "cublas", "curand", "cusparse", "cusolver"]}
LIBSTDCXX = Path("/usr/include/c++/12")
LIBRARIES = ["cutlass", "ggml", "flashinfer", "mathdx", "cccl", "libstdc++", "eigen", "cupy", "toolkit", "glm",
             "json", "fmt", "spdlog", "gtest", "headers", "rangev3", "rmm", "nvshmem", "warp", "raft", "cuvs", "pycuda"]
STANDARDS = ["c++17", "c++20"]
# libraries that need a newer standard than C++17 (their units run only in these)
# (RAFT 26.10 uses std::source_location and std::atomic<shared_ptr>; cuVS includes RAFT)
LIB_STANDARDS = {"raft": ["c++20"], "cuvs": ["c++20"]}


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def reference_env():
    """CUFE_REF_NV etc. from the reference's env.sh (or the environment)."""
    if os.environ.get("CUFE_REF_NV") and os.environ.get("CUFE_REF_CUDAFE"):
        return os.environ["CUFE_REF_NV"]
    out = subprocess.run(["bash", "-c", '. "$1" >/dev/null 2>&1 && printf %s "$CUFE_REF_NV"', "bash",
                          str(REFERENCE_DIR / "env.sh")], capture_output=True, text=True)
    if out.returncode != 0 or not out.stdout:
        sys.exit(f"sweep: the reference is not installed: run {REFERENCE_DIR}/install.sh first")
    return out.stdout


# ---------------------------------------------------------------------------------------- install

def unpack_dir(lib):
    p = PACKAGES[lib]
    return CACHE / "src" / f"{lib}-{p['version']}"


def install(libs):
    """Download and unpack each pinned package once; a done-marker makes it idempotent."""
    (CACHE / "src").mkdir(parents=True, exist_ok=True)
    for lib in libs:
        if lib not in PACKAGES:
            continue
        p = PACKAGES[lib]
        dest = unpack_dir(lib)
        if (dest / ".done").exists():
            continue
        dl = CACHE / "downloads" / lib
        dl.mkdir(parents=True, exist_ok=True)
        if p["kind"] == "deb":
            install_deb(p, dl, dest)
            continue
        spec = f"{p['name']}=={p['version']}"
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "-d", str(dl), spec]
        if p["kind"] == "sdist":
            cmd[4:4] = ["--no-binary", p["name"]]
        else:
            cmd[4:4] = ["--only-binary", ":all:"] + p.get("pip", [])
        files = [f for f in dl.iterdir() if f.name.endswith((".whl", ".tar.gz", ".zip"))]
        if not files:
            shutil.rmtree(dl, ignore_errors=True)
            dl.mkdir(parents=True)
            log("sweep install:", " ".join(cmd))
            subprocess.run(cmd, check=True)
            files = [f for f in dl.iterdir() if f.name.endswith((".whl", ".tar.gz", ".zip"))]
        if len(files) != 1:
            sys.exit(f"sweep install: expected one download in {dl}, found {files}")
        tmp = dest.with_name(dest.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        f = files[0]
        log(f"sweep install: unpacking {f.name}")
        if f.name.endswith((".whl", ".zip")):
            with zipfile.ZipFile(f) as z:
                z.extractall(tmp, [n for n in z.namelist() if p.get("only", "/") in "/" + n])
        else:
            with tarfile.open(f) as t:
                t.extractall(tmp, filter="data")
        (tmp / ".done").write_text(spec + "\n")
        shutil.rmtree(dest, ignore_errors=True)
        tmp.rename(dest)
        if p.get("only"):
            f.unlink()  # keep only what was unpacked
            (dl / ".downloaded").write_text(f.name + "\n")
    nv = Path(reference_env())
    links = CACHE / "src"
    for name, target in [("cccl", nv / "include" / "cccl"), ("libstdc++", LIBSTDCXX)]:
        if name in libs:
            if not target.is_dir():
                sys.exit(f"sweep install: {target} is missing")
            link = links / name
            if not link.is_symlink() or Path(os.readlink(link)) != target:
                if link.is_symlink():
                    link.unlink()
                link.symlink_to(target)


def install_deb(p, dl, dest):
    """A pinned Debian package: its .deb from the Debian archive (checked against the pinned
    SHA-256), unpacked with Python alone (an ar archive holding data.tar.*): no apt or dpkg
    needed; the .deb is removed once unpacked."""
    deb = dl / p["url"].rsplit("/", 1)[1]
    if not deb.exists():
        log(f"sweep install: {p['url']}")
        part = deb.with_name(deb.name + ".part")
        with urllib.request.urlopen(p["url"], timeout=300) as r, open(part, "wb") as out:
            shutil.copyfileobj(r, out)
        part.rename(deb)
    if file_hash(deb) != p["sha256"]:
        deb.unlink()
        sys.exit(f"sweep install: {deb.name}: SHA-256 differs from the pinned one")
    tmp = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    log(f"sweep install: unpacking {deb.name}")
    data = deb.read_bytes()
    if not data.startswith(b"!<arch>\n"):
        sys.exit(f"sweep install: {deb.name} is not an ar archive")
    at = 8
    while at + 60 <= len(data):
        name = data[at:at + 16].decode().strip().rstrip("/")
        size = int(data[at + 48:at + 58].decode().strip())
        body = data[at + 60:at + 60 + size]
        if name.startswith("data.tar"):
            with tarfile.open(fileobj=io.BytesIO(body)) as t:
                t.extractall(tmp, filter="data")
        at += 60 + size + (size & 1)
    (tmp / ".done").write_text(f"{p['name']}={p['version']}\n")
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    (dl / ".downloaded").write_text(deb.name + "\n")
    deb.unlink()


# -------------------------------------------------------------------------------------- enumerate

def toolkit_includes(*names):
    """-I for the headers-only CUDA libraries (cuBLAS, cuRAND) unpacked by install."""
    return [f"-I{unpack_dir(n) / 'nvidia' / 'cu13' / 'include'}" for n in names]


def cutlass_arch(text):
    """The arch a CUTLASS example needs, from the feature macros it tests."""
    if re.search(r"SM1[0-2]\d[A-Z_]*SUPPORTED|sm_?1[0-2]\d|Sm1[0-2]\d", text):
        return "sm_100a"
    if re.search(r"SM90[A-Z_]*SUPPORTED|Sm90|sm_?90", text):
        return "sm_90a"
    return "sm_80"


def cutlass_units():
    root = unpack_dir("cutlass") / "cutlass_library" / "source"
    ex = root / "examples"
    units = []
    for cu in sorted(ex.rglob("*.cu")):
        text = cu.read_text(errors="replace")
        arch = cutlass_arch(text)
        inc = [root / "include", root / "tools" / "util" / "include", ex / "common", cu.parent]
        # examples/CMakeLists.txt adds the examples folder itself and per-example dirs
        inc.append(ex)
        args = [f"-I{p}" for p in inc] + toolkit_includes("cublas", "curand") + [f"-arch={arch}",
                                                                                   "--expt-relaxed-constexpr"]
        units.append(("cutlass", str(cu.relative_to(ex)), cu, args))
    return units


def ggml_units():
    root = next(iter(sorted((unpack_dir("ggml")).glob("llama_cpp_python-*"))), None)
    if root is None:
        return []
    g = root / "vendor" / "llama.cpp" / "ggml"
    cuda = g / "src" / "ggml-cuda"
    # ggml/src/ggml-cuda/CMakeLists.txt: GGML_CUDA_* defines, include dirs of ggml-base/ggml-cuda
    defs = ["-DGGML_USE_CUDA", "-DGGML_CUDA_PEER_MAX_BATCH_SIZE=128", "-DGGML_CUDA_USE_GRAPHS",
            "-DGGML_SCHED_MAX_COPIES=4", "-D_GNU_SOURCE", "-D_XOPEN_SOURCE=600", "-DNDEBUG"]
    inc = [g / "include", g / "src", cuda]
    args = [f"-I{p}" for p in inc] + toolkit_includes("cublas") + defs + ["-arch=sm_90", "--extended-lambda", "-use_fast_math"]
    units = []
    for cu in sorted(cuda.rglob("*.cu")):
        rel = str(cu.relative_to(cuda))
        units.append(("ggml", rel, cu, args))
    # template instances last: hundreds of near-identical units
    units.sort(key=lambda u: ("template-instances" in u[1], u[1]))
    return units


def driver(lib, rel, include_line, prefix=""):
    """A generated driver: one header alone (prefix: lines before the #include, e.g. a #define
    the header needs)."""
    text = f"// generated by scripts/sweep/sweep.py: one header alone\n{prefix}#include <{include_line}>\n" \
           "__global__ void sweep_driver_kernel() {}\n"
    return driver_file(lib, rel, text)


def driver_file(lib, rel, text):
    """Write a driver into the cache's drivers folder (only when its text changed)."""
    d = CACHE / "drivers" / lib / (re.sub(r"[^A-Za-z0-9_.]", "_", rel) + ("" if rel.endswith(".cu") else ".cu"))
    d.parent.mkdir(parents=True, exist_ok=True)
    if not d.exists() or d.read_text() != text:
        d.write_text(text)
    return d


def header_units(lib, base, patterns, extra_args, exclude=()):
    units = []
    for pat in patterns:
        for h in sorted(base.glob(pat)):
            if not h.is_file():
                continue
            rel = str(h.relative_to(base))
            if any(re.search(x, rel) for x in exclude):
                continue
            units.append((lib, rel, driver(lib, rel, rel), extra_args))
    return units


def flashinfer_units():
    data = unpack_dir("flashinfer") / "flashinfer" / "data"
    inc = data / "include"
    args = [f"-I{inc}", f"-I{data / 'cutlass' / 'include'}", f"-I{data / 'cutlass' / 'tools' / 'util' / 'include'}",
            f"-I{data / 'spdlog' / 'include'}",
            "-arch=sm_90a", "--expt-relaxed-constexpr", "--extended-lambda"] + toolkit_includes("cublas", "curand")
    return header_units("flashinfer", inc, ["flashinfer/*.cuh", "flashinfer/*/*.cuh"], args)


def mathdx_units():
    root = unpack_dir("mathdx") / "nvidia" / "mathdx"
    inc = root / "include"
    ext = root / "external"
    args = [f"-I{inc}"] + [f"-I{p}" for p in sorted(ext.glob("*/include"))] + [f"-I{ext}", "-arch=sm_90",
                                                                               "--expt-relaxed-constexpr"] \
        + toolkit_includes("curand")
    return header_units("mathdx", inc, ["*.hpp"], args)


def cccl_units():
    base = CACHE / "src" / "cccl"
    args = ["-arch=sm_90", "--expt-relaxed-constexpr"]
    pats = ["thrust/*.h", "cub/*.cuh", "cuda/*", "cuda/std/*"]
    return header_units("cccl", base, pats, args, exclude=[r"\.(txt|md)$", r"/__"])


def libstdcxx_units():
    base = CACHE / "src" / "libstdc++"
    units = []
    for h in sorted(base.iterdir()):
        if h.is_file() and "." not in h.name:
            units.append(("libstdc++", h.name, driver("libstdc++", h.name, h.name), ["-arch=sm_90"]))
    return units


# Eigen's module headers that wrap an external library (CHOLMOD, SuiteSparse, MKL, Qt, OpenGL, ...)
# (and Skyline, which does not compile in 3.4.0: the reference rejects it, `IsSkyline` is no type)
EIGEN_EXTERNAL = r"(Cholmod|KLU|Metis|PaStiX|Pardiso|SPQR|SuperLU|UmfPack|Arpack|MPReal|OpenGL)Support$|" \
                 r"QtAlignedMalloc$|AdolcForward$|Skyline$"
# unsupported modules that expect Eigen/Core included before them (as their documentation shows)
EIGEN_AFTER_CORE = r"unsupported/Eigen/AutoDiff$"
# headers whose GPU half needs EIGEN_USE_GPU (Tensor's GpuDevice); each also runs without it
EIGEN_GPU_HEADERS = ["Eigen/Core", "Eigen/Dense", "unsupported/Eigen/CXX11/Tensor"]


def eigen_units():
    """Eigen's module headers alone (and with EIGEN_USE_GPU where that matters), then the driver
    bodies of scripts/sweep/drivers/eigen/ (Eigen types in kernels, as Eigen's gpu tests use them)."""
    inc = unpack_dir("eigen") / "usr" / "include" / "eigen3"
    if not (inc / "Eigen" / "Core").is_file():
        raise FileNotFoundError(inc / "Eigen" / "Core")
    args = [f"-I{inc}", "-arch=sm_90", "--expt-relaxed-constexpr"]
    units = []
    for pat in ["Eigen/*", "unsupported/Eigen/*", "unsupported/Eigen/CXX11/*"]:
        for h in sorted(inc.glob(pat)):
            rel = str(h.relative_to(inc))
            if h.is_file() and not re.search(EIGEN_EXTERNAL, rel):
                prefix = "#include <Eigen/Core>\n" if re.search(EIGEN_AFTER_CORE, rel) else ""
                units.append(("eigen", rel, driver("eigen", rel, rel, prefix), args))
    for rel in EIGEN_GPU_HEADERS:
        units.append(("eigen", f"gpu/{rel}", driver("eigen", f"gpu/{rel}", rel, "#define EIGEN_USE_GPU\n"), args))
    for cu in sorted((HERE / "drivers" / "eigen").glob("*.cu")):
        rel = f"drivers/{cu.name}"
        units.append(("eigen", rel, driver_file("eigen", rel, cu.read_text()), args))
    return units


def cupy_units():
    """CuPy's public headers alone, with the include path CuPy compiles with (cupy/_core/include
    and its bundled CCCL, as cupy._core.core._get_cccl_include_options orders them), then the
    driver bodies of scripts/sweep/drivers/cupy/ (kernels shaped like CuPy's generated ones)."""
    inc = unpack_dir("cupy") / "cupy" / "_core" / "include"
    cccl = inc / "cupy" / "_cccl"
    if not cccl.is_dir():
        raise FileNotFoundError(cccl)
    args = [f"-I{cccl / d}" for d in ("cub", "thrust", "libcudacxx")] + [f"-I{inc}", "-arch=sm_90"]
    # hip_workaround.cuh is ROCm's; complex/*.h are complex.cuh's parts; _jitify is a host-side
    # NVRTC helper; xsf/ (cupyx.scipy.special) is NVRTC-only: its config.h defines std::abs,
    # std::isinf... over cuda::std, which collide with libstdc++'s under nvcc (the reference
    # rejects every xsf header)
    units = []
    for pat in ["cupy/*.cuh", "cupy/*.h", "cupy/_dlpack/*.h"]:
        for h in sorted(inc.glob(pat)):
            rel = str(h.relative_to(inc))
            if h.is_file() and "hip_workaround" not in rel:
                # NVRTC, CuPy's usual compiler, predefines assert; carray.cuh uses it unincluded
                units.append(("cupy", rel, driver("cupy", rel, rel, "#include <cassert>\n"), args))
    for cu in sorted((HERE / "drivers" / "cupy").glob("*.cu")):
        rel = f"drivers/{cu.name}"
        units.append(("cupy", rel, driver_file("cupy", rel, cu.read_text()), args))
    return units


# the CUDA math libraries whose headers-only wheels `toolkit` includes, in -I order
TOOLKIT_LIBS = ["cublas", "curand", "cusparse", "cufft", "cusolver", "npp"]
# toolkit headers whose content depends on the target architecture (feature macros, __CUDA_ARCH_LIST__):
# these also run at sm_80, sm_90a and sm_100a
TOOLKIT_ARCH_DEPENDENT = r"^(cuda_(fp\d|bf16|tf32|pipeline|awbarrier|tile)|mma\.h|sm_\d+_|cooperative_groups|" \
                         r"crt/(sm_\d+_rt|mma)|curand_kernel\.h|cufft_device\.h|nv/target)"
TOOLKIT_ARCHS = ["sm_80", "sm_90a", "sm_100a"]


def toolkit_units():
    """Every header of the CUDA toolkit a .cu may include, each alone in a generated driver: the
    reference nvcc wheel's include folder (top level, crt/, cooperative_groups/, nv/target) and
    the headers-only wheels of cuBLAS, cuRAND, cuSPARSE, cuFFT, cuSOLVER and NPP; at sm_90, and
    the arch-dependent ones also at TOOLKIT_ARCHS. Headers meant only for inclusion by others
    (#error or #warning when included directly) are left to the reference to judge."""
    nv = Path(reference_env()) / "include"
    libs = [unpack_dir(n) / "nvidia" / "cu13" / "include" for n in TOOLKIT_LIBS]
    for d in libs:
        if not d.is_dir():
            raise FileNotFoundError(d)
    inc = [f"-I{d}" for d in libs]
    headers = []
    for pat in ["*.h", "*.hpp", "crt/*.h", "crt/*.hpp", "cooperative_groups/*.h", "nv/target"]:
        headers += [str(h.relative_to(nv)) for h in sorted(nv.glob(pat)) if h.is_file()]
    for d in libs:
        headers += [h.name for h in sorted(d.glob("*.h"))]
    # cufft_device.h #errors unless its user acknowledges that the device API is experimental
    prefix = {"cufft_device.h": "#define CUFFT_ENABLE_EXPERIMENTAL_API\n"}
    units = []
    for rel in headers:
        units.append(("toolkit", rel, driver("toolkit", rel, rel, prefix.get(rel, "")), inc + ["-arch=sm_90"]))
    for arch in TOOLKIT_ARCHS:
        for rel in headers:
            if re.search(TOOLKIT_ARCH_DEPENDENT, rel):
                units.append(("toolkit", f"{arch}/{rel}", driver("toolkit", rel, rel, prefix.get(rel, "")),
                              inc + [f"-arch={arch}"]))
    # CUDA Tile (C++20 only): the reference rejects cuda_tile.h without -enable-tile (its __tile__
    # functions are called from host code); with it nvcc passes cudafe++ --enable-tile
    units.append(("toolkit", "tile/cuda_tile.h", driver("toolkit", "cuda_tile.h", "cuda_tile.h"),
                  inc + ["-arch=sm_100a", "-enable-tile"]))
    return units


def glm_units():
    """GLM 0.9.9.8 (Debian 12's libglm-dev): every public header alone (glm/, glm/ext/, glm/gtc/,
    glm/gtx/; GLM detects nvcc through __CUDACC__ and marks its functions __host__ __device__ by
    itself; the experimental gtx/ extensions need GLM_ENABLE_EXPERIMENTAL, defined for every
    driver), glm.hpp with GLM_FORCE_SWIZZLE, then the driver bodies of scripts/sweep/drivers/glm/
    (GLM types in __device__ and __global__ code)."""
    inc = unpack_dir("glm") / "usr" / "include"
    if not (inc / "glm" / "glm.hpp").is_file():
        raise FileNotFoundError(inc / "glm" / "glm.hpp")
    args = [f"-I{inc}", "-arch=sm_90", "--expt-relaxed-constexpr"]
    pre = "#define GLM_ENABLE_EXPERIMENTAL\n"
    units = []
    for pat in ["glm/*.hpp", "glm/ext/*.hpp", "glm/gtc/*.hpp", "glm/gtx/*.hpp"]:
        for h in sorted(inc.glob(pat)):
            rel = str(h.relative_to(inc))
            units.append(("glm", rel, driver("glm", rel, rel, pre), args))
    for rel in ["glm/glm.hpp", "glm/ext.hpp"]:
        units.append(("glm", f"swizzle/{rel}",
                      driver("glm", f"swizzle/{rel}", rel, pre + "#define GLM_FORCE_SWIZZLE\n"), args))
    for cu in sorted((HERE / "drivers" / "glm").glob("*.cu")):
        rel = f"drivers/{cu.name}"
        units.append(("glm", rel, driver_file("glm", rel, cu.read_text()), args))
    return units


def json_units():
    """nlohmann/json 3.11.2 (Debian 12's nlohmann-json3-dev): its public headers alone in .cu
    units (host code beside kernels, as CUDA applications use it)."""
    inc = unpack_dir("json") / "usr" / "include"
    if not (inc / "nlohmann" / "json.hpp").is_file():
        raise FileNotFoundError(inc / "nlohmann" / "json.hpp")
    return header_units("json", inc, ["nlohmann/*.hpp"], [f"-I{inc}", "-arch=sm_90"])


def fmt_units():
    """{fmt} 9.1.0 (Debian 12's libfmt-dev) in header-only mode (FMT_HEADER_ONLY, as its docs
    describe): each public header alone."""
    inc = unpack_dir("fmt") / "usr" / "include"
    if not (inc / "fmt" / "core.h").is_file():
        raise FileNotFoundError(inc / "fmt" / "core.h")
    args = [f"-I{inc}", "-DFMT_HEADER_ONLY", "-arch=sm_90"]
    return header_units("fmt", inc, ["fmt/*.h"], args, exclude=[r"-inl\.h$"])


def spdlog_units():
    """spdlog as flashinfer ships it (header-only, its bundled fmt): each public header alone
    (spdlog/, sinks/, cfg/)."""
    inc = unpack_dir("flashinfer") / "flashinfer" / "data" / "spdlog" / "include"
    if not (inc / "spdlog" / "spdlog.h").is_file():
        raise FileNotFoundError(inc / "spdlog" / "spdlog.h")
    return header_units("spdlog", inc, ["spdlog/*.h", "spdlog/sinks/*.h", "spdlog/cfg/*.h"],
                        [f"-I{inc}", "-arch=sm_90"], exclude=[r"-inl\.h$"])


def gtest_units():
    """GoogleTest and GoogleMock 1.12.1 (Debian 12's libgtest-dev, libgmock-dev), as CUDA
    projects' test files include them: each public header alone, then the driver bodies of
    scripts/sweep/drivers/gtest/ (tests of kernels)."""
    incs = [unpack_dir(n) / "usr" / "include" for n in ("gtest", "gmock")]
    if not (incs[0] / "gtest" / "gtest.h").is_file():
        raise FileNotFoundError(incs[0] / "gtest" / "gtest.h")
    args = [f"-I{d}" for d in incs] + ["-arch=sm_90"]
    units = header_units("gtest", incs[0], ["gtest/*.h"], args) + header_units("gtest", incs[1], ["gmock/*.h"], args)
    for cu in sorted((HERE / "drivers" / "gtest").glob("*.cu")):
        rel = f"drivers/{cu.name}"
        units.append(("gtest", rel, driver_file("gtest", rel, cu.read_text()), args))
    return units


def headers_units():
    """Small header-only libraries of CUDA applications' host code (Debian 12): Google
    Benchmark's benchmark.h, cxxopts, CLI11, Microsoft GSL; each public header alone."""
    units = []
    for lib, pats in [("benchmark", ["benchmark/*.h"]), ("cxxopts", ["*.hpp"]), ("cli11", ["CLI/*.hpp"]),
                      ("gsl", ["gsl/*"])]:
        inc = unpack_dir(lib) / "usr" / "include"
        if not inc.is_dir():
            raise FileNotFoundError(inc)
        for u in header_units("headers", inc, pats, [f"-I{inc}", "-arch=sm_90"]):
            units.append((u[0], f"{lib}/{u[1]}", u[2], u[3]))
    return units


def rangev3_units():
    """range-v3 0.12.0 (Debian 12's librange-v3-dev): its top-level headers and views alone."""
    inc = unpack_dir("rangev3") / "usr" / "include"
    if not (inc / "range" / "v3" / "all.hpp").is_file():
        raise FileNotFoundError(inc / "range" / "v3" / "all.hpp")
    return header_units("rangev3", inc, ["range/v3/*.hpp", "range/v3/view/*.hpp"], [f"-I{inc}", "-arch=sm_90"])


def rmm_units():
    """RMM 26.10 (librmm-cu12): every header alone, at sm_90 with nvcc's lambda and constexpr
    options as RAPIDS builds it."""
    inc = unpack_dir("rmm") / "librmm" / "include"
    logger = unpack_dir("rapids_logger") / "rapids_logger" / "include"
    if not (inc / "rmm" / "device_buffer.hpp").is_file():
        raise FileNotFoundError(inc / "rmm" / "device_buffer.hpp")
    args = [f"-I{inc}", f"-I{logger}", "-arch=sm_90", "--expt-relaxed-constexpr", "--extended-lambda"]
    return header_units("rmm", inc, ["rmm/**/*.hpp"], args)


def nvshmem_units():
    """NVSHMEM 3.8 (nvidia-nvshmem-cu12): every header of its include folder alone (the device
    API's .cuh included), at sm_90."""
    inc = unpack_dir("nvshmem") / "nvidia" / "nvshmem" / "include"
    if not (inc / "nvshmem.h").is_file():
        raise FileNotFoundError(inc / "nvshmem.h")
    return header_units("nvshmem", inc, ["**/*.h", "**/*.cuh", "**/*.hpp"], [f"-I{inc}", "-arch=sm_90"])


def wheel_include(lib):
    """The include folder of a CUDA 13 headers-only wheel (nvidia/cu13/include)."""
    d = unpack_dir(lib) / "nvidia" / "cu13" / "include"
    if not d.is_dir():
        raise FileNotFoundError(d)
    return d


def warp_units():
    """NVIDIA Warp 1.19.0's native runtime: each .cu of warp/native/ as warp/_src/build_dll.py
    compiles it with nvcc on Linux (release mode, CUDA 13): --std=c++17 -O3, -DWP_BUILD_DLL
    -DNDEBUG -DWP_ENABLE_CUDA=1, -I warp/native, --extended-lambda -diag-suppress=221, the host
    options -fPIC,-fvisibility=hidden,-fvisibility-inlines-hidden,-D_GLIBCXX_USE_CXX11_ABI=0, at
    sm_90 (one of its -gencode targets). Without libmathdx (not on PyPI as headers): the build's
    own -DWP_ENABLE_MATHDX=0 mode. Left out: apic.cu (warp.cu #includes it at its end),
    bvh_cubql.cu (it includes cuBQL, a git submodule the wheel does not ship) and
    volume_builder.cu (it includes NanoVDB's nanovdb/util/, of which the wheel ships only
    NanoVDB.h and PNanoVDB.h)."""
    native = unpack_dir("warp") / "warp" / "native"
    if not (native / "warp.cu").is_file():
        raise FileNotFoundError(native / "warp.cu")
    args = [f"-I{native}", f"-I{wheel_include('nvrtc')}", f"-I{wheel_include('ptxcompiler')}",
            "-O3", "--compiler-options",
            "-fPIC,-fvisibility=hidden,-fvisibility-inlines-hidden,-D_GLIBCXX_USE_CXX11_ABI=0",
            "-arch=sm_90", "-DWP_BUILD_DLL", "--extended-lambda", "-diag-suppress=221", "-DNDEBUG",
            "-DWP_ENABLE_CUDA=1", "-DWP_ENABLE_MATHDX=0"]
    units = []
    for cu in sorted(native.glob("*.cu")):
        if cu.name in ("apic.cu", "bvh_cubql.cu", "volume_builder.cu"):
            continue
        units.append(("warp", cu.name, cu, args))
    return units


# RAFT headers that include what no PyPI headers wheel provides: UCX/UCXX (<ucp/...>, <ucxx/...>),
# NCCL (<nccl.h>) and MPI (<mpi.h>): the communicators
RAFT_EXTERNAL = r"^raft/comms/(std_comms|mpi_comms|detail/(std_comms|ucp_helper|util|mpi_comms))\.hpp$|" \
                r"^raft/core/resource/nccl_comm\.hpp$"


def raft_units():
    """RAFT 26.10 (libraft-cu12's headers): every header outside detail/ folders alone, with what
    the wheel's exported CMake target raft::raft (lib64/cmake/raft/raft-targets.cmake) gives its
    users: C++20 (cxx_std_20), --expt-extended-lambda --expt-relaxed-constexpr,
    -DRAFT_LOG_ACTIVE_LEVEL=RAPIDS_LOGGER_LOG_LEVEL_INFO -DRAFT_SYSTEM_LITTLE_ENDIAN=1; at sm_90;
    and the include paths of its dependencies: RMM and rapids-logger, NVTX 3, the CUDA math libraries'
    headers (cuBLAS, cuRAND, cuSPARSE, cuSOLVER), the reference's CCCL (the wheel's bundled CCCL is
    the same 3.5.0). Communicator headers needing UCX, NCCL or MPI are left out (RAFT_EXTERNAL)."""
    inc = unpack_dir("raft") / "libraft" / "include"
    if not (inc / "raft" / "core" / "resources.hpp").is_file():
        raise FileNotFoundError(inc / "raft" / "core" / "resources.hpp")
    args = raft_args()
    return header_units("raft", inc, ["raft/**/*.hpp", "raft/**/*.cuh", "raft/**/*.h"], args,
                        exclude=[r"/detail/", RAFT_EXTERNAL])


def raft_args():
    """The include paths and flags of raft_units (cuVS builds over RAFT with the same ones)."""
    inc = unpack_dir("raft") / "libraft" / "include"
    rmm = unpack_dir("rmm") / "librmm" / "include"
    logger = unpack_dir("rapids_logger") / "rapids_logger" / "include"
    return [f"-I{inc}", f"-I{rmm}", f"-I{logger}", f"-I{wheel_include('nvtx')}"] \
        + toolkit_includes("cublas", "curand", "cusparse", "cusolver") \
        + ["-arch=sm_90", "--expt-relaxed-constexpr", "--extended-lambda",
           "-DRAFT_LOG_ACTIVE_LEVEL=RAPIDS_LOGGER_LOG_LEVEL_INFO", "-DRAFT_SYSTEM_LITTLE_ENDIAN=1"]


def cuvs_units():
    """cuVS 26.10 (libcuvs-cu12's headers): its C++ API, every .hpp outside detail/ folders
    alone, with RAFT's include paths and flags (raft_args). Its C API headers (.h) are left out:
    they include <dlpack/dlpack.h>, which no PyPI headers wheel provides."""
    inc = unpack_dir("cuvs") / "libcuvs" / "include"
    if not (inc / "cuvs" / "neighbors" / "cagra.hpp").is_file():
        raise FileNotFoundError(inc / "cuvs" / "neighbors" / "cagra.hpp")
    return header_units("cuvs", inc, ["cuvs/**/*.hpp"], [f"-I{inc}"] + raft_args(), exclude=[r"/detail/"])


def pycuda_units():
    """PyCUDA 2026.1's shipped headers (pycuda/cuda/*.hpp: its complex type and the texture /
    surface helpers its GPUArray kernels include), each alone, as pycuda.compiler.compile compiles
    a SourceModule: nvcc with -arch and -I of that folder (no -std: nvcc's default; C++ sources
    use no_extern_c=True, as PyCUDA's own elementwise kernels do)."""
    root = next(iter(sorted(unpack_dir("pycuda").glob("pycuda-*"))), None)
    inc = root / "pycuda" / "cuda" if root else unpack_dir("pycuda") / "pycuda" / "cuda"
    if not (inc / "pycuda-complex.hpp").is_file():
        raise FileNotFoundError(inc / "pycuda-complex.hpp")
    return header_units("pycuda", inc, ["*.hpp"], [f"-I{inc}", "-arch=sm_90"])


ENUMERATORS = {"cutlass": cutlass_units, "ggml": ggml_units, "flashinfer": flashinfer_units,
               "mathdx": mathdx_units, "cccl": cccl_units, "libstdc++": libstdcxx_units, "eigen": eigen_units,
               "cupy": cupy_units, "toolkit": toolkit_units, "glm": glm_units, "json": json_units,
               "fmt": fmt_units, "spdlog": spdlog_units, "gtest": gtest_units, "headers": headers_units,
               "rangev3": rangev3_units, "rmm": rmm_units, "nvshmem": nvshmem_units, "warp": warp_units,
               "raft": raft_units, "cuvs": cuvs_units,
               "pycuda": pycuda_units}


def interleave(lists):
    """Round-robin over the libraries so any prefix of the work list samples each of them."""
    out, i = [], 0
    while any(i < len(l) for l in lists):
        for l in lists:
            if i < len(l):
                out.append(l[i])
        i += 1
    return out


def spread(units):
    """Reorder one library's units so a prefix covers the whole list evenly (bit-reversal-ish)."""
    n = len(units)
    if n < 3:
        return units
    order, seen, step = [], set(), n
    while step >= 1:
        for k in range(0, n, step):
            if k not in seen:
                seen.add(k)
                order.append(k)
        step //= 2
    return [units[k] for k in order]


def enumerate_units(libs):
    per_lib = []
    for lib in LIBRARIES:
        if lib not in libs:
            continue
        try:
            raw = ENUMERATORS[lib]()
        except FileNotFoundError as e:
            log(f"sweep enumerate: {lib}: {e} (run install)")
            raw = []
        if lib == "ggml":
            plain = [u for u in raw if "template-instances" not in u[1]]
            inst = [u for u in raw if "template-instances" in u[1]]
            raw = spread(plain) + spread(inst)
        else:
            raw = spread(raw)
        per_lib.append(raw)
        log(f"sweep enumerate: {lib}: {len(raw)} units")
    rows = []
    for std in STANDARDS:
        for lib, rel, src, args in interleave(per_lib):
            if std not in LIB_STANDARDS.get(lib, STANDARDS):
                continue
            rows.append({"id": f"{lib}/{rel}@{std}", "lib": lib, "src": str(src),
                         "args": [f"-std={std}"] + [str(a) for a in args], "std": std})
    CACHE.mkdir(parents=True, exist_ok=True)
    # A work list that exists keeps its order: its units that are still enumerated stay where they
    # are, new ones go at the end (a sweep running from it, or `--per-lib` prefixes, see the same
    # list; a library added later does not reshuffle the others)
    path = CACHE / "units.jsonl"
    if path.exists():
        fresh = {r["id"]: r for r in rows}
        old = [json.loads(l)["id"] for l in path.read_text().splitlines() if l.strip()]
        kept = [fresh[i] for i in old if i in fresh]
        seen = {r["id"] for r in kept}
        rows = kept + [r for r in rows if r["id"] not in seen]
    tmp = CACHE / "units.jsonl.tmp"
    tmp.write_text("".join(json.dumps(r) + "\n" for r in rows))
    tmp.rename(CACHE / "units.jsonl")
    log(f"sweep enumerate: {len(rows)} units -> {CACHE / 'units.jsonl'}")


def load_units():
    path = CACHE / "units.jsonl"
    if not path.exists():
        sys.exit("sweep: no work list; run `scripts/sweep/sweep.py enumerate` first")
    return [json.loads(l) for l in path.read_text().splitlines() if l.strip()]


# -------------------------------------------------------------------------------------------- run

def sha(data):
    return hashlib.sha256(data).hexdigest()


def file_hash(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def unit_dir(unit_id):
    return CACHE / "work" / re.sub(r"[^A-Za-z0-9_.@+-]", "_", unit_id)


def timed(cmd, cwd, env, timeout, out_path=None):
    """Run cmd; return (exit status, wall seconds, peak RSS in KiB, output text). The output
    goes to out_path (default: output.txt in cwd)."""
    start = time.monotonic()
    out_path = Path(out_path or Path(cwd) / "output.txt")
    with open(out_path, "wb") as out:
        p = subprocess.Popen(["nice", "-n", "10"] + cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                             start_new_session=True)
        timer = threading.Timer(timeout, lambda: os.killpg(p.pid, signal.SIGKILL))
        timer.start()
        try:
            _, status, usage = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        p.returncode = os.waitstatus_to_exitcode(status)
    wall = time.monotonic() - start
    text = out_path.read_text(errors="replace")
    rc = p.returncode
    if rc < 0:
        rc = 128 - rc
    if wall >= timeout:
        rc = 124
    return rc, round(wall, 3), usage.ru_maxrss, text


DIAG_RE = re.compile(r'^(?:"?(?P<file>[^"(\n]*)"?, line (?P<l1>\d+)|(?P<f2>[^(\n]*)\((?P<l2>\d+)\)): '
                     r'(?P<sev>catastrophic error|internal error|error|warning|remark)(?: #\S+)?: (?P<msg>.*)$')


def source_line(file, line):
    """Line `line` of `file` when it is an absolute path that exists (headers), else ''."""
    try:
        if os.path.isabs(file) and os.path.isfile(file):
            with open(file, errors="replace") as f:
                for n, text in enumerate(f, 1):
                    if n == line:
                        return text.strip()
    except OSError:
        pass
    return ""


def parse_output(text):
    """Errors in cudafe++'s / cufe's text output: [{file, line, severity, message, source}]."""
    lines = text.splitlines()
    errs = []
    for i, l in enumerate(lines):
        m = DIAG_RE.match(l)
        if not m or m.group("sev") in ("warning", "remark"):
            continue
        src = ""
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if nxt.strip() and not DIAG_RE.match(nxt) and not nxt.strip().startswith(("^", "cufe:")) \
                and "errors detected" not in nxt and "error detected" not in nxt:
            src = nxt.strip()
        msg = m.group("msg")
        file, line = m.group("file") or m.group("f2"), int(m.group("l1") or m.group("l2"))
        if not src:  # e.g. internal errors come without the source line: read it from the file
            src = source_line(file, line)
        errs.append({"file": file, "line": line, "severity": m.group("sev"), "message": msg, "source": src[:300]})
    if not errs:
        for l in lines:
            if "internal error" in l or "catastrophic error" in l or "panicked" in l:
                errs.append({"file": "", "line": 0, "severity": "internal error", "message": l.strip()[:300],
                             "source": ""})
                break
    return errs


def first_per_file(errs):
    """The first error in each file, in order."""
    seen, out = set(), []
    for e in errs:
        if e["file"] not in seen:
            seen.add(e["file"])
            out.append(e)
    return out[:500]


def kept_errors(errs):
    """The errors a result keeps: the first 30, then the first one of each further file."""
    kept = errs[:30]
    files = {e["file"] for e in kept}
    for e in errs[30:]:
        if e["file"] not in files:
            files.add(e["file"])
            kept.append(e)
    return kept[:200]


def run_front_end(exe, work, sub, args, env, timeout):
    d = work / f"{sub}-{os.getpid()}"
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir()
    os.link(work / "pp" / "input.ii", d / "input.ii")
    rc, wall, rss, text = timed([exe] + args, d, env, timeout)
    errs = parse_output(text)
    res = {"exit": rc, "wall_s": wall, "max_rss_kb": rss, "errors": len(errs), "first_errors": kept_errors(errs),
           "internal": rc in (4, 134) and any(e["severity"] == "internal error" for e in errs) or rc >= 128,
           "output_head": text[:4000], "all_errors": errs, "module_id": module_id_written(d, args)}
    shutil.rmtree(d, ignore_errors=True)
    return res


def module_id_written(work, args):
    """The module id the front end wrote (its argv names the file, relative to the unit's
    directory), or None: the sweep compares the two front ends' ids on units both accept."""
    if "--module_id_file_name" not in args:
        return None
    path = work / args[args.index("--module_id_file_name") + 1]
    return path.read_text().strip() if path.exists() else None


RESULT_SCHEMA = "/5"  # bump when a run records something new: cached cufe results are redone


def run_unit(unit, cufe, cufe_hash, timeout, force):
    """One unit, locked: sweeps from several worktrees share the cache."""
    work = unit_dir(unit["id"])
    work.mkdir(parents=True, exist_ok=True)
    with open(work / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return run_unit_locked(unit, cufe, cufe_hash, timeout, force)


def run_unit_locked(unit, cufe, cufe_hash, timeout, force):
    work = unit_dir(unit["id"])
    pp = work / "pp"
    result_path = work / "result.json"
    src = Path(unit["src"])
    prep_key = sha(json.dumps(unit["args"]).encode() + src.read_bytes() + (HERE / "prep.sh").read_bytes())
    old = json.loads(result_path.read_text()) if result_path.exists() else {}
    if force or old.get("prep_key") != prep_key or not (pp / "input.ii").exists() and old.get("prep_ok", True):
        shutil.rmtree(pp, ignore_errors=True)
        pp.mkdir(parents=True)
        t0 = time.monotonic()
        p = subprocess.run(["nice", "-n", "10", str(HERE / "prep.sh"), str(src), str(pp)] + unit["args"],
                           capture_output=True, text=True, timeout=1800)
        old = {"prep_key": prep_key, "prep_ok": p.returncode == 0, "prep_s": round(time.monotonic() - t0, 2)}
        if p.returncode != 0:
            old["prep_error"] = (p.stderr + p.stdout)[-2000:]
            old.update({"id": unit["id"], "lib": unit["lib"]})
            result_path.write_text(json.dumps(old, indent=1))
            return old
        old["ii_hash"] = file_hash(pp / "input.ii")
        old["ii_bytes"] = (pp / "input.ii").stat().st_size
    if not old.get("prep_ok"):
        return old
    res = dict(old)
    res.update({"id": unit["id"], "lib": unit["lib"], "src": unit["src"], "args": unit["args"]})
    args = (pp / "cudafe_args.txt").read_text().splitlines()
    env = dict(os.environ)
    for line in (pp / "dryenv.txt").read_text().splitlines():
        k, _, v = line.partition("=")
        env[k] = v
    cudafe = (pp / "cudafe_path.txt").read_text().strip()
    if force or res.get("ref_key") != res["ii_hash"] or "module_id" not in res.get("ref", {}):
        res["ref"] = run_front_end(cudafe, work, "ref", args, env, timeout)
        res["ref"].pop("all_errors", None)
        res["ref_key"] = res["ii_hash"]
    ckey = res["ii_hash"] + cufe_hash + RESULT_SCHEMA
    if force or res.get("cufe_key") != ckey:
        res["cufe"] = run_front_end(cufe, work, "cufe", args, env, timeout)
        res["cufe_key"] = ckey
        res.pop("cufe_deep", None)
        if res["ref"]["exit"] == 0 and res["cufe"]["exit"] != 0:
            # a false rejection: once more without the 100-error limit, to see what hides behind
            # the first errors (the verdict above is the one with the reference's argv)
            deep = run_front_end(cufe, work, "cufe", args[:-1] + ["--error_limit", "1000000", args[-1]], env,
                                 timeout)
            res["cufe_deep"] = {"errors": deep["errors"], "exit": deep["exit"],
                                "first_per_file": first_per_file(deep["all_errors"])}
        res["cufe"].pop("all_errors", None)
        res["ref"].pop("all_errors", None)
    tmp = result_path.with_suffix(".tmp")
    tmp.write_text(json.dumps(res, indent=1))
    tmp.rename(result_path)
    return res


def select(units, args):
    out = units
    if args.lib:
        out = [u for u in out if u["lib"] in args.lib]
    if args.std:
        out = [u for u in out if u["std"] == args.std]
    if args.match:
        out = [u for u in out if re.search(args.match, u["id"])]
    if args.ids:
        wanted = read_ids(args.ids)
        known = {u["id"] for u in out}
        missing = [i for i in wanted if i not in known]
        if missing:
            sys.exit(f"sweep: {len(missing)} listed units are not in the work list (inputs not installed?): "
                     f"{', '.join(missing[:5])}; run `scripts/sweep/sweep.py install` and `enumerate`")
        out = [u for u in out if u["id"] in wanted]
    if args.per_lib:
        count, kept = {}, []
        for u in out:
            if count.get(u["lib"], 0) < args.per_lib:
                count[u["lib"]] = count.get(u["lib"], 0) + 1
                kept.append(u)
        out = kept
    if args.stride:
        out = out[args.offset :: args.stride]
    if args.limit:
        out = out[: args.limit]
    return out


def read_ids(path):
    """Unit ids listed in a file, one per line; `#` starts a comment."""
    ids = []
    for line in Path(path).read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            ids.append(line)
    return ids


def verdicts(args):
    """One JSON object per selected unit that has a result: what each front end did."""
    for u in select(load_units(), args):
        p = unit_dir(u["id"]) / "result.json"
        r = json.loads(p.read_text()) if p.exists() else {}
        v = {"id": u["id"], "prep_ok": r.get("prep_ok"), "prep_error": r.get("prep_error", "")[-500:]}
        for side in ("ref", "cufe"):
            if side in r:
                v[f"{side}_exit"] = r[side]["exit"]
                v[f"{side}_first_error"] = (r[side]["first_errors"] or [None])[0]
                v[f"{side}_output_head"] = r[side]["output_head"][:1500]
        print(json.dumps(v))


def run(args):
    cufe = str(Path(args.cufe).resolve())
    if not Path(cufe).is_file():
        sys.exit(f"sweep run: no cufe binary at {cufe} (cargo build --release)")
    cufe_hash = file_hash(cufe)
    units = select(load_units(), args)
    log(f"sweep run: {len(units)} units, -j{args.jobs}, cufe {cufe_hash[:12]}")
    deadline = time.monotonic() + args.budget if args.budget else None
    done = 0

    def one(u):
        if deadline and time.monotonic() > deadline:
            return u, None
        try:
            return u, run_unit(u, cufe, cufe_hash, args.timeout, args.force)
        except Exception as e:  # noqa: BLE001 -- a broken unit must not stop the sweep
            return u, {"error": repr(e)}

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for u, r in pool.map(one, units):
            done += 1
            if r is None:
                continue
            if "error" in r or not r.get("prep_ok", False):
                status = "PREP-FAIL " + (r.get("error") or r.get("prep_error", "")[-200:].replace("\n", " "))
            else:
                ra, ca = r["ref"]["exit"] == 0, r["cufe"]["exit"] == 0
                status = f"ref {'ok' if ra else 'ERR'} cufe {'ok' if ca else 'ERR'}"
                if not ca and r["cufe"]["first_errors"]:
                    e = r["cufe"]["first_errors"][0]
                    status += f"  {Path(e['file']).name}:{e['line']}: {e['message'][:100]}"
            log(f"[{done}/{len(units)}] {u['id']}: {status}")


# ----------------------------------------------------------------------------------------- report

KEYWORDS = set("""alignas alignof asm auto bool break case catch char char8_t char16_t char32_t class concept const
consteval constexpr constinit const_cast continue co_await co_return co_yield decltype default delete do double
dynamic_cast else enum explicit export extern false float for friend goto if inline int long mutable namespace new
noexcept nullptr operator private protected public register reinterpret_cast requires return short signed sizeof
static static_assert static_cast struct switch template this thread_local throw true try typedef typeid typename
union unsigned using virtual void volatile wchar_t while __attribute__ __restrict__ __global__ __device__ __host__
__forceinline__ __inline__ __declspec __extension__ __typeof__ __decltype __int128 _Float16 __bf16""".split())


def normalise_message(msg):
    msg = re.sub(r'"[^"]*"', '"X"', msg)
    msg = re.sub(r"'[^']*'", "'X'", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg.strip()


def normalise_source(src):
    src = re.sub(r'"(?:\\.|[^"\\])*"', '"S"', src)
    src = re.sub(r"\b\d[\w.']*", "N", src)
    src = re.sub(r"\b[A-Za-z_]\w*\b", lambda m: m.group(0) if m.group(0) in KEYWORDS else "I", src)
    src = re.sub(r"\bI(?:\s*::\s*I)+\b", "I", src)
    return re.sub(r"\s+", " ", src).strip()[:120]


# Known root causes: each has a minimal reproduction in scripts/sweep/repros/ and a regex over
# "FILE:LINE: MESSAGE | SOURCE LINE" of an error (FILE without its directory). Kept by hand as
# failures are cut down; the report counts the falsely rejected units each one touches.
ROOT_CAUSES = [
    ("const_overload.cu", r"is defined a second time"),
    ("new_expression_operand.cu", r"^bitset:564:|\| .*\*new \w"),
    ("char8_t_before_cxx20.cu", r"^uchar\.h:43:"),
    ("operator_id_after_cast.cu", r"\| .*\(void\) operator"),
    ("nested_template_defined_outside.cu", r"^future:14[3-9]\d:"),
    ("anonymous_union_member_vs_namespace.cu", r"^fmha_grouped\.h:37\d:"),
    ("structured_binding.cu", r'no declaration of "(tensor|stream|graph|key|value|slot|token|it|new_handle|M|N|K)"'),
    # (with the cascade it starts: the rest of the class no longer parses as a class)
    ("ctor_template_id.cu", r"^exmy_base\.h:1[01]\d\d:|^fused_dit_layernorm\.cuh:"),
    ("anonymous_union_member.cu", r'no declaration of "(hilo_|native|uniform|gaussian|sequential|int8|int16)"'),
    ("member_enumerator.cu",
     r'no declaration of "(kNone|kMixed|Invalid|Uniform|Gaussian|Identity|Sequential|buffer_size)"'),
    ("fold_shift_right.cu", r"^functional\.hpp:2[45]\d: an expression should come here"),
    ("unnamed_bitfield.cu", r"_desc\.hpp:\d+: missing"),
    ("using_directive_hidden_namespace.cu / using_directive_hidden_template.cu",
     r"\| .*\bdetail::\w+<|\| .*\b(plus|negate|conjugate|multiplies)<|^sm90_visitor_load_tma_warpspecialized\.hpp:"),
    ("using_directive_in_function.cu", r'^mla_kv_pack_fp8\.cuh:\d+: no declaration'),
    ("builtin_variable_redeclared.cu", r'conflicts with "(dim3|uint3) const'),
    ("global_qualified_declarator.cu", r"^barrier_block_scope\.h:7[45]:"),
    ("paren_pack_ref_not_fold.cu", r"^perfect_forward\.h:"),
    ("nested_attribute_noinline.cu", r"^shared_ptr_base\.h:196:"),
    ("later_member_hides_template.cu", r"^span:112:"),
    ("launch_config_greater.cu", r"\| .*<<<[^>]*[^>]>[^>].*>>>"),
    ("template_operator_call.cu", r"\| .*\.template operator\(\)"),
    ("paren_init_nested_cast.cu", r"^reduce_split_k\.h:15[56]:"),
    ("return_comma.cu", r"missing \";\" here \| .*\breturn [^;]*\), \w+;"),
    ("qualified_member_param_scope.cu", r"^any:5[7-9]\d:|^any:6\d\d:"),
    ("device_then_host_redeclaration.cu", r'cannot call the __device__ function "cudaGraphLaunch'),
    ("using_directive_template_vs_function.cu", r"\| .*\bselect<"),
    ("trailing_comma_template_args.cu", r"^suggested_instructions\.hpp:\d+: an expression"),
    ("paren_operator_member_template.cu", r"^CommonCwiseBinaryOps\.h:\d+: a declaration should come here"),
    ("friend_template_then_definition.cu", r"^SparseLU_column_dfs\.h:103:"),
    ("operator_template_id_call.cu", r"\| .*\boperator\s*[^\w\s]+\s*<\w+>\("),
    ("destructor_name_after_member_access.cu", r"\| .*(\.|->)\s*~\s*\w+\s*[(<]"),
    ("declarator_after_class_body_hides_template.cu", r"^color\.h:2[01]\d: missing"),
    ("lambda_first_in_braced_init.cu", r"^Validators\.hpp:\d+: a declaration|\| .*\{\[[^\]]*\]\s*\("),
    ("specialization_members_stay_in_their_body.cu", r"^gtest-printers\.h:789:"),
    ("member_alias_template_named_like_outer.cu", r"^meta\.hpp:\d+: a declaration should come here \| using \w+ = invoke<"),
    ("function_returning_array_reference.cu", r"\| .*\(&\w+\(\)[^)]*\)\[\w+\]\s*\{"),
    ("typedef_parenthesized_name_after_template_id.cu", r"\| typedef \w+<\w+>\(\w+\)\(\);"),
    ("decltype_qualified_type_in_type_id.cu", r"\| .*<decltype\([^)]*\)::\w+>"),
    ("nested_class_template_in_later_specialization.cu", r"^sliding\.hpp:\d+:"),
    ("constrained_auto_template_parameter.cu", r"\| .*template\s*<\s*(\w+::)*\w+(<[^>]*>)?\s+auto\b"),
    ("operator_new_trailing_return.cu", r"\| .*\bauto\s+operator\s+(new|delete)\b"),
    ("later_member_named_like_namespace.cu", r"^cache\.cuh:\d+: a declaration should come here"),
    ("init_capture_hides_type_name.cu", r"^lanczos\.cuh:\d+: a declaration should come here"),
    ("unnamed_constrained_type_parameter.cu", r"a declaration should come here \| .*template\s*<([^<>]*,)?\s*"
                                              r"(?!(typename|class|int|bool|auto|unsigned)\b)(\w+::)*\w+\s*>"),
]


def root_causes_of(errors):
    """The ROOT_CAUSES entries some of these errors match."""
    found = set()
    for e in errors:
        text = f"{Path(e['file']).name}:{e['line']}: {e['message']} | {e.get('source', '')}"
        for name, rx in ROOT_CAUSES:
            if re.search(rx, text):
                found.add(name)
    return found


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    if not n:
        return float("nan")
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def report(args):
    units = select(load_units(), args)
    results = []
    for u in units:
        p = unit_dir(u["id"]) / "result.json"
        if p.exists():
            r = json.loads(p.read_text())
            if r.get("prep_ok") is False or "cufe" in r:
                results.append((u, r))
    lines = []
    w = lines.append
    w(f"cufe sweep report ({len(results)} of {len(units)} enumerated units run"
      f"{'; libraries ' + ', '.join(args.lib) if args.lib else ''})")
    w("")
    pins = ", ".join(f"{p['name']}=={p['version']}" for p in PACKAGES.values())
    w(f"inputs: {pins}; CCCL and the toolchain of the reference (nvcc/cudafe++ 13.5); libstdc++ 12")
    w("")
    w(f"{'library':<12}{'units':>7}{'prep-fail':>11}{'ref ok':>8}{'cufe ok':>9}{'both ok':>9}"
      f"{'false rej':>11}{'internal':>10}{'ref rej':>9}")
    tot = [0] * 8
    for lib in LIBRARIES + ["total"]:
        rs = [r for u, r in results if lib == "total" or u["lib"] == lib]
        if not rs:
            continue
        ok = [r for r in rs if r.get("prep_ok")]
        ref_ok = [r for r in ok if r["ref"]["exit"] == 0]
        cufe_ok = [r for r in ok if r["cufe"]["exit"] == 0]
        both = [r for r in ref_ok if r["cufe"]["exit"] == 0]
        false_rej = [r for r in ref_ok if r["cufe"]["exit"] != 0]
        internal = [r for r in ok if r["cufe"].get("internal")]
        ref_rej = [r for r in ok if r["ref"]["exit"] != 0]
        w(f"{lib:<12}{len(rs):>7}{len(rs) - len(ok):>11}{len(ref_ok):>8}{len(cufe_ok):>9}{len(both):>9}"
          f"{len(false_rej):>11}{len(internal):>10}{len(ref_rej):>9}")
    w("")
    w("columns: ref ok / cufe ok = exit status 0; false rej = the reference accepts, cufe does not;")
    w("internal = cufe's internal error (a construct it cannot parse yet, exit 4) or a crash/timeout;")
    w("ref rej = the reference rejects the unit (wrong flags or a unit not meant for this arch).")
    w("")

    # clusters of false rejections
    clusters = {}
    for u, r in results:
        if not r.get("prep_ok") or r["ref"]["exit"] != 0 or r["cufe"]["exit"] == 0:
            continue
        errs = r["cufe"]["first_errors"]
        e = errs[0] if errs else {"file": "", "line": 0, "message": f"exit {r['cufe']['exit']} without a diagnostic",
                                  "source": "", "severity": "?"}
        key = (normalise_message(e["message"]), normalise_source(e.get("source", "")))
        clusters.setdefault(key, []).append((u, r, e))
    by_msg = {}
    for (m, s), xs in clusters.items():
        by_msg.setdefault(m, []).extend(xs)
    w(f"false rejections by first cufe error message ({sum(len(x) for x in by_msg.values())} units, "
      f"{len(by_msg)} messages):")
    for m, xs in sorted(by_msg.items(), key=lambda t: (-len(t[1]), t[0])):
        libs = sorted({u["lib"] for u, _, _ in xs})
        w(f"  {len(xs):>4}  {m[:110]}  [{', '.join(libs)}]")
    w("")
    w(f"false-rejection clusters (message + shape of the source line; biggest first; {len(clusters)} clusters):")
    for i, ((m, s), xs) in enumerate(sorted(clusters.items(), key=lambda t: (-len(t[1]), t[0]))):
        u, r, e = xs[0]
        libs = sorted({x[0]["lib"] for x in xs})
        w(f"#{i + 1} ({len(xs)} units; {', '.join(libs)}): {m}")
        if s:
            w(f"     line shape: {s}")
        w(f"     e.g. {u['id']}  at {e['file']}:{e['line']}")
        if e.get("source"):
            w(f"          {e['source'][:160]}")
        if len(xs) > 1:
            w(f"     also: {', '.join(x[0]['id'] for x in xs[1:4])}{' ...' if len(xs) > 4 else ''}")
    w("")
    # the known root causes (scripts/sweep/repros/), by the falsely rejected units they touch
    rejected = [(u, r) for u, r in results
                if r.get("prep_ok") and r["ref"]["exit"] == 0 and r["cufe"]["exit"] != 0]
    causes = {name: [] for name, _ in ROOT_CAUSES}
    explained = 0
    for u, r in rejected:
        found = root_causes_of(r["cufe"]["first_errors"] + r.get("cufe_deep", {}).get("first_per_file", []))
        for name in found:
            causes[name].append(u)
        first = r["cufe"]["first_errors"][:1]
        if first and root_causes_of(first):
            explained += 1
    w(f"known root causes (minimal reproductions in scripts/sweep/repros/), by the falsely rejected")
    w(f"units where any error (also past the 100-error limit) matches them; the first error of {explained}")
    w(f"of {len(rejected)} such units is one of them:")
    for name, us in sorted(causes.items(), key=lambda t: (-len(t[1]), t[0])):
        libs = sorted({u["lib"] for u in us})
        w(f"  {len(us):>4}  {name}  [{', '.join(libs)}]")
    w("")
    # what hides behind the first error: every recorded error (up to 30 per unit), counted once per unit
    anywhere = {}
    for u, r in results:
        if not r.get("prep_ok") or r["ref"]["exit"] != 0 or r["cufe"]["exit"] == 0:
            continue
        files = set()
        for e in r["cufe"]["first_errors"] + r.get("cufe_deep", {}).get("first_per_file", []):
            if e["file"] in files:  # later errors in one file are often the first one's cascade
                continue
            files.add(e["file"])
            key = (Path(e["file"]).name, e["line"], normalise_message(e["message"]))
            anywhere.setdefault(key, []).append((u, e))
    w("first error in each file, over all errors of every falsely rejected unit (what hides behind the")
    w("first error: cufe is rerun on these with --error_limit 1000000; units counted once per site; top 50):")
    for (f, l, m), xs in sorted(anywhere.items(), key=lambda t: (-len(t[1]), t[0]))[:50]:
        u, e = xs[0]
        libs = sorted({x[0]["lib"] for x in xs})
        w(f"  {len(xs):>4}  {f}:{l}: {m[:100]}  [{', '.join(libs)}]")
        if e.get("source"):
            w(f"        {e['source'][:120]}")
    w("")
    fails = [(u, r) for u, r in results if not r.get("prep_ok")]
    if fails:
        w(f"preprocessing failures ({len(fails)}; not counted as anyone's rejection):")
        for u, r in fails[:30]:
            last = [l for l in r.get("prep_error", "").splitlines() if "error" in l][:1]
            w(f"  {u['id']}: {(last[0] if last else r.get('prep_error', '')[-150:]).strip()[:160]}")
        w("")
    ref_rej = [(u, r) for u, r in results if r.get("prep_ok") and r["ref"]["exit"] != 0]
    if ref_rej:
        w(f"units the reference rejects ({len(ref_rej)}; cufe's verdict on them is not judged):")
        for u, r in ref_rej[:30]:
            fe = r["ref"]["first_errors"]
            w(f"  {u['id']}: exit {r['ref']['exit']}, cufe exit {r['cufe']['exit']}; "
              f"{(fe[0]['message'] if fe else '')[:110]}")
        w("")

    # module ids: the host object's `_INTERNAL_<id>` symbols and the registration depend on them
    both = [(u, r) for u, r in results if r.get("prep_ok") and r["ref"]["exit"] == 0 and r["cufe"]["exit"] == 0
            and r["ref"].get("module_id") and "module_id" in r["cufe"]]
    # Without a qualifying definition the reference's tail is `<crc of time>_<pid>`, which no run
    # repeats; cufe's is `<crc of the text>_0` (deterministic). Those are not compared.
    timed = [(u, r) for u, r in both if re.search(r"_[0-9a-f]{8}_[1-9][0-9]*$", r["ref"]["module_id"])
             and r["cufe"]["module_id"].endswith("_0")]
    both = [x for x in both if x not in timed]
    differ = [(u, r) for u, r in both if r["ref"]["module_id"] != r["cufe"]["module_id"]]
    w(f"module ids on units both accept (recorded by this sweep's schema): {len(both) - len(differ)} of "
      f"{len(both)} equal; {len(timed)} more without a qualifying definition on both sides (the "
      f"reference's id is then time-based)")
    for u, r in differ[:30]:
        w(f"  {u['id']}: reference {r['ref']['module_id']}, cufe {r['cufe']['module_id']}")
    w("")
    w("time and memory, cufe / reference, on units both accept (below 1: cufe is better):")
    for label, pred in [("all", lambda r: True), (">= 1 MB", lambda r: r.get("ii_bytes", 0) >= 1 << 20)]:
        both = [(u, r) for u, r in results if r.get("prep_ok") and r["ref"]["exit"] == 0 and r["cufe"]["exit"] == 0
                and pred(r)]
        if not both:
            w(f"  {label}: no units")
            continue
        tr = [(max(r["cufe"]["wall_s"], 0.001) / max(r["ref"]["wall_s"], 0.001), u["id"]) for u, r in both]
        mr = [(r["cufe"]["max_rss_kb"] / max(r["ref"]["max_rss_kb"], 1), u["id"]) for u, r in both]
        tw, mw = max(tr), max(mr)
        w(f"  {label} ({len(both)} units): time median {median([t for t, _ in tr]):.2f}, worst {tw[0]:.2f} ({tw[1]}); "
          f"memory median {median([m for m, _ in mr]):.2f}, worst {mw[0]:.2f} ({mw[1]})")
    text = "\n".join(lines) + "\n"
    if args.output:
        Path(args.output).write_text(text)
    sys.stdout.write(text)


# ------------------------------------------------------------------------------------------ build

def nm_symbols(obj):
    """`nm` of an object as sorted (type, name) pairs: what the linker sees."""
    out = subprocess.run(["nm", str(obj)], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    syms = []
    for line in out.stdout.splitlines():
        f = line.split()
        if len(f) in (2, 3):
            syms.append((f[-2], f[-1]))
    return sorted(syms)


def build_unit(unit, cufe, cufe_hash, timeout):
    """nvcc-with reference and nvcc-with cufe on one unit; the symbol tables compared."""
    work = unit_dir(unit["id"])
    result = json.loads((work / "result.json").read_text()) if (work / "result.json").exists() else {}
    if not (result.get("ref", {}).get("exit") == 0 and result.get("cufe", {}).get("exit") == 0):
        return None
    path = work / "build.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    key = result["ii_hash"] + cufe_hash
    if old.get("key") == key:
        return old
    src = Path(unit["src"])
    res = {"id": unit["id"], "lib": unit["lib"], "key": key}
    bdir = work / "build"
    shutil.rmtree(bdir, ignore_errors=True)
    bdir.mkdir()
    objects = {}
    for side, frontend in (("ref", "reference"), ("cufe", cufe)):
        obj = bdir / f"{side}.o"
        cmd = [str(REFERENCE_DIR / "nvcc-with"), frontend, "--", "-c"] + unit["args"] + [src.name, "-o", str(obj)]
        rc, wall, _, text = timed(cmd, src.parent, dict(os.environ), timeout, bdir / f"{side}.log")
        res[f"{side}_exit"], res[f"{side}_wall_s"] = rc, wall
        if rc != 0:
            res[f"{side}_output"] = text[-2000:]
        objects[side] = nm_symbols(obj) if rc == 0 and obj.exists() else None
    ref, ours = objects["ref"], objects["cufe"]
    res["compared"] = ref is not None and ours is not None
    if res["compared"]:
        res["symbols"] = len(ref)
        res["only_ref"] = sorted(set(ref) - set(ours))[:50]
        res["only_cufe"] = sorted(set(ours) - set(ref))[:50]
        res["equal"] = ref == ours
    shutil.rmtree(bdir, ignore_errors=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(res, indent=1))
    tmp.rename(path)
    return res


def build(args):
    """The `build` step: objects' symbol tables, reference vs cufe, for accepted units."""
    cufe = str(Path(args.cufe).resolve())
    cufe_hash = file_hash(cufe)
    units = select(load_units(), args)
    deadline = time.monotonic() + args.budget if args.budget else None
    rows = []

    def one(u):
        if deadline and time.monotonic() > deadline:
            return None
        return build_unit(u, cufe, cufe_hash, args.timeout)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for r in pool.map(one, units):
            if r is None:
                continue
            rows.append(r)
            verdict = ("equal" if r.get("equal") else "DIFFERENT") if r.get("compared") else \
                f"not built (ref exit {r.get('ref_exit')}, cufe exit {r.get('cufe_exit')})"
            log(f"[{len(rows)}] {r['id']}: {verdict}")
    compared = [r for r in rows if r.get("compared")]
    equal = [r for r in compared if r.get("equal")]
    per_lib = {}
    for r in compared:
        c = per_lib.setdefault(r["lib"], [0, 0])
        c[0] += 1
        c[1] += bool(r.get("equal"))
    print(f"nm comparison: {len(equal)} of {len(compared)} built units have equal symbol tables "
          f"({sum(r['symbols'] for r in compared)} symbols); {len(rows) - len(compared)} not built by one side")
    for lib, (n, e) in sorted(per_lib.items()):
        print(f"  {lib:12} {e}/{n}")
    for r in compared:
        if not r.get("equal"):
            print(f"  DIFFERENT {r['id']}: only reference {r['only_ref'][:5]}, only cufe {r['only_cufe'][:5]}")
    for r in rows:
        if not r.get("compared"):
            side = "cufe" if r.get("cufe_exit") else "ref"
            print(f"  NOT BUILT {r['id']} ({side}): {r.get(side + '_output', '')[-300:]!r}")


# ------------------------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step", choices=["install", "enumerate", "run", "report", "verdicts", "build", "all"])
    ap.add_argument("--lib", action="append", choices=LIBRARIES,
                    help="install, run, report, build: only this library (repeatable)")
    ap.add_argument("--std", choices=STANDARDS, help="run: only this standard")
    ap.add_argument("--match", help="run: only units whose id matches this regex")
    ap.add_argument("--ids", help="run, verdicts: only the units listed in this file (all must exist)")
    ap.add_argument("--per-lib", type=int, help="run: at most N units of each library (in work-list order)")
    ap.add_argument("--stride", type=int, help="run, report: every Nth selected unit (a fixed sample)")
    ap.add_argument("--offset", type=int, default=0, help="with --stride: start at this unit")
    ap.add_argument("--limit", type=int, help="run: at most N units")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=600, help="run: seconds per front-end run")
    ap.add_argument("--budget", type=float, help="run: start no unit after this many seconds")
    ap.add_argument("--force", action="store_true", help="run: ignore cached results")
    ap.add_argument("--cufe", default=str(REPO / "target" / "release" / "cufe"))
    ap.add_argument("-o", "--output", help="report: also write the report here")
    args = ap.parse_args()
    libs = args.lib or LIBRARIES
    if args.step in ("install", "all"):
        install(sorted({n for lib in libs for n in NEEDS[lib]}))
    if args.step in ("enumerate", "all"):
        enumerate_units(LIBRARIES)  # always the whole list: --lib selects what run does
    if args.step in ("run", "all"):
        run(args)
    if args.step in ("report", "all"):
        report(args)
    if args.step == "verdicts":
        verdicts(args)
    if args.step == "build":
        build(args)


if __name__ == "__main__":
    main()
