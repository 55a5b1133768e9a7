#!/usr/bin/env python3
"""One file, the reference beside cufe: the diagnostics (line, level, number, text) each reports.

    compare_one.py FILE.cu [CUFE] [--std=c++17]

Runs `cudafe-ref --prelude-only` with SARIF output, then CUFE (default: target/release/cufe)
with the reference's own cudafe++ argv on the same preprocessed input. A development aid for
cutting minimal tests; the suites' judgement is diag_sweep.py's."""
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import diag_sweep as ds  # noqa: E402


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--std")]
    std = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--std=")), "c++17")
    src = pathlib.Path(args[0]).resolve()
    cufe = pathlib.Path(args[1] if len(args) > 1 else "target/release/cufe").resolve()
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "ref"
        cmd = [str(ds.REF_DIR / "cudafe-ref"), str(src), str(out), "--prelude-only",
               f"--std={std}", "--", "--output_mode", "sarif"]
        subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        log = out / "diagnostics.txt"
        if not (out / "cudafe_args.txt").exists():
            print("reference did not run:", log.read_text(errors="replace") if log.exists() else "")
            return 2
        ref = ds.sarif_diagnostics(log.read_text(errors="replace"))
        ours = ds.sarif_diagnostics(ds.run_cufe(cufe, out)["log"])
    for name, diags in (("REF", ref), ("CUFE", ours)):
        print(f"== {name}")
        for d in diags:
            print(f"  {d['line']:4} {d['level']:8} {d['number']:5} {d['text'][:150]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
