//! Social cards through the real router (docs/accounts.md, "Social
//! cards"): each page's `og:image` is its card, a 1200×630 PNG served with
//! an ETag and a year's cache under its revision; what is not public has
//! no card.

use reqwest::header;
use serde_json::json;

use crate::common::{self, body, TestApp};

/// The `og:image` URL of the page at `path`, relative to the server.
async fn og_image(app: &TestApp, path: &str) -> String {
    let html = app.get(path).await.text().await.expect("page");
    let marker = "<meta property=\"og:image\" content=\"";
    let start = html.find(marker).map(|at| at + marker.len()).expect("og:image");
    let url = &html[start..start + html[start..].find('"').expect("end")];
    assert!(html.contains("<meta property=\"og:image:type\" content=\"image/png\">"), "{path}");
    url.strip_prefix(&app.base).expect("on the server").replace("&amp;", "&")
}

/// Width and height from a PNG's IHDR.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
    let be = |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    (be(16), be(20))
}

on_both_databases! {
    every_page_kind_links_a_png_card_with_a_long_cache => |app: TestApp| async move {
        let ada = app.session_for(401, "ada").await;
        let solution = app.complete_challenge(&ada, "pixel-card").await["solution_id"].as_i64().expect("solution");
        let post = app.create_post(&ada, "pixel-card", "My card").await["id"].as_i64().expect("post");
        let pages = [
            ("/", "/social/site/frontloop.png?v="),
            ("/challenges/pixel-card", "/social/challenges/pixel-card.png?v="),
            ("/blog/grid-basics", "/social/blog/grid-basics.png?v="),
            ("/learning-paths/first-steps", "/social/paths/first-steps.png?v="),
            (&format!("/community/posts/{post}"), &format!("/social/posts/{post}.png?v=")),
            (&format!("/solutions/{solution}"), &format!("/social/solutions/{solution}.png?v=")),
            ("/u/ada", "/social/u/ada.png?v="),
        ];
        for (page, card) in pages {
            let url = og_image(&app, page).await;
            assert!(url.starts_with(card), "{page}: {url}");
            let response = app.get(&url).await;
            assert_eq!(response.status(), 200, "{url}");
            assert_eq!(response.headers()[header::CONTENT_TYPE], "image/png");
            assert_eq!(response.headers()[header::CACHE_CONTROL], "public, max-age=31536000, immutable");
            let etag = response.headers()[header::ETAG].to_str().expect("etag").to_owned();
            let png = response.bytes().await.expect("PNG");
            assert_eq!(png_size(&png), (1200, 630), "{url}");
            // The same bytes again (from the cache), and a 304 on the ETag.
            assert_eq!(app.get(&url).await.bytes().await.expect("PNG"), png);
            let again = app.client.get(app.url(&url)).header(header::IF_NONE_MATCH, &etag).send().await.expect("request");
            assert_eq!(again.status(), 304, "{url}");
            // Without the revision (or an old one): a short cache.
            let unversioned = app.get(url.split('?').next().expect("path")).await;
            assert_eq!(unversioned.headers()[header::CACHE_CONTROL], "public, max-age=300");
        }
        let cards = app.state.read_cache.figures().into_iter().find(|f| f.name == "social_cards").expect("a kind");
        assert!(cards.entries >= 7);

        // A changed page is a new revision.
        let before = og_image(&app, "/u/ada").await;
        app.complete_challenge(&ada, "quiet-modal").await;
        let after = og_image(&app, "/u/ada").await;
        assert_ne!(before, after, "the completed count is on the card");
        app
    };

    what_is_not_public_has_no_card => |app: TestApp| async move {
        let ada = app.session_for(411, "ada").await;
        let solution = app.complete_challenge(&ada, "pixel-card").await["solution_id"].as_i64().expect("solution");
        assert_eq!(app.get(&format!("/social/solutions/{solution}.png")).await.status(), 200);
        let (status, _) = body(
            app.client.patch(app.url("/api/users/settings")).bearer_auth(&ada)
                .json(&json!({"profile_visibility": "private"})).send().await.expect("request"),
        ).await;
        assert_eq!(status, 200);
        for path in [
            format!("/social/solutions/{solution}.png"), "/social/u/ada.png".into(), "/social/u/nobody.png".into(),
            "/social/challenges/nope.png".into(), "/social/blog/coming-soon.png".into(), "/social/users/ada.png".into(),
            "/social/challenges/pixel-card".into(), "/social/posts/abc.png".into(), "/social/site/other.png".into(),
        ] {
            assert_eq!(app.get(&path).await.status(), 404, "{path}");
        }
        app
    };
}

/// Time to serve a card through the server, drawn (cold: the first card
/// also loads the font) and from the cache; prints the figures.
/// Run: `cargo test --release -p frontloop --test api -- --ignored --nocapture card_timing`.
#[tokio::test]
#[ignore = "timing, for bench/README.md: run in release"]
async fn card_timing() {
    let Some(app) = TestApp::spawn(common::Backend::Sqlite).await else { return };
    let mut cold = Vec::new();
    for slug in ["pixel-card", "quiet-modal", "offline-notes"] {
        let url = og_image(&app, &format!("/challenges/{slug}")).await;
        let started = std::time::Instant::now();
        let png = app.get(&url).await.bytes().await.expect("PNG");
        cold.push((started.elapsed(), png.len()));
    }
    let url = og_image(&app, "/challenges/pixel-card").await;
    let mut cached = Vec::new();
    for _ in 0..50 {
        let started = std::time::Instant::now();
        app.get(&url).await.bytes().await.expect("PNG");
        cached.push(started.elapsed());
    }
    cached.sort();
    println!("drawn (first loads the font): {cold:?}");
    println!("cached: median {:?}, p90 {:?}", cached[cached.len() / 2], cached[cached.len() * 9 / 10]);
    app.finish().await;
}
