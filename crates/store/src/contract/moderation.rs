//! Storage contract cases: Reports, hiding, suspensions and the moderation log.

use super::*;

pub(crate) fn report_of(reporter_id: i64, item_type: ItemType, item_id: i64, at: i64) -> NewReport {
    NewReport { reporter_id, item_type, item_id, reason: ReportReason::Spam, details: None, now: at }
}

pub(crate) fn moderator(id: i64) -> Moderator {
    Moderator { id, login: "mod".to_owned() }
}

/// The posts of the latest feed's first page as `viewer` sees them.
pub(crate) async fn latest_ids(store: &dyn Store, viewer: Option<i64>) -> Vec<i64> {
    let feed = store.community_feed(FeedOrder::Latest, None, 50, viewer).await.expect("feed");
    feed.iter().map(|p| p.id).collect()
}

/// Reports: once per learner, never one's own; the third distinct one
/// hides the item from all but its author; a decision closes the reports;
/// every action is in the log, the automatic hide without a moderator.
pub async fn reports_hide_at_the_threshold_and_decisions_are_logged(store: &dyn Store) {
    let (author, ids) = posts(store, 2).await;
    let mut reporters = Vec::new();
    for n in 0..3 {
        reporters.push(store.upsert_github_user(&profile(20 + n, &format!("r{n}")), NOW).await.expect("user").id);
    }
    let (hidden_post, kept_post) = (ids[0], ids[1]);
    let own = store.report(&report_of(author, ItemType::Post, hidden_post, NOW), 3).await.expect("report");
    assert_eq!(own, ReportOutcome::OwnItem);
    let gone = store.report(&report_of(reporters[0], ItemType::Post, 9_999, NOW), 3).await.expect("report");
    assert_eq!(gone, ReportOutcome::NotFound);
    for (n, reporter) in reporters.iter().take(2).enumerate() {
        let outcome = store.report(&report_of(*reporter, ItemType::Post, hidden_post, NOW + n as i64), 3).await;
        assert_eq!(outcome.expect("report"), ReportOutcome::Reported { hidden: false });
    }
    let again = store.report(&report_of(reporters[0], ItemType::Post, hidden_post, NOW + 5), 3).await;
    assert_eq!(again.expect("report"), ReportOutcome::Duplicate);
    assert_eq!(latest_ids(store, None).await.len(), 2);
    let third = store.report(&report_of(reporters[2], ItemType::Post, hidden_post, NOW + 6), 3).await;
    assert_eq!(third.expect("report"), ReportOutcome::Reported { hidden: true });
    assert_eq!(latest_ids(store, None).await, [kept_post]);
    assert_eq!(latest_ids(store, Some(reporters[0])).await, [kept_post]);
    assert_eq!(latest_ids(store, Some(author)).await.len(), 2, "its author still sees it");
    assert!(store.community_post(hidden_post, None).await.expect("read").expect("post").hidden);

    let queue = store.report_queue(None, 10).await.expect("queue");
    assert_eq!(queue.len(), 1);
    assert_eq!((queue[0].item_type, queue[0].item_id, queue[0].hidden), (ItemType::Post, hidden_post, true));
    assert_eq!(queue[0].reports.len(), 3);
    assert_eq!(queue[0].first_reported_at, NOW);
    let cursor = ReportCursor { first_reported_at: NOW, item_type: ItemType::Post, item_id: hidden_post };
    assert!(store.report_queue(Some(&cursor), 10).await.expect("queue").is_empty());

    let by = moderator(reporters[0]);
    let decided = store.decide_item(ItemType::Post, hidden_post, ItemDecision::Restore, &by, "ok", NOW + 9).await;
    assert_eq!(decided.expect("decide"), ModerationOutcome::Done);
    assert_eq!(latest_ids(store, None).await.len(), 2);
    assert!(store.report_queue(None, 10).await.expect("queue").is_empty(), "the decision closed the reports");
    let log = store.moderation_log(None, 10).await.expect("log");
    let actions: Vec<_> = log.iter().map(|e| (e.action, e.moderator_id)).collect();
    assert_eq!(actions, [(ModerationAction::Restore, Some(reporters[0])), (ModerationAction::AutoHide, None)]);
    assert_eq!(log[1].target_login.as_deref(), Some("ada"));
    assert!(log[1].summary.starts_with("Post by ada on Title of card: post 0"), "{}", log[1].summary);
    let older = store.moderation_log(Some((log[0].created_at, log[0].id)), 10).await.expect("log");
    assert_eq!(older.len(), 1);

    let solution = solve(store, author, store.list_tasks().await.expect("tasks")[1].id).await;
    let refused = store.decide_item(ItemType::Solution, solution, ItemDecision::Delete, &by, "x", NOW).await;
    assert_eq!(refused.expect("decide"), ModerationOutcome::NotApplicable);
    let missing = store.decide_item(ItemType::Review, 9_999, ItemDecision::Hide, &by, "x", NOW).await;
    assert_eq!(missing.expect("decide"), ModerationOutcome::NotFound);
}

/// A report of an item the reporter cannot see answers as for an item that
/// does not exist: a private learner's solution, a review on a private or
/// hidden solution, a comment on a hidden post, an item of a learner who
/// blocked the reporter or whom the reporter blocked. The same items are
/// reported normally once they are visible.
pub async fn reports_of_what_the_reporter_cannot_see_are_not_found(store: &dyn Store) {
    let (ada, grace, tasks) = reviewers(store, 2).await;
    let eve = store.upsert_github_user(&profile(3, "eve"), NOW).await.expect("eve").id;
    let by = moderator(grace);
    let rated = StoredRatings { accessibility: Some(4), layout_fidelity: None, code_quality: Some(5) };
    let report =
        async |item_type: ItemType, item_id: i64| store.report(&report_of(eve, item_type, item_id, NOW), 3).await;

    // Ada's solutions, each with a review by Grace; one of them hidden.
    let open_solution = solve(store, ada, tasks[0]).await;
    let hidden_solution = solve(store, ada, tasks[1]).await;
    let mut reviews = Vec::new();
    for solution in [open_solution, hidden_solution] {
        store.ask_feedback(solution, ada, "Is my grid right?", 5, NOW + 2).await.expect("ask");
        let ReviewOutcome::Done(review) =
            store.create_review(solution, grace, "Nice", rated, NOW + 3).await.expect("review")
        else {
            panic!("reviewed")
        };
        reviews.push(review);
    }
    let hidden = store.decide_item(ItemType::Solution, hidden_solution, ItemDecision::Hide, &by, "x", NOW + 4);
    assert_eq!(hidden.await.expect("hide"), ModerationOutcome::Done);
    assert_eq!(report(ItemType::Solution, hidden_solution).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Review, reviews[1]).await.expect("report"), ReportOutcome::NotFound);

    // A private learner's solution and the reviews on it.
    let private = SettingsChange { profile_visibility: Some("private".into()), ..SettingsChange::default() };
    store.update_settings(ada, &private).await.expect("settings").expect("user");
    assert_eq!(report(ItemType::Solution, open_solution).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Review, reviews[0]).await.expect("report"), ReportOutcome::NotFound);

    // A comment on a hidden post; the post itself stays reportable while shown.
    let post = NewCommunityPost { user_id: ada, task_id: tasks[0], content: "mine".into(), code: None, now: NOW };
    let post = store.create_community_post(&post).await.expect("post");
    let CommentOutcome::Created(comment) =
        store.create_comment(post, grace, "well done", NOW + 5).await.expect("comment")
    else {
        panic!("commented")
    };
    let hide_post = store.decide_item(ItemType::Post, post, ItemDecision::Hide, &by, "x", NOW + 6);
    assert_eq!(hide_post.await.expect("hide"), ModerationOutcome::Done);
    assert_eq!(report(ItemType::Comment, comment).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Post, post).await.expect("report"), ReportOutcome::NotFound);
    let restore = store.decide_item(ItemType::Post, post, ItemDecision::Restore, &by, "x", NOW + 7);
    assert_eq!(restore.await.expect("restore"), ModerationOutcome::Done);

    // Blocks, either way, on the post, on a comment under it and on its author's review.
    store.block(ada, eve, NOW + 8).await.expect("block");
    assert_eq!(report(ItemType::Post, post).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Comment, comment).await.expect("report"), ReportOutcome::NotFound);
    store.unblock(ada, eve).await.expect("unblock");
    store.block(eve, grace, NOW + 9).await.expect("block");
    assert_eq!(report(ItemType::Comment, comment).await.expect("report"), ReportOutcome::NotFound);
    store.unblock(eve, grace).await.expect("unblock");

    // Visible again: every one of them is reported as usual.
    let public = SettingsChange { profile_visibility: Some("public".into()), ..SettingsChange::default() };
    store.update_settings(ada, &public).await.expect("settings").expect("user");
    for (item_type, item_id) in [
        (ItemType::Solution, open_solution),
        (ItemType::Review, reviews[0]),
        (ItemType::Post, post),
        (ItemType::Comment, comment),
    ] {
        let outcome = report(item_type, item_id).await.expect("report");
        assert_eq!(outcome, ReportOutcome::Reported { hidden: false }, "{item_type:?} {item_id}");
    }
    assert_eq!(report(ItemType::Review, reviews[1]).await.expect("report"), ReportOutcome::NotFound, "still hidden");
}

/// Reports count towards hiding an item only while their reporter can see
/// it: once the author blocked a reporter, that report no longer counts.
pub async fn auto_hide_counts_only_reporters_who_can_see_the_item(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let mut reporters = Vec::new();
    for n in 0..3 {
        reporters.push(store.upsert_github_user(&profile(20 + n, &format!("r{n}")), NOW).await.expect("user").id);
    }
    for (n, reporter) in reporters.iter().take(2).enumerate() {
        let outcome = store.report(&report_of(*reporter, ItemType::Post, ids[0], NOW + n as i64), 3).await;
        assert_eq!(outcome.expect("report"), ReportOutcome::Reported { hidden: false });
    }
    store.block(author, reporters[0], NOW + 3).await.expect("block");
    let third = store.report(&report_of(reporters[2], ItemType::Post, ids[0], NOW + 4), 3).await;
    assert_eq!(third.expect("report"), ReportOutcome::Reported { hidden: false }, "two of three count");
    assert_eq!(latest_ids(store, None).await, ids);
}

pub(crate) async fn comments_count(store: &dyn Store, post: i64) -> i64 {
    store.community_post(post, None).await.expect("read").expect("post").comments_count
}

/// A suspension revokes the learner's sessions and hides their posts and
/// comments; the post's comment count follows its visible comments both
/// ways.
pub async fn suspensions_revoke_sessions_and_keep_counts_true(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let spammer = store.upsert_github_user(&profile(30, "spammer"), NOW).await.expect("user").id;
    let times = SessionTimes { now: NOW, idle_ttl: 10 * MINUTE, absolute_ttl: 60 * MINUTE };
    store.create_session("spam-session", spammer, times).await.expect("session");
    for n in 0..2 {
        store.create_comment(ids[0], spammer, &format!("spam {n}"), NOW + n).await.expect("comment");
    }
    store.create_comment(ids[0], author, "mine", NOW + 3).await.expect("comment");
    assert_eq!(comments_count(store, ids[0]).await, 3);
    let suspended = store.set_suspended(spammer, true, &moderator(author), "spam", NOW + 4).await.expect("suspend");
    assert_eq!(suspended, ModerationOutcome::Done);
    assert_eq!(store.session_user("spam-session", NOW + 5, 10 * MINUTE).await.expect("session"), None);
    assert_eq!(comments_count(store, ids[0]).await, 1);
    assert_eq!(store.comments(ids[0], None, 10, None).await.expect("comments").len(), 1);
    assert_eq!(store.comments(ids[0], None, 10, Some(spammer)).await.expect("comments").len(), 3, "their own");
    let again = store.set_suspended(spammer, true, &moderator(author), "spam", NOW + 4).await.expect("suspend");
    assert_eq!(again, ModerationOutcome::NotApplicable);
    let listed = store.suspensions(10).await.expect("suspensions");
    assert_eq!((listed[0].user.login.as_str(), listed[0].reason.as_str()), ("spammer", "spam"));
    let user = store.user_by_login("SPAMMER").await.expect("read").expect("found by login, any case");
    assert_eq!(user.suspended_at, Some(NOW + 4));

    store.set_suspended(spammer, false, &moderator(author), "appeal", NOW + 6).await.expect("reinstate");
    assert_eq!(comments_count(store, ids[0]).await, 3);
    assert!(store.suspensions(10).await.expect("suspensions").is_empty());
    assert_eq!(store.session_user("spam-session", NOW + 7, 10 * MINUTE).await.expect("session"), None, "still revoked");
    assert_eq!(
        store.set_suspended(9_999, true, &moderator(author), "x", NOW).await.expect("none"),
        ModerationOutcome::NotFound
    );
}

/// A block hides the blocked learner's posts and comments from the
/// blocker (and from the counts the blocker reads), refuses their
/// comments on the blocker's posts, and drops what they caused.
pub async fn blocks_filter_the_blockers_view_and_refuse_comments(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let troll = store.upsert_github_user(&profile(40, "troll"), NOW).await.expect("user").id;
    let task = store.list_tasks().await.expect("tasks")[0].id;
    let troll_post =
        NewCommunityPost { user_id: troll, task_id: task, content: "troll".into(), code: None, now: NOW + 1 };
    let troll_post = store.create_community_post(&troll_post).await.expect("post");
    store.create_comment(ids[0], troll, "first", NOW + 2).await.expect("comment");
    assert_eq!(store.notifications(author, None, 10).await.expect("notifications").len(), 1);

    store.block(author, troll, NOW + 3).await.expect("block");
    store.block(author, troll, NOW + 3).await.expect("blocking twice is fine");
    assert!(store.is_blocked(author, troll).await.expect("read"));
    assert!(!store.is_blocked(troll, author).await.expect("read"));
    assert_eq!(store.blocked_users(author).await.expect("list").len(), 1);
    assert!(store.notifications(author, None, 10).await.expect("notifications").is_empty());
    assert_eq!(latest_ids(store, Some(author)).await, [ids[0]]);
    assert_eq!(latest_ids(store, Some(troll)).await.len(), 2);
    assert!(store.comments(ids[0], None, 10, Some(author)).await.expect("comments").is_empty());
    let seen = store.community_post(ids[0], Some(author)).await.expect("read").expect("post");
    assert_eq!(seen.comments_count, 0, "as the blocker counts");
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 1);
    assert!(store.community_post(troll_post, Some(author)).await.expect("read").expect("post").author_blocked);
    let refused = store.create_comment(ids[0], troll, "again", NOW + 4).await.expect("comment");
    assert_eq!(refused, CommentOutcome::Blocked);

    store.unblock(author, troll).await.expect("unblock");
    assert!(store.blocked_users(author).await.expect("list").is_empty());
    assert_eq!(latest_ids(store, Some(author)).await.len(), 2);
    assert!(store.create_comment(ids[0], troll, "sorry", NOW + 5).await.expect("comment").id().is_some());
}

/// A run's screenshots replace the last run's; each is found by viewport
/// with an ETag that moves with the run.
pub async fn screenshots_are_replaced_by_each_run(store: &dyn Store) {
    let (user, _) = learner(store).await;
    let task = store.list_tasks().await.expect("tasks")[0].id;
    let solution = solve(store, user, task).await;
    let shot = |viewport: &str, byte: u8| NewScreenshot {
        viewport: viewport.into(),
        width: 375,
        height: 812,
        png: vec![byte; 8],
    };
    store.save_screenshots(solution, &[shot("phone", 1), shot("desktop", 2)], NOW).await.expect("save");
    let phone = store.solution_screenshot(solution, "phone").await.expect("read").expect("phone");
    assert_eq!((phone.body, phone.content_type.as_str()), (vec![1; 8], "image/png"));
    store.save_screenshots(solution, &[shot("phone", 3)], NOW + 1).await.expect("save again");
    let again = store.solution_screenshot(solution, "phone").await.expect("read").expect("phone");
    assert_eq!(again.body, vec![3; 8]);
    assert_ne!(again.etag, phone.etag);
    assert_eq!(store.solution_screenshot(solution, "desktop").await.expect("read"), None, "the last run's are gone");
    assert_eq!(store.solution_screenshot(solution + 1, "phone").await.expect("read"), None);
}
