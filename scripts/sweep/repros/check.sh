#!/usr/bin/env bash
# check.sh [FILE.cu...] -- each minimal reproduction cut from a sweep failure cluster: the
# reference (cudafe-ref --prelude-only, plus the file's `// cudafe-ref-flags:` line) and
# `cufe check --host-only` (same -std, and --extended-lambda when the flags have it). Prints one
# line per file: ref exit, cufe exit, cufe's first error. A reproduction is still open while the
# reference accepts it and cufe does not.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
ref="$(readlink -f "$repo/../shared/reference")"
cufe="${CUFE:-$repo/target/release/cufe}"
. "$ref/env.sh" || { echo "run $ref/install.sh first" >&2; exit 2; }
(($#)) || set -- "$here"/*.cu
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
for f in "$@"; do
  flags=($(sed -n 's|^// cudafe-ref-flags:||p' "$f"))
  std=c++17 cflags=()
  for a in "${flags[@]}"; do
    [[ $a == --std=* ]] && std=${a#--std=}
    [[ $a == --extended-lambda ]] && cflags+=(--extended-lambda)
  done
  "$ref/cudafe-ref" "$f" "$tmp/out" --prelude-only "${flags[@]}" >/dev/null 2>&1
  rrc=$(cat "$tmp/out/exit_code" 2>/dev/null || echo none)
  "$cufe" check --host-only -std=$std "${cflags[@]}" "$f" >"$tmp/cufe.txt" 2>&1; crc=$?
  first=$(grep -m1 -E 'error|panicked' "$tmp/cufe.txt" | cut -c1-140)
  state=open; [[ $rrc == 0 && $crc == 0 ]] && state=fixed; [[ $rrc != 0 ]] && state="INVALID (reference rejects)"
  printf '%-34s ref %s  cufe %s  %-6s %s\n' "$(basename "$f")" "$rrc" "$crc" "$state" "$first"
done
