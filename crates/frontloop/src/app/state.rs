//! What every handler can reach.

use std::collections::HashSet;
use std::sync::Arc;

use frontloop_checks::net::{parse_allow_list, FetchPolicy, Fetcher, Resolve, StaticResolver, SystemResolver};
use frontloop_domain::network::TrustedProxies;
use frontloop_store::Store;

use super::mail::Mailer;
use super::metrics::Metrics;
use super::read_cache::ReadCache;
use crate::config::Config;
use crate::github::GithubClient;

/// Shared, cheap-to-clone application state: one reference-counted
/// pointer to [`SharedState`], whose fields it derefs to. It is cloned
/// several times per request (each middleware's and handler's `State`), so
/// a clone is one atomic increment, not one per field (measured: cloning
/// and dropping a struct of twenty `Arc`s took a quarter of the server's
/// CPU on the hottest reads).
#[derive(Clone)]
pub struct AppState(Arc<SharedState>);

impl std::ops::Deref for AppState {
    type Target = SharedState;

    fn deref(&self) -> &SharedState {
        &self.0
    }
}

/// What every handler can reach. Everything per-user lives in the
/// database; what it caches is checked against a revision read from the
/// database, and the sessions it holds answer only while this instance is
/// alone on its database (`app::presence`), so instances are
/// interchangeable behind a load balancer.
pub struct SharedState {
    pub store: Arc<dyn Store>,
    pub config: Arc<Config>,
    pub github: Arc<GithubClient>,
    /// The live-site fetcher of the solution checks.
    pub checks: Arc<Fetcher>,
    /// Every read kept between requests (`app::read_cache`): the hot
    /// anonymous reads, readers' own feed pages, each learner's progress
    /// list, counts and achievement facts, the challenge list and the
    /// social cards, under one byte budget.
    pub read_cache: Arc<ReadCache>,
    /// The operators' counters of this process (`/metrics`).
    pub metrics: Arc<Metrics>,
    /// Sends the digest emails; `None` without `FRONTLOOP_SMTP_URL`.
    pub mailer: Option<Arc<Mailer>>,
    /// The proxies whose forwarding headers name the client.
    pub trusted_proxies: Arc<TrustedProxies>,
    /// The moderators' GitHub numeric ids.
    pub moderators: Arc<HashSet<i64>>,
    /// The rendered audit's browser and its slots; `None` without one.
    pub rendered_audits: Option<Arc<RenderedAudits>>,
    /// Whether this instance is alone on its database (`app::presence`).
    pub presence: Arc<super::presence::Presence>,
    /// Signed-in community readers held for a moment while alone.
    pub reader_sessions: super::reader_sessions::ReaderSessions,
    /// Signs the links to images that are not public.
    pub image_links: super::image_links::ImageLinks,
}

/// The audit browser found at start-up, and how many audits may run at
/// once in this process.
pub struct RenderedAudits {
    pub chromium: std::path::PathBuf,
    pub slots: tokio::sync::Semaphore,
}

impl AppState {
    /// Assembles the state; the GitHub client is built from `config`.
    pub fn new(store: Arc<dyn Store>, config: Config) -> AppState {
        let github = Arc::new(GithubClient::new(&config));
        // Checked at start-up (`serve::check_checks_allow`); a list that
        // does not parse allows nothing.
        let allow = parse_allow_list(&config.checks_allow).unwrap_or_default();
        // An allow list means a test: no name then reaches a real DNS
        // server (only `localhost` is known), so no test can send a packet
        // beyond loopback, whatever links it completes a challenge with.
        let resolver: Arc<dyn Resolve> = if allow.is_empty() {
            Arc::new(SystemResolver)
        } else {
            let loopback =
                [std::net::IpAddr::from([127, 0, 0, 1]), std::net::IpAddr::from(std::net::Ipv6Addr::LOCALHOST)];
            Arc::new(StaticResolver::new().with("localhost", loopback))
        };
        let mut policy = FetchPolicy::new(resolver);
        policy.allow = allow;
        // Checked at start-up (`serve`), which refuses a URL that does not parse.
        let mailer =
            config.smtp_url.as_ref().and_then(|url| Mailer::new(url.expose(), &config.mail_from).ok()).map(Arc::new);
        // Checked at start-up (`serve`), which refuses a list that does not parse.
        let trusted_proxies = Arc::new(TrustedProxies::parse(&config.trusted_proxies).unwrap_or_default());
        // Checked at start-up (`serve::check_admins`), which refuses a list
        // that does not parse.
        let moderators = Arc::new(crate::config::parse_admins(&config.admins).unwrap_or_default());
        let rendered_audits = match config.chromium.as_deref() {
            Some("off") => None,
            configured => super::chromium::find(configured),
        }
        .map(|chromium| {
            let slots = tokio::sync::Semaphore::new(usize::try_from(config.audit_concurrency).unwrap_or(1));
            Arc::new(RenderedAudits { chromium, slots })
        });
        let presence =
            Arc::new(super::presence::Presence::new(std::time::Duration::from_millis(config.instance_heartbeat_ms)));
        AppState(Arc::new(SharedState {
            presence,
            reader_sessions: Default::default(),
            rendered_audits,
            moderators,
            trusted_proxies,
            mailer,
            store,
            config: Arc::new(config),
            github,
            checks: Arc::new(Fetcher::new(policy)),
            read_cache: Arc::default(),
            metrics: Arc::default(),
            image_links: Default::default(),
        }))
    }
}
