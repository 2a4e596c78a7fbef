//! A learner's notifications: their text and link, the unread count, and
//! marking them read. They are written by the store with the actions that
//! cause them (docs/reviews.md).

use frontloop_domain::achievements;
use frontloop_domain::time::now_millis;
use frontloop_domain::NotificationKind;
use frontloop_store::models::{Notification, User};

use super::error::{AppError, AppResult};
use frontloop_store::Store;

/// What the notifications' use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
}

/// Notifications in one page.
pub const PAGE: i64 = 20;

/// A notification as the learner reads it.
#[derive(Debug)]
pub struct Shown {
    pub notification: Notification,
    /// The sentence shown, naming who did it.
    pub message: String,
    /// Where it leads, a path in the app.
    pub link: String,
}

/// A page of notifications, the next page's cursor and the unread count.
pub type NotificationPage = (Vec<Shown>, Option<(i64, i64)>, i64);

/// A page of the learner's notifications, newest first, the next page's
/// cursor when there may be more, and the unread count.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "page", user = user.id))]
pub async fn page(deps: Deps<'_>, user: &User, after: Option<(i64, i64)>) -> AppResult<NotificationPage> {
    let rows = deps.store.notifications(user.id, after, PAGE).await?;
    let unread = deps.store.unread_notifications(user.id).await?;
    let next = match rows.last() {
        Some(last) if rows.len() as i64 == PAGE => Some((last.created_at, last.id)),
        _ => None,
    };
    Ok((rows.into_iter().map(show).collect(), next, unread))
}

/// How many notifications the learner has not read.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "unread", user = user.id))]
pub async fn unread(deps: Deps<'_>, user: &User) -> AppResult<i64> {
    Ok(deps.store.unread_notifications(user.id).await?)
}

/// Marks one of the learner's notifications read.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "mark_read", user = user.id, id = id))]
pub async fn mark_read(deps: Deps<'_>, user: &User, id: i64) -> AppResult<()> {
    if deps.store.mark_notification_read(user.id, id, now_millis()).await? {
        Ok(())
    } else {
        Err(AppError::NotFound("Notification"))
    }
}

/// Marks all of the learner's notifications read.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "mark_all_read", user = user.id))]
pub async fn mark_all_read(deps: Deps<'_>, user: &User) -> AppResult<()> {
    Ok(deps.store.mark_all_notifications_read(user.id, now_millis()).await?)
}

/// The text and link of a notification.
pub fn show(notification: Notification) -> Shown {
    let actor = notification
        .actor
        .as_ref()
        .map(|a| a.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| a.login.clone()))
        .unwrap_or_else(|| "A former learner".to_owned());
    let task = notification.task_title.clone().unwrap_or_else(|| "a challenge".to_owned());
    let subject = notification.subject_id.unwrap_or_default();
    let (message, link) = match notification.kind {
        NotificationKind::Review => {
            (format!("{actor} reviewed your solution to {task}"), format!("/solutions/{subject}#reviews"))
        }
        NotificationKind::ReviewHelpful => {
            (format!("{actor} marked your review of {task} helpful"), format!("/solutions/{subject}#reviews"))
        }
        NotificationKind::Comment => {
            (format!("{actor} commented on your post about {task}"), format!("/community/posts/{subject}"))
        }
        NotificationKind::PostLikes => {
            let message = match notification.count {
                ..=1 => format!("{actor} liked your post about {task}"),
                2 => format!("{actor} and 1 other liked your post about {task}"),
                n => format!("{actor} and {} others liked your post about {task}", n - 1),
            };
            (message, format!("/community/posts/{subject}"))
        }
        NotificationKind::Achievement => {
            let title =
                notification.detail.as_deref().and_then(achievements::find).map_or("an achievement", |a| a.title);
            (format!("You unlocked {title}"), "/achievements".to_owned())
        }
        NotificationKind::ChecksFinished => {
            (format!("The checks of your solution to {task} finished"), format!("/solutions/{subject}"))
        }
    };
    Shown { notification, message, link }
}

#[cfg(test)]
mod tests {
    use frontloop_store::models::Author;

    use super::*;

    fn likes(count: i64) -> Notification {
        Notification {
            id: 1,
            kind: NotificationKind::PostLikes,
            subject_id: Some(9),
            detail: None,
            actor: Some(Author { id: 2, login: "ana".into(), name: Some("Ana".into()), avatar_url: None }),
            count,
            task_title: Some("Card Layout".into()),
            created_at: 0,
            read: false,
        }
    }

    #[test]
    fn grouped_likes_name_the_latest_liker_and_count_the_others() {
        assert_eq!(show(likes(1)).message, "Ana liked your post about Card Layout");
        assert_eq!(show(likes(2)).message, "Ana and 1 other liked your post about Card Layout");
        assert_eq!(show(likes(5)).message, "Ana and 4 others liked your post about Card Layout");
        assert_eq!(show(likes(5)).link, "/community/posts/9");
    }

    #[test]
    fn an_achievement_is_named_by_its_title() {
        let unlocked = Notification {
            kind: NotificationKind::Achievement,
            subject_id: None,
            detail: Some("helper".into()),
            actor: None,
            task_title: None,
            ..likes(1)
        };
        let shown = show(unlocked);
        assert_eq!((shown.message.as_str(), shown.link.as_str()), ("You unlocked Helper", "/achievements"));
    }
}
