//! Storage contract cases: The job queue: claims, retries, follow-ups, server keys and the pool.

use super::*;

pub(crate) fn job(kind: &str, key: &str, run_at: i64) -> crate::models::NewJob {
    crate::models::NewJob {
        kind: kind.to_owned(),
        key: key.to_owned(),
        payload: format!("{{\"key\":\"{key}\"}}"),
        run_at,
        now: NOW,
    }
}

/// A job is claimed once while its lease runs, counts each attempt, can be
/// rescheduled with its error, runs again when due, and is gone once done;
/// enqueuing it again keeps the earlier run time.
pub async fn jobs_are_claimed_once_retried_and_finished(store: &dyn Store) {
    store.enqueue_job(&job("refresh", "1", NOW + 10)).await.expect("enqueue");
    store.enqueue_job(&job("refresh", "1", NOW + 50)).await.expect("again, later");
    store.enqueue_job(&job("refresh", "2", NOW + 20)).await.expect("another");
    assert!(store.claim_jobs(NOW, NOW + 1_000, 10).await.expect("claim").is_empty(), "nothing due yet");
    let claimed = store.claim_jobs(NOW + 10, NOW + 1_000, 10).await.expect("claim");
    assert_eq!(claimed.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(), [("1", 1)]);
    let again = store.claim_jobs(NOW + 30, NOW + 1_000, 10).await.expect("claim");
    assert_eq!(again.iter().map(|j| j.key.as_str()).collect::<Vec<_>>(), ["2"], "the leased job is not claimed twice");
    store.reschedule_job("refresh", "1", NOW + 2_000, "database busy", false).await.expect("reschedule");
    assert!(store.claim_jobs(NOW + 500, NOW + 3_000, 10).await.expect("claim").is_empty(), "2 is leased, 1 not due");
    let mut retried = store.claim_jobs(NOW + 2_000, NOW + 3_000, 10).await.expect("claim");
    retried.sort_by(|a, b| a.key.cmp(&b.key));
    let keys: Vec<_> = retried.iter().map(|j| (j.key.as_str(), j.attempts, j.last_error.as_deref())).collect();
    assert_eq!(keys, [("1", 2, Some("database busy")), ("2", 2, None)], "1 retried; 2's lease ran out");
    store.finish_job("refresh", "1").await.expect("finish");
    store.reschedule_job("refresh", "2", NOW + 5_000, "again", true).await.expect("reschedule");
    let pending = store.pending_jobs().await.expect("pending");
    assert_eq!(pending.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(), [("2", 3)]);
}

/// A completion records its follow-up in the same transaction; a refused
/// or other change records nothing.
pub async fn a_completion_records_its_follow_up_with_it(store: &dyn Store) {
    let (user, task) = learner(store).await;
    let follow_up = job("completion", &format!("{user}:{task}"), NOW);
    store
        .change_progress_with_follow_up(
            user,
            task,
            &change(ProgressStatus::InProgress, NOW),
            std::slice::from_ref(&follow_up),
        )
        .await
        .expect("start")
        .expect("allowed");
    assert!(store.pending_jobs().await.expect("pending").is_empty(), "starting is no completion");
    let refused = store
        .change_progress_with_follow_up(
            user,
            task,
            &change(ProgressStatus::Saved, NOW),
            std::slice::from_ref(&follow_up),
        )
        .await
        .expect("refused change");
    assert!(refused.is_err());
    assert!(store.pending_jobs().await.expect("pending").is_empty());
    store
        .change_progress_with_follow_up(
            user,
            task,
            &change(ProgressStatus::Completed, NOW + 1),
            std::slice::from_ref(&follow_up),
        )
        .await
        .expect("complete")
        .expect("allowed");
    let pending = store.pending_jobs().await.expect("pending");
    assert_eq!(pending.iter().map(|j| j.key.clone()).collect::<Vec<_>>(), [format!("{user}:{task}")]);
}

/// Claims running at once (four workers, each on its own connection) never
/// hand one job to two of them, and together take every due job.
pub async fn concurrent_claims_never_take_the_same_job(store: &dyn Store) {
    for n in 0..40 {
        store.enqueue_job(&job("check", &n.to_string(), NOW)).await.expect("enqueue");
    }
    let mut seen = std::collections::HashSet::new();
    for _ in 0..10 {
        let claim = || store.claim_jobs(NOW, NOW + 60_000, 7);
        let (a, b, c, d) = tokio::join!(claim(), claim(), claim(), claim());
        for job in [a, b, c, d].into_iter().flat_map(|claimed| claimed.expect("claim")) {
            assert!(seen.insert(job.id), "job {} was claimed twice", job.key);
        }
        if seen.len() == 40 {
            break;
        }
    }
    assert_eq!(seen.len(), 40, "every due job is claimed");
}

/// The first candidate for a key is kept; later ones get the kept key.
pub async fn a_server_key_is_made_once_and_shared(store: &dyn Store) {
    assert_eq!(store.server_key("images", "first", NOW).await.expect("key"), "first");
    assert_eq!(store.server_key("images", "second", NOW + 1).await.expect("key"), "first");
    assert_eq!(store.server_key("other", "third", NOW + 2).await.expect("key"), "third");
}

/// A claim of one, on a table the planner knows nothing about (never
/// analysed) with many due jobs, returns and leases exactly one: the rest
/// are free for the next claim at once, with no attempt spent. (On
/// PostgreSQL a nested-loop semi-join ran a locking subquery once per row,
/// each run skipping the rows already taken, and leased every due job.)
pub async fn a_claim_of_one_leases_exactly_one_of_many_due_jobs(store: &dyn Store) {
    for n in 0..200 {
        store.enqueue_job(&job("check", &format!("{n:03}"), NOW - 1_000 + n)).await.expect("enqueue");
    }
    let first = store.claim_jobs(NOW, NOW + 60_000, 1).await.expect("claim");
    assert_eq!(first.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(), [("000", 1)]);
    let second = store.claim_jobs(NOW, NOW + 60_000, 1).await.expect("claim");
    assert_eq!(
        second.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(),
        [("001", 1)],
        "the next due job was not leased by the first claim"
    );
    let rest = store.claim_jobs(NOW, NOW + 60_000, 500).await.expect("claim");
    assert_eq!(rest.len(), 198, "every other job is still free");
    assert!(rest.iter().all(|j| j.attempts == 1), "no attempt spent by an earlier claim");
}

/// A job given up stays with its reason and is never claimed again.
pub async fn given_up_jobs_stay_and_are_never_claimed(store: &dyn Store) {
    store.enqueue_job(&job("check", "1", NOW)).await.expect("enqueue");
    assert_eq!(store.claim_jobs(NOW, NOW + 1_000, 5).await.expect("claim").len(), 1);
    store.fail_job("check", "1", "the site never answered", NOW + 10).await.expect("fail");
    assert!(store.claim_jobs(NOW + 1_000_000, NOW + 2_000_000, 5).await.expect("claim").is_empty());
    let pending = store.pending_jobs().await.expect("pending");
    let kept: Vec<_> = pending.iter().map(|j| (j.key.as_str(), j.failed_at, j.last_error.as_deref())).collect();
    assert_eq!(kept, [("1", Some(NOW + 10), Some("the site never answered"))]);
}

/// The queue's figures per kind: waiting jobs, the oldest due time among
/// them, and given-up jobs apart.
pub async fn queue_stats_count_waiting_and_given_up_jobs_per_kind(store: &dyn Store) {
    assert!(store.job_queue_stats().await.expect("stats").is_empty());
    store.enqueue_job(&job("check", "1", NOW + 30)).await.expect("enqueue");
    store.enqueue_job(&job("check", "2", NOW + 10)).await.expect("enqueue");
    store.enqueue_job(&job("check", "3", NOW)).await.expect("enqueue");
    store.enqueue_job(&job("refresh", "1", NOW + 5)).await.expect("enqueue");
    store.fail_job("check", "3", "gone", NOW + 1).await.expect("fail");
    let stats: Vec<_> = store
        .job_queue_stats()
        .await
        .expect("stats")
        .into_iter()
        .map(|s| (s.kind, s.queued, s.oldest_run_at, s.given_up))
        .collect();
    assert_eq!(stats, [("check".to_owned(), 2, Some(NOW + 10), 1), ("refresh".to_owned(), 1, Some(NOW + 5), 0)]);
}

/// The pool says how many connections are open and idle.
pub async fn the_pool_reports_its_connections(store: &dyn Store) {
    store.ping().await.expect("ping");
    let status = store.pool_status();
    assert!(status.open >= 1, "{status:?}");
    assert!(status.idle <= status.open, "{status:?}");
}

/// A job deferred (someone else's limit) runs later without the attempt its
/// claim counted.
pub async fn deferred_jobs_keep_their_attempts(store: &dyn Store) {
    store.enqueue_job(&job("check", "1", NOW)).await.expect("enqueue");
    let claimed = store.claim_jobs(NOW, NOW + 1_000, 5).await.expect("claim");
    assert_eq!(claimed[0].attempts, 1);
    store.defer_job("check", "1", NOW + 5_000, "rate limit").await.expect("defer");
    assert!(store.claim_jobs(NOW + 4_999, NOW + 6_000, 5).await.expect("claim").is_empty(), "not before its time");
    let again = store.claim_jobs(NOW + 5_000, NOW + 6_000, 5).await.expect("claim");
    assert_eq!((again[0].attempts, again[0].last_error.as_deref()), (1, Some("rate limit")));
}
