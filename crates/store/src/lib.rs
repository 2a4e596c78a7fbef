//! Frontloop's storage contract: the store traits (one per area, and
//! [`Store`], all of them at once), the models they speak and their error
//! type. `frontloop-store-sqlite` and `frontloop-store-postgres` implement
//! them, through the SQL in [`sql`] that both share. `contract` holds the
//! test suite both must pass, behind the `testing` feature.

pub mod catalogue;
#[cfg(feature = "testing")]
pub mod contract;
pub mod error;
pub mod models;
pub mod sql;
pub mod staleness;
mod store;

pub use error::{StoreError, StoreResult};
pub use store::{
    AccountStore, AchievementStore, CatalogueStore, CommunityStore, JobStore, MaintenanceStore, ModerationStore,
    NotificationStore, PathStore, ProgressStore, RateLimitStore, ReviewStore, SolutionStore, Store, UserStore,
};
