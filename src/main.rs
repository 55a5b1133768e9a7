//! The `cufe` executable (being written).
fn main() {}
