//! Serving the built web app: hashed assets with immutable caching, other
//! files of `web/dist` briefly cached, and `index.html` for every client
//! route, with that page's metadata rendered into its `<head>`.

use std::borrow::Cow;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

use super::meta::page_meta;
use super::pages::Pages;
use super::preload::RoutePreloads;
use crate::app::state::AppState;

/// `web/dist`, embedded in release builds (read from disk in debug builds).
#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[exclude = ".vite/*"]
#[allow_missing = true]
struct WebDist;

/// Vite's manifest of the same build (which chunks each page loads) and
/// the app's page table (`pages.rs`).
#[derive(RustEmbed)]
#[folder = "../../web/dist/.vite"]
#[include = "manifest.json"]
#[include = "pages.json"]
#[allow_missing = true]
struct ViteManifest;

/// Shown when the binary was built before the web app.
const NOT_BUILT: &str = "<!doctype html><html lang=\"en-US\"><head><meta charset=\"utf-8\"></head>\
    <body><main><h1>Frontloop</h1><p>The web app is not built. Run <code>npm run build</code> in \
    <code>web/</code>, then rebuild the server.</p></main></body></html>";

/// The page of the app's table that GitHub sends a learner back to.
const AUTH_CALLBACK: &str = "authCallback";

/// Where `index.html` takes the page's first view: in `#root`, after the
/// header's frame.
const FIRST_VIEW_MARKER: &str = "<!--first-view-->";

/// The app's `index.html`, split around the spots where page metadata and
/// the page's first view go.
pub struct WebApp {
    head_start: String,
    /// From `</head>` to the first view's spot (all of the rest when
    /// `index.html` has no such spot).
    head_end: String,
    body_end: String,
    /// Whether `index.html` has a spot for first views (a placeholder page
    /// has none, and shows none).
    has_first_view_spot: bool,
    /// Each page's chunks, named in its `<head>` so they load early.
    preloads: RoutePreloads,
    /// The app's pages: routes, metadata and first views.
    pages: Pages,
    /// Debug builds read `web/dist` from disk: re-read `index.html` on each
    /// page so a fresh `npm run build` shows without a restart.
    from_disk: bool,
}

impl WebApp {
    /// The embedded (or, in debug builds, on-disk) web app.
    pub fn embedded() -> WebApp {
        let html = WebDist::get("index.html")
            .map(|file| String::from_utf8_lossy(&file.data).into_owned())
            .unwrap_or_else(|| NOT_BUILT.to_owned());
        let preloads = ViteManifest::get("manifest.json")
            .map(|file| RoutePreloads::from_manifest(&String::from_utf8_lossy(&file.data)))
            .unwrap_or_default();
        // A build without the table (or an unreadable one) serves every
        // path with index.html as it is, which says the app is not built.
        let pages = ViteManifest::get("pages.json")
            .and_then(|file| Pages::from_json(&String::from_utf8_lossy(&file.data)).ok())
            .unwrap_or_default();
        WebApp { from_disk: cfg!(debug_assertions), preloads, pages, ..WebApp::from_index_html(&html) }
    }

    /// Prepares an `index.html`: the metadata it carries (title,
    /// description, canonical, Open Graph, Twitter, robots) is dropped, and
    /// each page's own is inserted before `</head>`, its first view at
    /// `<!--first-view-->`.
    pub fn from_index_html(html: &str) -> WebApp {
        let html = strip_page_metadata(html);
        let (head_start, rest) = html.split_at(html.find("</head>").unwrap_or(0));
        let (head_end, body_end, has_first_view_spot) = match rest.split_once(FIRST_VIEW_MARKER) {
            Some((before, after)) => (before.to_owned(), after.to_owned(), true),
            None => (rest.to_owned(), String::new(), false),
        };
        WebApp {
            head_start: head_start.to_owned(),
            head_end,
            body_end,
            has_first_view_spot,
            preloads: RoutePreloads::default(),
            pages: Pages::default(),
            from_disk: false,
        }
    }

    /// The same app with the page table `pages` (tests pair a small
    /// `index.html` with the real build's table).
    pub fn with_pages(self, pages: Pages) -> WebApp {
        WebApp { pages, ..self }
    }

    /// The page with `head` inserted, and `first_view` in `#root`.
    pub fn render(&self, head: &str, first_view: &str) -> String {
        let mut page = String::with_capacity(
            self.head_start.len() + head.len() + self.head_end.len() + first_view.len() + self.body_end.len(),
        );
        page.push_str(&self.head_start);
        page.push_str(head);
        page.push_str(&self.head_end);
        if self.has_first_view_spot {
            page.push_str(first_view);
        }
        page.push_str(&self.body_end);
        page
    }
}

/// Removes the `<title>` element and every `<meta>`/`<link>` tag that the
/// server renders per page, so no page ever has two of them.
fn strip_page_metadata(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let (tag_end, closing) =
            if rest.starts_with("<title") { (rest.find("</title>"), "</title>".len()) } else { (rest.find('>'), 1) };
        let Some(end) = tag_end.map(|e| e + closing) else { break };
        let tag = &rest[..end];
        let per_page = tag.starts_with("<title")
            || (tag.starts_with("<meta")
                && ["name=\"description\"", "property=\"og:", "name=\"twitter:", "name=\"robots\""]
                    .iter()
                    .any(|marker| tag.contains(marker)))
            || (tag.starts_with("<link") && tag.contains("rel=\"canonical\""));
        if !per_page {
            out.push_str(tag);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Answers every GET that no other route takes.
pub async fn serve_web(State(state): State<AppState>, web_app: Arc<WebApp>, method: Method, uri: Uri) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")]).into_response();
    }
    let path = uri.path();
    if let Some(file) = static_file(path) {
        return file;
    }
    if path.starts_with("/assets/") {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    let fresh;
    let web = if web_app.from_disk {
        fresh = WebApp::embedded();
        &fresh
    } else {
        &web_app
    };
    let Some(route) = web.pages.route(path) else {
        let html = web.render("", "");
        return ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response();
    };
    let meta = page_meta(&state, &web.pages, &route, path).await;
    if let Some(location) = meta.redirect.as_deref().and_then(|to| HeaderValue::from_str(to).ok()) {
        return (StatusCode::MOVED_PERMANENTLY, [(header::LOCATION, location)]).into_response();
    }
    let head = meta.render_head(&state.config.public_url());
    let first_view = meta.first_view.as_deref().unwrap_or_default();
    let html = web.render(&format!("{}{head}", web.preloads.links(&route.page.module)), first_view);
    let mut response = (meta.status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if route.page.id == AUTH_CALLBACK {
        // The callback URL carries a login code: never leak it to a referrer.
        headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    }
    response
}

/// A file of `web/dist` other than `index.html`, if there is one.
fn static_file(path: &str) -> Option<Response> {
    let name = path.trim_start_matches('/');
    if name.is_empty() || name == "index.html" {
        return None;
    }
    let file = WebDist::get(name)?;
    // Vite puts content-hashed names under assets/: they never change.
    let cache =
        if name.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "public, max-age=3600" };
    let mime = file.metadata.mimetype().to_owned();
    let body = match file.data {
        Cow::Borrowed(bytes) => Body::from(bytes),
        Cow::Owned(bytes) => Body::from(bytes),
    };
    Some(([(header::CONTENT_TYPE, mime), (header::CACHE_CONTROL, cache.to_owned())], body).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_template_title_and_description() {
        let app = WebApp::from_index_html(
            "<html><head><meta charset=\"utf-8\"><title>Old</title>\n<meta name=\"description\" content=\"old\">\n\
             <meta property=\"og:title\" content=\"old\" /><meta\n name=\"twitter:card\" content=\"old\"><link rel=\"icon\" href=\"/f.svg\">\
             </head><body></body></html>",
        );
        let page = app.render("<title>New</title>", "");
        assert_eq!(page.matches("<title>").count(), 1);
        assert!(page.contains("<title>New</title></head>"));
        assert!(!page.contains("old"), "{page}");
        assert!(page.contains("<meta charset=\"utf-8\">") && page.contains("rel=\"icon\""));
    }

    #[test]
    fn puts_the_first_view_at_its_marker() {
        let app = WebApp::from_index_html(
            "<html><head></head><body><div id=\"root\"><div>frame</div><!--first-view--></div></body></html>",
        );
        assert_eq!(
            app.render("<title>T</title>", "<main>view</main>"),
            "<html><head><title>T</title></head><body><div id=\"root\"><div>frame</div><main>view</main></div></body></html>"
        );
        let without_marker = WebApp::from_index_html("<html><head></head><body></body></html>");
        assert_eq!(without_marker.render("", "<main>view</main>"), "<html><head></head><body></body></html>");
    }

    #[test]
    fn the_built_app_and_the_server_agree_on_pages() {
        // Only meaningful once `web/` is built (debug builds read web/dist
        // from disk).
        let (Some(manifest), Some(table)) = (ViteManifest::get("manifest.json"), ViteManifest::get("pages.json"))
        else {
            eprintln!("skipped: web/dist/.vite is not built");
            return;
        };
        let preloads = RoutePreloads::from_manifest(&String::from_utf8_lossy(&manifest.data));
        let pages = Pages::from_json(&String::from_utf8_lossy(&table.data)).expect("the build's page table");
        assert!(pages.main_open().starts_with("<main id=\"main\""), "{}", pages.main_open());
        for page in pages.all() {
            assert!(!preloads.links(&page.module).is_empty(), "{} is not a chunk of the built app", page.module);
            assert_eq!(
                page.data_meta,
                super::super::meta::DataPage::from_id(&page.id).is_some(),
                "{}: the app and the server disagree on whether its data decides its metadata",
                page.id
            );
        }
        for data_page in super::super::meta::DataPage::ALL {
            assert!(pages.by_id(data_page.id()).is_some(), "the app has no page {}", data_page.id());
        }
        for id in [AUTH_CALLBACK, super::super::pages::NOT_FOUND] {
            assert!(pages.by_id(id).is_some(), "the app has no page {id}");
        }
        assert_eq!(pages.route("/no/such/page").map(|route| route.page.id.as_str()), Some("notFound"));
    }
}
