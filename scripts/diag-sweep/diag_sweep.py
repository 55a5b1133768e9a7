#!/usr/bin/env python3
"""Diagnostics-recall benchmark: cufe against the reference cudafe++ on clang's CUDA tests
(`--suite clang`) or on programs of GCC's C++ testsuite plus cufe's own CUDA programs
(`--suite gcc`, inputs written by `gcc-install`, see gcc_suite.py).

Each input `.cu` (clang's own test files, kept outside the repository, see README.md and
inputs.txt) is preprocessed and checked by the reference exactly as nvcc does
(`cudafe-ref F.cu OUT --std=S -- --output_mode sarif`); cufe is then run with the same argv on
the same `.ii` (cufe accepts cudafe++'s command line). Both SARIF logs are read as
(file, line, level, number) and compared:

* recall: the fraction of the reference's diagnostics cufe also reports (same file, line,
  severity and number); precision: the fraction of cufe's that the reference also reports;
* missed diagnostics by number (and extra ones by number);
* false errors: a cufe error on a line where the reference reports no error at all (the worst
  defect: valid code rejected), listed one by one.

Python standard library only. Resumable: the reference's run is cached per input (keyed by the
input's text, the standard and the stand-in headers), cufe's per input and cufe binary.

    scripts/diag-sweep/diag_sweep.py run -j 2          # run what is not cached yet, then report
    scripts/diag-sweep/diag_sweep.py report [-o FILE]  # report from the cache only
    scripts/diag-sweep/diag_sweep.py gcc-install       # fetch GCC's tests, write the gcc inputs
    scripts/diag-sweep/diag_sweep.py --suite gcc run -j 2
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import clang_cxx_suite
import gcc_suite

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
HOME = Path(os.environ.get("CUFE_DIAG_SWEEP_HOME", Path.home() / ".cache" / "cufe-diag-sweep"))
REF_DIR = Path(os.environ.get("CUFE_REF_DIR", REPO.parent / "shared" / "reference"))
if not (REF_DIR / "cudafe-ref").exists():
    REF_DIR = Path("/work/shared/reference")


def sha(*parts):
    h = hashlib.sha256()
    for p in parts:
        h.update(p if isinstance(p, bytes) else str(p).encode())
        h.update(b"\0")
    return h.hexdigest()[:20]


def file_hash(path):
    return sha(Path(path).read_bytes())


def inputs(root, match=None):
    out = []
    for p in sorted(root.rglob("*.cu")):
        if "Inputs" in p.parts:
            continue
        rel = p.relative_to(root).as_posix()
        if match and not re.search(match, rel):
            continue
        out.append(p)
    return out


def standard_of(path):
    """The standard to run an input under: the one recorded next to it (`F.cu.std`, written by
    `gcc-install` from a GCC test's dg- directives), else the one clang's RUN lines ask for
    (c++20 when any does, else nvcc's default c++17)."""
    side = path.with_name(path.name + ".std")
    if side.exists():
        return side.read_text().strip()
    text = path.read_text(errors="replace")
    runs = "\n".join(l for l in text.splitlines() if "RUN:" in l)
    if re.search(r"-std=c\+\+(2a|20|2b|23|2c|26)", runs):
        return "c++20"
    return "c++17"


def headers_hash(root):
    parts = []
    for p in sorted(root.rglob("*")):
        if p.is_file() and "Inputs" in p.parts:
            parts.append(p.relative_to(root).as_posix())
            parts.append(p.read_bytes())
    return sha(*parts)


RULE = re.compile(r'"ruleId"\s*:\s*"(?:EC)?(\d+)(?:-D)?"')


def sarif_diagnostics(text):
    """(file basename, line, level, number) of each result of a SARIF log. The reference's log
    is not valid JSON (results are not comma-separated), so results are cut at each ruleId and
    each field is searched within its own result."""
    try:
        log = json.loads(text)
    except ValueError:
        log = None
    if isinstance(log, dict) and log.get("runs"):
        out = []
        for r in log["runs"][0].get("results", []):
            m = RULE.match('"ruleId":"%s"' % r.get("ruleId", ""))
            loc = (r.get("locations") or [{}])[0].get("physicalLocation", {})
            out.append({
                "number": int(m.group(1)) if m else -1,
                "level": r.get("level", "?"),
                "line": loc.get("region", {}).get("startLine", 0),
                "file": os.path.basename(loc.get("artifactLocation", {}).get("uri", "")),
                "text": r.get("message", {}).get("text", ""),
            })
        return out
    marks = [m for m in RULE.finditer(text)]
    starts = []
    for i, m in enumerate(marks):
        lo = marks[i - 1].end() if i else 0
        # the result object starts at the last '{"' before its ruleId (keys may precede it)
        start = text.rfind('{"', lo, m.start() + 1)
        starts.append(m.start() if start < 0 else start)
    out = []
    for i, m in enumerate(marks):
        end = starts[i + 1] if i + 1 < len(marks) else len(text)
        seg = text[starts[i]:end]
        level = re.search(r'"level"\s*:\s*"(\w+)"', seg)
        line = re.search(r'"startLine"\s*:\s*(\d+)', seg)
        uri = re.search(r'"uri"\s*:\s*"([^"]*)"', seg)
        msg = re.search(r'"text"\s*:\s*"((?:[^"\\]|\\.)*)"', seg)
        out.append({
            "number": int(m.group(1)),
            "level": level.group(1) if level else "?",
            "line": int(line.group(1)) if line else 0,
            "file": os.path.basename(uri.group(1)) if uri else "",
            "text": msg.group(1) if msg else "",
        })
    return out


def counted(diags):
    """The diagnostics that count: errors and warnings (remarks and notes are left out)."""
    return [d for d in diags if d["level"] in ("error", "warning")]


def write_atomically(path, text):
    tmp = path.with_name(f"{path.name}.tmp-{os.getpid()}")
    tmp.write_text(text)
    os.replace(tmp, path)


def run_reference(src, std, outdir):
    """Runs the reference into a private folder and renames it into place, so that sweeps
    running side by side (several worktrees share the cache) never see a half-written run."""
    work = outdir.parent / f"{outdir.name}.tmp-{os.getpid()}"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    cmd = [str(REF_DIR / "cudafe-ref"), str(src), str(work), f"--std={std}", "--", "--output_mode", "sarif"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    ok = (work / "cudafe_args.txt").exists() and (work / "input.ii").exists()
    # keep only what replay needs
    for p2 in work.iterdir():
        if p2.name not in ("input.ii", "cudafe_args.txt", "diagnostics.txt", "exit_code"):
            if p2.is_dir():
                shutil.rmtree(p2)
            else:
                p2.unlink()
    try:
        work.rename(outdir)
    except OSError:  # another sweep finished the same run first: keep its folder
        shutil.rmtree(work, ignore_errors=True)
    return {"ok": ok, "exit": p.returncode, "stderr": p.stderr[-2000:]}


def load_reference(refdir, refjson):
    """The cached reference run; its diagnostics are read again from its log (so a change of
    the reader needs no new run)."""
    ref = json.loads(refjson.read_text())
    log = refdir / "diagnostics.txt"
    ref["diagnostics"] = sarif_diagnostics(log.read_text(errors="replace")) if log.exists() else []
    return ref


def run_cufe(cufe, refdir):
    args = (refdir / "cudafe_args.txt").read_text().splitlines()
    work = refdir.parent / f"{refdir.name}.cufe-work-{os.getpid()}"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir()
    shutil.copy(refdir / "input.ii", work / "input.ii")
    try:
        p = subprocess.run([str(cufe)] + args, cwd=work, capture_output=True, text=True, timeout=300)
        out, code = p.stdout + p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        out, code = "", "timeout"
    shutil.rmtree(work, ignore_errors=True)
    internal = [l for l in out.splitlines() if "internal error" in l.lower() or "panicked" in l]
    return {"exit": code, "log": out, "internal": internal[:5]}


def job(src, root, cache, cufe, cufe_hash, hh):
    rel = src.relative_to(root).as_posix()
    std = standard_of(src)
    key = sha(src.read_bytes(), std, hh)
    refdir = cache / "ref" / key
    refjson = cache / "ref" / (key + ".json")
    if not refjson.exists():
        write_atomically(refjson, json.dumps(run_reference(src, std, refdir)))
    ref = load_reference(refdir, refjson)
    ours = None
    if ref["ok"] and cufe is not None:
        ourjson = cache / "cufe" / f"{key}-{cufe_hash}.json"
        if ourjson.exists():
            ours = json.loads(ourjson.read_text())
        else:
            ours = run_cufe(cufe, refdir)
            write_atomically(ourjson, json.dumps(ours))
        ours["diagnostics"] = sarif_diagnostics(ours.pop("log"))
    return {"input": rel, "std": std, "ref": ref, "cufe": ours}


def family_of(rel):
    """An input's family: its folder (a GCC testsuite folder, a clang test folder); clang's
    nested CXX tests count by chapter (`CXX/temp`)."""
    if rel.startswith("CXX/"):
        return clang_cxx_suite.family(rel)
    return rel.rsplit("/", 1)[0] if "/" in rel else "."


def key(d):
    """What must agree for a diagnostic to match: file, line, severity and number (strict)."""
    return (d["file"], d["line"], d["level"], d["number"])


def compare(results):
    tot_ref = tot_cufe = matched = 0
    families = defaultdict(lambda: {"inputs": 0, "ref": 0, "cufe": 0, "matched": 0, "false_errors": 0,
                                    "internal": 0})
    missed = Counter()
    missed_at = []
    extra = Counter()
    false_errors = []
    wrong_number = []
    rejected = []
    per_file = []
    skipped = []
    internal = []
    for r in results:
        if not r["ref"]["ok"] or r["cufe"] is None:
            skipped.append(r["input"])
            continue
        ref = counted(r["ref"]["diagnostics"])
        ours = counted(r["cufe"]["diagnostics"])
        fam = families[family_of(r["input"])]
        fam["inputs"] += 1
        if r["cufe"]["internal"] or r["cufe"]["exit"] not in (0, 2):
            internal.append((r["input"], r["cufe"]["exit"], r["cufe"]["internal"]))
            fam["internal"] += 1
        rk = Counter(key(d) for d in ref)
        ok = Counter(key(d) for d in ours)
        m = sum((rk & ok).values())
        matched += m
        tot_ref += len(ref)
        tot_cufe += len(ours)
        fam["ref"] += len(ref)
        fam["cufe"] += len(ours)
        fam["matched"] += m
        for k, n in (rk - ok).items():
            missed[k[3]] += n
            missed_at.append((r["input"], k[1], k[2], k[3]))
        for k, n in (ok - rk).items():
            extra[k[3]] += n
        ref_error_lines = {(d["file"], d["line"]) for d in ref if d["level"] == "error"}
        ref_lines = defaultdict(list)
        for d in ref:
            ref_lines[(d["file"], d["line"])].append(d["number"])
        for d in ours:
            if d["level"] != "error":
                continue
            if (d["file"], d["line"]) not in ref_error_lines:
                false_errors.append((r["input"], d))
                fam["false_errors"] += 1
            elif d["number"] not in ref_lines[(d["file"], d["line"])]:
                wrong_number.append((r["input"], d, ref_lines[(d["file"], d["line"])]))
        per_file.append((r["input"], len(ref), len(ours), m))
        if not any(d["level"] == "error" for d in ref) and any(d["level"] == "error" for d in ours):
            rejected.append(r["input"])
    return {
        "ref": tot_ref, "cufe": tot_cufe, "matched": matched, "missed": missed, "missed_at": missed_at, "extra": extra,
        "false_errors": false_errors, "wrong_number": wrong_number, "per_file": per_file,
        "skipped": skipped, "internal": internal, "families": dict(sorted(families.items())),
        "rejected": rejected,
    }


def catalog_names():
    names = {}
    path = REPO / "tables" / "diagnostics.yaml"
    if not path.exists():
        return names
    num = None
    for line in path.read_text().splitlines():
        m = re.match(r"\s*-?\s*number:\s*(\d+)", line)
        if m:
            num = int(m.group(1))
            continue
        m = re.match(r"\s*-?\s*(?:tag|name):\s*(\S+)", line)
        if m and num is not None and num not in names:
            names[num] = m.group(1)
            continue
        m = re.match(r"\s+(\d+):\s*([a-z_][a-z0-9_]*)\s*$", line)
        if m and int(m.group(1)) not in names:
            names[int(m.group(1))] = m.group(2)
    return names


def report(c, results, out):
    def pct(a, b):
        return f"{100.0 * a / b:.1f}%" if b else "n/a"
    names = catalog_names()
    w = out.write
    n = len(results) - len(c["skipped"])
    w(f"inputs compared: {n} (skipped, no result of the reference or of this cufe binary: {len(c['skipped'])})\n")
    w(f"reference diagnostics (errors+warnings): {c['ref']}; cufe: {c['cufe']}; matched (file, line, severity, number): {c['matched']}\n")
    w(f"recall: {pct(c['matched'], c['ref'])}   precision: {pct(c['matched'], c['cufe'])}\n")
    w(f"false errors (cufe error, no reference error on that line): {len(c['false_errors'])}\n")
    w(f"inputs the reference accepts (no error) that cufe rejects: {len(c['rejected'])}"
      + (f" ({', '.join(c['rejected'])})" if c["rejected"] else "") + "\n")
    w(f"errors with another number than the reference's on that line: {len(c['wrong_number'])}\n")
    w(f"cufe internal errors / unexpected exit: {len(c['internal'])}\n")
    w("(a match is the same file, line, severity and number; errors and warnings count)\n\n")
    w("== per family ==\n")
    w(f"  {'family':28s} {'inputs':>6s} {'ref':>5s} {'cufe':>5s} {'match':>5s} {'recall':>7s} {'precis.':>7s} {'false err':>9s} {'crash':>5s}\n")
    for fam, f in c["families"].items():
        w(f"  {fam:28s} {f['inputs']:6d} {f['ref']:5d} {f['cufe']:5d} {f['matched']:5d} "
          f"{pct(f['matched'], f['ref']):>7s} {pct(f['matched'], f['cufe']):>7s} {f['false_errors']:9d} {f['internal']:5d}\n")
    w("\n")
    w("== false errors ==\n")
    for inp, d in c["false_errors"]:
        w(f"  {inp}: {d['file']}({d['line']}): error #{d['number']}: {d['text'][:150]}\n")
    w("\n== errors with another number ==\n")
    for inp, d, nums in c["wrong_number"]:
        w(f"  {inp}: {d['file']}({d['line']}): cufe #{d['number']}, reference {nums}: {d['text'][:120]}\n")
    w("\n== internal errors / unexpected exit ==\n")
    for inp, code, lines in c["internal"]:
        w(f"  {inp}: exit {code}: {' | '.join(lines)[:200]}\n")
    w("\n== missed, by number (count, number, catalog name) ==\n")
    for num, k in sorted(c["missed"].items(), key=lambda x: (-x[1], x[0])):
        w(f"  {k:4d}  {num:5d}  {names.get(num, '?')}\n")
    w("\n== extra (cufe reports, the reference does not at that line), by number ==\n")
    for num, k in sorted(c["extra"].items(), key=lambda x: (-x[1], x[0])):
        w(f"  {k:4d}  {num:5d}  {names.get(num, '?')}\n")
    w("\n== per input (reference, cufe, matched) ==\n")
    for inp, a, b, m in c["per_file"]:
        w(f"  {a:4d} {b:4d} {m:4d}  {inp}\n")
    if c["skipped"]:
        w("\n== skipped ==\n")
        for s in c["skipped"]:
            w(f"  {s}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["run", "report", "show", "gcc-install", "clang-cxx-install",
                                        "clang-cxx-select"],
                    help="show: both tools' diagnostics of the inputs --match selects, line by line; "
                    "gcc-install: fetch GCC's testsuite (pinned Debian gcc-12-source) and write the "
                    "--suite gcc inputs; clang-cxx-install: write the tests clang_cxx_inputs.txt lists "
                    "(downloaded, or from --from GITDIR) as the --suite clang-cxx inputs; "
                    "clang-cxx-select --from GITDIR: recompute clang_cxx_inputs.txt")
    ap.add_argument("--suite", choices=["clang", "gcc", "clang-cxx"], default="clang",
                    help="clang: clang's CUDA tests (inputs listed in inputs.txt); gcc: the selected "
                    "programs of GCC's C++ testsuite plus cufe's own CUDA programs (cuda/); "
                    "clang-cxx: clang's SemaCXX and CXX tests listed in clang_cxx_inputs.txt")
    ap.add_argument("--from", dest="from_git", type=Path,
                    help="clang-cxx-install/-select: a local git directory of llvm-mirror/clang or "
                    "llvm/llvm-project to read the tests from")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--inputs", type=Path, help="default: ~/.cache/cufe-diag-sweep/inputs (clang), "
                    ".../gcc/inputs (gcc), .../clang-cxx/inputs (clang-cxx)")
    ap.add_argument("--cache", type=Path, default=HOME / "cache")
    ap.add_argument("--cufe", type=Path, default=REPO / "target" / "release" / "cufe")
    ap.add_argument("--match", help="only inputs whose relative path matches this regex")
    ap.add_argument("--reference-only", action="store_true", help="run: fill the reference's cache only")
    ap.add_argument("-o", "--output", type=Path, help="write the report here too")
    ap.add_argument("--json", type=Path, help="write the comparison (counts, false errors) as JSON")
    a = ap.parse_args()

    if a.command == "gcc-install":
        a.suite = "gcc"
    if a.command.startswith("clang-cxx-"):
        a.suite = "clang-cxx"
    if a.inputs is None:
        a.inputs = {"gcc": HOME / "gcc" / "inputs", "clang-cxx": HOME / "clang-cxx" / "inputs"}.get(
            a.suite, HOME / "inputs")
    listing = HERE / "clang_cxx_inputs.txt"
    if a.command == "clang-cxx-select":
        if not a.from_git:
            sys.exit("clang-cxx-select needs --from GITDIR (a clone of llvm-mirror/clang or llvm-project)")
        picked = clang_cxx_suite.select(a.from_git)
        clang_cxx_suite.write_list(picked, listing)
        print(f"{len(picked)} tests listed in {listing}", file=sys.stderr)
        return
    if a.command == "clang-cxx-install":
        n = clang_cxx_suite.install(listing, a.inputs, a.from_git)
        print(f"{n} inputs under {a.inputs}", file=sys.stderr)
        return
    if a.command == "gcc-install":
        suite = gcc_suite.install(HOME)
        n = gcc_suite.write_inputs(suite, a.inputs, own=HERE / "cuda")
        print(f"{n} inputs under {a.inputs}", file=sys.stderr)
        return
    root = a.inputs.resolve()
    if not root.is_dir():
        sys.exit(f"no inputs folder {root} (see scripts/diag-sweep/README.md)")
    for d in ("ref", "cufe"):
        (a.cache / d).mkdir(parents=True, exist_ok=True)
    # the stand-in headers clang's tests include (Inputs/cuda.h: nvcc declares it all)
    for sub in ([p for p in root.iterdir() if p.is_dir()] + [root]) if a.suite == "clang" else []:
        dst = sub / "Inputs"
        dst.mkdir(exist_ok=True)
        for h in (HERE / "Inputs").glob("*.h"):
            if not (dst / h.name).exists() or (dst / h.name).read_bytes() != h.read_bytes():
                shutil.copy(h, dst / h.name)
    srcs = inputs(root, a.match)
    if not srcs:
        sys.exit(f"no inputs under {root} (see scripts/diag-sweep/README.md)")
    if a.reference_only:
        a.cufe = None
        cufe_hash = None
    elif not a.cufe.exists():
        sys.exit(f"{a.cufe}: no cufe binary (cargo build --release)")
    else:
        cufe_hash = file_hash(a.cufe)
    hh = headers_hash(root)
    results = []
    if a.command == "run":
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
            cufe = a.cufe.resolve() if a.cufe else None
            futs = {ex.submit(job, s, root, a.cache, cufe, cufe_hash, hh): s for s in srcs}
            for i, f in enumerate(concurrent.futures.as_completed(futs), 1):
                r = f.result()
                print(f"[{i}/{len(srcs)}] {r['input']}", file=sys.stderr)
                results.append(r)
        if a.reference_only:
            return
    else:
        for s in srcs:
            std = standard_of(s)
            key = sha(s.read_bytes(), std, hh)
            refjson = a.cache / "ref" / (key + ".json")
            ourjson = a.cache / "cufe" / f"{key}-{cufe_hash}.json"
            if not refjson.exists():
                continue
            ref = load_reference(a.cache / "ref" / key, refjson)
            ours = json.loads(ourjson.read_text()) if ourjson.exists() else None
            if ours is not None:
                ours["diagnostics"] = sarif_diagnostics(ours.pop("log"))
            results.append({"input": s.relative_to(root).as_posix(), "std": std, "ref": ref, "cufe": ours})
    results.sort(key=lambda r: r["input"])
    if a.command == "show":
        for r in results:
            if r["cufe"] is None:
                continue
            print(f"== {r['input']} ({r['std']})")
            rows = [("ref ", d) for d in counted(r["ref"]["diagnostics"])] + [("cufe", d) for d in counted(r["cufe"]["diagnostics"])]
            rows.sort(key=lambda x: (x[1]["file"], x[1]["line"], x[0]))
            for who, d in rows:
                print(f"  {who} {d['file']}({d['line']}) {d['level']} #{d['number']}: {d['text'][:110]}")
        return
    c = compare(results)
    report(c, results, sys.stdout)
    if a.output:
        with open(a.output, "w") as f:
            report(c, results, f)
    if a.json:
        a.json.write_text(json.dumps({
            "recall": c["matched"] / c["ref"] if c["ref"] else None,
            "precision": c["matched"] / c["cufe"] if c["cufe"] else None,
            "reference": c["ref"], "cufe": c["cufe"], "matched": c["matched"],
            "false_errors": [[i, d] for i, d in c["false_errors"]], "rejected": c["rejected"],
            "missed": dict(c["missed"]), "extra": dict(c["extra"]), "families": c["families"],
            # each missed diagnostic: input, line, severity, number
            "missed_at": c["missed_at"],
        }, indent=1))


if __name__ == "__main__":
    main()
