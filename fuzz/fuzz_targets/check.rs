//! Fuzz target: any bytes, as a preprocessed unit, through the whole front end as `cufe check`
//! and cudafe++'s command line run it on an `.ii` (`driver::translate_in_memory`): lexer, name
//! oracle, parser, disambiguation, symbol table, every check (device checks included), the IL
//! display, and, when the unit is accepted, the host translation, the module id and the
//! cross-reference. Everything stays in memory; no file is written. Nothing is asserted but
//! that it returns: no panic, no stack overflow, no hang.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// The stack `src/main.rs` gives the executable's worker thread (`WORKER_STACK_BYTES`): the
/// passes over the tree recurse on its depth.
const WORKER_STACK_BYTES: usize = 4 << 30;

fn check(bytes: &[u8]) {
    let (text, invalid) = cufe::driver::decode_source(bytes);
    let opts = cufe::cli::CudafeOptions {
        input_file: "fuzz.ii".into(),
        gen_c_file_name: Some("fuzz.cudafe1.cpp".into()),
        stub_file_name: Some("fuzz.cudafe1.stub.c".into()),
        module_id_file_name: Some("fuzz.module_id".into()),
        gen_module_id_file: true,
        xref_file: Some("fuzz.xref".into()),
        extended_lambda: true,
        device_checks: true,
        il_display: true,
        ..Default::default()
    };
    let translation = cufe::driver::translate_in_memory(&text, &invalid, &opts);
    // The outputs are staged only for an accepted unit.
    assert!(translation.status == 0 || translation.outputs.paths().next().is_none());
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    let worker = std::thread::Builder::new().stack_size(WORKER_STACK_BYTES).spawn(move || check(&data)).expect("worker thread");
    // A panic on the worker is re-raised here, where libFuzzer reports it as a crash.
    if let Err(panic) = worker.join() {
        std::panic::resume_unwind(panic);
    }
});
