#!/bin/sh
# Runs a cargo-fuzz target of the front end for SECONDS (default 600) under libFuzzer with
# AddressSanitizer; TARGET is one of
#   front_end  any bytes as a preprocessed unit → lexer, name oracle, parser, disambiguation
#              and tree printer (what `cufe parse --resolved x.ii` runs);
#   check      any bytes as a preprocessed unit → the whole front end as `cufe check` and
#              cudafe++'s command line run it (every check, IL display, host translation,
#              module id, cross-reference), in memory (driver::translate_in_memory).
# Any panic, stack overflow, hang (over $CUFE_FUZZ_TIMEOUT seconds on one input, default 60:
# a real unit of 1 MB takes about 10 s under AddressSanitizer and coverage on a loaded 2-core
# machine, half a second in a release build) or use of more than 4 GB is a
# failure and leaves its input in fuzz/artifacts/TARGET/; minimise it with
# `cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz tmin --release TARGET artifacts/TARGET/crash-...`.
# Works on the stable toolchain: RUSTC_BOOTSTRAP=1 lets cargo-fuzz pass its -Z flags
# (sanitizer, coverage) to stable rustc.
#
# Seeds: the project's own inputs (every .cu, .ii and .cpp under tests/ and examples/), and
# up to CUFE_FUZZ_REAL_UNITS (default 2) real preprocessed units, the smallest `input.ii` of
# the sweep's cache ($CUFE_FUZZ_UNITS_DIR, default ~/.cache/cufe-diag-sweep/cache/ref) when it
# exists; nothing is downloaded. The corpus grows in fuzz/corpus/TARGET (kept between runs,
# not committed). Mutations draw on fuzz/cxx.dict (C++ and CUDA keywords and punctuators).
#
#   cargo install cargo-fuzz     # once
#   scripts/fuzz-front-end.sh front_end 600
#   scripts/fuzz-front-end.sh check 600
set -eu
cd "$(dirname "$0")/.."
target="${1:?usage: scripts/fuzz-front-end.sh front_end|check [SECONDS]}"
seconds="${2:-600}"
case "$target" in
  front_end|check) ;;
  *) echo "fuzz-front-end.sh: unknown target '$target' (front_end or check)" >&2; exit 2 ;;
esac
corpus="fuzz/corpus/$target"
mkdir -p "$corpus"
i=0
find tests examples -type f \( -name '*.cu' -o -name '*.ii' -o -name '*.cpp' \) -size -256k | sort | while IFS= read -r f; do
  i=$((i + 1))
  cp "$f" "$corpus/seed-$i"
done
units_dir="${CUFE_FUZZ_UNITS_DIR:-$HOME/.cache/cufe-diag-sweep/cache/ref}"
if [ -d "$units_dir" ]; then
  find "$units_dir" -name input.ii -type f -size -2M -printf '%s %p\n' 2>/dev/null | sort -n |
    head -n "${CUFE_FUZZ_REAL_UNITS:-2}" | while read -r _size f; do
      cp "$f" "$corpus/unit-$(basename "$(dirname "$f")")"
    done
fi
cd fuzz
RUSTC_BOOTSTRAP=1 cargo fuzz run --release "$target" "corpus/$target" -- \
  -max_total_time="$seconds" -timeout="${CUFE_FUZZ_TIMEOUT:-60}" -rss_limit_mb=4096 -dict=cxx.dict
