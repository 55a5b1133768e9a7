#!/usr/bin/env bash
# bench-vs-reference.sh [--full | --corpus [MIN_MB]] [EXAMPLE.cu...] -- cufe against the
# reference cudafe++ on the same preprocessed input and the same argv (from cudafe-ref), side
# by side, in one run.
#
#   (default)        tests/examples/*.cu in prelude mode (tiny units)
#   --full           the same examples with nvcc's real cuda_runtime.h (about 1.3 MB each)
#   --corpus [MB]    the corpus units of tests/corpus/ (each driver in C++17 and C++20) whose
#                    preprocessed size is at least MB (default 1); they are read from
#                    target/corpus-cache/, which `cargo test --release --test corpus` fills
#
# Both front ends run RUNS times (default 10; 5 for --corpus) on each input, alternately; the
# script prints the input size, the median wall time of each, their ratio (cufe / reference:
# below 1 means cufe is faster; the corpus bar is 0.5) and the peak RSS of each with its
# ratio. A benchmark, not a test: nothing here fails on speed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
ref="$repo/../shared/reference"
. "$ref/env.sh"
mode=(--prelude-only) corpus="" min_mb=1
case "${1:-}" in
  --full) mode=(); shift ;;
  --corpus) corpus=1; shift; if [[ "${1:-}" =~ ^[0-9.]+$ ]]; then min_mb="$1"; shift; fi ;;
esac
runs="${RUNS:-$([[ -n $corpus ]] && echo 5 || echo 10)}"
cufe="$repo/target/release/cufe"
[[ -x "$cufe" ]] || (cd "$repo" && cargo build --release -q)
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

# One folder per unit, each holding cudafe-ref's outputs (input.ii, cudafe_args.txt).
units=()
if [[ -n $corpus ]]; then
  cache="${CARGO_TARGET_DIR:-$repo/target}/corpus-cache"
  [[ -d $cache ]] || { echo "no $cache: run 'cargo test --release --test corpus' first" >&2; exit 1; }
  for dir in "$cache"/*/; do
    [[ -f $dir/input.ii && $(cat "$dir/exit_code") == 0 ]] || continue
    size=$(stat -c %s "$dir/input.ii")
    awk -v s="$size" -v m="$min_mb" 'BEGIN { exit !(s >= m * 1e6) }' && units+=("${dir%/}")
  done
else
  examples=("$@")
  [[ ${#examples[@]} -gt 0 ]] || examples=("$repo"/tests/examples/{launch,variables,template_kernel,anon_namespace,hd_struct,template_launch,managed,nested_namespace}.cu)
  for src in "${examples[@]}"; do
    name="$(basename "$src" .cu)"
    "$ref/cudafe-ref" "$src" "$work/$name" "${mode[@]}" >/dev/null 2>&1 || { echo "$name: reference failed" >&2; continue; }
    units+=("$work/$name")
  done
fi

# Median seconds and peak RSS (KB) of the reference and of cufe, RUNS runs each, alternating
# so that both see the same machine load. Each runs in its own copy of the unit's folder.
measure() {
  python3 - "$@" <<'PY'
import os, statistics, subprocess, sys, time
runs, ref_dir, ours_dir, ref_cmd, ours_cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
args = open(os.path.join(ref_dir, "cudafe_args.txt")).read().split("\n")
args = [a for a in args if a]
def run(cmd, folder):
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd.split("\x1f") + args, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    return time.perf_counter() - t0, usage.ru_maxrss, os.waitstatus_to_exitcode(status)
times = {"ref": [], "ours": []}; rss = {"ref": 0, "ours": 0}; exits = {}
for _ in range(runs):
    for who, cmd, folder in (("ref", ref_cmd, ref_dir), ("ours", ours_cmd, ours_dir)):
        t, m, e = run(cmd, folder)
        times[who].append(t); rss[who] = max(rss[who], m); exits[who] = e
print(f"{statistics.median(times['ref']):.3f} {statistics.median(times['ours']):.3f} {rss['ref']} {rss['ours']} {exits['ref']} {exits['ours']}")
PY
}

printf '%-28s %7s %8s %8s %7s %10s %10s %7s %s\n' unit MB ref_s cufe_s ratio ref_RSS_KB cufe_RSS_KB ratio exits
for dir in "${units[@]}"; do
  name="$(basename "$dir")"
  mkdir -p "$work/run/$name/ref" "$work/run/$name/ours"
  cp "$dir/input.ii" "$dir/cudafe_args.txt" "$work/run/$name/ref/"
  cp "$dir/input.ii" "$work/run/$name/ours/"
  mb=$(awk -v s="$(stat -c %s "$dir/input.ii")" 'BEGIN { printf "%.2f", s / 1e6 }')
  read -r rt ct rr cr re ce < <(measure "$runs" "$work/run/$name/ref" "$work/run/$name/ours" \
    "env"$'\x1f'"LD_LIBRARY_PATH=$CUFE_REF_NV/lib"$'\x1f'"$CUFE_REF_CUDAFE" "$cufe")
  ratio=$(awk -v r="$rt" -v c="$ct" 'BEGIN { printf "%.2f", c / r }')
  mratio=$(awk -v r="$rr" -v c="$cr" 'BEGIN { printf "%.2f", c / r }')
  printf '%-28s %7s %8s %8s %7s %10s %10s %7s %s\n' "$name" "$mb" "$rt" "$ct" "$ratio" "$rr" "$cr" "$mratio" "ref=$re cufe=$ce"
done
