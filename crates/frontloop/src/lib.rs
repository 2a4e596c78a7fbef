//! The Frontloop server: configuration, the HTTP API, the embedded web app,
//! the content loader and the command line. `main.rs` only parses the
//! command line and calls into here, so tests build the very same router.

pub mod achievements;
pub mod app;
pub mod auth;
pub mod cli;
pub mod config;
pub mod content;
pub mod db;
pub mod error;
pub mod http;
pub mod learner_cache;
pub mod listener;
pub mod serve;
pub mod state;
pub mod web;
