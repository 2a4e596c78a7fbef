//! The community API through the real router on both databases:
//! validation, toggles under concurrency, feed order and pagination,
//! deletion with true counters, ownership, rate limits, and text kept as text.

use crate::common;

use crate::common::TestApp;
use frontloop_store::contract::futures_join_all as futures_util_join;
use serde_json::{json, Value};

/// A learner who has started `pixel-card`; returns (token, task id).
async fn sharer(app: &TestApp, github_id: i64, login: &str) -> (String, i64) {
    let token = app.session_for(github_id, login).await;
    let (_, task) = common::body(app.get("/api/tasks/by-slug/pixel-card").await).await;
    let id = task["id"].as_i64().expect("id");
    let (status, _) =
        common::body(app.post_as(&token, &format!("/api/progress/task/{id}"), &json!({"status": "in_progress"})).await)
            .await;
    assert_eq!(status, 200);
    (token, id)
}

async fn share(app: &TestApp, token: &str, task: i64, content: &str) -> Value {
    let (status, created) =
        common::body(app.post_as(token, "/api/community/posts", &json!({"content": content, "taskId": task})).await)
            .await;
    assert_eq!(status, 201, "{created}");
    created["data"].clone()
}

async fn share_detail(app: &TestApp, post: i64) -> Value {
    let (status, detail) = common::body(app.get(&format!("/api/community/posts/{post}")).await).await;
    assert_eq!(status, 200);
    detail
}

on_both_databases! {
    sharing_validates_every_field => |app: TestApp| async move {
        let (token, task) = sharer(&app, 1, "ada").await;
        let (_, other_task) = common::body(app.get("/api/tasks/by-slug/quiet-modal").await).await;
        let cases = [
            (json!({"content": "   ", "taskId": task}), "content must not be blank"),
            (json!({"content": "x".repeat(5001), "taskId": task}), "content must be at most 5000 characters"),
            (json!({"content": "ok", "taskId": task, "code": "y".repeat(20001)}), "code must be at most 20000 characters"),
            (json!({"content": "ok", "taskId": other_task["id"]}), "taskId must be a challenge you have started or completed"),
            (json!({"content": "ok", "taskId": 999999}), "taskId must be a challenge you have started or completed"),
        ];
        for (payload, message) in cases {
            let (status, error) = common::body(app.post_as(&token, "/api/community/posts", &payload).await).await;
            assert_eq!((status, error["message"].as_str()), (422, Some(message)));
        }
        let (status, _) = common::body(app.post_as(&token, "/api/community/posts", &json!({"content": "ok"})).await).await;
        assert_eq!(status, 422, "taskId is required");
        let anonymous = app.client.post(app.url("/api/community/posts")).json(&json!({"content": "x", "taskId": task})).send().await.expect("post");
        assert_eq!(anonymous.status(), 401);

        let payload = json!({"content": "  <img src=x onerror=alert(1)> done!  ", "taskId": task, "code": "<script>alert(1)</script>\n", "user_id": 42, "likes_count": 1000});
        let (status, created) = common::body(app.post_as(&token, "/api/community/posts", &payload).await).await;
        assert_eq!(status, 201);
        let post = &created["data"];
        assert_eq!(post["content"], "<img src=x onerror=alert(1)> done!", "kept as text, trimmed");
        assert_eq!(post["code"], "<script>alert(1)</script>\n");
        assert_eq!(post["likes_count"], 0, "counters never come from a payload");
        assert_eq!(post["user"]["login"], "ada");
        assert_eq!(post["task"]["slug"], "pixel-card");
        assert_eq!(post["taskId"], task);
        assert_eq!(post["is_owner"], true);
        app
    };
    the_feed_orders_and_pages => |app: TestApp| async move {
        let (token, task) = sharer(&app, 1, "ada").await;
        let mut ids = Vec::new();
        for n in 0..5 {
            ids.push(share(&app, &token, task, &format!("post {n}")).await["id"].as_i64().expect("id"));
            tokio::time::sleep(std::time::Duration::from_millis(3)).await;
        }
        let (status, page) = common::body(app.get("/api/community/posts?filter=latest&limit=2").await).await;
        assert_eq!(status, 200);
        let first: Vec<i64> = page["items"].as_array().expect("items").iter().map(|p| p["id"].as_i64().expect("id")).collect();
        assert_eq!(first, [ids[4], ids[3]]);
        let mut seen = first.clone();
        let mut cursor = page["next_cursor"].as_str().map(str::to_owned);
        while let Some(next) = cursor {
            let (_, page) = common::body(app.get(&format!("/api/community/posts?limit=2&cursor={next}")).await).await;
            seen.extend(page["items"].as_array().expect("items").iter().map(|p| p["id"].as_i64().expect("id")));
            cursor = page["next_cursor"].as_str().map(str::to_owned);
        }
        assert_eq!(seen, ids.iter().rev().copied().collect::<Vec<_>>(), "every post once, newest first");

        // A liked older post leads the popular feed (two likes outweigh
        // hours of age); the viewer sees their like.
        let fan = app.session_for(2, "fan").await;
        let (_, like) = common::body(app.post_as(&fan, &format!("/api/community/posts/{}/like", ids[0]), &json!({})).await).await;
        assert_eq!((like["liked"].as_bool(), like["likes_count"].as_i64()), (Some(true), Some(1)));
        let other_fan = app.session_for(3, "other-fan").await;
        common::body(app.post_as(&other_fan, &format!("/api/community/posts/{}/like", ids[0]), &json!({})).await).await;
        let (_, popular) = common::body(app.get_as(&fan, "/api/community/posts?filter=popular&limit=1").await).await;
        assert_eq!(popular["items"][0]["id"], ids[0]);
        assert_eq!(popular["items"][0]["liked_by_user"], true);
        let (_, anonymous) = common::body(app.get("/api/community/posts?filter=popular&limit=1").await).await;
        assert_eq!(anonymous["items"][0]["liked_by_user"], false);

        let (status, _) = common::body(app.get("/api/community/posts?filter=oldest").await).await;
        assert_eq!(status, 422);
        let (status, _) = common::body(app.get("/api/community/posts?limit=0").await).await;
        assert_eq!(status, 422);
        let (status, error) = common::body(app.get("/api/community/posts?cursor=%%%").await).await;
        assert_eq!((status, error["code"].as_str()), (400, Some("invalid_cursor")));
        let (status, _) = common::body(app.get(&format!("/api/community/posts?filter=popular&cursor={}", page["next_cursor"].as_str().unwrap_or("x"))).await).await;
        assert_eq!(status, 400, "a latest cursor is not a popular one");
        app
    };
    fifty_parallel_likes_give_fifty => |app: TestApp| async move {
        let (token, task) = sharer(&app, 1, "ada").await;
        let post = share(&app, &token, task, "like me").await["id"].as_i64().expect("id");
        let mut tokens = Vec::new();
        for n in 0..50 {
            tokens.push(app.session_for(100 + n, &format!("fan{n}")).await);
        }
        let path = format!("/api/community/posts/{post}/like");
        let empty = json!({});
        let likes = tokens.iter().map(|t| app.post_as(t, &path, &empty));
        let responses = futures_util_join(likes).await;
        assert!(responses.iter().all(|r| r.status() == 200));
        let (_, detail) = common::body(app.get(&format!("/api/community/posts/{post}")).await).await;
        assert_eq!(detail["likes_count"], 50);
        app
    };
    one_users_parallel_toggles_never_split_counter_and_rows => |app: TestApp| async move {
        let (token, task) = sharer(&app, 1, "ada").await;
        let post = share(&app, &token, task, "toggle me").await["id"].as_i64().expect("id");
        let path = format!("/api/community/posts/{post}/like");
        let empty = json!({});
        let toggles = (0..10).map(|_| app.post_as(&token, &path, &empty));
        let responses = futures_util_join(toggles).await;
        assert!(responses.iter().all(|r| r.status() == 200));
        let (_, detail) = common::body(app.get_as(&token, &format!("/api/community/posts/{post}")).await).await;
        let liked = detail["liked_by_user"].as_bool().expect("flag");
        assert_eq!(detail["likes_count"].as_i64(), Some(i64::from(liked)), "counter equals rows");
        assert!(!liked, "an even number of toggles");
        app
    };
    comments_count_page_and_delete => |app: TestApp| async move {
        let (token, task) = sharer(&app, 1, "ada").await;
        let post = share(&app, &token, task, "review me").await["id"].as_i64().expect("id");
        let reviewer = app.session_for(2, "grace").await;
        let path = format!("/api/community/posts/{post}/comments");
        for bad in [json!({"content": " "}), json!({"content": "x".repeat(2001)})] {
            assert_eq!(common::body(app.post_as(&reviewer, &path, &bad).await).await.0, 422);
        }
        let mut comment_ids = Vec::new();
        for n in 0..3 {
            let (status, created) = common::body(app.post_as(&reviewer, &path, &json!({"content": format!("<b>tip {n}</b>")})).await).await;
            assert_eq!(status, 201);
            comment_ids.push(created["data"]["id"].as_i64().expect("id"));
        }
        let (_, page) = common::body(app.get(&format!("{path}?limit=2")).await).await;
        assert_eq!(page["items"][0]["content"], "<b>tip 0</b>");
        assert_eq!(page["items"][0]["user"]["login"], "grace");
        let (_, rest) = common::body(app.get(&format!("{path}?limit=2&cursor={}", page["next_cursor"].as_str().expect("more"))).await).await;
        assert_eq!(rest["items"].as_array().map(Vec::len), Some(1));
        assert!(rest["next_cursor"].is_null());

        let (_, like) = common::body(app.post_as(&token, &format!("/api/community/comments/{}/like", comment_ids[0]), &json!({})).await).await;
        assert_eq!(like["likes_count"], 1);
        let forbidden = app.client.delete(app.url(&format!("/api/community/comments/{}", comment_ids[0]))).bearer_auth(&token).send().await.expect("delete");
        assert_eq!(forbidden.status(), 403);
        let deleted = app.client.delete(app.url(&format!("/api/community/comments/{}", comment_ids[0]))).bearer_auth(&reviewer).send().await.expect("delete");
        assert_eq!(deleted.status(), 204);
        let (_, detail) = common::body(app.get(&format!("/api/community/posts/{post}")).await).await;
        assert_eq!(detail["comments_count"], 2);
        let (_, stats) = common::body(app.get_as(&reviewer, "/api/users/community-stats").await).await;
        assert_eq!(stats, json!({"postsCount": 0, "commentsCount": 2, "likesGiven": 0, "maxPostLikes": 0, "helpedUsers": 0}));
        assert_eq!(common::body(app.get("/api/community/posts/999999/comments").await).await.0, 404);
        assert_eq!(common::body(app.post_as(&reviewer, "/api/community/posts/999999/comments", &json!({"content": "x"})).await).await.0, 404);
        app
    };
    only_the_author_deletes_a_post => |app: TestApp| async move {
        let (token, task) = sharer(&app, 1, "ada").await;
        let post = share(&app, &token, task, "mine").await["id"].as_i64().expect("id");
        let eve = app.session_for(2, "eve").await;
        let path = app.url(&format!("/api/community/posts/{post}"));
        assert_eq!(app.client.delete(&path).bearer_auth(&eve).send().await.expect("delete").status(), 403);
        assert_eq!(app.client.delete(&path).send().await.expect("delete").status(), 401);
        assert_eq!(app.client.delete(&path).bearer_auth(&token).send().await.expect("delete").status(), 204);
        assert_eq!(app.get(&format!("/api/community/posts/{post}")).await.status(), 404);
        assert_eq!(app.client.delete(&path).bearer_auth(&token).send().await.expect("delete").status(), 404);
        app
    };
    posting_is_rate_limited => |app: TestApp| async move {
        let (token, task) = sharer(&app, 1, "ada").await;
        // An account older than a day.
        app.execute_sql("UPDATE users SET created_at = created_at - 172800000 WHERE login = 'ada'").await;
        for n in 0..10 {
            share(&app, &token, task, &format!("post {n}")).await;
        }
        let (status, error) = common::body(app.post_as(&token, "/api/community/posts", &json!({"content": "one more", "taskId": task})).await).await;
        assert_eq!(status, 429);
        assert!(error["message"].as_str().is_some_and(|m| m.starts_with("Too many posts")));
        app
    };

    authors_turn_comments_off => |app: TestApp| async move {
        let (token, task) = sharer(&app, 3, "ada").await;
        let post = share(&app, &token, task, "Comments welcome").await["id"].as_i64().expect("id");
        assert_eq!(share_detail(&app, post).await["comments_enabled"], true);
        let other = app.session_for(4, "linus").await;
        let path = format!("/api/community/posts/{post}");
        let off = json!({"comments_enabled": false});
        let patch = |token: String, body: Value| app.client.patch(app.url(&path)).bearer_auth(token).json(&body).send();
        let (status, error) = common::body(patch(other.clone(), off.clone()).await.expect("patch")).await;
        assert_eq!((status, error["message"].as_str()), (403, Some("Only the post's author can turn its comments on or off.")));
        assert_eq!(common::body(patch(token.clone(), json!({"comments_enabled": "no"})).await.expect("patch")).await.0, 422);
        let (status, changed) = common::body(patch(token.clone(), off).await.expect("patch")).await;
        assert_eq!((status, changed["comments_enabled"].as_bool()), (200, Some(false)));
        let comment = json!({"content": "Can I still?"});
        let (status, error) = common::body(app.post_as(&other, &format!("{path}/comments"), &comment).await).await;
        assert_eq!((status, error["message"].as_str()), (403, Some("The author turned comments off for this post.")));
        assert_eq!(share_detail(&app, post).await["comments_count"], 0);
        patch(token.clone(), json!({"comments_enabled": true})).await.expect("patch");
        assert_eq!(common::body(app.post_as(&other, &format!("{path}/comments"), &comment).await).await.0, 201);
        app
    };

    a_new_account_posts_less_and_never_the_same_text_twice => |app: TestApp| async move {
        let (token, task) = sharer(&app, 2, "newcomer").await;
        let first = share(&app, &token, task, "Look at https://newcomer.example/demo").await;
        let again = json!({"content": "  Look at https://newcomer.example/demo ", "taskId": task});
        let (status, error) = common::body(app.post_as(&token, "/api/community/posts", &again).await).await;
        assert_eq!((status, error["message"].as_str()), (409, Some("You already shared this text in the last 24 hours. Write something new instead.")));
        let post = first["id"].as_i64().expect("id");
        let path = format!("/api/community/posts/{post}/comments");
        assert_eq!(common::body(app.post_as(&token, &path, &json!({"content": "Nice"})).await).await.0, 201);
        let (status, error) = common::body(app.post_as(&token, &path, &json!({"content": "Nice"})).await).await;
        assert_eq!((status, error["message"].as_str()), (409, Some("You already posted this comment in the last 24 hours. Write something new instead.")));
        // A first day: five posts in ten minutes, not ten (the refused
        // repeat was one of them).
        for n in 1..4 {
            share(&app, &token, task, &format!("post {n}")).await;
        }
        let (status, error) = common::body(app.post_as(&token, "/api/community/posts", &json!({"content": "sixth", "taskId": task})).await).await;
        assert_eq!(status, 429, "{error}");
        assert!(error["message"].as_str().is_some_and(|m| m.starts_with("Too many posts")));
        app
    };
}
