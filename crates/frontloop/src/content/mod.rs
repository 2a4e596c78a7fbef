//! The catalogue on disk (`content/`, format in `content/README.md`):
//! challenges, blog posts, learning paths and their images. Loading reads
//! and validates everything first; any error is reported as `file:line:
//! what is wrong` and nothing is imported.

mod acceptance;
pub mod front_matter;
mod markdown;
mod media;
mod records;

use std::fmt;
use std::path::{Path, PathBuf};

use frontloop_store::catalogue::Catalogue;

pub use markdown::{render_blog_markdown, sanitize};
pub use records::CATEGORIES;

/// One problem in one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub file: PathBuf,
    /// 1-based line, when known.
    pub line: Option<usize>,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}: {}", self.file.display(), self.message),
            None => write!(f, "{}: {}", self.file.display(), self.message),
        }
    }
}

/// Every problem found in a catalogue.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ContentErrors(pub Vec<ContentError>);

impl fmt::Display for ContentErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for error in &self.0 {
            writeln!(f, "{error}")?;
        }
        Ok(())
    }
}

/// Reads and validates the catalogue under `dir` for an import, which
/// removes whatever the catalogue lacks: on top of [`load_catalogue`]'s
/// checks, a catalogue without any challenge (an empty or mistyped folder)
/// is refused, as it would take every challenge and every learner's
/// progress on them with it.
pub fn load_catalogue_for_import(dir: &Path) -> Result<Catalogue, ContentErrors> {
    let catalogue = load_catalogue(dir)?;
    if catalogue.tasks.is_empty() {
        return Err(ContentErrors(vec![ContentError {
            file: dir.join("challenges"),
            line: None,
            message: "no challenges found: a catalogue needs at least one, and nothing is imported without".to_owned(),
        }]));
    }
    Ok(catalogue)
}

/// Reads and validates the whole catalogue under `dir`.
pub fn load_catalogue(dir: &Path) -> Result<Catalogue, ContentErrors> {
    let mut errors = Vec::new();
    let media = media::load_images(dir, &mut errors);
    let known_media: std::collections::HashSet<String> = media.iter().map(|m| m.path.clone()).collect();
    let mut loader = records::Loader { dir, known_media: &known_media, errors: &mut errors };
    let mut tasks = loader.load_tasks();
    let posts = loader.load_posts();
    let mut paths = loader.load_paths(&tasks, &posts);
    // Catalogue order: easiest first, then by slug, so that the list reads
    // as a progression whatever the file names.
    tasks.sort_by(|a, b| (a.difficulty, &a.slug).cmp(&(b.difficulty, &b.slug)));
    paths.sort_by(|a, b| (a.difficulty, &a.slug).cmp(&(b.difficulty, &b.slug)));
    if errors.is_empty() {
        Ok(Catalogue { tasks, posts, paths, media })
    } else {
        errors.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
        Err(ContentErrors(errors))
    }
}
