//! Nobody acts for somebody else (IDOR) and no payload sets what the server
//! owns (mass assignment): user ids, timestamps, counters and scores. Each
//! case has learner A act, then learner B try to reach A's data through
//! every write the API has, on both databases.

use crate::common;

use crate::common::TestApp;
use serde_json::json;

on_both_databases! {
    progress_is_the_callers_own_whatever_the_payload_says => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let eve = app.session_for(2, "eve").await;
        let task = app.task_id("pixel-card").await;
        let path = format!("/api/progress/task/{task}");
        let (status, _) = common::body_or_null(app.post_as(&ada, &path, &json!({"status": "in_progress"})).await).await;
        assert_eq!(status, 200);
        let ada_id = common::body_or_null(app.get_as(&ada, "/api/auth/verify").await).await.1["data"]["user"]["id"].clone();
        // Eve names Ada in every way a payload could.
        let forged = json!({
            "status": "completed", "user_id": ada_id, "userId": ada_id,
            "github_repo_url": "https://github.com/eve/x", "github_pages_url": "https://eve.github.io/x/",
            "created_at": "2001-01-01T00:00:00Z", "completion_date": "2001-01-02T00:00:00Z",
            "completed_at": 0, "score": 100, "duration_seconds": 1,
        });
        common::body_or_null(app.post_as(&eve, &path, &json!({"status": "in_progress"})).await).await;
        let (status, record) = common::body_or_null(app.post_as(&eve, &path, &forged).await).await;
        assert_eq!(status, 200, "{record}");
        assert!(!record["completion_date"].as_str().unwrap_or("2001").starts_with("2001"), "server time, not the payload's");
        let (_, mine) = common::body_or_null(app.get_as(&ada, &path).await).await;
        assert_eq!(mine["status"], "in_progress", "ada's record is untouched");
        assert!(mine["github_repo_url"].is_null());
        app
    };

    comments_and_likes_belong_to_who_made_them => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let eve = app.session_for(2, "eve").await;
        let task = app.task_id("pixel-card").await;
        common::body_or_null(app.post_as(&ada, &format!("/api/progress/task/{task}"), &json!({"status": "in_progress"})).await).await;
        let (status, post) = common::body_or_null(app.post_as(&ada, "/api/community/posts", &json!({"content": "mine", "taskId": task})).await).await;
        assert_eq!(status, 201);
        let post = post["data"]["id"].as_i64().expect("post id");
        let comments = format!("/api/community/posts/{post}/comments");
        let forged = json!({"content": "hello", "user_id": 2, "likes_count": 500, "created_at": 0, "post_id": 999});
        let (status, comment) = common::body_or_null(app.post_as(&ada, &comments, &forged).await).await;
        assert_eq!(status, 201);
        let comment = comment["data"].clone();
        assert_eq!((comment["likes_count"].as_i64(), comment["user"]["login"].as_str()), (Some(0), Some("ada")));
        let comment_id = comment["id"].as_i64().expect("comment id");

        // Ada likes her own post; Eve's toggles move only Eve's like.
        common::body_or_null(app.post_as(&ada, &format!("/api/community/posts/{post}/like"), &json!({})).await).await;
        for _ in 0..3 {
            let (status, _) = common::body_or_null(app.post_as(&eve, &format!("/api/community/posts/{post}/like"), &json!({"user_id": 1})).await).await;
            assert_eq!(status, 200);
        }
        let (_, seen_by_ada) = common::body_or_null(app.get_as(&ada, &format!("/api/community/posts/{post}")).await).await;
        assert_eq!(seen_by_ada["liked_by_user"], true, "ada's like stands: {seen_by_ada}");
        assert_eq!(seen_by_ada["likes_count"], 2, "ada's and eve's (three toggles: liked)");
        common::body_or_null(app.post_as(&eve, &format!("/api/community/comments/{comment_id}/like"), &json!({})).await).await;

        // Eve cannot delete Ada's comment or post.
        let delete = |path: String| app.client.delete(app.url(&path)).bearer_auth(&eve).send();
        assert_eq!(delete(format!("/api/community/comments/{comment_id}")).await.expect("delete").status(), 403);
        assert_eq!(delete(format!("/api/community/posts/{post}")).await.expect("delete").status(), 403);
        let (_, page) = common::body_or_null(app.get(&comments).await).await;
        assert_eq!(page["items"][0]["id"].as_i64(), Some(comment_id), "the comment is still there");
        assert_eq!(page["items"][0]["likes_count"], 1);
        app
    };

    enrollments_and_ratings_are_per_learner => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let eve = app.session_for(2, "eve").await;
        let path = "/api/learning-paths/first-steps";
        let (status, _) = common::body_or_null(app.post_as(&ada, &format!("{path}/enroll"), &json!({"user_id": 2})).await).await;
        assert_eq!(status, 200);
        let (_, seen_by_eve) = common::body_or_null(app.get_as(&eve, path).await).await;
        assert_eq!(seen_by_eve["data"]["is_enrolled"], false, "ada's enrollment is hers alone");
        common::body_or_null(app.post_as(&ada, &format!("{path}/rating"), &json!({"rating": 5, "user_id": 2})).await).await;
        let (status, _) = common::body_or_null(app.post_as(&eve, &format!("{path}/rating"), &json!({"rating": 1, "user_id": 1})).await).await;
        assert_eq!(status, 403, "eve is not enrolled and cannot rate for ada");
        common::body_or_null(app.post_as(&eve, &format!("{path}/enroll"), &json!({})).await).await;
        common::body_or_null(app.post_as(&eve, &format!("{path}/rating"), &json!({"rating": 1, "rating_count": 100, "rating_sum": 500})).await).await;
        let (_, seen_by_ada) = common::body_or_null(app.get_as(&ada, path).await).await;
        let data = &seen_by_ada["data"];
        assert_eq!(data["user_rating"], 5, "ada's rating stands");
        assert_eq!((data["rating_count"].as_i64(), data["rating_average"].as_f64()), (Some(2), Some(3.0)), "{data}");
        app
    };
}
