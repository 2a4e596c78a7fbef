//! A signed-in learner's own reads: their progress, tallies, community
//! counts and achievements.

use std::sync::Arc;

use frontloop_domain::achievements::Facts;
use frontloop_domain::time::Millis;
use frontloop_store::models::{CommunityStats, ProgressEntry, User};

use super::super::accounts;
use super::super::achievements::facts_cached;
use super::super::error::AppResult;
use super::super::profile::{self, ProgressTally};
use super::super::read_cache::{CacheKey, LearnerRead, Revision};
use super::Deps;
use super::Kept;

/// The learner whose portfolio is at `/u/{login}`, also by a login they
/// had before renaming it on GitHub. Not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "owner_of_login", login = %login))]
pub async fn owner_of_login(deps: Deps<'_>, login: &str) -> AppResult<Option<User>> {
    accounts::owner_of_login(deps.store, login).await
}

/// The learner's progress counts and completions per local day. Stale with
/// the learner's revision ([`super::Staleness::Learner`]), kept per learner.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "progress_tally", user_id = user_id))]
pub async fn progress_tally(deps: Deps<'_>, user_id: i64) -> AppResult<Arc<ProgressTally>> {
    Ok(profile::progress_tally(deps.store, deps.read_cache, user_id).await?)
}

/// Every progress record of the learner with its challenge, read once per
/// learner revision and kept ([`super::Staleness::Learner`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "progress_list", user_id = user_id))]
pub async fn progress_list(deps: Deps<'_>, user_id: i64) -> AppResult<Kept<Vec<ProgressEntry>>> {
    let revision = Revision::from(deps.store.learner_revision(user_id).await?);
    let key = CacheKey::Learner(LearnerRead::Progress, user_id);
    let derive = || async { deps.store.user_progress(user_id).await };
    let model = deps.read_cache.at_or_derive(key.clone(), revision, derive).await?;
    Ok(Kept { model, key, revision })
}

/// The learner's posts, comments, likes and helped learners. Not cached
/// (other learners move it).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "community_stats", user_id = user_id))]
pub async fn community_stats(deps: Deps<'_>, user_id: i64) -> AppResult<CommunityStats> {
    Ok(deps.store.community_stats(user_id).await?)
}

/// The learner's unlocked achievements with their times. Not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "unlocked_achievements", user_id = user_id))]
pub async fn unlocked_achievements(deps: Deps<'_>, user_id: i64) -> AppResult<Vec<(String, Millis)>> {
    Ok(deps.store.unlocked_achievements(user_id).await?)
}

/// What the achievements gallery shows: the learner's facts (those from
/// their completions kept per learner revision, the community counts read
/// afresh) and their unlocks. It records nothing: unlocks are written by
/// the actions that meet them (and by the job that evaluates everybody
/// again after a change of rules).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "gallery", user_id = user_id))]
pub async fn gallery(deps: Deps<'_>, user_id: i64) -> AppResult<(Facts, Vec<(String, Millis)>)> {
    let facts = facts_cached(deps.store, deps.read_cache, user_id).await?;
    let unlocked = deps.store.unlocked_achievements(user_id).await?;
    Ok((facts, unlocked))
}
