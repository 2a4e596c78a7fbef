//! The application layer: one use case per action a learner or an operator
//! takes, each owning its follow-ups (path completion, achievements, cache
//! invalidation), and the services they share. It knows nothing of HTTP:
//! handlers in `crate::http` parse input, call one use case and shape its
//! answer.

pub mod accounts;
pub mod achievements;
pub mod cache_stats;
pub mod catalogue;
pub mod checks;
pub mod chromium;
pub mod community;
pub mod digest;
pub mod error;
pub mod follow_ups;
pub mod hot_reads;
pub mod image_links;
pub mod jobs;
pub mod learning_paths;
pub mod mail;
pub mod metrics;
pub mod moderation;
pub mod notifications;
pub mod presence;
pub mod profile;
pub mod progress;
pub mod queries;
pub mod rate_limit;
pub mod read_cache;
pub mod reader_sessions;
pub mod reviews;
pub mod secrets;
pub mod sign_in;
pub mod social_cards;
pub mod solutions;
pub mod state;
pub mod views;
pub mod wiring;
pub mod worker;
