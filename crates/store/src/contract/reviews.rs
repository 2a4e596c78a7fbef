//! Storage contract cases: Feedback requests, reviews, notifications, digests and comment settings.

use super::*;

/// A catalogue of `count` challenges (`c0`…), every other one advanced and
/// tagged CSS; learners 1 (ada) and 2 (grace). Returns their ids and the
/// challenges' ids.
pub(crate) async fn reviewers(store: &dyn Store, count: usize) -> (i64, i64, Vec<i64>) {
    let tasks = (0..count)
        .map(|i| {
            let mut t = task(&format!("c{i}"), if i % 2 == 0 { &["CSS"] } else { &["JavaScript"] });
            if i % 2 == 1 {
                t.difficulty = Difficulty::Advanced;
            }
            t
        })
        .collect();
    let catalogue = Catalogue { tasks, posts: vec![], paths: vec![], media: vec![] };
    store.import_catalogue(&catalogue, NOW).await.expect("import");
    let ada = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("ada").id;
    let grace = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("grace").id;
    let ids = store.list_tasks().await.expect("tasks").into_iter().map(|t| t.id).collect();
    (ada, grace, ids)
}

/// Completes `task` for `user`; the solution's id.
pub(crate) async fn solve(store: &dyn Store, user: i64, task: i64) -> i64 {
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("ok");
    let done = store.change_progress(user, task, &change(ProgressStatus::Completed, NOW + 1)).await.expect("complete");
    done.expect("allowed").expect("record").solution_id.expect("solution")
}

pub(crate) fn queue(viewer: Option<i64>) -> ReviewQueueQuery {
    ReviewQueueQuery { viewer, difficulty: None, category: None, after: None, limit: 20 }
}

/// At most `max_open` open requests per learner; the queue lists open
/// requests oldest first, never the viewer's own, filtered and paged.
pub async fn feedback_requests_are_limited_and_queued_oldest_first(store: &dyn Store) {
    let (ada, grace, tasks) = reviewers(store, 7).await;
    let mut solutions = Vec::new();
    for task in &tasks[..6] {
        solutions.push(solve(store, ada, *task).await);
    }
    for (i, id) in solutions[..5].iter().enumerate() {
        let asked = store.ask_feedback(*id, ada, &format!("Question {i}"), 5, NOW + 10 + i as i64).await.expect("ask");
        assert_eq!(asked, FeedbackOutcome::Done);
    }
    assert_eq!(
        store.ask_feedback(solutions[5], ada, "Sixth", 5, NOW + 20).await.expect("ask"),
        FeedbackOutcome::TooManyOpen
    );
    assert_eq!(store.ask_feedback(solutions[0], grace, "Mine?", 5, NOW).await.expect("ask"), FeedbackOutcome::NotOwner);
    assert_eq!(
        store.ask_feedback(solutions[0] + 1000, ada, "?", 5, NOW).await.expect("ask"),
        FeedbackOutcome::NotFound
    );
    // Asking again while open changes the question, not the place.
    assert_eq!(
        store.ask_feedback(solutions[0], ada, "Question 0, again", 5, NOW + 30).await.expect("ask"),
        FeedbackOutcome::Done
    );
    let request = store.solution(solutions[0]).await.expect("read").expect("solution").feedback_request.expect("asked");
    assert_eq!((request.question.as_str(), request.open, request.created_at), ("Question 0, again", true, NOW + 10));

    let seen = store.review_queue(&queue(Some(grace))).await.expect("queue");
    assert_eq!(seen.iter().map(|e| e.solution_id).collect::<Vec<_>>(), solutions[..5].to_vec());
    assert!(seen.iter().all(|e| !e.solved_by_viewer && e.author.login == "ada"));
    assert!(store.review_queue(&queue(Some(ada))).await.expect("queue").is_empty(), "never one's own");
    assert_eq!(store.review_queue(&queue(None)).await.expect("queue").len(), 5);

    solve(store, grace, tasks[1]).await;
    let seen = store.review_queue(&queue(Some(grace))).await.expect("queue");
    assert_eq!(seen.iter().map(|e| e.solved_by_viewer).collect::<Vec<_>>(), [false, true, false, false, false]);
    let advanced = ReviewQueueQuery { difficulty: Some(Difficulty::Advanced), ..queue(Some(grace)) };
    let advanced: Vec<_> =
        store.review_queue(&advanced).await.expect("queue").into_iter().map(|e| e.solution_id).collect();
    assert_eq!(advanced, [solutions[1], solutions[3]]);
    let css = ReviewQueueQuery { category: Some("css".into()), ..queue(Some(grace)) };
    let css = store.review_queue(&css).await.expect("queue");
    assert_eq!(css.iter().map(|e| e.solution_id).collect::<Vec<_>>(), [solutions[0], solutions[2], solutions[4]]);
    assert_eq!(css[0].task.tags, ["CSS"]);
    let first = ReviewQueueQuery { limit: 2, ..queue(Some(grace)) };
    let page = store.review_queue(&first).await.expect("queue");
    let after = page.last().map(|e| (e.created_at, e.solution_id));
    let rest = store.review_queue(&ReviewQueueQuery { after, ..queue(Some(grace)) }).await.expect("queue");
    assert_eq!(rest.iter().map(|e| e.solution_id).collect::<Vec<_>>(), solutions[2..5].to_vec());

    // Closing frees a place; the closed request leaves the queue.
    assert_eq!(store.close_feedback(solutions[0], grace, NOW + 40).await.expect("close"), FeedbackOutcome::NotOwner);
    assert_eq!(store.close_feedback(solutions[0], ada, NOW + 40).await.expect("close"), FeedbackOutcome::Done);
    assert_eq!(store.close_feedback(solutions[5], ada, NOW + 40).await.expect("close"), FeedbackOutcome::NotFound);
    assert_eq!(store.ask_feedback(solutions[5], ada, "Sixth", 5, NOW + 50).await.expect("ask"), FeedbackOutcome::Done);
    let ids: Vec<_> =
        store.review_queue(&queue(Some(grace))).await.expect("queue").into_iter().map(|e| e.solution_id).collect();
    assert_eq!(ids, [solutions[1], solutions[2], solutions[3], solutions[4], solutions[5]]);
    // Opened again, it goes to the back.
    store.close_feedback(solutions[5], ada, NOW + 55).await.expect("close");
    store.ask_feedback(solutions[0], ada, "Back again", 5, NOW + 60).await.expect("ask");
    let ids: Vec<_> =
        store.review_queue(&queue(Some(grace))).await.expect("queue").into_iter().map(|e| e.solution_id).collect();
    assert_eq!(ids.last(), Some(&solutions[0]));
}

/// A review needs an open request and someone else's solution; it
/// notifies the author; the author marks it helpful once, which notifies
/// the reviewer and counts as a helped learner; deleting it removes its
/// notifications.
pub async fn reviews_notify_and_count_helped_users(store: &dyn Store) {
    let (ada, grace, tasks) = reviewers(store, 1).await;
    let solution = solve(store, ada, tasks[0]).await;
    let rated = StoredRatings { accessibility: Some(4), layout_fidelity: None, code_quality: Some(5) };
    let write = |who, at| store.create_review(solution, who, "Nice **work**", rated, at);
    assert_eq!(write(grace, NOW + 5).await.expect("write"), ReviewOutcome::Refused, "nobody asked");
    store.ask_feedback(solution, ada, "Is my grid right?", 5, NOW + 6).await.expect("ask");
    assert_eq!(write(ada, NOW + 7).await.expect("write"), ReviewOutcome::NotAllowed, "not one's own");
    let ReviewOutcome::Done(first) = write(grace, NOW + 8).await.expect("write") else { panic!("written") };
    let ReviewOutcome::Done(second) = write(grace, NOW + 9).await.expect("write") else { panic!("written") };
    assert_eq!(
        store.create_review(solution + 99, grace, "x", rated, NOW).await.expect("write"),
        ReviewOutcome::NotFound
    );

    let heard = store.notifications(ada, None, 20).await.expect("notifications");
    assert_eq!(
        heard.iter().map(|n| (n.kind, n.subject_id)).collect::<Vec<_>>(),
        [(NotificationKind::Review, Some(solution)), (NotificationKind::Review, Some(solution)),]
    );
    assert_eq!(heard[0].actor.as_ref().map(|a| a.login.as_str()), Some("grace"));
    assert_eq!(heard[0].task_title.as_deref(), Some("Title of c0"));
    assert_eq!(store.unread_notifications(ada).await.expect("unread"), 2);

    assert_eq!(store.mark_review_helpful(second, grace, NOW + 10).await.expect("mark"), ReviewOutcome::NotAllowed);
    assert_eq!(store.mark_review_helpful(second, ada, NOW + 10).await.expect("mark"), ReviewOutcome::Done(second));
    assert_eq!(store.mark_review_helpful(second, ada, NOW + 11).await.expect("mark"), ReviewOutcome::Refused);
    let listed: Vec<_> = store.reviews(solution, None).await.expect("reviews").into_iter().map(|r| r.id).collect();
    assert_eq!(listed, [second, first], "helpful first");
    let review = store.review(first).await.expect("read").expect("review");
    assert_eq!((review.body.as_str(), review.ratings, review.solution_author_id), ("Nice **work**", rated, ada));
    assert_eq!(store.community_stats(grace).await.expect("stats").helped_users, 1);
    assert_eq!(store.community_stats(ada).await.expect("stats").helped_users, 0);
    let told = store.notifications(grace, None, 20).await.expect("notifications");
    assert_eq!(told.iter().map(|n| n.kind).collect::<Vec<_>>(), [NotificationKind::ReviewHelpful]);

    let edited = StoredRatings::default();
    let edit = |who, at| store.update_review(first, who, "Edited", edited, 15 * MINUTE, at);
    assert_eq!(edit(ada, NOW + 12).await.expect("edit"), ReviewOutcome::NotAllowed);
    assert_eq!(edit(grace, NOW + 8 + 15 * MINUTE + 1).await.expect("edit"), ReviewOutcome::Refused, "too late");
    assert_eq!(edit(grace, NOW + 8 + 15 * MINUTE).await.expect("edit"), ReviewOutcome::Done(first));
    let review = store.review(first).await.expect("read").expect("review");
    assert_eq!((review.body.as_str(), review.ratings, review.updated_at), ("Edited", edited, NOW + 8 + 15 * MINUTE));

    assert_eq!(store.delete_review(second, ada).await.expect("delete"), Deletion::NotOwner);
    assert_eq!(store.delete_review(second, grace).await.expect("delete"), Deletion::Deleted);
    assert_eq!(store.delete_review(second, grace).await.expect("delete"), Deletion::NotFound);
    assert!(store.notifications(grace, None, 20).await.expect("notifications").is_empty());
    assert_eq!(store.notifications(ada, None, 20).await.expect("notifications").len(), 1);
    assert_eq!(store.community_stats(grace).await.expect("stats").helped_users, 0);
    assert_eq!(store.solution(solution).await.expect("read").expect("solution").reviews_count, 1);
}

/// Likes on one post on one day make one notification naming the latest
/// liker and counting every liker; a like taken back leaves the count; the
/// next day starts a new one; the author's own like and a deleted post's
/// likes leave nothing.
pub async fn likes_notify_once_per_post_and_day(store: &dyn Store) {
    let (author, post_ids) = posts(store, 1).await;
    let post = post_ids[0];
    let mut likers = Vec::new();
    for i in 0..50 {
        likers.push(store.upsert_github_user(&profile(100 + i, &format!("fan{i}")), NOW).await.expect("user").id);
    }
    futures_join_all(likers.iter().map(|&u| store.toggle_post_like(post, u, NOW + 1_000))).await;
    store.toggle_post_like(post, author, NOW + 1_000).await.expect("own like");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!(heard.len(), 1, "one row for fifty likes");
    assert_eq!((heard[0].kind, heard[0].count, heard[0].subject_id), (NotificationKind::PostLikes, 50, Some(post)));

    store.mark_all_notifications_read(author, NOW + 2_000).await.expect("read");
    store.toggle_post_like(post, likers[0], NOW + 3_000).await.expect("unlike").expect("post");
    store.toggle_post_like(post, likers[0], NOW + 4_000).await.expect("like again").expect("post");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!((heard.len(), heard[0].count, heard[0].read), (1, 50, false), "unread again, counted once");
    assert_eq!(heard[0].actor.as_ref().map(|a| a.id), Some(likers[0]));

    store.toggle_post_like(post, likers[1], NOW + 86_400_000).await.expect("unlike next day").expect("post");
    store.toggle_post_like(post, likers[1], NOW + 86_400_001).await.expect("like next day").expect("post");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!(heard.iter().map(|n| n.count).collect::<Vec<_>>(), [1, 50]);

    assert_eq!(store.delete_community_post(post, author).await.expect("delete"), Deletion::Deleted);
    assert!(store.notifications(author, None, 20).await.expect("notifications").is_empty());
}

/// A comment notifies the post's author (and deleting it takes that back);
/// an unlocked achievement and finished checks notify their learner.
pub async fn unlocks_comments_and_finished_checks_notify(store: &dyn Store) {
    let (author, post_ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(77, "linus"), NOW).await.expect("user").id;
    let comment = store.create_comment(post_ids[0], other, "Nice", NOW + 1).await.expect("comment").id().expect("post");
    store.create_comment(post_ids[0], author, "Thanks", NOW + 2).await.expect("comment").id().expect("post");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!(heard.iter().map(|n| n.kind).collect::<Vec<_>>(), [NotificationKind::Comment], "not one's own");
    assert_eq!(store.delete_comment(comment, other).await.expect("delete"), Deletion::Deleted);
    assert!(store.notifications(author, None, 20).await.expect("notifications").is_empty());

    store.unlock_achievements(other, &["first-step", "helper"], NOW + 3).await.expect("unlock");
    store.unlock_achievements(other, &["helper"], NOW + 4).await.expect("unlock again");
    let unlocked = store.notifications(other, None, 20).await.expect("notifications");
    let details: Vec<_> = unlocked.iter().map(|n| (n.kind, n.detail.as_deref())).collect();
    assert_eq!(details.len(), 2, "once per achievement");
    assert!(details.contains(&(NotificationKind::Achievement, Some("helper"))));

    let task = store.list_tasks().await.expect("tasks")[0].id;
    let solution = solve(store, other, task).await;
    let results = CheckResults { checks: vec![], score: Some(90), report: "{}".into(), now: NOW + 5 };
    store.finish_checks(solution, &results).await.expect("finish");
    let newest = &store.notifications(other, None, 1).await.expect("notifications")[0];
    assert_eq!(
        (newest.kind, newest.subject_id, newest.actor.is_none()),
        (NotificationKind::ChecksFinished, Some(solution), true)
    );
}

/// Newest first by keyset; one or all marked read, never someone else's.
pub async fn notifications_page_newest_first_and_are_marked_read(store: &dyn Store) {
    let (user, _) = learner(store).await;
    let other = store.upsert_github_user(&profile(9, "eve"), NOW).await.expect("user").id;
    let ids = ["first-step", "task-master", "helper", "mentor", "popular"];
    for (i, id) in ids.iter().enumerate() {
        store.unlock_achievements(user, &[id], NOW + i as i64).await.expect("unlock");
    }
    let page = store.notifications(user, None, 2).await.expect("page");
    assert_eq!(page.iter().map(|n| n.detail.clone().unwrap_or_default()).collect::<Vec<_>>(), ["popular", "mentor"]);
    let after = page.last().map(|n| (n.created_at, n.id));
    let rest = store.notifications(user, after, 10).await.expect("page");
    assert_eq!(rest.len(), 3);
    assert!(!store.mark_notification_read(other, page[0].id, NOW).await.expect("read"), "not eve's");
    assert!(store.mark_notification_read(user, page[0].id, NOW).await.expect("read"));
    assert_eq!(store.unread_notifications(user).await.expect("unread"), 4);
    store.mark_all_notifications_read(user, NOW).await.expect("all");
    assert_eq!(store.unread_notifications(user).await.expect("unread"), 0);
    assert!(store.notifications(user, None, 10).await.expect("page").iter().all(|n| n.read));
}

/// A digest is due to a learner with an address, the wish and unread
/// notifications newer than their last digest, once per day; an
/// unsubscribe token works once.
pub async fn digests_go_once_a_day_with_what_is_new_and_unsubscribing_is_single_use(store: &dyn Store) {
    let (user, _) = learner(store).await;
    let mut nameless = profile(2, "grace");
    nameless.email = None;
    let no_address = store.upsert_github_user(&nameless, NOW).await.expect("user").id;
    let day = NOW / 86_400_000;
    assert!(store.digest_recipients(day, 0, 10).await.expect("due").is_empty(), "nothing to tell");
    for (who, at) in [(user, NOW + 1), (user, NOW + 2), (no_address, NOW + 3)] {
        store
            .unlock_achievements(who, &[if at == NOW + 2 { "helper" } else { "first-step" }], at)
            .await
            .expect("unlock");
    }
    let due = store.digest_recipients(day, 0, 10).await.expect("due");
    assert_eq!(
        due.iter().map(|r| (r.user_id, r.email.as_str(), r.last_sent_at)).collect::<Vec<_>>(),
        [(user, "ada@example.com", 0)]
    );
    assert!(store.digest_recipients(day, user, 10).await.expect("due").is_empty(), "paged by id");
    assert_eq!(store.unread_since(user, 0, 10).await.expect("unread").len(), 2);
    assert_eq!(store.unread_since(user, NOW + 1, 10).await.expect("unread").len(), 1);

    store.mark_digest_sent(user, day, NOW + 10).await.expect("sent");
    assert!(store.digest_recipients(day, 0, 10).await.expect("due").is_empty(), "once a day");
    assert!(store.digest_recipients(day + 1, 0, 10).await.expect("due").is_empty(), "nothing new since");
    store.unlock_achievements(user, &["mentor"], NOW + 20).await.expect("unlock");
    let due = store.digest_recipients(day + 1, 0, 10).await.expect("due");
    assert_eq!(due.iter().map(|r| (r.user_id, r.last_sent_at)).collect::<Vec<_>>(), [(user, NOW + 10)]);

    assert!(store.email_digest(user).await.expect("wanted"));
    store.save_unsubscribe_token("hash-1", user, NOW).await.expect("token");
    assert!(!store.unsubscribe("forged").await.expect("unsubscribe"));
    assert!(store.unsubscribe("hash-1").await.expect("unsubscribe"));
    assert!(!store.unsubscribe("hash-1").await.expect("unsubscribe"), "single use");
    assert!(!store.email_digest(user).await.expect("wanted"));
    assert!(store.digest_recipients(day + 1, 0, 10).await.expect("due").is_empty(), "unsubscribed");
    store.set_email_digest(user, true).await.expect("again");
    assert_eq!(store.digest_recipients(day + 1, 0, 10).await.expect("due").len(), 1);
}

/// Only a post's author turns its comments off; then no comment is
/// written (the ones there stay) until they turn them on again.
pub async fn authors_turn_comments_off_and_on(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(5, "linus"), NOW).await.expect("user").id;
    store.create_comment(ids[0], other, "first", NOW + 1).await.expect("comment").id().expect("written");
    assert_eq!(store.set_comments_enabled(ids[0], other, false).await.expect("set"), OwnedChange::NotOwner);
    assert_eq!(store.set_comments_enabled(9_999, author, false).await.expect("set"), OwnedChange::NotFound);
    assert_eq!(store.set_comments_enabled(ids[0], author, false).await.expect("set"), OwnedChange::Changed);
    let post = store.community_post(ids[0], None).await.expect("read").expect("post");
    assert_eq!((post.comments_enabled, post.comments_count), (false, 1));
    assert_eq!(
        store.create_comment(ids[0], other, "second", NOW + 2).await.expect("comment"),
        CommentOutcome::CommentsOff
    );
    assert_eq!(
        store.create_comment(ids[0], author, "mine", NOW + 2).await.expect("comment"),
        CommentOutcome::CommentsOff
    );
    assert_eq!(store.comments(ids[0], None, 10, None).await.expect("comments").len(), 1, "the comment there stays");
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 1);
    store.set_comments_enabled(ids[0], author, true).await.expect("set");
    assert!(store.create_comment(ids[0], other, "third", NOW + 3).await.expect("comment").id().is_some());
}
