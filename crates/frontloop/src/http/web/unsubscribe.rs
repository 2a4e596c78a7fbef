//! `/email/unsubscribe?token=…`: the link of every digest email, with no
//! sign-in. `GET` shows a page with one button (so that a mail scanner
//! that opens links unsubscribes nobody); `POST` unsubscribes, which is
//! also what a mail client's one-click unsubscribe sends (RFC 8058,
//! `List-Unsubscribe=One-Click`). A token works once.

use axum::extract::{Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::html::escape;
use crate::app::digest;
use crate::app::state::AppState;
use crate::error::ApiError;

/// The path of the unsubscribe link.
pub const UNSUBSCRIBE_PATH: &str = "/email/unsubscribe";

/// The link's query.
#[derive(Debug, Deserialize)]
pub struct UnsubscribeQuery {
    #[serde(default)]
    token: String,
}

/// The confirmation page.
pub async fn unsubscribe_page(Query(query): Query<UnsubscribeQuery>) -> Response {
    let action = format!("{UNSUBSCRIBE_PATH}?token={}", escape(&query.token));
    page(
        StatusCode::OK,
        "Stop the digest emails?",
        &format!(
            "<p>You will get no more daily emails about your notifications. They stay in \
             <a href=\"/notifications\">your notifications</a>.</p>\
             <form method=\"post\" action=\"{action}\"><button type=\"submit\">Unsubscribe</button></form>"
        ),
    )
}

/// Unsubscribes the token's learner.
pub async fn unsubscribe(State(state): State<AppState>, Query(query): Query<UnsubscribeQuery>) -> Response {
    match digest::unsubscribe(state.digest(), &query.token).await {
        Ok(true) => page(
            StatusCode::OK,
            "You are unsubscribed",
            "<p>Frontloop will send you no more digest emails.</p><p><a href=\"/\">Back to Frontloop</a></p>",
        ),
        Ok(false) => page(
            StatusCode::NOT_FOUND,
            "This link does not work",
            "<p>This unsubscribe link is not valid or was already used.</p><p><a href=\"/\">Back to Frontloop</a></p>",
        ),
        Err(err) => ApiError::from(err).into_response(),
    }
}

fn page(status: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"robots\" content=\"noindex,nofollow\">\n<title>{title} | Frontloop</title>\n\
         <style>body{{font:16px/1.6 system-ui,sans-serif;color:#1f2937;margin:0}}\
         main{{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}}a{{color:#4338ca}}\
         button{{font:inherit;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:.5rem;\
         padding:.6rem 1.2rem;cursor:pointer}}button:focus-visible{{outline:2px solid #1e1b4b;outline-offset:2px}}</style>\n\
         </head>\n<body>\n<main>\n<h1>{title}</h1>\n{body}\n</main>\n</body>\n</html>\n"
    );
    (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}
