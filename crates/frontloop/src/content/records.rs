//! Challenges, blog posts and learning paths: their front matter, checked
//! field by field.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use chrono::DateTime;
use frontloop_domain::{Difficulty, PostStatus, Slug};
use frontloop_store::catalogue::{NewBlogPost, NewPath, NewPathItem, NewTask};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::front_matter::{line_of, split};
use super::markdown::render_blog_markdown;
use super::ContentError;

/// The six categories of the challenge filter; a challenge's first tag is
/// one of them (it names the fallback image).
pub const CATEGORIES: [&str; 6] = ["HTML", "CSS", "JavaScript", "DOM", "Responsive Design", "Web APIs"];
/// Words read per minute, for a post's read time.
const WORDS_PER_MINUTE: usize = 200;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TaskFront {
    slug: String,
    title: String,
    difficulty: String,
    tags: Vec<String>,
    image: Option<String>,
    summary: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PostFront {
    slug: String,
    title: String,
    excerpt: Option<String>,
    categories: Vec<String>,
    featured_image: Option<String>,
    meta_title: Option<String>,
    meta_description: Option<String>,
    published_at: String,
    status: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PathFront {
    slug: String,
    title: String,
    description: String,
    difficulty: String,
    estimated_hours: i64,
    image: Option<String>,
    items: Vec<ItemFront>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ItemFront {
    post: Option<String>,
    task: Option<String>,
}

/// One source file, read and split.
struct Source {
    file: PathBuf,
    text: String,
    hash: String,
}

/// Loads the three kinds of record, collecting every error.
pub struct Loader<'a> {
    pub dir: &'a Path,
    pub known_media: &'a HashSet<String>,
    pub errors: &'a mut Vec<ContentError>,
}

impl Loader<'_> {
    fn error(&mut self, file: &Path, line: Option<usize>, message: impl Into<String>) {
        self.errors.push(ContentError { file: file.to_owned(), line, message: message.into() });
    }

    /// The `.md` files of a sub-folder, sorted by name.
    fn sources(&mut self, folder: &str) -> Vec<Source> {
        let dir = self.dir.join(folder);
        let Ok(entries) = std::fs::read_dir(&dir) else { return Vec::new() };
        let mut files: Vec<PathBuf> =
            entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "md")).collect();
        files.sort();
        let mut sources = Vec::new();
        for file in files {
            match std::fs::read_to_string(&file) {
                Ok(text) => {
                    let hash = hash_of(&[text.as_str()]);
                    sources.push(Source { file, text, hash });
                }
                Err(e) => self.error(&file, None, format!("cannot be read as UTF-8 text: {e}")),
            }
        }
        sources
    }

    /// Parses the front matter of `source` into `T`, and returns it with the body.
    fn parse<'s, T: DeserializeOwned>(&mut self, source: &'s Source) -> Option<(T, &'s str, &'s str)> {
        let doc = match split(&source.text) {
            Ok(doc) => doc,
            Err(e) => {
                self.error(&source.file, Some(e.line), e.message);
                return None;
            }
        };
        match serde_yaml::from_str::<T>(doc.yaml) {
            Ok(front) => Some((front, doc.yaml, doc.body)),
            Err(e) => {
                // The YAML starts on the file's second line.
                let line = e.location().map_or(2, |l| l.line() + 1);
                let message = e.to_string();
                let message = one_line(message.split(" at line ").next().unwrap_or(&message));
                self.error(&source.file, Some(line), format!("front matter: {message}"));
                None
            }
        }
    }

    /// The record's slug, which must also be its file's name.
    fn check_slug(&mut self, source: &Source, yaml: &str, slug: &str) -> Option<Slug> {
        let line = line_of(yaml, "slug:");
        let parsed = match Slug::parse(slug) {
            Ok(parsed) => parsed,
            Err(e) => {
                self.error(&source.file, line, e.to_string());
                return None;
            }
        };
        let stem = source.file.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        if stem != slug {
            self.error(&source.file, line, format!("slug {slug:?} must equal the file name {stem:?}"));
            return None;
        }
        Some(parsed)
    }

    /// A `difficulty:` or `status:` value, parsed, or an error on its line.
    fn check_choice<T: std::str::FromStr<Err: std::fmt::Display>>(
        &mut self,
        source: &Source,
        yaml: &str,
        key: &str,
        value: &str,
    ) -> Option<T> {
        match value.parse::<T>() {
            Ok(parsed) => Some(parsed),
            Err(e) => {
                self.error(&source.file, line_of(yaml, &format!("{key}:")), e.to_string());
                None
            }
        }
    }

    /// Checks a front-matter image path and turns it into its `/media/` URL.
    fn image_url(&mut self, source: &Source, yaml: &str, key: &str, image: Option<&str>) -> Option<String> {
        let image = image?;
        let line = line_of(yaml, key);
        let Some(below) = image.strip_prefix("images/") else {
            self.error(&source.file, line, format!("{key} must be a path under images/, e.g. images/challenges/x.svg"));
            return None;
        };
        if !self.known_media.contains(below) {
            self.error(&source.file, line, format!("{key} {image:?} does not exist"));
            return None;
        }
        Some(format!("/media/{below}"))
    }

    fn check_text(&mut self, source: &Source, yaml: &str, key: &str, value: &str, max: usize) -> bool {
        let length = value.chars().count();
        if value.trim().is_empty() || length > max {
            self.error(
                &source.file,
                line_of(yaml, &format!("{key}:")),
                format!("{key} must be 1-{max} characters (has {length})"),
            );
            return false;
        }
        true
    }

    /// Every challenge under `challenges/`.
    pub fn load_tasks(&mut self) -> Vec<NewTask> {
        let mut tasks = Vec::new();
        for source in self.sources("challenges") {
            let Some((front, yaml, body)) = self.parse::<TaskFront>(&source) else { continue };
            let slug = self.check_slug(&source, yaml, &front.slug);
            let difficulty = self.check_choice::<Difficulty>(&source, yaml, "difficulty", &front.difficulty);
            let mut ok = self.check_text(&source, yaml, "title", &front.title, 120);
            ok &= self.check_text(&source, yaml, "summary", &front.summary, 300);
            if front.tags.is_empty() || front.tags.len() > 6 {
                self.error(&source.file, line_of(yaml, "tags:"), "tags must list 1 to 6 tags");
                ok = false;
            } else if !CATEGORIES.contains(&front.tags[0].as_str()) {
                let message = format!("the first tag must be one of {}", CATEGORIES.join(", "));
                self.error(&source.file, line_of(yaml, "tags:"), message);
                ok = false;
            }
            if !body.trim_start().starts_with('#') {
                self.error(&source.file, None, "the brief must start with a heading (anonymous visitors see only it)");
                ok = false;
            }
            let image_url = self.image_url(&source, yaml, "image", front.image.as_deref());
            let checks = super::acceptance::load(self.dir, &front.slug, body, self.errors);
            let (Some(slug), Some(difficulty), Some(checks)) = (slug, difficulty, checks) else { continue };
            // The checks are part of the challenge: a change to them alone
            // rewrites it.
            let content_hash = match &checks.source {
                Some(text) => hash_of(&[source.text.as_str(), text.as_str()]),
                None => source.hash.clone(),
            };
            if ok && (front.image.is_none() || image_url.is_some()) {
                tasks.push(NewTask {
                    slug,
                    title: front.title,
                    summary: front.summary,
                    description: body.trim().to_owned(),
                    difficulty,
                    tags: front.tags,
                    image_url,
                    acceptance_checks: checks.json,
                    content_hash,
                });
            }
        }
        tasks
    }

    /// Every blog post under `blog/`.
    pub fn load_posts(&mut self) -> Vec<NewBlogPost> {
        let mut posts = Vec::new();
        for source in self.sources("blog") {
            let Some((front, yaml, body)) = self.parse::<PostFront>(&source) else { continue };
            let slug = self.check_slug(&source, yaml, &front.slug);
            let mut ok = self.check_text(&source, yaml, "title", &front.title, 160);
            let status = self.check_choice::<PostStatus>(&source, yaml, "status", &front.status);
            if front.categories.is_empty() {
                self.error(&source.file, line_of(yaml, "categories:"), "categories must list at least one category");
                ok = false;
            }
            let published_at = match DateTime::parse_from_rfc3339(&front.published_at) {
                Ok(at) => at.timestamp_millis(),
                Err(_) => {
                    let message = "published_at must be an RFC 3339 time such as 2026-03-14T09:00:00Z";
                    self.error(&source.file, line_of(yaml, "published_at:"), message);
                    ok = false;
                    0
                }
            };
            let image_url = self.image_url(&source, yaml, "featured_image", front.featured_image.as_deref());
            let (Some(slug), Some(status)) = (slug, status) else { continue };
            if !ok || (front.featured_image.is_some() && image_url.is_none()) {
                continue;
            }
            let rendered = render_blog_markdown(body);
            posts.push(NewBlogPost {
                slug,
                title: front.title,
                excerpt: front.excerpt,
                content_html: rendered.html,
                content_text: rendered.text,
                categories: front.categories,
                featured_image: image_url,
                meta_title: front.meta_title,
                meta_description: front.meta_description,
                status,
                read_time_minutes: rendered.words.div_ceil(WORDS_PER_MINUTE).max(1) as i64,
                published_at,
                content_hash: source.hash.clone(),
            });
        }
        posts
    }

    /// Every learning path under `paths/`; items must name loaded
    /// challenges and published posts.
    pub fn load_paths(&mut self, tasks: &[NewTask], posts: &[NewBlogPost]) -> Vec<NewPath> {
        let task_slugs: HashMap<&str, &Slug> = tasks.iter().map(|t| (t.slug.as_str(), &t.slug)).collect();
        let post_slugs: HashMap<&str, &Slug> =
            posts.iter().filter(|p| p.status == PostStatus::Published).map(|p| (p.slug.as_str(), &p.slug)).collect();
        let mut paths = Vec::new();
        for source in self.sources("paths") {
            let Some((front, yaml, _)) = self.parse::<PathFront>(&source) else { continue };
            let slug = self.check_slug(&source, yaml, &front.slug);
            let difficulty = self.check_choice::<Difficulty>(&source, yaml, "difficulty", &front.difficulty);
            let mut ok = self.check_text(&source, yaml, "title", &front.title, 120);
            ok &= self.check_text(&source, yaml, "description", &front.description, 600);
            if !(1..=500).contains(&front.estimated_hours) {
                self.error(&source.file, line_of(yaml, "estimated_hours:"), "estimated_hours must be 1-500");
                ok = false;
            }
            let mut items = Vec::new();
            for item in &front.items {
                match (&item.post, &item.task) {
                    (Some(slug), None) => match post_slugs.get(slug.as_str()) {
                        Some(known) => items.push(NewPathItem::Post((*known).clone())),
                        None => {
                            self.error(
                                &source.file,
                                line_of(yaml, slug),
                                format!("no published blog post has slug {slug:?}"),
                            );
                            ok = false;
                        }
                    },
                    (None, Some(slug)) => match task_slugs.get(slug.as_str()) {
                        Some(known) => items.push(NewPathItem::Task((*known).clone())),
                        None => {
                            self.error(&source.file, line_of(yaml, slug), format!("no challenge has slug {slug:?}"));
                            ok = false;
                        }
                    },
                    _ => {
                        self.error(
                            &source.file,
                            line_of(yaml, "items:"),
                            "each item names exactly one of post: or task:",
                        );
                        ok = false;
                    }
                }
            }
            let unique: HashSet<&NewPathItem> = items.iter().collect();
            if unique.len() != items.len() {
                self.error(&source.file, line_of(yaml, "items:"), "an item is listed twice");
                ok = false;
            }
            let image_url = self.image_url(&source, yaml, "image", front.image.as_deref());
            let (Some(slug), Some(difficulty)) = (slug, difficulty) else { continue };
            if ok && (front.image.is_none() || image_url.is_some()) {
                paths.push(NewPath {
                    slug,
                    title: front.title,
                    description: front.description,
                    difficulty,
                    estimated_hours: front.estimated_hours,
                    image_url,
                    items,
                    content_hash: source.hash.clone(),
                });
            }
        }
        paths
    }
}

/// Escapes line breaks and other control characters, which a quoted YAML
/// key can carry into serde's message (an unknown field named "a\nb"), so
/// that every error stays one `file:line: what is wrong` line.
/// The content hash of a record made of these texts.
fn hash_of(texts: &[&str]) -> String {
    let mut hasher = Sha256::new();
    for (n, text) in texts.iter().enumerate() {
        if n > 0 {
            // A separator no text holds: ("ab", "c") is not ("a", "bc").
            hasher.update([0u8]);
        }
        hasher.update(text.as_bytes());
    }
    frontloop_domain::hex::hex(&hasher.finalize()[..16])
}

fn one_line(message: &str) -> String {
    message.chars().map(|c| if c.is_control() { c.escape_default().to_string() } else { c.to_string() }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by the front_matter fuzz target: a quoted key with a newline
    /// split the error report over two lines.
    #[test]
    fn front_matter_errors_stay_on_one_line() {
        let dir = tempfile::tempdir().expect("temporary directory");
        std::fs::create_dir(dir.path().join("challenges")).expect("folder");
        std::fs::write(dir.path().join("challenges/x.md"), "---\n\"a\\nb\\r\": 1\n---\n").expect("file");
        let errors = crate::content::load_catalogue(dir.path()).expect_err("unknown key");
        assert_eq!(errors.0.len(), 1);
        assert!(errors.0[0].message.contains("unknown field `a\\nb\\r`"), "{}", errors.0[0].message);
        assert_eq!(errors.to_string().lines().count(), 1, "{errors}");
    }

    #[test]
    fn one_line_escapes_control_characters_only() {
        assert_eq!(one_line("a\nb\tc é"), "a\\nb\\tc é");
    }
}
