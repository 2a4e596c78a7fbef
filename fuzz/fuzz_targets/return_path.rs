//! Any text as a sign-in `?returnPath=` value: see `frontloop_fuzz::return_path`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| frontloop_fuzz::return_path::check(data));
