"""clang's C++ Sema tests (`clang/test/SemaCXX`, `clang/test/CXX`) as diagnostics-benchmark
inputs (used by diag_sweep.py, `--suite clang-cxx`).

The tests come from one pinned tree of clang: the last commit of GitHub's `llvm-mirror/clang`
(LLVM's read-only split of the clang subproject, `PIN` below; the same tree as `clang/` of
`llvm/llvm-project` at the commit whose message carries `llvm-svn: 375491`). Nothing of them is
kept in this repository: `clang_cxx_inputs.txt` lists the selected paths with the SHA-256 and the
standard of each, and `install` writes them into the cache:

* `install` (default source): each listed file is downloaded from
  `https://raw.githubusercontent.com/llvm-mirror/clang/<PIN>/<path>`;
* `install --from GITDIR`: read with `git show` from a local git directory, either a clone of
  llvm-mirror/clang (the commit PIN) or of llvm/llvm-project (the commit `llvm-svn: 375491`,
  paths under `clang/`).

Either way each file is checked against its SHA-256 and written as
`<inputs>/<dir>/<stem>.cu` (a `.cu`, so nvcc runs the CUDA path) with its standard next to it
(`<stem>.cu.std`). `select --from GITDIR` recomputes the list by SELECTION_RULE (it is how the
committed list was made). clang's `expected-*` comments are never read: cudafe++ alone is the
judge.

Python standard library only.
"""

import hashlib
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

REPO_URL = "https://github.com/llvm-mirror/clang"
PIN = "aa231e4be75ac4759c236b755c57876f76e3cf05"
LLVM_SVN = "375491"
RAW = "https://raw.githubusercontent.com/llvm-mirror/clang/{commit}/{path}"

# (folder under test/, how many programs)
FOLDERS = [("test/SemaCXX", 110), ("test/CXX", 90)]
MAX_BYTES = 12000

NVCC_STDS = {"98": "c++03", "03": "c++03", "11": "c++11", "0x": "c++11", "14": "c++14",
             "1y": "c++14", "17": "c++17", "1z": "c++17", "20": "c++20", "2a": "c++20"}
DEFAULT_STD = "c++17"

STD_HEADERS = set("""
algorithm array atomic cassert cctype cerrno cfloat climits cmath cstdarg cstddef cstdint
cstdio cstdlib cstring exception initializer_list limits new stdexcept type_traits typeinfo
utility stdarg.h stddef.h stdint.h stdio.h stdlib.h string.h assert.h limits.h float.h
""".split())

# RUN-line options that make a test more than one C++ file (modules, PCH, other files, other
# languages)
BAD_RUN = re.compile(r"%S|%t|%T|split-file|-include\b|-include-pch|-emit-pch|-fmodules|-fmodule-"
                     r"|-x\s+(?!c\+\+)|-fobjc|-ObjC|-fopenmp|-fopencl|-cl-std|-fsycl|-fcuda"
                     r"|-fhip|not\s+%clang|-ast-dump|-ast-print|-E\b|-emit-llvm|-S\b|-fcoroutines")

SELECTION_RULE = f"""\
For each folder ({', '.join(f'{d} ({n})' for d, n in FOLDERS)}), every `*.cpp` under it
(subfolders included, `Inputs/` excluded), sorted by path, that passes `eligible` (at most
{MAX_BYTES} bytes; `RUN:` lines that run `%clang_cc1` with `-fsyntax-only` or `-verify` and
none of `BAD_RUN` (other files, modules, PCH, Objective-C, OpenMP/OpenCL/SYCL/CUDA/HIP, AST
dumps, code generation); no `#include "..."`/`#import`, only `#include <...>` of standard
headers); of those, the given count evenly spaced (indices floor(i * n / count)). Standard: the first `-std=` of the
RUN lines that nvcc has (C++03/11/14/17/20, `gnu++` read as `c++`, `c++98` as C++03), else
nvcc's default c++17."""


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def run_lines(text):
    return [l.split("RUN:", 1)[1] for l in text.splitlines() if "RUN:" in l]


def standard(text):
    for line in run_lines(text):
        for m in re.finditer(r"-std=(?:c|gnu)\+\+(\w\w)", line):
            if m.group(1) in NVCC_STDS:
                return NVCC_STDS[m.group(1)]
    return DEFAULT_STD


def eligible(text):
    if len(text.encode()) > MAX_BYTES:
        return False
    runs = run_lines(text)
    if not runs or not any("%clang_cc1" in r and ("-fsyntax-only" in r or "-verify" in r) for r in runs):
        return False
    if any(BAD_RUN.search(r) for r in runs):
        return False
    for inc in re.findall(r'^\s*#\s*(?:include|import)\s*([<"][^>"]*[>"])', text, re.M):
        if inc.startswith('"') or inc[1:-1] not in STD_HEADERS:
            return False
    if re.search(r"^\s*#\s*(import|include_next)\b", text, re.M):
        return False
    return True


# --------------------------------------------------------------------------------- the sources

def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", str(gitdir)] + list(args), capture_output=True,
                          check=True).stdout


def source_of(gitdir):
    """(commit, path prefix) to read the pinned tree from a local git directory."""
    gitdir = Path(gitdir)
    if (gitdir / ".git").is_dir():
        gitdir = gitdir / ".git"
    try:
        git(gitdir, "cat-file", "-e", PIN + "^{commit}")
        return gitdir, PIN, ""
    except subprocess.CalledProcessError:
        pass
    c = git(gitdir, "log", "-1", "--all", "--format=%H", f"--grep=^llvm-svn: {LLVM_SVN}$").decode().strip()
    if not c:
        sys.exit(f"clang-cxx: {gitdir} has neither {PIN} (llvm-mirror/clang) nor the "
                 f"llvm-project commit of llvm-svn {LLVM_SVN}")
    return gitdir, c, "clang/"


def list_tree(gitdir, commit, prefix, folder):
    out = git(gitdir, "ls-tree", "-r", "--name-only", commit, prefix + folder).decode().splitlines()
    return sorted(p[len(prefix):] for p in out)


def select(gitdir):
    """[(path, sha256, std)] by SELECTION_RULE, from a local git directory."""
    gitdir, commit, prefix = source_of(gitdir)
    picked = []
    for folder, count in FOLDERS:
        cands = []
        for p in list_tree(gitdir, commit, prefix, folder):
            if not p.endswith(".cpp") or "/Inputs/" in p:
                continue
            data = git(gitdir, "show", f"{commit}:{prefix}{p}")
            text = data.decode(errors="replace")
            if eligible(text):
                cands.append((p, hashlib.sha256(data).hexdigest(), standard(text)))
        n = len(cands)
        pick = cands if n <= count else [cands[(i * n) // count] for i in range(count)]
        log(f"  {folder}: {n} eligible, {len(pick)} picked")
        picked += pick
    return picked


def write_list(picked, path):
    with open(path, "w") as f:
        f.write(f"# clang's C++ Sema tests for diag_sweep.py --suite clang-cxx (see clang_cxx_suite.py)\n")
        f.write(f"# source: {REPO_URL} at {PIN}\n")
        f.write(f"#   (= clang/ of llvm/llvm-project at the commit with 'llvm-svn: {LLVM_SVN}')\n")
        for line in SELECTION_RULE.splitlines():
            f.write(f"# {line}\n")
        f.write("# sha256 standard path\n")
        for p, h, std in picked:
            f.write(f"{h} {std} {p}\n")


def read_list(path):
    out = []
    for line in Path(path).read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        h, std, p = line.split(None, 2)
        out.append((p, h, std))
    return out


def inputs_name(p):
    """test/SemaCXX/x.cpp -> SemaCXX/x.cu"""
    rel = Path(p).relative_to("test")
    return rel.with_suffix(".cu")


def family(rel):
    """SemaCXX, or CXX/<chapter> (the CXX tests are nested by section of the standard)."""
    parts = rel.split("/")
    if parts[0] == "CXX" and len(parts) > 2:
        return "CXX/" + parts[1]
    return parts[0]


def install(listing, inputs, gitdir=None):
    """Write every listed test into `inputs` (checked against its SHA-256); files no longer
    listed are removed. Returns the count."""
    want = read_list(listing)
    src = source_of(gitdir) if gitdir else None
    inputs.mkdir(parents=True, exist_ok=True)
    keep = set()
    for i, (p, h, std) in enumerate(want, 1):
        dst = inputs / inputs_name(p)
        keep.add(dst)
        if dst.exists() and hashlib.sha256(dst.read_bytes()).hexdigest() == h:
            data = None
        elif src:
            data = git(src[0], "show", f"{src[1]}:{src[2]}{p}")
        else:
            url = RAW.format(commit=PIN, path=p)
            log(f"[{i}/{len(want)}] {url}")
            with urllib.request.urlopen(url, timeout=60) as r:
                data = r.read()
        if data is not None:
            if hashlib.sha256(data).hexdigest() != h:
                sys.exit(f"clang-cxx: {p}: SHA-256 differs from the listed one")
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_bytes(data)
        s = dst.with_name(dst.name + ".std")
        if not s.exists() or s.read_text().strip() != std:
            s.write_text(std + "\n")
    for old in list(inputs.rglob("*.cu")):
        if old not in keep:
            old.unlink()
            old.with_name(old.name + ".std").unlink(missing_ok=True)
    return len(want)
