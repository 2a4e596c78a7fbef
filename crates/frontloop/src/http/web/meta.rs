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

use super::first_view::FirstView;
use super::html::{escape, json_for_script};
use super::routes::Page;
use crate::app::error::{AppError, AppResult};
use crate::app::queries::{blog, catalogue, learners, paths};
use crate::app::social_cards;
use crate::app::state::AppState;
use crate::http::learning_paths;
use crate::http::posts::PostBody;
use crate::http::tasks::TaskBody;

/// The product's name, appended to titles that lack it.
pub const PRODUCT_NAME: &str = "Frontloop";
/// Where the blog's Atom feed is served.
pub const BLOG_FEED_PATH: &str = "/blog/feed.xml";
/// How many posts the blog list's structured data covers (docs/screens.md, Blog).
const BLOG_LIST_JSON_LD_POSTS: usize = 10;
/// Length of a description cut from a post's text (docs/screens.md, Blog post).
const DESCRIPTION_FALLBACK_CHARS: usize = 160;

/// The sharing image of a page without a card of its own: the site's card.
static DEFAULT_IMAGE: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| social_cards::site().url());
/// The site's search in the home page's `SearchAction`: the challenges
/// filtered by `q` (docs/screens.md, Page metadata).
const SEARCH_URL_TEMPLATE: &str = "/challenges?q={search_term_string}";
/// The product's profiles elsewhere (`sameAs`), as the app's footer links them
/// (`SOCIAL_LINKS` in web/src/lib/config.ts).
const SOCIAL_LINKS: [&str; 3] =
    ["https://github.com/frontloop", "https://twitter.com/frontloop", "https://www.linkedin.com/company/frontloop"];

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
    pub og_type: &'static str,
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
    /// The top of the page as HTML, painted before the app's code loads.
    pub first_view: Option<FirstView>,
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
            image: DEFAULT_IMAGE.clone(),
            noindex: false,
            og_type: "website",
            json_ld: None,
            status: StatusCode::OK,
            feed: false,
            hero_image: None,
            redirect: None,
            initial_data: None,
            first_view: None,
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
            og_type = self.og_type,
        );
        if self.noindex {
            head.push_str("<meta name=\"robots\" content=\"noindex,nofollow\">\n");
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

/// The metadata of `page`, looking up the challenge, post or path it shows.
pub async fn page_meta(state: &AppState, page: &Page) -> PageMeta {
    let public_url = state.config.public_url();
    match page {
        Page::Home => home(&public_url),
        Page::Login => PageMeta::new(
            "Sign in",
            "Sign in to Frontloop with GitHub to track your progress, keep your streak and share your work.",
            "/login",
        )
        .noindex(),
        Page::AuthCallback => {
            PageMeta::new("Signing you in", "Finishing your sign-in with GitHub.", "/auth/callback").noindex()
        }
        Page::Challenges => PageMeta {
            first_view: Some(FirstView::Challenges),
            ..PageMeta::new(
                "Front-end challenges",
                "Practise HTML, CSS, JavaScript and React with hands-on challenges for beginners to advanced developers.",
                "/challenges",
            )
        },
        Page::Challenge(slug) => challenge(state, slug).await,
        Page::Profile => {
            PageMeta::new("Your profile", "Your progress, streak and achievements on Frontloop.", "/profile").noindex()
        }
        Page::Blog => blog(state).await,
        Page::BlogPost(slug) => blog_post(state, slug).await,
        Page::Achievements => {
            PageMeta::new("Achievements", "Your achievement gallery on Frontloop.", "/achievements").noindex()
        }
        Page::Community => PageMeta::new(
            "Community",
            "See what front-end developers are building on Frontloop, share your own work and help each other.",
            "/community",
        ),
        Page::SharePost => {
            PageMeta::new("Share your work", "Share a challenge you built with the community.", "/community/share")
                .noindex()
        }
        Page::CommunityPost(id) => community_post(state, id).await,
        Page::LearningPaths => learning_paths(state).await,
        Page::LearningPath(id) => learning_path(state, id).await,
        Page::Solution(id) => solution(state, id).await,
        Page::Reviews => PageMeta::new(
            "Code reviews",
            "Learners asked for feedback on these solutions. Oldest first: they have waited longest.",
            "/reviews",
        ),
        Page::Notifications => {
            PageMeta::new("Notifications", "Reviews, comments, likes and achievements on Frontloop.", "/notifications")
                .noindex()
        }
        Page::Settings => PageMeta::new("Settings", "Your Frontloop account settings.", "/settings").noindex(),
        Page::Admin => PageMeta::new("Moderation", "Reports, suspensions and the moderation log.", "/admin").noindex(),
        Page::Portfolio(login) => portfolio(state, login).await,
        Page::Privacy => PageMeta::new("Privacy Policy", "How Frontloop handles your data.", "/privacy"),
        Page::Terms => PageMeta::new("Terms of Service", "The terms for using Frontloop.", "/terms"),
        Page::NotFound => not_found(),
    }
}

fn home(public_url: &str) -> PageMeta {
    let mut meta = PageMeta::new(
        "Frontloop — Learn front-end development by building real projects",
        "Practise front-end development with hands-on challenges, track your progress and streaks, \
         earn achievements and share your work with a community of developers.",
        "/",
    );
    // One block with a top-level type: the site, its search and its publisher.
    let home = format!("{public_url}/");
    meta.json_ld = Some(json!({
        "@context": "https://schema.org",
        "@type": "WebSite",
        "name": PRODUCT_NAME,
        "url": home,
        "description": meta.description,
        "inLanguage": "en-US",
        "potentialAction": {
            "@type": "SearchAction",
            "target": { "@type": "EntryPoint", "urlTemplate": absolute(public_url, SEARCH_URL_TEMPLATE) },
            "query-input": "required name=search_term_string",
        },
        "publisher": {
            "@type": "Organization",
            "name": PRODUCT_NAME,
            "url": home,
            "logo": absolute(public_url, "/favicon.svg"),
            "sameAs": SOCIAL_LINKS,
        },
    }));
    meta.first_view = Some(FirstView::Home);
    meta
}

/// A learner's portfolio: 404 when there is none or it is private or
/// suspended (the server renders for anyone: it knows no viewer), a
/// redirect from a login GitHub renamed.
async fn portfolio(state: &AppState, login: &str) -> PageMeta {
    use crate::app::accounts;
    let owner = match accounts::owner_of_login(state, login).await {
        Ok(Some(owner)) if accounts::may_see(state, &owner, None) => owner,
        Ok(_) => return not_found(),
        Err(_) => return PageMeta::new("Portfolio", "A front-end portfolio on Frontloop.", &format!("/u/{login}")),
    };
    let path = format!("/u/{}", owner.login);
    if owner.login != login {
        let mut meta = PageMeta::new("Portfolio", "A front-end portfolio on Frontloop.", &path);
        meta.redirect = Some(path);
        return meta;
    }
    let public_url = state.config.public_url();
    let display = owner.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| owner.login.clone());
    let completed = learners::progress_tally(state, owner.id).await.map(|tally| tally.completed).unwrap_or(0);
    let challenges = if completed == 1 { "challenge" } else { "challenges" };
    let description = format!("{display}'s front-end portfolio on Frontloop: {completed} completed {challenges}.");
    let mut meta = PageMeta::new(&format!("{display} (@{})", owner.login), &description, &path);
    meta.og_type = "profile";
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

fn not_found() -> PageMeta {
    let mut meta = PageMeta::new("Page not found", "This page does not exist on Frontloop.", "/").noindex();
    meta.status = StatusCode::NOT_FOUND;
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

async fn challenge(state: &AppState, slug: &str) -> PageMeta {
    match found(catalogue::task_by_slug(state, slug).await) {
        Ok(Some(task)) => {
            let path = format!("/challenges/{}", task.slug);
            let mut meta = PageMeta::new(&format!("{} challenge", task.title), &task.summary, &path);
            meta.image = social_cards::challenge(&task).url();
            meta.hero_image = task.image_url.clone();
            meta.og_type = "article";
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
                "image": absolute(&state.config.public_url(), task.image_url.as_deref().unwrap_or(&meta.image)),
            }));
            let archived = task.archived;
            meta.first_view = FirstView::of_task(&task);
            meta.initial_data = InitialData::of(format!("/api/tasks/by-slug/{}", task.slug), TaskBody::from(task));
            meta.retired(archived)
        }
        Ok(None) => not_found(),
        // The page still works without the database: the client shows its
        // own error, the metadata falls back to the generic one.
        Err(_) => PageMeta::new("Challenge", "A Frontloop challenge.", &format!("/challenges/{slug}")),
    }
}

async fn blog(state: &AppState) -> PageMeta {
    let public_url = state.config.public_url();
    let mut meta = PageMeta::new(
        "Blog",
        "Articles on modern front-end development: CSS, JavaScript, accessibility, performance and careers.",
        "/blog",
    );
    meta.feed = true;
    let posts = blog::published_posts(state).await.unwrap_or_default();
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

async fn blog_post(state: &AppState, slug: &str) -> PageMeta {
    let post = match found(blog::published_post(state, slug).await) {
        Ok(Some(post)) => post,
        Ok(None) => return not_found(),
        Err(_) => return PageMeta::new("Blog", "An article from the Frontloop blog.", &format!("/blog/{slug}")),
    };
    let public_url = state.config.public_url();
    let path = format!("/blog/{}", post.slug);
    let mut meta = PageMeta::new(&post_title(&post), &post_description(&post), &path);
    meta.og_type = "article";
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
    meta.first_view = FirstView::of_post(&post);
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

async fn learning_paths(state: &AppState) -> PageMeta {
    let public_url = state.config.public_url();
    let mut meta = PageMeta::new(
        "Learning paths",
        "Curated learning paths that mix articles and hands-on challenges, from beginner to advanced.",
        "/learning-paths",
    );
    let paths = paths::all_paths(state, None).await.unwrap_or_default();
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

async fn learning_path(state: &AppState, id: &str) -> PageMeta {
    let detail = match found(paths::path(state, id, None).await) {
        Ok(Some(detail)) => detail,
        Ok(None) => return not_found(),
        Err(_) => {
            return PageMeta::new(
                "Learning path",
                "A curated Frontloop learning path.",
                &format!("/learning-paths/{id}"),
            )
        }
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
    meta.first_view = FirstView::of_path(&path);
    meta.initial_data = InitialData::of(api_path, body);
    meta.retired(path.archived)
}

async fn community_post(state: &AppState, id: &str) -> PageMeta {
    let Ok(post_id) = id.parse::<i64>() else { return not_found() };
    let post = match found(crate::app::community::visible_post(state, post_id, None).await) {
        // What everybody may see: a hidden post's page is not found.
        Ok(Some(post)) if !post.hidden => post,
        Ok(_) => return not_found(),
        Err(_) => {
            return PageMeta::new(
                "Community post",
                "Work shared by a Frontloop learner.",
                &format!("/community/posts/{id}"),
            )
        }
    };
    let author = post.author.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| post.author.login.clone());
    let description: String = post.content.chars().take(DESCRIPTION_FALLBACK_CHARS).collect();
    let path = format!("/community/posts/{post_id}");
    let mut meta = PageMeta::new(&format!("{} — shared by {author}", post.task.title), &description, &path);
    meta.og_type = "article";
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

async fn solution(state: &AppState, id: &str) -> PageMeta {
    let Ok(solution_id) = id.parse::<i64>() else { return not_found() };
    let solution = match found(crate::app::solutions::visible(state, solution_id, None).await) {
        Ok(Some(solution)) if !solution.hidden && !solution.author_private => solution,
        Ok(_) => return not_found(),
        Err(_) => {
            return PageMeta::new("Solution", "A checked Frontloop solution.", &format!("/solutions/{id}"));
        }
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
    meta.og_type = "article";
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
    fn the_home_page_is_a_web_site_whose_search_is_the_challenges_filtered_by_q() {
        let json_ld = json_ld_block(&home("https://frontloop.dev").render_head("https://frontloop.dev"));
        assert_eq!(json_ld["@context"], "https://schema.org");
        assert_eq!(json_ld["@type"], "WebSite");
        assert_eq!(json_ld["url"], "https://frontloop.dev/");
        assert_eq!(
            json_ld["potentialAction"],
            json!({
                "@type": "SearchAction",
                "target": {
                    "@type": "EntryPoint",
                    "urlTemplate": "https://frontloop.dev/challenges?q={search_term_string}",
                },
                "query-input": "required name=search_term_string",
            })
        );
        assert_eq!(json_ld["publisher"]["@type"], "Organization");
        assert_eq!(json_ld["publisher"]["logo"], "https://frontloop.dev/favicon.svg");
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
