//! Links the `frontloop` executable at a fixed address (non-PIE) on Linux:
//! the dynamic loader then has no relocations to apply to its read-only
//! data, which stays clean, shared and paged in only where it is read
//! instead of being copied whole into every process (about 2.5 MB less
//! resident memory at idle; bench/RESULTS.md, "Idle memory").

fn main() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
