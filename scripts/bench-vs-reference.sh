#!/usr/bin/env bash
# bench-vs-reference.sh [--full] [EXAMPLE.cu...] -- cufe against the reference cudafe++ on the
# same preprocessed input and the same argv (from cudafe-ref), side by side.
#
# For each example: cudafe-ref makes the input (prelude mode by default, nvcc's full
# cuda_runtime.h unit with --full), then both front ends run RUNS times (default 10) on it;
# the script prints the median wall time of each, their ratio (reference / cufe: above 1 means
# cufe is faster) and the peak RSS of each. A benchmark, not a test: nothing here fails on speed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$here/.."
ref="$repo/../shared/reference"
. "$ref/env.sh"
mode=(--prelude-only)
if [[ "${1:-}" == "--full" ]]; then mode=(); shift; fi
runs="${RUNS:-10}"
examples=("$@")
[[ ${#examples[@]} -gt 0 ]] || examples=("$repo"/tests/examples/{launch,variables,template_kernel,anon_namespace,hd_struct,template_launch,managed,nested_namespace}.cu)
cufe="$repo/target/release/cufe"
[[ -x "$cufe" ]] || (cd "$repo" && cargo build --release -q)
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

# median seconds and max RSS (KB) of RUNS runs of a command in a folder
measure() {
  local dir="$1"; shift
  python3 - "$dir" "$runs" "$@" <<'PY'
import os, resource, statistics, subprocess, sys, time
folder, runs, cmd = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
times, rss = [], 0
for _ in range(runs):
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(p.pid, 0)
    times.append(time.perf_counter() - t0)
    rss = max(rss, usage.ru_maxrss)
print(f"{statistics.median(times):.4f} {rss}")
PY
}

printf '%-18s %10s %10s %8s %10s %10s\n' example ref_s cufe_s ratio ref_RSS_KB cufe_RSS_KB
for src in "${examples[@]}"; do
  name="$(basename "$src" .cu)"
  "$ref/cudafe-ref" "$src" "$work/$name" "${mode[@]}" >/dev/null 2>&1 || { echo "$name: reference failed"; continue; }
  mapfile -t args < "$work/$name/cudafe_args.txt"
  mkdir -p "$work/$name/ours" && cp "$work/$name/input.ii" "$work/$name/ours/"
  read -r rt rr < <(measure "$work/$name" env LD_LIBRARY_PATH="$CUFE_REF_NV/lib" "$CUFE_REF_CUDAFE" "${args[@]}")
  read -r ct cr < <(measure "$work/$name/ours" "$cufe" "${args[@]}")
  ratio=$(awk -v r="$rt" -v c="$ct" 'BEGIN { if (c > 0) printf "%.2f", r / c; else print "inf" }')
  printf '%-18s %10s %10s %8s %10s %10s\n' "$name" "$rt" "$ct" "$ratio" "$rr" "$cr"
done
