//! The benchmark dataset generator (see `bench/README.md`): a seeded,
//! realistic Frontloop dataset at platform size, written in bulk to SQLite
//! or PostgreSQL.

use std::path::PathBuf;
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use generate::{analyze, recount, CatalogueIds, Generator};
use shape::Sizes;
use sink::{Sink, SinkError};

pub mod catalogue;
pub mod generate;
pub mod shape;
pub mod sink;

/// What a run wrote, for the benchmark scripts.
#[derive(Debug, serde::Serialize)]
pub struct Manifest {
    pub backend: String,
    pub scale: f64,
    pub seed: u64,
    /// The anchor time (ms): every generated row is dated before it.
    pub now: i64,
    /// Rows written per table.
    pub counts: serde_json::Map<String, serde_json::Value>,
    pub landmarks: generate::Landmarks,
    pub seconds: f64,
}

/// What to generate, and where.
#[derive(Debug, Clone)]
pub struct Options {
    pub database_url: String,
    pub scale: f64,
    pub seed: u64,
    /// The anchor time in milliseconds: every row is dated before it.
    pub now: i64,
    /// The shipped catalogue the generated one extends.
    pub content: PathBuf,
}

/// Fills the empty database of `options` and tells what it wrote.
pub async fn generate(options: &Options) -> Result<Manifest, SinkError> {
    if !(options.scale > 0.0 && options.scale <= 10.0) {
        return Err(SinkError::Refused("--scale must be in (0, 10]".into()));
    }
    let started = Instant::now();
    let now = options.now;
    let sizes = Sizes::at_scale(options.scale);
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);

    eprintln!("Preparing the database (migrations and catalogue) …");
    let store = frontloop::db::open(&options.database_url).await.map_err(|e| SinkError::Refused(e.to_string()))?;
    let mut catalogue = frontloop::content::load_catalogue(&options.content)
        .map_err(|e| SinkError::Refused(format!("the catalogue in {} has errors:\n{e}", options.content.display())))?;
    catalogue::extend(&mut catalogue, &mut rng, sizes.challenges, sizes.paths);
    let mut sink = Sink::connect(&options.database_url).await?;
    if sink.scalar("SELECT COUNT(*) FROM users").await? > 0 {
        return Err(SinkError::Refused("the database already has users: give an empty database".into()));
    }
    store.import_catalogue(&catalogue, now).await.map_err(|e| SinkError::Refused(e.to_string()))?;
    drop(store);
    let ids = catalogue_ids(&mut sink).await?;

    eprintln!(
        "Generating {} users, {} progress rows, {} posts, {} likes, {} comments (scale {}, seed {}) on {}:",
        sizes.users,
        sizes.progress,
        sizes.posts,
        sizes.post_likes,
        sizes.comments,
        options.scale,
        options.seed,
        sink.backend()
    );
    let mut generator = Generator::new(rng, options.seed, now, sizes);
    let mut counts = serde_json::Map::new();
    let mut count = |name: &str, rows: u64| {
        counts.insert(name.to_owned(), rows.into());
    };
    count("challenges", ids.tasks.len() as u64);
    count("paths", ids.paths.len() as u64);
    count("users", generator.users(&mut sink).await?);
    count("sessions", generator.sessions(&mut sink).await?);
    count("progress", generator.progress(&mut sink, &ids).await?);
    let (posts, likes, comments) = generator.community(&mut sink, &ids).await?;
    count("community_posts", posts);
    count("post_likes", likes);
    count("comments", comments);
    let (enrollments, items) = generator.learning(&mut sink, &ids).await?;
    count("enrollments", enrollments);
    count("item_completions", items);
    eprintln!("Recounting counters and refreshing planner statistics …");
    recount(&mut sink).await?;
    analyze(&mut sink).await?;

    let mut landmarks = generator.landmarks;
    landmarks.challenge_slug = sink
        .keyed_texts("SELECT id, slug FROM tasks ORDER BY position LIMIT 1")
        .await?
        .pop()
        .map(|(_, slug)| slug)
        .unwrap_or_default();
    Ok(Manifest {
        backend: sink.backend().to_owned(),
        scale: options.scale,
        seed: options.seed,
        now,
        counts,
        landmarks,
        seconds: started.elapsed().as_secs_f64(),
    })
}

async fn catalogue_ids(sink: &mut Sink) -> Result<CatalogueIds, SinkError> {
    let tasks = sink.pairs("SELECT id, position FROM tasks ORDER BY position, id").await?;
    let path_ids = sink.pairs("SELECT id, position FROM learning_paths ORDER BY position, id").await?;
    let items =
        sink.pairs("SELECT path_id, id FROM path_items WHERE item_type = 'post' ORDER BY path_id, position").await?;
    let paths = path_ids
        .into_iter()
        .map(|(path_id, _)| (path_id, items.iter().filter(|(p, _)| *p == path_id).map(|(_, id)| *id).collect()))
        .collect();
    Ok(CatalogueIds { tasks: tasks.into_iter().map(|(id, _)| id).collect(), paths })
}
