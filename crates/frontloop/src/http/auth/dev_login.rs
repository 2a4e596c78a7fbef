//! Development sign-in (docs/sign-in.md): the same flow as GitHub's, but the
//! "provider" is a page of this server where one types a user name. It is
//! on only on a loopback address, and the page says plainly what it is.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::Form;
use frontloop_store::models::GithubProfile;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::{found, to_web_app, FAILED};
use crate::app::sign_in;
use crate::app::state::AppState;
use crate::error::ApiResult;
use crate::http::client_address::ClientAddress;
use crate::http::web::html::escape;

/// `?state=` of the page.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// The sign-in's state, from `GET /api/auth/github`.
    state: Option<String>,
}

/// The form the page posts. Any text is taken: a user name that breaks
/// GitHub's rule shows the form again with the error.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DevSignIn {
    /// The sign-in's state, from the page.
    state: Option<String>,
    /// The user name to sign in as (GitHub's rule: 1 to 39 letters, digits
    /// or single inner hyphens).
    login: Option<String>,
}

fn disabled() -> Response {
    (StatusCode::NOT_FOUND, "Development sign-in is off.").into_response()
}

/// `GET /api/auth/dev`: the development sign-in form (docs/sign-in.md), a page
/// of this server, on only on a loopback address.
#[utoipa::path(get, path = "/auth/dev", tag = "auth", operation_id = "dev_sign_in_page", params(PageQuery),
    responses((status = 200, description = "The sign-in page", body = String, content_type = "text/html"),
              (status = 404, description = "Development sign-in is off", body = String, content_type = "text/plain")))]
pub async fn page(State(state): State<AppState>, query: Result<Query<PageQuery>, QueryRejection>) -> Response {
    if !state.config.dev_login_enabled() {
        return disabled();
    }
    // A query it cannot read (a repeated `state`) gives a page whose
    // sign-in then fails, as a wrong state does.
    let oauth_state = query.ok().and_then(|Query(q)| q.state);
    render(oauth_state.as_deref().unwrap_or_default(), "", None)
}

/// `POST /api/auth/dev`: signs in as the typed user name.
#[utoipa::path(post, path = "/auth/dev", tag = "auth", operation_id = "dev_sign_in",
    request_body(content = Option<DevSignIn>, content_type = "application/x-www-form-urlencoded",
        description = "Optional: without it, or with a wrong state, the sign-in fails (302)"),
    responses((status = 200, description = "The page again, saying what is wrong with the user name", body = String, content_type = "text/html"),
              (status = 302, description = "To /auth/callback with a login code, or to /login?error=auth_failed",
               headers(("Location" = String, description = "Where the browser goes next"))),
              (status = 404, description = "Development sign-in is off", body = String, content_type = "text/plain"),
              (status = 429, body = crate::error::ErrorBody)))]
pub async fn submit(
    State(state): State<AppState>,
    ClientAddress(client): ClientAddress,
    form: Result<Form<DevSignIn>, axum::extract::rejection::FormRejection>,
) -> ApiResult<Response> {
    if !state.config.dev_login_enabled() {
        return Ok(disabled());
    }
    let client_address = client.to_string();
    sign_in::refuse_when_spent(state.sign_in(), &client_address).await?;
    let Ok(Form(form)) = form else {
        sign_in::count_failed_step(state.sign_in(), &client_address).await?;
        return Ok(found(FAILED));
    };
    let oauth_state = form.state.unwrap_or_default();
    let login = form.login.unwrap_or_default().trim().to_owned();
    if !valid_login(&login) {
        let message = "Use 1 to 39 letters, digits or single hyphens, like a GitHub user name.";
        return Ok(render(&oauth_state, &login, Some(message)));
    }
    let profile = GithubProfile {
        github_id: dev_github_id(&login),
        login: login.clone(),
        name: Some(login.clone()),
        email: Some(format!("{login}@dev.frontloop.local")),
        avatar_url: None,
    };
    let finished = sign_in::finish_in_development(state.sign_in(), &oauth_state, &profile).await?;
    if finished.is_none() {
        sign_in::count_failed_step(state.sign_in(), &client_address).await?;
    }
    Ok(to_web_app(finished))
}

/// GitHub's user-name rule: alphanumerics and single inner hyphens.
fn valid_login(login: &str) -> bool {
    (1..=39).contains(&login.len())
        && !login.starts_with('-')
        && !login.ends_with('-')
        && !login.contains("--")
        && login.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// A stable, negative id per development user name: real GitHub ids are
/// positive, so the two can never collide.
pub fn dev_github_id(login: &str) -> i64 {
    // FNV-1a, folded to 48 bits.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in login.to_ascii_lowercase().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    -(((hash & 0xffff_ffff_ffff) as i64) + 1)
}

fn render(oauth_state: &str, login: &str, error: Option<&str>) -> Response {
    let error_html = error
        .map(|e| format!("<p class=\"error\" role=\"alert\" id=\"login-error\">{}</p>", escape(e)))
        .unwrap_or_default();
    let described = if error.is_some() { " aria-invalid=\"true\" aria-describedby=\"login-error\"" } else { "" };
    let html = format!(
        r#"<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>Development sign-in | Frontloop</title>
<style>
body {{ font-family: system-ui, sans-serif; background: #0f172a; color: #0f172a; margin: 0; min-height: 100vh; display: grid; place-items: center; }}
main {{ background: #fff; border-radius: 16px; padding: 2rem; max-width: 26rem; width: calc(100% - 2rem); box-shadow: 0 10px 40px rgba(0,0,0,.3); }}
h1 {{ margin-top: 0; font-size: 1.5rem; }}
.warning {{ background: #fef3c7; border: 1px solid #f59e0b; border-radius: 8px; padding: .75rem 1rem; color: #78350f; }}
label {{ display: block; font-weight: 600; margin: 1.25rem 0 .4rem; }}
input {{ width: 100%; box-sizing: border-box; padding: .6rem .75rem; font-size: 1rem; border: 1px solid #64748b; border-radius: 8px; }}
button {{ margin-top: 1rem; width: 100%; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff; background: #4338ca; border: 0; border-radius: 8px; cursor: pointer; }}
:focus-visible {{ outline: 3px solid #f59e0b; outline-offset: 2px; }}
.error {{ color: #b91c1c; font-weight: 600; }}
</style>
</head>
<body>
<main>
<h1>Development sign-in</h1>
<p class="warning"><strong>This is a development sign-in, not GitHub.</strong> It runs only on this machine (a loopback address) and lets anyone sign in under any user name. It is never available on a public address.</p>
<form method="post" action="/api/auth/dev">
<input type="hidden" name="state" value="{state}">
<label for="login">User name</label>
<input id="login" name="login" value="{login}" autocomplete="username" required maxlength="39" autofocus{described}>
{error_html}
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>"#,
        state = escape(oauth_state),
        login = escape(login),
    );
    let mut response = Html(html).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, header::HeaderValue::from_static("no-store"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dev_ids_are_negative_and_stable() {
        assert!(dev_github_id("ada") < 0);
        assert_eq!(dev_github_id("ada"), dev_github_id("ADA"));
        assert_ne!(dev_github_id("ada"), dev_github_id("grace"));
    }

    #[test]
    fn login_names_follow_github_rules() {
        assert!(valid_login("ada-lovelace"));
        for bad in ["", "-a", "a-", "a--b", "a b", "<script>", &"a".repeat(40)] {
            assert!(!valid_login(bad), "{bad}");
        }
    }
}
