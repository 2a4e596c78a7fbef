//! Generates learners and everything they make, table by table, and writes
//! it through a [`Sink`]. Every choice comes from one seeded generator, so a
//! seed and an anchor time give the same rows on either database.

use chrono::{TimeZone, Utc};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use sha2::{Digest, Sha256};

use frontloop_domain::community::hot_score;

use crate::shape::{distinct, heavy_tail, permutation, Sizes, Weighted};
use crate::sink::{opt_int, opt_text, text, Sink, SinkError};

const DAY: i64 = 86_400_000;
const ZONES: [&str; 6] =
    ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "America/Sao_Paulo", "Asia/Tokyo"];
const WORDS: [&str; 40] = [
    "layout",
    "grid",
    "the",
    "header",
    "finally",
    "works",
    "on",
    "mobile",
    "and",
    "I",
    "learned",
    "a",
    "lot",
    "about",
    "focus",
    "states",
    "feedback",
    "welcome",
    "how",
    "would",
    "you",
    "structure",
    "this",
    "component",
    "contrast",
    "spacing",
    "nice",
    "clean",
    "solution",
    "tip",
    "use",
    "gap",
    "instead",
    "of",
    "margins",
    "great",
    "work",
    "semantic",
    "HTML",
    "first",
];

/// What the benchmark needs to know about the generated rows.
#[derive(Debug, Default, serde::Serialize)]
pub struct Landmarks {
    /// The learner with the most progress rows.
    pub heaviest_user_id: i64,
    pub heaviest_user_progress: u64,
    /// Session tokens of the heaviest learner.
    pub heaviest_user_token: String,
    /// One session token each for other learners (for writes spread over
    /// many rate-limit buckets).
    pub sample_tokens: Vec<String>,
    pub most_liked_post_id: i64,
    pub most_liked_post_likes: u64,
    pub most_commented_post_id: i64,
    pub most_commented_post_comments: u64,
    /// The first challenge of the catalogue.
    pub challenge_slug: String,
}

/// The ids the catalogue import gave.
pub struct CatalogueIds {
    /// Challenge ids in catalogue order.
    pub tasks: Vec<i64>,
    /// For each path: its id and its post items' ids in path order.
    pub paths: Vec<(i64, Vec<i64>)>,
}

/// State shared by the table generators.
pub struct Generator {
    pub rng: ChaCha8Rng,
    pub now: i64,
    pub sizes: Sizes,
    pub seed: u64,
    /// `activity[rank]` is the user index (id - 1) with that activity rank.
    activity: Vec<usize>,
    zones: Vec<&'static str>,
    /// Challenge indexes each user has progress on.
    progress_of: Vec<Vec<u16>>,
    pub landmarks: Landmarks,
}

impl Generator {
    pub fn new(mut rng: ChaCha8Rng, seed: u64, now: i64, sizes: Sizes) -> Generator {
        let activity = permutation(&mut rng, sizes.users as usize);
        Generator {
            rng,
            now,
            sizes,
            seed,
            activity,
            zones: Vec::new(),
            progress_of: Vec::new(),
            landmarks: Landmarks::default(),
        }
    }

    fn user_id(index: usize) -> i64 {
        index as i64 + 1
    }

    fn words(&mut self, min_len: usize, max_len: usize) -> String {
        let target = self.rng.gen_range(min_len..=max_len);
        let mut out = String::with_capacity(target + 12);
        while out.len() < target {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(WORDS[self.rng.gen_range(0..WORDS.len())]);
        }
        out.truncate(max_len);
        out.trim_end().to_owned()
    }

    fn token(&self, user_id: i64, n: u64) -> String {
        format!("bench-{}-{user_id}-{n}", self.seed)
    }

    /// Users, with a time zone each.
    pub async fn users(&mut self, sink: &mut Sink) -> Result<u64, SinkError> {
        let count = self.sizes.users;
        let mut table = sink
            .table(
                "users",
                "id, github_id, login, name, email, avatar_url, time_zone, created_at, updated_at",
                count,
                true,
            )
            .await?;
        for index in 0..count as usize {
            let id = Self::user_id(index);
            let zone = ZONES[self.rng.gen_range(0..ZONES.len())];
            self.zones.push(zone);
            let created = self.now - self.rng.gen_range(DAY..730 * DAY);
            let name = (self.rng.gen_ratio(4, 5)).then(|| format!("Learner {id}"));
            table
                .row(&format!(
                    "{id},{},{},{},NULL,NULL,{},{created},{created}",
                    10_000_000 + id,
                    text(&format!("learner{id}")),
                    opt_text(name.as_deref()),
                    text(zone)
                ))
                .await?;
        }
        table.finish().await
    }

    /// Sessions: most learners have one or two, the busiest a few more.
    pub async fn sessions(&mut self, sink: &mut Sink) -> Result<u64, SinkError> {
        let users = self.sizes.users as usize;
        let counts = heavy_tail(self.sizes.sessions, 0.5, &vec![5; users]).map_err(SinkError::Refused)?;
        let mut table = sink
            .table(
                "sessions",
                "user_id, token_hash, created_at, last_seen_at, idle_expires_at, expires_at",
                self.sizes.sessions,
                false,
            )
            .await?;
        for (rank, &count) in counts.iter().enumerate() {
            let user_id = Self::user_id(self.activity[rank]);
            for n in 0..count {
                let token = self.token(user_id, n);
                let hash: String = Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
                let created = self.now - self.rng.gen_range(0..20 * DAY);
                table
                    .row(&format!(
                        "{user_id},{},{created},{},{},{}",
                        text(&hash),
                        self.now,
                        self.now + 30 * DAY,
                        created + 90 * DAY
                    ))
                    .await?;
                if n == 0 && rank == 0 {
                    self.landmarks.heaviest_user_token = token.clone();
                } else if n == 0 && self.landmarks.sample_tokens.len() < 2_000 {
                    self.landmarks.sample_tokens.push(token);
                }
            }
        }
        table.finish().await
    }

    /// Progress: a heavy tail of learners over challenges that are
    /// themselves popular in a Zipf way.
    pub async fn progress(&mut self, sink: &mut Sink, ids: &CatalogueIds) -> Result<u64, SinkError> {
        let users = self.sizes.users as usize;
        let tasks = ids.tasks.len();
        let counts = heavy_tail(self.sizes.progress, 1.0, &vec![tasks as u64; users]).map_err(SinkError::Refused)?;
        let popularity = Weighted::zipf(tasks, 0.8);
        self.progress_of = vec![Vec::new(); users];
        let mut table = sink
            .table(
                "progress",
                "user_id, task_id, status, github_repo_url, github_pages_url, started_at, saved_at, completed_at, \
                 completed_local, duration_seconds, score, created_at, updated_at",
                self.sizes.progress,
                false,
            )
            .await?;
        self.landmarks.heaviest_user_id = Self::user_id(self.activity[0]);
        self.landmarks.heaviest_user_progress = counts[0];
        for (rank, &count) in counts.iter().enumerate() {
            let index = self.activity[rank];
            let user_id = Self::user_id(index);
            let zone: chrono_tz::Tz = self.zones[index].parse().unwrap_or(chrono_tz::UTC);
            let picks = popularity.draw_distinct(&mut self.rng, count as usize);
            for task_index in picks {
                self.progress_of[index].push(task_index as u16);
                let task_id = ids.tasks[task_index];
                let roll = self.rng.gen_range(0..100);
                let first = self.now - self.rng.gen_range(DAY..365 * DAY);
                let row = if roll < 15 {
                    format!("{user_id},{task_id},'saved',NULL,NULL,NULL,{first},NULL,NULL,NULL,NULL,{first},{first}")
                } else if roll < 45 {
                    format!(
                        "{user_id},{task_id},'in_progress',NULL,NULL,{first},NULL,NULL,NULL,NULL,NULL,{first},{first}"
                    )
                } else {
                    let done = (first + self.rng.gen_range(3_600_000..30 * DAY)).min(self.now - 60_000);
                    let local = zone
                        .from_utc_datetime(&Utc.timestamp_millis_opt(done).single().unwrap_or_default().naive_utc())
                        .format("%Y-%m-%dT%H:%M:%S")
                        .to_string();
                    format!(
                        "{user_id},{task_id},'completed',{},{},{first},NULL,{done},{},{},NULL,{first},{done}",
                        text(&format!("https://github.com/learner{user_id}/challenge-{task_id}")),
                        text(&format!("https://learner{user_id}.github.io/challenge-{task_id}/")),
                        text(&local),
                        (done - first) / 1000
                    )
                };
                table.row(&row).await?;
            }
        }
        table.finish().await
    }

    /// Community posts with their likes and comments, counters included.
    pub async fn community(&mut self, sink: &mut Sink, ids: &CatalogueIds) -> Result<(u64, u64, u64), SinkError> {
        let users = self.sizes.users;
        let posts = self.sizes.posts as usize;
        let authors = heavy_tail(self.sizes.posts, 1.0, &vec![2_000; users as usize]).map_err(SinkError::Refused)?;
        // Popularity ranks of posts, independent of who wrote them.
        let by_popularity = permutation(&mut self.rng, posts);
        let like_caps: Vec<u64> = (0..posts)
            .map(|rank| if rank == 0 { self.sizes.top_post_likes } else { (users / 20).clamp(1, 5_000) })
            .collect();
        let likes_by_rank = heavy_tail(self.sizes.post_likes, 1.1, &like_caps).map_err(SinkError::Refused)?;
        let comments_by_rank = heavy_tail(self.sizes.comments, 1.0, &vec![3_000; posts]).map_err(SinkError::Refused)?;
        let mut likes = vec![0u64; posts];
        let mut comments = vec![0u64; posts];
        for rank in 0..posts {
            likes[by_popularity[rank]] = likes_by_rank[rank];
            // Comments follow likes loosely: shift the rank a little.
            comments[by_popularity[(rank + 3) % posts]] = comments_by_rank[rank];
        }
        let popularity = Weighted::zipf(ids.tasks.len(), 0.8);
        let mut created = Vec::with_capacity(posts);
        let mut table = sink
            .table(
                "community_posts",
                "id, user_id, task_id, content, code, image_url, likes_count, comments_count, created_at, hot_score",
                self.sizes.posts,
                true,
            )
            .await?;
        let mut post_index = 0usize;
        for (rank, &count) in authors.iter().enumerate() {
            let index = self.activity[rank];
            for _ in 0..count {
                let started = &self.progress_of[index];
                let task_index = if started.is_empty() {
                    popularity.draw(&mut self.rng)
                } else {
                    started[self.rng.gen_range(0..started.len())] as usize
                };
                let at = self.now - self.rng.gen_range(60_000..365 * DAY);
                created.push(at);
                let content = self.words(40, 900);
                let code = self.rng.gen_ratio(2, 5).then(|| {
                    let body = self.words(100, 2_500);
                    format!(".card {{\n  display: grid;\n  gap: 1rem;\n}}\n/* {body} */")
                });
                let id = post_index as i64 + 1;
                table
                    .row(&format!(
                        "{id},{},{},{},{},NULL,{},{},{at},{}",
                        Self::user_id(index),
                        ids.tasks[task_index],
                        text(&content),
                        opt_text(code.as_deref()),
                        likes[post_index],
                        comments[post_index],
                        hot_score(likes[post_index] as i64, at)
                    ))
                    .await?;
                post_index += 1;
            }
        }
        let written_posts = table.finish().await?;
        let top_liked = by_popularity[0];
        self.landmarks.most_liked_post_id = top_liked as i64 + 1;
        self.landmarks.most_liked_post_likes = likes[top_liked];
        let top_commented = (0..posts).max_by_key(|&p| (comments[p], std::cmp::Reverse(p))).unwrap_or(0);
        self.landmarks.most_commented_post_id = top_commented as i64 + 1;
        self.landmarks.most_commented_post_comments = comments[top_commented];

        let mut table = sink.table("post_likes", "post_id, user_id, created_at", self.sizes.post_likes, false).await?;
        for post in 0..posts {
            for liker in distinct(&mut self.rng, users, likes[post]) {
                let at = created[post] + self.rng.gen_range(0..(self.now - created[post]).max(1));
                table.row(&format!("{},{},{at}", post + 1, liker + 1)).await?;
            }
        }
        let written_likes = table.finish().await?;

        let mut table = sink
            .table("comments", "id, post_id, user_id, content, likes_count, created_at", self.sizes.comments, true)
            .await?;
        let mut id = 0i64;
        for post in 0..posts {
            for _ in 0..comments[post] {
                id += 1;
                let author = self.rng.gen_range(1..=users as i64);
                let at = created[post] + self.rng.gen_range(0..(self.now - created[post]).max(1));
                let content = self.words(10, 400);
                table.row(&format!("{id},{},{author},{},0,{at}", post + 1, text(&content))).await?;
            }
        }
        let written_comments = table.finish().await?;
        Ok((written_posts, written_likes, written_comments))
    }

    /// Enrollments in paths and the post items learners have read.
    pub async fn learning(&mut self, sink: &mut Sink, ids: &CatalogueIds) -> Result<(u64, u64), SinkError> {
        let users = self.sizes.users as usize;
        let paths = ids.paths.len();
        let per_user =
            heavy_tail(self.sizes.enrollments, 1.0, &vec![paths as u64; users]).map_err(SinkError::Refused)?;
        let busy = Weighted::zipf(paths, 0.7);
        // (user id, path index) in generation order.
        let mut enrollments: Vec<(i64, usize)> = Vec::with_capacity(self.sizes.enrollments as usize);
        for (rank, &count) in per_user.iter().enumerate() {
            let user_id = Self::user_id(self.activity[rank]);
            for path in busy.draw_distinct(&mut self.rng, count as usize) {
                enrollments.push((user_id, path));
            }
        }
        let order = permutation(&mut self.rng, enrollments.len());
        let caps: Vec<u64> = order.iter().map(|&e| ids.paths[enrollments[e].1].1.len() as u64).collect();
        let read_by_rank = heavy_tail(self.sizes.item_completions, 0.3, &caps).map_err(SinkError::Refused)?;
        let mut read = vec![0u64; enrollments.len()];
        for (rank, &e) in order.iter().enumerate() {
            read[e] = read_by_rank[rank];
        }

        let mut table = sink
            .table(
                "enrollments",
                "path_id, user_id, status, rating, enrolled_at, completed_at",
                self.sizes.enrollments,
                false,
            )
            .await?;
        let mut enrolled_at = Vec::with_capacity(enrollments.len());
        for (e, &(user_id, path)) in enrollments.iter().enumerate() {
            let (path_id, items) = &ids.paths[path];
            let at = self.now - self.rng.gen_range(DAY..300 * DAY);
            enrolled_at.push(at);
            let finished = read[e] == items.len() as u64 && self.rng.gen_bool(0.5);
            let completed_at = finished.then(|| at + self.rng.gen_range(DAY..30 * DAY).min(self.now - at - 1));
            let rating = (finished && self.rng.gen_bool(0.4)).then(|| self.rng.gen_range(3..=5));
            table
                .row(&format!(
                    "{path_id},{user_id},{},{},{at},{}",
                    if finished { "'completed'" } else { "'enrolled'" },
                    opt_int(rating),
                    opt_int(completed_at)
                ))
                .await?;
        }
        let written_enrollments = table.finish().await?;

        let mut table = sink
            .table("item_completions", "user_id, item_id, completed_at", self.sizes.item_completions, false)
            .await?;
        for (e, &(user_id, path)) in enrollments.iter().enumerate() {
            let items = &ids.paths[path].1;
            for &item_id in items.iter().take(read[e] as usize) {
                let at = enrolled_at[e] + self.rng.gen_range(0..(self.now - enrolled_at[e]).max(1));
                table.row(&format!("{user_id},{item_id},{at}")).await?;
            }
        }
        let written_items = table.finish().await?;
        Ok((written_enrollments, written_items))
    }
}

/// Sets the catalogue's counters from the rows just written, as the
/// product's own writes would have.
pub async fn recount(sink: &mut Sink) -> Result<(), SinkError> {
    sink.execute(
        "UPDATE tasks SET completion_count = \
           (SELECT COUNT(*) FROM progress p WHERE p.task_id = tasks.id AND p.status = 'completed')",
    )
    .await?;
    sink.execute(
        "UPDATE learning_paths SET \
           enrollment_count = (SELECT COUNT(*) FROM enrollments e WHERE e.path_id = learning_paths.id), \
           completion_count = (SELECT COUNT(*) FROM enrollments e WHERE e.path_id = learning_paths.id AND e.status = 'completed'), \
           rating_sum = (SELECT COALESCE(SUM(rating), 0) FROM enrollments e WHERE e.path_id = learning_paths.id), \
           rating_count = (SELECT COUNT(rating) FROM enrollments e WHERE e.path_id = learning_paths.id)",
    )
    .await?;
    // The posts were scored with the current formula: nothing to redo at start-up.
    sink.execute("DELETE FROM popular_rescore_due").await
}

/// Refreshes the planner's statistics after the bulk load.
pub async fn analyze(sink: &mut Sink) -> Result<(), SinkError> {
    match sink {
        Sink::Sqlite(_) => sink.execute("ANALYZE").await,
        Sink::Postgres(_) => sink.execute("VACUUM ANALYZE").await,
    }
}
