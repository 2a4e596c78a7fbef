//! The web app's pages as its build describes them: `web/dist/.vite/pages.json`,
//! written by `web/scripts/build-shell.mjs` from the app's page table
//! (`web/src/app/pages.ts`) and rendered from its own components
//! (`web/src/shell/entry-server.tsx`). Each page's route, the module whose
//! chunks it preloads, its metadata and, for pages that need no data, its
//! first view come from there; the server adds only what needs its data
//! (`meta.rs`, `first_view.rs`). See docs/page-shell.md.

use serde::Deserialize;
use serde_json::Value;

/// A page's metadata as the app declares it: all of it for a page that
/// needs no data, the loading state's for one that does.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct DeclaredMeta {
    /// The full title, with the product's name.
    pub title: String,
    pub description: String,
    /// The canonical link's path; the requested path when absent.
    pub canonical_path: Option<String>,
    pub noindex: bool,
    /// The Open Graph type.
    #[serde(rename = "type")]
    pub og_type: String,
    /// Structured data, `{origin}` standing for the site's origin; a
    /// `WebPage` of the title, URL and description when absent.
    pub json_ld: Option<Value>,
}

/// Where a page's first view comes from.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum FirstViewSource {
    /// The build rendered it (`first_view_html`).
    Static,
    /// The server renders it from the page's data (`first_view.rs`).
    Data,
}

/// One page of the app.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct ShellPage {
    /// The page's name in the app's table (`home`, `challenge`, `notFound`…).
    pub id: String,
    /// Its route: `/`, `/challenges/:slug`, `/*`.
    pub path: String,
    /// The module of `web/` that renders it (a key of Vite's manifest).
    pub module: String,
    /// Only for signed-in learners (the app sends others to /login).
    pub signed_in: bool,
    pub meta: DeclaredMeta,
    /// Whether the page's data decides its metadata (`meta.rs` renders it).
    pub data_meta: bool,
    /// A data page's metadata when its data does not exist (answered with
    /// 404); the not-found page's when absent.
    #[serde(default)]
    pub missing_meta: Option<DeclaredMeta>,
    pub first_view: Option<FirstViewSource>,
    /// The first view the build rendered: the app's `<main>` with the top
    /// of the page inside.
    pub first_view_html: Option<String>,
    /// What React hoisted out of that view for the `<head>` (the preload of
    /// its largest picture).
    #[serde(default)]
    pub first_view_head: Option<String>,
}

/// The id of the page every unknown path shows.
pub const NOT_FOUND: &str = "notFound";

/// The pages of one build, in the app's matching order.
#[derive(Debug, Clone, Default)]
pub struct Pages {
    pages: Vec<ShellPage>,
    /// The app's `<main>` start tag, as its layout renders it.
    main_open: String,
    /// The sharing image of a page that names none.
    default_image: String,
}

/// A path matched to its page, with the route's parameters.
#[derive(Debug, Clone, PartialEq)]
pub struct Route<'a> {
    pub page: &'a ShellPage,
    params: Vec<(&'a str, String)>,
}

impl Route<'_> {
    /// The value of the route's `:name` segment.
    pub fn param(&self, name: &str) -> &str {
        self.params.iter().find(|(key, _)| *key == name).map(|(_, value)| value.as_str()).unwrap_or("")
    }
}

/// How a route's pattern matched a path: more literal segments win, a
/// catch-all loses to everything (as react-router ranks them).
fn rank(pattern: &str, path_segments: &[&str]) -> Option<(bool, usize)> {
    let parts: Vec<&str> = pattern.trim_matches('/').split('/').filter(|p| !p.is_empty()).collect();
    if parts.last() == Some(&"*") {
        let fixed = &parts[..parts.len() - 1];
        let matches = path_segments.len() >= fixed.len()
            && fixed.iter().zip(path_segments).all(|(part, segment)| part.starts_with(':') || part == segment);
        return matches.then_some((false, fixed.len()));
    }
    if parts.len() != path_segments.len() {
        return None;
    }
    let mut literal = 0;
    for (part, segment) in parts.iter().zip(path_segments) {
        if part.starts_with(':') {
            if segment.is_empty() {
                return None;
            }
        } else if part == segment {
            literal += 1;
        } else {
            return None;
        }
    }
    Some((true, literal))
}

impl Pages {
    /// Reads the build's `pages.json`.
    pub fn from_json(json: &str) -> Result<Pages, serde_json::Error> {
        #[derive(Deserialize)]
        struct File {
            pages: Vec<ShellPage>,
            main_open: String,
            default_image: String,
        }
        let file: File = serde_json::from_str(json)?;
        Ok(Pages { pages: file.pages, main_open: file.main_open, default_image: file.default_image })
    }

    /// The sharing image of a page that names none (the site's card).
    pub fn default_image(&self) -> &str {
        &self.default_image
    }

    /// The app's `<main>` start tag, which a first view starts with.
    pub fn main_open(&self) -> &str {
        &self.main_open
    }

    /// Every page.
    pub fn all(&self) -> &[ShellPage] {
        &self.pages
    }

    /// The page named `id`.
    pub fn by_id(&self, id: &str) -> Option<&ShellPage> {
        self.pages.iter().find(|page| page.id == id)
    }

    /// The page a URL path shows (a trailing slash is tolerated); `None`
    /// only when the build declared no catch-all.
    pub fn route(&self, path: &str) -> Option<Route<'_>> {
        let trimmed = path.trim_matches('/');
        let segments: Vec<&str> = if trimmed.is_empty() { Vec::new() } else { trimmed.split('/').collect() };
        let best = self
            .pages
            .iter()
            .filter_map(|page| rank(&page.path, &segments).map(|score| (score, page)))
            .max_by_key(|(score, _)| *score)?;
        let page = best.1;
        let params = page
            .path
            .trim_matches('/')
            .split('/')
            .zip(&segments)
            .filter_map(|(part, segment)| part.strip_prefix(':').map(|name| (name, (*segment).to_owned())))
            .collect();
        Some(Route { page, params })
    }
}

/// Replaces `{origin}` in every string of `value` (the app's JSON-LD
/// templates, `withOrigin` in web/src/lib/meta.ts).
pub fn with_origin(value: &Value, origin: &str) -> Value {
    match value {
        Value::String(text) => Value::String(text.replace("{origin}", origin)),
        Value::Array(items) => Value::Array(items.iter().map(|item| with_origin(item, origin)).collect()),
        Value::Object(map) => {
            Value::Object(map.iter().map(|(key, item)| (key.clone(), with_origin(item, origin))).collect())
        }
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(id: &str, path: &str) -> serde_json::Value {
        serde_json::json!({
            "id": id, "path": path, "module": format!("src/{id}.tsx"), "signed_in": false,
            "meta": { "title": id, "description": "d", "canonical_path": null, "noindex": false,
                      "type": "website", "json_ld": null },
            "data_meta": false, "first_view": null, "first_view_html": null,
        })
    }

    fn pages() -> Pages {
        let json = serde_json::json!({ "main_open": "<main id=\"main\">", "default_image": "/social/site/frontloop.png", "pages": [
            page("home", "/"), page("challenges", "/challenges"), page("challenge", "/challenges/:slug"),
            page("share", "/community/share"), page("post", "/community/posts/:postId"),
            page("portfolio", "/u/:login"), page("notFound", "/*"),
        ]});
        Pages::from_json(&json.to_string()).expect("a valid table")
    }

    #[test]
    fn matches_routes_as_the_app_does() {
        let pages = pages();
        let id = |path: &str| pages.route(path).map(|route| route.page.id.clone()).unwrap_or_default();
        assert_eq!(id("/"), "home");
        assert_eq!(id("/challenges"), "challenges");
        assert_eq!(id("/challenges/"), "challenges");
        assert_eq!(id("/challenges/card"), "challenge");
        assert_eq!(id("/community/share"), "share");
        assert_eq!(id("/community/posts/12"), "post");
        for path in ["/nope", "/challenges/a/b", "/community/posts", "/index.html", "/u", "/u/a/b"] {
            assert_eq!(id(path), "notFound", "{path}");
        }
        let route = pages.route("/community/posts/12").expect("a route");
        assert_eq!(route.param("postId"), "12");
        assert_eq!(pages.route("/u/octocat").expect("a route").param("login"), "octocat");
    }

    #[test]
    fn fills_the_origin_into_structured_data() {
        let value = serde_json::json!({ "url": "{origin}/", "list": ["{origin}/a", 3], "q": "{search_term_string}" });
        assert_eq!(
            with_origin(&value, "https://frontloop.dev"),
            serde_json::json!({ "url": "https://frontloop.dev/", "list": ["https://frontloop.dev/a", 3], "q": "{search_term_string}" })
        );
    }
}
