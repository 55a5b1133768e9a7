#!/bin/sh
# Rewrites the golden verdicts (`*.expected`) of the rule programs in tests/diagnostics/ and
# tests/cases/decl_rules/ from the reference: cudafe++'s diagnostics and cicc's, both from
# SARIF (see tests/decl_rules.rs). Needs the reference installed (../shared/reference/install.sh).
# Review the diff before committing: a golden is the reference's word, never cufe's.
set -e
cd "$(dirname "$0")/.."
CUFE_BLESS=1 cargo test --release --test decl_rules goldens_are_what_the_reference_reports -- --nocapture
git diff --stat -- tests/diagnostics tests/cases/decl_rules
