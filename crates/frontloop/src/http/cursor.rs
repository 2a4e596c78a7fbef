//! Page cursors: opaque to clients (URL-safe base64 of `kind:key:id`),
//! refused with 400 `invalid_cursor` when they are not one the API gave out.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use crate::error::{ApiError, ApiResult};

pub use crate::app::queries::community::encode_cursor;

/// The answer to a cursor the API did not give out.
pub fn bad_cursor() -> ApiError {
    ApiError::BadRequest { code: "invalid_cursor", message: "The cursor is not one this API gave out.".into() }
}

/// `(kind, key, id)` of a cursor.
pub fn decode_cursor(cursor: &str) -> ApiResult<(String, String, i64)> {
    let bytes = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| bad_cursor())?;
    let text = String::from_utf8(bytes).map_err(|_| bad_cursor())?;
    let mut parts = text.splitn(3, ':');
    let (Some(kind), Some(key), Some(id)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(bad_cursor());
    };
    Ok((kind.to_owned(), key.to_owned(), id.parse().map_err(|_| bad_cursor())?))
}

/// The cursor of a page ordered by `(timestamp, id)`.
pub fn encode_pair(kind: &str, (at, id): (i64, i64)) -> String {
    encode_cursor(format!("{kind}:{at}:{id}"))
}

/// The `(timestamp, id)` of a cursor of `kind` made by [`encode_pair`].
pub fn decode_pair(kind: &str, cursor: &str) -> ApiResult<(i64, i64)> {
    match decode_cursor(cursor)? {
        (k, at, id) if k == kind => Ok((at.parse().map_err(|_| bad_cursor())?, id)),
        _ => Err(bad_cursor()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_comes_back_only_under_its_own_kind() {
        let cursor = encode_pair("r", (1_700_000_000_000, 42));
        assert_eq!(decode_pair("r", &cursor).ok(), Some((1_700_000_000_000, 42)));
        assert!(decode_pair("n", &cursor).is_err());
        assert!(decode_pair("r", "not a cursor!").is_err());
    }
}
