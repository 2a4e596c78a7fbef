//! Fault drills (docs/quality.md): the real server under the faults it must
//! survive. Each drill is bounded in time and runs alone (they measure
//! latencies on a 2-core machine); SECURITY.md ("Fault drills") lists their
//! bounds.
//!
//! 1. 64 concurrent writers on SQLite: zero 5xx, counters equal rows.
//! 2. SIGKILL ×20 under write load on SQLite: integrity_check ok, every
//!    acknowledged write present, counters equal rows.
//! 3. PostgreSQL stopped: 503 within 2 s, 200 again within 5 s of its
//!    restart (a private throwaway cluster, never the shared server).
//! 4. Two instances on one PostgreSQL: sessions and likes consistent.
//! 5. `frontloop backup` on SQLite under write load: the copy passes
//!    integrity_check, holds every write acknowledged before it began, and
//!    a server restored on it serves them.
//!
//! Run with the figures printed:
//! `FRONTLOOP_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
//! FRONTLOOP_REQUIRE_POSTGRES=1 cargo test -p frontloop --test fault_drills -- --nocapture`.
//! The long versions (more operations per writer, 100 kills, 96 learners
//! in drill 4) run with `FRONTLOOP_DRILL_LONG=1` added.

mod common;

#[path = "fault_drills/backup.rs"]
mod backup;
#[path = "fault_drills/concurrent_writers.rs"]
mod concurrent_writers;
#[path = "fault_drills/db.rs"]
mod db;
#[path = "fault_drills/pg_cluster.rs"]
mod pg_cluster;
#[path = "fault_drills/postgres_outage.rs"]
mod postgres_outage;
#[path = "fault_drills/process.rs"]
mod process;
#[path = "fault_drills/sigkill.rs"]
mod sigkill;
#[path = "fault_drills/support.rs"]
mod support;
#[path = "fault_drills/two_instances.rs"]
mod two_instances;
#[path = "fault_drills/world.rs"]
mod world;

use std::time::Duration;

use support::{run_drill, scale};

#[test]
fn drill_1_sqlite_64_concurrent_writers() {
    run_drill("1 (64 writers on SQLite)", Duration::from_secs(scale(90, 600)), concurrent_writers::run);
}

#[test]
fn drill_2_sqlite_sigkill_under_write_load() {
    run_drill("2 (SIGKILL under load)", Duration::from_secs(scale(120, 900)), sigkill::run);
}

#[test]
fn drill_3_postgres_outage_answers_503_and_recovers() {
    run_drill("3 (PostgreSQL stopped)", Duration::from_secs(90), postgres_outage::run);
}

#[test]
fn drill_4_two_instances_share_one_postgres() {
    run_drill("4 (two instances, one PostgreSQL)", Duration::from_secs(scale(90, 600)), two_instances::run);
}

#[test]
fn drill_5_sqlite_backup_under_write_load_and_restore() {
    run_drill("5 (backup and restore on SQLite)", Duration::from_secs(90), backup::run);
}
