//! The community's signed-in readers held in memory for a moment: the
//! session's learner with the community's revision, as one statement read
//! them (`store.community_reader`), by the token's hash.
//!
//! A held reader answers only while all of these hold (docs/performance.md,
//! "Sessions held in memory while alone"):
//!
//! - this instance knows it is alone on its database (`app::presence`), so
//!   no other instance can have ended the session or written anything;
//! - this instance answered no write since the read (the count of its
//!   writes is taken before the read, as the hot reads do): a logout, a
//!   suspension, a like or a block all end every held reader at once;
//! - its leases of being alone have followed each other without a gap
//!   since before the read (the presence's epoch, also taken before it);
//! - the read is less than [`TRUST_FOR`] old, so that what the job
//!   workers write and a session's expiry show within a second.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use frontloop_store::models::Reader;

/// How long a held reader answers at most: as long as a hot read is served
/// without asking for its revision.
pub const TRUST_FOR: Duration = super::read_cache::FRESH_FOR;

/// How many readers are held at most (a few hundred bytes each).
pub const MAX_HELD: usize = 20_000;

/// What a read was taken after: the instance's count of answered writes
/// and its presence's epoch.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stamp {
    pub writes: u64,
    pub epoch: u64,
}

struct Held {
    reader: Arc<Reader>,
    stamp: Stamp,
    /// When the read was asked.
    asked: Instant,
}

impl Held {
    fn answers(&self, stamp: Stamp, now: Instant) -> bool {
        self.stamp == stamp && now.saturating_duration_since(self.asked) < TRUST_FOR
    }
}

/// Readers by the SHA-256 hash of their session token.
#[derive(Default)]
pub struct ReaderSessions {
    held: Mutex<HashMap<String, Held>>,
}

impl ReaderSessions {
    /// The reader of `token_hash` if one read, taken at `stamp`, is less
    /// than [`TRUST_FOR`] old at `now`.
    pub fn get(&self, token_hash: &str, stamp: Stamp, now: Instant) -> Option<Arc<Reader>> {
        let held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        held.get(token_hash).filter(|held| held.answers(stamp, now)).map(|held| held.reader.clone())
    }

    /// Holds `reader`, read from the database after `asked` at `stamp`.
    /// Past [`MAX_HELD`] readers, those that no longer answer go first,
    /// then all.
    pub fn put(&self, token_hash: String, reader: Arc<Reader>, stamp: Stamp, asked: Instant) {
        let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        if held.len() >= MAX_HELD && !held.contains_key(&token_hash) {
            held.retain(|_, kept| kept.answers(stamp, asked));
            if held.len() >= MAX_HELD {
                held.clear();
            }
        }
        held.insert(token_hash, Held { reader, stamp, asked });
    }

    /// How many readers are held (answering or not).
    pub fn len(&self) -> usize {
        self.held.lock().unwrap_or_else(PoisonError::into_inner).len()
    }

    /// Whether no reader is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use frontloop_store::models::User;

    use super::*;

    fn reader(id: i64) -> Arc<Reader> {
        let user = User {
            id,
            github_id: id,
            login: format!("learner{id}"),
            name: None,
            email: None,
            avatar_url: None,
            time_zone: "UTC".into(),
            created_at: 0,
            suspended_at: None,
            profile_visibility: "public".into(),
            theme: "system".into(),
            time_zone_chosen: 0,
        };
        Arc::new(Reader { user, revision: 7 })
    }

    #[test]
    fn a_reader_answers_for_a_second_until_a_write() {
        let sessions = ReaderSessions::default();
        let asked = Instant::now();
        let stamp = Stamp { writes: 3, epoch: 1 };
        sessions.put("a".into(), reader(1), stamp, asked);
        assert_eq!(sessions.get("a", stamp, asked + Duration::from_millis(999)).map(|r| r.user.id), Some(1));
        assert!(sessions.get("a", stamp, asked + TRUST_FOR).is_none(), "a second old");
        assert!(sessions.get("a", Stamp { writes: 4, epoch: 1 }, asked).is_none(), "a write since");
        assert!(sessions.get("a", Stamp { writes: 3, epoch: 2 }, asked).is_none(), "a gap in the leases since");
        assert!(sessions.get("b", stamp, asked).is_none(), "another token");
    }

    #[test]
    fn the_held_readers_stay_within_their_bound() {
        let sessions = ReaderSessions::default();
        let asked = Instant::now();
        for n in 0..MAX_HELD {
            sessions.put(format!("old{n}"), reader(1), Stamp { writes: 1, epoch: 1 }, asked);
        }
        assert_eq!(sessions.len(), MAX_HELD);
        // After a write, the old ones no longer answer: they make room.
        let after = Stamp { writes: 2, epoch: 1 };
        sessions.put("new".into(), reader(2), after, asked);
        assert_eq!(sessions.len(), 1);
        for n in 0..MAX_HELD {
            sessions.put(format!("fresh{n}"), reader(3), after, asked);
        }
        assert!(sessions.len() <= MAX_HELD);
        assert!(!sessions.is_empty());
    }
}
