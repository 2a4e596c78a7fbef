//! Storage contract cases: Published posts, the feed, likes, readers and comments.

use super::*;

/// Readers see published posts only, newest first, with their categories.
pub async fn published_posts_come_newest_first_without_drafts(store: &dyn Store) {
    let mut catalogue = sample_catalogue();
    let mut older = post("older", PostStatus::Published, NOW - 10 * MINUTE);
    older.categories = vec!["JavaScript".into(), "CSS".into()];
    catalogue.posts.push(older);
    store.import_catalogue(&catalogue, NOW).await.expect("import");
    let posts = store.published_posts().await.expect("posts");
    let slugs: Vec<_> = posts.iter().map(|p| p.slug.as_str()).collect();
    assert_eq!(slugs, ["grid", "older"]);
    assert_eq!(posts[1].categories, ["JavaScript", "CSS"]);
    assert_eq!(posts[0].content_html, "<p>Hello</p>");
    let one = store.published_post("older").await.expect("post").expect("present");
    assert_eq!(one, posts[1]);
    assert_eq!(store.published_post("draft").await.expect("post"), None, "drafts are not public");
    assert_eq!(store.published_post("nope").await.expect("post"), None);
}

/// A learner and `count` posts of theirs about the first challenge, one
/// minute apart (oldest first). Returns (user id, post ids).
pub(crate) async fn posts(store: &dyn Store, count: i64) -> (i64, Vec<i64>) {
    let (user, task) = learner(store).await;
    let mut ids = Vec::new();
    for n in 0..count {
        let post = NewCommunityPost {
            user_id: user,
            task_id: task,
            content: format!("post {n}"),
            code: None,
            now: NOW + n * MINUTE,
        };
        ids.push(store.create_community_post(&post).await.expect("post"));
    }
    (user, ids)
}

/// Latest is newest first; Popular follows hot_score; both page by keyset
/// without gaps or repeats; tags, author and viewer likes come along.
pub async fn feed_pages_by_keyset_in_both_orders(store: &dyn Store) {
    let (user, ids) = posts(store, 5).await;
    let first = store.community_feed(FeedOrder::Latest, None, 2, Some(user)).await.expect("page 1");
    assert_eq!(first.iter().map(|p| p.id).collect::<Vec<_>>(), [ids[4], ids[3]]);
    assert_eq!(first[0].task.slug, "card");
    assert_eq!(first[0].task.tags, ["HTML", "CSS"]);
    assert_eq!(first[0].author.login, "ada");
    let last = first.last().expect("last");
    let cursor = FeedCursor::Latest { created_at: last.created_at, id: last.id };
    let second = store.community_feed(FeedOrder::Latest, Some(cursor), 10, None).await.expect("page 2");
    assert_eq!(second.iter().map(|p| p.id).collect::<Vec<_>>(), [ids[2], ids[1], ids[0]]);

    // Likes lift an older post in Popular.
    for github_id in 10..20 {
        let fan = store.upsert_github_user(&profile(github_id, &format!("fan{github_id}")), NOW).await.expect("fan");
        store.toggle_post_like(ids[0], fan.id, NOW).await.expect("like").expect("post");
    }
    let popular = store.community_feed(FeedOrder::Popular, None, 1, Some(user)).await.expect("popular");
    assert_eq!(popular[0].id, ids[0]);
    assert_eq!(popular[0].likes_count, 10);
    assert!(!popular[0].liked_by_viewer);
    let cursor = FeedCursor::Popular { hot_score: popular[0].hot_score, id: popular[0].id };
    let rest = store.community_feed(FeedOrder::Popular, Some(cursor), 10, None).await.expect("rest");
    assert_eq!(rest.iter().map(|p| p.id).collect::<Vec<_>>(), [ids[4], ids[3], ids[2], ids[1]]);
}

/// A migration that changes the popular formula asks for one rescore; it
/// sets every post's stored score from its likes and creation time, in
/// batches, and is not due again.
pub async fn the_popular_feed_is_scored_again_once_after_its_formula_changed(store: &dyn Store) {
    let (_, ids) = posts(store, 3).await;
    let fan = store.upsert_github_user(&profile(77, "fan"), NOW).await.expect("fan");
    store.toggle_post_like(ids[1], fan.id, NOW).await.expect("like").expect("post");
    assert_eq!(store.rescore_popular_feed_if_due().await.expect("rescore"), Some(3), "due on a new database");
    assert_eq!(store.rescore_popular_feed_if_due().await.expect("rescore"), None, "once");
    assert_eq!(store.rescore_popular_feed().await.expect("rescore"), 3);
    let feed = store.community_feed(FeedOrder::Popular, None, 10, None).await.expect("popular");
    for post in &feed {
        let expected = frontloop_domain::community::hot_score(post.likes_count, post.created_at);
        assert!((post.hot_score - expected).abs() < 1e-9, "post {}: {} vs {expected}", post.id, post.hot_score);
    }
    assert_eq!(feed[0].id, ids[1], "the liked post leads");
}

/// A second like by the same user takes it back; the counter follows.
pub async fn likes_toggle_and_counters_match_rows(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let on = store.toggle_post_like(ids[0], user, NOW).await.expect("like").expect("post");
    assert_eq!((on.liked, on.likes_count), (true, 1));
    let seen = store.community_post(ids[0], Some(user)).await.expect("read").expect("post");
    assert!(seen.liked_by_viewer);
    let off = store.toggle_post_like(ids[0], user, NOW).await.expect("unlike").expect("post");
    assert_eq!((off.liked, off.likes_count), (false, 0));
    assert_eq!(store.toggle_post_like(9_999, user, NOW).await.expect("missing"), None);
    assert_eq!(store.community_stats(user).await.expect("stats").likes_given, 0);

    let comment = store.create_comment(ids[0], user, "nice", NOW).await.expect("comment").id().expect("post");
    let on = store.toggle_comment_like(comment, user, NOW).await.expect("like").expect("comment");
    assert_eq!((on.liked, on.likes_count), (true, 1));
    assert!(store.comment(comment, Some(user)).await.expect("read").expect("comment").liked_by_viewer);
    let off = store.toggle_comment_like(comment, user, NOW).await.expect("unlike").expect("comment");
    assert_eq!((off.liked, off.likes_count), (false, 0));
    assert_eq!(store.toggle_comment_like(9_999, user, NOW).await.expect("missing"), None);
}

/// A like toggled at once: the rate-limit hit, the like and its counter,
/// the learner's and the author's milestone unlocks commit together; a
/// refused toggle writes nothing.
pub async fn a_like_at_once_counts_the_limit_and_unlocks_milestones(store: &dyn Store) {
    let (author, ids) = posts(store, 2).await;
    let fan = store.upsert_github_user(&profile(77, "fan"), NOW).await.expect("fan").id;
    let second_fan = store.upsert_github_user(&profile(79, "second"), NOW).await.expect("fan").id;
    let milestones = [("first-appreciation", 1_i64), ("community-supporter", 2_i64)];
    let author_milestones = [("popular", 2_i64)];
    let toggle = |post_id: i64, user_id: i64, bucket: &'static str| PostLikeToggle {
        post_id,
        user_id,
        now: NOW,
        limit_bucket: bucket,
        limit_window_start: NOW,
        limit_max: 3,
        milestones: &milestones,
        author_milestones: &author_milestones,
    };
    let first = store.toggle_post_like_at_once(&toggle(ids[0], fan, "like:fan")).await.expect("like");
    let PostLikeOutcome::Toggled { like, unlocked } = first else { panic!("toggled: {first:?}") };
    assert_eq!((like.liked, like.likes_count, unlocked), (true, 1, vec!["first-appreciation".to_owned()]));
    let notified = store.notifications(fan, None, 10).await.expect("notifications");
    assert_eq!(notified.len(), 1, "the unlock is announced");
    assert!(store.unlocked_achievements(author).await.expect("unlocked").is_empty(), "one like is not Popular");
    // The post's second like reaches the author's milestone.
    store.toggle_post_like_at_once(&toggle(ids[0], second_fan, "like:second")).await.expect("like");
    let author_has = store.unlocked_achievements(author).await.expect("unlocked");
    assert_eq!(author_has.iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>(), ["popular"]);

    let second = store.toggle_post_like_at_once(&toggle(ids[1], fan, "like:fan")).await.expect("like");
    assert!(matches!(second, PostLikeOutcome::Toggled { ref unlocked, .. } if unlocked == &["community-supporter"]));
    let off = store.toggle_post_like_at_once(&toggle(ids[1], fan, "like:fan")).await.expect("unlike");
    assert!(
        matches!(off, PostLikeOutcome::Toggled { like: LikeState { liked: false, likes_count: 0 }, ref unlocked } if unlocked.is_empty())
    );

    // The fourth hit in the window is refused and changes nothing.
    let refused = store.toggle_post_like_at_once(&toggle(ids[0], fan, "like:fan")).await.expect("refused");
    assert_eq!(refused, PostLikeOutcome::Limited { hits: 4 });
    let post = store.community_post(ids[0], Some(fan)).await.expect("read").expect("post");
    assert!(post.liked_by_viewer && post.likes_count == 2, "the refused unlike wrote nothing");
    assert_eq!(store.rate_limit_hits("like:fan", NOW).await.expect("hits"), 3);

    let missing = store.toggle_post_like_at_once(&toggle(9_999, author, "like:author")).await.expect("missing");
    assert_eq!(missing, PostLikeOutcome::NotFound);
}

/// The feed's reader by session: their likes among the asked posts, their
/// blocks, the community's revision moved by writes; no reader for a dead
/// session.
pub async fn a_feed_viewer_comes_with_the_revision_blocks_and_likes_in_one_read(store: &dyn Store) {
    let (author, ids) = posts(store, 3).await;
    let fan = store.upsert_github_user(&profile(78, "fan"), NOW).await.expect("fan").id;
    let times = SessionTimes { now: NOW, idle_ttl: 30 * MINUTE, absolute_ttl: 90 * MINUTE };
    store.create_session("fan-token", fan, times).await.expect("session");
    let idle = 30 * MINUTE;
    let before = store.feed_viewer("fan-token", NOW + 1, idle, &ids).await.expect("read").expect("a reader");
    assert_eq!((before.user.id, before.blocks, before.hidden_posts, before.liked.len()), (fan, 0, 0, 0));
    assert_eq!(before.revision, store.read_revision(ReadScope::Community).await.expect("revision"));
    store.toggle_post_like(ids[0], fan, NOW).await.expect("like").expect("post");
    store.toggle_post_like(ids[2], fan, NOW).await.expect("like").expect("post");
    store.block(fan, author, NOW).await.expect("block");
    let after = store.feed_viewer("fan-token", NOW + 2, idle, &ids[..2]).await.expect("read").expect("a reader");
    assert_eq!((after.liked, after.blocks), (vec![ids[0]], 1), "only the asked posts' likes");
    assert!(after.revision > before.revision, "likes move the community's revision");
    let none_asked = store.feed_viewer("fan-token", NOW + 3, idle, &[]).await.expect("read").expect("a reader");
    assert!(none_asked.liked.is_empty());
    store.revoke_session("fan-token", NOW + 4).await.expect("revoke");
    assert!(store.feed_viewer("fan-token", NOW + 5, idle, &ids).await.expect("read").is_none());
    assert!(store.feed_viewer("unknown", NOW, idle, &ids).await.expect("read").is_none());
}

/// Each server instance says it is alive and learns how many others said
/// so lately; one that leaves, or stops saying it, no longer counts, and
/// old rows are purged.
pub async fn instances_see_each_other_while_they_say_they_are_alive(store: &dyn Store) {
    let window = 3_000;
    assert_eq!(store.heartbeat("a", NOW, NOW - window).await.expect("a"), 0, "alone at first");
    assert_eq!(store.heartbeat("b", NOW + 100, NOW + 100 - window).await.expect("b"), 1, "b sees a");
    assert_eq!(store.heartbeat("a", NOW + 200, NOW + 200 - window).await.expect("a"), 1, "a sees b");
    // b stops saying it: once the window has passed, a is alone again.
    let later = NOW + 100 + window;
    assert_eq!(store.heartbeat("a", later, later - window).await.expect("a"), 0, "b is gone");
    assert_eq!(store.heartbeat("b", later + 1, later + 1 - window).await.expect("b"), 1, "b is back");
    store.leave("b").await.expect("leave");
    assert_eq!(store.heartbeat("a", later + 2, later + 2 - window).await.expect("a"), 0, "b left");
    store.heartbeat("b", NOW, NOW - window).await.expect("b");
    store.purge_expired(NOW + 120 * MINUTE).await.expect("purge");
    let then = NOW + 120 * MINUTE;
    assert_eq!(store.heartbeat("c", then, 0).await.expect("c"), 0, "old rows are purged");
}

/// The reader by session with the community's revision: moved by their
/// likes and by their blocks and unblocks (a block changes what they read);
/// no reader for a revoked or unknown session.
pub async fn a_community_reader_comes_with_the_revision_that_likes_and_blocks_move(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let fan = store.upsert_github_user(&profile(79, "reader"), NOW).await.expect("reader").id;
    let times = SessionTimes { now: NOW, idle_ttl: 30 * MINUTE, absolute_ttl: 90 * MINUTE };
    store.create_session("reader-token", fan, times).await.expect("session");
    let idle = 30 * MINUTE;
    let read = |at| store.community_reader("reader-token", at, idle);
    let first = read(NOW + 1).await.expect("read").expect("a reader");
    assert_eq!(first.user.id, fan);
    assert_eq!(first.revision, store.read_revision(ReadScope::Community).await.expect("revision"));
    store.toggle_post_like(ids[0], fan, NOW).await.expect("like").expect("post");
    let liked = read(NOW + 2).await.expect("read").expect("a reader");
    assert!(liked.revision > first.revision, "a like moves it");
    store.block(fan, author, NOW).await.expect("block");
    let blocked = read(NOW + 3).await.expect("read").expect("a reader");
    assert!(blocked.revision > liked.revision, "a block moves it");
    store.unblock(fan, author).await.expect("unblock");
    let unblocked = read(NOW + 4).await.expect("read").expect("a reader");
    assert!(unblocked.revision > blocked.revision, "an unblock moves it");
    store.revoke_session("reader-token", NOW + 5).await.expect("revoke");
    assert!(read(NOW + 6).await.expect("read").is_none(), "a revoked session reads nobody");
    assert!(store.community_reader("unknown", NOW, idle).await.expect("read").is_none());
}

/// 50 users liking one post at once give exactly 50.
pub async fn parallel_likes_by_many_users_all_count(store: &dyn Store) {
    let (_, ids) = posts(store, 1).await;
    let mut fans = Vec::new();
    for github_id in 100..150 {
        fans.push(
            store.upsert_github_user(&profile(github_id, &format!("fan{github_id}")), NOW).await.expect("fan").id,
        );
    }
    let likes = fans.iter().map(|fan| store.toggle_post_like(ids[0], *fan, NOW));
    for result in futures_join_all(likes).await {
        assert!(result.expect("like").expect("post").liked);
    }
    let post = store.community_post(ids[0], None).await.expect("read").expect("post");
    assert_eq!(post.likes_count, 50);
    // …and there are 50 rows: every fan's like is there.
    let liked_by_all = futures_join_all(fans.iter().map(|fan| store.community_post(ids[0], Some(*fan)))).await;
    assert!(liked_by_all.into_iter().all(|p| p.expect("read").expect("post").liked_by_viewer));
}

/// One user toggling in parallel: whatever the interleaving, the counter
/// equals the rows (0 or 1).
pub async fn parallel_toggles_by_one_user_keep_counter_and_rows_together(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let toggles = (0..9).map(|_| store.toggle_post_like(ids[0], user, NOW));
    let results = futures_join_all(toggles).await;
    assert!(results.iter().all(|r| matches!(r, Ok(Some(_)))), "{results:?}");
    let post = store.community_post(ids[0], Some(user)).await.expect("read").expect("post");
    assert_eq!(post.likes_count, i64::from(post.liked_by_viewer), "counter equals rows");
    assert_eq!(post.likes_count, 1, "an odd number of toggles leaves it liked");
}

/// Comments page oldest first; counts follow adds and deletes.
pub async fn comments_page_count_and_delete(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other").id;
    let mut comment_ids = Vec::new();
    for n in 0..3 {
        let id =
            store.create_comment(ids[0], other, &format!("c{n}"), NOW + n).await.expect("comment").id().expect("post");
        comment_ids.push(id);
    }
    assert_eq!(store.create_comment(9_999, other, "lost", NOW).await.expect("missing post"), CommentOutcome::NotFound);
    let first = store.comments(ids[0], None, 2, Some(user)).await.expect("page");
    assert_eq!(first.iter().map(|c| c.content.as_str()).collect::<Vec<_>>(), ["c0", "c1"]);
    assert_eq!(first[0].author.login, "grace");
    let after = (first[1].created_at, first[1].id);
    let rest = store.comments(ids[0], Some(after), 10, None).await.expect("rest");
    assert_eq!(rest.iter().map(|c| c.content.as_str()).collect::<Vec<_>>(), ["c2"]);
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 3);
    let stats = store.community_stats(other).await.expect("stats");
    // Comments help nobody by themselves: only a review marked helpful does.
    assert_eq!((stats.comments, stats.helped_users), (3, 0));

    assert_eq!(store.delete_comment(comment_ids[0], user).await.expect("delete"), crate::models::Deletion::NotOwner);
    assert_eq!(store.delete_comment(comment_ids[0], other).await.expect("delete"), crate::models::Deletion::Deleted);
    assert_eq!(store.delete_comment(comment_ids[0], other).await.expect("again"), crate::models::Deletion::NotFound);
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 2);
}

/// Only the author deletes a post; its comments and likes go with it.
pub async fn only_authors_delete_their_posts(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other").id;
    store.create_comment(ids[0], other, "hi", NOW).await.expect("comment").id().expect("post");
    store.toggle_post_like(ids[0], other, NOW).await.expect("like").expect("post");
    assert_eq!(store.delete_community_post(ids[0], other).await.expect("delete"), crate::models::Deletion::NotOwner);
    assert_eq!(store.delete_community_post(ids[0], user).await.expect("delete"), crate::models::Deletion::Deleted);
    assert_eq!(store.community_post(ids[0], None).await.expect("read"), None);
    assert_eq!(store.delete_community_post(ids[0], user).await.expect("again"), crate::models::Deletion::NotFound);
    let stats = store.community_stats(other).await.expect("stats");
    assert_eq!((stats.comments, stats.likes_given), (0, 0), "comments and likes went with the post");
}

/// Polls every future together on the current task and returns their
/// outputs in order (a dependency-free `join_all` for concurrency tests).
pub async fn futures_join_all<F: std::future::Future>(futures: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut set = Vec::new();
    for future in futures {
        set.push(Box::pin(future));
    }
    let mut outputs: Vec<Option<F::Output>> = (0..set.len()).map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (slot, future) in outputs.iter_mut().zip(set.iter_mut()) {
            if slot.is_none() {
                match future.as_mut().poll(cx) {
                    std::task::Poll::Ready(out) => *slot = Some(out),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            std::task::Poll::Pending
        } else {
            std::task::Poll::Ready(())
        }
    })
    .await;
    outputs.into_iter().flatten().collect()
}
