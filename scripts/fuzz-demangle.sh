#!/bin/sh
# Runs the cargo-fuzz target of the demangler (fuzz/fuzz_targets/demangle.rs) for SECONDS
# (default 600) under libFuzzer with AddressSanitizer; any panic, stack overflow, hang
# (over 5 s on one input) or use of more than 2 GB is a failure and leaves its input in
# fuzz/artifacts/demangle/. Works on the stable toolchain: RUSTC_BOOTSTRAP=1 lets cargo-fuzz
# pass its -Z flags (sanitizer, coverage) to stable rustc. Seeds: 3000 names of the libcxxabi
# list (tests/golden/demangle/libcxxabi-inputs.txt), without their `_Z` (the target adds it).
#
#   cargo install cargo-fuzz     # once
#   scripts/fuzz-demangle.sh 600
set -eu
cd "$(dirname "$0")/.."
seconds="${1:-600}"
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
i=0
head -n 3000 tests/golden/demangle/libcxxabi-inputs.txt | while IFS= read -r name; do
  i=$((i + 1))
  printf '%s' "${name#_Z}" > "$corpus/seed$i"
done
cd fuzz
RUSTC_BOOTSTRAP=1 cargo fuzz run --release demangle "$corpus" -- \
  -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048
