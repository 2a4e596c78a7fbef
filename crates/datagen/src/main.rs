//! `frontloop-datagen`: fills an empty Frontloop database (SQLite or
//! PostgreSQL) with a seeded dataset at platform size for the benchmarks
//! under `bench/`, and writes a manifest of the rows worth measuring (the
//! heaviest learner, the most liked post, session tokens).

use std::path::PathBuf;

use clap::Parser;

use frontloop_datagen::sink::SinkError;
use frontloop_datagen::{generate, Options};

/// Generates a benchmark dataset.
#[derive(Debug, Parser)]
#[command(name = "frontloop-datagen", version, about)]
struct Args {
    /// `sqlite://FILE?mode=rwc` or `postgres://…`; the database must be empty.
    #[arg(long, env = "DATABASE_URL")]
    database_url: String,
    /// 1.0 is the platform-size dataset (100k users, 1M progress rows, …).
    #[arg(long, default_value_t = 1.0)]
    scale: f64,
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// The anchor time in milliseconds (default: now); rows are dated before it.
    #[arg(long)]
    now: Option<i64>,
    /// The shipped catalogue the generated one extends.
    #[arg(long, default_value = "content")]
    content: PathBuf,
    /// Where to write the manifest (JSON).
    #[arg(long, default_value = "bench/data/manifest.json")]
    manifest: PathBuf,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    if let Err(err) = run(args).await {
        eprintln!("\nerror: {err}");
        std::process::exit(1);
    }
}

async fn run(args: Args) -> Result<(), SinkError> {
    let options = Options {
        database_url: args.database_url,
        scale: args.scale,
        seed: args.seed,
        now: args.now.unwrap_or_else(frontloop_domain::time::now_millis),
        content: args.content,
    };
    let manifest = generate(&options).await?;
    if let Some(folder) = args.manifest.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(|e| SinkError::Refused(e.to_string()))?;
    }
    let json = serde_json::to_string_pretty(&manifest).map_err(|e| SinkError::Refused(e.to_string()))?;
    std::fs::write(&args.manifest, json).map_err(|e| SinkError::Refused(e.to_string()))?;
    eprintln!("Done in {:.0} s; manifest in {}.", manifest.seconds, args.manifest.display());
    Ok(())
}
