//! The `cufe` executable: parses the command line (cudafe++'s own, so that nvcc can run
//! cufe in its place, or a friendly subcommand) and hands it to the driver.

// A front end allocates millions of small syntax-tree nodes and frees them all at once;
// mimalloc does that markedly faster than glibc's malloc (see scripts/bench-vs-reference.sh).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
    let status = match cufe::cli::parse_invocation(&args) {
        Ok(invocation) => cufe::driver::run(invocation),
        Err(message) => {
            eprintln!("{message}");
            cufe::cli::invocation_error_exit_code(&args)
        }
    };
    std::process::exit(status);
}
