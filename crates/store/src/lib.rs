//! Frontloop's storage contract: one [`Store`] trait, the models it speaks
//! and its error type. `frontloop-store-sqlite` and `frontloop-store-postgres`
//! implement it; [`contract`] holds the test suite both must pass.

pub mod catalogue;
pub mod contract;
pub mod error;
pub mod models;
mod store;

pub use error::{StoreError, StoreResult};
pub use store::Store;
