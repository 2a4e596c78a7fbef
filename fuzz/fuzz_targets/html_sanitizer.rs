//! Any text as blog Markdown and as raw HTML: see `frontloop_fuzz::html`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| frontloop_fuzz::html::check(data));
