//! The API through the real router and listener, on SQLite and PostgreSQL:
//! one test binary with a module per resource, sharing the typed helpers of
//! `common` (a fresh database and server per test, a GitHub stub, sign-in,
//! challenge completion, posts) and the `on_both_databases!` macro.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

// The counter checks of the fault drills, for the account deletion test.
#[path = "../fault_drills/db.rs"]
#[allow(dead_code)]
mod db;

mod access_control;
mod accounts;
mod api_basics;
mod api_fuzz_regressions;
mod blog;
mod community;
mod connection_limits;
mod content_import;
mod digest;
mod follow_ups;
mod hot_reads;
mod learner_cache;
mod learning_paths;
mod moderation;
mod openapi_contract;
mod operations;
mod progress;
mod reviews;
mod schema;
mod shapes;
mod sign_in;
mod social_cards;
mod solutions;
mod task_list_cache;
mod web_app;
