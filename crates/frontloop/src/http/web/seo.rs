//! `robots.txt` and `sitemap.xml`.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use frontloop_domain::time::to_rfc3339;

use super::html::escape;
use crate::app::queries::site;
use crate::app::state::AppState;
use crate::error::ApiResult;

/// Public pages that exist whatever the catalogue holds.
const STATIC_PAGES: [&str; 8] =
    ["/", "/challenges", "/blog", "/community", "/reviews", "/learning-paths", "/privacy", "/terms"];

/// Lets crawlers in, keeps them out of the API and personal pages.
pub async fn robots_txt(State(state): State<AppState>) -> Response {
    let body = format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\nDisallow: /profile\nDisallow: /achievements\n\
         Disallow: /community/share\nDisallow: /notifications\nDisallow: /settings\nDisallow: /admin\n\nSitemap: {}/sitemap.xml\n",
        state.config.public_url()
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

/// Every public page: the static ones, each challenge, post and path.
pub async fn sitemap_xml(State(state): State<AppState>) -> ApiResult<Response> {
    let base = state.config.public_url();
    let slugs = site::public_slugs(state.reads()).await?;
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
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

/// Entries in the Atom feed.
const FEED_ENTRIES: usize = 20;

/// The blog's Atom feed: the newest published posts with their HTML.
pub async fn blog_feed(State(state): State<AppState>) -> ApiResult<Response> {
    let base = state.config.public_url();
    let posts = site::blog_feed(state.reads()).await?;
    let updated = posts.iter().map(|p| p.updated_at.max(p.published_at)).max().unwrap_or(0);
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n\
         <title>Frontloop Blog</title>\n<subtitle>Articles on modern front-end development</subtitle>\n\
         <link href=\"{base}/blog\"/>\n<link rel=\"self\" href=\"{base}{feed}\"/>\n<id>{base}/blog</id>\n\
         <updated>{updated}</updated>\n<author><name>Frontloop</name></author>\n",
        feed = super::meta::BLOG_FEED_PATH,
        updated = to_rfc3339(updated),
    );
    for post in posts.iter().take(FEED_ENTRIES) {
        let url = escape(&format!("{base}/blog/{}", post.slug));
        xml.push_str(&format!(
            "<entry>\n<title>{title}</title>\n<link href=\"{url}\"/>\n<id>{url}</id>\n\
             <published>{published}</published>\n<updated>{updated}</updated>\n<summary>{summary}</summary>\n\
             {categories}<content type=\"html\">{content}</content>\n</entry>\n",
            title = escape(&post.title),
            published = to_rfc3339(post.published_at),
            updated = to_rfc3339(post.updated_at.max(post.published_at)),
            summary = escape(&super::meta::post_description(post)),
            categories =
                post.categories.iter().map(|c| format!("<category term=\"{}\"/>\n", escape(c))).collect::<String>(),
            content = escape(&post.content_html),
        ));
    }
    xml.push_str("</feed>\n");
    Ok(([(header::CONTENT_TYPE, "application/atom+xml; charset=utf-8")], xml).into_response())
}
