//! Users and their sign-in: OAuth states, login codes, sessions, and the
//! time zone a learner sets.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Pool, Type};

use super::{Conn, Db, DbRow, Dialect, Value};
use crate::models::{GithubProfile, OAuthState, SessionTimes, User};
use crate::{StoreResult, UserStore};

/// How stale `last_seen_at` may get before a request writes it again:
/// most authenticated reads then stay reads.
const SESSION_TOUCH_INTERVAL: Millis = 5 * 60 * 1000;

/// Columns of `users` in the order of [`User`].
macro_rules! user_columns {
    () => {
        "id, github_id, login, name, email, avatar_url, time_zone, created_at, suspended_at, \
         profile_visibility, theme, time_zone_chosen"
    };
}

const SAVE_OAUTH_STATE: &str =
    "INSERT INTO oauth_states (state_hash, pkce_verifier, return_path, expires_at) VALUES ($1, $2, $3, $4)";

/// DELETE … RETURNING makes a state single-use even when two callbacks
/// race: only one of them gets the row.
const TAKE_OAUTH_STATE: &str =
    "DELETE FROM oauth_states WHERE state_hash = $1 RETURNING pkce_verifier, return_path, expires_at";

/// Keyed by GitHub's numeric id, never by login: a renamed account keeps
/// its history and a reused login gets its own account.
const UPSERT_GITHUB_USER: &str = concat!(
    "INSERT INTO users (github_id, login, name, email, avatar_url, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $6) \
     ON CONFLICT (github_id) DO UPDATE SET login = excluded.login, name = excluded.name, \
     email = excluded.email, avatar_url = excluded.avatar_url, updated_at = excluded.updated_at \
     RETURNING ",
    user_columns!()
);

const SELECT_USER: &str = concat!("SELECT ", user_columns!(), " FROM users WHERE id = $1");

const USER_BY_LOGIN: &str = concat!(
    "SELECT ",
    user_columns!(),
    " FROM users WHERE LOWER(login) = LOWER($1) ORDER BY updated_at DESC, id DESC LIMIT 1"
);

const CREATE_LOGIN_CODE: &str = "INSERT INTO login_codes (code_hash, user_id, expires_at) VALUES ($1, $2, $3)";

const TAKE_LOGIN_CODE: &str = "DELETE FROM login_codes WHERE code_hash = $1 RETURNING user_id, expires_at";

const CREATE_SESSION: &str = "INSERT INTO sessions \
     (user_id, token_hash, created_at, last_seen_at, idle_expires_at, expires_at) VALUES ($1, $2, $3, $3, $4, $5)";

/// A live session with its user (the columns of [`User`], through the join).
/// A suspended learner has none: their token is dead at once, on every
/// instance, even before the suspension's revocation of their sessions.
/// The session id, its last use and its user (`s`, `u`): the select list
/// of a [`SessionUser`] row.
macro_rules! session_user_select {
    () => {
        "SELECT s.id AS session_id, s.last_seen_at, \
         u.id, u.github_id, u.login, u.name, u.email, u.avatar_url, u.time_zone, u.created_at, u.suspended_at, \
         u.profile_visibility, u.theme, u.time_zone_chosen"
    };
}
pub(super) use session_user_select;

/// The live session of token hash $1 at $2 (not revoked, neither expiry
/// past, its learner not suspended), joined to its user.
macro_rules! live_session_from {
    () => {
        " FROM sessions s JOIN users u ON u.id = s.user_id"
    };
}
pub(super) use live_session_from;

/// The conditions of [`live_session_from`].
macro_rules! live_session_where {
    () => {
        " WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.idle_expires_at > $2 \
         AND u.suspended_at IS NULL"
    };
}
pub(super) use live_session_where;

const SESSION_USER: &str = concat!(session_user_select!(), live_session_from!(), live_session_where!());

const TOUCH_SESSION: &str = "UPDATE sessions SET last_seen_at = $1, idle_expires_at = $2 WHERE id = $3";

const REVOKE_SESSION: &str = "UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL";

/// The browser's zone, unless the learner chose one in their settings.
const SET_TIME_ZONE: &str =
    "UPDATE users SET time_zone = $1 WHERE id = $2 AND time_zone <> $1 AND time_zone_chosen = 0";

/// The login a GitHub account had here before this sign-in.
const LOGIN_OF_GITHUB_ID: &str = "SELECT login FROM users WHERE github_id = $1";

/// Remembers a login GitHub renamed, for `/u/{old}` to lead to the learner.
const REMEMBER_PREVIOUS_LOGIN: &str = "INSERT INTO previous_logins (login_key, user_id, changed_at) \
     VALUES (LOWER($1), $2, $3) \
     ON CONFLICT (login_key) DO UPDATE SET user_id = excluded.user_id, changed_at = excluded.changed_at";

/// A learner who takes a login back no longer has it as a previous one.
const FORGET_PREVIOUS_LOGIN: &str = "DELETE FROM previous_logins WHERE login_key = LOWER($1) AND user_id = $2";

/// A row of [`SESSION_USER`] (and of statements that add to it).
#[derive(FromRow)]
pub(super) struct SessionUser {
    session_id: i64,
    last_seen_at: Millis,
    #[sqlx(flatten)]
    pub(super) user: User,
}

impl SessionUser {
    /// Moves the session's idle expiry on when its last use is older than
    /// the touch interval (a write at most every five minutes a session).
    pub(super) async fn touch_if_due<S: Dialect>(
        &self,
        pool: &Pool<Db<S>>,
        now: Millis,
        idle_ttl: Millis,
    ) -> StoreResult<()>
    where
        for<'c> &'c Pool<Db<S>>: Executor<'c, Database = Db<S>>,
        i64: Value<Db<S>>,
    {
        if now - self.last_seen_at > SESSION_TOUCH_INTERVAL {
            sqlx::query(TOUCH_SESSION).bind(now).bind(now + idle_ttl).bind(self.session_id).execute(pool).await?;
        }
        Ok(())
    }
}

#[async_trait]
impl<S: Dialect> UserStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "save_oauth_state"))]
    async fn save_oauth_state(&self, state_hash: &str, state: &OAuthState) -> StoreResult<()> {
        sqlx::query(SAVE_OAUTH_STATE)
            .bind(state_hash)
            .bind(&state.pkce_verifier)
            .bind(&state.return_path)
            .bind(state.expires_at)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "take_oauth_state"))]
    async fn take_oauth_state(&self, state_hash: &str, now: Millis) -> StoreResult<Option<OAuthState>> {
        let state =
            sqlx::query_as::<_, OAuthState>(TAKE_OAUTH_STATE).bind(state_hash).fetch_optional(self.pool()).await?;
        Ok(state.filter(|s| s.expires_at > now))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "upsert_github_user"))]
    async fn upsert_github_user(&self, profile: &GithubProfile, now: Millis) -> StoreResult<User> {
        let mut tx = self.begin_write().await?;
        let before: Option<(String,)> =
            sqlx::query_as(LOGIN_OF_GITHUB_ID).bind(profile.github_id).fetch_optional(&mut *tx).await?;
        let user = sqlx::query_as::<_, User>(UPSERT_GITHUB_USER)
            .bind(profile.github_id)
            .bind(&profile.login)
            .bind(&profile.name)
            .bind(&profile.email)
            .bind(&profile.avatar_url)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        if let Some((old,)) = before.filter(|(old,)| !old.eq_ignore_ascii_case(&profile.login)) {
            sqlx::query(REMEMBER_PREVIOUS_LOGIN).bind(old).bind(user.id).bind(now).execute(&mut *tx).await?;
            sqlx::query(FORGET_PREVIOUS_LOGIN).bind(profile.login.clone()).bind(user.id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(user)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "user", user_id = user_id))]
    async fn user(&self, user_id: i64) -> StoreResult<Option<User>> {
        Ok(sqlx::query_as::<_, User>(SELECT_USER).bind(user_id).fetch_optional(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "user_by_login", login = %login))]
    async fn user_by_login(&self, login: &str) -> StoreResult<Option<User>> {
        Ok(sqlx::query_as::<_, User>(USER_BY_LOGIN).bind(login.to_owned()).fetch_optional(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "create_login_code", user_id = user_id))]
    async fn create_login_code(&self, code_hash: &str, user_id: i64, expires_at: Millis) -> StoreResult<()> {
        sqlx::query(CREATE_LOGIN_CODE).bind(code_hash).bind(user_id).bind(expires_at).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "take_login_code"))]
    async fn take_login_code(&self, code_hash: &str, now: Millis) -> StoreResult<Option<i64>> {
        let code =
            sqlx::query_as::<_, (i64, Millis)>(TAKE_LOGIN_CODE).bind(code_hash).fetch_optional(self.pool()).await?;
        Ok(code.filter(|(_, expires_at)| *expires_at > now).map(|(user_id, _)| user_id))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "create_session", user_id = user_id))]
    async fn create_session(&self, token_hash: &str, user_id: i64, times: SessionTimes) -> StoreResult<()> {
        sqlx::query(CREATE_SESSION)
            .bind(user_id)
            .bind(token_hash)
            .bind(times.now)
            .bind(times.now + times.idle_ttl)
            .bind(times.now + times.absolute_ttl)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "session_user"))]
    async fn session_user(&self, token_hash: &str, now: Millis, idle_ttl: Millis) -> StoreResult<Option<User>> {
        let found = sqlx::query_as::<_, SessionUser>(SESSION_USER)
            .bind(token_hash)
            .bind(now)
            .fetch_optional(self.pool())
            .await?;
        let Some(session) = found else { return Ok(None) };
        session.touch_if_due::<S>(self.pool(), now, idle_ttl).await?;
        Ok(Some(session.user))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "revoke_session"))]
    async fn revoke_session(&self, token_hash: &str, now: Millis) -> StoreResult<()> {
        sqlx::query(REVOKE_SESSION).bind(now).bind(token_hash).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "set_time_zone", user_id = user_id))]
    async fn set_time_zone(&self, user_id: i64, time_zone: &str) -> StoreResult<()> {
        sqlx::query(SET_TIME_ZONE).bind(time_zone).bind(user_id).execute(self.pool()).await?;
        Ok(())
    }
}
