//! The command line: `frontloop [serve]`, `frontloop content import DIR`,
//! `frontloop achievements recompute`, `frontloop backup PATH` and the hidden
//! `frontloop openapi`.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::app::catalogue;
use crate::config::{Config, LogFormat};
use crate::{content, db, serve};

/// Frontloop: practise front-end development with real projects.
#[derive(Debug, Parser)]
#[command(name = "frontloop", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub config: Config,
}

/// What to do; `serve` when none is given.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the web server (the default), with `FRONTLOOP_WORKERS` job workers.
    Serve,
    /// Run job workers only (the solution checks and follow-ups), without
    /// the web server: `FRONTLOOP_WORKERS` of them, at least one.
    Worker,
    /// Manage the catalogue.
    Content {
        #[command(subcommand)]
        command: ContentCommand,
    },
    /// Manage achievements.
    Achievements {
        #[command(subcommand)]
        command: AchievementsCommand,
    },
    /// Write a consistent copy of the SQLite database to PATH (a new file)
    /// while the server keeps running; PostgreSQL is backed up with
    /// `pg_dump` instead (docs/operations.md).
    Backup {
        /// The copy to create; it must not exist yet.
        path: PathBuf,
    },
    /// Print the API's OpenAPI document (as served at /api/openapi.json) as
    /// pretty JSON; `scripts/gen-api-types.sh` commits it for the web app.
    #[command(hide = true)]
    Openapi,
}

/// Achievement commands.
#[derive(Debug, Subcommand)]
pub enum AchievementsCommand {
    /// Evaluate every rule for every user and record what is met (backfill).
    Recompute,
}

/// Catalogue commands.
#[derive(Debug, Subcommand)]
pub enum ContentCommand {
    /// Validate a catalogue folder and import it (all or nothing).
    Import {
        /// The catalogue folder (with challenges/, blog/, paths/, images/).
        dir: PathBuf,
    },
}

/// Errors a command reports before exiting non-zero.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("cannot open the database: {0}")]
    Database(#[from] frontloop_store::StoreError),
    #[error("the catalogue has errors, nothing was imported:\n{0}")]
    Content(#[from] content::ContentErrors),
    #[error("server error: {0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Serve(#[from] crate::serve::ServeError),
    #[error("{0}")]
    Import(#[from] crate::app::catalogue::ImportError),
    #[error("cannot write the OpenAPI document: {0}")]
    Openapi(String),
    #[error("backup: {0}")]
    Backup(String),
}

/// Runs the chosen command.
pub async fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => Ok(serve::serve(cli.config).await?),
        Command::Worker => Ok(serve::work(cli.config).await?),
        Command::Content { command: ContentCommand::Import { dir } } => import(&cli.config, &dir).await,
        Command::Achievements { command: AchievementsCommand::Recompute } => {
            let store = db::open(cli.config.database_url.expose()).await?;
            let (users, unlocks) = crate::app::achievements::recompute_all(store.as_ref()).await?;
            println!("Recomputed achievements for {users} users: {unlocks} new unlocks.");
            Ok(())
        }
        Command::Backup { path } => backup(&cli.config, &path).await,
        Command::Openapi => {
            println!("{}", openapi_json()?);
            Ok(())
        }
    }
}

/// The OpenAPI document as pretty JSON, exactly as `/api/openapi.json`
/// answers it (keys in a stable order), without a database or a server.
pub fn openapi_json() -> Result<String, CliError> {
    let document = crate::http::openapi::document().map_err(|e| CliError::Openapi(e.to_string()))?;
    serde_json::to_string_pretty(&document).map_err(|e| CliError::Openapi(e.to_string()))
}

async fn import(config: &Config, dir: &std::path::Path) -> Result<(), CliError> {
    println!("Reading the catalogue in {} …", dir.display());
    let catalogue = catalogue::read_folder(dir)?;
    println!(
        "Validated {} challenges, {} blog posts, {} learning paths and {} images.",
        catalogue.tasks.len(),
        catalogue.posts.len(),
        catalogue.paths.len(),
        catalogue.media.len()
    );
    let store = db::open(config.database_url.expose()).await?;
    println!("Importing into {} …", store.backend());
    let summary = catalogue::import(store.as_ref(), &catalogue).await?;
    // Challenges, posts and paths are archived, never removed; images are
    // removed, never archived.
    println!(
        "{:<16}{:>8}{:>9}{:>11}{:>10}{:>10}{:>9}",
        "", "added", "updated", "unchanged", "archived", "restored", "removed"
    );
    for (kind, c) in [
        ("challenges", summary.tasks),
        ("blog posts", summary.posts),
        ("learning paths", summary.paths),
        ("images", summary.media),
    ] {
        println!(
            "{kind:<16}{:>8}{:>9}{:>11}{:>10}{:>10}{:>9}",
            c.added, c.updated, c.unchanged, c.archived, c.restored, c.removed
        );
    }
    Ok(())
}

/// Copies the database into a new file next to `path` and renames it into
/// place once complete, so a `path` that exists is always a whole copy.
async fn backup(config: &Config, path: &std::path::Path) -> Result<(), CliError> {
    if path.exists() {
        return Err(CliError::Backup(format!("{} already exists; choose a new file", path.display())));
    }
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    if partial.exists() {
        std::fs::remove_file(&partial)?;
    }
    let store = db::open(config.database_url.expose()).await?;
    let started = std::time::Instant::now();
    let target = partial.to_str().ok_or_else(|| CliError::Backup("the path is not valid UTF-8".into()))?;
    if !store.backup_into(target).await? {
        return Err(CliError::Backup(format!(
            "the {} database is backed up with its own tools: pg_dump --format=custom (see docs/operations.md)",
            store.backend()
        )));
    }
    std::fs::rename(&partial, path)?;
    let bytes = std::fs::metadata(path)?.len();
    println!("Backed up to {} ({bytes} bytes) in {} ms.", path.display(), started.elapsed().as_millis());
    Ok(())
}

/// Logs to stderr with the given filter (falls back to `info`), as text or
/// as one JSON object per line (with the request's span fields, so every
/// line of a request carries its `request_id`).
pub fn init_tracing(filter: &str, format: LogFormat) {
    let filter =
        tracing_subscriber::EnvFilter::try_new(filter).unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_target(false).with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().with_current_span(true).with_span_list(false).try_init(),
    };
}
