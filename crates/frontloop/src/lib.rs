//! The Frontloop server: configuration, the HTTP API, the embedded web app,
//! the content loader and the command line. `main.rs` only parses the
//! command line and calls into here, so tests build the very same router.

pub mod app;
pub mod cli;
pub mod config;
pub mod content;
pub mod db;
pub mod error;
pub mod github;
pub mod http;
pub mod listener;
pub mod serve;
