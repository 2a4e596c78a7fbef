//! `X-Request-Id`: every request gets an id, kept from the client (or a
//! proxy in front) when it is a short plain token, made up otherwise. It is
//! on every log line of the request and on the response.

use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;

/// The header that carries the id both ways.
pub static X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The longest id taken from a request.
const MAX_LEN: usize = 64;

/// Gives the request its id (in its headers, where the trace span reads
/// it) and returns the same id on the response.
pub async fn assign(mut request: Request, next: Next) -> Response {
    let id = request
        .headers()
        .get(&X_REQUEST_ID)
        .and_then(|value| value.to_str().ok())
        .filter(|id| acceptable(id))
        .map(str::to_owned)
        .unwrap_or_else(new_id);
    // Only ASCII letters, digits, `-`, `_` and `.`: always a valid value.
    let value = HeaderValue::from_str(&id).unwrap_or_else(|_| HeaderValue::from_static("invalid"));
    request.headers_mut().insert(X_REQUEST_ID.clone(), value.clone());
    let mut response = next.run(request).await;
    response.headers_mut().insert(X_REQUEST_ID.clone(), value);
    response
}

/// The id a request carries once [`assign`] has run.
pub fn of(request: &Request) -> &str {
    request.headers().get(&X_REQUEST_ID).and_then(|value| value.to_str().ok()).unwrap_or("")
}

/// A client's id is kept only when it cannot disturb a log line.
fn acceptable(id: &str) -> bool {
    (1..=MAX_LEN).contains(&id.len())
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// 128 random bits, as 32 hexadecimal digits.
fn new_id() -> String {
    let bytes: [u8; 16] = rand::random();
    frontloop_domain::hex::hex(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_short_ids_are_kept_and_others_replaced() {
        assert!(acceptable("3f2a-91.b_7"));
        assert!(!acceptable(""));
        assert!(!acceptable(&"a".repeat(65)));
        assert!(!acceptable("two words"));
        assert!(!acceptable("line\nbreak"));
        assert!(!acceptable("{\"json\":1}"));
    }

    #[test]
    fn new_ids_are_32_hex_digits_and_differ() {
        let (a, b) = (new_id(), new_id());
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}
