//! Whether this server instance is alone on its database, which decides
//! whether it may answer a signed-in reader from the sessions it holds in
//! memory (`app::reader_sessions`, docs/performance.md "Sessions held in
//! memory while alone").
//!
//! Every serving instance says it is alive every heartbeat (a row of the
//! `instances` table) and learns how many others did within the window.
//! An instance that found itself alone holds a lease of three heartbeats,
//! counted from before it asked: while the lease runs, no other instance
//! can have answered a write, because an instance that arrives while
//! others are alive holds its writes' answers back until every lease given
//! before its arrival has run out. So a logout or a suspension answered by
//! any instance ends the session on all of them at once: with company,
//! every instance reads every session from the database.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use frontloop_domain::time::now_millis;
use tokio::sync::watch;

use frontloop_store::Store;

use super::secrets::random_secret;

/// A lease lasts this many heartbeats.
const LEASE_BEATS: u32 = 3;

/// Another instance counts as alive while its last heartbeat is at most
/// this many heartbeats old (instances' clocks must agree within ten).
const WINDOW_BEATS: u32 = 15;

/// Not yet known: the first heartbeat has not been answered.
const UNKNOWN: u64 = u64::MAX;

/// This instance's standing among the instances of its database.
pub struct Presence {
    /// This instance's name in the `instances` table.
    id: String,
    beat: Duration,
    /// What the instants below count from.
    origin: Instant,
    /// Nanoseconds after `origin` until which this instance knows it is
    /// alone (0: it does not).
    alone_until: AtomicU64,
    /// Moves whenever this instance's leases stop following each other
    /// without a gap: what it read before then may predate another
    /// instance's write, however alone it is now.
    epoch: AtomicU64,
    /// Nanoseconds after `origin` before which a write's answer waits
    /// (0: none; [`UNKNOWN`]: until the first heartbeat is answered).
    writes_wait_until: AtomicU64,
}

impl Presence {
    /// An instance that says nothing yet: it is not alone, and its writes
    /// wait for nothing, until [`keep_alive`] runs.
    pub fn new(beat: Duration) -> Presence {
        Presence {
            id: random_secret(),
            beat: beat.max(Duration::from_millis(1)),
            origin: Instant::now(),
            alone_until: AtomicU64::new(0),
            epoch: AtomicU64::new(0),
            writes_wait_until: AtomicU64::new(0),
        }
    }

    /// How long a lease lasts.
    pub fn lease(&self) -> Duration {
        self.beat * LEASE_BEATS
    }

    /// How long another instance counts as alive after its heartbeat.
    pub fn window(&self) -> Duration {
        self.beat * WINDOW_BEATS
    }

    /// Whether this instance knows, at `now`, that it is alone.
    pub fn is_alone(&self, now: Instant) -> bool {
        self.nanos(now) < self.alone_until.load(Ordering::SeqCst)
    }

    /// The current run of unbroken leases: a read taken in one run may be
    /// trusted while the run lasts, never in a later one.
    pub fn epoch(&self) -> u64 {
        self.epoch.load(Ordering::SeqCst)
    }

    /// Ends the current run of leases: not alone until the next heartbeat.
    fn interrupted(&self) {
        self.epoch.fetch_add(1, Ordering::SeqCst);
        self.alone_until.store(0, Ordering::SeqCst);
    }

    /// Waits, before a write's answer leaves, until no other instance can
    /// still trust a lease given before this one arrived.
    pub async fn hold_writes(&self) {
        let started = Instant::now();
        loop {
            let until = self.writes_wait_until.load(Ordering::Acquire);
            if until == 0 {
                return;
            }
            if until == UNKNOWN {
                // The heartbeat resolves it within a window at most.
                if started.elapsed() > self.window() {
                    return;
                }
                tokio::time::sleep(self.beat).await;
                continue;
            }
            let deadline = self.origin + Duration::from_nanos(until);
            if Instant::now() >= deadline {
                return;
            }
            tokio::time::sleep_until(deadline.into()).await;
        }
    }

    /// What one heartbeat, asked at `asked`, answered: `others` instances
    /// alive besides this one.
    fn observed(&self, asked: Instant, others: u64) {
        if self.writes_wait_until.load(Ordering::Acquire) == UNKNOWN {
            // Arriving: leases given before this instance's row was written
            // end within a lease of now.
            let wait = if others == 0 { 0 } else { self.nanos(Instant::now() + self.lease()) };
            self.writes_wait_until.store(wait, Ordering::Release);
        }
        if others > 0 {
            self.interrupted();
            return;
        }
        // A lease asked after the last one ran out leaves a gap in which
        // another instance may have come, written and gone.
        if self.nanos(asked) >= self.alone_until.load(Ordering::SeqCst) {
            self.epoch.fetch_add(1, Ordering::SeqCst);
        }
        self.alone_until.store(self.nanos(asked + self.lease()), Ordering::SeqCst);
    }

    fn nanos(&self, at: Instant) -> u64 {
        u64::try_from(at.saturating_duration_since(self.origin).as_nanos()).unwrap_or(UNKNOWN - 1)
    }
}

/// Says every heartbeat that this instance is alive and keeps its
/// [`Presence`] current, until `stop` turns true; then removes its row, so
/// that a remaining instance finds itself alone at its next heartbeat.
pub async fn keep_alive(store: Arc<dyn Store>, presence: Arc<Presence>, mut stop: watch::Receiver<bool>) {
    presence.writes_wait_until.store(UNKNOWN, Ordering::Release);
    let started = Instant::now();
    let window_ms = i64::try_from(presence.window().as_millis()).unwrap_or(i64::MAX);
    loop {
        let asked = Instant::now();
        let now = now_millis();
        match store.heartbeat(&presence.id, now, now.saturating_sub(window_ms)).await {
            Ok(others) => presence.observed(asked, others),
            Err(err) => {
                presence.interrupted();
                if presence.writes_wait_until.load(Ordering::Acquire) == UNKNOWN
                    && started.elapsed() > presence.window()
                {
                    // Writes fail too while the database does not answer;
                    // those that succeed no longer wait for the first beat.
                    presence.writes_wait_until.store(0, Ordering::Release);
                }
                tracing::warn!(error = %err, "the instance heartbeat could not reach the database");
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(presence.beat) => {}
            // A sender dropped without a word never stops it.
            Ok(()) = stop.changed() => break,
        }
    }
    presence.interrupted();
    if let Err(err) = store.leave(&presence.id).await {
        tracing::warn!(error = %err, "the instance could not remove its heartbeat row");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alone_until_a_lease_from_the_question_runs_out() {
        let presence = Presence::new(Duration::from_millis(100));
        let asked = Instant::now();
        assert!(!presence.is_alone(asked), "nothing known before a heartbeat");
        presence.observed(asked, 0);
        assert!(presence.is_alone(asked + Duration::from_millis(299)));
        assert!(!presence.is_alone(asked + Duration::from_millis(300)), "the lease counts from the question");
        presence.observed(asked + Duration::from_millis(100), 1);
        assert!(!presence.is_alone(asked + Duration::from_millis(101)), "company ends it at once");
    }

    #[test]
    fn the_epoch_moves_when_the_leases_leave_a_gap() {
        let presence = Presence::new(Duration::from_millis(100));
        let start = Instant::now();
        presence.observed(start, 0);
        let first = presence.epoch();
        presence.observed(start + Duration::from_millis(200), 0);
        assert_eq!(presence.epoch(), first, "asked within the lease: one run");
        presence.observed(start + Duration::from_millis(600), 0);
        assert_ne!(presence.epoch(), first, "asked after the lease ran out: a new run");
        let second = presence.epoch();
        presence.observed(start + Duration::from_millis(700), 2);
        presence.observed(start + Duration::from_millis(800), 0);
        assert!(presence.epoch() > second + 1, "company, then alone again: a new run");
    }

    #[tokio::test]
    async fn a_newcomer_holds_its_writes_a_lease_long_only_with_company() {
        let alone = Presence::new(Duration::from_millis(20));
        alone.writes_wait_until.store(UNKNOWN, Ordering::Release);
        alone.observed(Instant::now(), 0);
        assert_eq!(alone.writes_wait_until.load(Ordering::Acquire), 0, "alone: no wait");

        let newcomer = Presence::new(Duration::from_millis(20));
        newcomer.writes_wait_until.store(UNKNOWN, Ordering::Release);
        newcomer.observed(Instant::now(), 1);
        let started = Instant::now();
        newcomer.hold_writes().await;
        assert!(started.elapsed() >= newcomer.lease(), "with company: a whole lease");
        newcomer.observed(Instant::now(), 1);
        let until = newcomer.writes_wait_until.load(Ordering::Acquire);
        assert!(until < newcomer.nanos(Instant::now()), "only on arrival: {until}");
    }

    #[test]
    fn an_instance_that_says_nothing_holds_no_writes_and_trusts_nothing() {
        let presence = Presence::new(Duration::from_millis(100));
        assert_eq!(presence.writes_wait_until.load(Ordering::Acquire), 0);
        assert!(!presence.is_alone(Instant::now()));
    }
}
