//! Everything that is not `/api`: the built web app, its page metadata,
//! catalogue media, `robots.txt`, `sitemap.xml` and the checks' documentation.

use axum::routing::get;
use axum::Router;

use crate::app::state::AppState;

pub mod cards;
pub mod docs;
pub mod first_view;
pub mod html;
pub mod media;
pub mod meta;
pub mod pages;
pub mod preload;
pub mod seo;
pub mod spa;
pub mod unsubscribe;

/// The non-API routes; every other path is answered by the web app.
pub fn router(web_app: spa::WebApp) -> Router<AppState> {
    let web_app = std::sync::Arc::new(web_app);
    Router::new()
        .route("/media/{*path}", get(media::serve_media))
        .route("/social/{kind}/{file}", get(cards::serve_card))
        .route("/robots.txt", get(seo::robots_txt))
        .route(unsubscribe::UNSUBSCRIBE_PATH, get(unsubscribe::unsubscribe_page).post(unsubscribe::unsubscribe))
        .route(docs::CHECKS_PATH, get(docs::checks_page))
        .route("/sitemap.xml", get(seo::sitemap_xml))
        .route(meta::BLOG_FEED_PATH, get(seo::blog_feed))
        .fallback(move |state, method, uri| spa::serve_web(state, web_app.clone(), method, uri))
}
