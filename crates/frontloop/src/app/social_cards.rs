//! Social cards (docs/accounts.md, "Social cards"): the 1200×630 PNG that a
//! link preview shows for a challenge, a blog post, a learning path, a
//! community post, a solution, a portfolio and the site itself, drawn by
//! `frontloop-cards` from what the page shows.
//!
//! Each card has a revision, a hash of everything drawn on it (and of the
//! template's version): pages link to `/social/{kind}/{key}.png?v={revision}`,
//! so a changed title is a new URL, and the PNG of one revision is drawn
//! once and kept in the read cache (`app::read_cache`).

use axum::body::Bytes;
use frontloop_cards::{render_png, Card, TEMPLATE_VERSION};
use frontloop_store::models::{BlogPost, CommunityPost, PathSummary, Solution, Task, User};
use sha2::{Digest, Sha256};

use super::accounts;
use super::checks::report::Report;
use super::error::{capitalize, AppError, AppResult};
use super::profile::progress_tally;
use super::read_cache::{CacheKey, Cached, Revision};
use crate::app::read_cache::ReadCache;
use frontloop_domain::hex::hex;
use frontloop_store::Store;

/// What the social cards use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The read cache (`app::read_cache`).
    pub read_cache: &'a ReadCache,
}

/// The longest subtitle taken from a text, in characters (the card wraps
/// and cuts it further).
const SUBTITLE_CHARS: usize = 240;

/// What a card is of: its URL segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardKind {
    Challenge,
    BlogPost,
    LearningPath,
    CommunityPost,
    Solution,
    Portfolio,
    Site,
}

impl CardKind {
    /// Every kind.
    pub const ALL: [CardKind; 7] = [
        CardKind::Challenge,
        CardKind::BlogPost,
        CardKind::LearningPath,
        CardKind::CommunityPost,
        CardKind::Solution,
        CardKind::Portfolio,
        CardKind::Site,
    ];

    /// The kind's segment in `/social/{segment}/{key}.png`.
    pub fn segment(self) -> &'static str {
        match self {
            CardKind::Challenge => "challenges",
            CardKind::BlogPost => "blog",
            CardKind::LearningPath => "paths",
            CardKind::CommunityPost => "posts",
            CardKind::Solution => "solutions",
            CardKind::Portfolio => "u",
            CardKind::Site => "site",
        }
    }

    /// The kind of a URL segment.
    pub fn from_segment(segment: &str) -> Option<CardKind> {
        CardKind::ALL.into_iter().find(|kind| kind.segment() == segment)
    }
}

/// A card ready to be linked or drawn.
#[derive(Debug, Clone)]
pub struct CardSpec {
    pub kind: CardKind,
    /// The slug, id or login in the URL.
    pub key: String,
    /// The text of the card (its image, if any, is loaded when drawn).
    pub card: Card,
    /// The solution whose 1200×630 screenshot is drawn on the card.
    pub screenshot_of: Option<i64>,
    /// A hash of everything drawn.
    pub revision: String,
}

impl CardSpec {
    fn new(kind: CardKind, key: &str, card: Card, screenshot_of: Option<i64>, image_revision: &str) -> CardSpec {
        let mut hash = Sha256::new();
        for part in [TEMPLATE_VERSION, kind.segment(), key, &card.kind, &card.title, &card.subtitle, image_revision] {
            hash.update(part.as_bytes());
            hash.update([0]);
        }
        for fact in &card.facts {
            hash.update(fact.as_bytes());
            hash.update([0]);
        }
        let revision = hex(&hash.finalize()[..8]);
        CardSpec { kind, key: key.to_owned(), card, screenshot_of, revision }
    }

    /// Where the card is served, without its revision.
    pub fn path(&self) -> String {
        format!("/social/{}/{}.png", self.kind.segment(), self.key)
    }

    /// Where the card is served, with its revision.
    pub fn url(&self) -> String {
        format!("/social/{}/{}.png?v={}", self.kind.segment(), self.key, self.revision)
    }

    /// The cache's key for this revision of the card.
    fn cache_key(&self) -> String {
        format!("{}/{}@{}", self.kind.segment(), self.key, self.revision)
    }
}

/// The site's own card, for pages without one of their own.
pub fn site() -> CardSpec {
    let card = Card {
        kind: "Frontloop".into(),
        title: "Learn front-end development by building real projects".into(),
        subtitle: "Hands-on challenges, checked solutions, code reviews, learning paths and a community of developers."
            .into(),
        facts: vec!["HTML".into(), "CSS".into(), "JavaScript".into(), "React".into()],
        image_png: None,
    };
    CardSpec::new(CardKind::Site, "frontloop", card, None, "")
}

/// A challenge's card.
pub fn challenge(task: &Task) -> CardSpec {
    let mut facts = vec![capitalize(task.difficulty.as_str())];
    if !task.tags.is_empty() {
        facts.push(task.tags.iter().take(3).cloned().collect::<Vec<_>>().join(" · "));
    }
    let card = text_card("Challenge", &task.title, &task.summary, facts);
    CardSpec::new(CardKind::Challenge, task.slug.as_str(), card, None, "")
}

/// A blog post's card.
pub fn blog_post(post: &BlogPost) -> CardSpec {
    let summary =
        post.excerpt.clone().or_else(|| post.meta_description.clone()).unwrap_or_else(|| post.content_text.clone());
    let mut facts: Vec<String> = post.categories.iter().take(2).cloned().collect();
    facts.push(format!("{} min read", post.read_time_minutes.max(1)));
    let card = text_card("Blog", &post.title, &summary, facts);
    CardSpec::new(CardKind::BlogPost, post.slug.as_str(), card, None, "")
}

/// A learning path's card.
pub fn learning_path(path: &PathSummary) -> CardSpec {
    let steps = if path.item_count == 1 { "1 step".to_owned() } else { format!("{} steps", path.item_count) };
    let facts = vec![capitalize(path.difficulty.as_str()), steps, format!("About {} hours", path.estimated_hours)];
    let card = text_card("Learning path", &path.title, &path.description, facts);
    CardSpec::new(CardKind::LearningPath, path.slug.as_str(), card, None, "")
}

/// A community post's card.
pub fn community_post(post: &CommunityPost) -> CardSpec {
    let subtitle = format!("@{}: {}", post.author.login, post.content);
    let facts = vec![capitalize(post.task.difficulty.as_str())];
    let card = text_card("Community", &post.task.title, &subtitle, facts);
    CardSpec::new(CardKind::CommunityPost, &post.id.to_string(), card, None, "")
}

/// A solution's card, with the rendered audit's 1200×630 screenshot of the
/// learner's page when there is one.
pub fn solution(solution: &Solution) -> CardSpec {
    let mut facts = vec![capitalize(solution.task.difficulty.as_str())];
    if let Some(score) = solution.score {
        facts.push(format!("Score {score}"));
    }
    let author = display_name(solution.author.name.as_deref(), &solution.author.login);
    let subtitle = format!("by {author} (@{})", solution.author.login);
    let card = text_card("Solution", &solution.task.title, &subtitle, facts);
    let report = Report::from_stored(&solution.report);
    let social = report.rendered.is_some_and(|r| r.screenshots.iter().any(|s| s.viewport == "social"));
    // The screenshots change with each run of the checks.
    let image_revision = if social { solution.checked_at.unwrap_or_default().to_string() } else { String::new() };
    CardSpec::new(CardKind::Solution, &solution.id.to_string(), card, social.then_some(solution.id), &image_revision)
}

/// A portfolio's card.
pub fn portfolio(user: &User, completed: usize) -> CardSpec {
    let name = display_name(user.name.as_deref(), &user.login);
    let challenges =
        if completed == 1 { "1 completed challenge".to_owned() } else { format!("{completed} completed challenges") };
    let card = text_card("Portfolio", &name, &format!("@{} on Frontloop", user.login), vec![challenges]);
    CardSpec::new(CardKind::Portfolio, &user.login, card, None, "")
}

/// The card at `/social/{segment}/{key}.png` as anyone may see it: 404
/// for what does not exist or is not public (a hidden post or solution, a
/// private or suspended learner's solution or portfolio).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "spec_for", key = %key))]
pub async fn spec_for(deps: Deps<'_>, kind: CardKind, key: &str) -> AppResult<CardSpec> {
    let store = deps.store;
    let id = || key.parse::<i64>().map_err(|_| AppError::NotFound("Card"));
    let spec = match kind {
        CardKind::Site => (key == "frontloop").then(site),
        CardKind::Challenge => store.task_by_slug(key).await?.map(|task| challenge(&task)),
        CardKind::BlogPost => store.published_post(key).await?.map(|post| blog_post(&post)),
        CardKind::LearningPath => store.learning_path(key, None).await?.map(|detail| learning_path(&detail.path)),
        CardKind::CommunityPost => {
            store.community_post(id()?, None).await?.filter(|post| !post.hidden).map(|post| community_post(&post))
        }
        CardKind::Solution => {
            store.solution(id()?).await?.filter(|s| !s.hidden && !s.author_private).map(|s| solution(&s))
        }
        CardKind::Portfolio => match accounts::owner_of_login(deps.store, key).await? {
            Some(owner) if owner.login == key && accounts::public(&owner) => {
                let tally = progress_tally(store, deps.read_cache, owner.id).await?;
                Some(portfolio(&owner, tally.completed))
            }
            _ => None,
        },
    };
    spec.ok_or(AppError::NotFound("Card"))
}

/// The PNG of `spec`: from the cache, else drawn (off the async threads)
/// and kept.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "png"))]
pub async fn png(deps: Deps<'_>, spec: CardSpec) -> AppResult<Bytes> {
    let key = spec.cache_key();
    // The key names the card's revision: any kept PNG under it is current.
    let cache_key = CacheKey::Card(key.clone());
    if let Some(Cached::Png(png)) = deps.read_cache.at(&cache_key, Revision::default()) {
        return Ok(png);
    }
    let mut card = spec.card;
    if let Some(solution_id) = spec.screenshot_of {
        card.image_png = deps.store.solution_screenshot(solution_id, "social").await?.map(|shot| shot.body);
    }
    let started = std::time::Instant::now();
    let png = tokio::task::spawn_blocking(move || render_png(&card))
        .await
        .map_err(|e| AppError::Internal(format!("card renderer stopped: {e}").into()))?
        .map_err(|e| AppError::Internal(e.into()))?;
    tracing::debug!(card = %key, duration_ms = started.elapsed().as_millis() as u64, bytes = png.len(), "card drawn");
    let png = Bytes::from(png);
    let size = png.len() + 64;
    let cache = deps.read_cache;
    cache.put(
        cache_key,
        Revision::default(),
        Cached::Png(png.clone()),
        size,
        std::time::Instant::now(),
        cache.writes(),
    );
    Ok(png)
}

fn text_card(kind: &str, title: &str, text: &str, facts: Vec<String>) -> Card {
    let subtitle: String = text.split_whitespace().collect::<Vec<_>>().join(" ").chars().take(SUBTITLE_CHARS).collect();
    Card { kind: kind.into(), title: title.into(), subtitle, facts, image_png: None }
}

fn display_name(name: Option<&str>, login: &str) -> String {
    name.map(str::trim).filter(|n| !n.is_empty()).unwrap_or(login).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_name_every_kind_once() {
        for kind in CardKind::ALL {
            assert_eq!(CardKind::from_segment(kind.segment()), Some(kind));
        }
        assert_eq!(CardKind::from_segment("users"), None);
    }

    #[test]
    fn the_revision_follows_what_is_drawn() {
        let a = site();
        assert_eq!(a.revision, site().revision, "stable");
        let mut other = a.card.clone();
        other.title.push('!');
        let b = CardSpec::new(CardKind::Site, "frontloop", other, None, "");
        assert_ne!(a.revision, b.revision);
        let c = CardSpec::new(CardKind::Site, "frontloop", a.card.clone(), None, "42");
        assert_ne!(a.revision, c.revision, "a new screenshot is a new revision");
        assert_eq!(a.url(), format!("/social/site/frontloop.png?v={}", a.revision));
    }

    #[test]
    fn subtitles_are_one_line_of_bounded_length() {
        let card = text_card("Blog", "T", &format!("a\n\n b {}", "x".repeat(500)), vec![]);
        assert!(card.subtitle.starts_with("a b x"));
        assert_eq!(card.subtitle.chars().count(), SUBTITLE_CHARS);
    }
}
