-- Accounts (docs/accounts.md): public portfolios and their visibility, the
-- theme and time zone a learner chose, and the logins a learner had before
-- GitHub renamed them.

-- 'public' (the default): /u/{login} and the learner's solution pages are
-- for everyone; 'private': for the learner alone.
ALTER TABLE users ADD COLUMN profile_visibility TEXT NOT NULL DEFAULT 'public'
    CHECK (profile_visibility IN ('public', 'private'));
-- 'system', 'light' or 'dark', applied on every device the learner signs in on.
ALTER TABLE users ADD COLUMN theme TEXT NOT NULL DEFAULT 'system'
    CHECK (theme IN ('system', 'light', 'dark'));
-- 1 when the learner chose their time zone: the browser's zone (sent on
-- every request) no longer replaces it.
ALTER TABLE users ADD COLUMN time_zone_chosen BIGINT NOT NULL DEFAULT 0;

-- Logins a learner signed in with before, by lower-case login: /u/{old}
-- leads to their page while no current learner has that login.
CREATE TABLE previous_logins (
    login_key   TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    changed_at  BIGINT NOT NULL
);
CREATE INDEX previous_logins_user ON previous_logins (user_id);
CREATE INDEX users_login_key ON users (LOWER(login));

-- A learner's solutions newest first (the portfolio) and the reviews they
-- gave newest first.
CREATE INDEX solutions_user_completed ON solutions (user_id, completed_at DESC);
CREATE INDEX reviews_reviewer_created ON reviews (reviewer_id, created_at DESC);
-- Deleting an account finds what the learner caused and reported.
CREATE INDEX notifications_actor ON notifications (actor_id);
CREATE INDEX reports_reporter ON reports (reporter_id);
