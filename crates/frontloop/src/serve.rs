//! Starting the server: open the database, load the catalogue, listen, and
//! drain in-flight requests on SIGTERM or Ctrl-C.

use std::sync::Arc;
use std::time::Duration;

use frontloop_domain::time::now_millis;
use frontloop_store::Store;
use tokio::net::TcpListener;

use crate::app::catalogue::{self, ImportError};
use crate::app::presence;
use crate::app::state::AppState;
use crate::app::worker::Workers;
use crate::config::Config;
use crate::http::encoded::Encodings;
use crate::http::web::spa::WebApp;
use crate::listener::{self, ConnectionSettings};
use crate::{db, http};

/// Why the server could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("cannot open the database: {0}")]
    Database(#[from] frontloop_store::StoreError),
    #[error("server error: {0}")]
    Io(#[from] std::io::Error),
    #[error("configuration: {0}")]
    Config(String),
}

/// How long running jobs may take to finish at shutdown.
const WORKER_GRACE: Duration = Duration::from_secs(30);

/// Refuses a `FRONTLOOP_CHECKS_ALLOW` that is not a list of loopback
/// `host:port` pairs, or that is set while the server listens beyond
/// loopback: it lets the checks fetch local addresses, for tests only.
pub fn check_checks_allow(config: &Config) -> Result<(), ServeError> {
    let allowed = frontloop_checks::net::parse_allow_list(&config.checks_allow)
        .map_err(|e| ServeError::Config(format!("FRONTLOOP_CHECKS_ALLOW: {e}")))?;
    if !allowed.is_empty() && !config.addr.ip().is_loopback() {
        return Err(ServeError::Config(
            "FRONTLOOP_CHECKS_ALLOW is for tests: it is refused unless FRONTLOOP_ADDR is a loopback address".into(),
        ));
    }
    Ok(())
}

/// Refuses an SMTP URL or From address that cannot be used, at start-up
/// rather than at the first digest.
pub fn check_mail(config: &Config) -> Result<(), ServeError> {
    if let Some(url) = &config.smtp_url {
        crate::app::mail::Mailer::new(url.expose(), &config.mail_from)
            .map_err(|e| ServeError::Config(format!("FRONTLOOP_SMTP_URL / FRONTLOOP_MAIL_FROM: {e}")))?;
    }
    Ok(())
}

/// Refuses a trusted-proxy list that does not parse.
pub fn check_trusted_proxies(config: &Config) -> Result<(), ServeError> {
    frontloop_domain::network::TrustedProxies::parse(&config.trusted_proxies)
        .map(|_| ())
        .map_err(|e| ServeError::Config(format!("FRONTLOOP_TRUSTED_PROXIES: {e}")))
}

/// Refuses a moderator list that is not GitHub numeric ids.
pub fn check_admins(config: &Config) -> Result<(), ServeError> {
    crate::config::parse_admins(&config.admins)
        .map(|_| ())
        .map_err(|e| ServeError::Config(format!("FRONTLOOP_ADMINS: {e}")))
}

/// Says whether solutions get the rendered audit, and with which browser.
fn log_rendered_audit(state: &AppState) {
    match &state.rendered_audits {
        Some(audits) => tracing::info!(
            chromium = %audits.chromium.display(),
            concurrency = state.config.audit_concurrency,
            "rendered audit on"
        ),
        None => tracing::warn!("rendered audit off: no Chromium (FRONTLOOP_CHROMIUM); the static audit stands alone"),
    }
}

/// Schedules today's email digest (when email is configured).
async fn schedule_digest(state: &AppState) {
    if let Err(err) = crate::app::digest::schedule(state.digest()).await {
        tracing::warn!(error = %err, "could not schedule the email digest; the next start will");
    }
}

/// Queues the evaluation of every learner's achievements once per set of
/// rules (the first start after a deploy that changed them).
async fn schedule_achievements(state: &AppState) {
    let now = frontloop_domain::time::now_millis();
    match crate::app::achievements::schedule_recompute_for_new_rules(state.store.as_ref(), now).await {
        Ok(true) => tracing::info!("new achievement rules: every learner is evaluated again"),
        Ok(false) => {}
        Err(err) => {
            tracing::warn!(error = %err, "could not queue the achievements' evaluation; run `frontloop achievements recompute`")
        }
    }
}

/// How often expired sign-in rows are purged.
const PURGE_INTERVAL: Duration = Duration::from_secs(15 * 60);

/// Runs until a shutdown signal arrives.
pub async fn serve(config: Config) -> Result<(), ServeError> {
    check_checks_allow(&config)?;
    check_mail(&config)?;
    check_trusted_proxies(&config)?;
    check_admins(&config)?;
    let store = db::open_pooled(config.database_url.expose(), config.database_pool).await?;
    tracing::info!(backend = store.backend(), "database ready");
    load_content(store.as_ref(), &config).await;
    let listener = TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    if config.dev_login_enabled() {
        tracing::warn!("development sign-in is ON (loopback only): anyone who can reach {addr} may sign in as anybody");
    }
    let state = AppState::new(store.clone(), config);
    log_rendered_audit(&state);
    tokio::spawn(rescore_popular_feed(store.clone()));
    tokio::spawn(purge_periodically(store));
    schedule_digest(&state).await;
    schedule_achievements(&state).await;
    tracing::info!("Frontloop is listening on http://{addr}");
    let workers = Workers::spawn(&state, state.config.workers, Duration::from_millis(state.config.job_poll_ms));
    let (leaving, stop_presence) = tokio::sync::watch::channel(false);
    let presence = tokio::spawn(presence::keep_alive(state.store.clone(), state.presence.clone(), stop_presence));
    // The kept reads' encodings: served by the app, reported by /metrics.
    let encodings = Arc::new(Encodings::new(state.read_cache.budget()));
    let metrics = serve_metrics(&state, encodings.clone()).await?;
    let settings = ConnectionSettings::from_config(&state.config);
    listener::serve(listener, http::router(state, WebApp::embedded(), encodings), settings, shutdown_signal()).await?;
    if let Some(metrics) = metrics {
        metrics.abort();
    }
    // Gone from the instances table, so that one left alone knows it soon.
    let _ = leaving.send(true);
    let _ = presence.await;
    workers.shut_down(WORKER_GRACE).await;
    tracing::info!("stopped");
    Ok(())
}

/// Serves `/metrics` on `FRONTLOOP_METRICS_ADDR`, when set, until aborted.
async fn serve_metrics(
    state: &AppState,
    encodings: Arc<Encodings>,
) -> Result<Option<tokio::task::JoinHandle<()>>, ServeError> {
    let Some(addr) = state.config.metrics_addr else { return Ok(None) };
    let listener = TcpListener::bind(addr).await?;
    tracing::info!("metrics on http://{}/metrics", listener.local_addr()?);
    let router = http::metrics::router(state.clone(), encodings);
    Ok(Some(tokio::spawn(async move {
        if let Err(err) = axum::serve(listener, router).await {
            tracing::error!(error = %err, "the metrics listener stopped");
        }
    })))
}

/// Imports the configured catalogue; on errors the database keeps what it had.
async fn load_content(store: &dyn Store, config: &Config) {
    let dir = &config.content_dir;
    if !dir.is_dir() {
        tracing::warn!(dir = %dir.display(), "no catalogue folder: starting with what the database has");
        return;
    }
    match catalogue::import_folder(store, dir).await {
        Ok((catalogue, s)) => tracing::info!(
            challenges = catalogue.tasks.len(),
            posts = catalogue.posts.len(),
            paths = catalogue.paths.len(),
            changed =
                s.tasks.added + s.tasks.updated + s.posts.added + s.posts.updated + s.paths.added + s.paths.updated,
            archived = s.tasks.archived + s.posts.archived + s.paths.archived,
            restored = s.tasks.restored + s.posts.restored + s.paths.restored,
            "catalogue loaded"
        ),
        Err(ImportError::Invalid(errors)) => {
            for error in &errors.0 {
                tracing::error!("{error}");
            }
            tracing::error!(count = errors.0.len(), "the catalogue has errors; nothing was imported");
        }
        Err(ImportError::Store(err)) => tracing::error!(error = %err, "catalogue import failed; nothing was changed"),
    }
}

/// Scores the popular feed again once after its formula changed, beside
/// serving (the feed's order is only approximate until it is done).
async fn rescore_popular_feed(store: Arc<dyn Store>) {
    match store.rescore_popular_feed_if_due().await {
        Ok(Some(posts)) => tracing::info!(posts, "popular feed scores computed again"),
        Ok(None) => {}
        Err(err) => {
            tracing::warn!(error = %err, "the popular feed could not be scored again; it retries at the next start")
        }
    }
}

async fn purge_periodically(store: Arc<dyn Store>) {
    let mut ticker = tokio::time::interval(PURGE_INTERVAL);
    loop {
        ticker.tick().await;
        if let Err(err) = store.purge_expired(now_millis()).await {
            tracing::warn!(error = %err, "purging expired sign-in rows failed");
        }
    }
}

/// Runs job workers only (`frontloop worker`), so that checks scale out on
/// machines of their own: `FRONTLOOP_WORKERS` of them (at least one),
/// until SIGTERM or Ctrl-C, when running jobs may finish.
pub async fn work(config: Config) -> Result<(), ServeError> {
    check_checks_allow(&config)?;
    check_mail(&config)?;
    let store = db::open_pooled(config.database_url.expose(), config.database_pool).await?;
    let count = config.workers.max(1);
    let state = AppState::new(store, config);
    log_rendered_audit(&state);
    schedule_digest(&state).await;
    let workers = Workers::spawn(&state, count, Duration::from_millis(state.config.job_poll_ms));
    tracing::info!(workers = count, "job workers running");
    shutdown_signal().await;
    workers.shut_down(WORKER_GRACE).await;
    tracing::info!("stopped");
    Ok(())
}

/// Resolves on SIGTERM or Ctrl-C; the listener then stops accepting and drains.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutdown signal received: draining in-flight requests");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::from_args as config;

    #[test]
    fn moderators_are_named_by_github_numeric_ids() {
        assert!(check_admins(&config(&[])).is_ok(), "nobody by default");
        assert!(check_admins(&config(&["--admins", "12, 345,"])).is_ok());
        let refused = check_admins(&config(&["--admins", "12,octocat"])).expect_err("a login is not an id");
        assert!(refused.to_string().contains("\"octocat\" is not a GitHub numeric user id"), "{refused}");
        assert_eq!(crate::config::parse_admins("7,8"), Ok([7, 8].into_iter().collect()));
    }

    #[test]
    fn the_checks_allow_list_is_for_loopback_servers_only() {
        assert!(check_checks_allow(&config(&[])).is_ok(), "empty by default");
        assert!(check_checks_allow(&config(&["--checks-allow", "127.0.0.1:9011,[::1]:9012"])).is_ok());
        let public = config(&["--addr", "0.0.0.0:8080", "--checks-allow", "127.0.0.1:9011"]);
        assert!(check_checks_allow(&public).is_err_and(|e| e.to_string().contains("loopback")));
        assert!(check_checks_allow(&config(&["--addr", "0.0.0.0:8080"])).is_ok(), "no list, any address");
        for bad in ["10.0.0.1:80", "example.com:80", "127.0.0.1"] {
            assert!(check_checks_allow(&config(&["--checks-allow", bad])).is_err(), "{bad}");
        }
    }
}
