//! The web app as crawlers and browsers get it: status codes, page
//! metadata, caching and security headers, media, robots and sitemap.

use crate::common;

use crate::common::TestApp;
use base64::Engine as _;
use reqwest::header;
use sha2::Digest as _;

/// Every client route of docs/screens.md that exists whatever the data.
const SPA_ROUTES: [&str; 17] = [
    "/",
    "/login",
    "/auth/callback",
    "/challenges",
    "/profile",
    "/blog",
    "/achievements",
    "/community",
    "/community/share",
    "/learning-paths",
    "/learning-paths/first-steps",
    "/reviews",
    "/notifications",
    "/privacy",
    "/terms",
    "/challenges/pixel-card",
    "/blog/grid-basics",
];

async fn html(app: &TestApp, path: &str) -> (u16, reqwest::header::HeaderMap, String) {
    let response = app.get(path).await;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (status, headers, response.text().await.expect("body"))
}

/// The JSON of the page's embedded API answer, and the path it answers.
fn initial_data(body: &str) -> Option<(String, serde_json::Value)> {
    let start = body.find("<script type=\"application/json\" id=\"initial-data\" data-path=\"")?;
    let rest = &body[start..];
    let path_start = rest.find("data-path=\"")? + "data-path=\"".len();
    let path_end = path_start + rest[path_start..].find('"')?;
    let json_start = path_end + rest[path_end..].find('>')? + 1;
    let json_end = json_start + rest[json_start..].find("</script>")?;
    let json = serde_json::from_str(&rest[json_start..json_end]).ok()?;
    Some((rest[path_start..path_end].to_owned(), json))
}

on_both_databases! {
    challenge_post_and_path_pages_embed_their_first_api_answer => |app: TestApp| async move {
        for (page, api) in [
            ("/challenges/pixel-card", "/api/tasks/by-slug/pixel-card"),
            ("/blog/grid-basics", "/api/posts/by-slug/grid-basics"),
            ("/learning-paths/first-steps", "/api/learning-paths/first-steps"),
        ] {
            let (status, _, body) = html(&app, page).await;
            assert_eq!(status, 200, "{page}");
            let (path, embedded) = initial_data(&body).unwrap_or_else(|| panic!("{page} embeds no answer"));
            assert_eq!(path, api, "{page}");
            let (status, answer) = common::body(app.get(api).await).await;
            assert_eq!(status, 200, "{api}");
            assert_eq!(embedded, answer, "{page}: the embedded answer is the API's signed-out answer");
        }
        // Pages that show no single item embed nothing; a missing item neither.
        for page in ["/challenges", "/blog", "/challenges/no-such-challenge"] {
            let (_, _, body) = html(&app, page).await;
            assert!(initial_data(&body).is_none(), "{page}");
        }
        app
    };

    the_tops_of_four_pages_come_rendered_in_their_html => |app: TestApp| async move {
        for (page, shown) in [
            ("/", "Level up your front-end skills by "),
            ("/challenges", ">Challenges</h1>"),
            ("/challenges/pixel-card", ">Pixel Card</h1>"),
            ("/blog/grid-basics", ">Grid Basics</h1>"),
        ] {
            let (status, _, body) = html(&app, page).await;
            assert_eq!(status, 200, "{page}");
            let root = body.split("<div id=\"root\">").nth(1).unwrap_or("");
            assert!(root.starts_with("<main id=\"main\""), "{page}: {root}");
            assert!(root.contains(shown), "{page}: {root}");
        }
        let (_, _, challenge) = html(&app, "/challenges/pixel-card").await;
        assert!(challenge.contains("src=\"/media/challenges/pixel-card.svg\""), "{challenge}");
        // Other pages, missing items, retired ones and a path without a
        // picture (the app draws its initial) keep the empty root.
        for page in ["/blog", "/learning-paths", "/login", "/challenges/no-such-challenge", "/blog/coming-soon",
            "/learning-paths/nope", "/learning-paths/first-steps"] {
            let (_, _, body) = html(&app, page).await;
            assert!(body.contains("<div id=\"root\"></div>"), "{page}");
        }
        app
    };

    every_spec_route_answers_the_app_with_its_metadata => |app: TestApp| async move {
        for path in SPA_ROUTES {
            let (status, headers, body) = html(&app, path).await;
            assert_eq!(status, 200, "{path}");
            assert!(headers[header::CONTENT_TYPE].to_str().unwrap_or("").starts_with("text/html"), "{path}");
            assert_eq!(headers[header::CACHE_CONTROL], "no-cache", "{path}");
            assert!(body.contains("<div id=\"root\">"), "{path}");
            assert_eq!(body.matches("<title>").count(), 1, "{path}: one title");
            let title = body.split("<title>").nth(1).and_then(|t| t.split("</title>").next()).unwrap_or("");
            assert!(title.contains("Frontloop"), "{path}: {title}");
            assert!(body.contains("<link rel=\"canonical\""), "{path}");
            assert!(body.contains("og:image:width\" content=\"1200\""), "{path}");
            assert!(body.contains("application/ld+json"), "{path}");
            assert!(!body.contains("content=\"template\""), "{path}: the template's description is replaced");
        }
        app
    };
    unknown_paths_get_the_app_with_404 => |app: TestApp| async move {
        for path in ["/nope", "/challenges/no-such-challenge", "/challenges/a/b", "/community/posts/1",
            "/community/posts/abc", "/learning-paths/nope", "/learning-paths/999", "/blog/coming-soon"] {
            let (status, _, body) = html(&app, path).await;
            assert_eq!(status, 404, "{path}");
            assert!(body.contains("<div id=\"root\"></div>"), "{path}");
            assert!(body.contains("noindex"), "{path}");
        }
        app
    };
    a_challenge_page_carries_its_own_metadata => |app: TestApp| async move {
        let (_, _, body) = html(&app, "/challenges/pixel-card").await;
        assert!(body.contains("<title>Pixel Card challenge | Frontloop</title>"), "{body}");
        assert!(body.contains("content=\"Build a small profile card.\""));
        assert!(body.contains(&format!("og:image\" content=\"{}/social/challenges/pixel-card.png?v=", app.base)));
        assert!(body.contains(&format!("\"image\":\"{}/media/challenges/pixel-card.svg\"", app.base)), "{body}");
        assert!(body.contains(&format!("href=\"{}/challenges/pixel-card\"", app.base)));
        assert!(body.contains("\"@type\":\"LearningResource\""));
        app
    };
    private_pages_are_noindex_and_the_callback_sends_no_referrer => |app: TestApp| async move {
        for path in ["/login", "/profile", "/achievements", "/community/share"] {
            assert!(html(&app, path).await.2.contains("noindex"), "{path}");
        }
        assert!(!html(&app, "/challenges").await.2.contains("noindex"));
        let (_, headers, _) = html(&app, "/auth/callback?token=x").await;
        assert_eq!(headers[header::REFERRER_POLICY], "no-referrer");
        app
    };
    security_headers_are_on_every_response => |app: TestApp| async move {
        for path in ["/", "/api/health", "/api/nope", "/robots.txt", "/media/challenges/pixel-card.svg"] {
            let response = app.get(path).await;
            let headers = response.headers();
            let csp = headers[header::CONTENT_SECURITY_POLICY].to_str().expect("ascii");
            assert!(csp.contains("frame-ancestors 'none'") || csp.contains("sandbox"), "{path}: {csp}");
            let script_src = csp.split(';').find(|d| d.trim().starts_with("script-src")).unwrap_or("");
            assert!(!script_src.contains("unsafe-inline"), "{path}");
            assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{path}");
            assert!(headers.contains_key(header::REFERRER_POLICY), "{path}");
        }
        app
    };
    media_is_served_with_an_etag => |app: TestApp| async move {
        let response = app.get("/media/challenges/pixel-card.svg").await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()[header::CONTENT_TYPE], "image/svg+xml");
        let etag = response.headers()[header::ETAG].clone();
        let again = app.client.get(app.url("/media/challenges/pixel-card.svg")).header(header::IF_NONE_MATCH, etag).send().await.expect("request");
        assert_eq!(again.status(), 304);
        assert_eq!(app.get("/media/nothing.svg").await.status(), 404);
        app
    };
    robots_and_sitemap_list_public_pages => |app: TestApp| async move {
        let robots = app.get("/robots.txt").await.text().await.expect("body");
        assert!(robots.contains(&format!("Sitemap: {}/sitemap.xml", app.base)));
        assert!(robots.contains("Disallow: /api/"));
        let sitemap = app.get("/sitemap.xml").await.text().await.expect("body");
        for path in ["/", "/challenges/pixel-card", "/blog/grid-basics", "/learning-paths/first-steps", "/privacy"] {
            assert!(sitemap.contains(&format!("<loc>{}{path}</loc>", app.base)), "{path}");
        }
        assert!(!sitemap.contains("coming-soon"), "drafts stay out");
        app
    };
    responses_are_compressed_when_asked => |app: TestApp| async move {
        for encoding in ["br", "gzip"] {
            let response = app.client.get(app.url("/api/openapi.json")).header(header::ACCEPT_ENCODING, encoding).send().await.expect("request");
            assert_eq!(response.headers()[header::CONTENT_ENCODING], encoding);
            // Under 1 KiB a body goes as it is: compressing it costs more than it saves.
            let short = app.client.get(app.url("/api/health")).header(header::ACCEPT_ENCODING, encoding).send().await.expect("request");
            assert!(short.headers().get(header::CONTENT_ENCODING).is_none(), "{encoding}");
        }
        app
    };
    writes_to_web_paths_are_refused => |app: TestApp| async move {
        let response = app.client.post(app.url("/challenges")).send().await.expect("request");
        assert_eq!(response.status(), 405);
        app
    };
}

/// The classic inline scripts of `html` as the policy names them
/// (`'sha256-…'` of their text); files, modules and data blocks left out.
fn inline_script_hashes(html: &str) -> Vec<String> {
    let mut hashed = Vec::new();
    for piece in html.split("<script").skip(1) {
        let Some((attributes, rest)) = piece.split_once('>') else { continue };
        if !attributes.trim().is_empty() {
            continue;
        }
        let text = rest.split("</script>").next().unwrap_or_default();
        let digest = sha2::Sha256::digest(text.as_bytes());
        hashed.push(format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest)));
    }
    hashed
}

/// Classic inline scripts run only when the policy lists their hash: the
/// app's `index.html` (as written, and as built when it is) holds exactly
/// the one the policy names, else the theme script silently stops.
#[test]
fn the_shell_runs_no_inline_script_but_the_one_its_policy_names() {
    let policy = frontloop::http::router::CONTENT_SECURITY_POLICY;
    let listed: Vec<String> = policy
        .split(';')
        .find(|d| d.trim().starts_with("script-src"))
        .map(|d| d.split_whitespace().filter(|s| s.starts_with("'sha256-")).map(str::to_owned).collect())
        .unwrap_or_default();
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let source = std::fs::read_to_string(web.join("index.html")).expect("web/index.html");
    let hashed = inline_script_hashes(&source);
    assert_eq!(hashed.len(), 1, "the theme script in web/index.html");
    assert_eq!(listed, hashed, "{policy}");
    if let Ok(built) = std::fs::read_to_string(web.join("dist/index.html")) {
        assert_eq!(inline_script_hashes(&built), hashed, "web/dist/index.html as built");
    }
}
