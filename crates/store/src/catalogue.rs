//! The catalogue as it is imported: challenges, blog posts, learning paths
//! and their images, already parsed and validated by the content loader.

use frontloop_domain::{Difficulty, PostStatus, Slug};

/// A challenge to insert or update, found by its slug.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTask {
    pub slug: Slug,
    pub title: String,
    pub summary: String,
    /// The Markdown brief.
    pub description: String,
    pub difficulty: Difficulty,
    pub tags: Vec<String>,
    pub image_url: Option<String>,
    /// The executable acceptance checks (a JSON array, `content/README.md`).
    pub acceptance_checks: String,
    /// Hash of the source files: an unchanged challenge is not rewritten.
    pub content_hash: String,
}

/// A blog post to insert or update, found by its slug.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBlogPost {
    pub slug: Slug,
    pub title: String,
    pub excerpt: Option<String>,
    /// Sanitized HTML.
    pub content_html: String,
    /// The text of the post without markup, for excerpts and search.
    pub content_text: String,
    pub categories: Vec<String>,
    pub featured_image: Option<String>,
    pub meta_title: Option<String>,
    pub meta_description: Option<String>,
    pub status: PostStatus,
    pub read_time_minutes: i64,
    pub published_at: i64,
    /// Hash of the source file.
    pub content_hash: String,
}

/// One entry of a learning path, naming its target by slug.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NewPathItem {
    Post(Slug),
    Task(Slug),
}

/// A learning path to insert or update, found by its slug.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPath {
    pub slug: Slug,
    pub title: String,
    pub description: String,
    pub difficulty: Difficulty,
    pub estimated_hours: i64,
    pub image_url: Option<String>,
    pub items: Vec<NewPathItem>,
    /// Hash of the source file.
    pub content_hash: String,
}

/// A file served under `/media/{path}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMedia {
    pub path: String,
    pub content_type: String,
    pub body: Vec<u8>,
    /// Hash of the body, sent as the HTTP `ETag`.
    pub etag: String,
}

/// Everything one import brings; the import applies all of it or nothing.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Catalogue {
    pub tasks: Vec<NewTask>,
    pub posts: Vec<NewBlogPost>,
    pub paths: Vec<NewPath>,
    pub media: Vec<NewMedia>,
}

/// What an import did to one kind of content.
///
/// Challenges, blog posts and learning paths that leave the catalogue are
/// archived, never deleted: learners' records point at them. Only images,
/// which nothing but the catalogue refers to, are removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Changes {
    pub added: u64,
    pub updated: u64,
    pub unchanged: u64,
    /// Gone from the catalogue and now archived (hidden from lists, kept
    /// for the records that point at them).
    pub archived: u64,
    /// Archived before and back in the catalogue now.
    pub restored: u64,
    /// Deleted (images only).
    pub removed: u64,
}

/// What an import did, per kind of content.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ImportSummary {
    pub tasks: Changes,
    pub posts: Changes,
    pub paths: Changes,
    pub media: Changes,
}
