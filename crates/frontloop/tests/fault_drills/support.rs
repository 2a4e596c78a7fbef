//! What every drill shares: the seeded generator, the long-mode switch, the
//! drill runner (one drill at a time, each with a time limit), and how an
//! HTTP exchange is classified.

use std::collections::BTreeMap;
use std::future::Future;
use std::sync::Mutex;
use std::time::Duration;

use serde_json::Value;

/// The variable that selects the long versions of the drills.
pub const LONG_VAR: &str = "FRONTLOOP_DRILL_LONG";

/// Whether the long versions were asked for (`FRONTLOOP_DRILL_LONG=1`).
pub fn long_mode() -> bool {
    std::env::var(LONG_VAR).as_deref() == Ok("1")
}

/// `short` in CI, `long` with `FRONTLOOP_DRILL_LONG=1`.
pub fn scale<T>(short: T, long: T) -> T {
    if long_mode() {
        long
    } else {
        short
    }
}

/// Drills measure latencies and load two cores: they run one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Runs `drill` on its own multi-threaded runtime, alone, and fails it when
/// it outlives `limit` (a hung drill must not hang CI).
pub fn run_drill<F, Fut>(name: &str, limit: Duration, drill: F)
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = ()>,
{
    // A drill that failed before still leaves the lock usable.
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("tokio runtime");
    let started = std::time::Instant::now();
    runtime.block_on(async {
        if tokio::time::timeout(limit, drill()).await.is_err() {
            panic!("drill {name} did not finish within {limit:?}");
        }
    });
    println!("drill {name}: finished in {:.1} s", started.elapsed().as_secs_f64());
}

/// A small, fast, reproducible generator (SplitMix64): the drills' choices
/// depend only on the seed, never on a library's algorithm of the day.
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// A number in `lo..=hi`.
    pub fn between(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// What came back from one request.
#[derive(Debug)]
pub enum Answer {
    /// The server answered: status and JSON body (`Null` when not JSON).
    Status(u16, Value),
    /// No connection could be made: the request certainly did nothing.
    Refused,
    /// The exchange broke after it may have reached the server: whether it
    /// took effect is unknown.
    Lost,
}

impl Answer {
    /// The status, if the server answered.
    pub fn status(&self) -> Option<u16> {
        match self {
            Answer::Status(status, _) => Some(*status),
            _ => None,
        }
    }
}

/// Sends a request and classifies what happens.
pub async fn send(request: reqwest::RequestBuilder) -> Answer {
    match request.send().await {
        Ok(response) => {
            let status = response.status().as_u16();
            match response.bytes().await {
                Ok(bytes) => Answer::Status(status, serde_json::from_slice(&bytes).unwrap_or(Value::Null)),
                // The status line came, so the server acted; the body broke
                // off. Say "unknown" rather than guess.
                Err(_) => Answer::Lost,
            }
        }
        Err(err) if err.is_connect() => Answer::Refused,
        Err(_) => Answer::Lost,
    }
}

/// Counts of answers by status, shared by concurrent clients.
#[derive(Default)]
pub struct Tally {
    counts: Mutex<BTreeMap<String, u64>>,
    /// Unexpected answers, kept for the failure message (first 20).
    surprises: Mutex<Vec<String>>,
}

impl Tally {
    /// Counts `answer` under its status (or `refused` / `lost`).
    pub fn count(&self, answer: &Answer) {
        let key = match answer {
            Answer::Status(status, _) => status.to_string(),
            Answer::Refused => "refused".to_owned(),
            Answer::Lost => "lost".to_owned(),
        };
        *self.counts.lock().expect("tally lock").entry(key).or_default() += 1;
    }

    /// Remembers something the drill did not expect.
    pub fn surprise(&self, what: String) {
        let mut surprises = self.surprises.lock().expect("tally lock");
        if surprises.len() < 20 {
            surprises.push(what);
        }
    }

    /// How many answers had `status`.
    pub fn with_status(&self, status: u16) -> u64 {
        self.counts.lock().expect("tally lock").get(&status.to_string()).copied().unwrap_or(0)
    }

    /// How many answers were 5xx.
    pub fn server_errors(&self) -> u64 {
        self.counts
            .lock()
            .expect("tally lock")
            .iter()
            .filter(|(key, _)| key.parse::<u16>().is_ok_and(|s| s >= 500))
            .map(|(_, n)| n)
            .sum()
    }

    /// All answers counted.
    pub fn total(&self) -> u64 {
        self.counts.lock().expect("tally lock").values().sum()
    }

    /// The counts, e.g. `200: 1234, 201: 56, 429: 0`.
    pub fn summary(&self) -> String {
        let counts = self.counts.lock().expect("tally lock");
        counts.iter().map(|(k, v)| format!("{k}: {v}")).collect::<Vec<_>>().join(", ")
    }

    /// The unexpected answers seen.
    pub fn surprises(&self) -> Vec<String> {
        self.surprises.lock().expect("tally lock").clone()
    }
}

/// A client for drills: no redirects followed, a bound on every request.
pub fn client(pooled: bool) -> reqwest::Client {
    let builder =
        reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).timeout(Duration::from_secs(30));
    // Without pooling, every request opens a connection: after a kill, the
    // next request is cleanly refused instead of failing on a dead socket.
    let builder = if pooled { builder } else { builder.pool_max_idle_per_host(0) };
    builder.build().expect("HTTP client")
}
