//! Fuzz target: any bytes, read as a preprocessed unit (an `.ii`), go through what `cufe parse
//! --resolved` runs: the lexer, the name oracle and the grammar (`syntax::parse`), then the
//! disambiguation and the tree printer. Nothing is asserted but that it returns: no panic, no
//! stack overflow, no hang. Input nesting beyond `syntax::nesting::MAX_NESTING` is refused
//! there before parsing, as the driver does.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// The stack `src/main.rs` gives the executable's worker thread (`WORKER_STACK_BYTES`): the
/// passes over the tree recurse on its depth.
const WORKER_STACK_BYTES: usize = 4 << 30;

fn front_end(bytes: &[u8]) {
    let (text, _invalid) = cufe::driver::decode_source(bytes);
    let map = cufe::source::SourceMap::with_name(&text, "fuzz.ii");
    let mut lexed = cufe::lex::lex(&text, &map);
    cufe::lex::keywords_for_standard(&mut lexed.tokens, 201703);
    if cufe::syntax::nesting::too_deep_at(&lexed.tokens, cufe::syntax::nesting::MAX_NESTING).is_some() {
        return;
    }
    let mut parsed = cufe::syntax::parse(&text, &lexed.tokens);
    let notes: Vec<(u32, String)> = cufe::sema::disambiguate::resolve(&mut parsed.unit)
        .into_iter()
        .map(|r| (r.range.lo, format!("chose {:?}: {}", r.chosen, r.rule)))
        .collect();
    let _ = cufe::syntax::tree_print::print_tree(&text, &parsed.tokens, &parsed.unit, notes);
    for e in &parsed.errors {
        if let Some(t) = parsed.tokens.get(e.token as usize) {
            let _ = map.resolve(t.span.lo);
            let _ = map.line_text(t.span.lo);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    let worker = std::thread::Builder::new().stack_size(WORKER_STACK_BYTES).spawn(move || front_end(&data)).expect("worker thread");
    // A panic on the worker is re-raised here, where libFuzzer reports it as a crash.
    if let Err(panic) = worker.join() {
        std::panic::resume_unwind(panic);
    }
});
