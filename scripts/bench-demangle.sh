#!/usr/bin/env bash
# Names per second of `cufe demangle` against GNU `c++filt` on the same list (stdin mode, one
# name per line), and their ratio. The list is the mangled column of
# tests/golden/demangle/cxxfilt.tsv repeated REPEAT times (default 20).
# Usage: scripts/bench-demangle.sh [REPEAT]   (builds target/release/cufe first if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=${1:-20}
cufe=target/release/cufe
[ -x "$cufe" ] || cargo build --release --quiet
list=$(mktemp)
trap 'rm -f "$list" "$list".out' EXIT
names=$(grep -v '^#' tests/golden/demangle/cxxfilt.tsv | cut -f1)
for _ in $(seq "$repeat"); do printf '%s\n' "$names"; done > "$list"
count=$(wc -l < "$list")

seconds() { # command... < list: best wall time of 3 runs, in seconds
    local best=
    for _ in 1 2 3; do
        local t0 t1
        t0=$(date +%s.%N)
        "$@" < "$list" > "$list.out"
        t1=$(date +%s.%N)
        best=$(echo "$t1 - $t0" | bc -l | awk -v b="$best" '{ if (b == "" || $1 < b) print $1; else print b }')
    done
    echo "$best"
}

ours=$(seconds "$cufe" demangle)
theirs=$(seconds c++filt)
awk -v n="$count" -v a="$ours" -v b="$theirs" 'BEGIN {
    printf "names:   %d\n", n
    printf "cufe:    %.0f names/s (%.3f s)\n", n / a, a
    printf "c++filt: %.0f names/s (%.3f s)\n", n / b, b
    printf "ratio (cufe / c++filt): %.2f\n", b / a
}'
