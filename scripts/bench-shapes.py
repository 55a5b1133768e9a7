#!/usr/bin/env python3
"""How cufe's time and peak memory grow on pathological shapes of input (issue 18).

Each shape is generated at three sizes (10^4, 10^5, 10^6 by default) as a preprocessed unit
and run through cufe's cudafe++ command line (`cufe --c++17 --gen_c_file_name OUT x.ii`,
plus `--il_display` for the `il-` shapes). The table gives, per size, the exit status, the
wall time, the peak resident memory and the number of diagnostic lines, and the slope of
time and memory between the two largest sizes that ran (log10 of the ratio: 1.0 is linear,
2.0 quadratic). `--reference` runs the real cudafe++ on the same files beside it.

    scripts/bench-shapes.py [--cufe target/release/cufe] [--sizes 10000,100000,1000000]
                            [--only chain,decls] [--timeout 120] [--reference]
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile
import time


def shapes():
    """name -> (function of n giving the unit's text, extra cufe arguments)."""
    def many(fmt):
        return lambda n: "".join(fmt.format(i=i) for i in range(n))
    return {
        # Many declarations in one scope.
        "decls": (many("int v{i};\n"), []),
        # Many overloads of one name.
        "overloads": (many("struct S{i} {{}}; void f(S{i});\n"), []),
        # One error per line: the run stops at the error limit.
        "errors": (many("int v{i} = undeclared_{i};\n"), []),
        # One syntax error per line, each close to the previous one (a run of the grammar
        # each, while the recovery follows EDG's).
        "syntax-errs": (many("int v{i} w{i};\n"), []),
        # Syntax errors in the last lines only, as in a program's own code after its headers.
        "late-errs": (lambda n: many("int v{i};\n")(n) + many("int e{i} f{i};\n")(64), []),
        # A statement's operator chain.
        "chain": (lambda n: "int f(int a) { return " + "+".join(["a"] * n) + "; }\n", []),
        # A huge initializer list.
        "initlist": (lambda n: "int a[] = {" + ",".join(["0"] * n) + "};\n", []),
        # One long identifier, one long string literal.
        "identifier": (lambda n: "int " + "x" * n + ";\n", []),
        "string": (lambda n: 'const char *s = "' + "x" * n + '";\n', []),
        # Deep nesting of each kind of scope.
        "namespaces": (lambda n: "namespace a {" * n + "int x;" + "}" * n + "\n", []),
        "classes": (lambda n: "".join(f"struct C{i} {{" for i in range(n)) + "int x;" + "};" * n + "\n", []),
        "blocks": (lambda n: "void f() {" + "{" * n + "}" * n + "}\n", []),
        "templates": (lambda n: "template <class T> struct A {};\n" + "A<" * n + "int" + ">" * n + " *p;\n", []),
        # The IL display of many declarations.
        "il-decls": (many("int v{i};\n"), ["--il_display"]),
    }


TIME = "/usr/bin/time"


def run(argv, timeout):
    """(exit status or 'timeout', seconds, peak RSS in MB, diagnostic lines).

    The peak comes from GNU time when it is installed: a child forked from this Python
    process would count the parent's resident pages (the generated units) in its own peak."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as err, tempfile.NamedTemporaryFile() as peak:
        if os.path.exists(TIME):
            argv = [TIME, "-q", "-f", "%M", "-o", peak.name, *argv]
        p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err)
        deadline = start + timeout
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                p.kill()
                os.wait4(p.pid, 0)
                return "timeout", timeout, None, None
            time.sleep(0.01)
        seconds = time.monotonic() - start
        err.seek(0)
        lines = sum(1 for _ in err)
        measured = open(peak.name).read().split()
        kb = int(measured[-1]) if measured and measured[-1].isdigit() else usage.ru_maxrss
    code = os.waitstatus_to_exitcode(status)
    return code, seconds, kb / 1024, lines


def slope(a, b, na, nb):
    if not a or not b or a <= 0 or b <= 0:
        return None
    return math.log10(b / a) / math.log10(nb / na)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cufe", default=os.path.join(os.path.dirname(__file__), "..", "target", "release", "cufe"))
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--only", default="")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--reference", action="store_true", help="also run the real cudafe++ ($CUFE_REF_CUDAFE)")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    wanted = set(filter(None, args.only.split(",")))
    tools = [("cufe", args.cufe)]
    if args.reference:
        ref = os.environ.get("CUFE_REF_CUDAFE")
        if not ref:
            sys.exit("--reference: source ../shared/reference/env.sh first (CUFE_REF_CUDAFE)")
        tools.append(("cudafe++", ref))
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'shape':<12} {'tool':<9} " + " ".join(f"{n:>26}" for n in sizes) + "   slope(time, memory)")
        for name, (make, extra) in shapes().items():
            if wanted and name not in wanted:
                continue
            for tool, binary in tools:
                cells, points = [], []
                for n in sizes:
                    unit = os.path.join(tmp, f"{name}_{n}.ii")
                    if not os.path.exists(unit):
                        with open(unit, "w") as f:
                            f.write(make(n))
                    out = os.path.join(tmp, "out.cpp")
                    code, secs, mb, lines = run([binary, "--c++17", "--gen_c_file_name", out, *extra, unit], args.timeout)
                    if code == "timeout":
                        cells.append(f"{'timeout':>26}")
                        break
                    cells.append(f"rc={code:<3} {secs:7.2f}s {mb:6.0f}MB {lines:>4}l")
                    points.append((n, secs, mb))
                if len(points) >= 2:
                    (na, ta, ma), (nb, tb, mb_) = points[-2], points[-1]
                    st, sm = slope(ta, tb, na, nb), slope(ma, mb_, na, nb)
                    s = f"   {st:.2f}, {sm:.2f}" if st is not None and sm is not None else ""
                else:
                    s = ""
                print(f"{name:<12} {tool:<9} " + " ".join(cells) + s, flush=True)


if __name__ == "__main__":
    main()
