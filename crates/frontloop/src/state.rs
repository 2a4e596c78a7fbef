//! What every handler can reach.

use std::sync::Arc;

use frontloop_store::Store;

use crate::auth::github::GithubClient;
use crate::config::Config;
use crate::http::task_list_cache::TaskListCache;
use crate::web::spa::WebApp;

/// Shared, cheap-to-clone application state. It holds no session data:
/// everything per-user lives in the database, so instances are
/// interchangeable behind a load balancer.
#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub config: Arc<Config>,
    pub web: Arc<WebApp>,
    pub github: Arc<GithubClient>,
    /// The rendered challenge list of the latest catalogue revision.
    pub task_list: Arc<TaskListCache>,
}

impl AppState {
    /// Assembles the state; the GitHub client is built from `config`.
    pub fn new(store: Arc<dyn Store>, config: Config, web: WebApp) -> AppState {
        let github = Arc::new(GithubClient::new(&config));
        AppState { store, config: Arc::new(config), web: Arc::new(web), github, task_list: Arc::default() }
    }
}
