//! What every handler can reach.

use std::sync::Arc;

use frontloop_store::Store;

use crate::config::Config;
use crate::web::spa::WebApp;

/// Shared, cheap-to-clone application state. It holds no session data:
/// everything per-user lives in the database, so instances are
/// interchangeable behind a load balancer.
#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub config: Arc<Config>,
    pub web: Arc<WebApp>,
}
