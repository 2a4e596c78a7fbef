//! The hot anonymous reads (`app::hot_reads`) on two instances of one
//! database, as behind a round-robin load balancer: a learner sees their own
//! write on their next request whichever instance answers; a signed-out
//! visitor sees anyone's write within a second on either instance; the
//! answers carry an ETag that gives 304 while it holds.

use std::time::{Duration, Instant};

use crate::common::{self, Instance, TestApp};
use reqwest::header::{ETAG, IF_NONE_MATCH};
use serde_json::{json, Value};

/// GET `path` on `base` signed out (or as `token`): status and JSON.
async fn read(app: &TestApp, base: &str, token: Option<&str>, path: &str) -> (u16, Value) {
    let request = app.client.get(format!("{base}{path}"));
    let request = match token {
        Some(token) => request.bearer_auth(token),
        None => request,
    };
    common::body_or_null(request.send().await.expect("request")).await
}

/// How long until `seen` holds for the signed-out `path` on `base`,
/// polling every 20 ms; panics after three seconds.
async fn time_until(app: &TestApp, base: &str, path: &str, seen: impl Fn(&Value) -> bool) -> Duration {
    time_until_answer(app, base, path, |_, body| seen(body)).await
}

/// [`time_until`] with the status too.
async fn time_until_answer(app: &TestApp, base: &str, path: &str, seen: impl Fn(u16, &Value) -> bool) -> Duration {
    let start = Instant::now();
    loop {
        let (status, body) = read(app, base, None, path).await;
        if seen(status, &body) {
            return start.elapsed();
        }
        assert!(start.elapsed() < Duration::from_secs(3), "{path} on {base} never showed the write: {body}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn feed_ids(page: &Value) -> Vec<i64> {
    page["items"].as_array().map(|items| items.iter().filter_map(|p| p["id"].as_i64()).collect()).unwrap_or_default()
}

/// One second for others, plus the poll step and a loaded CI machine's
/// scheduling.
const WITHIN_A_SECOND: Duration = Duration::from_millis(1_300);

async fn writes_show_on_both_instances(app: &TestApp, other: &Instance) {
    let feed = "/api/community/posts?filter=latest";
    // Both instances render and keep the (empty) first page.
    for base in [app.base.as_str(), other.base.as_str()] {
        let (status, page) = read(app, base, None, feed).await;
        assert_eq!((status, feed_ids(&page).len()), (200, 0), "{page}");
    }
    let ada = app.session_for(1, "ada").await;
    app.complete_challenge(&ada, "pixel-card").await;
    let post = app.create_post(&ada, "pixel-card", "My card").await["id"].as_i64().expect("post id");

    // The author's next request, on the other instance, sees the post.
    let (_, own) = read(app, &other.base, Some(&ada), feed).await;
    assert_eq!(feed_ids(&own), [post], "own write on the other instance: {own}");
    // A visitor sees it within a second on either instance.
    for base in [app.base.as_str(), other.base.as_str()] {
        let took = time_until(app, base, feed, |page| feed_ids(page) == [post]).await;
        assert!(took <= WITHIN_A_SECOND, "the post showed after {took:?}");
    }

    // A like given through one instance shows on the other.
    let grace = app.session_for(2, "grace").await;
    let like = format!("/api/community/posts/{post}/like");
    let liked = app.client.post(other.url(&like)).bearer_auth(&grace).json(&json!({})).send().await.expect("like");
    assert_eq!(liked.status(), 200);
    let (_, own) = read(app, &app.base, Some(&grace), &format!("/api/community/posts/{post}")).await;
    assert_eq!((own["likes_count"].as_i64(), own["liked_by_user"].as_bool()), (Some(1), Some(true)), "{own}");
    let detail = format!("/api/community/posts/{post}");
    let took = time_until(app, &app.base, &detail, |p| p["likes_count"] == 1).await;
    assert!(took <= WITHIN_A_SECOND, "the like showed after {took:?}");
    let took =
        time_until(app, &app.base, "/api/community/posts?filter=popular", |page| page["items"][0]["likes_count"] == 1)
            .await;
    assert!(took <= WITHIN_A_SECOND, "the popular feed showed the like after {took:?}");

    // A comment made on one instance, the comments read on the other.
    let comments = format!("/api/community/posts/{post}/comments");
    let (_, empty) = read(app, &other.base, None, &comments).await;
    assert_eq!(empty["items"].as_array().map(Vec::len), Some(0));
    let (status, _) = common::body(app.post_as(&grace, &comments, &json!({"content": "Lovely"})).await).await;
    assert_eq!(status, 201);
    let took = time_until(app, &other.base, &comments, |page| page["items"][0]["content"] == "Lovely").await;
    assert!(took <= WITHIN_A_SECOND, "the comment showed after {took:?}");

    // The author deletes the post: gone for visitors on both instances.
    let deleted = app.client.delete(other.url(&detail)).bearer_auth(&ada).send().await.expect("delete");
    assert_eq!(deleted.status(), 204);
    for base in [app.base.as_str(), other.base.as_str()] {
        let took = time_until_answer(app, base, &detail, |status, _| status == 404).await;
        assert!(took <= WITHIN_A_SECOND, "the deleted post answered for {took:?}");
    }
}

async fn content_changes_show_on_both_instances(app: &TestApp, other: &Instance) {
    let (_, before) = read(app, &other.base, None, "/api/posts/by-slug/grid-basics").await;
    assert_eq!(before["title"], "Grid Basics");
    let (_, list) = read(app, &other.base, None, "/api/posts").await;
    assert!(list.as_array().is_some_and(|posts| posts.iter().any(|p| p["title"] == "Grid Basics")), "{list}");
    let (_, paths) = read(app, &other.base, None, "/api/learning-paths").await;
    assert_eq!(paths["data"][0]["title"], "First Steps");
    // Another process changes the content (as an import does).
    app.execute_sql("UPDATE blog_posts SET title = 'Grid, Renamed' WHERE slug = 'grid-basics'").await;
    app.execute_sql("UPDATE learning_paths SET title = 'First Steps, Renamed'").await;
    let took = time_until(app, &other.base, "/api/posts/by-slug/grid-basics", |p| p["title"] == "Grid, Renamed").await;
    assert!(took <= WITHIN_A_SECOND, "the blog post showed after {took:?}");
    let renamed =
        |list: &Value| list.as_array().is_some_and(|posts| posts.iter().any(|p| p["title"] == "Grid, Renamed"));
    assert!(time_until(app, &other.base, "/api/posts", renamed).await <= WITHIN_A_SECOND);
    let took =
        time_until(app, &other.base, "/api/learning-paths", |p| p["data"][0]["title"] == "First Steps, Renamed").await;
    assert!(took <= WITHIN_A_SECOND, "the paths list showed after {took:?}");
}

async fn etags_hold_until_a_write(app: &TestApp) {
    let feed = app.url("/api/community/posts");
    let first = app.client.get(&feed).send().await.expect("feed");
    let etag = first.headers().get(ETAG).cloned().expect("an ETag");
    let again = app.client.get(&feed).header(IF_NONE_MATCH, etag.clone()).send().await.expect("feed");
    assert_eq!(again.status(), 304);
    let lin = app.session_for(3, "lin").await;
    app.complete_challenge(&lin, "quiet-modal").await;
    app.create_post(&lin, "quiet-modal", "Another card").await;
    let changed = app.client.get(&feed).header(IF_NONE_MATCH, etag).send().await.expect("feed");
    assert_eq!(changed.status(), 200, "a new post on this instance gives a new ETag at once");
}

/// A signed-in reader's feed page is the visitors' page with their own
/// flags, or their own page when they block someone; a logout or a
/// suspension through one instance ends the session on the other at once.
async fn signed_in_reads_on_two_instances(app: &TestApp, other: &Instance) {
    let feed = "/api/community/posts?filter=latest";
    let kim = app.session_for(11, "kim").await;
    app.complete_challenge(&kim, "offline-notes").await;
    let post = app.create_post(&kim, "offline-notes", "Notes, offline").await["id"].as_i64().expect("post id");
    let bob = app.session_for(12, "bob").await;
    let like = format!("/api/community/posts/{post}/like");
    assert_eq!(app.post_as(&bob, &like, &json!({})).await.status(), 200);
    let top = |page: &Value| page["items"][0].clone();
    for base in [app.base.as_str(), other.base.as_str()] {
        let (_, by_bob) = read(app, base, Some(&bob), feed).await;
        assert_eq!(top(&by_bob)["id"], post);
        assert_eq!(
            (top(&by_bob)["liked_by_user"].as_bool(), top(&by_bob)["is_owner"].as_bool()),
            (Some(true), Some(false))
        );
        let (_, by_kim) = read(app, base, Some(&kim), feed).await;
        assert_eq!(
            (top(&by_kim)["liked_by_user"].as_bool(), top(&by_kim)["is_owner"].as_bool()),
            (Some(false), Some(true))
        );
        let (_, by_visitor) = read(app, base, None, feed).await;
        assert_eq!(top(&by_visitor)["liked_by_user"].as_bool(), Some(false));
    }
    // Bob's page is now kept on both instances. He takes his like back
    // through the other one: this one's kept page of his follows at once,
    // and so does Kim's (the count), then he likes it again.
    for (base, liked, count) in [(other.base.as_str(), false, 0), (app.base.as_str(), true, 1)] {
        let toggled = app.client.post(format!("{base}{like}")).bearer_auth(&bob).json(&json!({})).send().await;
        assert_eq!(toggled.expect("toggle").status(), 200);
        for reading in [app.base.as_str(), other.base.as_str()] {
            let (_, by_bob) = read(app, reading, Some(&bob), feed).await;
            assert_eq!(top(&by_bob)["liked_by_user"].as_bool(), Some(liked), "{by_bob}");
            let (_, by_kim) = read(app, reading, Some(&kim), feed).await;
            assert_eq!(top(&by_kim)["likes_count"].as_i64(), Some(count), "{by_kim}");
        }
    }
    // A reader's page is theirs alone: kept by no shared cache, and its
    // ETag answers 304 to them while it holds.
    let mine = app.client.get(app.url(feed)).bearer_auth(&bob).send().await.expect("feed");
    assert_eq!(mine.headers()["cache-control"], "private, no-cache");
    let etag = mine.headers()[ETAG].clone();
    let again = app.client.get(app.url(feed)).bearer_auth(&bob).header(IF_NONE_MATCH, etag).send().await;
    assert_eq!(again.expect("feed").status(), 304);

    // Bob blocks Kim through one instance: her post leaves his feed on the other at once.
    let (status, _) = common::body_or_null(app.post_as(&bob, "/api/blocks", &json!({"login": "kim"})).await).await;
    assert!(status == 200 || status == 201 || status == 204, "block: {status}");
    let (_, by_bob) = read(app, &other.base, Some(&bob), feed).await;
    assert!(!feed_ids(&by_bob).contains(&post), "{by_bob}");

    // Bob signs out on one instance: his token is refused by the other at once.
    let out = app.client.post(app.url("/api/auth/logout")).bearer_auth(&bob).send().await.expect("logout");
    assert!(out.status().is_success(), "logout: {}", out.status());
    let (status, _) = read(app, &other.base, Some(&bob), feed).await;
    assert_eq!(status, 401, "a signed-out token on the other instance");
    // A moderator suspends Kim on the other instance: refused on this one at once.
    let moderator = app.session_for(common::MODERATOR_GITHUB_ID, "mod").await;
    let suspend = other.url("/api/admin/users/kim/suspend");
    let suspended = app.client.post(suspend).bearer_auth(&moderator).json(&json!({"reason": "spam"})).send().await;
    assert_eq!(suspended.expect("suspend").status(), 204);
    let (status, _) = read(app, &app.base, Some(&kim), feed).await;
    assert_eq!(status, 401, "a suspended learner's token on the other instance");
    let (_, by_visitor) = read(app, &app.base, None, feed).await;
    assert!(!feed_ids(&by_visitor).contains(&post), "a suspended learner's post leaves the feed at once: {by_visitor}");
}

for_each_backend!(hot_reads_on_two_instances);

async fn hot_reads_on_two_instances(backend: common::Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let other = app.second_instance(&[]).await;
    content_changes_show_on_both_instances(&app, &other).await;
    writes_show_on_both_instances(&app, &other).await;
    etags_hold_until_a_write(&app).await;
    signed_in_reads_on_two_instances(&app, &other).await;
    // The renderings stay within the cache's budget.
    let held = app.state.read_cache.weight();
    assert!(held > 0 && held <= frontloop::app::read_cache::DEFAULT_BUDGET_BYTES, "{held} bytes");
    other.finish().await;
    app.finish().await;
}

/// Waits until `app` knows it is alone on its database; panics after
/// three seconds.
async fn until_alone(app: &TestApp) {
    let start = Instant::now();
    while !app.state.presence.is_alone(Instant::now()) {
        assert!(start.elapsed() < Duration::from_secs(3), "the instance never found itself alone");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

for_each_backend!(held_sessions_end_at_once);

/// An instance alone on its database answers a signed-in reader from the
/// session it holds, and still: a like shows on the reader's next page, a
/// logout ends the session at once; a second instance arriving makes both
/// read sessions again, and a logout or a suspension through the newcomer
/// is refused at once by the instance that held the session.
async fn held_sessions_end_at_once(backend: common::Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let feed = "/api/community/posts?filter=latest";
    let kim = app.session_for(11, "kim").await;
    app.complete_challenge(&kim, "offline-notes").await;
    let post = app.create_post(&kim, "offline-notes", "Notes, offline").await["id"].as_i64().expect("post id");
    let bob = app.session_for(12, "bob").await;
    let ann = app.session_for(13, "ann").await;
    until_alone(&app).await;
    for token in [&bob, &kim, &ann] {
        assert_eq!(read(&app, &app.base, Some(token), feed).await.0, 200);
    }
    assert!(app.state.reader_sessions.len() >= 3, "the readers are held");
    // Bob's like shows on his next page, though his session is held.
    let like = format!("/api/community/posts/{post}/like");
    assert_eq!(app.post_as(&bob, &like, &json!({})).await.status(), 200);
    let (_, page) = read(&app, &app.base, Some(&bob), feed).await;
    assert_eq!(page["items"][0]["liked_by_user"].as_bool(), Some(true), "{page}");
    // Ann signs out: her held session is refused at once.
    let out = app.client.post(app.url("/api/auth/logout")).bearer_auth(&ann).send().await.expect("logout");
    assert!(out.status().is_success(), "logout: {}", out.status());
    assert_eq!(read(&app, &app.base, Some(&ann), feed).await.0, 401, "a signed-out held session");

    // Held again on the lone instance, then another instance arrives and
    // ends both sessions through itself at once.
    for token in [&bob, &kim] {
        assert_eq!(read(&app, &app.base, Some(token), feed).await.0, 200);
    }
    let other = app.second_instance(&[]).await;
    let out = app.client.post(other.url("/api/auth/logout")).bearer_auth(&bob).send().await.expect("logout");
    assert!(out.status().is_success(), "logout: {}", out.status());
    assert_eq!(read(&app, &app.base, Some(&bob), feed).await.0, 401, "signed out through the newcomer");
    let moderator = app.session_for(common::MODERATOR_GITHUB_ID, "mod").await;
    let suspend = other.url("/api/admin/users/kim/suspend");
    let suspended = app.client.post(suspend).bearer_auth(&moderator).json(&json!({"reason": "spam"})).send().await;
    assert_eq!(suspended.expect("suspend").status(), 204);
    assert_eq!(read(&app, &app.base, Some(&kim), feed).await.0, 401, "suspended through the newcomer");
    assert!(!app.state.presence.is_alone(Instant::now()), "two instances: neither is alone");
    other.finish().await;
    app.finish().await;
}
