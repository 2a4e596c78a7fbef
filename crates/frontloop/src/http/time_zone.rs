//! The learner's time zone, sent by the web app as `X-Time-Zone` on every
//! request. Streaks and time-of-day rules count in local days and hours, so
//! the zone in force is remembered on the user whenever it changes.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use frontloop_domain::time::UserTimeZone;
use frontloop_store::models::User;

use crate::app::state::AppState;
use crate::error::ApiResult;

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
    /// The zone to count in for `user`: the one they chose in their
    /// settings, else the one sent now (stored if it changed), else the one
    /// stored, else UTC.
    pub async fn resolve(self, state: &AppState, user: &User) -> ApiResult<UserTimeZone> {
        match self.0 {
            Some(zone) if !user.chose_time_zone() => {
                if zone.name() != user.time_zone {
                    state.store.set_time_zone(user.id, zone.name()).await?;
                }
                Ok(zone)
            }
            _ => Ok(UserTimeZone::parse(&user.time_zone).unwrap_or_else(|_| UserTimeZone::utc())),
        }
    }
}
