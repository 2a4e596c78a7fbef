//! Fixed-window rate limits kept in the database, so that every instance
//! behind a load balancer counts the same hits.

use frontloop_domain::time::now_millis;

use super::error::AppError;
use crate::app::state::AppState;

/// A limit: at most `max` hits per `window_ms`.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub name: &'static str,
    pub max: i64,
    pub window_ms: i64,
    /// Said in the 429 message.
    pub what: &'static str,
}

/// Sign-in attempts per client address.
pub const SIGN_IN: Limit = Limit { name: "sign-in", max: 30, window_ms: 60_000, what: "sign-in attempts" };

/// Community posts per learner.
pub const POSTING: Limit = Limit { name: "post", max: 10, window_ms: 10 * 60_000, what: "posts" };
/// Comments per learner.
pub const COMMENTING: Limit = Limit { name: "comment", max: 30, window_ms: 10 * 60_000, what: "comments" };
/// Likes (and unlikes) per learner.
pub const LIKING: Limit = Limit { name: "like", max: 120, window_ms: 60_000, what: "likes" };

/// Counts one hit for `who` and refuses it past the limit.
pub async fn check(state: &AppState, limit: Limit, who: &str) -> Result<(), AppError> {
    let now = now_millis();
    let window_start = now - now.rem_euclid(limit.window_ms);
    let hits = state.store.hit_rate_limit(&format!("{}:{who}", limit.name), window_start).await?;
    if hits > limit.max {
        let wait = (window_start + limit.window_ms - now).div_euclid(1000) + 1;
        return Err(AppError::RateLimited(format!(
            "Too many {} from you. Please wait {wait} seconds and try again.",
            limit.what
        )));
    }
    Ok(())
}
