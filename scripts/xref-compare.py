#!/usr/bin/env python3
"""Compare cufe's cross-reference (`--xref`) with the reference cudafe++'s, unit by unit.

Units are sweep work directories (`~/.cache/cufe-sweep/work/<unit>`, holding `pp/input.ii`,
`pp/cudafe_args.txt`, `pp/dryenv.txt`, `pp/cudafe_path.txt`: both front ends run on the same
preprocessed text with the reference's exact argv, as `scripts/sweep/sweep.py` runs them) or
`.cu` files (run through `/work/shared/reference/cudafe-ref`; cufe is then given the `.ii` and
argv cudafe-ref recorded). Only the lines about the unit's primary source file are compared,
without the entity-id column (the reference prints addresses, cufe indices).

    scripts/xref-compare.py [--cufe PATH] [--show N] [--keep DIR] UNIT...

A UNIT that is neither a directory nor a file is looked up as a sweep unit name
(`ggml_cumsum.cu@c++17`). Prints, per unit: the reference's and cufe's line counts, the lines
equal, and the missing and extra lines counted by kind letter (with `--show N`, the first N
missing and extra lines themselves); then a summary over all units.
"""

import argparse
import collections
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SWEEP_WORK = Path.home() / ".cache" / "cufe-sweep" / "work"
CUDAFE_REF = Path("/work/shared/reference/cudafe-ref")
HERE = Path(__file__).resolve().parent


def dry_env(pp):
    env = dict(os.environ)
    dry = pp / "dryenv.txt"
    if dry.exists():
        for line in dry.read_text().splitlines():
            k, _, v = line.partition("=")
            env[k] = v
    return env


def run(exe, args, cwd, env, timeout):
    try:
        p = subprocess.run([str(exe)] + args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return 124, "timeout"


def with_xref(args, out):
    """The argv with `--xref out` inserted before the input file (EDG rejects options after it)."""
    return args[:-1] + ["--xref", out, args[-1]]


def prepare(unit, scratch):
    """(directory holding input.ii, argv, env, reference cudafe++ path, primary file name) of a
    unit, or a string saying why it cannot be run."""
    p = Path(unit)
    if not p.exists() and (SWEEP_WORK / unit).is_dir():
        p = SWEEP_WORK / unit
    if p.is_dir():
        pp = p / "pp"
        if not (pp / "input.ii").exists():
            return f"no pp/input.ii in {p}"
        args = (pp / "cudafe_args.txt").read_text().splitlines()
        ref = (pp / "cudafe_path.txt").read_text().strip() if (pp / "cudafe_path.txt").exists() else os.environ.get("CUFE_REF_CUDAFE")
        return pp, args, dry_env(pp), ref
    if p.is_file():
        out = scratch / "cudafe-ref"
        extra = []
        for line in p.read_text().splitlines()[:5]:
            if line.startswith("// cudafe-ref-flags:"):
                extra = line.split(":", 1)[1].split()
        r = subprocess.run([str(CUDAFE_REF), str(p.resolve()), str(out)] + extra, capture_output=True, text=True)
        if not (out / "cudafe_args.txt").exists():
            return f"cudafe-ref failed: {r.stderr[-500:]}"
        args = (out / "cudafe_args.txt").read_text().splitlines()
        env = dict(os.environ)
        ref = env.get("CUFE_REF_CUDAFE")
        if not ref:
            home = Path(env.get("CUFE_REF_HOME", Path.home() / ".cache" / "cufe-reference"))
            ref = str(Path((home / "nv_dir").read_text().strip()) / "bin" / "cudafe++")
        return out, args, env, ref
    return f"no such unit: {unit}"


def primary_name(args):
    """The primary source file as the xref names it: `--orig_src_path_name`, else the input."""
    if "--orig_src_path_name" in args:
        return args[args.index("--orig_src_path_name") + 1]
    return None


def lines_of(text, primary):
    """The xref lines about `primary` (or, when unknown, the file named most often), as
    (name, kind, line, column): without the entity id."""
    rows = [l.split("\t") for l in text.splitlines()]
    rows = [r for r in rows if len(r) == 6]
    if primary is None:
        counts = collections.Counter(r[3] for r in rows if not r[3].startswith("/usr") and "/include/" not in r[3])
        primary = counts.most_common(1)[0][0] if counts else ""
    base = os.path.basename(primary)
    keep = [r for r in rows if r[3] == primary or (os.path.basename(r[3]) == base and not r[3].startswith("/usr"))]
    return collections.Counter((r[1], r[2], int(r[4]), int(r[5])) for r in keep)


def compare(unit, cufe, timeout, show, keep):
    with tempfile.TemporaryDirectory(prefix="xref-compare-") as tmp:
        tmp = Path(tmp)
        prep = prepare(unit, tmp)
        if isinstance(prep, str):
            print(f"{unit}: SKIP {prep}")
            return None
        src, args, env, ref = prep
        work = tmp / "run"
        work.mkdir()
        os.symlink(src / "input.ii", work / "input.ii")
        rc_ref, out_ref = run(ref, with_xref(args, "ref.xref"), work, env, timeout)
        rc_cufe, out_cufe = run(cufe, with_xref(args, "cufe.xref"), work, env, timeout)
        if not (work / "ref.xref").exists():
            print(f"{unit}: SKIP reference wrote no xref (exit {rc_ref}): {out_ref[-300:]}")
            return None
        primary = primary_name(args)
        theirs = lines_of((work / "ref.xref").read_text(errors="replace"), primary)
        ours = lines_of((work / "cufe.xref").read_text(errors="replace"), primary) if (work / "cufe.xref").exists() else collections.Counter()
        if keep:
            dest = Path(keep) / Path(unit).name
            dest.mkdir(parents=True, exist_ok=True)
            for name in ("ref.xref", "cufe.xref"):
                if (work / name).exists():
                    (dest / name).write_bytes((work / name).read_bytes())
        note = "" if (work / "cufe.xref").exists() else f" (cufe wrote no xref, exit {rc_cufe})"
    missing = theirs - ours
    extra = ours - theirs
    equal = sum((theirs & ours).values())
    by_kind = lambda c: dict(sorted(collections.Counter(k[1] for k in c.elements()).items()))
    print(f"{unit}{note}: ref {sum(theirs.values())} cufe {sum(ours.values())} equal {equal} missing {sum(missing.values())} {by_kind(missing)} extra {sum(extra.values())} {by_kind(extra)}")
    if show:
        for title, c in (("missing", missing), ("extra", extra)):
            for (name, kind, line, col) in sorted(c.elements(), key=lambda k: (k[2], k[3]))[:show]:
                print(f"  {title:7} {kind} {name} {line}:{col}")
    return sum(theirs.values()), sum(ours.values()), equal, missing, extra


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("units", nargs="+")
    ap.add_argument("--cufe", default=os.environ.get("CUFE", str(HERE.parent / "target" / "release" / "cufe")))
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--show", type=int, default=0, help="print the first N missing and extra lines of each unit")
    ap.add_argument("--keep", help="copy both xref files to KEEP/<unit>/{ref,cufe}.xref")
    a = ap.parse_args()
    total = [0, 0, 0, collections.Counter(), collections.Counter()]
    n = 0
    for unit in a.units:
        r = compare(unit, a.cufe, a.timeout, a.show, a.keep)
        if r is None:
            continue
        n += 1
        for i in range(3):
            total[i] += r[i]
        total[3] += collections.Counter(k[1] for k in r[3].elements())
        total[4] += collections.Counter(k[1] for k in r[4].elements())
    print(f"summary: {n} units, ref {total[0]} cufe {total[1]} equal {total[2]} missing {sum(total[3].values())} {dict(sorted(total[3].items()))} extra {sum(total[4].values())} {dict(sorted(total[4].items()))}")


if __name__ == "__main__":
    sys.exit(main())
