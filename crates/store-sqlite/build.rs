//! `sqlx::migrate!` embeds the migrations at compile time, but Cargo does
//! not know to rebuild when a migration file is added or edited: this tells it.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
