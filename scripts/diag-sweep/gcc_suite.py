"""GCC's C++ test suite as diagnostics-benchmark inputs (used by diag_sweep.py).

`install` fetches Debian 12's `gcc-12-source` package (pinned version and SHA-256) from the
Debian archive and stream-extracts, from the upstream source tarball inside it, only
`gcc/testsuite/g++.dg/**` and `gcc/testsuite/g++.old-deja/**` into the cache (outside the
repository). Debian's own patches (`debian/patches/*.diff`) are not applied: the tests are
GCC 12.2.0's as released.

`select_tests` picks a deterministic set of single-file programs (rule: `SELECTION_RULE` and
`eligible` below) and `write_inputs` copies each as `<family>/<name>.cu` (nvcc treats `.C` as
host-only C++; a `.cu` goes through the CUDA path) with the standard its `dg-` directives ask
for recorded next to it (`<name>.cu.std`), so the benchmark never reads GCC's expected
diagnostics: the reference (cudafe++) is the only judge.

Python standard library only.
"""

import hashlib
import re
import shutil
import sys
import tarfile
import urllib.request
from pathlib import Path

DEB = {
    "name": "gcc-12-source",
    "version": "12.2.0-14+deb12u1",
    "url": "http://deb.debian.org/debian/pool/main/g/gcc-12/gcc-12-source_12.2.0-14%2Bdeb12u1_all.deb",
    "file": "gcc-12-source_12.2.0-14+deb12u1_all.deb",
    "sha256": "8f2a5411028dfe216aeb6346b926df0cc7471f375c6a375bf180fbf279af02a1",
    # the upstream tarball inside the package's data.tar.xz
    "tarball": "usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz",
}
# the testsuite folders kept (paths inside the upstream tarball, after its top folder)
KEEP = ("gcc/testsuite/g++.dg/", "gcc/testsuite/g++.old-deja/")

# Families: folders of the testsuite (relative to gcc/testsuite), each contributing up to
# PER_FAMILY programs.
FAMILIES = [
    "g++.dg/parse", "g++.dg/lookup", "g++.dg/overload", "g++.dg/expr", "g++.dg/conversion",
    "g++.dg/template", "g++.dg/cpp0x", "g++.dg/init", "g++.dg/other", "g++.dg/cpp1y",
    "g++.dg/cpp1z", "g++.dg/inherit", "g++.dg/warn", "g++.old-deja/g++.other",
    "g++.old-deja/g++.pt", "g++.old-deja/g++.jason",
]
PER_FAMILY = 28
MAX_BYTES = 6000

SELECTION_RULE = f"""\
Per family ({', '.join(FAMILIES)}): the family folder's own `*.C` files (not its subfolders),
sorted by path, that pass `eligible` (at most {MAX_BYTES} bytes; no `#include "..."`, only
`#include <...>` of standard headers; no `dg-additional-sources`/`-files`/`-options`, no
`dg-require-*`, no `dg-do` or `dg-options` restricted to a target (a triple or a non-standard
selector), no `asm`, no `#pragma`, no `__attribute__((target`, no module/coroutine/concepts-TS/
transactional-memory/OpenMP options, and a standard nvcc supports: see `standard`); of those,
{PER_FAMILY} evenly spaced ones (indices floor(i * n / {PER_FAMILY})), or all when fewer."""

STD_HEADERS = set("""
algorithm any array atomic bitset cassert cctype cerrno cfloat chrono climits cmath complex
concepts cstdarg cstddef cstdint cstdio cstdlib cstring ctime cwchar deque exception
forward_list functional initializer_list iomanip ios iosfwd iostream istream iterator limits
list map memory new numeric optional ostream set sstream stdexcept string string_view
system_error tuple type_traits typeinfo unordered_map unordered_set utility valarray variant
vector compare version stdarg.h stddef.h stdio.h stdlib.h string.h assert.h limits.h math.h
""".split())

# the standards nvcc accepts (cudafe++ --c++NN); anything else: not selected
NVCC_STDS = {"98": "c++03", "03": "c++03", "11": "c++11", "0x": "c++11", "14": "c++14",
             "1y": "c++14", "17": "c++17", "1z": "c++17", "20": "c++20", "2a": "c++20"}
DEFAULT_STD = "c++17"


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def ar_member(f, wanted):
    """Position f (an open .deb, an ar archive) at the start of the first member whose name
    starts with `wanted`; returns its size. Streams: nothing is read into memory."""
    if f.read(8) != b"!<arch>\n":
        sys.exit("gcc-install: the .deb is not an ar archive")
    while True:
        head = f.read(60)
        if len(head) < 60:
            sys.exit(f"gcc-install: no {wanted}* member in the .deb")
        name = head[:16].decode().strip().rstrip("/")
        size = int(head[48:58].decode().strip())
        if name.startswith(wanted):
            return size
        f.seek(size + (size & 1), 1)


def suite_dir(home):
    return home / "gcc" / f"gcc-{DEB['version']}"


def install(home):
    """Download the pinned .deb (once; checked against its SHA-256), stream-extract the kept
    testsuite folders into suite_dir(home), and remove the .deb. Idempotent (a done-marker)."""
    dest = suite_dir(home)
    if (dest / ".done").exists():
        log(f"gcc-install: {dest} is there")
        return dest
    dl = home / "gcc" / "downloads"
    dl.mkdir(parents=True, exist_ok=True)
    deb = dl / DEB["file"]
    if not deb.exists():
        log(f"gcc-install: {DEB['url']}")
        part = deb.with_name(deb.name + ".part")
        with urllib.request.urlopen(DEB["url"], timeout=600) as r, open(part, "wb") as out:
            shutil.copyfileobj(r, out, 1 << 20)
        part.rename(deb)
    if sha256_file(deb) != DEB["sha256"]:
        deb.unlink()
        sys.exit(f"gcc-install: {deb.name}: SHA-256 differs from the pinned one")
    tmp = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    log(f"gcc-install: stream-extracting {', '.join(KEEP)} from {DEB['tarball']} (a few minutes)")
    kept = 0
    with open(deb, "rb") as f:
        ar_member(f, "data.tar")
        with tarfile.open(fileobj=f, mode="r|*") as outer:
            for m in outer:
                if m.name.lstrip("./") != DEB["tarball"]:
                    continue
                inner_file = outer.extractfile(m)
                with tarfile.open(fileobj=inner_file, mode="r|*") as inner:
                    for im in inner:
                        rel = im.name.split("/", 1)[1] if "/" in im.name else ""
                        if not rel.startswith(KEEP) or not (im.isfile() or im.isdir()):
                            continue
                        im.name = rel
                        inner.extract(im, tmp, filter="data")
                        kept += im.isfile()
                break
    if not kept:
        sys.exit(f"gcc-install: nothing under {KEEP} in {DEB['tarball']}")
    (tmp / ".done").write_text(f"{DEB['name']}={DEB['version']} ({kept} files)\n")
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    deb.unlink()
    log(f"gcc-install: {kept} files under {dest}")
    return dest


# ------------------------------------------------------------------------------------ selection

def directives(text):
    """(name, rest of line) of each `{ dg-... }` directive."""
    out = []
    for line in text.splitlines():
        i = line.find("{ dg-")
        if i < 0:
            i = line.find("{dg-")
        if i < 0:
            continue
        m = re.match(r"\{\s*(dg-[\w-]+)(.*)$", line[i:])
        if m:
            out.append((m.group(1), m.group(2)))
    return out


def target_selector(rest):
    m = re.search(r"\{\s*(?:target|xfail)\s+([^}]*)\}", rest)
    return m.group(1).strip() if m else None


STD_SELECTOR = re.compile(r"^c\+\+(\d\d|\dx|\dy|\dz|\da)(_only|_down)?$")


def standard(text):
    """The standard the test's dg- directives ask for, as nvcc spells it; None when nvcc has
    none that fits (or the test is restricted to something else). `-std=` in dg-options wins;
    else a `dg-do ... { target c++NN[_only|_down] }` selector; else nvcc's default."""
    std = None
    for name, rest in directives(text):
        if name == "dg-options":
            m = re.search(r"-std=(?:c|gnu)\+\+(\w\w)", rest)
            if m:
                std = NVCC_STDS.get(m.group(1), "none")
        elif name == "dg-do":
            sel = target_selector(rest)
            if sel is None:
                continue
            if sel.startswith("!"):
                return None
            words = [w for w in re.split(r"[\s()&|!]+", sel) if w]
            for w in words:
                mm = STD_SELECTOR.match(w)
                if not mm:
                    return None  # a target-restricted test (a triple, lp64, ...)
            if std is None and words and len(words) == 1:
                mm = STD_SELECTOR.match(words[0])
                n, kind = mm.group(1), mm.group(2)
                base = NVCC_STDS.get(n)
                if kind in ("_only", "_down"):
                    std = base or "none"
                elif base is None:
                    std = "none"  # c++23 and later
                elif base in ("c++20",):
                    std = base
            elif std is None and len(words) > 1:
                return None
    if std == "none":
        return None
    return std or DEFAULT_STD


BAD_OPTIONS = re.compile(r"-fmodules|-fcoroutines|-fconcepts-ts|-fgnu-tm|-fopenmp|-fopenacc"
                         r"|(?<!\S)-m\w|-fsanitize|-fcontracts|-fms-ext")


def eligible(path, text):
    """Whether a GCC test is a usable single-file program for the benchmark."""
    if len(text.encode()) > MAX_BYTES:
        return False
    for inc in re.findall(r'^\s*#\s*include\s*([<"][^>"]*[>"])', text, re.M):
        if inc.startswith('"') or inc[1:-1] not in STD_HEADERS:
            return False
    if re.search(r"^\s*#\s*(pragma|include_next|import)\b|\basm\b|__asm|__attribute__\s*\(\(\s*target"
                 r"|\bmodule\s*;|\bexport\s+module\b|__builtin_va_arg_pack|__transaction", text, re.M):
        return False
    for name, rest in directives(text):
        if name.startswith(("dg-additional", "dg-require", "dg-skip-if", "dg-module")):
            return False
        if name == "dg-options" and (target_selector(rest) or BAD_OPTIONS.search(rest)):
            return False
        if name == "dg-do" and not re.match(r"\s*(compile|run|link|assemble)\b", rest):
            return False
    return standard(text) is not None


def select_tests(suite):
    """{family: [paths]} by SELECTION_RULE."""
    root = suite / "gcc" / "testsuite"
    out = {}
    for fam in FAMILIES:
        d = root / fam
        cands = []
        for p in sorted(d.glob("*.C")):
            text = p.read_text(errors="replace")
            if eligible(p, text):
                cands.append(p)
        n = len(cands)
        pick = cands if n <= PER_FAMILY else [cands[(i * n) // PER_FAMILY] for i in range(PER_FAMILY)]
        out[fam] = pick
    return out


OWN_FAMILY = "cufe-cuda"


def write_inputs(suite, inputs, own=None):
    """Copy the selected tests into `inputs` as `<family>/<stem>.cu` plus `<stem>.cu.std`
    (the standard), and cufe's own CUDA programs (`own/*.cu`, standard from a
    `// std: c++NN` line, else nvcc's default) as `cufe-cuda/<name>.cu`; files no longer
    selected are removed. Returns the count."""
    sel = select_tests(suite)
    want = {}
    for fam, paths in sel.items():
        for p in paths:
            text = p.read_text(errors="replace")
            want[Path(fam) / (p.stem + ".cu")] = (p.read_bytes(), standard(text))
    for p in sorted(own.glob("*.cu")) if own else []:
        m = re.search(r"^// std: (c\+\+\d\d)", p.read_text(), re.M)
        want[Path(OWN_FAMILY) / p.name] = (p.read_bytes(), m.group(1) if m else DEFAULT_STD)
    sel[OWN_FAMILY] = [r for r in want if r.parts[0] == OWN_FAMILY]
    inputs.mkdir(parents=True, exist_ok=True)
    for old in list(inputs.rglob("*.cu")):
        rel = old.relative_to(inputs)
        if rel not in want:
            old.unlink()
            old.with_name(old.name + ".std").unlink(missing_ok=True)
    for rel, (data, std) in want.items():
        dst = inputs / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        if not dst.exists() or dst.read_bytes() != data:
            dst.write_bytes(data)
        s = dst.with_name(dst.name + ".std")
        if not s.exists() or s.read_text().strip() != std:
            s.write_text(std + "\n")
    for fam, paths in sel.items():
        log(f"  {len(paths):3d}  {fam}")
    return len(want)
