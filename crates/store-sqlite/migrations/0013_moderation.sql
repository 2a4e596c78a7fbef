-- Reports, hidden items, suspensions, blocks and the moderation audit log
-- (docs/moderation.md).

-- Hidden by a moderator or by reports: visible to its author and
-- moderators only.
ALTER TABLE community_posts ADD COLUMN hidden_at BIGINT;
ALTER TABLE comments ADD COLUMN hidden_at BIGINT;
ALTER TABLE reviews ADD COLUMN hidden_at BIGINT;
ALTER TABLE solutions ADD COLUMN hidden_at BIGINT;

-- A suspended learner cannot sign in and their content is hidden.
ALTER TABLE users ADD COLUMN suspended_at BIGINT;
ALTER TABLE users ADD COLUMN suspension_reason TEXT;

-- A blocked learner's comments on a post are subtracted from its count as
-- the blocker sees it: found by author and post.
CREATE INDEX comments_user_post ON comments (user_id, post_id);

-- One report per learner per item; `resolved_at` is set when a moderator
-- decides on the item (its open reports are the queue).
CREATE TABLE reports (
    id           INTEGER PRIMARY KEY,
    reporter_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    item_type    TEXT   NOT NULL,
    item_id      BIGINT NOT NULL,
    reason       TEXT   NOT NULL,
    details      TEXT,
    created_at   BIGINT NOT NULL,
    resolved_at  BIGINT,
    UNIQUE (item_type, item_id, reporter_id)
);
CREATE INDEX reports_open ON reports (created_at, item_type, item_id) WHERE resolved_at IS NULL;

-- A learner's blocks: whom they no longer see or hear from.
CREATE TABLE blocks (
    blocker_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id, blocker_id);

-- Every moderator action, append-only: logins and the item's summary are
-- copied, not referenced, so history stays as it was.
CREATE TABLE moderation_log (
    id               INTEGER PRIMARY KEY,
    moderator_id     BIGINT,
    moderator_login  TEXT,
    action           TEXT   NOT NULL,
    item_type        TEXT,
    item_id          BIGINT,
    target_login     TEXT,
    summary          TEXT   NOT NULL,
    reason           TEXT   NOT NULL,
    created_at       BIGINT NOT NULL
);
CREATE INDEX moderation_log_newest ON moderation_log (created_at DESC, id DESC);

CREATE TRIGGER moderation_log_no_update BEFORE UPDATE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'the moderation log is append-only');
END;
CREATE TRIGGER moderation_log_no_delete BEFORE DELETE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'the moderation log is append-only');
END;
