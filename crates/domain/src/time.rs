//! Timestamps and the learner's own time zone.

use chrono::{DateTime, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;

/// Milliseconds since the Unix epoch, UTC: how every timestamp is stored, so
/// that both databases sort and compare them the same way.
pub type Millis = i64;

/// The current time in [`Millis`].
pub fn now_millis() -> Millis {
    Utc::now().timestamp_millis()
}

/// Formats stored milliseconds as RFC 3339 in UTC (`2026-11-22T03:00:00Z`).
pub fn to_rfc3339(millis: Millis) -> String {
    let at = DateTime::<Utc>::from_timestamp_millis(millis).unwrap_or_default();
    at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// A learner's IANA time zone such as `Europe/Berlin`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UserTimeZone(Tz);

/// The text named no IANA time zone.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("time zone must be an IANA name such as Europe/Berlin")]
pub struct UnknownTimeZone;

impl UserTimeZone {
    /// Parses an IANA name.
    pub fn parse(name: &str) -> Result<UserTimeZone, UnknownTimeZone> {
        name.parse::<Tz>().map(UserTimeZone).map_err(|_| UnknownTimeZone)
    }

    /// Coordinated Universal Time, for learners who never sent a zone.
    pub fn utc() -> UserTimeZone {
        UserTimeZone(Tz::UTC)
    }

    /// The IANA name.
    pub fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The wall-clock time in this zone at the instant `millis`.
    pub fn local(&self, millis: Millis) -> NaiveDateTime {
        let at = DateTime::<Utc>::from_timestamp_millis(millis).unwrap_or_default();
        self.0.from_utc_datetime(&at.naive_utc()).naive_local()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_rfc3339_in_utc() {
        assert_eq!(to_rfc3339(0), "1970-01-01T00:00:00Z");
    }

    #[test]
    fn converts_to_local_wall_clock() {
        let berlin = UserTimeZone::parse("Europe/Berlin").expect("known zone");
        // 2026-01-01T23:30:00Z is already 00:30 on 2 January in Berlin.
        let local = berlin.local(1_767_310_200_000);
        assert_eq!(local.to_string(), "2026-01-02 00:30:00");
        assert!(UserTimeZone::parse("Mars/Olympus").is_err());
    }
}
