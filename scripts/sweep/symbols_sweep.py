#!/usr/bin/env python3
"""`cufe symbols` against g++ on real host code: the mangler's crater.

For each plain C++ unit of the sweep (the header drivers of the host-capable libraries, with
their CUDA driver kernel left out) and each C++ source file of llama.cpp (real host code that
nobody here wrote), g++ 12 compiles the unit (`-c -w`) and `nm --defined-only` lists the
object's names; `cufe symbols` runs on the same file with the same -std/-I/-D. The two sets are
compared: `missing` (g++ defines it, cufe does not list it), `extra` (cufe lists it, g++ does
not define it), and the entities cufe says it cannot model (its stderr).

    scripts/sweep/symbols_sweep.py [--cufe BIN] [--lib L ...] [--stride N] [-j N] [-o REPORT]

Needs the sweep's inputs (`sweep.py install` and `enumerate`). Results are not cached: a run
over every unit takes a few minutes. Python standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
HOME = Path(os.environ.get("CUFE_SWEEP_HOME", Path.home() / ".cache" / "cufe-sweep"))
HOST_LIBS = ["libstdc++", "glm", "json", "fmt", "spdlog", "gtest", "headers", "rangev3", "eigen", "llama.cpp"]
LLAMA = "ggml-0.3.36/llama_cpp_python-0.3.36/vendor/llama.cpp"


def host_args(args):
    """The preprocessing arguments g++ and `cufe symbols` both take (nvcc's own left out)."""
    return [a for a in args if a.startswith(("-I", "-D", "-U"))]


def driver_units():
    """The sweep's header drivers of host-capable libraries, as plain C++ (no kernel)."""
    for line in (HOME / "units.jsonl").read_text().splitlines():
        u = json.loads(line)
        if u["lib"] in HOST_LIBS and u["src"].startswith(str(HOME / "drivers")):
            text = "".join(l for l in Path(u["src"]).read_text().splitlines(True) if "__global__" not in l)
            yield {"id": u["id"], "lib": u["lib"], "text": text, "std": u["std"], "args": host_args(u["args"])}


def llama_units():
    """llama.cpp's own C++ sources (src/ and its models), C++17 as its CMake builds them."""
    root = HOME / "src" / LLAMA
    inc = [f"-I{root / d}" for d in ("include", "ggml/include", "src", "common")]
    for f in sorted((root / "src").rglob("*.cpp")):
        yield {"id": f"llama.cpp/{f.relative_to(root)}", "lib": "llama.cpp", "path": str(f), "std": "c++17",
               "args": inc}


def symbols_of_gxx(src, std, args, work):
    obj = work / "unit.o"
    p = subprocess.run(["g++", f"-std={std}", "-w", "-c", str(src), "-o", str(obj)] + args,
                       capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        return None
    nm = subprocess.run(["nm", "--defined-only", str(obj)], capture_output=True, text=True)
    return {l.split()[-1] for l in nm.stdout.splitlines() if len(l.split()) == 3}


def symbols_of_cufe(cufe, src, std, args):
    p = subprocess.run([cufe, "symbols", f"--std={std}", str(src)] + args, capture_output=True, text=True,
                       timeout=600)
    unmodelled = [l.split(": ", 2)[-1] for l in p.stderr.splitlines() if l.startswith("cufe: symbols:")]
    return set(p.stdout.split()), p.returncode, unmodelled, p.stderr[-2000:]


def one(cufe, u):
    with tempfile.TemporaryDirectory() as t:
        work = Path(t)
        src = Path(u["path"]) if "path" in u else work / "unit.cpp"
        if "text" in u:
            src.write_text(u["text"])
        gxx = symbols_of_gxx(src, u["std"], u["args"], work)
        if gxx is None:
            return dict(u, gxx_ok=False)
        got, rc, unmodelled, err = symbols_of_cufe(cufe, src, u["std"], u["args"])
        return {"id": u["id"], "lib": u["lib"], "gxx_ok": True, "gxx": len(gxx), "cufe_rc": rc,
                "missing": sorted(gxx - got), "extra": sorted(got - gxx), "unmodelled": unmodelled,
                "stderr": err if rc not in (0, 1) else ""}


def demangled(names):
    p = subprocess.run(["c++filt"], input="\n".join(names), capture_output=True, text=True)
    return p.stdout.splitlines() if p.returncode == 0 else names


def shape(name):
    """What kind of symbol a name is, to cluster differences (from its demangled spelling)."""
    d = demangled([name])[0]
    for prefix in ("vtable for", "typeinfo for", "typeinfo name for", "VTT for", "guard variable", "non-virtual thunk",
                   "virtual thunk"):
        if d.startswith(prefix):
            return prefix
    if name.startswith("_ZZ"):
        return "local entity"
    if re.search(r"[>]\s*\(|<[^()]*>::[^:()]*\(", d) or "<" in d.split("(")[0]:
        return "template instantiation"
    if "::~" in d or re.search(r"::(\w+)::\1\(", d):
        return "constructor/destructor"
    return "other"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cufe", default=str(REPO / "target" / "release" / "cufe"))
    ap.add_argument("--lib", action="append", choices=HOST_LIBS)
    ap.add_argument("--std", help="only units of this standard")
    ap.add_argument("--stride", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-o", "--output", help="also write the report here")
    ap.add_argument("--json", help="write every unit's result here")
    a = ap.parse_args()
    units = [u for u in list(driver_units()) + list(llama_units())
             if (not a.lib or u["lib"] in a.lib) and (not a.std or u["std"] == a.std)][:: a.stride]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        results = list(pool.map(lambda u: one(a.cufe, u), units))
    lines = []
    w = lines.append
    w(f"cufe symbols against g++ 12 (nm --defined-only): {len(results)} units")
    w("")
    w(f"{'library':<12}{'units':>7}{'g++ ok':>8}{'equal':>7}{'g++ syms':>10}{'missing':>9}{'extra':>7}"
      f"{'unmodelled':>12}{'failed':>8}")
    for lib in HOST_LIBS + ["total"]:
        rs = [r for r in results if lib == "total" or r["lib"] == lib]
        if not rs:
            continue
        ok = [r for r in rs if r["gxx_ok"]]
        w(f"{lib:<12}{len(rs):>7}{len(ok):>8}{sum(not r['missing'] and not r['extra'] for r in ok):>7}"
          f"{sum(r['gxx'] for r in ok):>10}{sum(len(r['missing']) for r in ok):>9}{sum(len(r['extra']) for r in ok):>7}"
          f"{sum(bool(r['unmodelled']) for r in ok):>12}{sum(r['cufe_rc'] not in (0, 1) for r in ok):>8}")
    w("")
    ok = [r for r in results if r["gxx_ok"]]
    for side in ("missing", "extra"):
        kinds = {}
        for r in ok:
            for n in r[side]:
                kinds.setdefault(shape(n), []).append((r["id"], n))
        w(f"{side} by kind:")
        for k, xs in sorted(kinds.items(), key=lambda t: -len(t[1])):
            w(f"  {len(xs):>6}  {k}  (e.g. {xs[0][0]}: {demangled([xs[0][1]])[0][:120]})")
        w("")
    notes = {}
    for r in ok:
        for m in r["unmodelled"]:
            notes.setdefault(re.sub(r"`[^`]*`", "`…`", m), []).append(r["id"])
    w("what cufe says it cannot model (units):")
    for m, ids in sorted(notes.items(), key=lambda t: -len(t[1]))[:30]:
        w(f"  {len(ids):>5}  {m[:120]}  (e.g. {ids[0]})")
    w("")
    failed = [r for r in ok if r["cufe_rc"] not in (0, 1)]
    if failed:
        w("units where cufe symbols failed:")
        for r in failed[:30]:
            w(f"  {r['id']}: exit {r['cufe_rc']}: {r['stderr'].strip().splitlines()[-1][:150] if r['stderr'].strip() else ''}")
    text = "\n".join(lines) + "\n"
    if a.output:
        Path(a.output).write_text(text)
    if a.json:
        Path(a.json).write_text(json.dumps(results, indent=1))
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
