//! Fixed-window rate limits kept in the database, so that every instance
//! behind a load balancer counts the same hits.

use frontloop_domain::time::now_millis;

use super::error::AppError;
use crate::app::metrics::Metrics;
use frontloop_store::Store;

/// What the rate limits use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The operators' counters.
    pub metrics: &'a Metrics,
}

/// A limit: at most `max` hits per `window_ms`.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub name: &'static str,
    pub max: i64,
    pub window_ms: i64,
    /// Said in the 429 message.
    pub what: &'static str,
}

/// Sign-in attempts per client address (behind trusted proxies, the address
/// they forward): a class of a hundred behind one school address signs in
/// within a minute, a flood of thousands is cut off after 120.
pub const SIGN_IN: Limit = Limit { name: "sign-in", max: 120, window_ms: 60_000, what: "sign-in attempts" };

/// Community posts per learner.
pub const POSTING: Limit = Limit { name: "post", max: 10, window_ms: 10 * 60_000, what: "posts" };
/// Community posts per learner in the first day of their account: spam
/// accounts are new accounts.
pub const POSTING_NEW_ACCOUNT: Limit = Limit { name: "post-new", max: 5, window_ms: 10 * 60_000, what: "posts" };
/// Comments per learner in the first day of their account.
pub const COMMENTING_NEW_ACCOUNT: Limit =
    Limit { name: "comment-new", max: 15, window_ms: 10 * 60_000, what: "comments" };
/// How long an account counts as new.
pub const NEW_ACCOUNT_AGE: i64 = 24 * 3_600_000;
/// Comments per learner.
pub const COMMENTING: Limit = Limit { name: "comment", max: 30, window_ms: 10 * 60_000, what: "comments" };
/// Likes (and unlikes) per learner.
pub const LIKING: Limit = Limit { name: "like", max: 120, window_ms: 60_000, what: "likes" };
/// Reviews per learner and day (docs/reviews.md).
pub const REVIEWING: Limit = Limit { name: "review", max: 20, window_ms: 24 * 3_600_000, what: "reviews" };

/// Counts one hit for `who` and refuses it past the limit.
pub async fn check(deps: Deps<'_>, limit: Limit, who: &str) -> Result<(), AppError> {
    let window = Window::now(limit);
    let hits = deps.store.hit_rate_limit(&bucket(limit, who), window.start).await?;
    refused(deps.metrics, limit, window.refuse_past(limit, hits))
}

/// Refuses `who` once past the limit, counting nothing: a step that
/// follows a counted one (the callback after its start) still passes when
/// that one was the last allowed.
pub async fn refuse_past_limit(deps: Deps<'_>, limit: Limit, who: &str) -> Result<(), AppError> {
    let window = Window::now(limit);
    let hits = deps.store.rate_limit_hits(&bucket(limit, who), window.start).await?;
    refused(deps.metrics, limit, window.refuse_past(limit, hits))
}

/// Counts a refusal in the metrics.
fn refused(metrics: &Metrics, limit: Limit, answer: Result<(), AppError>) -> Result<(), AppError> {
    if answer.is_err() {
        metrics.record_rate_limited(limit.name);
    }
    answer
}

/// A hit that the caller counts inside its own transaction (so that the
/// hit and the action commit together): the bucket, the window's start and
/// the limit, then [`CountedHit::verdict`] on the hits it counted.
pub struct CountedHit {
    limit: Limit,
    window: Window,
    pub bucket: String,
}

impl CountedHit {
    /// A hit of `who` against `limit`, now.
    pub fn new(limit: Limit, who: &str) -> CountedHit {
        CountedHit { limit, window: Window::now(limit), bucket: bucket(limit, who) }
    }

    /// The start of the window the hit falls in.
    pub fn window_start(&self) -> i64 {
        self.window.start
    }

    /// How many hits the window allows.
    pub fn max(&self) -> i64 {
        self.limit.max
    }

    /// The refusal for `hits` counted in the window (with this one).
    pub fn refusal(&self, metrics: &Metrics, hits: i64) -> AppError {
        let answer = self.window.refuse_past(self.limit, hits.max(self.limit.max + 1));
        match refused(metrics, self.limit, answer) {
            Err(err) => err,
            Ok(()) => AppError::RateLimited(format!("Too many {} from you.", self.limit.what)),
        }
    }
}

/// Counts one hit for `who` without refusing anything: the next request
/// pays for it.
pub async fn count(deps: Deps<'_>, limit: Limit, who: &str) -> Result<(), AppError> {
    deps.store.hit_rate_limit(&bucket(limit, who), Window::now(limit).start).await?;
    Ok(())
}

fn bucket(limit: Limit, who: &str) -> String {
    format!("{}:{who}", limit.name)
}

/// The fixed window a request falls in.
struct Window {
    now: i64,
    start: i64,
}

impl Window {
    fn now(limit: Limit) -> Window {
        let now = now_millis();
        Window { now, start: now - now.rem_euclid(limit.window_ms) }
    }

    fn refuse_past(&self, limit: Limit, hits: i64) -> Result<(), AppError> {
        if hits <= limit.max {
            return Ok(());
        }
        let wait = (self.start + limit.window_ms - self.now).div_euclid(1000) + 1;
        Err(AppError::RateLimited(format!(
            "Too many {} from you. Please wait {wait} seconds and try again.",
            limit.what
        )))
    }
}
