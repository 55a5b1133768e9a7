#!/usr/bin/env bash
# prep.sh -- the sweep's preprocessing step for one unit: nvcc's exact host preprocessing
# (taken from `nvcc -dryrun`, as ../shared/reference/cudafe-ref does), without running
# cudafe++ or the device side (cicc on a CUTLASS example takes minutes and tells the sweep
# nothing).
#
# usage: prep.sh UNIT.cu OUTDIR NVCC_ARG...
#
# OUTDIR afterwards:
#   input.ii          the host-side preprocessed unit (cudafe++'s input)
#   cudafe_args.txt   cudafe++'s argv[1..], one per line, with nvcc's temporaries renamed to
#                     input.* (replay in a directory holding input.ii)
#   cudafe_path.txt   the cudafe++ nvcc runs
#   dryenv.txt        the variables nvcc exports to its steps (NAME=VALUE, one per line)
#   preprocess.log    gcc -E's messages
# Exit status: 0, or 125 when nvcc -dryrun or the preprocessing failed.
set -euo pipefail
here="$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")"
CUFE_REF_DIR="${CUFE_REF_DIR:-$(readlink -f "$here/../../../shared/reference")}"
. "$CUFE_REF_DIR/_dryrun.sh"
die() { echo "prep.sh: $*" >&2; exit 125; }
(($# >= 2)) || die "usage: prep.sh UNIT.cu OUTDIR NVCC_ARG..."
cufe_ref_locate

src="$(realpath "$1")" out="$2"; shift 2
srcdir="$(dirname "$src")" name="$(basename "$src")" stem="${name%.*}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
rm -f "$out"/input.ii "$out"/cudafe_args.txt "$out"/dryenv.txt "$out"/preprocess.log "$out"/cudafe_path.txt

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$srcdir" && TMPDIR="$tmp" "$CUFE_REF_NVCC" -dryrun -c "$@" "$name" -o "$stem.o") 2>"$tmp/dryrun.txt" ||
  { cat "$tmp/dryrun.txt" >&2; die "nvcc -dryrun failed"; }
dryrun_parse "$tmp/dryrun.txt"

fix_name() {
  local w=$1 suffix
  [[ $w == *tmpxft_* ]] || { printf '%s\n' "$w"; return; }
  suffix=${w##*/}; suffix=${suffix#tmpxft_*_*-*_"$stem".}
  [[ $suffix == cpp4.ii ]] && suffix=ii
  printf 'input.%s\n' "$suffix"
}

host_pp=() cudafe=()
for c in "${DRYCMDS[@]}"; do
  dryrun_words "$c"
  prog="${WORDS[0]##*/}"
  # a program the host side does not run may be missing (tileiras, under -enable-tile)
  fixed=("$(dryrun_which "${WORDS[0]}" || printf %s "${WORDS[0]}")")
  for w in "${WORDS[@]:1}"; do fixed+=("$(fix_name "$w")"); done
  case $prog in
    cudafe++) cudafe=("${fixed[@]}") ;;
    cicc|ptxas|fatbinary|nvlink) ;;
    *) if [[ " ${WORDS[*]} " == *" -E "* && " ${WORDS[*]} " != *" -D__CUDA_ARCH__="* && ${#cudafe[@]} == 0 ]]; then
         host_pp=("${fixed[@]}")
       fi ;;
  esac
done
((${#host_pp[@]} && ${#cudafe[@]})) || die "no host gcc -E / cudafe++ step in nvcc -dryrun output"
for i in "${!host_pp[@]}"; do [[ ${host_pp[i]} == input.* ]] && host_pp[i]="$out/${host_pp[i]}"; done

printf '%s\n' "${DRYENV[@]}" >"$out/dryenv.txt"
printf '%s\n' "${cudafe[0]}" >"$out/cudafe_path.txt"
(cd "$srcdir" && step "$out/preprocess.log" "$out/preprocess.log" "${host_pp[@]}") ||
  { tail -20 "$out/preprocess.log" >&2; rm -f "$out/input.ii"; die "preprocessing failed"; }
printf '%s\n' "${cudafe[@]:1}" >"$out/cudafe_args.txt"
