//! Properties of content front-matter parsing: `front_matter::split` on
//! any text, then the whole loader (`load_catalogue`) on that text saved as
//! a challenge, a blog post and a learning path. Nothing panics; a problem
//! is an error value naming the file and a line inside it; anything
//! accepted satisfies the rules of `content/README.md` and carries the
//! fields the file gave it; and a valid document generated from the input
//! loads back with exactly the fields it was written with.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use chrono::DateTime;
use frontloop::content::front_matter::{line_of, split};
use frontloop::content::{load_catalogue, render_blog_markdown, ContentError, ContentErrors, CATEGORIES};
use frontloop_domain::{Difficulty, Slug};
use frontloop_store::catalogue::{Catalogue, NewBlogPost, NewPath, NewTask};
use serde_yaml::{Mapping, Value};

/// The one image every scratch catalogue holds, so `image:` can succeed.
const IMAGE: &str = "images/fuzz.svg";
const IMAGE_URL: &str = "/media/fuzz.svg";
const IMAGE_BODY: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"></svg>\n";
/// The file name used when the input names no valid slug.
const FALLBACK_STEM: &str = "fuzz";
/// The slug of generated documents.
const ROUND_TRIP_SLUG: &str = "fuzz-round-trip";
/// Words per minute of the read time (content/README.md).
const WORDS_PER_MINUTE: usize = 200;

/// The three kinds of record and their folders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Task,
    Post,
    Path,
}

impl Kind {
    const ALL: [Kind; 3] = [Kind::Task, Kind::Post, Kind::Path];

    fn folder(self) -> &'static str {
        match self {
            Kind::Task => "challenges",
            Kind::Post => "blog",
            Kind::Path => "paths",
        }
    }
}

/// A scratch folder holding one small catalogue per kind of record, each
/// with the one image and at most one Markdown file.
pub struct Scratch {
    root: PathBuf,
}

impl Scratch {
    /// Creates (or reuses) the catalogues under `root`.
    pub fn create(root: &Path) -> io::Result<Scratch> {
        for kind in Kind::ALL {
            let catalogue = root.join(kind.folder());
            for kind in Kind::ALL {
                fs::create_dir_all(catalogue.join(kind.folder()))?;
            }
            fs::create_dir_all(catalogue.join("images"))?;
            fs::write(catalogue.join(IMAGE), IMAGE_BODY)?;
        }
        Ok(Scratch { root: root.to_owned() })
    }

    /// The catalogue in which files of `kind` are loaded.
    fn catalogue(&self, kind: Kind) -> PathBuf {
        self.root.join(kind.folder())
    }

    /// Replaces the Markdown file of `kind`'s catalogue by `stem.md`.
    fn write(&self, kind: Kind, stem: &str, bytes: &[u8]) -> PathBuf {
        let folder = self.catalogue(kind).join(kind.folder());
        let entries = fs::read_dir(&folder).unwrap_or_else(|e| panic!("scratch folder {}: {e}", folder.display()));
        for entry in entries.flatten() {
            fs::remove_file(entry.path()).unwrap_or_else(|e| panic!("scratch file {}: {e}", entry.path().display()));
        }
        let file = folder.join(format!("{stem}.md"));
        fs::write(&file, bytes).unwrap_or_else(|e| panic!("scratch file {}: {e}", file.display()));
        file
    }

    /// Saves `bytes` as a `kind` file and loads that catalogue.
    fn load(&self, kind: Kind, stem: &str, bytes: &[u8]) -> (PathBuf, Result<Catalogue, ContentErrors>) {
        let file = self.write(kind, stem, bytes);
        (file, load_catalogue(&self.catalogue(kind)))
    }
}

/// Checks every property for one fuzz input.
pub fn check(data: &[u8], scratch: &Scratch) {
    let text = std::str::from_utf8(data).ok();
    if let Some(text) = text {
        check_split(text);
    }
    let front = text.and_then(|t| split(t).ok()).and_then(|doc| serde_yaml::from_str::<Value>(doc.yaml).ok());
    let stem = front
        .as_ref()
        .and_then(|f| yaml_str(f, "slug"))
        .filter(|slug| Slug::parse(slug).is_ok())
        .unwrap_or(FALLBACK_STEM)
        .to_owned();
    let mut accepted = Vec::new();
    for kind in Kind::ALL {
        let (file, loaded) = scratch.load(kind, &stem, data);
        match (text, loaded) {
            (None, Ok(_)) => panic!("a file that is not UTF-8 was accepted as {kind:?}"),
            (None, Err(errors)) => {
                assert_eq!(errors.0.len(), 1, "one error for the one file: {errors}");
                assert_eq!(errors.0[0].file, file);
                assert_eq!(errors.0[0].line, None, "a file that is not text has no line");
            }
            (Some(text), Err(errors)) => check_errors(&errors, &file, text),
            (Some(text), Ok(catalogue)) => {
                check_accepted(kind, &catalogue, text, &stem, front.as_ref());
                accepted.push(kind);
            }
        }
    }
    // Unknown keys are errors, and each kind requires a key another kind
    // rejects: no text is valid as two kinds at once.
    assert!(accepted.len() <= 1, "accepted as {accepted:?}");
    if let Some(text) = text {
        round_trip_task(text, scratch);
        round_trip_post(text, scratch);
    }
}

/// `split`: the front matter and body it returns are the file's own text,
/// cut at the first closing `---` line; a failure is reported on line 1.
fn check_split(text: &str) {
    let unbom = text.strip_prefix('\u{feff}').unwrap_or(text);
    let opener = ["---\n", "---\r\n"].into_iter().find(|o| unbom.starts_with(o));
    match (split(text), opener) {
        (Ok(doc), Some(opener)) => {
            let after = &unbom[opener.len()..];
            assert!(after.starts_with(doc.yaml), "front matter is not the text after the opener");
            assert!(after.ends_with(doc.body), "body is not the end of the file");
            let closing = after
                .get(doc.yaml.len()..after.len() - doc.body.len())
                .unwrap_or_else(|| panic!("front matter and body overlap in {text:?}"));
            assert_eq!(closing.trim_end(), "---", "closing line");
            assert!(!closing.trim_end_matches('\n').contains('\n'), "closing is one line: {closing:?}");
            assert!(closing.ends_with('\n') || doc.body.is_empty(), "the body starts on a new line");
            assert!(doc.yaml.is_empty() || doc.yaml.ends_with('\n'), "front matter is whole lines");
            assert!(
                doc.yaml.split_inclusive('\n').all(|line| line.trim_end() != "---"),
                "the front matter holds a closing line: the first one must end it"
            );
            for needle in ["slug:", "title:", "tags:", "items:", "status:", "published_at:"] {
                check_line_of(unbom, doc.yaml, needle);
            }
        }
        (Ok(doc), None) => panic!("split accepted {text:?} without an opening line: {doc:?}"),
        (Err(e), opener) => {
            assert_eq!(e.line, 1);
            assert!(!e.message.is_empty());
            if let Some(opener) = opener {
                let rest = &unbom[opener.len()..];
                assert!(
                    rest.split_inclusive('\n').all(|line| line.trim_end() != "---"),
                    "split missed the closing line of {text:?}"
                );
            }
        }
    }
}

/// `line_of` gives the file line (1-based) that really holds `needle`.
fn check_line_of(file: &str, yaml: &str, needle: &str) {
    match line_of(yaml, needle) {
        Some(line) => {
            assert!(line >= 2, "front matter starts on line 2");
            let text = file.lines().nth(line - 1).unwrap_or_else(|| panic!("line {line} of {file:?} does not exist"));
            assert!(text.contains(needle), "line {line} is {text:?}, without {needle:?}");
        }
        None => assert!(!yaml.lines().any(|l| l.contains(needle)), "{needle:?} is in the front matter"),
    }
}

/// A rejected file: every error names it, on a line it has, in one line
/// of text.
fn check_errors(errors: &ContentErrors, file: &Path, text: &str) {
    assert!(!errors.0.is_empty(), "Err without errors");
    // Any reading of a line break counts (YAML also breaks lines at \r,
    // U+0085, U+2028 and U+2029), plus one for a position at the very end.
    let lines = text.matches(['\n', '\r', '\u{85}', '\u{2028}', '\u{2029}']).count() + 2;
    for error in &errors.0 {
        check_error(error, file, lines);
    }
    let shown = errors.to_string();
    assert_eq!(shown.lines().count(), errors.0.len(), "one line per error:\n{shown}");
}

fn check_error(error: &ContentError, file: &Path, lines: usize) {
    assert_eq!(error.file, file, "{error}");
    if let Some(line) = error.line {
        assert!((1..=lines).contains(&line), "line {line} of a file with at most {lines}: {error}");
    }
    assert!(!error.message.trim().is_empty(), "an empty message");
    assert!(!error.message.contains(['\n', '\r']), "a message of several lines: {:?}", error.message);
    let prefix = match error.line {
        Some(line) => format!("{}:{line}: ", file.display()),
        None => format!("{}: ", file.display()),
    };
    assert!(error.to_string().starts_with(&prefix), "{error}");
}

/// An accepted file obeys the content rules and carries its own fields.
fn check_accepted(kind: Kind, catalogue: &Catalogue, text: &str, stem: &str, front: Option<&Value>) {
    let Ok(doc) = split(text) else { panic!("accepted without front matter") };
    let front = front.unwrap_or_else(|| panic!("accepted, but the front matter is not YAML: {:?}", doc.yaml));
    assert_eq!(catalogue.media.len(), 1, "the one image");
    let counts = (catalogue.tasks.len(), catalogue.posts.len(), catalogue.paths.len());
    match kind {
        Kind::Task => {
            assert_eq!(counts, (1, 0, 0));
            check_task(&catalogue.tasks[0], stem, doc.body, front);
        }
        Kind::Post => {
            assert_eq!(counts, (0, 1, 0));
            check_post(&catalogue.posts[0], stem, doc.body, front);
        }
        Kind::Path => {
            assert_eq!(counts, (0, 0, 1));
            check_path(&catalogue.paths[0], stem, front);
        }
    }
}

fn check_task(task: &NewTask, stem: &str, body: &str, front: &Value) {
    check_slug(&task.slug, stem);
    check_text("title", &task.title, 120, front);
    check_text("summary", &task.summary, 300, front);
    check_difficulty(task.difficulty, front);
    assert!((1..=6).contains(&task.tags.len()), "{} tags", task.tags.len());
    assert!(CATEGORIES.contains(&task.tags[0].as_str()), "first tag {:?}", task.tags[0]);
    assert_eq!(task.description, body.trim(), "the brief is the body");
    assert!(task.description.starts_with('#'), "the brief starts with a heading");
    check_image(task.image_url.as_deref(), front, "image");
}

fn check_post(post: &NewBlogPost, stem: &str, body: &str, front: &Value) {
    check_slug(&post.slug, stem);
    check_text("title", &post.title, 160, front);
    assert_eq!(Some(post.status.as_str()), yaml_str(front, "status"), "status");
    assert!(!post.categories.is_empty(), "no category");
    for key in ["excerpt", "meta_title", "meta_description"] {
        let kept = match key {
            "excerpt" => &post.excerpt,
            "meta_title" => &post.meta_title,
            _ => &post.meta_description,
        };
        if let Some(given) = yaml_str(front, key) {
            assert_eq!(kept.as_deref(), Some(given), "{key}");
        }
    }
    let published = yaml_str(front, "published_at").unwrap_or_else(|| panic!("published_at is not text"));
    let at = DateTime::parse_from_rfc3339(published).unwrap_or_else(|e| panic!("accepted {published:?}: {e}"));
    assert_eq!(post.published_at, at.timestamp_millis());
    let rendered = render_blog_markdown(body);
    assert_eq!(post.content_html, rendered.html);
    assert_eq!(post.content_text, rendered.text);
    let minutes = rendered.words.div_ceil(WORDS_PER_MINUTE).max(1);
    assert_eq!(post.read_time_minutes, i64::try_from(minutes).unwrap_or(i64::MAX));
    check_image(post.featured_image.as_deref(), front, "featured_image");
}

fn check_path(path: &NewPath, stem: &str, front: &Value) {
    check_slug(&path.slug, stem);
    check_text("title", &path.title, 120, front);
    check_text("description", &path.description, 600, front);
    check_difficulty(path.difficulty, front);
    assert!((1..=500).contains(&path.estimated_hours), "estimated_hours {}", path.estimated_hours);
    // The scratch catalogue has no challenge or post to point at.
    assert!(path.items.is_empty(), "items {:?} resolved against an empty catalogue", path.items);
    check_image(path.image_url.as_deref(), front, "image");
}

/// The type makes it a valid slug; it must also be the file's name.
fn check_slug(slug: &Slug, stem: &str) {
    assert_eq!(slug.as_str(), stem, "slug equals the file name");
}

/// A text field: 1 to `max` characters, not blank, and the value the front
/// matter gave when it gave a string.
fn check_text(key: &str, value: &str, max: usize, front: &Value) {
    assert!(!value.trim().is_empty(), "{key} is blank");
    assert!(value.chars().count() <= max, "{key} is longer than {max}");
    if let Some(given) = yaml_str(front, key) {
        assert_eq!(value, given, "{key}");
    }
}

fn check_difficulty(difficulty: Difficulty, front: &Value) {
    assert_eq!(Some(difficulty.as_str()), yaml_str(front, "difficulty"), "difficulty");
}

/// The only image in the scratch catalogue is `images/fuzz.svg`.
fn check_image(url: Option<&str>, front: &Value, key: &str) {
    match url {
        Some(url) => {
            assert_eq!(url, IMAGE_URL);
            assert_eq!(yaml_str(front, key), Some(IMAGE));
        }
        None => assert!(front.get(key).is_none_or(Value::is_null), "{key} given but not kept"),
    }
}

fn yaml_str<'v>(front: &'v Value, key: &str) -> Option<&'v str> {
    front.get(key).and_then(Value::as_str)
}

/// Cuts `line` to `max` characters; a blank result becomes `fallback`.
fn fit(line: Option<&str>, max: usize, fallback: &str) -> String {
    let cut: String = line.unwrap_or_default().chars().take(max).collect();
    if cut.trim().is_empty() {
        fallback.to_owned()
    } else {
        cut
    }
}

/// The input's lines as field values: title, summary, a tag, then the body.
struct Fields {
    first: String,
    second: Option<String>,
    third: String,
    body: String,
    pick: usize,
}

fn fields(text: &str, title_max: usize) -> Fields {
    let mut lines = text.splitn(4, '\n');
    let first = fit(lines.next(), title_max, "Title");
    let second = lines.next().map(str::to_owned);
    let third = lines.next().unwrap_or_default().to_owned();
    // The brief must open with a heading; what follows is the input's.
    let body = format!("# Heading\n\n{}", lines.next().unwrap_or_default());
    Fields { first, second, third, body, pick: text.len() }
}

/// Writes the front matter `yaml` and `body` as a document.
fn document(front: &Mapping, body: &str) -> String {
    let yaml = serde_yaml::to_string(front).unwrap_or_else(|e| panic!("serialising {front:?}: {e}"));
    format!("---\n{yaml}---\n{body}")
}

fn string_list(items: &[&str]) -> Value {
    Value::Sequence(items.iter().map(|s| Value::String((*s).to_owned())).collect())
}

/// A challenge written from the input's lines loads back field for field.
fn round_trip_task(text: &str, scratch: &Scratch) {
    let f = fields(text, 120);
    let summary = fit(f.second.as_deref(), 300, "Summary");
    let difficulty = Difficulty::ALL[f.pick % Difficulty::ALL.len()].as_str();
    let category = CATEGORIES[f.pick % CATEGORIES.len()];
    let tags: Vec<&str> = if f.third.is_empty() { vec![category] } else { vec![category, &f.third] };
    let image = matches!(f.pick % 2, 0);
    let mut front = Mapping::new();
    front.insert("slug".into(), ROUND_TRIP_SLUG.into());
    front.insert("title".into(), f.first.as_str().into());
    front.insert("difficulty".into(), difficulty.into());
    front.insert("tags".into(), string_list(&tags));
    if image {
        front.insert("image".into(), IMAGE.into());
    }
    front.insert("summary".into(), summary.as_str().into());
    let doc = document(&front, &f.body);
    let (_, loaded) = scratch.load(Kind::Task, ROUND_TRIP_SLUG, doc.as_bytes());
    let catalogue = loaded.unwrap_or_else(|e| panic!("a valid challenge was rejected:\n{e}\n{doc}"));
    let [task] = catalogue.tasks.as_slice() else { panic!("{} challenges from one file", catalogue.tasks.len()) };
    assert_eq!(task.slug, ROUND_TRIP_SLUG);
    assert_eq!(task.title, f.first, "title\n{doc}");
    assert_eq!(task.summary, summary, "summary\n{doc}");
    assert_eq!(task.difficulty.as_str(), difficulty);
    assert_eq!(task.tags, tags, "tags\n{doc}");
    assert_eq!(task.image_url.as_deref(), image.then_some(IMAGE_URL));
    assert_eq!(task.description, f.body.trim(), "description\n{doc}");
}

/// A blog post written from the input's lines loads back field for field.
fn round_trip_post(text: &str, scratch: &Scratch) {
    const TIMES: [&str; 3] = ["2026-03-14T09:00:00Z", "1999-12-31T23:59:59.999+14:00", "2026-03-14T09:00:00-05:30"];
    let f = fields(text, 160);
    let category = if f.third.is_empty() { "CSS" } else { f.third.as_str() };
    let published_at = TIMES[f.pick % TIMES.len()];
    let status = if matches!(f.pick % 2, 0) { "published" } else { "draft" };
    let mut front = Mapping::new();
    front.insert("slug".into(), ROUND_TRIP_SLUG.into());
    front.insert("title".into(), f.first.as_str().into());
    // Optional texts are kept as given, blank or not.
    if let Some(second) = &f.second {
        front.insert("excerpt".into(), second.as_str().into());
        front.insert("meta_description".into(), second.as_str().into());
    }
    front.insert("meta_title".into(), f.first.as_str().into());
    front.insert("categories".into(), string_list(&[category]));
    front.insert("published_at".into(), published_at.into());
    front.insert("status".into(), status.into());
    let doc = document(&front, &f.body);
    let (_, loaded) = scratch.load(Kind::Post, ROUND_TRIP_SLUG, doc.as_bytes());
    let catalogue = loaded.unwrap_or_else(|e| panic!("a valid post was rejected:\n{e}\n{doc}"));
    let [post] = catalogue.posts.as_slice() else { panic!("{} posts from one file", catalogue.posts.len()) };
    assert_eq!(post.title, f.first, "title\n{doc}");
    assert_eq!(post.excerpt, f.second, "excerpt\n{doc}");
    assert_eq!(post.meta_description, f.second, "meta_description\n{doc}");
    assert_eq!(post.meta_title.as_deref(), Some(f.first.as_str()), "meta_title\n{doc}");
    assert_eq!(post.categories, [category], "categories\n{doc}");
    assert_eq!(post.status.as_str(), status);
    let expected_at = DateTime::parse_from_rfc3339(published_at).map(|at| at.timestamp_millis());
    assert_eq!(Ok(post.published_at), expected_at);
    assert_eq!(post.content_html, render_blog_markdown(&f.body).html);
    assert_eq!(post.featured_image, None);
}
