//! The module id against the reference: the ids cudafe++ wrote for the shipped examples and for
//! extra cases (`tests/golden/module_id/cases.tsv`), and a live run of the reference at a path
//! only known at test time.

mod common;

use cufe::backend::module_id::{anonymous_namespace_name, module_id};

struct Case {
    source: String,
    orig_src_path: String,
    orig_src_file: String,
    first_definition: String,
    expected: String,
}

fn golden_cases() -> Vec<Case> {
    let path = common::golden("module_id/cases.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 5, "bad line in cases.tsv: {line:?}");
            Case {
                source: f[0].to_string(),
                orig_src_path: f[1].to_string(),
                orig_src_file: f[2].to_string(),
                first_definition: f[3].to_string(),
                expected: f[4].to_string(),
            }
        })
        .collect()
}

#[test]
fn reference_module_ids() {
    let cases = golden_cases();
    assert!(cases.len() >= 30, "cases.tsv lost lines: {}", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        let got = module_id(&c.orig_src_path, &c.orig_src_file, Some(&c.first_definition));
        if got != c.expected {
            failures.push(format!("{} ({:?}, {:?}): got {got}, reference {}", c.source, c.orig_src_path, c.orig_src_file, c.expected));
        }
    }
    assert!(failures.is_empty(), "{} of {} module ids differ:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

#[test]
fn golden_case_sources_exist() {
    // The lead's semantic pass is tested on the same files (first qualifying definition).
    for c in golden_cases() {
        let path = match c.source.strip_prefix("examples/") {
            Some(name) => common::examples_dir().join(name),
            None => common::golden("module_id").join(&c.source),
        };
        assert!(path.is_file(), "{} is missing", path.display());
    }
}

#[test]
fn anonymous_namespace_name_matches_the_reference_output() {
    let run = common::cudafe_ref(&common::examples_dir().join("anon_namespace.cu"), &["--prelude-only"]);
    assert_eq!(run.exit_code, 0);
    let id = run.read("input.module_id");
    let host = run.read("input.cudafe1.cpp");
    let expected = format!("#define _NV_ANON_NAMESPACE {}", anonymous_namespace_name(&id));
    assert!(host.contains(&expected), "no {expected:?} in the reference's .cudafe1.cpp");
}

/// The path part at a path that exists only now (a fresh temp dir, a name with odd bytes).
#[test]
fn live_reference_at_a_fresh_path() {
    let dir = common::TempDir::new("module-id");
    let name = "odd name+1.cu";
    let input = dir.join(name);
    // The first qualifying definition is the initialised variable `first_var` (plain C++, so
    // its name is unmangled); `square` comes later.
    std::fs::write(&input, "int first_var = 3;\n__device__ float square(float x) { return x * x; }\n").unwrap();
    let run = common::cudafe_ref(&input, &["--prelude-only"]);
    assert_eq!(run.exit_code, 0, "reference failed: {}", run.read("diagnostics.txt"));
    let real_path = std::fs::canonicalize(&input).unwrap();
    let expected = run.read("input.module_id");
    assert_eq!(module_id(&real_path.display().to_string(), name, Some("first_var")), expected);
}

/// cufe's module id for `source`, replaying cudafe++'s argv on the reference's preprocessed
/// text, and the reference's; `full` preprocesses with the real CUDA headers.
fn module_ids(name: &str, source: &str, full: bool) -> (String, String) {
    let dir = common::TempDir::new(&format!("module-id-{name}"));
    let input = dir.join(&format!("{name}.cu"));
    std::fs::write(&input, source).unwrap();
    let options: &[&str] = if full { &[] } else { &["--prelude-only"] };
    let run = common::cudafe_ref(&input, options);
    assert_eq!(run.exit_code, 0, "reference failed: {}", run.read("diagnostics.txt"));
    let ours = common::TempDir::new(&format!("module-id-{name}-ours"));
    std::fs::copy(run.file("input.ii"), ours.join("input.ii")).unwrap();
    let out = std::process::Command::new(common::cufe_bin()).args(run.cudafe_args()).current_dir(ours.path()).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{name}: {}", String::from_utf8_lossy(&out.stderr));
    let got = std::fs::read_to_string(ours.join("input.module_id")).unwrap_or_default();
    (got, run.read("input.module_id"))
}

/// The first external definition's parameters go through typedefs and alias declarations
/// (mangled names show the type named, not the alias): `typedef long I64; void frob(I64)` is
/// `_Z4frobl`, as in the reference's module id.
#[test]
fn first_definitions_with_typedefd_parameters() {
    let cases = [
        ("typedef_long", "typedef long I64;\nvoid frob(I64 n) {}\n", false),
        (
            "aliases",
            "typedef struct { int a; } Anon;\nusing F = float;\ntypedef const F CF;\nnamespace n { typedef int* P; typedef P Q; }\n\
             void frob(const Anon& x, CF* c, n::Q p, F f, volatile CF v) {}\n",
            false,
        ),
        // Pointers to data members and to member functions (`M1Ai`, `M1AFivE`).
        (
            "pointers_to_members",
            "struct A { int x; int f(); };\nnamespace n { struct B; }\nvoid frob(int A::*p, int (A::*q)(), const char n::B::*r, A *A::*s) {}\n",
            false,
        ),
        (
            "templates_and_classes",
            "template<class T> struct Box {};\nstruct S {};\ntypedef Box<S> BS;\nvoid frob(Box<int>, Box<Box<float>>*, const S&, BS) {}\n",
            false,
        ),
        // Arguments left out take the parameters' defaults, from any declaration
        // (`std::string` is `basic_string<char, char_traits<char>, allocator<char>>`): CUTLASS's
        // `testRun(int, std::vector<bool (*)()>&, const std::string&)`.
        (
            "default_template_arguments",
            "template<class T, class U = T*, class V = const U&> struct P;
template<class T, class U, class V> struct P {};
             template<class K, class C = P<K>> struct Q {};
void frob(P<int>, Q<float>*, P<P<char>, int>) {}
",
            false,
        ),
        (
            "standard_containers",
            "#include <vector>
#include <string>
#include <map>
             int testRun(int arch, std::vector<bool (*)()>& funcs, const std::string& name, std::map<int, float>* m) { return 0; }
",
            true,
        ),
        // Non-type arguments mangle by value and by the parameter's type: integers
        // (`Li4E`), enumerators (`LN1N1QE8E`), through typedefs (GLM's `vec3` is
        // `vec<3, float, defaultp>`).
        (
            "non_type_template_arguments",
            "namespace N {\n  enum Q { A = 2, B, C = B << 2, D = -1 };\n  template<int L, typename T, Q q> struct V {};\n\
             template<bool b, unsigned long n, char c> struct W {};\n  typedef V<3 + 1, float, C> V4;\n}\n\
             void f(N::V4 v, N::V<1, int, N::D> w, N::W<true, 0x10ul, 65> x) {}\n",
            false,
        ),
        // Names a using-declaration brings into the global namespace (CUTLASS's
        // `using cutlass::TensorRef;` before `void Conv2dTransposeReference(...)`).
        (
            "using_declared_names",
            "namespace cutlass {\n  struct half_t { unsigned short s; };\n  namespace layout { class TensorNHWC {}; }\n\
             template <typename E, typename L> class TensorRef {};\n}\nusing cutlass::layout::TensorNHWC;\nusing cutlass::TensorRef;\n\
             using Element = cutlass::half_t;\nvoid reference(TensorRef<Element, TensorNHWC> a, TensorRef<Element, TensorNHWC> c, Element alpha) {}\n",
            false,
        ),
        (
            "system_typedefs",
            "#include <cstdint>\n#include <cstddef>\nvoid frob(int64_t a, size_t b, cudaStream_t s, uint8_t u, const int32_t* p) {}\n",
            true,
        ),
    ];
    let mut failures = Vec::new();
    for (name, source, full) in cases {
        let (ours, theirs) = module_ids(name, source, full);
        if ours != theirs {
            failures.push(format!("{name}: cufe {ours:?}, reference {theirs:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A variable without an initializer is the first qualifying definition when default
/// initialization runs code: a user-provided constructor or destructor, a default member
/// initializer, through bases and members, or a template whose own definition has one
/// (CUTLASS's examples: `StrideA stride_A;` before the first initialised variable). A trivial
/// class, an array of one, a defaulted constructor and a builtin type do not count.
#[test]
fn default_initialized_class_variables() {
    let later = "int later = 1;\n";
    let cases = [
        ("trivial", "struct P { int a; };\nP p1;\nP parr[2];\nint arr1[3];\n"),
        ("user_constructor", "struct C { C(); };\nC c1;\n"),
        ("defaulted_constructor", "struct E { E() = default; int a; };\nE e1;\n"),
        ("member_initializer", "struct D { int a = 0; };\nD d1;\n"),
        ("destructor", "struct F { ~F(); };\nF f1;\n"),
        ("base_with_initializer", "struct B0 { int b = 1; };\nstruct Q : B0 {};\nQ q1;\n"),
        ("member_with_constructor", "struct W { struct I { I(); } i; };\nW w1;\n"),
        ("template_with_constructor", "template <class T> struct TU { TU(); T t; };\nTU<int> t1;\n"),
        ("alias_of_template_with_constructor", "template <class T> struct TU { TU(); T t; };\nusing Stride = TU<long>;\nStride stride_A;\n"),
        // A variable's name is its mangled name whatever its type, even one the model cannot
        // express (CUTLASS's `using StrideA = typename Gemm::GemmKernel::StrideA;`).
        (
            "alias_of_member_type",
            "template<class T> struct G { using S = typename T::S; };\nstruct K { struct S { S(); int a; }; };\nusing StrideA = typename G<K>::S;\nStrideA stride_A;\n",
        ),
        // A specialization whose arguments the model cannot spell, of a template with a
        // constructor of its own (CUTLASS's `DeviceAllocation<typename
        // ProblemShape::UnderlyingProblemShape> problem_sizes;`): default initialization runs it.
        (
            "template_with_constructor_unspelled_argument",
            "template<class T> struct Alloc { Alloc(); ~Alloc(); T *p; };\ntemplate<class T> struct Shape { using Underlying = T; };\nusing PS = Shape<int>;\nAlloc<typename PS::Underlying> sizes;\n",
        ),
        // The reference passes over a variable with a deduced type, not over `decltype`.
        ("deduced_variable_type", "auto xv = 5;\ndecltype(1) dv = 5;\n"),
        // An unnamed class or enum named by its typedef (NVSHMEM's device state): trivial.
        (
            "typedef_named_unnamed_class",
            "typedef enum { E0, E1 } E_t;\ntypedef struct { int a; E_t e; void *p; } S1;\ntypedef S1 S1_t;\n__constant__ S1_t state_d;\n",
        ),
        // Weak definitions do not qualify (NVTX's `nvtxGlobals_v3` in RMM), before or after
        // the declarator, variables and functions; `#pragma weak` changes nothing.
        (
            "weak_definitions",
            "__attribute__((weak)) int w1 = 1;\nint w2 __attribute__((weak)) = 2;\n__attribute__((weak)) void wf() {}\n",
        ),
        ("pragma_weak", "#pragma weak pw\nint pw = 1;\n"),
    ];
    let mut failures = Vec::new();
    for (name, source) in cases {
        let (ours, theirs) = module_ids(name, &format!("{source}{later}"), false);
        if ours != theirs {
            failures.push(format!("{name}: cufe {ours:?}, reference {theirs:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A function declared in `extern "C"` and defined later outside it keeps C language linkage:
/// the module id takes its plain name (Warp's `wp_array_inner_float_device`, declared in
/// `warp.h` inside `extern "C" {}` and defined in `reduce.cu`).
#[test]
fn definitions_of_functions_declared_extern_c() {
    let cases = [
        ("braced", "extern \"C\" {\nvoid wp_inner(unsigned long a, int n);\n}\nvoid wp_inner(unsigned long a, int n) {}\n"),
        ("unbraced", "extern \"C\" int wp_count(int);\nint wp_count(int n) { return n; }\n"),
        // An overload of another arity is another function, with C++ linkage.
        ("other_overload", "extern \"C\" int wp_other(int);\nint wp_other(int n, int m) { return n + m; }\n"),
        ("in_namespace", "namespace wp { extern \"C\" int wp_ns(int); }\nnamespace wp { int wp_ns(int n) { return n; } }\n"),
    ];
    let mut failures = Vec::new();
    for (name, source) in cases {
        let (ours, theirs) = module_ids(name, source, false);
        if ours != theirs {
            failures.push(format!("{name}: cufe {ours:?}, reference {theirs:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
