//! Accounts through the real router (docs/accounts.md), on both databases:
//! settings, portfolios and who may see them, a renamed login, the data
//! export and the deletion of an account with every counter kept.

use serde_json::{json, Value};

use crate::common::{self, body, TestApp};
use crate::db::RawDb;

async fn patch_settings(app: &TestApp, token: &str, change: Value) -> (u16, Value) {
    app.send(reqwest::Method::PATCH, Some(token), "/api/users/settings", Some(change)).await
}

async fn portfolio(app: &TestApp, token: Option<&str>, login: &str) -> (u16, Value) {
    app.send(reqwest::Method::GET, token, &format!("/api/users/{login}/portfolio"), None).await
}

/// The status of the server-rendered page at `path`, and its `Location`,
/// without following redirects.
async fn page_status(app: &TestApp, path: &str) -> (u16, Option<String>) {
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    let response = client.get(app.url(path)).send().await.expect("request");
    let location = response.headers().get("location").and_then(|v| v.to_str().ok()).map(str::to_owned);
    (response.status().as_u16(), location)
}

async fn post(app: &TestApp, token: &str, path: &str, request: Value) -> (u16, Value) {
    app.send(reqwest::Method::POST, Some(token), path, Some(request)).await
}

/// The learner's solution of `slug`, completed now.
async fn solution(app: &TestApp, token: &str, slug: &str) -> i64 {
    app.complete_challenge(token, slug).await["solution_id"].as_i64().expect("a solution")
}

/// A direct connection to the app's database.
async fn raw_db(app: &TestApp) -> RawDb {
    if app.database_url.starts_with("sqlite:") {
        let path = app.database_url.trim_start_matches("sqlite://").split('?').next().unwrap_or_default();
        RawDb::sqlite(std::path::Path::new(path)).await
    } else {
        RawDb::postgres(&app.database_url).await
    }
}

/// Everything one learner does that leaves a record, with others acting on
/// their things: `(ada's token, bob's token, ada's solution, bob's post)`.
async fn busy_learners(app: &TestApp) -> (String, String, i64, i64) {
    let ada = app.session_for(301, "ada").await;
    let bob = app.session_for(302, "bob").await;
    app.session_for(303, "carol").await;

    let ada_solution = solution(app, &ada, "pixel-card").await;
    let bob_solution = solution(app, &bob, "pixel-card").await;
    let ada_post = app.create_post(&ada, "pixel-card", "Ada's card, with a grid.").await["id"].as_i64().expect("post");
    let bob_post = app.create_post(&bob, "pixel-card", "BOB-PRIVATE words.").await["id"].as_i64().expect("post");

    // Comments and likes both ways.
    let (status, bob_comment) =
        post(app, &bob, &format!("/api/community/posts/{ada_post}/comments"), json!({"content": "BOB-PRIVATE nice"}))
            .await;
    assert_eq!(status, 201, "{bob_comment}");
    let (status, ada_comment) =
        post(app, &ada, &format!("/api/community/posts/{bob_post}/comments"), json!({"content": "Ada says hi"})).await;
    assert_eq!(status, 201, "{ada_comment}");
    let bob_comment = bob_comment["data"]["id"].as_i64().or(bob_comment["id"].as_i64()).expect("comment id");
    for (token, path) in [
        (&ada, format!("/api/community/posts/{bob_post}/like")),
        (&ada, format!("/api/community/comments/{bob_comment}/like")),
        (&bob, format!("/api/community/posts/{ada_post}/like")),
    ] {
        let (status, answer) = post(app, token, &path, json!({})).await;
        assert_eq!(status, 200, "{path}: {answer}");
    }

    // A learning path with a rating.
    let (status, answer) = post(app, &ada, "/api/learning-paths/first-steps/enroll", json!({})).await;
    assert!(status == 200 || status == 201, "enroll: {answer}");
    let (status, answer) = post(app, &ada, "/api/learning-paths/first-steps/rating", json!({"rating": 4})).await;
    assert_eq!(status, 200, "rate: {answer}");

    // Reviews both ways.
    for (asker, id) in [(&ada, ada_solution), (&bob, bob_solution)] {
        let (status, answer) =
            post(app, asker, &format!("/api/solutions/{id}/feedback-request"), json!({"question": "Is it right?"}))
                .await;
        assert_eq!(status, 200, "{answer}");
    }
    let (status, answer) =
        post(app, &bob, &format!("/api/solutions/{ada_solution}/reviews"), json!({"body": "BOB-PRIVATE review"})).await;
    assert_eq!(status, 201, "{answer}");
    let (status, answer) =
        post(app, &ada, &format!("/api/solutions/{bob_solution}/reviews"), json!({"body": "Ada's review of Bob"}))
            .await;
    assert_eq!(status, 201, "{answer}");

    // A report and a block.
    let report = json!({"item_type": "post", "item_id": bob_post, "reason": "spam"});
    assert_eq!(post(app, &ada, "/api/reports", report).await.0, 201);
    assert_eq!(post(app, &ada, "/api/blocks", json!({"login": "carol"})).await.0, 204);
    (ada, bob, ada_solution, bob_post)
}

on_both_databases! {
    settings_are_kept_and_a_chosen_time_zone_stays => |app: TestApp| async move {
        let ada = app.session_for(311, "ada").await;
        let (status, settings) = app.send(reqwest::Method::GET, Some(&ada), "/api/users/settings", None).await;
        assert_eq!(status, 200, "{settings}");
        assert_eq!(settings, json!({"profile_visibility": "public", "theme": "system", "time_zone": "UTC",
            "time_zone_detected": true, "email": null, "email_digest": true}));
        assert_eq!(app.send(reqwest::Method::GET, None, "/api/users/settings", None).await.0, 401);

        let (status, changed) =
            patch_settings(&app, &ada, json!({"theme": "dark", "time_zone": "Asia/Tokyo", "email_digest": false})).await;
        assert_eq!(status, 200, "{changed}");
        assert_eq!((changed["theme"].as_str(), changed["time_zone"].as_str()), (Some("dark"), Some("Asia/Tokyo")));
        assert_eq!((changed["time_zone_detected"].as_bool(), changed["email_digest"].as_bool()), (Some(false), Some(false)));
        let (_, me) = body(app.get_as(&ada, "/api/auth/verify").await).await;
        assert_eq!(me["user"]["theme"].as_str().or(me["data"]["theme"].as_str()).or(me["theme"].as_str()), Some("dark"), "{me}");

        // The browser's zone no longer replaces a chosen one …
        let profile = |zone: &'static str| {
            app.client.get(app.url("/api/users/profile")).bearer_auth(&ada).header("X-Time-Zone", zone).send()
        };
        let (_, seen) = body(profile("Europe/Paris").await.expect("profile")).await;
        assert_eq!(seen["data"]["time_zone"], "Asia/Tokyo");
        // … until the learner goes back to detection.
        let (_, detected) = patch_settings(&app, &ada, json!({"time_zone_detected": true})).await;
        assert_eq!(detected["time_zone_detected"], true);
        let (_, seen) = body(profile("Europe/Paris").await.expect("profile")).await;
        assert_eq!(seen["data"]["time_zone"], "Europe/Paris");
        // A read stores nothing; a change of progress sent from Paris stores Paris.
        let (_, settings) = app.send(reqwest::Method::GET, Some(&ada), "/api/users/settings", None).await;
        assert_eq!(settings["time_zone"], "Asia/Tokyo");
        let task = app.task_id("pixel-card").await;
        let started = app.client.post(app.url(&format!("/api/progress/task/{task}"))).bearer_auth(&ada)
            .header("X-Time-Zone", "Europe/Paris").json(&json!({"status": "in_progress"})).send().await.expect("start");
        assert_eq!(started.status(), 200);
        // Keeping the current zone whatever the browser says.
        let (_, kept) = patch_settings(&app, &ada, json!({"time_zone_detected": false})).await;
        assert_eq!((kept["time_zone"].as_str(), kept["time_zone_detected"].as_bool()), (Some("Europe/Paris"), Some(false)));

        // Bad values are refused with a message, nothing changes.
        let (status, error) = patch_settings(&app, &ada, json!({"time_zone": "Mars/Olympus"})).await;
        assert_eq!((status, error["message"].as_str()), (422, Some("time_zone is not a known time zone")));
        for bad in [json!({"theme": "sepia"}), json!({"profile_visibility": "friends"}), json!({"colour": "red"})] {
            let (status, error) = patch_settings(&app, &ada, bad.clone()).await;
            assert!(status == 400 || status == 422, "{bad}: {status} {error}");
            assert!(error["message"].as_str().is_some_and(|m| !m.is_empty()), "{error}");
        }
        let (_, after) = app.send(reqwest::Method::GET, Some(&ada), "/api/users/settings", None).await;
        assert_eq!((after["theme"].as_str(), after["profile_visibility"].as_str()), (Some("dark"), Some("public")));
        app
    };

    portfolios_show_public_work_and_private_ones_answer_404 => |app: TestApp| async move {
        let ada = app.session_for(321, "ada").await;
        let bob = app.session_for(322, "bob").await;
        let card = solution(&app, &ada, "pixel-card").await;
        app.create_post(&ada, "pixel-card", "My card.").await;
        let (status, answer) =
            post(&app, &ada, &format!("/api/solutions/{card}/feedback-request"), json!({"question": "Grid ok?"})).await;
        assert_eq!(status, 200, "{answer}");

        let (status, page) = portfolio(&app, None, "ADA").await;
        assert_eq!(status, 200, "{page}");
        assert_eq!((page["user"]["login"].as_str(), page["is_owner"].as_bool()), (Some("ada"), Some(false)));
        assert_eq!((page["stats"]["completed"].as_i64(), page["stats"]["current_streak"].as_i64()), (Some(1), Some(1)));
        assert_eq!(page["activity"].as_array().map(Vec::len), Some(1));
        assert_eq!(page["solutions"][0]["id"].as_i64(), Some(card));
        assert_eq!(page["solutions"][0]["task_slug"], "pixel-card");
        assert_eq!(page["posts"][0]["excerpt"], "My card.");
        assert!(page["achievements"].as_array().is_some_and(|a| !a.is_empty()), "the first completion unlocks one");
        assert_eq!(portfolio(&app, Some(&ada), "ada").await.1["is_owner"], true);
        assert_eq!(page_status(&app, "/u/ada").await.0, 200);
        assert_eq!(portfolio(&app, None, "nobody").await.0, 404);
        assert_eq!(page_status(&app, "/u/nobody").await.0, 404);

        // Private: the portfolio, the solution and its queue entry are the
        // owner's alone; the community post stays in the feed.
        assert_eq!(patch_settings(&app, &ada, json!({"profile_visibility": "private"})).await.0, 200);
        assert_eq!(portfolio(&app, None, "ada").await.0, 404);
        assert_eq!(portfolio(&app, Some(&bob), "ada").await.0, 404);
        let (status, own) = portfolio(&app, Some(&ada), "ada").await;
        assert_eq!((status, own["profile_visibility"].as_str()), (200, Some("private")));
        assert_eq!(page_status(&app, "/u/ada").await.0, 404);
        assert_eq!(page_status(&app, &format!("/solutions/{card}")).await.0, 404);
        let solution_path = format!("/api/solutions/{card}");
        assert_eq!(app.send(reqwest::Method::GET, None, &solution_path, None).await.0, 404);
        assert_eq!(app.send(reqwest::Method::GET, Some(&bob), &solution_path, None).await.0, 404);
        assert_eq!(app.send(reqwest::Method::GET, Some(&ada), &solution_path, None).await.0, 200);
        let reviews_path = format!("/api/solutions/{card}/reviews");
        assert_eq!(app.send(reqwest::Method::GET, Some(&bob), &reviews_path, None).await.0, 404);
        let (_, queue) = body(app.get_as(&bob, "/api/reviews").await).await;
        assert_eq!(queue["items"].as_array().map(Vec::len), Some(0), "{queue}");
        let (_, feed) = body(app.get("/api/community/posts").await).await;
        assert_eq!(feed["items"].as_array().map(Vec::len), Some(1), "{feed}");

        // Public again: everything is back.
        assert_eq!(patch_settings(&app, &ada, json!({"profile_visibility": "public"})).await.0, 200);
        assert_eq!(portfolio(&app, Some(&bob), "ada").await.0, 200);
        let (_, queue) = body(app.get_as(&bob, "/api/reviews").await).await;
        assert_eq!(queue["items"].as_array().map(Vec::len), Some(1), "{queue}");
        app
    };

    a_renamed_learner_keeps_their_page_until_the_login_is_taken => |app: TestApp| async move {
        app.session_for(331, "oldname").await;
        app.session_for(331, "newname").await; // GitHub renamed them; they signed in again.
        let (status, page) = portfolio(&app, None, "oldname").await;
        assert_eq!((status, page["user"]["login"].as_str()), (200, Some("newname")));
        assert_eq!(page_status(&app, "/u/oldname").await, (301, Some("/u/newname".to_owned())));
        assert_eq!(page_status(&app, "/u/newname").await.0, 200);

        // Someone else signs up with the old login: it is theirs now.
        app.session_for(332, "oldname").await;
        let (_, page) = portfolio(&app, None, "oldname").await;
        assert_eq!(page["user"]["login"], "oldname");
        assert_eq!(page["stats"]["completed"], 0);
        assert_eq!(page_status(&app, "/u/oldname").await.0, 200);
        app
    };

    the_export_holds_every_kind_of_record_and_nothing_of_others => |app: TestApp| async move {
        let (ada, _bob, _, _) = busy_learners(&app).await;
        let response = app.get_as(&ada, "/api/users/export").await;
        assert_eq!(response.status().as_u16(), 200);
        let disposition = response.headers().get("content-disposition").and_then(|v| v.to_str().ok()).map(str::to_owned);
        assert_eq!(disposition.as_deref(), Some("attachment; filename=\"frontloop-ada.json\""));
        let text = response.text().await.expect("body");
        let export: Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(export["format"], "frontloop-export/1");
        assert_eq!(export["profile"]["login"], "ada");
        assert!(export["profile"]["created_at"].as_str().is_some_and(|t| t.ends_with('Z')), "times in RFC 3339");
        for section in [
            "progress", "solutions", "solution_checks", "feedback_requests", "posts", "comments", "post_likes",
            "comment_likes", "reviews", "enrollments", "achievements", "notifications", "sessions", "reports", "blocks",
        ] {
            assert!(export[section].as_array().is_some_and(|rows| !rows.is_empty()), "{section} is empty: {export}");
        }
        assert_eq!(export["enrollments"][0]["rating"], 4);
        assert_eq!(export["blocks"][0]["blocked_login"], "carol");
        assert!(export["sessions"][0].get("token_hash").is_none());
        // Nothing that another learner wrote, nor who they are.
        assert!(!text.contains("BOB-PRIVATE"), "another learner's text in the export");
        assert!(!text.contains("\"bob\""), "another learner's login in the export");
        assert_eq!(app.send(reqwest::Method::GET, None, "/api/users/export", None).await.0, 401);
        app
    };

    deleting_an_account_removes_everything_and_keeps_the_counters => |app: TestApp| async move {
        let (ada, bob, ada_solution, bob_post) = busy_learners(&app).await;
        let db = raw_db(&app).await;
        let ada_id = db.pairs("SELECT id, github_id FROM users WHERE login = 'ada'").await[0].0;

        let delete = |confirm: &'static str| {
            app.send(reqwest::Method::DELETE, Some(&ada), "/api/users/me", Some(json!({"confirm_login": confirm})))
        };
        let (status, error) = delete("bob").await;
        assert_eq!((status, error["message"].as_str()), (422, Some("confirm_login does not match your login: type your login to confirm")));
        assert_eq!(delete(" ADA ").await.0, 204);

        // The session ended at once.
        assert_eq!(app.get_as(&ada, "/api/users/profile").await.status().as_u16(), 401);
        // No row refers to the learner.
        for (table, column) in [
            ("users", "id"), ("sessions", "user_id"), ("progress", "user_id"), ("solutions", "user_id"),
            ("community_posts", "user_id"), ("comments", "user_id"), ("post_likes", "user_id"),
            ("comment_likes", "user_id"), ("enrollments", "user_id"), ("item_completions", "user_id"),
            ("user_achievements", "user_id"), ("notifications", "user_id"), ("notifications", "actor_id"),
            ("reports", "reporter_id"), ("blocks", "blocker_id"), ("blocks", "blocked_id"),
            ("feedback_requests", "user_id"), ("reviews", "reviewer_id"), ("previous_logins", "user_id"),
        ] {
            let rows = db.pairs(&format!("SELECT COUNT(*), CAST(0 AS BIGINT) FROM {table} WHERE {column} = {ada_id}")).await;
            assert_eq!(rows[0].0, 0, "{table}.{column} still refers to the deleted learner");
        }
        let orphans = db.pairs(&format!(
            "SELECT COUNT(*), CAST(0 AS BIGINT) FROM solution_screenshots WHERE solution_id = {ada_solution} \
             UNION ALL SELECT COUNT(*), CAST(0 AS BIGINT) FROM reviews WHERE solution_id = {ada_solution} \
             UNION ALL SELECT COUNT(*), CAST(0 AS BIGINT) FROM notifications WHERE kind = 'review_helpful' AND subject_id = {ada_solution} \
             UNION ALL SELECT COUNT(*), CAST(0 AS BIGINT) FROM reports WHERE item_type = 'post' AND item_id = {bob_post}"
        )).await;
        assert_eq!(orphans.iter().map(|(n, _)| n).sum::<i64>(), 0, "{orphans:?}");
        let jobs = db.pairs(&format!("SELECT COUNT(*), CAST(0 AS BIGINT) FROM jobs WHERE key LIKE '{ada_id}:%'")).await;
        assert_eq!(jobs[0].0, 0, "the learner's pending jobs");
        // Every counter equals its rows.
        let counters = db.counters().await;
        assert!(counters.mismatches.is_empty(), "{:?}", counters.mismatches);
        assert!(counters.checked > 0);
        let (_, bobs) = body(app.get(&format!("/api/community/posts/{bob_post}")).await).await;
        let bobs = if bobs["data"].is_object() { bobs["data"].clone() } else { bobs };
        assert_eq!((bobs["likes_count"].as_i64(), bobs["comments_count"].as_i64()), (Some(0), Some(0)), "{bobs}");
        let (_, notes) = body(app.get_as(&bob, "/api/notifications").await).await;
        assert!(notes["items"].as_array().is_some_and(|n| n.iter().all(|n| n["kind"] != "review" && n["kind"] != "comment")), "{notes}");
        assert_eq!(portfolio(&app, None, "ada").await.0, 404);

        // Signing in again with GitHub starts a fresh account.
        let again = app.session_for(301, "ada").await;
        let (_, profile) = body(app.get_as(&again, "/api/users/profile").await).await;
        assert_eq!(profile["data"]["stats"]["completed"], 0);
        assert_ne!(profile["data"]["id"].as_i64(), Some(ada_id));
        db.close().await;
        app
    };
}

/// The screenshot URL of a learner's solution as the API gives it to the
/// viewer of `token`: the solution's own call's `screenshot_query` appended.
async fn screenshot_link(app: &TestApp, token: &str, id: i64) -> (u16, String) {
    let (status, solution) = app.send(reqwest::Method::GET, Some(token), &format!("/api/solutions/{id}"), None).await;
    let path = format!("/api/solutions/{id}/screenshots/phone");
    match solution["screenshot_query"].as_str() {
        Some(query) => (status, format!("{path}?{query}")),
        None => (status, path),
    }
}

on_both_databases! {
    a_private_learner_and_moderators_see_their_screenshots_and_nobody_else => |app: TestApp| async move {
        let ada = app.session_for(321, "ada").await;
        let eve = app.session_for(322, "eve").await;
        let moderator = app.session_for(common::MODERATOR_GITHUB_ID, "mod").await;
        let id = solution(&app, &ada, "pixel-card").await;
        let shot = |viewport: &str| frontloop_store::models::NewScreenshot {
            viewport: viewport.into(), width: 375, height: 812, png: b"\x89PNG fake".to_vec(),
        };
        app.store.save_screenshots(id, &[shot("phone"), shot("desktop")], frontloop_domain::time::now_millis())
            .await.expect("screenshots");
        let image = |path: String| {
            let app = &app;
            async move {
                let response = app.get(&path).await;
                let cache = response.headers().get("cache-control").and_then(|v| v.to_str().ok()).map(str::to_owned);
                (response.status().as_u16(), cache)
            }
        };

        // Public: one URL for everybody, kept by shared caches.
        let (_, public) = screenshot_link(&app, &ada, id).await;
        assert_eq!(public, format!("/api/solutions/{id}/screenshots/phone"));
        assert_eq!(image(public.clone()).await, (200, Some("public, max-age=300".into())));

        // Private: the owner and moderators get a signed link; an <img> with it answers, privately.
        assert_eq!(patch_settings(&app, &ada, json!({"profile_visibility": "private"})).await.0, 200);
        assert_eq!(image(public.clone()).await.0, 404, "no bearer token, no signed link");
        let (status, own) = screenshot_link(&app, &ada, id).await;
        assert_eq!(status, 200);
        assert!(own.contains("exp=") && own.contains("&sig="), "{own}");
        assert_eq!(image(own.clone()).await, (200, Some("private, max-age=300".into())));
        let (status, theirs) = screenshot_link(&app, &moderator, id).await;
        assert_eq!((status, image(theirs).await.0), (200, 200), "a moderator sees them");
        assert_eq!(screenshot_link(&app, &eve, id).await.0, 404, "another learner does not see the solution");
        assert_eq!(image(public.clone()).await.0, 404);

        // A link opens that solution only, untouched and unexpired.
        let (exp, sig) = own.split_once("?").map(|(_, q)| q).and_then(|q| q.split_once('&')).expect("query");
        let exp: i64 = exp.trim_start_matches("exp=").parse().expect("expiry");
        let sig = sig.trim_start_matches("sig=");
        let other = solution(&app, &ada, "quiet-modal").await;
        app.store.save_screenshots(other, &[shot("phone")], frontloop_domain::time::now_millis()).await.expect("shots");
        for forged in [
            format!("/api/solutions/{other}/screenshots/phone?exp={exp}&sig={sig}"),
            format!("/api/solutions/{id}/screenshots/phone?exp={}&sig={sig}", exp + 3_600_000),
            format!("/api/solutions/{id}/screenshots/phone?exp={exp}&sig=AAAA{sig}"),
            format!("/api/solutions/{id}/screenshots/phone?exp=1000&sig={sig}"),
            format!("/api/solutions/{id}/screenshots/phone?exp={exp}&sig=not%20base64"),
        ] {
            assert_eq!(image(forged.clone()).await.0, 404, "{forged}");
        }
        assert_eq!(image(format!("/api/solutions/{id}/screenshots/phone?exp=soon&sig=x")).await.0, 400);

        // The owner's own page carries signed links too.
        let (status, page) = app.send(reqwest::Method::GET, Some(&ada), "/api/users/ada/portfolio", None).await;
        assert_eq!(status, 200, "{page}");
        let cards = page["solutions"].as_array().expect("solutions");
        let url = cards.iter().find(|s| s["id"] == id).and_then(|s| s["screenshot_url"].as_str()).expect("url");
        assert!(url.contains("&sig="), "{url}");
        let desktop = app.get(url).await;
        assert_eq!(desktop.status(), 200);

        // Public again: the plain URL answers everybody.
        assert_eq!(patch_settings(&app, &ada, json!({"profile_visibility": "public"})).await.0, 200);
        assert_eq!(screenshot_link(&app, &eve, id).await.1, public);
        assert_eq!(image(public).await.0, 200);
        app
    };
}
