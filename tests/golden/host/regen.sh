#!/bin/bash
# Regenerates the golden host-translation files in this directory with the reference cudafe++.
# Needs /work/shared/reference (install.sh run once) and /tmp/refout/pre_<example>/ (cudafe-ref
# --prelude-only outputs of the shipped examples) plus an --extended-lambda run of ext_lambda.cu.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cases=$here/../../cases
. /work/shared/reference/env.sh
export LD_LIBRARY_PATH=$CUFE_REF_NV/lib:
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# boilerplate_min.ii (one line marker, one declaration) under every emulated GCC version that
# changes the prologue, with and without --extended-lambda. Module id: _9fd36db3_4_k_cu_x.
for gv in 40000 40200 40600 80500 100200 120200 130200; do
  for xl in "" --extended-lambda; do
    name=min_gnu$gv${xl:+_xl}
    (cd "$tmp" && "$CUFE_REF_CUDAFE" --c++17 --static-host-stub --device-hidden-visibility \
      --gnu_version=$gv --display_error_number --orig_src_file_name k.cu --orig_src_path_name /src/k.cu \
      --allow_managed $xl --m64 --parse_templates --gen_c_file_name out.cpp \
      --stub_file_name k.cudafe1.stub.c --gen_module_id_file --module_id_file_name out.module_id \
      --simt-only "$cases/boilerplate_min.ii")
    cp "$tmp/out.cpp" "$here/$name.cudafe1.cpp"
  done
done
# The shipped examples in prelude mode: whole outputs (small) and their module ids, kept in
# tests/golden/reference/<example>/ (shared with the diff tests).
for ex in launch variables anon_namespace template_kernel hd_struct; do
  mkdir -p "$here/../reference/$ex"
  cp /tmp/refout/pre_$ex/input.cudafe1.cpp /tmp/refout/pre_$ex/input.module_id "$here/../reference/$ex/"
done
# ext_lambda (--extended-lambda) is 190 KB: keep its first 24 and last 8 lines only.
x=${EXT_LAMBDA_OUT:-/tmp/ht/pre_ext}
head -n 24 "$x/input.cudafe1.cpp" > "$here/ex_ext_lambda.head"
tail -n 8 "$x/input.cudafe1.cpp" > "$here/ex_ext_lambda.tail"
cp "$x/input.module_id" "$here/ex_ext_lambda.module_id"
