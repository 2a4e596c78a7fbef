//! Importing the catalogue: read and validate a content folder, then apply
//! it all or nothing. Content that leaves the catalogue is archived, never
//! deleted (learners' records point at it). The rendered challenge list and
//! the per-learner caches are keyed by the catalogue's revision, which the
//! import moves, so nothing else needs invalidating.

use std::path::Path;

use frontloop_domain::time::now_millis;
use frontloop_store::catalogue::{Catalogue, ImportSummary};
use frontloop_store::{Store, StoreError};

use crate::content::{self, ContentErrors};

/// Why an import changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The folder has errors (each names its file and line).
    #[error("the catalogue has errors, nothing was imported:\n{0}")]
    Invalid(#[from] ContentErrors),
    /// The database refused or failed the import.
    #[error("the import failed, nothing was changed: {0}")]
    Store(#[from] StoreError),
}

/// The folder read and validated, ready to import.
pub fn read_folder(dir: &Path) -> Result<Catalogue, ContentErrors> {
    content::load_catalogue_for_import(dir)
}

/// Applies `catalogue`, all or nothing.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "import"))]
pub async fn import(store: &dyn Store, catalogue: &Catalogue) -> Result<ImportSummary, ImportError> {
    Ok(store.import_catalogue(catalogue, now_millis()).await?)
}

/// Reads `dir` and imports it.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "import_folder"))]
pub async fn import_folder(store: &dyn Store, dir: &Path) -> Result<(Catalogue, ImportSummary), ImportError> {
    let catalogue = read_folder(dir)?;
    let summary = import(store, &catalogue).await?;
    Ok((catalogue, summary))
}
