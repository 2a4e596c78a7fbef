//! Short-lived signed links to images that are not public: the screenshots
//! of a private learner's (or a hidden) solution, for its owner and
//! moderators. An `<img>` sends no bearer token, so the API hands the
//! viewer who may see them a query string (`exp=…&sig=…`) to append to the
//! image URLs; the image answers with it, to anybody holding the link, until
//! it expires, and without it only as the solution's visibility allows.
//!
//! The signature is an HMAC-SHA256 over the solution and the expiry, with a
//! key kept in the database (`server_keys`), so every instance signs and
//! verifies alike. Expiries are rounded to the hour, so a page shows the
//! same URLs for an hour and the browser's cache keeps working; a link
//! lives one to two hours.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use frontloop_domain::time::Millis;
use frontloop_store::Store;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use tokio::sync::OnceCell;

use super::error::{AppError, AppResult};
use super::secrets::random_secret;

/// The name of the key in `server_keys`.
const KEY_NAME: &str = "image-links";

/// Expiries are whole multiples of this.
const HOUR_MS: Millis = 3_600_000;

/// The signing key, read from the database on first use.
#[derive(Default)]
pub struct ImageLinks {
    key: OnceCell<Vec<u8>>,
}

/// The query that opens a solution's screenshots until `expires_at`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedQuery {
    /// When the link stops working (Unix milliseconds).
    pub expires_at: Millis,
    /// URL-safe base64 of the HMAC.
    pub signature: String,
}

impl SignedQuery {
    /// `exp=…&sig=…`, to append to an image URL.
    pub fn to_query(&self) -> String {
        format!("exp={}&sig={}", self.expires_at, self.signature)
    }
}

impl ImageLinks {
    async fn key(&self, store: &dyn Store, now: Millis) -> AppResult<&[u8]> {
        let key = self
            .key
            .get_or_try_init(|| async {
                store.server_key(KEY_NAME, &random_secret(), now).await.map(String::into_bytes)
            })
            .await?;
        Ok(key.as_slice())
    }

    /// A link to the screenshots of `solution_id`, valid for one to two hours from `now`.
    pub async fn sign(&self, store: &dyn Store, solution_id: i64, now: Millis) -> AppResult<SignedQuery> {
        let expires_at = expiry(now);
        let key = self.key(store, now).await?;
        let mac = mac(key, solution_id, expires_at)?;
        Ok(SignedQuery { expires_at, signature: URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes()) })
    }

    /// Whether `signature` opens the screenshots of `solution_id` at `now`
    /// (compared in constant time).
    pub async fn verify(
        &self,
        store: &dyn Store,
        solution_id: i64,
        expires_at: Millis,
        signature: &str,
        now: Millis,
    ) -> AppResult<bool> {
        if expires_at <= now {
            return Ok(false);
        }
        let Ok(given) = URL_SAFE_NO_PAD.decode(signature) else { return Ok(false) };
        let key = self.key(store, now).await?;
        Ok(mac(key, solution_id, expires_at)?.verify_slice(&given).is_ok())
    }
}

/// The expiry of a link made at `now`: the end of the next hour.
fn expiry(now: Millis) -> Millis {
    (now / HOUR_MS + 2) * HOUR_MS
}

/// The MAC of one solution's link, before it is finished.
fn mac(key: &[u8], solution_id: i64, expires_at: Millis) -> AppResult<Hmac<Sha256>> {
    // HMAC takes a key of any length, so this does not fail.
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key)
        .map_err(|_| AppError::Internal("the image-link key was refused".into()))?;
    mac.update(format!("solution-screenshots:{solution_id}:{expires_at}").as_bytes());
    Ok(mac)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_bound_to_its_solution_and_expiry() {
        let key = b"a key";
        let signature = |id, exp| mac(key, id, exp).map(|m| m.finalize().into_bytes().to_vec()).expect("mac");
        assert_eq!(signature(1, 100), signature(1, 100));
        assert_ne!(signature(1, 100), signature(2, 100));
        assert_ne!(signature(1, 100), signature(1, 101));
        assert!(mac(key, 1, 100).expect("mac").verify_slice(&signature(1, 100)).is_ok());
        assert!(mac(b"another key", 1, 100).expect("mac").verify_slice(&signature(1, 100)).is_err());
    }

    #[test]
    fn expiries_are_rounded_to_the_hour_and_a_link_lives_one_to_two_hours() {
        for now in [0, 1, HOUR_MS - 1, HOUR_MS, 5 * HOUR_MS + 17] {
            let expires_at = expiry(now);
            assert_eq!(expires_at % HOUR_MS, 0);
            assert!(expires_at - now > HOUR_MS && expires_at - now <= 2 * HOUR_MS, "{now}");
        }
    }
}
