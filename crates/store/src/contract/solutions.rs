//! Storage contract cases: Solutions and their checks.

use super::*;

pub(crate) async fn completed_solution(store: &dyn Store) -> (i64, i64, i64) {
    let (user, task) = learner(store).await;
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("ok");
    let done = store.change_progress(user, task, &change(ProgressStatus::Completed, NOW + 1)).await.expect("complete");
    let solution = done.expect("allowed").expect("record").solution_id.expect("the completion made a solution");
    (user, task, solution)
}

/// The completion writes the solution with its links and every check
/// queued, and links the record to it.
pub async fn a_completion_writes_its_solution_with_every_check_queued(store: &dyn Store) {
    let (user, task, id) = completed_solution(store).await;
    let solution = store.solution(id).await.expect("read").expect("solution");
    assert_eq!((solution.author.id, solution.author.login.as_str(), solution.task.id), (user, "ada", task));
    assert_eq!(solution.repository_url, "https://github.com/ada/card");
    assert_eq!((solution.completed_at, solution.checks_requested_at, solution.score), (NOW + 1, NOW + 1, None));
    let checks: Vec<_> = solution.checks.iter().map(|c| (c.kind, c.status)).collect();
    let queued: Vec<_> = CheckKind::ALL.iter().map(|&k| (k, CheckStatus::Queued)).collect();
    assert_eq!(checks, queued);
    assert_eq!(store.solution_of(user, task).await.expect("read").map(|s| s.id), Some(id));
    assert_eq!(store.solution(id + 1000).await.expect("read"), None);
}

/// A finished run records every check, the report and the score, on the
/// solution and on the learner's record, and moves their revision.
pub async fn finished_checks_score_the_solution_and_the_record(store: &dyn Store) {
    let (user, task, id) = completed_solution(store).await;
    let running = [CheckUpdate { kind: CheckKind::Repository, status: CheckStatus::Running, detail: "…".into() }];
    store.update_checks(id, &running, NOW + 2).await.expect("running");
    let read = store.solution(id).await.expect("read").expect("solution");
    assert_eq!((read.checks[0].status, read.checks[1].status), (CheckStatus::Running, CheckStatus::Queued));
    let before = store.learner_revision(user).await.expect("revision");
    let results = CheckResults {
        checks: CheckKind::ALL
            .iter()
            .map(|&kind| CheckUpdate { kind, status: CheckStatus::Passed, detail: "fine".into() })
            .collect(),
        score: Some(100),
        report: r#"{"audits":["static"],"issues":[]}"#.into(),
        now: NOW + 3,
    };
    store.finish_checks(id, &results).await.expect("finish");
    let read = store.solution(id).await.expect("read").expect("solution");
    assert_eq!(
        (read.score, read.checked_at, read.report.as_str()),
        (Some(100), Some(NOW + 3), results.report.as_str())
    );
    assert!(read.checks.iter().all(|c| c.status == CheckStatus::Passed && c.updated_at == NOW + 3));
    let record = store.progress(user, task).await.expect("read").expect("record");
    assert_eq!((record.solution_id, record.score), (Some(id), Some(100)));
    assert_ne!(store.learner_revision(user).await.expect("revision"), before, "cached lists show the score");
    assert_eq!(store.completions(user).await.expect("completions")[0].score, Some(100), "Perfectionist reads it");
}

/// Checks are asked for again only when the last request is old enough;
/// then every check is queued again with the job, in one write.
pub async fn checks_are_asked_for_again_only_after_the_interval(store: &dyn Store) {
    let (user, task, id) = completed_solution(store).await;
    let rerun = job("solution_checks", &format!("{user}:{task}"), NOW + 10);
    assert!(!store.request_checks(id, NOW + 10, NOW, &rerun).await.expect("request"), "asked for at NOW + 1");
    assert!(store.pending_jobs().await.expect("pending").is_empty());
    store
        .update_checks(
            id,
            &[CheckUpdate { kind: CheckKind::LiveSite, status: CheckStatus::Failed, detail: "x".into() }],
            NOW + 5,
        )
        .await
        .expect("update");
    assert!(store.request_checks(id, NOW + 10, NOW + 1, &rerun).await.expect("request"));
    let read = store.solution(id).await.expect("read").expect("solution");
    assert_eq!(read.checks_requested_at, NOW + 10);
    assert!(read.checks.iter().all(|c| c.status == CheckStatus::Queued), "{:?}", read.checks);
    assert_eq!(store.pending_jobs().await.expect("pending").len(), 1);
    assert!(!store.request_checks(id, NOW + 11, NOW + 1, &rerun).await.expect("request"), "a second click");
}
