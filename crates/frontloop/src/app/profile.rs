//! The learner's profile figures that do not depend on today: counts by
//! status and completions per local day.

use std::sync::Arc;

use frontloop_domain::streak::local_date;
use frontloop_store::{Store, StoreError, StoreResult};

use super::read_cache::{CacheKey, LearnerRead, ReadCache};

pub use super::views::ProgressTally;

/// The learner's tally, derived from their records while their revision
/// holds in `cache`.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "progress_tally", user_id = user_id))]
pub async fn progress_tally(store: &dyn Store, cache: &ReadCache, user_id: i64) -> StoreResult<Arc<ProgressTally>> {
    let revision = store.learner_revision(user_id).await?;
    let derive = || async {
        let entries = store.user_progress(user_id).await?;
        let mut tally = ProgressTally { total: entries.len(), ..ProgressTally::default() };
        for entry in &entries {
            match entry.progress.status.as_str() {
                "completed" => tally.completed += 1,
                "in_progress" => tally.in_progress += 1,
                "saved" => tally.saved += 1,
                _ => {}
            }
            if let Some(day) = entry.progress.completed_local.as_deref().and_then(local_date) {
                *tally.completions_per_day.entry(day).or_default() += 1;
            }
        }
        Ok::<_, StoreError>(tally)
    };
    cache.at_or_derive(CacheKey::Learner(LearnerRead::Tally, user_id), revision.into(), derive).await
}
