//! Replays every committed fuzz corpus file (`fuzz/corpus/<target>/*`)
//! through the very property checks the cargo-fuzz targets run, on the
//! stable toolchain and without libFuzzer, so every test run re-checks what
//! fuzzing found interesting. See `fuzz/README.md`.

#[path = "../../../fuzz/src/lib.rs"]
mod checks;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use checks::front_matter::Scratch;

/// Fewer files than this means the corpus went missing, not that it shrank.
const MIN_FILES: usize = 10;

/// The corpus files of `target`, sorted by name.
fn corpus(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus").join(target);
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.is_file()).collect();
    files.sort();
    files
}

/// Runs `check` on every file of `target`'s corpus and names the failures
/// (their panic messages are printed as they happen).
fn replay(target: &str, check: impl Fn(&[u8])) {
    let files = corpus(target);
    assert!(files.len() >= MIN_FILES, "{target}: only {} corpus files", files.len());
    let failures: Vec<String> = files
        .iter()
        .filter(|file| {
            let data = std::fs::read(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            catch_unwind(AssertUnwindSafe(|| check(&data))).is_err()
        })
        .map(|file| file.display().to_string())
        .collect();
    assert!(
        failures.is_empty(),
        "{target}: {} of {} inputs fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn return_path_corpus_keeps_its_properties() {
    replay("return_path", checks::return_path::check);
}

#[test]
fn html_sanitizer_corpus_keeps_its_properties() {
    replay("html_sanitizer", checks::html::check);
}

#[test]
fn front_matter_corpus_keeps_its_properties() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let scratch = Scratch::create(dir.path()).expect("scratch catalogue");
    replay("front_matter", |data| checks::front_matter::check(data, &scratch));
}

/// The checks are not vacuous: inputs that break each property are caught.
#[test]
fn the_checks_reject_what_they_must() {
    let caught = |f: &dyn Fn()| catch_unwind(AssertUnwindSafe(f)).is_err();
    // A sanitizer output with a script vector, or one that is not a fixed point.
    assert!(caught(&|| checks::html::check_sanitized(
        "x",
        "<a href=\"jav&#x09;ascript:x\" rel=\"noopener noreferrer\">x</a>"
    )));
    assert!(caught(&|| checks::html::check_sanitized("x", "<p onclick=\"x\">y</p>")));
    assert!(caught(&|| checks::html::check_sanitized("x", "<p><SCRIPT>x</SCRIPT></p>")));
    assert!(caught(&|| checks::html::check_sanitized("x", "<a href=\"https://x\">no rel</a>")));
    assert!(caught(&|| checks::html::check_sanitized("x", "<p>unclosed")));
    assert!(!caught(&|| checks::html::check_sanitized(
        "x",
        "<p>fine <a href=\"https://x\" rel=\"noopener noreferrer\">x</a></p>"
    )));
    // The return-path oracle agrees with the validator on known payloads.
    for path in ["/ok", "//evil", "/%2F%2Fevil", "/a/%2e%2e/b"] {
        assert!(!caught(&|| checks::return_path::check_str(path)), "{path}");
    }
}
