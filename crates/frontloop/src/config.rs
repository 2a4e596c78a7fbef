//! Configuration: one struct, parsed once by clap from flags and the
//! environment variables of README.md (Configuration).

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

/// The default SQLite database, created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/frontloop.db?mode=rwc";

/// The server's PostgreSQL pool unless told otherwise: on a database with
/// one or two cores, 4 connections serve more than 16 (fewer processes
/// contend for its cores; docs/performance.md).
pub const SERVER_POOL_SIZE: u32 = 4;

/// Everything the server reads at start-up.
#[derive(Debug, Clone, Args)]
pub struct Config {
    /// SQLite file (`sqlite://…`) or PostgreSQL (`postgres://…`) URL.
    #[arg(long, env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL, global = true)]
    pub database_url: Secret,

    /// PostgreSQL connections this process opens at most: about twice the
    /// cores PostgreSQL has (measured in docs/performance.md).
    #[arg(long, env = "FRONTLOOP_DB_POOL", default_value_t = SERVER_POOL_SIZE,
          global = true, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub database_pool: u32,

    /// Address to listen on.
    #[arg(long, env = "FRONTLOOP_ADDR", default_value = "127.0.0.1:8080", global = true)]
    pub addr: SocketAddr,

    /// The product's own origin (image URLs, canonical links, OAuth
    /// redirect URI); `http://{addr}` when unset.
    #[arg(long, env = "FRONTLOOP_PUBLIC_URL", global = true)]
    pub public_url: Option<String>,

    /// Client id of the GitHub OAuth app.
    #[arg(long, env = "GITHUB_CLIENT_ID", global = true)]
    pub github_client_id: Option<String>,

    /// Client secret of the GitHub OAuth app.
    #[arg(long, env = "GITHUB_CLIENT_SECRET", global = true)]
    pub github_client_secret: Option<Secret>,

    /// Base of GitHub's `/login/oauth/*` endpoints.
    #[arg(long, env = "GITHUB_OAUTH_URL", default_value = "https://github.com", global = true)]
    pub github_oauth_url: String,

    /// Base of GitHub's REST API (`/user`, `/user/emails`, `/repos/…`).
    #[arg(long, env = "GITHUB_API_URL", default_value = "https://api.github.com", global = true)]
    pub github_api_url: String,

    /// Timeout of each call to GitHub, in seconds.
    #[arg(long, env = "GITHUB_TIMEOUT_SECS", default_value_t = 10, global = true)]
    pub github_timeout_secs: u64,

    /// Development sign-in: by default on only when no GitHub client is
    /// configured and the address is loopback; never on a public address.
    #[arg(long, env = "FRONTLOOP_DEV_LOGIN", global = true)]
    pub dev_login: Option<bool>,

    /// The catalogue loaded at start-up.
    #[arg(long, env = "FRONTLOOP_CONTENT_DIR", default_value = "content", global = true)]
    pub content_dir: PathBuf,

    /// Seconds a client has to send a request's headers, counted from when
    /// the server waits for a request (a new connection, or a kept-alive
    /// one after its last response): also the idle keep-alive timeout.
    #[arg(long, env = "FRONTLOOP_HEADER_TIMEOUT_SECS", default_value_t = 10, global = true,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub header_timeout_secs: u64,

    /// Seconds a response may stay blocked by a client that does not read it.
    #[arg(long, env = "FRONTLOOP_WRITE_STALL_TIMEOUT_SECS", default_value_t = 30, global = true,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub write_stall_timeout_secs: u64,

    /// Connections open at once, all clients together (lowered to what the
    /// open-file limit allows).
    #[arg(long, env = "FRONTLOOP_MAX_CONNECTIONS", default_value_t = 10_000, global = true)]
    pub max_connections: usize,

    /// Connections open at once from one client address; 0 turns the cap
    /// off (behind a proxy that caps its own clients, every client shares
    /// the proxy's address).
    #[arg(long, env = "FRONTLOOP_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = 256, global = true)]
    pub max_connections_per_address: usize,

    /// How often each instance's job worker looks for due follow-up work,
    /// in milliseconds.
    #[arg(long, env = "FRONTLOOP_JOB_POLL_MS", default_value_t = 1000, global = true,
          value_parser = clap::value_parser!(u64).range(10..=3_600_000))]
    pub job_poll_ms: u64,

    /// How often a serving instance says it is alive, in milliseconds; one
    /// that finds itself alone on its database answers signed-in readers
    /// from memory for three heartbeats (docs/performance.md).
    #[arg(long, env = "FRONTLOOP_INSTANCE_HEARTBEAT_MS", default_value_t = 200, global = true,
          value_parser = clap::value_parser!(u64).range(10..=3_600_000))]
    pub instance_heartbeat_ms: u64,

    /// Job workers this process runs (the solution checks and follow-ups);
    /// 0 for an instance that only serves the web (`frontloop worker` runs
    /// workers only).
    #[arg(long, env = "FRONTLOOP_WORKERS", default_value_t = 2, global = true,
          value_parser = clap::value_parser!(u64).range(0..=64))]
    pub workers: u64,

    /// A GitHub token for the repository checks (raises GitHub's rate limit
    /// from 60 to 5,000 requests an hour); optional.
    #[arg(long, env = "GITHUB_TOKEN", global = true)]
    pub github_token: Option<Secret>,

    /// For tests only: loopback `host:port` pairs (comma-separated) that
    /// the live-site check may fetch, e.g. `127.0.0.1:9011`. Empty by
    /// default; refused at start-up unless the server listens on loopback.
    #[arg(long, env = "FRONTLOOP_CHECKS_ALLOW", default_value = "", global = true)]
    pub checks_allow: String,

    /// Log filter (tracing's `EnvFilter` syntax).
    #[arg(long = "log", env = "RUST_LOG", default_value = "info", global = true)]
    pub log_filter: String,

    /// `text` (for people) or `json` (one object per line, for a log
    /// collector).
    #[arg(long, env = "FRONTLOOP_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text, global = true)]
    pub log_format: LogFormat,

    /// Serves Prometheus metrics at `/metrics` on this address (a separate
    /// listener, never the public one); off when unset.
    #[arg(long, env = "FRONTLOOP_METRICS_ADDR", global = true)]
    pub metrics_addr: Option<SocketAddr>,

    /// Our reverse proxies or load balancers (addresses and CIDR blocks,
    /// comma-separated): only a request whose connection comes from one of
    /// them has its client taken from `Forwarded` / `X-Forwarded-For`.
    /// Empty: the connection's peer is the client.
    #[arg(long, env = "FRONTLOOP_TRUSTED_PROXIES", default_value = "", global = true)]
    pub trusted_proxies: String,

    /// Sends a daily digest of unread notifications through this SMTP
    /// server (`smtp://host:25`, `smtps://user:password@host`, or
    /// `smtp://host:587?tls=required`); no email at all when unset.
    #[arg(long, env = "FRONTLOOP_SMTP_URL", global = true)]
    pub smtp_url: Option<Secret>,

    /// The From of the digest emails.
    #[arg(long, env = "FRONTLOOP_MAIL_FROM", default_value = "Frontloop <no-reply@frontloop.dev>", global = true)]
    pub mail_from: String,

    /// The moderators: GitHub numeric user ids, comma-separated (ids, not
    /// logins, because a login can pass to someone else). Empty: nobody.
    #[arg(long, env = "FRONTLOOP_ADMINS", default_value = "", global = true)]
    pub admins: String,

    /// The audit browser (Chromium) of the rendered audit: a path, or `off`.
    /// Unset: `chromium` (or `chromium-browser`, `google-chrome`) on the
    /// `PATH`; without one the static audit stands alone.
    #[arg(long, env = "FRONTLOOP_CHROMIUM", global = true)]
    pub chromium: Option<String>,

    /// Rendered audits one process runs at once (each is a browser).
    #[arg(long, env = "FRONTLOOP_AUDIT_CONCURRENCY", default_value_t = 1, global = true,
          value_parser = clap::value_parser!(u64).range(1..=16))]
    pub audit_concurrency: u64,

    /// Open reports by distinct learners that hide an item until a
    /// moderator decides.
    #[arg(long, env = "FRONTLOOP_AUTO_HIDE_REPORTS", default_value_t = frontloop_domain::moderation::DEFAULT_AUTO_HIDE_REPORTS, global = true,
          value_parser = clap::value_parser!(i64).range(1..=1000))]
    pub auto_hide_reports: i64,
}

/// Reads `FRONTLOOP_ADMINS`: GitHub numeric ids separated by commas (and
/// spaces). An error names the first entry that is not a number.
pub fn parse_admins(list: &str) -> Result<std::collections::HashSet<i64>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|entry| !entry.is_empty())
        .map(|entry| entry.parse::<i64>().map_err(|_| format!("{entry:?} is not a GitHub numeric user id")))
        .collect()
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object per line.
    Json,
}

impl Config {
    /// The public origin without a trailing slash.
    pub fn public_url(&self) -> String {
        match &self.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://{}", self.addr),
        }
    }

    /// Whether the development sign-in is on (docs/sign-in.md): asked for or
    /// defaulted, and only ever on a loopback address.
    pub fn dev_login_enabled(&self) -> bool {
        let wanted = self.dev_login.unwrap_or(self.github_client_id.is_none());
        wanted && self.addr.ip().is_loopback()
    }
}

/// A configuration value that must never reach a log: `Debug` prints a
/// placeholder.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// The secret text, for the one place that needs it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

impl From<String> for Secret {
    fn from(text: String) -> Self {
        Secret(text)
    }
}

impl std::str::FromStr for Secret {
    type Err = std::convert::Infallible;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Secret(s.to_owned()))
    }
}

/// The configuration of `args` (flags only, no environment), for unit tests.
#[cfg(test)]
pub(crate) fn from_args(args: &[&str]) -> Config {
    use clap::Parser;

    #[derive(Parser)]
    struct TestCli {
        #[command(flatten)]
        config: Config,
    }

    TestCli::parse_from(std::iter::once("frontloop").chain(args.iter().copied())).config
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Config {
        from_args(args)
    }

    #[test]
    fn secrets_never_print() {
        let config = parse(&["--github-client-secret", "hunter2", "--database-url", "postgres://u:pw@h/db"]);
        let printed = format!("{config:?}");
        assert!(!printed.contains("hunter2") && !printed.contains("pw@"), "{printed}");
    }

    #[test]
    fn dev_login_defaults_to_loopback_without_github() {
        assert!(parse(&[]).dev_login_enabled());
        assert!(!parse(&["--github-client-id", "x"]).dev_login_enabled());
        assert!(parse(&["--github-client-id", "x", "--dev-login", "true"]).dev_login_enabled());
        assert!(!parse(&["--addr", "0.0.0.0:8080", "--dev-login", "true"]).dev_login_enabled());
    }

    #[test]
    fn public_url_defaults_to_the_address() {
        assert_eq!(parse(&["--addr", "127.0.0.1:9000"]).public_url(), "http://127.0.0.1:9000");
        assert_eq!(parse(&["--public-url", "https://frontloop.dev/"]).public_url(), "https://frontloop.dev");
    }
}
