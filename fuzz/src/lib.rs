//! The properties the fuzz targets check, one module per parser. Each
//! `check` panics with a description when a property fails, which libFuzzer
//! reports as a crash. The stable test
//! `crates/frontloop/tests/fuzz_corpus.rs` includes this file by path and
//! replays every committed corpus file through the same checks.

pub mod front_matter;
pub mod html;
pub mod return_path;
