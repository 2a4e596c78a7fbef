-- Frontloop schema for SQLite. Timestamps are BIGINT milliseconds since
-- the Unix epoch (UTC), written by the server, so that both backends compare
-- and sort them alike. Row counters (likes, comments, enrollments,
-- completions) change in the same transaction as the rows they count.

CREATE TABLE users (
    id          INTEGER PRIMARY KEY,
    github_id   BIGINT NOT NULL UNIQUE,
    login       TEXT   NOT NULL,
    name        TEXT,
    email       TEXT,
    avatar_url  TEXT,
    time_zone   TEXT   NOT NULL DEFAULT 'UTC',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX users_login ON users (login);

-- Session tokens: only the SHA-256 of the token is kept.
CREATE TABLE sessions (
    id            INTEGER PRIMARY KEY,
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash    TEXT   NOT NULL UNIQUE,
    created_at    BIGINT NOT NULL,
    last_seen_at  BIGINT NOT NULL,
    idle_expires_at BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    revoked_at    BIGINT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Single-use codes handed to the browser after the OAuth callback.
CREATE TABLE login_codes (
    code_hash   TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at  BIGINT NOT NULL
);

-- OAuth state: single use, with the PKCE verifier and where to go afterwards.
CREATE TABLE oauth_states (
    state_hash     TEXT   PRIMARY KEY,
    pkce_verifier  TEXT   NOT NULL,
    return_path    TEXT   NOT NULL,
    expires_at     BIGINT NOT NULL
);

-- Fixed-window counters for rate limits, shared by every instance.
CREATE TABLE rate_limits (
    bucket        TEXT   NOT NULL,
    window_start  BIGINT NOT NULL,
    hits          BIGINT NOT NULL,
    PRIMARY KEY (bucket, window_start)
);

-- Images and other files of the catalogue, served under /media/.
CREATE TABLE media (
    path          TEXT   PRIMARY KEY,
    content_type  TEXT   NOT NULL,
    body          BLOB   NOT NULL,
    etag          TEXT   NOT NULL,
    updated_at    BIGINT NOT NULL
);

CREATE TABLE tasks (
    id                INTEGER PRIMARY KEY,
    slug              TEXT   NOT NULL UNIQUE,
    title             TEXT   NOT NULL,
    summary           TEXT   NOT NULL,
    description       TEXT   NOT NULL,
    difficulty        TEXT   NOT NULL CHECK (difficulty IN ('beginner', 'intermediate', 'advanced')),
    image_url         TEXT,
    position          BIGINT NOT NULL,
    content_hash      TEXT   NOT NULL,
    completion_count  BIGINT NOT NULL DEFAULT 0,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);

CREATE TABLE task_tags (
    task_id   BIGINT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    position  BIGINT NOT NULL,
    tag       TEXT   NOT NULL,
    PRIMARY KEY (task_id, position)
);
CREATE INDEX task_tags_tag ON task_tags (tag);

CREATE TABLE progress (
    user_id           BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    task_id           BIGINT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    status            TEXT   NOT NULL CHECK (status IN ('not_started', 'saved', 'in_progress', 'completed')),
    github_repo_url   TEXT,
    github_pages_url  TEXT,
    started_at        BIGINT,
    saved_at          BIGINT,
    completed_at      BIGINT,
    -- Wall-clock time of the completion in the learner's zone then
    -- ('YYYY-MM-DDTHH:MM:SS'): streaks and time-of-day rules read it.
    completed_local   TEXT,
    -- Seconds from start to completion, for the speed achievements.
    duration_seconds  BIGINT,
    -- A review score 0-100; nothing sets it yet (see the achievements docs).
    score             BIGINT,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL,
    PRIMARY KEY (user_id, task_id)
);
CREATE INDEX progress_user_status ON progress (user_id, status, updated_at);
CREATE INDEX progress_task ON progress (task_id);

CREATE TABLE blog_posts (
    id                INTEGER PRIMARY KEY,
    slug              TEXT   NOT NULL UNIQUE,
    title             TEXT   NOT NULL,
    excerpt           TEXT,
    content_html      TEXT   NOT NULL,
    content_text      TEXT   NOT NULL,
    featured_image    TEXT,
    meta_title        TEXT,
    meta_description  TEXT,
    status            TEXT   NOT NULL CHECK (status IN ('published', 'draft')),
    read_time_minutes BIGINT NOT NULL,
    published_at      BIGINT NOT NULL,
    content_hash      TEXT   NOT NULL,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);
CREATE INDEX blog_posts_published ON blog_posts (status, published_at DESC);

CREATE TABLE blog_post_categories (
    post_id   BIGINT NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    position  BIGINT NOT NULL,
    category  TEXT   NOT NULL,
    PRIMARY KEY (post_id, position)
);
CREATE INDEX blog_post_categories_category ON blog_post_categories (category);

CREATE TABLE community_posts (
    id              INTEGER PRIMARY KEY,
    user_id         BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    task_id         BIGINT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    content         TEXT   NOT NULL,
    code            TEXT,
    image_url       TEXT,
    likes_count     BIGINT NOT NULL DEFAULT 0,
    comments_count  BIGINT NOT NULL DEFAULT 0,
    created_at      BIGINT NOT NULL
);
CREATE INDEX community_posts_latest ON community_posts (created_at DESC, id DESC);
CREATE INDEX community_posts_user ON community_posts (user_id);
CREATE INDEX community_posts_likes ON community_posts (likes_count DESC, id DESC);

CREATE TABLE comments (
    id           INTEGER PRIMARY KEY,
    post_id      BIGINT NOT NULL REFERENCES community_posts (id) ON DELETE CASCADE,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content      TEXT   NOT NULL,
    likes_count  BIGINT NOT NULL DEFAULT 0,
    created_at   BIGINT NOT NULL
);
CREATE INDEX comments_post ON comments (post_id, created_at, id);
CREATE INDEX comments_user ON comments (user_id);

CREATE TABLE post_likes (
    post_id     BIGINT NOT NULL REFERENCES community_posts (id) ON DELETE CASCADE,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_likes_user ON post_likes (user_id, post_id);

CREATE TABLE comment_likes (
    comment_id  BIGINT NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_likes_user ON comment_likes (user_id, comment_id);

CREATE TABLE learning_paths (
    id                INTEGER PRIMARY KEY,
    slug              TEXT   NOT NULL UNIQUE,
    title             TEXT   NOT NULL,
    description       TEXT   NOT NULL,
    difficulty        TEXT   NOT NULL CHECK (difficulty IN ('beginner', 'intermediate', 'advanced')),
    estimated_hours   BIGINT NOT NULL,
    image_url         TEXT,
    position          BIGINT NOT NULL,
    item_count        BIGINT NOT NULL DEFAULT 0,
    enrollment_count  BIGINT NOT NULL DEFAULT 0,
    completion_count  BIGINT NOT NULL DEFAULT 0,
    rating_sum        BIGINT NOT NULL DEFAULT 0,
    rating_count      BIGINT NOT NULL DEFAULT 0,
    content_hash      TEXT   NOT NULL,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);

-- An item keeps its id across re-imports (it is found by path and target),
-- so learners' completions survive reordering.
CREATE TABLE path_items (
    id         INTEGER PRIMARY KEY,
    path_id    BIGINT NOT NULL REFERENCES learning_paths (id) ON DELETE CASCADE,
    position   BIGINT NOT NULL,
    item_type  TEXT   NOT NULL CHECK (item_type IN ('post', 'task')),
    post_id    BIGINT REFERENCES blog_posts (id) ON DELETE CASCADE,
    task_id    BIGINT REFERENCES tasks (id) ON DELETE CASCADE,
    CHECK ((item_type = 'post' AND post_id IS NOT NULL AND task_id IS NULL)
        OR (item_type = 'task' AND task_id IS NOT NULL AND post_id IS NULL))
);
CREATE UNIQUE INDEX path_items_post ON path_items (path_id, post_id) WHERE post_id IS NOT NULL;
CREATE UNIQUE INDEX path_items_task ON path_items (path_id, task_id) WHERE task_id IS NOT NULL;
CREATE INDEX path_items_by_task ON path_items (task_id);

CREATE TABLE enrollments (
    path_id       BIGINT NOT NULL REFERENCES learning_paths (id) ON DELETE CASCADE,
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status        TEXT   NOT NULL CHECK (status IN ('enrolled', 'completed')),
    rating        BIGINT CHECK (rating BETWEEN 1 AND 5),
    enrolled_at   BIGINT NOT NULL,
    completed_at  BIGINT,
    PRIMARY KEY (path_id, user_id)
);
CREATE INDEX enrollments_user ON enrollments (user_id);

-- Post items read by a learner (task items complete through progress).
CREATE TABLE item_completions (
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    item_id       BIGINT NOT NULL REFERENCES path_items (id) ON DELETE CASCADE,
    completed_at  BIGINT NOT NULL,
    PRIMARY KEY (user_id, item_id)
);

CREATE TABLE user_achievements (
    user_id         BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    achievement_id  TEXT   NOT NULL,
    unlocked_at     BIGINT NOT NULL,
    PRIMARY KEY (user_id, achievement_id)
);
