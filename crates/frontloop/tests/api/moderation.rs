//! Reports, hidden items, moderators, suspensions and blocks through the
//! real router (docs/moderation.md), on both databases: who may call what
//! (the access-control matrix of every moderation call), and that hidden
//! and blocked content is absent from every list, page, count and cursor
//! that could show it.

use serde_json::{json, Value};

use crate::common::{self, body, TestApp, MODERATOR_GITHUB_ID};

async fn report(app: &TestApp, token: &str, item_type: &str, item_id: i64, reason: &str) -> (u16, Value) {
    let request = json!({"item_type": item_type, "item_id": item_id, "reason": reason});
    body(app.post_as(token, "/api/reports", &request).await).await
}

async fn act(app: &TestApp, token: &str, path: &str, reason: &str) -> u16 {
    app.send(reqwest::Method::POST, Some(token), path, Some(json!({"reason": reason}))).await.0
}

/// The ids of the posts on every page of a feed as `token` sees it,
/// following the cursors 2 at a time.
async fn feed_ids(app: &TestApp, token: Option<&str>, sort: &str) -> Vec<i64> {
    let mut ids = Vec::new();
    let mut cursor = String::new();
    loop {
        let path = format!("/api/community/posts?sort={sort}&limit=2&cursor={cursor}");
        let (status, page) = app.send(reqwest::Method::GET, token, &path, None).await;
        assert_eq!(status, 200, "{page}");
        ids.extend(page["items"].as_array().expect("items").iter().map(|p| p["id"].as_i64().expect("id")));
        match page["next_cursor"].as_str() {
            Some(next) => cursor = next.to_owned(),
            None => return ids,
        }
    }
}

async fn post_status(app: &TestApp, token: Option<&str>, id: i64) -> (u16, Value) {
    app.send(reqwest::Method::GET, token, &format!("/api/community/posts/{id}"), None).await
}

async fn comment_ids(app: &TestApp, token: Option<&str>, post: i64) -> Vec<i64> {
    let (status, page) =
        app.send(reqwest::Method::GET, token, &format!("/api/community/posts/{post}/comments"), None).await;
    assert_eq!(status, 200, "{page}");
    page["items"].as_array().expect("items").iter().map(|c| c["id"].as_i64().expect("id")).collect()
}

async fn comment(app: &TestApp, token: &str, post: i64, text: &str) -> (u16, Value) {
    body(app.post_as(token, &format!("/api/community/posts/{post}/comments"), &json!({"content": text})).await).await
}

/// The learner's unread notifications of `kind`.
async fn unread_of(app: &TestApp, token: &str, kind: &str) -> usize {
    let (status, page) = body(app.get_as(token, "/api/notifications").await).await;
    assert_eq!(status, 200, "{page}");
    page["items"].as_array().expect("items").iter().filter(|n| n["kind"] == kind && n["read"] == false).count()
}

/// The learner's unread count, as the header shows it.
async fn unread_count(app: &TestApp, token: &str) -> i64 {
    let (_, unread) = body(app.get_as(token, "/api/notifications/unread-count").await).await;
    unread["count"].as_i64().expect("count")
}

async fn log_actions(app: &TestApp, moderator: &str) -> Vec<(String, String)> {
    let (status, log) = body(app.get_as(moderator, "/api/admin/log").await).await;
    assert_eq!(status, 200, "{log}");
    log["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|e| {
            (e["action"].as_str().unwrap_or("").to_owned(), e["moderator"].as_str().unwrap_or("automatic").to_owned())
        })
        .collect()
}

/// Starts `slug` and shares a post on it.
async fn share(app: &TestApp, token: &str, slug: &str, text: &str) -> i64 {
    let task = app.task_id(slug).await;
    let (status, _) =
        body(app.post_as(token, &format!("/api/progress/task/{task}"), &json!({"status": "in_progress"})).await).await;
    assert_eq!(status, 200);
    app.create_post(token, slug, text).await["id"].as_i64().expect("post id")
}

on_both_databases! {
    every_moderation_call_is_for_moderators_only => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let eve = app.session_for(2, "eve").await;
        let moderator = app.session_for(MODERATOR_GITHUB_ID, "mod").await;
        let suspended = app.session_for(3, "sam").await;
        app.session_for(5, "zed").await;
        let post = share(&app, &ada, "pixel-card", "Reported work").await;
        assert_eq!(act(&app, &moderator, "/api/admin/users/sam/suspend", "spam").await, 204);

        let (_, verify) = body(app.get_as(&moderator, "/api/auth/verify").await).await;
        assert_eq!(verify["user"]["is_moderator"], true);
        let (_, verify) = body(app.get_as(&ada, "/api/auth/verify").await).await;
        assert_eq!(verify["user"]["is_moderator"], false);

        use reqwest::Method;
        let reason = Some(json!({"reason": "checked"}));
        let calls: Vec<(Method, String, Option<Value>, u16)> = vec![
            (Method::GET, "/api/admin/reports".into(), None, 200),
            (Method::GET, "/api/admin/log".into(), None, 200),
            (Method::GET, "/api/admin/suspensions".into(), None, 200),
            (Method::POST, format!("/api/admin/items/post/{post}/hide"), reason.clone(), 204),
            (Method::POST, format!("/api/admin/items/post/{post}/restore"), reason.clone(), 204),
            (Method::POST, "/api/admin/users/zed/suspend".into(), reason.clone(), 204),
            (Method::POST, "/api/admin/users/zed/reinstate".into(), reason.clone(), 204),
            (Method::POST, format!("/api/admin/items/post/{post}/delete"), reason.clone(), 204),
        ];
        for (method, path, request, moderator_status) in calls {
            let anonymous = app.send(method.clone(), None, &path, request.clone()).await;
            assert_eq!(anonymous.0, 401, "anonymous {method} {path}");
            let learner = app.send(method.clone(), Some(&eve), &path, request.clone()).await;
            assert_eq!((learner.0, learner.1["message"].as_str()), (403, Some("Only moderators can do this.")), "learner {method} {path}");
            let by_suspended = app.send(method.clone(), Some(&suspended), &path, request.clone()).await;
            assert_eq!(by_suspended.0, 401, "suspended {method} {path}");
            let allowed = app.send(method.clone(), Some(&moderator), &path, request.clone()).await;
            assert_eq!(allowed.0, moderator_status, "moderator {method} {path}: {}", allowed.1);
        }
        // The learner calls are for signed-in learners, suspended ones included out.
        for (method, path, request) in [
            (Method::POST, "/api/reports".to_owned(), Some(json!({"item_type": "post", "item_id": 1, "reason": "spam"}))),
            (Method::GET, "/api/blocks".to_owned(), None),
            (Method::POST, "/api/blocks".to_owned(), Some(json!({"login": "ada"}))),
            (Method::DELETE, "/api/blocks/ada".to_owned(), None),
        ] {
            assert_eq!(app.send(method.clone(), None, &path, request.clone()).await.0, 401, "anonymous {method} {path}");
            assert_eq!(app.send(method.clone(), Some(&suspended), &path, request).await.0, 401, "suspended {method} {path}");
        }
        // Moderators are not suspended, by themselves or each other.
        let (status, error) = app.send(Method::POST, Some(&moderator), "/api/admin/users/mod/suspend", reason.clone()).await;
        assert_eq!((status, error["message"].as_str()), (409, Some("You cannot suspend yourself.")));
        assert_eq!(act(&app, &moderator, "/api/admin/users/nobody-here/suspend", "x").await, 404);
        assert_eq!(act(&app, &moderator, "/api/admin/users/sam/suspend", "again").await, 409);
        assert_eq!(act(&app, &moderator, "/api/admin/users/ada/reinstate", "not suspended").await, 409);
        let (status, error) = app.send(Method::POST, Some(&moderator), "/api/admin/users/ada/suspend", Some(json!({"reason": "  "}))).await;
        assert_eq!((status, error["message"].as_str()), (422, Some("reason must not be empty")));
        assert_eq!(act(&app, &moderator, "/api/admin/items/comment/999999/hide", "x").await, 404);
        assert_eq!(app.send(Method::POST, Some(&moderator), "/api/admin/items/user/1/hide", reason.clone()).await.0 / 100, 4);
        app
    };

    three_reports_hide_a_post_until_a_moderator_restores_it => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let moderator = app.session_for(MODERATOR_GITHUB_ID, "mod").await;
        let reporters = [app.session_for(11, "r1").await, app.session_for(12, "r2").await, app.session_for(13, "r3").await];
        let viewer = app.session_for(14, "viewer").await;
        let kept = share(&app, &ada, "pixel-card", "Kept").await;
        let post = share(&app, &ada, "offline-notes", "Buy cheap followers at example.com").await;
        let newer = share(&app, &reporters[0], "pixel-card", "Newer").await;

        // Refusals: own content, unknown item, other without details, a second report.
        let (status, error) = report(&app, &ada, "post", post, "spam").await;
        assert_eq!((status, error["message"].as_str()), (403, Some("You cannot report your own content.")));
        assert_eq!(report(&app, &reporters[0], "post", 999_999, "spam").await.0, 404);
        let (status, error) = report(&app, &reporters[0], "post", post, "other").await;
        assert_eq!((status, error["message"].as_str()), (422, Some("details must say what is wrong when the reason is other")));
        let (status, thanks) = report(&app, &reporters[0], "post", post, "spam").await;
        assert_eq!((status, thanks["message"].as_str()), (201, Some("Thanks, a moderator will look at it")));
        let (status, error) = report(&app, &reporters[0], "post", post, "abuse").await;
        assert_eq!((status, error["message"].as_str()), (409, Some("You already reported this.")));
        let other = json!({"item_type": "post", "item_id": post, "reason": "other", "details": "Advertising"});
        assert_eq!(body(app.post_as(&reporters[1], "/api/reports", &other).await).await.0, 201);
        assert!(feed_ids(&app, None, "latest").await.contains(&post), "two reports hide nothing");

        assert_eq!(report(&app, &reporters[2], "post", post, "spam").await.0, 201);
        for sort in ["latest", "popular"] {
            let anonymous = feed_ids(&app, None, sort).await;
            assert_eq!(anonymous.len(), 2, "{sort}: {anonymous:?}");
            assert!(anonymous.contains(&kept) && anonymous.contains(&newer) && !anonymous.contains(&post), "{sort}");
            assert!(!feed_ids(&app, Some(&viewer), sort).await.contains(&post));
            assert!(feed_ids(&app, Some(&ada), sort).await.contains(&post), "its author still sees it");
        }
        assert_eq!(post_status(&app, None, post).await.0, 404);
        assert_eq!(post_status(&app, Some(&viewer), post).await.0, 404);
        assert_eq!(post_status(&app, Some(&ada), post).await.0, 200);
        assert_eq!(post_status(&app, Some(&moderator), post).await.0, 200);
        let comments = app.send(reqwest::Method::GET, None, &format!("/api/community/posts/{post}/comments"), None).await;
        assert_eq!(comments.0, 404);
        assert_eq!(comment(&app, &viewer, post, "hello?").await.0, 404, "no comment on what one cannot see");
        assert_eq!(report(&app, &viewer, "post", post, "spam").await.0, 404, "a hidden item is not reported again");
        let page = app.get(&format!("/community/posts/{post}")).await;
        assert_eq!(page.status(), 404, "the server-rendered page is not found either");

        // The queue shows the item with its three reasons, hidden.
        let (status, queue) = body(app.get_as(&moderator, "/api/admin/reports").await).await;
        assert_eq!(status, 200, "{queue}");
        let item = &queue["items"][0];
        assert_eq!((item["item_type"].as_str(), item["item_id"].as_i64(), item["hidden"].as_bool()), (Some("post"), Some(post), Some(true)));
        assert_eq!(item["context"], "Post on Offline Notes", "{item}");
        assert_eq!(item["url"], format!("/community/posts/{post}"));
        let reasons: Vec<&str> = item["reports"].as_array().expect("reports").iter().map(|r| r["reason"].as_str().unwrap_or("")).collect();
        assert_eq!(reasons, ["spam", "other", "spam"]);
        assert_eq!(item["reports"][1]["details"], "Advertising");

        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/post/{post}/restore"), "Not spam after all").await, 204);
        assert!(feed_ids(&app, None, "latest").await.contains(&post));
        assert_eq!(post_status(&app, None, post).await.0, 200);
        let (_, queue) = body(app.get_as(&moderator, "/api/admin/reports").await).await;
        assert_eq!(queue["items"].as_array().map(Vec::len), Some(0), "the decision closed its reports: {queue}");
        assert_eq!(log_actions(&app, &moderator).await, [("restore".to_owned(), "mod".to_owned()), ("auto_hide".to_owned(), "automatic".to_owned())]);
        let (_, log) = body(app.get_as(&moderator, "/api/admin/log").await).await;
        assert_eq!(log["items"][0]["reason"], "Not spam after all");
        assert_eq!(log["items"][1]["reason"], "3 learners reported it.");
        assert!(log["items"][0]["summary"].as_str().unwrap_or("").starts_with("Post by ada on Offline Notes: Buy cheap"), "{log}");

        // Nobody edits the log, not even through SQL.
        app.execute_sql_expecting_error("UPDATE moderation_log SET reason = 'edited'").await;
        app.execute_sql_expecting_error("DELETE FROM moderation_log").await;
        assert_eq!(log_actions(&app, &moderator).await.len(), 2);
        app
    };

    hidden_comments_and_reviews_leave_lists_counts_and_notifications => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let eve = app.session_for(2, "eve").await;
        let moderator = app.session_for(MODERATOR_GITHUB_ID, "mod").await;
        let post = share(&app, &ada, "pixel-card", "Look").await;
        let (_, kept) = comment(&app, &eve, post, "Nice").await;
        let (_, rude) = comment(&app, &eve, post, "Rude words").await;
        let rude = rude["data"]["id"].as_i64().expect("comment id");
        assert_eq!(unread_of(&app, &ada, "comment").await, 2);
        let before = unread_count(&app, &ada).await;

        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/comment/{rude}/hide"), "abuse").await, 204);
        assert_eq!(comment_ids(&app, None, post).await, [kept["data"]["id"].as_i64().expect("id")]);
        assert_eq!(comment_ids(&app, Some(&eve), post).await.len(), 2, "its author still sees it");
        let (_, seen) = post_status(&app, None, post).await;
        assert_eq!(seen["comments_count"], 1, "the count is of visible comments");
        assert_eq!(unread_of(&app, &ada, "comment").await, 1, "the hidden comment's notification went");
        assert_eq!(unread_count(&app, &ada).await, before - 1);
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/comment/{rude}/restore"), "fine").await, 204);
        let (_, seen) = post_status(&app, None, post).await;
        assert_eq!(seen["comments_count"], 2);
        // Its author deleting a hidden comment keeps the count true too.
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/comment/{rude}/hide"), "abuse").await, 204);
        let deleted = app.client.delete(app.url(&format!("/api/community/comments/{rude}"))).bearer_auth(&eve).send().await.expect("delete");
        assert_eq!(deleted.status(), 204);
        let (_, seen) = post_status(&app, None, post).await;
        assert_eq!(seen["comments_count"], 1);

        // A hidden review leaves the solution's list and count.
        let solution = app.complete_challenge(&ada, "offline-notes").await["solution_id"].as_i64().expect("solution");
        let asked = app.post_as(&ada, &format!("/api/solutions/{solution}/feedback-request"), &json!({"question": "Grid?"})).await;
        assert_eq!(asked.status(), 200);
        let (status, written) = body(app.post_as(&eve, &format!("/api/solutions/{solution}/reviews"), &json!({"body": "Use gap."})).await).await;
        assert_eq!(status, 201, "{written}");
        let review = written["id"].as_i64().or_else(|| written["data"]["id"].as_i64()).expect("review id");
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/review/{review}/hide"), "plagiarism").await, 204);
        let (_, reviews) = body(app.get(&format!("/api/solutions/{solution}/reviews")).await).await;
        assert_eq!(reviews["items"].as_array().map(Vec::len), Some(0));
        let (_, shown) = body(app.get(&format!("/api/solutions/{solution}")).await).await;
        assert_eq!(shown["reviews_count"], 0, "{shown}");
        let (_, own) = body(app.get_as(&eve, &format!("/api/solutions/{solution}/reviews")).await).await;
        assert_eq!(own["items"].as_array().map(Vec::len), Some(1), "its reviewer still sees it");

        // A hidden solution answers 404 to others, not to its author or moderators.
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/solution/{solution}/hide"), "copied").await, 204);
        assert_eq!(app.get(&format!("/api/solutions/{solution}")).await.status(), 404);
        assert_eq!(app.get_as(&eve, &format!("/api/solutions/{solution}/reviews")).await.status(), 404);
        assert_eq!(app.get_as(&ada, &format!("/api/solutions/{solution}")).await.status(), 200);
        assert_eq!(app.get_as(&moderator, &format!("/api/solutions/{solution}")).await.status(), 200);
        let (_, queue) = body(app.get_as(&eve, "/api/reviews").await).await;
        assert_eq!(queue["items"].as_array().map(Vec::len), Some(0), "nor in the review queue: {queue}");
        let (status, error) = app.send(reqwest::Method::POST, Some(&moderator), &format!("/api/admin/items/solution/{solution}/delete"), Some(json!({"reason": "x"}))).await;
        assert_eq!(status, 409, "{error}");
        app
    };

    a_suspended_learner_disappears_until_reinstated => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let sam = app.session_for(3, "sam").await;
        let viewer = app.session_for(4, "viewer").await;
        let moderator = app.session_for(MODERATOR_GITHUB_ID, "mod").await;
        let post = share(&app, &ada, "pixel-card", "Mine").await;
        let spam = share(&app, &sam, "offline-notes", "Spam post").await;
        let before = unread_count(&app, &ada).await;
        assert_eq!(comment(&app, &sam, post, "Spam comment").await.0, 201);
        assert_eq!(unread_count(&app, &ada).await, before + 1);
        let solution = app.complete_challenge(&sam, "pixel-card").await["solution_id"].as_i64().expect("solution");
        let asked = app.post_as(&sam, &format!("/api/solutions/{solution}/feedback-request"), &json!({"question": "?"})).await;
        assert_eq!(asked.status(), 200);

        assert_eq!(act(&app, &moderator, "/api/admin/users/sam/suspend", "Spam account").await, 204);
        assert_eq!(app.get_as(&sam, "/api/auth/verify").await.status(), 401, "their token is dead at once");
        assert_eq!(feed_ids(&app, Some(&viewer), "latest").await, [post]);
        assert_eq!(post_status(&app, None, spam).await.0, 404);
        assert!(comment_ids(&app, None, post).await.is_empty());
        let (_, seen) = post_status(&app, None, post).await;
        assert_eq!(seen["comments_count"], 0);
        assert_eq!(unread_count(&app, &ada).await, before, "their comment's notification is not shown");
        assert_eq!(unread_of(&app, &ada, "comment").await, 0);
        assert_eq!(app.get(&format!("/api/solutions/{solution}")).await.status(), 404);
        let (_, queue) = body(app.get_as(&viewer, "/api/reviews").await).await;
        assert_eq!(queue["items"].as_array().map(Vec::len), Some(0));
        let (_, suspensions) = body(app.get_as(&moderator, "/api/admin/suspensions").await).await;
        assert_eq!((suspensions["items"][0]["login"].as_str(), suspensions["items"][0]["reason"].as_str()), (Some("sam"), Some("Spam account")));

        assert_eq!(act(&app, &moderator, "/api/admin/users/sam/reinstate", "Appeal").await, 204);
        assert_eq!(feed_ids(&app, None, "latest").await.len(), 2);
        let (_, seen) = post_status(&app, None, post).await;
        assert_eq!(seen["comments_count"], 1);
        assert_eq!(unread_count(&app, &ada).await, before + 1);
        let actions: Vec<String> = log_actions(&app, &moderator).await.into_iter().map(|(a, _)| a).collect();
        assert_eq!(actions, ["reinstate", "suspend"]);
        app
    };

    blocking_hides_their_content_and_stops_their_replies => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let troll = app.session_for(2, "troll").await;
        let post = share(&app, &ada, "pixel-card", "Mine").await;
        let trolling = share(&app, &troll, "offline-notes", "Troll post").await;
        assert_eq!(comment(&app, &troll, post, "First troll comment").await.0, 201);
        assert_eq!(unread_of(&app, &ada, "comment").await, 1);
        let solution = app.complete_challenge(&ada, "offline-notes").await["solution_id"].as_i64().expect("solution");
        let asked = app.post_as(&ada, &format!("/api/solutions/{solution}/feedback-request"), &json!({"question": "?"})).await;
        assert_eq!(asked.status(), 200);
        // Someone else's request, which the troll reviewed.
        let grace = app.session_for(3, "grace").await;
        let graces = app.complete_challenge(&grace, "pixel-card").await["solution_id"].as_i64().expect("solution");
        let asked = app.post_as(&grace, &format!("/api/solutions/{graces}/feedback-request"), &json!({"question": "?"})).await;
        assert_eq!(asked.status(), 200);
        let reviewed = app.post_as(&troll, &format!("/api/solutions/{graces}/reviews"), &json!({"body": "Meh"})).await;
        assert_eq!(reviewed.status(), 201);

        let (status, error) = body(app.post_as(&ada, "/api/blocks", &json!({"login": "ada"})).await).await;
        assert_eq!((status, error["message"].as_str()), (409, Some("You cannot block yourself.")));
        assert_eq!(body(app.post_as(&ada, "/api/blocks", &json!({"login": "nobody-at-all"})).await).await.0, 404);
        for _ in 0..2 {
            assert_eq!(app.post_as(&ada, "/api/blocks", &json!({"login": "Troll"})).await.status(), 204, "by login, any case, twice");
        }
        let (_, blocks) = body(app.get_as(&ada, "/api/blocks").await).await;
        assert_eq!(blocks["items"].as_array().map(Vec::len), Some(1));
        assert_eq!(blocks["items"][0]["login"], "troll");

        assert_eq!(feed_ids(&app, Some(&ada), "latest").await, [post]);
        assert_eq!(feed_ids(&app, None, "latest").await.len(), 2, "others still see it");
        assert_eq!(post_status(&app, Some(&ada), trolling).await.0, 404);
        assert!(comment_ids(&app, Some(&ada), post).await.is_empty());
        let (_, seen) = post_status(&app, Some(&ada), post).await;
        assert_eq!(seen["comments_count"], 0, "the count as ada sees it");
        let (_, seen) = post_status(&app, None, post).await;
        assert_eq!(seen["comments_count"], 1, "the count as others see it");
        assert_eq!(unread_of(&app, &ada, "comment").await, 0, "what they caused is forgotten");

        let (_, queue) = body(app.get_as(&ada, "/api/reviews").await).await;
        assert_eq!(queue["items"][0]["reviews_count"], 0, "the blocked reviewer's review is not counted for ada: {queue}");
        let (_, queue) = body(app.get("/api/reviews").await).await;
        assert_eq!(queue["items"].as_array().map(Vec::len), Some(2));
        let (_, reviews) = body(app.get_as(&ada, &format!("/api/solutions/{graces}/reviews")).await).await;
        assert_eq!(reviews["items"].as_array().map(Vec::len), Some(0), "nor shown to her");

        let (status, error) = comment(&app, &troll, post, "Another").await;
        assert_eq!((status, error["message"].as_str()), (403, Some("You cannot comment on this post.")));
        let (status, error) = body(app.post_as(&troll, &format!("/api/solutions/{solution}/reviews"), &json!({"body": "Bad"})).await).await;
        assert_eq!((status, error["message"].as_str()), (403, Some("You cannot review this solution.")));
        let (_, queue) = body(app.get_as(&troll, "/api/reviews").await).await;
        let listed: Vec<i64> = queue["items"].as_array().expect("items").iter().filter_map(|i| i["solution_id"].as_i64()).collect();
        assert_eq!(listed, [graces], "nor see her requests");

        let unblocked = app.client.delete(app.url("/api/blocks/troll")).bearer_auth(&ada).send().await.expect("unblock");
        assert_eq!(unblocked.status(), 204);
        assert_eq!(feed_ids(&app, Some(&ada), "latest").await.len(), 2);
        assert_eq!(comment(&app, &troll, post, "Sorry").await.0, 201);
        let (_, blocks) = body(app.get_as(&ada, "/api/blocks").await).await;
        assert_eq!(blocks["items"].as_array().map(Vec::len), Some(0));
        app
    };

    reports_of_what_the_reporter_cannot_see_answer_404 => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let grace = app.session_for(2, "grace").await;
        let eve = app.session_for(3, "eve").await;
        let moderator = app.session_for(MODERATOR_GITHUB_ID, "mod").await;
        let solution = app.complete_challenge(&ada, "pixel-card").await["solution_id"].as_i64().expect("solution");
        let (status, answer) = body(app.post_as(&ada, &format!("/api/solutions/{solution}/feedback-request"),
            &json!({"question": "Is it right?"})).await).await;
        assert_eq!(status, 200, "{answer}");
        let (status, review) = body(app.post_as(&grace, &format!("/api/solutions/{solution}/reviews"),
            &json!({"body": "Tidy grid."})).await).await;
        assert_eq!(status, 201, "{review}");
        let review = review["id"].as_i64().or(review["data"]["id"].as_i64()).expect("review id");
        let post = app.create_post(&ada, "pixel-card", "My card").await["id"].as_i64().expect("post");
        let (status, comment_answer) = comment(&app, &grace, post, "Nice one").await;
        assert_eq!(status, 201, "{comment_answer}");
        let comment_id = comment_answer["id"].as_i64().or(comment_answer["data"]["id"].as_i64()).expect("comment id");
        // Exactly what an item that does not exist answers.
        let mut missing = std::collections::HashMap::new();
        for item_type in ["solution", "review", "post", "comment"] {
            let answer = report(&app, &eve, item_type, 999_999, "spam").await;
            assert_eq!(answer.0, 404, "{answer:?}");
            missing.insert(item_type, answer);
        }
        let missing = |item_type: &str| missing[item_type].clone();
        let set = |token: &str, visibility: &str| {
            let change = json!({"profile_visibility": visibility});
            let token = token.to_owned();
            let app = &app;
            async move { app.send(reqwest::Method::PATCH, Some(&token), "/api/users/settings", Some(change)).await.0 }
        };

        // A private learner's solution and a review on it.
        assert_eq!(set(&ada, "private").await, 200);
        for (item_type, id) in [("solution", solution), ("review", review)] {
            assert_eq!(report(&app, &eve, item_type, id, "spam").await, missing(item_type), "{item_type} of a private learner");
        }
        assert_eq!(set(&ada, "public").await, 200);
        // A review on a hidden solution; a comment on a hidden post.
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/solution/{solution}/hide"), "x").await, 204);
        assert_eq!(report(&app, &eve, "review", review, "spam").await, missing("review"), "review on a hidden solution");
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/post/{post}/hide"), "x").await, 204);
        assert_eq!(report(&app, &eve, "comment", comment_id, "spam").await, missing("comment"), "comment on a hidden post");
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/solution/{solution}/restore"), "x").await, 204);
        assert_eq!(act(&app, &moderator, &format!("/api/admin/items/post/{post}/restore"), "x").await, 204);
        // Every item of a learner who blocked the reporter.
        assert_eq!(app.send(reqwest::Method::POST, Some(&ada), "/api/blocks", Some(json!({"login": "eve"}))).await.0, 204);
        for (item_type, id) in [("solution", solution), ("post", post)] {
            assert_eq!(report(&app, &eve, item_type, id, "spam").await, missing(item_type), "{item_type} of a blocker");
        }
        assert_eq!(app.send(reqwest::Method::DELETE, Some(&ada), "/api/blocks/eve", None).await.0, 204);
        // Visible again: reported as usual.
        for (item_type, id) in [("solution", solution), ("review", review), ("post", post), ("comment", comment_id)] {
            let (status, answer) = report(&app, &eve, item_type, id, "spam").await;
            assert_eq!(status, 201, "{item_type}: {answer}");
        }
        app
    };
}
