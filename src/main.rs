//! The `cufe` executable: parses the command line (cudafe++'s own, so that nvcc can run
//! cufe in its place, or a friendly subcommand) and hands it to the driver.

// A front end allocates millions of small syntax-tree nodes and frees them all at once;
// mimalloc does that markedly faster than glibc's malloc (see scripts/bench-vs-reference.sh).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The worker thread's reserved stack: 4 GiB of address space, enough for the nesting depth
/// the parser accepts (`syntax::MAX_NESTING`).
const WORKER_STACK_BYTES: usize = 4 << 30;

fn main() {
    // Arguments that are not UTF-8 are refused with a message rather than a panic.
    let mut args = Vec::new();
    for arg in std::env::args_os() {
        match arg.into_string() {
            Ok(a) => args.push(a),
            Err(bad) => {
                eprintln!("cufe: argument is not valid UTF-8: {}", bad.to_string_lossy());
                std::process::exit(4);
            }
        }
    }
    // The passes over the syntax tree recurse on its depth, and real code nests deeply only
    // rarely, but generated code (long operator chains, deeply nested blocks or namespaces)
    // must not overflow the stack. The work runs on a thread whose stack is reserved large;
    // the pages are only committed as deep nesting touches them.
    let worker = std::thread::Builder::new()
        .name("cufe".into())
        .stack_size(WORKER_STACK_BYTES)
        .spawn(move || match cufe::cli::parse_invocation(&args) {
            Ok(invocation) => cufe::driver::run(invocation),
            Err(message) => {
                eprintln!("{message}");
                cufe::cli::invocation_error_exit_code(&args)
            }
        });
    let status = match worker.map(|handle| handle.join()) {
        Ok(Ok(status)) => status,
        Ok(Err(_panic)) => 4, // the panic message has been printed by the hook
        Err(e) => {
            eprintln!("cufe: cannot start the worker thread: {e}");
            4
        }
    };
    std::process::exit(status);
}
