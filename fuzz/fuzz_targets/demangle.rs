//! Fuzz target: any bytes, as a mangled name and as a line of text, must demangle or be
//! refused without a panic, a stack overflow or a hang (the demangler bounds its depth,
//! node count and output size).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut name = String::from("_Z");
    name.push_str(&text);
    let _ = cufe::mangle::demangle(&name);
    let _ = cufe::mangle::demangle(&text);
    let _ = cufe::mangle::demangle_in_text(&text);
});
