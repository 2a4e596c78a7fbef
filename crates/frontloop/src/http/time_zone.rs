//! The learner's time zone, sent by the web app as `X-Time-Zone` on every
//! request. Streaks and time-of-day rules count in local days and hours, so
//! the zone in force is remembered on the user when it changed, with their
//! next change of progress (a read writes nothing).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use frontloop_domain::time::UserTimeZone;
use frontloop_store::models::User;

/// The request header that carries the IANA zone.
pub const TIME_ZONE_HEADER: &str = "x-time-zone";

/// The zone a request says it is in; `None` when absent or unknown.
#[derive(Debug, Clone, Copy)]
pub struct ClientTimeZone(pub Option<UserTimeZone>);

impl<S: Send + Sync> FromRequestParts<S> for ClientTimeZone {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let zone = parts
            .headers
            .get(TIME_ZONE_HEADER)
            .and_then(|v| v.to_str().ok())
            .filter(|v| v.len() <= 64)
            .and_then(|v| UserTimeZone::parse(v).ok());
        Ok(ClientTimeZone(zone))
    }
}

impl ClientTimeZone {
    /// The zone to count in for `user` on a read: the one they chose in
    /// their settings, else the one sent now, else the one stored, else
    /// UTC. A read remembers nothing: the zone sent is stored with the
    /// learner's next change of progress (`app::accounts::remember_time_zone`).
    pub fn for_reading(self, user: &User) -> UserTimeZone {
        crate::app::accounts::zone_in_force(user, self.0)
    }
}
