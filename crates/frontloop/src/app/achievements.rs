//! The achievement engine: gathers a learner's facts from the store, runs
//! the domain rules, and records new unlocks (each reported once). Called
//! after every event that can unlock something: a completion, a post, a
//! comment, a like given or received, an enrollment, a path completion.

use chrono::NaiveDateTime;
use frontloop_domain::achievements::{Achievement, CommunityFacts, CompletionFact, Facts, ACHIEVEMENTS};
use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::{Store, StoreResult};

use crate::app::read_cache::{CacheKey, LearnerRead, ReadCache};

/// What a learner's facts are now.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "facts", user_id = user_id))]
pub async fn facts(store: &dyn Store, user_id: i64) -> StoreResult<Facts> {
    let mut facts = completion_facts(store, user_id).await?;
    facts.community = community_facts(store, user_id).await?;
    Ok(facts)
}

/// What a learner's facts are now, with the part drawn from their
/// completions taken from `cache` while their revision holds. The
/// community counts are read every time: they move with other learners'
/// actions too (likes received, comments on deleted posts).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "facts_cached", user_id = user_id))]
pub async fn facts_cached(store: &dyn Store, cache: &ReadCache, user_id: i64) -> StoreResult<Facts> {
    let revision = store.learner_revision(user_id).await?;
    let key = CacheKey::Learner(LearnerRead::Facts, user_id);
    let from_completions = cache.at_or_derive(key, revision.into(), || completion_facts(store, user_id)).await?;
    let mut facts = Facts::clone(&from_completions);
    facts.community = community_facts(store, user_id).await?;
    Ok(facts)
}

/// The facts drawn from a learner's completions, with no community counts.
async fn completion_facts(store: &dyn Store, user_id: i64) -> StoreResult<Facts> {
    let completions: Vec<CompletionFact> = store
        .completions(user_id)
        .await?
        .into_iter()
        .filter_map(|c| {
            let local_time = NaiveDateTime::parse_from_str(c.completed_local.as_deref()?, "%Y-%m-%dT%H:%M:%S").ok()?;
            Some(CompletionFact {
                local_time,
                duration_seconds: c.duration_seconds,
                difficulty: c.difficulty,
                tags: c.tags,
                score: c.score,
            })
        })
        .collect();
    Ok(Facts::gather(&completions, CommunityFacts::default()))
}

async fn community_facts(store: &dyn Store, user_id: i64) -> StoreResult<CommunityFacts> {
    let stats = store.community_stats(user_id).await?;
    Ok(CommunityFacts {
        posts: stats.posts,
        comments: stats.comments,
        likes_given: stats.likes_given,
        max_post_likes: stats.max_post_likes,
        helped_users: stats.helped_users,
    })
}

/// Evaluates every rule for `user_id` and records what is newly met.
/// Returns the achievements unlocked by this call, in gallery order.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "refresh", user_id = user_id))]
pub async fn refresh(store: &dyn Store, user_id: i64) -> StoreResult<Vec<&'static Achievement>> {
    let facts = facts(store, user_id).await?;
    record_unlocks(store, user_id, &facts).await
}

/// Records what `facts` newly meet (for callers that already have them).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "record_unlocks", user_id = user_id))]
pub async fn record_unlocks(store: &dyn Store, user_id: i64, facts: &Facts) -> StoreResult<Vec<&'static Achievement>> {
    if !ACHIEVEMENTS.iter().any(|a| a.standing(facts).achieved) {
        return Ok(Vec::new());
    }
    let unlocked = store.unlocked_achievements(user_id).await?;
    unlock(store, user_id, &missing_unlocks(facts, &unlocked)).await
}

/// Ids of the achievements `facts` meet that are not among `unlocked`, in gallery order.
pub fn missing_unlocks(facts: &Facts, unlocked: &[(String, Millis)]) -> Vec<&'static str> {
    ACHIEVEMENTS
        .iter()
        .filter(|a| a.standing(facts).achieved && !unlocked.iter().any(|(u, _)| u == a.id))
        .map(|a| a.id)
        .collect()
}

/// Stores `missing` as unlocked now; returns those this call unlocked
/// (a concurrent call may have been first), in gallery order.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "unlock", user_id = user_id))]
pub async fn unlock(store: &dyn Store, user_id: i64, missing: &[&str]) -> StoreResult<Vec<&'static Achievement>> {
    if missing.is_empty() {
        return Ok(Vec::new());
    }
    let newly = store.unlock_achievements(user_id, missing, now_millis()).await?;
    Ok(ACHIEVEMENTS.iter().filter(|a| newly.iter().any(|n| n == a.id)).collect())
}

/// Refreshes, logging instead of failing: an achievement hiccup must never
/// undo or fail the learner's action that triggered it.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "refresh_quietly", user_id = user_id))]
pub async fn refresh_quietly(store: &dyn Store, user_id: i64) -> Vec<&'static Achievement> {
    match refresh(store, user_id).await {
        Ok(newly) => newly,
        Err(err) => {
            tracing::warn!(error = %err, user_id, "achievement refresh failed");
            Vec::new()
        }
    }
}

/// A fingerprint of the rules: their ids, targets, measures and whether
/// they can be met. It changes when a deploy changes what unlocks what.
pub fn rules_fingerprint() -> String {
    let rules: Vec<String> =
        ACHIEVEMENTS.iter().map(|a| format!("{}:{}:{:?}:{}", a.id, a.target, a.measure, a.attainable)).collect();
    super::secrets::hash_secret(&rules.join("\n"))
}

/// Queues the evaluation of every learner's achievements when this set of
/// rules has not been evaluated yet on this database (one instance of a
/// fleet wins; the others see its key). The gallery reads unlocks and
/// writes none, so a rule changed by a deploy is met by this job.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "schedule_recompute_for_new_rules"))]
pub async fn schedule_recompute_for_new_rules(store: &dyn Store, now: Millis) -> StoreResult<bool> {
    let fingerprint = rules_fingerprint();
    let mine = super::secrets::random_secret();
    if store.server_key(&format!("achievement-rules:{fingerprint}"), &mine, now).await? != mine {
        return Ok(false);
    }
    store.enqueue_job(&super::jobs::recompute_achievements_job(&fingerprint, now)).await?;
    Ok(true)
}

/// Recomputes every user's achievements (for `frontloop achievements
/// recompute`, after rules change or data is imported). Returns (users,
/// unlocks).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "recompute_all"))]
pub async fn recompute_all(store: &dyn Store) -> StoreResult<(usize, usize)> {
    let users = store.user_ids().await?;
    let mut unlocks = 0;
    for user in &users {
        unlocks += refresh(store, *user).await?.len();
    }
    Ok((users.len(), unlocks))
}
