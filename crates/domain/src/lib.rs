//! Frontloop's pure rules. Nothing here does I/O: every rule can be unit-tested
//! without a database or a network, and the HTTP layer parses raw input into
//! these types before it calls the store.

pub mod account;
pub mod achievements;
pub mod blog;
pub mod community;
pub mod difficulty;
pub mod hex;
pub mod learning_path;
pub mod limits;
pub mod moderation;
pub mod network;
pub mod progress;
pub mod return_path;
pub mod review;
pub mod slug;
pub mod solution;
pub mod streak;
mod text_enum;
pub mod time;
pub mod web_url;

pub use account::{ProfileVisibility, Theme};
pub use blog::PostStatus;
pub use difficulty::Difficulty;
pub use learning_path::{EnrollmentStatus, PathItemKind};
pub use moderation::{ItemType, ModerationAction, ReportReason};
pub use progress::{ProgressStatus, TransitionError};
pub use return_path::ReturnPath;
pub use review::NotificationKind;
pub use slug::Slug;
pub use solution::{CheckKind, CheckStatus};
pub use web_url::WebUrl;
