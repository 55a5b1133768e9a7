//! The driver: runs one invocation (cudafe++'s command line or a friendly subcommand)
//! through the pipeline — read or preprocess the input, lex, parse, check, translate — and
//! turns the result into diagnostics on stderr, output files and an exit status.
//!
//! Outputs are staged and written atomically, and only when the run succeeded.
//!
//! A syntax error inside a system header means cufe's parser does not yet read a construct
//! the header uses: it is reported as an internal limitation (exit 4, no outputs), not as the
//! user's error.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use crate::backend::boilerplate::BoilerplateOptions;
use crate::backend::host_translation::{self, HostOptions};
use crate::backend::module_id;
use crate::backend::output_file::Outputs;
use crate::cli::{self, CudafeOptions, DiagFormat, Invocation};
use crate::diag::{self, DiagControls, DiagSink, Diagnostic, SarifOptions, TextOptions};
use crate::lex::{self, LexErrorKind, TokenKind};
use crate::sema;
use crate::source::{ConditionalError, SourceMap};
use crate::syntax;
use crate::tables::diagnostics as catalog;

/// Exit status for errors detected before or outside the front end (EDG uses 4 for
/// command-line and catastrophic errors).
const EXIT_CATASTROPHE: i32 = 4;

/// Runs an invocation; returns the process exit status.
pub fn run(invocation: Invocation) -> i32 {
    match invocation {
        Invocation::Print(text) => {
            to_stdout(&text);
            0
        }
        Invocation::Demangle { names, options } => demangle(&names, options),
        Invocation::Explain { query } => match diag::explain::explain(&query) {
            Ok(text) => {
                to_stdout(&text);
                0
            }
            Err(why) => {
                eprintln!("cufe explain: {why}");
                2
            }
        },
        Invocation::Symbols { source, kernels } => crate::mangle::defined::run(&source, kernels),
        Invocation::Cudafe(opts) => match std::fs::read(&opts.input_file) {
            Ok(bytes) => {
                let (text, invalid) = decode_source(&bytes);
                translate_checked(&text, &invalid, &opts)
            }
            Err(e) => {
                eprintln!("Catastrophic error: cannot open source file \"{}\": {e}", opts.input_file);
                eprintln!("\n1 catastrophic error detected in this compilation.\nCompilation terminated.");
                EXIT_CATASTROPHE
            }
        },
        Invocation::Check { source, host_only } => each_input(&source, &Extras { device_checks: !host_only, ..Extras::default() }),
        Invocation::CheckDatabase { database, files, options } => check_database(&database, &files, &options),
        Invocation::Build { source, out_dir } => each_input(&source, &Extras { out_dir: Some(&out_dir), ..Extras::default() }),
        Invocation::Il { source, json } => each_input(&source, &Extras { il_display: true, il_json: json, ..Extras::default() }),
        Invocation::Xref { source, output } => xref(&source, output.as_deref()),
        Invocation::Diff { a, b, options, format } => {
            crate::diffing::run_diff(&a, &b, &options, format, &mut std::io::stdout().lock(), &mut std::io::stderr().lock())
        }
        Invocation::DiffAgainstReference { request, options, format } => crate::diffing::against_reference::run(
            &request,
            &options,
            format,
            &mut std::io::stdout().lock(),
            &mut std::io::stderr().lock(),
        ),
        Invocation::Parse { source, resolved, tokens } => parse_only(&source, resolved, tokens),
        Invocation::GrammarReport => {
            // Exit 1 when an ambiguity kind of the tree has no entry (or an entry no kind).
            let (text, complete) = syntax::grammar_report::report();
            to_stdout(&text);
            if complete { 0 } else { 1 }
        }
    }
}

/// Writes to stdout; a closed pipe (`cufe il x.cu | head`) is not an error worth a panic.
fn to_stdout(text: &str) {
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

/// `cufe xref x.cu [-o FILE]`: the cross-reference, written like `--xref FILE` (only when
/// the unit has no errors), or printed.
fn xref(source: &cli::SourceArgs, output: Option<&Path>) -> i32 {
    if let Some(path) = output {
        return from_source(source, &Extras { xref_file: Some(path), ..Extras::default() });
    }
    let scratch = std::env::temp_dir().join(format!("cufe-xref-{}.txt", std::process::id()));
    let status = from_source(source, &Extras { xref_file: Some(&scratch), ..Extras::default() });
    if let Ok(text) = std::fs::read_to_string(&scratch) {
        to_stdout(&text);
    }
    let _ = std::fs::remove_file(&scratch);
    status
}

/// `cufe demangle`: like c++filt. A name given as an argument is demangled whole (or echoed);
/// stdin is read as text, line by line, and the mangled names found in it are replaced in
/// place, everything else (white space, other words, bytes that are not UTF-8) kept as is.
fn demangle(names: &[String], options: crate::mangle::DemangleOptions) -> i32 {
    // Buffered like c++filt's stdio: a write per name was most of the time spent. On a
    // terminal each line still shows as soon as it is read.
    use std::io::IsTerminal;
    let interactive = std::io::stdout().is_terminal();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if names.is_empty() {
        let mut input = std::io::stdin().lock();
        let mut line = Vec::new();
        let mut shown = Vec::new();
        while input.read_until(b'\n', &mut line).is_ok_and(|n| n > 0) {
            shown.clear();
            crate::mangle::demangle_in_bytes(&line, options, &mut shown);
            line.clear();
            if out.write_all(&shown).is_err() {
                return 0; // a closed pipe (`| head`)
            }
            if interactive {
                let _ = out.flush();
            }
        }
    } else {
        for name in names {
            let shown = crate::mangle::demangle_with(name, options).unwrap_or_else(|| name.clone());
            let _ = writeln!(out, "{shown}");
        }
    }
    let _ = out.flush();
    0
}

/// What a friendly subcommand adds to nvcc's cudafe++ options.
#[derive(Default)]
struct Extras<'a> {
    /// `cufe build -o DIR`: write the host translation and module id there.
    out_dir: Option<&'a Path>,
    il_display: bool,
    /// `cufe il --format json`.
    il_json: bool,
    /// `cufe check` without `--host-only`.
    device_checks: bool,
    /// `cufe xref`: the cross-reference file.
    xref_file: Option<&'a Path>,
}

/// `cufe check/build/il a.cu b.cu ...`: each input on its own; the worst status. Without a CUDA
/// installation a remark says once that the built-in stand-in is used (in the human formats;
/// SARIF and JSON stay machine-readable).
fn each_input(source: &cli::SourceArgs, extras: &Extras) -> i32 {
    // Preprocessed inputs (`.ii`, `.i`) are read as they are: no CUDA is looked for.
    // Nor is it said when no input can be read (that is the one message then).
    let preprocesses = source.inputs().iter().any(|i| !matches!(i.extension().and_then(|e| e.to_str()), Some("ii" | "i")) && readable_file(i).is_ok());
    if preprocesses && source.cuda_installation().is_none() && matches!(source.diag_format, DiagFormat::Text | DiagFormat::Pretty) {
        eprintln!(
            "cufe: remark: no CUDA installation found (--cuda-path, CUDA_HOME, CUDA_PATH, nvcc on PATH, \
             /usr/local/cuda); using cufe's built-in stand-in for cuda_runtime.h"
        );
    }
    source.inputs().iter().map(|input| from_source(&source.for_input(input), extras)).max().unwrap_or(0)
}

/// `cufe check -p DIR [FILES...]`: each CUDA entry of the compilation database (of `files`
/// only, when given) is checked by a child `cufe check` with the entry's own flags and then
/// `options`, in the entry's directory, as many at once as there are cores. Each child's
/// output is printed whole, in the database's order (SARIF logs merged into one, printed at
/// the end); a summary ends the run. The exit status is the worst child's.
fn check_database(database: &Path, files: &[PathBuf], options: &[String]) -> i32 {
    use crate::cli::compile_db::{self, Entry};
    let (db_file, entries) = match compile_db::read(database) {
        Ok(found) => found,
        Err(why) => {
            eprintln!("cufe: {why}");
            return EXIT_CATASTROPHE;
        }
    };
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let cuda: Vec<&Entry> = entries.iter().filter(|e| compile_db::is_cuda(e)).collect();
    let mut selected: Vec<&Entry> = Vec::new();
    for file in files {
        let wanted = canonical(file);
        let found: Vec<&Entry> = cuda.iter().copied().filter(|e| canonical(&e.file) == wanted).collect();
        if found.is_empty() {
            eprintln!("cufe: \"{}\" is not a CUDA entry of \"{}\"", file.display(), db_file.display());
            return EXIT_CATASTROPHE;
        }
        selected.extend(found);
    }
    if files.is_empty() {
        selected = cuda;
    }
    if selected.is_empty() {
        eprintln!("cufe: \"{}\" has no CUDA entry", db_file.display());
        return EXIT_CATASTROPHE;
    }
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            eprintln!("cufe: cannot find its own executable: {e}");
            return EXIT_CATASTROPHE;
        }
    };
    // The children write into pipes: the colour is decided here, for this stderr, and the
    // decision passed on last (it overrides any `--color` in `options`).
    let colored = color_option(options).for_stderr();
    let color_arg = if colored { "--color=always" } else { "--color=never" };
    // SARIF logs are merged into one (a run per entry and preprocessing), for one upload.
    let sarif = last_option_value(options, "--diag-format") == Some("sarif");
    let mut merged_sarif = String::new();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(selected.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    /// What a worker reports: an entry started, or finished with the child's output.
    enum Event {
        Started(usize),
        Finished(usize, std::io::Result<std::process::Output>),
    }
    let (events, received) = std::sync::mpsc::channel::<Event>();
    let mut statuses = vec![0; selected.len()];
    let mut progress = cli::progress::Progress::on_stderr(selected.len());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let (events, next, selected, exe) = (events.clone(), &next, &selected, &exe);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(entry) = selected.get(i) else { break };
                let _ = events.send(Event::Started(i));
                let output = std::process::Command::new(exe).arg("check").args(compile_db::check_arguments(entry)).args(options).arg(color_arg).current_dir(&entry.directory).output();
                if events.send(Event::Finished(i, output)).is_err() {
                    break;
                }
            });
        }
        drop(events);
        // Printed in the database's order: each output once every earlier one is out.
        let mut waiting: std::collections::BTreeMap<usize, std::io::Result<std::process::Output>> = Default::default();
        let mut printed = 0;
        for event in received {
            let (i, output) = match event {
                Event::Started(i) => {
                    progress.started(&selected[i].file.display().to_string());
                    continue;
                }
                Event::Finished(i, output) => (i, output),
            };
            waiting.insert(i, output);
            progress.finished();
            while let Some(output) = waiting.remove(&printed) {
                progress.erase();
                statuses[printed] = match output {
                    Ok(out) => {
                        if sarif {
                            merge_sarif(&mut merged_sarif, &String::from_utf8_lossy(&out.stdout));
                        } else {
                            let _ = std::io::stdout().write_all(&out.stdout);
                        }
                        let _ = std::io::stderr().write_all(&out.stderr);
                        out.status.code().unwrap_or(EXIT_CATASTROPHE)
                    }
                    Err(e) => {
                        eprintln!("cufe: cannot check \"{}\": {e}", selected[printed].file.display());
                        EXIT_CATASTROPHE
                    }
                };
                printed += 1;
            }
        }
    });
    progress.erase();
    to_stdout(&merged_sarif);
    let failed = statuses.iter().filter(|&&s| s != 0).count();
    eprintln!("cufe: checked {} CUDA file{} of \"{}\": {failed} with errors, {} without", selected.len(), if selected.len() == 1 { "" } else { "s" }, db_file.display(), selected.len() - failed);
    statuses.into_iter().max().unwrap_or(0)
}

/// The last `--color WHEN` / `--color=WHEN` among `options` (default `auto`).
fn color_option(options: &[String]) -> cli::color::ColorChoice {
    last_option_value(options, "--color").and_then(cli::color::ColorChoice::from_name).unwrap_or_default()
}

/// The value of the last `NAME VALUE` / `NAME=VALUE` among `options`.
fn last_option_value<'a>(options: &'a [String], name: &str) -> Option<&'a str> {
    let mut found = None;
    for (i, option) in options.iter().enumerate() {
        match option.strip_prefix(name) {
            Some("") => found = options.get(i + 1).map(String::as_str).or(found),
            Some(v) if v.starts_with('=') => found = Some(&v[1..]),
            _ => {}
        }
    }
    found
}

/// `cufe check` / `cufe build` / `cufe il` / `cufe xref`: preprocess the `.cu` with the system
/// preprocessor, then run the same translation as the cudafe++ command line would.
fn from_source(source: &cli::SourceArgs, extras: &Extras) -> i32 {
    let out_dir = extras.out_dir;
    // A directory, a missing or unreadable file: say so here, not through gcc's message.
    if let Err(why) = readable_file(&source.input) {
        eprintln!("cufe: cannot read \"{}\": {why}", source.input.display());
        return EXIT_CATASTROPHE;
    }
    let opts = match source.cudafe_options(out_dir, None) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("cufe: {e}");
            return 2;
        }
    };
    let text = match cli::preprocess(&source.preprocess_request()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cufe: preprocessing failed:\n{e}");
            return 2;
        }
    };
    // The output folder is created for the outputs and removed again when the run writes none
    // (only the folders this run created, and only while empty).
    let created = out_dir.map(|dir| dir.ancestors().take_while(|d| !d.as_os_str().is_empty() && !d.exists()).map(Path::to_path_buf).collect::<Vec<_>>());
    if let Some(dir) = out_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("cufe: cannot create \"{}\": {e}", dir.display());
            return EXIT_CATASTROPHE;
        }
    }
    let status = if extras.device_checks && out_dir.is_none() {
        check_host_and_device(source, &text, opts)
    } else {
        translate_extras(&text, opts, extras, out_dir.is_some())
    };
    if status != 0 {
        for dir in created.iter().flatten() {
            let _ = std::fs::remove_dir(dir);
        }
    }
    status
}

/// `cufe check x.cu` as nvcc compiles it: the host preprocessing is checked as cudafe++
/// checks it (the device-side checks off), then the device preprocessing of each
/// architecture (`__CUDA_ARCH__` defined, what nvcc gives cicc) with the device-side checks
/// on, each run reporting only what the runs before it did not. So a call of a host function
/// under `#ifndef __CUDA_ARCH__` in a `__host__ __device__` function is no warning, and one
/// under `#if __CUDA_ARCH__ >= 800` in a `__device__` function is an error for sm_80 and up.
/// The outputs are printed in run order (as nvcc prints cudafe++'s, then cicc's); SARIF
/// documents are merged into one, with a run per preprocessing. With several architectures,
/// a device-side diagnostic only some of them give names them ([`arch_specific`]).
fn check_host_and_device(source: &cli::SourceArgs, host_text: &str, opts: CudafeOptions) -> i32 {
    let mut host_opts = opts.clone();
    host_opts.device_checks = false;
    host_opts.gen_c_file_name = None;
    host_opts.gen_module_id_file = false;
    host_opts.module_id_file_name = None;
    let mut runs = vec![translate_in_memory(host_text, &[], &host_opts)];
    let mut reported: std::collections::HashSet<(String, u32, u32)> = runs[0].reported.iter().cloned().collect();
    let mut device_runs = Vec::new();
    for &arch in &source.arch_list {
        let mut request = source.preprocess_request();
        request.device_arch = Some(arch);
        let mut device_opts = host_opts.clone();
        device_opts.device_checks = true;
        let toolkit_dirs = match &request.cuda_path {
            Some(cuda) => vec![cuda.join("include").display().to_string()],
            None => vec![cli::preprocess::BUILTIN_DIR.to_string()],
        };
        device_opts.device_pass = Some(cli::DevicePass { arch, already_reported: reported.clone(), toolkit_dirs, hint_given: false, only_on: Default::default() });
        device_runs.push((arch, cli::preprocess(&request), device_opts));
    }
    let only_on = arch_specific(&device_runs);
    for (arch, text, mut device_opts) in device_runs {
        let text = match text {
            Ok(t) => t,
            Err(e) => {
                let mut failed = Translation::ended(2, String::new());
                failed.stderr = format!("cufe: the device preprocessing for __CUDA_ARCH__={arch} failed:\n{e}\n");
                runs.push(failed);
                continue;
            }
        };
        let hint_given = runs.iter().any(|r| r.hint_given);
        if let Some(pass) = &mut device_opts.device_pass {
            pass.already_reported = reported.clone();
            pass.hint_given = hint_given;
            pass.only_on = only_on.clone();
        }
        let run = translate_in_memory(&text, &[], &device_opts);
        reported.extend(run.reported.iter().cloned());
        runs.push(run);
    }
    let mut status = 0;
    let (mut stdout, mut stderr) = (String::new(), String::new());
    let sarif = matches!(opts.diag_format, DiagFormat::Sarif);
    for run in &mut runs {
        std::mem::forget(run.unit.take());
        status = status.max(run.status);
        if sarif {
            merge_sarif(&mut stdout, &run.stdout);
            merge_sarif(&mut stderr, &run.stderr);
        } else {
            stdout.push_str(&run.stdout);
            stderr.push_str(&run.stderr);
        }
    }
    // `check` writes no files: nothing to commit.
    to_stdout(&stdout);
    eprint!("{stderr}");
    status
}

/// The device-side diagnostics that only some architectures' device preprocessings give,
/// with those architectures. With two architectures or more each device preprocessing is
/// checked once more beforehand (reporting nothing), against the host run alone, to learn
/// which architectures give what: the reporting runs then each say so.
fn arch_specific(device_runs: &[(u32, Result<String, String>, CudafeOptions)]) -> std::collections::HashMap<(String, u32, u32), Vec<u32>> {
    let checked: Vec<&(u32, Result<String, String>, CudafeOptions)> = device_runs.iter().filter(|(_, text, _)| text.is_ok()).collect();
    let mut found_on: std::collections::HashMap<(String, u32, u32), Vec<u32>> = Default::default();
    if checked.len() < 2 {
        return found_on;
    }
    for (arch, text, opts) in &checked {
        let Ok(text) = text else { continue };
        for key in translate_in_memory(text, &[], opts).reported {
            found_on.entry(key).or_default().push(*arch);
        }
    }
    found_on.retain(|_, arches| arches.len() < checked.len());
    found_on
}

/// Appends the runs of the SARIF document `more` to the one in `into` (either may be empty;
/// text that is no SARIF document is appended as it is).
fn merge_sarif(into: &mut String, more: &str) {
    if more.trim().is_empty() {
        return;
    }
    if into.trim().is_empty() {
        into.push_str(more);
        return;
    }
    let (Ok(mut doc), Ok(extra)) = (serde_json::from_str::<serde_json::Value>(into), serde_json::from_str::<serde_json::Value>(more)) else {
        into.push_str(more);
        return;
    };
    if let (Some(runs), Some(extra_runs)) = (doc.get_mut("runs").and_then(|r| r.as_array_mut()), extra.get("runs").and_then(|r| r.as_array())) {
        runs.extend(extra_runs.iter().cloned());
        if let Ok(text) = serde_json::to_string_pretty(&doc) {
            *into = text + "\n";
        }
    }
}

/// Ok when `path` names a regular file this process can open.
fn readable_file(path: &Path) -> Result<(), String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if meta.is_dir() {
        return Err("it is a directory".into());
    }
    std::fs::File::open(path).map(drop).map_err(|e| e.to_string())
}

fn translate_extras(text: &str, opts: CudafeOptions, extras: &Extras, writes_outputs: bool) -> i32 {
    let mut opts = opts;
    opts.il_display = extras.il_display;
    opts.il_display_json = extras.il_json;
    opts.device_checks = extras.device_checks;
    opts.xref_file = extras.xref_file.map(|p| p.display().to_string());
    if !writes_outputs {
        // `check` writes nothing.
        opts.gen_c_file_name = None;
        opts.gen_module_id_file = false;
        opts.module_id_file_name = None;
    }
    translate(text, &opts)
}

/// `cufe parse`: the syntax tree of a `.cu` (preprocessed first) or `.ii`, with ambiguity
/// nodes, or resolved and annotated. Syntax errors go to stderr with their position.
fn parse_only(source: &cli::SourceArgs, resolved: bool, show_tokens: bool) -> i32 {
    let text = match source.read_text() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cufe: {}: {e}", source.input.display());
            return 2;
        }
    };
    let map = SourceMap::with_name(&text, &source.input.to_string_lossy());
    let lexed = lex::lex(&text, &map);
    if reported_too_deep(&lexed.tokens, &map) {
        return EXIT_CATASTROPHE;
    }
    let mut parsed = syntax::parse(&text, &lexed.tokens);
    if show_tokens {
        let listing: String = parsed.tokens.iter().map(|t| format!("{:?} {}\n", t.kind, lex::token_text(&text, t))).collect();
        to_stdout(&listing);
    }
    let mut notes = Vec::new();
    if resolved {
        for r in sema::disambiguate::resolve(&mut parsed.unit) {
            notes.push((r.range.lo, format!("chose {:?}: {}", r.chosen, r.rule)));
        }
    }
    to_stdout(&syntax::tree_print::print_tree(&text, &parsed.tokens, &parsed.unit, notes));
    // The front end's default error limit: a file of garbage gives a bounded report.
    let limit = DiagControls::new().error_limit as usize;
    for e in parsed.errors.iter().take(limit) {
        let tok = parsed.tokens.get(e.token as usize);
        let offset = tok.map(|t| t.span.lo).unwrap_or(text.len() as u32);
        let at = map.resolve(offset);
        let kind = tok.map(|t| format!("{:?}", t.kind)).unwrap_or_else(|| "end of input".into());
        eprintln!("{}({}): syntax error at {kind} `{}`; expected one of: {}", map.file_name(at.file), at.line,
            tok.map(|t| lex::token_text(&text, t)).unwrap_or(""), e.expected.join(" "));
        eprintln!("  {}", map.line_text(offset));
    }
    if parsed.errors.len() > limit {
        // Not a count: the grammar stops reading after a bounded number of errors.
        eprintln!("Error limit reached: further syntax errors are not shown.");
        return EXIT_CATASTROPHE;
    }
    if parsed.errors.is_empty() { 0 } else { 2 }
}

/// Input that nests deeper than the passes over the tree are built for is reported once, at
/// the token where the bound is crossed, as a catastrophic error (the run ends cleanly instead
/// of overflowing the stack).
fn reported_too_deep(tokens: &[lex::Token], map: &SourceMap) -> bool {
    match too_deep_message(tokens, map) {
        Some(message) => {
            eprint!("{message}");
            true
        }
        None => false,
    }
}

/// The catastrophic error of [`reported_too_deep`], when the tokens nest too deep.
fn too_deep_message(tokens: &[lex::Token], map: &SourceMap) -> Option<String> {
    let i = syntax::nesting::too_deep_at(tokens, syntax::nesting::MAX_NESTING)?;
    let at = map.resolve(tokens[i].span.lo);
    Some(format!(
        "{}({}): catastrophic error: the code nests more than {} levels deep here (brackets and chained operators), beyond what cufe handles\n\
         \n1 catastrophic error detected in this compilation.\nCompilation terminated.\n",
        map.file_name(at.file),
        at.line,
        syntax::nesting::MAX_NESTING
    ))
}

/// The input as text, with each byte sequence that is not UTF-8 replaced by U+FFFD, and the
/// offsets (in the text) of those replacements. The reference rejects such bytes (#870), so a
/// replacement never reaches an output file.
pub fn decode_source(bytes: &[u8]) -> (String, Vec<u32>) {
    let mut text = String::with_capacity(bytes.len());
    let mut invalid = Vec::new();
    let mut rest = bytes;
    loop {
        match std::str::from_utf8(rest) {
            Ok(valid) => {
                text.push_str(valid);
                return (text, invalid);
            }
            Err(e) => {
                let (valid, after) = rest.split_at(e.valid_up_to());
                text.push_str(std::str::from_utf8(valid).unwrap_or_default());
                invalid.push(text.len() as u32);
                text.push(char::REPLACEMENT_CHARACTER);
                // A sequence cut short by the end of the input is one bad sequence too.
                rest = &after[e.error_len().unwrap_or(after.len())..];
            }
        }
    }
}

/// One translation unit: preprocessed text in, diagnostics and outputs out.
pub fn translate(text: &str, opts: &CudafeOptions) -> i32 {
    translate_checked(text, &[], opts)
}

/// [`translate`] for text decoded by [`decode_source`]: `invalid` holds the offsets where
/// bytes that were not UTF-8 stood, each an error as in the reference. Prints what
/// [`translate_in_memory`] produced and writes its outputs when the run succeeded.
fn translate_checked(text: &str, invalid: &[u32], opts: &CudafeOptions) -> i32 {
    let mut translation = translate_in_memory(text, invalid, opts);
    // The unit's tree, tokens and symbol table die with the process a moment later; freeing
    // them node by node costs several percent of a run (clang's -disable-free, for the same
    // reason). One unit per process, so nothing accumulates.
    std::mem::forget(translation.unit.take());
    to_stdout(&translation.stdout);
    eprint!("{}", translation.stderr);
    if translation.status == 0 {
        if let Err(e) = translation.outputs.commit() {
            eprintln!("cufe: {e}");
            return EXIT_CATASTROPHE;
        }
    }
    translation.status
}

/// What one translation unit produced, held in memory: nothing has been printed or written.
/// [`translate`] prints and writes it; a caller that only wants to look (a fuzz target, a
/// test) drops it.
pub struct Translation {
    /// The exit status the run ends with.
    pub status: i32,
    /// What the run prints on stdout: the IL display, and the diagnostics when
    /// `diagnostics_to_stdout` asks for them there.
    pub stdout: String,
    /// What the run prints on stderr: the rendered diagnostics and internal errors.
    pub stderr: String,
    /// The output files (host translation, module id, cross-reference), staged only when the
    /// run succeeded.
    pub outputs: Outputs,
    /// The unit's tokens, tree and symbol table, kept so that the executable can skip freeing
    /// them (see [`translate_checked`]).
    unit: Option<UnitState>,
    /// What was reported, as (file, line, number): a later device pass does not repeat it.
    pub reported: Vec<(String, u32, u32)>,
    /// The hint on silencing warnings was given: a later device pass does not repeat it.
    pub hint_given: bool,
}

/// The large per-unit structures a [`Translation`] holds on to.
struct UnitState {
    _lexed: lex::LexOutput,
    _parsed: syntax::Parsed,
    _symbols: sema::symbols::SymbolTable,
}

impl Translation {
    fn ended(status: i32, stderr: String) -> Translation {
        Translation { status, stdout: String::new(), stderr, outputs: Outputs::new(), unit: None, reported: Vec::new(), hint_given: false }
    }
}

/// The whole front end on one preprocessed unit (`text`, decoded by [`decode_source`] with the
/// offsets `invalid` of the bytes that were not UTF-8): lex, classify names, parse,
/// disambiguate, every check, the IL display, the host translation and module id, the
/// cross-reference. Everything stays in memory; see [`Translation`].
pub fn translate_in_memory(text: &str, invalid: &[u32], opts: &CudafeOptions) -> Translation {
    let map = SourceMap::with_name(text, &opts.input_file);
    let mut sink = match diag_sink(opts) {
        Ok(sink) => sink,
        Err(d) => {
            let mut translation = Translation::ended(0, String::new());
            translation.status = report(&[d], &DiagSink::new(DiagControls::new()), &map, opts, EXIT_CATASTROPHE, &mut translation);
            return translation;
        }
    };

    sink.collect_in_source_order();
    let mut lexed = lex::lex(text, &map);
    lex::keywords_for_standard(&mut lexed.tokens, opts.standard.cplusplus());
    for e in &lexed.errors {
        sink.emit(Diagnostic::new(lex_error_def(e.kind), e.span));
    }
    for &at in invalid {
        let replacement = char::REPLACEMENT_CHARACTER.len_utf8();
        sink.emit(Diagnostic::new(&catalog::BAD_MULTIBYTE_CHAR, lex::Span::new(at as usize, at as usize + replacement)));
    }
    for t in lexed.tokens.iter().filter(|t| t.kind == TokenKind::PragmaLine) {
        sink.apply_pragma(map.line_text(t.span.lo), t.span.lo);
    }

    if let Some(message) = too_deep_message(&lexed.tokens, &map) {
        if opts.device_pass.is_some() {
            return Translation::ended(0, String::new());
        }
        return Translation::ended(EXIT_CATASTROPHE, message);
    }
    let mut parsed = syntax::parse(text, &lexed.tokens);
    // A syntax error inside a system header is a construct cufe's parser does not read yet,
    // not a mistake of the user: say so (exit 4, no outputs) instead of blaming the header.
    let in_system_headers: Vec<u32> = parsed
        .errors
        .iter()
        .filter_map(|e| parsed.tokens.get(e.token as usize).map(|t| t.span.lo))
        .filter(|&offset| map.in_system_header(offset))
        .collect();
    if !in_system_headers.is_empty() {
        // A device pass that cannot read a header's device branches says nothing: the host
        // pass has judged the unit (unknown means silent).
        if opts.device_pass.is_some() {
            return Translation::ended(0, String::new());
        }
        sink.flush();
        let mut translation = Translation::ended(0, String::new());
        let status = report(sink.diagnostics(), &sink, &map, opts, 0, &mut translation);
        for &offset in &in_system_headers {
            let at = map.resolve(offset);
            translation.stderr.push_str(&format!(
                "{}({}): internal error: cufe cannot parse this construct of a system header yet\n",
                map.file_name(at.file),
                at.line
            ));
        }
        translation.stderr.push_str(&format!(
            "cufe: internal error: {} construct(s) in system headers could not be parsed; no output files were written\n",
            in_system_headers.len()
        ));
        translation.status = status.max(EXIT_CATASTROPHE);
        return translation;
    }
    for e in parsed.reported_errors() {
        syntax_error(e, &parsed.tokens, text).into_iter().for_each(|d| sink.emit(d));
    }
    sema::disambiguate::resolve(&mut parsed.unit);
    let (symbols, redeclarations) = sema::symbols::build(text, &parsed.tokens, &parsed.unit, &|offset| map.in_system_header(offset));
    redeclarations.into_iter().for_each(|d| sink.emit(d));
    let rejected_specifiers = sema::decl_rules::check(&parsed.unit, &parsed.tokens, text, opts.standard.cplusplus(), &|offset| map.in_system_header(offset), &mut sink);
    let token_text = |i: u32| parsed.tokens.get(i as usize).map(|t| lex::semantic_text(text, t).to_string()).unwrap_or_default();
    let checked = sema::check::check(&parsed.unit, &parsed.tokens, &symbols, &token_text, &mut sink);
    let references = sema::references::record(text, &parsed.tokens, &parsed.unit, &|offset| map.in_system_header(offset));
    sema::name_uses::check(&references, &symbols, &parsed.tokens, text, &mut sink);
    let in_primary_file = |offset: u32| !map.in_system_header(offset) && map.resolve(offset).file == map.primary_file();
    let typing = sema::typing::check(&parsed.unit, &symbols, &parsed.tokens, text, opts.standard.cplusplus(), &|offset| map.in_system_header(offset), &in_primary_file, &mut sink);
    sema::cuda_calls::check(&references, &typing, &symbols, &parsed.tokens, text, &mut sink);
    sema::lambda_annotations::check(&references, &parsed.tokens, opts.extended_lambda, opts.standard.cplusplus(), &mut sink);
    sema::unreachable_loops::check(&parsed.unit, &parsed.tokens, text, &in_primary_file, &mut sink);
    // Only what the primary source file defines: in headers, the host preprocessing of CUDA's
    // own device functions has empty bodies (`__DEF_IF_HOST`) that cicc never sees.
    // What a device pass reports comes from here on: the device-side checks.
    let device_side_from = sink.pending_len();
    sema::flow::check(&parsed.unit, &symbols, &parsed.tokens, text, &in_primary_file, opts.device_checks, &mut sink);
    if opts.device_checks {
        let device = sema::cuda_device::DeviceOptions { relocatable: opts.device_c, constexpr_kernels: &checked.constexpr_kernels };
        sema::cuda_device::check(&references, &symbols, &parsed.tokens, text, &|offset| map.in_system_header(offset), &device, &mut sink);
        // Like the reference, only what the primary source file declares is judged unused.
        let elsewhere = |offset: u32| map.in_system_header(offset) || map.resolve(offset).file != map.primary_file();
        sema::unused::check(&parsed.unit, &references, &symbols, &parsed.tokens, text, &elsewhere, &rejected_specifiers, &typing.erroneous_declarations, &mut sink);
    }

    let mut il_text = String::new();
    if opts.il_display {
        let display = crate::il_display::DisplayOptions {
            std_version: opts.standard.cplusplus(),
            gnu_version: opts.gnu_version,
            format: if opts.il_display_json { crate::il_display::Format::Json } else { crate::il_display::Format::Text },
            ..Default::default()
        };
        il_text = crate::il_display::display(text, &parsed, &symbols, &map, &display);
    }

    if let Some(pass) = &opts.device_pass {
        // A device pass reports what the device-side checks find on the device preprocessing
        // and the runs before did not report, in the user's own files: the device branches of
        // system and toolkit headers are cicc's business, not the user's.
        let users = |offset: u32| {
            !map.in_system_header(offset) && !pass.toolkit_dirs.iter().any(|dir| map.file_name(map.resolve(offset).file).starts_with(dir.as_str()))
        };
        sink.retain_pending(device_side_from, |d| {
            let Some(key) = d.location.offset().filter(|&o| users(o)).map(|o| diagnostic_key(&map, o, d)) else { return false };
            if let Some(arches) = pass.only_on.get(&key) {
                d.architectures = arches.iter().map(|arch| format!("compute_{}", arch / 10)).collect();
            }
            !pass.already_reported.contains(&key)
        });
        if pass.hint_given {
            sink.hint_already_given();
        }
    }
    sink.flush();
    let status = sink.exit_status().code();
    let mut outputs = Outputs::new();
    if status == 0 {
        stage_outputs(&map, opts, &parsed, &symbols, checked.first_external_definition.as_deref(), &mut outputs);
        if let Some(path) = &opts.xref_file {
            outputs.stage(path, sema::xref::cross_reference(&symbols, &references, &typing.members, &parsed.tokens, text, &map));
        }
    }
    let mut translation = Translation::ended(0, String::new());
    translation.stdout = il_text;
    translation.status = report(sink.diagnostics(), &sink, &map, opts, status, &mut translation);
    if translation.status == 0 {
        translation.outputs = outputs;
    }
    translation.hint_given = sink.hint_given();
    translation.reported = sink.diagnostics().iter().filter_map(|d| Some(diagnostic_key(&map, d.location.offset()?, d))).collect();
    translation.unit = Some(UnitState { _lexed: lexed, _parsed: parsed, _symbols: symbols });
    translation
}

/// A diagnostic as runs on different preprocessings of one file can compare it: where it
/// is in the original source, and its number.
fn diagnostic_key(map: &SourceMap, offset: u32, d: &Diagnostic) -> (String, u32, u32) {
    let at = map.resolve(offset);
    (map.file_name(at.file).to_string(), at.line, d.def.number)
}

/// A syntax error as the reference numbers it: by what the parser expected next (one error,
/// or two where EDG reports two at the same token).
fn syntax_error(e: &syntax::SyntaxError, tokens: &[lex::Token], text: &str) -> Vec<Diagnostic> {
    let span = tokens
        .get(e.token as usize)
        .map(|t| t.span)
        .unwrap_or(lex::Span::new(text.len(), text.len()));
    if e.known == Some(syntax::KnownSyntaxError::MissingClassBody) {
        return vec![Diagnostic::new(&catalog::MISSING_CLASS_DEFINITION, span)];
    }
    let expects = |t: &str| e.expected.iter().any(|x| x.trim_matches('"') == t);
    // For grammar authors matching EDG's numbers: what the parser could have taken here.
    if std::env::var_os("CUFE_DEBUG_EXPECTED").is_some() {
        eprintln!("syntax error at token {}: expected {:?}", e.token, e.expected);
    }
    // The input ended: EDG reports it "at end of source", and a brace left open first.
    let at_end = tokens.get(e.token as usize).is_none_or(|t| t.kind == lex::TokenKind::Eof);
    // A type's keyword where an expression may start (`f(int)`): EDG reads a type name
    // there and rejects it as one.
    let type_as_expression = tokens.get(e.token as usize).is_some_and(|t| t.kind.is_builtin_type()) && expects("IntLit");
    // The two real tokens before the error (marker tokens have no text), nearest first.
    let before: Vec<&lex::Token> = tokens[..(e.token as usize).min(tokens.len())].iter().rev().filter(|t| t.span.hi > t.span.lo).take(2).collect();
    let word = |i: usize| before.get(i).map(|t| &text[t.span.lo as usize..t.span.hi as usize]);
    // A type's name where an expression stands (`f(T)`): the grammar takes it as the start of
    // a qualified name, so only `::` may follow; EDG rejects the type name itself.
    if let Some(type_name) = before.first().filter(|t| t.kind == lex::TokenKind::TypeName && e.expected.len() == 1 && expects("::")) {
        return vec![Diagnostic::new(&catalog::TYPE_IDENTIFIER_NOT_ALLOWED, type_name.span)];
    }
    // What EDG expected after the tokens before the error: a member's name after `.` or `->`,
    // a name after `::`, an operator after `operator`, a class's name after `.~` or `->~` (and then, the
    // expression `x.~` being whole, a `;`).
    let after_member_access = |i: usize| matches!(word(i), Some("." | "->"));
    let expected_after: &[&'static diag::DiagDef] = if after_member_access(0) {
        &[&catalog::EXP_MEMBER_NAME]
    } else if word(0) == Some("::") {
        // A name after a scope qualifier (`N:: + 1`).
        &[&catalog::EXP_IDENTIFIER]
    } else if word(0) == Some("operator") {
        &[&catalog::EXP_OPERATOR]
    } else if word(0) == Some("~") && after_member_access(1) {
        &[&catalog::EXP_IDENTIFIER, &catalog::EXP_SEMICOLON]
    } else {
        &[]
    };
    if !expected_after.is_empty() && !at_end {
        return expected_after.iter().map(|def| Diagnostic::new(def, span)).collect();
    }
    // A `::` the grammar cannot take (`void ::and;`): EDG reads it as the global scope's
    // qualifier and wants a name after it (40 at the next token), then, the declaration
    // being over, a `;` (65 there too, unless that token is one).
    let token_text = |i: usize| tokens.get(i).map(|t| &text[t.span.lo as usize..t.span.hi as usize]);
    if token_text(e.token as usize) == Some("::") {
        let next = e.token as usize + 1;
        let names = tokens.get(next).is_some_and(|t| t.kind.is_name() || matches!(token_text(next), Some("~" | "operator" | "template")));
        if let (false, Some(next_token)) = (names, tokens.get(next).filter(|t| t.kind != lex::TokenKind::Eof)) {
            let mut found = vec![Diagnostic::new(&catalog::EXP_IDENTIFIER, next_token.span)];
            if token_text(next) != Some(";") {
                found.push(Diagnostic::new(&catalog::EXP_SEMICOLON, next_token.span));
            }
            return found;
        }
    }
    // After a template template parameter's `template<...>` only `class` or `typename` may
    // come: EDG names the keyword it wanted, or rejects `struct` itself.
    let template_template_key = e.expected.len() == 2 && expects("class") && expects("typename");
    // `switch ()`, `while ()`: an empty condition is a missing expression.
    let empty_condition = token_text(e.token as usize) == Some(")") && word(0) == Some("(") && expects("IntLit");
    if type_as_expression {
        if let Some(after) = cast_without_operand(tokens, text, e.token as usize) {
            return vec![Diagnostic::new(&catalog::EXP_PRIMARY_EXPR, tokens[after].span)];
        }
    }
    let def = if type_as_expression {
        &catalog::TYPE_IDENTIFIER_NOT_ALLOWED
    } else if template_template_key {
        if matches!(token_text(e.token as usize), Some("struct" | "union")) {
            &catalog::STRUCT_NOT_ALLOWED
        } else {
            &catalog::EXP_CLASS_OR_TYPENAME
        }
    } else if empty_condition {
        &catalog::EXP_PRIMARY_EXPR
    } else {
        use syntax::expected::Missing;
        let mut missing = syntax::expected::missing(&e.expected, at_end);
        // `x:a a2;` with `x` a namespace: EDG reads a name where a declaration starts as the
        // declarator of a declaration with no type, and misses its `;` (65, not 169).
        if missing == Missing::Declaration && !at_end && tokens.get(e.token as usize).is_some_and(|t| t.kind.is_name()) && e.expected.iter().any(|x| x.trim_matches('"') == ";") {
            missing = Missing::Semicolon;
        }
        if !at_end {
            if let Some(at) = (missing == Missing::Semicolon).then(|| range_for_second_declarator(tokens, text, e.token as usize)).flatten() {
                return vec![Diagnostic::new(&catalog::EXP_COLON, tokens[at].span)];
            }
        }
        match missing {
            Missing::LBrace => &catalog::EXP_LBRACE,
            Missing::RBrace => &catalog::EXP_RBRACE,
            Missing::Semicolon => &catalog::EXP_SEMICOLON,
            Missing::RParen if !at_end && in_default_argument(tokens, text, e.token as usize) => &catalog::UNEXPECTED_END_OF_DEFAULT_ARG,
            Missing::RParen => &catalog::EXP_RPAREN,
            Missing::RBracket => &catalog::EXP_RBRACKET,
            Missing::Colon => &catalog::EXP_COLON,
            Missing::Identifier => &catalog::EXP_IDENTIFIER,
            Missing::Expression => &catalog::EXP_PRIMARY_EXPR,
            Missing::Declaration => &catalog::EXP_DECLARATION,
        }
    };
    if at_end {
        return vec![Diagnostic::at_end(def, text.len() as u32)];
    }
    vec![Diagnostic::new(def, span)]
}

/// A type's keyword at `at` that opens a cast with nothing to cast (`x = (int);`): where a
/// `(` starts an operand (not a call's, after an operator or `return`), EDG reads
/// `( type-id )` as a cast and wants its operand at the token after the `)`, which no
/// expression can start with here. That token, if so.
fn cast_without_operand(tokens: &[lex::Token], text: &str, at: usize) -> Option<usize> {
    let real = |i: usize| tokens.get(i).filter(|t| t.span.hi > t.span.lo).map(|t| &text[t.span.lo as usize..t.span.hi as usize]);
    let mut back = (0..at).rev().filter_map(|i| real(i));
    if back.next() != Some("(") {
        return None;
    }
    let opener = back.next()?;
    let operand_start = opener == "return" || opener.chars().all(|c| c.is_ascii_punctuation()) && !matches!(opener, ")" | "]" | ">" | "::");
    if !operand_start {
        return None;
    }
    // The `)` that closes the type-id (it holds no `;` or brace), then the next real token.
    let mut depth = 0usize;
    let mut i = at;
    loop {
        if tokens.get(i)?.kind == TokenKind::Eof {
            return None;
        }
        match real(i) {
            Some("(" | "[") => depth += 1,
            Some(")" | "]") if depth > 0 => depth -= 1,
            Some(")") => break,
            Some(";" | "{" | "}" | "]") => return None,
            _ => {}
        }
        i += 1;
    }
    let after = (i + 1..tokens.len()).find(|&j| real(j).is_some() || tokens[j].kind == TokenKind::Eof)?;
    matches!(real(after), Some(";" | ")" | "," | "]" | "}")).then_some(after)
}

/// The text of the real tokens (markers have none) before `at`, nearest first, with their
/// indices.
fn real_tokens_before<'a>(tokens: &'a [lex::Token], text: &'a str, at: usize) -> impl Iterator<Item = (usize, &'a str)> + 'a {
    tokens[..at.min(tokens.len())].iter().enumerate().rev().filter(|(_, t)| t.span.hi > t.span.lo).map(move |(i, t)| (i, &text[t.span.lo as usize..t.span.hi as usize]))
}

/// Whether token `i` can start a parameter's or a variable's declaration (a type or a
/// qualifier): what tells a parameter list or a for-range declaration from an expression.
fn starts_declaration(tokens: &[lex::Token], text: &str, i: usize) -> bool {
    tokens.get(i).is_some_and(|t| {
        t.kind.is_builtin_type()
            || matches!(t.kind, TokenKind::TypeName | TokenKind::TypeTemplateName)
            || matches!(&text[t.span.lo as usize..t.span.hi as usize], "const" | "volatile" | "auto" | "struct" | "class" | "union" | "enum" | "typename")
    })
}

/// The enclosing `(` of token `at` (the nearest opener no closer matches before `at`), and
/// the `=` and `,` met at its depth on the way back, nearest first; none past a `;` or brace.
fn enclosing_paren(tokens: &[lex::Token], text: &str, at: usize) -> Option<(usize, Vec<(usize, &'static str)>)> {
    let mut depth = 0usize;
    let mut seps = Vec::new();
    for (i, word) in real_tokens_before(tokens, text, at) {
        match word {
            ")" | "]" => depth += 1,
            "(" | "[" if depth > 0 => depth -= 1,
            "(" => return Some((i, seps)),
            "[" | ";" | "{" | "}" => return None,
            "=" if depth == 0 => seps.push((i, "=")),
            "," if depth == 0 => seps.push((i, ",")),
            _ => {}
        }
    }
    None
}

/// Whether the error at `at`, where a `)` could have come, ends a parameter's default argument
/// (`A(int n = 0 int m)`): EDG reads a default argument to the `,` or `)` at its depth and
/// reports the token that ends it too soon (807), not the `)` it wants.
fn in_default_argument(tokens: &[lex::Token], text: &str, at: usize) -> bool {
    let Some((open, seps)) = enclosing_paren(tokens, text, at) else { return false };
    // A declarator's parameter list, not a condition's parenthesis.
    let before_open = real_tokens_before(tokens, text, open).next().map(|(_, w)| w);
    if matches!(before_open, Some("if" | "while" | "switch" | "for" | "catch" | "return" | "sizeof" | "decltype" | "alignof" | "noexcept") | None) {
        return false;
    }
    // This parameter: from the `,` or `(` before it, with one `=` (its default) before `at`.
    let this_parameter: Vec<&(usize, &str)> = seps.iter().take_while(|(_, s)| *s == "=").collect();
    let start = seps.get(this_parameter.len()).map_or(open, |&(i, _)| i) + 1;
    let first = (start..at).find(|&i| tokens[i].span.hi > tokens[i].span.lo);
    this_parameter.len() == 1 && first.is_some_and(|i| starts_declaration(tokens, text, i))
}

/// In a range-based `for` (a `:` where the grammar wanted the `;` after a declaration at `at`),
/// the token after its first declarator, when that is a `,` or `=`: EDG reads a for-range
/// declaration as one declarator and wants the `:` there (53).
fn range_for_second_declarator(tokens: &[lex::Token], text: &str, at: usize) -> Option<usize> {
    if tokens.get(at).map(|t| &text[t.span.lo as usize..t.span.hi as usize]) != Some(":") {
        return None;
    }
    let (open, seps) = enclosing_paren(tokens, text, at)?;
    if real_tokens_before(tokens, text, open).next().map(|(_, w)| w) != Some("for") {
        return None;
    }
    let first = (open + 1..at).find(|&i| tokens[i].span.hi > tokens[i].span.lo)?;
    if !starts_declaration(tokens, text, first) {
        return None;
    }
    seps.last().map(|&(i, _)| i)
}

/// The host translation and the module id of a checked unit.
fn stage_outputs(map: &SourceMap, opts: &CudafeOptions, parsed: &syntax::Parsed, symbols: &sema::symbols::SymbolTable, first_definition: Option<&str>, outputs: &mut Outputs) {
    let id = module_id::module_id_for_text(
        opts.orig_src_path_name.as_deref().unwrap_or(&opts.input_file),
        opts.orig_src_file_name.as_deref().unwrap_or(&opts.input_file),
        first_definition,
        map.text().as_bytes(),
    );
    if let Some(path) = &opts.gen_c_file_name {
        let b = BoilerplateOptions {
            primary_file_name: map.file_name(map.primary_file()).to_string(),
            gnu_version: opts.gnu_version.unwrap_or(120200),
            extended_lambda: opts.extended_lambda,
            module_id: id.clone(),
            stub_file_name: opts.stub_file_name.clone().unwrap_or_default(),
        };
        let host_opts = HostOptions {
            module_id: id.clone(),
            static_host_stub: opts.static_host_stub,
            device_hidden_visibility: opts.device_hidden_visibility,
            extended_lambda: opts.extended_lambda,
            device_c: opts.device_c,
        };
        let host = host_translation::translate(map, &parsed.tokens, &parsed.unit, &symbols.made_inline_later, &host_opts, &b);
        outputs.stage(PathBuf::from(path), host.into_bytes());
    }
    if opts.gen_module_id_file {
        if let Some(path) = &opts.module_id_file_name {
            outputs.stage(PathBuf::from(path), id.into_bytes());
        }
    }
}

fn lex_error_def(kind: LexErrorKind) -> &'static diag::DiagDef {
    match kind {
        LexErrorKind::UnterminatedComment => &catalog::COMMENT_UNCLOSED_AT_EOF,
        LexErrorKind::UnterminatedString => &catalog::UNCLOSED_STRING,
        LexErrorKind::NullCharacter => &catalog::NULL_CHAR_IGNORED,
        LexErrorKind::IntegerTooLarge => &catalog::INTEGER_TOO_LARGE,
        LexErrorKind::BadLineNumber => &catalog::BAD_LINE_NUMBER,
        LexErrorKind::UnterminatedRawString => &catalog::MISSING_RAW_STRING_DELIMITER,
        LexErrorKind::Conditional(error) => match error {
            ConditionalError::MissingIf => &catalog::MISSING_PP_IF,
            ConditionalError::MissingEndif => &catalog::MISSING_ENDIF,
            ConditionalError::ElseAlreadyAppeared => &catalog::PP_ELSE_ALREADY_APPEARED,
            ConditionalError::MissingOperand(_) => &catalog::EXP_PRIMARY_EXPR,
            ConditionalError::DivisionByZero(_) => &catalog::DIVIDE_BY_ZERO,
            ConditionalError::MissingName(_) => &catalog::EXP_IDENTIFIER,
            ConditionalError::ExtraText(_) => &catalog::EXTRA_TEXT_IN_PP_DIRECTIVE,
        },
        _ => &catalog::BAD_TOKEN,
    }
}

/// The diagnostic controls the command line asks for.
fn diag_sink(opts: &CudafeOptions) -> Result<DiagSink, Diagnostic> {
    let mut controls = DiagControls::new();
    controls.display_numbers = opts.display_error_number;
    controls.numbers_on_errors = opts.diag_numbers_on_errors;
    controls.show_remarks = opts.remarks;
    controls.no_warnings = opts.no_warnings;
    controls.promote_warnings = opts.promote_warnings;
    if let Some(limit) = opts.error_limit {
        controls.error_limit = limit;
    }
    for c in &opts.diag_controls {
        controls.apply_option(c.action, &c.tag)?;
    }
    Ok(DiagSink::new(controls))
}

/// Renders the diagnostics in the requested format into the translation's stderr (or stdout);
/// returns the exit status.
fn report(diags: &[Diagnostic], sink: &DiagSink, map: &SourceMap, opts: &CudafeOptions, status: i32, into: &mut Translation) -> i32 {
    let summary = sink.summary();
    let name = opts.orig_src_file_name.as_deref();
    let as_written = diag::AsWritten::new(map);
    let src: &dyn diag::SourceLookup = if opts.locations_as_written { &as_written } else { map };
    let text = match opts.diag_format {
        DiagFormat::Text => diag::render_text(diags, &summary, src, TextOptions { color: opts.color, ..TextOptions::from(sink.controls()) }, name),
        DiagFormat::Sarif => diag::render_sarif(diags, &summary, src, SarifOptions { base_dir: None, code_scanning: opts.sarif_for_code_scanning }),
        DiagFormat::Json => diag::render_json_lines(diags, &summary, src),
        DiagFormat::Pretty => diag::render_pretty(diags, src, opts.color),
    };
    if opts.diagnostics_to_stdout {
        into.stdout.push_str(&text);
    } else {
        into.stderr.push_str(&text);
    }
    status.max(summary.exit_status().code())
}
