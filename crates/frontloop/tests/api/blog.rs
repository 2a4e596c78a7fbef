//! The blog through the real router: the API, drafts kept private, the
//! sanitized HTML, page metadata in the server's HTML, and the Atom feed.

use crate::common;

use crate::common::TestApp;
use serde_json::json;

on_both_databases! {
    the_api_lists_published_posts_only => |app: TestApp| async move {
        let (status, posts) = common::body(app.get("/api/posts?status=published").await).await;
        assert_eq!(status, 200);
        let posts = posts.as_array().expect("array").clone();
        assert_eq!(posts.len(), 1, "the draft stays out");
        let post = &posts[0];
        assert_eq!(post["slug"], "grid-basics");
        assert_eq!(post["categories"], json!(["CSS", "Layout"]));
        assert_eq!(post["featured_image"], "/media/blog/grid-basics.svg");
        assert_eq!(post["created_at"], "2026-03-14T09:00:00Z");
        assert_eq!(post["read_time"], "1 min read");
        assert_eq!(post["status"], "published");
        let content = post["content"].as_str().expect("HTML");
        assert!(content.contains("<h2>Why grid</h2>"));
        assert!(!content.contains("<script"), "sanitized on the server: {content}");
        let (status, same) = common::body(app.get("/api/posts").await).await;
        assert_eq!((status, same.as_array().map(Vec::len)), (200, Some(1)));
        let (status, error) = common::body(app.get("/api/posts?status=draft").await).await;
        assert_eq!((status, error["code"].as_str()), (422, Some("invalid_field")));
        app
    };
    a_post_is_found_by_slug_and_drafts_are_404 => |app: TestApp| async move {
        let (status, post) = common::body(app.get("/api/posts/by-slug/grid-basics").await).await;
        assert_eq!((status, post["title"].as_str()), (200, Some("Grid Basics")));
        let (status, error) = common::body(app.get("/api/posts/by-slug/coming-soon").await).await;
        assert_eq!((status, error["code"].as_str()), (404, Some("not_found")));
        assert_eq!(common::body(app.get("/api/posts/by-slug/nope").await).await.0, 404);
        app
    };
    blog_pages_carry_their_metadata_before_any_script => |app: TestApp| async move {
        let page = app.get("/blog/grid-basics").await;
        assert_eq!(page.status(), 200);
        let html = page.text().await.expect("HTML");
        assert!(html.contains("<title>Grid Basics - Frontloop Blog</title>"), "{html}");
        assert!(html.contains("<meta name=\"description\" content=\"Lay out a page with CSS grid.\">"));
        assert!(html.contains(&format!("<meta property=\"og:image\" content=\"{}/social/blog/grid-basics.png?v=", app.base)));
        assert!(html.contains(&format!("<link rel=\"preload\" as=\"image\" href=\"{}/media/blog/grid-basics.svg\"", app.base)));
        assert!(html.contains("<meta property=\"og:type\" content=\"article\">"));
        assert!(html.contains("\"@type\":\"BlogPosting\""));
        assert!(html.contains("application/atom+xml"));
        for missing in ["/blog/coming-soon", "/blog/nope"] {
            assert_eq!(app.get(missing).await.status(), 404, "{missing}");
        }
        let list = app.get("/blog").await.text().await.expect("HTML");
        assert!(list.contains("<title>Blog | Frontloop</title>"));
        assert!(list.contains("\"@type\":\"Blog\"") && list.contains("\"headline\":\"Grid Basics\""));
        app
    };
    the_atom_feed_lists_published_posts => |app: TestApp| async move {
        let response = app.get("/blog/feed.xml").await;
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-type"].to_str().unwrap_or("").starts_with("application/atom+xml"));
        let xml = response.text().await.expect("XML");
        assert!(xml.contains("<title>Grid Basics</title>"));
        assert!(xml.contains(&format!("<id>{}/blog/grid-basics</id>", app.base)));
        assert!(!xml.contains("Coming Soon"), "no drafts");
        assert!(!xml.contains("<script"), "the content is escaped HTML");
        app
    };
}
