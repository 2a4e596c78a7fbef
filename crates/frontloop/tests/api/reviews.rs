//! Feedback requests, reviews and notifications through the real router
//! (docs/reviews.md): who may do what, the texts and codes of refusals, the
//! queue's order and filters, the limits, and the notifications each
//! action leaves (likes grouped, removed with what caused them).

use frontloop_store::contract::futures_join_all;
use serde_json::{json, Value};

use crate::common::{self, body, TestApp};

/// Completes `slug` for the holder of `token`; the solution's id.
async fn solution(app: &TestApp, token: &str, slug: &str) -> i64 {
    app.complete_challenge(token, slug).await["solution_id"].as_i64().expect("a solution")
}

async fn ask(app: &TestApp, token: &str, id: i64, question: &str) -> (u16, Value) {
    body(app.post_as(token, &format!("/api/solutions/{id}/feedback-request"), &json!({"question": question})).await)
        .await
}

async fn review(app: &TestApp, token: &str, id: i64, request: Value) -> (u16, Value) {
    body(app.post_as(token, &format!("/api/solutions/{id}/reviews"), &request).await).await
}

async fn send(app: &TestApp, method: reqwest::Method, token: &str, path: &str, request: Option<Value>) -> (u16, Value) {
    let mut builder = app.client.request(method, app.url(path)).bearer_auth(token);
    if let Some(request) = request {
        builder = builder.json(&request);
    }
    common::body_or_null(builder.send().await.expect("request")).await
}

async fn notifications(app: &TestApp, token: &str) -> Value {
    let (status, page) = body(app.get_as(token, "/api/notifications").await).await;
    assert_eq!(status, 200, "{page}");
    page
}

fn messages(page: &Value) -> Vec<String> {
    page["items"].as_array().expect("items").iter().map(|n| n["message"].as_str().unwrap_or("").to_owned()).collect()
}

on_both_databases! {
    asking_for_feedback_and_the_queue => |app: TestApp| async move {
        let ada = app.session_for(101, "ada").await;
        let grace = app.session_for(102, "grace").await;
        let card = solution(&app, &ada, "pixel-card").await;
        let notes = solution(&app, &ada, "offline-notes").await;

        assert_eq!(ask(&app, &ada, card, "   ").await.0, 422);
        let (status, error) = ask(&app, &ada, card, &"x".repeat(1001)).await;
        assert_eq!((status, error["message"].as_str()), (422, Some("question must be at most 1000 characters")));
        let (status, error) = ask(&app, &grace, card, "Mine?").await;
        assert_eq!((status, error["message"].as_str()), (403, Some("Only the solution's author can ask for feedback on it.")));
        assert_eq!(ask(&app, &ada, 999_999, "?").await.0, 404);
        let anonymous = app.client.post(app.url("/api/solutions/1/feedback-request")).json(&json!({"question": "?"}));
        assert_eq!(anonymous.send().await.expect("request").status(), 401);

        let (status, asked) = ask(&app, &ada, card, "  Is my grid right?  ").await;
        assert_eq!(status, 200, "{asked}");
        assert_eq!(asked["feedback_request"]["question"], "Is my grid right?");
        assert_eq!((asked["feedback_request"]["open"].as_bool(), asked["reviews_count"].as_i64()), (Some(true), Some(0)));
        assert_eq!(ask(&app, &ada, notes, "Does it work offline?").await.0, 200);
        let (_, public) = body(app.get(&format!("/api/solutions/{card}")).await).await;
        assert_eq!(public["feedback_request"]["question"], "Is my grid right?");

        // Oldest first, never one's own, with the solved-too marker.
        let (status, page) = body(app.get_as(&grace, "/api/reviews").await).await;
        assert_eq!(status, 200, "{page}");
        let ids: Vec<_> = page["items"].as_array().expect("items").iter().map(|e| e["solution_id"].as_i64()).collect();
        assert_eq!(ids, [Some(card), Some(notes)]);
        assert_eq!(page["items"][0]["solved_by_viewer"], false);
        assert_eq!(page["items"][0]["author"]["login"], "ada");
        assert_eq!(page["items"][0]["task"]["slug"], "pixel-card");
        assert!(page["next_cursor"].is_null());
        let (_, own) = body(app.get_as(&ada, "/api/reviews").await).await;
        assert_eq!(own["items"], json!([]));
        app.complete_challenge(&grace, "pixel-card").await;
        let (_, page) = body(app.get_as(&grace, "/api/reviews").await).await;
        assert_eq!(page["items"][0]["solved_by_viewer"], true);

        let (_, advanced) = body(app.get("/api/reviews?difficulty=advanced").await).await;
        assert_eq!(advanced["items"].as_array().map(Vec::len), Some(1));
        assert_eq!(advanced["items"][0]["solution_id"].as_i64(), Some(notes));
        let (_, css) = body(app.get("/api/reviews?category=css").await).await;
        assert_eq!(css["items"][0]["solution_id"].as_i64(), Some(card));
        assert_eq!(css["items"].as_array().map(Vec::len), Some(1));
        assert_eq!(body(app.get("/api/reviews?difficulty=expert").await).await.0, 400);
        assert_eq!(body(app.get("/api/reviews?cursor=nope").await).await.0, 400);

        let path = format!("/api/solutions/{card}/feedback-request");
        assert_eq!(send(&app, reqwest::Method::DELETE, &grace, &path, None).await.0, 403);
        let (status, closed) = send(&app, reqwest::Method::DELETE, &ada, &path, None).await;
        assert_eq!((status, closed["feedback_request"]["open"].as_bool()), (200, Some(false)));
        let (_, page) = body(app.get("/api/reviews").await).await;
        assert_eq!(page["items"].as_array().map(Vec::len), Some(1));
        app
    };

    reviewing_marking_helpful_and_editing => |app: TestApp| async move {
        let ada = app.session_for(201, "ada").await;
        let grace = app.session_for(202, "grace").await;
        let linus = app.session_for(203, "linus").await;
        let card = solution(&app, &ada, "pixel-card").await;
        let text = json!({"body": "Nice **grid**. Try `gap`.", "ratings": {"accessibility": 4, "code_quality": 5}});

        let (status, error) = review(&app, &grace, card, text.clone()).await;
        assert_eq!((status, error["message"].as_str()), (409, Some("The author of this solution is not asking for feedback at the moment.")));
        ask(&app, &ada, card, "Is my grid right?").await;
        let (status, error) = review(&app, &ada, card, text.clone()).await;
        assert_eq!((status, error["message"].as_str()), (403, Some("You cannot review your own solution.")));
        assert_eq!(review(&app, &grace, card, json!({"body": " "})).await.0, 422);
        assert_eq!(review(&app, &grace, card, json!({"body": "x".repeat(5001)})).await.0, 422);
        let (status, error) = review(&app, &grace, card, json!({"body": "ok", "ratings": {"layout_fidelity": 6}})).await;
        assert_eq!((status, error["message"].as_str()), (422, Some("ratings.layout_fidelity must be a whole number from 1 to 5")));

        let (status, first) = review(&app, &grace, card, text.clone()).await;
        assert_eq!(status, 201, "{first}");
        assert_eq!(first["ratings"], json!({"accessibility": 4, "layout_fidelity": null, "code_quality": 5}));
        assert_eq!((first["helpful"].as_bool(), first["is_mine"].as_bool()), (Some(false), Some(true)));
        assert_eq!(first["reviewer"]["login"], "grace");
        let (_, second) = review(&app, &linus, card, json!({"body": "Check the contrast."})).await;
        let (first, second) = (first["id"].as_i64().expect("id"), second["id"].as_i64().expect("id"));

        let helpful = format!("/api/reviews/{second}/helpful");
        let (status, error) = body(app.post_as(&grace, &helpful, &json!({})).await).await;
        assert_eq!((status, error["message"].as_str()), (403, Some("Only the solution's author can mark a review helpful.")));
        let (status, marked) = body(app.post_as(&ada, &helpful, &json!({})).await).await;
        assert_eq!((status, marked["helpful"].as_bool()), (200, Some(true)));
        let (status, error) = body(app.post_as(&ada, &helpful, &json!({})).await).await;
        assert_eq!((status, error["message"].as_str()), (409, Some("You already marked this review helpful.")));

        let (status, list) = body(app.get(&format!("/api/solutions/{card}/reviews")).await).await;
        assert_eq!(status, 200);
        let order: Vec<_> = list["items"].as_array().expect("items").iter().map(|r| r["id"].as_i64()).collect();
        assert_eq!(order, [Some(second), Some(first)], "helpful first");
        assert_eq!(list["items"][1]["body"], "Nice **grid**. Try `gap`.");
        assert_eq!(list["items"][1]["is_mine"], false, "signed out");
        let (_, stats) = body(app.get_as(&linus, "/api/users/community-stats").await).await;
        assert_eq!(stats["helpedUsers"], 1);
        let (_, stats) = body(app.get_as(&grace, "/api/users/community-stats").await).await;
        assert_eq!(stats["helpedUsers"], 0);

        let edit = format!("/api/reviews/{first}");
        assert_eq!(send(&app, reqwest::Method::PATCH, &linus, &edit, Some(json!({"body": "mine now"}))).await.0, 403);
        let (status, edited) = send(&app, reqwest::Method::PATCH, &grace, &edit, Some(json!({"body": "Edited"}))).await;
        assert_eq!((status, edited["body"].as_str(), edited["ratings"]["accessibility"].is_null()), (200, Some("Edited"), true));
        app.execute_sql(&format!("UPDATE reviews SET created_at = created_at - 900001 WHERE id = {first}")).await;
        let (status, error) = send(&app, reqwest::Method::PATCH, &grace, &edit, Some(json!({"body": "Late"}))).await;
        assert_eq!((status, error["message"].as_str()), (403, Some("Reviews can be edited for 15 minutes after they are written.")));
        assert_eq!(send(&app, reqwest::Method::DELETE, &linus, &edit, None).await.0, 403);
        assert_eq!(send(&app, reqwest::Method::DELETE, &grace, &edit, None).await.0, 204);
        assert_eq!(send(&app, reqwest::Method::DELETE, &grace, &edit, None).await.0, 404);
        let (_, solution) = body(app.get(&format!("/api/solutions/{card}")).await).await;
        assert_eq!(solution["reviews_count"], 1);
        // Only linus's review and its helpful mark remain heard of.
        let about_reviews = |page: Value| messages(&page).into_iter().filter(|m| m.contains("review")).collect::<Vec<_>>();
        assert_eq!(about_reviews(notifications(&app, &ada).await), ["linus reviewed your solution to Pixel Card"]);
        assert_eq!(about_reviews(notifications(&app, &linus).await), ["ada marked your review of Pixel Card helpful"]);
        assert!(about_reviews(notifications(&app, &grace).await).is_empty(), "a deleted review's mark is gone");
        app
    };

    reviews_are_limited_to_twenty_a_day => |app: TestApp| async move {
        let ada = app.session_for(301, "ada").await;
        let grace = app.session_for(302, "grace").await;
        let card = solution(&app, &ada, "pixel-card").await;
        ask(&app, &ada, card, "Anything?").await;
        for n in 0..20 {
            assert_eq!(review(&app, &grace, card, json!({"body": format!("Review {n}")})).await.0, 201);
        }
        let (status, error) = review(&app, &grace, card, json!({"body": "One more"})).await;
        assert_eq!(status, 429, "{error}");
        assert!(error["message"].as_str().unwrap_or("").contains("reviews"), "{error}");
        app
    };

    likes_group_into_one_notification_and_the_count_has_an_etag => |app: TestApp| async move {
        let ada = app.session_for(401, "ada").await;
        let solution = app.complete_challenge(&ada, "pixel-card").await["solution_id"].as_i64().expect("a solution");
        // The solution's checks notify when they finish, in a job: wait for
        // them, so that their notification is read with the rest below.
        let started = std::time::Instant::now();
        loop {
            let (_, checked) = body(app.get(&format!("/api/solutions/{solution}")).await).await;
            if checked["checks_finished"] == true {
                break;
            }
            assert!(started.elapsed() < std::time::Duration::from_secs(20), "the checks never finished: {checked}");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let post = app.create_post(&ada, "pixel-card", "My card").await["id"].as_i64().expect("post");
        let like = format!("/api/community/posts/{post}/like");
        // Sharing unlocked achievements: heard of, and read.
        common::body_or_null(app.post_as(&ada, "/api/notifications/read-all", &json!({})).await).await;
        let mut fans = Vec::new();
        for n in 0..50 {
            fans.push(app.session_for(1_000 + n, &format!("fan{n}")).await);
        }
        let empty = json!({});
        futures_join_all(fans.iter().map(|fan| app.post_as(fan, &like, &empty))).await;

        // The likes unlock Popular, Trending and Viral for the author off
        // the likers' requests: a worker refreshes them within its poll
        // interval (a second here).
        let mut page = notifications(&app, &ada).await;
        for _ in 0..100 {
            if page["unread_count"].as_i64() == Some(4) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            page = notifications(&app, &ada).await;
        }
        let items = page["items"].as_array().expect("items");
        let likes: Vec<&Value> = items.iter().filter(|n| n["kind"] == "post_likes").collect();
        assert_eq!(likes.len(), 1, "one notification for fifty likes: {page}");
        let grouped = likes[0];
        assert_eq!((grouped["kind"].as_str(), grouped["count"].as_i64()), (Some("post_likes"), Some(50)));
        let message = grouped["message"].as_str().unwrap_or("");
        assert!(message.ends_with(" and 49 others liked your post about Pixel Card"), "{message}");
        assert_eq!(grouped["link"], format!("/community/posts/{post}"));
        // The likes also unlocked Popular, Trending and Viral.
        let unread = items.iter().filter(|n| n["read"] == false).count() as i64;
        assert_eq!((page["unread_count"].as_i64(), unread), (Some(4), 4), "{page}");

        let count = app.client.get(app.url("/api/notifications/unread-count")).bearer_auth(&ada).send().await.expect("count");
        let etag = count.headers().get("etag").cloned().expect("an ETag");
        assert_eq!(count.json::<Value>().await.expect("json"), json!({"count": 4}));
        let again = app.client.get(app.url("/api/notifications/unread-count")).bearer_auth(&ada)
            .header("if-none-match", etag.clone()).send().await.expect("count");
        assert_eq!(again.status(), 304);

        let id = grouped["id"].as_i64().expect("id");
        let (status, _) = common::body_or_null(app.post_as(&fans[0], &format!("/api/notifications/{id}/read"), &json!({})).await).await;
        assert_eq!(status, 404, "not theirs");
        let (status, _) = common::body_or_null(app.post_as(&ada, &format!("/api/notifications/{id}/read"), &json!({})).await).await;
        assert_eq!(status, 204);
        let changed = app.client.get(app.url("/api/notifications/unread-count")).bearer_auth(&ada)
            .header("if-none-match", etag).send().await.expect("count");
        assert_eq!(changed.status(), 200);
        assert_eq!(changed.json::<Value>().await.expect("json"), json!({"count": 3}));

        // A comment, then read-all; deleting the comment removes its notification.
        let (_, comment) = body(app.post_as(&fans[1], &format!("/api/community/posts/{post}/comments"), &json!({"content": "Great"})).await).await;
        assert_eq!(messages(&notifications(&app, &ada).await)[0], "fan1 commented on your post about Pixel Card");
        let (status, _) = common::body_or_null(app.post_as(&ada, "/api/notifications/read-all", &json!({})).await).await;
        assert_eq!(status, 204);
        assert_eq!(notifications(&app, &ada).await["unread_count"], 0);
        let comment_path = format!("/api/community/comments/{}", comment["data"]["id"]);
        assert_eq!(send(&app, reqwest::Method::DELETE, &fans[1], &comment_path, None).await.0, 204);
        let left = notifications(&app, &ada).await;
        assert!(left["items"].as_array().expect("items").iter().all(|n| n["kind"] != "comment"), "{left}");
        assert_eq!(body(app.get("/api/notifications").await).await.0, 401);
        app
    };
}
