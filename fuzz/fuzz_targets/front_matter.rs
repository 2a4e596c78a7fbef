//! Any bytes as a content file: see `frontloop_fuzz::front_matter`.
#![no_main]

use std::sync::OnceLock;

use frontloop_fuzz::front_matter::{check, Scratch};
use libfuzzer_sys::fuzz_target;

/// One scratch catalogue per fuzzing process, reused by every input (the
/// files are rewritten each time). It is left in the temporary directory.
fn scratch() -> &'static Scratch {
    static SCRATCH: OnceLock<Scratch> = OnceLock::new();
    SCRATCH.get_or_init(|| {
        let root = std::env::temp_dir().join(format!("frontloop-fuzz-front-matter-{}", std::process::id()));
        Scratch::create(&root).unwrap_or_else(|e| panic!("scratch catalogue {}: {e}", root.display()))
    })
}

fuzz_target!(|data: &[u8]| check(data, scratch()));
