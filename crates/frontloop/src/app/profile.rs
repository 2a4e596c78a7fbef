//! The learner's profile figures that do not depend on today: counts by
//! status and completions per local day.

use std::collections::BTreeMap;
use std::sync::Arc;

use chrono::NaiveDate;
use frontloop_domain::streak::local_date;
use frontloop_store::{Store, StoreError, StoreResult};

use super::learner_cache::LearnerCache;

/// A learner's progress records counted by status and completions per
/// local day: all the profile needs of them, kept per learner (see
/// `learner_cache`); streaks depend on today and are counted per request.
#[derive(Debug, Default)]
pub struct ProgressTally {
    pub completed: usize,
    pub in_progress: usize,
    pub saved: usize,
    pub total: usize,
    /// Completions per day in the learner's time zone at completion.
    pub completions_per_day: BTreeMap<NaiveDate, u32>,
}

/// The learner's tally, derived from their records while their revision
/// holds in `cache`.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "progress_tally", user_id = user_id))]
pub async fn progress_tally(
    store: &dyn Store,
    cache: &LearnerCache<Arc<ProgressTally>>,
    user_id: i64,
) -> StoreResult<Arc<ProgressTally>> {
    let weigh =
        |tally: &Arc<ProgressTally>| std::mem::size_of::<ProgressTally>() + tally.completions_per_day.len() * 32;
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
        Ok::<_, StoreError>(Arc::new(tally))
    };
    cache.get_or_derive(store, user_id, derive, weigh).await
}
