//! `robots.txt` and `sitemap.xml`.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use super::html::escape;
use crate::error::ApiResult;
use crate::state::AppState;

/// Public pages that exist whatever the catalogue holds.
const STATIC_PAGES: [&str; 7] = ["/", "/challenges", "/blog", "/community", "/learning-paths", "/privacy", "/terms"];

/// Lets crawlers in, keeps them out of the API and personal pages.
pub async fn robots_txt(State(state): State<AppState>) -> Response {
    let body = format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\nDisallow: /profile\nDisallow: /achievements\n\
         Disallow: /community/share\n\nSitemap: {}/sitemap.xml\n",
        state.config.public_url()
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

/// Every public page: the static ones, each challenge, post and path.
pub async fn sitemap_xml(State(state): State<AppState>) -> ApiResult<Response> {
    let base = state.config.public_url();
    let slugs = state.store.public_slugs().await?;
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    let dynamic = slugs
        .tasks
        .iter()
        .map(|s| format!("/challenges/{s}"))
        .chain(slugs.posts.iter().map(|s| format!("/blog/{s}")))
        .chain(slugs.paths.iter().map(|s| format!("/learning-paths/{s}")));
    for path in STATIC_PAGES.iter().map(|p| (*p).to_owned()).chain(dynamic) {
        xml.push_str(&format!("  <url><loc>{}</loc></url>\n", escape(&format!("{base}{path}"))));
    }
    xml.push_str("</urlset>\n");
    Ok(([(header::CONTENT_TYPE, "application/xml; charset=utf-8")], xml).into_response())
}
