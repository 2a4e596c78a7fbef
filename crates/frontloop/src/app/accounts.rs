//! A learner's account: their settings, their public portfolio, the export
//! of their data and the deletion of the account (docs/accounts.md).

use std::collections::BTreeSet;

use chrono::NaiveDate;
use frontloop_domain::account::{confirms_deletion, ProfileVisibility, Theme};
use frontloop_domain::achievements::{self, Achievement};
use frontloop_domain::streak::{current_streak, longest_streak};
use frontloop_domain::time::{now_millis, to_rfc3339, Millis, UserTimeZone};
use frontloop_store::models::{ExportSection, ExportValue, JobRef, PortfolioLists, SettingsChange, User};
use serde_json::{json, Map, Value};

use super::error::{AppError, AppResult};
use super::jobs;
use super::moderation::is_moderator;
use super::profile::progress_tally;
use crate::app::image_links::ImageLinks;
use crate::app::read_cache::ReadCache;
use frontloop_store::Store;
use std::collections::HashSet;

/// What the accounts' use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The read cache (`app::read_cache`).
    pub read_cache: &'a ReadCache,
    /// The moderators' GitHub numeric ids.
    pub moderators: &'a HashSet<i64>,
    /// Signs and checks the links to images that are not public.
    pub image_links: &'a ImageLinks,
}

/// How many solutions, posts and reviews a portfolio lists at most.
pub const PORTFOLIO_LIMIT: i64 = 10;
/// How many completed solutions a portfolio shows at most.
pub const PORTFOLIO_SOLUTIONS: i64 = 60;
/// Days of activity a portfolio shows (52 weeks, as on the profile).
pub const ACTIVITY_DAYS: i64 = 52 * 7;
/// Why a deletion's confirmation is refused (after the field's name).
pub const CONFIRM_WITH_LOGIN: &str = "does not match your login: type your login to confirm";
/// The export's format, so that a later change of shape can be told apart.
pub const EXPORT_FORMAT: &str = "frontloop-export/1";

/// A learner's settings as the settings page shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub profile_visibility: ProfileVisibility,
    pub theme: Theme,
    pub time_zone: String,
    /// True while the zone follows the browser's.
    pub time_zone_detected: bool,
    pub email: Option<String>,
    pub email_digest: bool,
}

/// What a learner changes in their settings; `None` keeps a value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsInput {
    pub profile_visibility: Option<ProfileVisibility>,
    pub theme: Option<Theme>,
    /// An IANA zone to count days in from now on.
    pub time_zone: Option<String>,
    /// `true`: follow the browser's zone again; `false`: keep the current
    /// zone whatever the browser says.
    pub time_zone_detected: Option<bool>,
    pub email_digest: Option<bool>,
}

/// The learner's settings.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "settings", user = user.id))]
pub async fn settings(deps: Deps<'_>, user: &User) -> AppResult<Settings> {
    let email_digest = deps.store.email_digest(user.id).await?;
    Ok(settings_of(user, email_digest))
}

/// Changes the learner's settings and answers the new ones.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "update_settings", user = user.id))]
pub async fn update_settings(deps: Deps<'_>, user: &User, input: SettingsInput) -> AppResult<Settings> {
    let chosen_time_zone = match (&input.time_zone, input.time_zone_detected) {
        (Some(zone), _) => Some(
            UserTimeZone::parse(zone)
                .map_err(|_| AppError::Invalid { field: "time_zone", message: "is not a known time zone".into() })?
                .name()
                .to_owned(),
        ),
        (None, Some(false)) => Some(user.time_zone.clone()),
        (None, _) => None,
    };
    let change = SettingsChange {
        profile_visibility: input.profile_visibility.map(|v| v.as_str().to_owned()),
        theme: input.theme.map(|t| t.as_str().to_owned()),
        detect_time_zone: chosen_time_zone.is_none() && input.time_zone_detected == Some(true),
        chosen_time_zone,
        email_digest: input.email_digest,
    };
    let updated = deps.store.update_settings(user.id, &change).await?.ok_or(AppError::NotFound("Learner"))?;
    settings(deps, &updated).await
}

fn settings_of(user: &User, email_digest: bool) -> Settings {
    Settings {
        profile_visibility: user.profile_visibility.parse().unwrap_or(ProfileVisibility::Public),
        theme: user.theme.parse().unwrap_or(Theme::System),
        time_zone: user.time_zone.clone(),
        time_zone_detected: !user.chose_time_zone(),
        email: user.email.clone(),
        email_digest,
    }
}

/// A learner's public page.
#[derive(Debug, Clone)]
pub struct Portfolio {
    pub user: User,
    /// Whether the viewer is the learner.
    pub is_owner: bool,
    pub completed: usize,
    pub current_streak: u32,
    pub longest_streak: u32,
    /// Completions per local day over [`ACTIVITY_DAYS`], oldest first.
    pub activity: Vec<(NaiveDate, u32)>,
    /// Today in the learner's zone.
    pub today: NaiveDate,
    /// Unlocked achievements with their time, oldest first.
    pub achievements: Vec<(&'static Achievement, Millis)>,
    pub lists: PortfolioLists,
    /// By solution id, the signed query that opens its screenshots in an
    /// `<img>`: for a private learner's page, which only they and
    /// moderators reach; empty for a public one.
    pub screenshot_queries: std::collections::HashMap<i64, String>,
}

/// The learner whose page `/u/{login}` is: the current holder of the login,
/// else the learner who had it before GitHub renamed them.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "owner_of_login", login = %login))]
pub async fn owner_of_login(store: &dyn Store, login: &str) -> AppResult<Option<User>> {
    if let Some(user) = store.user_by_login(login).await? {
        return Ok(Some(user));
    }
    Ok(store.user_by_previous_login(login).await?)
}

/// Whether anyone may see the portfolio and solutions of `owner`: not
/// while they are suspended, nor while private.
pub fn public(owner: &User) -> bool {
    owner.suspended_at.is_none() && !owner.is_private()
}

/// Whether `viewer` may see the portfolio and solutions of `owner`: not
/// while they are suspended, and only they (or a moderator) while private.
pub fn may_see(moderators: &HashSet<i64>, owner: &User, viewer: Option<&User>) -> bool {
    let own = viewer.is_some_and(|v| v.id == owner.id);
    let moderator = viewer.is_some_and(|v| is_moderator(moderators, v));
    if owner.suspended_at.is_some() {
        return moderator;
    }
    !owner.is_private() || own || moderator
}

/// The portfolio at `/u/{login}`, as `viewer` may see it; 404 when there
/// is none or it is not theirs to see.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "portfolio", login = %login, viewer = viewer.map(|u| u.id)))]
pub async fn portfolio(deps: Deps<'_>, login: &str, viewer: Option<&User>) -> AppResult<Portfolio> {
    let owner = owner_of_login(deps.store, login).await?.ok_or(AppError::NotFound("Profile"))?;
    if !may_see(deps.moderators, &owner, viewer) {
        return Err(AppError::NotFound("Profile"));
    }
    let tally = progress_tally(deps.store, deps.read_cache, owner.id).await?;
    let zone = UserTimeZone::parse(&owner.time_zone).unwrap_or_else(|_| UserTimeZone::utc());
    let today = zone.local(now_millis()).date();
    let first_day = today - chrono::Duration::days(ACTIVITY_DAYS - 1);
    let days: BTreeSet<NaiveDate> = tally.completions_per_day.keys().copied().collect();
    let activity = tally.completions_per_day.range(first_day..=today).map(|(d, n)| (*d, *n)).collect();
    let mut unlocked: Vec<(&'static Achievement, Millis)> = deps
        .store
        .unlocked_achievements(owner.id)
        .await?
        .into_iter()
        .filter_map(|(id, at)| achievements::find(&id).map(|a| (a, at)))
        .collect();
    unlocked.sort_by_key(|(a, at)| (*at, a.id));
    let lists = deps.store.portfolio_lists(owner.id, PORTFOLIO_SOLUTIONS, PORTFOLIO_LIMIT).await?;
    let mut screenshot_queries = std::collections::HashMap::new();
    if owner.is_private() {
        for solution in lists.solutions.iter().filter(|s| s.has_screenshot != 0) {
            let link = deps.image_links.sign(deps.store, solution.id, now_millis()).await?;
            screenshot_queries.insert(solution.id, link.to_query());
        }
    }
    Ok(Portfolio {
        screenshot_queries,
        is_owner: viewer.is_some_and(|v| v.id == owner.id),
        completed: tally.completed,
        current_streak: current_streak(&days, today),
        longest_streak: longest_streak(&days),
        activity,
        today,
        achievements: unlocked,
        lists,
        user: owner,
    })
}

/// Everything Frontloop holds about the learner, as one JSON document:
/// each section's rows as objects, times (`…_at` columns) in RFC 3339.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "export", user = user.id))]
pub async fn export(deps: Deps<'_>, user: &User) -> AppResult<Value> {
    let sections = deps.store.export_account(user.id).await?;
    let mut document = Map::new();
    document.insert("format".into(), json!(EXPORT_FORMAT));
    document.insert("exported_at".into(), json!(to_rfc3339(now_millis())));
    for ExportSection { name, rows } in sections {
        let rows: Vec<Value> = rows.into_iter().map(export_object).collect();
        let value = if name == "profile" { rows.into_iter().next().unwrap_or(Value::Null) } else { Value::Array(rows) };
        document.insert(name.to_owned(), value);
    }
    Ok(Value::Object(document))
}

fn export_object(row: Vec<(String, ExportValue)>) -> Value {
    let object = row
        .into_iter()
        .map(|(column, value)| {
            let value = match value {
                ExportValue::Null => Value::Null,
                ExportValue::Integer(ms) if column.ends_with("_at") => json!(to_rfc3339(ms)),
                ExportValue::Integer(n) => json!(n),
                ExportValue::Text(text) => json!(text),
            };
            (column, value)
        })
        .collect();
    Value::Object(object)
}

/// Deletes the learner's account when `confirmation` is their login: their
/// sessions end with it, and everything of theirs goes (docs/accounts.md).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "delete_account", user = user.id))]
pub async fn delete_account(deps: Deps<'_>, user: &User, confirmation: &str) -> AppResult<()> {
    if !confirms_deletion(confirmation, &user.login) {
        return Err(AppError::Invalid { field: "confirm_login", message: CONFIRM_WITH_LOGIN.into() });
    }
    // The learner's pending follow-ups, by the keys they were queued with.
    let mut pending = vec![JobRef { kind: jobs::ACHIEVEMENTS.into(), key: user.id.to_string() }];
    for entry in deps.store.user_progress(user.id).await? {
        let key = jobs::completion_key(user.id, entry.progress.task_id);
        pending.push(JobRef { kind: jobs::COMPLETION_EFFECTS.into(), key: key.clone() });
        pending.push(JobRef { kind: jobs::SOLUTION_CHECKS.into(), key });
    }
    if !deps.store.delete_account(user.id, &pending).await? {
        return Err(AppError::NotFound("Learner"));
    }
    tracing::info!(user_id = user.id, "account deleted");
    Ok(())
}

/// The zone to count in for `user`: the one they chose in their settings,
/// else the one their browser sends now, else the one stored, else UTC.
pub fn zone_in_force(user: &User, sent: Option<UserTimeZone>) -> UserTimeZone {
    match sent {
        Some(zone) if !user.chose_time_zone() => zone,
        _ => UserTimeZone::parse(&user.time_zone).unwrap_or_else(|_| UserTimeZone::utc()),
    }
}

/// [`zone_in_force`], remembered on the learner when their browser sent
/// another one than stored (a write: progress changes call it).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "remember_time_zone", user = user.id))]
pub async fn remember_time_zone(store: &dyn Store, user: &User, sent: Option<UserTimeZone>) -> AppResult<UserTimeZone> {
    let zone = zone_in_force(user, sent);
    if sent.is_some() && !user.chose_time_zone() && zone.name() != user.time_zone {
        store.set_time_zone(user.id, zone.name()).await?;
    }
    Ok(zone)
}
