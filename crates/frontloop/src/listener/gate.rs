//! Admission of connections: a cap on how many are open at once, overall
//! and per client address, so that one client cannot hold every file
//! descriptor the process has.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

/// Why a connection was turned away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The server holds its maximum of open connections.
    ServerFull,
    /// This client address holds its maximum of open connections.
    AddressFull,
}

impl Refusal {
    /// The sentence the refused client reads.
    pub fn message(self) -> &'static str {
        match self {
            Refusal::ServerFull => "The server is at its connection limit. Please try again in a few seconds.",
            Refusal::AddressFull => {
                "Too many open connections from your address. Close some or try again in a few seconds."
            }
        }
    }
}

/// Counts open connections; [`ConnectionGate::admit`] hands out a permit
/// that gives its place back when dropped (whatever ends the connection).
#[derive(Debug)]
pub struct ConnectionGate {
    max_total: usize,
    /// 0: no cap per address (behind a proxy every client shares its address).
    max_per_address: usize,
    open: Mutex<Open>,
}

#[derive(Debug, Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

impl ConnectionGate {
    /// A gate for at most `max_total` connections, `max_per_address` of
    /// them from one address (0: no cap per address).
    pub fn new(max_total: usize, max_per_address: usize) -> Arc<ConnectionGate> {
        Arc::new(ConnectionGate { max_total, max_per_address, open: Mutex::default() })
    }

    /// A permit for one more connection from `address`, or why not.
    pub fn admit(self: &Arc<Self>, address: IpAddr) -> Result<ConnectionPermit, Refusal> {
        let mut open = self.lock();
        if open.total >= self.max_total {
            return Err(Refusal::ServerFull);
        }
        let from_address = open.by_address.get(&address).copied().unwrap_or(0);
        if self.max_per_address > 0 && from_address >= self.max_per_address {
            return Err(Refusal::AddressFull);
        }
        open.total += 1;
        open.by_address.insert(address, from_address + 1);
        Ok(ConnectionPermit { gate: Arc::clone(self), address })
    }

    /// Connections open now.
    pub fn open_connections(&self) -> usize {
        self.lock().total
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Open> {
        // The counts stay consistent whatever panicked: every change is
        // one statement under the lock.
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn release(&self, address: IpAddr) {
        let mut open = self.lock();
        open.total = open.total.saturating_sub(1);
        if let Some(count) = open.by_address.get_mut(&address) {
            *count -= 1;
            if *count == 0 {
                open.by_address.remove(&address);
            }
        }
    }
}

/// One admitted connection's place; dropping it frees the place.
#[derive(Debug)]
pub struct ConnectionPermit {
    gate: Arc<ConnectionGate>,
    address: IpAddr,
}

impl Drop for ConnectionPermit {
    fn drop(&mut self) {
        self.gate.release(self.address);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("address")
    }

    #[test]
    fn caps_each_address_and_frees_places_on_drop() {
        let gate = ConnectionGate::new(10, 2);
        let first = gate.admit(ip("10.0.0.1")).expect("first");
        let _second = gate.admit(ip("10.0.0.1")).expect("second");
        assert_eq!(gate.admit(ip("10.0.0.1")).unwrap_err(), Refusal::AddressFull);
        let _other = gate.admit(ip("10.0.0.2")).expect("another address is not affected");
        drop(first);
        let _third = gate.admit(ip("10.0.0.1")).expect("a place came back");
        assert_eq!(gate.open_connections(), 3);
    }

    #[test]
    fn caps_the_total() {
        let gate = ConnectionGate::new(2, 0);
        let _a = gate.admit(ip("10.0.0.1")).expect("a");
        let _b = gate.admit(ip("10.0.0.1")).expect("b: no cap per address");
        assert_eq!(gate.admit(ip("10.0.0.2")).unwrap_err(), Refusal::ServerFull);
    }

    #[test]
    fn forgets_addresses_without_connections() {
        let gate = ConnectionGate::new(10, 1);
        drop(gate.admit(ip("::1")).expect("v6"));
        assert!(gate.lock().by_address.is_empty());
        assert_eq!(gate.open_connections(), 0);
    }
}
