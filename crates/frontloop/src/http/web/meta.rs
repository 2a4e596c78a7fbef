//! Page metadata rendered into the HTML the server sends (docs/quality.md), by
//! the rules of docs/screens.md ("Page metadata"): title, description, canonical link,
//! Open Graph and Twitter tags (image 1200×630) and JSON-LD. The web app's
//! `PageMeta` component updates the same elements in place, and builds the
//! same JSON-LD: a page without structured data of its own carries a
//! `WebPage`, the home page a `WebSite` whose search is the challenges'.

use axum::http::StatusCode;
use serde_json::json;

use frontloop_domain::time::to_rfc3339;
use frontloop_store::models::{BlogPost, PathSummary};

use super::first_view::{task_image, FirstView};
use super::html::{escape, json_for_script};
use super::pages::{with_origin, DeclaredMeta, FirstViewSource, Pages, Route, NOT_FOUND};
use crate::app::error::{AppError, AppResult};
use crate::app::queries::{blog, catalogue, learners, paths};
use crate::app::social_cards;
use crate::app::state::AppState;
use crate::http::learning_paths;
use crate::http::posts::PostBody;
use crate::http::tasks::ChallengeBody;

/// The product's name, appended to titles that lack it.
pub const PRODUCT_NAME: &str = "Frontloop";
/// Where the blog's Atom feed is served.
pub const BLOG_FEED_PATH: &str = "/blog/feed.xml";
/// How many posts the blog list's structured data covers (docs/screens.md, Blog).
const BLOG_LIST_JSON_LD_POSTS: usize = 10;
/// Length of a description cut from a post's text (docs/screens.md, Blog post).
const DESCRIPTION_FALLBACK_CHARS: usize = 160;

/// Everything the `<head>` of one page says about it.
#[derive(Debug, Clone, PartialEq)]
pub struct PageMeta {
    pub title: String,
    pub description: String,
    /// Path of the canonical URL (no query string).
    pub canonical_path: String,
    /// Relative or absolute URL of the sharing image.
    pub image: String,
    pub noindex: bool,
    pub og_type: String,
    /// The page's structured data; `None` for the `WebPage` of a page with
    /// none of its own (see [`PageMeta::structured_data`]).
    pub json_ld: Option<serde_json::Value>,
    /// 404 for paths that show nothing, so crawlers see no soft 404s.
    pub status: StatusCode,
    /// Whether the head links the blog's Atom feed.
    pub feed: bool,
    /// The picture that is the page's largest paint (a challenge's or a
    /// post's image), preloaded: the app only asks for it once its code and
    /// data have arrived.
    pub hero_image: Option<String>,
    /// Where the page moved (a renamed learner's portfolio): answered with
    /// `301 Moved Permanently` instead of the page.
    pub redirect: Option<String>,
    /// The page's first API answer as a signed-out visitor gets it, embedded
    /// so that the app paints without a round trip first.
    pub initial_data: Option<InitialData>,
    /// The top of the page as HTML, painted before the app's code loads:
    /// the app's `<main>` with it inside.
    pub first_view: Option<String>,
    /// Tags the first view needs in the `<head>` (its picture's preload).
    pub first_view_head: Option<String>,
    /// The first view drawn from the page's data, put inside the app's
    /// `<main>` by [`page_meta`].
    data_first_view: Option<FirstView>,
}

/// An API answer embedded in a page (`<script type="application/json"
/// id="initial-data">`): the web app's API client takes it, once, for the
/// GET of `path` when it has no session (docs/performance.md).
#[derive(Debug, Clone, PartialEq)]
pub struct InitialData {
    /// The call's path, as the app asks it (`/api/tasks/by-slug/…`).
    pub path: String,
    pub body: serde_json::Value,
}

impl InitialData {
    /// `body` as the answer to GET `path`; `None` if it does not serialize.
    fn of(path: String, body: impl serde::Serialize) -> Option<InitialData> {
        Some(InitialData { path, body: serde_json::to_value(body).ok()? })
    }
}

/// Appends the product name to a title that does not mention it.
pub fn with_product_name(title: &str) -> String {
    if title.contains(PRODUCT_NAME) {
        title.to_owned()
    } else {
        format!("{title} | {PRODUCT_NAME}")
    }
}

/// Makes a relative URL absolute on the product's origin.
pub fn absolute(public_url: &str, url: &str) -> String {
    if url.starts_with("http://") || url.starts_with("https://") {
        url.to_owned()
    } else {
        format!("{public_url}/{}", url.trim_start_matches('/'))
    }
}

impl PageMeta {
    fn new(title: &str, description: &str, canonical_path: &str) -> PageMeta {
        PageMeta {
            title: with_product_name(title),
            description: description.to_owned(),
            canonical_path: canonical_path.to_owned(),
            image: String::new(),
            noindex: false,
            og_type: "website".to_owned(),
            json_ld: None,
            status: StatusCode::OK,
            feed: false,
            hero_image: None,
            redirect: None,
            initial_data: None,
            first_view: None,
            first_view_head: None,
            data_first_view: None,
        }
    }

    /// The metadata the app declares for a page (`pages.rs`), at `path`
    /// unless it names its canonical path.
    fn declared(declared: &DeclaredMeta, path: &str, public_url: &str) -> PageMeta {
        PageMeta {
            title: declared.title.clone(),
            noindex: declared.noindex,
            og_type: declared.og_type.clone(),
            json_ld: declared.json_ld.as_ref().map(|json_ld| with_origin(json_ld, public_url)),
            ..PageMeta::new(&declared.title, &declared.description, declared.canonical_path.as_deref().unwrap_or(path))
        }
    }

    fn noindex(mut self) -> PageMeta {
        self.noindex = true;
        self
    }

    /// Content that left the catalogue: the page still serves (it says so,
    /// and learners' links to it keep working) but answers `410 Gone`, so
    /// crawlers drop it, and is not indexed.
    fn retired(mut self, archived: bool) -> PageMeta {
        if archived {
            self.status = StatusCode::GONE;
            self.noindex = true;
        }
        self
    }

    /// The page's JSON-LD: its own, else a `WebPage` with its title,
    /// canonical URL and description (what the app's `PageMeta` builds for a
    /// page that passes none).
    pub fn structured_data(&self, public_url: &str) -> serde_json::Value {
        self.json_ld.clone().unwrap_or_else(|| {
            json!({
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": self.title,
                "url": absolute(public_url, &self.canonical_path),
                "description": self.description,
            })
        })
    }

    /// The `<title>`, `<meta>`, `<link>` and JSON-LD elements.
    pub fn render_head(&self, public_url: &str) -> String {
        let title = escape(&self.title);
        let description = escape(&self.description);
        let url = escape(&absolute(public_url, &self.canonical_path));
        let image = escape(&absolute(public_url, &self.image));
        let mut head = format!(
            "<title>{title}</title>\n\
             <meta name=\"description\" content=\"{description}\">\n\
             <link rel=\"canonical\" href=\"{url}\">\n\
             <meta property=\"og:site_name\" content=\"{PRODUCT_NAME}\">\n\
             <meta property=\"og:type\" content=\"{og_type}\">\n\
             <meta property=\"og:title\" content=\"{title}\">\n\
             <meta property=\"og:description\" content=\"{description}\">\n\
             <meta property=\"og:url\" content=\"{url}\">\n\
             <meta property=\"og:image\" content=\"{image}\">\n\
             <meta property=\"og:image:width\" content=\"1200\">\n\
             <meta property=\"og:image:height\" content=\"630\">\n\
             <meta property=\"og:image:type\" content=\"image/png\">\n\
             <meta name=\"twitter:card\" content=\"summary_large_image\">\n\
             <meta name=\"twitter:title\" content=\"{title}\">\n\
             <meta name=\"twitter:description\" content=\"{description}\">\n\
             <meta name=\"twitter:image\" content=\"{image}\">\n",
            og_type = escape(&self.og_type),
        );
        if self.noindex {
            head.push_str("<meta name=\"robots\" content=\"noindex,nofollow\">\n");
        }
        if let Some(tags) = &self.first_view_head {
            head.push_str(tags);
            head.push('\n');
        }
        if let Some(image) = &self.hero_image {
            head.push_str(&format!(
                "<link rel=\"preload\" as=\"image\" href=\"{}\" fetchpriority=\"high\">\n",
                escape(&absolute(public_url, image))
            ));
        }
        if self.feed {
            head.push_str(&format!(
                "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"{PRODUCT_NAME} Blog\" href=\"{}\">\n",
                escape(&absolute(public_url, BLOG_FEED_PATH))
            ));
        }
        head.push_str(&format!(
            "<script type=\"application/ld+json\" id=\"page-jsonld\">{}</script>\n",
            json_for_script(&self.structured_data(public_url))
        ));
        if let Some(data) = &self.initial_data {
            head.push_str(&format!(
                "<script type=\"application/json\" id=\"initial-data\" data-path=\"{}\">{}</script>\n",
                escape(&data.path),
                json_for_script(&data.body)
            ));
        }
        head
    }
}

/// The pages whose metadata the server renders from their data, by their
/// names in the app's page table (`pages.rs`); every other page's is the
/// table's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataPage {
    Challenge,
    Blog,
    BlogPost,
    CommunityPost,
    LearningPaths,
    LearningPath,
    Solution,
    Portfolio,
}

impl DataPage {
    /// Every data page, for the check that the app's table and the server agree.
    pub const ALL: [DataPage; 8] = [
        DataPage::Challenge,
        DataPage::Blog,
        DataPage::BlogPost,
        DataPage::CommunityPost,
        DataPage::LearningPaths,
        DataPage::LearningPath,
        DataPage::Solution,
        DataPage::Portfolio,
    ];

    /// The page's name in the app's table.
    pub fn id(self) -> &'static str {
        match self {
            DataPage::Challenge => "challenge",
            DataPage::Blog => "blog",
            DataPage::BlogPost => "blogPost",
            DataPage::CommunityPost => "communityPost",
            DataPage::LearningPaths => "learningPaths",
            DataPage::LearningPath => "learningPath",
            DataPage::Solution => "solution",
            DataPage::Portfolio => "portfolio",
        }
    }

    /// The data page named `id`.
    pub fn from_id(id: &str) -> Option<DataPage> {
        DataPage::ALL.into_iter().find(|page| page.id() == id)
    }
}

/// The metadata of the page `route` shows at `path`: the app's own, or,
/// for a page whose data decides it, rendered from that data (with the
/// app's as the fallback when the data cannot be read).
pub async fn page_meta(state: &AppState, pages: &Pages, route: &Route<'_>, path: &str) -> PageMeta {
    let public_url = state.config.public_url();
    let page = route.page;
    let declared = PageMeta::declared(&page.meta, path, &public_url);
    // What the app shows where the data does not exist: the page's own
    // "not found" state, else the not-found page's.
    let missing = || {
        let declared = page.missing_meta.as_ref().or_else(|| pages.by_id(NOT_FOUND).map(|not_found| &not_found.meta));
        let meta = match declared {
            Some(declared) => PageMeta::declared(declared, path, &public_url),
            None => PageMeta::new("Page not found", "", path).noindex(),
        };
        PageMeta { status: StatusCode::NOT_FOUND, ..meta }
    };
    let mut meta = match DataPage::from_id(&page.id).filter(|_| page.data_meta) {
        None => declared,
        Some(DataPage::Challenge) => challenge(state, route.param("slug"), declared, missing()).await,
        Some(DataPage::Blog) => blog(state, declared).await,
        Some(DataPage::BlogPost) => blog_post(state, route.param("slug"), declared, missing()).await,
        Some(DataPage::CommunityPost) => community_post(state, route.param("postId"), declared, missing()).await,
        Some(DataPage::LearningPaths) => learning_paths(state, declared).await,
        Some(DataPage::LearningPath) => learning_path(state, route.param("id"), declared, missing()).await,
        Some(DataPage::Solution) => solution(state, route.param("id"), declared, missing()).await,
        Some(DataPage::Portfolio) => portfolio(state, route.param("login"), declared, missing()).await,
    };
    if page.id == NOT_FOUND {
        meta.status = StatusCode::NOT_FOUND;
    }
    if meta.image.is_empty() {
        // The app names the site's card; linked with its revision, as
        // every card is.
        let site = social_cards::site();
        let declared = pages.default_image();
        meta.image = if declared == site.path() { site.url() } else { declared.to_owned() };
    }
    match page.first_view {
        Some(FirstViewSource::Static) => {
            meta.first_view = page.first_view_html.clone();
            meta.first_view_head = page.first_view_head.clone().filter(|tags| !tags.is_empty());
        }
        Some(FirstViewSource::Data) => {
            meta.first_view = meta.data_first_view.take().map(|view| view.render(pages.main_open()));
        }
        None => {}
    }
    meta
}

/// A learner's portfolio: 404 when there is none or it is private or
/// suspended (the server renders for anyone: it knows no viewer), a
/// redirect from a login GitHub renamed.
async fn portfolio(state: &AppState, login: &str, declared: PageMeta, missing: PageMeta) -> PageMeta {
    use crate::app::accounts;
    let owner = match learners::owner_of_login(state.reads(), login).await {
        Ok(Some(owner)) if accounts::public(&owner) => owner,
        Ok(_) => return missing,
        Err(_) => return declared,
    };
    let path = format!("/u/{}", owner.login);
    if owner.login != login {
        return PageMeta { redirect: Some(path), ..declared };
    }
    let public_url = state.config.public_url();
    let display = owner.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| owner.login.clone());
    let completed = learners::progress_tally(state.reads(), owner.id).await.map(|tally| tally.completed).unwrap_or(0);
    let challenges = if completed == 1 { "challenge" } else { "challenges" };
    let description = format!("{display}'s front-end portfolio on Frontloop: {completed} completed {challenges}.");
    let mut meta = PageMeta::new(&format!("{display} (@{})", owner.login), &description, &path);
    meta.og_type = "profile".to_owned();
    meta.image = social_cards::portfolio(&owner, completed).url();
    let github = format!("{}/{}", state.config.github_oauth_url.trim_end_matches('/'), owner.login);
    meta.json_ld = Some(json!({
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        "url": absolute(&public_url, &path),
        "name": meta.title,
        "description": description,
        "dateCreated": to_rfc3339(owner.created_at),
        "mainEntity": {
            "@type": "Person",
            "name": display,
            "alternateName": owner.login,
            "identifier": owner.login,
            "image": owner.avatar_url,
            "url": absolute(&public_url, &path),
            "sameAs": [github],
        },
    }));
    meta
}

/// A read's answer with "not found" as `None`, as the pages tell it apart
/// from a failure (a 404 page against a generic one).
fn found<T>(answer: AppResult<T>) -> AppResult<Option<T>> {
    match answer {
        Ok(value) => Ok(Some(value)),
        Err(AppError::NotFound(_)) => Ok(None),
        Err(err) => Err(err),
    }
}

async fn challenge(state: &AppState, slug: &str, declared: PageMeta, missing: PageMeta) -> PageMeta {
    match found(catalogue::challenge_by_slug(state.reads(), slug).await) {
        Ok(Some(challenge)) => {
            let task = &challenge.task;
            let path = format!("/challenges/{}", task.slug);
            let mut meta = PageMeta::new(&format!("{} challenge", task.title), &task.summary, &path);
            meta.image = social_cards::challenge(task).url();
            meta.hero_image = task.image_url.clone();
            meta.og_type = "article".to_owned();
            meta.json_ld = Some(json!({
                "@context": "https://schema.org",
                "@type": "LearningResource",
                "name": task.title,
                "description": task.summary,
                "url": absolute(&state.config.public_url(), &path),
                "educationalLevel": task.difficulty,
                "keywords": task.tags.join(", "),
                "learningResourceType": "Coding challenge",
                "isAccessibleForFree": true,
                "image": absolute(&state.config.public_url(), &task_image(task.image_url.as_deref(), &task.tags)),
            }));
            let archived = task.archived;
            meta.data_first_view = FirstView::of_task(task);
            // The challenge call's own answer, stories included.
            let api_path = format!("/api/tasks/by-slug/{}", task.slug);
            meta.initial_data = InitialData::of(api_path, ChallengeBody::from(challenge));
            meta.retired(archived)
        }
        Ok(None) => missing,
        // The page still works without the database: the client shows its
        // own error, the metadata falls back to the generic one.
        Err(_) => declared,
    }
}

async fn blog(state: &AppState, declared: PageMeta) -> PageMeta {
    let public_url = state.config.public_url();
    let mut meta = declared;
    meta.feed = true;
    let posts = blog::published_posts(state.reads()).await.unwrap_or_default();
    let entries: Vec<serde_json::Value> = posts
        .iter()
        .take(BLOG_LIST_JSON_LD_POSTS)
        .map(|post| {
            json!({
                "@type": "BlogPosting",
                "headline": post.title,
                "url": absolute(&public_url, &format!("/blog/{}", post.slug)),
                "datePublished": to_rfc3339(post.published_at),
                "image": post.featured_image.as_deref().map(|i| absolute(&public_url, i)),
            })
        })
        .collect();
    meta.json_ld = Some(json!({
        "@context": "https://schema.org",
        "@type": "Blog",
        "name": format!("{PRODUCT_NAME} Blog"),
        "url": absolute(&public_url, "/blog"),
        "blogPost": entries,
    }));
    meta
}

/// The description rule of docs/screens.md "Blog post": meta description, else the
/// excerpt, else the first 160 characters of the text.
pub fn post_description(post: &BlogPost) -> String {
    post.meta_description
        .clone()
        .filter(|d| !d.trim().is_empty())
        .or_else(|| post.excerpt.clone().filter(|e| !e.trim().is_empty()))
        .unwrap_or_else(|| post.content_text.chars().take(DESCRIPTION_FALLBACK_CHARS).collect())
}

/// The title rule of docs/screens.md "Blog post": meta title, or the title plus
/// " - Frontloop Blog".
pub fn post_title(post: &BlogPost) -> String {
    post.meta_title
        .clone()
        .filter(|t| !t.trim().is_empty())
        .unwrap_or_else(|| format!("{} - {PRODUCT_NAME} Blog", post.title))
}

async fn blog_post(state: &AppState, slug: &str, declared: PageMeta, missing: PageMeta) -> PageMeta {
    let post = match found(blog::published_post(state.reads(), slug).await) {
        Ok(Some(post)) => post,
        Ok(None) => return missing,
        Err(_) => return declared,
    };
    let public_url = state.config.public_url();
    let path = format!("/blog/{}", post.slug);
    let mut meta = PageMeta::new(&post_title(&post), &post_description(&post), &path);
    meta.og_type = "article".to_owned();
    meta.feed = true;
    meta.image = social_cards::blog_post(&post).url();
    meta.hero_image = post.featured_image.clone();
    meta.json_ld = Some(json!({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "headline": post.title,
        "description": meta.description,
        "url": absolute(&public_url, &path),
        "mainEntityOfPage": absolute(&public_url, &path),
        "image": absolute(&public_url, post.featured_image.as_deref().unwrap_or(&meta.image)),
        "datePublished": to_rfc3339(post.published_at),
        "dateModified": to_rfc3339(post.updated_at),
        "keywords": post.categories.join(", "),
        "author": { "@type": "Organization", "name": PRODUCT_NAME },
        "publisher": { "@type": "Organization", "name": PRODUCT_NAME, "logo": { "@type": "ImageObject", "url": absolute(&public_url, "/favicon.svg") } },
    }));
    let archived = post.archived;
    meta.data_first_view = FirstView::of_post(&post);
    meta.initial_data = InitialData::of(format!("/api/posts/by-slug/{}", post.slug), PostBody::from(post));
    meta.retired(archived)
}

/// `aggregateRating` from real learner ratings only (docs/screens.md, Page metadata).
fn aggregate_rating(path: &PathSummary) -> Option<serde_json::Value> {
    (path.rating_count > 0).then(|| {
        json!({
            "@type": "AggregateRating",
            "ratingValue": ((path.rating_sum as f64 / path.rating_count as f64) * 10.0).round() / 10.0,
            "ratingCount": path.rating_count,
            "bestRating": 5,
            "worstRating": 1,
        })
    })
}

fn course_json(public_url: &str, path: &PathSummary) -> serde_json::Value {
    let mut course = json!({
        "@type": "Course",
        "name": path.title,
        "description": path.description,
        "url": absolute(public_url, &format!("/learning-paths/{}", path.slug)),
        "educationalLevel": path.difficulty,
        "timeRequired": format!("PT{}H", path.estimated_hours),
        "provider": { "@type": "Organization", "name": PRODUCT_NAME },
    });
    if let Some(rating) = aggregate_rating(path) {
        course["aggregateRating"] = rating;
    }
    course
}

async fn learning_paths(state: &AppState, declared: PageMeta) -> PageMeta {
    let public_url = state.config.public_url();
    let mut meta = declared;
    let paths = paths::all_paths(state.reads(), None).await.unwrap_or_default();
    let items: Vec<serde_json::Value> = paths
        .iter()
        .take(10)
        .enumerate()
        .map(|(i, p)| json!({ "@type": "ListItem", "position": i + 1, "item": course_json(&public_url, p) }))
        .collect();
    meta.json_ld = Some(
        json!({ "@context": "https://schema.org", "@type": "ItemList", "name": "Frontloop learning paths", "itemListElement": items }),
    );
    meta
}

async fn learning_path(state: &AppState, id: &str, declared: PageMeta, missing: PageMeta) -> PageMeta {
    let detail = match found(paths::path(state.reads(), id, None).await) {
        Ok(Some(detail)) => detail,
        Ok(None) => return missing,
        Err(_) => return declared,
    };
    let public_url = state.config.public_url();
    let api_path = format!("/api/learning-paths/{id}");
    let body = learning_paths::detail_body(detail.clone());
    let path = detail.path;
    let mut meta = PageMeta::new(
        &format!("{} learning path", path.title),
        &path.description,
        &format!("/learning-paths/{}", path.slug),
    );
    meta.image = social_cards::learning_path(&path).url();
    let mut course = course_json(&public_url, &path);
    course["@context"] = json!("https://schema.org");
    meta.json_ld = Some(course);
    meta.data_first_view = FirstView::of_path(&path);
    meta.initial_data = InitialData::of(api_path, body);
    meta.retired(path.archived)
}

async fn community_post(state: &AppState, id: &str, declared: PageMeta, missing: PageMeta) -> PageMeta {
    let Ok(post_id) = id.parse::<i64>() else { return missing };
    let post = match found(crate::app::community::visible_post(state.community(), post_id, None).await) {
        // What everybody may see: a hidden post's page is not found.
        Ok(Some(post)) if !post.hidden => post,
        Ok(_) => return missing,
        Err(_) => return declared,
    };
    let author = post.author.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| post.author.login.clone());
    let description: String = post.content.chars().take(DESCRIPTION_FALLBACK_CHARS).collect();
    let path = format!("/community/posts/{post_id}");
    let mut meta = PageMeta::new(&format!("{} — shared by {author}", post.task.title), &description, &path);
    meta.og_type = "article".to_owned();
    meta.image = social_cards::community_post(&post).url();
    meta.json_ld = Some(json!({
        "@context": "https://schema.org",
        "@type": "SocialMediaPosting",
        "headline": format!("{} — shared by {author}", post.task.title),
        "articleBody": post.content,
        "datePublished": to_rfc3339(post.created_at),
        "author": { "@type": "Person", "name": author },
        "url": absolute(&state.config.public_url(), &path),
    }));
    meta
}

async fn solution(state: &AppState, id: &str, declared: PageMeta, missing: PageMeta) -> PageMeta {
    let Ok(solution_id) = id.parse::<i64>() else { return missing };
    let solution = match found(crate::app::solutions::visible(state.solutions(), solution_id, None).await) {
        Ok(Some(solution)) if !solution.hidden && !solution.author_private => solution,
        Ok(_) => return missing,
        Err(_) => return declared,
    };
    let author =
        solution.author.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| solution.author.login.clone());
    let title = format!("{} by {author}", solution.task.title);
    let outcome = match solution.score {
        Some(score) => format!("scored {score}/100 by Frontloop's checks"),
        None => "checked by Frontloop: repository, live site and page audit".to_owned(),
    };
    let description = format!("{author}'s solution to the {} challenge, {outcome}.", solution.task.title);
    let path = format!("/solutions/{solution_id}");
    let mut meta = PageMeta::new(&title, &description, &path);
    meta.og_type = "article".to_owned();
    // Its card shows the rendered audit's 1200×630 shot of the learner's
    // page when there is one.
    meta.image = social_cards::solution(&solution).url();
    meta.json_ld = Some(json!({
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        "name": title,
        "description": description,
        "dateCreated": to_rfc3339(solution.completed_at),
        "author": { "@type": "Person", "name": author },
        "url": absolute(&state.config.public_url(), &path),
        "isBasedOn": absolute(&state.config.public_url(), &format!("/challenges/{}", solution.task.slug)),
    }));
    meta
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appends_the_product_name_once() {
        assert_eq!(with_product_name("Blog"), "Blog | Frontloop");
        assert_eq!(with_product_name("Grid - Frontloop Blog"), "Grid - Frontloop Blog");
    }

    #[test]
    fn renders_escaped_tags_with_absolute_urls() {
        let mut meta = PageMeta::new("<b>\"x\"</b>", "d & d", "/blog/x");
        meta.image = "/media/blog/x.svg".into();
        let head = meta.render_head("https://frontloop.dev");
        assert!(head.contains("<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt; | Frontloop</title>"), "{head}");
        assert!(head.contains("content=\"https://frontloop.dev/media/blog/x.svg\""));
        assert!(head.contains("<link rel=\"canonical\" href=\"https://frontloop.dev/blog/x\">"));
        assert!(head.contains("og:image:width\" content=\"1200\""));
        assert!(!head.contains("noindex"));
        assert!(!head.contains("rel=\"preload\""), "only pages with a hero image preload one");
    }

    /// The JSON of the head's one `#page-jsonld` block.
    fn json_ld_block(head: &str) -> serde_json::Value {
        let open = "<script type=\"application/ld+json\" id=\"page-jsonld\">";
        assert_eq!(head.matches("application/ld+json").count(), 1, "{head}");
        let text = head.split(open).nth(1).and_then(|rest| rest.split("</script>").next()).expect("a JSON-LD block");
        serde_json::from_str(text).expect("parseable JSON-LD")
    }

    #[test]
    fn a_page_without_structured_data_of_its_own_carries_a_web_page() {
        let meta = PageMeta::new("Privacy Policy", "How Frontloop handles your data.", "/privacy");
        assert_eq!(
            json_ld_block(&meta.render_head("https://frontloop.dev")),
            json!({
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": "Privacy Policy | Frontloop",
                "url": "https://frontloop.dev/privacy",
                "description": "How Frontloop handles your data.",
            })
        );
    }

    #[test]
    fn the_declared_structured_data_names_the_site_s_origin() {
        let declared = DeclaredMeta {
            title: "Frontloop".into(),
            description: "d".into(),
            canonical_path: None,
            noindex: false,
            og_type: "website".into(),
            json_ld: Some(
                json!({ "@type": "WebSite", "url": "{origin}/", "q": "{origin}/challenges?q={search_term_string}" }),
            ),
        };
        let meta = PageMeta::declared(&declared, "/", "https://frontloop.dev");
        let json_ld = json_ld_block(&meta.render_head("https://frontloop.dev"));
        assert_eq!(json_ld["url"], "https://frontloop.dev/");
        assert_eq!(json_ld["q"], "https://frontloop.dev/challenges?q={search_term_string}");
        assert_eq!(meta.title, "Frontloop", "the build gives the full title");
    }

    #[test]
    fn preloads_the_hero_image() {
        let mut meta = PageMeta::new("Grid", "d", "/blog/grid");
        meta.hero_image = Some("/media/blog/grid.svg".into());
        let head = meta.render_head("https://frontloop.dev");
        assert!(
            head.contains("<link rel=\"preload\" as=\"image\" href=\"https://frontloop.dev/media/blog/grid.svg\" fetchpriority=\"high\">"),
            "{head}"
        );
    }
}
