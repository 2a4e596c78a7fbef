//! What every handler can reach.

use std::sync::Arc;

use axum::body::Bytes;
use frontloop_domain::achievements::Facts;
use frontloop_store::Store;

use super::learner_cache::LearnerCache;
use super::profile::ProgressTally;
use super::task_list_cache::TaskListCache;
use crate::config::Config;
use crate::github::GithubClient;

/// Shared, cheap-to-clone application state. It holds no session data:
/// everything per-user lives in the database, and what it caches is
/// checked against a revision read from the database on every request, so
/// instances are interchangeable behind a load balancer.
#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub config: Arc<Config>,
    pub github: Arc<GithubClient>,
    /// The rendered challenge list of the latest catalogue revision.
    pub task_list: Arc<TaskListCache>,
    /// Each learner's rendered progress list (`GET /api/users/progress`).
    pub progress_lists: Arc<LearnerCache<Bytes>>,
    /// Each learner's progress counts for the profile.
    pub progress_tallies: Arc<LearnerCache<Arc<ProgressTally>>>,
    /// Each learner's achievement facts from their completions, without
    /// the community counts (those are read fresh).
    pub completion_facts: Arc<LearnerCache<Arc<Facts>>>,
}

/// Bytes of rendered progress lists kept: about forty of the heaviest
/// learners (1,000 records, 370 KB), thousands of ordinary ones.
const PROGRESS_LIST_BUDGET: usize = 16 * 1024 * 1024;

/// Weight (approximate bytes) of completion facts kept, and again of
/// profile tallies.
const COMPLETION_FACTS_BUDGET: usize = 4 * 1024 * 1024;

impl AppState {
    /// Assembles the state; the GitHub client is built from `config`.
    pub fn new(store: Arc<dyn Store>, config: Config) -> AppState {
        let github = Arc::new(GithubClient::new(&config));
        AppState {
            store,
            config: Arc::new(config),
            github,
            task_list: Arc::default(),
            progress_lists: Arc::new(LearnerCache::new(PROGRESS_LIST_BUDGET)),
            progress_tallies: Arc::new(LearnerCache::new(COMPLETION_FACTS_BUDGET)),
            completion_facts: Arc::new(LearnerCache::new(COMPLETION_FACTS_BUDGET)),
        }
    }
}
